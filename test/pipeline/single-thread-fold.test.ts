import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { Task } from "../../src/core/schema/index.js";
import { type PlanWorkers, processPlan } from "../../src/core/synth/plan-jobs.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { homeBundle } from "../plan/mini-home.js";

// Without plan workers the sampler used to ground a whole round (3,223 plans in a paper-scale
// round 0, each with its calls' whole results) before the first was folded. Each plan is now
// folded as soon as it is grounded; the tasks and the report are those of a run with workers.
describe("synthesis on one thread", () => {
  it("folds each plan before the sampler grounds the next, with the same output", {
    timeout: 300_000,
  }, async () => {
    const bundle = await homeBundle();
    const graph = buildToolGraph([bundle]);
    const options = { count: 25, seed: 11, turns: "mixed" as const };
    const planWorkers: PlanWorkers = {
      async open(setup) {
        return { size: 1, process: (job) => processPlan(setup, job), close: async () => {} };
      },
    };
    const viaWorkers = await synthesize([bundle], graph, { ...options, planWorkers });
    let handed = 0;
    let folded = 0;
    let most = 0;
    const kept: Task[] = [];
    const out = await synthesize([bundle], graph, {
      ...options,
      onAttempt: (a) => {
        if (a.outcome === "kept") handed++;
      },
      onOutcome: () => {
        most = Math.max(most, handed - folded);
        folded++;
      },
      onKept: async (task) => {
        kept.push(task);
      },
    });
    expect(JSON.stringify(kept)).toBe(JSON.stringify(viaWorkers.tasks));
    expect(JSON.stringify(out.report)).toBe(JSON.stringify(viaWorkers.report));
    expect(folded).toBeGreaterThan(20);
    // Only the plan just grounded waits for the fold.
    expect(most).toBeLessThanOrEqual(1);
  });
});
