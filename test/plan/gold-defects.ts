import { isCredential, isPaging } from "../../src/core/domain/field-roles.js";
import { looseKey, singular, splitWords } from "../../src/core/domain/words.js";

/**
 * What a reader marks "meaningless gold" or "unsolvable" in a task's gold calls, as a detector
 * shared by the tests and `scripts/gold-defects.ts`. It judges from the doc (HTTP method, path,
 * operation name and summary) and the calls' real results, not from the pipeline's own tool kinds,
 * so a generator that misreads an endpoint cannot also hide it here:
 * - `empty-write`: a write whose body says nothing (`post_invite_to_app {}`, `post_join_channel {}`);
 * - `no-change-update`: an update carrying only the record's id and sign-in values
 *   (`put_custom_fields_by_id {"authtoken":…,"id":1,"login":"gpredovic"}`);
 * - `read-without-id`: a lookup "by ID" called without one (`post_get_topic {}`);
 * - `read-as-write`: a call the run treats as a write whose operation says it reads, checks or
 *   computes (`getNames`, "Get names for entities", run as a create);
 * - `plumbing-goal`: signing in or minting a token as the user's goal (`POST /auth/token`);
 * - `cross-entity-id`: an id one step found for one kind of record passed where another kind's id
 *   belongs (`get_countries_by_country_code` → `delete_jsapps_by_code {"code":"REF-3463"}`,
 *   `showSource` → `showServiceCredential {"id":"67"}`);
 * - `redundant-write`: an enable/activate/publish on a record an earlier result already showed in
 *   that state ("enable the split test" after the create returned `"active":true`);
 * - `generator-read-back`: an endpoint that generates its output from its inputs ("Generate a QR
 *   code", no record id anywhere in its paths) run as a read of a stored record ("what the margin
 *   and text for 97 cm and 68 cm are" → `get_qr`);
 * - `generator-without-content`: such an endpoint called without what it is made from
 *   (`post_chart {"backgroundColor":"ivory"}`, a QR code with a width and no text);
 * - `param-misuse`: a value that does not fit its parameter's role — a page size holding words
 *   (`rows: "San Diego charitysearch"`), another record's id as a date (`date: "tim_1001"`), a
 *   value outside the options the doc lists (`format: "xml"` where it says 'png', 'jpg', 'svg');
 * - `service-goal`: stopping or restarting the service itself as the goal (`POST /system/stop`);
 * - `key-not-passed`: a call on a record an earlier call of the same path param named, with another
 *   key (`get_payments_by_trans_id {"transId":13.2}` → `post_payments_by_trans_id_returns
 *   {"transId":44.52}`);
 * - `other-field-key`: a param named like a field of the records an earlier call listed, given the
 *   value of their other key (`get_tyk_keys {"api_id":"ref_1056"}` over `{"api_id":"api_1001",
 *   "id":"ref_1056"}`);
 * - `message-for-code`: a raw string body the doc calls an id or code given a sentence
 *   (`activateSaveOffer {"body":"Backup itv, kept for failover."}`, "The coupon id to be checked.");
 * - `provider-token-goal`: a goal write whose required body is a provider's token nobody can say
 *   (`addPaymentMethod {"token":"demo_1s2b5e8"}`);
 * - `one-of-missing`: the doc says one of two inputs must be given, and the call gives neither
 *   (`post_profiles` "using either a card or a Legato token. You must supply one of them.");
 * - `read-worded-write`: the goal is asked with a reading verb while its call writes ("check the
 *   payment" → `post_payments_by_trans_id_returns`, a refund);
 * - `write-as-lookup`: a step before the goal whose doc says it changes something, used to find a
 *   value (`post_api_v1_users_me_notifications_read_all {}` "Mark all my notification as read",
 *   then `addLive {"channelId":42}`);
 * - `state-not-set`: an action whose result still shows the record's flag for the state it names
 *   unset (`CancelDocument` → `"cancelled":false`);
 * - `echo-goal`: a goal whose result only hands back its arguments, plus at most one label
 *   (`post_request {…}` → the same object and `"request":"Request 2"`);
 * - `system-time-key`: a record the user names by a time the system keeps — one the doc marks
 *   `readOnly`, or a `last_`/`next_`/past-tense stamp ("the dag with a last expired of Dec 14");
 * - `unasked-arg`: an optional argument nobody asked for — its doc default said again
 *   (`"only_active": true`), a field the doc marks `readOnly` (`occupied_slots`), or how many
 *   results to return (`"count": 2`, "A number of arrivals to return").
 *
 * `read-worded-write` also covers a GET whose name and doc open with the same acting verb
 * ("the status of the scan" → `StopScanPage` "Stop a scan identified by id.").
 */
export type GoldDefectKind =
  | "empty-write"
  | "no-change-update"
  | "read-without-id"
  | "read-as-write"
  | "plumbing-goal"
  | "cross-entity-id"
  | "redundant-write"
  | "generator-read-back"
  | "generator-without-content"
  | "param-misuse"
  | "service-goal"
  | "key-not-passed"
  | "other-field-key"
  | "message-for-code"
  | "provider-token-goal"
  | "one-of-missing"
  | "read-worded-write"
  | "write-as-lookup"
  | "state-not-set"
  | "echo-goal"
  | "system-time-key"
  | "unasked-arg";
export const GOLD_DEFECT_KINDS: GoldDefectKind[] = [
  "empty-write",
  "no-change-update",
  "read-without-id",
  "read-as-write",
  "plumbing-goal",
  "cross-entity-id",
  "redundant-write",
  "generator-read-back",
  "generator-without-content",
  "param-misuse",
  "service-goal",
  "key-not-passed",
  "other-field-key",
  "message-for-code",
  "provider-token-goal",
  "one-of-missing",
  "read-worded-write",
  "write-as-lookup",
  "state-not-set",
  "echo-goal",
  "system-time-key",
  "unasked-arg",
];

export interface GoldDefect {
  kind: GoldDefectKind;
  /** Index of the call in the gold. */
  call: number;
  detail: string;
}

type Json = Record<string, unknown>;

/** The parts of a bundle the detector reads (stored bundles, v1 or v2). */
export interface BundleLike {
  tools: Array<{
    name: string;
    description?: string;
    inputSchema?: unknown;
    outputSchema?: unknown;
    source?: { format?: string; pointer?: string };
  }>;
  model?: {
    tools?: Record<
      string,
      { kind?: string; inputs?: Record<string, { source?: string; role?: string }> }
    >;
  };
}

export interface GoldCall {
  tool: string;
  args: Json;
  /** The call's real result, when known (from the trajectory). */
  result?: unknown;
  /** Indices of the earlier calls it takes values from, when the run says (`dependsOn`). */
  dependsOn?: number[];
}

export interface GoldTask {
  /** The goal tools (first and second request), when the run says. */
  goals?: string[];
  /** The goal as the writer was handed it ("check the payment"), when the run says. */
  goalPhrase?: string;
  /** How the run asked for the goal (`read`: the writer words a question), when the run says. */
  goalKind?: string;
  calls: GoldCall[];
  /** Records the user named by a field (`s2.dag_id.select.last_expired`), when the run says. */
  selects?: Array<{ field: string; value: unknown }>;
}

const WRITES = new Set(["create", "update", "delete", "action"]);
/** First words of an operation that reads, checks or computes rather than records something. */
const READ_VERBS =
  /^(get|gets|fetch|retrieve|read|show|view|describe|lookup|look|looks|check|checks|search|find|query|list|validate|validates|verify|convert|converts|estimate|estimates|compute|computes|calculate|calculates|count|resolve)$/;
const PLUMBING_WORDS =
  /^(auth|authenticate|authentication|authorize|oauth|oauth2|login|logon|logout|logoff|signin|signout|session|sessions|password|passwords|credential|credentials)$/;
/** A token is sign-in only when the doc says so: a crypto API's tokens are its records. */
const TOKEN_WORDS = /^(token|tokens)$/;
const SIGN_IN_TEXT =
  /authenticat|\blog ?in\b|\bsign ?in\b|access token|bearer|api token|auth token/i;

function isRecord(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A value that says something: not `{}`, `[]`, `""`, `null`, nor containers of those. */
export function meaningful(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === "string") return v.trim().length > 0;
  if (Array.isArray(v)) return v.some(meaningful);
  if (isRecord(v)) return Object.values(v).some(meaningful);
  return true;
}

interface Http {
  method: string;
  segments: string[];
}

function httpOf(spec: BundleLike["tools"][number] | undefined): Http | undefined {
  const pointer = spec?.source?.pointer;
  if (!pointer?.startsWith("/paths/")) return undefined;
  const parts = pointer.split("/").map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  const method = parts[parts.length - 1]!.toLowerCase();
  const path = parts.slice(2, -1).join("/");
  return { method, segments: path.split("/").filter(Boolean) };
}

const isParam = (s: string) => /^\{[^}]+\}/.test(s);
const paramOf = (s: string) => /^\{([^}]+)\}/.exec(s)?.[1] ?? s;
/** `countries.json` → `country`; `service_credentials` → `service_credential`. */
function nounOf(segment: string): string {
  const words = splitWords(segment.replace(/\.(json|xml|yaml|csv)$/i, ""));
  if (words.length === 0) return "";
  words[words.length - 1] = singular(words[words.length - 1]!);
  return words.join("_");
}

/** Input names that are sign-in, paging or transport: never what a call is about. */
function machineInputs(bundle: BundleLike, tool: string): Set<string> {
  const out = new Set<string>();
  const spec = bundle.tools.find((t) => t.name === tool);
  const props = ((spec?.inputSchema as { properties?: Json } | undefined)?.properties ??
    {}) as Record<string, { description?: string }>;
  for (const [name, schema] of Object.entries(props))
    if (isCredential(name, schema?.description) || isPaging(name)) out.add(name);
  const inputs = bundle.model?.tools?.[tool]?.inputs ?? {};
  for (const [name, input] of Object.entries(inputs))
    if (
      input.source === "plumbing" ||
      input.source === "system" ||
      input.role === "credential" ||
      input.role === "paging"
    )
      out.add(name);
  return out;
}

const ID_KEY = /(^|_)(id|ids|uuid|key|code|slug|number|no)$/;
const idLike = (name: string) => ID_KEY.test(splitWords(name).join("_")) || looseKey(name) === "id";

/** Params that name the record a call acts on: path params, and the model's id/reference inputs. */
function targetParams(bundle: BundleLike, tool: string): Set<string> {
  const out = new Set<string>();
  const http = httpOf(bundle.tools.find((t) => t.name === tool));
  for (const s of http?.segments ?? []) if (isParam(s)) out.add(paramOf(s));
  for (const [name, input] of Object.entries(bundle.model?.tools?.[tool]?.inputs ?? {}))
    if (input.role === "id" || input.role === "reference") out.add(name);
  return out;
}

/**
 * The kind of record a param names, judged from the doc: the static path segment before
 * `{param}` (`/jsapps/{code}.json` → jsapp), else the stem of `x_id` (`service_credential_id`).
 */
function paramEntity(bundle: BundleLike, tool: string, param: string): string | undefined {
  const spec = bundle.tools.find((t) => t.name === tool);
  const http = httpOf(spec);
  const segs = http?.segments ?? [];
  const at = segs.findIndex((s) => isParam(s) && paramOf(s) === param);
  const words = splitWords(param);
  const stem = words.length >= 2 && ID_KEY.test(words[words.length - 1]!) ? words.slice(0, -1) : [];
  // `/payments/{transId}`: the segment names the record; the param's own word is another name for
  // its key (the f9 readers' transaction is the payment).
  if (at > 0 && !isParam(segs[at - 1]!)) return nounOf(segs[at - 1]!);
  if (stem.length > 0) return nounOf(stem.join("_"));
  // A bare `id` the doc describes ("screenshot ID") names what the description says.
  const props = ((spec?.inputSchema as { properties?: Json } | undefined)?.properties ??
    {}) as Record<string, { description?: unknown }>;
  const desc = props[param]?.description;
  const said =
    typeof desc === "string" ? /^(?:the\s+)?([a-z]+)\s+id\b/i.exec(desc.trim())?.[1] : undefined;
  return said && looseKey(param) === "id" ? nounOf(said) : undefined;
}

/** The kind of record a tool returns at its root: the last static path segment. */
function toolEntity(bundle: BundleLike, tool: string): string | undefined {
  const http = httpOf(bundle.tools.find((t) => t.name === tool));
  if (!http) return undefined;
  // `/trials/search` returns trials; `/search` alone says nothing about what it returns.
  const segs = http.segments.filter(
    (s) =>
      !isParam(s) &&
      !/^(v\d+.*|api|new|latest|top|recent|current|all|me|my|for_edit|details?)$/i.test(s) &&
      !READ_VERBS.test(splitWords(s)[0] ?? ""),
  );
  const last = segs[segs.length - 1];
  return last ? nounOf(last) : undefined;
}

/**
 * Where `value` sits in `result` as an identifier: the entity of the record it identifies
 * (`x_id` → x; `id`/`code` → the list or object key it is under, else the tool's entity).
 */
function identifiedBy(result: unknown, value: unknown, rootEntity: string | undefined) {
  const hits: Array<{ key: string; entity: string | undefined }> = [];
  const walk = (v: unknown, container: string | undefined, depth: number) => {
    if (depth > 6) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, container, depth + 1);
      return;
    }
    if (!isRecord(v)) return;
    for (const [k, x] of Object.entries(v)) {
      if ((typeof x === "string" || typeof x === "number") && String(x) === String(value)) {
        const words = splitWords(k);
        if (words.length >= 2 && ID_KEY.test(words[words.length - 1]!))
          hits.push({ key: k, entity: nounOf(words.slice(0, -1).join("_")) });
        else if (idLike(k)) hits.push({ key: k, entity: container });
      } else if (typeof x === "object" && x !== null) {
        const generic = /^(data|items|results|result|records|list|entries|content|rows)$/i.test(k);
        walk(x, generic ? container : nounOf(k), depth + 1);
      }
    }
  };
  walk(result, rootEntity, 0);
  return hits;
}

function sameNoun(a: string, b: string): boolean {
  if (looseKey(a) === looseKey(b)) return true;
  // `split_test` vs `traffic_split`, `site_form` vs `form`: one names the other's last words.
  const wa = a.split("_");
  const wb = b.split("_");
  const tail = (x: string[], y: string[]) =>
    x.length <= y.length && x.join("_") === y.slice(y.length - x.length).join("_");
  return tail(wa, wb) || tail(wb, wa) || wa.some((w) => w.length > 3 && wb.includes(w));
}

const FLAG_OF: Array<{ verb: RegExp; field: RegExp; value: unknown }> = [
  {
    verb: /^(enable|activate|publish|start)$/,
    field: /^(is_)?(active|enabled|published)$/,
    value: true,
  },
  {
    verb: /^(disable|deactivate|unpublish|stop)$/,
    field: /^(is_)?(active|enabled|published)$/,
    value: false,
  },
  { verb: /^archive$/, field: /^(is_)?archived$/, value: true },
];

const GENERATE = /^(generate|generates|render|renders|draw|draws|encode|encodes|plot|plots)$/i;
/** How a generated artefact looks rather than what it shows. */
const LOOKS =
  /(colou?r|background|format|size|width|height|margin|padding|scale|quality|dpi|ratio)$/i;

/** A doc operation that makes its output from its inputs and keeps no record of it. */
function isGenerator(bundle: BundleLike, tool: string): boolean {
  const spec = bundle.tools.find((t) => t.name === tool);
  const http = httpOf(spec);
  if (!spec || !http || http.segments.some(isParam)) return false;
  const first = (spec.description ?? "").trim().split(/\s+/)[0] ?? "";
  if (!GENERATE.test(first)) return false;
  const base = `/${http.segments.join("/")}/`;
  return !bundle.tools.some((t) => {
    const h = httpOf(t);
    return !!h && `/${h.segments.join("/")}`.startsWith(base) && h.segments.some(isParam);
  });
}

function propsOf(bundle: BundleLike, tool: string): Record<string, Json> {
  const spec = bundle.tools.find((t) => t.name === tool);
  return ((spec?.inputSchema as { properties?: Json } | undefined)?.properties ?? {}) as Record<
    string,
    Json
  >;
}

/** Why a value misfits its parameter, judged from the param's description and earlier results. */
function misuse(
  bundle: BundleLike,
  task: GoldTask,
  i: number,
  name: string,
  value: unknown,
): string | undefined {
  const schema = propsOf(bundle, task.calls[i]!.tool)[name] ?? {};
  const desc = typeof schema.description === "string" ? schema.description : undefined;
  if (isPaging(name, desc) && typeof value === "string" && !/^\d+$/.test(value))
    return `${name} is a page size, given ${JSON.stringify(value)}`;
  // "The output format of the chart, 'png', 'jpg', 'svg', or 'webp'.": one of those, or none.
  const listed = [...(desc ?? "").matchAll(/'([^'\s]{1,20})'/g)].map((m) => m[1]);
  if (listed.length >= 2 && typeof value === "string" && !listed.includes(value))
    return `${name}=${JSON.stringify(value)}, not one of ${listed.join("/")}`;
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  if (idLike(name)) return undefined;
  for (let j = i - 1; j >= 0; j--) {
    const prev = task.calls[j]!;
    if (prev.result === undefined) continue;
    const hits = identifiedBy(prev.result, value, undefined).filter(
      (h) => looseKey(h.key) !== looseKey(name) && h.key !== name,
    );
    // Small numbers recur in any record: only an id string (`tim_1001`) says where it came from.
    if (hits.length > 0 && typeof value === "string" && /\d/.test(value))
      return `${name}=${JSON.stringify(value)} is ${prev.tool}'s ${hits[0]!.key}`;
  }
  return undefined;
}

const SERVICE = /^(system|server|service|admin)$/i;
const LIFECYCLE = /^(stop|shutdown|restart|reboot|halt|kill)$/i;

/** The gold defects of one task, given the bundle of its environment. */
/** Verbs that do something to a record or a service when an operation opens with them. */
const ACTING = /^(stop|clean|clear|cancel|delete|remove|kill|abort|purge|reset|restart|start|run)$/;

/** `StopScanPage` "Stop a scan identified by id.": the name and the doc open with one acting verb. */
function actsByNameAndDoc(spec: BundleLike["tools"][number] | undefined): boolean {
  const first = splitWords(spec?.name ?? "")[0] ?? "";
  const said = splitWords((spec?.description ?? "").trim().split(/\s+/)[0] ?? "")[0] ?? "";
  return ACTING.test(first) && first === said;
}

/** A stamp the system keeps: `readOnly` in any output schema of the bundle, or a bookkeeping name. */
function isKeptTime(bundle: BundleLike, field: string, value: unknown): boolean {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  const words = splitWords(field);
  if (words[0] === "last" || words[0] === "next") return true;
  if (
    words.some((w) =>
      /^(expired|parsed|pickled|modified|changed|updated|synced|processed|indexed)$/.test(w),
    )
  )
    return true;
  const found = (s: unknown, depth: number): boolean => {
    if (!isRecord(s) || depth > 8) return false;
    const props = isRecord(s.properties) ? s.properties : {};
    const own = props[field];
    if (isRecord(own) && own.readOnly === true) return true;
    return [...Object.values(props), s.items, ...(Array.isArray(s.allOf) ? s.allOf : [])].some(
      (x) => found(x, depth + 1),
    );
  };
  return bundle.tools.some((t) => found(t.outputSchema, 0));
}

/** An optional argument nobody asked for: its default again, a readOnly field, a result size. */
function unaskedArg(bundle: BundleLike, tool: string, args: Json): string | undefined {
  const spec = bundle.tools.find((t) => t.name === tool);
  const input = isRecord(spec?.inputSchema) ? spec.inputSchema : {};
  const props = isRecord(input.properties) ? input.properties : {};
  const required = new Set(Array.isArray(input.required) ? input.required.map(String) : []);
  for (const [k, v] of Object.entries(args)) {
    const p = props[k];
    if (!isRecord(p) || required.has(k)) continue;
    const desc = typeof p.description === "string" ? p.description : "";
    if (p.default !== undefined && JSON.stringify(p.default) === JSON.stringify(v))
      return `${k}=${JSON.stringify(v)} (its default)`;
    if (p.readOnly === true) return `${k} (read-only)`;
    if (/\b(?:number|count|max(?:imum)?) of [a-z ]{1,40}? to return\b/i.test(desc))
      return `${k}=${JSON.stringify(v)} ("${desc.slice(0, 50)}")`;
  }
  for (const [k, v] of Object.entries(args)) {
    const p = props[k];
    if (!isRecord(v) || !isRecord(p) || !isRecord(p.properties)) continue;
    const inner = p.properties;
    for (const f of Object.keys(v))
      if (isRecord(inner[f]) && (inner[f] as Json).readOnly === true)
        return `${k}.${f} (read-only)`;
  }
  return undefined;
}

export function goldDefects(task: GoldTask, bundle: BundleLike): GoldDefect[] {
  const out: GoldDefect[] = [];
  for (const sel of task.selects ?? [])
    if (isKeptTime(bundle, sel.field, sel.value)) {
      out.push({
        kind: "system-time-key",
        call: -1,
        detail: `named by ${sel.field} ${String(sel.value)}`,
      });
      break;
    }
  task.calls.forEach((call, i) => {
    const unasked = unaskedArg(bundle, call.tool, call.args);
    if (unasked) out.push({ kind: "unasked-arg", call: i, detail: `${call.tool}: ${unasked}` });
  });
  const goals = new Set(task.goals ?? []);
  task.calls.forEach((call, i) => {
    if (isGenerator(bundle, call.tool)) {
      const kind = bundle.model?.tools?.[call.tool]?.kind;
      if (kind === "read" || kind === "list")
        out.push({ kind: "generator-read-back", call: i, detail: `${call.tool} run as ${kind}` });
      const props = propsOf(bundle, call.tool);
      const content = Object.keys(props).filter(
        (k) => !LOOKS.test(k) && !["integer", "number", "boolean"].includes(String(props[k]?.type)),
      );
      if (content.length > 0 && !content.some((k) => meaningful(call.args[k])))
        out.push({
          kind: "generator-without-content",
          call: i,
          detail: `${call.tool} ${JSON.stringify(call.args)} (no ${content.join("/")})`,
        });
    }
    for (const [k, v] of Object.entries(call.args)) {
      const why = misuse(bundle, task, i, k, v);
      if (why) {
        out.push({ kind: "param-misuse", call: i, detail: `${call.tool}: ${why}` });
        break;
      }
    }
    if (goals.has(call.tool)) {
      const segs = httpOf(bundle.tools.find((t) => t.name === call.tool))?.segments ?? [];
      const last = segs[segs.length - 1] ?? "";
      if (
        segs.length >= 2 &&
        LIFECYCLE.test(last) &&
        segs.slice(0, -1).every((x) => SERVICE.test(x))
      )
        out.push({ kind: "service-goal", call: i, detail: call.tool });
    }
    const spec = bundle.tools.find((t) => t.name === call.tool);
    const kind = bundle.model?.tools?.[call.tool]?.kind;
    const http = httpOf(spec);
    const machine = machineInputs(bundle, call.tool);
    const said = Object.entries(call.args).filter(([k]) => !machine.has(k));
    const write = kind ? WRITES.has(kind) : http ? http.method !== "get" : false;
    // `POST /about/factoryreset` takes nothing: there is nothing more to say. A body left empty is.
    const offered = Object.keys(
      ((spec?.inputSchema as { properties?: Json } | undefined)?.properties ?? {}) as Json,
    ).filter((k) => !machine.has(k));
    if (write && offered.length > 0 && !said.some(([, v]) => meaningful(v)))
      out.push({
        kind: "empty-write",
        call: i,
        detail: `${call.tool} ${JSON.stringify(call.args)}`,
      });
    const targets = targetParams(bundle, call.tool);
    const isUpdate = kind === "update" || http?.method === "put" || http?.method === "patch";
    // What the update acts on: its path params and its own id; a reference it sets is a change.
    const acted = new Set([...(http?.segments ?? [])].filter(isParam).map(paramOf));
    for (const [name, input] of Object.entries(bundle.model?.tools?.[call.tool]?.inputs ?? {}))
      if (input.role === "id") acted.add(name);
    if (
      isUpdate &&
      said.some(([, v]) => meaningful(v)) &&
      !said.some(([k, v]) => !acted.has(k) && meaningful(v))
    )
      out.push({
        kind: "no-change-update",
        call: i,
        detail: `${call.tool} ${JSON.stringify(call.args)}`,
      });
    if (kind === "read") {
      const last = http?.segments[http.segments.length - 1];
      const pathKey = last !== undefined && isParam(last) ? paramOf(last) : undefined;
      const byId =
        pathKey !== undefined ||
        /\bby (its |their |the )?(id|ids|identifier|uuid)\b/i.test(spec?.description ?? "");
      const hasId = (v: unknown, key: string): boolean =>
        isRecord(v)
          ? Object.entries(v).some(([k, x]) => hasId(x, k))
          : Array.isArray(v)
            ? v.some((x) => hasId(x, key))
            : idLike(key) && meaningful(v);
      const given = pathKey ? meaningful(call.args[pathKey]) : said.some(([k, v]) => hasId(v, k));
      if (byId && !given)
        out.push({
          kind: "read-without-id",
          call: i,
          detail: `${call.tool} ${JSON.stringify(call.args)}`,
        });
    }
    if (kind && WRITES.has(kind)) {
      const nameWords = splitWords(call.tool);
      const verb = http && nameWords[0] === http.method ? nameWords[1] : nameWords[0];
      const first = splitWords((spec?.description ?? "").trim().split(/\s+/)[0] ?? "")[0];
      if ((verb && READ_VERBS.test(verb)) || (first && READ_VERBS.test(first) && !verb))
        out.push({ kind: "read-as-write", call: i, detail: `${call.tool} run as ${kind}` });
    }
    if (goals.has(call.tool)) {
      const words = [
        ...splitWords(call.tool),
        ...(http?.segments ?? []).filter((s) => !isParam(s)).flatMap((s) => splitWords(s)),
      ];
      if (
        words.some((w) => PLUMBING_WORDS.test(w)) ||
        (words.some((w) => TOKEN_WORDS.test(w)) && SIGN_IN_TEXT.test(spec?.description ?? ""))
      )
        out.push({ kind: "plumbing-goal", call: i, detail: call.tool });
    }
    // An id passed on from an earlier result must name the kind of record this param names.
    for (const [k, v] of Object.entries(call.args)) {
      if (!(typeof v === "string" || typeof v === "number") || !targets.has(k)) continue;
      const wanted = paramEntity(bundle, call.tool, k);
      if (!wanted) continue;
      for (let j = i - 1; j >= 0; j--) {
        // Small numeric ids recur in unrelated records: only the calls this one reads from count.
        if (call.dependsOn && !call.dependsOn.includes(j)) continue;
        const prev = task.calls[j]!;
        if (prev.result === undefined) continue;
        const hits = identifiedBy(prev.result, v, toolEntity(bundle, prev.tool));
        if (hits.length === 0) continue;
        if (hits.every((h) => h.entity !== undefined && !sameNoun(h.entity, wanted)))
          out.push({
            kind: "cross-entity-id",
            call: i,
            detail: `${call.tool}.${k}=${JSON.stringify(v)} (a ${wanted}) from ${prev.tool}.${hits[0]!.key} (a ${hits[0]!.entity})`,
          });
        break;
      }
    }
    const verbWords = splitWords(call.tool);
    const flag = FLAG_OF.find((f) => verbWords.some((w) => f.verb.test(w)));
    if (flag && kind && WRITES.has(kind)) {
      const ids = Object.entries(call.args)
        .filter(([k]) => targets.has(k))
        .map(([, x]) => x);
      const already = task.calls.slice(0, i).some((prev) => {
        let hit = false;
        const walk = (r: unknown) => {
          if (Array.isArray(r)) r.forEach(walk);
          else if (isRecord(r)) {
            const mine = ids.some((x) => r.id !== undefined && String(r.id) === String(x));
            if (
              mine &&
              Object.entries(r).some(([fk, fv]) => flag.field.test(fk) && fv === flag.value)
            )
              hit = true;
            Object.values(r).forEach(walk);
          }
        };
        walk(prev.result);
        return hit;
      });
      if (already)
        out.push({
          kind: "redundant-write",
          call: i,
          detail: `${call.tool} on a record already so`,
        });
    }
  });
  out.push(...keyDefects(task, bundle), ...effectDefects(task, bundle));
  return out;
}

/** First words of an operation's doc that change something ("Mark all my notification as read"). */
const CHANGE_VERBS =
  /^(mark|marks|set|sets|update|updates|reset|resets|clear|clears|delete|deletes|remove|removes|cancel|cancels|archive|archives|send|sends|dismiss|dismisses|acknowledge|acknowledges)$/;
/** Verbs whose state a record carries as a yes/no field (`cancel` → `cancelled`). */
const STATE_OF: Array<{ verb: RegExp; field: RegExp }> = [
  { verb: /^cancel$/, field: /^(is_?)?cancell?ed$/i },
  { verb: /^void$/, field: /^(is_?)?voided$/i },
  { verb: /^archive$/, field: /^(is_?)?archived$/i },
  { verb: /^(verify|confirm)$/, field: /^(is_?)?(verified|confirmed)$/i },
  { verb: /^approve$/, field: /^(is_?)?approved$/i },
  { verb: /^publish$/, field: /^(is_?)?published$/i },
];

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Defects seen in what the calls did: side-effect lookups, actions without their effect, echoes. */
function effectDefects(task: GoldTask, bundle: BundleLike): GoldDefect[] {
  const out: GoldDefect[] = [];
  const goals = new Set(task.goals ?? []);
  task.calls.forEach((call, i) => {
    const spec = bundle.tools.find((t) => t.name === call.tool);
    const http = httpOf(spec);
    const first = splitWords((spec?.description ?? "").trim().split(/\s+/)[0] ?? "")[0] ?? "";
    const feeds = task.calls.some((c, j) => j > i && (c.dependsOn ?? []).includes(i));
    if (!goals.has(call.tool) && feeds && http && http.method !== "get" && CHANGE_VERBS.test(first))
      out.push({
        kind: "write-as-lookup",
        call: i,
        detail: `${call.tool} ("${spec?.description ?? ""}") feeds a later call`,
      });
    const verbs = splitWords(call.tool).filter((w) => w !== http?.method);
    const state = STATE_OF.find((s) => verbs.some((w) => s.verb.test(w)));
    if (state && isRecord(call.result)) {
      const unset = Object.entries(call.result).find(
        ([k, v]) => state.field.test(k) && v === false,
      );
      if (unset)
        out.push({
          kind: "state-not-set",
          call: i,
          detail: `${call.tool} → "${unset[0]}":false`,
        });
    }
    if (goals.has(call.tool) && isRecord(call.result)) {
      const args = Object.entries(call.args).filter(([, v]) => meaningful(v));
      const result = call.result;
      const extra = Object.keys(result).filter((k) => !(k in call.args));
      if (
        args.length > 0 &&
        args.every(([k, v]) => sameJson(result[k], v)) &&
        extra.length <= 1 &&
        extra.every((k) => typeof result[k] === "string")
      )
        out.push({
          kind: "echo-goal",
          call: i,
          detail: `${call.tool} hands back its arguments${extra.length ? ` and ${extra[0]}=${JSON.stringify(result[extra[0]!])}` : ""}`,
        });
    }
  });
  return out;
}

const READING_PHRASE = /^(check|list|find|look up|show|see|get|view|search)\b/i;
const CODE_DOC = /^\s*(?:the|a|an)\s+([a-z]+)\s+(?:id|identifier|code)\b/i;
const PROVIDER_TOKEN = /\b(provider|third[- ]party|obtained|issued|tokeni[sz]ation)\b/i;
const ONE_OF =
  /\beither\s+(?:an?\s+|the\s+)?([\w-]+)\s+or\s+(?:an?\s+|the\s+)?([\w-]+)(?:\s+([\w-]+))?[^.]*\.\s*[^.]*\b(?:must|need to|have to)\s+(?:supply|provide|give|include|pass|specify|send)\s+(?:one|either)\b/i;

/** The records (objects) anywhere in a result, a few levels deep. */
function recordsIn(v: unknown, depth = 0, out: Json[] = []): Json[] {
  if (depth > 5) return out;
  if (Array.isArray(v)) for (const x of v) recordsIn(x, depth + 1, out);
  else if (isRecord(v)) {
    out.push(v);
    for (const x of Object.values(v)) recordsIn(x, depth + 1, out);
  }
  return out;
}

/** The f9 readers' causes: keys not passed by meaning, bodies, tokens, alternatives, wording. */
function keyDefects(task: GoldTask, bundle: BundleLike): GoldDefect[] {
  const out: GoldDefect[] = [];
  const goals = new Set(task.goals ?? []);
  task.calls.forEach((call, i) => {
    const spec = bundle.tools.find((t) => t.name === call.tool);
    const http = httpOf(spec);
    const props = propsOf(bundle, call.tool);
    const kind = bundle.model?.tools?.[call.tool]?.kind;
    const write = kind ? WRITES.has(kind) : http ? http.method !== "get" : false;
    // The same path param of an earlier call on the same path names the record the user meant.
    const params = (http?.segments ?? []).filter(isParam).map(paramOf);
    for (const p of params) {
      const mine = call.args[p];
      if (mine === undefined) continue;
      const prefix = (segs: string[]) => segs.slice(0, segs.findIndex((x) => paramOf(x) === p) + 1);
      const here = prefix(http!.segments).join("/");
      for (let j = i - 1; j >= 0; j--) {
        const prev = task.calls[j]!;
        const ph = httpOf(bundle.tools.find((t) => t.name === prev.tool));
        if (!ph || prefix(ph.segments).join("/") !== here || prev.args[p] === undefined) continue;
        if (String(prev.args[p]) !== String(mine))
          out.push({
            kind: "key-not-passed",
            call: i,
            detail: `${call.tool}.${p}=${JSON.stringify(mine)} after ${prev.tool}.${p}=${JSON.stringify(prev.args[p])}`,
          });
        break;
      }
    }
    // `api_id: "ref_1056"` where the record holding "ref_1056" (as `id`) says `api_id: "api_1001"`.
    for (const [k, v] of Object.entries(call.args)) {
      if (typeof v !== "string" && typeof v !== "number") continue;
      if (splitWords(k).length < 2 || !idLike(k)) continue;
      for (let j = i - 1; j >= 0; j--) {
        const prev = task.calls[j]!;
        const holder = recordsIn(prev.result).find(
          (r) =>
            Object.entries(r).some(
              ([fk, fv]) => fk !== k && String(fv) === String(v) && idLike(fk),
            ) && k in r,
        );
        if (holder && String(holder[k]) !== String(v)) {
          out.push({
            kind: "other-field-key",
            call: i,
            detail: `${call.tool}.${k}=${JSON.stringify(v)} where ${prev.tool}'s record has ${k}=${JSON.stringify(holder[k])}`,
          });
          break;
        }
      }
    }
    for (const [k, v] of Object.entries(call.args)) {
      const sch = props[k] ?? {};
      const desc = typeof sch.description === "string" ? sch.description : "";
      if (
        sch.type === "string" &&
        typeof v === "string" &&
        /\s/.test(v.trim()) &&
        CODE_DOC.test(desc)
      )
        out.push({
          kind: "message-for-code",
          call: i,
          detail: `${call.tool}.${k}=${JSON.stringify(v)} (${desc.trim()})`,
        });
    }
    // A GET that acts, whatever the run took it for: its name and doc open with one acting verb.
    if (
      http?.method === "get" &&
      ((task.goalPhrase && READING_PHRASE.test(task.goalPhrase)) ||
        task.goalKind === "read" ||
        task.goalKind === "list") &&
      task.goals?.[0] === call.tool &&
      actsByNameAndDoc(spec)
    )
      out.push({
        kind: "read-worded-write",
        call: i,
        detail: `"${task.goalPhrase}" (${task.goalKind}) → ${call.tool} ("${(spec?.description ?? "").slice(0, 40)}")`,
      });
    if (goals.has(call.tool) && write) {
      const required = ((spec?.inputSchema as { required?: unknown } | undefined)?.required ??
        []) as string[];
      const token = (Array.isArray(required) ? required : []).find((name) => {
        const d = props[name]?.description;
        const desc = typeof d === "string" ? d : "";
        const where = props[name]?.["x-in"];
        return (
          where !== "header" &&
          where !== "query" &&
          /\btoken\b/i.test(`${name} ${desc}`) &&
          PROVIDER_TOKEN.test(desc) &&
          isCredential(name, desc)
        );
      });
      if (
        token &&
        !task.calls
          .slice(0, i)
          .some((c) => JSON.stringify(c.result ?? "").includes(String(call.args[token])))
      )
        out.push({ kind: "provider-token-goal", call: i, detail: `${call.tool}.${token}` });
      const m = ONE_OF.exec(spec?.description ?? "");
      if (m) {
        const named = [m[1], m[3] ?? m[2], m[2]]
          .map((w) => Object.keys(props).find((p) => w && looseKey(p) === looseKey(w)))
          .filter((x): x is string => !!x);
        if (named.length >= 2 && !named.some((n) => meaningful(call.args[n])))
          out.push({
            kind: "one-of-missing",
            call: i,
            detail: `${call.tool} without ${[...new Set(named)].join(" or ")}`,
          });
      }
      if (
        task.goalPhrase &&
        READING_PHRASE.test(task.goalPhrase) &&
        task.goals?.[0] === call.tool &&
        http &&
        http.method !== "get" &&
        (kind === "create" || kind === "update" || kind === "delete" || kind === "action")
      )
        out.push({
          kind: "read-worded-write",
          call: i,
          detail: `"${task.goalPhrase}" → ${call.tool}`,
        });
    }
  });
  return out;
}
