import { describe, expect, it } from "vitest";
import { createStagePool } from "../../src/adapters/node/stage-pool.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { type PlanJob, type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

// A bundle's code is most of it (9 of 14 MB over the 85 bundles of a paper-scale run), and every
// plan worker was sent every bundle: each of 2 workers held the code of all 85. A worker now gets
// the code of the environments its plans run only; the rest of every bundle still goes to each
// worker (a task's checks read all the run's tools), so the tasks are the same bytes.
describe("plan sessions on the pool's workers", () => {
  it("hold the code of the bundles their plans run only, and build the same tasks", {
    timeout: 180_000,
  }, async () => {
    const bundle = await homeBundle();
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 8,
    });
    // Nine more bundles the plans never touch, homed on both workers.
    const others = Array.from({ length: 9 }, (_, i) => ({
      ...bundle,
      id: `${bundle.id}-${i}`,
      name: `${bundle.name} ${i + 2}`,
    }));
    const setup = { bundles: [bundle, ...others], seed: 5 };
    const jobs: PlanJob[] = sampled.plans.map((plan, index) => ({
      plan,
      index,
      turns: index % 2 ? "multi" : "single",
      states: { [bundle.id]: episodeInitialState(bundle, plan.episodeSeed) },
    }));
    const taskOf = (o: PlanOutcome) =>
      "trajectory" in o
        ? canonicalJson([o.task, o.trajectory])
        : "task" in o
          ? canonicalJson(o.task)
          : o.stage;
    const local: string[] = [];
    for (const job of jobs) local.push(taskOf(await processPlan(setup, job)));
    expect(local.filter((t) => t.startsWith("[")).length).toBeGreaterThan(0);

    const pool = createStagePool(2);
    try {
      const session = await pool.planWorkers.open(setup);
      const viaPool = await Promise.all(jobs.map((job) => session.process(job)));
      expect(viaPool.map(taskOf)).toEqual(local);
      // Every plan runs `bundle`, homed on worker 0: the only code a worker was sent.
      expect(await pool.heldCode()).toEqual([bundle.code.length]);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });
});
