import { ROW_VERSION_NAME } from "../../src/core/domain/field-roles.js";
import {
  CATALOGUES,
  COUNTRIES,
  DESCRIPTIONS,
  NOTES,
  TEXTS,
} from "../../src/core/domain/value-data.js";
import { isLoremText } from "../../src/core/domain/values.js";
import { splitWords } from "../../src/core/domain/words.js";

export {
  findListDefects,
  LIST_DEFECT_KINDS,
  type ListDefect,
  type ListDefectKind,
  listedNoun,
  typeNames,
} from "./list-defects.js";

/**
 * What a reader rejects in generated data, as a detector shared by the tests and
 * `scripts/value-defects.ts`: catalogue product names or category words in fields that are not
 * product names, word-number filler ("harbor-293"), pattern gibberish ("Rk-zgjBQ-tLiT-",
 * "os-bbbbbbbbbbbbbbbbb", "arn:awsh:outposts:7:…"), template prose ("The maple looks fine.") and
 * a city that does not belong to the country next to it; and what the f3 reader found:
 * "<Entity> <field> N" placeholders ("Filter moderator 6", "Lexical entrie lexical category 5"),
 * sentences of a generic pool in a field they were not written for ("Dinner is ready!" as a
 * dictionary example, "Backup byte, kept for failover." as image bytes), and empty objects `{}`
 * where a record or an error entry should be.
 */
export type DefectKind =
  | "catalogue"
  | "codename"
  | "numeric"
  | "unit"
  | "filler"
  | "gibberish"
  | "prose"
  | "address"
  | "placeholder"
  | "pool"
  | "empty"
  | "template"
  | "lorem"
  | "email"
  | "incoherent";
export const DEFECT_KINDS: DefectKind[] = [
  "catalogue",
  "codename",
  "numeric",
  "unit",
  "filler",
  "gibberish",
  "prose",
  "address",
  "placeholder",
  "pool",
  "empty",
  "template",
  "lorem",
  "email",
  "incoherent",
];

export interface Defect {
  kind: DefectKind;
  key: string;
  value: string;
}

const productNames = new Set<string>();
const categoryWords = new Set<string>();
for (const [shop, c] of Object.entries(CATALOGUES)) {
  for (const [cat, names] of Object.entries(c.lines)) {
    // Category words of real shops ("running") are common words; the generic ones leaked as filler.
    if (shop === "generic") categoryWords.add(cat.toLowerCase());
    for (const n of names) {
      productNames.add(n.toLowerCase());
      for (const v of c.variants) productNames.add(`${n} ${v}`.toLowerCase());
    }
  }
}
const cityCountry = new Map<string, Set<string>>();
for (const c of COUNTRIES)
  for (const p of c.places) {
    const k = p.city.toLowerCase();
    if (!cityCountry.has(k)) cityCountry.set(k, new Set());
    cityCountry.get(k)!.add(c.code.toLowerCase());
    cityCountry.get(k)!.add(c.name.toLowerCase());
  }

/**
 * Generic sentence pools and the field words each was written for; a pool sentence anywhere else
 * (judged on the key and the keys above it) is misuse. `text`/`body`/`content` fit a message only
 * inside something that is a message.
 */
const POOL_FITS: Array<{ sentences: Set<string>; key: RegExp; within?: RegExp }> = [];
{
  const msgKeys = /^(text|body|content)$/;
  const msgWithin =
    /message|notification|sms|chat|announcement|speak|say|broadcast|alert|post|comment|reply|note|tweet|toot/;
  for (const [purpose, list] of Object.entries(TEXTS)) {
    const words = purpose.split("-");
    const head = words[words.length - 1]!;
    const key =
      purpose === "message"
        ? /message|announcement|speech|utterance|sms/
        : new RegExp(
            `${head}|${words[0]}|title|subject|summary|description|text|body|content|comment|note|reason|details${head === "comment" ? "|message" : ""}`,
          );
    POOL_FITS.push({
      sentences: new Set(list.map((x) => x.toLowerCase())),
      key,
      ...(purpose === "message" ? { within: msgWithin } : {}),
    });
    if (purpose === "message")
      POOL_FITS[POOL_FITS.length - 1]!.key = new RegExp(`${key.source}|${msgKeys.source}`);
  }
  POOL_FITS.push({
    sentences: new Set(NOTES.map((x) => x.toLowerCase())),
    key: /note|memo|comment|remark|instruction/,
  });
}
const DESCRIPTION_RE = new RegExp(
  `^${DESCRIPTIONS.map((d) =>
    d
      .toLowerCase()
      .replace(/[.;,]/g, (c) => `\\${c}`)
      .replace(/\{noun\}|\{city\}/g, "[a-z ]+"),
  ).join("$|^")}$`,
);
/** A description-pool line fits a description of a record, never an error text or a body. */
const DESCRIPTION_KEY = /(^|_)(description|summary|details|about|purpose)$/;

/** "Filter moderator 6": the field's own words (with or without the entity noun) and a digit. */
export function isPlaceholder(value: string, key: string): boolean {
  const m = /^([A-Z][a-z]*(?: [a-z]+)*) ([1-9])$/.exec(value);
  if (!m) return false;
  const vw = m[1]!.toLowerCase().split(" ");
  const kw = splitWords(key).map((w) => w.toLowerCase());
  if (kw.length === 0) return vw.length >= 2;
  // Every word of the key appears among the value's words (a stem match is enough: "entrie").
  return kw.every((w) => vw.some((v) => v === w || v.startsWith(w.slice(0, 4))));
}

/** Words a placeholder starts with when nothing is known of the field: "Result 6", "Query 8". */
const GENERIC_LABEL =
  /^(Result|Value|Item|Name|Query|Filter|Content|Text|Data|Input|Output|Param|Term|String|Entry|Field) [1-9]$/;
/** A label + number even where the key does not say the words (array roots, `q`). */
export function isLabelNumber(value: string, key: string): boolean {
  // Things people do number: "Floor 3", "Class 3", "Terminal 2", "Season 4".
  if (NUMBERED.test(value)) return false;
  return GENERIC_LABEL.test(value) || isPlaceholder(value, key);
}
const NUMBERED =
  /^(Floor|Class|Terminal|Gate|Level|Track|Room|Platform|Phase|Stage|Round|Season|Episode|Chapter|Step|Lane|Zone|Grade|Group|Tier|Version|Volume|Part|Disc|Week|Day) \d+$/;

/** Codename + entity noun ("Summit Loadmanagementgroup", "Harbor Pico"): a name from no domain. */
const CODENAME = /^(Atlas|Orion|Harbor|Juniper|Falcon|Summit|Beacon) [A-Z][a-z]+$/;
export function isCodename(value: string): boolean {
  return CODENAME.test(value);
}

/**
 * A count, balance or amount written as words ("Leave balance 2" for `leave_balance`): the key
 * says it is a number, the value has letters and no digits-with-unit shape.
 */
const NUMERIC_KEY =
  /(^|_)(balance|count|total|amount|quantity|qty|days|price|cost|percent|percentage|number_of|num)(_|$)/;
export function isNumberAsText(value: string, key: string): boolean {
  const k = splitWords(key).join("_").toLowerCase();
  if (
    !NUMERIC_KEY.test(k) ||
    /(^|_)(unit|currency|type|text|label|name|code|id|formatted|display)$/.test(k)
  )
    return false;
  // "12.50", "3 days", "EUR 12.00", "1,200" are numbers a doc could write.
  if (/^[A-Z]{0,3} ?[-+]?\d[\d,.]*( ?[a-zA-Z%]{1,8})?$/.test(value.trim())) return false;
  return /[a-zA-Z]/.test(value);
}

/** An address's second line ("Apt 4B") in a field that is not an address line (`ActivePowerUnit`). */
const LINE2 = /^(Apt \d+[A-Z]?|Suite \d+|Floor \d+|Unit \d+|Flat \d+)$/;
export function isMisplacedAddressLine(value: string, key: string, within: string): boolean {
  if (!LINE2.test(value)) return false;
  const k = splitWords(key).join("_").toLowerCase();
  if (
    /(^|_)(line_?2|address(_line)?_?2|street_?2|apartment|apt|suite|unit_number|address)$/.test(k)
  )
    return false;
  return !(/unit|suite|floor/.test(k) && /address/i.test(within));
}

/**
 * What the office-life pools speak of (an operations team, a spring migration, failover, a Denver
 * office, a facilities manager, a loading dock): they fit records an organisation keeps about its
 * own systems, places, people and errands, never a clinical trial or a drug approval.
 */
const OFFICE_WORD =
  /^(server|service|host|instance|cluster|database|queue|topic|bucket|key|token|account|project|workspace|team|group|site|device|network|folder|repo|webhook|integration|app|environment|pipeline|config|setting|role|policy|policie|user|tag|label|channel|printer|room|office|order|deliver|shipment|parcel|appointment|booking|visit|customer|contact|patient|client|task|ticket|location|store|employee|member|reservation|request|lead|vendor|supplier|asset|expense|invoice)(e?s)?$/;
/** Does any word of the place (keys above the value, split into words) name an office record? */
function officeWithin(place: string): boolean {
  return splitWords(place).some((w) => OFFICE_WORD.test(w.toLowerCase()));
}
const OFFICE_POOLS = new Set(
  [...NOTES, ...(TEXTS.note ?? []), ...(TEXTS.description ?? [])].map((x) => x.toLowerCase()),
);
/** Keys a person's short message fits: `message`, `text`, `sms`, never `availability_message`. */
const MESSAGE_KEY =
  /^(message|messages|text|body|content|announcement|speech|utterance|sms|message_text|message_body|chat_message|text_message|sms_message|say|speak|tts)$/;

/** Is `value` a pool sentence used outside the fields it was written for? */
export function isPoolMisuse(value: string, key: string, within: string): boolean {
  const low = value.toLowerCase();
  const k = splitWords(key).join("_").toLowerCase();
  const place = `${within} ${key}`.toLowerCase();
  if (DESCRIPTION_RE.test(low))
    return !DESCRIPTION_KEY.test(k) || /error|fault|fail/.test(k) || !officeWithin(place);
  if (OFFICE_POOLS.has(low) && !officeWithin(place)) return true;
  if ((TEXTS.message ?? []).some((m) => m.toLowerCase() === low) && !MESSAGE_KEY.test(k))
    return true;
  for (const p of POOL_FITS) {
    if (!p.sentences.has(low)) continue;
    if (!p.key.test(k)) return true;
    if (p.within && /^(text|body|content)$/.test(k) && !p.within.test(within.toLowerCase()))
      return true;
    return false;
  }
  return false;
}

const PRODUCT_KEY =
  /product|item|title|name|label|category|categories|type|kind|^q$|query|keyword|search|term/i;
const FILLER = /^[a-z]+-\d{3}$/;
const PROSE = /^The [a-z]+ (looks fine|needs attention|was updated|is ready|is on schedule)\.$/;

/** Pattern fill nobody would write. */
export function isGibberish(s: string): boolean {
  // Base64 of an image (JPEG `/9j/`, PNG `iVBOR`) is what byte fields hold, not letter soup.
  if (/^(\/9j\/|iVBOR)[A-Za-z0-9+/]+=*$/.test(s)) return false;
  // A PEM block (a certificate, a key) is base64 between its armour lines.
  if (/^-----BEGIN [A-Z ]+-----\n[A-Za-z0-9+/=\n]+\n-----END [A-Z ]+-----$/.test(s)) return false;
  if (/(.)\1{7,}/.test(s)) return true;
  if (
    /^arn:/.test(s) &&
    !/^arn:aws(-[a-z]+)*:[a-z0-9-]+:([a-z]{2}(-[a-z]+)+-\d+)?:(\d{12}|aws)?:/.test(s)
  )
    return true;
  // Letter soup: a token with several case flips that is not CamelCase or an acronym.
  for (const tok of s.split(/[^A-Za-z]+/)) {
    if (tok.length < 4) continue;
    const flips = [...tok].filter(
      (ch, i) => i > 0 && /[a-z]/.test(tok[i - 1]!) !== /[a-z]/.test(ch),
    ).length;
    const camel = /^[A-Z]?[a-z]+([A-Z][a-z]+)*$|^[A-Z]+[a-z]*$|^([A-Z][a-z]+)+[A-Z]*$/.test(tok);
    if (!camel && flips >= 3) return true;
  }
  return false;
}

/**
 * "<City> <entity words>" as a name ("Boston trial", "San Diego pois", "Melbourne build settings",
 * `"u":"Chicago area"`): a known city followed by lower-case words pretends to be a name from a
 * place that has nothing to do with the record. Title-case place names ("Munich North Site",
 * "Denver Airport") and keys that hold a place are not flagged.
 */
const CITY_NAMES = [...new Set(COUNTRIES.flatMap((c) => c.places.map((p) => p.city)))].sort(
  (a, b) => b.length - a.length,
);
const CITY_TEMPLATE = new RegExp(
  `^(${CITY_NAMES.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")}) [a-z][a-z]*( [a-z]+)*$`,
);
export function isCityTemplate(value: string, key: string): boolean {
  if (!CITY_TEMPLATE.test(value)) return false;
  const k = splitWords(key).join("_").toLowerCase();
  return !/(^|_)(address|location|place|region|area_name|city|town|venue|description|summary|text|note|notes|body|comment|message)$/.test(
    k,
  );
}

/**
 * A field's own words and an abbreviation of them with a number ("Build settings cmd 7",
 * "Summit Type typ 1003", "Categories json permalink 1", "Order deposit address 9"): a value made
 * from the key, with numbers of any size.
 */
export function isFieldTemplate(value: string, key: string): boolean {
  const m = /^([A-Z][a-z]*(?: [A-Za-z]+)+) (\d{1,5})$/.exec(value);
  if (!m || NUMBERED.test(value)) return false;
  const vw = m[1]!.toLowerCase().split(" ");
  const kw = splitWords(key).map((w) => w.toLowerCase());
  if (kw.length === 0) return false;
  return kw.every((w) => vw.some((v) => v === w || (w.length >= 3 && v.startsWith(w.slice(0, 3)))));
}

/** Lorem ipsum ("Ut molestias laboriosam."): the sampler's own test, shared. */
export const isLorem = isLoremText;

/**
 * An e-mail address under a key that says nothing of mail or of a person (`"group":
 * "sales@example.com"`): a pool of addresses used for a category or a name.
 */
const EMAIL = /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i;
const EMAIL_KEY =
  /(e?mail|contact|user|owner|by|creator|author|sender|recipient|to|from|cc|bcc|reply|login|account|member|modifier|editor|updater|assignee|reviewer|approver|admin|username|principal|subscriber|requester|reporter|customer|person|people|email_address|addresses|address|support|billing|notify|notification|alias|identity|invitee|attendee|organizer|manager|employee|agent|lead|editor|moderator|submitter|signer|payer|payee|buyer|seller|who|value|values|q|query|search|filter|term|username|id)$/;
export function isMisplacedEmail(value: string, key: string): boolean {
  if (!EMAIL.test(value)) return false;
  const k = splitWords(key).join("_").toLowerCase();
  if (k === "") return false;
  return !EMAIL_KEY.test(k) && !/(^|_)(e?mails?|users?|members?|recipients?)(_|$)/.test(k);
}

/** "12 Years", "1 Month", "15 Days" → days; a bare number stays a number. */
function amountOf(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = (m[2] ?? "").toLowerCase().replace(/s$/, "");
  const scale: Record<string, number> = {
    "": 1,
    second: 1 / 86400,
    minute: 1 / 1440,
    hour: 1 / 24,
    day: 1,
    week: 7,
    month: 30.4,
    year: 365.25,
  };
  return scale[unit] === undefined ? undefined : n * scale[unit]!;
}

/**
 * Siblings that disagree: a minimum above its maximum written as strings (`"min_age":"12 Years"`
 * with `"max_age":"1 Month"`), and a short form that is not the start of the long one
 * (`"version":"2.12.4"` with `"version_short":"1.0.0"`).
 */
export function incoherentSiblings(o: Record<string, unknown>): Defect[] {
  const out: Defect[] = [];
  const keys = Object.keys(o);
  for (const k of keys) {
    const m =
      /^(min|minimum|lower|from)([_A-Z-]?)(.*)$/.exec(k) ?? /^(.*?)([_-]?)(min|minimum)$/i.exec(k);
    if (!m) continue;
    const twin = keys.find(
      (t) =>
        t !== k &&
        t.toLowerCase() ===
          k
            .toLowerCase()
            .replace(/^minimum/, "maximum")
            .replace(/^min/, "max")
            .replace(/^lower/, "upper")
            .replace(/^from/, "to")
            .replace(/minimum$/, "maximum")
            .replace(/min$/, "max"),
    );
    if (!twin) continue;
    const a = amountOf(o[k]);
    const b = amountOf(o[twin]);
    if (typeof o[k] !== "string" && typeof o[twin] !== "string") continue;
    if (a !== undefined && b !== undefined && a > b)
      out.push({
        kind: "incoherent",
        key: `${k}/${twin}`,
        value: `${String(o[k])} > ${String(o[twin])}`,
      });
  }
  for (const k of keys) {
    const m = /^(.+?)[_-]?short$|^short[_-]?(.+)$/i.exec(k);
    if (!m) continue;
    const base = (m[1] ?? m[2])!.replace(/[_-]$/, "");
    const long = keys.find(
      (t) => t !== k && t.toLowerCase().replace(/[_-]?(long|full)$/, "") === base.toLowerCase(),
    );
    if (!long) continue;
    const s = o[k];
    const l = o[long];
    if (typeof s !== "string" || typeof l !== "string") continue;
    const bad =
      /^\d+(\.\d+)*$/.test(s) && /^\d+(\.\d+)*/.test(l) ? !l.startsWith(s) : s.length > l.length;
    if (bad) out.push({ kind: "incoherent", key: `${k}/${long}`, value: `${s} vs ${l}` });
  }
  return out;
}

/** Every defect in a JSON value (state, arguments or a tool result). */
export function findDefects(
  v: unknown,
  key = "",
  out: Defect[] = [],
  depth = 0,
  within = "",
): Defect[] {
  if (depth > 14 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    for (const x of v) {
      // A record or error entry with nothing in it: `[{}]`, `{"invalidFields":[{}]}`.
      if (x && typeof x === "object" && !Array.isArray(x) && Object.keys(x).length === 0)
        out.push({ kind: "empty", key, value: "{}" });
      else findDefects(x, key, out, depth + 1, within);
    }
    return out;
  }
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    const cityKey = Object.keys(o).find((k) => /city$/i.test(k) && typeof o[k] === "string");
    const countryKey = Object.keys(o).find(
      (k) => /country(_?code)?$/i.test(k) && typeof o[k] === "string",
    );
    if (cityKey && countryKey) {
      const known = cityCountry.get(String(o[cityKey]).toLowerCase());
      const c = String(o[countryKey]).toLowerCase();
      if (known && !known.has(c))
        out.push({
          kind: "address",
          key: `${cityKey}/${countryKey}`,
          value: `${o[cityKey]} / ${o[countryKey]}`,
        });
    }
    out.push(...incoherentSiblings(o));
    const inner = `${within} ${key}`;
    for (const [k, x] of Object.entries(o)) {
      // The runtime's memo of answers is bookkeeping, not data anyone reads.
      if (k.startsWith("__")) continue;
      findDefects(x, k, out, depth + 1, inner);
    }
    return out;
  }
  if (typeof v !== "string") return out;
  const low = v.toLowerCase();
  if (!PRODUCT_KEY.test(key) && (productNames.has(low) || categoryWords.has(low)))
    out.push({ kind: "catalogue", key, value: v });
  // A product name as the name of an album, a user or a survey: the record is no product.
  else if (
    /^(name|title|display_?name)$/i.test(key) &&
    productNames.has(low) &&
    within.trim() !== "" &&
    !/product|item|cart|order|line|shop|catalog|store|inventor|sku|listing|merchandise|variant/i.test(
      within,
    )
  )
    out.push({ kind: "catalogue", key, value: v });
  if (FILLER.test(v)) out.push({ kind: "filler", key, value: v });
  // A row version (`timestamp` "encoded in Base64", Big Red Cloud) is eight bytes of base64 by
  // the doc's own example ("u3zgu9RD2wg="): letter soup is what it is.
  const rowVersion =
    ROW_VERSION_NAME.test(splitWords(key).join("_")) && /^[A-Za-z0-9+/]{11}=$/.test(v);
  if (isGibberish(v) && !rowVersion) out.push({ kind: "gibberish", key, value: v });
  if (PROSE.test(v)) out.push({ kind: "prose", key, value: v });
  if (isLabelNumber(v, key)) out.push({ kind: "placeholder", key, value: v });
  if (isCodename(v)) out.push({ kind: "codename", key, value: v });
  if (isNumberAsText(v, key)) out.push({ kind: "numeric", key, value: v });
  if (isMisplacedAddressLine(v, key, within)) out.push({ kind: "unit", key, value: v });
  if (isPoolMisuse(v, key, within)) out.push({ kind: "pool", key, value: v });
  if (isCityTemplate(v, key) || (isFieldTemplate(v, key) && !isLabelNumber(v, key)))
    out.push({ kind: "template", key, value: v });
  if (isLorem(v)) out.push({ kind: "lorem", key, value: v });
  if (isMisplacedEmail(v, key)) out.push({ kind: "email", key, value: v });
  return out;
}

/** Number of string leaves in a JSON value. */
export function countStrings(v: unknown, depth = 0): number {
  if (depth > 14 || v === null || v === undefined) return 0;
  if (typeof v === "string") return 1;
  if (Array.isArray(v)) return v.reduce<number>((s, x) => s + countStrings(x, depth + 1), 0);
  if (typeof v === "object")
    return Object.values(v).reduce<number>((s, x) => s + countStrings(x, depth + 1), 0);
  return 0;
}

/**
 * Number and time defects the f5/f6 readers marked, on values with their keys: an epoch field
 * holding a tiny number (`"start_time":28`, `"expiry":66`, `{"time":69}`), a window that closes
 * before it opens (`start_time` 28, `end_time` 4; `"end":"2026-01-01…","start":"2026-01-11…"`),
 * and a float carried at full double precision (`"depth":0.9848439086783396`).
 */
export type NumberDefectKind = "tiny-epoch" | "inverted-window" | "over-precise";
export const NUMBER_DEFECT_KINDS: NumberDefectKind[] = [
  "tiny-epoch",
  "inverted-window",
  "over-precise",
];
export interface NumberDefect {
  kind: NumberDefectKind;
  key: string;
  value: string;
}

/** Keys that name an instant (`start_time`, `time`, `expiry`, `created_at`, `timestamp`). */
const INSTANT_KEY =
  /(^|_)(time|timestamp|ts|expiry|expires|expiration|epoch|at|since|until|start|end)(_ms|_secs?)?$/;
const NOT_INSTANT_KEY =
  /(^|_)(response|processing|run|up|wait|travel|transit|delivery|cpu|elapsed|execution|total|average|avg|idle|cook|prep|lead)_time$|(^|_)(start|end)_(index|offset|line|page|row|port|pos)$|^(start|end)$/;

/** A number under a key for an instant that is no instant of this century (`"start_time":28`). */
export function isTinyEpoch(key: string, value: unknown): boolean {
  if (typeof value !== "number" || !Number.isInteger(value)) return false;
  const k = splitWords(key).join("_").toLowerCase();
  if (!INSTANT_KEY.test(k) || NOT_INSTANT_KEY.test(k)) return false;
  return value >= 0 && value < 1e8;
}

/** Sides of a span among an object's keys: `start_time`/`end_time`, `start`/`end`, `from`/`to`. */
const OPENS = /^(.*?)(start|from|since|begin|min|after)(.*)$/;
const CLOSES: Record<string, string[]> = {
  start: ["end", "stop", "finish"],
  from: ["to", "until", "till"],
  since: ["until", "to"],
  begin: ["end"],
  min: ["max"],
  after: ["before"],
};

function instantMs(v: unknown): number | undefined {
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : t;
  }
  if (typeof v === "number" && Number.isFinite(v)) return v;
  return undefined;
}

/** Pairs of an object's keys that open and close a window, where the close comes first. */
export function invertedWindows(o: Record<string, unknown>): NumberDefect[] {
  const out: NumberDefect[] = [];
  for (const [k, v] of Object.entries(o)) {
    const m = OPENS.exec(splitWords(k).join("_").toLowerCase());
    if (!m) continue;
    const [, pre, side, post] = m as unknown as [string, string, string, string];
    for (const close of CLOSES[side] ?? []) {
      const other = Object.keys(o).find(
        (x) => splitWords(x).join("_").toLowerCase() === `${pre}${close}${post}`,
      );
      if (other === undefined) continue;
      const a = instantMs(v);
      const b = instantMs(o[other]);
      // Numbers compare as numbers, dates as instants; a number against a date means nothing.
      if (a === undefined || b === undefined || typeof v !== typeof o[other]) continue;
      if (b < a)
        out.push({ kind: "inverted-window", key: `${k}/${other}`, value: `${v} > ${o[other]}` });
    }
  }
  return out;
}

/** A float with more decimals than its meaning has: a generated or doc-example double. */
export function isOverPrecise(key: string, value: unknown): boolean {
  if (typeof value !== "number" || Number.isInteger(value)) return false;
  const decimals = String(value).split(".")[1]?.replace(/e.*$/, "").length ?? 0;
  const k = splitWords(key).join("_").toLowerCase();
  const allowed = /(^|_)(lat|lng|lon|long|latitude|longitude|coordinates?)$/.test(k) ? 6 : 4;
  return decimals > allowed;
}

/** Every number defect in a JSON value (state, arguments or a tool result). */
export function findNumberDefects(
  v: unknown,
  key = "",
  out: NumberDefect[] = [],
  depth = 0,
): NumberDefect[] {
  if (depth > 14 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    for (const x of v) findNumberDefects(x, key, out, depth + 1);
    return out;
  }
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    out.push(...invertedWindows(o));
    for (const [k, x] of Object.entries(o)) {
      if (k.startsWith("__")) continue;
      findNumberDefects(x, k, out, depth + 1);
    }
    return out;
  }
  if (isTinyEpoch(key, v)) out.push({ kind: "tiny-epoch", key, value: String(v) });
  if (isOverPrecise(key, v)) out.push({ kind: "over-precise", key, value: String(v) });
  return out;
}

/**
 * What a user's text says about the numbers of the call it asks for: a number said rounded where
 * the call carries more ("to 0.06" for `"lng":0.06472337355304676`), a float with more decimals
 * than a person types, and a number said bare after "to" with nothing saying what it is
 * ("add a new POI to 0.98, … to 0.81").
 */
export type SaidNumberKind = "said-rounded" | "over-precise-said" | "unlabelled";
export interface SaidNumberDefect {
  kind: SaidNumberKind;
  text: string;
}

function leafNumbers(v: unknown, out: number[] = [], depth = 0): number[] {
  if (depth > 10) return out;
  if (typeof v === "number") out.push(v);
  else if (Array.isArray(v)) for (const x of v) leafNumbers(x, out, depth + 1);
  else if (v && typeof v === "object")
    for (const x of Object.values(v)) leafNumbers(x, out, depth + 1);
  return out;
}

export function saidNumberDefects(text: string, goldArgs: unknown[] = []): SaidNumberDefect[] {
  const out: SaidNumberDefect[] = [];
  const said = new Set((text.match(/-?\d+(?:\.\d+)?/g) ?? []).map((x) => x));
  for (const n of leafNumbers(goldArgs)) {
    if (Number.isInteger(n) || said.has(String(n))) continue;
    for (const d of [1, 2, 3]) {
      const r = String(Number(n.toFixed(d)));
      if (r !== String(n) && r.includes(".") && said.has(r)) {
        out.push({ kind: "said-rounded", text: `${r} for ${n}` });
        break;
      }
    }
  }
  for (const m of text.matchAll(/\b\d+\.(\d{6,})\b/g))
    out.push({ kind: "over-precise-said", text: m[0] });
  for (const m of text.matchAll(
    /\bto -?\d+(?:\.\d+)?(?=\s*(?:,|\.(?!\d)|$|\band\b|\bfor\b|\bwith\b))/g,
  ))
    out.push({ kind: "unlabelled", text: m[0] });
  return out;
}
