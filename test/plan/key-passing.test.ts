import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { toolModelOf } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/**
 * A goal takes the key of the record its producer found, by meaning, not by spelling. Fresh9
 * readers (A, M, B): "check the payment for tran 13.2" → `get_payments_by_trans_id {"transId":13.2}`
 * then `post_payments_by_trans_id_returns {"transId":44.52,…}` — `/payments/{transId}` names the
 * payment's `id` under another word; and `get_tyk_keys {"api_id":"ref_1056"}` while the listed APIs
 * carry `"api_id":"api_1001"` — a parameter named like a field of the listed records takes that field.
 */
const bundleOf = (file: string) => planFixtureBundle(file, 5);

type Json = Record<string, unknown>;
const rows = (state: unknown, name: string): Json[] => {
  const v = (state as Json)[name];
  return Array.isArray(v) ? (v as Json[]) : Object.values((v ?? {}) as Record<string, Json>);
};

async function plansOf(bundle: EnvBundle, count: number, seed: number): Promise<Plan[]> {
  const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed,
    count,
    openEnv: createEnvInstance,
    secondGoalProbability: 0,
  });
  return plans;
}

describe("a path param names its record's key under another word (beanstream)", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOf("beanstream-subset.openapi.json");
  }, 60_000);

  it("`GET /payments/{transId}` looks the payment up by its id, like the return does", () => {
    const read = toolModelOf(bundle, "get_payments_by_trans_id")?.inputs.transId;
    const ret = toolModelOf(bundle, "post_payments_by_trans_id_returns")?.inputs.transId;
    expect(read?.entity).toBe("payments");
    expect(read?.field).toBe(ret?.field);
    expect(read?.field).toBe("id");
  });

  it("the return goes to the payment the user named and the lookup found", async () => {
    const plans = await plansOf(bundle, 8, 11);
    const returns = plans.filter((p) =>
      p.steps.some((s) => s.tool === "post_payments_by_trans_id_returns"),
    );
    expect(returns.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const ids = new Set(rows(bundle.initialState, "payments").map((r) => r.id));
      for (const s of plan.steps) {
        if (!/by_trans_id/.test(s.tool)) continue;
        const given = s.grounded?.args.transId;
        // Counter-example: a key of a kept payment is fine; the episode's own state may differ
        // from the bundle's, so it is checked against the record the call answered with.
        const out = s.grounded?.outcome;
        expect(out && "result" in out).toBe(true);
        if (s.tool === "get_payments_by_trans_id")
          expect((out as { result: Json }).result.id).toBe(given);
        expect(typeof given === "string" || ids.size === 0 || typeof given === "number").toBe(true);
      }
      const read = plan.steps.find((s) => s.tool === "get_payments_by_trans_id");
      const goal = plan.steps.find((s) => s.tool === "post_payments_by_trans_id_returns");
      if (read && goal) expect(goal.grounded?.args.transId).toBe(read.grounded?.args.transId);
      // "Create a new Payment Profile using either a card or a Legato token. You must supply one
      // of them." (fresh9 A: `post_profiles {"billing":{…},"language":"fr"}` with neither).
      for (const s of plan.steps.filter((x) => x.tool === "post_profiles"))
        expect((s.grounded?.args.card as Json | undefined)?.number).toBeTruthy();
    }
  }, 180_000);
});

describe("a param named like a field of the listed records takes that field (tyk)", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOf("tyk-subset.openapi.json");
  }, 60_000);

  it("`get_tyk_keys {api_id}` takes the listed API's `api_id`, not its other `id`", async () => {
    // 20 plans: at 8 the sample held no keys lookup once bundle ids moved (stop 67), while 30
    // plans hold 5 before and after.
    const plans = await plansOf(bundle, 20, 3);
    const keys = plans.flatMap((p) => p.steps.filter((s) => s.tool === "get_tyk_keys"));
    expect(keys.length).toBeGreaterThan(0);
    for (const plan of plans) {
      const apis = plan.steps.find((s) => s.tool === "get_tyk_apis");
      const goal = plan.steps.find((s) => s.tool === "get_tyk_keys");
      if (!apis || !goal) continue;
      const listed = (apis.grounded?.outcome as { result?: unknown } | undefined)?.result;
      const items = Array.isArray(listed) ? (listed as Json[]) : [];
      const apiIds = items.map((r) => r.api_id);
      expect(apiIds).toContain(goal.grounded?.args.api_id);
      expect(goal.args.api_id).toMatchObject({ from: "step", path: "[].api_id" });
    }
  }, 180_000);
});
