import {
  createdKey,
  DEFAULT_FLAG,
  dateShaped,
  docSaysUnique,
  docSaysUrl,
  docShape,
  isMasked,
  outOfRange,
  ownIdKey,
  patternOf,
  placeholderValue,
  type ShapeSchema as SchemaNode,
  SECRET_KEY,
  SYSTEM_FLAG,
  sameShape,
  shapeOf,
  urlShaped,
} from "../domain/doc-shapes.js";
import { isDummyNumber, PERSON_NOUN } from "../domain/field-roles.js";
import { describedShape, isObj } from "../domain/json-schema.js";
import { lexiconValues } from "../domain/lexicon/index.js";
import { countsWholeThings, fieldWords } from "../domain/values.js";
import { singular } from "../domain/words.js";
import { episodeState } from "../envgen/seed-state.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { FieldModel } from "../schema/semantic-model.js";
import { fillerName, ownWordNumber } from "./record-defects.js";

/**
 * A bundle's seeded records read against what its doc says of each field, before any task is
 * sampled: the nonsense a blind reader marks (row N) comes from values the doc already rules out,
 * and a per-kind count over every field of every bundle shows which kinds are common without
 * waiting for the kinds a 30-sample reading happens to draw. It lives in synth/ beside
 * `record-defects.ts` (which judges one conversation) because REPORT.md's data-quality figures are
 * made here; it reads only the bundle, so any stage may call it.
 *
 * - `example-shape`: a value of another shape than the doc's format or examples (a UUID example
 *   holding `hat_1001`, a URL example holding a name, a numeric id holding `pro_1039`);
 * - `pattern` / `enum`: a value outside the schema's pattern or enum;
 * - `range`: a number outside the range the schema, the unit in the description or the field's
 *   meaning allows (radians above 2π, a percentage above 100, a latitude of 120, a negative count);
 * - `fractional-count`: a count with decimals;
 * - `system-flag`: a flag marking built-in, system or default records true on most records (every
 *   AppVeyor role "isSystem"), or on more than one where one is the default;
 * - `secret-shown`: a password, secret or write-only value kept on a record every read returns;
 * - `filler-title`: a record named by a filler ("Basic result", "Query 8");
 * - `repeated-value`: records of one collection sharing a name, email or unique key;
 * - `id-shape`: an identifier of another shape than the doc's ids: a date (`"id": "20251220"` for
 *   a SCIM user), or the doc's placeholder example (`uid` "unique-app-identifier");
 * - `url-name`: a field the doc calls a URL holding a name ("Main Street Cafe");
 * - `dummy-number`: a doc's dummy number as a value (otoroshi's `bufferSize` 123123);
 * - `stamped-example`: the doc's one example of a name or an address part on every record (PIMS
 *   venues in San Diego and Atlanta all at "ZAC d'Ar Mor", price ranges all "REDUCED PRICE");
 * - `cross-parent`: a nested record naming another parent than its record (a bucket of org_1001
 *   holding labels with `orgID` org_1003);
 *
 * and, in the tool results of a run (`resultDocValues`), where a call's answer ignores its call:
 * - `same-result`: a tool that works its answer out of what it is given (parse, convert, analyse,
 *   look up) answering the same value to different inputs (two PDFs parsed to one account number);
 * - `stale-created`: a record just created whose creation time is before the clock started;
 * - `copied-field`: a record just created holding another record's unique value (a Svix message
 *   reusing an existing `eventId`).
 */
export type DocValueKind =
  | "example-shape"
  | "pattern"
  | "enum"
  | "range"
  | "fractional-count"
  | "system-flag"
  | "secret-shown"
  | "filler-title"
  | "repeated-value"
  | "id-shape"
  | "url-name"
  | "dummy-number"
  | "stamped-example"
  | "cross-parent"
  | "same-result"
  | "stale-created"
  | "copied-field";

export const DOC_VALUE_KINDS: readonly DocValueKind[] = [
  "example-shape",
  "pattern",
  "enum",
  "range",
  "fractional-count",
  "system-flag",
  "secret-shown",
  "filler-title",
  "repeated-value",
  "id-shape",
  "url-name",
  "dummy-number",
  "stamped-example",
  "cross-parent",
  "same-result",
  "stale-created",
  "copied-field",
];

export interface DocValueFinding {
  kind: DocValueKind;
  bundle: string;
  /** The collection of a seeded record, or the tool whose result holds the value. */
  entity: string;
  /** The tool whose result holds the value (call-time findings only). */
  tool?: string;
  /** Dot path of the field in the record (`groups[].name`). */
  field: string;
  value: string;
  /** The doc text the value disagrees with (format, example, description, pattern …). */
  doc: string;
}

type Rec = Record<string, unknown>;

interface Walk {
  bundle: string;
  entity: string;
  tool?: string;
  /** The record's own id field, when known. */
  idField?: string;
  out: DocValueFinding[];
}

/** Every value of a record against its schema node, at any depth. */
function visit(
  v: unknown,
  path: string,
  key: string,
  schema: SchemaNode | undefined,
  field: FieldModel | undefined,
  w: Walk,
  depth = 0,
): void {
  if (depth > 6 || v === null || v === undefined) return;
  const push = (kind: DocValueKind, doc: string) =>
    w.out.push({
      kind,
      bundle: w.bundle,
      entity: w.entity,
      ...(w.tool ? { tool: w.tool } : {}),
      field: path,
      value: typeof v === "string" ? v : JSON.stringify(v),
      doc,
    });
  if (Array.isArray(v)) {
    for (const x of v) visit(x, `${path}[]`, key, schema?.items, undefined, w, depth + 1);
    return;
  }
  if (isObj(v)) {
    for (const [k, x] of Object.entries(v))
      visit(x, `${path}.${k}`, k, schema?.properties?.[k], undefined, w, depth + 1);
    return;
  }
  const enumOf = Array.isArray(schema?.enum) ? schema.enum : undefined;
  if (enumOf && enumOf.length > 0 && !enumOf.includes(v)) {
    push("enum", `enum: ${JSON.stringify(enumOf).slice(0, 120)}`);
    return;
  }
  if (typeof v === "number" && isDummyNumber(v)) push("dummy-number", `a dummy number (${v})`);
  if (typeof v === "number") {
    const desc = String(schema?.description ?? field?.description ?? "");
    const why = outOfRange(key, v, schema, field, countsWholeThings(fieldWords(key), desc));
    if (why) push("range", why);
    if (!Number.isInteger(v) && countsWholeThings(fieldWords(key), desc))
      push("fractional-count", desc || "a count");
  }
  if (typeof v === "string") {
    if (typeof schema?.pattern === "string") {
      const re = compile(schema.pattern);
      if (re && !re.test(v)) push("pattern", `pattern: ${schema.pattern}`);
    }
    const shape = docShape(schema, field);
    if (shape && v !== "" && !sameShape(shape.shape, shapeOf(v))) push("example-shape", shape.doc);
    else {
      const described = schema?.description
        ? describedShape(String(schema.description))
        : undefined;
      if (described && v !== "" && !described.test(v))
        push("example-shape", String(schema?.description));
      else if (docSaysUrl(key, schema) && v !== "" && !urlShaped(v))
        push("url-name", String(schema?.description ?? schema?.format ?? key));
    }
    const desc = String(schema?.description ?? field?.description ?? "");
    const own = ownIdKey(key, depth === 0 ? w.idField : undefined);
    const dated = shape?.shape === "date" || shape?.shape === "date-time";
    // A collection keyed by day (`date_yyyymmdd`) holds dates as its keys.
    const daily = /date|day|time|yyyy/i.test(`${key} ${desc}`);
    if (own && !dated && !daily && dateShaped(v))
      push("id-shape", desc || `the ${key} of a record`);
    else if ((own || docSaysUnique(key, schema)) && placeholderValue(v, key, desc))
      push("id-shape", desc || `the ${key} of a record`);
    // The lexicon's own names of the thing ("Team lead" for a role) are real ones.
    const parts = path.replace(/\[\]/g, "").split(".");
    const owner = singular(
      fieldWords(parts.length > 1 ? (parts[parts.length - 2] ?? "") : w.entity),
    );
    if ((fillerName(key, v) || ownWordNumber(key, v)) && !lexiconValues(owner).includes(v))
      push("filler-title", `a name of a ${owner}`);
    const secret = SECRET_KEY.test(fieldWords(key)) || schema?.writeOnly === true;
    if (secret && v !== "" && !isMasked(v))
      push("secret-shown", schema?.writeOnly ? "writeOnly" : `a secret (${key})`);
  }
}

const compiled = new Map<string, RegExp | undefined>();
function compile(pattern: string): RegExp | undefined {
  if (!compiled.has(pattern)) compiled.set(pattern, patternOf(pattern));
  return compiled.get(pattern);
}

/** The records of a collection, whether kept as a list or keyed by id. */
function recordsOf(v: unknown): Rec[] {
  if (Array.isArray(v)) return v.filter(isObj);
  if (isObj(v)) {
    const vals = Object.values(v);
    if (vals.length > 0 && vals.every(isObj)) return vals;
  }
  return [];
}

/** The item schema of a collection in the state schema. */
function itemSchema(stateSchema: unknown, entity: string): SchemaNode | undefined {
  const coll =
    isObj(stateSchema) && isObj(stateSchema.properties)
      ? stateSchema.properties[entity]
      : undefined;
  if (!isObj(coll)) return undefined;
  const item = isObj(coll.items)
    ? coll.items
    : isObj(coll.additionalProperties)
      ? coll.additionalProperties
      : undefined;
  return item as SchemaNode | undefined;
}

/**
 * Keys whose values a reader expects to differ from record to record: the record's own key and
 * name, and its own email or UUID — not a reference (every branch of one project names it).
 */
function distinctKey(
  key: string,
  entity: { idField?: string; labelField?: string } | undefined,
  field: FieldModel | undefined,
  schema?: SchemaNode,
): boolean {
  if (key === entity?.idField || key === entity?.labelField) return true;
  if (field?.role === "reference") return false;
  if (schema?.format === "email" || schema?.format === "uuid") return true;
  return /^(uuid|guid|email|email_address)$/.test(fieldWords(key));
}

/** Field words of what tells records apart or places them: a name, an address part. */
const OWN_TEXT = /(^|_)(name|title|label|display_name|address|street|line_?[123])$/;

/**
 * What a set of records (a collection, a listed answer) shows that no single record does: names
 * that repeat (`repeated-value`, only names where `namesOnly`) and a doc's one example of a name or
 * an address part on every record (`stamped-example`). One finding per key.
 */
function recordSetFindings(
  records: readonly Rec[],
  item: SchemaNode | undefined,
  push: (kind: DocValueKind, field: string, value: string, doc: string) => void,
  distinct: (key: string) => boolean,
): void {
  if (records.length < 3) return;
  const keys = new Set(records.flatMap((r) => Object.keys(r)));
  for (const k of keys) {
    const values = records.map((r) => r[k]);
    const first = values[0];
    const schema = item?.properties?.[k];
    if (
      typeof first === "string" &&
      first !== "" &&
      OWN_TEXT.test(fieldWords(k)) &&
      values.every((x) => x === first) &&
      docExamples(schema).includes(first)
    ) {
      push("stamped-example", k, first, `example: ${JSON.stringify(first)}`);
      continue;
    }
    if (!distinct(k)) continue;
    const seen = new Set<string>();
    for (const x of values) {
      if (typeof x !== "string" && typeof x !== "number") continue;
      const v = String(x);
      if (seen.has(v)) {
        push("repeated-value", k, v, "distinct per record");
        break;
      }
      seen.add(v);
    }
  }
}

/** The examples a schema node gives. */
function docExamples(schema: SchemaNode | undefined): unknown[] {
  if (!schema) return [];
  return [...(Array.isArray(schema.examples) ? schema.examples : []), schema.example];
}

const HIERARCHY_KEY =
  /^(parent|manager|previous|prev|next|root|superior|reports_to|source|target|from|to|origin|destination)_/;

/**
 * Nested records naming another parent than their record: under a record with `orgID`
 * org_1001, a label whose `orgID` is org_1003. Keys are the record's own references
 * (`…_id`, `…Id`) other than people, compared where the same key sits in a listed record.
 */
function crossParent(
  rec: Rec,
  idField: string | undefined,
  push: (field: string, value: string, doc: string) => void,
): void {
  for (const [k, own] of Object.entries(rec)) {
    if (k === idField || (typeof own !== "string" && typeof own !== "number")) continue;
    // A hierarchy's link (`parentId`) differs by design: a child's parent is the record itself.
    if (!/_id$/.test(fieldWords(k)) || HIERARCHY_KEY.test(fieldWords(k))) continue;
    // A person another than the record's is a role (a leave request's `approver`), no parent.
    if (PERSON_NOUN.test(fieldWords(k).replace(/_id$/, "").replace(/_/g, " "))) continue;
    const self = rec[idField ?? "id"];
    const walk = (v: unknown, path: string, depth: number): boolean => {
      if (depth > 5 || v === null || typeof v !== "object") return false;
      if (Array.isArray(v)) return v.some((x) => walk(x, `${path}[]`, depth + 1));
      for (const [nk, nv] of Object.entries(v as Rec)) {
        // Only records listed under it (`labels[]`) are its children.
        if (
          nk === k &&
          path.includes("[]") &&
          (typeof nv === "string" || typeof nv === "number") &&
          nv !== own &&
          nv !== self
        ) {
          push(`${path}.${nk}`, String(nv), `the ${k} of its record (${String(own)})`);
          return true;
        }
        if (walk(nv, `${path}.${nk}`, depth + 1)) return true;
      }
      return false;
    };
    for (const [nk, nv] of Object.entries(rec)) if (nk !== k && walk(nv, nk, 1)) break;
  }
}

/** Lists of records inside a tool result, with their item schema and dot path. */
function recordLists(
  v: unknown,
  schema: SchemaNode | undefined,
  path: string,
  out: Array<{ path: string; records: Rec[]; item: SchemaNode | undefined }> = [],
  depth = 0,
): typeof out {
  if (depth > 5 || v === null || typeof v !== "object") return out;
  if (Array.isArray(v)) {
    const records = v.filter(isObj);
    if (records.length > 0) out.push({ path: `${path}[]`, records, item: schema?.items });
    for (const x of records) recordLists(x, schema?.items, `${path}[]`, out, depth + 1);
    return out;
  }
  for (const [k, x] of Object.entries(v as Rec))
    recordLists(x, schema?.properties?.[k], path ? `${path}.${k}` : k, out, depth + 1);
  return out;
}

/**
 * What the records of one tool result show together or nest wrongly: a name repeated in a list
 * (`repeated-value`), the doc's one example on every listed record (`stamped-example`) and a
 * nested record of another parent (`cross-parent`). No bundle needed: the run's conversation
 * figure reads it per result.
 */
export function recordFindings(
  result: unknown,
  schema: SchemaNode | undefined,
  idField?: string,
): Array<Pick<DocValueFinding, "kind" | "field" | "value" | "doc">> {
  const out: Array<Pick<DocValueFinding, "kind" | "field" | "value" | "doc">> = [];
  for (const list of recordLists(result, schema, "")) {
    recordSetFindings(
      list.records,
      list.item,
      (kind, field, value, doc) => out.push({ kind, field: `${list.path}.${field}`, value, doc }),
      (k) => NAME_KEY.test(fieldWords(k)),
    );
    for (const rec of list.records)
      crossParent(rec, idField, (field, value, doc) =>
        out.push({ kind: "cross-parent", field: `${list.path}.${field}`, value, doc }),
      );
  }
  if (isObj(result))
    crossParent(result, idField, (field, value, doc) =>
      out.push({ kind: "cross-parent", field, value, doc }),
    );
  return out;
}
const NAME_KEY = /^(name|title|label|display_name|full_name)$/;

/**
 * Kinds of nonsense one tool result shows by itself, for the run's conversation figure: a dummy
 * number anywhere, and what `recordFindings` finds.
 */
export function resultDataKinds(result: unknown, schema: unknown): DocValueKind[] {
  const kinds = new Set<DocValueKind>(
    recordFindings(result, isObj(schema) ? (schema as SchemaNode) : undefined).map((f) => f.kind),
  );
  const dummy = (v: unknown, depth: number): boolean =>
    depth <= 8 &&
    (isDummyNumber(typeof v === "number" ? v : undefined) ||
      (v !== null && typeof v === "object" && Object.values(v).some((x) => dummy(x, depth + 1))));
  if (dummy(result, 0)) kinds.add("dummy-number");
  return [...kinds];
}

/** Findings of one state of a bundle (its seed or an episode's). */
export function stateDocValues(
  bundle: Pick<EnvBundle, "name" | "stateSchema" | "model">,
  state: Record<string, unknown>,
): DocValueFinding[] {
  const out: DocValueFinding[] = [];
  for (const [entity, coll] of Object.entries(state)) {
    if (entity.startsWith("_")) continue;
    const records = recordsOf(coll);
    if (records.length === 0) continue;
    const item = itemSchema(bundle.stateSchema, entity);
    const model = bundle.model?.entities[entity];
    const fields = model?.fields ?? {};
    const w: Walk = {
      bundle: bundle.name,
      entity,
      ...(model?.idField ? { idField: model.idField } : {}),
      out,
    };
    for (const rec of records) {
      for (const [k, v] of Object.entries(rec)) visit(v, k, k, item?.properties?.[k], fields[k], w);
      crossParent(rec, model?.idField, (field, value, doc) =>
        out.push({ kind: "cross-parent", bundle: bundle.name, entity, field, value, doc }),
      );
    }
    recordSetFindings(
      records,
      item,
      (kind, field, value, doc) =>
        out.push({
          kind,
          bundle: bundle.name,
          entity,
          field,
          value,
          doc: kind === "repeated-value" ? `distinct per ${entity}` : doc,
        }),
      (k) => distinctKey(k, model, fields[k], item?.properties?.[k]),
    );
    const keys = new Set(records.flatMap((r) => Object.keys(r)));
    for (const k of keys) {
      const schema = item?.properties?.[k];
      const values = records.map((r) => r[k]);
      const words = fieldWords(k);
      if (values.every((x) => typeof x === "boolean" || x === undefined)) {
        const on = values.filter((x) => x === true).length;
        const doc = `${words} ${schema?.description ?? ""}`.toLowerCase();
        const system =
          SYSTEM_FLAG.test(words) ||
          /\bbuilt[- ]in\b|\bsystem[- ]defined\b|\bpredefined\b/.test(doc);
        // Built-in flags true on most records, or a default flag true on more than one.
        if (
          (system && records.length >= 2 && on > records.length / 2) ||
          (DEFAULT_FLAG.test(words) && on > 1)
        )
          out.push({
            kind: "system-flag",
            bundle: bundle.name,
            entity,
            field: k,
            value: `true on ${on} of ${records.length}`,
            doc: String(schema?.description ?? words),
          });
      }
    }
  }
  return out;
}

/**
 * Every field of a bundle's seeded records that disagrees with its doc, in the bundle's own
 * state and in `episodes` re-seeded episode states (tasks start from those too); one finding per
 * (kind, entity, field), the first value found.
 */
export function docValueFindings(
  bundle: EnvBundle,
  options: { episodes?: readonly number[] } = {},
): DocValueFinding[] {
  // A bundle made by hand (tests, a trajectory's stub) may carry no state.
  if (!isObj(bundle.initialState)) return [];
  const states = [bundle.initialState as Record<string, unknown>];
  for (const e of options.episodes ?? []) {
    try {
      states.push(episodeState(bundle, e));
    } catch {
      // A bundle whose tools cannot be re-seeded is judged on its own state.
    }
  }
  const seen = new Set<string>();
  const out: DocValueFinding[] = [];
  for (const s of states)
    for (const f of stateDocValues(bundle, s)) {
      const k = `${f.kind}\u0000${f.entity}\u0000${f.field}`;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(f);
    }
  return out;
}

/** Findings per kind. */
export function countByKind(findings: readonly DocValueFinding[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const f of findings) out[f.kind] = (out[f.kind] ?? 0) + 1;
  return out;
}

/** One call of a conversation: what was sent and what came back. */
export interface ResultCall {
  tool: string;
  args: Record<string, unknown>;
  result: unknown;
}

/** One conversation's calls of one bundle's tools, in order, and the state it started from. */
export interface ResultConversation {
  calls: readonly ResultCall[];
  initialState?: Record<string, unknown>;
}

/** Field words of answers every call may share: a status, a type, the format of the reply. */
const SHARED_ANSWER =
  /(^|_)(status|state|type|kind|object|format|version|encoding|currency|unit|units|success|ok|code|message|errors?|lang|language|locale|source|provider)$/;

/** Leaves of a value with their dot path, key and schema node. */
function leaves(
  v: unknown,
  schema: SchemaNode | undefined,
  path = "",
  key = "",
  out: Array<{
    path: string;
    key: string;
    value: unknown;
    schema?: SchemaNode;
    depth: number;
  }> = [],
  depth = 0,
) {
  if (depth > 6 || v === null || v === undefined) return out;
  if (Array.isArray(v)) {
    v.forEach((x) => {
      leaves(x, schema?.items, `${path}[]`, key, out, depth + 1);
    });
    return out;
  }
  if (isObj(v)) {
    for (const [k, x] of Object.entries(v))
      leaves(x, schema?.properties?.[k], path ? `${path}.${k}` : k, k, out, depth + 1);
    return out;
  }
  out.push({ path, key, value: v, ...(schema ? { schema } : {}), depth });
  return out;
}

/** Every scalar under `key` anywhere in `v`. */
function valuesAt(v: unknown, key: string, out: Set<string>, depth = 0): Set<string> {
  if (depth > 8 || v === null || typeof v !== "object") return out;
  if (Array.isArray(v)) {
    for (const x of v) valuesAt(x, key, out, depth + 1);
    return out;
  }
  for (const [k, x] of Object.entries(v)) {
    if (k === key && (typeof x === "string" || typeof x === "number") && x !== "")
      out.add(String(x));
    else valuesAt(x, key, out, depth + 1);
  }
  return out;
}

/** A key naming a record of another collection: a reference of the model, or `<other>_id`. */
function referenceKey(
  key: string,
  entity: string | undefined,
  model: Pick<EnvBundle, "model">["model"],
): boolean {
  const field = entity ? model?.entities[entity]?.fields[key] : undefined;
  if (field?.role === "reference") return true;
  const words = fieldWords(key).split("_");
  if (words.length < 2) return false;
  const stem = singular(words.slice(0, -1).join("_"));
  const own = entity ? singular(fieldWords(entity)) : "";
  return (
    stem !== own && Object.keys(model?.entities ?? {}).some((e) => singular(fieldWords(e)) === stem)
  );
}

/** Scalars a call was sent, at any depth. */
function sentValues(args: unknown, out = new Set<string>(), depth = 0): Set<string> {
  if (depth > 6 || args === null || args === undefined) return out;
  if (typeof args !== "object") out.add(String(args));
  else for (const x of Object.values(args)) sentValues(x, out, depth + 1);
  return out;
}

/**
 * The values in the tool results of a bundle's conversations read against the doc: every kind of
 * `stateDocValues` on each result (against the tool's output schema), and the kinds only a call
 * shows — `same-result`, `stale-created`, `copied-field`. One finding per (kind, tool, field).
 */
export function resultDocValues(
  bundle: Pick<EnvBundle, "name" | "tools" | "model" | "clock">,
  conversations: readonly ResultConversation[],
): DocValueFinding[] {
  const out: DocValueFinding[] = [];
  const specs = new Map(bundle.tools.map((t) => [t.name, t]));
  const start = Date.parse(bundle.clock?.start ?? "");
  /** Per derived tool: the leaves of its first answer to each distinct input. */
  const answers = new Map<string, Map<string, Map<string, unknown>>>();
  const sentTo = new Map<string, Set<string>>();
  for (const conv of conversations) {
    const earlier: Array<{ entity: string | undefined; result: unknown }> = [];
    for (const call of conv.calls) {
      const spec = specs.get(call.tool);
      if (!spec) continue;
      const tm = bundle.model?.tools[call.tool];
      const kind = tm?.kind ?? (spec as { kind?: string }).kind;
      const entity = tm?.entity;
      const idField = entity ? bundle.model?.entities[entity]?.idField : undefined;
      const schema = spec.outputSchema as SchemaNode | undefined;
      const w: Walk = {
        bundle: bundle.name,
        entity: entity ?? call.tool,
        tool: call.tool,
        ...(idField ? { idField } : {}),
        out,
      };
      const res = call.result;
      if (isObj(res))
        for (const [k, x] of Object.entries(res))
          visit(x, k, k, schema?.properties?.[k], undefined, w);
      else if (Array.isArray(res)) visit(res, "[]", "", schema, undefined, w);
      for (const f of recordFindings(res, schema, idField))
        out.push({ ...f, bundle: bundle.name, entity: w.entity, tool: call.tool });
      const push = (kind: DocValueKind, path: string, value: unknown, doc: string) =>
        out.push({
          kind,
          bundle: bundle.name,
          entity: w.entity,
          tool: call.tool,
          field: path,
          value: typeof value === "string" ? value : JSON.stringify(value),
          doc,
        });
      const sent = sentValues(call.args);
      if (kind === "create" && isObj(res)) {
        for (const l of leaves(res, schema)) {
          const desc = String(l.schema?.description ?? "");
          if (createdKey(l.key) && typeof l.value === "string" && Number.isFinite(start)) {
            const at = Date.parse(l.value);
            if (Number.isFinite(at) && at < start - 60_000)
              push(
                "stale-created",
                l.path,
                l.value,
                desc || `created when the call was made (${bundle.clock.start} or later)`,
              );
          }
          // The record's own keys, on it or in the field the doc wraps it in (`{data: {id}}`),
          // not a nested reference's (`customer.id`).
          const parent = l.path.includes(".") ? l.path.slice(0, l.path.lastIndexOf(".")) : "";
          if (parent !== "" && parent !== tm?.recordField) continue;
          if (!docSaysUnique(l.key, l.schema, idField)) continue;
          // A reference ("Unique identifier of the doctor" on an appointment) names another record.
          if (l.key !== idField && referenceKey(l.key, entity, bundle.model)) continue;
          if (typeof l.value !== "string" && typeof l.value !== "number") continue;
          const v = String(l.value);
          if (v === "" || sent.has(v)) continue;
          // Held by another record of the same collection: stored, or answered earlier.
          const before = new Set<string>();
          for (const r of recordsOf(entity ? conv.initialState?.[entity] : undefined)) {
            const x = r[l.key];
            if (typeof x === "string" || typeof x === "number") before.add(String(x));
          }
          for (const e of earlier) if (e.entity === entity) valuesAt(e.result, l.key, before);
          if (before.has(v))
            push("copied-field", l.path, l.value, desc || `unique per record (${l.key})`);
        }
      }
      if (kind === "compute" && sent.size > 0) {
        const argKey = JSON.stringify(call.args);
        const per = answers.get(call.tool) ?? new Map<string, Map<string, unknown>>();
        answers.set(call.tool, per);
        const known = sentTo.get(call.tool) ?? new Set<string>();
        sentTo.set(call.tool, known);
        for (const x of sent) known.add(x);
        if (!per.has(argKey)) {
          const m = new Map<string, unknown>();
          for (const l of leaves(res, schema)) {
            const t = l.schema?.type;
            if (Array.isArray(l.schema?.enum) || t === "boolean" || typeof l.value === "boolean")
              continue;
            if (SHARED_ANSWER.test(fieldWords(l.key)) || l.path.endsWith("[]")) continue;
            if (
              typeof l.value === "string" &&
              (l.value.length < 2 || shapeOf(l.value) === "date-time")
            )
              continue;
            if (!m.has(l.path)) m.set(l.path, l.value);
          }
          per.set(argKey, m);
        }
      }
      earlier.push({ entity, result: res });
    }
  }
  for (const [tool, per] of answers) {
    if (per.size < 2) continue;
    const all = [...per.values()];
    const first = all[0] as Map<string, unknown>;
    const sent = sentTo.get(tool) ?? new Set<string>();
    for (const [path, v] of first) {
      if (sent.has(String(v))) continue;
      // Two numbers of a small range agree by chance (two employees with 6 days left): three.
      if (typeof v === "number" && per.size < 3) continue;
      if (!all.every((m) => m.has(path) && m.get(path) === v)) continue;
      out.push({
        kind: "same-result",
        bundle: bundle.name,
        entity: bundle.model?.tools[tool]?.entity ?? tool,
        tool,
        field: path,
        value: typeof v === "string" ? v : JSON.stringify(v),
        doc: `${(specs.get(tool)?.description ?? tool).replace(/\s+/g, " ").slice(0, 160)} (${per.size} different inputs)`,
      });
    }
  }
  const seen = new Set<string>();
  return out.filter((f) => {
    const k = `${f.kind}\u0000${f.tool}\u0000${f.field}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
