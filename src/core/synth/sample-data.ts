import names from "../domain/lexicon/names.json" with { type: "json" };
import { splitWords } from "../domain/words.js";

/** One value of a tool result a reader marks "nonsense data" (row N), with where it sits. */
export interface ResultDefect {
  kind: "code-filler" | "repeated-list" | "qualifier-names";
  key: string;
  value: string;
}

/** A made-up code: letters, a dash, digits (`CAT-8504`, `VAL-1251`, `DIC-2677`). */
const MADE_CODE = /^[A-Z]{2,4}-\d{3,}$/;
/** Field words whose values are codes a person holds or a system assigns: there a code fits. */
const CODE_FIELD_END = /(?:id|ids|code|codes|key|keys|number|token|ref)$/;
const CODE_FIELD =
  /^(?:id|ids|code|codes|ref|reference|number|no|num|sku|key|keys|token|serial|licen[cs]e|account|invoice|order|ticket|tracking|confirmation|booking|reservation|coupon|voucher|promo|certificate|iban|swift|bic|vin|isbn|plate|phone|identifier|identifiers|uid|uuid|barcode|tag|tags|version|build|batch|lot|part|model)$/;

/** The lexicon's catch-all qualifiers ("Main", "Personal", "Custom" …), for nouns it knows nothing of. */
const QUALIFIERS = new Set(
  (names as { qualifiers: Record<string, { values: string[] }> }).qualifiers.default?.values ?? [],
);

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
      if (m && QUALIFIERS.has(m[1] ?? "")) {
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
  if (typeof v === "string") {
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
  if (typeof v === "object")
    for (const [k, x] of Object.entries(v as Record<string, unknown>))
      toolResultDefects(x, k, out, depth + 1);
  return out;
}
