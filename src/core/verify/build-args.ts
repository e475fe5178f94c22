import type { Rng } from "../domain/rng.js";
import { compileSchema } from "../sandbox/index.js";
import type { ToolSpec } from "../schema/index.js";
import { fitsScalar, flattenSchema, sampleFromSchema, schemaTypes } from "./sample-schema.js";
import {
  type Collection,
  findCollection,
  idExists,
  norm,
  type StateIndex,
  singular,
} from "./state-index.js";

type Schema = Record<string, unknown>;
const isObject = (v: unknown): v is Schema =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** How one argument value was chosen, so a NotFound can be judged fairly. */
export interface ArgOrigin {
  param: string;
  /** The collection whose existing id this value is, when it is one. */
  collection?: string;
  existing: boolean;
  /** An existing id that the parameter's own schema rejects (so the tool cannot reach it). */
  unfit?: unknown;
}

export interface BuiltArgs {
  args: Record<string, unknown>;
  /** Id-like params and where their values came from. */
  ids: ArgOrigin[];
}

/** Top-level properties and required names of a tool's input schema. */
export function inputProperties(tool: ToolSpec): {
  props: Record<string, Schema>;
  required: string[];
} {
  const schema = flattenSchema(tool.inputSchema);
  // Null prototype: a property named "__proto__" or "constructor" is an ordinary key here.
  const props: Record<string, Schema> = Object.create(null);
  if (isObject(schema.properties)) {
    for (const [k, v] of Object.entries(schema.properties))
      props[k] = isObject(v) ? flattenSchema(v) : {};
  }
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  return { props, required };
}

export const isIdParam = (name: string): boolean => {
  const n = norm(name);
  return n === "id" || (n.endsWith("id") && n.length > 2 && /(id|Id|ID)$/.test(name));
};

/** The collection an `xxx_id` parameter points to, if any. */
export function collectionForIdParam(
  index: StateIndex,
  param: string,
  own: Collection | undefined,
): Collection | undefined {
  const n = norm(param);
  if (n === "id") return own;
  const prefix = n.slice(0, -2);
  if (own && (own.singular === prefix || own.idField === param)) return own;
  // `c.singular` is `singular(c.key)`, worked out when the state was indexed.
  const one = singular(prefix);
  return (
    index.collections.find((c) => c.singular === prefix || c.singular === one) ??
    index.collections.find((c) => c.idField !== undefined && norm(c.idField) === n) ??
    index.collections.find((c) => prefix.endsWith(c.singular) && c.singular.length > 2)
  );
}

/** Does a value taken from state satisfy the parameter's schema, nested parts included? */
const fits = (value: unknown, schema: Schema): boolean =>
  fitsScalar(value, schema) && compileSchema(schema)(value) === null;

/** A value of `schema` close to `value` (ids of the wrong JSON type are converted when lossless). */
function coerceToSchema(value: unknown, schema: Schema): { ok: boolean; value?: unknown } {
  if (fits(value, schema)) return { ok: true, value };
  const types = schemaTypes(schema);
  if (types.includes("string") && (typeof value === "number" || typeof value === "boolean")) {
    const s = String(value);
    if (fits(s, schema)) return { ok: true, value: s };
  }
  if ((types.includes("integer") || types.includes("number")) && typeof value === "string") {
    const n = Number(value);
    if (value.trim() !== "" && Number.isFinite(n) && fits(n, schema)) return { ok: true, value: n };
  }
  if (
    types.includes("array") &&
    !Array.isArray(value) &&
    value !== null &&
    typeof value !== "object"
  ) {
    const items = isObject(schema.items) ? schema.items : {};
    const inner = coerceToSchema(value, items);
    if (inner.ok) return { ok: true, value: [inner.value] };
  }
  return { ok: false };
}

/** Kinds whose required arguments identify an existing record (an update's also carry new values). */
const LOOKUP_KINDS = new Set(["read", "delete", "action"]);

export interface BuildArgsOptions {
  /** Which record of the tool's own collection to anchor on (wraps around). */
  anchor: number;
  /** 0: required params only; 1: every param; otherwise a seeded subset of optional params. */
  variant: number;
  /** Creating tools must not reuse the id of an existing record of their own entity. */
  creating: boolean;
  /** Records the tool applies to (its preconditions hold); the anchor is chosen among them. */
  applicable?: (record: Record<string, unknown>) => boolean;
  /**
   * The record field a parameter names, where the semantic model says so and the names differ
   * (`{bug}` "The name of the bug" → `name`).
   */
  fields?: Record<string, string>;
}

/** The list of sub-records a record shows under the parameter's noun (`asset_ids` → `assets`). */
function heldList(anchor: Schema, param: string): unknown[] | undefined {
  const stem = norm(param).replace(/(id|ids|uuid|uuids)$/, "");
  if (!stem || stem === norm(param)) return undefined;
  const key = Object.keys(anchor).find(
    (k) => Array.isArray(anchor[k]) && (singular(k) === stem || norm(k) === stem),
  );
  return key ? (anchor[key] as unknown[]) : undefined;
}

/**
 * State-aware arguments for a tool: ids that exist, values seen in state (taken from one anchor
 * record so that e.g. name and date of birth belong to the same person), the rest generated from
 * the input schema.
 */
export function buildArgs(
  tool: ToolSpec,
  index: StateIndex,
  rng: Rng,
  options: BuildArgsOptions,
): BuiltArgs {
  const { props, required } = inputProperties(tool);
  const own = findCollection(index, tool.entity);
  const fitting = own && options.applicable ? own.records.filter(options.applicable) : [];
  const pool = fitting.length > 0 ? fitting : (own?.records ?? []);
  const anchor = pool.length > 0 ? pool[options.anchor % pool.length] : undefined;
  const args: Record<string, unknown> = {};
  const ids: ArgOrigin[] = [];
  for (const [name, schema] of Object.entries(props)) {
    const isRequired = required.includes(name);
    const include =
      isRequired || options.variant === 1 || (options.variant > 1 && rng.next() < 0.4);
    if (!include) continue;
    const n = norm(name);
    const idLike = isIdParam(name);
    let chosen: { ok: boolean; value?: unknown } = { ok: false };
    let origin: ArgOrigin | undefined;
    let unfit: { collection: string; id: unknown } | undefined;
    // 1. a field of the anchor record, unless it would clone an existing record's own id.
    // …or the key its records are named by (AWS's `ConfigurationSetName`): a new record's own
    // name is a new one, never a copy that the environment rightly answers Conflict.
    const ownIdParam =
      (idLike && own !== undefined && collectionForIdParam(index, name, own) === own) ||
      (own?.idField !== undefined && !idLike && norm(own.idField) === n);
    if (anchor && !(options.creating && ownIdParam)) {
      // A bare `id` means the collection's key, even when records also carry another `id`.
      const field =
        n === "id" && own?.idField !== undefined
          ? own.idField
          : (options.fields?.[name] ?? Object.keys(anchor).find((k) => norm(k) === n));
      if (field !== undefined && anchor[field] !== undefined && anchor[field] !== null) {
        chosen = coerceToSchema(anchor[field], schema);
        if (chosen.ok && idLike) {
          const target = collectionForIdParam(index, name, own) ?? own;
          origin = {
            param: name,
            collection: target?.key,
            existing: target ? idExists(target, chosen.value) : false,
          };
        } else if (
          chosen.ok &&
          isRequired &&
          (typeof chosen.value === "string" || typeof chosen.value === "number") &&
          LOOKUP_KINDS.has(tool.kind ?? "") &&
          own
        ) {
          // A required scalar copied from a record (e.g. a username) names that record.
          origin = { param: name, collection: own.key, existing: true };
        }
      }
    }
    // 1b. `asset_id` of a board that shows `assets: [{id}]`: one of the anchor's own sub-records
    // (removing an asset from a board takes an asset on that board, not any asset).
    const keys = idLike || /ids$/i.test(name);
    const held = !chosen.ok && keys && anchor && !ownIdParam ? heldList(anchor, name) : undefined;
    if (held) {
      const first = held.find((x) => isObject(x) && x.id !== undefined) as Schema | undefined;
      const value = first
        ? schemaTypes(schema).includes("array")
          ? [first.id]
          : first.id
        : undefined;
      chosen = value !== undefined ? coerceToSchema(value, schema) : { ok: false };
      if (chosen.ok) origin = { param: name, collection: own?.key, existing: true };
      else {
        chosen = { ok: true, value: sampleFromSchema(schema, rng, name) };
        origin = { param: name, existing: false };
      }
    }
    // 2. an existing id of the collection the parameter names.
    if (!chosen.ok && idLike) {
      const target = collectionForIdParam(index, name, own);
      if (target && target.ids.length > 0 && !(options.creating && target === own)) {
        const id = target.ids[(options.anchor + target.ids.length) % target.ids.length];
        chosen = coerceToSchema(id, schema);
        if (chosen.ok) origin = { param: name, collection: target.key, existing: true };
        else unfit = { collection: target.key, id };
      }
    }
    // 3. a value seen anywhere in the state under the same field name.
    if (!chosen.ok && !(options.creating && ownIdParam)) {
      const seen = index.values.get(n);
      if (seen && seen.length > 0) {
        const v = seen[options.anchor % seen.length];
        chosen = coerceToSchema(v, schema);
      }
    }
    // 4. generated from the schema.
    if (!chosen.ok) {
      chosen = { ok: true, value: sampleFromSchema(schema, rng, name) };
      if (idLike) {
        origin = { param: name, existing: false };
        if (unfit) origin = { ...origin, collection: unfit.collection, unfit: unfit.id };
      }
    }
    // An own property even for a parameter named "__proto__".
    Object.defineProperty(args, name, {
      value: chosen.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    if (origin) ids.push(origin);
  }
  return { args, ids };
}

/** Argument sets that a schema-validating host must reject with `InvalidArguments`. */
export function buildInvalidArgs(
  tool: ToolSpec,
  valid: Record<string, unknown>,
): { args: Record<string, unknown>; why: string }[] {
  const { props, required } = inputProperties(tool);
  const out: { args: Record<string, unknown>; why: string }[] = [];
  const missing = required.find((r) => r in valid) ?? required[0];
  if (missing !== undefined) {
    const { [missing]: _dropped, ...rest } = valid;
    out.push({ args: rest, why: `required parameter '${missing}' left out` });
  }
  for (const [name, schema] of Object.entries(props)) {
    if (schema.oneOf || schema.anyOf || Array.isArray(schema.type)) continue;
    const types = schemaTypes(schema);
    if (types.length !== 1) continue;
    const wrong: unknown =
      types[0] === "string"
        ? { not: "a string" }
        : types[0] === "integer" || types[0] === "number"
          ? "not-a-number"
          : types[0] === "boolean"
            ? "not-a-boolean"
            : types[0] === "array"
              ? 17
              : types[0] === "object"
                ? "not-an-object"
                : undefined;
    if (wrong === undefined) continue;
    out.push({
      args: { ...valid, [name]: wrong },
      why: `'${name}' given the wrong type (${types[0]} expected)`,
    });
    break;
  }
  return out;
}
