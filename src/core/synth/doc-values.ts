import {
  DEFAULT_FLAG,
  docShape,
  isMasked,
  outOfRange,
  patternOf,
  type ShapeSchema as SchemaNode,
  SECRET_KEY,
  SYSTEM_FLAG,
  sameShape,
  shapeOf,
} from "../domain/doc-shapes.js";
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
 * - `repeated-value`: records of one collection sharing a name, email or unique key.
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
  | "repeated-value";

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
];

export interface DocValueFinding {
  kind: DocValueKind;
  bundle: string;
  entity: string;
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
    }
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
    const w: Walk = { bundle: bundle.name, entity, out };
    for (const rec of records)
      for (const [k, v] of Object.entries(rec)) visit(v, k, k, item?.properties?.[k], fields[k], w);
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
        continue;
      }
      if (records.length < 3 || !distinctKey(k, model, fields[k], schema)) continue;
      const seen = new Set<string>();
      for (const x of values) {
        if (typeof x !== "string" && typeof x !== "number") continue;
        const s = String(x);
        if (seen.has(s)) {
          out.push({
            kind: "repeated-value",
            bundle: bundle.name,
            entity,
            field: k,
            value: s,
            doc: `distinct per ${entity}`,
          });
          break;
        }
        seen.add(s);
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
