import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";
import { pinpointPoolsDoc } from "./helpers/pinpoint-pools.js";

/**
 * fresh59 (AWS Pinpoint SMS voice v2): a Describe* lookup sends its required body empty (`{}`),
 * and that empty body became a user fact `s1.body` no request can state — "user fact s1.body
 * ([object Object]) is never stated" dropped every pool / phone-number / configuration-set chain
 * (m55c-fresh59: all 35 grounded plans of ≥ 3 calls, 0 kept). An empty wrapper the call needs is
 * transport shape, fixed in the call like any plumbing.
 */
const doc = pinpointPoolsDoc(false);

describe("a lookup's required body sent empty", () => {
  it("is fixed in the call, not a fact the user must state", async () => {
    const bundle = await specBundle(doc, "pinpoint.json", 5);
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      // Twelve plans, not six: since stop 59's value changes the first six drew only updates whose
      // flag the writer cannot say ("When set to true the pool can't be deleted" → "update the
      // pool named Backup pool?", has-goal) — a writer defect of its own, not of the body.
      count: 12,
      openEnv: createEnvInstance,
    });
    const chains = plans.filter((p) => p.steps[0]?.tool === "DescribePools" && p.steps.length > 1);
    expect(chains.length).toBeGreaterThan(2);
    let builtChains = 0;
    for (const [i, plan] of chains.entries()) {
      const built = await buildTask(plan, [bundle], { seed: i, turns: "single" });
      if (!built.ok) {
        expect(built.error.message, built.error.message).not.toMatch(/\bbody\b/);
        continue;
      }
      builtChains++;
      const lookup = built.value.gold.calls.find((c) => c.tool === "DescribePools");
      expect(lookup?.args).toMatchObject({ body: {} });
      expect(lookup?.masked).toContain("body");
      expect(built.value.userFacts.map((f) => f.key)).not.toContain("s1.body");
    }
    expect(builtChains).toBeGreaterThan(0);
  }, 120_000);
});
