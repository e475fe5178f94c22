import { CATALOGUES, COUNTRIES } from "../../src/core/domain/value-data.js";

/**
 * What a reader rejects in generated data, as a detector shared by the tests and
 * `scripts/value-defects.ts`: catalogue product names or category words in fields that are not
 * product names, word-number filler ("harbor-293"), pattern gibberish ("Rk-zgjBQ-tLiT-",
 * "os-bbbbbbbbbbbbbbbbb", "arn:awsh:outposts:7:…"), template prose ("The maple looks fine.") and
 * a city that does not belong to the country next to it.
 */
export type DefectKind = "catalogue" | "filler" | "gibberish" | "prose" | "address";
export const DEFECT_KINDS: DefectKind[] = ["catalogue", "filler", "gibberish", "prose", "address"];

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

const PRODUCT_KEY =
  /product|item|title|name|label|category|categories|type|kind|^q$|query|keyword|search|term/i;
const FILLER = /^[a-z]+-\d{3}$/;
const PROSE = /^The [a-z]+ (looks fine|needs attention|was updated|is ready|is on schedule)\.$/;

/** Pattern fill nobody would write. */
export function isGibberish(s: string): boolean {
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
export function findDefects(v: unknown, key = "", out: Defect[] = [], depth = 0): Defect[] {
  if (depth > 14 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    for (const x of v) findDefects(x, key, out, depth + 1);
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
    for (const [k, x] of Object.entries(o)) findDefects(x, k, out, depth + 1);
    return out;
  }
  if (typeof v !== "string") return out;
  const low = v.toLowerCase();
  if (!PRODUCT_KEY.test(key) && (productNames.has(low) || categoryWords.has(low)))
    out.push({ kind: "catalogue", key, value: v });
  if (FILLER.test(v)) out.push({ kind: "filler", key, value: v });
  if (isGibberish(v)) out.push({ kind: "gibberish", key, value: v });
  if (PROSE.test(v)) out.push({ kind: "prose", key, value: v });
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
