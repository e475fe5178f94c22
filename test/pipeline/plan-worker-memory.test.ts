import { describe, expect, it } from "vitest";
import { createStagePool } from "../../src/adapters/node/stage-pool.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { type PlanJob, type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

// A worker building tasks is sent each plan's episode states and asks for them again only while
// that plan is in flight: it keeps a few, not a round's worth (16M characters of them held 60–90 MB
// of each worker's heap on 20 real specs). A state let go is made again, the same.
describe("plan sessions on the pool's workers", () => {
  it("keep episode states under the session's bound and build the same tasks", {
    timeout: 120_000,
  }, async () => {
    const bundle = await homeBundle();
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 7,
      count: 8,
    });
    const seeds = new Set(sampled.plans.map((p) => p.episodeSeed));
    expect(seeds.size).toBeGreaterThan(2);
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
    const oneState = JSON.stringify(bundle.initialState).length;

    const pool = createStagePool(1, { planEpisodeChars: 0 });
    try {
      const session = await pool.planWorkers.open(setup);
      const viaPool = await Promise.all(jobs.map((job) => session.process(job)));
      expect(viaPool.map(taskOf)).toEqual(local);
      // A bound of 0 keeps the state in use only: one of the eight.
      expect(await pool.heldEpisodeChars()).toEqual([oneState]);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });
});
