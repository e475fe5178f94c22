// Tasks per second end to end (sample → ground → write → check → replay) on the bundled examples,
// against grounding alone (the sampler) measured in the same run on the same bundles and seed.
import { buildToolGraph } from "../src/core/graph/index.js";
import { sampleGroundedPlans } from "../src/core/plan/index.js";
import type { EnvBundle } from "../src/core/schema/index.js";
import { synthesize } from "../src/core/synth/index.js";
import { sandboxRunner } from "../src/core/synth/sandbox-runner.js";
import { exampleBundles } from "./examples.js";
import type { Report } from "./run.js";

export async function run(report: Report): Promise<void> {
  const bundles = await exampleBundles();
  const graph = buildToolGraph(bundles);
  const count = 100;
  // Warm the QuickJS module so neither side pays for loading it.
  await sampleGroundedPlans(bundles, graph, { seed: 99, count: 2 });

  let t = performance.now();
  const sampled = await sampleGroundedPlans(bundles, graph, { seed: 7, count });
  const groundMs = performance.now() - t;
  const plansPerSec = (sampled.plans.length / groundMs) * 1000;

  t = performance.now();
  const out = await synthesize(bundles, graph, { count, seed: 7, turns: "mixed" });
  const synthMs = performance.now() - t;
  const tasksPerSec = (out.tasks.length / synthMs) * 1000;

  report(
    "baseline: grounded plans/s (sample + ground only)",
    plansPerSec,
    "plans/s",
    `${sampled.plans.length} plans, ${bundles.length} envs`,
  );
  report(
    "synth end to end: kept tasks/s (sample→ground→write→check→replay)",
    tasksPerSec,
    "tasks/s",
    `${out.tasks.length} tasks, ${out.report.plansSampled} plans used`,
  );
  report("ratio end-to-end / grounding alone", tasksPerSec / plansPerSec, "x");
  report(
    "share of tasks kept per grounded plan",
    out.tasks.length / Math.max(1, out.report.plansSampled),
    "ratio",
  );
  await runPool(report, bundles);
}

/**
 * Pooled sandbox instances (the default: an idle instance of the bundle restored to the episode's
 * start state) against a freshly loaded instance per episode, the way synthesis ran before —
 * same bundles, seed and count; the two must give the same bytes.
 */
async function runPool(report: Report, bundles: EnvBundle[]): Promise<void> {
  const graph = buildToolGraph(bundles);
  const count = 40;
  const options = { count, seed: 11, turns: "mixed" as const };
  let t = performance.now();
  const fresh = await synthesize(bundles, graph, { ...options, runner: sandboxRunner });
  const freshMs = performance.now() - t;
  t = performance.now();
  const pooled = await synthesize(bundles, graph, options);
  const pooledMs = performance.now() - t;
  report("baseline: synth, a new sandbox instance per episode", freshMs, "ms", `${count} tasks`);
  report("synth with pooled instances (restore, no reload)", pooledMs, "ms");
  report("ratio pooled / new instance per episode", pooledMs / freshMs, "x");
  const same =
    JSON.stringify([pooled.tasks, pooled.trajectories]) ===
    JSON.stringify([fresh.tasks, fresh.trajectories]);
  report("pooled output identical to per-episode instances", same ? 1 : 0, "bool");
}
