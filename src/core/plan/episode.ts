import { deriveSeed } from "../domain/rng.js";
import { episodeState } from "../envgen/seed-state.js";
import { entityKey } from "../graph/names.js";
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

function variedState(bundle: EnvBundle, episodeSeed: number): Record<string, unknown> {
  return keepApplicability(bundle, episodeState(bundle, episodeSeed), episodeSeed);
}

type Json = Record<string, unknown>;

function recordsOf(v: unknown): Json[] {
  const list = Array.isArray(v) ? v : v && typeof v === "object" ? Object.values(v) : [];
  return list.filter((r): r is Json => typeof r === "object" && r !== null && !Array.isArray(r));
}

/**
 * The fields tools' preconditions read ("Lights only" reads `device_type`) keep values from the
 * bundle's own state in every episode: a home whose devices are all of some invented type has
 * no light to dim, and every dimming goal would fail there. Values are re-dealt per episode, so
 * states still differ.
 */
function keepApplicability(bundle: EnvBundle, state: Json, episodeSeed: number): Json {
  const tools = bundle.model?.tools ?? {};
  const fields = new Map<string, Set<string>>();
  for (const t of Object.values(tools))
    for (const p of t.preconditions ?? [])
      if (p.field && p.kind !== "exists") {
        const set = fields.get(entityKey(p.entity)) ?? new Set<string>();
        set.add(p.field);
        fields.set(entityKey(p.entity), set);
      }
  if (fields.size === 0) return state;
  const out: Json = { ...state };
  for (const name of Object.keys(state)) {
    const wanted = fields.get(entityKey(name));
    const base = recordsOf(bundle.initialState[name]);
    if (!wanted || base.length === 0) continue;
    const records = recordsOf(state[name]);
    const patched = new Map<Json, Json>();
    for (const field of [...wanted].sort()) {
      const known = base.map((r) => r[field]).filter((v) => v !== undefined);
      if (known.length === 0) continue;
      const seen = new Set(known.map((v) => JSON.stringify(v)));
      if (records.every((r) => !(field in r) || seen.has(JSON.stringify(r[field])))) continue;
      const offset = episodeSeed % known.length;
      records.forEach((r, i) => {
        if (!(field in r)) return;
        const copy = patched.get(r) ?? { ...r };
        copy[field] = known[(i + offset) % known.length];
        patched.set(r, copy);
      });
    }
    if (patched.size === 0) continue;
    const v = state[name];
    out[name] = Array.isArray(v)
      ? v.map((r) => patched.get(r as Json) ?? r)
      : Object.fromEntries(
          Object.entries(v as Json).map(([k, r]) => [k, patched.get(r as Json) ?? r]),
        );
  }
  return out;
}
