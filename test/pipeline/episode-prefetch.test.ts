import { describe, expect, it, vi } from "vitest";
import { createStagePool } from "../../src/adapters/node/stage-pool.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import {
  episodeInitialState,
  heldEpisodeState,
  setEpisodeCacheChars,
} from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { canonicalJson } from "../../src/core/schema/index.js";
import { homeBundle } from "../plan/mini-home.js";

// Grounding runs on the main thread and making an episode state was a quarter of its time while
// the plan workers sat idle (fresh25 profile: episodeInitialState 25% inclusive on the main thread,
// workers 46–59% idle). The sampler names the states it may ground on next; the workers make them
// and hand them over, so the main thread finds them made. Nothing sampled may depend on the hint.
describe("episode states made ahead on the plan workers", () => {
  it("the sampler names every state it grounds on before it grounds, and samples the same", async () => {
    const bundle = await homeBundle();
    const graph = buildToolGraph([bundle]);
    const plain = await sampleGroundedPlans([bundle], graph, { seed: 11, count: 10 });
    const hinted: string[] = [];
    const seen: string[] = [];
    const withHint = await sampleGroundedPlans([bundle], graph, {
      seed: 11,
      count: 10,
      upcomingEpisodes: (ids, seeds) => {
        for (const id of ids) for (const s of seeds) hinted.push(`${id}|${s}`);
      },
      onPlan: (p) => {
        seen.push(`${bundle.id}|${p.episodeSeed}`);
      },
    });
    expect(canonicalJson(withHint)).toBe(canonicalJson(plain));
    expect(new Set(seen).size).toBeGreaterThan(2);
    for (const s of seen) expect(hinted).toContain(s);
  });

  it("a session's prepareEpisodes puts the state this thread would make into its cache", {
    timeout: 120_000,
  }, async () => {
    const bundle = await homeBundle();
    const seed = 987_654;
    const expected = canonicalJson(episodeInitialState(bundle, seed));
    const bound = setEpisodeCacheChars(0);
    setEpisodeCacheChars(bound);
    expect(heldEpisodeState(bundle.id, seed)).toBeUndefined();
    const pool = createStagePool(1);
    try {
      const session = await pool.planWorkers.open({ bundles: [bundle], seed: 3 });
      session.prepareEpisodes?.([bundle.id], [seed]);
      await vi.waitFor(() => expect(heldEpisodeState(bundle.id, seed)).toBeDefined(), {
        timeout: 60_000,
        interval: 20,
      });
      expect(canonicalJson(heldEpisodeState(bundle.id, seed))).toBe(expected);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });

  // Under load the worker falls behind its plans and grounding makes the state itself first; the
  // worker's copy was then wasted CPU (168 of 399 states, 9 docs / 258 tasks at load 15).
  it("a state this thread made before the worker began on it is not made again there", {
    timeout: 120_000,
  }, async () => {
    const bundle = await homeBundle();
    const [first, mine, last] = [555_001, 555_002, 555_003];
    const pool = createStagePool(1);
    try {
      const session = await pool.planWorkers.open({ bundles: [bundle], seed: 3 });
      const arrived = (seed: number) =>
        vi.waitFor(() => expect(heldEpisodeState(bundle.id, seed)).toBeDefined(), {
          timeout: 60_000,
          interval: 20,
        });
      session.prepareEpisodes?.([bundle.id], [first]);
      await arrived(first);
      const [one] = await pool.heldEpisodeChars();
      expect(one).toBeGreaterThan(0);
      // Named, then made here at once, before the request could leave this thread.
      session.prepareEpisodes?.([bundle.id], [mine]);
      episodeInitialState(bundle, mine);
      session.prepareEpisodes?.([bundle.id], [last]);
      await arrived(last);
      // The worker made `first` and `last` only.
      expect(await pool.heldEpisodeChars()).toEqual([2 * one!]);
      await session.close();
    } finally {
      await pool.dispose();
    }
  });
});
