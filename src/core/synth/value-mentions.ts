/**
 * Does a text mention a value? One matcher for leaks (hidden values in user turns), stated facts
 * (solvability) and answer facts (reward), so the three agree on what "says the value" means.
 *
 * Semantics, chosen so near-misses behave sensibly:
 * - case, accents and separators never matter: `ORD-0012`, `ord 0012`, `ord_0012`, `Ord0012` all
 *   mention `ord-0012`;
 * - a short value must fill whole words: `c_12` is not mentioned by `abc_123` or `c12b` (an id
 *   inside a longer word is another word), but is by `(C-12)`;
 * - a long value (8+ letters and digits, with a digit) is mentioned anywhere, even glued inside a
 *   longer word, because it still gives the value away;
 * - numbers compare by value across formats: 1234.5 = `1,234.50` = `1 234.5` = `$1234.5`; a whole
 *   number is also said as an amount in major units with its currency (2867 = `£28.67`, for a doc
 *   that counts pence); ISO dates
 *   are read as dates, not as three numbers; 0 is also said "zero"; `17:15` is also "5:15 pm";
 *   USD/EUR/GBP are also said by their sign;
 * - an ISO date or date-time is also mentioned the way people say it: "Feb 6 at 3:30 pm",
 *   "February 6th, 2026" (a year, when said, must match; a time, when the value has one, must be said).
 */
import { enUS } from "date-fns/locale/en-US";
import { enumMeaning, isUnlabelledCode } from "../domain/enum-labels.js";
import { isProviderPair } from "../domain/resource-names.js";
import { FILE_FORMATS } from "../domain/value-data.js";
import {
  countryName,
  currencySign,
  isoDurationWords,
  isoParts,
  resourcePath,
  spokenTime,
} from "./text.js";

const LONG_VALUE = 8;

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function skeleton(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, "");
}

const DATE_TOKEN = /\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?/g;
const NUMBER_TOKEN =
  /(?<![\w.])[-+−]?[$€£]?(?:\d{1,3}(?:(?:,\d{3})+|(?: \d{3})+)(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+)(?![\w]|\.\d)/g;

/**
 * An amount with its currency: "£28.67", "$1,250", "239.50 CHF" (at most two decimals), or an
 * amount in cents said with them and no currency ("239.50", not "28.67 km").
 */
const MONEY_TOKEN =
  /[$€£]\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d.]\d)|(?<![\w.])(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?) [A-Z]{3}\b|(?<![\w.,$€£])(\d{1,3}(?:,\d{3})+\.\d{2}|\d+\.\d{2})(?![\w.]\w| ?(?:%|°|[a-zA-Zµ]{1,3}\b))/g;

/** A text prepared once for many lookups. */
export class TextIndex {
  readonly tokens: string[];
  readonly joined: string;
  readonly numbers: number[];
  readonly dates: string[];
  /** Amounts said with their currency ("£28.67", "239.50 CHF"), in minor units (2867, 23950). */
  readonly minorAmounts: number[];

  constructor(readonly text: string) {
    const folded = fold(text);
    this.tokens = folded.split(/[^a-z0-9]+/).filter((t) => t.length > 0);
    this.joined = this.tokens.join("");
    this.dates = [...folded.matchAll(DATE_TOKEN)].map((m) => m[0]);
    const withoutDates = folded.replace(DATE_TOKEN, " ");
    this.numbers = [...withoutDates.matchAll(NUMBER_TOKEN)].map((m) =>
      Number(m[0].replace(/[$€£,\s]/g, "").replace("−", "-")),
    );
    this.minorAmounts = [...text.replace(DATE_TOKEN, " ").matchAll(MONEY_TOKEN)].map((m) =>
      Math.round(Number((m[1] ?? m[2] ?? m[3] ?? "").replace(/,/g, "")) * 100),
    );
  }

  /** True when the text mentions `value` (see module doc for the exact semantics). */
  mentions(value: unknown): boolean {
    if (typeof value === "number") return this.mentionsNumber(value);
    if (typeof value === "string") return this.mentionsString(value);
    return false;
  }

  private mentionsNumber(n: number): boolean {
    if (!Number.isFinite(n)) return false;
    // "zero" is how an answer says an empty count; other number words are too common to read.
    if (n === 0 && this.tokens.includes("zero")) return true;
    if (this.numbers.some((m) => Math.abs(m - n) < 1e-9 * Math.max(1, Math.abs(n)))) return true;
    // An amount a doc counts in cents or pence is said in major units with its currency.
    return Number.isInteger(n) && this.minorAmounts.includes(n);
  }

  private mentionsString(value: string): boolean {
    const trimmed = value.trim();
    if (/^\d{4}-\d{2}-\d{2}/.test(trimmed)) {
      const day = trimmed.slice(0, 10);
      if (this.dates.some((d) => d.startsWith(day))) return true;
      if (this.mentionsSpokenDate(trimmed)) return true;
    }
    // A resource path is said by its ids ("membership m1 in project quiet-harbor-412 (us-central1)").
    const path = resourcePath(trimmed);
    // Its provider namespace is plumbing nobody says (`providers/Microsoft.Billing`).
    if (path?.every((p) => isProviderPair(p) || this.wholeWordsRun(skeleton(p[1])))) return true;
    const clock = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(trimmed);
    if (clock) {
      const said = fold(spokenTime(Number(clock[1]), Number(clock[2]))).replace(/ /g, " ?");
      if (new RegExp(`\\b${said}\\b`).test(fold(this.text))) return true;
    }
    // An ISO 8601 duration is said as its amount: "every hour" or "1 hour" mentions `PT1H`.
    const span = isoDurationWords(trimmed);
    if (span) {
      const said = fold(span).replace(/^1 /, "(?:1 |every |an? )");
      if (new RegExp(`\\b${said}\\b`).test(fold(this.text))) return true;
    }
    // A media type is said as its file's kind: "it's a PDF" mentions `application/pdf`.
    const format = FILE_FORMATS.find((f) => f.mime === trimmed.toLowerCase());
    if (format && new RegExp(`\\b(?:${format.words}|${format.ext})\\b`, "i").test(this.text))
      return true;
    // A country code is said as the country: "the country is Poland" mentions `PL`.
    const land = /^[A-Z]{2}$/.test(trimmed) ? countryName(trimmed) : undefined;
    if (land && fold(this.text).includes(fold(land))) return true;
    // A currency code is said by its sign ("$12" says USD, "CA$12" CAD).
    const sign = currencySign(trimmed);
    if (sign && this.text.includes(sign)) return true;
    if (/^[-+]?\d+(?:\.\d+)?$/.test(trimmed) && !/^0\d/.test(trimmed))
      return this.mentionsNumber(Number(trimmed));
    // An enum code is said without its version: "a CloudFormation stack" for
    // `CLOUDFORMATION_STACK_1_0` (see `spokenCode`).
    const unversioned = /^([A-Z][A-Z0-9]*_[A-Z][A-Z0-9_]*?)(?:(?:_\d{1,2}){2,}|_V\d{1,2})$/.exec(
      trimmed,
    );
    if (unversioned && this.wholeWordsRun(skeleton(unversioned[1]!))) return true;
    const skel = skeleton(trimmed);
    if (skel.length === 0) return false;
    if (skel.length >= LONG_VALUE && /\d/.test(skel)) return this.joined.includes(skel);
    return this.wholeWordsRun(skel);
  }

  /** "Feb 6 at 3:30 pm" / "February 6th, 2026" for `2026-02-06T15:30:00Z`. */
  private mentionsSpokenDate(value: string): boolean {
    const p = isoParts(value);
    if (!p) return false;
    type MonthIndex = Parameters<typeof enUS.localize.month>[0];
    const m = (p.month - 1) as MonthIndex;
    const names = [
      enUS.localize.month(m, { width: "wide" }),
      enUS.localize.month(m, { width: "abbreviated" }),
    ].map((n) => fold(n).replace(/\.$/, ""));
    const day = new RegExp(
      `\\b(?:${names.join("|")})\\.? +0?${p.day}(?:st|nd|rd|th)?\\b(?:,? +(\\d{4}))?`,
      "g",
    );
    const folded = fold(this.text);
    const dayHit = [...folded.matchAll(day)].some((x) => !x[1] || Number(x[1]) === p.year);
    if (!dayHit) return false;
    if (p.hour === undefined || (p.hour === 0 && p.minute === 0)) return true;
    const time = fold(spokenTime(p.hour, p.minute ?? 0)).replace(/ /g, " ?");
    const h24 = `${String(p.hour).padStart(2, "0")}:${String(p.minute ?? 0).padStart(2, "0")}`;
    return new RegExp(`\\b${time}\\b`).test(folded) || folded.includes(h24);
  }

  /** Some run of consecutive tokens concatenates to exactly `skel`. */
  private wholeWordsRun(skel: string): boolean {
    const t = this.tokens;
    for (let i = 0; i < t.length; i++) {
      let acc = "";
      for (let j = i; j < t.length && acc.length < skel.length; j++) {
        acc += t[j];
        if (acc === skel) return true;
        if (!skel.startsWith(acc)) break;
      }
    }
    return false;
  }
}

/** One-off form of `new TextIndex(text).mentions(value)`. */
export function mentionsValue(text: string, value: unknown): boolean {
  return new TextIndex(text).mentions(value);
}

/** A value the user supplied for an input, with the input's name and schema. */
export interface SuppliedValue {
  name: string;
  schema: unknown;
  value: unknown;
}

/**
 * The supplied values a text says as a raw code ("update the state to 2", "privacy 1", "it's a
 * 68"): a number standing for a kind whose meaning the text does not say — either the doc gives
 * no meaning for it, or the doc's meaning ("Rejected") is not in the text. A number that is an
 * amount or a record's number ("2 adults", "room 12") is no code.
 */
export function rawEnumCodes(text: string, values: SuppliedValue[]): SuppliedValue[] {
  const index = new TextIndex(text);
  return values.filter(({ name, schema, value }) => {
    if (typeof value !== "number" && !(typeof value === "string" && /^\d+$/.test(value)))
      return false;
    if (!index.mentions(value)) return false;
    const meaning = enumMeaning(schema, value);
    if (meaning) return !index.mentions(meaning);
    return isUnlabelledCode(schema, name);
  });
}
