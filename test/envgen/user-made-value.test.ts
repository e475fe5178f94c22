import { describe, expect, it } from "vitest";
import { patternChoices, userMadeValue } from "../../src/core/domain/doc-shapes.js";
import { bundleOfDoc, bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh63 blind readers (stop 59), N: a preset made by CreatePreset answered `"Type":"System"`,
 * where the doc says "Whether the preset is a default preset provided by Elastic Transcoder
 * (System) or a preset that you have defined (Custom)". The value a doc keeps for records a user
 * makes is the one records made through the API carry; seeded records keep the mix.
 */
type Rec = Record<string, unknown>;
const PRESET_TYPE =
  "Whether the preset is a default preset provided by Elastic Transcoder (<code>System</code>) or a preset that you have defined (<code>Custom</code>).";

describe("the value a doc keeps for records a user makes", () => {
  it("is read from the words beside each value, or from values that say it themselves", () => {
    expect(patternChoices("(^System$)|(^Custom$)")).toEqual(["System", "Custom"]);
    expect(patternChoices("^\\d{13}-\\w{6}$")).toEqual([]);
    expect(userMadeValue(["System", "Custom"], PRESET_TYPE)).toBe("Custom");
    expect(
      userMadeValue(
        ["System", "Custom"],
        "System for default presets, Custom for presets that you have created",
      ),
    ).toBe("Custom");
    // InfluxDB's bucket type (dev52) has no description: its values say it.
    expect(userMadeValue(["user", "system"], "")).toBe("user");
    // Counter-examples: a status, and a choice with no built-in side.
    expect(
      userMadeValue(
        ["Active", "Paused"],
        "Active: The pipeline is processing jobs. Paused: The pipeline is not currently processing jobs.",
      ),
    ).toBeUndefined();
    expect(userMadeValue(["asc", "desc"], "Sort order you have chosen")).toBeUndefined();
  });

  it("a preset made by CreatePreset is Custom; seeded presets keep System ones too", async () => {
    const bundle = await bundleOfFixture("stop59/elastictranscoder-presets.json", 1);
    const seeded = (bundle.initialState as Record<string, Rec[]>).presets!;
    expect(seeded.some((p) => p.Type === "System")).toBe(true);
    const env = await envOf(bundle);
    for (const Name of ["Web 720p", "Podcast audio", "Archive master"]) {
      const got = await env.call("CreatePreset", { Name, Container: "mp4" });
      expect(got.ok).toBe(true);
      const made = (got.ok ? (got.result as Rec).Preset : undefined) as Rec;
      expect(made.Type).toBe("Custom");
    }
  });

  it("a bucket made through the API is a user bucket (InfluxDB-like `type`: user | system)", async () => {
    const bucket = {
      type: "object",
      properties: {
        id: { type: "string" },
        name: { type: "string" },
        type: { type: "string", enum: ["user", "system"] },
      },
    };
    const json = (schema: unknown) => ({ "application/json": { schema } });
    const doc = {
      openapi: "3.0.0",
      info: { title: "InfluxDB buckets", version: "2" },
      paths: {
        "/api/v2/buckets": {
          get: {
            operationId: "GetBuckets",
            responses: {
              "200": {
                description: "ok",
                content: json({
                  type: "object",
                  properties: { buckets: { type: "array", items: bucket } },
                }),
              },
            },
          },
          post: {
            operationId: "PostBuckets",
            requestBody: {
              content: json({
                type: "object",
                required: ["name"],
                properties: { name: { type: "string" } },
              }),
            },
            responses: { "201": { description: "made", content: json(bucket) } },
          },
        },
      },
    };
    const bundle = await bundleOfDoc(doc, "influxdata.com.json", 1);
    const env = await envOf(bundle);
    for (const name of ["telemetry", "billing-events"]) {
      const got = await env.call("PostBuckets", { name });
      expect(got.ok).toBe(true);
      expect((got.ok ? (got.result as Rec) : {}).type).toBe("user");
    }
  });
});
