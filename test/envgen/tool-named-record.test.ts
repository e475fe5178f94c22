import { describe, expect, it } from "vitest";
import { recordPathOfSchema } from "../../src/core/domain/envelope.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh63 blind readers (stop 58), N and B on 7 of 30: Elastic Transcoder's ReadPipeline
 * {"Id":"1411689671587-r3khn4"} answered `"Id":"6072881691898-m14xmt","Name":"Lead qualification"`
 * and the answer told that pipeline's status as the one asked about. AWS answers a pipeline as
 * `{Pipeline: {…}, Warnings: […]}`; the member named for the tool's thing was taken for a field of
 * the record (every pipeline held a made-up `Pipeline`), so the answer showed a random record.
 * Fixture cut from the real spec (amazonaws.com_elastictranscoder.json, fresh63).
 */
type Rec = Record<string, unknown>;

describe("a response member named for the tool's own thing is the record", () => {
  it("ReadPipeline and ReadPreset answer the record whose Id was asked for", async () => {
    const bundle = await bundleOfFixture("stop58/elastictranscoder-reads.json", 1);
    const env = await envOf(bundle);
    const state = bundle.initialState as Record<string, Rec[]>;
    for (const [tool, coll, member] of [
      ["ReadPipeline", "pipelines", "Pipeline"],
      ["ReadPreset", "presets", "Preset"],
    ] as const) {
      const rows = state[coll]!;
      expect(rows.length).toBeGreaterThan(2);
      for (const rec of rows) {
        const got = await env.call(tool, { Id: rec.Id });
        expect(got.ok).toBe(true);
        const shown = (got.ok ? (got.result as Rec)[member] : undefined) as Rec;
        expect([shown.Id, shown.Name]).toEqual([rec.Id, rec.Name]);
      }
      // The wrapper is no field of the record.
      expect(rows.every((r) => r[member] === undefined)).toBe(true);
    }
  });

  it("finds the member by the tool's name, and only where the response is no record itself", () => {
    const obj = (props: Rec) => ({ type: "object", properties: props });
    const pipeline = obj({ Id: { type: "string" }, Name: { type: "string" } });
    const warnings = { type: "array", items: obj({ Code: { type: "string" } }) };
    expect(
      recordPathOfSchema(obj({ Pipeline: pipeline, Warnings: warnings }), "ReadPipeline").path,
    ).toEqual(["Pipeline"]);
    expect(
      recordPathOfSchema(obj({ Pipeline: pipeline, Warnings: warnings }), "UpdatePipelineStatus")
        .path,
    ).toEqual(["Pipeline"]);
    // Without the tool's name, or when the response names a record of its own, nothing changes.
    expect(recordPathOfSchema(obj({ Pipeline: pipeline, Warnings: warnings })).path).toEqual([]);
    expect(
      recordPathOfSchema(
        obj({ Id: { type: "string" }, Pipeline: pipeline, Warnings: warnings }),
        "ReadPipeline",
      ).path,
    ).toEqual([]);
    // A part of a word of the tool's name is no name of it: getOverviews' `view` is the screen's.
    expect(
      recordPathOfSchema(
        obj({
          manifest: obj({ appName: { type: "string" } }),
          view: obj({ id: { type: "string" } }),
        }),
        "getOverviews",
      ).path,
    ).toEqual([]);
    expect(
      recordPathOfSchema(obj({ JobRun: pipeline, Warnings: warnings }), "GetJobRun").path,
    ).toEqual(["JobRun"]);
    // A member the tool does not name is not its record.
    expect(
      recordPathOfSchema(obj({ Pipeline: pipeline, Warnings: warnings }), "ReadPreset").path,
    ).toEqual([]);
  });
});
