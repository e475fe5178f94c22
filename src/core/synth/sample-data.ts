import { splitWords } from "../domain/words.js";

/** One value of a tool result a reader marks "nonsense data" (row N), with where it sits. */
export interface ResultDefect {
  kind: "code-filler" | "repeated-list";
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
 * Values of a tool result a careful reader rejects as nonsense data, judged on the value and its
 * field alone (fresh11 blind readers' N):
 * - `code-filler`: a made-up code in a field that holds words or amounts — a category
 *   `"CAT-8504"`, a value `"VAL-1251"`, a dictionary `"DIC-2677"`, image data `"DAT-6222"`. An
 *   order number `"ORD-7743"` or a licence key is a code and passes;
 * - `repeated-list`: a list of names or codes that repeats one (`["internal","internal",
 *   "standard","internal",…]`, `["single","search","severity","unified","severity",…]`): the things
 *   a list names are distinct.
 */
export function toolResultDefects(v: unknown, key = "", out: ResultDefect[] = [], depth = 0) {
  if (depth > 12 || v === null || v === undefined) return out;
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
