import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createStagePool, planThreadsFor } from "../../src/adapters/node/stage-pool.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFiles } from "../../src/core/ingest/index.js";
import { createDefaultStages } from "../../src/core/pipeline/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { type PlanJob, type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

// During synthesis the main thread samples and grounds every plan, so a run with N worker threads
// sends plans to N - 1 of them: each worker is a V8 heap of its own and an idle sandbox instance
// per bundle homed there, and on the cores N defaults to it was one busy thread too many. One plan
// worker held a second sandbox of every bundle beside the main thread's: with 2, synthesis runs on
// the main thread alone.
describe("plan workers", () => {
  it("are none up to 2 worker threads, else one fewer", () => {
    expect(planThreadsFor(1)).toBe(0);
    expect(planThreadsFor(2)).toBe(0);
    expect(planThreadsFor(3)).toBe(2);
    expect(planThreadsFor(4)).toBe(3);
  });

  it("none: synthesis runs on this thread, after the build workers are stopped", {
    timeout: 180_000,
  }, async () => {
    const text = readFileSync(
      join(import.meta.dirname, "../../public/examples/smart-home.mcp.json"),
      "utf8",
    );
    const { docs } = await ingestFiles([{ name: "smart-home.mcp.json", text }], {});
    const base = createDefaultStages();
    const pool = createStagePool(2, { planThreads: 0 });
    try {
      const stages = pool.stages(base);
      const built = await stages.build(docs[0]!, { seed: 5 });
      if (!built.ok) throw new Error(built.error.message);
      expect(pool.threadIds()).toHaveLength(1);
      let seen: { planWorkers: boolean; threads: number } | undefined;
      const synth = pool.stages({
        ...base,
        synth: (bundles, graph, o) => {
          seen = { planWorkers: o.planWorkers !== undefined, threads: pool.threadIds().length };
          return base.synth(bundles, graph, o);
        },
      }).synth;
      const { graph } = await base.graph([built.value]);
      const out = await synth([built.value], graph, { count: 2, seed: 4, turns: "single" });
      expect(out.tasks).toHaveLength(2);
      expect(seen).toEqual({ planWorkers: false, threads: 0 });
    } finally {
      await pool.dispose();
    }
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
