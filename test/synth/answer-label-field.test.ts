import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Shaped like EMR Serverless ListJobRuns (fresh62): a job run's `name` is optional and the seed
// leaves it out; its `releaseLabel` is the EMR release the application runs.
const runSchema = {
  type: "object",
  properties: {
    jobRuns: {
      type: "array",
      items: {
        type: "object",
        properties: {
          applicationId: { type: "string", description: "The ID of the application." },
          id: { type: "string", description: "The ID of the job run." },
          name: { type: "string", description: "The optional job run name." },
          arn: { type: "string", description: "The ARN of the job run." },
          createdAt: { type: "string", format: "date-time", description: "When it was created." },
          executionRole: { type: "string", description: "The execution role ARN of the job run." },
          state: {
            type: "string",
            enum: ["SUBMITTED", "PENDING", "RUNNING", "SUCCESS", "FAILED", "CANCELLED"],
          },
          releaseLabel: {
            type: "string",
            description: "The Amazon EMR release associated with the application.",
          },
        },
      },
    },
  },
};
const spec: ToolSpec = {
  name: "ListJobRuns",
  description: "Lists job runs based on a set of parameters.",
  inputSchema: { type: "object", properties: { applicationId: { type: "string" } } },
  outputSchema: runSchema,
};
const run = (n: number, createdAt: string, releaseLabel: string, state: string) => ({
  applicationId: "6s0aigabd0pl7xvt",
  id: `00f${n}ab12cd34ef56`,
  arn: `arn:aws:emr-serverless:us-east-1:100166712392:/applications/6s0aigabd0pl7xvt/jobruns/00f${n}ab12cd34ef56`,
  createdAt,
  executionRole: "arn:aws:iam::100166712392:role/billing-role",
  state,
  releaseLabel,
});

describe("an answer names an item by its name, never by a release or version label", () => {
  const answer = (result: Record<string, unknown>) => {
    const w = { ...toolWords(spec), kind: "list" as const };
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, {
      year: 2026,
      docs: fieldDocs(spec.outputSchema),
      listField: "jobRuns",
    });
    return finalAnswer(facts, false);
  };
  it("job runs without a name are not 'emr-6.15.0 (success) and emr-6.9.0 (cancelled)'", () => {
    const text = answer({
      jobRuns: [
        run(1, "2025-09-15T14:00:00Z", "emr-6.15.0", "SUCCESS"),
        run(2, "2025-10-22T10:00:00Z", "emr-6.9.0", "CANCELLED"),
      ],
    });
    expect(text).not.toMatch(/: emr-6/);
    expect(text).toMatch(/^I found 2 job runs: /);
  });
  it("a job run with a name is named by it", () => {
    const text = answer({
      jobRuns: [
        { ...run(1, "2025-09-15T14:00:00Z", "emr-6.15.0", "SUCCESS"), name: "nightly-etl" },
      ],
    });
    expect(text).toMatch(/nightly-etl/);
    expect(text).not.toMatch(/: emr-6/);
  });
});
