import type { Rng } from "../domain/rng.js";
import {
  createValueSampler,
  fitsScalar,
  samplePattern,
  schemaTypes,
  type ValueSampler,
} from "../domain/values.js";

export { fitsScalar, schemaTypes };

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Merge `allOf` members into one schema (properties and required united, first scalar wins). */
export function flattenSchema(schema: Schema, depth = 0): Schema {
  if (depth > 8 || !Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const out: Schema = { ...rest };
  const properties: Schema = isObject(rest.properties) ? { ...rest.properties } : {};
  const required = new Set<string>(Array.isArray(rest.required) ? (rest.required as string[]) : []);
  for (const part of allOf as unknown[]) {
    if (!isObject(part)) continue;
    const flat = flattenSchema(part, depth + 1);
    if (isObject(flat.properties)) Object.assign(properties, flat.properties);
    if (Array.isArray(flat.required)) for (const r of flat.required) required.add(String(r));
    for (const [k, v] of Object.entries(flat)) {
      if (k !== "properties" && k !== "required" && !(k in out)) out[k] = v;
    }
  }
  if (Object.keys(properties).length > 0) out.properties = properties;
  if (required.size > 0) out.required = [...required];
  return out;
}

/** The first branch of `oneOf`/`anyOf` that is not plain `null`, merged with the outer keywords. */
function chooseBranch(schema: Schema, rng: Rng): Schema {
  const branches = (schema.oneOf ?? schema.anyOf) as unknown;
  if (!Array.isArray(branches) || branches.length === 0) return schema;
  const usable = branches.filter((b) => isObject(b) && b.type !== "null") as Schema[];
  if (usable.length === 0) return { type: "null" };
  const { oneOf: _o, anyOf: _a, ...outer } = schema;
  // The first branch is the one a doc author lists as the main shape; later ones vary the probes.
  const branch = rng.next() < 0.75 ? usable[0]! : rng.pick(usable);
  return flattenSchema({ ...outer, ...branch });
}

function sampleNumber(schema: Schema, rng: Rng, integer: boolean): number {
  let min = typeof schema.minimum === "number" ? schema.minimum : undefined;
  let max = typeof schema.maximum === "number" ? schema.maximum : undefined;
  if (typeof schema.exclusiveMinimum === "number")
    min = schema.exclusiveMinimum + (integer ? 1 : 1e-3);
  else if (schema.exclusiveMinimum === true && min !== undefined) min += integer ? 1 : 1e-3;
  if (typeof schema.exclusiveMaximum === "number")
    max = schema.exclusiveMaximum - (integer ? 1 : 1e-3);
  else if (schema.exclusiveMaximum === true && max !== undefined) max -= integer ? 1 : 1e-3;
  const lo = min ?? (max !== undefined ? Math.min(1, max) : 1);
  const hi = max ?? Math.max(lo, Math.min(lo + 99, Number.MAX_SAFE_INTEGER));
  const step =
    typeof schema.multipleOf === "number" && schema.multipleOf > 0 ? schema.multipleOf : 0;
  if (integer) {
    const a = Math.ceil(lo);
    const b = Math.floor(hi);
    let v = b >= a ? rng.range(a, Math.min(b, a + 1000)) : a;
    if (step && Number.isInteger(step)) v = Math.ceil(v / step) * step;
    return v;
  }
  let v = lo + rng.next() * Math.min(hi - lo, 1000);
  v = step ? Math.ceil(v / step) * step : Math.round(v * 100) / 100;
  return Math.min(Math.max(v, lo), hi);
}

/** The value sampler for one verification run: derived once from its RNG, so runs repeat. */
const samplers = new WeakMap<Rng, ValueSampler>();
function samplerFor(rng: Rng): ValueSampler {
  let s = samplers.get(rng);
  if (!s) {
    s = createValueSampler(Math.floor(rng.next() * 4294967296));
    samplers.set(rng, s);
  }
  return s;
}

/**
 * A realistic value for a string or number parameter from the one value sampler (doc examples,
 * field semantics, pattern), checked against the schema; `undefined` when it does not fit.
 */
function semanticValue(schema: Schema, rng: Rng, hint: string): unknown {
  const sampler = samplerFor(rng);
  const v = sampler.value({ name: hint || "value", schema });
  if (v === undefined || !fitsScalar(v, schema)) return undefined;
  if (typeof v === "number" && typeof schema.multipleOf === "number" && schema.multipleOf > 0) {
    const q = v / schema.multipleOf;
    if (Math.abs(q - Math.round(q)) > 1e-9) return undefined;
  }
  return v;
}

function sampleString(schema: Schema, rng: Rng, hint: string): string {
  const sampled = semanticValue(schema, rng, hint);
  if (typeof sampled === "string") return sampled;
  if (typeof schema.pattern === "string") {
    const fromPattern = samplePattern(schema.pattern, samplerFor(rng).rng);
    if (fromPattern !== undefined) return fromPattern;
  }
  // Only lengths are left to satisfy: repeat a plausible word.
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 64;
  const word = String(samplerFor(rng).value({ name: hint || "value", schema: { type: "string" } }));
  let s = word;
  while (s.length < minLength) s += ` ${word}`;
  return s.slice(0, Math.max(maxLength, minLength));
}

/** Concrete example values a doc author gave (`example`, `examples`, `default`) that fit. */
function documentedValue(schema: Schema): { found: boolean; value?: unknown } {
  const candidates: unknown[] = [];
  if (schema.default !== undefined) candidates.push(schema.default);
  if (schema.example !== undefined) candidates.push(schema.example);
  if (Array.isArray(schema.examples)) candidates.push(...schema.examples);
  for (const c of candidates) {
    if (c !== null && typeof c !== "object" && fitsScalar(c, schema))
      return { found: true, value: c };
  }
  return { found: false };
}

/** Generate a value that satisfies `schema` (types, enums, formats, bounds, patterns, nesting). */
export function sampleFromSchema(input: unknown, rng: Rng, hint = "", depth = 0): unknown {
  if (!isObject(input)) return `${hint || "value"}-${rng.range(1, 99)}`;
  let schema = chooseBranch(flattenSchema(input), rng);
  // Branches may nest (oneOf of oneOf): keep choosing until a concrete shape is left.
  for (let i = 0; i < 6 && (schema.oneOf || schema.anyOf); i++) schema = chooseBranch(schema, rng);
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const { enum: _e, ...typed } = schema;
    // Real specs list values of the wrong type in enums; prefer those the declared type allows.
    const fitting = schema.enum.filter((e) => e !== null && fitsScalar(e, typed));
    const nonNull = schema.enum.filter((e) => e !== null);
    return rng.pick(fitting.length > 0 ? fitting : nonNull.length > 0 ? nonNull : schema.enum);
  }
  const documented = documentedValue(schema);
  if (documented.found && rng.next() < 0.5) return documented.value;
  const declared = schemaTypes(schema);
  const types = declared.filter((t) => t !== "null");
  const type = types.length > 0 ? types[0]! : declared.length > 0 ? "null" : "string";
  switch (type) {
    case "integer":
    case "number": {
      const v = semanticValue(schema, rng, hint);
      return typeof v === "number" ? v : sampleNumber(schema, rng, type === "integer");
    }
    case "boolean":
      return rng.next() < 0.5;
    case "array": {
      const minItems = typeof schema.minItems === "number" ? schema.minItems : 1;
      const maxItems = typeof schema.maxItems === "number" ? schema.maxItems : minItems + 1;
      if (depth > 6) return [];
      const count = Math.min(Math.max(minItems, 1), Math.max(maxItems, minItems), 3);
      const items: unknown[] = [];
      for (let i = 0; i < count; i++) {
        const v = sampleFromSchema(schema.items, rng, hint, depth + 1);
        if (schema.uniqueItems && items.some((x) => JSON.stringify(x) === JSON.stringify(v)))
          continue;
        items.push(v);
      }
      return items.length >= minItems
        ? items
        : Array.from({ length: minItems }, (_, i) =>
            typeof items[0] === "number" ? i : `${hint}${i}`,
          );
    }
    case "object": {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      const props = isObject(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      // defineProperty, not `out[name] =`: a property named "__proto__" must be an own key.
      const put = (name: string, v: unknown) =>
        Object.defineProperty(out, name, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      for (const [name, sub] of Object.entries(props)) {
        if (required.includes(name) || rng.next() < 0.5) {
          put(name, sampleFromSchema(sub, rng, name, depth + 1));
        }
      }
      for (const name of required) {
        if (!Object.hasOwn(out, name)) put(name, sampleFromSchema({}, rng, name, depth + 1));
      }
      return out;
    }
    case "null":
      return null;
    default:
      return sampleString(schema, rng, hint);
  }
}
