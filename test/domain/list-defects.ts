import { singular, splitWords } from "../../src/core/domain/words.js";

/**
 * What a reader rejects in a list result, judged against the tool that returned it (the f6 reader
 * on vRNI: "list dell switches" returned `"entity_type":"HPVCManagerDataSource"`; an ip-set list
 * held `{"entity_id":"ent_1008","entity_type":"EC2Service"}` four times; f5: release notes that
 * are only `"rn_1001"`):
 * - `off-type`: the tool's name names one type of the items' type field (`listDellSwitches` ↔
 *   `DellSwitchDataSource`) and an item is of another type;
 * - `duplicate-id`: one record appears twice in one result (its key repeats);
 * - `bare`: every item carries nothing but a key, so nothing found can be named.
 * A tool whose name names no type (`searchEntities`, `listPets` over dogs and cats) may return
 * every type.
 */
export type ListDefectKind = "off-type" | "duplicate-id" | "bare";
export const LIST_DEFECT_KINDS: ListDefectKind[] = ["off-type", "duplicate-id", "bare"];

export interface ListDefect {
  kind: ListDefectKind;
  tool: string;
  /** The offending value: the item's type, the repeated key, or the bare item. */
  value: string;
}

const VERB = /^(list|get|search|find|fetch|retrieve|query|show|post|all)$/;
const KEY = /(^|_)id$|[a-z0-9]Id$|^uuid$/;
const TYPE_KEY = /(^|_)(type|kind|class|category)$/;
const GENERIC = /^(entity|object|resource|record|item|element)$/;
const SCREEN_ARRAYS = /^_?(actions?|links|meta|errors?|warnings?)$/;
/** A status word under a key-like name (`status_group_id: "active"`) is a category, not a key. */
const WORD = /^[a-z_]{1,12}$/;

/** `listDellSwitches` → `["dell", "switch"]`: what the tool says it lists. */
export function listedNoun(tool: string): string[] {
  const words = splitWords(tool).map((w) => singular(w));
  while (words.length > 1 && VERB.test(words[0]!)) words.shift();
  return words;
}

/** Does a type value name the noun (its words in one run, or `vm` as initials of VirtualMachine)? */
export function typeNames(noun: string[], value: string): boolean {
  const words = splitWords(value).map((w) => singular(w));
  const key = noun.join("");
  for (let i = 0; i < words.length; i++) {
    let joined = "";
    let initials = "";
    for (let j = i; j < words.length; j++) {
      joined += words[j];
      initials += words[j]![0];
      if (joined === key || (noun.length === 1 && j > i && initials === key)) return true;
    }
  }
  // `NSXIPSet` splits as "nsxip set": an ip set all the same.
  return key.length >= 4 && words.join("").endsWith(key);
}

/** The arrays of records in a result: the root array, or arrays of objects one or two levels in. */
function recordArrays(result: unknown, depth = 0): Record<string, unknown>[][] {
  if (Array.isArray(result)) {
    const objs = result.filter(
      (x): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x),
    );
    return objs.length > 0 && objs.length === result.length ? [objs] : [];
  }
  if (!result || typeof result !== "object" || depth > 1) return [];
  // A screen's `actions` and an envelope's `links`/`errors` are not what a list found.
  return Object.entries(result)
    .filter(([k]) => !SCREEN_ARRAYS.test(k))
    .flatMap(([, v]) => (Array.isArray(v) ? recordArrays(v, 2) : recordArrays(v, depth + 1)));
}

/**
 * The key of the items: `id` when all carry it, else the only key-like field they all carry that
 * names the listed thing (`release_note_id` of release notes, `entity_id`), not a group it is in
 * (`status_group_id` of status reports repeats by design).
 */
function itemKey(items: Record<string, unknown>[], noun: string[]): string | undefined {
  const first = items[0];
  if (!first) return undefined;
  const shared = Object.keys(first).filter((k) =>
    items.every((x) => typeof x[k] === "string" || typeof x[k] === "number"),
  );
  if (shared.includes("id")) return "id";
  const names = (k: string) => {
    const stem = splitWords(k)
      .slice(0, -1)
      .map((w) => singular(w));
    return stem.length === 0 || GENERIC.test(stem.join("_")) || stem.every((w) => noun.includes(w));
  };
  const keys = shared.filter(
    (k) => KEY.test(k) && names(k) && !items.every((x) => WORD.test(String(x[k]))),
  );
  return keys.length === 1 ? keys[0] : undefined;
}

/**
 * Defects of one list result of `tool`. `types` are the values the items' type field may take
 * (the enum of the tool's output schema), when known: a tool names a subtype only if its noun
 * names one of them.
 */
export function findListDefects(
  tool: string,
  result: unknown,
  types: Record<string, string[]> = {},
  out: ListDefect[] = [],
): ListDefect[] {
  const noun = listedNoun(tool);
  for (const items of recordArrays(result)) {
    if (items.length === 0) continue;
    const key = itemKey(items, noun);
    if (key) {
      const seen = new Set<string>();
      for (const it of items) {
        const v = String(it[key]);
        if (seen.has(v)) out.push({ kind: "duplicate-id", tool, value: `${key}=${v}` });
        seen.add(v);
      }
    }
    if (
      items.every((it) => Object.keys(it).length > 0 && Object.keys(it).every((k) => KEY.test(k)))
    )
      out.push({ kind: "bare", tool, value: JSON.stringify(items[0]) });
    const typeKey = Object.keys(items[0]!).find(
      (k) => TYPE_KEY.test(splitWords(k).join("_")) && typeof items[0]![k] === "string",
    );
    if (!typeKey) continue;
    const known = types[typeKey] ?? items.map((it) => String(it[typeKey]));
    if (!known.some((v) => typeNames(noun, v))) continue;
    for (const it of items) {
      const v = it[typeKey];
      if (typeof v === "string" && !typeNames(noun, v))
        out.push({ kind: "off-type", tool, value: `${typeKey}=${v}` });
    }
  }
  return out;
}
