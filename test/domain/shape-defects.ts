import { CATALOGUES, TEXTS } from "../../src/core/domain/value-data.js";
import { splitWords } from "../../src/core/domain/words.js";

/**
 * What the fresh9 blind readers marked "nonsense data" because a value's shape or meaning does
 * not agree with its field or its record (/work/reader/f9-blind/r1.md, r2.md), as a detector over
 * records (state, tool results, arguments):
 *
 * - `geo`: coordinates far from the city the record names (`"city":"Sydney"` at -53.83,-134.08),
 *   or free text naming another city of the record's (`"Primary event for the Melbourne region."`
 *   with `"city":"Seattle"`);
 * - `digits`: card last digits or a PIN that are not a string of digits (`"lastDigits":44.04`,
 *   `"last_four":"LF-2806"`, `"pin":"PIN-8926"`);
 * - `fraction`: a count, an id, a year or a number of whole periods given as a fraction
 *   (`"id":3.66`, `"durationInMonths":71.2`);
 * - `truncated-uuid`: a UUID cut short (`"uuid":"de305d54-75b4-431b-adb2-eb6b9e5"`);
 * - `vocabulary`: a word of prose in a field with its own vocabulary (`"canonical_smiles":
 *   "application"`, `"jwt_signing_method":"health"`, `"languageCode":"must"`);
 * - `item-text`: free text made of a numbered placeholder (`"Item 6, ships in two days."`).
 *
 * And what the fresh10 blind readers marked (/work/reader/f10-blind/r1.md, r2.md):
 * - `code`: a made-up code or a doc word in a field whose meaning has its own shape — a BIC
 *   (`"swift":"SWI-3281"`, `"swift":"based"`), a bank account number (`"ACC-8361"`), a message
 *   to a person (`"moderationResponse":"MR-9479"`), a certificate or key (`"AC-3520"`);
 * - `file-type`: a media file field holding another kind of file (`"videofile":"invoice-2041.pdf"`,
 *   `"thumbnailfile":"q3-figures.csv"`);
 * - `unit`: a shop item sold by a unit of measure (Gel Pens `"unit":"m"`, Ceramic Mug `"kg"`);
 * - `media-position`: an epoch instant where seconds into a video belong (`"currentTime":1769597100`);
 * - `support-comment`: an IT-support remark on a commercial record (a product or an invoice
 *   commented "Escalated to the network team.").
 */
export type ShapeDefectKind =
  | "geo"
  | "digits"
  | "fraction"
  | "truncated-uuid"
  | "vocabulary"
  | "item-text"
  | "code"
  | "file-type"
  | "unit"
  | "media-position"
  | "support-comment";
export const SHAPE_DEFECT_KINDS: ShapeDefectKind[] = [
  "geo",
  "digits",
  "fraction",
  "truncated-uuid",
  "vocabulary",
  "item-text",
  "code",
  "file-type",
  "unit",
  "media-position",
  "support-comment",
];
export interface ShapeDefect {
  kind: ShapeDefectKind;
  key: string;
  value: string;
}

const snake = (key: string) =>
  splitWords(key)
    .map((w) => w.toLowerCase())
    .join("_");

interface Place {
  city: string;
  lat: number;
  lng: number;
}
/** City centres (the detector keeps its own table, independent of the generator's data). */
const CITY_CENTRES: Array<[string, number, number]> = [
  ["Austin", 30.27, -97.74],
  ["Denver", 39.74, -104.99],
  ["Seattle", 47.61, -122.33],
  ["Chicago", 41.88, -87.63],
  ["Boston", 42.36, -71.06],
  ["Portland", 45.52, -122.68],
  ["Atlanta", 33.75, -84.39],
  ["San Diego", 32.72, -117.16],
  ["London", 51.51, -0.13],
  ["Manchester", 53.48, -2.24],
  ["Bristol", 51.45, -2.59],
  ["Edinburgh", 55.95, -3.19],
  ["Berlin", 52.52, 13.4],
  ["Munich", 48.14, 11.58],
  ["Hamburg", 53.55, 9.99],
  ["Paris", 48.86, 2.35],
  ["Lyon", 45.76, 4.84],
  ["Toronto", 43.65, -79.38],
  ["Vancouver", 49.28, -123.12],
  ["Sydney", -33.87, 151.21],
  ["Melbourne", -37.81, 144.96],
  ["New York", 40.71, -74.01],
  ["Los Angeles", 34.05, -118.24],
  ["San Francisco", 37.77, -122.42],
  ["Tokyo", 35.68, 139.69],
  ["Amsterdam", 52.37, 4.9],
  ["Madrid", 40.42, -3.7],
  ["Rome", 41.9, 12.5],
  ["Dublin", 53.35, -6.26],
  ["Montreal", 45.5, -73.57],
];
const CITIES = new Map<string, Place>(
  CITY_CENTRES.map(([city, lat, lng]) => [city.toLowerCase(), { city, lat, lng }]),
);
const FREE_TEXT = /^(description|summary|details|about|notes?|body|text)$/i;

/** The coordinates of a record and the records below it (`location.coordinates.latitude`). */
function coordinates(o: Record<string, unknown>, depth = 0): Array<[string, number]> {
  if (depth > 2) return [];
  const out: Array<[string, number]> = [];
  for (const [k, v] of Object.entries(o)) {
    const w = snake(k);
    const axis = /^(lat|latitude)$/.test(w)
      ? "lat"
      : /^(lng|lon|long|longitude)$/.test(w)
        ? "lng"
        : "";
    if (axis && (typeof v === "number" || (typeof v === "string" && v.trim() !== ""))) {
      const n = Number(v);
      if (Number.isFinite(n)) out.push([axis, n]);
    } else if (v && typeof v === "object" && !Array.isArray(v))
      out.push(...coordinates(v as Record<string, unknown>, depth + 1));
  }
  return out;
}

function ownCity(o: Record<string, unknown>): Place | undefined {
  const cityKey = Object.keys(o).find((k) => /^(city|town)$/i.test(k));
  const city = cityKey && typeof o[cityKey] === "string" ? (o[cityKey] as string) : undefined;
  return city ? CITIES.get(city.toLowerCase()) : undefined;
}

function geo(o: Record<string, unknown>): ShapeDefect[] {
  // A record's city is its own or that of the one address-like object it holds (`location`).
  const own = ownCity(o);
  const inner = Object.values(o)
    .filter((v) => v && typeof v === "object" && !Array.isArray(v))
    .map((v) => ownCity(v as Record<string, unknown>))
    .filter((p) => p !== undefined);
  const place = own ?? (inner.length === 1 ? inner[0] : undefined);
  if (!place) return [];
  const out: ShapeDefect[] = [];
  // Coordinates are checked once, from the record that names the city.
  for (const [axis, n] of own ? coordinates(o) : []) {
    const want = axis === "lat" ? place.lat : place.lng;
    if (Math.abs(n - want) > 2)
      out.push({ kind: "geo", key: axis, value: `${place.city} at ${axis} ${n}` });
  }
  for (const [k, v] of Object.entries(o)) {
    if (!FREE_TEXT.test(k) || typeof v !== "string") continue;
    for (const other of CITIES.values())
      if (other.city !== place.city && new RegExp(`\\b${other.city}\\b`).test(v))
        out.push({ kind: "geo", key: k, value: `${v} (city ${place.city})` });
  }
  return out;
}

const DIGITS_KEY =
  /(^|_)(last_?(4|four|digits)|last_four_digits|card_last_?(4|four|digits)|pin|pin_code|parental_pin)$/;
const WHOLE_KEY =
  /(^|_)(id|count|year|years|months|weeks|days|in_months|in_weeks|in_days|in_years|quantity|qty|rank|page)$/;
const UUID_KEY = /(^|_)(uuid|guid)$/;
const SMILES_KEY = /(^|_)(canonical_)?smiles$/;
const ALG_KEY = /(^|_)(jwt_(signing_)?(method|alg|algorithm)|signing_(method|alg|algorithm))$/;
const LANG_KEY = /(^|_)(language|lang|locale)_code$|^(language|lang|locale)$/;
/** Prose: an all-lowercase word of letters, longer than a code. */
const PROSE = /^[a-z]{4,}$/;

/** A made-up code (`SWI-3281`) or a lone lowercase word (`based`): no value of a meaningful field. */
const MADE_UP = /^([A-Z]{2,4}-\d{4}|[a-z]{3,})$/;
const BIC_KEY = /(^|_)(swift|bic|swift_code|bic_code|swift_bic)$/;
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
const IBAN_KEY = /(^|_)iban$/;
const BANK_ACCOUNT_KEY = /(^|_)(bank_)?account_(number|no)$/;
/** A message a person reads: a moderator's answer, a reply. */
const MESSAGE_KEY = /(^|_)(response|reply|answer|message)$/;
const SECRET_KEY = /(^|_)(certificate|cert|private_key|public_key)$/;
const MEDIA_FILE_KEY =
  /^(video|thumbnail|preview|avatar|banner|image|picture|photo|icon|logo|torrent|caption|audio)_?file$/;
const MEDIA_EXT: Record<string, RegExp> = {
  video: /\.(mp4|mov|webm|mkv|avi|m4v)$/i,
  audio: /\.(mp3|wav|ogg|flac|m4a)$/i,
  torrent: /\.torrent$/i,
  caption: /\.(vtt|srt)$/i,
};
const IMAGE_EXT = /\.(jpe?g|png|gif|webp|svg|bmp)$/i;
const POSITION_KEY =
  /^(current_time|playback_(time|position)|position_(seconds|secs)|watched_seconds)$/;

function codeDefect(k: string, key: string, v: string): ShapeDefect | undefined {
  if (BIC_KEY.test(k)) return BIC.test(v) ? undefined : { kind: "code", key, value: v };
  if (IBAN_KEY.test(k))
    return /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v.replace(/\s/g, ""))
      ? undefined
      : { kind: "code", key, value: v };
  if (BANK_ACCOUNT_KEY.test(k) || MESSAGE_KEY.test(k) || SECRET_KEY.test(k))
    return MADE_UP.test(v) ? { kind: "code", key, value: v } : undefined;
  return undefined;
}

function fileDefect(k: string, key: string, v: string): ShapeDefect | undefined {
  const m = MEDIA_FILE_KEY.exec(k.replace(/_/g, ""));
  if (!m || !/\.[a-z0-9]{2,5}$/i.test(v)) return undefined;
  const media = m[1]!;
  const ok = MEDIA_EXT[media] ?? IMAGE_EXT;
  return ok.test(v) ? undefined : { kind: "file-type", key, value: v };
}

export function scalarDefect(key: string, v: unknown): ShapeDefect | undefined {
  const k = snake(key);
  const value = String(v);
  if (POSITION_KEY.test(k) && typeof v === "number" && v > 1e8)
    return { kind: "media-position", key, value };
  if (DIGITS_KEY.test(k)) {
    const ok =
      (typeof v === "number" && Number.isInteger(v) && v >= 0) ||
      (typeof v === "string" && /^\d{3,8}$/.test(v));
    return ok ? undefined : { kind: "digits", key, value };
  }
  if (typeof v === "number" && !Number.isInteger(v) && WHOLE_KEY.test(k))
    return { kind: "fraction", key, value };
  if (typeof v !== "string") return undefined;
  const shaped = codeDefect(k, key, v) ?? fileDefect(k, key, v);
  if (shaped) return shaped;
  if (
    UUID_KEY.test(k) &&
    /^[0-9a-f]{8}-[0-9a-f-]+$/i.test(v) &&
    !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)
  )
    return { kind: "truncated-uuid", key, value };
  if ((SMILES_KEY.test(k) || ALG_KEY.test(k) || LANG_KEY.test(k)) && PROSE.test(v))
    return { kind: "vocabulary", key, value };
  if (SMILES_KEY.test(k) && /\s/.test(v)) return { kind: "vocabulary", key, value };
  if (FREE_TEXT.test(k) && /\b(Item|Record|Entry|Object) \d{1,4}\b/.test(v))
    return { kind: "item-text", key, value };
  return undefined;
}

export function findShapeDefects(
  v: unknown,
  key = "",
  out: ShapeDefect[] = [],
  depth = 0,
): ShapeDefect[] {
  if (depth > 14 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    for (const x of v) findShapeDefects(x, key, out, depth + 1);
    return out;
  }
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    out.push(...geo(o), ...recordDefects(o));
    for (const [k, x] of Object.entries(o)) {
      if (k.startsWith("__")) continue;
      findShapeDefects(x, k, out, depth + 1);
    }
    return out;
  }
  const d = scalarDefect(key, v);
  if (d) out.push(d);
  return out;
}

/** Names of the shop catalogues' items: things sold by the piece (a mug, a pack of pens). */
const ITEMS = new Set(
  Object.values(CATALOGUES).flatMap((c) =>
    Object.values(c.lines)
      .flat()
      .flatMap((n) => [n, ...c.variants.map((x) => `${n} ${x}`)])
      .map((n) => n.toLowerCase()),
  ),
);
const MEASURE = /^(m|cm|mm|km|kg|g|mg|t|lb|oz|l|ml|m2|m3|ft|in|mi)$/i;
const SUPPORT_COMMENTS = new Set((TEXTS.comment ?? []).map((c) => c.toLowerCase()));
/** Fields of a commercial record: it is sold, billed or paid, not a support ticket. */
const COMMERCIAL =
  /(^|_)(price|unit_price|net_unit_price|currency|vat|invoice_number|due_date|gross_total|net_total|total|amount|payment_method)$/;

function recordDefects(o: Record<string, unknown>): ShapeDefect[] {
  const out: ShapeDefect[] = [];
  const name = typeof o.name === "string" ? o.name.toLowerCase() : undefined;
  const unitKey = Object.keys(o).find((k) => /^(unit|unit_of_measure|uom)$/i.test(k));
  const unit = unitKey ? o[unitKey] : undefined;
  if (name && ITEMS.has(name) && typeof unit === "string" && MEASURE.test(unit))
    out.push({ kind: "unit", key: unitKey!, value: `${o.name} by ${unit}` });
  const keys = Object.keys(o).map(snake);
  if (keys.some((k) => COMMERCIAL.test(k)))
    for (const [k, v] of Object.entries(o))
      if (
        /comment|remark|note/i.test(k) &&
        typeof v === "string" &&
        SUPPORT_COMMENTS.has(v.toLowerCase())
      )
        out.push({ kind: "support-comment", key: k, value: v });
  return out;
}
