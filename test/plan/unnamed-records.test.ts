import { describe, expect, it } from "vitest";
import { groundPlanDetailed } from "../../src/core/plan/ground-plan.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

type Json = Record<string, unknown>;

/**
 * A record may go without a name when nothing plausible names it (values.ts: no '<Qualifier>
 * <entity>' filler). A step bound to a listed record's field takes a record that holds it, never
 * fails the plan as "missing-field" because the one it drew has none.
 */
describe("a step bound to a field some listed records lack", () => {
  it("takes a record that holds the field", async () => {
    const base = await planFixtureBundle("dag-runs-subset.openapi.json", 5);
    const state = structuredClone(base.initialState) as Record<string, Json[]>;
    const runs = state.lists ?? [];
    expect(runs.length).toBeGreaterThan(2);
    // Every listed run but the last goes without the field the next step is bound to.
    for (const r of runs.slice(0, -1)) delete r.dag_id;
    const bundle: EnvBundle = { ...base, initialState: state };
    const reasons: string[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const r = await groundPlanDetailed(
        {
          id: "",
          seed,
          envs: [bundle.id],
          goal: "s2",
          steps: [
            { id: "s1", env: bundle.id, tool: "get_dag_runs_batch", args: {} },
            {
              id: "s2",
              env: bundle.id,
              tool: "delete_dag_run",
              args: {
                dag_id: { from: "step", step: "s1", path: "dag_runs[].dag_id" },
                dag_run_id: { from: "step", step: "s1", path: "dag_runs[].dag_run_id" },
              },
            },
          ],
        },
        [bundle],
        createEnvInstance,
      );
      reasons.push(r.ok ? "ok" : r.reason);
    }
    expect(reasons).not.toContain("missing-field");
    expect(reasons).toContain("ok");
  });
});
