/** Name normalisation shared by edge inference, user-providable classification and grounding. */

import { memoOfString, singular } from "../domain/words.js";

/** Split `eventId`, `event_id`, `Event-ID`, `HTTPStatus` into lower-case word tokens. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** `eventId` / `event_id` / `EventID` → `event_id`. Grounding asks it of every key of every record it reads: remembered. */
export const normaliseName: (name: string) => string = memoOfString((name) =>
  nameTokens(name).join("_"),
);

/** Entity key of a collection or container name: last word singular (`open_slots` → `open_slot`). */
export function entityKey(name: string): string {
  const t = nameTokens(name);
  if (t.length === 0) return "";
  t[t.length - 1] = singular(t[t.length - 1]!);
  return t.join("_");
}

/** Field names that only mean something together with the record they belong to. */
const GENERIC_FIELDS = new Set([
  "id",
  "uuid",
  "guid",
  "key",
  "code",
  "number",
  "no",
  "ref",
  "slug",
]);

/** Container names that say nothing about what the records are (`items[]` of a product search). */
const GENERIC_CONTAINERS = new Set([
  "items",
  "item",
  "data",
  "results",
  "result",
  "records",
  "record",
  "entries",
  "rows",
  "hits",
  "objects",
  "content",
  "payload",
  "response",
  "list",
  "values",
  "value",
  "elements",
  "nodes",
  "edges",
  "matches",
]);

export function isGenericField(field: string): boolean {
  return GENERIC_FIELDS.has(normaliseName(field));
}

/** Qualifiers that leave a container generic: `search_results`, `paged_items`. */
const GENERIC_QUALIFIERS = new Set([
  "search",
  "query",
  "paged",
  "page",
  "all",
  "matching",
  "found",
]);

export function isGenericContainer(name: string): boolean {
  const n = normaliseName(name);
  if (GENERIC_CONTAINERS.has(n)) return true;
  const t = n.split("_");
  return (
    t.length > 1 &&
    GENERIC_CONTAINERS.has(t[t.length - 1]!) &&
    t.slice(0, -1).every((w) => GENERIC_QUALIFIERS.has(w))
  );
}

/**
 * The key a value is matched by: the normalised field name, qualified by its entity when the
 * field alone is generic (`id` inside `events[]` → `event_id`). Undefined for a generic field
 * with no known entity, so unrelated bare `id`s never match each other.
 */
export function qualifiedKey(field: string, entity: string | undefined): string | undefined {
  const n = normaliseName(field);
  if (n.length === 0) return undefined;
  if (!GENERIC_FIELDS.has(n)) return n;
  if (!entity) return undefined;
  const e = entityKey(entity);
  if (e.length === 0) return undefined;
  // `product` + `id` → `product_id`, but a field already naming the entity stays as is.
  return `${e}_${n}`;
}

/** Words that qualify a reference without changing what it refers to (`new_slot_id` → `slot_id`). */
const MODIFIERS = new Set([
  "new",
  "old",
  "target",
  "source",
  "current",
  "selected",
  "existing",
  "original",
  "destination",
  "dest",
  "from",
  "to",
  "my",
  "the",
]);

/** The key plus its variants with leading modifier words removed, most specific first. */
export function keyVariants(key: string): string[] {
  const out = [key];
  const t = key.split("_");
  let i = 0;
  while (i < t.length - 1 && MODIFIERS.has(t[i]!)) {
    i++;
    out.push(t.slice(i).join("_"));
  }
  return out;
}

/** The entity a key refers to when it names an identifier (`patient_id` → `patient`). */
export function referencedEntity(key: string): string | undefined {
  const t = key.split("_");
  if (t.length < 2) return undefined;
  const last = t[t.length - 1]!;
  if (!GENERIC_FIELDS.has(last)) return undefined;
  return t.slice(0, -1).join("_");
}

/** `start_time` → `start time` for descriptions shown to people. */
export function humanise(name: string): string {
  return nameTokens(name).join(" ");
}

/** Words of a field that says when a record was made (`created_at`, `make_date`, `createdOn`). */
const MADE_WORD = /^(?:create|created|creation|make|made|added|inserted|uploaded|submitted)$/;

/** Whether a field is named for when its record was made (`created_at`, `createdOn`). */
export function isMadeTimeName(name: string): boolean {
  return nameTokens(name).some((w) => MADE_WORD.test(w));
}
