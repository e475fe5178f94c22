import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { processPlan } from "../../src/core/synth/plan-jobs.js";
import type { AnswerWriter } from "../../src/core/synth/trajectory.js";
import { homeBundle } from "../plan/mini-home.js";

// A closing reply the bad-answer check rejects drops the task, as a failing check does: a reader
// would not train on "Done." or a JSON dump however right the calls were.
describe("a task whose answer the bad-answer check rejects is not kept", () => {
  it("kept with the template answers; dropped as 'answer' with a writer that dumps JSON", async () => {
    const bundle = await homeBundle();
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 6,
    });
    // A test double for an answer writer (as an LLM might answer): the last result, verbatim.
    const dumping: AnswerWriter = {
      write: async (input) => input.results[input.results.length - 1]?.result ?? "Done.",
    };
    let kept = 0;
    let dropped = 0;
    for (const [index, plan] of plans.entries()) {
      const setup = { bundles: [bundle], seed: 5 };
      const job = { plan, index, turns: "single" as const };
      const plain = await processPlan(setup, job);
      if (plain.stage !== "kept") continue;
      kept++;
      const dumped = await processPlan(setup, job, { answerWriter: dumping });
      expect(dumped.stage).toBe("answer");
      if (dumped.stage === "answer") {
        dropped++;
        expect(dumped.problem).toMatch(/\w/);
      }
    }
    expect(kept).toBeGreaterThan(0);
    expect(dropped).toBe(kept);
  });
});
