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

/**
 * Recently made episode states, least recently used first, with their size in characters of the
 * bundle's own state JSON (a varied state has the bundle's shape). Bounded by that size, not by a
 * count: 512 states of a large bundle (sinao's is 0.55 MB of JSON) held hundreds of MB in every
 * thread. A round's tasks ask again for the states its grounding made, so the bound holds a round
 * of ordinary bundles; a miss only makes the same state again.
 */
const cache = new Map<string, { state: Record<string, unknown>; chars: number }>();
let cachedChars = 0;
let cacheChars = 16_000_000;

/**
 * Bound the characters of episode states this thread keeps; returns the previous bound. A thread
 * that only grounds plans (the main thread while workers build the tasks) asks again only for the
 * state of the plan it is grounding, so a few states are enough there and the rest is garbage the
 * collector would keep marking.
 */
export function setEpisodeCacheChars(chars: number): number {
  const previous = cacheChars;
  cacheChars = chars;
  evictOldest();
  return previous;
}

/** Characters of the episode states this thread holds now (at most the bound, plus one state). */
export function heldEpisodeChars(): number {
  return cachedChars;
}

/** Drop the least recently used states past the bound, never `keep`. */
function evictOldest(keep?: string): void {
  for (const [oldest, entry] of cache) {
    if (cachedChars <= cacheChars) break;
    if (oldest === keep) continue;
    cache.delete(oldest);
    cachedChars -= entry.chars;
  }
}
const stateChars = new WeakMap<EnvBundle, number>();

function charsOf(bundle: EnvBundle): number {
  let n = stateChars.get(bundle);
  if (n === undefined) {
    n = JSON.stringify(bundle.initialState).length;
    stateChars.set(bundle, n);
  }
  return n;
}

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
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.state;
  }
  const state = variedState(bundle, episodeSeed);
  const chars = charsOf(bundle);
  cache.set(key, { state, chars });
  cachedChars += chars;
  evictOldest(key);
  return state;
}

/**
 * The episode state of `bundleId` this thread already holds, without making it: what the main
 * thread hands a worker with a plan it grounded, so the worker does not make it again.
 */
export function heldEpisodeState(
  bundleId: string,
  episodeSeed: number,
): Record<string, unknown> | undefined {
  return cache.get(`${bundleId}|${episodeSeed}`)?.state;
}

/**
 * Keep `state` as the episode state of `bundle` in this thread: a state made elsewhere (the main
 * thread's grounding) by `episodeInitialState` itself, so asking for it here gives the same value.
 */
export function holdEpisodeState(
  bundle: EnvBundle,
  episodeSeed: number,
  state: Record<string, unknown>,
): void {
  if (!episodeSeed) return;
  const key = `${bundle.id}|${episodeSeed}`;
  if (cache.has(key)) return;
  const chars = charsOf(bundle);
  cache.set(key, { state, chars });
  cachedChars += chars;
  evictOldest(key);
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
 * The records tools' preconditions need ("Lights only" needs a device whose `device_type` is
 * `light`) exist in every episode: a home whose devices are all of other types has no light to
 * dim, and every dimming goal would fail there. A record is kept whole — its type, name and the
 * attributes of that type agree ("Bathroom blinds" stays blinds with a `position`) — and only
 * where a needed value is missing does one record become a copy of a bundle record that holds it,
 * keeping its own id so references still resolve. Re-dealing the field alone made "Office
 * speaker" a coffee maker with a volume.
 */
function keepApplicability(bundle: EnvBundle, state: Json, episodeSeed: number): Json {
  const tools = bundle.model?.tools ?? {};
  const needs = new Map<string, Array<{ field: string; values: unknown[] }>>();
  for (const t of Object.values(tools))
    for (const p of t.preconditions ?? [])
      if (p.field && p.kind === "field-in" && (p.values?.length ?? 0) > 0) {
        const list = needs.get(entityKey(p.entity)) ?? [];
        list.push({ field: p.field, values: p.values ?? [] });
        needs.set(entityKey(p.entity), list);
      }
  if (needs.size === 0) return state;
  const out: Json = { ...state };
  const key = (v: unknown) => JSON.stringify(v);
  for (const name of Object.keys(state)) {
    const wanted = needs.get(entityKey(name));
    const base = recordsOf(bundle.initialState[name]);
    if (!wanted || base.length === 0) continue;
    const records = recordsOf(state[name]);
    // The record's key as the model knows it: a Kinesis application is keyed by its
    // ApplicationName, and a copy under the donor's name left its versions and snapshots with an
    // application there was none of, and two applications of one name (stop 58, merge of life58's
    // status preconditions).
    const idField =
      bundle.model?.entities[name]?.idField ??
      Object.keys(records[0] ?? {}).find((k) => /(^|_)id$/i.test(k));
    const replaced = new Map<Json, Json>();
    const current = (r: Json) => replaced.get(r) ?? r;
    const sorted = [...wanted].sort((a, b) => key(a).localeCompare(key(b)));
    for (const need of sorted) {
      const ok = new Set(need.values.map(key));
      if (records.some((r) => ok.has(key(current(r)[need.field])))) continue;
      const donors = base.filter((r) => ok.has(key(r[need.field])));
      if (donors.length === 0) continue;
      // A record whose value no precondition asks for gives way first; then any not yet replaced.
      const asked = new Set(wanted.flatMap((w) => w.values.map(key)));
      const free = records.filter((r) => !replaced.has(r));
      const victim = free.find((r) => need.field in r && !asked.has(key(r[need.field]))) ?? free[0];
      if (!victim) continue;
      const donor = donors[episodeSeed % donors.length] as Json;
      replaced.set(victim, idField ? { ...donor, [idField]: victim[idField] } : { ...donor });
    }
    if (replaced.size === 0) continue;
    const v = state[name];
    out[name] = Array.isArray(v)
      ? v.map((r) => replaced.get(r as Json) ?? r)
      : Object.fromEntries(
          Object.entries(v as Json).map(([k, r]) => [k, replaced.get(r as Json) ?? r]),
        );
  }
  return out;
}
