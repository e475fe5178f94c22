/**
 * Record-level contradictions a reader marks as nonsense data (fresh14 blind readers): a code and
 * its label naming different things, an amount after charges that does not follow from the amount.
 * Used by `scripts/honour-defects.ts` and its test; written apart from the generator's rules so the
 * figure does not grade the fix with the fix.
 */

type Rec = Record<string, unknown>;

const CODE_KEY =
  /^(code|iso_?code|currency|currency_?code|country|country_?code|alpha_?2|alpha_?3)$/i;
const LABEL_KEY = /^(description|name|label|display_?name|title|currency_?name|country_?name)$/i;

function namesOf(type: "currency" | "region", codes: string[]): Map<string, string> {
  const dn = new Intl.DisplayNames(["en"], { type });
  const out = new Map<string, string>();
  for (const c of codes) {
    const n = dn.of(c);
    if (n && n !== c && !out.has(n.toLowerCase())) out.set(n.toLowerCase(), c);
  }
  return out;
}
let currencies: Map<string, string> | undefined;
let regions: Map<string, string> | undefined;
const REGION_CODES = (() => {
  const out: string[] = [];
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) out.push(String.fromCharCode(a) + String.fromCharCode(b));
  return out;
})();

/** The code a currency or country name stands for ("Euro" → EUR, "Germany" → DE), if it is one. */
function codeNamed(label: string, type: "currency" | "region"): string | undefined {
  if (type === "currency") {
    currencies ??= namesOf("currency", Intl.supportedValuesOf("currency"));
    return currencies.get(label.toLowerCase());
  }
  regions ??= namesOf("region", REGION_CODES);
  return regions.get(label.toLowerCase());
}

/** `{"code":"GBP","description":"Euro"}` → a line saying so; undefined when code and label agree or are no pair. */
export function codeLabelDisagreement(rec: Rec): string | undefined {
  for (const [ck, cv] of Object.entries(rec)) {
    if (!CODE_KEY.test(ck) || typeof cv !== "string" || !/^[A-Z]{2,3}$/.test(cv)) continue;
    const type = cv.length === 3 ? "currency" : "region";
    const own = new Intl.DisplayNames(["en"], { type, fallback: "none" }).of(cv);
    if (!own) continue;
    for (const [lk, lv] of Object.entries(rec)) {
      if (lk === ck || !LABEL_KEY.test(lk) || typeof lv !== "string") continue;
      const named = codeNamed(lv.trim(), type);
      if (named && lv.trim().toLowerCase() !== own.toLowerCase())
        return `${ck}=${cv} but ${lk}=${JSON.stringify(lv)} (${named})`;
    }
  }
  return undefined;
}

const AFTER_KEY = /^(.+?)[_ ]?after[_ ]?(charges?|fees?|tax(es)?|deductions?)$/i;
const CHARGE_KEY = /(fee|charge|tax|commission|surcharge)/i;
const loose = (k: string) => k.toLowerCase().replace(/[^a-z0-9]/g, "");

/** `amount` 59 with `amountAfterCharges` 9998: the net differs from the gross by more than the record's charges. */
export function derivedAmountDisagreement(rec: Rec): string | undefined {
  for (const [k, v] of Object.entries(rec)) {
    const m = AFTER_KEY.exec(k);
    if (!m || typeof v !== "number") continue;
    const baseKey = Object.keys(rec).find(
      (x) => x !== k && (loose(x) === loose(m[1]!) || loose(x) === loose(`${m[1]}before${m[2]}`)),
    );
    const base = baseKey ? rec[baseKey] : undefined;
    if (typeof base !== "number") continue;
    const charges = Object.entries(rec)
      .filter(([x, y]) => x !== k && x !== baseKey && CHARGE_KEY.test(x) && typeof y === "number")
      .reduce((s, [, y]) => s + Math.abs(y as number), 0);
    if (Math.abs(base - v) > charges + 0.01)
      return `${baseKey}=${base} but ${k}=${v} (charges ${charges})`;
  }
  return undefined;
}

const BEGUN_KEY = /^(started|started_?at|started_?on|begun|begun_?at)$/i;
const ENDED_KEY = /^(finished|finished_?at|finished_?on|completed_?at|completed_?on|ended_?at)$/i;

/** An export `started` Jan 10 and `finished` Jan 5: a record that ends before it begins. */
export function lifecycleDisagreement(rec: Rec): string | undefined {
  const when = (re: RegExp) => {
    const k = Object.keys(rec).find((x) => re.test(x) && typeof rec[x] === "string");
    return k ? ([k, Date.parse(String(rec[k]))] as const) : undefined;
  };
  const a = when(BEGUN_KEY);
  const b = when(ENDED_KEY);
  if (!a || !b || !Number.isFinite(a[1]) || !Number.isFinite(b[1]) || b[1] >= a[1])
    return undefined;
  return `${a[0]}=${String(rec[a[0]])} but ${b[0]}=${String(rec[b[0]])}`;
}
