import {
  describedCodes,
  enumLabels,
  isUnlabelledCode,
  isUnsetMember,
  setMembers,
} from "../domain/enum-labels.js";
import { schemaFromExample } from "../domain/example-schema.js";
import { describedCode, epochUnit, isTypeTag } from "../domain/field-roles.js";
import {
  exampleObject,
  flatSchema,
  holdsKind,
  propsOf,
  requiredOf,
} from "../domain/json-schema.js";
import { qualifierValues } from "../domain/lexicon/index.js";
import type { Rng } from "../domain/rng.js";
import { switchStandsFor } from "../domain/switches.js";
import {
  createValueSampler,
  documentedValues,
  instantOf,
  type ValueSampler,
} from "../domain/values.js";
import { entityKey, humanise, isMadeTimeName, nameTokens, normaliseName } from "../graph/names.js";
import type { Select } from "../schema/index.js";

type Json = Record<string, unknown>;

/** Field names that mean the same thing to a person. */
const ALIASES: string[][] = [
  ["name", "full_name", "display_name", "title", "label"],
  ["date_of_birth", "dob", "birth_date", "birthday", "birthdate"],
  ["email", "email_address", "mail"],
  ["phone", "phone_number", "mobile", "telephone"],
  ["card_number", "library_card", "card"],
];
const SEARCH_PARAMS = new Set([
  "q",
  "query",
  "search",
  "keyword",
  "keywords",
  "term",
  "text_query",
]);
/** Whether a param is the text a search is sent (`q`, `query`, `keywords`). */
export function isSearchText(field: string): boolean {
  return SEARCH_PARAMS.has(normaliseName(field));
}
const FREE_TEXT = new Set([
  "message",
  "text",
  "comment",
  "note",
  "notes",
  "reason",
  "description",
  "title",
  "subject",
  "resolution",
  "body",
  "summary",
  "content",
]);

function isRecord(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Records of every collection in a state: arrays of objects or id-keyed maps of objects. */
export function stateCollections(state: Json): Array<{ name: string; records: Json[] }> {
  const out: Array<{ name: string; records: Json[] }> = [];
  for (const name of Object.keys(state).sort()) {
    if (name.startsWith("__")) continue;
    const v = state[name];
    let records: Json[] = [];
    if (Array.isArray(v)) records = v.filter(isRecord);
    else if (isRecord(v)) {
      const vals = Object.keys(v)
        .sort()
        .map((k) => v[k]);
      if (vals.length > 0 && vals.every(isRecord)) records = vals as Json[];
    }
    if (records.length > 0) out.push({ name, records });
  }
  return out;
}

function aliasesOf(field: string): string[] {
  const n = normaliseName(field);
  const group = ALIASES.find((g) => g.includes(n));
  return group ? [n, ...group.filter((g) => g !== n)] : [n];
}

/** Scalar values of `field` (or an alias) in a record, including nested objects and arrays. */
function fieldValues(record: unknown, names: string[], depth = 0): unknown[] {
  if (depth > 3) return [];
  if (Array.isArray(record)) return record.flatMap((r) => fieldValues(r, names, depth + 1));
  if (!isRecord(record)) return [];
  const out: unknown[] = [];
  for (const name of names) {
    for (const k of Object.keys(record)) {
      const v = record[k];
      if (normaliseName(k) === name && v !== null && typeof v !== "object") out.push(v);
    }
    if (out.length > 0) return out;
  }
  // `drug_a` / `drug_b` name a drug: take a `drug_name`-like field of the same head noun.
  const head = names[0]?.split("_")[0];
  if (head && names[0] !== head) {
    for (const k of Object.keys(record).sort()) {
      const t = normaliseName(k).split("_");
      const v = record[k];
      if (
        t[0] === head &&
        t.length === 2 &&
        ["name", "title"].includes(t[1]!) &&
        typeof v === "string"
      ) {
        out.push(v);
      }
    }
    if (out.length > 0) return out;
  }
  for (const k of Object.keys(record).sort()) {
    const v = record[k];
    if (typeof v === "object" && v !== null) out.push(...fieldValues(v, names, depth + 1));
  }
  return out;
}

export interface PickContext {
  rng: Rng;
  state: Json;
  /** The tool's collection, if known. */
  entity?: string;
  kind: string;
  /** Elements chosen from earlier steps' results and bound into this step, nearest first. */
  related: unknown[];
  /** Records already used for this step's user values, reused so values stay coherent. */
  anchor?: Json;
  /** The step's arguments chosen so far: free text agrees with them (an expense's category). */
  given?: Json;
  /** Last synthesised date of this step (YYYY-MM-DD), so an end date can follow it. */
  lastDate?: string;
  /** Values already given to other params of this step (`drug_a` and `drug_b` must differ). */
  used?: unknown[];
  /** ISO instant of the bundle's virtual clock start, for date values. */
  clockStart: string;
  /** Records of the step's own collection the tool may act on (its preconditions hold). */
  admit?: (record: Json) => boolean;
  /**
   * The values the target record already has for this param (at the param's own path, and under
   * the bare field name where the record keeps it unwrapped): setting one again changes nothing.
   */
  avoid?: unknown[];
  /** Words about the environment (domain, name, description), so new values fit it. */
  domain?: string;
  /**
   * The input may go unsent: free text only filler could fill ("Method from December 13.") or a
   * name only guessed is left out, as a person leaves out what they have nothing to say for.
   */
  optional?: boolean;
}

function fitsSchema(v: unknown, schema: Json): boolean {
  if (Array.isArray(schema.enum)) return schema.enum.includes(v);
  const t = schema.type;
  if (t === "integer") return typeof v === "number" && Number.isInteger(v);
  if (t === "number") return typeof v === "number";
  if (t === "boolean") return typeof v === "boolean";
  if (t === "string" || t === undefined) {
    if (typeof v !== "string") return t === undefined;
    if (typeof schema.minLength === "number" && v.length < schema.minLength) return false;
    if (typeof schema.maxLength === "number" && v.length > schema.maxLength) return false;
    if (typeof schema.pattern === "string") {
      try {
        if (!new RegExp(schema.pattern).test(v)) return false;
      } catch {
        return true;
      }
    }
    return true;
  }
  return false;
}

function byCollection(ctx: PickContext): Array<{ name: string; records: Json[] }> {
  const cols = stateCollections(ctx.state);
  const own = ctx.entity ? entityKey(ctx.entity) : undefined;
  return [
    ...cols.filter((c) => own && entityKey(c.name) === own),
    ...cols.filter((c) => !own || entityKey(c.name) !== own),
  ];
}

/**
 * How a connection is tuned, not what is asked: heartbeat and conflation rates, timeouts, retries,
 * segmenting a stream ("a conflate ms of 3 and a heartbeat ms of 6", fresh10 readers F).
 */
const TUNING =
  /\b(?:heart ?beats?|keep ?alive|conflat\w*|time ?outs?|retr(?:y|ies)|back ?off|throttl\w*|segmentation|compression|buffer size|chunk size|poll(?:ing)? interval)\b/i;

/**
 * How many results to send back, by its description (TfL's `count`: "A number of arrivals to
 * return for each stop, -1 to return all available"): the API's default, not the user's words.
 */
const RESULT_SIZE =
  /\b(?:the )?(?:number|count|max(?:imum)?(?: number)?) of [a-z ]{1,40}? to (?:return|retrieve|fetch|show|include in the (?:response|result))\b/i;

/**
 * An optional input no person sets in a request, left to the API's default: a number code whose
 * meaning the doc does not give ("privacy 2", "it's a 68"), connection tuning (heartbeat ms), a
 * field the doc marks deprecated ("add a new app for the pending status") or read-only, a
 * result size.
 */
export function isUnsaidInput(name: string, schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  const s = schema as Json;
  if (s.deprecated === true) return true;
  // `readOnly` in a request body: the server sets it (Airflow's `Pool.occupied_slots`); "add a
  // pool with an occupied slots of 81" asks for what no request can set (fresh11 readers U).
  if (s.readOnly === true) return true;
  if (RESULT_SIZE.test(typeof s.description === "string" ? s.description : "")) return true;
  if (isUnlabelledCode(s, name)) return true;
  if (
    s.type === "string" &&
    [s.example, s.default, ...(Array.isArray(s.examples) ? s.examples : [])].some(jsonText)
  )
    return true;
  const description = typeof s.description === "string" ? s.description : "";
  return TUNING.test(`${nameTokens(name).join(" ")} ${description}`);
}

/**
 * A value a user could state for this param, taken from the world so the task is feasible: the
 * records bound into this step first, then the step's own collection (one anchor record for all of
 * the step's params), then any collection; synthesised only when nothing fits or when the value
 * is new free text (a note, a message) for a write.
 */
export function pickUserValue(field: string, schema: Json, ctx: PickContext): unknown {
  let v = pickUserValueRaw(field, schema, ctx);
  if (avoided(v, ctx)) v = differentValue(field, schema, ctx);
  // A list found in the world shorter than the call needs is made anew, as long as it must be.
  if (Array.isArray(v) && typeof schema.minItems === "number" && v.length < schema.minItems)
    v = synthesise(field, schema, ctx);
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) ctx.lastDate = v.slice(0, 10);
  // An epoch start opens the window its end closes (`start_time` then `end_time`).
  const instant = typeof v === "number" && epochUnit(field, schema) ? instantOf(v) : undefined;
  if (instant !== undefined) ctx.lastDate = new Date(instant).toISOString().slice(0, 10);
  return v;
}

const LATER = ["end", "to", "until", "return", "checkout", "before", "till"];
/**
 * Make a call's user-given values agree with each other before it runs, in `args` and in their
 * bindings alike: a date window given backwards is turned the right way round, and one record's
 * person named under two keys is one person. Values bound from tool results are left as found.
 */
export function cohereUserArgs(
  args: Record<string, unknown>,
  bound: Record<string, { from: string; value?: unknown }>,
  inputSchema?: unknown,
  clockStart?: string,
): void {
  const user = (k: string) => bound[k]?.from === "user";
  const set = (k: string, v: unknown) => {
    args[k] = v;
    bound[k] = { from: "user", value: v };
  };
  for (const [flag, list] of switchesStandingFor(inputSchema)) {
    const given =
      args[list] !== undefined && !(Array.isArray(args[list]) && args[list].length === 0);
    if (given && args[flag] === true && user(flag)) set(flag, false);
    else if (!given && args[flag] !== true && (args[flag] === undefined || user(flag)))
      set(flag, true);
  }
  const [early, late] = reversedWindow(args) ?? [];
  if (early && late && user(early) && user(late)) {
    const [a, b] = [args[late], args[early]];
    set(early, a);
    set(late, b);
  }
  const twice = secondNames(args);
  for (const k of twice?.others ?? []) if (twice && user(k)) set(k, args[twice.first]);
  for (const [k, v] of Object.entries(datedParts(args, inputSchema, clockStart, user)))
    if (v === undefined) {
      delete args[k];
      delete bound[k];
    } else set(k, v);
}

/** A date sent as its parts (`monthlyRange.startMonth.year`, Google's `google.type.Date`). */
const DATE_PART = /^(.+)\.(year|month|day)$/;
/** The other end of a range's date: `startMonth` ↔ `endMonth`, `startDate` ↔ `endDate`. */
function otherEnd(stem: string): { stem: string; start: boolean } | undefined {
  const m = /^(.*?)(start|end)([A-Z_]\w*|)$/.exec(stem);
  if (!m) return undefined;
  const start = m[2] === "start";
  return { stem: `${m[1]}${start ? "end" : "start"}${m[3]}`, start };
}

/**
 * The parts of the dates a call's user gave, made one date each (`undefined`: leave the part
 * out): a year and a month, and a day only where the date is a day (`startMonth` is a month:
 * the doc ignores its day); a range's start before its end, both before the clock. Google's
 * `monthlyRange.startMonth.day` alone read "from 19 to 19" (Business Profile, fresh68 blind
 * readers N). Parts of a date nobody gave stay unsent.
 */
export function datedParts(
  args: Record<string, unknown>,
  inputSchema: unknown,
  clockStart: string | undefined,
  given: (k: string) => boolean,
): Record<string, number | undefined> {
  const props =
    isRecord(inputSchema) && isRecord(inputSchema.properties) ? inputSchema.properties : {};
  const stems = new Map<string, Partial<Record<"year" | "month" | "day", string>>>();
  for (const k of Object.keys(props)) {
    const m = DATE_PART.exec(k);
    if (!m?.[1] || !m[2]) continue;
    const g = stems.get(m[1]) ?? {};
    g[m[2] as "year" | "month" | "day"] = k;
    stems.set(m[1], g);
  }
  const said = (stem: string) =>
    Object.values(stems.get(stem) ?? {}).some((k) => args[k] !== undefined && given(k));
  const now = new Date(Date.parse(clockStart ?? "") || Date.UTC(2026, 0, 15));
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const out: Record<string, number | undefined> = {};
  const put = (stem: string, month: number, seed: number) => {
    const g = stems.get(stem)!;
    out[g.year!] = Math.floor(month / 12);
    out[g.month!] = (month % 12) + 1;
    if (!g.day) return;
    const ofMonth = /month$/i.test(stem.split(".").pop() ?? stem);
    out[g.day] = ofMonth ? undefined : 1 + (seed % 28);
  };
  for (const [stem, g] of stems) {
    if (!g.year || !g.month || !said(stem) || out[g.year] !== undefined) continue;
    const seed = Object.values(g).reduce((a, k) => a + (Number(args[k]) || 0), 0);
    const end = otherEnd(stem);
    const pair = end && stems.get(end.stem)?.year && stems.get(end.stem)?.month && said(end.stem);
    if (!pair) {
      put(stem, thisMonth - 1 - (seed % 6), seed);
      continue;
    }
    const last = thisMonth - 1 - (seed % 3);
    const first = last - 1 - (seed % 4);
    put(end.start ? stem : end.stem, first, seed);
    put(end.start ? end.stem : stem, last, seed + 11);
  }
  return out;
}

/**
 * The top-level yes/no inputs of a schema whose doc says they stand for another optional input
 * ({@link switchStandsFor}), as `[switch, other]`: a call gives the list or turns the switch on —
 * never neither (`applyAll: false` with no `nodeIds` applies nothing) and never both.
 */
export function switchesStandingFor(inputSchema: unknown): Array<[string, string]> {
  if (!isRecord(inputSchema)) return [];
  const props = isRecord(inputSchema.properties) ? inputSchema.properties : {};
  const required = new Set(Array.isArray(inputSchema.required) ? inputSchema.required : []);
  const names = Object.keys(props);
  const out: Array<[string, string]> = [];
  for (const [name, raw] of Object.entries(props)) {
    const s = flatSchema(raw);
    if (s.type !== "boolean" || typeof s.description !== "string") continue;
    const other = switchStandsFor(s.description, names, name);
    if (other && !required.has(other) && flatSchema(props[other]).type !== "boolean")
      out.push([name, other]);
  }
  return out;
}

/** Keys that hold a record's own whole name. */
const WHOLE_NAME = /^(?:name|full_?name|display_?name)$/i;

/**
 * The keys of a call that name one record's person twice with two people (`fullName` "Quincy
 * Doyle", `name` "Daphne Schroeder" of one new client: "I'm Quincy Doyle and my name is Daphne
 * Schroeder", fresh49 dev): the first, whose name the others should hold, and those others.
 */
export function secondNames(
  args: Record<string, unknown>,
): { first: string; others: string[] } | undefined {
  const person = (v: unknown) =>
    typeof v === "string" && /^[A-Z][a-z'-]+(?: [A-Z][a-z'-]+)+$/.test(v);
  const [first, ...rest] = Object.keys(args).filter((k) => WHOLE_NAME.test(k) && person(args[k]));
  const others = rest.filter((k) => args[k] !== args[first as string]);
  return first && others.length > 0 ? { first, others } : undefined;
}

/** Words that open a window (`fromDate`, `start_time`, `createdAfter`). */
const EARLIER = ["from", "start", "since", "after", "begin", "min"];

/**
 * A call's date window given backwards (`fromDate` Feb 14, `toDate` Feb 10), as the pair of keys
 * to swap: "list the orders from Feb 14 at 2:45 pm to Feb 10 at 10 am" (fresh52 dev) took the
 * start from a record and the end from the clock. Keys pair by what is left of their names
 * without the window word ("date" of `fromDate`/`toDate`).
 */
export function reversedWindow(args: Record<string, unknown>): [string, string] | undefined {
  const when = (v: unknown) =>
    typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : NaN;
  const rest = (k: string, words: string[]) => {
    const t = nameTokens(normaliseName(k));
    return t.some((w) => words.includes(w))
      ? t.filter((w) => !words.includes(w)).join(" ")
      : undefined;
  };
  for (const a of Object.keys(args)) {
    const stem = rest(a, EARLIER);
    if (stem === undefined || Number.isNaN(when(args[a]))) continue;
    for (const b of Object.keys(args)) {
      if (b === a || rest(b, LATER) !== stem || Number.isNaN(when(args[b]))) continue;
      if (when(args[b]) < when(args[a])) return [a, b];
    }
  }
  return undefined;
}

const DAY_MS = 86_400_000;

/**
 * An instant a user gives as a day ("since Nov 3", "up to Nov 10"), in the field's epoch unit.
 * A window opens one to three days before a record of the step's own collection (so the search
 * finds it) or weeks before the clock, and closes 4–14 days after it opens: never before.
 */
function epochValue(field: string, unit: "s" | "ms", ctx: PickContext): number {
  const rng = ctx.rng;
  const day = (t: number) => Math.floor(t / DAY_MS) * DAY_MS;
  const clock = Date.parse(ctx.clockStart);
  const now = Number.isNaN(clock) ? Date.UTC(2025, 0, 6) : clock;
  const later = nameTokens(normaliseName(field)).some((w) => LATER.includes(w));
  const anchor = recordInstant(ctx);
  let t: number;
  if (later && ctx.lastDate)
    t = Date.parse(`${ctx.lastDate}T00:00:00.000Z`) + (4 + rng.int(11)) * DAY_MS;
  else if (later) t = day(anchor ?? now) + (1 + rng.int(3)) * DAY_MS;
  else
    t =
      anchor !== undefined
        ? day(anchor) - (1 + rng.int(3)) * DAY_MS
        : day(now) - (3 + rng.int(28)) * DAY_MS;
  return unit === "ms" ? t : t / 1000;
}

/** An instant (ms) a record of the step's own collection holds as an epoch number. */
function recordInstant(ctx: PickContext): number | undefined {
  const own = ctx.entity ? entityKey(ctx.entity) : undefined;
  if (!own) return undefined;
  const col = stateCollections(ctx.state).find((c) => entityKey(c.name) === own);
  const found: number[] = [];
  for (const r of col?.records ?? []) {
    for (const [k, v] of Object.entries(r)) {
      if (typeof v !== "number" || !epochUnit(k, { type: "integer" })) continue;
      const t = instantOf(v);
      if (t !== undefined) found.push(t);
    }
  }
  return found.length > 0 ? ctx.rng.pick(found) : undefined;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === "object" && JSON.stringify(a) === JSON.stringify(b));
}

/** Whether the target record already holds `v` for this param. */
function avoided(v: unknown, ctx: PickContext): boolean {
  return (ctx.avoid ?? []).some((a) => same(v, a));
}

/** A value for a write that differs from what the target already has (enum: another member). */
function differentValue(field: string, schema: Json, ctx: PickContext): unknown {
  const avoid = ctx.avoid ?? [];
  if (Array.isArray(schema.enum)) {
    // "to type unspecified" is no change anyone asks for (fresh69 BigLake readers, F).
    const others = schema.enum.filter((e) => !avoided(e, ctx) && !isUnsetMember(e));
    return others.length > 0 ? ctx.rng.pick(others) : avoid[0];
  }
  if (schema.type === "boolean" && typeof avoid[0] === "boolean") return !avoid[0];
  for (let i = 0; i < 8; i++) {
    const v = synthesise(field, schema, ctx);
    if (!avoided(v, ctx)) return v;
  }
  return avoid[0];
}

function pickUserValueRaw(field: string, schema: Json, ctx: PickContext): unknown {
  // A raw `body` "The coupon id to be checked." is the code of a coupon the user has, never a
  // message ("Backup itv, kept for failover.", fresh9 readers M).
  const coded =
    FREE_TEXT.has(normaliseName(field)) && typeof schema.description === "string"
      ? describedCode(schema.description)
      : undefined;
  if (coded) return pickUserValueRaw(`${coded}_code`, { ...schema, description: undefined }, ctx);
  const n = normaliseName(field);
  if (ctx.lastDate && nameTokens(n).some((w) => LATER.includes(w))) {
    return synthesise(field, schema, ctx);
  }
  const write = ctx.kind !== "read" && ctx.kind !== "list" && ctx.kind !== "compute";
  if (write && (FREE_TEXT.has(n) || nameTokens(n).some((t) => FREE_TEXT.has(t)))) {
    return synthesise(field, schema, ctx);
  }
  const used = ctx.used ?? [];
  // An empty string is nothing a person says: a record holding `""` gives no value, nor one
  // holding `{}` (a new message "with the payload of the Jan 18 one" sent `{}`, Svix fresh55).
  const fits = (v: unknown) =>
    v !== "" &&
    !(isRecord(v) && Object.keys(v).length === 0) &&
    fitsSchema(v, schema) &&
    !used.includes(v) &&
    !avoided(v, ctx);
  // "The min date to search for" (a `format: date` bound, fresh45 WeGA) is a date, never a name
  // searched for.
  const dated = schema.format === "date" || schema.format === "date-time";
  if (SEARCH_PARAMS.has(n) || (!dated && SEARCH_DESCRIBED.test(String(schema.description ?? ""))))
    return searchTerm(field, schema, ctx, fits);
  const names = aliasesOf(field);
  // A new record's dates are ahead of the person asking: "request a vacation leave from December
  // 25, 2025" on Jan 5, 2026 copied an existing leave's dates (bundled helpdesk). A birth date is
  // no date of the new record.
  const tokens = nameTokens(n);
  if (
    ctx.kind === "create" &&
    (schema.format === "date" || schema.format === "date-time" || tokens.includes("date")) &&
    !tokens.some((t) => PAST_EVENT.test(t))
  )
    return synthesise(field, schema, ctx);
  // A new record's own name is no name of a record it is made for or from: "add a new product for
  // the organization called Goodwin - Krajcik" named the product "Goodwin - Krajcik" too
  // (configcat, f33: 5 of 30 samples).
  const ownName = ctx.kind === "create" && NAMING.has(n);
  if (ownName) {
    const fresh = synthesise(field, schema, ctx);
    // …unless the domain gives no name but filler ("Secondary newcategory", envoice's invoice
    // categories, fresh31 readers N): then a name of the kind the records already have.
    if (!(typeof fresh === "string" && qualifierFiller(fresh))) return fresh;
    // …and only a name its own kind of record has: a label's "q3" or another collection's
    // "Technical specification.pdf" named new telegraf configs and scraper targets (InfluxDB,
    // dev52). Where its own records have none, an optional name goes unsaid.
    const own = ctx.entity ? entityKey(ctx.entity) : undefined;
    const kin = stateCollections(ctx.state)
      .filter((c) => own && entityKey(c.name) === own)
      .flatMap((c) =>
        c.records.flatMap((r) =>
          // The record's own name, never one of a label it holds (`labels: [{name: "vip"}]`).
          names.flatMap((k) =>
            Object.entries(r)
              .filter(([f, v]) => normaliseName(f) === k && fits(v))
              .map(([, v]) => v),
          ),
        ),
      );
    if (kin.length > 0) return ctx.rng.pick(kin);
    return ctx.optional ? undefined : fresh;
  }

  for (const rel of ownName ? [] : ctx.related) {
    const vals = fieldValues(rel, names).filter(fits);
    if (vals.length > 0) return ctx.rng.pick(vals);
  }
  // A new expense is in the currency the office's money is kept in, never one drawn from a
  // record that happens to differ ("8.50 CNY" where the records are in dollars, bundled helpdesk).
  if (write && CURRENCY.test(n)) {
    const home = mostUsed(ctx.state, names, fits);
    if (home !== undefined) return home;
  }
  if (ctx.anchor) {
    const vals = fieldValues(ctx.anchor, names).filter(fits);
    if (vals.length > 0) return vals[0];
  }
  const own = ctx.entity ? entityKey(ctx.entity) : undefined;
  for (const col of byCollection(ctx)) {
    const admitted =
      ctx.admit && own && entityKey(col.name) === own ? col.records.filter(ctx.admit) : col.records;
    const candidates = admitted.filter((r) => fieldValues(r, names).some(fits));
    if (candidates.length === 0) continue;
    const rec = ctx.rng.pick(candidates);
    // A new record takes each value from some record of its kind, never all from one: anchored to
    // one expense, "submit a travel expense for £125.95 on August 11, 2025" was that expense again
    // (bundled helpdesk; 94 of fresh75's plans were refused as copies).
    if (!(ctx.kind === "create" && own && entityKey(col.name) === own)) ctx.anchor ??= rec;
    return ctx.rng.pick(fieldValues(rec, names).filter(fits));
  }
  // A lookup's free text ("Place name or ZIP code") is searched for: a name a record it lists has,
  // so the search finds something — never a made-up sentence ("Get from December 10.", fresh18
  // meteosource answered "zero places matching" it).
  if (!write && (FREE_TEXT.has(n) || nameTokens(n).some((t) => FREE_TEXT.has(t))))
    return searchTerm(field, schema, ctx, fits);
  return synthesise(field, schema, ctx);
}

/** A param holding a currency code. */
const CURRENCY = /^(?:[a-z]+_)?currency(?:_code|_iso)?$/;

/** The value of `names` most records of the state hold (the first seen on a tie), if any fits. */
function mostUsed(state: Json, names: string[], fits: (v: unknown) => boolean): unknown {
  const count = new Map<unknown, number>();
  for (const col of stateCollections(state))
    for (const r of col.records)
      for (const v of fieldValues(r, names)) if (fits(v)) count.set(v, (count.get(v) ?? 0) + 1);
  let best: unknown;
  let most = 0;
  for (const [v, c] of count) if (c > most) [best, most] = [v, c];
  return best;
}

/** A param the doc says is searched for, whatever its name (OMDb's `s`: "Movie title to search for"). */
const SEARCH_DESCRIBED =
  /\b(?:to search (?:for|by)|search (?:terms?|query|string|keywords?|phrase)|to look for)\b/i;

/** Keys a record is named by, best first: `name`, `title`, then `collection_name`, `brandTitle`. */
const NAMING = new Set(["name", "title", "full_name", "display_name", "label", "brand"]);

/** What a person calls a record, from the fields that name it (never its id, code or link). */
function namesOf(record: unknown): string[] {
  if (!isRecord(record)) return [];
  const exact: string[] = [];
  const named: string[] = [];
  for (const k of Object.keys(record).sort()) {
    const v = record[k];
    if (typeof v !== "string" || v.length < 2 || v.length > 60 || /^https?:/.test(v)) continue;
    const key = normaliseName(k);
    const last = nameTokens(key).pop() ?? "";
    if (NAMING.has(key)) exact.push(v);
    else if (last === "name" || last === "title") named.push(v);
  }
  return [...exact, ...named];
}

/**
 * The thing a search term's doc says it names: "The programme name to look for" → programme,
 * "search terms giving any title of products" → product, "author name or title keyword" → author.
 */
function describedThing(description: unknown): string | undefined {
  if (typeof description !== "string") return undefined;
  const m =
    /\b(?:names?|titles?) of (?:the |an? |any |some )?([a-z]{3,})\b/i.exec(description) ??
    /\b([a-z]{3,}) (?:names?|titles?)\b/i.exec(description);
  const noun = m?.[1]?.toLowerCase();
  if (
    !noun ||
    /^(the|any|some|its|their|your|search|query|full|display|first|last|file)$/.test(noun)
  )
    return undefined;
  return entityKey(noun);
}

/**
 * What a user types into a search: a name of a record of the entity the search lists (so the
 * search finds it and the answer can say what matched) — one bound in from an earlier step first;
 * else the doc's own example; else a name of the thing the doc says the term names ("The programme
 * name to look for": a programme's name); else a word of the environment's domain. Never a word
 * of another domain's pool ("billing" as a Channel 4 programme, fresh13 readers N).
 */
function searchTerm(
  field: string,
  schema: Json,
  ctx: PickContext,
  fits: (v: unknown) => boolean,
): unknown {
  for (const rel of ctx.related) {
    const vals = namesOf(rel).filter(fits);
    if (vals.length > 0) return ctx.rng.pick(vals);
  }
  if (ctx.anchor) {
    const vals = namesOf(ctx.anchor).filter(fits);
    if (vals.length > 0) return vals[0];
  }
  const own = ctx.entity ? entityKey(ctx.entity) : undefined;
  const cols = stateCollections(ctx.state);
  const listed = own ? cols.filter((c) => entityKey(c.name) === own) : [];
  // The records the search lists; where the tool's entity is unknown, any record with a name.
  for (const col of listed.length > 0 ? listed : own ? [] : cols) {
    const admitted = ctx.admit && listed.length > 0 ? col.records.filter(ctx.admit) : col.records;
    const candidates = admitted.filter((r) => namesOf(r).some(fits));
    if (candidates.length === 0) continue;
    const rec = ctx.rng.pick(candidates);
    ctx.anchor ??= rec;
    return ctx.rng.pick(namesOf(rec).filter(fits));
  }
  const documented = documentedValues(schema).filter((v) => typeof v === "string" && fits(v));
  if (documented.length > 0) return ctx.rng.pick(documented);
  const thing = describedThing(schema.description);
  if (thing) {
    const name = samplerOf(ctx, field, true).label(thing);
    // "Default movie" names no movie: a qualifier of the noun is no title anyone searches for.
    if (fits(name) && !name.toLowerCase().endsWith(thing.replace(/_/g, " "))) return name;
  }
  // A search that may go unsent, with no record's name to look for: a word the user has no
  // reason to type is left out ("I'm looking for anything about "life"" before updating the
  // one ownership record, fresh35 dev).
  if (ctx.optional) return undefined;
  // The environment's own search word (a show's title on a broadcaster, a product in a shop).
  if (!SEARCH_PARAMS.has(normaliseName(field))) {
    const word = samplerOf(ctx, field, true).value({ name: "query", schema: { type: "string" } });
    if (fits(word)) return word;
  }
  return synthesise(field, schema, ctx);
}

/**
 * Words of a date that has already happened when the record is made: when money was spent, a
 * person was born, an invoice issued. Only dates still to come are drawn ahead of the clock.
 */
const PAST_EVENT =
  /^(birth|dob|born|birthday|spent|paid|incurred|occurred|purchased|bought|issued|invoiced|received|shipped|delivered|completed|created|last|joined|hired|started|expense|payment|transaction|purchase|receipt|order)$/;

/** The last word of a param a user fills with a word: a search term, a category, a tag, a filter. */
const WORD_PARAM =
  /^(q|query|search|keywords?|terms?|filter|categor(?:y|ies)|tags?|labels?|topics?|genres?)$/;

/** The last word of a param a user fills with a sentence: a comment, a note, a message. */
const TEXT_PARAM = /^(text|comment|comments|body|message|note|notes|reply|remark|remarks)$/;

/** Whether the param holds a word a user types (`q`, `search_term`, `category`, `activity_tags`). */
function isWordParam(field: string): boolean {
  return WORD_PARAM.test(nameTokens(normaliseName(field)).pop() ?? "");
}

/**
 * A value sampler for one new value, seeded from the step's draw. A word a user types is drawn
 * in the environment's domain and among its kinds of record; every other value keeps the
 * domain-free draw (a file, a code, a number mean the same in any domain).
 */
function samplerOf(ctx: PickContext, field: string, searched = false): ValueSampler {
  // Text a person writes says what it is in this domain too: a help desk's ticket comment is the
  // desk's remark, never a viewer's "Which camera did you use for this?" (bundled helpdesk).
  const words =
    searched || isWordParam(field) || TEXT_PARAM.test(nameTokens(normaliseName(field)).pop() ?? "");
  // So is a new record's name: ConfigCat's new product is an app ("Checkout Web") as its listed
  // products are, never a shop's "Cast Iron Skillet" (f33).
  const named = ctx.kind === "create" && NAMING.has(normaliseName(field));
  return createValueSampler(Math.floor(ctx.rng.next() * 2 ** 32), {
    ...(ctx.domain && (words || named) ? { domain: ctx.domain } : {}),
    clockStart: ctx.clockStart,
    ...(words ? { entities: stateCollections(ctx.state).map((c) => c.name) } : {}),
  });
}

/**
 * The key of a record the user names (the payment of "refund transaction 10000123"): a value of the
 * field the model says the param looks records up by (`/payments/{transId}` → the payment's `id`),
 * from the records of that entity the call may act on. Undefined when no such record carries one,
 * so the caller falls back to a value by name.
 */
export function pickRecordKey(
  entity: string,
  field: string,
  schema: Json,
  ctx: PickContext,
): unknown {
  const col = stateCollections(ctx.state).find((c) => entityKey(c.name) === entityKey(entity));
  if (!col) return undefined;
  const own = ctx.entity ? entityKey(ctx.entity) === entityKey(entity) : false;
  const records = own && ctx.admit ? col.records.filter(ctx.admit) : col.records;
  const used = ctx.used ?? [];
  // A number param names a record whose key is kept as digits ("10000123"): said as the number.
  const numeric = schema.type === "integer" || schema.type === "number";
  const keys = records
    .map((r) => r[field])
    .map((v) => (numeric && typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : v))
    .filter((v) => (typeof v === "string" || typeof v === "number") && !used.includes(v))
    .filter((v) => fitsSchema(v, schema));
  return keys.length > 0 ? ctx.rng.pick(keys) : undefined;
}

/** Times of day a person would type; every other new value comes from the one value sampler. */
const TIMES = ["07:30", "18:45", "22:00"];

function dateFrom(start: string, days: number): string {
  const t = Date.parse(start);
  const d = new Date((Number.isNaN(t) ? Date.UTC(2025, 0, 6) : t) + days * 86_400_000);
  return d.toISOString();
}

/** A plausible new value from the param's name and schema. */
export function synthesise(field: string, given: Json, ctx: PickContext): unknown {
  const rng = ctx.rng;
  // An empty default (`"default": ""`, ExLibris' mandatory `library`) is no value: a call sent
  // with it says nothing.
  const schema = given.default === "" ? { ...given, default: undefined } : given;
  // "0 for watched, 1 for acquired, 2 for skipped": codes listed in prose are the enum.
  const listed = Array.isArray(schema.enum) ? schema.enum : describedCodes(schema);
  if (listed && listed.length > 0) {
    const members: readonly unknown[] = setMembers(listed);
    // A code is said by its meaning: only members the doc gives a meaning for ("Rejected" = 2).
    const labels = enumLabels(schema);
    const said = members.filter((e) => labels.has(String(e)));
    if (said.length > 0) return rng.pick(said);
    // A code nobody can say comes from the doc (its default, its example), not from a draw.
    if (isUnlabelledCode(schema, field)) {
      const doc = [schema.default, schema.example].find((x) => members.includes(x));
      if (doc !== undefined) return doc;
    }
    return rng.pick(members);
  }
  if (schema.default !== undefined && rng.next() < 0.3) return schema.default;
  const t = schema.type;
  const n = normaliseName(field);
  const tokens = nameTokens(n);
  if (t === "boolean") return rng.next() < 0.5;
  if (t === "number" || t === "integer") {
    const unit = epochUnit(field, schema);
    if (unit) return epochValue(field, unit, ctx);
    // A number with a meaning (a latitude, a price, a rating) comes from the one value sampler,
    // at the precision that meaning has; a bare count stays small.
    const sampler = samplerOf(ctx, field);
    const req = { name: field, schema, ...(ctx.entity ? { entity: ctx.entity } : {}) };
    const kind = sampler.kindOf(req);
    if (kind && !/^(count|quantity|small-count|limit|offset|stock|day-count)$/.test(kind)) {
      const v = sampler.value(req);
      if (typeof v === "number" && fitsSchema(v, schema)) return v;
    }
    const lo =
      typeof schema.minimum === "number"
        ? schema.minimum
        : typeof schema.exclusiveMinimum === "number"
          ? schema.exclusiveMinimum + 1
          : 1;
    const money = tokens.some((w) => ["amount", "price", "cost", "total", "fee"].includes(w));
    const small = tokens.some((w) => ["quantity", "count", "cups", "qty", "number"].includes(w));
    const hiDefault = money ? 200 : small ? 3 : 10;
    const hi =
      typeof schema.maximum === "number"
        ? schema.maximum
        : typeof schema.exclusiveMaximum === "number"
          ? schema.exclusiveMaximum - 1
          : Math.max(lo, hiDefault);
    const v = lo + rng.next() * (hi - lo);
    if (t === "integer") return Math.round(v);
    return money ? Math.round(v * 100) / 100 : Math.round(v * 10) / 10;
  }
  if (t === "array") {
    const items = isRecord(schema.items) ? schema.items : {};
    // "barcodes such as TCGA-GF-A4EO": the list's description gives its items' examples.
    const described =
      typeof schema.description === "string" && items.description === undefined
        ? { ...items, description: schema.description }
        : items;
    // A merge of PDF documents takes two at least (`minItems`): one file merged with nothing is
    // no merge (b52 readers M, `mergeDocumentsV1 {"file":["project-brief.pdf"]}`).
    const want = Math.min(
      3,
      Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 1),
    );
    const out: unknown[] = [];
    for (let i = 0; i < want * 4 && out.length < want; i++) {
      const item = synthesise(singularField(field), described, ctx);
      if (!out.some((x) => JSON.stringify(x) === JSON.stringify(item))) out.push(item);
    }
    return out;
  }
  if (t === "object" || (t === undefined && isRecord(schema.properties)))
    return synthesiseObject(schema, ctx);
  const format = schema.format;
  const days = 1 + rng.int(20);
  const isDate =
    format === "date" ||
    tokens.includes("date") ||
    /YYYY-MM-DD/.test(String(schema.description ?? ""));
  // An expense's date, a birth, a purchase: it has happened, so it lies before the clock.
  const ahead = tokens.some((t) => PAST_EVENT.test(t)) ? -days : days;
  // An end time follows the step's start as an end date does: a schedule from Jan 24 to Jan 9 is
  // none (fresh37 readers N, signl4's team schedules).
  if (format === "date-time") {
    const later = tokens.some((w) => LATER.includes(w));
    const at =
      later && ctx.lastDate
        ? dateFrom(`${ctx.lastDate}T00:00:00.000Z`, 1 + rng.int(6))
        : dateFrom(ctx.clockStart, ahead);
    ctx.lastDate = at.slice(0, 10);
    return at;
  }
  if (isDate) {
    // An end date follows the step's start date, so ranges are valid.
    const later = tokens.some((w) => LATER.includes(w));
    const date =
      later && ctx.lastDate
        ? dateFrom(`${ctx.lastDate}T00:00:00.000Z`, 1 + rng.int(6)).slice(0, 10)
        : dateFrom(ctx.clockStart, ahead).slice(0, 10);
    ctx.lastDate = date;
    return date;
  }
  const candidates: string[] = [];
  if (typeof schema.pattern === "string" && /\[0-2\]|:\[0-5\]|HH:MM/.test(schema.pattern)) {
    candidates.push(...TIMES);
  }
  if (tokens.includes("time")) candidates.push(...TIMES.slice(0, 2));
  // The record the step acts on (when there is one) keeps a new address or name coherent with it.
  const drawn = samplerOf(ctx, field).value({
    name: field,
    schema,
    ...(ctx.entity ? { entity: ctx.entity } : {}),
    ...(ctx.anchor ? { record: ctx.anchor } : {}),
    ...(ctx.given ? { given: ctx.given } : {}),
    ...(ctx.optional ? { optional: true } : {}),
  });
  if (drawn === undefined && ctx.optional && candidates.length === 0) return undefined;
  candidates.push(String(drawn));
  const ok = candidates.filter((c) => fitsSchema(c, schema));
  return ok.length > 0 ? rng.pick(ok.slice(0, Math.max(1, ok.length - 1))) : candidates[0];
}

/**
 * A new object for an object-typed input: its required properties (the first two when none is
 * required), each drawn by its own name and schema; for a free-form map the doc's example of it
 * (Svix's `payload` `{"email": …, "username": …}`), else `{}`. Never its JSON text or the word
 * "undefined" (doqs.dev's `data`, `bbox`: "expected object, got string", fresh18).
 */
function synthesiseObject(schema: Json, ctx: PickContext): Json {
  // The example shows which fields such an object holds; their values are drawn as any field of
  // that name is ("test_user" is the doc's filler, a code identifier in a request).
  const example = exampleObject(schema);
  if (example) {
    const out: Json = {};
    for (const [k, v] of Object.entries(example)) {
      const { examples: _shown, ...shape } = schemaFromExample(v);
      const drawn = v === null || typeof v === "object" ? v : synthesise(k, shape, ctx);
      out[k] = drawn === undefined || drawn === "" ? v : drawn;
    }
    return out;
  }
  const props = propsOf(schema);
  const required = requiredOf(schema).filter((k) => props[k] !== undefined);
  const keys = required.length > 0 ? required : Object.keys(props).slice(0, 2);
  const out: Json = {};
  for (const k of keys) out[k] = synthesise(k, flatSchema(props[k]), ctx);
  return out;
}

function singularField(field: string): string {
  return entityKey(field);
}

/** "Secondary newcategory", "Main offering": a catch-all qualifier before a noun names nothing. */
const DEFAULT_QUALIFIERS = new Set(qualifierValues("default"));
function qualifierFiller(v: string): boolean {
  const m = /^([A-Z][a-z]+) [a-z][a-z ]*$/.exec(v.trim());
  return m !== null && DEFAULT_QUALIFIERS.has(m[1] as string);
}

const NAME_FIELDS = [
  "name",
  "title",
  "full_name",
  "display_name",
  "label",
  "email",
  "code",
  "brand",
];
const NAME_TOKENS = new Set([
  "name",
  "title",
  "label",
  "slug",
  "code",
  "number",
  "sku",
  "email",
  "handle",
]);
const UNSAYABLE_TOKENS = new Set([
  "id",
  "uuid",
  "guid",
  "url",
  "uri",
  "href",
  "link",
  "etag",
  "hash",
  "checksum",
  "md5",
  "token",
  "secret",
  "key",
  "version",
  "description",
  "note",
  "notes",
  "comment",
  "message",
  "created",
  "updated",
  "modified",
  "deleted",
  "archived",
  "seen",
]);
const CHEAP = ["price", "sale_price", "cost", "amount", "total", "fee"];
const TIME = ["start_time", "start", "date", "due_date", "valid_until", "eta", "time"];

/** A time-stamp value: `2025-12-14T10:30:00Z`, `2025-12-14`. */
const STAMP = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}|$)/;
/** Times a person chose (a booking, a due date): said even where the name ends in -ed. */
const CHOSEN_TIME = /^(scheduled|planned|booked|requested|preferred|desired|expected)$/;

/**
 * A time the system keeps about a record, which nobody who owns the record knows by heart: one
 * the doc marks `readOnly` (Airflow's `data_interval_end`), or one named for bookkeeping — `last_`
 * or `next_` something, or an event in the past tense (`last_expired`, `changed_on`, `modified`,
 * `parsed`). "Remove the dag with a last expired of Dec 14" names a record by nothing its owner
 * knows (fresh11 readers U); a booking's `start_time` or a `scheduled` date stays sayable.
 */
export function isSystemTime(field: string, value: unknown, schema?: unknown): boolean {
  if (typeof value !== "string" || !STAMP.test(value)) return false;
  if (isRecord(schema) && schema.readOnly === true) return true;
  const t = nameTokens(field);
  if (t[0] === "last" || t[0] === "next") return true;
  return t.some((w) => w.length > 3 && w.endsWith("ed") && !CHOSEN_TIME.test(w));
}

/**
 * The field that says when each record was made: named for it, and a distinct instant on every
 * element (an ISO time or an epoch number).
 */
function madeField(elements: unknown[]): string | undefined {
  const first = elements[0];
  if (!isRecord(first)) return undefined;
  return Object.keys(first)
    .filter(isMadeTimeName)
    .sort()
    .find((k) => {
      const times = elements.map((e) => (isRecord(e) ? instantOf(e[k]) : undefined));
      return times.every((t) => t !== undefined) && new Set(times).size === times.length;
    });
}

/**
 * "newest" or "oldest" when instant `t` is the latest or earliest of `times` and no other record
 * shares it; undefined when it is neither, or when some record has no time or there is only one.
 */
export function timeRank(
  times: (number | undefined)[],
  t: number,
): "newest" | "oldest" | undefined {
  if (times.length < 2 || times.some((x) => x === undefined)) return undefined;
  const all = times as number[];
  if (all.filter((x) => x === t).length !== 1) return undefined;
  return t === Math.max(...all) ? "newest" : t === Math.min(...all) ? "oldest" : undefined;
}

/**
 * `elements[index]` as the record made last or first ("the latest script tag"), when nothing else
 * tells records apart but when they were made: nobody knows a record's creation time to the
 * minute (fresh16 readers, U: "the operation with a creation time of Aug 14, 2025 at 5:15 pm").
 */
function madeRank(elements: unknown[], index: number, noun: string): Select | undefined {
  if (elements.length < 2) return undefined;
  const key = madeField(elements);
  if (!key) return undefined;
  const times = elements.map((e) => instantOf((e as Json)[key]));
  const rank = timeRank(times, times[index] as number);
  if (!rank) return undefined;
  const value = (elements[index] as Json)[key];
  const word = rank === "newest" ? "latest" : "oldest";
  return { by: key, value, description: `the ${word} ${noun}`, index, rank };
}

/**
 * `drawn`, or when a person could only single it out by its place in the list, one of `candidates`
 * (indices of `elements`) a person can name or rank ("my latest script tag"); `draw(n)` picks one
 * of n. The record a task acts on is chosen for how the user can name it, so gold stays right.
 */
export function pointableIndex(
  elements: unknown[],
  candidates: number[],
  drawn: number,
  draw: (n: number) => number,
  entity?: string,
  itemSchema?: unknown,
): number {
  const pointable = (i: number) =>
    describeSelection(elements, i, entity, itemSchema).by !== "position";
  if (elements.length < 2 || pointable(drawn)) return drawn;
  const named = candidates.filter(pointable);
  return named.length ? (named[draw(named.length)] as number) : drawn;
}

/**
 * How a person would single out `elements[index]`: a unique name-like field ("title = Team
 * Meeting"), an extreme ("the cheapest", "the earliest"), or its position when nothing else works.
 * `itemSchema` (the schema of one element) tells which fields the system keeps (`readOnly` times).
 */
export function describeSelection(
  elements: unknown[],
  index: number,
  entity?: string,
  itemSchema?: unknown,
): Select {
  const el = elements[index];
  const fieldSchemas = isRecord(itemSchema) ? propsOf(itemSchema) : {};
  const noun = entity ? humanise(entityKey(entity)) : "one";
  if (!isRecord(el)) {
    return { by: "value", value: el, description: `the ${noun} ${JSON.stringify(el)}`, index };
  }
  const uniqueBy = (key: string) =>
    el[key] !== undefined &&
    el[key] !== null &&
    typeof el[key] !== "object" &&
    elements.filter((o) => isRecord(o) && o[key] === el[key]).length === 1;
  const keys = Object.keys(el);
  const pick = (cands: string[]) =>
    cands.map((c) => keys.find((k) => normaliseName(k) === c)).find((k) => k && uniqueBy(k));
  const named = pick(NAME_FIELDS);
  if (named) {
    return {
      by: named,
      value: el[named],
      description: `the ${noun} whose ${humanise(named)} is "${String(el[named])}"`,
      index,
    };
  }
  const extreme = (cands: string[], low: string, high: string): Select | undefined => {
    const key = pick(cands);
    if (!key) return undefined;
    const vals = elements.map((o) => (isRecord(o) ? o[key] : undefined));
    const v = el[key];
    const comparable = vals.filter((x) => typeof x === typeof v);
    if (comparable.length !== elements.length) return undefined;
    const sorted = [...comparable].sort((a, b) => (String(a) < String(b) ? -1 : 1));
    const isNum = typeof v === "number";
    const min = isNum ? Math.min(...(comparable as number[])) : sorted[0];
    const max = isNum ? Math.max(...(comparable as number[])) : sorted[sorted.length - 1];
    if (v === min) return { by: key, value: v, description: `the ${low} ${noun}`, index };
    if (v === max) return { by: key, value: v, description: `the ${high} ${noun}`, index };
    return undefined;
  };
  const ex =
    extreme(CHEAP, "cheapest", "most expensive") ??
    extreme(TIME, "earliest", "latest") ??
    madeRank(elements, index, noun);
  if (ex) return ex;
  if (elements.length === 1)
    return { by: "position", value: 1, description: `the only ${noun}`, index };
  // Otherwise a field a person could say: a name-like one first, never an id, a timestamp, a link,
  // a hash or a long text (records were singled out by `archived_at`, the first key A–Z: "the
  // Source on Dec 14, 2025 at 10 am").
  const sayable = (k: string) => {
    const t = nameTokens(k);
    const last = t[t.length - 1] ?? "";
    return (
      !t.some((x) => UNSAYABLE_TOKENS.has(x)) &&
      !["at", "on", "date", "time", "timestamp"].includes(last) &&
      // A JSON:API `type: "share"` tag says what the record is, never which one: "remove the
      // share share (Shared Folder)" (exavault, fresh43 readers F).
      !isTypeTag(k, el[k]) &&
      // A kind (a type, a mode, a status) is shared by many records: never which one.
      !holdsKind(itemSchema, k) &&
      !isSystemTime(k, el[k], fieldSchemas[k]) &&
      !(typeof el[k] === "string" && (el[k] as string).length > 60)
    );
  };
  const rank = (k: string) => (nameTokens(k).some((x) => NAME_TOKENS.has(x)) ? 0 : 1);
  const other = keys
    .filter(sayable)
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))
    .find(uniqueBy);
  if (other) {
    return {
      by: other,
      value: el[other],
      description: `the ${noun} whose ${humanise(other)} is "${String(el[other])}"`,
      index,
    };
  }
  const ordinal = ["first", "second", "third", "fourth", "fifth"][index] ?? `number ${index + 1}`;
  return { by: "position", value: index + 1, description: `the ${ordinal} ${noun} listed`, index };
}

/** The element a recorded selection points at, when replaying a grounded plan. */
export function findSelected(elements: unknown[], select: Select): number {
  if (select.by === "position") return Number(select.value) - 1;
  if (select.by === "value") return elements.indexOf(select.value);
  const i = elements.findIndex((e) => isRecord(e) && e[select.by] === select.value);
  return i >= 0 ? i : (select.index ?? -1);
}

/**
 * JSON written as a string (qualpay's `echo_fields` example '[ {"product" : "lawnmower"} ]'): data
 * a program sends, which no person says in a request.
 */
function jsonText(v: unknown): boolean {
  if (typeof v !== "string" || !/^\s*[[{]/.test(v)) return false;
  try {
    const parsed: unknown = JSON.parse(v);
    return typeof parsed === "object" && parsed !== null;
  } catch {
    return false;
  }
}
