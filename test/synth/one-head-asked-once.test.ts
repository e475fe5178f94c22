import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// blind69 r1 (F, 3 samples), SageMaker geospatial GetVectorEnrichmentJob: "Can you tell me the
// export status and status of the vector enrichment job named cache-warmup?" → "The export status
// is in progress and the status is deleted." Two fields said under one word ("status") are asked
// as the record's own one; the other's name ("export status") qualifies the same word.
const ok = (result: unknown) => ({ ok: true as const, result });
const getJob = {
  name: "GetVectorEnrichmentJob",
  description:
    "Retrieves details of a Vector Enrichment Job for a given job Amazon Resource Name (ARN).",
  inputSchema: { type: "object", properties: { Arn: { type: "string" } } },
} as ToolSpec;
// The output's fields as the spec documents them (enums from VectorEnrichmentJob*Status).
const docs = {
  ExportStatus: {
    description: "The export status of the Vector Enrichment job being initiated.",
    enum: ["IN_PROGRESS", "SUCCEEDED", "FAILED"],
  },
  Status: {
    description: "The status of the initiated Vector Enrichment job.",
    enum: [
      "INITIALIZING",
      "IN_PROGRESS",
      "STOPPING",
      "STOPPED",
      "COMPLETED",
      "FAILED",
      "DELETING",
      "DELETED",
    ],
  },
  DurationInSeconds: { description: "The duration of the Vector Enrichment job, in seconds." },
};

describe("a read never answers two fields under one word", () => {
  it("tells the job's own status, not 'the export status and the status'", () => {
    const arn =
      "arn:aws:sagemaker-geospatial:us-east-1:537338493527:vector-enrichment-job/ov45ao5rymgf";
    const facts = answerFactsFrom(
      ok({
        Arn: arn,
        CreationTime: "2025-10-30T14:15:00Z",
        DurationInSeconds: 67,
        ExportStatus: "IN_PROGRESS",
        Name: "cache-warmup",
        Status: "DELETED",
        Type: "MAP_MATCHING",
      }),
      "s2",
      toolWords(getJob),
      0,
      { args: { Arn: arn }, argNames: ["Arn"], said: ["cache-warmup"], docs },
    );
    const keys = facts.map((f) => f.key);
    expect(keys).toContain("s2.Status");
    expect(keys).not.toContain("s2.ExportStatus");
  });
  it("keeps a qualified field when the plain one is not told", () => {
    const facts = answerFactsFrom(
      ok({ ExportStatus: "IN_PROGRESS", Name: "cache-warmup" }),
      "s2",
      toolWords(getJob),
      0,
      { args: { Arn: "x" }, argNames: ["Arn"], said: ["cache-warmup"], docs },
    );
    expect(facts.map((f) => f.key)).toContain("s2.ExportStatus");
  });
});
