import { afterEach, describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState, setEpisodeCacheChars } from "../../src/core/plan/episode.js";
import { envRotation, type OpenEnv, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { EpisodeStatesAhead } from "../../src/core/synth/episode-states-ahead.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";
import { homeBundle } from "../plan/mini-home.js";

// The sampler names the environments its next attempts can fall to, so their episode states are
// made on the plan workers while this thread grounds; the plans must be the same bytes.
describe("episode states made ahead", () => {
  let restore: number | undefined;
  afterEach(() => {
    if (restore !== undefined) setEpisodeCacheChars(restore);
    restore = undefined;
  });
  /** Forget every held state, as another thread's cache is not this one's. */
  const forget = () => {
    const bound = setEpisodeCacheChars(0);
    restore ??= bound;
    setEpisodeCacheChars(restore);
  };

  it("the rotation's lookahead holds the environment every next turn really goes to", () => {
    const g = {
      getNodeAttributes: (n: string) => ({ bundleId: n.split(":")[0]! }),
    } as unknown as Parameters<typeof envRotation>[0];
    // Three environments of 1, 4 and 9 goal tools: shares 1 : 2 : 3.
    const goals = [
      "a:1",
      ...[1, 2, 3, 4].map((i) => `b:${i}`),
      ...[...Array(9).keys()].map((i) => `c:${i}`),
    ];
    const fair = envRotation(g, goals, { b: 1 });
    const rng = createRng(7);
    const turns: string[] = [];
    const predicted: string[][][] = [];
    let uncertain = 0;
    for (let i = 0; i < 200; i++) {
      const e = fair.next()!;
      turns.push(e);
      const ahead = fair.ahead(e, 2);
      predicted.push(ahead);
      if (ahead[0]!.length > 1) uncertain++;
      if (rng.next() < 0.4) fair.kept(e);
      else fair.failed(e);
    }
    for (let i = 0; i + 2 < turns.length; i++) {
      expect(predicted[i]![0]).toContain(turns[i + 1]);
      expect(predicted[i]![1]).toContain(turns[i + 2]);
    }
    // Asking left the rotation as it was, and most turns have one possible successor.
    expect(new Set(turns)).toEqual(new Set(["a", "b", "c"]));
    expect(uncertain).toBeLessThan(100);
  });

  it("plans are the same when states come from elsewhere, and grounding takes them", async () => {
    const bundles = [await homeBundle(), await calendarBundle()];
    const graph = buildToolGraph(bundles);
    const seen: unknown[] = [];
    const openEnv: OpenEnv = (bundle, options) => {
      seen.push(options.initialState);
      return createEnvInstance(bundle, options);
    };
    forget();
    const own = await sampleGroundedPlans(bundles, graph, { seed: 9, count: 8, openEnv });
    forget();
    seen.length = 0;
    const made = new Set<unknown>();
    const ahead = new EpisodeStatesAhead(bundles, async (id, seed) => {
      const bundle = bundles.find((b) => b.id === id)!;
      // Made as a worker makes it: a copy this thread's cache does not hold.
      const state = structuredClone(episodeInitialState(bundle, seed));
      forget();
      made.add(state);
      return { state, held: true };
    });
    const given = await sampleGroundedPlans(bundles, graph, {
      seed: 9,
      count: 8,
      openEnv,
      episodeStates: { expect: (u) => ahead.expect(u), ready: (p) => ahead.ready(p) },
    });
    expect(canonicalJson(given.plans)).toBe(canonicalJson(own.plans));
    expect(given.attempts).toBe(own.attempts);
    expect(ahead.stats.used).toBeGreaterThan(0);
    expect(seen.filter((s) => made.has(s)).length).toBe(ahead.stats.used);
    expect(given.plans.some((p) => ahead.madeByWorker(p.envs[0]!, p.episodeSeed!))).toBe(true);
  });

  it("a state a worker failed to make is made here, with the same plans", async () => {
    const bundles = [await homeBundle()];
    const graph = buildToolGraph(bundles);
    forget();
    const own = await sampleGroundedPlans(bundles, graph, { seed: 3, count: 4 });
    forget();
    const failing = new EpisodeStatesAhead(bundles, () => Promise.reject(new Error("worker died")));
    const given = await sampleGroundedPlans(bundles, graph, {
      seed: 3,
      count: 4,
      episodeStates: { expect: (u) => failing.expect(u), ready: (p) => failing.ready(p) },
    });
    expect(canonicalJson(given.plans)).toBe(canonicalJson(own.plans));
    expect(failing.stats.asked).toBeGreaterThan(0);
    expect(failing.stats.used).toBe(0);
  });
});
