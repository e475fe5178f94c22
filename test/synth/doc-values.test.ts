import { describe, expect, it } from "vitest";
import { intoRanges, maskSecret } from "../../src/core/domain/doc-shapes.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import { docValueFindings, stateDocValues } from "../../src/core/synth/doc-values.js";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

/**
 * The doc-vs-value check on excerpts of the real specs whose values the fresh52 blind readers
 * marked as nonsense (N) — each kind failing on the bad value and passing a good one — and the
 * value generation that now draws values the doc allows.
 */

type Fields = Record<string, Record<string, unknown>>;
/** A one-collection bundle whose records have these schema properties (only what the check reads). */
function bundleOf(entity: string, props: Fields, extra: Partial<EnvBundle> = {}) {
  return {
    name: "excerpt",
    stateSchema: {
      type: "object",
      properties: { [entity]: { type: "array", items: { type: "object", properties: props } } },
    },
    model: undefined,
    ...extra,
  } as Pick<EnvBundle, "name" | "stateSchema" | "model">;
}
const kinds = (b: ReturnType<typeof bundleOf>, entity: string, records: unknown[]) =>
  stateDocValues(b, { [entity]: records }).map((f) => `${f.kind} ${f.field}`);

describe("doc-vs-value check", () => {
  it("example-shape: a UUID example holds a UUID (mbus.local's HAT), a numeric example digits", () => {
    const hats = bundleOf("hats", {
      uuid: {
        description: "Hat UUID",
        type: "string",
        example: "148fa981-a33b-a07a-a13f-a2405d08e0fe",
      },
    });
    expect(kinds(hats, "hats", [{ uuid: "hat_1001" }])).toEqual(["example-shape uuid"]);
    expect(kinds(hats, "hats", [{ uuid: "de132f75-e68b-4f3c-accc-78cab359e3f1" }])).toEqual([]);
    // Rotten Tomatoes' movie id (example "770672122").
    const movies = bundleOf("movies", { id: { type: "string", example: "770672122" } });
    expect(kinds(movies, "movies", [{ id: "mov_1001" }])).toEqual(["example-shape id"]);
    expect(kinds(movies, "movies", [{ id: "771203311" }])).toEqual([]);
  });

  it("example-shape: a described two-character code holds one (NREL's jurisdiction)", () => {
    const laws = bundleOf("laws", {
      jurisdiction: {
        type: "string",
        description:
          "Jurisdiction must be given as a two character state code (eg, 'CO' for Colorado).",
      },
    });
    expect(kinds(laws, "laws", [{ jurisdiction: "Manchester" }])).toEqual([
      "example-shape jurisdiction",
    ]);
    expect(kinds(laws, "laws", [{ jurisdiction: "CO" }])).toEqual([]);
  });

  it("range: an angle in radians is within 2π (Cloudmersive OCR's Angle)", () => {
    const pages = bundleOf("pages", {
      Angle: {
        type: "number",
        format: "double",
        description: "Angle of the page in radians; 0 represents perfectly horizontal",
      },
    });
    expect(kinds(pages, "pages", [{ Angle: 85.97 }])).toEqual(["range Angle"]);
    expect(kinds(pages, "pages", [{ Angle: 0.42 }])).toEqual([]);
  });

  it("range and fractional-count: a percentage above 100, a count with decimals (Buffer's shares)", () => {
    const b = bundleOf("updates", {
      completion_percentage: { type: "number" },
      shares: { type: "number" },
    });
    expect(kinds(b, "updates", [{ completion_percentage: 130, shares: 63.98 }])).toEqual([
      "range completion_percentage",
      "fractional-count shares",
    ]);
    expect(kinds(b, "updates", [{ completion_percentage: 30, shares: 64 }])).toEqual([]);
  });

  it("system-flag: AppVeyor's built-in role flag is not on every role", () => {
    const roles = bundleOf("roles", {
      isSystem: { readOnly: true, type: "boolean", examples: [true] },
      name: { type: "string", examples: ["Administrator"] },
    });
    const all = [
      { name: "Administrator", isSystem: true },
      { name: "Developer", isSystem: true },
      { name: "Auditor", isSystem: true },
    ];
    expect(kinds(roles, "roles", all)).toEqual(["system-flag isSystem"]);
    const one = all.map((r, i) => ({ ...r, isSystem: i === 0 }));
    expect(kinds(roles, "roles", one)).toEqual([]);
  });

  it("secret-shown: AppVeyor's users are listed without their plaintext password", () => {
    const users = bundleOf("users", {
      email: { type: "string" },
      password: { type: "string" },
    });
    expect(kinds(users, "users", [{ email: "a@b.com", password: "Poppy-43!SzQ" }])).toEqual([
      "secret-shown password",
    ]);
    expect(kinds(users, "users", [{ email: "a@b.com", password: "********" }])).toEqual([]);
    expect(maskSecret("sk_cfkeu5i4wu1e3tnrkvyvl4v5", "client_secret")).toBe("sk_********l4v5");
  });

  it("filler-title: NREL's laws are not titled 'Basic result'", () => {
    const laws = bundleOf("laws", { title: { type: "string" } });
    expect(kinds(laws, "laws", [{ title: "Basic result" }])).toEqual(["filler-title title"]);
    expect(kinds(laws, "laws", [{ title: "Alternative Fuel Tax Exemption" }])).toEqual([]);
  });

  it("repeated-value, enum and pattern: a record's own name once, a listed value, a patterned code", () => {
    const b = bundleOf("roles", {
      name: { type: "string" },
      kind: { type: "string", enum: ["custom", "system"] },
      code: { type: "string", pattern: "^[A-Z]{3}$" },
    });
    const model = {
      domain: "x",
      entities: {
        roles: { name: "roles", noun: "role", idField: "id", labelField: "name", fields: {} },
      },
      tools: {},
    } as unknown as EnvBundle["model"];
    const named = { ...b, model };
    const bad = [
      { name: "Owner", kind: "builtin", code: "ab1" },
      { name: "Owner", kind: "custom", code: "ABC" },
      { name: "Editor", kind: "custom", code: "ABD" },
    ];
    expect(kinds(named, "roles", bad).sort()).toEqual([
      "enum kind",
      "pattern code",
      "repeated-value name",
    ]);
    const good = bad.map((r, i) => ({
      ...r,
      name: ["Owner", "Editor", "Viewer"][i],
      kind: "custom",
      code: "ABC",
    }));
    expect(kinds(named, "roles", good)).toEqual([]);
  });
});

describe("value generation from the doc", () => {
  it("folds numbers into their doc's range: radians, percentages, counts", () => {
    expect(intoRanges(85.97, [{ min: -2 * Math.PI, max: 2 * Math.PI, doc: "" }])).toBeLessThan(
      2 * Math.PI,
    );
    expect(intoRanges(130, [{ min: 0, max: 100, doc: "" }])).toBe(30);
    expect(intoRanges(-3, [{ min: 0, doc: "" }])).toBe(3);
  });

  it("seeds what AppVeyor, Cloudmersive OCR and Rotten Tomatoes document", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Roles and users", version: "1" },
      paths: {
        "/roles": {
          get: {
            operationId: "getRoles",
            responses: okJson({
              type: "array",
              items: {
                type: "object",
                properties: {
                  roleId: { type: "integer", example: 4 },
                  name: { type: "string", example: "Administrator" },
                  isSystem: { type: "boolean", readOnly: true, example: true },
                },
              },
            }),
          },
        },
        "/users": {
          get: {
            operationId: "getUsers",
            responses: okJson({
              type: "array",
              items: {
                type: "object",
                properties: {
                  userId: { type: "integer" },
                  email: { type: "string", format: "email" },
                  password: { type: "string" },
                },
              },
            }),
          },
        },
        "/pages": {
          get: {
            operationId: "getPages",
            responses: okJson({
              type: "array",
              items: {
                type: "object",
                properties: {
                  pageId: { type: "string", example: "770672122" },
                  Angle: {
                    type: "number",
                    format: "double",
                    description: "Angle of the page in radians; 0 represents perfectly horizontal",
                  },
                  scanId: { type: "string", example: "9dfc5fe3-d617-4d93-ac11-8afe7e984a4b" },
                },
              },
            }),
          },
        },
      },
    };
    for (const seed of [1, 2, 3]) {
      const b = await bundleOfDoc(doc, "roles.json", seed);
      const state = b.initialState as Record<string, Array<Record<string, unknown>>>;
      expect(state.roles!.filter((r) => r.isSystem === true).length).toBeLessThanOrEqual(1);
      for (const u of state.users!)
        if (u.password !== undefined) expect(u.password).toBe("********");
      for (const p of state.pages!) {
        if (typeof p.Angle === "number") expect(Math.abs(p.Angle)).toBeLessThanOrEqual(2 * Math.PI);
        expect(String(p.pageId)).toMatch(/^\d+$/);
        if (p.scanId !== undefined) expect(String(p.scanId)).toMatch(/^[0-9a-f]{8}-/);
      }
      expect(docValueFindings(b, { episodes: [1] })).toEqual([]);
    }
  });
});

describe("values in the shape a description states", () => {
  it("a 'two-letter language code' locale is the language's code, not 'fr-FR' (Mastodon)", async () => {
    const { createValueSampler } = await import("../../src/core/domain/values.js");
    const s = createValueSampler(3, { domain: "social network" });
    const schema = {
      type: "string",
      description: "The locale of the account. ISO 639 Part 1 two-letter language code.",
    };
    for (let i = 0; i < 10; i++)
      expect(s.value({ name: "locale", schema, entity: "account", record: {} })).toMatch(
        /^[A-Za-z]{2}$/,
      );
  });
});

describe("the run's nonsense check and the lexicon's own names", () => {
  it("passes AppVeyor's role 'Team lead', flags it as a pull request's name", async () => {
    const { recordDefects } = await import("../../src/core/synth/record-defects.js");
    const tool = (name: string) => ({ name, description: "", inputSchema: { type: "object" } });
    const bundle = {
      id: "b",
      name: "app-veyor",
      description: "",
      tools: [tool("getRoles"), tool("getBuilds")],
    } as unknown as EnvBundle;
    const result = (name: string, content: unknown, i: number) => [
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: `c${i}`, type: "function", function: { name, arguments: "{}" } }],
      },
      { role: "tool", tool_call_id: `c${i}`, name, content: JSON.stringify(content) },
    ];
    const kinds = (messages: unknown[]) =>
      recordDefects({ taskId: "t", messages } as never, [bundle]).map((d) => `${d.kind} ${d.key}`);
    expect(kinds(result("getRoles", [{ roleId: 1, name: "Team lead" }], 1))).toEqual([]);
    expect(kinds(result("getBuilds", [{ buildId: 1, roleName: "Team lead" }], 3))).toEqual([]);
    expect(kinds(result("getBuilds", [{ buildId: 1, pullRequestName: "Team lead" }], 2))).toEqual([
      "filler-name pullRequestName",
    ]);
  });
});

describe("a tool result's filler names and the lexicon's own names", () => {
  it("passes 'Team lead' listed by getRoles, flags 'Basic result' listed by getLaws", async () => {
    const { resultDefectKinds } = await import("../../src/core/synth/dataset-quality.js");
    const roles = JSON.stringify([{ roleId: 1, name: "Team lead" }]);
    expect(resultDefectKinds(roles, undefined, "role")).toEqual([]);
    const laws = JSON.stringify([{ id: 1, title: "Basic result" }]);
    expect(resultDefectKinds(laws, undefined, "law")).toContain("filler-name");
  });
});
