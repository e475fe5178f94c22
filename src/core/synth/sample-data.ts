import { CATCH_ALL_QUALIFIERS, isListedName } from "../domain/lexicon/index.js";
import { splitWords } from "../domain/words.js";
import { codeNumber, fillerName, placeZone } from "./record-defects.js";

/** One value of a tool result a reader marks "nonsense data" (row N), with where it sits. */
export interface ResultDefect {
  kind:
    | "code-filler"
    | "repeated-list"
    | "qualifier-names"
    | "paging-total"
    | "duration-span"
    | "phone-fraction"
    | "name-as-id"
    | "junk-name"
    | "prose-enum"
    | "described-form"
    | "year-format"
    | "schema-format"
    | "place-zone"
    | "code-number"
    | "filler-name";
  key: string;
  value: string;
}

/** A made-up code: letters, a dash, digits (`CAT-8504`, `VAL-1251`, `DIC-2677`). */
const MADE_CODE = /^[A-Z]{2,4}-\d{3,}$/;
/** Field words whose values are codes a person holds or a system assigns: there a code fits. */
const CODE_FIELD_END = /(?:id|ids|code|codes|key|keys|number|token|ref)$/;
const CODE_FIELD =
  /^(?:id|ids|code|codes|ref|reference|number|no|num|sku|key|keys|token|serial|licen[cs]e|account|invoice|order|ticket|tracking|confirmation|booking|reservation|coupon|voucher|promo|certificate|iban|swift|bic|vin|isbn|plate|phone|identifier|identifiers|uid|uuid|barcode|tag|tags|version|build|batch|lot|part|model)$/;

/**
 * Names told apart only by a catch-all qualifier on one noun — "Default mode", "Personal mode",
 * "Basic mode"; "Personal lab test", "Advanced lab test", "Custom lab test" (fresh11 readers' N):
 * three or more in one result. "Staging server" beside "Production server" (a system's roles) and
 * one "Main account" are how people name things.
 */
export function qualifierNames(result: unknown): ResultDefect[] {
  const byNoun = new Map<string, Set<string>>();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 12 || v === null || v === undefined) return;
    if (typeof v === "string") {
      const m = /^([A-Z][a-z]+) ([a-z][a-z ]*)$/.exec(v);
      if (m && CATCH_ALL_QUALIFIERS.has(m[1] ?? "")) {
        const set = byNoun.get(m[2] ?? "") ?? new Set<string>();
        set.add(v);
        byNoun.set(m[2] ?? "", set);
      }
    } else if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else if (typeof v === "object") for (const x of Object.values(v)) visit(x, depth + 1);
  };
  visit(result, 0);
  return [...byNoun]
    .filter(([, set]) => set.size >= 3)
    .map(([noun, set]) => ({
      kind: "qualifier-names" as const,
      key: noun,
      value: [...set].slice(0, 3).join(", "),
    }));
}

/**
 * Values of a tool result a careful reader rejects as nonsense data, judged on the value and its
 * field alone (fresh11 blind readers' N):
 * - `code-filler`: a made-up code in a field that holds words or amounts — a category
 *   `"CAT-8504"`, a value `"VAL-1251"`, a dictionary `"DIC-2677"`, image data `"DAT-6222"`. An
 *   order number `"ORD-7743"` or a licence key is a code and passes;
 * - `repeated-list`: a list of names or codes that repeats one (`["internal","internal",
 *   "standard","internal",…]`, `["single","search","severity","unified","severity",…]`): the things
 *   a list names are distinct;
 * - `qualifier-names` (`qualifierNames`): records told apart only by a catch-all qualifier.
 */
export function toolResultDefects(v: unknown, key = "", out: ResultDefect[] = [], depth = 0) {
  if (depth > 12 || v === null || v === undefined) return out;
  if (depth === 0) out.push(...qualifierNames(v));
  if (typeof v === "number" && PHONE_KEY.test(key) && !Number.isInteger(v))
    out.push({ kind: "phone-fraction", key, value: String(v) });
  if (typeof v === "string" && junkName(key, v)) out.push({ kind: "junk-name", key, value: v });
  if (typeof v === "string" && ID_KEY.test(key) && WORDS_NAME.test(v))
    out.push({ kind: "name-as-id", key, value: v });
  if (typeof v === "string") {
    if (codeNumber(key, v)) out.push({ kind: "code-number", key, value: v });
    if (fillerName(key, v)) out.push({ kind: "filler-name", key, value: v });
    const words = splitWords(key).map((w) => w.toLowerCase());
    if (
      MADE_CODE.test(v) &&
      words.length > 0 &&
      !words.some((w) => CODE_FIELD.test(w) || CODE_FIELD_END.test(w))
    )
      out.push({ kind: "code-filler", key, value: v });
    return out;
  }
  if (Array.isArray(v)) {
    const strings = v.filter((x): x is string => typeof x === "string");
    if (strings.length >= 3 && strings.length === v.length && new Set(strings).size < v.length)
      out.push({ kind: "repeated-list", key, value: JSON.stringify(v) });
    for (const x of v) toolResultDefects(x, key, out, depth + 1);
    return out;
  }
  if (typeof v === "object") {
    const rec = v as Record<string, unknown>;
    const paging = pagingDisagrees(rec);
    if (paging) out.push({ kind: "paging-total", key: paging.split("=")[0] ?? key, value: paging });
    for (const d of placeZone(rec)) out.push({ kind: "place-zone", key: d.key, value: d.value });
    const span = durationDisagrees(rec);
    if (span) out.push({ kind: "duration-span", key: span.split("=")[0] ?? key, value: span });
    for (const [k, x] of Object.entries(rec)) toolResultDefects(x, k, out, depth + 1);
  }
  return out;
}

/** Keys of one record's id (`ownerId`, `owner_id`): never a list of ids. */
const ID_KEY = /(?:^|_)id$|[a-z0-9]Id$/;
/** Capitalised words and nothing else ("Liam Rossi"): a name, which an id never is (fresh19 `"ownerId":"Liam Rossi"`). */
const WORDS_NAME = /^[A-Z][a-z]+(?: [A-Z][a-z]+)+$/;

/** Keys of a phone number or an SMS recipient: a number there is digits, never a fraction. */
const PHONE_KEY = /(?:^|_)(?:phone|mobile|msisdn|fax|destination|recipient)(?:_?number)?$|Phone$/i;

/** Keys that hold a record's own name (not a login, host or file name). */
const OWN_NAME_KEY = /^(?:name|title)$|(?:[a-z]Name|_name)$/;
const NOT_OWN_NAME =
  /(?:user|host|file|login|screen|account|domain|bucket|key|class|field|param)_?name$/i;

/**
 * A record's name no person gives: one letter ("s", "k"), letters and digits run together
 * ("q7ofh", "287nm6", "vd1rvu") or a run of consonants ("kdrbq") — a pattern's or a fallback's
 * filler (fresh12 readers' N on sandbox names). "Li", "X5 Pro" and "Nginx" read as names.
 */
export function junkName(key: string, v: string): boolean {
  if (!OWN_NAME_KEY.test(key) || NOT_OWN_NAME.test(key)) return false;
  const t = v.trim();
  // A real name of its kind that reads like a run of letters and digits: CPU architectures
  // ("aarch64", "i586", "armv7l" as an `architecture_name`) are called just that.
  if (isListedName(t)) return false;
  if (/^[a-z]$/.test(t)) return true;
  if (/^[a-z0-9]{4,8}$/.test(t) && /\d/.test(t) && /[a-z]/.test(t)) return true;
  return /^[a-z]{4,}$/.test(t) && !/[aeiouy]/.test(t);
}

/** Total-count keys of a paging envelope ("total" alone is a sum of money unless paging is near). */
const TOTAL_KEY =
  /^(?:total_?(?:items|count|records|record_count|results|elements|entries|rows)|total(?:Items|Count|Records|RecordCount|Results|Elements|Entries))$/;
const PAGE_KEYS =
  /^(?:page|page_?size|per_?page|pageSize|perPage|total_?pages|totalPages|offset|limit|page_?number)$/;
const PAYLOAD_KEY = /^(?:data|items|results|records|entries|rows|elements|_embedded|list|content)$/;

/** The numeric value of a number or a numeric string. */
const num = (x: unknown): number | undefined =>
  typeof x === "number" ? x : typeof x === "string" && /^\d+$/.test(x) ? Number(x) : undefined;

/**
 * A paging envelope whose totals disagree with what it holds (fresh12 readers' N): `"data":[]`
 * beside `"total_items":100`, more items than the total, `total_pages` that is not
 * ceil(total / page size), or one record where the total says there are many.
 */
export function pagingDisagrees(rec: Record<string, unknown>): string | undefined {
  const keys = Object.keys(rec);
  const totalKey =
    keys.find((k) => TOTAL_KEY.test(k)) ??
    (keys.includes("total") && keys.some((k) => PAGE_KEYS.test(k)) ? "total" : undefined);
  const total = totalKey ? num(rec[totalKey]) : undefined;
  if (totalKey === undefined || total === undefined) return undefined;
  const said = `${totalKey}=${total}`;
  const pages = num(rec.total_pages ?? rec.totalPages);
  const size = num(rec.page_size ?? rec.pageSize ?? rec.per_page ?? rec.perPage);
  if (pages !== undefined && size !== undefined && size > 0 && pages !== Math.ceil(total / size))
    return `${said}, page size ${size}, ${pages} pages`;
  const payloadKey = keys.find((k) => PAYLOAD_KEY.test(k));
  let payload = payloadKey ? rec[payloadKey] : undefined;
  if (payload && typeof payload === "object" && !Array.isArray(payload)) {
    const inner = Object.values(payload as Record<string, unknown>).find(Array.isArray);
    if (inner) payload = inner;
  }
  if (payload === undefined) payload = Object.values(rec).find(Array.isArray);
  if (Array.isArray(payload)) {
    if (payload.length === 0 && total > 0) return `${said}, none listed`;
    if (payload.length > total) return `${said}, ${payload.length} listed`;
    const firstPage =
      (num(rec.page ?? rec.page_number ?? rec.pageNumber) ?? 1) <= 1 &&
      (num(rec.offset) ?? 0) === 0;
    if (firstPage && size !== undefined && payload.length < Math.min(total, size))
      return `${said}, ${payload.length} listed on a page of ${size}`;
  } else if (payload && typeof payload === "object" && total > 1) return `${said}, one record`;
  return undefined;
}

/** A time as seconds since the epoch: ISO text, epoch seconds or epoch milliseconds. */
function seconds(x: unknown): number | undefined {
  if (typeof x === "number") {
    if (x > 1e9 && x < 1e10) return x;
    if (x > 1e12 && x < 1e13) return x / 1000;
    return undefined;
  }
  if (typeof x !== "string" || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(x)) return undefined;
  const t = Date.parse(x);
  return Number.isNaN(t) ? undefined : t / 1000;
}

/**
 * A record whose duration is not its end minus its start in any unit a doc uses (seconds,
 * minutes, hours, milliseconds): `"duration":60` with start 16:15 and end 16:45 (fresh12 readers'
 * N on Spinitron shows and playlists).
 */
export function durationDisagrees(rec: Record<string, unknown>): string | undefined {
  const pick = (re: RegExp) => Object.keys(rec).find((k) => re.test(k));
  const startKey = pick(/^(?:start|starts?_?at|start_?time|startTime|startsAt)$/);
  const endKey = pick(/^(?:end|ends?_?at|end_?time|endTime|endsAt)$/);
  const durKey = pick(/^(?:duration|length)(?:_?(?:s|sec|seconds|min|minutes|ms))?$/i);
  if (!startKey || !endKey || !durKey) return undefined;
  const start = seconds(rec[startKey]);
  const end = seconds(rec[endKey]);
  const d = num(rec[durKey]);
  if (start === undefined || end === undefined || d === undefined || end <= start) return undefined;
  const span = end - start;
  const fits = [1, 60, 3600, 0.001].some(
    (unit) => Math.abs(d * unit - span) <= Math.max(1, span * 0.02),
  );
  return fits ? undefined : `${durKey}=${d}, ${startKey}..${endKey} = ${span} s`;
}

/** A JSON schema node as the output schemas store it. */
export type SchemaNode = {
  type?: string | string[];
  format?: string;
  description?: string;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  enum?: unknown[];
};

/** "0 for watched, 1 for acquired, 2 for skipped", "1 = active, 2 = closed": codes listed in prose. */
function proseEnum(description: string): string[] | undefined {
  const pairs = [
    ...description.matchAll(/(?:^|[\s,;(])(-?\d+)\s*(?:=|:|for|means|is|-)\s*[A-Za-z]/g),
  ].map((m) => m[1] ?? "");
  return pairs.length >= 2 ? pairs : undefined;
}

/** Literal starts of the forms a description gives: "Format should be 'cddrive:id:{value}'". */
function describedForms(description: string): string[] {
  if (!/\b(?:format|form|pattern|e\.g\.|for example|like)\b/i.test(description)) return [];
  return [...description.matchAll(/['"`]([a-z][a-z0-9+.-]*:[^'"`{}\s]*)\{[^'"`]*['"`]/gi)]
    .map((m) => m[1] ?? "")
    .filter((p) => p.length >= 3);
}

/** Shapes a declared string format promises (JSON Schema's `format`). */
const FORMAT_SHAPE: Record<string, RegExp> = {
  "date-time": /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/,
  date: /^\d{4}-\d{2}-\d{2}/,
  email: /^[^@\s]+@[^@\s]+$/,
  uri: /^[a-z][a-z0-9+.-]*:/i,
  url: /^[a-z][a-z0-9+.-]*:/i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-/i,
};

/**
 * What a value breaks of its declared type or format, if anything: a username in a `date-time`
 * field (`"last_login":"mklocko"`), a word in an integer field (`"documentType":"internal"`).
 */
function formatBroken(v: unknown, schema: SchemaNode): string | undefined {
  const type = Array.isArray(schema.type) ? undefined : schema.type;
  if (typeof v === "string") {
    const shape = schema.format ? FORMAT_SHAPE[schema.format] : undefined;
    if (shape && v !== "" && !shape.test(v)) return `format ${schema.format}`;
    if ((type === "integer" || type === "number") && !/^-?\d+(?:\.\d+)?$/.test(v))
      return `type ${type}`;
  }
  return undefined;
}

/**
 * Values that break what the doc says of them in prose or format (fresh12 readers' N), judged with
 * the tool's output schema: a code listed in the description ("0 for watched, 1 for acquired, 2
 * for skipped") holding a word (`"type":"external"`); a value not in the form the description
 * gives (`cddrive:id:{value}` holding "https://…"); a `format: year` holding an epoch.
 */
export function schemaResultDefects(
  v: unknown,
  schema: SchemaNode | undefined,
  key = "",
  out: ResultDefect[] = [],
  depth = 0,
): ResultDefect[] {
  if (!schema || depth > 12 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    for (const x of v) schemaResultDefects(x, schema.items ?? schema, key, out, depth + 1);
    return out;
  }
  if (typeof v === "object") {
    const props = schema.properties ?? {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      schemaResultDefects(x, props[k], k, out, depth + 1);
    return out;
  }
  const d = schema.description ?? "";
  const codes = schema.enum ? undefined : proseEnum(d);
  if (codes && !codes.includes(String(v)) && typeof v === "string" && !d.includes(v))
    out.push({ kind: "prose-enum", key, value: String(v) });
  // A value the schema lists is the doc's own, whatever its prose shows: Mux's playback `policy`
  // (`enum: [public, signed]`) is described "accessible by constructing an HLS URL like
  // `https://stream.mux.com/${PLAYBACK_ID}`", which is no form of "public".
  const listed = schema.enum?.some((e) => e === v) ?? false;
  const forms = typeof v === "string" && !listed ? describedForms(d) : [];
  if (forms.length > 0 && !forms.some((f) => String(v).startsWith(f)))
    out.push({ kind: "described-form", key, value: String(v) });
  const format = formatBroken(v, schema);
  if (format) out.push({ kind: "schema-format", key, value: `${String(v)} (${format})` });
  const year = schema.format === "year" || /^since what year\b|^the year\b/i.test(d);
  if (year && typeof v === "number" && (v < 1000 || v > 2100))
    out.push({ kind: "year-format", key, value: String(v) });
  return out;
}
