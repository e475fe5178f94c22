import { schemaAtPath } from "../domain/enum-labels.js";
import { isJsonApiResource } from "../domain/envelope.js";
import { isCredential, isPaging } from "../domain/field-roles.js";
import { flatSchema, propsOf, requiredOf } from "../domain/json-schema.js";
import { oneOfRequired } from "../domain/required-inputs.js";
import { isSwitchVerb, switchFlag } from "../domain/switches.js";
import {
  bareVerbWrite,
  echoesRequest,
  generatesFromInputs,
  isRelationSegment,
} from "../domain/tool-kind.js";
import { isActionVerb } from "../domain/verbs.js";
import { escapeRegExp, isPlural, looseKey, singular, splitWords } from "../domain/words.js";
import { modelOf } from "../envgen/index.js";
import { GONE_STATE, RESTORE_VERBS } from "../envgen/lifecycle.js";
import { entityKey } from "../graph/names.js";
import type { EnvBundle, ToolSpec } from "../schema/index.js";
import type { Precondition, SemanticModel, ToolModel } from "../schema/semantic-model.js";

type Json = Record<string, unknown>;

export { oneOfRequired };

function isRecord(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The environment's semantic model: stored by envgen (v2) or inferred once for v1 bundles. */
export function semanticModelOf(bundle: EnvBundle): SemanticModel | undefined {
  return modelOf(bundle);
}

export function toolModelOf(bundle: EnvBundle, tool: string): ToolModel | undefined {
  return semanticModelOf(bundle)?.tools[tool];
}

/** A record of a state collection with the collection it lives in. */
export interface Located {
  collection: string;
  record: Json;
}

function collections(state: Json): Array<{ name: string; records: Array<[string, Json]> }> {
  const out: Array<{ name: string; records: Array<[string, Json]> }> = [];
  for (const name of Object.keys(state).sort()) {
    if (name.startsWith("__")) continue;
    const v = state[name];
    if (Array.isArray(v)) {
      out.push({
        name,
        records: v.filter(isRecord).map((r, i) => [String(i), r] as [string, Json]),
      });
    } else if (isRecord(v)) {
      const entries = Object.keys(v)
        .sort()
        .map((k) => [k, v[k]] as [string, unknown]);
      if (entries.length > 0 && entries.every(([, r]) => isRecord(r)))
        out.push({ name, records: entries as Array<[string, Json]> });
    }
  }
  return out;
}

function idFieldsOf(bundle: EnvBundle, collection: string, record: Json): string[] {
  const model = semanticModelOf(bundle);
  const ent = model?.entities[collection];
  const own = entityKey(collection);
  const names = Object.keys(record).filter((k) => {
    const n = k.toLowerCase();
    return n === "id" || n === `${own}_id` || n === `${own}id`;
  });
  return ent?.idField ? [ent.idField, ...names.filter((n) => n !== ent.idField)] : names;
}

/**
 * The record an id names, in the preferred collection first (the id's entity), then any: by its
 * own id field or the key of an id-keyed map. Undefined when no record has that id.
 */
export function findRecord(
  bundle: EnvBundle,
  state: Json,
  id: unknown,
  prefer?: string,
): Located | undefined {
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  const cols = collections(state);
  const key = prefer ? entityKey(prefer) : undefined;
  const ordered = [
    ...cols.filter((c) => key && entityKey(c.name) === key),
    ...cols.filter((c) => !key || entityKey(c.name) !== key),
  ];
  for (const c of ordered) {
    for (const [k, r] of c.records) {
      if (k === String(id) && !Array.isArray(state[c.name]))
        return { collection: c.name, record: r };
      for (const f of idFieldsOf(bundle, c.name, r))
        if (r[f] === id) return { collection: c.name, record: r };
    }
  }
  return undefined;
}

function sameEntity(a: string, b: string): boolean {
  return entityKey(a) === entityKey(b);
}

/**
 * Whether a record satisfies the tool's preconditions on its entity: `true`, `false`, or
 * `undefined` when the record does not carry a field a precondition reads (cannot tell).
 */
export function admits(
  preconditions: readonly Precondition[],
  record: unknown,
  collection?: string,
): boolean | undefined {
  if (!isRecord(record)) return undefined;
  let unknown = false;
  for (const p of preconditions) {
    if (collection && !sameEntity(p.entity, collection)) continue;
    if (p.kind === "exists" || p.kind === "empty" || !p.field) continue;
    if (!(p.field in record)) {
      unknown = true;
      continue;
    }
    const inside = (p.values ?? []).some((v) => v === record[p.field as string]);
    if (p.kind === "field-in" && !inside) return false;
    if (p.kind === "field-not-in" && inside) return false;
  }
  return unknown ? undefined : true;
}

/** Params of a tool that name a record (ids and references), with the entity they name. */
export function recordParams(bundle: EnvBundle, spec: ToolSpec): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const tm = toolModelOf(bundle, spec.name);
  if (tm) {
    for (const [name, input] of Object.entries(tm.inputs))
      if (input.role === "id" || input.role === "reference") out.set(name, input.entity);
    return out;
  }
  const props = (spec.inputSchema as { properties?: Json }).properties ?? {};
  for (const name of Object.keys(props))
    if (/(^|_)id$|Id$/.test(name)) out.set(name, name.replace(/_?[iI]d$/, "") || undefined);
  return out;
}

/**
 * The first precondition the call would violate in `state`, judged on the records its id params
 * name. Undefined when all hold (or when nothing can be told).
 */
export function violatedPrecondition(
  bundle: EnvBundle,
  spec: ToolSpec,
  args: Json,
  state: Json,
): Precondition | undefined {
  const tm = toolModelOf(bundle, spec.name);
  const pre = tm?.preconditions ?? [];
  if (pre.length === 0) return undefined;
  for (const [param, entity] of recordParams(bundle, spec)) {
    const found = findRecord(bundle, state, args[param], entity);
    if (!found) continue;
    for (const p of pre) {
      if (p.kind === "empty") {
        const own = tm?.entity;
        if (own && sameEntity(own, found.collection) && heldBy(bundle, p, own, found.record, state))
          return p;
        continue;
      }
      if (!sameEntity(p.entity, found.collection)) continue;
      if (admits([p], found.record, found.collection) === false) return p;
    }
  }
  return undefined;
}

/**
 * Whether records of an `empty` precondition's kind hold `record`'s key (a database's tables):
 * then the record may not be deleted yet.
 */
export function heldBy(
  bundle: EnvBundle,
  p: Precondition,
  entity: string | undefined,
  record: unknown,
  state: Json,
): boolean {
  if (p.kind !== "empty" || !p.field || !entity || !isRecord(record)) return false;
  const parent = bundle.model ? modelOf(bundle).entities[entity] : undefined;
  const key = parent ? record[parent.idField] : undefined;
  if (key === undefined || key === null) return false;
  const rows = state[p.entity];
  const same = (a: unknown) => String(a).toLowerCase() === String(key).toLowerCase();
  return Array.isArray(rows) && rows.some((r) => isRecord(r) && same(r[p.field as string]));
}

/** The field of the target record a write param sets (model first, else the same name). */
export function writtenField(
  bundle: EnvBundle,
  tool: string,
  param: string,
  target: Json,
): string | undefined {
  const tm = toolModelOf(bundle, tool);
  const input = tm?.inputs[param];
  if (input && (input.source === "plumbing" || input.source === "system" || input.cosmetic))
    return undefined;
  // Removing a device's configuration under `customers/[CUSTOMER_ID]` moves the device to no other
  // customer: beside a field the call takes off, the inputs say where the record is.
  if (takesOff(tm)) return undefined;
  if (input?.field && input.field in target) return input.field;
  return param in target ? param : undefined;
}

/** Whether a write takes a field off its record by itself (`removeConfiguration` → `configuration`). */
export function takesOff(tm: ToolModel | undefined): boolean {
  return (tm?.clears?.length ?? 0) > 0;
}

/** The user part of a state (without the sandbox's `__env` bookkeeping), for change detection. */
export function userState(state: unknown): Json {
  if (!isRecord(state)) return {};
  const { __env: _env, ...rest } = state;
  return rest;
}

/** Whether the tool ends a record's life: deletes it or cancels it. */
export function endsRecord(bundle: EnvBundle, tool: string): boolean {
  return (toolModelOf(bundle, tool)?.effects ?? []).some(
    (e) =>
      e.kind === "delete" ||
      (e.kind === "set-status" && /cancel|void|withdraw|refund/.test(e.status ?? "")) ||
      // A flag the action sets (`cancelled: true`) ends it as well.
      (e.kind === "update" &&
        (e.fields ?? []).some((f) =>
          /^(?:is_?)?(?:cancell?ed|voided|withdrawn|refunded)$/i.test(f),
        )),
  );
}

/** Statuses that end a record's work: a ticket closed or resolved, a task done, a post archived. */
const CLOSING_STATUS =
  /^(closed?|resolved?|archived?|completed?|done|finished|cancell?ed|void(ed)?|withdrawn|rejected|expired|deactivated|disabled|dismissed)$/i;

/**
 * Whether the tool ends a record's life or its work: `endsRecord`, or moves its status to a closing
 * one (`close_ticket` → `closed`). Opening a ticket and then closing it in the same conversation
 * undoes the first request (bundled helpdesk example: "open a ticket" → "close the ticket").
 */
export function closesRecord(bundle: EnvBundle, tool: string): boolean {
  if (endsRecord(bundle, tool)) return true;
  return (toolModelOf(bundle, tool)?.effects ?? []).some(
    (e) => e.kind === "set-status" && CLOSING_STATUS.test(e.status ?? ""),
  );
}

/**
 * A transport or system-managed parameter (`format`, `api-version`, `etag`): undefined for
 * parameters a person or a tool supplies, else the value every call uses (the model's fixed
 * value, the schema's default or only enum value; `value` undefined when none is known).
 */
export function machineValue(
  bundle: EnvBundle,
  tool: string,
  param: string,
): { value: unknown } | undefined {
  const resourceType = jsonApiTypeSent(bundle, tool, param);
  if (resourceType !== undefined) return { value: resourceType };
  const input = toolModelOf(bundle, tool)?.inputs[param];
  if (!input || (input.source !== "plumbing" && input.source !== "system")) return undefined;
  if (input.fixed !== undefined) return { value: input.fixed };
  const spec = bundle.tools.find((t) => t.name === tool);
  const schema = ((spec?.inputSchema as { properties?: Json } | undefined)?.properties?.[param] ??
    {}) as Json;
  if (schema.default !== undefined) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  // Azure's `api-version` ("Client Api Version.", example `2018-07-01-preview`): the version the
  // doc shows is the one a client sends — without it no Policy Insights summary was ever sampled.
  if (input.source === "plumbing" && Array.isArray(schema.examples) && schema.examples.length > 0)
    return { value: schema.examples[0] };
  // `/blacklist.{content_type}`: a path slot after a dot is the file extension of the reply, and
  // JSON is what a client reads (semantria: 39 of 41 tools never sampled for want of a value).
  if (spec && openapiPointer(spec).includes(`.{${param}}`)) return { value: "json" };
  return { value: undefined };
}

/**
 * The `type` a write sends in a JSON:API body (`data.type` of `{data: {type, attributes}}`): the
 * tool's collection's own resource type, never a choice the user makes ("What type would you
 * like? — Sure, custom.", fresh67 readers M, U).
 */
export function jsonApiTypeSent(
  bundle: EnvBundle,
  tool: string,
  param: string,
): string | undefined {
  const m = /^([^.[\]]+)\.type$/.exec(param);
  if (!m) return undefined;
  const tm = toolModelOf(bundle, tool);
  const spec = bundle.tools.find((t) => t.name === tool);
  const body = (spec?.inputSchema as { properties?: Json } | undefined)?.properties?.[m[1]!];
  if (!tm?.entity || !isJsonApiResource(body)) return undefined;
  const field = semanticModelOf(bundle)?.entities[tm.entity]?.fields.type;
  const value = field?.role === "system" ? field.values?.[0] : undefined;
  return typeof value === "string" ? value : undefined;
}

/** The doc says not to use it: "deprecated", "should no longer be used", "backward compatibility only". */
export function isDeprecated(spec: ToolSpec): boolean {
  const ann = (spec.annotations ?? {}) as Record<string, unknown>;
  if (ann.deprecated === true) return true;
  return /\bdeprecated\b|no longer (be )?used|backwards? compatibility only|do not use|legacy endpoint/i.test(
    spec.description ?? "",
  );
}

/** Output property names of a schema, a few levels deep. */
function outputNames(schema: unknown, depth = 0, out: string[] = []): string[] {
  if (!isRecord(schema) || depth > 4) return out;
  if (isRecord(schema.properties))
    for (const [k, v] of Object.entries(schema.properties)) {
      out.push(k);
      outputNames(v, depth + 1, out);
    }
  if (isRecord(schema.items)) outputNames(schema.items, depth + 1, out);
  return out;
}

/** Words of sign-in and session handling: the API's own login step, never a user's errand. */
const SIGN_IN_WORD =
  /^(login|logon|signin|logout|logoff|signout|auth|authenticate|authentication|oauth|oauth2|password|passwords|credentials?)$/;
/** Fields of a session or token that only lasts a while: `validUntil`, `expires_in`, `ttl`. */
const EXPIRY_FIELD = /valid_?until|expir|^ttl$|^token$|access_?token/i;
/** "Create an auth token", "API token for authentication": a token that signs in. */
const SIGN_IN_TEXT =
  /authenticat|\blog ?in\b|\blog ?out\b|\bsign ?in\b|\bsign ?out\b|access token|bearer|\b(api|auth|session) tokens?\b/i;

/** "Authorizes a credit card for capture": what an `/auth` of a payment gateway does. */
const PAYMENT_AUTH =
  /\bauthori[sz](?:es?|ation|ing)\b[^.]*\b(?:card|transaction|payment|charge|amount|capture)s?\b/i;

/**
 * A payment authorisation (qualpay's `POST /auth` "Authorizes a credit card for capture at a
 * later time"): holding money on a card is an errand with an amount, not a sign-in.
 */
function authorisesPayment(spec: ToolSpec): boolean {
  return PAYMENT_AUTH.test(spec.description ?? "");
}

/**
 * Auth and session plumbing: signing in or out, minting or revoking a token, opening a session
 * (`POST /auth/token`, `createSessionUsingPOST`, `DELETE /auth/token`). Judged on the words of the
 * name and of the path (the pointer's `~1`-escaped `/auth/` too); a `token` counts only when the
 * doc says it signs in — a crypto API's tokens are its records.
 */
export function isSessionPlumbing(spec: ToolSpec): boolean {
  let known = sessionPlumbing.get(spec);
  if (known === undefined) {
    known = judgeSessionPlumbing(spec);
    sessionPlumbing.set(spec, known);
  }
  return known;
}

/**
 * `isSessionPlumbing` per tool: the sampler asks it of a plan's source tool for every input it
 * binds, on every attempt (walking the output schema's names each time was ~3% of a run's CPU).
 * Tool specs are not changed once built.
 */
const sessionPlumbing = new WeakMap<ToolSpec, boolean>();

function judgeSessionPlumbing(spec: ToolSpec): boolean {
  const pointer = (spec.source?.pointer ?? "").replace(/~1/g, "/");
  const pathWords = pointer
    .split("/")
    .filter((s) => s && !/^\{.*\}$/.test(s))
    .slice(1, -1)
    .flatMap((s) => splitWords(s));
  const words = [...splitWords(spec.name), ...pathWords];
  if (words.some((w) => SIGN_IN_WORD.test(w)) && !authorisesPayment(spec)) return true;
  if (SIGN_IN_TEXT.test(spec.description ?? "") && words.some((w) => /^(token|session)s?$/.test(w)))
    return true;
  // A session that expires (`validUntil`) is a login; a yoga class's session has a start time.
  const fields = [
    ...Object.keys((spec.inputSchema as { properties?: Json }).properties ?? {}),
    ...outputNames(spec.outputSchema),
  ];
  return words.some((w) => /^sessions?$/.test(w)) && fields.some((f) => EXPIRY_FIELD.test(f));
}

/** Path words that name the API's own process rather than a record kept in it. */
const SERVICE_WORD = /^(system|server|service|daemon|instance|node|app|application|engine)$/;
/** Turning the process itself on or off: what an operator does, not an errand a user asks for. */
const LIFECYCLE_WORD = /^(stop|shutdown|restart|reboot|start|kill|halt|terminate|exit|quit)$/;

/** An OpenAPI tool's JSON pointer with `~1` read back as `/` (`/paths//orders/{id}/get`); "" for other formats. */
export function openapiPointer(spec: ToolSpec): string {
  return spec.source?.format === "openapi" ? (spec.source.pointer ?? "").replace(/~1/g, "/") : "";
}

/**
 * A delete whose path goes on past the key of the record it is modelled to delete, into a part
 * of that record: Budgea's `DELETE /webhooks/{id_webhook}/add_to_data` ("delete all entries")
 * removed the webhook itself, a gold that does what nobody asked (fresh53 readers M). A trailing
 * verb (`/items/{id}/_delete`, `/remove`) is the delete of the record and stays one.
 */
export function deletesBeyondItsRecord(bundle: EnvBundle, spec: ToolSpec): boolean {
  const tm = toolModelOf(bundle, spec.name);
  if (tm?.kind !== "delete" || !tm.effects.some((e) => e.kind === "delete")) return false;
  const segs = openapiPointer(spec).split("/").filter(Boolean).slice(1, -1);
  let at = -1;
  segs.forEach((seg, i) => {
    if (/^\{/.test(seg)) at = i;
  });
  if (at < 0 || at === segs.length - 1) return false;
  const key = (segs[at] as string).replace(/^\{|\}$/g, "");
  if (tm.inputs[key]?.role !== "id") return false;
  const verb = (w: string) => isActionVerb(w) || /^(?:destroy|erase|discard)$/i.test(w);
  // `destroy{mediaTypeExtension}` (bufferapp's `/updates/{id}/destroy.json`) is the verb.
  const tail = segs.slice(at + 1).map((seg) => seg.replace(/\{[^}]*\}/g, ""));
  return (
    tail.some((seg) => seg !== "") &&
    tail.every((seg) => seg === "" || !verb(splitWords(seg)[0] ?? ""))
  );
}

/** A doc saying its tool brings back records that were deleted ("Revives a previously deleted …"). */
const BRINGS_BACK_DELETED =
  /\b(?:previously|recently|soft[- ]?)\s*deleted\b|\bdeleted within\b|\bundelete/i;
/** Fields a record keeps its deletion in (`deleted`, `isDeleted`, `deleteTime`, `deleted_at`). */
const DELETION_FIELD = /^(is_)?(deleted|removed|trashed)(_(at|on|time|date))?$|^delete_time$/;

/**
 * A restore that can only be asked of a record the environment cannot hold: Service Management's
 * `services.undelete` ("Revives a previously deleted managed service … deleted within the last 30
 * days") on services that have no state a deleted one is in — a delete removes the record, so
 * every service a person could name is live and "restore inventory-worker" succeeded on a service
 * the list had just shown (fresh70 blind readers M). No goal until the records can be deleted
 * and kept.
 */
export function restoresNothingKept(bundle: EnvBundle, spec: ToolSpec): boolean {
  const tm = toolModelOf(bundle, spec.name);
  if (!tm?.entity || (tm.kind !== "action" && tm.kind !== "update")) return false;
  if (!splitWords(spec.name).some((w) => RESTORE_VERBS.has(w.toLowerCase()))) return false;
  if (!BRINGS_BACK_DELETED.test(spec.description ?? "")) return false;
  const ent = semanticModelOf(bundle)?.entities[tm.entity];
  if (!ent) return false;
  const statuses = ent.statusField ? (ent.fields[ent.statusField]?.values ?? []) : [];
  if (statuses.some((v) => GONE_STATE.test(String(v)))) return false;
  return !Object.keys(ent.fields).some((f) => DELETION_FIELD.test(splitWords(f).join("_")));
}

/**
 * An operation on the service itself (`POST /system/stop` "stops and shuts down the server"):
 * the path's words are the service and a lifecycle verb, with no record named in between.
 */
export function controlsTheService(spec: ToolSpec): boolean {
  const segs = openapiPointer(spec).split("/").filter(Boolean).slice(1, -1);
  if (segs.length === 0 || segs.some((s) => /^\{/.test(s))) return false;
  const words = segs.filter((s) => !/^v\d+|^api$/i.test(s)).flatMap((s) => splitWords(s));
  const last = words[words.length - 1];
  return (
    !!last &&
    LIFECYCLE_WORD.test(last) &&
    words.length >= 2 &&
    words.slice(0, -1).every((w) => SERVICE_WORD.test(w))
  );
}

/**
 * A DELETE on a plural collection's own path that takes nothing naming a record: Mastodon's
 * `DELETE /api/v1/lists` ("Delete a list", no id) and `DELETE /webhooks` beside
 * `DELETE /webhooks/{id}` remove whichever record the environment holds first — "I need to remove
 * my list." asks for no list in particular (fresh49 blind readers A, 3 of 60). A singular path
 * (`DELETE /delete-account`, "Delete your account") names its one record and stays a goal.
 */
function deletesOneOfMany(spec: ToolSpec): boolean {
  const segs = openapiPointer(spec).split("/").filter(Boolean);
  if (segs.at(-1)?.toLowerCase() !== "delete") return false;
  const path = segs.slice(1, -1);
  const last = path.at(-1);
  if (!last || /^\{/.test(last)) return false;
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Json;
  const required = (spec.inputSchema as { required?: unknown }).required;
  if (Array.isArray(required) && required.length > 0) return false;
  if (Object.keys(props).some((k) => isIdName(k))) return false;
  return isPlural(splitWords(last).at(-1) ?? last);
}

/**
 * Why a tool is no goal a person has, or undefined when it is one: signing in or reading a secret
 * back ("what's the password you have on file?") teaches an agent to hand out credentials; a
 * deprecated endpoint is not what anyone should be taught to call when the API says so.
 */
export function notAGoal(spec: ToolSpec): string | undefined {
  if (!notGoals.has(spec)) notGoals.set(spec, judgeNotAGoal(spec));
  return notGoals.get(spec);
}

/**
 * `notAGoal` per tool: the sampler asks it of every follow-up candidate on every attempt, and its
 * answer depends on the tool alone (tool specs are not changed once built).
 */
const notGoals = new WeakMap<ToolSpec, string | undefined>();

function judgeNotAGoal(spec: ToolSpec): string | undefined {
  if (isDeprecated(spec)) return "deprecated";
  // "Returns an example of the data to POST to send a single message": documentation, no errand
  // ("What's the date to send of the example?" — fresh13 readers M).
  if (EXAMPLE_OF_REQUEST.test(plainText(spec.description ?? ""))) return "example";
  // "Get API definition" (bbc nitro `GET /`): the API describing itself — "What is the API?"
  // → "The API is Api 2." (fresh12).
  if (API_SELF_DOC.test((spec.description ?? "").split("\n")[0] ?? "")) return "api-docs";
  // `/webhooks/feed/:token/raw` with no `token` input: the call cannot say which feed it posts to
  // ("Send the arbitrary" → `createRawWebhookFeedData {}` — fresh13 readers M/A).
  if (unboundPathParams(spec).length > 0) return "unnamed-target";
  if (deletesOneOfMany(spec)) return "unnamed-target";
  // "This API is used to test if the API key was configured correctly": the caller's setup, no
  // errand ("I want to add a new test." → `post_almaws_v1_task-lists_test {}` — fresh12).
  if (SELF_TEST.test(plainText(spec.description ?? ""))) return "self-test";
  if (controlsTheService(spec)) return "service-control";
  // An HTTP test service's echo or diagnostic ("remove my anything", "the patch is Patch 5" —
  // fresh19 readers G/M): what it answers is the request itself, nothing a person asks for.
  if (echoesRequest(spec)) return "echo";
  // `POST /propose` {}: a verb with nothing to propose ("I want to add a new propose.").
  if (bareVerbWrite(spec)) return "nothing-to-act-on";
  if (isSessionPlumbing(spec)) return "credentials";
  if (outputNames(spec.outputSchema).some((n) => isCredential(n) && !/^token$/i.test(n)))
    return "reads-secret";
  return undefined;
}

/** "Required when `mode=upload`", "only if type is person": the input and value named. */
const APPLIES_WHEN =
  /\b(?:only\s+)?(?:required|optional|used|applies|applicable|valid|relevant|allowed|considered)?\s*(?:only\s+)?(?:when|if)\s+(?:the\s+)?`?([\w-]+)`?\s*(?:=|==|is(?:\s+set\s+to)?|equals)\s*`?["']?([\w.-]+)/i;

/** Words after "is" that say an input is present, not which value it holds. */
const PRESENCE =
  /^(given|provided|set|specified|supplied|sent|passed|present|used|included|not|empty|null|missing|omitted|absent)$/i;

/**
 * The other input, and the value it must hold, under which an optional input applies, as its
 * description says: LGTM's addProject `commit` "Required when `mode=upload`", `date` "Optional
 * when `mode=upload`". Sent without that value the input does nothing (fresh57 readers M: "Add a
 * new project on Jan 18 at 9 am" sent `date` with no mode). Undefined when the description names
 * no other top-level input with a value (a presence — "if subjectId is given" — is no value), or
 * names a value the other input's enum does not hold.
 */
export function inputCondition(
  spec: ToolSpec,
  input: string,
): { input: string; value: string | number | boolean } | undefined {
  if (input.includes(".") || input.includes("[")) return undefined;
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Record<
    string,
    { description?: unknown; type?: unknown; enum?: unknown }
  >;
  const d = props[input]?.description;
  const text = typeof d === "string" ? d : "";
  const m = APPLIES_WHEN.exec(text);
  // "Not required when …" says when it may be left out, not when it applies.
  if (!m || /\bnot\s*$/i.test(text.slice(0, m.index))) return undefined;
  const other = Object.keys(props).find((p) => p !== input && looseKey(p) === looseKey(m[1] ?? ""));
  const said = (m[2] ?? "").replace(/[.`'"]+$/, "");
  if (!other || !said || PRESENCE.test(said)) return undefined;
  const schema = props[other] ?? {};
  if (Array.isArray(schema.enum)) {
    const hit = schema.enum.find((v) => looseKey(String(v)) === looseKey(said));
    return hit === undefined
      ? undefined
      : { input: other, value: hit as string | number | boolean };
  }
  if (schema.type === "boolean")
    return /^(true|false)$/i.test(said) ? { input: other, value: /^true$/i.test(said) } : undefined;
  if (schema.type === "integer" || schema.type === "number")
    return Number.isFinite(Number(said)) ? { input: other, value: Number(said) } : undefined;
  return { input: other, value: said };
}

const HTTP_METHOD = /^(?:get|post|put|patch|delete|head|options)$/;

/**
 * The optional input a lookup's own name says it finds its record by: `FacebookPosts_GetByUri`
 * ("Get a Facebook post based on a Uri") by `uri`. Sent without it, the call finds nothing anyone
 * named (fresh57 readers G/A: "curious about the timestamp and post likes" — of which post?).
 */
export function lookupKeyByName(spec: ToolSpec): string | undefined {
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Json;
  const required = new Set(
    Array.isArray((spec.inputSchema as { required?: unknown }).required)
      ? ((spec.inputSchema as { required: string[] }).required as string[])
      : [],
  );
  const words = splitWords(spec.name.replace(/_\d+$/, ""));
  // `searchUserByMobileUsingPOST`: springfox appends "Using" and the HTTP method to the name; the
  // key is the mobile (NDHM Health ID's search went out `{}`, fresh75 readers G/A).
  if (words.length > 3 && words[words.length - 2] === "using" && HTTP_METHOD.test(words.at(-1)!))
    words.splice(-2);
  // `get_users_for_topic` is a lookup by topic as much as `getUsersByTopic` is.
  const at = Math.max(words.lastIndexOf("by"), words.lastIndexOf("for"));
  const candidates: string[] = [];
  if (at > 0 && at < words.length - 1) candidates.push(words.slice(at + 1).join(""));
  const summary = /\b(?:by|based on)\s+(?:an?\s+|the\s+|its\s+)?([\w-]+)\s*$/i.exec(
    (spec.description ?? "").split(/[.\n]/)[0]?.trim() ?? "",
  );
  if (summary) candidates.push(looseKey(summary[1] ?? ""));
  for (const c of candidates) {
    // "looks up users by topic" is sent its `topic_id` (Clubhouse, fresh71 readers G+A: "list
    // the users" → `get_users_for_topic {}`).
    const hit =
      Object.keys(props).find((p) => looseKey(p) === c) ??
      Object.keys(props).find((p) => looseKey(p) === `${c}id` && isIdName(p));
    if (hit && !required.has(hit)) return hit;
  }
  return undefined;
}

/**
 * A write whose substance is a token only a payment or sign-in provider hands out
 * (`addPaymentMethod {token}` "The payment provider token … obtained by submitting payment method
 * details to your third party provider"): a required body value no person can say, so no errand.
 */
export function takesProviderToken(bundle: EnvBundle, spec: ToolSpec): boolean {
  const schema = spec.inputSchema as { properties?: Json; required?: unknown };
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const props = (schema.properties ?? {}) as Record<string, { description?: unknown }>;
  const inputs = toolModelOf(bundle, spec.name)?.inputs ?? {};
  return required.some((name) => {
    const d = props[name]?.description;
    const desc = typeof d === "string" ? d : "";
    const where = (props[name] as { "x-in"?: unknown } | undefined)?.["x-in"];
    const credential = inputs[name]?.role === "credential" || isCredential(name, desc || undefined);
    return (
      credential &&
      where !== "header" &&
      where !== "query" &&
      /\btoken\b/i.test(`${name} ${desc}`) &&
      /\b(provider|third[- ]party|obtained|issued|tokeni[sz]ation)\b/i.test(desc)
    );
  });
}

/** The last name of an input or output path: `sendSmsRequests[].message` → `message`. */
export function inputLeaf(path: string): string {
  return (
    path
      .split(/[.[\]]/)
      .filter((x) => x && x !== "$")
      .pop() ?? path
  );
}

/**
 * How the answer comes back rather than what is asked: paging and size (`start`, `maxLength`,
 * `topn`), ordering, matching (`nameMatchMode`, `match_mode`), response shaping (`fields`,
 * `include`, `detailed`), the file format of the output. Nobody says these; an optional one is left
 * to the API's default.
 */
const RESULT_CONTROL =
  /^(format|outputformat|ordering|orderascending|ascending|start|startat|first|maxlength|maxlen|maxchars|maxsize|sort|sortby|sortrule|sortorder|sortdirection|sortfield|orderby|order|direction|fields|include|includes|expand|preferaccurate|detailed|verbose|negate|getcount|gettotalcount|responseformat|languagepreference|lang|view)$|matchmode$/;
export function isResultControl(name: string): boolean {
  const leaf = inputLeaf(name);
  return isPaging(leaf) || RESULT_CONTROL.test(looseKey(leaf));
}

/** A value that says something: not `{}`, `[]`, `""`, `null`, nor containers of only those. */
export function saysSomething(v: unknown): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v === "string") return v.trim().length > 0;
  if (Array.isArray(v)) return v.some(saysSomething);
  if (isRecord(v)) return Object.values(v).some(saysSomething);
  return true;
}

/**
 * Inputs by which a call says what it is about: every top-level input but sign-in, paging,
 * transport and system values (the model's plumbing/system inputs, credentials by name or doc).
 */
export function sayingInputs(bundle: EnvBundle, spec: ToolSpec): string[] {
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Record<
    string,
    { description?: unknown }
  >;
  const inputs = toolModelOf(bundle, spec.name)?.inputs ?? {};
  return Object.keys(props).filter((name) => {
    const input = inputs[name];
    if (input && (input.source === "plumbing" || input.source === "system")) return false;
    if (input && (input.role === "credential" || input.role === "paging")) return false;
    const desc = props[name]?.description;
    return !isCredential(name, typeof desc === "string" ? desc : undefined) && !isPaging(name);
  });
}

/** A doc's text without HTML tags or markdown emphasis (`<i>message</i>`, `` `value` ``). */
function plainText(text: string): string {
  return text.replace(/<[^>]+>/g, "").replace(/[`*_]{1,2}(\w[^`*]*?)[`*_]{1,2}/g, "$1");
}

/**
 * The API checking the caller's own access (a service's health, by contrast, is an operator's
 * question: "is the scheduler up?").
 */
const SELF_TEST =
  /\b(?:test|check|verify|validate)s?\s+(?:if|whether|that)?\s*(?:the\s+|your\s+)?(?:api[\s_-]?key|api\s+token|credentials?|connection|connectivity)\b/i;

/** A summary saying the call returns the API's own definition or documentation. */
const API_SELF_DOC =
  /^\s*(?:get|gets|return|returns|fetch|show|retrieve)?\s*(?:the\s+)?(?:api|openapi|swagger|service)\s+(?:definition|description|documentation|docs|spec|specification|schema)s?\s*\.?\s*$/i;

/** A read that hands back a sample of another call's request, not a record or a fact. */
const EXAMPLE_OF_REQUEST =
  /\breturns?\s+(?:an?\s+)?(?:example|sample|template)s?\s+(?:of\s+)?(?:the\s+|a\s+)?(?:data|request|body|payload|input|json|message)s?\s+(?:to|for|you|that|which)\b/i;

/**
 * Parameters the path names that no input carries (`/webhooks/feed/:token` with only `value`):
 * the call cannot say which record it is about, so it is nobody's errand.
 */
export function unboundPathParams(spec: ToolSpec): string[] {
  if (spec.source?.format !== "openapi") return [];
  const path = openapiPointer(spec);
  const named = [
    ...[...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
    ...[...path.matchAll(/\/:([A-Za-z_][\w-]*)/g)].map((m) => m[1] as string),
  ];
  const props = Object.keys(((spec.inputSchema as { properties?: Json }).properties ?? {}) as Json);
  const have = new Set(props.map(looseKey));
  return named.filter((n) => !have.has(looseKey(n)));
}

/** The doc's own list of fields a call needs: "The recipientNumber and message fields are required." */
const FIELDS_REQUIRED =
  /\b(?:the\s+)?((?:[\w-]+\s*,\s*)*[\w-]+(?:\s*,?\s+and\s+[\w-]+)?)\s+(?:fields?|parameters?|properties|attributes?|params?)\s+(?:is|are)\s+(?:required|mandatory)\b/gi;

/**
 * Inputs the tool's doc says a call must send, though its schema leaves them optional (the
 * zoomconnect send: "The recipientNumber and message fields are required. All other fields are
 * optional."). Leaf names as the inputs spell them; empty when the doc says no such thing.
 */
export function requiredByDoc(spec: ToolSpec): string[] {
  const text = plainText(spec.description ?? "");
  const out: string[] = [];
  for (const m of text.matchAll(FIELDS_REQUIRED))
    for (const w of (m[1] as string).split(/\s*,\s*|\s+and\s+/)) out.push(looseKey(w));
  return out.filter(Boolean);
}

/** The tool sends something to someone: a message, an SMS, an email, a notification. */
const SEND_VERB = /^(send|sends|resend|deliver|dispatch)$/;
/** What a send carries: the message's text. */
const SENT_CONTENT = /^(message|messages|text|body|content|msg|sms)$/;
/** Whom a send goes to. */
const RECIPIENT =
  /^(to|recipients?|recipient(number|numbers|address|email|phone|mobile|id)?|destination(number|address)?|msisdn|mobile(number)?|phone(number)?|tonumber|toaddress|email(address)?)$/;

/**
 * What a write cannot do without, though its schema leaves it optional: a send needs its message
 * and its recipient (a bulk SMS with neither is a send of nothing to nobody — fresh13 readers M);
 * a write whose first sentence names the record it works on ("create a mock on a collection",
 * "a webhook that triggers a collection") needs that record; and whatever the doc lists as
 * required. `input` is the sampler's input name (`sendSmsRequests[].message`, `mock.collection`).
 */
export function neededByMeaning(bundle: EnvBundle, spec: ToolSpec, input: string): boolean {
  const leaf = inputLeaf(input);
  const key = looseKey(leaf);
  if (requiredByDoc(spec).includes(key)) return true;
  const sentences = plainText(spec.description ?? "")
    .split(/(?<=[.!?])\s+|\n+/)
    .filter((x) => x.trim().split(/\s+/).length > 3);
  const first = sentences[0] ?? "";
  const verbs = [...splitWords(spec.name), ...splitWords(first).slice(0, 6)];
  if (verbs.some((w) => SEND_VERB.test(w)) && (SENT_CONTENT.test(key) || RECIPIENT.test(key)))
    return true;
  // An analysis of a message ("Returns the number of credit which would be required to send the
  // request message to the requested recipient number") is made of that message and recipient:
  // "look up the credit" with neither (`analyse-message-credit-cost {}`) asks nothing (fresh13).
  if (toolModelOf(bundle, spec.name)?.kind === "compute") {
    if (SENT_CONTENT.test(key)) return true;
    if (RECIPIENT.test(key) && /\bsend(s|ing)?\b/i.test(first)) return true;
  }
  if (isWhatIsMade(bundle, spec, input, key)) return true;
  // The record the write works on or in: a reference the first sentence names after the verb.
  const words = splitWords(leaf);
  const stem = ID_WORD.test(words[words.length - 1] ?? "") ? words.slice(0, -1) : words;
  if (stem.length !== 1) return false;
  const noun = nounOf(stem[0] as string);
  if (removesNamedChildren(bundle, spec, leaf, noun)) return true;
  const model = semanticModelOf(bundle);
  const isRecordKind =
    isIdName(leaf) || Object.values(model?.entities ?? {}).some((e) => nounOf(e.name) === noun);
  if (!isRecordKind) return false;
  const own = toolModelOf(bundle, spec.name)?.entity;
  if (own && nounOf(own) === noun) return false;
  const target = new RegExp(
    `\\b(?:on|to|in|into|for|from|within|triggers?|runs?)\\s+(?:an?|the|your|its|this|that)\\s+${escapeRegExp(stem[0] as string)}s?\\b`,
    "i",
  );
  return target.test(first);
}

/** Words of an input's name that say nothing about what it holds. */
const PLAIN_INPUT_WORDS = new Set([
  "with",
  "of",
  "the",
  "a",
  "an",
  "and",
  "or",
  "by",
  "for",
  "to",
  "in",
  "on",
  "from",
  "id",
  "ids",
  "list",
  "data",
  "info",
  "details",
  "request",
  "body",
  "input",
  "params",
  "options",
  "config",
  "configs",
  "settings",
  "value",
  "values",
]);

/**
 * The inputs a call is about — the URL a screenshot test shoots, the names a batch judges, the two
 * texts a similarity compares — on a write or computation whose schema requires nothing a person
 * says. It is the one input whose words the doc's first sentence names ("Infer the likely gender
 * of up to 100 Japanese names" → `personalNames`, not the meta `facts`); or the pair the doc calls
 * "the first text" and "the second text"; when the doc names none, a bare `url` ("Start Screenshot
 * Test"). Sent with a resolution or a tunnel alone, the call is about nothing (fresh23
 * lambdatest/namsor readers A: `Start_Screenshot_Test {"mac_res":"1024x768"}`, `phoneCodeBatch
 * {"facts":[{"name":"Primary fact"}]}`; fresh22 datumbox `DocumentSimilarity {"copy":…}` "the
 * similarity between 2 documents" of one). Empty when no input stands out.
 */
export function objectInputs(bundle: EnvBundle, spec: ToolSpec): string[] {
  const tm = toolModelOf(bundle, spec.name);
  if (!tm || !["create", "compute", "action"].includes(tm.kind)) return [];
  const said = (name: string) => {
    const input = tm.inputs[name];
    return !input || input.source === "user";
  };
  const required = (spec.inputSchema as { required?: unknown }).required;
  if (Array.isArray(required) && required.some((r) => typeof r === "string" && said(r))) return [];
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Record<
    string,
    { description?: unknown }
  >;
  const candidates = sayingInputs(bundle, spec).filter(
    (name) => said(name) && !isIdName(name) && !isResultControl(name),
  );
  if (candidates.length === 0) return [];
  const pair = candidates.filter((name) => {
    const d = props[name]?.description;
    return typeof d === "string" && /^\s*(the )?(first|second)\b/i.test(d);
  });
  if (pair.length >= 2) return pair;
  const first = plainText(spec.description ?? "")
    .replace(/\[[^\]]*\]/g, " ")
    .split(/(?<=[.!?])\s+|\n+/)
    .find((x) => x.trim().length > 0);
  const words = new Set(splitWords(first ?? "").map((w) => singular(w)));
  const scored = candidates.map((name) => ({
    name,
    score: splitWords(name)
      .filter((w) => !PLAIN_INPUT_WORDS.has(w))
      .filter((w) => words.has(singular(w))).length,
  }));
  const best = Math.max(...scored.map((x) => x.score));
  const top = scored.filter((x) => x.score === best);
  if (best > 0) return top.length === 1 ? [top[0]!.name] : [];
  return candidates.filter((name) => /^(url|uri)$/.test(looseKey(name))).slice(0, 1);
}

/** The last word of an operation named for what it does and nothing more (`networks_list`). */
const PLAIN_OPERATION = /^(list|get|create|update|patch|delete|remove)$/;

/**
 * The plainly named tool a request for `spec` would be taken for: Bare Metal Solution's
 * `networks_listNetworkUsage` and `networks_list` are both "list the networks", and a reader of
 * either gold cannot tell which was meant (fresh62 blind readers A). Where another tool of the
 * environment does the same kind of thing to the same records under the same phrase and is named
 * for that alone, this one is no goal. Undefined where no such tool exists.
 */
export function plainerTwin(bundle: EnvBundle, spec: ToolSpec): string | undefined {
  const model = semanticModelOf(bundle);
  const own = model?.tools[spec.name];
  if (!model || !own?.phrase) return undefined;
  const plain = (name: string) => PLAIN_OPERATION.test(splitWords(name).at(-1) ?? "");
  if (plain(spec.name)) return undefined;
  return Object.values(model.tools).find(
    (t) =>
      t.name !== spec.name &&
      t.kind === own.kind &&
      t.entity === own.entity &&
      t.phrase?.text === own.phrase?.text &&
      plain(t.name),
  )?.name;
}

/** The last word of an input that tunes how a thing is made rather than saying what it is. */
const SETTINGS = /^(config|configuration|settings?|options?|overrides?|preferences?)$/;

/**
 * What a write carries where its schema leaves it optional: EMR Serverless' `StartJobRun` takes
 * `jobDriver` ("The driver that the job runs on") as one of `sparkSubmit {entryPoint}` or `hive
 * {query}`, and a start sent the role and token alone "runs nothing" (fresh62 blind readers A, 4
 * samples). It is the one optional object input of a create or action whose doc names the tool's
 * own thing (the job of StartJobRun) and that, once sent, must hold something: it requires fields,
 * or each of its members does (a union of shapes — then the first member is what is sent).
 * Returns the paths of the fields it requires (`jobDriver.sparkSubmit.entryPoint`), each a value
 * a person says; empty where no input stands out.
 */
export function payloadInputs(bundle: EnvBundle, spec: ToolSpec): string[] {
  const tm = toolModelOf(bundle, spec.name);
  if (!tm || !["create", "action"].includes(tm.kind)) return [];
  const schema = spec.inputSchema as { properties?: Json; required?: unknown };
  const required = Array.isArray(schema.required) ? schema.required : [];
  const own = new Set(
    splitWords(spec.name)
      .slice(1)
      .map((w) => singular(w))
      .filter((w) => !PLAIN_INPUT_WORDS.has(w)),
  );
  const requires = (x: unknown) =>
    isRecord(x) && Array.isArray(x.required) && (x.required as unknown[]).length > 0;
  const found: string[][] = [];
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, unknown>)) {
    // A JSON:API create carries its record in `attributes`, optional by the schema: sent with its
    // `type` alone it made an empty reward program (fresh67 readers M, U).
    if (tm.kind === "create" && isJsonApiResource(prop)) {
      const attributes = flatSchema(propsOf(flatSchema(prop)).attributes);
      const members = propsOf(attributes);
      const needed = requiredOf(attributes);
      const named = Object.keys(members).filter((k) => /^(?:name|title)$/i.test(k));
      const sent = (needed.length > 0 ? needed : named).filter((k) => k in members && k !== "type");
      if (sent.length > 0) found.push(sent.map((leaf) => `${name}.attributes.${leaf}`));
      continue;
    }
    if (required.includes(name) || !isRecord(prop) || prop.type !== "object") continue;
    const input = tm.inputs[name];
    if (input && input.source !== "user") continue;
    // Settings tune how the thing is made (a device's `NetworkingConfiguration`); they carry no job.
    if (SETTINGS.test(splitWords(name).at(-1) ?? "")) continue;
    const d = typeof prop.description === "string" ? prop.description : "";
    if (!splitWords(d).some((w) => own.has(singular(w)))) continue;
    if (requires(prop)) {
      found.push((prop.required as string[]).map((leaf) => `${name}.${leaf}`));
      continue;
    }
    const members = Object.entries(isRecord(prop.properties) ? prop.properties : {});
    if (members.length > 0 && members.every(([, m]) => requires(m))) {
      const [member, shape] = members[0] as [string, Json];
      found.push((shape.required as string[]).map((leaf) => `${name}.${member}.${leaf}`));
    }
  }
  return found.length === 1 ? found[0]! : [];
}

/**
 * A delete of a parent's sub-records (`DELETE /boards/{board_id}/assets?asset_ids=`, "Remove assets
 * from a board") names the sub-records it removes: sent with the parent alone it reads as removing
 * the parent ("remove the board called Research papers" → "I've removed the assets", fresh21
 * readers M). Removing the parent is the parent's own delete.
 */
/** Whether an input is a key of a record of the collection with noun `noun` (`asset_ids`, assets). */
function namesRecordOf(input: string, noun: string): boolean {
  const words = splitWords(inputLeaf(input));
  if (words.length < 2 || !ID_WORD.test(words[words.length - 1] as string)) return false;
  return nounOf(words.slice(0, -1).join("_")) === noun;
}

function removesNamedChildren(bundle: EnvBundle, spec: ToolSpec, leaf: string, noun: string) {
  const tm = toolModelOf(bundle, spec.name);
  const a = tm?.association;
  if (!a || (tm.kind !== "delete" && a.relation !== "remove") || !isIdName(leaf)) return false;
  return nounOf(a.child) === noun && nounOf(a.parent) !== noun;
}

/** What an upload carries: the file, however the doc names it or says it is bytes. */
const UPLOADED = /^(file|files|document|attachment|upload|image|photo)$/;

/**
 * The input that is the thing a write makes: the file of an upload ("Upload a File (base64)" sent
 * as `{mimetype}` uploaded nothing — presalytics, fresh16 readers A), a tag's `src` (the script a
 * script tag loads) and an input named for the record's own noun (an inline script tag's
 * `script`). Without it the call makes an empty shell.
 */
function isWhatIsMade(bundle: EnvBundle, spec: ToolSpec, input: string, key: string): boolean {
  const tm = toolModelOf(bundle, spec.name);
  // A parameter whose own name holds a dot (`1_property.value`) has no schema at that path.
  const schema = (schemaAtPath(spec.inputSchema, input) ?? {}) as {
    format?: unknown;
    type?: unknown;
  };
  const title = plainText(spec.description ?? "").split("\n")[0] ?? "";
  const uploads = splitWords(spec.name).includes("upload") || /\bupload(s|ing)?\b/i.test(title);
  if (uploads && (UPLOADED.test(key) || schema.format === "binary" || schema.format === "byte"))
    return true;
  if (tm?.kind !== "create" || (schema.type !== undefined && schema.type !== "string"))
    return false;
  if (key === "src") return true;
  const noun = tm.entity ? splitWords(singular(tm.entity)) : [];
  return noun.length > 1 && noun.slice(0, -1).some((w) => looseKey(w) === key);
}

/** `{param}` names of an OpenAPI tool's path, in order (`/sites/{site_id}/forms/{form_id}`). */
export function pathParams(spec: ToolSpec): string[] {
  return [...openapiPointer(spec).matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
}

const ID_WORD = /^(id|ids|uuid|key|code|slug|number|no)$/;
/** `topicId`, `entities[].entity_id`, `uuid`: a key naming a record. */
export function isIdName(name: string): boolean {
  const words = splitWords(name);
  return words.length > 0 && ID_WORD.test(words[words.length - 1] as string);
}

/**
 * The key a read of one record needs ("looks up topic by ID", `GET /orders/{id}`): the path's last
 * param, `"*"` for any id-like input when only the summary says "by ID", undefined when the read
 * needs none (`get_me`, a read of settings).
 */
export function readKey(spec: ToolSpec): string | undefined {
  const pointer = (spec.source?.pointer ?? "").replace(/~1/g, "/");
  const last = /\{([^}]+)\}(\.\w+)?\/[a-z]+$/i.exec(pointer);
  if (spec.source?.format === "openapi" && last) return last[1];
  return /\bby (its |their |the )?(id|ids|identifier|uuid)\b/i.test(spec.description ?? "")
    ? "*"
    : undefined;
}

function carriesId(v: unknown, key: string): boolean {
  if (Array.isArray(v)) return v.some((x) => carriesId(x, key));
  if (isRecord(v)) return Object.entries(v).some(([k, x]) => carriesId(x, k));
  return isIdName(key) && saysSomething(v);
}

/**
 * Whether the record already holds what an update argument sets: the field of the same name, or
 * for a wrapper body (`custom_field: {label}`) each of its leaves on the record itself.
 */
function holdsAlready(key: string, value: unknown, target: Json): boolean {
  if (key in target && canonical(target[key]) === canonical(value)) return true;
  if (!isRecord(value)) return false;
  const leaves = Object.entries(value).filter(([, v]) => saysSomething(v));
  // The record may keep the wrapper too; what a person sees changed is either place.
  const places = [target, ...(isRecord(target[key]) ? [target[key] as Json] : [])];
  return (
    leaves.length > 0 &&
    places.some((inner) =>
      leaves.every(([k, v]) => k in inner && canonical(inner[k]) === canonical(v)),
    )
  );
}

function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x) =>
    isRecord(x)
      ? Object.fromEntries(
          Object.keys(x)
            .sort()
            .map((k) => [k, x[k]]),
        )
      : x,
  );
}

/** Verbs whose move to a status means something again when the record is already there. */
const REPEATS = new Set(["renew", "extend", "resend", "retry", "remind"]);

/** The switch verb a write is named for: its first word, or any word of an action's name. */
function switchVerbOf(spec: ToolSpec, kind: string): string | undefined {
  const words = splitWords(spec.name);
  const verb = words.find(isSwitchVerb);
  return verb !== undefined && (kind === "action" || verb === words[0]) ? verb : undefined;
}

/**
 * What a write must find its record not to be already for the call to change it: not at the
 * status an action moves it to (`start` → not `running`), not holding the flag a switch sets
 * (`stopRepository` → not `started: false`). Grounding picks targets by these as by the tool's
 * own preconditions, so "start the repository" names a stopped one; the environment does not
 * enforce them (a repeat may be idempotent in the real API).
 */
export function changeConditions(bundle: EnvBundle, spec: ToolSpec): Precondition[] {
  const model = semanticModelOf(bundle);
  const tm = model?.tools[spec.name];
  if (!tm || (tm.kind !== "action" && tm.kind !== "update")) return [];
  const out: Precondition[] = [];
  const verb = switchVerbOf(spec, tm.kind);
  const repeats = splitWords(spec.name).some((w) => REPEATS.has(w));
  for (const e of tm.effects) {
    const ent = model?.entities[e.entity];
    if (e.kind === "set-status" && e.status !== undefined && ent?.statusField && !repeats)
      out.push({
        kind: "field-not-in",
        entity: e.entity,
        field: ent.statusField,
        values: [e.status],
        errorCode: "Conflict",
        reason: `the ${ent.noun} is already ${e.status}`,
      });
    if (e.kind !== "update" || !verb || !ent) continue;
    const flags = (e.fields ?? []).filter((f) => ent.fields[f]?.type === "boolean");
    const flag = switchFlag(verb, flags);
    if (flag)
      out.push({
        kind: "field-not-in",
        entity: e.entity,
        field: flag.field,
        values: [flag.value],
        errorCode: "Conflict",
        reason: `the ${ent.noun} already has ${flag.field} ${flag.value}`,
      });
  }
  return out;
}

/**
 * Why a grounded call is no request anybody makes, or undefined when it is one:
 * - `empty-write`: a write whose body says nothing (`post_join_channel {}`) although the tool
 *   takes inputs — a write that takes none (`POST /about/factoryreset`) has nothing more to say;
 * - `empty-content`: a write that sends an empty object (`"payload": {}`);
 * - `no-change-update`: an update that names its record and nothing else, or only sign-in values
 *   (`put_custom_fields_by_id {"authtoken":…,"id":1,"login":…}`);
 * - `read-without-id`: a read of one record by its id, called without one (`post_get_topic {}`);
 * - `already-so`: enabling what is enabled, starting what is started or running (the target
 *   record already holds the flag the verb sets or the status the action moves it to);
 * - `one-item-merge`: a merge or comparison sent one item (`mergeDocumentsV1 {"file":[one]}`).
 */
export function callProblem(
  bundle: EnvBundle,
  spec: ToolSpec,
  kind: string,
  args: Json,
  target?: Json,
): string | undefined {
  const saying = sayingInputs(bundle, spec);
  const said = saying.filter((k) => saysSomething(args[k]));
  const writes = kind === "create" || kind === "update" || kind === "delete" || kind === "action";
  if (writes && saying.length > 0 && said.length === 0) return "empty-write";
  // `"payload": {}` on a new message: what the thing holds is never said (Svix, fresh55 readers
  // F/A/M on 7 of 60; has-goal drops such a draft, so the sampler does not draw it).
  if (writes && saying.some((k) => isRecord(args[k]) && Object.keys(args[k] as Json).length === 0))
    return "empty-content";
  if (kind === "update") {
    const acted = new Set(pathParams(spec));
    const tm = toolModelOf(bundle, spec.name);
    for (const [name, input] of Object.entries(tm?.inputs ?? {}))
      if (input.role === "id") acted.add(name);
    // "Remove an asset from a board" names the board and the asset: the asset is the change.
    const child = tm?.association ? nounOf(tm.association.child) : undefined;
    const changes = (k: string) => child !== undefined && namesRecordOf(k, child);
    // "Remove the configuration from the device" names the device only: the call itself takes a
    // field off it.
    if (!takesOff(tm) && said.length > 0 && said.every((k) => acted.has(k) && !changes(k)))
      return "no-change-update";
  }
  if (kind === "update" && target && said.length > 0) {
    const changes = said.filter((k) => !pathParams(spec).includes(k));
    if (changes.length > 0 && changes.every((k) => holdsAlready(k, args[k], target)))
      return "already-so";
  }
  // "Merge the PDF documents" with one document merges nothing.
  const props = ((spec.inputSchema as { properties?: unknown }).properties ?? {}) as Json;
  for (const [k, v] of Object.entries(args))
    if (Array.isArray(v) && v.length < 2 && isRecord(props[k]) && combinesItems(spec, props[k]))
      return "one-item-merge";
  if (kind === "read") {
    const key = readKey(spec);
    if (key === "*" ? !said.some((k) => carriesId(args[k], k)) : key && !saysSomething(args[key]))
      return "read-without-id";
  }
  if (target && writes) {
    // A switch the record already shows thrown, whatever the model says it writes.
    const verb = switchVerbOf(spec, kind);
    const flags = Object.keys(target).filter((f) => typeof target[f] === "boolean");
    const flag = verb ? switchFlag(verb, flags) : undefined;
    if (flag && target[flag.field] === flag.value) return "already-so";
    const unchanged = changeConditions(bundle, spec).filter((p) => p.field && p.field in target);
    if (unchanged.length > 0 && admits(unchanged, target) === false) return "already-so";
  }
  return undefined;
}

/**
 * A create that makes a copy of a record already there: every plain value it sends (at least two
 * besides keys) is that record's own. "Could you also submit a travel expense for £125.95 on
 * August 11, 2025?" filed the employee's August 11 travel expense a second time (bundled helpdesk,
 * the values drawn from the expense itself); nobody asks for a duplicate.
 */
export function copiesRecord(
  bundle: EnvBundle,
  spec: ToolSpec,
  kind: string,
  args: Json,
  state: unknown,
): "copies-record" | undefined {
  if (kind !== "create" || !isRecord(state)) return undefined;
  const tm = toolModelOf(bundle, spec.name);
  const rows = tm?.entity ? state[tm.entity] : undefined;
  if (!tm || !Array.isArray(rows) || rows.length === 0) return undefined;
  const sent = Object.keys(args).filter(
    (k) =>
      args[k] !== null &&
      args[k] !== undefined &&
      typeof args[k] !== "object" &&
      tm.inputs[k]?.source !== "plumbing",
  );
  const described = sent.filter((k) => !["id", "reference"].includes(tm.inputs[k]?.role ?? ""));
  if (described.length < 2) return undefined;
  const same = (a: unknown, b: unknown) =>
    a !== undefined && a !== null && String(a).toLowerCase() === String(b).toLowerCase();
  const copied = rows.some(
    (r) => isRecord(r) && sent.every((k) => same(r[tm.inputs[k]?.field ?? k], args[k])),
  );
  return copied ? "copies-record" : undefined;
}

/** Singular snake noun of a path segment or name: `service_credentials.json` → `service_credential`. */
function nounOf(name: string): string {
  return entityKey(name.replace(/\.(json|xml|ya?ml|csv|txt|html?)$/i, ""));
}

/** Wrapper keys that say nothing about the records inside (`data[].id`, `items[].id`). */
const WRAPPERS =
  /^(data|items|results?|records|values|list|entries|content|rows|objects|hits|nodes|elements|edges|response|body)$/i;

/**
 * The kinds of record an input names, from the doc: the path segment before `{param}`
 * (`/jsapps/{code}.json` → jsapp) and the stem of an `x_id` leaf (`split_test_id` → split_test);
 * a bare `id` of a tool with no path names the tool's own entity. Empty when nothing tells.
 */
export function inputEntities(spec: ToolSpec, leaf: string, toolEntity?: string): string[] {
  const out = new Set<string>();
  const name = inputLeaf(leaf);
  const words = splitWords(name);
  if (words.length >= 2 && ID_WORD.test(words[words.length - 1] as string))
    out.add(nounOf(words.slice(0, -1).join("_")));
  const pointer = openapiPointer(spec);
  const segs = pointer.split("/").filter(Boolean).slice(1, -1);
  const at = segs.findIndex((s) => new RegExp(`^\\{${escapeRegExp(leaf)}\\}`).test(s));
  const before = at > 0 ? segs[at - 1] : undefined;
  // `/nearest/{code}`: the key is of the records the relation lists (the tool's own), not "nearest".
  if (before && isRelationSegment(before) && toolEntity) out.add(nounOf(toolEntity));
  else if (before && !/^\{/.test(before) && !/^v\d+|^api$/i.test(before)) {
    // `/users/admin/{user_id}`: a singular segment naming the tool's own records says whose key it
    // is — an admin's, not any user's (ritc's removeAdminUser was fed an app user's id, fresh52
    // readers). A plural collection (`/members/{user_id}`) keys its records by the other kind.
    const own = toolEntity ? nounOf(toolEntity) : undefined;
    const noun = nounOf(before);
    if (own && noun === own && !isPlural(before) && out.size > 0 && !out.has(noun)) out.clear();
    out.add(noun);
  }
  if (out.size === 0 && !pointer && toolEntity && words.length === 1 && ID_WORD.test(name))
    out.add(nounOf(toolEntity));
  return [...out].filter(Boolean);
}

/**
 * The kinds of record an output value identifies: the stem of an `x_id` leaf, else the list or
 * object it sits in (`devices[].id` → device), else the producing tool's own entity.
 */
export function outputEntities(path: string, toolEntities: string[]): string[] {
  const parts = path.split(".").map((p) => p.replace(/\[\]$/, ""));
  const leaf = parts[parts.length - 1] ?? "";
  const words = splitWords(leaf);
  if (words.length >= 2 && ID_WORD.test(words[words.length - 1] as string))
    return [nounOf(words.slice(0, -1).join("_"))];
  if (!isIdName(leaf) && looseKey(leaf) !== "id") return [];
  const container = parts
    .slice(0, -1)
    .reverse()
    .find((p) => p && p !== "$" && !WRAPPERS.test(p));
  if (container) return [nounOf(container)];
  return toolEntities.map(nounOf).filter(Boolean);
}

/** `traffic_split` and `split`: one names the other's last words (`site_form` ↔ `form`). */
export function sameRecordKind(a: string, b: string): boolean {
  if (looseKey(a) === looseKey(b)) return true;
  const wa = a.split("_");
  const wb = b.split("_");
  const tail = (x: string[], y: string[]) =>
    x.length < y.length && x.join("_") === y.slice(y.length - x.length).join("_");
  return tail(wa, wb) || tail(wb, wa);
}

/**
 * Whether an output may feed an input: when the doc says which kind of record each names, the
 * kinds agree — a country's `code` is no jsapp's code, a source's `id` no credential's id, however
 * alike the field names. Unknown on either side: allowed.
 */
export function referenceFits(wanted: string[], produced: string[]): boolean {
  if (wanted.length === 0 || produced.length === 0) return true;
  return wanted.some((w) => produced.some((p) => sameRecordKind(w, p)));
}

const FAMILIES = new WeakMap<EnvBundle, Map<string, string>>();

/**
 * The path family of a tool whose kind of record the API serves under more than one path prefix:
 * shop-pro.jp lists, changes and removes script tags under `/appstore/v1/script_tags` and again
 * under `/v1/script_tags`; a v2 API beside its v1. The family is the fixed prefix before the
 * record's own segment, when it serves two or more of the record's tools: a lone search
 * (`/search/artifacts`) or a collection nested under a parent (`/groups/{groupId}/artifacts`) is
 * one API's way to the same records, not a second API. Undefined for a tool whose records one
 * family serves: nothing to keep apart.
 */
export function pathFamily(bundle: EnvBundle, tool: string): string | undefined {
  let families = FAMILIES.get(bundle);
  if (!families) {
    families = new Map();
    const byEntity = new Map<string, Map<string, string>>();
    for (const spec of bundle.tools) {
      const entity = toolModelOf(bundle, spec.name)?.entity;
      const segs = openapiPointer(spec).split("/").filter(Boolean).slice(1, -1);
      if (!entity || segs.length === 0) continue;
      const noun = nounOf(entity);
      const at = segs.findIndex((s) => !/^\{/.test(s) && nounOf(s) === noun);
      if (at < 0 || segs.slice(0, at).some((s) => s.startsWith("{"))) continue;
      const tools = byEntity.get(noun) ?? new Map<string, string>();
      tools.set(spec.name, segs.slice(0, at).join("/"));
      byEntity.set(noun, tools);
    }
    for (const tools of byEntity.values()) {
      const size = new Map<string, number>();
      for (const prefix of tools.values()) size.set(prefix, (size.get(prefix) ?? 0) + 1);
      const sets = new Set([...size].filter(([, n]) => n >= 2).map(([prefix]) => prefix));
      if (sets.size < 2) continue;
      for (const [name, prefix] of tools) if (sets.has(prefix)) families.set(name, `/${prefix}`);
    }
    FAMILIES.set(bundle, families);
  }
  return families.get(tool);
}

/**
 * Whether two tools belong to different families of parallel paths: a task that lists with one
 * and deletes with the other calls two APIs for one record (fresh16 shop-pro.jp readers A+M).
 */
export function otherFamilies(bundle: EnvBundle, a: string, b: string): boolean {
  const fa = pathFamily(bundle, a);
  const fb = pathFamily(bundle, b);
  return fa !== undefined && fb !== undefined && fa !== fb;
}

/**
 * Two nouns are one kind of record by their last words (`site_form` ↔ `form`) unless the
 * environment keeps both as records of their own: an inline script tag is no script tag where
 * the API has `/script_tags` and `/inline_script_tags`.
 */
function sameKindIn(bundle: EnvBundle, a: string, b: string): boolean {
  if (!sameRecordKind(a, b)) return false;
  if (nounOf(a) === nounOf(b)) return true;
  const own = new Set(
    Object.values(semanticModelOf(bundle)?.entities ?? {}).map((e) => nounOf(e.name)),
  );
  return !(own.has(nounOf(a)) && own.has(nounOf(b)));
}

/**
 * The arguments of a read that follows up on what a goal call returned ("and what tag paths does
 * it have?"), or undefined when the read would take a value along no real relation or only read
 * back the record the goal acted on. Each
 * required input of the read takes, from the goal's result:
 * - the field of the same name, when both name the same kind of record (`studyId` → `studyId`)
 *   or neither names a record (`date` → `date`);
 * - the result's own `id`, when the input names the record the goal acted on (the box's `id`
 *   for `GET /boxes/{id}`, `box_id` after a box was changed).
 * Never "some integer id from the last result": a box's `id` is no anonymization key's `id`.
 */
export function followUpArgs(
  bundle: EnvBundle,
  goalTool: string,
  read: ToolSpec,
  result: Json,
): Json | undefined {
  const required = (read.inputSchema as { required?: unknown }).required;
  const req = Array.isArray(required) ? required.filter((r) => typeof r === "string") : [];
  if (req.length === 0) return undefined;
  // The record is read back through the family of paths that changed it.
  if (otherFamilies(bundle, goalTool, read.name)) return undefined;
  const goalEntity = toolModelOf(bundle, goalTool)?.entity;
  const readEntity = toolModelOf(bundle, read.name)?.entity;
  // Reading back the record the goal just made or changed asks nothing new: its result already
  // said it ("Can you also pull up the legal entity now?" after creating it — fresh22 readers M).
  // A related record (the filter's tag paths, the key's values) is a question of its own.
  if (goalEntity && readEntity && sameKindIn(bundle, nounOf(goalEntity), nounOf(readEntity)))
    return undefined;
  const acted = goalEntity ? [nounOf(goalEntity)] : [];
  const fits = (wanted: string[], produced: string[]) =>
    wanted.length === 0 ||
    produced.length === 0 ||
    wanted.some((w) => produced.some((p) => sameKindIn(bundle, w, p)));
  const args: Json = {};
  for (const p of req) {
    const wanted = inputEntities(read, p, readEntity);
    const bareId = looseKey(p) === "id" || (isIdName(p) && splitWords(p).length === 1);
    const direct = result[p];
    const stem = splitWords(p).slice(0, -1).join("_");
    let value: unknown;
    if (bareId) {
      // Both sides must say which record: an `id` of unknown kind relates to nothing.
      if (wanted.length > 0 && acted.length > 0 && fits(wanted, acted)) value = direct;
    } else if (direct !== undefined) {
      if (fits(wanted, outputEntities(p, acted))) value = direct;
    } else if (isIdName(p) && stem && acted.some((a) => sameKindIn(bundle, nounOf(stem), a)))
      value = result.id;
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    args[p] = value;
  }
  return args;
}

/** How a generated artefact looks, not what it shows: size, spacing, colours, file format. */
const PRESENTATION =
  /(colou?r|background|foreground|theme|style|font|format|size|width|height|margin|padding|border|scale|quality|dpi|ratio|align|orientation|rotation|zoom|resolution|lang|locale|language|level)$/;

/**
 * The inputs a generator makes its output from: the text a QR code encodes, the data a chart
 * plots ("Generate a QR code" with `text`, `width`, `margin`, `format` → `text`). Empty for a tool
 * that generates nothing. Without them the call asks for nothing ("a QR code with a width
 * of 55"), so the sampler always fills them.
 */
export function contentInputs(bundle: EnvBundle, spec: ToolSpec): string[] {
  const tm = toolModelOf(bundle, spec.name);
  if (!generatesFromInputs(spec, bundle.tools)) return [];
  const props = ((spec.inputSchema as { properties?: Json }).properties ?? {}) as Record<
    string,
    { type?: unknown }
  >;
  return sayingInputs(bundle, spec).filter((name) => {
    const input = tm?.inputs[name];
    if (input?.role === "measure" || input?.cosmetic) return false;
    const type = props[name]?.type;
    if (type === "integer" || type === "number" || type === "boolean") return false;
    return !PRESENTATION.test(looseKey(name));
  });
}

/**
 * Whether an output value can play the role of an input: an identifier fills only an identifier
 * or a reference, or the input of its own name — a timezone's `timezoneId` is no `date`, however
 * the path reads (`/companies/timezones/{date}`). `produced`: the kinds of record the output names.
 */
export function roleFits(outputPath: string, input: string, produced: string[] = []): boolean {
  const leaf = inputLeaf;
  const out = leaf(outputPath);
  const into = leaf(input);
  if (looseKey(out) === looseKey(into)) return true;
  const isId = (n: string) => isIdName(n) || looseKey(n) === "id";
  // Stripe's `customer` takes a customer's id: the input names the record the id identifies.
  if (produced.some((p) => sameRecordKind(nounOf(into), p))) return true;
  return (
    !isId(out) ||
    isId(into) ||
    /(^|_)(ref|reference|parent|owner|target)$/.test(splitWords(into).join("_"))
  );
}

/** A description that says the input must be given: "… Mandatory.", "(required)", "Required." */
const MANDATORY =
  /(?:^|[.;(]\s*)(?:mandatory|required)\s*(?:[.;)]|$)|\b(?:is|are) (?:mandatory|required)\s*(?:[.;)]|$)/i;

/**
 * Whether the doc requires an input its schema leaves optional ("The circulation desk where the
 * action is being performed. Mandatory."): a call without it is one the API refuses.
 */
export function mandatoryByDoc(schema: unknown): boolean {
  const d = (schema as { description?: unknown } | undefined)?.description;
  return typeof d === "string" && MANDATORY.test(d.trim());
}

/** Records that stand for whoever makes the call: a create is theirs without their saying so. */
const ACTOR = /^(user|account|member|owner|creator|author|me|self|profile)$/;

/** The records of a state collection, whether kept as a list or as an id-keyed map. */
function recordsIn(state: Json, collection: string): Json[] {
  const v = state[collection];
  if (Array.isArray(v)) return v.filter(isRecord);
  return isRecord(v) ? Object.values(v).filter(isRecord) : [];
}

/**
 * The parent a create must be told because the environment holds several: the org of a new
 * Telegraf config (`PostTelegrafs` takes an optional `orgID`; left out, the config landed in
 * org_1003 of six — b52 readers A). `input` is the sampler's input name (`orgID`, `body.orgID`).
 * Returns the parent's collection and how many records it holds, or undefined when the input is
 * no such parent (the tool's own records, whoever calls, a collection of one).
 */
export function parentToName(
  bundle: EnvBundle,
  spec: ToolSpec,
  input: string,
): { collection: string; count: number } | undefined {
  const model = semanticModelOf(bundle);
  const tm = model?.tools[spec.name];
  if (!model || tm?.kind !== "create") return undefined;
  const modelled = tm.inputs[input];
  let collection: string | undefined;
  if (modelled) {
    if (modelled.role !== "reference" || !modelled.entity) return undefined;
    collection = modelled.entity;
  } else {
    const words = splitWords(inputLeaf(input));
    if (words.length < 2 || !ID_WORD.test(words[words.length - 1] as string)) return undefined;
    const noun = nounOf(words.slice(0, -1).join("_"));
    collection = Object.keys(model.entities).find((e) => nounOf(e) === noun);
  }
  if (!collection || (tm.entity && nounOf(collection) === nounOf(tm.entity))) return undefined;
  if (ACTOR.test(nounOf(collection))) return undefined;
  const count = recordsIn(userState(bundle.initialState), collection).length;
  return count > 1 ? { collection, count } : undefined;
}

/**
 * Why taking a record off a parent, or putting it on, changes nothing, or undefined when it does:
 * `not-attached` — removing a label from a notification rule whose labels do not hold it ("remove
 * the label onboarding from the rule Auto-assign to sales" on a rule labelled [vip], b52 readers
 * M); `already-attached` — adding one it already holds. The parent is the record a path
 * reference names, the child the tool's own record; attached means the parent's list of the
 * child's kind holds the child's id or its name.
 */
export function associationProblem(
  bundle: EnvBundle,
  spec: ToolSpec,
  kind: string,
  args: Json,
  state: Json,
): string | undefined {
  if (kind !== "delete" && kind !== "create") return undefined;
  const model = semanticModelOf(bundle);
  const tm = model?.tools[spec.name];
  if (!model || !tm?.entity) return undefined;
  const inPath = new Set(pathParams(spec));
  const entries = Object.entries(tm.inputs);
  const parentInput = entries.find(
    ([name, i]) =>
      inPath.has(name) &&
      i.role === "reference" &&
      i.entity &&
      nounOf(i.entity) !== nounOf(tm.entity as string),
  );
  const childInput = entries.find(
    ([name, i]) =>
      (i.role === "id" || i.role === "reference") &&
      i.entity &&
      nounOf(i.entity) === nounOf(tm.entity as string) &&
      name !== parentInput?.[0],
  );
  if (!parentInput || !childInput) return undefined;
  const childId = args[childInput[0]];
  const parentId = args[parentInput[0]];
  if (childId === undefined || parentId === undefined) return undefined;
  const parent = findRecord(bundle, state, parentId, parentInput[1].entity)?.record;
  if (!parent) return undefined;
  const listKey = Object.keys(parent).find(
    (k) => Array.isArray(parent[k]) && nounOf(k) === nounOf(tm.entity as string),
  );
  if (!listKey) return undefined;
  const child = findRecord(bundle, state, childId, tm.entity)?.record;
  const label = model.entities[tm.entity]?.labelField;
  const name = child && label ? child[label] : undefined;
  const held = (parent[listKey] as unknown[]).some(
    (x) =>
      x === childId ||
      (isRecord(x) &&
        (Object.values(x).includes(childId) ||
          (label !== undefined && name !== undefined && x[label] === name))),
  );
  if (kind === "delete" && !held) return "not-attached";
  if (kind === "create" && held) return "already-attached";
  return undefined;
}

/** A tool that makes one thing of several: merging documents, comparing texts. */
const COMBINES =
  /\b(?:merge|merges|merging|combine|combines|combining|concatenate|concatenates|compare|compares|comparing)\b/i;

/**
 * Whether a list input of a tool that merges or compares its items needs two of them: "merge the
 * PDF documents" sent one file (`mergeDocumentsV1 {"file":["project-brief.pdf"]}`, b52 readers M).
 * `schema` is the input's own schema; a list the doc already bounds keeps its bound.
 */
export function combinesItems(spec: ToolSpec, schema: Json): boolean {
  if (schema.type !== "array" || typeof schema.minItems === "number") return false;
  const first = plainText(spec.description ?? "").split(/(?<=[.!?])\s+|\n+/)[0] ?? "";
  return COMBINES.test(`${splitWords(spec.name).join(" ")} ${first}`);
}
