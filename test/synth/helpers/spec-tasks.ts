import { expect } from "vitest";
import { generateHeuristicBundle } from "../../../src/core/envgen/index.js";
import { buildToolGraph } from "../../../src/core/graph/index.js";
import { ingestFile } from "../../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../../src/core/plan/index.js";
import { createEnvInstance } from "../../../src/core/sandbox/index.js";
import type { EnvBundle, Plan, Task } from "../../../src/core/schema/index.js";
import { buildTask } from "../../../src/core/synth/build-task.js";

/** An OpenAPI spec object → its heuristic bundle (ingest, then envgen), or a thrown error. */
export async function specBundle(spec: unknown, name: string, seed: number): Promise<EnvBundle> {
  const doc = await ingestFile({ name, text: JSON.stringify(spec) });
  if (!doc.ok) throw new Error(doc.error.message);
  const bundle = await generateHeuristicBundle(doc.value, { seed });
  if (!bundle.ok) throw new Error(bundle.error.message);
  return bundle.value;
}

/**
 * `count` grounded plans of the bundle (sampler seed 3) and the single-turn task each builds (task
 * seed = the plan's index); plans that build no task are left out. Asserts some plans were sampled.
 */
export async function singleTurnTasks(
  bundle: EnvBundle,
  count: number,
): Promise<{ plan: Plan; task: Task }[]> {
  const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count,
    openEnv: createEnvInstance,
  });
  expect(plans.length).toBeGreaterThan(0);
  const out: { plan: Plan; task: Task }[] = [];
  for (const [i, plan] of plans.entries()) {
    const built = await buildTask(plan, [bundle], { seed: i, turns: "single" });
    if (built.ok) out.push({ plan, task: built.value });
  }
  return out;
}
