import { singular as singularWord } from "../domain/words.js";

/** Where an environment keeps its records, as far as verification can tell from the state alone. */
export interface Collection {
  key: string;
  /** Normalised singular name, e.g. "order" for `orders`. */
  singular: string;
  records: Record<string, unknown>[];
  idField?: string;
  ids: unknown[];
}

export interface StateIndex {
  collections: Collection[];
  /** Scalar values seen in the state under each normalised field name. */
  values: Map<string, unknown[]>;
}

/** Reserved by the sandbox for its own bookkeeping. */
const RESERVED = "__env";

export const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Normalised singular of a collection or field name (`work_orders` → `workorder`). */
export function singular(word: string): string {
  return norm(singularWord(word));
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function detectIdField(
  records: Record<string, unknown>[],
  single: string,
  hint: string | undefined,
): string | undefined {
  const first = records[0];
  if (!first) return undefined;
  const keys = Object.keys(first);
  if (hint && keys.includes(hint)) return hint;
  // `pet_id` beside `id` is a key a generator added on purpose; `id` alone is the usual key.
  const preferred =
    keys.find((k) => norm(k) === `${single}id`) ?? keys.find((k) => norm(k) === "id");
  if (preferred) return preferred;
  return keys.find((k) => {
    if (!norm(k).endsWith("id")) return false;
    const seen = new Set(records.map((r) => JSON.stringify(r[k])));
    return seen.size === records.length;
  });
}

/**
 * The key field a state schema declares for a collection: `x-id-field`/`x-key` on the collection
 * schema, or a description saying "keyed by <field>".
 */
function keyHint(
  stateSchema: Record<string, unknown> | undefined,
  key: string,
): string | undefined {
  const props = stateSchema?.properties;
  if (!isRecord(props)) return undefined;
  const coll = props[key];
  if (!isRecord(coll)) return undefined;
  for (const k of ["x-id-field", "x-key"])
    if (typeof coll[k] === "string") return coll[k] as string;
  const m = typeof coll.description === "string" ? /keyed by `?(\w+)/.exec(coll.description) : null;
  return m?.[1];
}

/** What one pass over a state found: collections, and optionally the scalar values seen. */
interface Sink {
  collections: Collection[];
  remember?: (field: string, value: unknown) => void;
}

/** Visit one value of the state (the same walk finds collections and values). */
function visit(
  key: string,
  value: unknown,
  depth: number,
  stateSchema: Record<string, unknown> | undefined,
  sink: Sink,
): void {
  if (depth > 2) return;
  const remember = sink.remember;
  const single = singular(key);
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) {
    const records = value as Record<string, unknown>[];
    const idField = detectIdField(
      records,
      single,
      depth === 0 ? keyHint(stateSchema, key) : undefined,
    );
    sink.collections.push({
      key,
      singular: single,
      records,
      idField,
      ids: idField ? records.map((r) => r[idField]) : [],
    });
    if (remember) for (const r of records) for (const [f, v] of Object.entries(r)) remember(f, v);
    return;
  }
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.length > 0 && entries.every(([, v]) => isRecord(v))) {
      const records = entries.map(([, v]) => v as Record<string, unknown>);
      const idField = detectIdField(
        records,
        single,
        depth === 0 ? keyHint(stateSchema, key) : undefined,
      );
      const keysAreIds =
        !idField ||
        entries.every(([k, v]) => String((v as Record<string, unknown>)[idField]) === k);
      if (keysAreIds || idField) {
        sink.collections.push({
          key,
          singular: single,
          records,
          idField,
          ids: idField ? records.map((r) => r[idField]) : entries.map(([k]) => k),
        });
        if (remember)
          for (const r of records) for (const [f, v] of Object.entries(r)) remember(f, v);
      }
      // A map of maps may also be a namespace of collections (e.g. `{db: {orders: [...]}}`).
      for (const [k, v] of entries) visit(k, v, depth + 1, stateSchema, sink);
      return;
    }
    for (const [k, v] of entries) {
      remember?.(k, v);
      visit(k, v, depth + 1, stateSchema, sink);
    }
  }
}

/**
 * Collections under one top-level value, kept per value object: verification indexes the state
 * after every probe, and views of a state share the values a call did not write.
 */
const underKey = new WeakMap<
  object,
  { key: string; schema: Record<string, unknown> | undefined; collections: Collection[] }
>();

function collectionsUnder(
  key: string,
  value: unknown,
  stateSchema: Record<string, unknown> | undefined,
): Collection[] {
  if (typeof value !== "object" || value === null) return [];
  const hit = underKey.get(value);
  if (hit && hit.key === key && hit.schema === stateSchema) return hit.collections;
  const sink: Sink = { collections: [] };
  visit(key, value, 0, stateSchema, sink);
  underKey.set(value, { key, schema: stateSchema, collections: sink.collections });
  return sink.collections;
}

/**
 * Index a state: collections are arrays of records or objects of records keyed by id. The state
 * must not change while the index is in use (its values are read when first asked for).
 */
export function indexState(
  state: Record<string, unknown>,
  stateSchema?: Record<string, unknown>,
): StateIndex {
  const collections: Collection[] = [];
  for (const key of Object.keys(state)) {
    if (key === RESERVED) continue;
    const found = collectionsUnder(key, state[key], stateSchema);
    for (let i = 0; i < found.length; i++) collections.push(found[i]!);
  }
  let values: Map<string, unknown[]> | undefined;
  return {
    collections,
    get values() {
      values ??= valuesOf(state, stateSchema);
      return values;
    },
  };
}

/** Scalar values under each normalised field name, at most 50 each, in the order of the walk. */
function valuesOf(
  state: Record<string, unknown>,
  stateSchema: Record<string, unknown> | undefined,
): Map<string, unknown[]> {
  const values = new Map<string, unknown[]>();
  const remember = (field: string, value: unknown) => {
    if (value === null || typeof value === "object") return;
    const key = norm(field);
    const list = values.get(key) ?? [];
    if (!list.includes(value) && list.length < 50) list.push(value);
    values.set(key, list);
  };
  const sink: Sink = { collections: [], remember };
  for (const [key, value] of Object.entries(state)) {
    if (key === RESERVED) continue;
    visit(key, value, 0, stateSchema, sink);
  }
  return values;
}

/** Normalised collection keys, worked out once per collection. */
const normKeys = new WeakMap<Collection, string>();
function normKey(c: Collection): string {
  let n = normKeys.get(c);
  if (n === undefined) {
    n = norm(c.key);
    normKeys.set(c, n);
  }
  return n;
}

/** Answers of `findCollection` per index (every tool of an environment asks the same index). */
const found = new WeakMap<Collection[], Map<string, Collection | undefined>>();

/** The collection an entity name refers to (exact key, then singular forms). */
export function findCollection(
  index: StateIndex,
  entity: string | undefined,
): Collection | undefined {
  if (!entity) return undefined;
  let memo = found.get(index.collections);
  if (!memo) {
    memo = new Map();
    found.set(index.collections, memo);
  }
  if (memo.has(entity)) return memo.get(entity);
  const e = norm(entity);
  const s = singular(entity);
  const hit =
    index.collections.find((c) => normKey(c) === e) ??
    index.collections.find((c) => c.singular === s) ??
    index.collections.find((c) => c.singular.endsWith(s) || s.endsWith(c.singular));
  memo.set(entity, hit);
  return hit;
}

/** Does `value` exist as an id of `collection` (loosely: "7" and 7 are the same id)? */
export function idExists(collection: Collection, value: unknown): boolean {
  return collection.ids.some((id) => id === value || String(id) === String(value));
}
