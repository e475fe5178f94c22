import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { OpenEnv } from "../../src/core/plan/ground-plan.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { fixtureBundles } from "../graph/fixture-bundles.js";

// Making an episode's initial state was the largest cost of a run (a whole seeded database per
// grounding, and most groundings fail). Failed attempts in an environment now share a state for a
// few tries; every kept plan still starts from a state of its own.
describe("episode states shared by failed attempts", () => {
  it("grounds on fewer states than it opens environments, and no two kept plans share one", async () => {
    const bundle = (await fixtureBundles()).get("clinic-scheduling")!;
    const seeds: number[] = [];
    const openEnv: OpenEnv = (b, options) => {
      if (options.episodeSeed) seeds.push(options.episodeSeed);
      return createEnvInstance(b, options);
    };
    const result = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 12,
      openEnv,
    });
    expect(result.plans.length).toBe(12);
    const kept = result.plans.map((p) => p.episodeSeed);
    expect(new Set(kept).size).toBe(kept.length);
    expect(result.episodes).toBe(new Set(seeds).size);
    // Attempts failed after drafting (no open slot listed, …) and reused a state instead of making
    // one each: one state per attempt made as many states as groundings.
    expect(seeds.length).toBeGreaterThan(kept.length);
    // A new state at most every third failed grounding (one per attempt made 19 states here).
    const made = new Set(seeds).size;
    expect(made).toBeLessThanOrEqual(kept.length + Math.ceil((seeds.length - kept.length) / 3));
  }, 120_000);
});
