/**
 * Sibling fields of one record that must agree, whatever their values came from (the doc's
 * examples, the sampler): a minimum written as text is not above its maximum (`"min_age":
 * "12 Years"` with `"max_age":"1 Month"`), and a short form is the start of its long form
 * (`"version_short":"1.0"` for `"version":"1.0.7"`). Numbers in numeric fields are the numeric
 * helpers' business; this reads strings.
 */

import { base, en } from "@faker-js/faker";
import { flatSchema } from "./json-schema.js";
import {
  AWS_SERVICE_CATEGORIES,
  CALLING_CODES,
  CATALOGUES,
  COST_CATEGORIES,
  COUNTRY_PROFILES,
  type Continent,
  type CountryPlaces,
  type CountryProfile,
  continentOf,
  ENUM_TIES,
  GCP_LOCATION_NAMES,
  GENE_NAMES,
  knownCities,
  type Place,
  placeOfCity,
  SERVICE_ERROR_TEXTS,
} from "./value-data.js";
import { looseKey, plural, splitWords } from "./words.js";

type Rec = Record<string, unknown>;

const TIMEZONE_KEY = /^(time_?zone|tz|time_?zone_?(id|name)|iana_?time_?zone)$/i;
const IANA_ZONE = /^(America|Europe|Asia|Australia|Africa|Pacific|Atlantic|Indian)\/[A-Za-z_/]+$/;
const CURRENCY_KEY = /^(currency|currency_?code)$/i;
const COUNTRY_KEY = /^country(?:_?(?:name|code|iso|iso_?code))?$/i;
const COUNTRY_CODE_PART = /^(code|iso_?code|alpha_?2(_?code)?|iso2)$/i;
const COUNTRY_NAME_PART = /^(name|display_?name|label)$/i;
const CONTINENT_KEY = /^continent(?:_?(?:name|code))?$/i;
const LAT = /^(lat|latitude)$/i;
const LNG = /^(lng|lon|long|longitude)$/i;
const CITY_KEY = /^(city|town|city_?name)$/i;
const FREE_TEXT = /^(description|summary|details|about|notes?|body|text)$/i;

/**
 * The known city a record names in its `city` field, or in the one address-like object it holds
 * (`{"description":…,"location":{"city":"Chicago"}}`), if any.
 */
export function cityOf(rec: Rec, depth = 0): Place | undefined {
  for (const [k, v] of Object.entries(rec))
    if (CITY_KEY.test(k) && typeof v === "string") return placeOfCity(v)?.place;
  if (depth > 0) return undefined;
  const inner = Object.values(rec)
    .filter((v) => v && typeof v === "object" && !Array.isArray(v))
    .map((v) => cityOf(v as Rec, depth + 1))
    .filter((p) => p !== undefined);
  return inner.length === 1 ? inner[0] : undefined;
}

/** A small, stable offset (≤ 0.04°) for a coordinate, from the text of the value it replaces. */
function jitter(seed: string): number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return (((h >>> 0) % 800) - 400) / 10_000;
}

/**
 * One place per record: the coordinates of a record that names a city (at any depth below it,
 * `location.coordinates.latitude`) lie at that city, and its free text names that city, not
 * another one ("Primary event for the Melbourne region." on a Seattle event).
 */
export function coherePlace(rec: Rec, place: Place | undefined = cityOf(rec), depth = 0): void {
  if (depth > 4) return;
  const own = cityOf(rec);
  const here = own ?? place;
  if (here) {
    for (const [k, v] of Object.entries(rec)) {
      const want = LAT.test(k) ? here.lat : LNG.test(k) ? here.lng : undefined;
      if (want !== undefined) {
        const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : Number.NaN;
        if (!Number.isFinite(n) || Math.abs(n - want) <= 0.5) continue;
        const fixed = Math.round((want + jitter(`${k}:${String(v)}`)) * 1e4) / 1e4;
        rec[k] = typeof v === "string" ? fixed.toFixed(4) : fixed;
      } else if (COUNTRY_KEY.test(k) && own) {
        rec[k] = countryAs(v, k, placeOfCity(here.city)?.country);
      } else if (CONTINENT_KEY.test(k) && own) {
        // Chicago lies in North America, whatever continent the doc's example named (fresh58).
        const city = placeOfCity(here.city);
        rec[k] = continentAs(v, k, city && continentOf(city.country.code, city.tz));
      } else if (TIMEZONE_KEY.test(k) && own && typeof v === "string" && IANA_ZONE.test(v)) {
        // A location's zone is its city's: Edinburgh keeps Europe/London, never America/Denver.
        rec[k] = placeOfCity(here.city)?.tz ?? v;
      } else if (CURRENCY_KEY.test(k) && own && typeof v === "string" && /^[A-Z]{3}$/.test(v)) {
        // Money kept beside an address is that country's: a Paris location charges in EUR.
        rec[k] = placeOfCity(here.city)?.currency ?? v;
      } else if (FREE_TEXT.test(k) && typeof v === "string") {
        let t = v;
        for (const [low, { place: p }] of knownCities())
          if (low !== here.city.toLowerCase() && new RegExp(`\\b${p.city}\\b`).test(t))
            t = t.replace(new RegExp(`\\b${p.city}\\b`, "g"), here.city);
        rec[k] = t;
      }
    }
  }
  for (const v of Object.values(rec)) {
    if (Array.isArray(v)) {
      for (const x of v)
        if (x && typeof x === "object" && !Array.isArray(x)) coherePlace(x as Rec, here, depth + 1);
    } else if (v && typeof v === "object") coherePlace(v as Rec, here, depth + 1);
  }
}

/**
 * A record's country in the form it had, made the country of its city: "Monaco" beside "Paris"
 * becomes "France", `{"code":"REF-8834","name":"Turks and Caicos Islands"}` becomes
 * `{"code":"FR","name":"France"}` (fresh20 readers: "Paris" in "Monaco").
 */
function countryAs(v: unknown, key: string, country: CountryPlaces | undefined): unknown {
  if (!country) return v;
  if (typeof v === "string") {
    if (/code|iso/i.test(key) || /^[A-Z]{2}$/.test(v))
      return /^[A-Z]{3}$/.test(v) ? v : country.code;
    return country.name;
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const out: Rec = { ...(v as Rec) };
  for (const [k, x] of Object.entries(out)) {
    if (typeof x !== "string") continue;
    if (COUNTRY_CODE_PART.test(k)) out[k] = country.code;
    else if (COUNTRY_NAME_PART.test(k)) out[k] = country.name;
  }
  return out;
}

/** A record's continent in the form it had (a code, a name, or `{code, name}`), made `continent`. */
function continentAs(v: unknown, key: string, continent: Continent | undefined): unknown {
  if (!continent) return v;
  if (typeof v === "string")
    return /code/i.test(key) || /^[A-Z]{2}$/.test(v) ? continent.code : continent.name;
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const out: Rec = { ...(v as Rec) };
  for (const [k, x] of Object.entries(out)) {
    if (typeof x !== "string") continue;
    if (/^(code|iso_?code)$/i.test(k)) out[k] = continent.code;
    else if (COUNTRY_NAME_PART.test(k)) out[k] = continent.name;
  }
  return out;
}

const CHAIN_KEY = /^(chain|blockchain|network|coin)$/i;
const EVM_CHAIN =
  /^(eth|ethereum|matic|polygon|bsc|bnb|ron|ronin|arb|arbitrum|op|optimism|base|avax|avalanche|ftm|fantom|celo|gnosis)$/i;
const CHAIN_ADDRESS_KEY = /(?:^|_)address(?:es)?$|[a-z]Address(?:es)?$/;
const NOT_CHAIN_ADDRESS = /email|ip|mac|street|postal|mail|billing|shipping|home|web|url|token/i;
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
const BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";

/** `n` characters of `alphabet`, drawn by a hash of `seed`: the same value always gives the same address. */
export function hashChars(seed: string, alphabet: string, n: number): string {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let out = "";
  for (let i = 0; i < n; i++) {
    h = Math.imul(h ^ (h >>> 15), 2246822519) ^ i;
    out += alphabet[(h >>> 0) % alphabet.length];
  }
  return out;
}

/**
 * An address of a chain, in that chain's form: `0x` and 40 hex digits on Ethereum and the chains
 * that share its addresses (MATIC, RON, BSC), `bc1q…` on Bitcoin, base58 on Solana, `T…` on Tron;
 * undefined for a chain it does not know. The same seed gives the same address.
 */
export function chainAddressOf(chain: string, seed: string): string | undefined {
  if (EVM_CHAIN.test(chain)) return `0x${hashChars(seed, "0123456789abcdef", 40)}`;
  if (/^(btc|bitcoin)$/i.test(chain)) return `bc1q${hashChars(seed, BECH32, 38)}`;
  if (/^(sol|solana)$/i.test(chain)) return hashChars(seed, BASE58, 44);
  if (/^(trx|tron)$/i.test(chain)) return `T${hashChars(seed, BASE58, 33)}`;
  return undefined;
}

/** Whether an address already has the form of its chain. */
function fitsChain(chain: string, v: string): boolean {
  if (EVM_CHAIN.test(chain)) return /^(?:0x|ronin:)[0-9a-fA-F]{40}$/.test(v);
  if (/^(btc|bitcoin)$/i.test(chain))
    return /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$/.test(v);
  if (/^(sol|solana)$/i.test(chain)) return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(v);
  if (/^(trx|tron)$/i.test(chain)) return /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(v);
  return true;
}

/**
 * A record on a chain (`"chain":"ETH"`) holds addresses of that chain, and so do the records
 * below it (`incoming: [{address}]`): a street address or a Bitcoin-style string as an ETH or
 * Ronin address is nonsense (fresh20 readers on breadcrumbs).
 */
export function cohereChainAddresses(rec: Rec, chain?: string, depth = 0): void {
  if (depth > 6) return;
  const own = Object.entries(rec).find(([k, v]) => CHAIN_KEY.test(k) && typeof v === "string");
  const here = (own?.[1] as string | undefined) ?? chain;
  for (const [k, v] of Object.entries(rec)) {
    if (
      here &&
      CHAIN_ADDRESS_KEY.test(k) &&
      !NOT_CHAIN_ADDRESS.test(k.replace(/address(es)?$/i, ""))
    ) {
      if (typeof v === "string" && v && !fitsChain(here, v))
        rec[k] = chainAddressOf(here, `${k}:${v}`) ?? v;
      else if (Array.isArray(v))
        rec[k] = v.map((x) =>
          typeof x === "string" && x && !fitsChain(here, x)
            ? (chainAddressOf(here, `${k}:${x}`) ?? x)
            : x,
        );
    }
    const items = Array.isArray(v) ? v : [v];
    for (const x of items)
      if (x && typeof x === "object" && !Array.isArray(x))
        cohereChainAddresses(x as Rec, here, depth + 1);
  }
}

const UNIT_DAYS: Record<string, number> = {
  "": 1,
  second: 1 / 86_400,
  minute: 1 / 1_440,
  hour: 1 / 24,
  day: 1,
  week: 7,
  month: 30.4,
  year: 365.25,
};

/** "12 Years" → 4383 (days), "1 Month" → 30.4, "69.357" → 69.357; `undefined` for anything else. */
export function amountOfText(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  if (!m) return undefined;
  const unit = (m[2] ?? "").toLowerCase().replace(/s$/, "");
  const scale = UNIT_DAYS[unit];
  return scale === undefined ? undefined : Number(m[1]) * scale;
}

/** The key that pairs with a minimum key (`min_age` → `max_age`, `yearRangeMin` → `yearRangeMax`). */
export function maximumKeyOf(key: string, keys: string[]): string | undefined {
  const swaps: Array<[RegExp, string]> = [
    [/^minimum/, "maximum"],
    [/^Minimum/, "Maximum"],
    [/^min/, "max"],
    [/^Min/, "Max"],
    [/minimum$/, "maximum"],
    [/Minimum$/, "Maximum"],
    [/min$/, "max"],
    [/Min$/, "Max"],
  ];
  for (const [re, to] of swaps) {
    if (!re.test(key)) continue;
    const twin = key.replace(re, to);
    if (twin !== key && keys.includes(twin)) return twin;
  }
  return undefined;
}

/** The long form a short key abbreviates (`version_short` → `version`), when the record has it. */
export function longKeyOf(key: string, keys: string[]): string | undefined {
  const m = /^(.+?)[_-]?(short|Short)$|^(short|Short)[_-]?(.+)$/.exec(key);
  if (!m) return undefined;
  const base = (m[1] ?? m[4] ?? "").toLowerCase();
  if (!base) return undefined;
  return keys.find(
    (k) =>
      k !== key && k.toLowerCase().replace(/[_-]?(long|full)$/, "") === base.replace(/^[_-]/, ""),
  );
}

const VERSION = /^v?\d+(\.\d+)*$/;

/** Make the record's min/max and short/long string siblings agree, at any depth up to 4. */
/** Catalogue item names, longest first ("Chef's Knife Blue" before "Chef's Knife"). */
const ITEM_NAMES = [
  ...new Set(
    Object.values(CATALOGUES).flatMap((c) =>
      Object.values(c.lines)
        .flat()
        .flatMap((n) => [n, ...c.variants.map((v) => `${n} ${v}`)]),
    ),
  ),
].sort((a, b) => b.length - a.length);
const ITEM_SET = new Set(ITEM_NAMES);

/**
 * A record's blurb is about the record: "Our best-selling Chef's Knife Blue." on the product
 * named "Gel Pens (10 pack)" names the record's own item instead.
 */
export function cohereItemText(rec: Rec): void {
  const name = typeof rec.name === "string" ? rec.name : undefined;
  // Only a record that is an item itself: a person's order may well mention a mug.
  if (!name || !ITEM_SET.has(name)) return;
  for (const [k, v] of Object.entries(rec)) {
    if (!FREE_TEXT.test(k) || typeof v !== "string" || v.includes(name)) continue;
    const other = ITEM_NAMES.find((n) => v.includes(n));
    if (other) rec[k] = v.replace(other, name);
  }
}

/**
 * Another name of the same thing (`common_name`, `lay_name`, `popular_name`): a record's names
 * are of one item, so the condition named "Rheumatoid arthritis" is not commonly called
 * "Influenza". Two draws from one pool disagree; the alias says the record's own name.
 */
const ALIAS_NAME = /^(common|lay|popular|everyday|colloquial|vernacular|trivial|usual)[_-]?name$/i;
const OWN_NAME = /^(name|title|label)$/i;

export function cohereNames(rec: Rec): void {
  const own = Object.keys(rec).find((k) => OWN_NAME.test(k) && typeof rec[k] === "string");
  if (!own) return;
  for (const k of Object.keys(rec))
    if (ALIAS_NAME.test(k) && typeof rec[k] === "string") rec[k] = rec[own];
}

/**
 * Initials are those of the name they abbreviate: `author_initials` "J.S" (the doc's example)
 * beside `author` "Damian Turner" is "D.T", in the style the value had ("J.S", "JS", "J. S.").
 */
export function cohereInitials(rec: Rec): void {
  for (const [k, v] of Object.entries(rec)) {
    const m = /^(.*?)[_-]?initials$/i.exec(k);
    if (!m || typeof v !== "string") continue;
    const base = m[1] ?? "";
    const nameKey = Object.keys(rec).find((n) =>
      base
        ? new RegExp(`^${base}([_-]?(full[_-]?)?name)?$`, "i").test(n)
        : /^(full[_-]?)?name$/i.test(n),
    );
    const name = nameKey ? rec[nameKey] : undefined;
    if (typeof name !== "string") continue;
    const letters = name
      .split(/[\s-]+/)
      .map((w) => w.match(/\p{Lu}/u)?.[0])
      .filter((c): c is string => c !== undefined);
    if (letters.length < 2) continue;
    rec[k] = /\.\s/.test(v)
      ? `${letters.join(". ")}.`
      : /\./.test(v)
        ? letters.join(".")
        : letters.join("");
  }
}

/**
 * Flags one state rules out: who blocks someone or is blocked by them follows neither way, and
 * mutes nothing more. Mastodon's relationship after an unfollow had `blocking`, `blocked_by` and
 * `muting` all true beside `following` (fresh49 blind readers N on 2 of 60).
 */
const EXCLUDED_BY: Array<[RegExp, RegExp]> = [
  [
    /^(blocking|blocked|blocked_by|is_blocked|is_blocking|is_blocked_by)$/,
    /^(following|followed_by|is_following|is_followed_by|requested|notifying|endorsed|showing_reblogs)$/,
  ],
];
const snakeKey = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/** The flags of a record set true beside a flag that rules them out (`EXCLUDED_BY`). */
export function clashingFlags(rec: Rec): string[] {
  const keys = Object.keys(rec);
  const out: string[] = [];
  for (const [set, ruled] of EXCLUDED_BY) {
    if (!keys.some((k) => rec[k] === true && set.test(snakeKey(k)))) continue;
    for (const k of keys) if (rec[k] === true && ruled.test(snakeKey(k))) out.push(k);
  }
  return out;
}

/** Clears the flags a set flag rules out (`EXCLUDED_BY`): a blocked account is not followed. */
export function cohereExclusiveFlags(rec: Rec): void {
  for (const k of clashingFlags(rec)) rec[k] = false;
}

/** An amount's count in its currency's smallest unit (`valueInBaseUnits`, `amount_cents`). */
const BASE_UNITS_KEY = /^(.*?)_?(in_?base_?units|in_?cents|cents|in_?minor_?units|minor_?units)$/i;

/**
 * The amount beside a money value in its smallest unit agrees with it: Up's `"value":"95.50"`
 * had `"valueInBaseUnits":3` (fresh53 dev, 2 of 30 samples of values49-f53-2); it is 9550.
 */
export function baseUnitsOf(rec: Rec): Array<{ key: string; want: number }> {
  const out: Array<{ key: string; want: number }> = [];
  for (const k of Object.keys(rec)) {
    const m = BASE_UNITS_KEY.exec(k);
    if (!m) continue;
    const stem = m[1] ?? "";
    const whole = [stem, `${stem}_value`, `${stem}Value`, "value", "amount"].find(
      (c) => c !== "" && c !== k && rec[c] !== undefined,
    );
    const amount = whole === undefined ? undefined : Number(rec[whole]);
    if (amount === undefined || !Number.isFinite(amount)) continue;
    const want = Math.round(amount * 100);
    if (typeof rec[k] === "number" && rec[k] !== want) out.push({ key: k, want });
  }
  return out;
}

/** Sets an amount in its smallest unit to the amount it counts (`baseUnitsOf`). */
export function cohereBaseUnits(rec: Rec): void {
  for (const { key, want } of baseUnitsOf(rec)) rec[key] = want;
}

/**
 * How a name is filed: "Beatles, The" for "The Beatles", "Brice, Lee" for a person's two names,
 * the name itself otherwise.
 */
export function sortNameOf(name: string): string {
  const n = name.trim();
  const the = /^(The|A|An) (.+)$/.exec(n);
  if (the) return `${the[2]}, ${the[1]}`;
  const two = /^([A-Z][a-z'-]+) ([A-Z][A-Za-z'-]+)$/.exec(n);
  return two ? `${two[2]}, ${two[1]}` : n;
}

/**
 * A sort name files the record's own name: every setlist.fm artist was sorted as "Beatles, The"
 * (the doc's example), "Lee Brice" too (fresh49 dev, values49-f49-3).
 */
export function cohereSortName(rec: Rec): void {
  const key = Object.keys(rec).find((k) => /^sort_?name$/i.test(k));
  const name = rec.name;
  if (!key || typeof name !== "string" || typeof rec[key] !== "string") return;
  rec[key] = sortNameOf(name);
}

/** A gene's full name is its symbol's (`ensemblGeneSymbol` TP53 → "tumor protein p53"). */
export function cohereGeneName(rec: Rec): void {
  const keys = Object.keys(rec);
  const symbolKey = keys.find((k) => /gene_?symbol$/i.test(k) && typeof rec[k] === "string");
  const name = GENE_NAMES[String(symbolKey ? rec[symbolKey] : "")];
  if (!name) return;
  const known = new Set(Object.values(GENE_NAMES));
  for (const k of keys) if (/full_?name$/i.test(k) && known.has(String(rec[k]))) rec[k] = name;
}

const SLUGGED = /^([a-z][a-z0-9_]*[:/])?([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const NAME_KEYS = /^(name|title|label|display_?name)$/i;
/** Keys a record is addressed by, which an API makes from its name. */
const NAMED_KEY = /(namespace|slug|handle|permalink|identifier|url_?name|key)$/i;

/** A name as a slug: "BBC iPlayer" → `bbc-iplayer`. */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Keys made from a name (a namespace `catalogue:netflix`, a slug, a handle) are made from each
 * record's own name, across the records of one collection: where a field's slug is the slug of
 * some record's name, every record's is its own name's, the doc's prefix kept and the kind's own
 * noun left out ("Canada catalogue" → `catalogue:canada`). fresh58 readers: "Netflix" was
 * `catalogue:amazon-prime`. `keep`: fields others point at (the id, references), left as they are.
 */
export function slugsFromNames(rows: Rec[], noun: string, keep: readonly string[] = []): void {
  const nameKey = (r: Rec) =>
    Object.keys(r).find((k) => NAME_KEYS.test(k) && typeof r[k] === "string" && r[k] !== "");
  const names = new Set(
    rows.map((r) => {
      const k = nameKey(r);
      return k ? slugOf(String(r[k])) : "";
    }),
  );
  names.delete("");
  if (names.size < 2) return;
  const nounWords = new Set(splitWords(noun).map((w) => w.toLowerCase()));
  const keys = new Set(rows.flatMap((r) => Object.keys(r)));
  for (const k of keys) {
    if (NAME_KEYS.test(k) || !NAMED_KEY.test(k) || keep.includes(k)) continue;
    const made = rows.some((r) => {
      const m = typeof r[k] === "string" ? SLUGGED.exec(r[k] as string) : null;
      return m !== null && names.has(m[2]!);
    });
    if (!made) continue;
    const taken = new Set<string>();
    for (const r of rows) {
      const v = r[k];
      const nk = nameKey(r);
      const m = typeof v === "string" ? SLUGGED.exec(v) : null;
      if (!m || !nk) continue;
      const own = slugOf(String(r[nk]));
      const bare = own
        .split("-")
        .filter((w) => !nounWords.has(w))
        .join("-");
      let next = `${m[1] ?? ""}${bare || own}`;
      if (taken.has(next)) next = `${m[1] ?? ""}${own}`;
      taken.add(next);
      r[k] = next;
    }
  }
}

/** The key of a value's own maximum among `keys`: `uv` → `uv_max`, `speed` → `maxSpeed`. */
/** The key of a reading's own maximum (`uv` → `uv_max`, `CurrentScore` → `MaxScore`). */
export function ownMaximumKeyOf(key: string, keys: string[]): string | undefined {
  // A current or last reading is bounded by the maximum of the same measure: `CurrentScore` ≤
  // `MaxScore` (AWS Cost Explorer's anomalies showed 4.7 > 4.5, fresh69 blind readers N).
  const want = looseKey(key).replace(
    /^(current|last|latest|actual)(?=[a-z]{3})|(current|now)$/,
    "",
  );
  return keys.find((k) => {
    const l = looseKey(k);
    return (
      k !== key &&
      (l === `${want}max` || l === `max${want}` || l === `${want}maximum` || l === `maximum${want}`)
    );
  });
}

/**
 * A reading above its own maximum in one record ("uv": 72.76 beside "uv_max": 10, OpenUV,
 * fresh58 readers) is folded under it, to the same decimals.
 */
function cohereUnderMaximum(rec: Rec): void {
  const keys = Object.keys(rec);
  for (const k of keys) {
    const x = rec[k];
    const max = ownMaximumKeyOf(k, keys);
    const y = max === undefined ? undefined : rec[max];
    if (typeof x !== "number" || typeof y !== "number" || y <= 0 || x <= y) continue;
    // A last reading above the highest is the highest, and the highest was the last reading.
    if (/^(current|last|latest|actual)|(current|now)$/i.test(looseKey(k))) {
      rec[k] = y;
      rec[max!] = x;
      continue;
    }
    const folded = x % y;
    rec[k] = Number.isInteger(x) ? Math.floor(folded) : Math.round(folded * 100) / 100;
  }
}

/**
 * Azure's localizable string `{value, localizedValue}` says one thing twice — the invariant value
 * and its display — never two: an activity log's event `{"value": "Invite sent", "localizedValue":
 * "End request"}` (fresh59 readers N). The display form, which the doc's examples give, is kept.
 */
export function cohereLocalized(rec: Rec): void {
  if (localizedDisagrees(rec)) rec.value = rec.localizedValue;
}

/** A localizable string `{value, localizedValue}` whose two forms say different things. */
export function localizedDisagrees(rec: Rec): boolean {
  const { value, localizedValue } = rec;
  if (typeof value !== "string" || typeof localizedValue !== "string" || !localizedValue)
    return false;
  return value.toLowerCase() !== localizedValue.toLowerCase();
}

/** Parts of a version number (`3.1.2` → [3, 1, 2]), or undefined for anything else. */
function versionParts(v: unknown): number[] | undefined {
  return typeof v === "string" && VERSION.test(v)
    ? v.replace(/^v/, "").split(".").map(Number)
    : undefined;
}

/**
 * A version to upgrade to is never below the one in place: `{currentVersion: "3.1.2",
 * targetVersion: "2.3.0"}` was a downgrade offered as an upgrade (gkeonprem version configs,
 * fresh59 readers N). The two are swapped.
 */
export function cohereTargetVersion(rec: Rec): void {
  const keys = downgradedVersion(rec);
  if (keys) [rec[keys.current], rec[keys.target]] = [rec[keys.target], rec[keys.current]];
}

/** The current and target version keys of a record whose target is below its current version. */
export function downgradedVersion(rec: Rec): { current: string; target: string } | undefined {
  const keys = Object.keys(rec);
  const current = keys.find((k) => /^(current|installed|existing|old)_?version$/i.test(k));
  const target = keys.find((k) => /^(target|upgrade|latest|new|available)_?version$/i.test(k));
  if (!current || !target) return undefined;
  const a = versionParts(rec[current]);
  const b = versionParts(rec[target]);
  if (!a || !b) return undefined;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) === (b[i] ?? 0)) continue;
    return (b[i] ?? 0) < (a[i] ?? 0) ? { current, target } : undefined;
  }
  return undefined;
}

/**
 * A Google resource's path starts with its parent: a constraint listed under `projects/28740`
 * is `projects/28740/constraints/…`, never `projects/47314/constraints/…` (fresh60 blind readers
 * B/N: a project's list answered with another project's record).
 */
export function cohereParentPath(rec: Rec): void {
  const parent = rec.parent;
  const name = rec.name;
  if (typeof parent !== "string" || typeof name !== "string") return;
  // Where a record lives: a project (organization …), then its location, region or zone
  // (Dataproc's `projects/{p}/regions/{r}` answered a us-east1 list with a us-west1 policy).
  const owner =
    /^(?:projects|organizations|folders|accounts)\/[^/]+(?:\/(?:locations|regions|zones)\/[^/]+)?$/;
  if (!owner.test(parent)) return;
  const m =
    /^(?:projects|organizations|folders|accounts)\/[^/]+(?:\/(?:locations|regions|zones)\/[^/]+)?\/([a-z][A-Za-z]*\/.+)$/.exec(
      name,
    );
  if (m && !name.startsWith(`${parent}/`)) rec.name = `${parent}/${m[1]}`;
  // A bare `buckets/ymsqaqtym0` under `projects/nimbus-prod-806` is that project's bucket.
  else if (!m && /^[a-z][A-Za-z]*\/[^/]+$/.test(name) && !owner.test(name))
    rec.name = `${parent}/${name}`;
}

const FINISHED = /^(done|complete|completed|succeeded|success|finished|ready|warmed)$/i;
const UNDERWAY = /^(in[_ ]?progress|running|processing|warming|ongoing|started|active_warmup)$/i;
const NOT_STARTED = /^(pending|queued|not[_ ]?started|scheduled|waiting)$/i;

/**
 * A progress share agrees with its status: "WarmupPercentage":100 with "WarmupStatus":"IN_PROGRESS"
 * or 39% with "DONE" (Pinpoint Email's dedicated IPs, fresh60 blind readers N, both readers).
 */
export function cohereProgress(rec: Rec): void {
  const keys = Object.keys(rec);
  for (const k of keys) {
    const v = rec[k];
    if (typeof v !== "number" || v < 0 || v > 100 || !/(percent(age)?|progress)$/i.test(k))
      continue;
    const stem = k.replace(/(percent(age)?|progress)$/i, "").toLowerCase();
    const status =
      keys.find(
        (s) =>
          /(status|state)$/i.test(s) &&
          s.toLowerCase().startsWith(stem) &&
          typeof rec[s] === "string",
      ) ?? keys.find((s) => /^(status|state)$/i.test(s) && typeof rec[s] === "string");
    if (!status) continue;
    const word = String(rec[status]);
    if (FINISHED.test(word)) rec[k] = 100;
    else if (UNDERWAY.test(word) && (v >= 100 || v <= 0)) rec[k] = 5 + (Math.round(v * 7) % 90);
    else if (NOT_STARTED.test(word)) rec[k] = 0;
  }
}

/** The region a Google location's resource name ends in (`projects/p/locations/us-west1` → `us-west1`). */
export function locationRegionOf(name: unknown): string | undefined {
  if (typeof name !== "string") return undefined;
  const region = /(?:^|\/)locations\/([a-z]+-[a-z]+\d+)$/.exec(name)?.[1];
  return region && region in GCP_LOCATION_NAMES ? region : undefined;
}

/**
 * A location record's display name is its region's place: `{"name":"locations/us-west1",
 * "displayName":"Sydney"}` becomes "Oregon" (Workload Manager locations, fresh60).
 */
export function cohereLocationName(rec: Rec): void {
  const region = locationRegionOf(rec.name);
  if (region && typeof rec.displayName === "string") rec.displayName = GCP_LOCATION_NAMES[region]!;
  // …and its id is the region its name ends in: "locationId":"loc_1001" beside
  // "locations/europe-west1" (Memorystore for Redis, fresh62 blind readers N).
  if (typeof rec.locationId !== "string" || !/^[a-z]{2,4}_\d+$/.test(rec.locationId)) return;
  const placed =
    region ??
    Object.keys(GCP_LOCATION_NAMES).find((r) => GCP_LOCATION_NAMES[r] === rec.displayName);
  if (placed) rec.locationId = placed;
}

/** An AWS service's category is its own: "Amazon S3" is storage, never "compute". */
export function cohereServiceCategory(rec: Rec): void {
  const name = [rec.name, rec.displayName, rec.serviceName].find(
    (v): v is string => typeof v === "string" && v in AWS_SERVICE_CATEGORIES,
  );
  if (name && typeof rec.category === "string") rec.category = AWS_SERVICE_CATEGORIES[name]!;
}

/** The keys of a record's enum pair the doc ties (`ENUM_TIES`) whose values disagree. */
export function untiedEnums(rec: Rec): Array<{ key: string; value: string }> {
  const out: Array<{ key: string; value: string }> = [];
  const keyOf = (loose: string) => Object.keys(rec).find((k) => looseKey(k) === loose);
  for (const tie of ENUM_TIES) {
    const f = keyOf(tie.field);
    const o = keyOf(tie.other);
    if (!f || !o || rec[f] !== tie.value || typeof rec[o] !== "string") continue;
    if (!tie.fits.test(rec[o] as string)) out.push({ key: f, value: `${tie.value} / ${rec[o]}` });
  }
  return out;
}

/** A tied enum follows the value it is tied to: a Zeppelin runtime's app is INTERACTIVE. */
export function cohereEnumTies(rec: Rec): void {
  for (const bad of untiedEnums(rec)) {
    const other = ENUM_TIES.find((t) => looseKey(bad.key) === t.field)?.other;
    const o = Object.keys(rec).find((k) => looseKey(k) === other);
    const fit = ENUM_TIES.find(
      (t) => t.field === looseKey(bad.key) && o && t.fits.test(String(rec[o])),
    );
    if (fit) rec[bad.key] = fit.value;
  }
}

/** Operations Azure lists for a resource type: the name's last part and the display's verb. */
const AZURE_OPERATIONS: ReadonlyArray<readonly [string, string]> = [
  ["read", "Read"],
  ["write", "Write"],
  ["delete", "Delete"],
  ["listKeys/action", "List Keys"],
  ["regenerateKey/action", "Regenerate Key"],
  ["usages/read", "Read Usages"],
  ["skus/read", "Read SKUs"],
  ["privateEndpointConnections/read", "Read Private Endpoint Connections"],
];

/**
 * An Azure operation (`{name, display: {provider, resource, operation}}`) is one of its provider's:
 * `Microsoft.CognitiveServices/accounts/write` displayed "Write API Account" — the `index`-th of
 * the operations Azure lists for the resource type, so a list names each once. Cognitive Services
 * listed "Refund payment" and "Search products", each displayed "Read API Account" (fresh62
 * blind readers N).
 */
export function cohereAzureOperation(rec: Rec, index: number, depth = 0): void {
  // A list of operations a record holds (Policy Insights' `value`) names each once too.
  if (depth < 2)
    for (const v of Object.values(rec))
      if (Array.isArray(v))
        v.forEach((x, j) => {
          if (x && typeof x === "object" && !Array.isArray(x))
            cohereAzureOperation(x as Rec, j, depth + 1);
        });
  const d = rec.display;
  if (typeof rec.name !== "string" || !d || typeof d !== "object" || Array.isArray(d)) return;
  const shown = d as Rec;
  const { provider, resource, operation } = shown;
  if (typeof provider !== "string" || typeof resource !== "string") return;
  if (typeof operation !== "string" || !/^microsoft\b/i.test(provider)) return;
  const space = provider.replace(/^microsoft\W*/i, "").replace(/[^A-Za-z0-9]/g, "");
  const type = plural((resource.split(/\s+/).pop() ?? "").toLowerCase());
  if (space === "" || !/^[a-z]+$/.test(type)) return;
  // What the display calls the resource: "Read API Account" → "API Account".
  const thing = operation.split(/\s+/).slice(1).join(" ") || resource;
  const [verb, word] = AZURE_OPERATIONS[index % AZURE_OPERATIONS.length]!;
  rec.name = `Microsoft.${space}/${type}/${verb}`;
  shown.operation = /\//.test(verb) ? `${word}` : `${word} ${thing}`;
  if (typeof shown.description === "string") shown.description = `${shown.operation}.`;
}

const PERCENT_OFF = /^(percent_off|discount_percent|percent|percentage|discount_pct|pct_off)$/;
/**
 * A coupon's code says what it takes off: SAVE30 is 30% off, not 5% (the shoe shop's coupons).
 * Only a code ending in a share of 5 to 90 is read so.
 */
export function cohereCodePercent(rec: Rec): void {
  const code = Object.keys(rec).find(
    (k) => /^(code|coupon_code|promo_code)$/.test(snakeKey(k)) && typeof rec[k] === "string",
  );
  const m = code ? /^[A-Z]+[A-Z_-]*?(\d{1,2})$/.exec(rec[code] as string) : null;
  const n = m ? Number(m[1]) : Number.NaN;
  if (!(n >= 5 && n <= 90)) return;
  for (const k of Object.keys(rec))
    if (PERCENT_OFF.test(snakeKey(k)) && typeof rec[k] === "number") rec[k] = n;
}

export function cohereSiblings(rec: Rec, depth = 0): void {
  if (depth > 4) return;
  if (depth === 0) {
    coherePlace(rec);
    cohereChainAddresses(rec);
  }
  cohereItemText(rec);
  cohereNames(rec);
  cohereInitials(rec);
  cohereCodeLabel(rec);
  cohereCountry(rec);
  cohereNetAmounts(rec);
  cohereUnderMaximum(rec);
  cohereExclusiveFlags(rec);
  cohereGeneName(rec);
  cohereBaseUnits(rec);
  cohereSortName(rec);
  cohereLocalized(rec);
  cohereTargetVersion(rec);
  cohereParentPath(rec);
  cohereProgress(rec);
  cohereLocationName(rec);
  cohereServiceCategory(rec);
  cohereEnumTies(rec);
  cohereCodePercent(rec);
  cohereCostCategory(rec);
  cohereOneOperator(rec);
  cohereDefaultInBounds(rec);
  cohereErrorMessage(rec);
  const keys = Object.keys(rec);
  for (const k of keys) {
    const max = maximumKeyOf(k, keys);
    if (!max) continue;
    const a = rec[k];
    const b = rec[max];
    if (typeof a !== "string" && typeof b !== "string") continue;
    const x = amountOfText(a);
    const y = amountOfText(b);
    if (x !== undefined && y !== undefined && x > y) {
      rec[k] = b;
      rec[max] = a;
    }
  }
  for (const k of keys) {
    const long = longKeyOf(k, keys);
    if (!long) continue;
    const s = rec[k];
    const l = rec[long];
    if (typeof s !== "string" || typeof l !== "string") continue;
    if (VERSION.test(s) && VERSION.test(l)) {
      if (!l.startsWith(s)) {
        // As many parts as the short form had, fewer than the long one's when it can.
        const parts = l.split(".");
        const n = Math.max(1, Math.min(s.split(".").length, parts.length - 1));
        rec[k] = parts.slice(0, n).join(".");
      }
    } else if (s.length > l.length) {
      rec[k] = l;
      rec[long] = s;
    }
  }
  for (const v of Object.values(rec)) {
    if (Array.isArray(v)) {
      for (const x of v)
        if (x && typeof x === "object" && !Array.isArray(x)) cohereSiblings(x as Rec, depth + 1);
    } else if (v && typeof v === "object") cohereSiblings(v as Rec, depth + 1);
  }
}

/**
 * A setting's bounds hold its default: App Service plans' `skuCapacity` was `{"default":93,
 * "maximum":77,"minimum":53}` (fresh72). Bounds the wrong way round swap; a default outside them
 * moves to the nearer one.
 */
export function cohereDefaultInBounds(rec: Rec): void {
  const num = (k: string) => (typeof rec[k] === "number" ? (rec[k] as number) : undefined);
  const lo = ["minimum", "min"].find((k) => num(k) !== undefined);
  const hi = ["maximum", "max"].find((k) => num(k) !== undefined);
  if (!lo || !hi) return;
  if (num(lo)! > num(hi)!) [rec[lo], rec[hi]] = [rec[hi], rec[lo]];
  for (const k of ["default", "default_value", "defaultValue"]) {
    const d = num(k);
    if (d !== undefined) rec[k] = Math.min(Math.max(d, num(lo)!), num(hi)!);
  }
}

/** Logical operators of a filter expression (`{"And": [...], "Or": [...], "Not": {...}}`). */
const LOGICAL_OPERATOR = /^(and|or|not)$/i;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A filter expression holds one operator or one simple filter: "each Expression can have only one
 * operator, the service returns an error if more than one is specified" (Cost Explorer). Seeded
 * with every member, a monitor's specification was empty And/Or/Not beside a dimension, a tag and
 * a cost category at once (fresh69 blind readers N). The first member with content is kept.
 */
export function cohereOneOperator(rec: Rec): void {
  const keys = Object.keys(rec);
  if (keys.filter((k) => LOGICAL_OPERATOR.test(k)).length < 2) return;
  const full = (v: unknown) =>
    Array.isArray(v) ? v.length > 0 : isRec(v) ? Object.keys(v).length > 0 : v !== undefined;
  const members = keys.filter((k) => isRec(rec[k]) || Array.isArray(rec[k]));
  const kept =
    members.find((k) => !LOGICAL_OPERATOR.test(k) && full(rec[k])) ??
    members.find((k) => full(rec[k]));
  for (const k of members) if (k !== kept) delete rec[k];
}

const COST_CATEGORY_VALUES = new Set(Object.values(COST_CATEGORIES).flat());
/** The members of a cost category that name it, and those that hold its values. */
const COST_NAME_KEY = /^(name|cost_category_name|cost_category_names|key)$/;
const COST_VALUE_KEY = /^(values|default_value|cost_category_values|value)$/;

/**
 * A cost category's values are parts of what it splits costs by: "Team" holds "Engineering" and
 * "Marketing", not "prod" (each value drawn apart, fresh69 blind readers N on Cost Explorer's
 * cost categories). Values are moved into the record's category by their own text, no draw.
 */
export function cohereCostCategory(rec: Rec): void {
  const words = (k: string) => splitWords(k).join("_").toLowerCase();
  const valueKeys = Object.keys(rec).filter((k) => COST_VALUE_KEY.test(words(k)));
  if (valueKeys.length === 0) return;
  const catKey = Object.keys(rec).find(
    (k) =>
      COST_NAME_KEY.test(words(k)) &&
      typeof rec[k] === "string" &&
      Object.hasOwn(COST_CATEGORIES, rec[k] as string),
  );
  if (!catKey) return;
  const own = COST_CATEGORIES[rec[catKey] as string]!;
  const moved = (v: string) =>
    own.includes(v) ? v : own[Number.parseInt(hashChars(v, "0123456789", 6), 10) % own.length]!;
  for (const k of valueKeys) {
    const v = rec[k];
    if (typeof v === "string" && COST_CATEGORY_VALUES.has(v)) rec[k] = moved(v);
    else if (
      Array.isArray(v) &&
      v.length > 0 &&
      v.every((x) => typeof x === "string" && COST_CATEGORY_VALUES.has(x))
    ) {
      const out = [...new Set(v.map((x) => moved(x as string)))];
      for (const x of own) if (out.length < v.length && !out.includes(x)) out.push(x);
      rec[k] = out;
    }
  }
}

/** ISO 639-1 codes of the languages records name; their English names come from `Intl`. */
const LANGUAGE_CODES =
  "en es fr de pt it ja nl pl sv ko zh ar hi tr el ru uk ca da fi nb cs ro hu he th vi id ms fa bn ta sk sl hr bg lt lv et ga is".split(
    " ",
  );
let languageByName: Map<string, string> | undefined;
/** `"Korean"` → `ko`, `"English (Australia)"` → `en`, `"Mandarin Chinese"` → `zh`; else undefined. */
export function languageCodeOf(name: string): string | undefined {
  if (!languageByName) {
    const names = new Intl.DisplayNames(["en"], { type: "language" });
    languageByName = new Map(LANGUAGE_CODES.map((c) => [String(names.of(c)).toLowerCase(), c]));
    languageByName.set("norwegian", "nb");
  }
  const n = name.toLowerCase().trim();
  const bare = n.replace(/\s*\(.*$/, "");
  return (
    languageByName.get(n) ?? languageByName.get(bare) ?? languageByName.get(bare.split(" ").pop()!)
  );
}

const LANGUAGE_CODE_KEY = /^(code|lang|lang_?code|language_?code|iso_?code|iso_?639(_?1)?)$/i;
const LOCALE_KEY = /^(long_?code|locale|locale_?code|language_?tag|bcp_?47|full_?code)$/i;

/**
 * A language record's codes are its language's: "Korean" is `ko` / `ko-KR`, not `en2` /
 * `ca-ES-valencia` (the doc's examples, numbered to be unique). `taken` holds the codes other
 * records of the collection already have, so two Englishes keep their own.
 */
export function cohereLanguage(rec: Rec, taken: Set<string>): void {
  const name = typeof rec.name === "string" ? rec.name : undefined;
  const code = name ? languageCodeOf(name) : undefined;
  if (!code) return;
  const region = new Intl.Locale(code).maximize().region;
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (typeof v !== "string") continue;
    if (LANGUAGE_CODE_KEY.test(k) && v.length <= 5 && !taken.has(code)) {
      rec[k] = code;
      taken.add(code);
    } else if (LOCALE_KEY.test(k) && region && /^[a-z]{2,3}[-_][A-Za-z]/.test(v)) {
      rec[k] = `${code}-${region}`;
    }
  }
}

const WRAPPER_KEY = /^_?(embedded|data|items|results|records|content|page)$/i;
const TOTAL_KEY =
  /^(total|total_?count|total_?items|total_?results|total_?records|total_?record_?count|total_?elements|total_?size|num_?results|result_?count)$/i;
const PAGES_KEY = /^(total_?pages|pages|page_?count|num_?pages|number_?of_?pages)$/i;
const SIZE_KEY = /^(page_?size|per_?page|limit|page_?limit|items_?per_?page|size)$/i;
const PAGE_KEY = /^(page|page_?number|current_?page)$/i;
const COUNT_KEY =
  /^(count|item_?count|returned|num_?items|current_?elements|number_?of_?elements|num_?elements)$/i;
const MORE_KEY = /^(has_?more|more|has_?next)$/i;

/** The one list a page envelope carries: at its top or in one wrapper (`_embedded.data`). */
function pageList(rec: Rec): unknown[] | undefined {
  const lists: unknown[][] = [];
  for (const [k, v] of Object.entries(rec)) {
    if (Array.isArray(v)) lists.push(v);
    else if (v && typeof v === "object" && WRAPPER_KEY.test(k))
      for (const w of Object.values(v as Rec)) if (Array.isArray(w)) lists.push(w);
  }
  if (lists.length === 1) return lists[0];
  // `_embedded: {data: {…}}` where the doc types the page's data as one object: a page of one.
  if (lists.length === 0)
    for (const [k, v] of Object.entries(rec))
      if (v && typeof v === "object" && !Array.isArray(v) && WRAPPER_KEY.test(k)) {
        const one = Object.entries(v as Rec).find(
          ([w, x]) => WRAPPER_KEY.test(w) && x && typeof x === "object" && !Array.isArray(x),
        );
        if (one) return [one[1]];
      }
  // `tags: ["a"]` beside the page's records is no page: the list of records (or the empty one).
  const records = lists.filter((l) => l.length === 0 || l.every((x) => x && typeof x === "object"));
  return records.length === 1 ? records[0] : undefined;
}

/**
 * A page of a list says what it holds: `{"data":[],"total_items":24,"total_pages":10}` told a
 * reader there are 24 items on a page that shows none. With `n` items on the page and a page
 * size of `size`: the page is the first; a page with room left is the whole list (total = n);
 * a full page leaves the total at least n; pages = ⌈total / size⌉; a count is n; "has more"
 * says whether the total goes past the page. Only records with a total or a page count.
 */
export function fitPageEnvelope(rec: Rec, depth = 0): void {
  for (const v of Object.values(rec)) {
    if (depth >= 3 || !v || typeof v !== "object") continue;
    if (Array.isArray(v)) {
      for (const x of v)
        if (x && typeof x === "object" && !Array.isArray(x)) fitPageEnvelope(x as Rec, depth + 1);
    } else fitPageEnvelope(v as Rec, depth + 1);
  }
  // Most records hold no page: the list is looked for before any key is (every record of every
  // episode state comes through here).
  const list = pageList(rec);
  if (!list) return;
  const keyIn = (at: Rec, re: RegExp) =>
    Object.keys(at).find(
      (k) => re.test(k.replace(/([a-z])([A-Z])/g, "$1_$2")) && typeof at[k] === "number",
    );
  const paged = (at: Rec) => [TOTAL_KEY, PAGES_KEY, COUNT_KEY].some((re) => keyIn(at, re));
  // The page's facts in an object of their own beside the list: EBI's `pageMeta`
  // ("currentElements":77,"currentPage":54,"totalElements":8 beside one phenotype, fresh71 N).
  const meta = paged(rec)
    ? rec
    : (Object.values(rec).find(
        (v): v is Rec =>
          !!v &&
          typeof v === "object" &&
          !Array.isArray(v) &&
          Object.keys(v).length > 1 &&
          paged(v as Rec) &&
          !pageList(v as Rec),
      ) ?? rec);
  fitPage(meta, list.length, (re) => keyIn(meta, re));
}

/** Page fields of `rec` fitted to a page of `n` items (see fitPageEnvelope). */
function fitPage(rec: Rec, n: number, key: (re: RegExp) => string | undefined): void {
  const totalKey = key(TOTAL_KEY);
  const pagesKey = key(PAGES_KEY);
  const countKey = key(COUNT_KEY);
  if (!totalKey && !pagesKey && !countKey) return;
  if (countKey && (n > 0 || totalKey || pagesKey)) rec[countKey] = n;
  if (!totalKey && !pagesKey) return;
  const sizeKey = key(SIZE_KEY);
  const pageKey = key(PAGE_KEY);
  let size = sizeKey ? (rec[sizeKey] as number) : n;
  // A page size of 0 holds nothing: the page had room for what it shows, and a usual 20.
  if (!(size >= n) || size < 1) size = Math.max(n, 20);
  if (sizeKey) rec[sizeKey] = size;
  if (pageKey) rec[pageKey] = 1;
  let total = totalKey ? (rec[totalKey] as number) : n;
  // An empty first page is an empty list; a page with room left holds the rest of it.
  total = n === 0 || n < size ? n : Math.max(total, n);
  if (totalKey) rec[totalKey] = total;
  if (pagesKey) rec[pagesKey] = Math.max(1, Math.ceil(total / size));
  const moreKey = Object.keys(rec).find((k) => MORE_KEY.test(k) && typeof rec[k] === "boolean");
  if (moreKey) rec[moreKey] = total > n;
}

const DURATION_KEY =
  /^(duration|length|runtime|run_?time|elapsed)(_?(ms|millis|milliseconds|s|secs?|seconds|mins?|minutes|h|hrs?|hours))?$/i;

/**
 * Milliseconds in one unit of a duration field, from what the doc says ("Duration in seconds",
 * "length in minutes") or its name (`duration_ms`, `runtimeMinutes`); undefined when neither says.
 */
export function durationUnitMs(name: string, description = ""): number | undefined {
  const text = `${name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase()} ${description.toLowerCase()}`;
  if (/millisecond|(^|_)(ms|millis)\b/.test(text)) return 1;
  if (/\bminutes?\b|(^|_)(mins?|minutes)\b/.test(text)) return 60_000;
  if (/\bhours?\b|(^|_)(h|hrs?|hours)\b/.test(text)) return 3_600_000;
  if (/\bdays?\b|(^|_)days\b/.test(text)) return 86_400_000;
  if (/\bseconds?\b|(^|_)(s|secs?|seconds)\b/.test(text)) return 1000;
  return undefined;
}

/**
 * A record's duration is the time between its start and its end, in the doc's unit: a playlist
 * of 3600 seconds that starts at 17:30 ends at 18:30, not 19:00. The duration was drawn at the
 * doc's scale (a spin's 199 s, a show's 10800 s), so the end moves to agree with it. Only numeric
 * durations beside a start and an end that are both instants with a time of day; `unitOf` gives
 * a field's unit in milliseconds.
 */
export function cohereDuration(
  rec: Rec,
  instant: (v: unknown) => number | undefined,
  unitOf: (key: string) => number,
): void {
  const keys = Object.keys(rec);
  const durationKey = keys.find(
    (k) => DURATION_KEY.test(k.replace(/([a-z])([A-Z])/g, "$1_$2")) && typeof rec[k] === "number",
  );
  if (!durationKey) return;
  const startKey = keys.find((k) =>
    /^(start|starts|begin|started)(_?(at|time|date_?time))?$/i.test(k),
  );
  const endKey = keys.find((k) =>
    /^(end|ends|finish|ended|finished)(_?(at|time|date_?time))?$/i.test(k),
  );
  if (!startKey || !endKey) return;
  const [a, b] = [rec[startKey], rec[endKey]];
  // A date alone ("2026-01-04") says nothing of the hours between.
  if ([a, b].some((v) => typeof v === "string" && !/\d{2}:\d{2}/.test(v))) return;
  const [ta, tb] = [instant(a), instant(b)];
  if (ta === undefined || tb === undefined || tb <= ta) return;
  const ms = (rec[durationKey] as number) * unitOf(durationKey);
  if (!(ms > 0)) {
    rec[durationKey] = Math.max(1, Math.round((tb - ta) / unitOf(durationKey)));
    return;
  }
  const end = ta + ms;
  if (typeof b === "number") rec[endKey] = b >= 1e11 ? end : Math.round(end / 1000);
  else {
    const iso = new Date(end).toISOString();
    rec[endKey] = String(a).endsWith(".000Z") ? iso : iso.replace(/\.\d{3}Z$/, "Z");
  }
}

/** Country names as faker writes them, lower case. */
const FAKER_COUNTRIES = new Set(
  ((en.location?.country ?? []) as string[]).map((c) => c.toLowerCase()),
);

/** Currency names as faker writes them, lower case ("Comoro Franc", "Uzbekistan Sum"). */
const FAKER_CURRENCIES = new Map(
  ((en.finance?.currency ?? []) as Array<{ name: string; code: string }>).map((c) => [
    c.name.toLowerCase(),
    c.code,
  ]),
);

/** Keys that hold a standard code, and keys that hold the name of what it codes. */
// (`abbreviation`: trashnothing's group country `{"abbreviation":"US","name":"Sudan"}`, fresh40
// readers N in 8 of 60 samples.)
const PAIR_CODE_KEY =
  /^(code|iso_?code|currency_?code|country_?code|alpha_?[23](_?code)?|abbreviation|abbr|iso[23]?)$/i;
const PAIR_LABEL_KEY = /^(description|name|label|display_?name|currency_?name|country_?name)$/i;
type CodeKind = "currency" | "region";
const codeNames = new Map<CodeKind, { byCode: Map<string, string>; byName: Map<string, string> }>();
/** English names of ISO 4217 currencies and ISO 3166 regions (from `Intl`), both ways. */
function namesOfKind(kind: CodeKind): { byCode: Map<string, string>; byName: Map<string, string> } {
  const known = codeNames.get(kind);
  if (known) return known;
  const codes =
    kind === "currency"
      ? Intl.supportedValuesOf("currency")
      : Array.from({ length: 26 * 26 }, (_, i) =>
          String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
        );
  const dn = new Intl.DisplayNames(["en"], { type: kind, fallback: "none" });
  const byCode = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const c of codes) {
    const n = dn.of(c);
    if (!n || n === c) continue;
    byCode.set(c, n);
    // Old codes share their successor's name (DD and DE are both Germany): the first is kept.
    if (!byName.has(n.toLowerCase())) byName.set(n.toLowerCase(), c);
  }
  const made = { byCode, byName };
  codeNames.set(kind, made);
  return made;
}

/**
 * A code and its label name one thing: `{"code":"GBP","description":"Euro"}` (the code drawn from
 * the doc's enum, the label its one example) becomes "British Pound". Only a label that is itself
 * the name of another code changes; a record's own wording ("Main account") is left alone.
 */
export function cohereCodeLabel(rec: Rec): void {
  for (const [ck, cv] of Object.entries(rec)) {
    if (!PAIR_CODE_KEY.test(ck) || typeof cv !== "string" || !/^[A-Z]{2,3}$/.test(cv)) continue;
    const names = namesOfKind(cv.length === 3 ? "currency" : "region");
    const own = names.byCode.get(cv);
    if (!own) continue;
    for (const [lk, lv] of Object.entries(rec)) {
      if (lk === ck || !PAIR_LABEL_KEY.test(lk) || typeof lv !== "string") continue;
      const label = lv.trim().toLowerCase();
      // Faker spells some countries otherwise ("Republic of Korea", "Saint Helena"): still the
      // name of another country than the code's (taxamo's `code` "US", `name` "Saint Helena").
      const otherName =
        names.byName.has(label) ||
        (cv.length === 2 && FAKER_COUNTRIES.has(label)) ||
        (cv.length === 3 && FAKER_CURRENCIES.has(label));
      if (otherName && label !== own.toLowerCase()) rec[lk] = own;
    }
  }
}

const NET_KEY = /^(.+?)[_-]?after[_-]?(charges?|fees?|tax(es)?|deductions?|discounts?)$/i;
const CHARGE_KEY = /fee|charge|tax|commission|surcharge|discount|deduction/i;
const RATE_KEY = /rate|percent|pct|ratio|after|before|currency|code|id$/i;

/**
 * An amount after charges follows from the amount and the record's charges: `amount` 59 with
 * `feeAmount` 10 and `taxAmount` 42 is 7 after them, not the doc's example 10000.
 */
export function cohereNetAmounts(rec: Rec): void {
  for (const [k, v] of Object.entries(rec)) {
    const m = NET_KEY.exec(k);
    if (!m || typeof v !== "number") continue;
    // The gross is the amount itself, or the amount before the same charges (`amountBeforeCharges`).
    const gross = [looseKey(m[1]!), looseKey(`${m[1]}before${m[2]}`)];
    const baseKey = Object.keys(rec).find((x) => x !== k && gross.includes(looseKey(x)));
    const base = baseKey ? rec[baseKey] : undefined;
    if (typeof base !== "number") continue;
    const charges = Object.entries(rec)
      .filter(
        ([x, y]) =>
          x !== k &&
          x !== baseKey &&
          CHARGE_KEY.test(x) &&
          !RATE_KEY.test(x) &&
          typeof y === "number",
      )
      .reduce((sum, [, y]) => sum + Math.abs(y as number), 0);
    const net = base - charges >= 0 ? base - charges : base;
    rec[k] = Number.isInteger(v) && Number.isInteger(net) ? net : Math.round(net * 100) / 100;
  }
}

const ALPHA3 = new Map<string, string>(
  ((base.location?.country_code ?? []) as Array<{ alpha2: string; alpha3: string }>).map((c) => [
    c.alpha2,
    c.alpha3,
  ]),
);
const ALPHA2 = new Map([...ALPHA3].map(([two, three]) => [three, two]));
/** The two-letter code of a three-letter ISO 3166 country code ("USA" → "US"), if it is one. */
export function alpha2OfAlpha3(code: string): string | undefined {
  return ALPHA2.get(code.toUpperCase());
}
const PROFILE_BY_CODE = new Map(COUNTRY_PROFILES.map((p) => [p.code, p]));
/** Loose keys of the parts one country decides. */
const CURRENCY_NAME_KEYS = new Set(["currencyname", "currencylabel", "currencydisplayname"]);
const CAPITAL_KEYS = new Set(["capital", "capitalcity", "capitalname"]);
const POSTAL_KEYS = new Set(["postalcode", "postcode", "zip", "zipcode", "postal"]);
const CALLING_KEYS = new Set([
  "callingcode",
  "phonecode",
  "dialcode",
  "dialingcode",
  "phoneprefix",
  "countrycallingcode",
  "internationalcallingcode",
]);
const ALPHA2_KEYS = new Set([
  "code",
  "isocode",
  "iso2",
  "alpha2",
  "alpha2code",
  "cca2",
  "countrycode",
  "countryiso",
  "countryiso2",
  "countryisocode",
  "isoalpha2",
]);
const ALPHA3_KEYS = new Set([
  "iso3",
  "alpha3",
  "alpha3code",
  "cca3",
  "countrycode3",
  "countryiso3",
]);
const COUNTRY_NAME_KEYS = new Set(["country", "countryname", "name", "commonname", "displayname"]);
/** A country's languages (a request's `language`, the language to answer in, is not one). */
const LANGUAGES_KEYS = new Set([
  "languages",
  "officiallanguage",
  "officiallanguages",
  "mainlanguage",
]);

/** The ISO alpha-2 code a text names: a code itself, or a country's English name. */
function regionOfText(v: string): string | undefined {
  const t = v.trim();
  const names = namesOfKind("region");
  if (/^[A-Z]{2}$/.test(t)) return names.byCode.has(t) ? t : undefined;
  return names.byName.get(t.toLowerCase());
}

/** A field of `rec` that says which country the record is about, and that country's code. */
function countryHeld(rec: Rec): { key: string; code?: string; name: string } | undefined {
  let named: { key: string; code?: string; name: string } | undefined;
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v !== "string" || !COUNTRY_NAME_KEYS.has(looseKey(k))) continue;
    const code = /^[A-Z]{2}$/.test(v) ? undefined : regionOfText(v);
    const known = code !== undefined || FAKER_COUNTRIES.has(v.trim().toLowerCase());
    if (!known) continue;
    // A `country` field says it outright; a record's own `name` only when it is a country's.
    if (looseKey(k).startsWith("country")) return { key: k, code, name: v };
    named ??= { key: k, code, name: v };
  }
  return named;
}

/** Whether a record holds a part a country decides: its money, capital, coordinates, postcode. */
function holdsCountryParts(rec: Rec): boolean {
  return Object.entries(rec).some(([k, v]) => {
    const key = looseKey(k);
    return (
      CURRENCY_NAME_KEYS.has(key) ||
      CAPITAL_KEYS.has(key) ||
      CALLING_KEYS.has(key) ||
      (POSTAL_KEYS.has(key) && typeof v === "string") ||
      ((CURRENCY_KEY.test(k) || key === "currencycode") &&
        typeof v === "string" &&
        /^[A-Z]{3}$/.test(v)) ||
      (LAT.test(k) && typeof v === "number" && !cityOf(rec))
    );
  });
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function postalOf(p: CountryProfile, seed: string): string {
  let i = hashOf(seed);
  return p.postal.replace(/#/g, () => {
    i = Math.imul(i ^ (i >>> 15), 2246822507) >>> 0;
    return String(i % 10);
  });
}

const inBox = (p: CountryProfile, lat: number, lng: number) =>
  lat >= p.box[0] && lat <= p.box[1] && lng >= p.box[2] && lng <= p.box[3];

/** Whether `v` is a postcode of the profile's pattern. */
const postalFits = (p: CountryProfile, v: string) => {
  const shape = p.postal
    .split("")
    .map((c) => (c === "#" ? "\\d" : /[A-Za-z0-9 -]/.test(c) ? c : `\\${c}`))
    .join("");
  return new RegExp(`^${shape}$`).test(v);
};

/**
 * One country per record: a record about a country (`country` "Zambia", or a countries list's own
 * `name`) takes its currency and currency name, capital, coordinates, postcode, calling code and
 * codes from that country's profile. A country no profile knows, in a record that holds such
 * parts, becomes one that does (a made-up record: fresh43's "Zambia" with "Swedish Krona" at
 * Manchester's coordinates and postcode "M4 9LD").
 */
export function cohereCountry(rec: Rec): void {
  const held = countryHeld(rec);
  if (!held || !holdsCountryParts(rec)) return;
  let p = held.code ? PROFILE_BY_CODE.get(held.code) : undefined;
  const regions = namesOfKind("region");
  if (!p) {
    p = COUNTRY_PROFILES[hashOf(held.name) % COUNTRY_PROFILES.length] as CountryProfile;
    const name = regions.byCode.get(p.code) ?? p.code;
    const old = held.name.trim().toLowerCase();
    for (const [k, v] of Object.entries(rec))
      if (typeof v === "string" && v.trim().toLowerCase() === old) rec[k] = name;
  }
  const own = regions.byCode.get(p.code) ?? p.code;
  const currencyName = namesOfKind("currency").byCode.get(p.currency);
  const city = cityOf(rec);
  const lat = Object.keys(rec).find((k) => LAT.test(k));
  const lng = Object.keys(rec).find((k) => LNG.test(k));
  const la = lat === undefined ? Number.NaN : Number(rec[lat]);
  const lo = lng === undefined ? Number.NaN : Number(rec[lng]);
  const moveCoords = !city && Number.isFinite(la) && Number.isFinite(lo) && !inBox(p, la, lo);
  for (const [k, v] of Object.entries(rec)) {
    const key = looseKey(k);
    if (COUNTRY_NAME_KEYS.has(key) && typeof v === "string" && v !== own) {
      // Another country's name beside this one's (`country` "Australia", `name` "Germany").
      const other = regionOfText(v);
      if (
        (other && other !== p.code && !/^[A-Z]{2}$/.test(v)) ||
        FAKER_COUNTRIES.has(v.toLowerCase())
      )
        rec[k] = own;
    } else if (ALPHA2_KEYS.has(key) && typeof v === "string" && /^[A-Z]{2}$/.test(v))
      rec[k] = p.code;
    else if (ALPHA3_KEYS.has(key) && typeof v === "string" && /^[A-Z]{3}$/.test(v))
      rec[k] = ALPHA3.get(p.code) ?? v;
    else if (CURRENCY_NAME_KEYS.has(key) && typeof v === "string" && currencyName)
      rec[k] = currencyName;
    else if ((CURRENCY_KEY.test(k) || key === "currencycode") && typeof v === "string")
      rec[k] = /^[A-Z]{3}$/.test(v) ? p.currency : v;
    else if (CAPITAL_KEYS.has(key) && typeof v === "string") rec[k] = p.capital;
    else if (LANGUAGES_KEYS.has(key) && typeof v === "string" && /^[a-z]{2}$/.test(v))
      rec[k] = p.language;
    else if (CALLING_KEYS.has(key) && (typeof v === "string" || typeof v === "number")) {
      const cc = CALLING_CODES[p.code];
      if (cc)
        rec[k] = typeof v === "number" ? Number(cc.slice(1)) : v.startsWith("+") ? cc : cc.slice(1);
    } else if (POSTAL_KEYS.has(key) && typeof v === "string" && !postalFits(p, v))
      rec[k] = p.postal ? postalOf(p, v) : v;
    else if (moveCoords && (k === lat || k === lng)) {
      const want = k === lat ? p.lat : p.lng;
      const fixed = Math.round((want + jitter(`${k}:${String(v)}`)) * 1e4) / 1e4;
      rec[k] = typeof v === "string" ? fixed.toFixed(4) : fixed;
    }
  }
}

/**
 * The parts of a record about a country that belong to another country: a currency (code or
 * name) no one there pays with, a capital not its own, coordinates outside it, a postcode not of
 * its form. Only countries with a profile are judged.
 */
export function countryDisagreements(rec: Rec): Array<{ key: string; value: string }> {
  const held = countryHeld(rec);
  const p = held?.code ? PROFILE_BY_CODE.get(held.code) : undefined;
  if (!held || !p) return [];
  const out: Array<{ key: string; value: string }> = [];
  const currencies = namesOfKind("currency");
  const currencyName = currencies.byCode.get(p.currency)?.toLowerCase();
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v !== "string") continue;
    const key = looseKey(k);
    const t = v.trim();
    if (
      (CURRENCY_KEY.test(k) || key === "currencycode") &&
      /^[A-Z]{3}$/.test(t) &&
      t !== p.currency
    )
      out.push({ key: k, value: v });
    else if (
      CURRENCY_NAME_KEYS.has(key) &&
      t.toLowerCase() !== currencyName &&
      (currencies.byName.has(t.toLowerCase()) || FAKER_CURRENCIES.has(t.toLowerCase()))
    )
      out.push({ key: k, value: v });
    else if (CAPITAL_KEYS.has(key) && t !== p.capital) out.push({ key: k, value: v });
  }
  const lat = Object.keys(rec).find((k) => LAT.test(k));
  const lng = Object.keys(rec).find((k) => LNG.test(k));
  const la = lat === undefined ? Number.NaN : Number(rec[lat]);
  const lo = lng === undefined ? Number.NaN : Number(rec[lng]);
  if (!cityOf(rec) && Number.isFinite(la) && Number.isFinite(lo) && !inBox(p, la, lo))
    out.push({ key: `${lat},${lng}`, value: `${la},${lo}` });
  return out;
}

/** Words that name the whole of a count (`files_added`, `total_image_count`). */
const WHOLE_WORD = /^(total|added|all|requested|expected|attempted|submitted)$/;
/** Words that name a part of it (`files_imported`, `received_image_count`, `my_message_count`). */
const PART_WORD =
  /^(imported|rejected|failed|succeeded|successful|received|sent|skipped|processed|completed|done|accepted|declined|delivered|duplicates?|errors?|read|unread|opened|pending|remaining|used|my|own|your)$/;
/**
 * Counts of cases that name no noun: what became of the confirmed cases of a disease (deaths,
 * recoveries, the still active or critical ones) is a part of them.
 */
const CASES_WHOLE = /^(confirmed|cases|confirmed_cases|total_cases|total_confirmed|infected)$/;
const CASES_PART =
  /^(deaths|dead|recovered|recoveries|active|critical|hospitali[sz]ed|total_deaths|total_recovered|active_cases|critical_cases)$/;
/** The words of a count's name that only say it is a count. */
const COUNT_WORD = /^(count|num|number|of|nb|qty)$/;

/**
 * Keys of one record that split a whole, as key groups: `filesImported` and `filesRejected` of
 * `filesAdded`; `deaths`, `recovered`, `active` and `critical` of `confirmed`; `my_message_count`
 * of `message_count` (a count with no word of its own is the whole of its parts: DaniWeb's group
 * report had "my_message_count": 4 beside "message_count": 2, fresh68 blind readers N).
 */
export function countPartKeys(keys: readonly string[]): Array<{ whole: string; parts: string[] }> {
  const groups = new Map<string, { whole?: string; parts: string[] }>();
  const bare = new Map<string, string>();
  for (const k of keys) {
    const all = splitWords(k);
    const joined = all.join("_");
    if (CASES_WHOLE.test(joined) || CASES_PART.test(joined)) {
      const g = groups.get("\0cases") ?? { parts: [] };
      if (CASES_WHOLE.test(joined)) g.whole ??= k;
      else g.parts.push(k);
      groups.set("\0cases", g);
      continue;
    }
    const words = all.filter((w) => !COUNT_WORD.test(w));
    const role = words.find((w) => WHOLE_WORD.test(w) || PART_WORD.test(w));
    if (!role && words.length > 0 && words.length < all.length && !bare.has(words.join("_")))
      bare.set(words.join("_"), k);
    if (!role || words.length < 2) continue;
    const noun = words.filter((w) => w !== role).join("_");
    const g = groups.get(noun) ?? { parts: [] };
    if (WHOLE_WORD.test(role)) g.whole ??= k;
    else g.parts.push(k);
    groups.set(noun, g);
  }
  for (const [noun, g] of groups) g.whole ??= bare.get(noun);
  return [...groups.values()].flatMap((g) =>
    g.whole && g.parts.length > 0 ? [{ whole: g.whole, parts: g.parts }] : [],
  );
}

/** {@link countPartKeys} of the keys of a record that hold counts (whole numbers, none below 0). */
export function countParts(rec: Rec): Array<{ whole: string; parts: string[] }> {
  return countPartKeys(
    Object.keys(rec).filter((k) => {
      const v = rec[k];
      return typeof v === "number" && Number.isInteger(v) && v >= 0;
    }),
  );
}

/** The parts of a count that add up to more than its whole (`deaths` 80 of `confirmed` 68). */
export function partsOverWhole(rec: Rec): Array<{ key: string; value: string }> {
  return countParts(rec).flatMap((g) => {
    const whole = rec[g.whole] as number;
    const sum = g.parts.reduce((a, k) => a + (rec[k] as number), 0);
    return sum > whole
      ? [{ key: `${g.parts.join("+")}>${g.whole}`, value: `${sum}>${whole}` }]
      : [];
  });
}

/** Fields that measure an item (how many, how much) rather than say which item it is. */
const MEASURE_WORD =
  /(^|_)(quantity|qty|count|amount|price|cost|total|value|score|weight|percent|percentage|rate|level|stock|available|on_hand|balance|number)$/;

/** Fields of a list item that say how it stands (`Status`, `state`), not which item it is. */
const ITEM_STATE = /^(status|state)$/;

/**
 * What tells an item of a list without a name apart from the others: its fields but its measures
 * (`{"size":46,"quantity":2}` is the size-46 line). Undefined for an item with no measures or
 * nothing else (then nothing says two alike are one).
 */
export function itemIdentity(x: Rec): string | undefined {
  // A status says how the item stands, not which it is: Cost Explorer's processing statuses
  // listed COST_EXPLORER both PROCESSING and APPLIED (fresh69 blind readers N).
  const id = Object.entries(x).filter(
    ([k, v]) =>
      v !== null &&
      typeof v !== "object" &&
      !MEASURE_WORD.test(splitWords(k).join("_")) &&
      !ITEM_STATE.test(splitWords(k).join("_").toLowerCase()),
  );
  return id.length > 0 && id.length < Object.keys(x).length ? JSON.stringify(id) : undefined;
}

/** Two lines of one list that are the same item with other measures (size 46 listed twice). */
export function twinItems(list: unknown[]): Array<{ key: string; value: string }> {
  const seen = new Set<string>();
  for (const x of list) {
    if (!x || typeof x !== "object" || Array.isArray(x)) continue;
    const rec = x as Rec;
    if (Object.keys(rec).some((k) => /(^|_)id$|Id$/.test(k))) return [];
    const id = itemIdentity(rec);
    if (id === undefined) continue;
    if (seen.has(id)) return [{ key: Object.keys(rec).join(","), value: JSON.stringify(rec) }];
    seen.add(id);
  }
  return [];
}

/** A status that went wrong: a failure's reason or an error belongs beside it only. */
const FAILED_STATUS = /fail|error|unhealthy|crash|abort|reject|invalid|timed_?out|timeout|broken/i;
/**
 * A status of work not done yet: nothing has finished, so there is no end time. A date that ends
 * a span (a pending leave's `end_date`) is no end time of the work and stays.
 */
const OPEN_STATUS =
  /^(?!.*(fail|complete|succeed|success|done|finish|cancel|error|stopp?ed|ended)).*(running|in_?progress|processing|pending|queued|updating|creating|starting|scheduled|waiting|deploying|provisioning|initializing|not_?started)/i;
/** A status that is fine: a health state's reason is given when it is not. */
const GOOD_STATUS =
  /^(healthy|ok|active|available|ready|succeeded|success|complete|completed|deployed|running|enabled|in_?sync)$/i;
const FAILURE_FIELD =
  /^(failure|failed|error|errors|last_error)(_(reason|reasons|message|messages|details?|code|codes|cause|info|description))?$|^(failure|error)_[a-z]+$/;
const END_FIELD =
  /^(end|ended|finish|finished|completion|completed|stop|stopped|done)_(time|at|timestamp)$|^(end|finish|completion)_time_[a-z]+$/;
const STATUS_KEY = /(^|_)(status|state)$/;
/** Status values a field's doc says it is set on: "(only set on "FAILURE")", "present when … is `FAILED`". */
const CONDITION_CUE = /\bonly\b|\bwhen\b|\bif\b|\bset on\b|\bpresent\b|\bpopulated\b/i;

type Shape = { properties?: Record<string, unknown>; required?: unknown };

/** Each record nested in `rec` (an object member, or an object item of a list), with its schema. */
function eachNested(
  rec: Rec,
  props: Record<string, unknown>,
  visit: (x: Rec, shape: Shape) => void,
): void {
  for (const [k, v] of Object.entries(rec)) {
    const p = props[k] as (Shape & { items?: unknown }) | undefined;
    if (Array.isArray(v)) {
      for (const x of v)
        if (x && typeof x === "object" && !Array.isArray(x))
          visit(x as Rec, flatSchema(p?.items ?? {}) as Shape);
    } else if (v && typeof v === "object") visit(v as Rec, (p ?? {}) as Shape);
  }
}

/** The status values of `statuses` a field's doc ties the field to, or undefined when it ties none. */
export function statusesOfDoc(doc: string, statuses: readonly string[]): string[] | undefined {
  if (!CONDITION_CUE.test(doc)) return undefined;
  const named = statuses.filter(
    (s) =>
      /^[A-Z][A-Z0-9_]{2,}$/.test(s) && new RegExp(`(^|[^A-Za-z_])${s}([^A-Za-z_]|$)`).test(doc),
  );
  return named.length > 0 ? named : undefined;
}

/**
 * Fields that only a status gives are left out beside any other: `FailureReason` beside
 * `UPDATE_COMPLETE`, an error beside a RUNNING job, an `endTime` on a queued one, a
 * `failedReason` on a PASSED test, a `release` "only set on SUCCESS" beside ALREADY_UPLOADED
 * (dev65 blind readers N). Which status a field follows comes from its doc where it names one,
 * else from its name. `shape` is the record's schema: required members stay. Walks nested records.
 */
export function cohereStatusFields(rec: Rec, shape: Shape = {}, depth = 0): void {
  if (depth > 4) return;
  const props: Record<string, Shape & { description?: unknown; enum?: unknown; items?: unknown }> =
    {};
  for (const [k, p] of Object.entries(shape.properties ?? {})) props[k] = flatSchema(p) as Shape;
  const required = new Set(Array.isArray(shape.required) ? shape.required.map(String) : []);
  const keys = Object.keys(rec);
  const statusKeys = keys.filter((k) => STATUS_KEY.test(snakeKey(k)) && typeof rec[k] === "string");
  for (const k of keys) {
    if (required.has(k) || statusKeys.includes(k) || rec[k] === undefined) continue;
    const words = snakeKey(k);
    const stem = words.replace(/_?(reason|message|details?|code)$/, "");
    // The status a field follows: the one of its own stem (`HealthReason` → `HealthState`).
    const own = statusKeys.find((s) => snakeKey(s).replace(STATUS_KEY, "") === stem && stem !== "");
    const statusKey =
      own ??
      statusKeys.find((s) => /^(status|state)$/i.test(s)) ??
      (statusKeys.length === 1 ? statusKeys[0] : undefined);
    if (!statusKey) continue;
    const status = String(rec[statusKey]);
    const doc = typeof props[k]?.description === "string" ? (props[k]!.description as string) : "";
    const enumed = props[statusKey]?.enum;
    const statuses = Array.isArray(enumed) ? enumed.map(String) : [];
    const tied = doc ? statusesOfDoc(doc, statuses.length > 0 ? statuses : [status]) : undefined;
    let drop: boolean;
    if (tied) drop = !tied.includes(status);
    else if (own && /_reason$/.test(words))
      drop = GOOD_STATUS.test(status) || /^initial$/i.test(status);
    else if (FAILURE_FIELD.test(words)) drop = !FAILED_STATUS.test(status);
    else if (
      /_reason$/.test(words) &&
      statuses.some((s) => s.toLowerCase() === stem.replace(/_/g, ""))
    )
      // `inconclusiveReason` beside state PASSED: the reason of a state the record is not in.
      drop = status.toLowerCase() !== stem.replace(/_/g, "");
    else if (END_FIELD.test(words)) drop = OPEN_STATUS.test(status);
    else drop = false;
    if (drop) delete rec[k];
  }
  eachNested(rec, props, (x, shape) => cohereStatusFields(x, shape, depth + 1));
}

/** A formula a field's doc states: "It is calculated as <code>TotalActualSpend - TotalExpectedSpend</code>". */
const STATED_FORMULA =
  /\bcalculated as\s*(?:<code>)?\s*([A-Za-z0-9_ ().*/+-]+?)\s*(?:<\/code>|\.(?:\s|$)|$)/i;
/** "the difference between the total actual spend and total expected spend" */
const STATED_DIFFERENCE =
  /\bdifference between (?:the )?([a-z ]+?) and (?:the )?([a-z ]+?)(?:[.,;(]|$)/i;

/** The value of an arithmetic expression over `vars` (+ − × ÷, brackets), or undefined. */
function evaluate(expr: string, vars: (name: string) => number | undefined): number | undefined {
  const tokens = expr.match(/[A-Za-z_][A-Za-z0-9_]*|\d+(?:\.\d+)?|[-+*/()]/g) ?? [];
  let i = 0;
  const atom = (): number | undefined => {
    const t = tokens[i++];
    if (t === undefined) return undefined;
    if (t === "(") {
      const v = sum();
      return tokens[i++] === ")" ? v : undefined;
    }
    if (t === "-") {
      const v = atom();
      return v === undefined ? undefined : -v;
    }
    return /^\d/.test(t) ? Number(t) : vars(t);
  };
  const product = (): number | undefined => {
    let v = atom();
    while (v !== undefined && (tokens[i] === "*" || tokens[i] === "/")) {
      const op = tokens[i++];
      const w = atom();
      if (w === undefined || (op === "/" && w === 0)) return undefined;
      v = op === "*" ? v * w : v / w;
    }
    return v;
  };
  const sum = (): number | undefined => {
    let v = product();
    while (v !== undefined && (tokens[i] === "+" || tokens[i] === "-")) {
      const op = tokens[i++];
      const w = product();
      if (w === undefined) return undefined;
      v = op === "+" ? v + w : v - w;
    }
    return v;
  };
  const v = sum();
  return i === tokens.length && v !== undefined && Number.isFinite(v) ? v : undefined;
}

/** A number or a numeric text ("60.99"). */
function numberOf(v: unknown): number | undefined {
  if (typeof v === "number") return v;
  return typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : undefined;
}

/**
 * The formula of a member its doc states, as an expression over sibling keys: the stated one
 * ("calculated as A - B"), else "the difference between the X and the Y" with X and Y read as
 * siblings' names (`total actual spend` → `TotalActualSpend`).
 */
export function statedFormulaOf(doc: string, keys: readonly string[]): string | undefined {
  const stated = STATED_FORMULA.exec(doc)?.[1];
  if (stated) {
    const names = stated.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
    if (names.length > 0 && names.every((n) => keys.includes(n))) return stated;
  }
  const diff = STATED_DIFFERENCE.exec(doc.replace(/<[^>]+>/g, ""));
  if (!diff) return undefined;
  const keyOf = (words: string) =>
    keys.find((k) => looseKey(k) === words.toLowerCase().replace(/[^a-z0-9]/g, ""));
  const a = keyOf(diff[1]!);
  const b = keyOf(diff[2]!);
  return a && b && a !== b ? `${a} - ${b}` : undefined;
}

/**
 * A member whose doc states how it is computed from its siblings holds that result: Cost
 * Explorer's `TotalImpact` ("calculated as TotalActualSpend - TotalExpectedSpend") was 4 beside
 * 60.99 and 117.5 (fresh69 blind readers N). A difference a non-negative member rests on (its
 * own `minimum: 0`, or a percentage of it) that came out below zero has its operands swapped: an
 * anomaly is spend above what was expected. A result that cannot be computed (÷ 0) is left out,
 * as the docs say ("When TotalExpectedSpend is zero, this field is omitted").
 */
export function cohereFormulas(rec: Rec, shape: Shape = {}, depth = 0): void {
  if (depth > 4) return;
  const props: Record<
    string,
    Shape & { description?: unknown; items?: unknown; minimum?: unknown }
  > = {};
  for (const [k, p] of Object.entries(shape.properties ?? {})) props[k] = flatSchema(p) as Shape;
  const keys = Object.keys(props);
  const formulas: Array<[string, string]> = [];
  for (const [k, p] of Object.entries(props)) {
    const doc = typeof p.description === "string" ? p.description : "";
    const f =
      doc && /\b(calculated|difference)\b/i.test(doc) ? statedFormulaOf(doc, keys) : undefined;
    if (f && rec[k] !== undefined && numberOf(rec[k]) !== undefined) formulas.push([k, f]);
  }
  const nonNegative = (k: string, d = 0): boolean =>
    (typeof props[k]?.minimum === "number" && (props[k]!.minimum as number) >= 0) ||
    (d < 3 &&
      formulas.some(
        ([g, f]) => g !== k && new RegExp(`\\b${k}\\b`).test(f) && nonNegative(g, d + 1),
      ));
  for (let round = 0; round < 2; round++)
    for (const [k, f] of formulas) {
      if (rec[k] === undefined) continue;
      const vars = (n: string) => numberOf(rec[n]);
      let v = evaluate(f, vars);
      const diff = /^\s*([A-Za-z_]\w*)\s*-\s*([A-Za-z_]\w*)\s*$/.exec(f);
      if (v !== undefined && v < 0 && diff && round === 0 && nonNegative(k)) {
        const [, a, b] = diff as unknown as [string, string, string];
        [rec[a], rec[b]] = [rec[b], rec[a]];
        v = evaluate(f, vars);
      }
      if (v === undefined) {
        delete rec[k];
        continue;
      }
      const r = Math.round(v * 100) / 100;
      rec[k] = typeof rec[k] === "string" ? String(r) : r;
    }
  eachNested(rec, props, (x, shape) => cohereFormulas(x, shape, depth + 1));
}

/**
 * Members of `rec` whose doc states how they are computed (see {@link cohereFormulas}) holding
 * another value than the formula gives, as `key: value ≠ result` texts.
 */
export function formulaMisses(rec: Rec, shape: Shape = {}): string[] {
  const props: Record<string, { description?: unknown }> = {};
  for (const [k, p] of Object.entries(shape.properties ?? {}))
    props[k] = flatSchema(p) as { description?: unknown };
  const keys = Object.keys(props);
  const out: string[] = [];
  for (const [k, p] of Object.entries(props)) {
    const doc = typeof p.description === "string" ? p.description : "";
    const f =
      doc && /\b(calculated|difference)\b/i.test(doc) ? statedFormulaOf(doc, keys) : undefined;
    const had = numberOf(rec[k]);
    if (!f || had === undefined) continue;
    const want = evaluate(f, (n) => numberOf(rec[n]));
    if (want !== undefined && Math.abs(want - had) > 0.011)
      out.push(`${k}: ${had} ≠ ${f} = ${Math.round(want * 100) / 100}`);
  }
  return out;
}

const COUPON_KEY = /^(coupon|coupon_code|promo_code|discount_code|voucher|voucher_code)$/;
/**
 * The share the coupon a record names takes off (its coupon record's percent or amount off): an
 * order of 4 shoes at 165.99 "with coupon SPRING30" totalled 663.96 (dev65 blind readers N).
 */
export function couponOff(
  rec: Rec,
  state: Record<string, unknown>,
): { percent?: number; amount?: number } | undefined {
  const key = Object.keys(rec).find((k) => COUPON_KEY.test(snakeKey(k)));
  const code = key ? rec[key] : undefined;
  if (typeof code !== "string" || code === "") return undefined;
  for (const [name, rows] of Object.entries(state)) {
    if (!/(coupon|promo|voucher|discount)/.test(name) || !Array.isArray(rows)) continue;
    const c = (rows as Rec[]).find(
      (r) =>
        r &&
        typeof r === "object" &&
        Object.entries(r).some(
          ([k, v]) => v === code && /^(code|id|coupon_code|promo_code)$/.test(snakeKey(k)),
        ),
    );
    for (const [k, v] of Object.entries(c ?? {})) {
      if (typeof v !== "number") continue;
      const w = snakeKey(k);
      if (
        /^(percent_off|discount_percent|percent|percentage|discount_pct|pct_off)$/.test(w) &&
        v > 0 &&
        v < 100
      )
        return { percent: v };
      if (/^(amount_off|discount_amount)$/.test(w) && v > 0) return { amount: v };
    }
  }
  return undefined;
}

/** `sum` less the share of the coupon `rec` names (`couponOff`), as the runtime's total takes it. */
export function afterCoupon(sum: number, rec: Rec, state: Record<string, unknown>): number {
  const off = couponOff(rec, state);
  if (off?.percent) return sum * (1 - off.percent / 100);
  if (off?.amount) return Math.max(0, sum - off.amount);
  return sum;
}

/** `alertDisplayName` → `alert`: what a display name is the shown form of. */
const DISPLAY_NAME_KEY = /^(.+?)_display_name$/;
/** A code that is no name said otherwise: a path, an ARN, a GUID, a sentence. */
const NOT_A_CODE = /[/:\s]|^[0-9a-f]{8}-[0-9a-f]{4}-/i;

/** "IoT_UnauthorizedIP" → "IoT unauthorized IP", "SERVER_ERROR" → "Server error". */
export function codeAsWords(code: string): string {
  const shouted = /^[A-Z0-9_-]+$/.test(code);
  const words = code
    .replace(/([a-z0-9])([A-Z])(?=[a-z])/g, "$1 $2")
    .replace(/([a-z])([A-Z]{2,})(?![a-z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean)
    .map((w, i) => {
      const plain = shouted || !/[A-Z]/.test(w.slice(1)) ? w.toLowerCase() : w;
      return i === 0 ? `${plain.charAt(0).toUpperCase()}${plain.slice(1)}` : plain;
    });
  return words.join(" ");
}

/** A display name written as a code the way `like` is written ("Low battery" → `low-battery`). */
export function wordsAsCode(text: string, like: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const cap = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1).toLowerCase()}`;
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(like)) return words.join("_").toUpperCase();
  if (/^[a-z0-9]+(_[a-z0-9]+)+$/.test(like)) return words.join("_").toLowerCase();
  if (/^[A-Z][a-z0-9]+([A-Z][a-z0-9]*)+$/.test(like)) return words.map(cap).join("");
  if (/^[a-z]+[A-Z]/.test(like))
    return words.map((w, i) => (i === 0 ? w.toLowerCase() : cap(w))).join("");
  return words.join("-").toLowerCase();
}

/**
 * A display name and the code it shows say the same thing: Security IoT's alert `alertType`
 * "test-alert-type" beside `alertDisplayName` "Payment failed" (fresh74 blind readers N), each
 * drawn apart. Where the doc fixes the code (an enum, an example) or it is the record's key, the
 * display name is the code in words; else the code is the display name written as the code was.
 * `shape` is the record's schema; walks nested records.
 */
export function cohereDisplayNames(
  rec: Rec,
  shape: Shape & { key?: string } = {},
  depth = 0,
): void {
  if (depth > 4) return;
  const props: Record<string, Record<string, unknown>> = {};
  for (const [k, p] of Object.entries(shape.properties ?? {}))
    props[k] = flatSchema(p) as Record<string, unknown>;
  for (const [k, shown] of Object.entries(rec)) {
    const m = DISPLAY_NAME_KEY.exec(snakeKey(k));
    if (!m || typeof shown !== "string" || shown.trim() === "") continue;
    const stem = m[1]!;
    const codeKey = Object.keys(rec).find(
      (c) =>
        c !== k &&
        typeof rec[c] === "string" &&
        [stem, `${stem}_type`, `${stem}_name`, `${stem}_type_name`].includes(snakeKey(c)),
    );
    if (!codeKey) continue;
    const code = rec[codeKey] as string;
    if (code === "" || NOT_A_CODE.test(code) || code.length > 64) continue;
    const p = props[codeKey] ?? {};
    const fixed =
      codeKey === shape.key ||
      Array.isArray(p.enum) ||
      p.example !== undefined ||
      (Array.isArray(p.examples) && p.examples.length > 0);
    if (fixed) rec[k] = codeAsWords(code);
    else rec[codeKey] = wordsAsCode(shown, code);
  }
  eachNested(rec, props, (x, shape) => cohereDisplayNames(x, shape, depth + 1));
}

/** An error's type or code that says it is one, and whose fault: `SERVER_ERROR`, `AccessDenied`. */
const ERROR_CODE =
  /(^|[_\s.-])(error|errors|fail\w*|fault|invalid\w*|denied|exception|unauthori[sz]ed|forbidden|not_?found|time_?out|timed_?out|conflict|throttl\w*|limit_?exceeded)($|[_\s.-])/i;
const SERVER_FAULT = /server|internal|service|unavailable|time_?out|timed_?out|5\d\d/i;
const ERROR_TYPE_KEY = /^(error_)?(type|code|kind|category)$/;
const ERROR_TEXT_KEY = /^(error_)?(message|reason|detail|details|description)$/;
/** A message that says all went well: no error's text. */
const ALL_WELL = /^(ok|okay|success(ful)?|succeeded|done|completed?|no errors?)\.?$|: ok$/i;

/**
 * An error's message fits its type: SageMaker geospatial's `ErrorDetails` said `"Message":"OK"`
 * beside `"Type":"SERVER_ERROR"` (fresh74 blind readers N). A message that says all went well, or
 * the other side's failure, becomes a failure of the type's side (the caller's input or access,
 * or the service), picked by the message it replaces.
 */
export function cohereErrorMessage(rec: Rec): void {
  const keys = Object.keys(rec);
  const typeKey = keys.find(
    (k) =>
      ERROR_TYPE_KEY.test(snakeKey(k)) &&
      typeof rec[k] === "string" &&
      ERROR_CODE.test(rec[k] as string),
  );
  if (typeKey) {
    const side = SERVER_FAULT.test(rec[typeKey] as string) ? "server" : "client";
    const other = side === "server" ? "client" : "server";
    for (const k of keys) {
      const v = rec[k];
      if (!ERROR_TEXT_KEY.test(snakeKey(k)) || typeof v !== "string") continue;
      if (
        !ALL_WELL.test(v.trim()) &&
        !(SERVICE_ERROR_TEXTS[other] as readonly string[]).includes(v)
      )
        continue;
      const texts = SERVICE_ERROR_TEXTS[side];
      rec[k] =
        texts[
          Number.parseInt(hashChars(`${v}${rec[typeKey]}`, "0123456789", 6), 10) % texts.length
        ]!;
    }
  }
}
