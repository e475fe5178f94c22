import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// canada-holidays (fresh46, blind readers B): `federal` is "Whether this holiday is observed by
// federally-regulated industries.", enum [1, 0], and the answer read "The observed date is
// January 4 and the federal is 1." A yes/no coded as 1 or 0 is said as a yes or no.
const spec: ToolSpec = {
  name: "Holiday",
  description: "Get a Canadian statutory holiday",
  inputSchema: { type: "object", properties: { holidayId: { type: "integer" } } },
  outputSchema: {
    type: "object",
    properties: {
      observedDate: { type: "string", format: "date" },
      federal: {
        type: "integer",
        enum: [1, 0],
        description: "Whether this holiday is observed by federally-regulated industries.",
      },
    },
  },
};

describe("a yes/no coded as 1 or 0", () => {
  for (const [v, said] of [
    [1, /\bit's federal\b/],
    [0, /\bit's not federal\b/],
  ] as const)
    it(`federal ${v}`, () => {
      const facts = answerFactsFrom(
        { ok: true, result: { observedDate: "2026-01-04", federal: v } },
        "s1",
        toolWords(spec),
        0,
        { docs: fieldDocs(spec.outputSchema) },
      );
      const answer = finalAnswer(facts, false);
      expect(answer).toMatch(said);
      expect(answer).not.toMatch(/federal is \d/);
    });

  it("a count of 1 stays a number", () => {
    const counted: ToolSpec = {
      ...spec,
      outputSchema: {
        type: "object",
        properties: { rooms: { type: "integer", enum: [1, 0], description: "Rooms left." } },
      },
    };
    const facts = answerFactsFrom({ ok: true, result: { rooms: 1 } }, "s1", toolWords(counted), 0, {
      docs: fieldDocs(counted.outputSchema),
    });
    expect(finalAnswer(facts, false)).not.toMatch(/it's rooms/);
  });
});
