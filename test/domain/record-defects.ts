import { en } from "@faker-js/faker";
import { COUNTRIES } from "../../src/core/domain/value-data.js";
import { splitWords } from "../../src/core/domain/words.js";

/**
 * What the f8 blind readers marked "nonsense data" that the value detector (value-defects.ts)
 * did not see, as a detector over records (state, tool results, arguments):
 *
 * - `placeholder-text`: free text that says nothing was written or restates its field
 *   (`"text":"No text provided."`, `"messageText":"Message text: OK"`);
 * - `wrong-word`: a word of another pool where the field's name says what it holds
 *   (`"ein":"category"`, `"eligible":"website"`, `"ppm":"restish"`, `"bookedBy":"profile"`,
 *   `"sourceType":"standard"`);
 * - `label-number`: a record called by its own kind and a number (`"name":"Scp 10"` among scps,
 *   `"aeTitle":"Ae 8"`, `"seriestags":"Seriestag 29"`);
 * - `tiny-epoch`: a lifecycle instant that is no date (`"created":81`, `"updated":55`);
 * - `utc-offset`: an offset no zone has (`"baseUtcOffset":37`);
 * - `parts-exceed`: parts of a count above its whole (`filesImported` + `filesRejected` >
 *   `filesAdded`; `receivedImageCount` > `totalImageCount`) and a page's `count` that is not its
 *   number of items;
 * - `out-of-order`: a record submitted after it was sent (`submitTime` after `scheduledSendTime`);
 * - `zone`: a time-zone record whose names or region do not belong to its zone
 *   (`"displayName":"Anderson Harvey"`, Denver with `"region":"Europe"`);
 * - `address`: a city that is not in the record's state (`"city":"Sydney"` for CA 92123);
 * - `port`: a DICOM node on a web or database port (`"port":443` next to an `aeTitle`);
 * - `repeated`: one value of a field that names a record shared by every record of a list
 *   (`"accountNumber":58324` on every sub-account) or one name given to several records.
 */
export type RecordDefectKind =
  | "placeholder-text"
  | "wrong-word"
  | "label-number"
  | "tiny-epoch"
  | "utc-offset"
  | "parts-exceed"
  | "out-of-order"
  | "zone"
  | "address"
  | "port"
  | "repeated";
export const RECORD_DEFECT_KINDS: RecordDefectKind[] = [
  "placeholder-text",
  "wrong-word",
  "label-number",
  "tiny-epoch",
  "utc-offset",
  "parts-exceed",
  "out-of-order",
  "zone",
  "address",
  "port",
  "repeated",
];
export interface RecordDefect {
  kind: RecordDefectKind;
  key: string;
  value: string;
}

const words = (key: string) => splitWords(key).map((w) => w.toLowerCase());
const snake = (key: string) => words(key).join("_");

/** Names people log in with: an initial and a surname (`jsmith`), or a first name (`maria`). */
const NAMES = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map(String)
    : Object.values((list ?? {}) as Record<string, unknown[]>)
        .flat()
        .map(String);
const LAST = new Set(NAMES(en.person?.last_name).map((n) => n.toLowerCase()));
const FIRST = new Set(NAMES(en.person?.first_name).map((n) => n.toLowerCase()));
/**
 * Who did something (`bookedBy`, `created_by`): a person's name, an e-mail, an id or a login made
 * of a name — never a bare word such as "profile" or "access".
 */
function isActor(v: string): boolean {
  if (/[@\d._-]/.test(v) || /^[A-Z][a-z'-]+( [A-Z][a-z'-]+)+$/.test(v)) return true;
  const low = v.toLowerCase();
  if (!/^[a-z]+$/.test(low)) return true;
  return FIRST.has(low) || LAST.has(low.slice(1)) || LAST.has(low);
}

/** "No text provided.", "No notes.", "Message text: OK" under `messageText`. */
export function isPlaceholderText(value: string, key: string): boolean {
  if (/^No [a-z ]{2,40}( provided| given| set| available)?\.$/i.test(value)) return true;
  const m = /^([A-Z][a-z]*(?: [a-z]+)*): OK$/.exec(value);
  if (!m) return false;
  const vw = m[1]!.toLowerCase().split(" ");
  const kw = words(key);
  // "Last refresh: OK" for `last_refresh_message` is a status line; "Message text: OK" restates
  // the field `message_text` itself.
  return kw.length > 0 && kw.every((w) => vw.includes(w));
}

const FLAG_KEY =
  /^(is|has|can|allow|allows|should|use|enable|include|show)_|(^|_)(enabled|disabled|eligible|verified|visible|approved|confirmed|deductible|exempt)$/;
const UNIT_KEY =
  /(^|_)(ppm|ppb|kwh|mwh|mph|kph|kmh|bpm|rpm|dpi|fps|mbps|kbps|hz|khz|mhz|ghz|celsius|fahrenheit|kelvin|decibels?|db)$/;
const ACTOR_KEY = /(^|_)[a-z]+ed_by$|^(creator|author|owner|assignee|requester|approver)$/;
const TAX_KEY = /^(ein|fein|tin|tax_id|taxpayer_id|federal_tax_id)$/;
const RELATION_TYPE_KEY =
  /^(source|target|origin|destination|owner|parent|resource|entity|object|subject|related|linked)_(type|kind)$/;

/** A word from another pool where the key says what the value is. */
export function isWrongWord(value: string, key: string): boolean {
  const k = snake(key);
  const v = value.trim();
  if (TAX_KEY.test(k)) return !/^\d{2}-?\d{7}$/.test(v);
  // `show_title`, `show_item_type` of a TV catalogue name a show, not a switch to show something.
  if (FLAG_KEY.test(k) && !/(^|_)(id|title|name|type|slug|url|code|key)$/.test(k))
    return !/^(true|false|yes|no|y|n|0|1|on|off)$/i.test(v);
  if (UNIT_KEY.test(k)) return !/^[-+]?\d[\d,.]*(\s?[a-zA-Z%°]{1,8})?$/.test(v);
  if (ACTOR_KEY.test(k)) return !isActor(v);
  if (RELATION_TYPE_KEY.test(k)) return /^(standard|custom|internal|external)$/i.test(v);
  return false;
}

const NUMBERED =
  /^(Floor|Class|Terminal|Gate|Level|Track|Room|Platform|Phase|Stage|Round|Season|Episode|Chapter|Step|Lane|Zone|Grade|Group|Tier|Version|Volume|Part|Disc|Week|Day|Table|Unit|Suite|Building|Block|Row|Section|Aisle|Seat|Court|Field|Studio|Hall|Wing|Bay|Dock|Pier|Berth|Ward|Bed)$/;

/**
 * "Scp 10" among `scps`, "Ae 8" under `aeTitle`, "Seriestag 29" under `seriestags`: the record's
 * own kind (the list it is in, or words of its key) and a number — a name nobody gave it.
 */
export function isLabelNumber(value: string, key: string, within: string): boolean {
  const nameKey = /^(name|title|label|display_name|headline|nickname)$/.test(snake(key));
  // An operation id or hash with a number (`"name":"58d8bcb7a9e6240e200cff25 10"`): no name at all.
  if (nameKey && /^[0-9a-f]{12,} \d{1,4}$/i.test(value)) return true;
  const m = /^([A-Z][a-z]+(?: [a-z]+)*) (\d{1,4})$/.exec(value);
  if (!m || NUMBERED.test(m[1]!.split(" ")[0]!)) return false;
  const vw = m[1]!.toLowerCase().split(" ");
  const kw = words(key);
  const stem = (w: string) => w.replace(/(es|s)$/, "");
  const inKey = vw.every((v) => kw.some((w) => stem(w) === stem(v) || w.startsWith(v)));
  // The words of the key the record sits under (`maxRatingContentFilter` → max rating content
  // filter): "Max rating content filter 8" is that key and a number.
  const parts = within.trim().split(/\s+/);
  const container = words(parts[parts.length - 1] ?? "");
  const inList =
    nameKey &&
    container.length > 0 &&
    vw.every((v) => container.some((w) => stem(w) === stem(v) || w.startsWith(v)));
  return inKey || inList;
}

/** Keys of an instant a record's life passes (`created`, `updated`), as bare participles. */
const LIFECYCLE_KEY = /^(created|updated|modified|deleted|last_modified|last_updated)$/;
export function isTinyLifecycleEpoch(key: string, value: unknown): boolean {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= 0 &&
    value < 1e8 &&
    LIFECYCLE_KEY.test(snake(key))
  );
}

const OFFSET_KEY = /(^|_)(utc|gmt|tz|time_?zone|zone)_offset(_minutes|_mins|_hours|_seconds)?$/;
/** An offset from UTC that no zone has: hours −12…14, or minutes / seconds in quarter hours. */
export function isBadUtcOffset(key: string, value: unknown): boolean {
  if (typeof value !== "number" || !OFFSET_KEY.test(snake(key))) return false;
  const a = Math.abs(value);
  if (a <= 14) return !Number.isInteger(value * 4);
  if (a <= 840) return value % 15 !== 0;
  return !(a <= 50_400 && value % 900 === 0);
}

const WHOLE = /^(total|added|all|requested|expected|attempted|submitted)$/;
const PART =
  /^(imported|rejected|failed|succeeded|successful|received|sent|skipped|processed|accepted|declined|delivered|duplicates?|errors?)$/;

/** Parts of a count above the whole, and a page `count` that is not the number of its items. */
export function partsExceedWhole(o: Record<string, unknown>): RecordDefect[] {
  const out: RecordDefect[] = [];
  const groups = new Map<string, { whole?: string; parts: string[] }>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v !== "number") continue;
    const w = words(k).filter((x) => !/^(count|num|number|of|nb)$/.test(x));
    const role = w.find((x) => WHOLE.test(x) || PART.test(x));
    if (!role || w.length < 2) continue;
    const noun = w.filter((x) => x !== role).join("_");
    const g = groups.get(noun) ?? { parts: [] };
    if (WHOLE.test(role)) g.whole ??= k;
    else g.parts.push(k);
    groups.set(noun, g);
  }
  for (const g of groups.values()) {
    if (!g.whole || g.parts.length === 0) continue;
    const sum = g.parts.reduce((a, k) => a + (o[k] as number), 0);
    if (sum > (o[g.whole] as number))
      out.push({
        kind: "parts-exceed",
        key: `${g.parts.join("+")}/${g.whole}`,
        value: `${sum} > ${String(o[g.whole])}`,
      });
  }
  const lists = Object.entries(o).filter(
    ([, v]) => Array.isArray(v) && v.length > 0 && v.every((x) => x && typeof x === "object"),
  );
  if (lists.length === 1 && typeof o.count === "number") {
    const n = (lists[0]![1] as unknown[]).length;
    if (o.count !== n)
      out.push({ kind: "parts-exceed", key: `count/${lists[0]![0]}`, value: `${o.count} vs ${n}` });
  }
  return out;
}

const BEFORE = /^(created|submitted|submit|requested|ordered|booked|placed)$/;
const AFTER = /^(scheduled|scheduled_send|send|sent|delivered|completed|processed)$/;
/** A record submitted after it was sent, ordered after it was delivered. */
export function outOfOrder(o: Record<string, unknown>): RecordDefect[] {
  const out: RecordDefect[] = [];
  const at = (v: unknown) =>
    typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : Number.NaN;
  const stem = (k: string) => snake(k).replace(/_(at|on|time|date|timestamp|datetime)$/, "");
  for (const [a, va] of Object.entries(o)) {
    if (!BEFORE.test(stem(a)) || Number.isNaN(at(va))) continue;
    for (const [b, vb] of Object.entries(o))
      if (AFTER.test(stem(b)) && at(vb) < at(va))
        out.push({
          kind: "out-of-order",
          key: `${a}/${b}`,
          value: `${String(va)} > ${String(vb)}`,
        });
  }
  return out;
}

const ZONE_VALUE = /^(America|Europe|Asia|Australia|Africa|Pacific|Atlantic)\/[A-Za-z_]+$/;
const REGION_OF: Record<string, RegExp> = {
  America: /america|americas|amer/i,
  Europe: /europe|emea/i,
  Asia: /asia|apac|pacific/i,
  Australia: /asia|apac|pacific|oceania|australia/i,
  Africa: /africa|emea/i,
};
/** Names and a region of a time-zone record that do not belong to its zone. */
export function zoneMismatch(o: Record<string, unknown>, key = ""): RecordDefect[] {
  const out: RecordDefect[] = [];
  // A record about a zone (a list of time zones, or offsets and daylight names), not an
  // appointment that happens in one.
  const aboutZone =
    /time_?zones?$|(^|_)tz$/.test(snake(key)) ||
    Object.keys(o).some((k) => /(^|_)(daylight|standard)_name$|daylight_saving/.test(snake(k)));
  if (!aboutZone) return out;
  const zone = Object.values(o).find((v) => typeof v === "string" && ZONE_VALUE.test(v)) as
    | string
    | undefined;
  if (!zone) return out;
  const area = zone.split("/")[0]!;
  for (const [k, v] of Object.entries(o)) {
    if (typeof v !== "string") continue;
    const s = snake(k);
    if (/^(region|continent|area)$/.test(s) && REGION_OF[area] && !REGION_OF[area]!.test(v))
      out.push({ kind: "zone", key: `${k}/${zone}`, value: v });
    if (/^(display_|standard_|daylight_)?name$/.test(s) && !/time|utc|gmt|\//i.test(v))
      out.push({ kind: "zone", key: k, value: v });
  }
  return out;
}

/** State codes of the places the sampler knows, per city. */
const CITY_STATES = new Map<string, Set<string>>();
const STATES = new Set<string>();
for (const c of COUNTRIES)
  for (const p of c.places) {
    const k = p.city.toLowerCase();
    if (!CITY_STATES.has(k)) CITY_STATES.set(k, new Set());
    CITY_STATES.get(k)!.add(p.state.toLowerCase());
    STATES.add(p.state.toLowerCase());
  }
/** A known city next to a known state it is not in ("Sydney" with "CA"). */
export function cityStateMismatch(o: Record<string, unknown>): RecordDefect[] {
  const cityKey = Object.keys(o).find((k) => /^(city|town|locality)$/.test(snake(k)));
  const stateKey = Object.keys(o).find((k) => /^(state|state_code|province)$/.test(snake(k)));
  if (!cityKey || !stateKey) return [];
  const city = String(o[cityKey]).toLowerCase();
  const state = String(o[stateKey]).toLowerCase();
  const known = CITY_STATES.get(city);
  if (!known || !STATES.has(state) || known.has(state)) return [];
  return [
    { kind: "address", key: `${cityKey}/${stateKey}`, value: `${o[cityKey]} / ${o[stateKey]}` },
  ];
}

const DICOM_PORTS = new Set([104, 11112, 4242, 2761, 2762]);
/** Ports of other services (web, databases, caches): a DICOM node does not listen there. */
const OTHER_SERVICE_PORTS = new Set([3306, 5432, 8080, 8443, 27017, 6379, 9200]);
/** A DICOM node (a record with an AE title) on a web or database port. */
export function dicomPort(o: Record<string, unknown>): RecordDefect[] {
  const ae = Object.keys(o).some((k) => /(^|_)ae_?title$/.test(snake(k)));
  const port = o.port;
  if (!ae || typeof port !== "number" || DICOM_PORTS.has(port)) return [];
  if (port > 1024 && !OTHER_SERVICE_PORTS.has(port)) return [];
  return [{ kind: "port", key: "port", value: String(port) }];
}

const IDENT_KEY =
  /(^|_)(account_number|number|login|login_name|username|email|uid|message_id|serial)$/;
/** A list whose records all carry one identifying value, or share one name. */
export function repeatedValues(items: unknown[], key: string): RecordDefect[] {
  const recs = items.filter(
    (x): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x),
  );
  if (recs.length < 3) return [];
  const out: RecordDefect[] = [];
  const keys = new Set(recs.flatMap((r) => Object.keys(r)));
  for (const k of keys) {
    const vals = recs
      .map((r) => r[k])
      .filter((v) => typeof v === "string" || typeof v === "number");
    if (vals.length < 3) continue;
    const s = snake(k);
    if (IDENT_KEY.test(s) && new Set(vals).size === 1)
      out.push({ kind: "repeated", key: `${key}[].${k}`, value: String(vals[0]) });
    if (/^(name|title|display_name)$/.test(s)) {
      const seen = new Set<unknown>();
      for (const v of vals) {
        if (seen.has(v)) {
          out.push({ kind: "repeated", key: `${key}[].${k}`, value: String(v) });
          break;
        }
        seen.add(v);
      }
    }
  }
  return out;
}

/** Every record defect in a JSON value. */
export function findRecordDefects(
  v: unknown,
  key = "",
  out: RecordDefect[] = [],
  depth = 0,
  within = "",
): RecordDefect[] {
  if (depth > 14 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    out.push(...repeatedValues(v, key));
    for (const x of v) findRecordDefects(x, key, out, depth + 1, within);
    return out;
  }
  if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    out.push(
      ...partsExceedWhole(o),
      ...outOfOrder(o),
      ...zoneMismatch(o, key),
      ...cityStateMismatch(o),
      ...dicomPort(o),
    );
    const inner = `${within} ${key}`;
    for (const [k, x] of Object.entries(o)) {
      if (k.startsWith("__")) continue;
      findRecordDefects(x, k, out, depth + 1, inner);
    }
    return out;
  }
  if (isTinyLifecycleEpoch(key, v)) out.push({ kind: "tiny-epoch", key, value: String(v) });
  if (isBadUtcOffset(key, v)) out.push({ kind: "utc-offset", key, value: String(v) });
  if (typeof v !== "string") return out;
  if (isPlaceholderText(v, key)) out.push({ kind: "placeholder-text", key, value: v });
  if (isWrongWord(v, key)) out.push({ kind: "wrong-word", key, value: v });
  if (isLabelNumber(v, key, within)) out.push({ kind: "label-number", key, value: v });
  return out;
}
