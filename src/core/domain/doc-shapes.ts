import { parse as parseYaml } from "yaml";
import type { FieldModel } from "../schema/semantic-model.js";
import { splitWords } from "./words.js";

/**
 * What a doc fixes about a value beyond its type — the shape its format or examples show (a UUID,
 * a URL, digits), the range its unit or meaning allows (radians, percent, latitude, counts), the
 * flags few records carry and the secrets no read shows — read by the value sampler to draw values
 * that fit the doc and by the doc-vs-value check (`synth/doc-values.ts`) to count those that don't.
 */

const fieldWords = (name: string): string => splitWords(name).join("_");

/** The parts of a JSON-schema node that say what shape and range a value has. */
export interface ShapeSchema {
  type?: string | string[];
  format?: string;
  description?: string;
  pattern?: string;
  enum?: unknown[];
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  writeOnly?: boolean;
  readOnly?: boolean;
  properties?: Record<string, ShapeSchema>;
  items?: ShapeSchema;
}

/** Shapes a doc's example or format fixes and a reader recognises at a glance. */
const SHAPES: ReadonlyArray<[string, RegExp]> = [
  ["uuid", /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i],
  ["url", /^(?:https?|ftp|wss?):\/\/\S+$/i],
  ["email", /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i],
  ["date-time", /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/],
  ["date", /^\d{4}-\d{2}-\d{2}$/],
  ["duration", /^P(?:\d+[YMWD])*(?:T(?:\d+(?:\.\d+)?[HMS])+)?$/],
  ["ipv4", /^(?:\d{1,3}\.){3}\d{1,3}(?:\/\d{1,2})?$/],
  ["ipv6", /^(?=.*:)[0-9a-f:]{2,39}(?:\/\d{1,3})?$/i],
  ["locale", /^[a-z]{2}[-_][A-Z]{2}$/],
  ["hex-color", /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i],
  ["digits", /^\d+$/],
];

/** Formats that fix a shape (`format: uuid` → the uuid shape). */
const FORMAT_SHAPE: Record<string, string> = {
  uuid: "uuid",
  uri: "url",
  url: "url",
  email: "email",
  "date-time": "date-time",
  date: "date",
  duration: "duration",
  ipv4: "ipv4",
  ipv6: "ipv6",
};

/** The shape of a value, if it has one of `SHAPES`. */
export function shapeOf(v: unknown): string | undefined {
  if (typeof v === "number" && Number.isInteger(v) && v >= 0) return "digits";
  if (typeof v !== "string") return undefined;
  return SHAPES.find(([, re]) => re.test(v.trim()))?.[0];
}

/** Shapes that stand for one another: a date where the doc shows a date-time is still a date. */
export function sameShape(doc: string, value: string | undefined): boolean {
  if (doc === value) return true;
  const time = (s?: string) => s === "date" || s === "date-time";
  return time(doc) && time(value);
}

/** The shape the doc fixes for a field: its format, else the one shape all its examples share. */
export function docShape(
  schema: ShapeSchema | undefined,
  field?: FieldModel,
): { shape: string; doc: string } | undefined {
  const format = typeof schema?.format === "string" ? schema.format : undefined;
  const fromFormat = format ? FORMAT_SHAPE[format] : undefined;
  if (fromFormat) return { shape: fromFormat, doc: `format: ${format}` };
  const examples = [
    ...(Array.isArray(schema?.examples) ? schema.examples : []),
    ...(schema?.example !== undefined ? [schema.example] : []),
    ...(schema?.default !== undefined ? [schema.default] : []),
    ...(field?.examples ?? []),
  ].filter((x) => x !== undefined && x !== null && x !== "");
  if (examples.length === 0) {
    // "A 9-digit DUNS number", "a six digit NAICS code": digits, however the field is named.
    const digits = describedDigits(String(schema?.description ?? field?.description ?? ""));
    const text = schema?.type === undefined || schema.type === "string";
    return digits && text ? { shape: "digits", doc: `${digits}-digit` } : undefined;
  }
  const shapes = new Set(examples.map(shapeOf));
  const [only] = shapes;
  if (shapes.size !== 1 || !only) return undefined;
  return { shape: only, doc: `example: ${JSON.stringify(examples[0])}` };
}

const DIGIT_COUNT: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/**
 * How many digits a description says its value has ("A 9-digit DUNS number" → 9, "a six digit
 * NAICS code" → 6); undefined when it says no such thing. GSA's `duns` was drawn as "vendor"
 * and `naics` as "contract" from the nouns of those sentences (fresh57 readers: N).
 */
export function describedDigits(text: string): number | undefined {
  const m =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]digits?\b/i.exec(
      text,
    );
  if (!m?.[1]) return undefined;
  const n = /^\d+$/.test(m[1]) ? Number(m[1]) : DIGIT_COUNT[m[1].toLowerCase()];
  return n !== undefined && n >= 1 && n <= 20 ? n : undefined;
}

/** Field words of a flag that marks built-in or system records (few of a list are). */
export const SYSTEM_FLAG =
  /(^|_)(system|built_?in|builtin|predefined|pre_defined|reserved|managed|protected|immutable)(_|$)/;
/** Field words of a flag that marks the one default record. */
export const DEFAULT_FLAG = /(^|_)(default|primary)(_|$)/;
/** Field words of a secret a read never shows in full. */
export const SECRET_KEY =
  /(^|_)(password|passwd|pass_?phrase|secret|client_secret|private_?key|api_?key|secret_?key|pin_?code)$/;

/** A range a number must keep, and the doc text that says so. */
export interface DocRange {
  min?: number;
  max?: number;
  doc: string;
}

const NUM = "(-?\\d+(?:\\.\\d+)?)";
// "between 1 (every frame is a key frame) and 100000", "integers 0 through 16".
const STATED_RANGE = new RegExp(
  `\\b(?:(?:from|between)\\s+${NUM}\\s*(?:[a-z%°]{0,3}\\s+)?(?:\\([^()]{1,60}\\)\\s*)?(?:to|and|through)|(?:integers?|values?|numbers?)\\s+${NUM}\\s+(?:through|to))\\s+${NUM}(?![\\d.]\\d)`,
  "i",
);

/**
 * The plain range a description states for a number: "UV Index … From 0 to 40." → 0–40,
 * "from 0 to 10000m" → 0–10000, "between 1 and 5" → 1–5; undefined when it states none.
 */
export function statedRange(text: string): { min: number; max: number } | undefined {
  // "Approved: 80 or more. Pending: from 31 to 79. Denied: from 0 to 30" (VTEX's `score`):
  // ranges of its classes, none the field's own.
  const all = [...docProse(text).matchAll(new RegExp(STATED_RANGE.source, "gi"))];
  const m = all[0];
  if (!m || new Set(all.map((x) => `${x[1] ?? x[2]}-${x[3]}`)).size > 1) return undefined;
  const a = Number(m[1] ?? m[2]);
  const b = Number(m[3]);
  return Number.isFinite(a) && Number.isFinite(b) && a < b ? { min: a, max: b } : undefined;
}

/**
 * A description as plain prose: HTML tags dropped (AWS writes its docs in HTML), `<code>x</code>`
 * kept as a code mark (`` `x` ``), and the end of a paragraph or list item read as a sentence's.
 */
export function docProse(text: string): string {
  if (!text.includes("<")) return text;
  return text
    .replace(/<code>\s*([^<>]*?)\s*<\/code>/gi, "`$1`")
    .replace(/<\/(?:p|li)>/gi, ". ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:])/g, "$1")
    .replace(/([:.])(?:\s*\.)+/g, "$1")
    .trim();
}

const LIST_OPENER =
  "\\b(?:(?:the )?(?:only )?(?:valid|possible|allowed|accepted|supported|available) (?:values|options)(?: are| include)?|the following values are (?:valid|supported|allowed))";
/** "Valid values include: `auto`, `22050`, `32000`": code-marked values after the opener. */
const LISTED_CODES = new RegExp(
  `${LIST_OPENER}\\s*:?\\s*((?:\`[^\`\\s]{1,40}\`[^\`]{0,160}?){2,12})(?:\\.\\s|\\.?$|\\bdefault\\b)`,
  "i",
);
/** "Valid values are 0, 1, and 3": plain numbers after the opener. */
const LISTED_NUMBERS = new RegExp(
  `${LIST_OPENER}\\s*:?\\s*(${NUM}(?:\\s*,\\s*${NUM})*,?\\s+(?:and|or)\\s+${NUM})(?![\\d.]\\d|\\s*(?:through|to)\\b)`,
  "i",
);
/** "Valid values: creating | available | restoring": values set apart by bars. */
const LISTED_BARS = new RegExp(
  `${LIST_OPENER}\\s*:\\s*((?:"[^"|]{1,40}"|[\\w.-]{1,40})(?:\\s*\\|\\s*(?:"[^"|]{1,40}"|[\\w.-]{1,40})){1,15})`,
  "i",
);

/** "Possible values are: \n- MODERATE_ALL_MESSAGES: … \n- MODERATE_NONE: …": a bulleted list's opener. */
const LISTED_BULLETS_OPENER = new RegExp(`${LIST_OPENER}\\s*:\\s*(?=-\\s)`, "i");
/** A bullet that starts with a code (`ALL_MEMBERS`, `true`, a code-marked word), alone or before a colon. */
const CODE_BULLET =
  /(?:^|\s)-\s+(?:`([\w.-]{1,40})`|([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{2,}|true|false))(?=\s*(?::|$|\n|\s-\s))/g;

/** The codes a bulleted list after the opener starts its items with (see `CODE_BULLET`). */
function bulletedCodes(prose: string): string[] {
  const opener = LISTED_BULLETS_OPENER.exec(prose);
  if (!opener) return [];
  const rest = prose.slice(opener.index + opener[0].length - 1);
  const found = [...rest.matchAll(CODE_BULLET)];
  // The first item is a code: a list of its values, not of rules about them.
  if (found[0]?.index !== 0) return [];
  return [...new Set(found.map((m) => (m[1] ?? m[2]) as string))];
}

/**
 * The values a description lists as the valid ones — in code marks ("Valid values include:
 * `auto`, `22050`, `32000`", HTML `<code>` too), as plain numbers ("Valid values are 0, 1, and
 * 3"), set apart by bars ("Valid values: creating | available | deleting") or as bullets that
 * start with codes (Groups Settings' "Possible values are: \n- MODERATE_ALL_MESSAGES: … \n-
 * MODERATE_NONE: …", whose levels were drawn as "15.378", fresh70); none when it lists none.
 * Other code-marked words of the text ("You can use `artist:`") are no list.
 */
export function listedValues(text: string): string[] {
  const prose = docProse(text);
  const codes = LISTED_CODES.exec(prose)?.[1];
  if (codes) {
    const unique = [
      ...new Set([...codes.matchAll(/`([^`\s=]{1,40})`/g)].map((x) => x[1] as string)),
    ];
    if (unique.length >= 2) return unique;
  }
  const numbers = LISTED_NUMBERS.exec(prose)?.[1];
  if (numbers) return [...new Set(numbers.match(/-?\d+(?:\.\d+)?/g) ?? [])];
  const bars = LISTED_BARS.exec(prose)?.[1];
  if (bars) {
    const out = bars.split("|").map((x) => x.trim().replace(/\.$/, "").replace(/^"|"$/g, ""));
    if (out.every((x) => x !== "")) return [...new Set(out)];
  }
  const bulleted = bulletedCodes(prose);
  return bulleted.length >= 2 ? bulleted : [];
}

/**
 * Words that open a statement of the only values this use of a field takes: "The
 * `GetCostForecast` operation supports only `DAILY` and `MONTHLY` granularities", "Valid values
 * for a `GetUsageForecast` call are the following:", "must be one of".
 */
const ONLY_OPENER =
  /\b(?:supports? only|only supports?|(?:valid|allowed|supported|accepted) values(?: for (?:an? |the )?[\w`-]+ (?:call|operation|request))? (?:are|include)(?: the following)?|must be one of(?: the following)?|can only be(?: set to)?)(?: values)?\s*:?/gi;

/** What a sentence says before "supports only" when the field, its operation or its API is meant. */
const ONLY_SUBJECT =
  /(?:^|\b(?:operation|api|call|endpoint|method|action|request|field|parameter|property|value|it)(?:\s+currently)?)$/i;

/** Marks that set list items apart or wrap a value: commas, bullets, quotes, "and", "or". */
const LIST_GLUE = /[\s,;:'"*`•-]+|\b(?:and|or|either)\b/gi;

/**
 * The members of an enum a description says are the only ones this field takes, where the enum
 * is shared and the field's own doc narrows it: AWS Cost Explorer's `Granularity`
 * (DAILY|MONTHLY|HOURLY) "The `GetCostForecast` operation supports only `DAILY` and `MONTHLY`
 * granularities", its `Metric` "Valid values for a `GetUsageForecast` call are the following:
 * USAGE_QUANTITY, NORMALIZED_USAGE_AMOUNT" (fresh69 readers A/B: hourly forecasts, a cost metric
 * for usage). Only a bare list counts — the statement's own words, or list items that are each one
 * value; a list that explains its values ("`any`: delivered as soon as possible …"), a range
 * ("1 through 11") or a statement under a condition ("If …", "Evaluation organizations support
 * only …") narrows nothing. Undefined unless it names some but not all.
 */
export function onlyEnumValues(
  values: readonly unknown[],
  description: string,
): string[] | undefined {
  const names = values.filter((v): v is string => typeof v === "string" && v !== "");
  if (names.length < 2 || description === "") return undefined;
  // A definition list's terms are items too: `<dt>CONTAINS</dt><dd>…</dd>`.
  const prose = docProse(description.replace(/<\/d[td]>/gi, "</p>"));
  const esc = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const token = (v: string) => new RegExp(`(?<![\\w-])${esc(v)}(?![\\w-])`, "g");
  // The values a piece of text names and what is left of it once they and the list marks go.
  const read = (text: string) => {
    let rest = text;
    const named = names.filter((v) => {
      const hit = token(v).test(rest);
      if (hit) rest = rest.replace(token(v), " ");
      return hit;
    });
    return { named, rest: rest.replace(LIST_GLUE, " ").trim() };
  };
  const found = new Set<string>();
  for (const m of prose.matchAll(ONLY_OPENER)) {
    const before = prose.slice(prose.lastIndexOf(". ", m.index) + 1, m.index).trim();
    // "If …", "In Japan, this can only be …": a statement for some uses only.
    if (/\b(?:if|when|unless|while|only)\b|^(?:in|for|on|with)\b.*,/i.test(before)) continue;
    if (
      /^supports? only|^only supports?/i.test(m[0]) &&
      !ONLY_SUBJECT.test(before.replace(/`/g, ""))
    )
      continue;
    const [first = "", ...items] = prose.slice(m.index + m[0].length).split(/(?<=\.)\s+/);
    const head = read(first.replace(/\.$/, ""));
    // "supports only `DAILY` and `MONTHLY` granularities": one word may say what the values are.
    if (!/^(?:[a-z]+)?$/.test(head.rest) || /^(?:through|thru|to)$/.test(head.rest)) continue;
    if (head.named.length === 0 && head.rest !== "") continue;
    const listed = [...head.named];
    // Then list items, each one value: "are the following: USAGE_QUANTITY. NORMALIZED_USAGE_AMOUNT."
    for (const item of head.named.length > 1 ? [] : items) {
      const one = read(item.replace(/\.$/, ""));
      if (one.named.length !== 1) break;
      // An item that explains its value is a list of meanings, not of the only values.
      if (one.rest !== "") {
        listed.length = 0;
        break;
      }
      listed.push(one.named[0] as string);
    }
    // A later item led by another of the values ("BUILTIN_FUZZ. BUILTIN_EXPLORER. For Android, …
    // APPIUM_JAVA_JUNIT …") shows a list of meanings whose first items had none.
    const others = names.filter((v) => !listed.includes(v));
    if (items.some((item) => others.some((v) => item.startsWith(v)))) continue;
    for (const v of listed) found.add(v);
  }
  return found.size > 0 && found.size < names.length
    ? names.filter((v) => found.has(v))
    : undefined;
}

/** "enter an even integer between 32 and 4096": the doc allows only even numbers. */
export function statedEven(text: string): boolean {
  return /\beven (?:integer|number|value)s?\b/i.test(text);
}

/**
 * Why a number — or a number written as a string, as AWS types most of its numbers — breaks
 * what its description states in words: a range ("an integer between 64 and 320"), evenness
 * ("an even integer between 32 and 4096") or a list of valid values ("Valid values are `16` and
 * `24`"). Undefined when it keeps them or the text states none. Values the list names that are
 * words (`auto`) are valid too.
 */
export function breaksStatedLimits(v: unknown, description: string): string | undefined {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  if (!/^-?\d+(?:\.\d+)?$/.test(s) || description === "") return undefined;
  const n = Number(s);
  const listed = listedValues(description);
  if (listed.some((x) => /^-?\d+(?:\.\d+)?$/.test(x)))
    return listed.some((x) => x === s || Number(x) === n)
      ? undefined
      : `one of ${listed.join(", ")}`;
  const range = statedRange(description);
  if (range && (n < range.min - 1e-9 || n > range.max + 1e-9))
    return `between ${range.min} and ${range.max}`;
  if (statedEven(docProse(description)) && Number.isInteger(n) && n % 2 !== 0) return "even";
  return undefined;
}

/**
 * The values a pattern allows when it is nothing but a choice of words: `(^System$)|(^Custom$)`
 * (AWS writes its enums so), `^(asc|desc)$`; none for any other pattern.
 */
export function patternChoices(pattern: string): string[] {
  const word = /^[\w.:-]{1,40}$/;
  const each = pattern.split("|").map((p) => /^\(\^(.+)\$\)$/.exec(p)?.[1]);
  if (each.length >= 2 && each.every((x) => x !== undefined && word.test(x)))
    return each as string[];
  const inner = /^\^\(([^()]+)\)\$$/.exec(pattern)?.[1]?.split("|") ?? [];
  return inner.length >= 2 && inner.every((x) => word.test(x)) ? inner : [];
}

/** Words a doc says a user's own records with: "a preset that you have defined", "user-created". */
const USER_MADE =
  /\b(?:you(?:'ve| have)? (?:created|defined|made|added)|that you (?:create|define|add)|(?:user|customer)[- ](?:created|defined|made)|created by (?:you|the user|a user|customers?))\b/i;
/** Words a doc says built-in records with: "a default preset provided by Elastic Transcoder". */
const BUILT_IN =
  /\b(?:default|system|built[- ]?in|predefined|pre-defined|provided by|out[- ]of[- ]the[- ]box)\b/i;

/** Values that are themselves the word for built-in records. */
const BUILT_IN_WORD = /^(?:system|built[_-]?in|default|predefined|pre[_-]defined)$/i;

/**
 * The value an enum's doc gives the records a user makes, where another value marks the built-in
 * ones: Elastic Transcoder's preset `Type` "Whether the preset is a default preset provided by
 * Elastic Transcoder (`System`) or a preset that you have defined (`Custom`)" → Custom; "System
 * for default presets, Custom for presets that you have created" → Custom. Each value is read
 * with the words between it and its neighbour's mention (those before it, else those after);
 * undefined unless exactly one value is the user's and another is built in.
 */
export function userMadeValue(values: readonly string[], description: string): string | undefined {
  // Values that say it themselves: InfluxDB's bucket `type` "user" or "system".
  const word = (re: RegExp) => values.filter((v) => re.test(v));
  const own = word(/^(?:user|custom|customer|user[_-]?(?:defined|created))$/i);
  if (values.length <= 4 && own.length === 1 && word(BUILT_IN_WORD).length > 0) return own[0];
  const prose = docProse(description);
  const at = values
    .map((v) => ({
      v,
      i: prose.search(
        new RegExp(`(?<![\\w-])${v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`),
      ),
    }))
    .filter((x) => x.i >= 0)
    .sort((a, b) => a.i - b.i);
  if (at.length < 2) return undefined;
  const ends = at.map((x) => x.i + x.v.length);
  const segments = [
    at.map((x, n) => prose.slice(Math.max(n > 0 ? ends[n - 1]! : 0, x.i - 120), x.i)),
    at.map((x, n) => prose.slice(ends[n]!, Math.min(at[n + 1]?.i ?? prose.length, ends[n]! + 120))),
  ];
  for (const seg of segments) {
    const user = seg.map((t) => USER_MADE.test(t) && !BUILT_IN.test(t));
    const builtIn = seg.map((t) => BUILT_IN.test(t) && !USER_MADE.test(t));
    const mine = at.filter((_, n) => user[n]);
    if (mine.length === 1 && builtIn.some(Boolean)) return mine[0]!.v;
  }
  return undefined;
}

/**
 * The ranges a number's doc implies: the schema's bounds, its unit (radians), its meaning
 * (latitude, longitude, a percentage, a count — `isCount`, values.ts `countsWholeThings`).
 */
export function docRanges(
  key: string,
  schema?: ShapeSchema,
  field?: FieldModel,
  isCount = false,
): DocRange[] {
  const desc = `${schema?.description ?? ""} ${field?.description ?? ""}`.trim();
  const d = desc.toLowerCase();
  const words = fieldWords(key);
  const out: DocRange[] = [];
  const min = typeof schema?.minimum === "number" ? schema.minimum : undefined;
  const max = typeof schema?.maximum === "number" ? schema.maximum : undefined;
  if (min !== undefined) out.push({ min, doc: `minimum: ${min}` });
  if (max !== undefined) out.push({ max, doc: `maximum: ${max}` });
  if (/\bradians?\b/.test(d)) out.push({ min: -2 * Math.PI, max: 2 * Math.PI, doc: desc });
  const stated = statedRange(desc);
  if (stated) out.push({ ...stated, doc: desc });
  if (/(^|_)(lat|latitude)$/.test(words)) out.push({ min: -90, max: 90, doc: "latitude" });
  if (/(^|_)(lng|lon|long|longitude)$/.test(words))
    out.push({ min: -180, max: 180, doc: "longitude" });
  const change = /(^|_)(change|delta|diff|growth|variance|return|yield)(_|$)/.test(words);
  const percent =
    /(^|_)(percent|percentage|pct)(_|$)/.test(words) ||
    /\b(?:in percent|as a percentage|percentage of)\b/.test(d);
  if (percent && !change) out.push({ min: 0, max: 100, doc: desc || "percentage" });
  if (isCount) out.push({ min: 0, doc: "a count" });
  return out;
}

/** Why a number is out of the ranges its doc implies (`docRanges`), if it is. */
export function outOfRange(
  key: string,
  v: number,
  schema?: ShapeSchema,
  field?: FieldModel,
  isCount = false,
): string | undefined {
  return docRanges(key, schema, field, isCount).find(
    (r) => (r.min !== undefined && v < r.min - 1e-9) || (r.max !== undefined && v > r.max + 1e-9),
  )?.doc;
}

/** A number brought into its ranges by folding, not clamping: 85.97 rad → 4.29, -3 → 3, 130 % → 30. */
export function intoRanges(v: number, ranges: readonly DocRange[]): number {
  let out = v;
  for (const r of ranges) {
    const lo = r.min ?? Number.NEGATIVE_INFINITY;
    const hi = r.max ?? Number.POSITIVE_INFINITY;
    if (out >= lo && out <= hi) continue;
    if (Number.isFinite(lo) && Number.isFinite(hi) && hi > lo) {
      const span = hi - Math.max(lo, 0);
      const folded = Math.abs(out) % span;
      out = Math.max(lo, 0) + folded;
    } else if (Number.isFinite(lo)) out = lo + Math.abs(out - lo);
    else out = hi - Math.abs(out - hi);
  }
  return Number.isInteger(v) ? Math.round(out) : Number(out.toFixed(2));
}

/** A secret shown as reads show one: `********`, or its kind and last characters (`sk_********1e3t`). */
export function isMasked(v: string): boolean {
  return /\*{4,}|•{4,}/.test(v);
}

/** A secret as a read shows it: a password not at all, a key by its prefix and last four. */
export function maskSecret(v: string, key: string): string {
  if (isMasked(v)) return v;
  if (/pass|pin/.test(fieldWords(key)) || v.length < 12) return "********";
  const prefix = /^[a-z]{2,4}_(?:(?:live|test)_)?/i.exec(v)?.[0] ?? "";
  return `${prefix}********${v.slice(-4)}`;
}

/**
 * A name written as the handle a pattern allows: "Retro Gaming" under `^[a-z0-9._]+$` is
 * `retro_gaming` (PeerTube's channel names); undefined where no handle of it fits.
 */
export function handleFitting(v: string, pattern: RegExp): string | undefined {
  if (pattern.test(v)) return v;
  const plain = v
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  return ["_", "-", ".", ""]
    .map((sep) => plain.replace(/[^a-z0-9]+/g, sep).replace(/^[-_.]+|[-_.]+$/g, ""))
    .find((h) => h !== "" && pattern.test(h));
}

/** A pattern as a RegExp; undefined where JavaScript cannot read it. */
export function patternOf(pattern: unknown): RegExp | undefined {
  if (typeof pattern !== "string") return undefined;
  // "/^[a-z0-9._]+$/": a doc that writes its pattern as a JavaScript literal means what is inside.
  const literal = /^\/(.+)\/[a-z]*$/.exec(pattern);
  const source = literal ? (literal[1] as string) : pattern;
  try {
    return new RegExp(source, "u");
  } catch {
    try {
      return new RegExp(source);
    } catch {
      return undefined;
    }
  }
}

/** A value that reads as a calendar date: `20251220`, `2025-12-20`. */
export function dateShaped(v: unknown): boolean {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v.trim() : "";
  const m = /^((?:19|20)\d{2})-?(0[1-9]|1[0-2])-?(0[1-9]|[12]\d|3[01])(?:[T ].*)?$/.exec(s);
  return m !== null;
}

/** Keys of a record's own identifier: `id`, `uid`, `uuid`, `guid`. */
const OWN_ID = /^(id|uid|uuid|guid)$/;

/** Whether `key` names the record's own identifier (or is the collection's id field). */
export function ownIdKey(key: string, idField?: string): boolean {
  return key === idField || OWN_ID.test(fieldWords(key));
}

/**
 * The doc says the field holds an address: format uri/url, a key ending in url/uri/href, or a
 * description calling it one ("The URL where the group can be accessed").
 */
export function docSaysUrl(key: string, schema?: ShapeSchema): boolean {
  if (schema?.format === "uri" || schema?.format === "url") return true;
  // A copied description ("URL of the company" on a type) does not make a type an address.
  if (/(^|_)(type|kind|category|status|format|mode|id|name|title|label)$/.test(fieldWords(key)))
    return false;
  if (/(^|_)(url|uri|href|website|homepage)$/.test(fieldWords(key))) return true;
  const d = String(schema?.description ?? "").trim();
  return /^(?:the |a |an )?(?:full |absolute |public |canonical )?(?:url|uri|web address)\b/i.test(
    d,
  );
}

/** A value a reader takes for an address: a scheme, a path, or a dotted host with no spaces. */
export function urlShaped(v: string): boolean {
  const s = v.trim();
  if (/\s/.test(s)) return false;
  return /^[a-z][a-z0-9+.-]*:/i.test(s) || s.startsWith("/") || /^[\w-]+(\.[\w-]+)+(\/|$)/.test(s);
}

/**
 * A value with a template's slot in it: Clubhouse's photo_url
 * "https://…/<user_id>_<guid>_thumbnail_250x250" (fresh71 readers N) is a form, no address.
 */
export const TEMPLATE_SLOT = /^\S*<[A-Za-z][\w-]*>\S*$/;

/**
 * A doc's example that names the field instead of giving a value: "unique-app-identifier" for
 * Svix's `uid` ("Optional unique identifier for the application"). Every word of the value is a
 * word (or the start of a word) of the field's name or description.
 */
export function placeholderValue(v: unknown, key: string, description = ""): boolean {
  if (typeof v !== "string") return false;
  if (TEMPLATE_SLOT.test(v)) return true;
  const words = v
    .toLowerCase()
    .split(/[-_.\s]+/)
    .filter(Boolean);
  if (words.length < 2 || words.some((w) => !/^[a-z]{2,}$/.test(w))) return false;
  // An example the description itself lists ("the work type (Logo design, development...)") is
  // said there as a value: its own words are no sign it names the field.
  const prose = description.toLowerCase().split(v.toLowerCase()).join(" ");
  const doc = `${splitWords(key).join(" ")} ${prose}`.toLowerCase().split(/[^a-z]+/);
  const said = doc.filter((w) => w.length >= 2);
  return words.every((w) => said.some((d) => d === w || (w.length >= 3 && d.startsWith(w))));
}

/** The doc says no two records share the value: "unique identifier", format uuid, the own id. */
export function docSaysUnique(key: string, schema?: ShapeSchema, idField?: string): boolean {
  if (ownIdKey(key, idField) || schema?.format === "uuid") return true;
  return (
    /\bunique\b/i.test(String(schema?.description ?? "")) &&
    /(^|_)(id|key|uid)$/.test(fieldWords(key))
  );
}

/** Keys of the time a record was made: `created`, `createdAt`, `creation_date`, `dateCreated`. */
export function createdKey(key: string): boolean {
  const w = fieldWords(key);
  return /^(created|created_(at|on|time|date|timestamp)|creation_(date|time|timestamp)|date_created|create_(time|date)|time_created)$/.test(
    w,
  );
}

/** A format a doc says a string holds: a document, a schedule or a pattern, each with a grammar. */
export type StatedFormat = "yaml" | "json" | "xml" | "cron" | "regex";

/** Names of fields that say which format (or where a document is), never hold the document. */
const FORMAT_NAMING_KEY =
  /(^|_)(url|uri|href|link|path|file|file_?name|filename|id|ids|type|format|formats|version|schema|encoding|mime|media_type|content_type|language|mode)$/;

const STATED_FORMATS: ReadonlyArray<[StatedFormat, RegExp]> = [
  [
    "yaml",
    /\b(?:in|as) (?:an? )?YAML\b|\bYAML[- ](?:format|formatted|document|string|encoded|file|body)\b/i,
  ],
  [
    "json",
    /\b(?:in|as) (?:an? )?JSON\b(?![- ](?:path|pointer|schema|lines))|\bJSON[- ](?:formatted|encoded|string|document|blob|serialized|text|object)\b|\bserialized JSON\b|\bstringified JSON\b/i,
  ],
  ["xml", /\b(?:in|as) (?:an? )?XML\b|\bXML[- ](?:formatted|encoded|string|document|text)\b/i],
  ["cron", /\bcron\b/i],
  // "A regular expression that represents…" is one; "must match the regular expression `[a-z]+`"
  // states the value's own pattern and says nothing of what it holds.
  [
    "regex",
    /(?:^|[.:;]\s+)(?:an? |the )?(?:regular expression|regex(?:p)?)(?: pattern)?\b(?! pattern:)|\b(?:regular expression|regex(?:p)?)(?: pattern)? (?:that|which|used|to match|for matching)\b/i,
  ],
];

/**
 * The format a string field's doc says its value holds ("The pipeline configuration in YAML
 * format", "A JSON encoded string containing…", "the cron expression…", "A regular expression
 * that…"), or undefined. Where a value "must match the regular expression …" the expression is the
 * value's own pattern, no content; a field named for a format, a type or a place of a document
 * (`format`, `schemaVersion`, `configUrl`) names it, and holds no document.
 */
export function statedFormat(description: string, name = ""): StatedFormat | undefined {
  // "Whether to format the result as a JSON string" asks for a choice, not a document.
  if (FORMAT_NAMING_KEY.test(fieldWords(name)) || /^\s*whether\b/i.test(description))
    return undefined;
  const d = description.replace(/<[^>]+>/g, " ");
  // "must match the regular expression" / "should match the regex": the value's own pattern.
  const said = d.replace(
    /\b(?:match(?:es)?|matching|conform(?:s)? to|satisf(?:y|ies)) (?:the )?(?:regular expression|regexp?)\b/gi,
    " ",
  );
  for (const [f, re] of STATED_FORMATS) if (re.test(said)) return f;
  // `cron`, `cron_expression`, `schedule_expression`: the name says a schedule's grammar.
  if (/(^|_)cron(_expression|_schedule)?$|^schedule_expression$/.test(fieldWords(name)))
    return "cron";
  return undefined;
}

/** Does a value parse as the format its doc states (a YAML or JSON document of members, a cron line…)? */
export function fitsStatedFormat(v: unknown, format: StatedFormat): boolean {
  if (typeof v !== "string") return false;
  const s = v.trim();
  switch (format) {
    case "json":
      try {
        const x = JSON.parse(s) as unknown;
        return x !== null && typeof x === "object";
      } catch {
        return false;
      }
    case "yaml":
      try {
        const x = parseYaml(s) as unknown;
        return x !== null && typeof x === "object";
      } catch {
        return false;
      }
    case "xml":
      return (
        /^<([A-Za-z_][\w:.-]*)\b[^>]*(\/>|>[\s\S]*<\/\1\s*>)$/.test(s) ||
        /^<\?xml\b[\s\S]*>$/.test(s)
      );
    case "cron":
      return (
        /^(cron|rate)\(.+\)$/.test(s) ||
        /^(@(yearly|annually|monthly|weekly|daily|hourly))$/.test(s) ||
        /^([\d*?/,LW#-]+|[A-Z]{3}(-[A-Z]{3})?)(\s+([\d*?/,LW#-]+|[A-Z]{3}([-,][A-Z]{3})*)){4,6}$/i.test(
          s,
        )
      );
    case "regex":
      try {
        new RegExp(s);
        return /[\\^$.*+?[\](){}|]/.test(s) && !/\s[a-z]+\s[a-z]+/i.test(s);
      } catch {
        return false;
      }
  }
}

/**
 * The doc marks the field as its record's name or title: "The name of the code review.", "The
 * title of the product.", "Required. This is to clearly identify the product…". A record of such
 * a doc goes with its name, never without one.
 */
export function docNamesRecord(key: string, description: string): boolean {
  const d = description.replace(/^\s*(required|optional|output only)\.\s*/i, "");
  // `MonitorName`, "The name of the monitor.": the name of the record its own noun says.
  const noun = /^(?:[a-z0-9]+_)*?([a-z0-9]+)_(?:name|title)$/.exec(fieldWords(key))?.[1];
  if (
    noun &&
    new RegExp(
      `^(?:the |a )?(?:unique |friendly |display )?(?:name|title) of (?:the |this |your |a |an )?${noun}\\b`,
      "i",
    ).test(d)
  )
    return true;
  if (!/^(name|title|display_name|product_name|friendly_name)$/.test(fieldWords(key))) return false;
  return (
    /^(?:the |a )?(?:unique |friendly |display |human[- ]readable |canonical |descriptive )?(?:name|title) (?:of|for) (?:the |this |your |a |an )?[a-z]/i.test(
      d,
    ) || /\b(?:clearly )?identif(?:y|ies) the\b/i.test(d)
  );
}

/**
 * The doc calls a group of members the attributes of one kind of record ("Grocery Attributes",
 * "Nutrition attributes", "Apparel-specific attributes"): the kind's word, or undefined. Such a group belongs on records of that
 * kind only — a cast-iron skillet has no alcohol by volume.
 */
export function kindAttributeGroup(description: string): string | undefined {
  const m = /^\s*(?:the )?([a-z]+)(?:[- ]specific)? attributes\b/i.exec(description);
  const kind = m?.[1]?.toLowerCase();
  return kind &&
    !/^(the|product|item|record|general|basic|common|other|additional|custom|extra|optional)$/.test(
      kind,
    )
    ? kind
    : undefined;
}

/**
 * The doc marks the member deprecated: `deprecated: true`, or its description says so of the
 * member itself ("IpFamily is deprecated and has been replaced by IpAddressFamily", "Deprecated:
 * use retentionPeriodSeconds", "This field has been replaced by `labels`"). Not a record's own
 * state ("Whether the API version is deprecated", "The time the key was deprecated").
 */
export function docDeprecated(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  const s = schema as { deprecated?: unknown; description?: unknown };
  if (s.deprecated === true) return true;
  const d = typeof s.description === "string" ? s.description : "";
  return (
    /^\s*(?:(?:required|optional|output only)\.\s*)?deprecated\b(?!\s+(?:at|on|since|time|date)\b)/i.test(
      d,
    ) ||
    /\b(?:this|the) (?:field|member|property|parameter|attribute|key) (?:is|has been) (?:now )?(?:deprecated|replaced by)\b/i.test(
      d,
    ) ||
    /^\s*[A-Za-z_][\w.]* is (?:now )?deprecated\b/.test(d)
  );
}
