import { describe, expect, it } from "vitest";
import { createStagePool, planThreadsFor } from "../../src/adapters/node/stage-pool.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { type PlanJob, type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

// During synthesis the main thread samples and grounds every plan, so a run with N worker threads
// sends plans to N - 1 of them: each worker is a V8 heap of its own and an idle sandbox instance
// per bundle homed there, and on the cores N defaults to it was one busy thread too many.
describe("plan workers", () => {
  it("are one fewer than the run's worker threads, at least one", () => {
    expect(planThreadsFor(1)).toBe(1);
    expect(planThreadsFor(2)).toBe(1);
    expect(planThreadsFor(4)).toBe(3);
  });

  it("run on planThreads of the pool's workers and build the same tasks", {
    timeout: 180_000,
  }, async () => {
    const bundle = await homeBundle();
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 7,
      count: 8,
    });
    // A copy under another id is homed on the second worker when there are two.
    const copy = { ...bundle, id: `${bundle.id}-copy` };
    const setup = { bundles: [bundle, copy], seed: 7 };
    const jobs: PlanJob[] = sampled.plans.flatMap((plan, i) => {
      const moved = { ...plan, steps: plan.steps.map((s) => ({ ...s, env: copy.id })) };
      return [plan, moved].map((p, k) => ({
        plan: p,
        index: 2 * i + k,
        turns: "single" as const,
        states: { [p.steps[0]!.env]: episodeInitialState(bundle, plan.episodeSeed) },
      }));
    });
    const taskOf = (o: PlanOutcome) => ("task" in o ? canonicalJson(o.task) : o.stage);
    const local: string[] = [];
    for (const job of jobs) local.push(taskOf(await processPlan(setup, job)));

    const pool = createStagePool(2, { planThreads: 1 });
    try {
      const session = await pool.planWorkers.open(setup);
      expect(session.size).toBe(1);
      const viaPool = await Promise.all(jobs.map((job) => session.process(job)));
      expect(viaPool.map(taskOf)).toEqual(local);
      expect(pool.threadIds()).toHaveLength(1);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });
});
