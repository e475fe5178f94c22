import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { groundPlan, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/**
 * A record's key pair comes from one record. fresh11 readers (A/N) on Airflow: "remove the dag …
 * with the dag run with a data interval end of Jan 17" → `delete_dag_run {"dag_id":"dag_1005",
 * "dag_run_id":"dr_1004"}` where the listed run `dr_1004` belonged to `dag_1003`; the deleted run's
 * `data_interval_end` was 2025-12-18, not the Jan 17 the user said. Nor is it named by a time the
 * scheduler keeps (`last_expired`, `data_interval_end`: readOnly).
 */
type Json = Record<string, unknown>;

describe("a dag run is deleted under its own dag", () => {
  let bundle: EnvBundle;
  let plans: Plan[];
  beforeAll(async () => {
    bundle = await planFixtureBundle("dag-runs-subset.openapi.json", 5);
    ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 11,
      count: 12,
      optionalInputProbability: 1,
      openEnv: createEnvInstance,
      secondGoalProbability: 0,
    }));
  }, 120_000);

  it("the run passed is one the listed runs show under the dag passed", () => {
    const deletes = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "delete_dag_run").map((s) => ({ plan: p, step: s })),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const { plan, step } of deletes) {
      const listed = plan.steps.find((s) => s.tool === "get_dag_runs_batch");
      const runs = ((listed?.grounded?.outcome as { result?: Json } | undefined)?.result
        ?.dag_runs ?? []) as Json[];
      const args = step.grounded?.args as Json;
      // A run id is unique within its dag only (Airflow's composite key): two dags may each have a
      // run `dr_1004`. The pair passed must be one the list shows.
      const same = runs.filter((r) => r.dag_run_id === args.dag_run_id);
      if (same.length > 0) expect(same.map((r) => r.dag_id)).toContain(args.dag_id);
    }
  });

  it('an optional filter drawn at its default is left out ("only_active": true never asked)', async () => {
    // Over many grounding seeds the value picker draws `true` (the default) and `false` alike.
    const sent: unknown[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const r = await groundPlan(
        {
          id: "",
          seed,
          envs: [bundle.id],
          goal: "s1",
          steps: [
            {
              id: "s1",
              env: bundle.id,
              tool: "get_dags",
              args: { only_active: { from: "user", value: undefined } },
            },
          ],
        },
        [bundle],
        createEnvInstance,
      );
      if (r.ok) sent.push((r.value.steps[0]?.grounded?.args as Json | undefined)?.only_active);
    }
    expect(sent.length).toBeGreaterThan(0);
    expect(sent).not.toContain(true);
    // Counter-example: the other value is a request ("include the inactive ones too").
    expect(sent).toContain(false);
  });

  it("no record is singled out by a time the scheduler keeps", () => {
    for (const plan of plans)
      for (const step of plan.steps)
        for (const b of Object.values(step.args))
          if (b.from === "step" && b.select)
            expect(["last_expired", "data_interval_end"]).not.toContain(b.select.by);
  });
});
