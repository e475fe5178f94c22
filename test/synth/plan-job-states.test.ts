import { afterEach, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState, setEpisodeCacheChars } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { type PlanOutcome, processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

// A worker building a task takes the episode state the main thread's grounding made (sent with
// the plan) instead of making it again: the task must be the same as when it makes it itself.
describe("plan jobs carry their grounded episode states", () => {
  let restore: number | undefined;
  afterEach(() => {
    if (restore !== undefined) setEpisodeCacheChars(restore);
    restore = undefined;
  });
  /** Forget every held state, as a fresh worker thread has none. */
  const forget = () => {
    const bound = setEpisodeCacheChars(0);
    restore ??= bound;
    setEpisodeCacheChars(restore);
  };
  const taskOf = (o: PlanOutcome) => ("task" in o ? canonicalJson(o.task) : o.stage);

  async function plans(count: number) {
    const bundle = await homeBundle();
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count,
    });
    expect(sampled.plans.every((p) => p.episodeSeed)).toBe(true);
    return { bundle, plans: sampled.plans };
  }
  it("builds the same task from a state sent across threads as from its own", async () => {
    const { bundle, plans: ps } = await plans(6);
    const setup = { bundles: [bundle], seed: 5 };
    let keptTasks = 0;
    for (const [index, p] of ps.entries()) {
      const sent = structuredClone(episodeInitialState(bundle, p.episodeSeed!));
      forget();
      const own = await processPlan(setup, { plan: p, index, turns: "multi" });
      forget();
      const given = await processPlan(setup, {
        plan: p,
        index,
        turns: "multi",
        states: { [bundle.id]: sent },
      });
      if (own.stage === "kept") keptTasks++;
      expect(taskOf(given)).toBe(taskOf(own));
      expect(given.stage).toBe(own.stage);
    }
    expect(keptTasks).toBeGreaterThan(0);
  });

  it("uses the state it was sent rather than making one", async () => {
    const { bundle, plans: ps } = await plans(6);
    let seen = 0;
    for (const [index, p] of ps.entries()) {
      const sent = structuredClone(episodeInitialState(bundle, p.episodeSeed!));
      forget();
      const outcome = await processPlan(
        { bundles: [bundle], seed: 5 },
        { plan: p, index, turns: "multi", states: { [bundle.id]: sent } },
      );
      if (!("task" in outcome)) continue;
      seen++;
      expect(outcome.task.envs[0]?.initialState).toBe(sent);
    }
    expect(seen).toBeGreaterThan(0);
  });
});
