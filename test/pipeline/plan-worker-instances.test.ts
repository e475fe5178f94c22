import { describe, expect, it } from "vitest";
import { createStagePool } from "../../src/adapters/node/stage-pool.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { type PlanJob, type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

// Each sandbox instance is a wasm heap of its own (4–8 MB once used). A worker is sent the plans
// of the bundles homed on it, so it keeps idle at most one instance per such bundle (and at least
// 4), not one per bundle of the run: at paper scale (85 bundles, 2 workers) that held hundreds of
// MB per worker.
describe("plan sessions on the pool's workers", () => {
  it("keep idle sandbox instances for their own bundles only, and build the same tasks", {
    timeout: 180_000,
  }, async () => {
    const bundle = await homeBundle();
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 7,
      count: 12,
    });
    // Nine more bundles the plans never touch: the real one is homed on worker 0 with four of
    // them, so worker 0 may keep max(4, 5) = 5 idle instances.
    const others = Array.from({ length: 9 }, (_, i) => ({ ...bundle, id: `${bundle.id}-${i}` }));
    const setup = { bundles: [bundle, ...others], seed: 7 };
    const jobs: PlanJob[] = sampled.plans.map((plan, index) => ({
      plan,
      index,
      turns: "single",
      states: { [bundle.id]: episodeInitialState(bundle, plan.episodeSeed) },
    }));
    const taskOf = (o: PlanOutcome) => ("task" in o ? canonicalJson(o.task) : o.stage);
    const local: string[] = [];
    for (const job of jobs) local.push(taskOf(await processPlan(setup, job)));

    const pool = createStagePool(2);
    try {
      const session = await pool.planWorkers.open(setup);
      // All at once: the worker runs them interleaved, each holding instances of the bundle.
      const viaPool = await Promise.all(jobs.map((job) => session.process(job)));
      expect(viaPool.map(taskOf)).toEqual(local);
      const held = await pool.heldInstances();
      expect(held[0]).toBeGreaterThan(0);
      expect(held[0]).toBeLessThanOrEqual(5);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });

  it("keep no more idle instances than the run's bound, and build the same tasks", {
    timeout: 180_000,
  }, async () => {
    const bundle = await homeBundle();
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 7,
      count: 12,
    });
    const setup = { bundles: [bundle], seed: 7 };
    const jobs: PlanJob[] = sampled.plans.map((plan, index) => ({
      plan,
      index,
      turns: "single",
      states: { [bundle.id]: episodeInitialState(bundle, plan.episodeSeed) },
    }));
    const taskOf = (o: PlanOutcome) => ("task" in o ? canonicalJson(o.task) : o.stage);
    const local: string[] = [];
    for (const job of jobs) local.push(taskOf(await processPlan(setup, job)));

    const pool = createStagePool(2);
    try {
      // Interleaved plans hold several instances of the bundle at once; a bound of one keeps
      // one of them idle when they are returned (unbounded, the worker would keep at least 4).
      const session = await pool.planWorkers.open(setup, { idleInstances: 1 });
      const viaPool = await Promise.all(jobs.map((job) => session.process(job)));
      expect(viaPool.map(taskOf)).toEqual(local);
      const held = await pool.heldInstances();
      expect(held[0]).toBe(1);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });
});
