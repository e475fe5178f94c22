import { enUS } from "date-fns/locale/en-US";
import { isProviderPair, resourcePath } from "../domain/resource-names.js";
import {
  acronymCase,
  countOf,
  humanize,
  isPlural,
  isUncountable,
  misspelledInflection,
  singular,
} from "../domain/words.js";

export { resourcePath };
/** Word-level helpers the offline writer and the checks share. */

/** Split an identifier into lowercase words: `listOpenSlots`, `list_open_slots` → list, open, slots. */
export function identifierWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.toLowerCase());
}

/** True when a name is written as a code identifier (snake_case, kebab-case with digits, camelCase). */
export function isCodeIdentifier(name: string): boolean {
  return /_/.test(name) || /[a-z][A-Z]/.test(name);
}

/** "a" or "an" for the phrase that follows. */
export function article(phrase: string): string {
  // "a one-year term", "a unit": the sound, not the letter.
  if (/^one\b/i.test(phrase.trim())) return "a";
  // An acronym is said letter by letter: "an SSML voice", "an HTML page", "a PDF".
  const first = phrase.trim().split(/\s+/)[0] ?? "";
  // A letter is said by its name: "an x", "a y".
  if (/^[a-z]$/i.test(first)) return /^[aefhilmnorsx]$/i.test(first) ? "an" : "a";
  if (/^[A-Z]{2,}s?$/.test(first) || /^[b-df-hj-np-tv-z]{2,}$/i.test(first))
    return /^[aefhilmnorsx]/i.test(first) ? "an" : "a";
  return /^(?:[aeio]|u(?!ni|se|sa|su)|hour|honest)/i.test(phrase.trim()) ? "an" : "a";
}

/** English nouns with no "a" in running speech though they have a plural ("pain", "fever"). */
const MASS_NOUN =
  /^(?:pain|fever|nausea|fatigue|dizziness|insomnia|acne|asthma|anxiety|stress|advice|information|help|feedback|support|access|maintenance|work|research|damage|swelling|bleeding|coughing|weight|loss|hair|skin|water|food|traffic|weather|news|equipment|software|hardware|furniture|luggage|baggage|money|time|music|art)$/i;

/** Words that already decide a phrase's article, or make it a clause. */
const OWN_DETERMINER =
  /^(?:a|an|the|my|your|our|his|her|their|its|this|that|these|those|some|any|no|every|each|another|more|less|one|two|three|\d+|i|we|it|he|she|they|please|need|want|can)$/i;

/**
 * A short noun phrase as said after "about" or "for": "an annual check-up", "a sore throat and
 * fever", "lower back pain" (its head, the last word before a preposition, is a mass noun) — a
 * stored reason ("Annual check-up") is a label, not speech (bundled clinic: "It's about annual
 * check-up."). Longer text and phrases with their own determiner are left as they are.
 */
export function spokenNounPhrase(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const first = words[0] ?? "";
  const lowered = /^[A-Z][a-z-]+$/.test(first) ? first.toLowerCase() : first;
  const text = [lowered, ...words.slice(1)].join(" ");
  if (words.length > 6 || OWN_DETERMINER.test(first) || /[.!?,;:"]/.test(phrase)) return text;
  const cut = words.findIndex(
    (w, i) => i > 0 && /^(?:after|before|on|in|at|for|with|of|from|to|and|or|since|when)$/i.test(w),
  );
  const head = (cut > 0 ? words[cut - 1] : words[words.length - 1]) ?? "";
  if (MASS_NOUN.test(head) || isPlural(head) || isUncountable(head)) return text;
  return `${article(text)} ${text}`;
}

/** Join phrases as English: "a", "a and b", "a, b and c". */
export function englishList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Capitalise the first letter, collapse whitespace, fix spacing before punctuation. */
export function tidySentence(text: string): string {
  const t = text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.?!;:])/g, "$1")
    .replace(/([,.?!])\1+/g, "$1")
    // A phrase said twice in a row ("on file for me for me") is a join gone wrong.
    .replace(/\b([a-z]+ [a-z]+) \1\b/gi, "$1")
    // "list the the custom constraints" (fresh60 first drafts): a determiner said twice.
    .replace(/\b(the|a|an|my) \1\b/g, "$1")
    .trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** How a value reads in a sentence, and what it is (money is spoken with its currency). */
export interface SpeakOptions {
  role?: string;
  /** ISO currency code for money. */
  currency?: string;
  /** Unit for a measure ("°C", "%"). */
  unit?: string;
  /** Year people assume when none is said (the environment's clock); dates in it omit the year. */
  year?: number;
  /** The field's label: an enum code drops the words that repeat it (`UPLINK_COUNT_7` → 7). */
  label?: string;
  /** The field's doc text: a product's name in a code keeps the doc's casing ("CloudFormation"). */
  prose?: string;
}

/**
 * A resource path as a person says it: the record, then the project and location it is in —
 * "membership m1 in project quiet-harbor-412 (us-central1)", "europe-west4" for
 * `locations/europe-west4` (fresh59 readers U: users quoted `projects/…/locations/…` paths).
 */
function spokenResourcePath(pairs: [string, string][]): string {
  const find = (coll: string) => pairs.find(([c]) => c === coll)?.[1];
  const project = find("projects");
  const location = find("locations");
  const own = pairs.filter(
    (p) => p[0] !== "projects" && p[0] !== "locations" && !isProviderPair(p),
  );
  const last = own[own.length - 1];
  const where = [
    project ? `project ${project}` : undefined,
    location ? (project ? `(${location})` : location) : undefined,
  ]
    .filter(Boolean)
    .join(" ");
  if (!last) return where;
  // A parent other than the project is said too: "contact 0mcekm3zuu of organization yp70y9crpj"
  // (fresh60 readers, U: the contact's organization was never given).
  const thing = own
    .map(([c, id]) => `${humanize(singular(c))} ${id}`)
    .reverse()
    .join(" of ");
  return where ? `${thing} in ${where}` : thing;
}

/**
 * How a value is spoken in a sentence: ISO dates as people say them ("Feb 6 at 3:30 pm"), enum
 * codes as words ("coffee maker"), money with its currency, booleans as yes/no.
 */
export function speakValue(value: unknown, o: SpeakOptions = {}): string {
  if (typeof value === "string") {
    if (isDateLike(value)) return spokenDate(value, o.year) ?? value;
    // Digits of an instant in text (a Unix timestamp typed as a string) are said as the date.
    const digits = o.role === "date" || o.role === "datetime" ? epochIso(value) : undefined;
    if (digits) return spokenDate(digits, o.year) ?? value;
    const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
    if (clock && Number(clock[1]) < 24) return spokenTime(Number(clock[1]), Number(clock[2]));
    if (isEnumCode(value)) return spokenCode(value, o.label ?? "", o.prose).text;
    const span = isoDurationWords(value);
    if (span) return HOW_OFTEN.test(o.label ?? "") ? `every ${span.replace(/^1 /, "")}` : span;
    const path = resourcePath(value);
    if (path) return spokenResourcePath(path);
    if (
      (o.role === "category" || o.role === "status") &&
      (/^[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)+$|^[A-Z]+$/.test(value) || isCamelCode(value))
    )
      return humanize(value);
    return value;
  }
  if (typeof value === "number") {
    if (o.role === "money") return spokenMoney(value, o.currency);
    // An instant counted since 1970 is said as the date it is ("Nov 3"), never "from 28".
    const instant = o.role === "date" || o.role === "datetime" ? epochIso(value) : undefined;
    if (instant) return spokenDate(instant, o.year) ?? instant;
    const n = spokenNumber(value);
    if (o.unit && TIME_UNIT_SECONDS[o.unit]) return spokenDuration(value, o.unit);
    if (o.unit === "%" || o.unit?.startsWith("°")) return `${n}${o.unit}`;
    // "1 day", never "1 days"; a symbol ("cm", "ms") stays as it is.
    if (o.unit)
      return `${n} ${value === 1 && /^[a-z]{3,}s$/.test(o.unit) ? singular(o.unit) : o.unit}`;
    return n;
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return englishList(value.map((v) => speakValue(v, o)));
  return "";
}

/** A label of how often something happens: its duration value is said "every 15 minutes". */
const HOW_OFTEN = /\b(?:frequency|rate|interval|cadence|recurrence|every)$/i;

const ISO_DURATION =
  /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const ISO_UNITS = ["year", "month", "week", "day", "hour", "minute", "second"] as const;

/**
 * An ISO 8601 duration as its amounts ("PT15M" → "15 minutes", "PT1H30M" → "1 hour 30 minutes",
 * "P1D" → "1 day"); undefined for anything else. Lookout for Equipment's upload frequencies were
 * said "to PT1H" (blind69 readers, F).
 */
export function isoDurationWords(value: string): string | undefined {
  const m = ISO_DURATION.exec(value.trim());
  if (!m || /T$/.test(value.trim())) return undefined;
  const parts = ISO_UNITS.flatMap((unit, i) => {
    const n = m[i + 1];
    return n === undefined ? [] : [countOf(Number(n), unit)];
  });
  return parts.length > 0 ? parts.join(" ") : undefined;
}

/** Seconds in one of each unit a doc may count a duration in. */
const TIME_UNIT_SECONDS: Record<string, number> = {
  milliseconds: 0.001,
  seconds: 1,
  minutes: 60,
  hours: 3600,
};

/**
 * A duration counted in the doc's unit, said with that unit and, when it is a whole number of a
 * larger one, that too: "10800 seconds (3 hours)", "90 seconds" (fresh12 readers: "the duration is
 * 60" — 60 of what?). The doc's number stays in the words, so the answer still states the value.
 */
export function spokenDuration(value: number, unit: string): string {
  const per = TIME_UNIT_SECONDS[unit];
  const said = `${spokenNumber(value)} ${value === 1 ? singular(unit) : unit}`;
  if (per === undefined || !Number.isFinite(value)) return said;
  const seconds = value * per;
  for (const [name, size] of [
    ["day", 86400],
    ["hour", 3600],
    ["minute", 60],
  ] as const)
    if (size > per && seconds >= size && Number.isInteger(seconds / size) && seconds / size < 100)
      return `${said} (${countOf(seconds / size, name)})`;
  return said;
}

/**
 * A number as the user says it: exactly the value (so what is said is what the call gets), unless
 * it carries more decimals than anyone types — then rounded to two, and a value checker flags it.
 */
export function spokenNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const decimals = String(value).split(".")[1]?.length ?? 0;
  return decimals <= 5 ? String(value) : String(Math.round(value * 100) / 100);
}

/**
 * The ISO instant of a number that counts seconds (1e8…1e11) or milliseconds (1e11…1e14) since
 * 1970 — or of such a count written as digits (a Unix timestamp typed as a string, Mux's
 * `created_at` "1765460700") — or undefined for anything else.
 */
export function epochIso(count: number | string): string | undefined {
  const value =
    typeof count === "number" ? count : /^\d{9,13}$/.test(count) ? Number(count) : Number.NaN;
  if (!Number.isFinite(value) || value < 1e8 || value >= 1e14) return undefined;
  const ms = value >= 1e11 ? value : value * 1000;
  return new Date(ms).toISOString();
}

/**
 * An amount as people write it in its currency: "$12.50", "CA$165.99", "€3", "CHF 12.50" (by
 * `Intl.NumberFormat`), or a plain amount when the currency is unknown. Readers marked "165.99 CAD"
 * (stop-61 readers, B): a code after the number is how a ledger writes it, not a person.
 */
export function spokenMoney(amount: number, currency?: string): string {
  const n = Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
  const code = currency?.toUpperCase();
  if (!code) return n;
  if (!/^[A-Z]{3}$/.test(code)) return `${n} ${code}`;
  const digits = Number.isInteger(amount) ? 0 : 2;
  try {
    return new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
      .format(amount)
      .replace(/\u00a0/g, " ");
  } catch {
    return `${n} ${code}`;
  }
}

/**
 * The sign an amount in `code` is written with ("$" for USD, "CA$" for CAD, "€"), or undefined
 * when the currency has none but its code ("CHF 12.50").
 */
export function currencySign(code: string): string | undefined {
  const upper = code.toUpperCase();
  if (!/^[A-Z]{3}$/.test(upper)) return undefined;
  try {
    const sign = new Intl.NumberFormat("en-US", { style: "currency", currency: upper })
      .formatToParts(1)
      .find((p) => p.type === "currency")?.value;
    return sign && sign !== upper ? sign : undefined;
  } catch {
    return undefined;
  }
}

const ISO_PARTS =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Parts of an ISO date or date-time, read as written (UTC wall clock for `Z`). */
export function isoParts(
  value: string,
): { year: number; month: number; day: number; hour?: number; minute?: number } | undefined {
  const m = ISO_PARTS.exec(value.trim());
  if (!m) return undefined;
  const parts = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (parts.month < 1 || parts.month > 12 || parts.day < 1 || parts.day > 31) return undefined;
  if (m[4] === undefined) return parts;
  return { ...parts, hour: Number(m[4]), minute: Number(m[5]) };
}

/** `3:30 pm`, `9 am`, `12 pm`. */
export function spokenTime(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute ? `:${String(minute).padStart(2, "0")}` : ""} ${hour < 12 ? "am" : "pm"}`;
}

/** A month's English name by its number (3 → "March"); undefined outside 1–12. */
export function monthName(month: number): string | undefined {
  if (!Number.isInteger(month) || month < 1 || month > 12) return undefined;
  return enUS.localize.month((month - 1) as Parameters<typeof enUS.localize.month>[0], {
    width: "wide",
  });
}

/**
 * "Feb 6 at 3:30 pm" (this year), "June 4, 2006" (a date in another year). Month names come from
 * date-fns' English locale; the parts are read from the string so every runtime and time zone
 * says the same words.
 */
export function spokenDate(value: string, year?: number): string | undefined {
  const p = isoParts(value);
  if (!p) return undefined;
  const timed = p.hour !== undefined && (p.hour !== 0 || p.minute !== 0);
  const month = enUS.localize.month((p.month - 1) as Parameters<typeof enUS.localize.month>[0], {
    width: timed ? "abbreviated" : "wide",
  });
  const day = `${month} ${p.day}${p.year === year ? "" : `, ${p.year}`}`;
  return timed ? `${day} at ${spokenTime(p.hour ?? 0, p.minute ?? 0)}` : day;
}

/** Words of a parameter or field name, suitable inside a sentence ("date of birth", "room"). */
export function labelFor(name: string, description?: string): string {
  const words = identifierWords(name);
  // A trailing "id" is not something people say; the noun before it is what they mean.
  if (words.length > 1 && words[words.length - 1] === "id") words.pop();
  // `id_user`, `id_webhook` (Budgea): the same id with the word first — "What id user would you
  // like?" asked for a user (fresh53 dev).
  else if (words.length > 1 && words[0] === "id") words.shift();
  let label = words.join(" ");
  const short = description ? shortDescriptionLabel(description) : undefined;
  if (short && (label.length <= 2 || words.length === 0)) label = short;
  // A request payload's name (`body`, `payload`) says what the doc says it holds: "The project
  // configuration to set" → "project configuration", never "change the body on the project"
  // (fresh57 readers, F).
  const held = /^(?:body|payload|request body|data)$/.test(label)
    ? heldNoun(description)
    : undefined;
  return held ?? label;
}

/** "The project configuration to set. Note …" → "configuration": what a payload holds. */
function heldNoun(description: string | undefined): string | undefined {
  const first = (description ?? "").split(/[.;(:\n]/)[0]?.trim() ?? "";
  const m =
    /^(?:the|a|an)\s+([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)\s+(?:to (?:set|use|send|add|update|create|apply|store|save|upload)|that|which|for|of)\b/i.exec(
      first,
    );
  // The head word alone: "project configuration" of a project is its "configuration".
  const noun = m?.[1]?.toLowerCase().split(" ").pop();
  return noun && !/^(?:body|payload|request|data|object|value|json|input|content)$/.test(noun)
    ? noun
    : undefined;
}

/** A description usable as a noun phrase when it is short and plain ("EU size", "exact team name"). */
export function shortDescriptionLabel(description: string): string | undefined {
  const first = description.split(/[.;(,]|\be\.g\b/)[0]?.trim() ?? "";
  if (first.length === 0 || first.split(/\s+/).length > 4) return undefined;
  if (/[{}[\]_`]|YYYY|\bid\b|identifier/i.test(first)) return undefined;
  return first.charAt(0).toLowerCase() + first.slice(1);
}

const DATE_LIKE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/;

/** True for ISO-8601 dates and date-times. */
export function isDateLike(value: unknown): boolean {
  return typeof value === "string" && DATE_LIKE.test(value);
}

/** True for ids, codes and tokens a person would not say unprompted. */
export function looksOpaque(key: string, value: unknown): boolean {
  if (typeof value !== "string" || value.length === 0) return false;
  const words = identifierWords(key);
  const last = words[words.length - 1] ?? "";
  // A slug is the record's name made a URL key: nobody asks "what's the slug of the tag called
  // Thriller?" (fresh40 readers F, 10 of 60 samples).
  if (["id", "ids", "uuid", "token", "cursor", "key", "ref", "sku", "code", "slug"].includes(last))
    return true;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(value) || /^[0-9a-f]{16,}$/i.test(value)) return true;
  // Base64 bytes (a row version, "EntVbgV3fV0="): "remove the purchase on EntVbgV3fV0=" named a
  // record by what the database bumps (row-version test, stop 47).
  if (/^[A-Za-z0-9+/]{6,}={1,2}$/.test(value)) return true;
  // A prefixed key ("pk_xy9f1luul3we9x7kvwuoah6d", "sk_live_…"): "the auth mechanism is pk_…"
  // read a secret out (fresh53 dev, Budgea).
  if (/^[a-z]{2,5}_(?:[a-z]+_)?(?=[a-z0-9]*\d)[a-z0-9]{12,}$/i.test(value)) return true;
  if (/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)[A-Za-z0-9+/]{12,}$/.test(value)) return true;
  return /^[a-z]{1,6}[_-]?\d{1,}$/i.test(value) && /\d/.test(value) && !/\s/.test(value);
}

/** Unit words inside enum codes and field names, as people write them. */
const UNITS: Record<string, string> = {
  lbs: "lb",
  lb: "lb",
  kg: "kg",
  kva: "kVA",
  kw: "kW",
  gbps: "Gbps",
  mbps: "Mbps",
  gb: "GB",
  mb: "MB",
  tb: "TB",
  ghz: "GHz",
  mhz: "MHz",
  ms: "ms",
  cm: "cm",
  mm: "mm",
  km: "km",
};

/** True for an enum code written as a machine writes it (`UPLINK_COUNT_7`, `ABOVE_RACK`, `L6_30P`). */
export function isEnumCode(value: unknown): value is string {
  return (
    typeof value === "string" &&
    (/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(value) || /^[A-Z]{4,}$/.test(value))
  );
}

/**
 * A state or sort written as one identifier of words (`InProgress`, `ClientSubmitted`,
 * `advisorAccepted`, `CoClient`): letters only, two or more words each starting with a capital
 * after the first. A person says its words ("in progress"). A name can look the same ("PayPal",
 * "McDonald"), so callers say it so only for a state, a sort or a member of the doc's enum.
 */
export function isCamelCode(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z][a-z]+(?:[A-Z][a-z]+)+$/.test(value);
}

/** An enum code as a person says it, and what kind of thing it turned out to be. */
export interface SpokenCode {
  text: string;
  /** The code is a number of something ("7" for `UPLINK_COUNT_7`). */
  count?: number;
  /** The code carries a unit ("1,800 lb"): the label drops its own unit word. */
  unit?: string;
}

/**
 * Say an enum code the way people do: drop the words that repeat the field's name
 * (`UPLINK_COUNT_7` on "uplink count" → 7), keep product codes whole and upper case
 * (`OPTIC_100GBASE_LR4` → 100GBASE-LR4), write numbers and units as people do
 * (`MAX_1800_LBS` → 1,800 lb; `POWER_30_KVA` → 30 kVA), and the rest as lower-case words
 * (`ABOVE_RACK` → above rack).
 */
export function spokenCode(value: string, label: string, prose = ""): SpokenCode {
  const labelWords = identifierWords(label);
  const labelUnit = labelWords.map((w) => UNITS[w]).find(Boolean);
  const repeats = (t: string) =>
    labelWords.some(
      (l) => l === t || (t.length >= 3 && l.length >= 3 && (l.startsWith(t) || t.startsWith(l))),
    );
  const tokens = withoutVersion(value.split(/[_\s]+/).filter(Boolean));
  const cased = productCasing(prose);
  const out: string[] = [];
  let count: number | undefined;
  let unit: string | undefined;
  let code: string[] = [];
  const flush = () => {
    if (code.length) out.push(code.join("-"));
    code = [];
  };
  for (const [i, raw] of tokens.entries()) {
    const t = raw.toLowerCase();
    const isCode = /\d/.test(raw) && /[a-z]/i.test(raw);
    if (/^\d+$/.test(raw)) {
      flush();
      count = Number(raw);
      out.push(count.toLocaleString("en-US"));
      continue;
    }
    if (UNITS[t] && i > 0) {
      flush();
      unit = UNITS[t];
      out.push(unit);
      continue;
    }
    const numUnit = /^(\d+(?:\.\d+)?)([a-z]{1,2})$/i.exec(raw);
    if (numUnit && labelUnit) {
      flush();
      unit = labelUnit;
      out.push(`${numUnit[1]} ${labelUnit}`);
      continue;
    }
    if (isCode || (code.length > 0 && /^[A-Z]{1,3}\d*$/.test(raw))) {
      code.push(raw.toUpperCase());
      continue;
    }
    flush();
    if (repeats(t)) continue;
    out.push(cased.get(t) ?? acronymCase(t) ?? t);
  }
  flush();
  // A kind of link ends with the word link: `FLINK_DASHBOARD_URL` of a "url type" is the flink
  // dashboard one — "a link to the flink dashboard", never "the flink dashboard url
  // application presigned url" (fresh61 readers, F).
  const kindOf = /^(?:.+ )?(url|uri|link) (?:type|kind)$/.exec(labelWords.join(" "))?.[1];
  const lastToken = tokens[tokens.length - 1]?.toLowerCase();
  if (kindOf && tokens.length >= 2 && lastToken === kindOf && !/\d/.test(value))
    return { text: humanize(tokens.slice(0, -1).join("_")) };
  // Only a number or a code makes the name's words redundant: `SHIPPING_ADDRESS` stays whole.
  if (out.length === 0 || !out.some((w) => /\d/.test(w)))
    return {
      // `STOP_VM` is "stop VM": lower-case "vm" reads as a code word (AlloyDB's fault types, fresh73).
      text: tokens
        .map((t) => cased.get(t.toLowerCase()) ?? acronymCase(t) ?? humanize(t))
        .join(" "),
    };
  const text = out.join(" ").replace(/(\d) (lb|kVA|kW|kg|GB|MB|TB)\b/g, "$1 $2");
  return {
    text,
    ...(unit ? { unit } : {}),
    ...(count !== undefined && !unit && out.length === 1 ? { count } : {}),
  };
}

/**
 * Tokens of an enum code without its version: `CLOUDFORMATION_STACK_1_0` → CLOUDFORMATION, STACK;
 * `TAG_FILTERS_V2` → TAG, FILTERS. A person says "a CloudFormation stack query", never
 * "cloudformation stack 1 0" (stop-61 readers, F). Only a tail of two or more short numbers or a
 * `V`-number after two words or more counts: `UPLINK_COUNT_7` keeps its count, `TLS_1_2` is
 * "tls 1.2".
 */
function withoutVersion(tokens: string[]): string[] {
  let end = tokens.length;
  if (end >= 2 && /^[Vv]\d{1,2}$/.test(tokens[end - 1]!)) end--;
  else {
    while (end > 0 && /^\d{1,2}$/.test(tokens[end - 1]!)) end--;
    if (tokens.length - end < 2) end = tokens.length;
  }
  if (end === tokens.length || end === 0 || !/[A-Za-z]/.test(tokens[end - 1]!)) return tokens;
  // One word and its version (`TLS_1_2`): the version is what tells the members apart ("TLS 1.2").
  if (tokens.slice(0, end).filter((t) => /[A-Za-z]/.test(t)).length < 2)
    return /^[Vv]/.test(tokens[end]!)
      ? tokens
      : [...tokens.slice(0, end), tokens.slice(end).join(".")];
  return tokens.slice(0, end);
}

/**
 * Words the doc writes with a capital inside ("CloudFormation", "GitHub", "iOS"), keyed by their
 * lower case: a product's name keeps its casing when a code's words are said.
 */
function productCasing(prose: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of prose.matchAll(/(?<![\w-])([A-Za-z][a-z]+[A-Z][A-Za-z]*|i[A-Z]{2,})(?![\w-])/g)) {
    out.set(m[1]!.toLowerCase(), m[1]!);
  }
  return out;
}

/** Label words that are units ("power draw kva" → "power draw") once the value says the unit. */
export function withoutUnitWords(label: string): string {
  const kept = label.split(" ").filter((w) => !UNITS[w.toLowerCase()]);
  return kept.length ? kept.join(" ") : label;
}

/** A country code as its English name ("DE" → "Germany"), or undefined when not a country. */
export function countryName(code: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  try {
    const name = new Intl.DisplayNames(["en"], { type: "region" }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

let regionNames: Map<string, string> | undefined;
/** Lower-case English region names (from `Intl`) → ISO 3166 alpha-2 code. */
export function regionCodeOfName(name: string): string | undefined {
  if (!regionNames) {
    regionNames = new Map();
    const dn = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (let i = 0; i < 26 * 26; i++) {
      const c = String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26));
      const n = dn.of(c);
      // Old codes share their successor's name (FX and FR are both France): the first is kept.
      if (n && n !== c && !regionNames.has(n.toLowerCase())) regionNames.set(n.toLowerCase(), c);
    }
    for (const [alias, c] of [
      ["usa", "US"],
      ["united states of america", "US"],
      ["uk", "GB"],
      ["great britain", "GB"],
      ["england", "GB"],
      ["scotland", "GB"],
    ] as const)
      regionNames.set(alias, c);
  }
  return regionNames.get(name.trim().toLowerCase());
}

/** A language code as its English name ("en" → "English", "pt-BR" → "Brazilian Portuguese"). */
export function languageName(code: string): string | undefined {
  if (!/^[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?$/.test(code)) return undefined;
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(code.replace("_", "-"));
    return name && name.toLowerCase() !== code.toLowerCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A currency code as people name the money ("INR" → "Indian rupees", "EUR" → "euros"), or
 * undefined when the code is no currency the runtime knows.
 */
export function currencyName(code: string): string | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  try {
    const said = new Intl.NumberFormat("en", {
      style: "currency",
      currency: code,
      currencyDisplay: "name",
    }).format(2);
    const name = said.replace(/^[\d.,\s]+/, "").trim();
    return name && name.toUpperCase() !== code && /^[\p{L} .'-]+$/u.test(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

/** A particle left stranded by a verb-phrase split ("pay the out a specified amount"). */
const STRANDED_PARTICLE =
  /\b(?:the|a|an|my|your) (?:out|up|off|down|away|back|over) (?:a|an|the|my|your|some|to|of)\b|\b(?:the|a|an|my|your) (?:inside|within|across|through|among|between|into|onto) (?:a|an|the|my|your|all)\b/i;
/** API-doc wording no person uses about their own request ("a specified amount", "the given id"). */
export const DOC_SPEAK =
  /\b(?:a|the|an) (?:specified|given|provided|supplied) (?:amount|value|number|date|time|id|identifier|record|item|resource|object|entity|account|user|list|parameters?|data)\b/i;

/**
 * Verb phrases garbled on their way from the docs into a sentence: a stranded particle, doc
 * wording ("a specified amount"), an inflection spelled without its doubled consonant
 * ("transfered"). Applies to user texts and answers alike.
 */
export function garbledPhrase(text: string): string | undefined {
  const stranded = STRANDED_PARTICLE.exec(text);
  if (stranded) return stranded[0];
  const doc = DOC_SPEAK.exec(text);
  if (doc) return doc[0];
  // "request the update an" (e-drv's "Use to request a update an existing reservation"): a
  // phrase that ends on an article lost its noun.
  const bare = /\b(?:the|a|an)$/i.exec(text.trim());
  if (bare) return bare[0];
  for (const w of text.match(/\b[a-z]{5,}(?:ed|ing)\b/gi) ?? [])
    if (misspelledInflection(w)) return w;
  return undefined;
}

/** Words that can't open the object of a request: prepositions, conjunctions, pronouns, quantifiers. */
const NOT_AN_OBJECT_START =
  /^(?:through|without|with|by|from|to|for|via|per|of|and|or|some|any|us|we|me|it|them|you|this|that|these|those|into|onto|in|on|at|is|are|if|but|whose|which)$/i;
/** Tokens of a URL path or an operation id, never a person's word for a thing. */
const PATH_TOKEN = /^(?:api|apis|v\d+[a-z]*\d*|rest|json|xml|https?|get|put|endpoint)$/i;
/** Nouns that end in -s in the singular or are only used in the plural. */
const S_NOUN =
  /^(?:news|series|species|sales|goods|sports|savings|earnings|clothes|means|arms|analytics|statistics|stats|settings|details|credentials|metrics|logistics|physics|economics|mathematics|politics|status|bus|gas|lens|canvas|campus|census|bonus|virus|address|access|business|process|class|glass|boss|loss|pass|chess|express|alias|atlas|bias|focus|radius|thesis|analysis|basis|crisis|diagnosis|apparatus|corpus|genus|cactus|us|this|its|his|has|was|is|plus|minus|various|previous|famous|serious|numerous)$/i;

/** A regular plural ("artists", "tops"), not an -s noun ("news", "status", "address"). */
function regularPlural(word: string): boolean {
  const w = word.toLowerCase();
  return /[^s]s$/.test(w) && !S_NOUN.test(w) && !/(?:ous|ss|is|us)$/.test(w) && w.length > 3;
}

/** Lowercase words of a text, for "does the doc say this word". */
function docWordSet(doc: string): Set<string> {
  const out = new Set<string>();
  for (const w of doc.toLowerCase().match(/[a-z]+/g) ?? []) {
    out.add(w);
    out.add(w.replace(/s$/, ""));
    out.add(w.replace(/es$/, ""));
  }
  return out;
}

/**
 * Split a glued identifier word into words the doc uses ("loadmanagementgroup" → load management
 * group), or undefined when it can't be (a real word like "configuration" isn't glued).
 */
export function unglue(word: string, doc: string): string[] | undefined {
  const known = docWordSet(doc);
  const w = word.toLowerCase();
  const best: (string[] | undefined)[] = [[]];
  for (let end = 1; end <= w.length; end++)
    for (let start = Math.max(0, end - 20); start < end; start++) {
      const head = best[start];
      const piece = w.slice(start, end);
      const ok =
        head !== undefined &&
        end - start < w.length - 1 &&
        (piece.length >= 3 || (piece.length === 2 && /^(?:of|by|to|in|on)$/.test(piece))) &&
        (known.has(piece) ||
          (end === w.length &&
            (known.has(piece.replace(/s$/, "")) || known.has(piece.replace(/es$/, "")))));
      if (ok && (best[end] === undefined || (best[end] as string[]).length > head.length + 1))
        best[end] = [...head, piece];
    }
  const split = best[w.length];
  return split && split.length >= 2 ? split : undefined;
}

/**
 * Why a noun phrase can't be what a person asks for, or undefined when it can: it opens with a
 * function word ("the through source codes", "a new us zip race ethnicity", "the some interview
 * records"), carries a URL-path token ("the api artists names"), a code-cased token ("ThumbUrl"),
 * a glued identifier the doc spells as words ("loadmanagementgroup"), a plural used as a modifier
 * ("artists names", "albums tops"), "todays" for "today's", or "a" before a plural ("a folders").
 * `doc` is the tool's own text (description, summary, entity): a glued word it spells apart is a
 * code name. One rule per cause, shared by the writer (which picks another phrasing) and the
 * has-goal check (which rejects any request whose object reads so).
 */
export function objectProblem(phrase: string, doc = ""): string | undefined {
  const raw = phrase.trim().split(/\s+/).filter(Boolean);
  let i = 0;
  let article = false;
  while (i < raw.length && /^(?:the|my|a|an|new|your|our)$/i.test(raw[i] as string)) {
    if (/^(?:a|an)$/i.test(raw[i] as string)) article = true;
    i++;
  }
  const words = raw.slice(i).map((w) => w.replace(/[,;:!?.]+$/, ""));
  const first = words[0];
  if (first === undefined) return undefined;
  // Lowercase only: "US residents" names a country, "us zip race" reads a name out.
  if (NOT_AN_OBJECT_START.test(first) && first === first.toLowerCase())
    return `opens with "${first}"`;
  if (article && regularPlural(first) && words.length === 1) return `"a" before plural "${first}"`;
  if (article && regularPlural(first) && !regularPlural(words[1] ?? "x"))
    return `"a" before plural "${first}"`;
  let prose: Set<string> | undefined;
  for (const [k, w] of words.entries()) {
    const next = words[k + 1];
    // "API key", "API usage": the doc's own words; "the api artists" is a path read out.
    // "the JSON array", "the API key": an acronym written as people write it is no path token.
    if (
      PATH_TOKEN.test(w) &&
      !/^(?:API|APIs|JSON|XML|REST|HTTPS?)$/.test(w) &&
      !(next && new RegExp(`\\b${w} ${next}`, "i").test(doc))
    )
      return `path word "${w}"`;
    if (/[a-z][A-Z]/.test(w) && !/^[a-z][A-Z][a-z]+$/.test(w)) return `code-cased "${w}"`;
    if (/[A-Z][a-z]+[A-Z][a-z]/.test(w)) return `code-cased "${w}"`;
    if (/^(?:todays|tomorrows|yesterdays)$/i.test(w)) return `"${w}" for "${w.slice(0, -1)}'s"`;
    // "meter actives", "songs highlighteds": an adjective made plural as if it were the noun.
    if (/^(?:actives|inactives|currents|pendings|[a-z]{3,}eds)$/.test(w))
      return `adjective "${w}" used as a noun`;
    if (next && regularPlural(w) && regularPlural(next) && /^[a-z]/.test(w))
      return `plural "${w}" used as a modifier`;
    // A path ("api/pico/loadmanagementgroup") is no spelling of the word; its pieces still count.
    // The doc's words are read once per phrase, and only for a word long enough to be glued.
    if (doc && /^[a-z]{11,}$/.test(w)) {
      prose ??= docWordSet(doc.replace(/\S*\/\S*/g, " "));
      if (!prose.has(w) && !prose.has(w.replace(/s$/, "")))
        if (unglue(w, doc.replace(/\//g, " "))) return `glued identifier "${w}"`;
    }
  }
  return undefined;
}

/** Noun phrases after a determiner in running text, up to the next preposition, quote or stop. */
const NP_IN_TEXT =
  /\b(?:the|my|a new|an?)\s+((?:[A-Za-z][\w'-]*\s+){0,5}?[A-Za-z][\w'-]*)(?=\s*(?:$|[,.?!;:"(]|\s(?:for|with|from|by|on|in|at|to|of|as|called|named|and|or|if|that|already|quickly|now|please|is|are|you|I|it)\b))/g;

/**
 * The first object noun phrase in a user's text that `objectProblem` rejects, with its cause; a
 * preposition stacked on another ("to without switch state") counts too.
 */
export function requestObjectProblem(text: string, doc = ""): string | undefined {
  const stacked = /\b(?:to|for|with|from|by) (?:without|through|via|with|by)\b/i.exec(text);
  if (stacked) return `stacked prepositions "${stacked[0]}"`;
  for (const m of text.matchAll(NP_IN_TEXT)) {
    const det = /^(\S+(?: new)?)/.exec(m[0])?.[1] ?? "";
    const problem = objectProblem(`${det} ${m[1]}`, doc);
    if (problem) return `"${m[0].trim()}": ${problem}`;
  }
  return undefined;
}

/**
 * A field name glued into one word ("sequencenumber", "totalimagecount") said as the words the
 * environment's docs use ("sequence number", "total image count"); any other label as it is.
 */
export function spokenLabel(label: string, vocabulary: Set<string>, description = ""): string {
  // A one- or two-letter name says nothing ("n"): the doc's "The number of images to generate".
  const counted = /^(?:the )?(?:(?:maximum|max|total) )?(number|count|amount) of ([a-z]+)\b/i.exec(
    description,
  );
  if (label.length <= 2 && counted) return `number of ${counted[2]?.toLowerCase()}`;
  // "from" and "to" of a unit converter are no nouns: "What from would you like?" asks nothing.
  if (/^(?:from|to|by|in|on|at|of|for|with)$/.test(label)) {
    const said = shortDescriptionLabel(description);
    if (said) return said;
  }
  if (!/^[a-z]{5,}$/.test(label) || vocabulary.has(label)) return label;
  // "studyid", "vatid": a field glued to its id.
  const glued = /^([a-z]{3,}?)ids?$/.exec(label);
  if (glued?.[1] && vocabulary.has(glued[1])) return `${glued[1]} ID`;
  if (label.length < 7) return label;
  const split = unglue(label, [...vocabulary].join(" "));
  return split ? split.join(" ") : label;
}

/**
 * The doc's whole word for a name's clipped one: `transId` "The transaction id." → "transaction"
 * (never "tran", which is no word), `custId` "Customer id" → "customer".
 */
function unclipped(word: string, description: string | undefined): string | undefined {
  if (!description || word.length < 3) return undefined;
  const said = description.toLowerCase().match(/\b[a-z]+\b/g) ?? [];
  // The doc uses the name's own word ("The order id"): it is a word, not a clipping.
  if (said.some((d) => d === word || singular(d) === singular(word))) return undefined;
  const whole = said.find((d) => d.length > word.length + 1 && d.startsWith(word));
  return whole ? singular(whole) : undefined;
}

/** Words before "ID" that say how an id is kept, not whose it is. */
const ID_MODIFIER =
  /^(?:internal|external|existing|unique|current|given|specified|optional|continuous|new|old|numeric|system|primary)$/i;
/** Words before "ID" that name no thing of the API's. */
const NO_OWNER =
  /^(?:the|an?|api|its|their|your|this|that|object|resource|record|entity|item|array|list|set|of|for|to|in|with|by|and|or)$/i;

/**
 * Whose id a doc says an input is, from its opening words: "Customer ID" → customer, "The recipe
 * id." → recipe, "Message Reaction ID." → message reaction. Undefined when the words say how the id
 * is kept ("The unique ID"), name a brand ("The internal Billbee ID of …") or nothing ("Entity id").
 */
export function ownerOfId(description: string | undefined): string | undefined {
  const m = /^(?:the |an? )?([A-Za-z]+(?: [A-Za-z]+)?) ids?\b/i.exec(description?.trim() ?? "");
  if (!m?.[1]) return undefined;
  // "The internal billbee id of the order": whose id the words after it say.
  const of = /^\s*of (?:the |an? )?([a-z]+)\b/.exec(
    (description ?? "").trim().slice(m[0].length),
  )?.[1];
  if (of && !NO_OWNER.test(of)) return unclipped(of, description) ?? singular(of);
  const opening = m[0].startsWith(m[1]);
  const said = m[1].split(" ");
  // A capital after the sentence's first word is a brand's or a product's name, not a thing.
  if (
    said.some((w, i) => (i > 0 || !opening) && /^[A-Z]/.test(w)) &&
    said.some((w) => /^[a-z]/.test(w))
  )
    return undefined;
  const kept = said.filter((w, i) => !(i < said.length - 1 && ID_MODIFIER.test(w)));
  if (kept.some((w) => NO_OWNER.test(w) || ID_MODIFIER.test(w))) return undefined;
  return kept.map((w) => unclipped(w.toLowerCase(), description) ?? w.toLowerCase()).join(" ");
}

/**
 * What an id the user supplies refers to, or undefined when the value is no id: a field named
 * for an id (`study_id`, `studyid` → "study"), the tool's own record id ("screenshot"), or a
 * number list the doc calls ids ("array of ids of images to send" → "image"), which a
 * text-like name (`body`) would otherwise make the words of a message.
 */
export function referenceLabel(
  leaf: string,
  value: unknown,
  role: string,
  description: string | undefined,
  vocabulary: Set<string>,
  ownNoun: string,
): string | undefined {
  const numeric =
    typeof value === "number" ||
    (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === "number"));
  if (!numeric) return undefined;
  // An amount is no id, whatever ids its doc mentions: taxamo's refund `amount` ("In case of line
  // key and custom id missing …") was said "for custom 0" (fresh41 dev).
  if (/^(?:money|quantity|measure|percent(?:age)?|rating|score|count)$/.test(role))
    return undefined;
  const words = identifierWords(leaf);
  const last = words[words.length - 1];
  if ((last === "id" || last === "ids") && words.length > 1)
    return words
      .slice(0, -1)
      .map((w) => unclipped(w, description) ?? singular(w))
      .join(" ");
  const glued = /^([a-z]{3,}?)ids?$/.exec(leaf);
  // "valid", "paid": a word of the docs is no field glued to "id".
  if (glued?.[1] && words.length === 1 && vocabulary.has(glued[1]) && !vocabulary.has(leaf))
    return singular(glued[1]);
  // An id named by a letter (Vectara's `c` "Customer ID", `o` "Corpus ID") is said by whose id its
  // doc says it is ("corpus 99"), never by the tool's noun: "file an upload for upload 82 … for
  // upload 99" (fresh75 blind readers, F).
  const whose = ownerOfId(description);
  if (
    /^(?:id|free-text|other)$/.test(role) &&
    words.length === 1 &&
    whose &&
    !whose.split(" ").includes(last ?? "")
  )
    return whose;
  if (role === "id" && words.length === 1) return ownNoun;
  const idsOf =
    description &&
    // "Must match the id of an Organization Unit" (learnifier's `homeOrg`, fresh47): an
    // organisation's id, never the user's own ("update user 819").
    (/\bids? of (?:the |an? )?([a-z]+)\b/i.exec(description)?.[1] ??
      /\b([a-z]{3,}) ids?\b/.exec(description)?.[1]);
  if (idsOf && !/^(?:the|of|an?|api|its|their|your)$/i.test(idsOf))
    return singular(idsOf.toLowerCase());
  if (!description || !/\bids?\b/i.test(description) || !/^(?:free-text|other)$/.test(role))
    return undefined;
  // "Ids received after submitting scheduled messages": the things the ids were given for.
  const after = /\bids?\b([^.;]*)/i.exec(description)?.[1] ?? "";
  const things = after.match(/\b[a-z]{4,}s\b/g)?.find((w) => isPlural(w) && singular(w) !== w);
  return things ? singular(things) : ownNoun;
}
