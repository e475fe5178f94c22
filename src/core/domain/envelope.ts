import { flatSchema, isObj, propsOf, type Schema, schemaType } from "./json-schema.js";
import { isEnvelopeMember } from "./tool-kind.js";
import { looseKey, singular, splitWords } from "./words.js";

/** What a member of a response is, for telling an envelope from a record. */
export type MemberKind = "scalar" | "object" | "array";

/** English names a response gives the thing it carries: `data`, `result`, `payload`, `entry`. */
const PAYLOAD_KEY = /^_?(?:data|result|payload|response|body|content|entry|item|record)$/i;

/** Members that say which record this is: a record carrying them is the thing, not its wrapper. */
const IDENTITY_KEY = /^(?:id|uuid|guid|name|title|label|slug|displayname|fullname)$/;

/**
 * The member of a response that holds what the response is about, when the rest is the
 * envelope around it: one object member under a payload name (`data`, `result`, `entry`) beside
 * metadata (`status`, `code`, `currentTime`, `version`, a `references` or `meta` object, an
 * `errors` list), and no member naming a record of its own (`id`, `name`). Undefined when the response is the record.
 */
export function payloadKey(
  members: readonly (readonly [string, MemberKind])[],
): string | undefined {
  const payload = members.filter(([k, kind]) => kind === "object" && PAYLOAD_KEY.test(k));
  if (payload.length !== 1) return undefined;
  if (members.some(([k]) => IDENTITY_KEY.test(looseKey(k)))) return undefined;
  // A list beside it is what the response holds (Plaid's `{accounts: […], item: {…}}`), unless it
  // is the envelope's own (`errors`, `included`).
  if (members.some(([k, kind]) => kind === "array" && !isEnvelopeMember(k))) return undefined;
  return payload[0]?.[0];
}

/** Most envelopes nest twice (`data.entry`); a deeper chain is a record's own parts. */
const MAX_DEPTH = 3;

function kindOfValue(v: unknown): MemberKind {
  return Array.isArray(v) ? "array" : isObj(v) ? "object" : "scalar";
}

function kindOfSchema(s: Schema): MemberKind {
  const t = schemaType(flatSchema(s));
  return t === "object" ? "object" : t === "array" ? "array" : "scalar";
}

/**
 * Where the record a response is about sits in it (`["data", "entry"]` for
 * `{status, currentTime, data: {entry: {…}, references}}`); empty when the response is the record.
 */
export function payloadPathOfValue(value: unknown): string[] {
  const path: string[] = [];
  let at = value;
  while (isObj(at) && path.length < MAX_DEPTH) {
    const key = payloadKey(Object.entries(at).map(([k, v]) => [k, kindOfValue(v)] as const));
    if (key === undefined) break;
    path.push(key);
    at = at[key];
  }
  return path;
}

/** `payloadPathOfValue` read off an output schema: where a tool's record sits in its output. */
export function payloadPathOfSchema(schema: unknown): string[] {
  const path: string[] = [];
  let at = flatSchema(schema);
  while (path.length < MAX_DEPTH) {
    const props = propsOf(at);
    const key = payloadKey(Object.entries(props).map(([k, v]) => [k, kindOfSchema(v)] as const));
    if (key === undefined) break;
    path.push(key);
    at = flatSchema(props[key]);
  }
  return path;
}

/**
 * The member of a payload that wraps one record in a list: Rudder answers a group's details,
 * update and delete with `{action, data: {groups: [group]}}`. The payload's only member is a list
 * of objects, so the record is the list's item, not the payload (fresh37 readers N: the payload
 * was taken for the record, its list became a field, and a delete answered a made-up group).
 */
export function listWrapOfSchema(schema: unknown): string | undefined {
  const props = propsOf(flatSchema(schema));
  const keys = Object.keys(props);
  if (keys.length !== 1) return undefined;
  const inner = flatSchema(props[keys[0]!]!);
  if (schemaType(inner) !== "array") return undefined;
  const items = flatSchema(inner.items ?? {});
  return schemaType(items) === "object" && Object.keys(propsOf(items)).length > 0
    ? keys[0]
    : undefined;
}

/**
 * The member of a response named for the thing its tool is about: `Pipeline` of ReadPipeline's
 * (or UpdatePipelineStatus's) `{Pipeline: {…}, Warnings: […]}`. AWS wraps a record so; taken for a
 * field, every pipeline held a made-up `Pipeline` and a read answered a random one (fresh63 blind
 * readers N, B). Only one object member may be so named, and the response names no record of its
 * own (`Id`, `Name` at its root make it the record).
 */
export function toolNamedMember(schema: unknown, toolName: string): string | undefined {
  const props = propsOf(flatSchema(schema));
  if (Object.keys(props).some((k) => IDENTITY_KEY.test(looseKey(k)))) return undefined;
  // Whole words of the tool's name, in a row (`JobRun` of GetJobRun), never a part of one
  // (`view` of getOverviews).
  const words = splitWords(toolName).map((w) => singular(w.toLowerCase()));
  const runs = new Set<string>();
  for (let i = 0; i < words.length; i++)
    for (let j = i + 1; j <= words.length; j++) runs.add(words.slice(i, j).join(""));
  const named = Object.entries(props).filter(([k, v]) => {
    const key = looseKey(singular(k));
    const inner = flatSchema(v);
    return (
      key.length >= 3 &&
      runs.has(key) &&
      schemaType(inner) === "object" &&
      Object.keys(propsOf(inner)).length > 0
    );
  });
  return named.length === 1 ? named[0]![0] : undefined;
}

/**
 * Where a tool's record sits in its output: the envelope's payload path (`data`), its root schema
 * there, and the member that wraps the record in a list of one (`groups` of `data: {groups: [g]}`).
 */
export function recordPathOfSchema(
  schema: unknown,
  toolName?: string,
): {
  path: string[];
  root: Schema;
  listed?: string;
} {
  let path = payloadPathOfSchema(schema);
  if (path.length === 0 && toolName !== undefined) {
    const named = toolNamedMember(schema, toolName);
    if (named) path = [named];
  }
  const root = path.reduce((s, k) => flatSchema(propsOf(s)[k]), flatSchema(schema));
  const listed = path.length > 0 ? listWrapOfSchema(root) : pagedWrapOfSchema(root);
  return { path, root, ...(listed ? { listed } : {}) };
}

/** Names a paged response gives its list: OpenAQ's `{meta, results: […]}`. */
const LIST_PAYLOAD_KEY = /^_?(?:data|results?|items|records|entries)$/i;

/**
 * The list a read's answer wraps its record in beside a page's metadata: OpenAQ's
 * `GET /v2/countries/{country_id}` answers `{meta, results: [country]}`. Taken for the record, its
 * `meta` and `results` became fields of every country and the read answered made-up rows — the
 * United States for GB (fresh66 readers N).
 */
function pagedWrapOfSchema(root: Schema): string | undefined {
  const props = propsOf(root);
  const keys = Object.keys(props);
  if (keys.some((k) => IDENTITY_KEY.test(looseKey(k)))) return undefined;
  const lists = keys.filter((k) => LIST_PAYLOAD_KEY.test(k));
  if (lists.length !== 1 || keys.length < 2) return undefined;
  if (!keys.every((k) => k === lists[0] || isEnvelopeMember(k))) return undefined;
  return listWrapOfSchema({ type: "object", properties: { [lists[0]!]: props[lists[0]!]! } });
}

/** Names a response gives one bare value it hands back: `{"results": "https://…"}`, `{"data": 42}`. */
const SCALAR_PAYLOAD_KEY = /^_?(?:data|results?|payload|response|value)$/i;

/** A bare payload that only says the call went through. */
const ACKNOWLEDGEMENT =
  /^(?:ok|okay|success|succeeded|successful|done|true|accepted|created|deleted)$/i;

/** Envelope members beside a bare payload: `{"success": true, "data": "…"}`. */
const SCALAR_ENVELOPE_KEY = /^(?:success|ok|status|code|message|error|errors)$/i;

/**
 * The one bare value a response wraps (`{"results": "https://…/templates/931"}`, a
 * `ResponseOk[HttpUrl]`): the value is the answer, the wrapper's name is none of it. Undefined
 * when the response is a record or wraps an object or list.
 */
export function scalarPayload(value: unknown): { key: string; value: string | number } | undefined {
  if (!isObj(value)) return undefined;
  const entries = Object.entries(value);
  const payload = entries.filter(([k]) => SCALAR_PAYLOAD_KEY.test(k));
  if (payload.length !== 1) return undefined;
  const [key, v] = payload[0] as [string, unknown];
  if (typeof v !== "string" && typeof v !== "number") return undefined;
  // `{"result": "success"}` acknowledges a call; it holds no value to tell.
  if (ACKNOWLEDGEMENT.test(String(v))) return undefined;
  if (entries.some(([k]) => k !== key && !SCALAR_ENVELOPE_KEY.test(k))) return undefined;
  return { key, value: v };
}

/**
 * The member a bare reply envelope carries its payload in (`result` of `{ok, message, result: […]}`):
 * every other member only says how the call went. Undefined when the response has members of its
 * own — those are the record's (e-drv tokens held `"ok": false, "message": "OK"`, fresh21 readers N).
 */
export function envelopePayloadOfSchema(schema: unknown): string | undefined {
  const keys = Object.keys(propsOf(flatSchema(schema)));
  const payload = keys.filter((k) => PAYLOAD_KEY.test(k) || SCALAR_PAYLOAD_KEY.test(k));
  if (keys.length < 2 || payload.length !== 1) return undefined;
  return keys.every((k) => k === payload[0] || SCALAR_ENVELOPE_KEY.test(k))
    ? payload[0]
    : undefined;
}

/**
 * The resource type of a JSON:API collection (`{id, type, attributes: {…}}`): the constant its
 * `type` member holds for every record — the doc's const, only enum value or example, else the
 * collection's singular in snake case (`email_history`, as Twine Health's examples have it).
 * Undefined when the record is no JSON:API resource or its `type` is a real choice (two enum
 * values). Read as a category, it grouped Twine's email histories "5 custom, 2 external" and a
 * create sent `{"data":{"type":"other_lifestyle"}}` alone (fresh67 blind readers N, M).
 */
export function jsonApiTypeOf(
  fields: Record<string, Schema>,
  singularName: string,
): string | undefined {
  const type = fields.type;
  const attributes = fields.attributes;
  if (!type || !attributes) return undefined;
  if (schemaType(flatSchema(attributes)) !== "object") return undefined;
  const s = flatSchema(type);
  if (schemaType(s) !== undefined && schemaType(s) !== "string") return undefined;
  const values = Array.isArray(s.enum) ? s.enum : s.const !== undefined ? [s.const] : [];
  if (values.length > 1) return undefined;
  const shown = values[0] ?? s.example;
  if (typeof shown === "string" && /^[a-z][a-z0-9_-]*$/i.test(shown)) return shown;
  const snake = splitWords(singularName)
    .map((w) => w.toLowerCase())
    .join("_");
  return snake || undefined;
}

/** A JSON:API resource's schema as a write's body sends it: `{type, attributes: {…}}`. */
export function isJsonApiResource(schema: unknown): boolean {
  const props = propsOf(flatSchema(schema));
  return (
    props.type !== undefined &&
    props.attributes !== undefined &&
    schemaType(flatSchema(props.attributes)) === "object" &&
    (schemaType(flatSchema(props.type)) ?? "string") === "string"
  );
}
