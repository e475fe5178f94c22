import type { JsonSchemaObject, ToolKind, ToolSpec } from "../schema/tool-spec.js";
import { apiSettings, isPaging, isPlumbing } from "./field-roles.js";
import { isObj } from "./json-schema.js";
import {
  handlerSentence,
  isPlural as isPluralWord,
  looseKey,
  plural,
  singular,
  splitWords,
} from "./words.js";

/** Plural snake_case collection name for a noun phrase: [leave, request] → `leave_requests`. */
export function collectionName(words: string[]): string {
  // `reviews-v1`, `users_v2`: the API version is part of the URL, not of the collection's name.
  if (words.length > 1) words = words.filter((w, i) => i === 0 || !/^v\d+$/.test(w));
  if (words.length === 0) return "";
  const last = words[words.length - 1]!;
  return [...words.slice(0, -1), plural(singular(last))].join("_");
}

/** Singular snake_case of a collection name: `leave_requests` → `leave_request`. */
export function singularName(collection: string): string {
  const words = collection.split("_");
  const last = words[words.length - 1]!;
  return [...words.slice(0, -1), singular(last)].join("_");
}

/** snake_case of an identifier, on the shared word splitter. */
export function toSnake(name: string): string {
  return splitWords(name).join("_");
}

/** What a tool does to which collection, with the evidence used. */
export interface ToolKindInfo {
  kind: ToolKind;
  /** Collection name, plural snake_case (`orders`); absent for compute tools. */
  entity?: string;
  /** Input parameter that names the record the tool works on (`orderId`). */
  idParam?: string;
  /**
   * `POST /reviews/{id}/comments`: the path parameter before the entity's segment names the
   * parent record (a review), not a comment; with the parent's collection.
   */
  parentParam?: { param: string; collection: string };
  /**
   * `GET /nearest/{id}`, `GET /songs/{id}/similar`: the input naming the record whose nearest,
   * similar or related records are listed — a key of a record of `entity`, never one of the results.
   */
  relatedTo?: string;
  /** The call fetches the page at a URL it is given and answers with its content. */
  fetches?: boolean;
  /**
   * `PUT /rides/{id}/destination`: the field of the record its path names that the call writes
   * (the ride's `destination`, which the ride's read shows), as that read names it.
   */
  part?: string;
  /** The name's words where a verb was glued to its record (`cancelreservation` → cancel, reservation). */
  nameWords?: string[];
  confidence: number;
  reasons: string[];
}

type VerbClass = "read" | "list" | "find" | "create" | "update" | "delete" | "action" | "compute";

const VERBS: Record<string, VerbClass> = {};
function verbs(cls: VerbClass, words: string): void {
  for (const w of words.split(" ")) VERBS[w] = cls;
}
verbs(
  "read",
  "get fetch retrieve read show view describe lookup track whoami inspect load see detail",
);
verbs("list", "list search query browse filter enumerate scan all");
verbs("find", "find locate");
verbs(
  "create",
  "create define add new insert register book place post submit request make schedule upload file log record issue enroll invite reserve comment reply write compose draft import clone duplicate generate associate",
);
verbs(
  "update",
  "update edit set modify rename change patch put reschedule move assign replace adjust configure upsert save mark tag label reassign untag",
);
verbs(
  "delete",
  "delete remove destroy erase purge drop unregister discard unsubscribe disassociate detach",
);
verbs(
  "action",
  "merge build clean cancel approve reject decide accept decline deny activate deactivate enable disable turn toggle start stop pause resume restart close reopen archive unarchive restore confirm complete finish ship refund pay charge lock unlock brew speak send notify play publish unpublish checkout run execute trigger apply redeem block unblock mute unmute ban escalate resolve dismiss acknowledge sign void return renew extend borrow open dispatch fulfill withdraw suspend invoke transfer install uninstall reboot reset sync connect disconnect verify resend retry rollback release",
);
verbs(
  "compute",
  "calculate calc compute convert estimate quote check validate translate predict forecast weather evaluate analyze analyse score suggest recommend summarize summarise parse detect classify identify extract geocode measure simulate ping echo render",
);

/** Verbs that are also the noun of what they create (`comment_ticket` adds a comment). */
const NOUN_VERBS = new Set(["comment", "reply", "review", "note", "message", "tag", "label"]);
/** Verbs that create when no record id is given, and act on a record otherwise. */
const CREATE_OR_ACTION = new Set([
  "open",
  "start",
  "request",
  "book",
  "schedule",
  "submit",
  "place",
]);
const FILLER = new Set([
  "by",
  "for",
  "with",
  "of",
  "a",
  "an",
  "the",
  "all",
  "my",
  "me",
  "current",
  "to",
  "from",
  "in",
  "on",
  "and",
  "or",
  "new",
  "id",
  "ids",
  "today",
  "one",
  "single",
  "each",
  "details",
  "detail",
  "info",
  "v1",
  "v2",
  "v3",
  "api",
]);
/** Trailing words that name a facet of a record rather than a collection (`getOrderStatus`). */
const FACETS = new Set([
  "status",
  "state",
  "details",
  "detail",
  "info",
  "summary",
  "count",
  "history",
  "settings",
]);
/** Object-valued siblings of a list that belong to the envelope, not to a record. */
const ENVELOPE =
  /^(_?links|_?meta|metadata|pagination|paging|page_?info|cursors?|next|prev(ious)?|self|included|errors?|warnings?|response_?metadata|request|query|params|facets|aggregations|summary|stats|status|total)$/i;

/** A member of a response that belongs to its envelope (`links`, `meta`, `errors`), not a record. */
export function isEnvelopeMember(key: string): boolean {
  return ENVELOPE.test(key);
}

/** Wrapper keys that say nothing about the entity. */
const GENERIC_KEYS = new Set([
  "items",
  "data",
  "results",
  "result",
  "records",
  "values",
  "list",
  "entries",
  "content",
  "rows",
  "objects",
  "hits",
  "nodes",
  "elements",
  "edges",
]);

interface HttpInfo {
  method: string;
  segments: string[];
  /** Google-style custom method: `/v2/{name}:publish` → `publish`. */
  custom?: string;
  /** The operation an AWS query path names in its fragment: `/#Action=CreateDomain` → `CreateDomain`. */
  action?: string;
}

/** `/paths/~1orders~1{id}/get` → {method: "get", segments: ["orders", "{id}"]}. */
export function httpOf(spec: ToolSpec): HttpInfo | undefined {
  const pointer = spec.source?.pointer;
  if (!pointer || spec.source?.format !== "openapi") return undefined;
  const parts = pointer.split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  if (parts[1] !== "paths" || parts.length < 4) return undefined;
  const method = parts[parts.length - 1]!.toLowerCase();
  // AWS's JSON and query protocols post every operation to one endpoint, named in a header or an
  // `Action` (`/#X-Amz-Target=PinpointSMSVoiceV2.DeleteKeyword`): a fragment is no resource path,
  // the operation names the record. Read as a segment, each operation was a collection of its own
  // (`x_amz_target_pinpoint_sms_voice_delete_keywords`), so no two tools shared a record.
  const joined = parts.slice(2, -1).join("/");
  const action = /[#?&]Action=([A-Za-z]\w*)/.exec(joined)?.[1];
  const path = joined.replace(/#.*$/, "");
  // `/countries/{country_code}.json`: the wire format a path ends with is no part of its name.
  const segments = path
    .split("/")
    .filter((s) => s.length > 0)
    .map((s) => s.replace(/\.(json|xml|ya?ml|csv|txt|html?)$/i, ""));
  const last = segments[segments.length - 1];
  const m = last ? /^(.+):([A-Za-z][\w]*)$/.exec(last) : null;
  if (m) {
    segments[segments.length - 1] = m[1]!;
    return { method, segments, custom: m[2]! };
  }
  return action ? { method, segments, action } : { method, segments };
}

/**
 * An operation's name without the HTTP method a generator put before it (`GET_CreateDomain`,
 * `post-getNotificationConfigurationList`): the method, a separator, then a verb.
 */
function operationWords(spec: ToolSpec, http: HttpInfo): string[] {
  const words = splitWords(spec.name);
  // (`getOpenHouses` is its own verb and a noun, not the method before "open houses".)
  const prefixed =
    spec.name.toLowerCase().startsWith(http.method) &&
    /^[_\-.]/.test(spec.name.slice(http.method.length));
  return prefixed && words.length > 2 && VERBS[words[1]!] !== undefined ? words.slice(1) : words;
}

/**
 * The operation a path spells: its `Action=` (`/#Action=CreateDomain`), or its last literal
 * segment when that is the operation's whole name, a verb and a noun
 * (`/osis/getPipeline/{PipelineName}` for `GetPipeline`) — with the index of that segment, -1 for
 * an `Action`. Undefined when the path names no operation, or the name opens with no verb.
 */
function spelledOperation(
  spec: ToolSpec,
  http: HttpInfo,
): { verb: string; noun: string[]; at: number } | undefined {
  const words = operationWords(spec, http);
  // `BatchGetFindings`: a batch of the verb after it.
  const v = words[0] === "batch" && words.length > 2 ? 1 : 0;
  const verb = words[v];
  if (!verb || VERBS[verb] === undefined) return undefined;
  const { noun } = nounWords(words, v);
  if (noun.length === 0) return undefined;
  // `getNotificationConfigurationList`: a get of a list lists what precedes it.
  const op =
    noun.length > 1 && noun[noun.length - 1] === "list"
      ? { verb: "list", noun: noun.slice(0, -1) }
      : { verb, noun };
  const whole = looseKey(words.join(""));
  if (http.action) return looseKey(http.action) === whole ? { ...op, at: -1 } : undefined;
  for (let i = http.segments.length - 1; i >= 0; i--) {
    const seg = http.segments[i]!;
    if (isParamSegment(seg)) continue;
    // The whole name: `/stop/{scanId}` (`StopScanPage`) acts on the scan its key names, and
    // `/StopPoint/{ids}` (`StopPoint_Get`) reads a stop point.
    return looseKey(seg) === whole ? { ...op, at: i } : undefined;
  }
  return undefined;
}

const spellingApis = new WeakMap<ToolSpec[], boolean>();

/**
 * Whether the API's paths spell its operations (OpenSearch Ingestion's `/osis/createPipeline`,
 * `/osis/listPipelines`, …): at least half of its operations with a path name themselves in it.
 * A REST API's one act on a collection (`/videos/upload-resumable`) spells no such API.
 */
function spellsOperations(siblings: ToolSpec[]): boolean {
  const hit = spellingApis.get(siblings);
  if (hit !== undefined) return hit;
  let paths = 0;
  let spelled = 0;
  for (const s of siblings) {
    const h = httpOf(s);
    if (!h || h.action) continue;
    paths++;
    if (spelledOperation(s, h)) spelled++;
  }
  const says = paths > 0 && spelled * 2 >= paths;
  spellingApis.set(siblings, says);
  return says;
}

/**
 * The record kind and verb of an operation its path spells ({@link spelledOperation}): the noun of
 * its name (`GetPipeline` → pipeline) and its verb (get), when its path is an AWS query `Action`
 * or the API spells its operations in its paths. Read as a collection, each operation was a record
 * kind of its own (`get_pipelines`, `list_pipelines`, `stop_pipelines`), so the list a user saw
 * was never what a get read or a stop changed.
 */
function operationOfPath(
  spec: ToolSpec,
  http: HttpInfo | undefined,
  siblings: ToolSpec[] | undefined,
): { collection: string; method: string; at: number } | undefined {
  if (!http) return undefined;
  const op = spelledOperation(spec, http);
  if (!op) return undefined;
  if (op.at >= 0 && !spellsOperations(siblings && siblings.length > 0 ? siblings : [spec]))
    return undefined;
  return { collection: op.noun.join("_"), method: op.verb, at: op.at };
}

/**
 * Google names an operation by its resource path, then its method
 * (`cloudkms.projects.locations.keyRings.cryptoKeys.encrypt`, a tool `…_cryptoKeys_encrypt`) and
 * posts it to the resource a `{name}` names (`POST /v1/{name}:encrypt`, `GET /v1/{name}`): on a
 * path that is only a resource name, the operation id is where the collection is said. Read from
 * all its words, each method was an entity of its own (`…_crypto_keys_encrypts`) and "import" in
 * `importJobs.get` its verb. A path that spells the operation itself ({@link operationOfPath})
 * names it the same way: the collection is its name's noun, the method its verb.
 */
function resourceNameOperation(
  spec: ToolSpec,
  http: HttpInfo | undefined,
  siblings?: ToolSpec[],
): { collection: string; method: string; at?: number } | undefined {
  const spelled = operationOfPath(spec, http, siblings);
  if (spelled) return spelled;
  if (!http?.segments.some(isParamSegment)) return undefined;
  const parts = spec.name.split(/[_.]/).filter((p) => p.length > 0);
  if (parts.length < 2) return undefined;
  const method = parts[parts.length - 1]!;
  // `/v1/{parent}/importJobs` with `….importJobs.list`: the literal is the collection, whole.
  const literal = http.segments.filter(
    (s) => !isParamSegment(s) && !/^v\d+([a-z]+\d*)?$|^api$/i.test(s),
  );
  const last = http.segments[http.segments.length - 1]!;
  if (
    literal.length > 1 ||
    (literal.length === 1 &&
      (literal[0] !== last || looseKey(last) !== looseKey(parts[parts.length - 2]!)))
  )
    return undefined;
  const fits = http.custom
    ? looseKey(method) === looseKey(http.custom)
    : /^(get|list|create|patch|update|delete)$/i.test(method);
  return fits ? { collection: parts[parts.length - 2]!, method } : undefined;
}

export function isParamSegment(s: string): boolean {
  return /^\{.*\}$/.test(s) || s.startsWith(":");
}

function paramName(s: string): string {
  return s.replace(/^[{:]/, "").replace(/\}$/, "");
}

/** Top-level input properties (object schemas only). */
export function inputProps(spec: ToolSpec): Record<string, JsonSchemaObject> {
  const props = (spec.inputSchema as { properties?: unknown }).properties;
  return props && typeof props === "object" ? (props as Record<string, JsonSchemaObject>) : {};
}

/** `type: "array"` or a nullable one (`type: ["array", "null"]`, OpenAPI 3.0's `nullable`). */
function hasType(type: unknown, want: string): boolean {
  return type === want || (Array.isArray(type) && type.includes(want));
}

/** The array inside an output schema: root array, or the single array-valued property. */
export function outputArray(
  schema: JsonSchemaObject | undefined,
): { key?: string; items: JsonSchemaObject } | undefined {
  if (!schema) return undefined;
  const s = schema as { type?: unknown; items?: unknown; properties?: Record<string, unknown> };
  if (hasType(s.type, "array") || (s.items && !s.properties)) {
    return { items: (s.items as JsonSchemaObject) ?? {} };
  }
  if (!s.properties) return undefined;
  let arrays = Object.entries(s.properties).filter(([, v]) => {
    const p = v as { type?: unknown; items?: unknown };
    return p && (hasType(p.type, "array") || (p.items !== undefined && p.type === undefined));
  });
  // Google's `{clusters: [Cluster], nextPageToken, unreachable: [string]}`: the one list of
  // records beside lists of words (the locations not reached) is the list (AlloyDB's clusters,
  // instances and backups were no list, and their records had none of their output fields).
  if (arrays.length > 1) {
    const records = arrays.filter(([, v]) => {
      const items = (v as { items?: { properties?: unknown; $ref?: unknown; type?: unknown } })
        .items;
      return (
        items !== undefined && (items.properties !== undefined || hasType(items.type, "object"))
      );
    });
    if (records.length === 1) arrays = records;
  }
  if (arrays.length !== 1) return undefined;
  const [key, v] = arrays[0]!;
  // A record that carries a list (`{work_order_id, status, parts: [...]}`) is not a list wrapper:
  // wrappers hold the array beside paging and envelope fields only.
  const others = Object.keys(s.properties).filter((k) => k !== key);
  const ownId = others.some(
    (k) => /(^|_)id$|[a-z]Id$|^uuid$/.test(k) && !/^(next|page|request)/i.test(k),
  );
  if (ownId && others.length >= 2) return undefined;
  // A screen (`{actions: [...], manifest: {...}, view: {...}}`) is one thing with parts; a list
  // wrapper's other objects are paging and envelope (`meta`, `links`, `pagination`).
  const parts = others.filter((k) => {
    const p = s.properties![k] as { type?: unknown; properties?: unknown; $ref?: unknown };
    return (hasType(p?.type, "object") || p?.properties !== undefined) && !ENVELOPE.test(k);
  });
  if (parts.length > 0) return undefined;
  return { key, items: ((v as { items?: unknown }).items as JsonSchemaObject) ?? {} };
}

/** Verbs longest first, for reading a verb glued to a noun. */
const VERBS_LONGEST_FIRST = () => Object.keys(VERBS).sort((a, b) => b.length - a.length);

/**
 * A lower-case word made of an acting verb and a record the API keeps (`cancelreservation`,
 * `unlockconnector`): the two words. An operation named so is an action on that record, not a
 * record called "cancelreservation" (fresh21 e-drv readers: "add a new cancelreservation").
 */
function unglued(word: string, known: string[]): string[] {
  if (VERBS[word] !== undefined || !/^[a-z]{6,}$/.test(word)) return [word];
  for (const v of VERBS_LONGEST_FIRST()) {
    const cls = VERBS[v];
    if (v.length < 3 || !word.startsWith(v) || (cls !== "action" && cls !== "delete")) continue;
    const rest = word.slice(v.length);
    if (rest.length >= 3 && known.includes(collectionName([rest]))) return [v, rest];
  }
  return [word];
}

/** Path segments that are verbs, not collections (`/customers/lookup`, `/orders/{id}/cancel`). */
/** A path's last segment that names the operation on the collection before it. */
const OPERATION_TAIL = /^(?:list|details?|info)$/i;

function segmentVerb(seg: string): VerbClass | undefined {
  const words = splitWords(seg);
  if (words.length === 0) return undefined;
  const v = VERBS[words[0]!];
  return v && v !== "list" ? v : words[0] === "search" ? "list" : undefined;
}

/** Words of the noun phrase in a tool name, without verb, fillers and trailing facets. */
function nounWords(words: string[], verbIndex: number): { noun: string[]; facet?: string } {
  let rest = verbIndex >= 0 ? [...words.slice(0, verbIndex), ...words.slice(verbIndex + 1)] : words;
  // `createGroupPadUsingPOST`: springfox appends the HTTP method to the operation's name.
  const by = rest.findIndex(
    (w) => w === "by" || w === "for" || w === "with" || w === "from" || w === "using",
  );
  if (by > 0) rest = rest.slice(0, by);
  rest = rest.filter((w) => !FILLER.has(w) && !/^\d+$/.test(w));
  let facet: string | undefined;
  if (rest.length > 1 && FACETS.has(rest[rest.length - 1]!)) facet = rest.pop();
  return facet ? { noun: rest, facet } : { noun: rest };
}

/** Each sibling list's collections, worked out once: every tool of an environment asks for them. */
interface SiblingIndex {
  /** Distinct collections in order of their first tool. */
  all: string[];
  /** Per collection, the indices of the tools that name it, ascending. */
  by: Map<string, number[]>;
  /** Indices of the tools with a given name. */
  named: Map<string, number[]>;
  entityAt: (string | undefined)[];
}
const siblingIndexes = new WeakMap<ToolSpec[], SiblingIndex>();

function siblingIndex(siblings: ToolSpec[]): SiblingIndex {
  const cached = siblingIndexes.get(siblings);
  if (cached && cached.entityAt.length === siblings.length) return cached;
  const by = new Map<string, number[]>();
  const named = new Map<string, number[]>();
  const all: string[] = [];
  const entityAt = siblings.map((s, i) => {
    const at = named.get(s.name);
    if (at) at.push(i);
    else named.set(s.name, [i]);
    const e = s.entity ?? quickEntity(s, siblings);
    if (!e) return undefined;
    const list = by.get(e);
    if (list) list.push(i);
    else {
      by.set(e, [i]);
      all.push(e);
    }
    return e;
  });
  const index = { all, by, named, entityAt };
  siblingIndexes.set(siblings, index);
  return index;
}

/**
 * Known collections among the siblings other than `self` (by name), in order of their first
 * tool: the same list a pass over every sibling gives, from an index built once per list.
 */
function siblingEntities(siblings: ToolSpec[] | undefined, self: ToolSpec): string[] {
  if (!siblings || siblings.length === 0) return [];
  const index = siblingIndex(siblings);
  const mine = index.named.get(self.name);
  if (!mine) return index.all;
  const skip = new Set(mine);
  // Only a collection whose first tool is `self` moves (to its next tool) or goes.
  const moved = new Map<string, number>();
  for (const i of mine) {
    const e = index.entityAt[i];
    if (e === undefined || moved.has(e)) continue;
    const tools = index.by.get(e)!;
    if (!skip.has(tools[0]!)) continue;
    moved.set(e, tools.find((t) => !skip.has(t)) ?? -1);
  }
  if (moved.size === 0) return index.all;
  const firstOf = (e: string) => moved.get(e) ?? index.by.get(e)![0]!;
  return index.all.filter((e) => firstOf(e) >= 0).sort((a, b) => firstOf(a) - firstOf(b));
}

const quickEntities = new WeakMap<ToolSpec, { entity: string | undefined }>();

function quickEntity(spec: ToolSpec, siblings?: ToolSpec[]): string | undefined {
  const hit = quickEntities.get(spec);
  if (hit) return hit.entity;
  const entity = quickEntityOf(spec, siblings);
  quickEntities.set(spec, { entity });
  return entity;
}

function quickEntityOf(spec: ToolSpec, siblings?: ToolSpec[]): string | undefined {
  const http = httpOf(spec);
  const op = operationOfPath(spec, http, siblings);
  if (op) return collectionName(splitWords(op.collection));
  // `/nearest/{id}` lists airports, not "nearests": the relation names no collection.
  if (http && relationAt(http) !== undefined && outputArray(spec.outputSchema)) return undefined;
  if (http) {
    const seg = [...http.segments].reverse().find((s) => !isParamSegment(s) && !segmentVerb(s));
    if (seg) return collectionName(splitWords(seg));
  }
  const arr = outputArray(spec.outputSchema);
  if (arr?.key && !GENERIC_KEYS.has(arr.key)) return collectionName(splitWords(arr.key));
  const words = splitWords(spec.name);
  const vi = words.findIndex((w) => VERBS[w] !== undefined);
  const { noun } = nounWords(words, vi);
  return noun.length > 0 ? collectionName(noun) : undefined;
}

/** Input param naming a record of `entity`: `orderId`, `order_id`, `id`, `request_id` for leave_requests. */
export function findIdParam(
  entity: string,
  props: Record<string, JsonSchemaObject>,
  preferred?: string,
): string | undefined {
  const names = Object.keys(props);
  if (preferred && names.includes(preferred)) return preferred;
  const singular = singularName(entity);
  const sw = singular.split("_");
  const keyed = ["id", "uuid", "code", "number", "key", "slug", "sku", "tag", "no"];
  for (const suffix of keyed) {
    const exact = names.find((n) => looseKey(n) === looseKey(`${singular}_${suffix}`));
    if (exact) return exact;
  }
  const plain = names.find((n) => looseKey(n) === "id" || looseKey(n) === "uuid");
  if (plain) return plain;
  // `request_id` names a leave_request when its stem ends the entity's words.
  for (const n of names) {
    const w = splitWords(n);
    if (w.length >= 2 && w[w.length - 1] === "id") {
      const stem = w.slice(0, -1);
      const tail = sw.slice(sw.length - stem.length);
      if (stem.length < sw.length && stem.join("_") === tail.join("_")) return n;
    }
  }
  return undefined;
}

/** Does the description mention one of the known collections? (`whoami`: "the employee record"). */
function entityFromText(text: string, known: string[]): string | undefined {
  const words = splitWords(text);
  for (const e of known) {
    const sw = singularName(e).split("_");
    for (let i = 0; i + sw.length <= words.length; i++) {
      const slice = words.slice(i, i + sw.length).map((w, j) => (j === sw.length - 1 ? w : w));
      const last = slice[slice.length - 1]!;
      const match =
        slice.slice(0, -1).join("_") === sw.slice(0, -1).join("_") &&
        (last === sw[sw.length - 1] || collectionName([last]) === e.split("_").pop());
      if (match) return e;
    }
  }
  return undefined;
}

/** Words an AWS-style list key adds to the records it shows: `ApplicationSummaries`, `StreamDescriptions`. */
const VIEW_TAIL = /^(summary|summaries|detail|details|description|descriptions|info|infos)$/;

/**
 * The collection a list key shows a view of (`application_summaries` → `applications`; `""` for
 * bare `Summaries`), or undefined when the key names records of its own.
 */
function summarised(words: string[]): string | undefined {
  const last = words[words.length - 1];
  if (!last || !VIEW_TAIL.test(last)) return undefined;
  return collectionName(words.slice(0, -1));
}

/**
 * Whether collection `qualified` is collection `plain` with words before it
 * (`custom_routing_accelerators` of `accelerators`): a qualified sibling kind, not the same one.
 */
export function qualifies(qualified: string, plain: string): boolean {
  const q = qualified.split("_");
  const p = plain.split("_");
  return q.length > p.length && q.slice(q.length - p.length).join("_") === p.join("_");
}

/**
 * The qualifier a collection's name opens with, among the qualifiers that set sibling kinds apart
 * in `known` (`custom_routing` of `custom_routing_listeners` when `custom_routing_accelerators`
 * sits beside `accelerators`), and the rest of its name; `""` when it opens with none.
 */
export function kindQualifier(
  collection: string,
  known: readonly string[],
): { qualifier: string; base: string } {
  let qualifier = "";
  for (const q of known)
    for (const p of known) {
      if (!qualifies(q, p)) continue;
      const lead = q.slice(0, q.length - p.length - 1);
      if (lead.length > qualifier.length && collection.startsWith(`${lead}_`)) qualifier = lead;
    }
  return { qualifier, base: qualifier ? collection.slice(qualifier.length + 1) : collection };
}

/**
 * Whether a record of collection `produced` is of another family of kinds than collection
 * `wanted` names, one that has its own twin of it (a custom routing accelerator's ARN, wanted
 * by a plain accelerator's or accelerator attributes' input): the API keeps the two apart even
 * when their keys share a name (`AcceleratorArn`).
 */
export function otherKindFamily(
  produced: string,
  wanted: string,
  known: readonly string[],
): boolean {
  if (produced === wanted) return false;
  const a = kindQualifier(produced, known);
  const b = kindQualifier(wanted, known);
  if (a.qualifier === b.qualifier) return false;
  return known.includes(b.qualifier ? `${b.qualifier}_${a.base}` : a.base);
}

/**
 * Whether another operation's name, after its leading verb, says the same noun phrase
 * (`AddCustomRoutingEndpoints` beside `RemoveCustomRoutingEndpoints`): the noun is a record kind
 * the API acts on under several verbs, not a filter word before a plainer one (`list_open_slots`).
 */
function namedBySibling(
  candidate: string,
  siblings: ToolSpec[] | undefined,
  self: ToolSpec,
): boolean {
  return (siblings ?? []).some((s) => {
    if (s.name === self.name) return false;
    const w = splitWords(s.name);
    return w.length > 1 && VERBS[w[0]!] !== undefined && collectionName(w.slice(1)) === candidate;
  });
}

/** Map a noun phrase onto a sibling collection when one covers it (`request_leave` → leave_requests). */
function matchKnown(
  candidate: string,
  verbWord: string | undefined,
  known: string[],
  ownKind = false,
) {
  if (known.includes(candidate)) return candidate;
  const cw = singularName(candidate).split("_");
  const withVerb = new Set([...cw, ...(verbWord ? [verbWord] : [])]);
  for (const e of known) {
    const ew = singularName(e).split("_");
    if (ew.length > cw.length && ew.every((w) => withVerb.has(w))) return e;
  }
  // `list_open_slots` when `slots` is known: the longest known suffix — unless another operation
  // names the qualified noun too, a kind of its own ({@link namedBySibling}).
  if (ownKind) return undefined;
  for (let i = 1; i < cw.length; i++) {
    const tail = collectionName(cw.slice(i));
    if (known.includes(tail)) return tail;
  }
  return undefined;
}

/**
 * A GET on a plural collection segment (`/v1/locations`) whose doc gives no response schema, and
 * whose inputs page through results, whose doc says it returns all, multiple or a page of them,
 * or whose path has a sibling GET of one record under it (`/repositories` beside
 * `/repositories/{repository}`).
 */
function listsUnschemedCollection(
  spec: ToolSpec,
  segments: string[],
  props: Record<string, JsonSchemaObject>,
  siblings: ToolSpec[] | undefined,
): boolean {
  const out = spec.outputSchema as { properties?: unknown; items?: unknown; type?: unknown };
  if (out && (out.properties !== undefined || out.items !== undefined || out.type !== undefined))
    return false;
  const last = segments.filter((s) => !/^v\d+([a-z]+\d*)?$|^api$/i.test(s)).at(-1);
  if (!last || isParamSegment(last)) return false;
  const tail = splitWords(last).at(-1);
  if (!tail || FACETS.has(tail) || !isPluralWord(tail) || singular(tail) === tail) return false;
  const paged = Object.entries(props).some(([n, v]) =>
    isPaging(n, (v as { description?: string }).description, Object.keys(props)),
  );
  // FishEye's `GET /admin/repositories` "Retrieve a page of repositories." was read as one
  // repository, and "remove my repository" named none of the several there are.
  // "Lists groups allowed to access repository." after a note is a list all the same.
  const said = /\b(all|multiple|list of|array of|(a )?pages? of)\b|(^|[.!?:\n]\s*)lists\b/i.test(
    spec.description ?? "",
  );
  return paged || said || hasItemRead(segments, siblings);
}

/**
 * The collection a GET's last literal segment `segs[i]` picks records of (`/icons/recent_uploads`
 * → `icons`): the segment before it is a known collection, the doc's first sentence says it
 * returns that collection's records, and names nothing the last segment calls its own.
 */
function viewedCollection(
  segs: string[],
  i: number,
  known: string[],
  spec: ToolSpec,
): string | undefined {
  const before = segs[i - 1];
  if (i === 0 || !before || isParamSegment(before) || httpOf(spec)?.method !== "get") return;
  if (/^v\d+([a-z]+\d*)?$|^api$/i.test(before)) return undefined;
  const parent = collectionName(splitWords(before));
  const own = collectionName(splitWords(segs[i]!).slice(-1));
  if (!known.includes(parent) || own === parent) return undefined;
  const said = firstSentence(spec.description);
  if (!/\b(returns?|lists?|gets?|retrieves?|fetch(es)?)\b/i.test(said)) return undefined;
  if (entityFromText(said, [parent]) !== parent || entityFromText(said, [own]) === own) return;
  return parent;
}

/** Whether some sibling GETs one record by a path param right under `segments`. */
function hasItemRead(segments: string[], siblings: ToolSpec[] | undefined): boolean {
  const here = segments.join("/");
  return (siblings ?? []).some((t) => {
    const h = httpOf(t);
    if (h?.method !== "get" || h.custom || h.segments.length !== segments.length + 1) return false;
    return isParamSegment(h.segments.at(-1)!) && h.segments.slice(0, -1).join("/") === here;
  });
}

/**
 * Infer a tool's kind (read/list/create/update/delete/action/compute), the collection it works on
 * and the parameter naming the record, from HTTP method + path (OpenAPI source pointer), MCP
 * annotations, verbs in the name, id parameters and the output schema. `siblings` (the other
 * tools of the same environment) let names be matched to collections other tools reveal.
 */
/**
 * The words of what a custom delete method takes off its record (`POST /v1/{parent}/devices:
 * removeConfiguration` → `configuration`), or undefined for any other method. Whether they name a
 * field of the record, and the record stays, is the model's to decide.
 */
export function removedPart(spec: ToolSpec): string[] | undefined {
  const custom = httpOf(spec)?.custom;
  if (!custom) return undefined;
  const [verb, ...rest] = splitWords(custom);
  return verb && VERBS[verb] === "delete" && rest.length > 0 ? rest : undefined;
}

export function inferToolKind(spec: ToolSpec, siblings?: ToolSpec[]): ToolKindInfo {
  // An echo keeps nothing, whatever its method says (`DELETE /anything` deletes no "anything").
  const echo = echoesRequest(spec);
  if (echo) return { kind: "compute", confidence: 0.85, reasons: [echo] };
  const fetched = fetchesContent(spec);
  if (fetched) return { kind: "compute", confidence: 0.85, reasons: [fetched], fetches: true };
  const related = relationLookup(spec, siblings);
  if (related) return related;
  const iam = accessPolicyMethod(spec, siblings);
  if (iam) return iam;
  // `GET /health/queue/functions` "Get Functions Queue": a health path reports on the service (a
  // queue's size, a database's ping), never on the records a segment names — read as a function,
  // gold used it to pick "my function" to remove (Appwrite, fresh43 readers A/M).
  const reporting = httpOf(spec);
  const firstLiteral = reporting?.segments.find(
    (x) => !isParamSegment(x) && !/^v\d+([a-z]+\d*)?$|^api$/i.test(x),
  );
  if (
    reporting?.method === "get" &&
    firstLiteral &&
    HEALTH_SEGMENT.test(firstLiteral) &&
    !reporting.segments.some(isParamSegment)
  )
    return {
      kind: "compute",
      confidence: 0.8,
      reasons: [`a "${firstLiteral}" path reports on the service, not on records`],
    };
  const reasons: string[] = [];
  const props = inputProps(spec);
  const known = siblingEntities(siblings, spec);
  const http = httpOf(spec);
  let words = splitWords(spec.name).flatMap((w) => unglued(w, known));
  // `post_connection_details`: a name made from the HTTP method carries no verb of its own.
  const methodWord = http && words.length > 1 && words[0] === http.method ? words[0] : undefined;
  if (methodWord) words = words.slice(1);
  const named = resourceNameOperation(spec, http, siblings);
  // A custom method's verb comes from the path (`:encrypt` acts); the collection is the noun.
  if (named) {
    const m = named.method.toLowerCase();
    words = [...splitWords(named.collection), ...(VERBS[m] !== undefined ? [m] : [])];
  }
  let verbIndex = named
    ? VERBS[words[words.length - 1]!] !== undefined
      ? words.length - 1
      : -1
    : words.findIndex((w) => VERBS[w] !== undefined);
  // `turn_on_light`, `set_brightness` start with a verb; `order_cancel` ends with one.
  if (verbIndex < 0 && words.length > 0 && VERBS[words[words.length - 1]!]) {
    verbIndex = words.length - 1;
  }
  // `deleteChargeStation`, `patchChargeStation` on `/chargestations/{id}`: a "verb" that opens the
  // path's collection name is that name's noun; the method DELETE, PUT or PATCH said the act —
  // read as "charge", both were acts: "take care of the charge station" (fresh54 e-drv).
  // (`PUT /versions/{versionId}/unpublish` keeps "unpublish": it ends the name, no noun follows.)
  if (
    methodWord &&
    /^(?:delete|put|patch)$/.test(methodWord) &&
    verbIndex >= 0 &&
    verbIndex < words.length - 1 &&
    http!.segments.some((seg) => {
      const w = seg.toLowerCase();
      return (
        !isParamSegment(seg) &&
        w.length > words[verbIndex]!.length &&
        w.startsWith(words[verbIndex]!)
      );
    })
  ) {
    words = [methodWord, ...words];
    verbIndex = 0;
  }
  const verbWord = verbIndex >= 0 ? words[verbIndex] : undefined;
  let verb: VerbClass | undefined = verbWord ? VERBS[verbWord] : undefined;
  if (verbWord === "whoami" || (words[0] === "me" && words.length === 1)) verb = "read";
  const { noun, facet } = nounWords(words, verbIndex);

  const arr = outputArray(spec.outputSchema);

  // Entity candidates, strongest first.
  let entity: string | undefined;
  let pathIdParam: string | undefined;
  let pathVerb: VerbClass | undefined;
  let endsWithParam = false;
  let parentParam: ToolKindInfo["parentParam"];
  let part: string | undefined;
  let namespaced = false;
  if (http) {
    const segs = http.segments;
    endsWithParam = segs.length > 0 && isParamSegment(segs[segs.length - 1]!);
    const last = segs[segs.length - 1];
    if (last && !isParamSegment(last) && !named) pathVerb = segmentVerb(last);
    // `POST /apps/{appId}/versions/{version}/status` {status, reason}: sets the version's status,
    // no "status" record of its own (fresh35 dev: "add a new app … marked approved").
    const statusWrite =
      http.method !== "get" &&
      http.method !== "delete" &&
      !http.custom &&
      segs.length >= 3 &&
      /^(status|state)$/i.test(last ?? "") &&
      isParamSegment(segs[segs.length - 2]!) &&
      !isParamSegment(segs[segs.length - 3]!);
    if (statusWrite) {
      pathVerb = "update";
      reasons.push(`sets the "${last}" of the record its path names`);
    }
    // `PUT /rides/{id}/destination` "Add or update the ride's destination": a part of the record
    // the path names — the ride's read shows its `destination` —, not a "destinations" collection
    // whose own ids no call gives (dev52b lyft: setting a new ride's destination or rating failed
    // NotFound in 85 of 125 second goals lost).
    part =
      !statusWrite && (http.method === "put" || http.method === "patch") && !http.custom && last
        ? partOfRecord(segs, siblings)
        : undefined;
    if (part) {
      pathVerb = "update";
      reasons.push(`writes the "${part}" of the record its path names`);
    }
    // `:batchDelete` deletes, `:publish` acts; a custom verb we do not know still acts.
    if (http.custom) {
      const cw = splitWords(http.custom).find((w) => VERBS[w] !== undefined);
      const cls = cw ? VERBS[cw] : undefined;
      pathVerb = cls === undefined || cls === "create" ? "action" : cls === "find" ? "read" : cls;
      endsWithParam = false;
    }
    for (let i = segs.length - 1; i >= 0; i--) {
      const s = segs[i]!;
      if (isParamSegment(s)) {
        if (!entity && pathIdParam === undefined) pathIdParam = paramName(s);
        continue;
      }
      // `/osis/getPipeline/{PipelineName}`: the segment is the operation; its noun the collection.
      if (i === named?.at) {
        entity = collectionName(splitWords(named.collection));
        reasons.push(`path segment "${s}" spells the operation`);
        break;
      }
      if (((segmentVerb(s) && !named) || statusWrite || part) && i === segs.length - 1) continue;
      // `/campaigns/list`, `/campaigns/details` (Braze, fresh46): a word of the operation after
      // the collection it runs on, never a "lists" or "details" collection of its own.
      // (A POST there — Airflow's batch `POST /dags/~/dagRuns/list` — keeps its old reading.)
      if (
        i === segs.length - 1 &&
        i > 0 &&
        http.method === "get" &&
        OPERATION_TAIL.test(s) &&
        !isParamSegment(segs[i - 1]!)
      )
        continue;
      // `/commands/cancelreservation`: the verb glued to the record it acts on.
      const glued = i === segs.length - 1 && !named ? unglued(s, known) : [s];
      if (glued.length === 2) {
        const cls = VERBS[glued[0]!];
        pathVerb = cls === "create" || cls === "list" || cls === "find" ? "action" : cls;
        entity = collectionName([glued[1]!]);
        reasons.push(`path segment "${s}" is ${glued[0]} + ${glued[1]}`);
        break;
      }
      if (/^v\d+([a-z]+\d*)?$|^api$/i.test(s)) continue;
      // `/artists/names` lists artists by their names (an autocomplete), not "name" records.
      if (
        i === segs.length - 1 &&
        i > 0 &&
        /^(names|titles|labels)$/i.test(s) &&
        !isParamSegment(segs[i - 1]!)
      )
        continue;
      // `GET /icons/recent_uploads` "Returns list of most recently uploaded icons": the last
      // segment picks some of the collection before it, whose records the doc says it returns —
      // read as "uploads", the recent icons were upload ids and usernames (fresh68 readers B).
      const viewOf = i === segs.length - 1 ? viewedCollection(segs, i, known, spec) : undefined;
      if (viewOf) {
        entity = viewOf;
        reasons.push(`path segment "${s}" picks among ${viewOf}, the records the doc returns`);
        break;
      }
      entity = collectionName(splitWords(s));
      reasons.push(`path segment "${s}"`);
      const kindOwn = namespacedKind(segs, i, spec, siblings);
      if (kindOwn) {
        entity = kindOwn;
        namespaced = true;
        reasons.push(`under "${segs[i - 1]}", records unlike the other "${s}"`);
      }
      // The nearest `{param}` before the entity's segment, under the collection before it.
      const before = segs[i - 1];
      const owner = segs
        .slice(0, Math.max(0, i - 1))
        .reverse()
        .find((x) => !isParamSegment(x) && !/^v\d+([a-z]+\d*)?$|^api$/i.test(x));
      if (before && isParamSegment(before) && owner)
        parentParam = { param: paramName(before), collection: collectionName(splitWords(owner)) };
      break;
    }
  }
  // An operation posted to one endpoint (AWS's `CreateConfigurationSet`, answered with its
  // `Tags`) is about the record its name says, whatever list its answer holds.
  const nameFirst = http?.segments.length === 0 && noun.length > 0 && verb !== "list";
  if (!entity && arr?.key && !GENERIC_KEYS.has(arr.key) && !nameFirst) {
    entity = collectionName(splitWords(arr.key));
    // `ListCustomRoutingAccelerators` answering `Accelerators`, beside
    // `CreateCustomRoutingAccelerator` and `ListAccelerators`: the name's qualified noun is a kind
    // of its own, and the output key only its plain sibling's word. Read as the plain kind, a
    // custom routing accelerator a user listed was deleted by `DeleteAccelerator` (fresh65 A).
    const own = noun.length > 0 ? collectionName(noun) : undefined;
    // `ListApplications` answering `ApplicationSummaries`: the summaries are the applications
    // `DescribeApplication` details, one collection — kept apart, the list said STOPPING and the
    // describe READY, with another ARN, for one application (fresh66 readers N).
    const shown = summarised(splitWords(arr.key));
    if (own && known.includes(own) && qualifies(own, entity)) {
      reasons.push(`name noun "${noun.join(" ")}", a kind of its own (output wraps "${arr.key}")`);
      entity = own;
    } else if (own && shown !== undefined && (!shown || shown === own || qualifies(own, shown))) {
      reasons.push(`name noun "${noun.join(" ")}" (output wraps "${arr.key}", a view of it)`);
      entity = own;
    } else if (shown && known.includes(shown)) {
      reasons.push(`output wraps "${arr.key}", a view of ${shown}`);
      entity = shown;
    } else reasons.push(`output wraps "${arr.key}"`);
  }
  if (!entity && noun.length > 0) {
    const raw = collectionName(noun);
    entity = matchKnown(raw, verbWord, known, namedBySibling(raw, siblings, spec)) ?? raw;
    reasons.push(`name noun "${noun.join(" ")}"${facet ? ` (facet ${facet})` : ""}`);
  } else if (entity && !known.includes(entity) && !namespaced) {
    entity = matchKnown(entity, verbWord, known) ?? entity;
  }
  if (!entity || verbWord === "whoami") {
    const fromText = entityFromText(spec.description, known);
    if (fromText) {
      entity = fromText;
      reasons.push(`description mentions ${fromText}`);
    }
  }

  // `set_brightness(device_id)`, `speak(device_id)`: the noun is a field; the id names the record.
  const writes = verb === "update" || verb === "action" || verb === "delete" || verb === undefined;
  if (!http && writes && (!entity || (!known.includes(entity) && !findIdParam(entity, props)))) {
    const owner = entityFromIdParam(props, known);
    if (owner) {
      entity = owner;
      reasons.push(`id parameter of ${owner}`);
    }
  }
  // `comment_ticket(ticket_id)`: the verb is the noun of a new child record.
  if (!http && verb === "create" && verbWord && NOUN_VERBS.has(verbWord) && entity) {
    if (findIdParam(entity, props)) {
      entity = collectionName([verbWord]);
      reasons.push(`creates a ${verbWord} under a record`);
    }
  }

  let idParam = entity !== undefined ? findIdParam(entity, props, pathIdParam) : undefined;
  // `cancelreservation {reservation}`: the record a glued verb acts on is named by its own noun.
  if (!idParam && entity && words.join("_") !== splitWords(spec.name).join("_"))
    idParam = Object.keys(props).find((n) => looseKey(n) === looseKey(singularName(entity!)));
  // An operation posted to one endpoint names its record by the record's name or ARN
  // (`DeleteConfigurationSet {ConfigurationSetName}`) or by itself (`DeleteKeyword {Keyword}`):
  // that is its key, where no id is given.
  if (!idParam && entity && http?.segments.length === 0 && verb !== "create") {
    const own = singularName(entity);
    idParam = Object.keys(props).find((n) =>
      ["", "_name", "_arn"].some((s) => looseKey(n) === looseKey(`${own}${s}`)),
    );
  }
  const ann = spec.annotations;
  const verbClass = verb;

  let kind: ToolKind;
  let actsByGet = false;
  let confidence = 0.5;
  const method = http?.method;
  if (method && ["get", "post", "put", "patch", "delete"].includes(method)) {
    confidence = 0.85;
    reasons.push(`HTTP ${method.toUpperCase()}`);
    if (method === "get" || method === "head") {
      if (verbClass === "compute" || pathVerb === "compute") kind = "compute";
      // `GET /#Action=CreateDomain`: the operation the path spells says what it does, whatever
      // the method (AWS's query protocol takes every operation by GET and by POST alike).
      else if (
        named?.at !== undefined &&
        (verbClass === "create" ||
          verbClass === "update" ||
          verbClass === "delete" ||
          verbClass === "action")
      ) {
        kind = verbClass;
        actsByGet = true;
        reasons.push(`the operation its path spells ${verbWord}s`);
      }
      // `GET /stop/{scanId}` "Stop a scan", `GET /clean` "Clean all scans": the name and the doc
      // both open with the same acting verb, whatever the method — a read would answer "the status of the scan"
      // with a stop (fresh11 readers M). (`StopPoint_Get` "Gets a list of StopPoints" reads.)
      else if (
        (verbClass === "action" || verbClass === "delete") &&
        verbIndex === (words[0] === "id" && words.length > 2 ? 1 : 0) &&
        firstWord(spec.description) === verbWord &&
        // `GET /play/types` "Play types", `GET /player/portal` "Transfer portal by season": a list
        // the doc names by a noun phrase, the verb-like word its modifier (fresh42 readers-to-be:
        // "transfer the portal", "play the types"). An act names what it acts on with a
        // determiner ("Stop a scan", "Clean all scans") or answers no list.
        (!arr ||
          /^(?:a|an|the|all|any|this|that|these|those|my|your|one|each|every)$/i.test(
            secondWord(spec.description) ?? "",
          ))
      ) {
        kind = verbClass === "delete" ? "delete" : "action";
        actsByGet = true;
        reasons.push(`"${verbWord}" in its name and doc`);
        // `/stop/{scanId}`: the verb's segment is no collection; the id names the record.
        if (pathIdParam && entity === collectionName([verbWord!])) {
          const stem = splitWords(pathIdParam).filter((w) => w !== "id");
          if (stem.length > 0) entity = collectionName(stem);
        }
      } else if (endsWithParam) kind = "read";
      else if (arr || verbClass === "list") kind = "list";
      // `GET /v1/locations` "Get Locations data" with paging inputs and no response schema: the
      // collection, not one record — read as a record, every delete of "my location" had no
      // location to name (f21 e-drv readers A/M).
      else if (listsUnschemedCollection(spec, http!.segments, props, siblings)) {
        kind = "list";
        reasons.push(
          "a plural collection path with paging inputs, a read of one under it, or a doc saying all/multiple",
        );
      } else if (pathVerb === "read" || verbClass === "read" || verbClass === "find") kind = "read";
      else kind = "read";
    } else if (method === "delete") {
      kind = verbClass === "action" ? "action" : "delete";
    } else if (method === "put" || method === "patch") {
      kind = verbClass === "action" ? "action" : "update";
    } else {
      // POST
      const said = answersByDoc(spec.description) ? "read" : descriptionVerb(spec.description);
      // A POST with no verb of its own may repeat its path's GET (one lookup, used once below).
      const twinKind =
        pathVerb === undefined && verbClass === undefined ? readingTwin(spec, siblings) : undefined;
      // QLDB's `GetBlock` at `POST /ledgers/{name}/block`, "Returns a block object at a specified
      // address": its name and its doc both read; the path's last word is what it reads, not an
      // act on the ledger (fresh68 readers G/A/M: "block the block object" → "I've blocked it").
      if (
        (verbClass === "read" || verbClass === "find") &&
        verbIndex === 0 &&
        said === "read" &&
        pathVerb !== undefined &&
        STORE_OR_ACT.has(pathVerb)
      ) {
        kind = arr ? "list" : "read";
        reasons.push(`"${verbWord}" in its name and a read in its doc, whatever its path says`);
      } else if (
        pathVerb === "action" ||
        (pathVerb === undefined && verbClass === "action" && idParam)
      )
        kind = "action";
      // `POST /requested-resources?op=mark_reported` "Act on Requested Resources": an input naming
      // the operation to perform makes the call act on records, not add one (fresh12 readers M).
      else if (takesOperation(props)) kind = "action";
      // `POST /rcra_rest_services.metadata` documented word for word as its path's GET ("Returns
      // the JSON Object Name …"), with no verb of its own: the same operation sent as a form keeps
      // nothing the GET does not (fresh31 readers G/A: "add a new metadata"). Etherpad's
      // `createPad` by GET and POST alike keeps its verb.
      else if (twinKind !== undefined) {
        kind = twinKind;
        reasons.push("the POST twin of its path's GET, same doc");
      }
      // `POST /StartZappitiService`, `POST /labels/{id}:publish`: a verb that acts, not a record.
      else if (pathVerb === undefined && verbClass === "action" && !CREATE_OR_ACTION.has(verbWord!))
        kind = "action";
      // `POST /IsAlive` "Get server status": RPC-style reads sent as POST.
      else if (pathVerb === undefined && verbClass === undefined && said === "read")
        kind = arr ? "list" : "read";
      else if (pathVerb === undefined && verbClass === undefined && said === "compute")
        kind = "compute";
      // `POST /notifications/read-all` "Mark all my notifications as read": `read` is the state
      // the call sets, not a lookup; the description's verb says what it does.
      else if (pathVerb === "read" && (said === "update" || said === "action")) kind = "action";
      // `POST /entities/names` "getNames", `POST /get_topic`: a read sent as POST (a body of
      // references, a lookup by id) returns what it is asked about; it records nothing.
      // (`trackEvent` POSTed to an analytics API records the event: "track" reads only by GET.)
      else if (
        (pathVerb === "read" && !/^track/i.test(http?.segments.at(-1) ?? "")) ||
        pathVerb === "find" ||
        (pathVerb === undefined &&
          (verbClass === "read" || verbClass === "find") &&
          verbWord !== "track")
      )
        kind = arr || words[words.length - 1] === "list" ? "list" : "read";
      else if (pathVerb === "list" || verbClass === "list") kind = "list";
      else if (pathVerb === "compute" || verbClass === "compute") kind = "compute";
      else if (pathVerb === "update" || verbClass === "update") kind = "update";
      else if (pathVerb === "delete" || verbClass === "delete") kind = "delete";
      else if (endsWithParam && verbClass !== "create") kind = idParam ? "update" : "create";
      // `POST /propose` with nothing to say: "add a new propose" (fresh19 readers G/M).
      else if (bareVerbWrite(spec)) kind = "action";
      else kind = "create";
    }
  } else {
    switch (verbClass) {
      case "read":
        kind = arr ? "list" : "read";
        break;
      case "list":
        kind = "list";
        break;
      case "find":
        kind = arr || (noun.length > 0 && isPluralWord(noun[noun.length - 1]!)) ? "list" : "read";
        break;
      case "create":
        kind = CREATE_OR_ACTION.has(verbWord!) && idParam ? "action" : "create";
        break;
      case "update":
        kind = "update";
        break;
      case "delete":
        kind = "delete";
        break;
      case "action":
        kind = CREATE_OR_ACTION.has(verbWord!) && !idParam ? "create" : "action";
        break;
      case "compute":
        kind = "compute";
        break;
      default:
        kind = arr ? "list" : ann?.readOnlyHint ? "read" : idParam ? "action" : "compute";
        confidence = 0.3;
    }
    if (verbClass) {
      confidence = 0.7;
      reasons.push(`verb "${verbWord}"`);
    }
  }
  // `POST /likes/playlists/{playlist_id}` "Likes a playlist.", its DELETE "Unlikes a playlist.":
  // a mark the user sets on the record or takes back — an act on it, never a change of its fields
  // nor its removal (fresh45 SoundCloud: an unlike deleted the playlist).
  const mark = http && method !== "get" ? markSegment(http) : undefined;
  if (mark && entity && idParam && (kind === "update" || kind === "delete" || kind === "create")) {
    kind = "action";
    reasons.push(`sets or takes back a "${mark}" mark on the record`);
  }
  // Ingest hints every GET read-only; a GET whose name and doc both act is the exception.
  if (ann?.readOnlyHint === true && !actsByGet && !["read", "list", "compute"].includes(kind)) {
    kind = arr ? "list" : "read";
    reasons.push("readOnlyHint");
  }
  // `GET /qr` "Generate a QR code", `POST /chart` "Generate a chart": an artefact made from the
  // inputs, by GET or POST alike — something the user has made, never a record to read back.
  const generated = http && entity && kind !== "compute" && generatesFromInputs(spec, siblings);
  if (generated) {
    kind = "create";
    reasons.push("generates its output from its inputs");
  }
  // A lookup, an availability check, a render, a geocode, a preflight: the answer is computed from
  // the inputs, and there is no record of it to list, add or name (fresh14 readers G/M: "add a new
  // available", "the width and height of the chartjs280", "add a new export summary").
  if (http && !generated && (kind === "read" || kind === "list" || kind === "create")) {
    const why = answersQuestion(spec, siblings);
    if (why) {
      kind = "compute";
      reasons.push(why);
    }
  }
  // Similar items, an autocomplete, an enrichment, a verification, a forecast for a given place,
  // a lookup sent as POST: worked out from the input, nothing kept (fresh18: "add a new contentpro
  // similar text", "list the prefixes", "I found 8 air qualities").
  if (http && !generated && kind !== "compute") {
    const why = computedFromInput(spec, siblings, kind, entity);
    if (why) {
      kind = "compute";
      reasons.push(why);
    }
  }
  if (ann?.destructiveHint === true && kind === "update") {
    reasons.push("destructiveHint");
  }

  // A read of something no other tool knows, with no id of it, is a pure lookup (weather, balance).
  if (
    kind === "read" &&
    verb === "read" &&
    entity &&
    !idParam &&
    !http &&
    !known.includes(entity)
  ) {
    const hasKeys = Object.keys(props).length > 0;
    const outputHasId = hasIdField(spec.outputSchema, entity);
    if (!outputHasId && (hasKeys || !spec.outputSchema)) {
      kind = "compute";
      reasons.push(`"${entity}" is not a collection of this environment`);
    }
  }
  // `POST /render` beside `GET /render/{id}` (shotstack): what the call computes is kept under an
  // id and looked up later — a record the user makes, not an answer.
  if (kind === "compute" && http?.method === "post" && keptForLater(http, siblings)) {
    kind = "create";
    reasons.push("its result is read back by id");
  }
  if (kind === "compute") return { kind, confidence, reasons };
  if (!entity) {
    return { kind: "compute", confidence: 0.3, reasons: [...reasons, "no entity found"] };
  }
  const info: ToolKindInfo = { kind, entity, confidence, reasons };
  // The parent's `{id}` is not this record's id (`POST /reviews/{id}/comments`).
  const parentsOwn = parentParam && pathIdParam === undefined && idParam === parentParam.param;
  if (idParam && kind !== "list" && kind !== "create" && !parentsOwn) info.idParam = idParam;
  if (parentParam && parentParam.collection !== entity) info.parentParam = parentParam;
  if (words.join("_") !== splitWords(spec.name).join("_")) info.nameWords = words;
  if (part && kind === "update" && info.idParam) info.part = part;
  return info;
}

/** Words of the resources that hold Google's resources, in its resource names. */
const GOOGLE_CONTAINERS = new Set(["projects", "locations", "organizations", "folders"]);

/** Google's access-control methods on any resource (`/v1/{resource}:getIamPolicy`). */
const IAM_METHODS: Record<string, "read" | "update" | "compute"> = {
  getIamPolicy: "read",
  setIamPolicy: "update",
  testIamPermissions: "compute",
};

/**
 * `POST /v1/{resource}:setIamPolicy` on `…vmwareNodePools.setIamPolicy`: the access-control
 * policy is a part of the resource the operation names — get reads it, set replaces it, test
 * answers which of the permissions it is sent are held. Read as a list of "bindings", "list the
 * pools" was answered by a policy and "I found 1 pool: Tuberculosis" (fresh59 readers A/M/N).
 */
function accessPolicyMethod(
  spec: ToolSpec,
  siblings: ToolSpec[] | undefined,
): ToolKindInfo | undefined {
  const http = httpOf(spec);
  const kind = http?.custom ? IAM_METHODS[http.custom] : undefined;
  if (!http || !kind) return undefined;
  const reasons = [`Google's ${http.custom} on the resource its path names`];
  if (kind === "compute") return { kind, confidence: 0.85, reasons };
  const key = http.segments.filter(isParamSegment).at(-1);
  const idParam = key ? paramName(key).replace(/^\+/, "") : undefined;
  if (!idParam || !(idParam in inputProps(spec))) return undefined;
  const words = splitWords(spec.name);
  const at = words.lastIndexOf(kind === "read" ? "get" : "set");
  const noun = (at > 0 ? words.slice(0, at) : words).filter((w) => !FILLER.has(w));
  const known = siblingEntities(siblings, spec);
  // `beyondcorp_projects_locations_clientGateways_setIamPolicy` with no other tool on client
  // gateways: the resource is what follows the last of Google's containers.
  const from = Math.max(...noun.map((w, i) => (GOOGLE_CONTAINERS.has(w) ? i + 1 : 0)));
  const entity =
    noun.length > 0
      ? (matchKnown(collectionName(noun), undefined, known) ??
        (from < noun.length ? collectionName(noun.slice(from)) : undefined))
      : undefined;
  if (!entity) return undefined;
  return { kind, entity, idParam, part: "iam_policy", confidence: 0.85, reasons };
}

/**
 * The field a `PUT /rides/{id}/destination` writes: the path's last word, when the read of the
 * record before it (`GET /rides/{id}`) shows a field of that name; undefined otherwise.
 */
function partOfRecord(segs: string[], siblings: ToolSpec[] | undefined): string | undefined {
  const last = segs[segs.length - 1]!;
  if (segs.length < 3 || isParamSegment(last) || segmentVerb(last)) return undefined;
  if (!isParamSegment(segs[segs.length - 2]!) || isParamSegment(segs[segs.length - 3]!))
    return undefined;
  const owner = segs.slice(0, -1);
  const read = (siblings ?? []).find((t) => {
    const h = httpOf(t);
    return (
      h?.method === "get" &&
      !h.custom &&
      h.segments.length === owner.length &&
      h.segments.every((x, i) => (isParamSegment(x) ? isParamSegment(owner[i]!) : x === owner[i]))
    );
  });
  const props = (read?.outputSchema as { properties?: unknown } | undefined)?.properties;
  if (!props || typeof props !== "object") return undefined;
  return Object.keys(props).find((k) => looseKey(k) === looseKey(last));
}

/** First path segments of a service's own reports: its health, its metrics. */
const HEALTH_SEGMENT = /^(?:health|healthz|healthcheck|health-check|monitoring|metrics)$/i;

/** Plural nouns of a mark a user sets on records: their likes, reposts, favourites, bookmarks. */
const MARK_NOUN = /^(?:likes|reposts|favou?rites|bookmarks|upvotes|downvotes|stars|pins)$/i;

/** A word naming marks a user sets on records (`likes`): the log an act of setting one keeps. */
export function isMarkNoun(word: string): boolean {
  return MARK_NOUN.test(word);
}

/** A path segment naming such marks, by their noun or participle (`/user/starred/…`). */
function isMarkSegment(seg: string): boolean {
  return MARK_NOUN.test(seg) || /^(?:starred|pinned|saved)$/i.test(seg);
}

/**
 * The mark a path sets on the record it ends with (`/likes/playlists/{playlist_id}`,
 * `/user/starred/{owner}/{repo}`): the mark segment, then the record's collection and its key
 * last. Undefined for any other path — `/tracks/{id}/likes` adds a like record of its own.
 */
function markSegment(http: HttpInfo): string | undefined {
  const segs = http.segments;
  if (http.custom || segs.length < 3 || !isParamSegment(segs[segs.length - 1]!)) return undefined;
  let i = segs.length - 1;
  while (i >= 0 && isParamSegment(segs[i]!)) i--;
  // `/starred/{owner}/{repo}`: the mark's segment holds the key itself.
  if (i >= 0 && isMarkSegment(segs[i]!)) return segs[i];
  const before = segs[i - 1];
  return i >= 1 && before && !isParamSegment(before) && isMarkSegment(before) ? before : undefined;
}

const OPERATION_PARAM = /^(op|operation|action|cmd|command)$/;

/**
 * An input the doc allows one value for (`cmd: ["create"]`, `addrevision: [1]`): a constant the
 * call sends, never a person's value — nobody says "create" when asked "What cmd would you like?"
 * (open-build, issue 12).
 */
/**
 * The GET of this POST's path when the doc describes both in the same words and the POST takes
 * nothing the GET does not (bunq's export POST, "Used to serialize …" like its GET, sends the
 * statement's dates and format: it makes an export the GET lists).
 */
function getTwin(spec: ToolSpec, siblings: ToolSpec[] | undefined): ToolSpec | undefined {
  const pointer = spec.source?.pointer;
  const said = spec.description?.trim() ?? "";
  if (!siblings || !pointer?.endsWith("/post") || said.length < 12) return undefined;
  const get = `${pointer.slice(0, -"/post".length)}/get`;
  const twin = siblings.find(
    (t) =>
      t.source?.pointer === get &&
      t.source.format === spec.source?.format &&
      t.description?.trim() === said,
  );
  if (!twin) return undefined;
  const asked = new Set(Object.keys(inputProps(twin)));
  return Object.keys(inputProps(spec)).every((k) => asked.has(k)) ? twin : undefined;
}

/** The kind of this POST's GET twin when that GET only reads or works something out. */
function readingTwin(spec: ToolSpec, siblings: ToolSpec[] | undefined): ToolKind | undefined {
  const twin = getTwin(spec, siblings);
  const kind = twin ? inferToolKind(twin, siblings).kind : undefined;
  return kind === "read" || kind === "list" || kind === "compute" ? kind : undefined;
}

export function isConstantInput(schema: unknown): boolean {
  return isObj(schema) && Array.isArray(schema.enum) && schema.enum.length === 1;
}

/**
 * An input that picks which operation the call performs (`cmd: ["lock", "delete"]`,
 * `op: "add" | "remove"`), or a constant: the goal says what is done ("lock the account"), so the
 * assistant never asks for it by its name.
 */
export function isOperationInput(name: string, schema: unknown): boolean {
  if (isConstantInput(schema)) return true;
  const e = isObj(schema) && Array.isArray(schema.enum) ? schema.enum : [];
  return OPERATION_PARAM.test(name.toLowerCase()) && e.length > 1;
}
const OPERATION_DESC =
  /\b(?:operation|action)s? (?:to )?(?:be )?(?:perform|preform|execut|appl|run)/i;
/** An input that says which operation the call performs (`op`: "The operation to perform"). */
function takesOperation(props: Record<string, JsonSchemaObject>): boolean {
  return Object.entries(props).some(
    ([name, s]) =>
      OPERATION_PARAM.test(name.toLowerCase()) &&
      typeof s.description === "string" &&
      OPERATION_DESC.test(s.description),
  );
}

/** A description's first word, lower case ("Stop a scan" → "stop"). */
function firstWord(description: string | undefined): string | undefined {
  // go-swagger: "Handle GET request to run a test" is run's doc (meshery's `idRunPerfTest`).
  const said = (description ?? "").trim();
  const handler = handlerSentence(said);
  const own = handler?.link === "to" ? handler.rest : said;
  return splitWords(own.split(/\s+/)[0] ?? "")[0];
}

function secondWord(description: string | undefined): string | undefined {
  const said = (description ?? "").trim();
  const handler = handlerSentence(said);
  const own = handler?.link === "to" ? handler.rest : said;
  return own.split(/\s+/)[1];
}

/**
 * A doc that opens by naming what it answers: "Paginated report of information about messages …",
 * "Paginated listing of messages filtered by …", "Returns a block object at …". (An imperative
 * "Return a rented car" still acts.)
 */
const ANSWER_DOC =
  /^(?:(?:an? |the )?(?:paginated |paged |filtered )?(?:report|listing|list|summary) of\b|returns\b)/i;

/** Whether a doc opens by naming what it answers ({@link ANSWER_DOC}). */
function answersByDoc(description: string | undefined): boolean {
  return ANSWER_DOC.test((description ?? "").replace(/<[^>]+>/g, " ").trim());
}

/** The verb class of a description's first word ("Get server status" → read). */
function descriptionVerb(description: string | undefined): VerbClass | undefined {
  const first = splitWords((description ?? "").trim().split(/\s+/)[0] ?? "")[0];
  if (!first) return undefined;
  const cls = VERBS[first] ?? VERBS[first.replace(/ies$/, "y")] ?? VERBS[first.replace(/s$/, "")];
  return cls === "find" || cls === "list" ? "read" : cls;
}

/** Collection named by an `x_id` parameter: known to siblings, or the only id when alone. */
function entityFromIdParam(
  props: Record<string, JsonSchemaObject>,
  known: string[],
): string | undefined {
  const stems = Object.keys(props)
    .map((n) => splitWords(n))
    .filter((w) => w.length >= 2 && w[w.length - 1] === "id")
    .map((w) => collectionName(w.slice(0, -1)));
  const hit = stems.find((s) => known.includes(s));
  if (hit) return hit;
  return known.length === 0 && stems.length === 1 ? stems[0] : undefined;
}

function hasIdField(schema: JsonSchemaObject | undefined, entity: string): boolean {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (!props) return false;
  return findIdParam(entity, props as Record<string, JsonSchemaObject>) !== undefined;
}

/** First words of an operation that makes an artefact from what it is given. */
const GENERATOR_VERB =
  /^(generate|generates|render|renders|draw|draws|encode|encodes|plot|plots|rasterize|rasterizes)$/;

/** The operation's name or description starts with a generator verb ("Generate a QR code"). */
export function saysGenerate(spec: ToolSpec, words: string[] = splitWords(spec.name)): boolean {
  const first = splitWords((spec.description ?? "").trim().split(/\s+/)[0] ?? "")[0];
  const verb = words.find((w) => VERBS[w] !== undefined);
  return (!!first && GENERATOR_VERB.test(first)) || (!!verb && GENERATOR_VERB.test(verb));
}

/**
 * An operation that makes its output (an image, a file) from its inputs and keeps nothing: its
 * name or description starts with a generator verb, its path names no record, its output (if
 * the doc gives one) carries no id, and no sibling reads, changes or deletes one of its kind by
 * id (`POST /render` beside `GET /render/{id}` is a job kept under an id: an ordinary create).
 */
export function generatesFromInputs(spec: ToolSpec, siblings?: ToolSpec[]): boolean {
  const http = httpOf(spec);
  if (!http) return false;
  let words = splitWords(spec.name);
  if (words.length > 1 && words[0] === http.method) words = words.slice(1);
  if (!saysGenerate(spec, words)) return false;
  const entity = quickEntity(spec, siblings);
  if (http.segments.some(isParamSegment)) return false;
  if (outputArray(spec.outputSchema)) return false;
  if (entity && (hasIdField(spec.outputSchema, entity) || findIdParam(entity, inputProps(spec))))
    return false;
  const base = http.segments.filter((s) => !isParamSegment(s));
  return !(siblings ?? []).some((s) => {
    if (s === spec || s.name === spec.name) return false;
    const segs = httpOf(s)?.segments ?? [];
    if (!segs.some(isParamSegment)) return false;
    const sb = segs.filter((x) => !isParamSegment(x));
    return base.length > 0 && base.every((x, i) => sb[i] === x);
  });
}

/** Path parameters that pick an API version or a wire format, never a record (`/v{version}/{format}`). */
const NON_RECORD_PARAM = /^(v|version|api_?version|format|lang|language|locale|ext|extension)$/i;

/** The `{param}` segments of a path that name a record (not a version or a wire format). */
function recordParams(http: HttpInfo): string[] {
  return http.segments
    .filter(isParamSegment)
    .map(paramName)
    .filter((p) => !NON_RECORD_PARAM.test(p));
}

/** The operation's first sentence (its summary when the doc has one). */
function firstSentence(description: string | undefined): string {
  const [first = "", ...rest] = sentencesOf(description);
  // "GET /wayback/v1/available": a stand-in ingest wrote from the method and path says nothing.
  if (/^(get|post|put|patch|delete|head) \//i.test(first)) return "";
  // "Host Reputation\n\nCheck the reputation of an IP address": a summary that is a heading (no
  // verb, no stop) names the operation; the doc's sentence after it says what it does.
  const heading = !/[.!?:]$/.test(first.trim()) && descriptionVerb(first) === undefined;
  return heading && rest.length > 0 && descriptionVerb(rest[0]) !== undefined ? rest[0]! : first;
}

/** Words of a summary that make the call a trial run or an estimate of a later action. */
const PREFLIGHT = /\b(pre-?flight|dry[- ]?run|estimat(e|es|ed|ion)|simulat(e|es|ion))\b/i;
/**
 * Words of a path segment that ask a question (`/lookup/md5/{md5}`, `/IPLookup`): a lookup, a
 * check, a validation, or a computing verb. A search lists records; it asks nothing.
 */
function asksInSegment(seg: string): boolean {
  return splitWords(seg).some(
    (w) => ["lookup", "check", "validate", "resolve"].includes(w) || VERBS[w] === "compute",
  );
}
/** Verb classes that change what is kept. */
const STORE_OR_ACT = new Set<VerbClass>(["create", "update", "delete", "action"]);
/** Doc verbs that keep records: a POST whose doc opens with one adds a record. */
const STORE_DOC_VERBS = new Set<VerbClass>(["create", "update", "delete"]);

/** The other tools of the same collection as `spec` (`entity`, or the one its path names). */
function kinOf(
  spec: ToolSpec,
  siblings: ToolSpec[] | undefined,
  entity = quickEntity(spec, siblings),
): ToolSpec[] {
  if (entity === undefined) return [];
  return (siblings ?? []).filter(
    (s) => s !== spec && s.name !== spec.name && quickEntity(s, siblings) === entity,
  );
}

/** A collection some other tool changes, deletes or adds to keeps records. */
function keepsRecords(kin: ToolSpec[]): boolean {
  return kin.some((s) => {
    const m = httpOf(s)?.method;
    if (m === "put" || m === "patch" || m === "delete") return true;
    if (m !== "post") return false;
    const said = descriptionVerb(firstSentence(s.description));
    return said !== undefined && STORE_DOC_VERBS.has(said);
  });
}

/** Inputs a person states (not transport plumbing). */
function userInputs(spec: ToolSpec, tools: readonly ToolSpec[] = []): [string, JsonSchemaObject][] {
  const props = inputProps(spec);
  const names = Object.keys(props);
  const settings = apiSettings(tools);
  return Object.entries(props).filter(([n, s]) => {
    const d = (s as { description?: unknown }).description;
    return !isPlumbing(n, {
      in: (s as { "x-in"?: unknown })["x-in"],
      apiSetting: settings.has(n),
      siblings: names,
      ...(typeof d === "string" ? { description: d } : {}),
    });
  });
}

/** Field names of an output, or of its list's items. */
function outputFields(schema: JsonSchemaObject | undefined): string[] | undefined {
  const arr = outputArray(schema);
  const target = (arr ? arr.items : schema) as { properties?: Record<string, unknown> } | undefined;
  return target?.properties ? Object.keys(target.properties) : undefined;
}

/** An id among a schema's fields (or its list items' fields). */
function outputHasAnyId(schema: JsonSchemaObject | undefined): boolean {
  return (outputFields(schema) ?? []).some((k) => /^(id|uuid|guid)$|(^|_)id$|[a-z]Id$/.test(k));
}

/**
 * Why a GET answers a question from its inputs rather than reading a record, or undefined:
 * - its doc opens with a computing verb ("geocode a query", "Estimate transaction fee");
 * - its summary is a preflight, dry run, estimate or preview of a later action;
 * - its path asks about what follows (`/lookup/md5/{md5}`) and nothing keeps such records;
 * - its answer restates the question: every required input comes back in the output, beside no id
 *   (an availability check answers with the URL it was asked about and what it found);
 */
function questionByGet(spec: ToolSpec, siblings: ToolSpec[] | undefined): string | undefined {
  const http = httpOf(spec);
  if (!http || (http.method !== "get" && http.method !== "post")) return undefined;
  const recordIds = recordParams(http);
  const kin = kinOf(spec, siblings);
  const kept = keepsRecords(kin);
  const said = descriptionVerb(firstSentence(spec.description));
  if (said === "compute" && (recordIds.length === 0 || !kept)) return "its doc computes an answer";
  if (PREFLIGHT.test(firstSentence(spec.description)) && recordIds.length === 0)
    return "a preflight or estimate of a later action";
  if (http.method !== "get") return undefined;
  const segs = http.segments;
  // `/lookup/md5/{md5}`, `/IPLookup`: the path asks; `/customers/lookup` finds a customer by a
  // field (the verb alone, after the collection it reads).
  const asks = segs.findIndex(
    (s, i) =>
      !isParamSegment(s) &&
      asksInSegment(s) &&
      (i < segs.length - 1
        ? segs.slice(i + 1).some((x) => !isParamSegment(x))
        : splitWords(s).length > 1),
  );
  if (asks >= 0 && !kept) return `its path asks (${segs[asks]})`;
  if (recordIds.length > 0) return undefined;
  const inputs = userInputs(spec, siblings);
  if (inputs.length === 0 || outputHasAnyId(spec.outputSchema)) return undefined;
  const required = new Set(
    ((spec.inputSchema as { required?: unknown }).required as string[] | undefined) ?? [],
  );
  const asked = inputs.filter(([n]) => required.has(n)).map(([n]) => looseKey(n));
  // `{ip, country, as-domains: [...]}`: an answer about the one thing asked holds a list among its
  // facts, and says back what it was asked at its top as well as any list's items would.
  const props = (spec.outputSchema as { properties?: Record<string, unknown> } | undefined)
    ?.properties;
  const top = Object.keys(props ?? {}).map(looseKey);
  const fields = [...(outputFields(spec.outputSchema) ?? []).map(looseKey), ...top];
  const reads = said === "read" || said === "list" || said === "create" || said === "update";
  // "Get location information about an IP address": a read of a noun no other tool keeps, whose
  // answer is about the asked thing itself (not a list of matches), asks too.
  const restates = (within: string[]) => asked.length > 0 && asked.every((n) => within.includes(n));
  if (reads ? kin.length === 0 && restates(top) : restates(fields))
    return "its answer restates the question";
  // `GET /city?lat&lng` "Get City name by using latitude and longitude": one bare value answered
  // from required inputs that name no record, a noun no other tool keeps — a reverse geocode.
  const type = (spec.outputSchema as { type?: unknown } | undefined)?.type;
  const bare = type === "string" || type === "number" || type === "integer" || type === "boolean";
  const byId = inputs.some(([n]) => /^(id|uuid)$|(^|_)id$|[a-z]Id$/.test(n));
  if (bare && kin.length === 0 && asked.length > 0 && !byId)
    return "one value computed from inputs that name no record";
  return undefined;
}

/**
 * Why a call answers a question (compute) rather than keeping records, or undefined: a GET by
 * {@link questionByGet}, or a POST that asks the same question as its GET twin or for many inputs
 * at once (`POST /bulk/md5` beside `GET /lookup/md5/{md5}`), whose doc does not add a record.
 */
/** A sibling reads `<this path>/{id}`: the POST's result is stored and fetched again. */
function keptForLater(http: HttpInfo, siblings: ToolSpec[] | undefined): boolean {
  const n = http.segments.length;
  return (siblings ?? []).some((s) => {
    const h = httpOf(s);
    return (
      h?.method === "get" &&
      h.segments.length === n + 1 &&
      isParamSegment(h.segments[n] as string) &&
      http.segments.every((seg, i) => h.segments[i] === seg)
    );
  });
}

/** Words of a path, a name or a summary for an answer made from what is sent: an autocomplete, an
 * enrichment of a contact. ("similar" only in a path or name: "a container is similar to a bucket".) */
const MADE_FROM_INPUT = /^(autocomplete|autocompletion|typeahead|autosuggest|enrich|enrichment)$/;
/**
 * A scrape, in a path or a name (`/v1/scrape_emails.json` "Returns a list of emails scraped"):
 * what the site it is given holds, worked out on the call — no record kept to list or look up
 * (fresh70 scrapewebsite.email: the store links of a site were read by the URL of another
 * tool's "scrape email" record, and every plan was answered NotFound).
 */
const SCRAPES = /^(scrape|scrapes|scraper|scraping)$/;
/** Verbs that check or try out what they are sent (`/verify/name`, "Verify Card", "Preview"). */
const WORKS_ON_INPUT = /^(verify|verification|validate|validation|check|preview)$/;
/** "for a single point", "for given area", "for a given GPS coordinates": about the thing named. */
const FOR_GIVEN = /\bfor (?:an? |the )?(?:single|given|specific|particular)\b/i;
/** A summary that lists: "Get all items for a given year". */
const LISTS = /\b(all|every|list|lists|listing)\b/i;
/** "Performs a reverse geocoding search", "runs a lookup": what a call does is a search. */
const PERFORMS_SEARCH =
  /^(?:it |this (?:endpoint|call|operation) )?(?:performs?|runs?|executes?|does) (?:an? |the )?(?:[\w-]+ ){0,3}(?:search|lookup|look-up)\b|^(?:an? |the )?(?:api )?(?:endpoint|method|call|operation) (?:to|that|for) (?:search|searches|look up|looks up|find|finds)\b/i;
/** A doc's sentences, its title line counted as one. */
function sentencesOf(description: string | undefined): string[] {
  return (description ?? "")
    .trim()
    .split(/\n|(?<=[.!?])\s/)
    .filter((s) => s.trim().length > 0);
}
const ID_NAME = /^(id|uuid)$|(^|_)id$|[a-z]Id$/;

/**
 * Why a call works its answer out of what it is sent and keeps nothing, or undefined. It names
 * no record in its path or by its own id, nothing else keeps its collection, and
 * - its path, name or summary says similar, autocomplete or enrich (`GET /similar`,
 *   `POST /contact/enrich`, "Useful for autocomplete forms");
 * - its path, name or summary opens with verify, validate or check, and no input names a record
 *   another tool keeps (`GET /verify/name`; verifying a user's email by `user_id` acts on the user);
 * - a GET whose summary is about one given thing and lists nothing ("Returns weather data for a
 *   single point", "the nearest named location for a given GPS coordinates");
 * - a POST lookup of a collection no other tool names (`POST /ardef` "Gets Card type information").
 */
function computedFromInput(
  spec: ToolSpec,
  siblings: ToolSpec[] | undefined,
  kind: ToolKind,
  entity: string | undefined,
): string | undefined {
  const http = httpOf(spec);
  if (!http || (http.method !== "get" && http.method !== "post")) return undefined;
  if (recordParams(http).length > 0) return undefined;
  // `GET /artists/names` "Ideal for autocomplete boxes" completes from the artists kept beside it.
  const kin = kinOf(spec, siblings);
  if (keepsRecords(kin) || (entity && keepsRecords(kinOf(spec, siblings, entity))))
    return undefined;
  const props = inputProps(spec);
  if (entity && findIdParam(entity, props)) return undefined;
  const head = (spec.description ?? "").trim().split("\n")[0] ?? "";
  let name = splitWords(spec.name);
  if (name.length > 1 && name[0] === http.method) name = name.slice(1);
  const segments = http.segments.filter((x) => !isParamSegment(x)).map((x) => splitWords(x));
  const reads = kind === "read" || kind === "list" || kind === "create";
  const made =
    [...segments.flat(), ...name].find(
      (w) => w === "similar" || w === "similarity" || SCRAPES.test(w) || MADE_FROM_INPUT.test(w),
    ) ?? splitWords(head).find((w) => MADE_FROM_INPUT.test(w));
  if (made && reads) return `"${made}" makes its answer from the input`;
  // `/api/v1/verify/name`, `/identity/verify_id`; not an API's namespace (`/validation/v1/…/list`).
  const opening = [name[0], splitWords(head)[0], ...segments.slice(-2).map((w) => w[0])];
  const check = opening.find((w) => w !== undefined && WORKS_ON_INPUT.test(w));
  if (check && (reads || kind === "action") && !namesKeptRecord(spec, siblings))
    return `"${check}" works on the input`;
  if (http.method === "get" && (kind === "read" || kind === "list")) {
    const about = FOR_GIVEN.exec(head);
    // "Get predictions for a given year": the summary names its own records, in the plural.
    const own = entity?.split("_").pop();
    const before = about ? splitWords(head.slice(0, about.index)) : [];
    const namesOwn = own !== undefined && isPluralWord(own) && before.includes(own);
    const records = outputArray(spec.outputSchema);
    const listsRecords = records !== undefined && outputHasAnyId(records.items);
    if (about && !LISTS.test(head) && !namesOwn && !listsRecords)
      return `the doc answers "${about[0]}"`;
  }
  // `POST /reverse` "Performs a reverse geocoding search.": a POST whose doc says it performs a
  // search or a lookup asks; it makes no "reverse" (fresh23 readers: "add a new reverse in France").
  const performs = sentencesOf(spec.description)
    .slice(0, 3)
    .some((s) => PERFORMS_SEARCH.test(s.trim()));
  if (
    performs &&
    http.method === "post" &&
    kind === "create" &&
    kin.length === 0 &&
    !namesKeptRecord(spec, siblings)
  )
    return "its doc says it performs a search";
  // `POST /search`, `POST /lookup`: a question sent in a body, in an API that keeps no records
  // (a search over the switches and firewalls an inventory keeps lists them).
  const asks = segments.at(-1)?.find((w) => /^(search|lookup|resolve)$/.test(w));
  const others = (siblings ?? []).filter((s) => s !== spec && s.name !== spec.name);
  if (
    asks &&
    http.method === "post" &&
    (kind === "read" || kind === "list") &&
    kin.length === 0 &&
    !namesKeptRecord(spec, siblings) &&
    !others.some((s) => httpOf(s)?.segments.some(isParamSegment))
  )
    return `a ${asks} sent as POST`;
  return undefined;
}

/** An input that is the id of a record another tool keeps (`user_id` beside a users API). */
function namesKeptRecord(spec: ToolSpec, siblings: ToolSpec[] | undefined): boolean {
  const known = siblingEntities(siblings, spec);
  return userInputs(spec, siblings).some(([n]) => {
    const w = splitWords(n);
    return ID_NAME.test(n) && w.length > 1 && known.includes(collectionName(w.slice(0, -1)));
  });
}

function answersQuestion(spec: ToolSpec, siblings: ToolSpec[] | undefined): string | undefined {
  const own = questionByGet(spec, siblings);
  if (own) return own;
  const http = httpOf(spec);
  if (http?.method !== "post" || recordParams(http).length > 0) return undefined;
  const said = descriptionVerb(firstSentence(spec.description));
  if (said !== undefined && STORE_DOC_VERBS.has(said)) return undefined;
  const kin = kinOf(spec, siblings);
  if (kin.length === 0) return undefined;
  const gets = kin.filter((s) => httpOf(s)?.method === "get");
  if (gets.length === 0 || gets.length !== kin.length) return undefined;
  return gets.every((s) => questionByGet(s, siblings) !== undefined)
    ? "asks what its GET twin asks"
    : undefined;
}

/** Members of an answer that repeat the request (httpbin's `{args, headers, origin, url, json}`). */
const ECHO_FIELDS = new Set(["args", "headers", "origin", "url", "json", "form", "files", "data"]);
/** Members only an echo of the request has: what it was sent, and from where. */
const REQUEST_FIELDS = new Set(["args", "headers", "origin", "form", "files"]);
/** Words of a doc's first sentence that say the answer is the request sent back. */
const ECHO_DOC = [
  // "Returns anything passed in request data", "Returns passed data", "echoes the body back"
  /\breturns? (?:back )?(?:anything|everything|whatever)\b[^.]*\b(?:passed|sent|posted)\b/i,
  /\breturns? (?:back )?(?:the )?passed data\b/i,
  /\bpassed in (?:the )?request\b/i,
  /\becho(?:es|ed)? (?:back|the|your|what|whatever|anything|everything)\b/i,
  // "The request's PATCH parameters.", "Return the incoming request's HTTP headers."
  /^(?:returns? )?(?:the )?(?:incoming )?requests?['’]/i,
  /\bthe incoming requests?\b/i,
  // "Returns a set of response headers from the query string", "Sets cookie(s) as provided by …"
  /\b(?:from|as provided by|given in) the query string\b/i,
];
/** Words of a doc's first sentence that describe the response itself: a transport diagnostic. */
const DIAGNOSTIC_DOC = [
  /\bdelayed response\b/i,
  /\brandom bytes\b/i,
  /^returns? (?:a |the )?(?:given |random )?status code(?: or| given| passed|\.|$)/i,
  /\b3\d\d(?:\/3xx)? redirects?\b/i,
  /\bdrips? data\b/i,
  // "Returns a 304 if an If-Modified-Since header … is present"
  /^returns? (?:a |an )?[1-5]\d\d\b/i,
  // "Returns a simple HTML document", "Returns GZip-encoded data": a sample of a wire format
  /^returns? (?:a |an |some )?(?:simple|dummy|fake|test) /i,
  /^returns? (?:an? )?[\w-]+[- ]encoded (?:data|body)\b/i,
];
/** Path words that are an HTTP method's own name (`/post`, `/patch`): the method is what is tried. */
const METHOD_WORD = /^(get|post|put|patch|delete|head|options|trace)$/;

/**
 * Why a call sends back what it was sent, or a transport behaviour asked of it (a delay, a status
 * code, n random bytes, redirects) — an HTTP test service's echoes and diagnostics, which keep no
 * record: nothing to add, remove or read back, and no errand a person has ("remove my anything",
 * "the patch is Patch 5" — fresh19 readers G/M). Undefined for every other call. Read from
 * - the doc's first sentence: it returns the request or what was passed, or describes the
 *   response itself (a delayed response, a status code, random bytes, redirects, dripped data);
 * - the answer's shape: it repeats the request (three of args/headers/origin/url/json/form/files,
 *   one of them only a request has);
 * - the path: its one word is an HTTP method's name and the doc makes no record ("Create a blog
 *   post" at `/blog/post` makes one).
 * A path parameter of such a call (`/delay/{delay}`, `/bytes/{n}`) is an input, not a record key.
 */
export function echoesRequest(spec: ToolSpec): string | undefined {
  const first = firstSentence(spec.description);
  const echo = ECHO_DOC.find((re) => re.test(first));
  if (echo) return "its doc returns the request";
  const diagnostic = DIAGNOSTIC_DOC.find((re) => re.test(first));
  if (diagnostic) return "its doc describes the response itself";
  const props = (spec.outputSchema as { properties?: Record<string, unknown> } | undefined)
    ?.properties;
  const keys = Object.keys(props ?? {}).map((k) => k.toLowerCase());
  const echoed = keys.filter((k) => ECHO_FIELDS.has(k));
  if (echoed.length >= 3 && echoed.some((k) => REQUEST_FIELDS.has(k)))
    return "its answer repeats the request";
  const http = httpOf(spec);
  const words = http?.segments
    .filter((s) => !isParamSegment(s) && !/^v\d+([a-z]+\d*)?$|^api$/i.test(s))
    .map((s) => s.toLowerCase());
  const said = descriptionVerb(first);
  if (
    words?.length === 1 &&
    METHOD_WORD.test(words[0]!) &&
    !(said !== undefined && STORE_DOC_VERBS.has(said))
  )
    return `its path is the method's name (${words[0]})`;
  return undefined;
}

/**
 * The verb a write's path is, when it is nothing else: `POST /propose` "Propose new resource to
 * CyCAT" — a one-word path the doc opens with as its verb, no path parameter, and no input a person
 * states. Such a call acts (it adds no "propose"), and says nothing of what it acts on.
 */
export function bareVerbWrite(spec: ToolSpec): string | undefined {
  const http = httpOf(spec);
  if (!http || !["post", "put", "patch"].includes(http.method)) return undefined;
  const segs = http.segments.filter((s) => !/^v\d+([a-z]+\d*)?$|^api$/i.test(s));
  if (segs.length !== 1 || isParamSegment(segs[0]!)) return undefined;
  const words = splitWords(segs[0]!);
  if (words.length !== 1) return undefined;
  const verb = words[0]!;
  if (VERBS[verb] === "create") return undefined;
  const first = firstWord(firstSentence(spec.description));
  if (first !== verb && first !== `${verb}s` && first !== `${verb}es`) return undefined;
  return userInputs(spec).length === 0 ? verb : undefined;
}

/** Words that open a path segment naming records related to another, never a collection of their own. */
const RELATION_WORD =
  /^(nearest|nearby|closest|near|similar|related|recommendations?|recommended|neighbou?rs?|suggestions?|suggested|alternatives?|lookalikes?)$/;

/** A path segment naming records related to another (`nearest`, `similar-artists`), not a collection. */
export function isRelationSegment(seg: string): boolean {
  const first = splitWords(seg)[0];
  return first !== undefined && RELATION_WORD.test(first);
}

/** Index of the last literal segment of a GET path when it opens with a relation word, else undefined. */
function relationAt(http: HttpInfo): number | undefined {
  if (http.method !== "get" || http.custom) return undefined;
  const segs = http.segments;
  let i = segs.length - 1;
  while (i >= 0 && isParamSegment(segs[i]!)) i--;
  return i >= 0 && isRelationSegment(segs[i]!) ? i : undefined;
}

/** Loose keys of the fields of an output's records (a list's items, or the object itself). */
function recordKeys(schema: JsonSchemaObject | undefined): Set<string> {
  return new Set((outputFields(schema) ?? []).map(looseKey));
}

/**
 * A collection under a namespace segment whose records are unlike those the same word names
 * elsewhere: ato.gov.au's `GET /classifications/roles` lists role *types* (`role`,
 * `reciprocalRole`) while `/organisations/{partyId}/roles/{roleId}` holds a party's roles
 * (`partyRoleType`, `fromDate`). Read as one "roles" collection, a goal to take the Editor role off
 * an organisation deleted a party role by another id (fresh75 readers A, both). The kind is the
 * namespace's word and the collection's ("classification roles") when a sibling lists or reads the
 * word under a parent's `{param}` with records that share no field but an id with these.
 */
function namespacedKind(
  segs: string[],
  i: number,
  spec: ToolSpec,
  siblings: ToolSpec[] | undefined,
): string | undefined {
  const ns = segs[i - 1] ?? "";
  // A catalog: a word (no version, no `{param}` anywhere on the path) under which the API keeps
  // other lists too (`/classifications/legal-entity-types`, `/classifications/genders`).
  // The namespace is a plural word a person can say ("classifications"), not a product or a
  // glued scheme name (`/codepush/status`, `/issuetypescheme/project`).
  const nsWords = splitWords(ns);
  if (
    !siblings ||
    nsWords.length !== 1 ||
    !/^[a-z]{3,16}$/.test(nsWords[0]!) ||
    !isPluralWord(nsWords[0]!) ||
    singular(nsWords[0]!) === nsWords[0]
  )
    return undefined;
  if (segs.some(isParamSegment) || i !== segs.length - 1) return undefined;
  const under = (h: HttpInfo | undefined) =>
    h !== undefined &&
    h.segments.length === segs.length &&
    h.segments.slice(0, i).every((x, j) => x === segs[j]) &&
    h.segments[i] !== segs[i];
  if (!siblings.some((t) => under(httpOf(t)))) return undefined;
  const word = looseKey(segs[i]!);
  const mine = recordKeys(spec.outputSchema);
  if (mine.size < 2) return undefined;
  for (const sib of siblings) {
    const h = httpOf(sib);
    if (sib === spec || sib.name === spec.name || h?.method !== "get") continue;
    const at = h.segments.findIndex(
      (x, j) => j > 0 && looseKey(x) === word && isParamSegment(h.segments[j - 1]!),
    );
    if (at < 0 || at < h.segments.length - 2) continue;
    const theirs = recordKeys(sib.outputSchema);
    if (theirs.size < 2) continue;
    if ([...mine].some((k) => theirs.has(k) && !/id$/.test(k))) return undefined;
    // Figures about the records come after them: `/stats/comments` are "comment stats", never
    // "stat comments" (GitHub Enterprise), `/reports/users` "user reports".
    const head = splitWords(segs[i]!);
    return ABOUT_RECORDS.test(ns)
      ? collectionName([...head.slice(0, -1), singular(head.at(-1)!), ns])
      : collectionName([...splitWords(singular(ns)), ...head]);
  }
  return undefined;
}

/** Namespaces of figures or picks about records rather than records (`/stats/comments`). */
const ABOUT_RECORDS =
  /^(?:stats|statistics|reports|recommendations|votes|metrics|insights|analytics|summaries|counts)$/i;

/**
 * The sibling collection whose records the output's items are (`NearestAirport` = an airport and
 * its distance): the sibling list or read whose records' fields are all among the items' fields,
 * at least three of them; a list of the whole collection (no path parameter) first.
 */
function collectionOfItems(spec: ToolSpec, siblings: ToolSpec[] | undefined): string | undefined {
  const mine = recordKeys(spec.outputSchema);
  if (mine.size < 3) return undefined;
  let best: { spec: ToolSpec; score: number } | undefined;
  for (const s of siblings ?? []) {
    const h = httpOf(s);
    if (s === spec || s.name === spec.name || h?.method !== "get" || relationAt(h) !== undefined)
      continue;
    const theirs = [...recordKeys(s.outputSchema)];
    if (theirs.length < 3 || !theirs.every((k) => mine.has(k))) continue;
    const score = theirs.length * 2 + (h.segments.some(isParamSegment) ? 0 : 1);
    if (!best || score > best.score) best = { spec: s, score };
  }
  return best ? inferToolKind(best.spec, siblings).entity : undefined;
}

/**
 * A lookup of the records nearest, similar or related to a given one, or near a given place
 * (`GET /nearest/{id}` "nearest airports by station id", `GET /songs/{id}/similar`,
 * `GET /nearest-airports?lat&lng`): a list over the collection its results belong to, never a
 * collection named for the relation ("Basic nearest", an airport that is its own nearest —
 * fresh20 readers M/N). The collection is the rest of the segment (`/nearest-airports`), the one
 * before the record's key (`/songs/{id}/similar`), or the sibling collection whose records the
 * results are; the key (the parameter beside the relation segment) names a record of it.
 * Undefined when the path is no such lookup or its collection cannot be told.
 */
export function relationLookup(
  spec: ToolSpec,
  siblings: ToolSpec[] | undefined,
): ToolKindInfo | undefined {
  const http = httpOf(spec);
  const at = http ? relationAt(http) : undefined;
  if (!http || at === undefined || !outputArray(spec.outputSchema)) return undefined;
  const segs = http.segments;
  const words = splitWords(segs[at]!);
  const keyAt = [at + 1, at - 1].find((j) => {
    const s = segs[j];
    return s !== undefined && isParamSegment(s) && !NON_RECORD_PARAM.test(paramName(s));
  });
  const key = keyAt !== undefined ? paramName(segs[keyAt]!) : undefined;
  const owner = keyAt === at - 1 ? segs[at - 2] : undefined;
  const reasons = [
    `"${words[0]}" lists records related to ${key ? `a given one (${key})` : "the input"}`,
  ];
  let entity: string | undefined;
  // `/messages/{id}/related-received-messages`: the key is a message's, the results another
  // collection's — records under a parent, not records like a given one.
  const ownerName = owner && !isParamSegment(owner) ? collectionName(splitWords(owner)) : undefined;
  if (words.length > 1 && ownerName && ownerName !== collectionName(words.slice(1)))
    return undefined;
  if (words.length > 1) entity = collectionName(words.slice(1));
  else if (owner && !isParamSegment(owner)) entity = collectionName(splitWords(owner));
  else entity = collectionOfItems(spec, siblings);
  if (!entity) return undefined;
  const info: ToolKindInfo = { kind: "list", entity, confidence: 0.8, reasons };
  if (key) info.relatedTo = key;
  return info;
}

/** Input names of the address of a page to fetch. */
const PAGE_URL = /^(url|uri|link|page_?url|target_?url|site_?url|website)$/i;
/** A doc's words for what a fetch answers with: a page's content. */
const PAGE_CONTENT = /\b(html|page|web ?page|text|content|markup)\b/i;

/**
 * Why a call fetches the page at a URL it is given and answers with its content (webscraping.ai's
 * `GET /html` "Page HTML by URL", `/selected` "HTML of a selected page area by URL and CSS
 * selector"): a required URL input, no record in its path, a doc that speaks of a page's HTML,
 * text or content, and an answer that is that content (no answer schema — HTML or text is no
 * JSON —, a string, or a list of strings). Such a call keeps nothing ("list the multiples",
 * "the country and proxy of the selected" — fresh20 readers G/M/N); undefined for every other call.
 */
export function fetchesContent(spec: ToolSpec): string | undefined {
  const http = httpOf(spec);
  if (!http || (http.method !== "get" && http.method !== "post")) return undefined;
  if (recordParams(http).length > 0) return undefined;
  const required = (spec.inputSchema as { required?: unknown }).required;
  const props = inputProps(spec);
  const url = Object.keys(props).find(
    (n) =>
      Array.isArray(required) &&
      required.includes(n) &&
      (PAGE_URL.test(n) || (props[n] as { format?: unknown }).format === "uri"),
  );
  if (!url) return undefined;
  const doc = `${spec.annotations?.title ?? ""} ${firstSentence(spec.description)}`;
  if (!PAGE_CONTENT.test(doc) || !/\burl\b/i.test(`${doc} ${spec.description ?? ""}`))
    return undefined;
  const out = spec.outputSchema as { type?: unknown; items?: { type?: unknown } } | undefined;
  const content =
    out === undefined ||
    hasType(out.type, "string") ||
    (hasType(out.type, "array") && hasType(out.items?.type, "string"));
  return content ? `fetches the page at its ${url} and answers with its content` : undefined;
}

/**
 * The request settings of a page fetch ({@link fetchesContent}): every optional input but what
 * picks the content, that has a documented default or is a map (`proxy`, `country`, `js`,
 * `timeout`, `device`, `error_on_404`, `headers`) — how the page is fetched, never a fact a person
 * states ("the country and proxy of the selected", fresh20 readers U/M). Empty for other calls.
 */
export function fetchSettings(spec: ToolSpec): Set<string> {
  const out = new Set<string>();
  if (!fetchesContent(spec)) return out;
  const required = (spec.inputSchema as { required?: unknown }).required;
  for (const [n, s] of Object.entries(inputProps(spec))) {
    if (Array.isArray(required) && required.includes(n)) continue;
    const x = s as { default?: unknown; type?: unknown; additionalProperties?: unknown };
    if (x.default !== undefined || (hasType(x.type, "object") && x.additionalProperties))
      out.add(n);
  }
  return out;
}

/** An answer's flag that a name is free (`nameAvailable`, `isAvailable`, `available`). */
const NAME_FREE_FLAG = /^(?:is_?)?(?:name_?)?available$/i;
/** An answer's field that says why a name is not free. */
const NAME_TAKEN_WHY = /^(?:reason|message|unavailab\w*)$/i;

/**
 * A check of whether a name is free (Azure's `checkNameAvailability` of every resource provider),
 * known by its answer's shape — a yes/no flag that the name is available beside a reason or
 * message — and a string input that is the name. `thing` is what the name is for, in the doc's
 * words ("The name of the Provisioning Service to check." → "provisioning service"). Undefined
 * for every other call: a module's `available` flag with no reason is a setting, not a check.
 */
export function nameCheckOf(spec: ToolSpec): { input: string; thing: string } | undefined {
  const out = (spec.outputSchema ?? {}) as { properties?: Record<string, { type?: unknown }> };
  const fields = Object.entries(out.properties ?? {});
  if (!fields.some(([k, s]) => NAME_FREE_FLAG.test(k) && hasType(s?.type, "boolean")))
    return undefined;
  if (!fields.some(([k]) => NAME_TAKEN_WHY.test(k))) return undefined;
  const props = inputProps(spec);
  const input =
    Object.keys(props).find((k) => /^name$/i.test(k) && hasType(props[k]?.type, "string")) ??
    Object.keys(props).find(
      (k) => /name$/i.test(k) && hasType(props[k]?.type, "string") && !isPlumbing(k),
    );
  if (!input) return undefined;
  const said =
    /\bname of (?:the |a |an )?(.{3,60}?)(?: to (?:check|validate|test))?\.?$/i.exec(
      String(props[input]?.description ?? "").trim(),
    )?.[1] ??
    /\b(?:if|whether) (?:the |a |an )?(.{3,60}?) name is (?:available|valid|free|taken)/i.exec(
      `${spec.annotations?.title ?? ""} ${spec.description ?? ""}`,
    )?.[1];
  if (!said || /[{}_/]/.test(said)) return undefined;
  // "Provisioning Service" → "provisioning service"; a brand before a mixed-case word stays
  // ("Windows IoT Device Service" → "Windows IoT device service").
  const words = said.split(/\s+/);
  const thing = words
    .map((w, i) =>
      /^[A-Z][a-z]+$/.test(w) && !/[A-Z].*[A-Z]|^[A-Z]{2,}$/.test(words[i + 1] ?? "")
        ? w.toLowerCase()
        : w,
    )
    .join(" ");
  return { input, thing };
}

/**
 * What a name check's answer says ({@link nameCheckOf}): whether the name is free, and the reason
 * and message it gives when not. Undefined when the answer carries no yes/no flag.
 */
export function nameCheckVerdict(
  result: unknown,
): { flag: string; free: boolean; reason?: string; message?: string } | undefined {
  if (!isObj(result)) return undefined;
  const rec = result as Record<string, unknown>;
  const flag = Object.keys(rec).find((k) => NAME_FREE_FLAG.test(k) && typeof rec[k] === "boolean");
  if (!flag) return undefined;
  const text = (k: string) =>
    typeof rec[k] === "string" && rec[k] !== "" ? (rec[k] as string) : undefined;
  return {
    flag,
    free: rec[flag] === true,
    reason: text(Object.keys(rec).find((k) => /^reason$/i.test(k)) ?? ""),
    message: text(Object.keys(rec).find((k) => /^message$/i.test(k)) ?? ""),
  };
}
