import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { groundPlan, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh70 Google Service Management (both blind readers, M on 5 of 60 samples): "Could you remove
 * the service called billing-service?" had the gold `rollouts_list {"serviceName":"billing-service",
 * "filter":"filter="}` → `delete {"serviceName":"billing-service"}`. The services list that found
 * the service was dropped as an echo of the name the user said, which left the rollouts list
 * between them feeding nothing: a call with no part in the errand. A read that is no goal and
 * that no later step takes a value from goes too.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/service-management-subset.openapi.json", import.meta.url),
    "utf8",
  ),
);

/** Non-goal steps no later step binds a value from. */
function idleSteps(plan: Plan): string[] {
  const goals = new Set([plan.goal, ...(plan.goals ?? [])]);
  return plan.steps
    .filter(
      (s) =>
        !goals.has(s.id) &&
        !plan.steps.some((t) =>
          Object.values(t.args).some((b) => b.from === "step" && b.step === s.id),
        ),
    )
    .map((s) => `${s.tool} in ${plan.steps.map((t) => t.tool).join(" → ")}`);
}

let bundle: EnvBundle;
let plans: Plan[];
beforeAll(async () => {
  bundle = await specBundle(SPEC, "service-management-subset.openapi.json", 5);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 42,
    count: 30,
    openEnv: createEnvInstance,
  }));
}, 240_000);

describe("a read that feeds nothing is no step of the gold (fresh70 Service Management)", () => {
  it("samples plans that write", () => {
    expect(plans.length).toBeGreaterThanOrEqual(10);
    expect(plans.some((p) => p.steps.some((s) => /delete|undelete/.test(s.tool)))).toBe(true);
  });
  it("every step that is not a goal gives a later step a value", () => {
    expect(plans.flatMap(idleSteps)).toEqual([]);
  });
  it("grounding drops the rollouts list the sampler put between the services list and the delete", async () => {
    const tool = (t: string) => `servicemanagement_services_${t}`;
    const fromList = {
      from: "step" as const,
      step: "s1",
      path: "services[].serviceName",
    };
    const r = await groundPlan(
      {
        id: "",
        seed: 7,
        envs: [bundle.id],
        goal: "s3",
        steps: [
          { id: "s1", env: bundle.id, tool: tool("list"), args: {} },
          {
            id: "s2",
            env: bundle.id,
            tool: tool("rollouts_list"),
            args: { serviceName: fromList, filter: { from: "user", value: "status=SUCCESS" } },
          },
          { id: "s3", env: bundle.id, tool: tool("delete"), args: { serviceName: fromList } },
        ],
      },
      [bundle],
      createEnvInstance,
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.steps.map((s) => s.tool)).not.toContain(tool("rollouts_list"));
    expect(r.value.steps.map((s) => s.tool)).toContain(tool("delete"));
    expect(idleSteps(r.value)).toEqual([]);
  });
});
