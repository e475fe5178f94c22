import { envelopePayloadOfSchema, jsonApiTypeOf, recordPathOfSchema } from "../domain/envelope.js";
import { apiSettings, isPaging, isPlumbing, keyNamedByDoc } from "../domain/field-roles.js";
import { describedShape } from "../domain/json-schema.js";
import { describesResourceNameForm, resourceNameInputs } from "../domain/resource-names.js";
import { isSwitchVerb, switchFlag } from "../domain/switches.js";
import {
  httpOf,
  inferToolKind,
  inputProps,
  isParamSegment,
  kindQualifier,
  otherKindFamily,
  outputArray,
  removedPart,
  type ToolKindInfo,
} from "../domain/tool-kind.js";
import { isCloudProviderText } from "../domain/values.js";
import { escapeRegExp, isPlural } from "../domain/words.js";
import type { ToolKind, ToolSpec } from "../schema/index.js";
import {
  deletedState,
  liveState,
  REOPEN_VERBS,
  RESTORE_VERBS,
  schemaDescriptions,
} from "./lifecycle.js";
import {
  boundParamWords,
  collectionName,
  looseKey,
  singularName,
  splitWords,
  toSnake,
} from "./naming.js";
import { enumOf, flatSchema, isObj, propsOf, type Schema, schemaType } from "./schema-utils.js";

/** A state collection inferred from the tools that mention it. */
export interface EntityModel {
  name: string;
  singular: string;
  idField: string;
  idStyle: "prefixed" | "integer" | "uuid";
  prefix: string;
  fields: Record<string, Schema>;
  /** field → collection it references (by that collection's id field). */
  refs: Record<string, string>;
  statusField?: string;
  /** True when the id field is itself a reference (one record per parent: a shipment per order). */
  oneToOne: boolean;
  /**
   * `GET /Ministries/{key}/Minister`: the reference field naming the one parent record each record
   * belongs to (one minister per ministry), when the records keep an id of their own.
   */
  perParent?: string;
  /** Lines kept inside each record (`parts` of a work order): array field → line key and its collection. */
  children?: Record<string, { entity?: string; keyField: string }>;
}

export type Relation = "add" | "remove" | "assign" | "attach" | "link" | "move";

/** "add part to work order": the parent record named by `parentParam` gains or loses a line. */
export interface Association {
  relation: Relation;
  parent: string;
  /** Collection of the child records when they have one (`parts`), else the line noun. */
  child: string;
  parentParam: string;
  /** Array field of the parent that holds the lines (runtime add/remove-child), when there is one. */
  childField?: string;
  /** Parameter naming the child (`part_number`) and the line field it fills. */
  childKey?: [string, string];
  /**
   * The lines are the list the parent's own lookup shows (a board's `assets[]`), not records of
   * the child collection copied in: seeded with the parent, never drawn from the child's records.
   */
  held?: boolean;
}

export type ParamMode =
  | "id"
  | "eq"
  | "set"
  | "search"
  | "min"
  | "max"
  | "limit"
  | "offset"
  | "page"
  | "status"
  | "body"
  | "child-key"
  | "child"
  /** The record the results are related to (`/nearest/{id}`): it must exist, and is never listed. */
  | "relative"
  /** An interval object (`{StartDate, EndDate}`) the field's value lies in. */
  | "within"
  | "ignore";

/** How a tool's runtime op reads its arguments. */
export interface OpPlan {
  tool: string;
  kind: ToolKind;
  entity?: string;
  /** [param, record field (or null), mode]. */
  params: [string, string | null, ParamMode][];
  /** Status value an action moves the record to. */
  target?: string;
  /**
   * The record's own yes/no field for that state (`cancelled`), and what the action sets it to;
   * `again`: a repeat succeeds as in the API (enabling an enabled repository), not a Conflict.
   */
  flag?: { field: string; value: boolean; again?: boolean };
  verb?: string;
  /** Fields the write takes off the record (`removeConfiguration` → `configuration`). */
  clears?: string[];
  /**
   * A list's filters sent inside its payload (`ListModelVersions {body: {ModelName, MaxModelVersion}}`),
   * as `[body param, member, record field, mode]`; modes as `params`.
   */
  bodyFilters?: [string, string, string | null, ParamMode][];
  output?: Schema;
  info: ToolKindInfo;
  association?: Association;
}

export interface EnvModel {
  entities: Record<string, EntityModel>;
  ops: OpPlan[];
}

const STATUS_TARGETS: Record<string, string[]> = {
  cancel: ["cancelled", "canceled"],
  approve: ["approved", "accepted"],
  accept: ["accepted", "approved"],
  reject: ["rejected", "declined", "denied"],
  decline: ["declined", "rejected"],
  deny: ["denied", "rejected"],
  close: ["closed", "resolved", "done", "completed"],
  resolve: ["resolved", "closed", "done"],
  reopen: ["open", "reopened", "active"],
  complete: ["completed", "complete", "done", "finished"],
  finish: ["finished", "completed", "done"],
  archive: ["archived"],
  unarchive: ["active", "open"],
  restore: ["active", "restored"],
  confirm: ["confirmed"],
  ship: ["shipped"],
  refund: ["refunded"],
  pay: ["paid"],
  publish: ["published"],
  unpublish: ["draft", "unpublished"],
  suspend: ["suspended"],
  withdraw: ["withdrawn"],
  dismiss: ["dismissed"],
  acknowledge: ["acknowledged"],
  escalate: ["escalated"],
  void: ["voided", "void"],
  return: ["returned"],
  activate: ["active", "activated", "enabled", "live"],
  deactivate: ["inactive", "deactivated", "disabled"],
  enable: ["enabled", "active"],
  disable: ["disabled", "inactive"],
  pause: ["paused"],
  resume: ["active", "running", "resumed"],
  start: ["started", "running", "in_progress", "active"],
  stop: ["stopped", "inactive"],
  lock: ["locked"],
  unlock: ["unlocked"],
  block: ["blocked"],
  unblock: ["active", "unblocked"],
  renew: ["active", "renewed"],
  fulfill: ["fulfilled"],
  dispatch: ["dispatched"],
  sign: ["signed"],
  send: ["sent"],
  checkout: ["checked_out"],
};
/**
 * The doc's own status a verb moves a record to, in the doc's spelling: `COMPLETE`/`CANCELLED`
 * whatever their case, else the state named for the verb's request (`CANCEL_REQUESTED` for
 * cancel). Without it a cancel left a mandate `COMPLETE` while the answer said it was cancelled.
 */
function targetStatus(verb: string, candidates: string[], values: string[]): string | undefined {
  for (const c of candidates) {
    const v = values.find((x) => looseKey(x) === looseKey(c));
    if (v !== undefined) return v;
  }
  const stem = looseKey(verb).replace(/e$/, "");
  return stem.length >= 4 ? values.find((x) => looseKey(x).startsWith(stem)) : undefined;
}
/** Verbs whose target state is worth adding a `status` field for when the docs show none. */
const STATUS_SYNTH = new Set([
  "cancel",
  "approve",
  "reject",
  "close",
  "resolve",
  "complete",
  "archive",
  "confirm",
  "refund",
  "publish",
  "withdraw",
  "decline",
  "accept",
]);
const INITIAL_FOR: Record<string, string> = {
  close: "open",
  resolve: "open",
  cancel: "active",
  approve: "pending",
  reject: "pending",
  decide: "pending",
  decline: "pending",
  accept: "pending",
  confirm: "pending",
  complete: "in_progress",
  archive: "active",
  refund: "paid",
  publish: "draft",
  withdraw: "pending",
};
const PERSON_ENTITIES = [
  "employees",
  "users",
  "members",
  "people",
  "persons",
  "customers",
  "staff",
  "agents",
  "accounts",
  "contacts",
];
const ROLE_WORDS = new Set([
  "manager",
  "approver",
  "assignee",
  "owner",
  "author",
  "reporter",
  "reviewer",
  "creator",
  "sender",
  "recipient",
  "requester",
  "supervisor",
  "lead",
  "host",
  "organizer",
  "user",
]);

const LIMIT = new Set([
  "limit",
  "maxreturn",
  "topn",
  "maxrecords",
  "perpage",
  "pagesize",
  "maxresults",
  "maxitems",
  "top",
  "take",
  "first",
  "count",
  "num",
  "numresults",
  "resultsperpage",
  "maxcount",
]);
const OFFSET = new Set(["offset", "skip", "startindex", "start"]);
const PAGE = new Set(["page", "pagenumber", "pageno", "pagenum", "pageindex"]);
const SEARCH = new Set([
  "q",
  "query",
  "search",
  "keyword",
  "keywords",
  "term",
  "searchterm",
  "searchquery",
  "text",
  "namecontains",
  "filter",
]);
const IGNORE = new Set([
  "cursor",
  "pagetoken",
  "nexttoken",
  "continuationtoken",
  "after",
  "before",
  "sort",
  "sortby",
  "orderby",
  "sortorder",
  "sortdirection",
  "sortdir",
  "orderdirection",
  "direction",
  "fields",
  "include",
  "expand",
  "format",
  "lang",
  "locale",
  "apikey",
  "token",
  "accesstoken",
  "callback",
  "pretty",
  "version",
  "key",
]);
/**
 * A yes/no input, however the schema types it: Braze types its switches as strings and says
 * "(Optional) Boolean" in the doc, with `"example": "false"` (fresh46: its campaigns carried
 * `"include_archived":"false","sort_direction":"desc"` as fields).
 */
function yesNoSwitch(schema: Schema): boolean {
  const s = flatSchema(schema);
  const type = schemaType(s);
  if (type === "boolean") return true;
  if (type !== "string" && type !== undefined) return false;
  const said = [s.example, s.default].map((v) => String(v));
  const desc = typeof s.description === "string" ? s.description : "";
  return (
    said.some((v) => v === "true" || v === "false") ||
    /^\W*(?:\(?(?:optional|required)\)?\W*)?boolean\b/i.test(desc)
  );
}
/** A switch that asks the reply to embed related records (`include_location`: "Populate location"). */
const POPULATE = /^(include|expand|populate|embed)[a-z]+$/;
const STATUS_PARAM = new Set(["status", "state", "decision", "outcome", "resolution_status"]);

/** Keys of a reference to a record: its id and where it lives. */
const REFERENCE_KEY = /^_?(id|url|uri|href|self|link|location)$/i;
/** Keys of how a call went. */
const OUTCOME_KEY = /^(status|status_?code|code|message|success|ok|result)$/i;

/**
 * `{resource: {id, url}, status}` (intellifi's deletes and updates, fresh50): the answer to a
 * write says how it went and which record it touched. Its fields are no fields of the record:
 * kept as such, every blob held a `resource` with the doc's example id and a `status` 270.
 */
export function isAcknowledgement(root: Schema): boolean {
  const props = propsOf(root);
  const keys = Object.keys(props);
  if (keys.length === 0) return false;
  let refs = 0;
  for (const k of keys) {
    const p = flatSchema(props[k] ?? {});
    if (schemaType(p) === "object") {
      const inner = Object.keys(propsOf(p));
      if (inner.length === 0 || !inner.every((x) => REFERENCE_KEY.test(x))) return false;
      refs++;
    } else if (!OUTCOME_KEY.test(k)) return false;
  }
  return refs === 1;
}

/** Record-looking part of an output schema: list items, a single wrapped object, or the root. */
function recordSchema(spec: ToolSpec, info: ToolKindInfo): Schema | undefined {
  if (!spec.outputSchema) return undefined;
  if (info.kind === "list") {
    const arr = outputArray(flatSchema(spec.outputSchema));
    const items = arr ? flatSchema(arr.items) : undefined;
    if (!items || !isObj(items.properties)) return undefined;
    // `[{product: {id, name, …}}]`: each item wraps one record under one key (ecota-co's
    // products, fresh41); the record is inside, the wrapper is no field of it.
    const keys = Object.keys(items.properties);
    const inner = keys.length === 1 ? flatSchema(items.properties[keys[0]!]!) : undefined;
    return inner && schemaType(inner) === "object" && isObj(inner.properties) ? inner : items;
  }
  // `{resource: {id, url}, status}`: a write's acknowledgement names the record, holds none of it.
  if (isAcknowledgement(flatSchema(spec.outputSchema))) return undefined;
  // `{status, currentTime, data: {entry: {…}}}`: the record is the payload, not its envelope.
  const { path, root, listed } = recordPathOfSchema(spec.outputSchema, spec.name);
  const props = propsOf(root);
  // `{ok, message, result: […]}`: the record is what `result` describes, or unknown.
  const wrap = path.length === 0 ? envelopePayloadOfSchema(root) : undefined;
  if (wrap) {
    const inner = flatSchema(props[wrap] ?? {});
    const rec = schemaType(inner) === "array" ? flatSchema(inner.items ?? {}) : inner;
    return isObj(rec.properties) && Object.keys(rec.properties).length > 0 ? rec : undefined;
  }
  const keys = Object.keys(props);
  // `{data: {groups: [group]}}` from a one-group call: the record is the list's item.
  if (listed) return flatSchema(flatSchema(props[listed]!).items ?? {});
  if (keys.length === 1) {
    const inner = flatSchema(props[keys[0]!]!);
    if (isObj(inner.properties) && schemaType(inner) === "object") return inner;
  }
  return isObj(root.properties) ? root : undefined;
}

/** Resolve a parameter onto one of the entity's fields (loose names, `new_slot_id` → slot_id). */
export function fieldFor(
  param: string,
  fields: Record<string, Schema>,
  singular?: string,
): string | undefined {
  const names = Object.keys(fields);
  const k = looseKey(param);
  const hit = names.find((n) => looseKey(n) === k);
  if (hit) return hit;
  const stripped = looseKey(param.replace(/^(new|old|target|current|updated)_?/i, ""));
  const bare = names.find((n) => looseKey(n) === stripped);
  if (bare || !singular) return bare;
  // A parameter named with the record's own noun is that record's field: `accountName` on an
  // account is its `name`, `batchStatus` on a batch its `status` (kept apart, a new account showed
  // the doc's "Main Account" and a filter by status matched nothing and was dropped).
  for (const noun of ownNouns(singular)) {
    if (!k.startsWith(noun) || k.length <= noun.length) continue;
    const rest = k.slice(noun.length);
    const own = names.find((n) => looseKey(n) === rest);
    if (own) return own;
  }
  return undefined;
}
/** `defined_benefit_pension` → `definedbenefitpension`, `pension`: the words a field name may start with for its record. */
function ownNouns(singular: string): string[] {
  const last = singular.split("_").pop() ?? singular;
  return [...new Set([looseKey(singular), looseKey(last)])].filter((n) => n.length >= 3);
}

function mergeField(fields: Record<string, Schema>, name: string, schema: Schema): void {
  const s = flatSchema(schema);
  const prev = fields[name];
  if (!prev) {
    fields[name] = s;
    return;
  }
  // Keep the richer description; an enum or format from any tool is worth keeping.
  const merged: Schema = { ...s, ...prev };
  if (!prev.enum && s.enum) merged.enum = s.enum;
  if (!prev.format && s.format) merged.format = s.format;
  if (!prev.description && s.description) merged.description = s.description;
  if (schemaType(prev) === undefined && schemaType(s) !== undefined) merged.type = s.type;
  fields[name] = merged;
}

/** Field names an OpenAI-style description lists: "Returns id, name, email, team and manager id." */
function fieldsFromText(text: string): string[] {
  const m = /\b(?:returns?|with(?: their| its)?|including|includes)\s+([^.;:]+)/i.exec(text);
  if (!m) return [];
  const parts = m[1]!
    .split(/,|\band\b/)
    .map((p) => p.trim().replace(/^(the|its|their|a|an)\s+/i, ""));
  // A list starts at once: "the metrics about associations and evidences, divided by
  // datasource, genes and so on" is a sentence, and its words no fields (Open Targets answered
  // a field `so_on`, fresh58 readers).
  if (parts[0] !== undefined && parts[0].split(/\s+/).length > 2) return [];
  return parts
    .filter((p) => /^[a-z][a-z ]{0,24}$/i.test(p) && p.split(" ").length <= 2)
    .filter((p) => !/^(so on|so forth|etc|others?|more|the like|many more|the rest)$/i.test(p))
    .map((p) => toSnake(p));
}

/** Names that count results where the doc gives them number values. */
const COUNT_NAMES =
  /^(items|results|rows|records|entries|hits|count|size|num|amount|max|per|limit)$/;
/** A description that says the number is how many results come back ("Amount of items to return"). */
const COUNT_DESC =
  /\b(?:amount|number|count|max(?:imum)?)(?: number)? of (?:items|results|records|entries|rows|hits|objects)\b|\b(?:items|results|records) to return\b|\bper page\b|\bpage size\b/i;

/**
 * A paging control of a list or lookup however it is spelled: `limit`, `page_size`, `offset`; a
 * count-named input the doc describes as the number of results (Spinitron's `count`: "Amount of
 * items to return") or gives only page sizes for (Orbit's `items`: "10", "50", "100"). How much
 * comes back, never a fact of the records nor a user's words ("list the organizations with 10
 * items", `get_personas {"count":1}` capping an answer — fresh12 readers U/A).
 */
export function isPagingParam(name: string, schema: Schema, siblings: string[] = []): boolean {
  const s = flatSchema(schema);
  const desc = typeof s.description === "string" ? s.description : undefined;
  if (isPaging(name, desc, siblings)) return true;
  if (!COUNT_NAMES.test(looseKey(name))) return false;
  if (desc !== undefined && COUNT_DESC.test(desc)) return true;
  const values = enumOf(s);
  return (
    values !== undefined &&
    values.length >= 2 &&
    values.every((v) => typeof v === "number" || (typeof v === "string" && /^\d+$/.test(v)))
  );
}

/**
 * A bound of a range a lookup searches in, not a value its records hold: a range word first or
 * last (`start_date`, `end_date`, `activities_count_min`, `created_before`) or a doc that says so
 * ("Filter activities after this date", "Relative timeframes"). Such a filter becomes no field:
 * Orbit's members carried `"start_date":"2026-02-12","relative":"this_30_days"` and users said
 * "with 48 activities count min" (fresh12 readers N/F). A lone `to` or `from` (an SMS's recipient)
 * is a bound only when it is a date.
 */
const BOUND_WORDS = new Set([
  "from",
  "to",
  "since",
  "until",
  "after",
  "before",
  "start",
  "end",
  "min",
  "max",
  "gte",
  "gt",
  "lte",
  "lt",
]);
const WINDOW_DESC =
  /\b(?:time ?frames?|time (?:range|window|period)|date range)\b|\b(?:after|before|since|until|up to) (?:this|the given|the specified|a) (?:date|time|day|datetime)\b/i;
function isRangeBound(name: string, schema: Schema): boolean {
  const words = boundParamWords(name);
  const s = flatSchema(schema);
  const desc = typeof s.description === "string" ? s.description : "";
  if (WINDOW_DESC.test(desc)) return true;
  const bound = BOUND_WORDS.has(words[0] ?? "") || BOUND_WORDS.has(words[words.length - 1] ?? "");
  if (!bound) return false;
  if (words.length > 1) return true;
  return s.format === "date" || s.format === "date-time" || /\b(?:date|time)\b/i.test(desc);
}

function classifyListParam(
  param: string,
  schema: Schema,
  fields: Record<string, Schema>,
  singular?: string,
  key?: string,
): [string | null, ParamMode] {
  const k = looseKey(param);
  const field = fieldFor(param, fields, singular);
  if (field) return [field, "eq"];
  // `?country=GB` on countries, `?country_id=GB`: the records themselves, by their code or key.
  if (
    singular &&
    key &&
    [singular, `${singular}_id`, `${singular}_code`].some((n) => looseKey(n) === k)
  )
    return [fieldFor("code", fields) ?? fieldFor(`${singular}_code`, fields) ?? key, "eq"];
  if (SEARCH.has(k)) return [null, "search"];
  if (LIMIT.has(k) && schemaType(flatSchema(schema)) !== "string") return [null, "limit"];
  if (isPagingParam(param, schema)) return [null, "ignore"];
  if (OFFSET.has(k)) return [null, "offset"];
  if (PAGE.has(k)) return [null, "page"];
  // `startdate`, `maxbaths`: a bound glued to what it bounds (simplyrets' open houses ignored
  // "from Jan 21" and answered with December's, fresh28 readers N).
  const words = boundParamWords(param);
  const first = words[0];
  const last = words[words.length - 1];
  const lowWords = new Set([
    "min",
    "from",
    "since",
    "after",
    "start",
    "earliest",
    "lowest",
    "gte",
    "gt",
  ]);
  const highWords = new Set([
    "max",
    "to",
    "until",
    "before",
    "end",
    "latest",
    "highest",
    "lte",
    "lt",
  ]);
  let mode: ParamMode | undefined;
  let rest: string[] = [];
  if (first && lowWords.has(first)) [mode, rest] = ["min", words.slice(1)];
  else if (first && highWords.has(first)) [mode, rest] = ["max", words.slice(1)];
  else if (last && lowWords.has(last)) [mode, rest] = ["min", words.slice(0, -1)];
  else if (last && highWords.has(last)) [mode, rest] = ["max", words.slice(0, -1)];
  else if (words.length >= 3 && /^(time|date|timestamp)$/.test(last ?? "")) {
    // `CreatedAtEndTime`, `DataStartTime`: the side of a range said before the unit bounds the
    // field named first (Lookout for Equipment's model versions "up to Dec 21" listed every one).
    const side = words[words.length - 2] as string;
    const named = words.slice(0, -2);
    const target = fieldFor(named.join("_"), fields);
    if (target && lowWords.has(side)) return [target, "min"];
    if (target && highWords.has(side)) return [target, "max"];
  }
  if (mode) {
    const target = rest.length > 0 ? fieldFor(rest.join("_"), fields) : undefined;
    if (target) return [target, mode];
    const isDateish = rest.length === 0 || rest.some((w) => /date|time|day|at$/.test(w));
    const names = Object.keys(fields);
    const dateField = names.find((n) => {
      const f = flatSchema(fields[n]!);
      return (
        f.format === "date" || f.format === "date-time" || /(_at|date|time|_on|start|day)$/.test(n)
      );
    });
    if (isDateish && dateField) return [dateField, mode];
    const partial = rest.length > 0 ? names.find((n) => n.includes(rest.join("_"))) : undefined;
    if (partial) return [partial, mode];
  }
  const within = intervalField(schema, fields);
  if (within) return [within, "within"];
  if (IGNORE.has(k)) return [null, "ignore"];
  return [null, "ignore"];
}

/**
 * The record date an interval filter (`DateInterval: {StartDate, EndDate}`) bounds: the one its
 * doc names ("The returned anomaly object will have an `AnomalyEndDate` in the specified time
 * range"), else the records' first date. Cost Explorer's anomalies asked "from Jan 9" came back
 * ending Dec 31 while the filter was ignored (fresh69 readers B/N).
 */
function intervalField(schema: Schema, fields: Record<string, Schema>): string | undefined {
  const s = flatSchema(schema);
  const keys = Object.keys(propsOf(s));
  const dateish = (k: string) => {
    const f = flatSchema(propsOf(s)[k] ?? {});
    return f.format === "date" || f.format === "date-time" || /(?:date|time)$/i.test(k);
  };
  const side = (re: RegExp) => keys.some((k) => dateish(k) && re.test(boundParamWords(k)[0] ?? ""));
  if (keys.length < 2 || keys.length > 3) return undefined;
  if (!side(/^(?:start|from|begin|since|after)$/) || !side(/^(?:end|to|until|before)$/))
    return undefined;
  const dated = Object.keys(fields).filter((n) => {
    const f = flatSchema(fields[n]!);
    return f.format === "date" || f.format === "date-time" || /(?:date|time|_at|_on)$/i.test(n);
  });
  const doc = typeof s.description === "string" ? s.description : "";
  const named = dated.find((n) => new RegExp(`\\b${escapeRegExp(n)}\\b`).test(doc));
  return named ?? dated[0];
}

/**
 * Infer entities (collections keyed by id, with fields and references) and one op plan per tool.
 * Fields come from output schemas of every tool of a collection, then from the parameters of the
 * tools that write or filter it, then from descriptions.
 */
/** Things a provider names by an opaque token (RDS Data's transaction ids run to 192 characters). */
const TOKEN_NOUN = /(^|_)(transaction|session|token|cursor|lease|lock)$/;
const TOKEN_PATTERN = "^[A-Za-z0-9+/]{58}==$";
/** A pattern that is one run of letters and/or digits, anchored or not: `[0-9a-z]+`. */
const ALNUM_RUN = /^\^?\[((?:0-9|a-z|A-Z)+)\][+*]\$?$/;
const UUID_SAMPLE = "3f0a9c52-7d1e-4b6a-9c3e-51d2a8e4b7f0";
const TOKEN_SAMPLE = `AQC5SRDIm1TW0FD6Z0XMn7i3W0JWnmkbPfnUdSKuDbz4i0yHdkp1dU5tIc+/==`;

/**
 * A cloud provider's records are keyed as the provider keys them: a uuid, or an opaque token for a
 * transaction or a session — never the prefix and counter the runtime mints elsewhere (RDS Data's
 * `"transactionId":"tra_1008"` for four clusters, Audit Manager's control set "cs_1005"; fresh61
 * readers N on 7 of 60). Only keys whose doc gives no shape of its own (or one that admits any
 * text, as Audit Manager's `^[\w\W\s\S]*$`) change; the model is returned, not edited.
 */
export function shapeProviderIds(model: EnvModel, domainText: string): EnvModel {
  if (!isCloudProviderText(domainText)) return model;
  const entities: Record<string, EntityModel> = {};
  let changed = false;
  for (const [name, ent] of Object.entries(model.entities)) {
    entities[name] = ent;
    if (ent.idStyle !== "prefixed" || ent.oneToOne || !/(^|_)id$/i.test(toSnake(ent.idField)))
      continue;
    const s = flatSchema(ent.fields[ent.idField] ?? {});
    if (schemaType(s) !== "string" || s.format || s.enum) continue;
    if (typeof s.description === "string" && describedShape(s.description)) continue;
    const token = TOKEN_NOUN.test(toSnake(ent.singular));
    // AWS patterns are whole-value shapes written without anchors (`[0-9a-z]+`).
    const admits = (v: string) => {
      if (typeof s.pattern !== "string") return true;
      try {
        return new RegExp(`^(?:${s.pattern.replace(/^\^/, "").replace(/\$$/, "")})$`).test(v);
      } catch {
        return false;
      }
    };
    const fitsLength = (v: string) =>
      (typeof s.maxLength !== "number" || v.length <= s.maxLength) &&
      (typeof s.minLength !== "number" || v.length >= s.minLength);
    if (token && admits(TOKEN_SAMPLE) && fitsLength(TOKEN_SAMPLE)) {
      entities[name] = {
        ...ent,
        fields: { ...ent.fields, [ent.idField]: { ...s, pattern: TOKEN_PATTERN } },
      };
      changed = true;
    } else if (!token && admits(UUID_SAMPLE) && fitsLength(UUID_SAMPLE)) {
      const { pattern: _admitted, ...rest } = s;
      entities[name] = {
        ...ent,
        idStyle: "uuid",
        fields: { ...ent.fields, [ent.idField]: { ...rest, format: "uuid" } },
      };
      changed = true;
    } else if (!token && typeof s.pattern === "string" && ALNUM_RUN.test(s.pattern)) {
      // A key of letters and digits only (EMR Serverless' `[0-9a-z]+`) is sixteen of them, as the
      // provider mints them ("00f3kq9z1a2b3c4d"), never "app_1001" (fresh62 blind readers N).
      const cls = ALNUM_RUN.exec(s.pattern)![1]!;
      const size = Math.max(
        typeof s.minLength === "number" ? s.minLength : 0,
        Math.min(16, typeof s.maxLength === "number" ? s.maxLength : 16),
      );
      entities[name] = {
        ...ent,
        fields: { ...ent.fields, [ent.idField]: { ...s, pattern: `^[${cls}]{${size}}$` } },
      };
      changed = true;
    }
  }
  return changed ? { ...model, entities } : model;
}

export function buildModel(tools: ToolSpec[]): EnvModel {
  const infos = tools.map((t) => inferToolKind(t, tools));
  const settings = apiSettings(tools);
  const entityNames = [...new Set(infos.map((i) => i.entity).filter((e): e is string => !!e))];
  // Sub-resource ops ("add part to work order") act on the parent: its output is the parent record.
  const held = heldLists(tools, infos);
  const assocs = tools.map((t, i) => detectAssociation(t, infos[i]!, entityNames, held));
  assocs.forEach((a, i) => {
    if (a?.childField)
      infos[i] = { ...infos[i]!, kind: "update", entity: a.parent, idParam: a.parentParam };
  });
  const fieldsOf: Record<string, Record<string, Schema>> = {};
  for (const e of entityNames) fieldsOf[e] = {};

  // Pass 1: record schemas from outputs.
  const shaped = new Set<string>();
  // The fields an answer shows, per collection: what a record is known by to whoever reads it.
  const shownFields: Record<string, Set<string>> = {};
  // A lookup of related records answers with them and what relates them (`distanceInKm` from the
  // given airport): that is the record's only where no other tool shows the record.
  const related = (i: number) => infos[i]!.relatedTo !== undefined;
  const order = [...tools.keys()].sort((a, b) => Number(related(a)) - Number(related(b)));
  order.forEach((i) => {
    const t = tools[i]!;
    const info = infos[i]!;
    // Action and delete results describe the operation (brew_id, deleted), not the record.
    if (!info.entity || info.kind === "action" || info.kind === "delete") return;
    if (related(i) && shaped.has(info.entity)) return;
    const rec = recordSchema(t, info);
    // A part of the record the tool reads or writes whole (a resource's access policy) is one
    // object field of it; its own fields are not the record's.
    if (info.part) {
      const fields = fieldsOf[info.entity]!;
      if (!fields[info.part] && rec)
        fields[info.part] = { type: "object", properties: propsOf(rec) };
      return;
    }
    // A Google long-running Operation (`{name, done, error, metadata, response}`) a create or
    // delete answers with is the job, not the cluster it makes: its `name` "ending with
    // operations/{unique_id}" named every seeded cluster "operations/80686" (fresh59 readers B/N).
    if (rec && isLongRunningOperation(rec)) return;
    if (rec && Object.keys(propsOf(rec)).length > 0) shaped.add(info.entity);
    if (!rec) return;
    const shown = shownFields[info.entity] ?? new Set<string>();
    for (const [k, v] of Object.entries(propsOf(rec))) {
      shown.add(k);
      mergeField(fieldsOf[info.entity]!, k, v);
    }
    shownFields[info.entity] = shown;
  });
  // The switches each collection's actions throw (`enableRepository` → enable).
  const switches: Record<string, string[]> = {};
  tools.forEach((t, i) => {
    const { entity, kind } = infos[i]!;
    if (!entity || kind !== "action") return;
    const verbs = (infos[i]!.nameWords ?? splitWords(t.name)).filter(isSwitchVerb);
    switches[entity] = [...(switches[entity] ?? []), ...verbs];
  });
  // Pass 2: parameters of writers, lookups and filters; descriptions.
  tools.forEach((t, i) => {
    const info = infos[i]!;
    // Line ops name the line (part_number, quantity), not fields of the parent record.
    if (!info.entity || assocs[i]?.childField) return;
    const fields = fieldsOf[info.entity]!;
    // `PUT /rides/{id}/destination` {lat, lng}: fields of the ride's destination, not of the ride.
    if (partObject(fields, info.part)) return;
    const props = bodyFlattened(inputProps(t));
    const req = (t.inputSchema as { required?: unknown }).required;
    const required = Array.isArray(req) ? (req as string[]) : [];
    const owner = ownerParam(t, info);
    for (const [p, s] of Object.entries(props)) {
      if (p === info.idParam || p === info.relatedTo) continue;
      if (p === owner?.param) {
        mergeField(fields, owner.field, s);
        continue;
      }
      const existing = fieldFor(p, fields, singularName(info.entity));
      if (existing) {
        mergeField(fields, existing, s);
        continue;
      }
      const k = looseKey(p);
      const filters = info.kind === "list" || info.kind === "read";
      const isControl =
        (filters && (SEARCH.has(k) || LIMIT.has(k) || OFFSET.has(k) || PAGE.has(k))) ||
        IGNORE.has(k) ||
        (filters && POPULATE.test(k) && yesNoSwitch(s)) ||
        isPlumbingParam(p, s, props, settings);
      if (isControl) continue;
      // A list's optional filter names a field only where the records have it: when an output
      // gives the record's shape, a filter it lacks (`activity_type` on members) is a filter, not
      // a field; a lookup's paging control or window bound never is one. A key a lookup requires
      // (`find_patient` by `date_of_birth`) or sends to find one record (Flickr's `secret`) is
      // something the records hold, shown or not.
      // Ids stay: a lookup's `photo_id` says how the records are keyed (its pattern shapes them).
      const optional = !required.includes(p) && !KEY_LIKE.test(p);
      // A read by its key takes a list's filters too (OpenAQ's `/v2/countries/{country_id}
      // ?country=`): they are no field of the record either (a made-up `country: ["GB"]` on
      // Portugal was what `?country=GB` found, fresh66 readers N).
      const lookup = info.kind === "list" || (info.kind === "read" && !!info.idParam);
      if (
        filters &&
        ((optional && lookup && shaped.has(info.entity)) ||
          isPagingParam(p, s) ||
          isRangeBound(p, s))
      )
        continue;
      if (info.kind === "list") {
        const [, mode] = classifyListParam(p, s, fields, singularName(info.entity));
        if (mode !== "ignore") continue;
        // Unmatched list filters that name another collection's id or an enum are fields, and so
        // is a yes/no filter on the state a switch of the records throws (FishEye lists
        // repositories by `enabled` and `started` and enables, starts and stops them).
        const isRef = /id$/i.test(p);
        const thrown = (switches[info.entity] ?? []).some((v) => switchFlag(v, [p]));
        if (!isRef && !enumOf(s) && schemaType(flatSchema(s)) !== "string" && !thrown) continue;
      }
      if (info.kind === "action" || info.kind === "delete") continue;
      mergeField(fields, toSnake(p) === p.toLowerCase() ? p : toSnake(p), s);
    }
    if (!t.outputSchema) {
      for (const f of fieldsFromText(t.description)) {
        if (!fieldFor(f, fields) && f !== "id") fields[f] = { type: "string" };
      }
    }
  });

  // Entities: id field, style, references, status.
  const entities: Record<string, EntityModel> = {};
  const ownKeys = new Set<string>();
  for (const e of entityNames) {
    const fields = fieldsOf[e]!;
    const singular = singularName(e);
    const names = Object.keys(fields);
    const readParams = tools
      .map((t, i) => [t, infos[i]!] as const)
      .filter(([, info]) => info.entity === e && info.idParam);
    // A list of references (`results: [{entity_id, entity_type}]`, `[{id, entity_type}]`): the
    // one key its items carry is what names a record, so `GET /…/{id}` looks records up by it.
    // A record whose `name` the doc calls its resource name (`projects/{p}/…/environments/{e}`),
    // read by tools that take one, is keyed by it: Composer's environments were keyed by their
    // `uuid`, and a failover was sent a bare UUID (fresh72 blind readers N).
    const wholeNameKey =
      fields.name &&
      describesResourceNameForm(flatSchema(fields.name).description) &&
      readParams.some(([t, info]) => resourceNameInputs(t).some((i) => i.param === info.idParam))
        ? "name"
        : undefined;
    const listKey = wholeNameKey ? undefined : listItemKey(tools, infos, e, fields);
    if (listKey) ownKeys.add(e);
    let idField =
      wholeNameKey ??
      listKey ??
      shownCode(e, fields, shownFields[e]) ??
      names.find((n) => looseKey(n) === looseKey(`${singular}_id`)) ??
      names.find((n) => looseKey(n) === "id") ??
      names.find(
        (n) =>
          ["code", "number", "key", "slug", "sku", "tag", "uuid"].some(
            (s) => looseKey(n) === looseKey(`${singular}_${s}`),
          ) && !["array", "object"].includes(schemaType(flatSchema(fields[n]!)) ?? ""),
      );
    if (!idField) {
      for (const [, info] of readParams) {
        const f = fieldFor(info.idParam!, fields);
        if (f) {
          idField = f;
          break;
        }
      }
    }
    if (!idField) idField = names.find((n) => ["uuid", "code", "slug", "sku"].includes(n));
    if (!idField) {
      // Lookups by a single field that the records carry (`trackShipment(orderId)` → order_id).
      const lookup = tools
        .map((t, i) => [t, infos[i]!] as const)
        .find(
          ([t, info]) =>
            info.entity === e && info.kind === "read" && Object.keys(inputProps(t)).length === 1,
        );
      const p = lookup ? Object.keys(inputProps(lookup[0]))[0]! : undefined;
      idField = p ? fieldFor(p, fields) : undefined;
    }
    if (!idField) {
      // `GET /nh/bugs/{bug}` "The name of the bug you wish to retrieve": the key is the name the
      // records carry, never a made-up `bug` field beside it (fresh44 dev, Nookipedia: "the bug
      // named Licence request for Figma" answered with another bug's name).
      const label = names.find((n) => ["name", "title"].includes(looseKey(n)));
      const byName = readParams.some(([t, info]) =>
        NAMED_KEY.test(String(flatSchema(inputProps(t)[info.idParam!] ?? {}).description ?? "")),
      );
      if (label && byName) idField = label;
    }
    if (!idField) {
      // `GET /{groupUniqueId}` "The group's email address." (Groups Settings): the key is the
      // email the records carry, never a made-up `group_unique_id` ("gro_1002") no person knows
      // (fresh70: every request quoted one and the knowable check dropped it).
      const email = names.filter((n) => /^email(?:address)?$/.test(looseKey(n)));
      const byEmail = readParams.some(([t, info]) =>
        EMAIL_KEY.test(String(flatSchema(inputProps(t)[info.idParam!] ?? {}).description ?? "")),
      );
      if (email.length === 1 && byEmail) idField = email[0];
    }
    if (!idField) {
      const first = readParams[0];
      const param = first?.[1].idParam;
      idField = param ? toSnake(param) : `${singular}_id`;
      const ps = param ? inputProps(first![0])[param] : undefined;
      fields[idField] = ps ? flatSchema(ps) : { type: "string" };
    }
    // `GET /payments/{transId}` with `transId: number` while the payment's `id` is a string
    // ("digits (9)"): the path says what the key looks like, so the ids are digit strings a
    // number param can name (the runtime compares keys as text).
    // A number param that names another field of the record (`GET /tables/floats/{tableName}/
    // {index}` reads an element by its `index`) says nothing of the key: opto22's float tables
    // were named "20260203" (fresh37 readers N).
    const numericKey = readParams.some(([t, info]) => {
      const other = fieldFor(info.idParam!, fields);
      if (other !== undefined && other !== idField) return false;
      // …nor one beside the param that names the key (`{tableName}` with `{index}`), whatever
      // fields the kept tools still show.
      if (
        Object.keys(inputProps(t)).some(
          (p) => p !== info.idParam && fieldFor(p, fields) === idField,
        )
      )
        return false;
      const ps = flatSchema(inputProps(t)[info.idParam!] ?? {});
      return schemaType(ps) === "integer" || schemaType(ps) === "number";
    });
    const declared = flatSchema(fields[idField]!);
    if (
      numericKey &&
      schemaType(declared) === "string" &&
      (!declared.format || /^(integer|int32|int64|number|double)$/.test(String(declared.format))) &&
      !declared.pattern &&
      !declared.enum
    )
      fields[idField] = { ...declared, pattern: "^[1-9][0-9]{5,8}$" };
    // `GET /environments/{environmentId}` with `environmentId: uuid` while the environment's `id`
    // is a bare string (visualstudio.com): the records' keys are uuids, or no tool can name one.
    const uuidKey = readParams.some(
      ([t, info]) => flatSchema(inputProps(t)[info.idParam!] ?? {}).format === "uuid",
    );
    if (
      uuidKey &&
      !numericKey &&
      schemaType(declared) === "string" &&
      !declared.format &&
      !declared.pattern &&
      !declared.enum
    )
      fields[idField] = { ...declared, format: "uuid" };
    // `GET /airports/{id}` with "Airport code (3-character IATA code)" while the airport's `id` is
    // "Unique identifier.": the path says what the key looks like, so the ids are such codes
    // (never "58d_1005" for an IATA code, fresh20 readers).
    const shapedParam = readParams
      .map(([t, info]) => flatSchema(inputProps(t)[info.idParam!] ?? {}))
      .find((ps) => typeof ps.description === "string" && describedShape(ps.description));
    const keyNow = flatSchema(fields[idField]!);
    if (
      shapedParam &&
      schemaType(keyNow) === "string" &&
      !keyNow.format &&
      !keyNow.pattern &&
      !keyNow.enum &&
      !(typeof keyNow.description === "string" && describedShape(keyNow.description))
    )
      fields[idField] = {
        ...keyNow,
        description: shapedParam.description,
        pattern: describedShape(String(shapedParam.description))!.source,
      };
    // A key the doc formats as a 64-bit number held in a string ("Output only. The ID of the
    // configuration. Assigned by the server.", `format: int64`) is the server's number, seeded and
    // minted as digits — never "con_1001" (Android provisioning, fresh73 blind readers N).
    const keyText = flatSchema(fields[idField]!);
    if (
      schemaType(keyText) === "string" &&
      /^u?int(32|64)$/.test(String(keyText.format ?? "")) &&
      !keyText.pattern &&
      !keyText.enum
    )
      fields[idField] = { ...keyText, pattern: "^[1-9][0-9]{5,7}$" };
    const idSchema = flatSchema(fields[idField]!);
    const idStyle =
      schemaType(idSchema) === "integer" || schemaType(idSchema) === "number"
        ? "integer"
        : idSchema.format === "uuid" ||
            // A key named `uuid` (mbus.local's HAT, example "148fa981-a33b-…") is one, format or
            // not: "uuid":"hat_1001" read as made up (fresh52 blind readers N on 4 of 60).
            /^(?:uuid|guid)$/i.test(idField) ||
            [idSchema.example, ...(Array.isArray(idSchema.examples) ? idSchema.examples : [])].some(
              (x) =>
                /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
                  String(x ?? ""),
                ),
            )
          ? "uuid"
          : "prefixed";
    const sw = singular.split("_");
    const prefix = (sw.length > 1 ? sw.map((w) => w[0]).join("") : singular.slice(0, 3)) || "rec";
    const statusField =
      names.find((f) => /^(status|state)$/i.test(f)) ??
      names.find((f) => /_status$/i.test(f) && enumOf(fields[f]!)) ??
      // CloudHSM's `BackupState`, EMR's `applicationState`: the record's own state, camel-cased.
      names.find((f) => {
        const own = /^(.+?)_?(?:state|status)$/i.exec(f)?.[1];
        return !!own && ownNouns(singular).includes(looseKey(own)) && !!enumOf(fields[f]!);
      });
    entities[e] = {
      ...(statusField ? { statusField } : {}),
      name: e,
      singular,
      idField,
      idStyle,
      prefix,
      fields,
      refs: {},
      oneToOne: false,
    };
  }
  // A JSON:API resource's `type` is its collection's, the same on every record: never a kind
  // of record a person groups by or picks (`jsonApiTypeOf`).
  for (const ent of Object.values(entities)) {
    const type = jsonApiTypeOf(ent.fields, ent.singular);
    if (type !== undefined) ent.fields.type = { ...flatSchema(ent.fields.type!), const: type };
  }
  for (const ent of Object.values(entities)) {
    for (const f of Object.keys(ent.fields)) {
      // `entity_id` that names a record of its own list is its key, not a link to `entities`.
      if (f === ent.idField && ownKeys.has(ent.name)) continue;
      const target = refTarget(f, ent, entities);
      if (target) {
        ent.refs[f] = target;
        if (f === ent.idField) ent.oneToOne = true;
      }
    }
  }
  // A custom routing listener's `accelerator_arn` is a custom routing accelerator's, not a plain
  // accelerator's: a record of a qualified family refers to its own family's twin of the kind
  // its field names, where the API has one (fresh65 readers A, Global Accelerator).
  const kinds = Object.keys(entities);
  for (const ent of Object.values(entities)) {
    const own = kindQualifier(ent.name, kinds).qualifier;
    if (!own) continue;
    for (const [f, target] of Object.entries(ent.refs)) {
      const twin = `${own}_${kindQualifier(target, kinds).base}`;
      if (target !== ent.name && otherKindFamily(target, ent.name, kinds) && entities[twin])
        ent.refs[f] = twin;
    }
  }

  // `GET /Ministries/{key}/Minister`: the minister's `key` is its ministry's key. Seeded as a key
  // of its own, no ministry ever found its minister (fresh57 bc-gov-news: 14 follow-ups NotFound).
  infos.forEach((info, i) => {
    const pp = info.parentParam;
    const ent = info.entity ? entities[info.entity] : undefined;
    if (!pp || !ent || !entities[pp.collection] || (info.kind !== "read" && info.kind !== "list"))
      return;
    if (Object.values(ent.refs).includes(pp.collection)) return;
    const f = fieldFor(pp.param, ent.fields);
    if (!f || f === ent.idField || ent.refs[f]) return;
    ent.refs[f] = pp.collection;
    // One per parent where the path names it in the singular (`/Minister`, not `/Editions`).
    const last = httpOf(tools[i]!)?.segments.at(-1);
    if (info.kind === "read" && last && !isParamSegment(last) && !isPlural(last)) ent.perParent = f;
  });

  // Ops.
  const ops: OpPlan[] = tools.map((t, i) => planOp(t, infos[i]!, entities, assocs[i], settings));
  for (const a of assocs) {
    if (!a?.childField || !a.childKey) continue;
    const parent = entities[a.parent];
    if (!parent) continue;
    parent.children = { ...parent.children };
    const line = entities[a.child] && !a.held ? { entity: a.child } : {};
    parent.children[a.childField] = { ...line, keyField: a.childKey[1] };
    if (!parent.fields[a.childField]) {
      parent.fields[a.childField] = { type: "array", items: { type: "object", properties: {} } };
    }
  }
  // A delete that answers with the record it deleted, in a state for it (CloudHSM's DeleteBackup
  // answers the backup PENDING_DELETION, restorable for 7 days): the record stays in that state.
  for (const op of ops) {
    const ent = op.entity ? entities[op.entity] : undefined;
    if (op.kind !== "delete" || !ent?.statusField || !op.output) continue;
    if (!JSON.stringify(op.output).includes(`"${ent.statusField}"`)) continue;
    const values = enumOf(flatSchema(ent.fields[ent.statusField]!))?.map(String) ?? [];
    const t = tools.find((x) => x.name === op.tool);
    const gone = deletedState(values, `${t?.description ?? ""} ${schemaDescriptions(op.output)}`);
    if (gone !== undefined) op.target = gone;
  }
  // Status fields: declared, or synthesised for transitions the docs imply.
  for (const ent of Object.values(entities)) {
    const myOps = ops.filter((o) => o.entity === ent.name && o.kind === "action");
    for (const op of myOps) {
      const verb = op.verb ?? "";
      const statusParam = op.params.find(([, , m]) => m === "status");
      const flag = stateFlag(ent, verb, op.params);
      if (flag) {
        op.flag = flag;
        // `cancelled: true` is what cancelling a document changes; a facet status beside it
        // (`notification_status`, `payment_status`) is some other process's and stays as it is.
        if (!statusParam && (!ent.statusField || /_status$/i.test(ent.statusField))) continue;
      }
      if (!ent.statusField && (STATUS_SYNTH.has(verb) || statusParam)) {
        const initial = INITIAL_FOR[verb] ?? "pending";
        ent.fields.status = { type: "string" };
        ent.statusField = "status";
        ent.fields.status.enum = [initial];
      }
      if (!ent.statusField) continue;
      const sf = flatSchema(ent.fields[ent.statusField]!);
      const values = enumOf(sf)?.map(String);
      const candidates = STATUS_TARGETS[verb];
      if (candidates) {
        const hit = values
          ? (targetStatus(verb, candidates, values) ??
            // CloudHSM's RestoreBackup brings a backup pending deletion back to READY.
            (REOPEN_VERBS.has(verb) || RESTORE_VERBS.has(verb) ? liveState(values) : undefined))
          : undefined;
        op.target =
          hit ?? (values && values.length > 1 && !isSynth(ent) ? undefined : candidates[0]);
        if (op.target && values && !values.includes(op.target)) {
          ent.fields[ent.statusField] = { ...sf, enum: [...values, op.target] };
        }
      }
      if (statusParam) {
        const ps = flatSchema(
          inputProps(tools.find((x) => x.name === op.tool)!)[statusParam[0]] ?? {},
        );
        const pv = enumOf(ps)?.map(String) ?? [];
        const cur = enumOf(flatSchema(ent.fields[ent.statusField]!))?.map(String);
        if (cur && pv.some((v) => !cur.includes(v)) && isSynth(ent)) {
          ent.fields[ent.statusField] = { type: "string", enum: [...new Set([...cur, ...pv])] };
        }
      }
    }
  }
  return { entities, ops };
}

/**
 * OpenAQ's countries, read by `{country_id}` "two letter country code" and answered as
 * `{code, name, …}`: the key no answer shows is the `code` they do. Kept apart, `?country_id=GB`
 * found Portugal, whose hidden key was GB (fresh66 readers N). The hidden key field goes.
 */
function shownCode(
  e: string,
  fields: Record<string, Schema>,
  shown: Set<string> | undefined,
): string | undefined {
  const singular = singularName(e);
  const key = Object.keys(fields).find((n) => looseKey(n) === looseKey(`${singular}_id`));
  if (!key || !shown || shown.has(key)) return undefined;
  if (!/\bcode\b/i.test(String(flatSchema(fields[key]!).description ?? ""))) return undefined;
  const code = [...shown].find((n) =>
    [looseKey("code"), looseKey(`${singular}_code`)].includes(looseKey(n)),
  );
  if (!code || !["string", undefined].includes(schemaType(flatSchema(fields[code] ?? {}))))
    return undefined;
  delete fields[key];
  return code;
}

const KEY_LIKE = /(^|_)id$|[a-z0-9]Id$|^uuid$/;
const GENERIC_KEY_STEMS = new Set(["entity", "object", "resource", "record", "item", "element"]);

/**
 * The key a collection's list items carry, when they carry exactly one and the records have it:
 * `listDellSwitches → results: [{entity_id, entity_type}]` names each switch by `entity_id`.
 */
function listItemKey(
  tools: ToolSpec[],
  infos: ToolKindInfo[],
  entity: string,
  fields: Record<string, Schema>,
): string | undefined {
  for (const [i, t] of tools.entries()) {
    const info = infos[i]!;
    if (info.entity !== entity || info.kind !== "list") continue;
    const items = recordSchema(t, info);
    const keys = Object.keys(propsOf(items ?? {})).filter(
      (k) => KEY_LIKE.test(k) && !/^(next|page|request|parent)/i.test(k),
    );
    const key = keys.length === 1 ? keys[0]! : undefined;
    // `id`, `entity_id`, `object_id` name the record itself; `customer_id` names a customer.
    const stem = key ? splitWords(key).slice(0, -1) : [];
    const own = stem.length === 0 || (stem.length === 1 && GENERIC_KEY_STEMS.has(stem[0]!));
    const s = key ? fields[key] : undefined;
    if (key && s && own && !["array", "object"].includes(schemaType(flatSchema(s)) ?? ""))
      return key;
  }
  return undefined;
}

/**
 * The boolean field of `ent` that names the state `verb` moves a record to (`cancel` →
 * `cancelled`, `archive` → `is_archived`), set true; `un`-verbs (`unarchive`) set it false. A
 * switch sets its own state or clears the opposite one (`disable` → `enabled: false`), unless one
 * of its params already says what the field becomes (`enable {enabled: true}`).
 */
function stateFlag(ent: EntityModel, verb: string, params: OpPlan["params"]): OpPlan["flag"] {
  const flags = Object.keys(ent.fields).filter(
    (f) => schemaType(flatSchema(ent.fields[f]!)) === "boolean",
  );
  if (isSwitchVerb(verb)) {
    // FishEye's `enableRepository {repository}` left the repository `enabled: false`: a switch
    // whose params set no flag sets the record's own.
    // A switch thrown twice stays where it is: the verifier's calls on enabled repositories were
    // all Conflicts, and the tool was dropped.
    const flag = switchFlag(verb, flags);
    return flag && !params.some(([, f, m]) => f === flag.field && m !== "id")
      ? { ...flag, again: true }
      : undefined;
  }
  const undo = verb.startsWith("un") && STATUS_TARGETS[verb.slice(2)] !== undefined;
  const states = (STATUS_TARGETS[undo ? verb.slice(2) : verb] ?? []).map(looseKey);
  if (states.length === 0) return undefined;
  const field = flags.find((f) => states.includes(looseKey(f).replace(/^is(?=[a-z]{4})/, "")));
  return field ? { field, value: !undo } : undefined;
}

function isSynth(ent: EntityModel): boolean {
  const s = ent.fields[ent.statusField ?? ""];
  return !!s && Object.keys(s).length === 2 && s.type === "string" && Array.isArray(s.enum);
}

/** Flatten a lone object-typed body param (`{body: {...}}`) into its properties. */
function bodyFlattened(props: Record<string, Schema>): Record<string, Schema> {
  const out: Record<string, Schema> = {};
  for (const [k, v] of Object.entries(props)) {
    const s = flatSchema(v);
    if (
      ["body", "data", "payload", "input", "request", "requestbody"].includes(looseKey(k)) &&
      isObj(s.properties)
    ) {
      Object.assign(out, s.properties as Record<string, Schema>);
    } else out[k] = v;
  }
  return out;
}

function refTarget(
  field: string,
  ent: EntityModel,
  entities: Record<string, EntityModel>,
): string | undefined {
  const words = splitWords(field.replace(/^(new|old|target|parent)_?/i, ""));
  if (words.length < 2) return undefined;
  const last = words[words.length - 1]!;
  const stem = words.slice(0, -1);
  const coll = collectionName(stem);
  const target = entities[coll];
  if (target && target.name !== ent.name) {
    if (
      last === "id" ||
      looseKey(target.idField) === last ||
      looseKey(target.idField) === looseKey(field)
    ) {
      return target.name;
    }
  }
  if (target && target.name === ent.name && field !== ent.idField && last === "id")
    return target.name;
  // `filter_organization` "Organization identifier": an organization's id, however it is named.
  const desc = (ent.fields[field] as { description?: unknown } | undefined)?.description;
  const named =
    typeof desc === "string"
      ? keyNamedByDoc(words, desc, { collections: Object.keys(entities), entity: ent.name })
      : undefined;
  if (named) return named;
  if (last === "id" && stem.length === 1 && ROLE_WORDS.has(stem[0]!)) {
    const people = PERSON_ENTITIES.filter((p) => entities[p]);
    if (people.length >= 1) return people[0];
  }
  return undefined;
}

function planOp(
  t: ToolSpec,
  info: ToolKindInfo,
  entities: Record<string, EntityModel>,
  assoc?: Association,
  settings: Set<string> = new Set(),
): OpPlan {
  const words = info.nameWords ?? splitWords(t.name);
  const verb = words.find(
    (w) => STATUS_TARGETS[w] !== undefined || w === "decide" || isSwitchVerb(w),
  );
  const plan: OpPlan = { tool: t.name, kind: info.kind, params: [], info };
  if (assoc) plan.association = assoc;
  if (assoc?.childField && entities[assoc.parent]) {
    // Lines of a parent record: the parent by id, the child by its key, the rest fill the line.
    plan.entity = assoc.parent;
    for (const p of Object.keys(inputProps(t))) {
      if (p === assoc.parentParam) plan.params.push([p, entities[assoc.parent]!.idField, "id"]);
      else if (assoc.childKey && p === assoc.childKey[0])
        plan.params.push([p, assoc.childKey[1], "child-key"]);
      else if (isPlumbingParam(p, inputProps(t)[p] ?? {}, inputProps(t), settings))
        plan.params.push([p, null, "ignore"]);
      else plan.params.push([p, toSnake(p), "child"]);
    }
    if (t.outputSchema) plan.output = t.outputSchema;
    return plan;
  }
  if (verb) plan.verb = verb;
  if (t.outputSchema) plan.output = t.outputSchema;
  const ent = info.entity ? entities[info.entity] : undefined;
  if (!ent || info.kind === "compute") {
    plan.kind = "compute";
    return plan;
  }
  plan.entity = ent.name;
  // "Removes a configuration from device." (`…/devices:removeConfiguration`): a custom delete whose
  // noun is a field of the record takes that field off it and leaves the record — deleting the
  // device, the gold asked "remove the device" (fresh73 readers A).
  const part = removedPart(t);
  const cleared = info.kind === "delete" && part ? fieldFor(part.join("_"), ent.fields) : undefined;
  if (
    cleared &&
    cleared !== ent.idField &&
    looseKey(part!.join("_")) !== looseKey(ent.singular) &&
    !["array", "object"].includes(schemaType(flatSchema(ent.fields[cleared]!)) ?? "")
  ) {
    plan.kind = "update";
    plan.clears = [cleared];
  }
  const props = inputProps(t);
  for (const [p, s] of Object.entries(props)) {
    const fs = flatSchema(s);
    if (p !== info.idParam && isPlumbingParam(p, s, props, settings)) {
      plan.params.push([p, null, "ignore"]);
      continue;
    }
    if (p === info.idParam) {
      // `username` names users by their username even when records also carry an `id`.
      // `/v1/{resource}:getIamPolicy` "The resource for which the policy is being requested": the
      // resource's name, which a Google record holds under `name` (its path).
      // Memcache's `rescheduleMaintenance {instance}` "Resource name of the Memcached instance"
      // likewise: keyed by a field `instance` of its own, every lookup by the listed name failed.
      const wholeName =
        (info.part && looseKey(p) === "resource") ||
        resourceNameInputs(t).some((i) => i.param === p);
      // `logProfileName` on a log profile is its `name` (Azure's `/logprofiles/{logProfileName}`):
      // kept apart, records got a second name "purchase-order-118.pdf" nothing lists (fresh70).
      let own =
        fieldFor(p, ent.fields, ent.singular) ??
        (wholeName && ent.fields.name ? "name" : undefined);
      // `param2`, `name`: a lookup key the records must carry under that name to be found by it.
      const lk = looseKey(p);
      const last = ent.singular.split("_").pop() ?? ent.singular;
      // `/payments/{transId}`: an id the records carry under no such name is their own key under
      // another word (the returns under `/payments/{transId}/returns` take the payment's id too).
      const lastWord = splitWords(p).pop() ?? "";
      const idLike =
        /^(id|uuid|key)$/.test(lk) ||
        lk === looseKey(`${ent.singular}id`) ||
        lk === `${looseKey(last)}id` ||
        lk === looseKey(ent.idField) ||
        (!own && /^(id|uuid|guid)$/.test(lastWord)) ||
        // "The name of the bug you wish to retrieve": records keyed by their name.
        (!own &&
          NAMED_KEY.test(String(fs.description ?? "")) &&
          ["name", "title"].includes(looseKey(ent.idField)));
      if (!own && !idLike) {
        ent.fields[p] = flatSchema(s);
        own = p;
      }
      const byField = own && own !== ent.idField && !idLike ? own : ent.idField;
      plan.params.push([p, byField, "id"]);
      continue;
    }
    if (
      ["body", "data", "payload", "input", "request", "requestbody"].includes(looseKey(p)) &&
      isObj(fs.properties)
    ) {
      plan.params.push([p, null, "body"]);
      // A list's payload holds its filters (AWS's JSON protocol: `ListModelVersions {body:
      // {ModelName, MaxModelVersion, CreatedAtEndTime}}`): each is read as a query parameter of
      // the same name would be. Unread, "the versions of churn-predictor up to version 3" listed
      // every model's ten versions (fresh74 readers A/N).
      if (info.kind === "list") {
        const inner = fs.properties as Record<string, Schema>;
        const filters: NonNullable<OpPlan["bodyFilters"]> = [];
        for (const [k, ks] of Object.entries(inner)) {
          if (isPlumbingParam(k, ks, inner, settings)) continue;
          const [field, mode] = classifyListParam(k, ks, ent.fields, ent.singular, ent.idField);
          if (mode !== "ignore") filters.push([p, k, field, mode]);
        }
        if (filters.length > 0) plan.bodyFilters = [...(plan.bodyFilters ?? []), ...filters];
      }
      continue;
    }
    if (p === info.relatedTo) {
      // `/nearest/{code}` beside `/stations/{code}`: the key the records are looked up by.
      plan.params.push([p, fieldFor(p, ent.fields) ?? ent.idField, "relative"]);
      continue;
    }
    if (p === ownerParam(t, info)?.param) {
      plan.params.push([p, ownerParam(t, info)!.field, "eq"]);
      continue;
    }
    if (info.kind === "list") {
      // A bound on what relates the results (`maxDistanceInKm`) names a field of the answer only.
      const answer = info.relatedTo !== undefined ? answerFields(t) : {};
      const [field, mode] = classifyListParam(
        p,
        s,
        { ...answer, ...ent.fields },
        ent.singular,
        ent.idField,
      );
      plan.params.push([p, field, mode]);
      continue;
    }
    const part = partObject(ent.fields, info.part);
    if (part && info.kind === "update") {
      const inner = fieldFor(p, propsOf(part));
      // `setIamPolicy {policy: {bindings, etag}, updateMask}`: the part sent whole replaces it;
      // beside it, a field mask is no field of the part.
      if (!inner && sharesFields(fs, part)) plan.params.push([p, info.part!, "set"]);
      else if (!inner && wholePartParam(props, part)) plan.params.push([p, null, "ignore"]);
      else plan.params.push([p, `${info.part}.${inner ?? p}`, "set"]);
      continue;
    }
    const field = fieldFor(p, ent.fields, ent.singular);
    if (info.kind === "read" || info.kind === "delete") {
      if (!info.idParam && field === ent.idField) plan.params.push([p, field, "id"]);
      // `GET /articles/search?q=`: a read with no key finds its one record by the words it is
      // sent (dev.to's search answered "Five things we learned…" for "A beginner's guide…").
      else if (info.kind === "read" && !info.idParam && !field && SEARCH.has(looseKey(p)))
        plan.params.push([p, null, "search"]);
      else plan.params.push([p, field ?? null, field ? "eq" : "ignore"]);
      continue;
    }
    if (
      info.kind === "action" &&
      (STATUS_PARAM.has(looseKey(p)) || (ent.statusField && field === ent.statusField))
    ) {
      plan.params.push([p, ent.statusField ?? "status", "status"]);
      continue;
    }
    if (
      !info.idParam &&
      (info.kind === "action" || info.kind === "update") &&
      field === ent.idField
    ) {
      plan.params.push([p, field, "id"]);
      continue;
    }
    plan.params.push([p, field ?? toSnake(p), "set"]);
  }
  return plan;
}

/**
 * `GET /v1/{name}/locations` "The resource that owns the locations collection": the path key of a
 * list right before its own collection's segment, called `name`, names the records' owner, not
 * their own name — read as a filter on the location's `name`, the user was asked "What should I
 * call it?" and the list echoed "locations/us-central1" back (fresh59 readers U/A/M). Google's
 * locations belong to a project; any other owner is the records' parent.
 */
function ownerParam(t: ToolSpec, info: ToolKindInfo): { param: string; field: string } | undefined {
  const segs = httpOf(t)?.segments;
  if (info.kind !== "list" || !info.entity || !segs || segs.length < 2) return undefined;
  const key = segs[segs.length - 2]!;
  const own = segs[segs.length - 1]!;
  if (!isParamSegment(key) || isParamSegment(own)) return undefined;
  if (collectionName(splitWords(own)) !== info.entity) return undefined;
  const param = key.replace(/^[{:]\+?/, "").replace(/\}$/, "");
  if (looseKey(param) !== "name" || !(param in inputProps(t))) return undefined;
  return { param, field: info.entity === "locations" ? "project" : "parent" };
}

/** `{name, done, error, metadata, response}` with a yes/no `done`: a long-running operation. */
function isLongRunningOperation(rec: Schema): boolean {
  const props = propsOf(rec);
  const keys = Object.keys(props);
  return (
    keys.includes("done") &&
    keys.includes("name") &&
    schemaType(flatSchema(props.done!)) === "boolean" &&
    keys.every((k) => ["name", "done", "error", "metadata", "response"].includes(k))
  );
}

/** An object input whose fields are those of `part`: the part itself, sent whole. */
function sharesFields(input: Schema, part: Schema): boolean {
  const mine = Object.keys(propsOf(flatSchema(input)));
  const theirs = new Set(Object.keys(propsOf(part)));
  return mine.length > 0 && mine.filter((k) => theirs.has(k)).length * 2 >= mine.length;
}

/** Whether a write's inputs send its part whole (`policy` of setIamPolicy). */
function wholePartParam(props: Record<string, Schema>, part: Schema): boolean {
  return Object.values(props).some((s) => sharesFields(s, part));
}

/** The object field `part` of a record (a ride's `destination`), or undefined. */
function partObject(fields: Record<string, Schema>, part: string | undefined): Schema | undefined {
  const f = part !== undefined ? fields[part] : undefined;
  return f && schemaType(flatSchema(f)) === "object" ? flatSchema(f) : undefined;
}

/** Fields of the records a tool answers with (a list's items). */
function answerFields(t: ToolSpec): Record<string, Schema> {
  const items = outputArray(t.outputSchema)?.items;
  return items ? propsOf(flatSchema(items)) : {};
}

/** A transport parameter (alt, prettyPrint, api-version, X-Amz-*): never state, never a filter. */
function isPlumbingParam(
  name: string,
  schema: Schema,
  props: Record<string, Schema>,
  settings: Set<string>,
): boolean {
  const d = flatSchema(schema).description;
  return isPlumbing(name, {
    in: (schema as { "x-in"?: unknown })["x-in"],
    apiSetting: settings.has(name),
    siblings: Object.keys(props),
    ...(typeof d === "string" ? { description: d } : {}),
  });
}

const ASSOC_VERBS: Record<string, Relation> = {
  add: "add",
  adds: "add",
  include: "add",
  append: "add",
  put: "add",
  remove: "remove",
  removes: "remove",
  unassign: "remove",
  detach: "remove",
  unlink: "remove",
  assign: "assign",
  assigns: "assign",
  reassign: "assign",
  attach: "attach",
  attaches: "attach",
  link: "link",
  links: "link",
  move: "move",
  moves: "move",
};
const LINE_RELATIONS = new Set<Relation>(["add", "remove", "attach", "link"]);

/** `asset_id`, `asset_ids`: a key (or keys) of the records of `child`. */
function namesChildren(param: string, child: string, parentParam: string): boolean {
  const w = splitWords(param);
  const last = w[w.length - 1];
  if (w.length < 2 || !last || !/^(id|ids|key|keys|uuid|uuids)$/.test(last)) return false;
  return collectionName(w.slice(0, -1)) === child && param !== parentParam;
}

/**
 * The list a parent's record shows of its sub-records, by parent and child collection: a board's
 * read answers `assets: [{id, …}]`. Read off the parent's lookups of one record.
 */
function heldLists(
  tools: ToolSpec[],
  infos: ToolKindInfo[],
): (parent: string, child: string) => string | undefined {
  const lists = new Map<string, string>();
  tools.forEach((t, i) => {
    const info = infos[i]!;
    if (info.kind !== "read" || !info.entity) return;
    const rec = recordSchema(t, info);
    for (const [k, v] of Object.entries(propsOf(rec ?? {}))) {
      const f = flatSchema(v);
      if (schemaType(f) !== "array" || !isObj(f.items)) continue;
      if (!("id" in propsOf(flatSchema(f.items)))) continue;
      const key = `${info.entity}|${collectionName(splitWords(k))}`;
      if (!lists.has(key)) lists.set(key, k);
    }
  });
  return (parent, child) => lists.get(`${parent}|${child}`);
}

/** Collection a parameter names by its stem: `work_order_id` → work_orders, `groupKey` → groups. */
function paramCollection(param: string, entityNames: string[]): string | undefined {
  const w = splitWords(param);
  const last = w[w.length - 1];
  if (w.length < 2 || !last || !["id", "key", "number", "code", "no", "sku", "uuid"].includes(last))
    return undefined;
  const stem = w.slice(0, -1).filter((x) => !["new", "old", "target", "parent"].includes(x));
  for (let i = 0; i < stem.length; i++) {
    const c = collectionName(stem.slice(i));
    if (entityNames.includes(c)) return c;
  }
  return undefined;
}

/** A key parameter the doc describes as the record's name ("The name of the bug you wish to retrieve"). */
const NAMED_KEY = /^\s*(?:the\s+)?(?:name|title)\s+of\b/i;
/** A key param's doc that says it is the record's email address ("The group's email address."). */
const EMAIL_KEY = /^\s*(?:the\s+)?(?:[\w-]+'s\s+)?e-?mail address\.?\s*$/i;

/**
 * Sub-resource / association ops: "add_part — Add parts used to a work order", "add item to cart",
 * "Adds a user to the specified group", "assign ticket to agent". The parent is the collection an
 * id parameter names and the text points at ("to a work order", "from the cart"); the child is the
 * noun of the verb. When the child is named by a key of another collection (part_number, product_id)
 * and the parent keeps lines, the op adds a line into the parent record instead of creating a
 * record of the child collection.
 */
function detectAssociation(
  t: ToolSpec,
  info: ToolKindInfo,
  entityNames: string[],
  held: (parent: string, child: string) => string | undefined = () => undefined,
): Association | undefined {
  if (!info.entity || info.kind === "list" || info.kind === "read" || info.kind === "compute")
    return undefined;
  const words = splitWords(t.name);
  const descWords = splitWords(t.description.split(/[.;\n]/)[0] ?? "");
  let vi = words.findIndex((w) => ASSOC_VERBS[w] !== undefined);
  let relation = vi >= 0 ? ASSOC_VERBS[words[vi]!] : undefined;
  if (!relation && descWords[0] && ASSOC_VERBS[descWords[0]]) relation = ASSOC_VERBS[descWords[0]];
  if (!relation) return undefined;
  const props = inputProps(t);
  const text = `${words.join(" ")} . ${descWords.join(" ")}`;
  const parents: [string, string][] = [];
  for (const p of Object.keys(props)) {
    const c = paramCollection(p, entityNames);
    if (!c) continue;
    const noun = singularName(c).split("_").join(" ");
    const re = new RegExp(
      `\\b(to|from|into|onto|on|in|of|with)( (the|a|an|this|that|specified|given|existing|selected|your|my))? ${noun}s?\\b`,
    );
    if (re.test(text)) parents.push([p, c]);
  }
  // The parent is the named target; with several, the one after "to/from" wins (first match).
  const hit = parents.find(([, c]) => c !== info.entity) ?? parents[0];
  if (!hit) return undefined;
  const [parentParam, parent] = hit;
  // Child: the noun between the verb and "to/from" in the name, or the tool's entity.
  if (vi < 0) vi = -1;
  const cut = words.findIndex(
    (w, i) => i > vi && ["to", "from", "into", "onto", "on", "in"].includes(w),
  );
  const childWords = vi >= 0 ? words.slice(vi + 1, cut > vi ? cut : undefined) : [];
  const childKeyParam = Object.keys(props).find(
    (p) =>
      p !== parentParam &&
      paramCollection(p, entityNames) !== undefined &&
      paramCollection(p, entityNames) !== parent,
  );
  const childColl = childKeyParam ? paramCollection(childKeyParam, entityNames) : undefined;
  const childNoun = childWords.filter((w) => !["a", "an", "the", "new"].includes(w));
  const child =
    childColl ??
    (childNoun.length > 0
      ? collectionName(childNoun)
      : info.entity !== parent
        ? info.entity
        : "items");
  const assoc: Association = { relation, parent, child, parentParam };
  // `DELETE /boards/{board_id}/assets/{asset_id}` where a board shows its `assets[]`: the asset
  // leaves the board's list; the asset records elsewhere stay (fresh21 getty: "asset_id ass_1002
  // deleted" for any asset named, readers M).
  const listField = relation === "remove" ? held(parent, child) : undefined;
  const childIds = Object.keys(props).find(
    (p) => p !== parentParam && namesChildren(p, child, parentParam),
  );
  if (listField && childIds) {
    assoc.childField = listField;
    assoc.childKey = [childIds, "id"];
    assoc.held = true;
    return assoc;
  }
  // Lines inside the parent: only when the child is a record of another collection, named by key.
  if (childKeyParam && childColl && LINE_RELATIONS.has(relation) && true) {
    // A REST sub-collection (`/groups/{groupKey}/members/{memberKey}`) keeps its own records.
    const restSub = info.entity === childColl && t.source?.format === "openapi";
    if (!restSub) {
      const lineNoun = childNoun.length > 0 ? collectionName(childNoun) : childColl;
      assoc.childField = lineNoun;
      assoc.childKey = [childKeyParam, toSnake(childKeyParam)];
    }
  }
  return assoc;
}
