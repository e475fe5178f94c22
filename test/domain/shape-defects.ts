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
 */
export type ShapeDefectKind =
  | "geo"
  | "digits"
  | "fraction"
  | "truncated-uuid"
  | "vocabulary"
  | "item-text";
export const SHAPE_DEFECT_KINDS: ShapeDefectKind[] = [
  "geo",
  "digits",
  "fraction",
  "truncated-uuid",
  "vocabulary",
  "item-text",
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

export function scalarDefect(key: string, v: unknown): ShapeDefect | undefined {
  const k = snake(key);
  const value = String(v);
  if (DIGITS_KEY.test(k)) {
    const ok =
      (typeof v === "number" && Number.isInteger(v) && v >= 0) ||
      (typeof v === "string" && /^\d{3,8}$/.test(v));
    return ok ? undefined : { kind: "digits", key, value };
  }
  if (typeof v === "number" && !Number.isInteger(v) && WHOLE_KEY.test(k))
    return { kind: "fraction", key, value };
  if (typeof v !== "string") return undefined;
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
    out.push(...geo(o));
    for (const [k, x] of Object.entries(o)) {
      if (k === "_answers" || k.startsWith("__")) continue;
      findShapeDefects(x, k, out, depth + 1);
    }
    return out;
  }
  const d = scalarDefect(key, v);
  if (d) out.push(d);
  return out;
}
