import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// credas (fresh15) CheckSubmittedIdDocuments "Checks if submitted documents are sufficient to
// complete registration." answers `{checkCode: 1|2|3, message}` and its doc says what each code
// means ("Ok = 1, MayContinue = 2, CannotContinue = 3"): "The check code is 1." told the user
// nothing. A check's coded result is said by the meaning the doc gives it.
const spec: ToolSpec = {
  name: "CheckSubmittedIdDocuments",
  description: "Checks if submitted documents are sufficient to complete registration.",
  inputSchema: { type: "object", properties: { id: { type: "string", format: "uuid" } } },
  outputSchema: {
    type: "object",
    properties: {
      checkCode: {
        type: "integer",
        format: "int32",
        enum: [1, 2, 3],
        description: "Ok = 1, MayContinue = 2, CannotContinue = 3",
      },
      message: { type: "string" },
    },
  },
};

describe("a coded result is said by the meaning the doc gives its code", () => {
  for (const [code, meaning] of [
    [1, /\bOK\b/],
    [2, /\bmay continue\b/i],
    [3, /\bcannot continue\b/i],
  ] as const)
    it(`check code ${code}`, () => {
      const w = { ...toolWords(spec), kind: "compute" as const };
      const facts = answerFactsFrom(
        { ok: true, result: { checkCode: code, message: "OK" } },
        "s1",
        w,
        0,
        { docs: fieldDocs(spec.outputSchema) },
      );
      const answer = finalAnswer(facts, false);
      expect(answer).toMatch(meaning);
      expect(answer).not.toMatch(/\bcode is \d\b/);
      expect(answer).not.toMatch(/MayContinue|CannotContinue/);
      // The fact keeps the tool's own code: a rollout's answer is judged against the result.
      expect(facts.find((f) => f.key === "s1.checkCode")?.value).toBe(code);
    });
});
