import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import type { Plan } from "../../src/core/schema/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { homeBundle } from "./mini-home.js";

// Synthesis with plan workers takes each plan as it is found (`onPlan`); a round of a paper-scale
// run finds thousands, each holding its calls' whole results, and the sampler's own list kept them
// all until the round ended. With `keepPlans: false` it keeps none and samples the same plans.
describe("plans handed off as they are found", () => {
  it("are not kept in the result, and are the plans the sampler finds otherwise", async () => {
    const bundle = await homeBundle();
    const graph = buildToolGraph([bundle]);
    const plain = await sampleGroundedPlans([bundle], graph, { seed: 5, count: 8 });
    const handed: Plan[] = [];
    const off = await sampleGroundedPlans([bundle], graph, {
      seed: 5,
      count: 8,
      keepPlans: false,
      onPlan: (p) => {
        handed.push(p);
      },
    });
    expect(off.plans).toEqual([]);
    expect(handed.length).toBeGreaterThan(2);
    expect(canonicalJson(handed)).toBe(canonicalJson(plain.plans));
    expect(canonicalJson({ ...off, plans: [] })).toBe(canonicalJson({ ...plain, plans: [] }));
  });
});
