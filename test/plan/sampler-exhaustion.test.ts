import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { envRotation, planSignature, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { FAILURES_IN_A_ROW_PER_ENV } from "../../src/core/plan/sample-plans.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";

describe("a sampler that runs out of new plans", () => {
  it("stops after its failures in a row, far inside the attempt budget, and says so", async () => {
    const a = await calendarBundle();
    const graph = buildToolGraph([a]);
    // Far more plans than one small calendar has: the old budget was 20 attempts per plan.
    const r = await sampleGroundedPlans([a], graph, {
      seed: 3,
      count: 500,
      openEnv: createEnvInstance,
      maxFailuresInARow: 25,
    });
    expect(r.plans.length).toBeLessThan(500);
    expect(r.exhausted).toEqual({ failuresInARow: 25 });
    expect(r.attempts).toBeLessThan(500 * 2);
  });

  it("a later call never hands back a plan an earlier one found", async () => {
    const a = await calendarBundle();
    const graph = buildToolGraph([a]);
    const options = { seed: 4, count: 12, openEnv: createEnvInstance };
    const first = await sampleGroundedPlans([a], graph, options);
    expect(first.plans.length).toBeGreaterThan(0);
    const earlier = new Set(first.plans.map(planSignature));
    const again = await sampleGroundedPlans([a], graph, { ...options, prior: { plans: earlier } });
    for (const p of again.plans) expect(earlier.has(planSignature(p))).toBe(false);
    expect(again.failures.duplicate ?? 0).toBeGreaterThan(first.failures.duplicate ?? 0);
  });
});

describe("environment rotation once the productive environments are full", () => {
  it("gives the full ones turns again when every other has failed many times in a row", () => {
    const g = {
      getNodeAttributes: (n: string) => ({ bundleId: n.split(":")[0]! }),
    } as unknown as Parameters<typeof envRotation>[0];
    // `easy` is full at 4 plans for its one goal; `hard`'s goals never give a plan.
    const fair = envRotation(g, ["easy:1", "hard:1", "hard:2", "hard:3", "hard:4"]);
    const turns: string[] = [];
    for (let i = 0; i < 200; i++) {
      const e = fair.next()!;
      turns.push(e);
      if (e === "easy") fair.kept(e);
      else fair.failed(e);
    }
    const easyTurns = turns.filter((e) => e === "easy").length;
    expect(easyTurns).toBeGreaterThan(4 + 10);
    // `hard` keeps getting turns, but no more than its failures in a row between two of `easy`'s.
    let run = 0;
    let longest = 0;
    for (const e of turns.slice(10)) {
      run = e === "hard" ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeLessThanOrEqual(FAILURES_IN_A_ROW_PER_ENV);
  });
});
