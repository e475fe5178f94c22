import { describe, expect, it } from "vitest";
import { isPlumbing } from "../../src/core/domain/field-roles.js";
import { buildSemanticModel } from "../../src/core/envgen/semantic-model.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";

/**
 * A transit API in the shape of bkk.hu (fresh15): every path starts with `/{dialect}` (otp |
 * mobile) and every operation takes `version` (default "2"), `appVersion` and `includeReferences`
 * (default "true"). Readers asked "What dialect would you like?" and heard "What's the status … for
 * 1.0.4, January 18, mobile …" — the API's own settings said as the user's facts.
 */
function transitDoc(): string {
  const shared = [
    {
      name: "dialect",
      in: "path",
      required: true,
      description: "Az API referenciáinak dialektusa.",
      schema: { type: "string", enum: ["otp", "mobile"] },
    },
    {
      name: "version",
      in: "query",
      description: "Az API verziója.",
      schema: { type: "string", enum: ["2", "3", "4"], default: "2" },
    },
    {
      name: "appVersion",
      in: "query",
      description: "A kliensalkalmazás verziója.",
      schema: { type: "string" },
    },
    {
      name: "includeReferences",
      in: "query",
      schema: { type: "array", items: { type: "string" }, default: "true" },
    },
  ];
  const entry = {
    type: "object",
    properties: { stopId: { type: "string" }, name: { type: "string" }, lat: { type: "number" } },
  };
  const ok = {
    "200": { description: "ok", content: { "application/json": { schema: entry } } },
  };
  const op = (id: string, own: unknown[]) => ({
    get: { operationId: id, parameters: [...own, ...shared], responses: ok },
  });
  const stopId = { name: "stopId", in: "query", required: true, schema: { type: "string" } };
  const date = { name: "date", in: "query", schema: { type: "string", format: "date" } };
  return JSON.stringify({
    openapi: "3.0.0",
    info: { title: "transit", version: "1" },
    paths: {
      "/{dialect}/api/where/stop": op("getStop", [stopId]),
      "/{dialect}/api/where/schedule-for-stop": op("getScheduleForStop", [stopId, date]),
      "/{dialect}/api/where/arrivals-for-stop": op("getArrivalsForStop", [stopId]),
      "/{dialect}/api/where/vehicles-for-stop": op("getVehiclesForStop", [stopId]),
      "/{dialect}/api/where/search": op("search", [
        { name: "query", in: "query", required: true, schema: { type: "string" } },
      ]),
    },
  });
}

async function transitTools(): Promise<ToolSpec[]> {
  const r = await ingestFile({ name: "transit.json", text: transitDoc() });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tools;
}

describe("API-wide settings are plumbing", () => {
  it("a path variant, the API and app version and a defaulted switch on every tool get fixed values", async () => {
    const m = buildSemanticModel(await transitTools());
    for (const t of Object.values(m.tools)) {
      expect(t.inputs.dialect, `${t.name}.dialect`).toMatchObject({
        source: "plumbing",
        fixed: "otp",
      });
      expect(t.inputs.version, `${t.name}.version`).toMatchObject({
        source: "plumbing",
        fixed: "2",
      });
      expect(t.inputs.appVersion?.source, `${t.name}.appVersion`).toBe("plumbing");
      expect(t.inputs.includeReferences?.source, `${t.name}.includeReferences`).toBe("plumbing");
    }
    // What the user asks by stays theirs.
    expect(m.tools.getScheduleForStop!.inputs.date!.source).not.toBe("plumbing");
    expect(m.tools.search!.inputs.query!.source).not.toBe("plumbing");
  });

  it("keeps what the records are about: a shared path id, a resource's own version", async () => {
    const shared = { name: "userId", in: "path", required: true, schema: { type: "string" } };
    // canada-holidays: every tool takes `year` (default 2023), and the year is what is asked.
    const year = { name: "year", in: "query", schema: { type: "integer", default: 2023 } };
    // bridgedb (fresh15): `/{organism}/…` on every tool, one of 60 species — what is asked about.
    const species = ["Human", "Mouse", "Rat", "Zebra fish", "Fruit fly", "Rice", "Barley", "Frog"];
    const organism = {
      name: "organism",
      in: "path",
      required: true,
      schema: { type: "string", enum: species },
    };
    const paths: Record<string, unknown> = {};
    for (const r of ["notes", "tags", "files", "folders"])
      paths[`/{organism}/users/{userId}/${r}`] = {
        get: {
          operationId: `list_${r}`,
          parameters: [shared, year, organism],
          responses: { "200": { description: "ok" } },
        },
      };
    paths["/packages/{name}/versions/{version}"] = {
      get: {
        operationId: "get_package_version",
        parameters: [
          { name: "name", in: "path", required: true, schema: { type: "string" } },
          {
            name: "version",
            in: "path",
            required: true,
            description: "The package version, e.g. 1.2.3",
            schema: { type: "string" },
          },
        ],
        responses: { "200": { description: "ok" } },
      },
    };
    const text = JSON.stringify({ openapi: "3.0.0", info: { title: "x", version: "1" }, paths });
    const r = await ingestFile({ name: "users.json", text });
    if (!r.ok) throw new Error(r.error.message);
    const m = buildSemanticModel(r.value.tools);
    for (const t of ["list_notes", "list_tags", "list_files", "list_folders"]) {
      expect(m.tools[t]!.inputs.userId!.source, t).not.toBe("plumbing");
      expect(m.tools[t]!.inputs.year!.source, t).not.toBe("plumbing");
      expect(m.tools[t]!.inputs.organism!.source, t).not.toBe("plumbing");
    }
    expect(m.tools.get_package_version!.inputs.version!.source).not.toBe("plumbing");
  });

  it("a version parameter the doc says is the API's or the client's is plumbing on its own", () => {
    expect(isPlumbing("version", { description: "The version of the API to use." })).toBe(true);
    expect(isPlumbing("clientVersion", { description: "Version of the client app." })).toBe(true);
    expect(isPlumbing("version", { description: "The document version to restore." })).toBe(false);
    // bkk getTicketingData: "… for megadott 1767312000" — an HTTP cache header said as a fact.
    expect(isPlumbing("ifModifiedSince", {})).toBe(true);
    expect(isPlumbing("If-Modified-Since", {})).toBe(true);
  });
});
