import {
  CATALOGUES,
  COUNTRIES,
  DESCRIPTIONS,
  NOTES,
  TEXTS,
} from "../../src/core/domain/value-data.js";
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
  | "empty";
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
    /message|notification|sms|chat|announcement|speak|say|broadcast|alert|post|comment|reply|note/;
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

/** Is `value` a pool sentence used outside the fields it was written for? */
export function isPoolMisuse(value: string, key: string, within: string): boolean {
  const low = value.toLowerCase();
  const k = splitWords(key).join("_");
  if (DESCRIPTION_RE.test(low)) return !DESCRIPTION_KEY.test(k) || /error|fault|fail/.test(k);
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
    const inner = `${within} ${key}`;
    for (const [k, x] of Object.entries(o)) {
      // The runtime's memo of answers is bookkeeping, not data anyone reads.
      if (k === "_answers" || k.startsWith("__")) continue;
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
  if (isGibberish(v)) out.push({ kind: "gibberish", key, value: v });
  if (PROSE.test(v)) out.push({ kind: "prose", key, value: v });
  if (isLabelNumber(v, key)) out.push({ kind: "placeholder", key, value: v });
  if (isCodename(v)) out.push({ kind: "codename", key, value: v });
  if (isNumberAsText(v, key)) out.push({ kind: "numeric", key, value: v });
  if (isMisplacedAddressLine(v, key, within)) out.push({ kind: "unit", key, value: v });
  if (isPoolMisuse(v, key, within)) out.push({ kind: "pool", key, value: v });
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
