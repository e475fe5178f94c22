import { beforeAll, describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

// A sports-data API shaped like many real ones: a required `{format}` path parameter on every
// call, numeric record ids read back through string path params (`playerid`), and RPC-style
// POST endpoints that read or act instead of creating.
const format = {
  name: "format",
  in: "path",
  required: true,
  description: "Desired response format. Valid entries are XML or JSON.",
  schema: { type: "string", enum: ["xml", "json"], default: "xml" },
};
const player = {
  type: "object",
  properties: {
    PlayerId: { type: "integer" },
    CommonName: { type: "string" },
    Position: { type: "string" },
  },
};
const doc = {
  openapi: "3.0.0",
  info: { title: "Esports scores", version: "1" },
  paths: {
    "/{format}/Players": {
      get: {
        operationId: "Players",
        summary: "Players",
        parameters: [format],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "array", items: player } } },
          },
        },
      },
    },
    "/{format}/Player/{playerid}": {
      get: {
        operationId: "Player",
        summary: "Player",
        parameters: [
          format,
          {
            name: "playerid",
            in: "path",
            required: true,
            description: "Unique Player ID. Example: 100000576.",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: player } },
          },
        },
      },
    },
    "/IsAlive": {
      post: {
        operationId: "post_is_alive",
        description: "Get server status",
        responses: { "200": { description: "ok" } },
      },
    },
    "/InstallScoreService": {
      post: {
        operationId: "post_install_score_service",
        description: "Open a popup that lets the user install the score service.",
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

let bundle: EnvBundle;
beforeAll(async () => {
  const ingested = await ingestFile({ name: "esports.json", text: JSON.stringify(doc) });
  if (!ingested.ok) throw new Error(ingested.error.message);
  const built = await generateHeuristicBundle(ingested.value, { seed: 1 });
  if (!built.ok) throw new Error(built.error.message);
  bundle = built.value;
}, 120_000);

describe("tools real specs hide behind plumbing, typed ids and RPC verbs", () => {
  it("reads a POST whose doc says Get, and treats install as an action, not a create", () => {
    const kind = (name: string) =>
      inferToolKind(bundle.tools.find((t) => t.name === name)!, bundle.tools).kind;
    expect(kind("post_is_alive")).toBe("read");
    expect(kind("post_install_score_service")).toBe("action");
  });

  it("reads Google-style custom methods: `{name}:publish` acts on labels, `:batchDelete` deletes", () => {
    const spec = (name: string, path: string, method = "post") => ({
      name,
      description: "",
      inputSchema: { type: "object", properties: { name: { type: "string" } } },
      source: {
        format: "openapi" as const,
        file: "drivelabels.json",
        pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
      },
    });
    const tools = [
      spec("drivelabels_labels_list", "/v2beta/labels", "get"),
      spec("drivelabels_labels_publish", "/v2beta/{name}:publish"),
      spec("drivelabels_labels_delta", "/v2beta/{name}:delta"),
      spec("drivelabels_permissions_batchDelete", "/v2beta/{parent}/permissions:batchDelete"),
    ];
    const info = (i: number) => inferToolKind(tools[i]!, tools);
    expect(info(1)).toMatchObject({ kind: "action", entity: "labels" });
    expect(info(2).kind).toBe("action");
    expect(info(3)).toMatchObject({ kind: "delete", entity: "permissions" });
  });

  it("covers every tool: the format is fixed, the player id comes from the list as a string", async () => {
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 4,
      count: 12,
      openEnv: createEnvInstance,
    });
    const used = new Set(plans.flatMap((p) => p.steps.map((s) => s.tool)));
    expect(used).toContain("Player");
    expect(used).toContain("Players");
    for (const p of plans)
      for (const s of p.steps) {
        const args = s.grounded?.args ?? {};
        if ("format" in args) expect(args.format).toBe("xml");
        if (s.tool !== "Player") continue;
        expect(typeof args.playerid).toBe("string");
        // Found through the list, as a person who names the player would.
        const b = s.args.playerid;
        expect(b?.from).toBe("step");
        expect(p.steps.find((x) => b?.from === "step" && x.id === b.step)?.tool).toBe("Players");
      }
  }, 240_000);
});
