import names from "../../src/core/domain/lexicon/names.json" with { type: "json" };
import { TAGS } from "../../src/core/domain/value-data.js";
import { instantOf } from "../../src/core/domain/values.js";
import { singular, splitWords } from "../../src/core/domain/words.js";

/**
 * Record text that is not written for its field's purpose and its record, as the fresh14 blind
 * readers marked it "nonsense data" (/work/reader/f14-blind/r1.md, r2.md), over a value walked with
 * its schema:
 *
 * - `foreign-line`: a line of one of the sampler's pools whose words are mostly neither the
 *   environment's own nor the record's (a form's heading "Stream the finale tonight" on "Return
 *   request" in a contributions API; subscription event types "Temporary", "Enterprise");
 * - `entity-noun`: a tag or label named for a kind of record the API keeps (tags "form", "event
 *   type", "user");
 * - `hex-colour`: a colour where the doc gives hex ("Optional HTML hexcode colour") holding "olive";
 * - `lat-long`: a "lat/long pair" holding one number (`-122.6929`);
 * - `past-expiry`: an expiry before the environment's clock (a new card's expiryDate in 2025);
 * - `http-status`: "The HTTP status of the URL requested" holding 49.
 */
export type PurposeDefectKind =
  | "foreign-line"
  | "entity-noun"
  | "hex-colour"
  | "lat-long"
  | "past-expiry"
  | "http-status";
export const PURPOSE_DEFECT_KINDS: readonly PurposeDefectKind[] = [
  "foreign-line",
  "entity-noun",
  "hex-colour",
  "lat-long",
  "past-expiry",
  "http-status",
];
export interface PurposeDefect {
  kind: PurposeDefectKind;
  key: string;
  value: unknown;
}

/** What the environment itself says: its words, the kinds of record it keeps, its clock. */
export interface PurposeContext {
  /** Content words (lower case, singular) of the environment's doc: names, descriptions, enums. */
  ownWords: Set<string>;
  /** The kinds of record it keeps, as words ("event type", "form"). */
  entityNouns: Set<string>;
  /** The environment's clock start (ms). */
  clockStart: number;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

const STOP = new Set(
  "the and for with your you our all one new get set has are was its this that from into out per not any can will more off".split(
    " ",
  ),
);
/** Content words of a text: lower case, singular, three letters or more, no stop words. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? [])
    .filter((w) => !STOP.has(w))
    .map((w) => singular(w));
}

/** Every line of the sampler's name and tag pools, lower case. */
const POOL = new Set<string>(
  [
    ...Object.values((names as { kinds: Record<string, { values?: string[] }> }).kinds).flatMap(
      (k) => k.values ?? [],
    ),
    ...TAGS,
    // The moderation verbs the sampler once gave any `*_action` field.
    "approve",
    "close",
    "reopen",
    "submit",
    "abandon",
  ].map((s) => s.toLowerCase()),
);

/** Words of a JSON tree's strings and keys: what a doc or a record says. */
export function wordsOfTree(v: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 40) return into;
  if (typeof v === "string")
    for (const w of contentWords(v.replace(/([a-z])([A-Z])/g, "$1 $2"))) into.add(w);
  else if (Array.isArray(v)) for (const x of v) wordsOfTree(x, into, depth + 1);
  else if (isObj(v))
    for (const [k, x] of Object.entries(v)) {
      for (const w of contentWords(splitWords(k).join(" "))) into.add(w);
      wordsOfTree(x, into, depth + 1);
    }
  return into;
}

const TAG_FIELD = /^(tag|tags|label|labels|keyword|keywords|topic|topics)$/;
const TAG_RECORD = /(^|_)(tag|label|keyword|topic)s?$/;
const PAIR = /^\s*-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/;

function leaf(
  key: string,
  value: unknown,
  schema: Json,
  parent: Json | undefined,
  entity: string,
  ctx: PurposeContext,
  out: PurposeDefect[],
): void {
  const words = splitWords(key).map((w) => w.toLowerCase());
  const snake = words.join("_");
  const desc = typeof schema.description === "string" ? schema.description : "";
  const example =
    schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (typeof value === "string") {
    const lower = value.toLowerCase();
    // A record's own name is judged elsewhere (record-names); here, what is said about it.
    if (POOL.has(lower) && !/^(name|title|display_name)$/.test(snake)) {
      const own = new Set<string>(ctx.ownWords);
      if (parent)
        for (const [k, v] of Object.entries(parent))
          if (k !== key && typeof v === "string") for (const w of contentWords(v)) own.add(w);
      const cw = contentWords(value);
      const mine = cw.filter((w) => own.has(w)).length;
      if (cw.length > 0 && mine * 2 < cw.length) out.push({ kind: "foreign-line", key, value });
    }
    const tagged = TAG_FIELD.test(snake) || (snake === "name" && TAG_RECORD.test(entity));
    if (tagged && ctx.entityNouns.has(singular(lower)))
      out.push({ kind: "entity-noun", key, value });
    const hexDoc =
      /\bhex/i.test(desc) || (typeof example === "string" && /^#?[0-9a-f]{6}$/i.test(example));
    if (/colou?r/.test(snake) && hexDoc && !/^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value))
      out.push({ kind: "hex-colour", key, value });
    const pairDoc =
      /lat(itude)?\s*[/,]\s*long?(itude)?\b.*\bpair\b|comma[- ]separated lat|^lat_?(long|lng|lon)$/i.test(
        `${desc} ${desc ? "" : snake}`,
      ) || /^lat_?(long|lng|lon)$/.test(snake);
    if (pairDoc && !PAIR.test(value)) out.push({ kind: "lat-long", key, value });
    if (/(^|_)(expiry|expires?|expiration)(_|$)|valid_until|valid_to/.test(snake)) {
      const t = instantOf(value);
      if (t !== undefined && t < ctx.clockStart) out.push({ kind: "past-expiry", key, value });
    }
  }
  const httpDoc =
    /\bhttp status\b/i.test(desc) || /^(http_status|http_status_code|status_code)$/.test(snake);
  if (
    httpDoc &&
    (typeof value === "number" || (typeof value === "string" && /^\d+$/.test(value)))
  ) {
    const n = Number(value);
    if (!(Number.isInteger(n) && n >= 100 && n <= 599))
      out.push({ kind: "http-status", key, value });
  }
}

/**
 * Walk `value` with `schema` (plain JSON Schema, no `$ref`s), collecting purpose defects; `entity`
 * is the collection or tool the value sits in.
 */
export function findPurposeDefects(
  value: unknown,
  schema: unknown,
  ctx: PurposeContext,
  out: PurposeDefect[],
  entity = "",
  key = "",
  parent?: Json,
  depth = 0,
): void {
  if (depth > 40) return;
  const s = isObj(schema) ? schema : {};
  if (Array.isArray(value)) {
    const items = isObj(s.items) ? s.items : {};
    for (const v of value) findPurposeDefects(v, items, ctx, out, entity, key, parent, depth + 1);
    return;
  }
  if (isObj(value)) {
    const props = isObj(s.properties) ? s.properties : {};
    const here = key ? key : entity;
    for (const [k, v] of Object.entries(value))
      findPurposeDefects(v, props[k] ?? {}, ctx, out, here, k, value, depth + 1);
    return;
  }
  leaf(key, value, s, parent, entity, ctx, out);
}

/** The context of one environment bundle: its doc's words, its record kinds, its clock. */
export function purposeContextOf(bundle: {
  name?: string;
  description?: string;
  domain?: string;
  tools?: Array<{
    name?: string;
    description?: string;
    inputSchema?: unknown;
    outputSchema?: unknown;
  }>;
  stateSchema?: unknown;
  clock?: { start?: string };
}): PurposeContext {
  const own = new Set<string>();
  wordsOfTree([bundle.name, bundle.description, bundle.domain], own);
  for (const t of bundle.tools ?? [])
    wordsOfTree([t.name, t.description, docOnly(t.inputSchema), docOnly(t.outputSchema)], own);
  const nouns = new Set<string>();
  const props =
    isObj(bundle.stateSchema) && isObj(bundle.stateSchema.properties)
      ? bundle.stateSchema.properties
      : {};
  for (const k of Object.keys(props)) {
    const w = splitWords(k).map((x) => x.toLowerCase());
    if (w.length === 0) continue;
    w[w.length - 1] = singular(w[w.length - 1]!);
    nouns.add(w.join(" "));
  }
  return {
    ownWords: own,
    entityNouns: nouns,
    clockStart: Date.parse(bundle.clock?.start ?? "2026-01-05T09:00:00.000Z"),
  };
}

/** What a schema says in words: its property names, descriptions, enums and examples. */
function docOnly(schema: unknown, depth = 0): unknown[] {
  if (!isObj(schema) || depth > 12) return [];
  const out: unknown[] = [schema.description, schema.enum, schema.example, schema.title];
  if (isObj(schema.properties))
    for (const [k, v] of Object.entries(schema.properties)) out.push(k, ...docOnly(v, depth + 1));
  if (isObj(schema.items)) out.push(...docOnly(schema.items, depth + 1));
  return out;
}
