import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { replayTrajectory } from "../../src/core/synth/trajectory.js";
import { planFixtureBundle } from "../plan/plan-fixtures.js";

/**
 * dev52 (b55): 2 of 48 two-goal plans were kept. A second request the gates reject — a look at a
 * notification rule's labels with nothing to tell ("read-only goal with nothing to tell the
 * user"), "turn 1 never says what it is for" — dropped the whole plan, first request and all, and
 * the sampler's next draw, mostly a single call, took its place. The first request's own chain
 * (find the org, then its rules) is a task of its own.
 */
let bundle: EnvBundle;
let outcomes: Array<{ plan: Plan; outcome: PlanOutcome }>;

beforeAll(async () => {
  bundle = await planFixtureBundle("influx-parents.openapi.json");
  const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 30,
    openEnv: createEnvInstance,
  });
  outcomes = [];
  for (const [index, plan] of plans.entries()) {
    if ((plan.goals?.length ?? 1) < 2) continue;
    const outcome = await processPlan(
      { bundles: [bundle], seed: 1 },
      { plan, index, turns: "single" },
    );
    outcomes.push({ plan, outcome });
  }
}, 600_000);

describe("a two-goal plan whose second request is dropped", () => {
  it("keeps its first request's chain as a task", () => {
    const rescued = outcomes.filter(
      (o) => o.outcome.stage === "kept" && o.outcome.firstRequestOnly,
    );
    expect(rescued.length).toBeGreaterThan(0);
    for (const { plan, outcome } of rescued) {
      if (outcome.stage !== "kept") continue;
      const first = plan.steps.filter((s) => !s.turn);
      expect(outcome.task.gold.calls.map((c) => c.tool)).toEqual(first.map((s) => s.tool));
      expect(outcome.task.meta?.secondGoal).toBeUndefined();
      expect(outcome.task.turns.length).toBe(1);
    }
    // A chain, not one call: the lookup that finds the record stays in the task.
    expect(
      rescued.some((o) => o.outcome.stage === "kept" && o.outcome.task.gold.calls.length >= 2),
    ).toBe(true);
  });

  it("and the kept task replays exactly", async () => {
    for (const { outcome } of outcomes) {
      if (outcome.stage !== "kept" || !outcome.firstRequestOnly) continue;
      const replay = await replayTrajectory(outcome.trajectory, outcome.task, [bundle]);
      expect(replay.exact, replay.detail).toBe(true);
    }
  });
});
