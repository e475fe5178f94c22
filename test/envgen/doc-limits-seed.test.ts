import { describe, expect, it } from "vitest";
import { breaksStatedLimits } from "../../src/core/domain/doc-shapes.js";
import { bundleOfDoc, bundleOfFixture } from "../helpers/doc-env.js";

/**
 * fresh63 blind readers (stop 59), N: Elastic Transcoder's seeded presets broke the doc's prose
 * (BitRate "511", BitDepth "8", MaxWidth "93", SampleRate 192000 the doc does not list) and each
 * pipeline's ARN named another id (`Id` 1873921303715-0c0cig, `Arn` …/pipeline/jq-8bf…).
 * Fixture cut from the real spec (amazonaws.com_elastictranscoder.json, fresh63).
 */
type Rec = Record<string, unknown>;

/** Every (key, value, description) of a record against its schema. */
function leaves(
  v: unknown,
  schema: Rec | undefined,
  key: string,
  out: Array<[string, unknown, string]>,
) {
  if (Array.isArray(v)) for (const x of v) leaves(x, schema?.items as Rec, key, out);
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v))
      leaves(x, (schema?.properties as Record<string, Rec> | undefined)?.[k], k, out);
  else out.push([key, v, typeof schema?.description === "string" ? schema.description : ""]);
}

describe("seeded records keep what the doc states in words", () => {
  it("Elastic Transcoder presets: numbers inside their stated limits, values the doc lists", async () => {
    const bundle = await bundleOfFixture("stop58/elastictranscoder-reads.json", 1);
    const state = bundle.initialState as Record<string, Rec[]>;
    const schema = (bundle.stateSchema as Rec).properties as Record<string, Rec>;
    const out: Array<[string, unknown, string]> = [];
    leaves(state.presets, schema.presets, "presets", out);
    const broken = out.filter(([, v, d]) => breaksStatedLimits(v, d) !== undefined);
    expect(broken).toEqual([]);
    const depths = out.filter(([k]) => k === "BitDepth").map(([, v]) => v);
    expect(depths.length).toBeGreaterThan(0);
    for (const d of depths) expect(["16", "24"]).toContain(d);
    for (const [k, v] of out) if (k === "SampleRate") expect(v).not.toBe("192000");
  });

  it("a record's own ARN ends in its own id (Elastic Transcoder pipelines and presets)", async () => {
    const bundle = await bundleOfFixture("stop58/elastictranscoder-reads.json", 1);
    const state = bundle.initialState as Record<string, Rec[]>;
    for (const coll of ["pipelines", "presets"]) {
      expect(state[coll]!.length).toBeGreaterThan(2);
      for (const r of state[coll]!) expect(String(r.Arn)).toMatch(new RegExp(`/${r.Id}$`));
    }
  });

  it("and in another API whose ARN has no pattern (Audit Manager-like frameworks keyed by id)", async () => {
    const framework = {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[a-f0-9-]{36}$",
          description: "The unique identifier for the framework.",
        },
        arn: { type: "string", description: "The Amazon Resource Name (ARN) of the framework." },
        name: { type: "string", description: "The name of the framework." },
      },
    };
    const doc = {
      openapi: "3.0.0",
      info: { title: "AWS Audit Manager", version: "2017-07-25" },
      paths: {
        "/assessmentFrameworks": {
          get: {
            operationId: "ListAssessmentFrameworks",
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: { frameworks: { type: "array", items: framework } },
                    },
                  },
                },
              },
            },
          },
        },
        "/assessmentFrameworks/{frameworkId}": {
          get: {
            operationId: "GetAssessmentFramework",
            parameters: [
              { name: "frameworkId", in: "path", required: true, schema: { type: "string" } },
            ],
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": { schema: { type: "object", properties: { framework } } },
                },
              },
            },
          },
        },
      },
    };
    const bundle = await bundleOfDoc(doc, "amazonaws.com_auditmanager.json", 1);
    const rows = Object.values(bundle.initialState as Record<string, Rec[]>).find(
      (l) => Array.isArray(l) && l.some((r) => typeof r.arn === "string"),
    );
    expect(rows?.length).toBeGreaterThan(1);
    for (const r of rows!) expect(String(r.arn)).toContain(String(r.id));
  });
});
