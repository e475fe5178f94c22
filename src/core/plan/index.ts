import type { Result } from "../errors.js";
import type { EnvBundle, Plan } from "../schema/index.js";
import { groundPlanWith, type OpenEnv } from "./ground-plan.js";

export {
  type EnvInstanceLike,
  type GroundOutcome,
  groundPlanDetailed,
  type OpenEnv,
  planId,
  resolveOutputPath,
} from "./ground-plan.js";
export { planProblems } from "./plan-problems.js";
export {
  comparePlanSets,
  envRotation,
  type PlanSetComparison,
  type PlanShape,
  planSignature,
  type SampleAttempt,
  type SampleOptions,
  type SampleResult,
  sampleGroundedPlans,
  sampleRandomWalkPlans,
} from "./sample-plans.js";
export { describeSelection } from "./value-picker.js";

/**
 * Ground (or re-ground) a plan: execute it from the initial state in fresh instances opened by
 * `openEnv` (default: the QuickJS sandbox's `createEnvInstance`). Values already in the plan
 * (user values, recorded selections) are kept, so grounding a grounded plan replays it.
 */
export async function groundPlan(
  plan: Plan,
  bundles: EnvBundle[],
  openEnv?: OpenEnv,
): Promise<Result<Plan>> {
  const open =
    openEnv ??
    ((await import("../sandbox/index.js")) as unknown as { createEnvInstance: OpenEnv })
      .createEnvInstance;
  return groundPlanWith(plan, bundles, open);
}
