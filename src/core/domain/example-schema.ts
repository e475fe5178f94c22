import { isObj, type Schema } from "./json-schema.js";

/** Items of a documented list read to learn its item shape. */
const ITEMS_READ = 5;
/** Deeper nesting than this in an example is cut (an empty schema). */
const MAX_DEPTH = 12;
/** Keys that are data, not field names: a map keyed by id (`{"1234": {…}, "1235": {…}}`). */
const DATA_KEY = /^(?:\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A doc's example as a value: a string that holds JSON (`"{\"success\": {\"total\": 1}}"`) is
 * that JSON; anything else is itself.
 */
export function exampleValue(example: unknown): unknown {
  if (typeof example !== "string") return example;
  const t = example.trim();
  if (!/^[[{]/.test(t)) return example;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return example;
  }
}

/**
 * The JSON schema a doc's example shows when the doc gives none: types, properties (present
 * ones required), arrays' items from their first items, a map keyed by ids as
 * `additionalProperties`, and the example's own value as `examples` on every leaf (a null
 * leaf is `type: "null"`: the doc shows nothing else for it).
 */
export function schemaFromExample(example: unknown, depth = 0): Schema {
  const v = exampleValue(example);
  if (depth > MAX_DEPTH) return {};
  if (v === null) return { type: "null" };
  if (typeof v === "boolean") return { type: "boolean", examples: [v] };
  if (typeof v === "number") {
    return { type: Number.isInteger(v) ? "integer" : "number", examples: [v] };
  }
  if (typeof v === "string") return { type: "string", examples: [v] };
  if (Array.isArray(v)) {
    const items = v.slice(0, ITEMS_READ).map((x) => schemaFromExample(x, depth + 1));
    // A list the doc shows empty stays empty: nothing says what its items are.
    if (items.length === 0) return { type: "array", items: {}, examples: [[]] };
    return { type: "array", items: items.reduce(mergeInferred) };
  }
  if (!isObj(v)) return {};
  const keys = Object.keys(v);
  if (keys.length >= 2 && keys.every((k) => DATA_KEY.test(k))) {
    const values = keys.slice(0, ITEMS_READ).map((k) => schemaFromExample(v[k], depth + 1));
    return { type: "object", additionalProperties: values.reduce(mergeInferred) };
  }
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const k of keys) {
    properties[k] = schemaFromExample(v[k], depth + 1);
    if (v[k] !== null) required.push(k);
  }
  return keys.length === 0
    ? { type: "object" }
    : { type: "object", properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * Two inferred schemas of items of one list as one: properties united, required where both
 * require, leaf examples pooled (distinct, first kept first); a null item widens nothing.
 */
function mergeInferred(a: Schema, b: Schema): Schema {
  if (a.type === "null") return b;
  if (b.type === "null") return a;
  if (a.type !== b.type) {
    // 1 and 1.5 in one list: a number.
    const numeric = new Set(["integer", "number"]);
    return numeric.has(String(a.type)) && numeric.has(String(b.type))
      ? { type: "number", examples: pool(a.examples, b.examples) }
      : a;
  }
  if (a.type === "object") {
    const pa = isObj(a.properties) ? (a.properties as Record<string, Schema>) : {};
    const pb = isObj(b.properties) ? (b.properties as Record<string, Schema>) : {};
    const properties: Record<string, Schema> = { ...pa };
    for (const [k, s] of Object.entries(pb)) properties[k] = pa[k] ? mergeInferred(pa[k], s) : s;
    const rb = new Set(Array.isArray(b.required) ? b.required : []);
    const required = (Array.isArray(a.required) ? a.required : []).filter((k) => rb.has(k));
    const out: Schema = { type: "object" };
    if (Object.keys(properties).length > 0) out.properties = properties;
    if (required.length > 0) out.required = required;
    if (isObj(a.additionalProperties) && isObj(b.additionalProperties)) {
      out.additionalProperties = mergeInferred(a.additionalProperties, b.additionalProperties);
    } else if (isObj(a.additionalProperties) || isObj(b.additionalProperties)) {
      out.additionalProperties = a.additionalProperties ?? b.additionalProperties;
    }
    return out;
  }
  if (a.type === "array") {
    // A list one item shows empty says nothing its sibling's items do not.
    if (Array.isArray(a.examples)) return b;
    if (Array.isArray(b.examples)) return a;
    return { type: "array", items: mergeInferred(a.items as Schema, b.items as Schema) };
  }
  const examples = pool(a.examples, b.examples);
  return examples.length > 0 ? { ...a, examples } : a;
}

function pool(a: unknown, b: unknown): unknown[] {
  const out: unknown[] = [];
  for (const v of [...(Array.isArray(a) ? a : []), ...(Array.isArray(b) ? b : [])]) {
    if (!out.some((x) => JSON.stringify(x) === JSON.stringify(v))) out.push(v);
  }
  return out;
}

/** A JSON type's name for a value, as a schema's `type` says it. */
function typeOfValue(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function typesOf(schema: Schema): string[] {
  const t = schema.type;
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.map(String);
  return [];
}

/**
 * A schema with a doc's example of its value laid onto it: each property the example shows
 * whose schema has no example, enum, const or default gets the example's value as `examples`
 * (when the value is of the property's type); a property-less object takes the example's
 * properties; list items learn from the first item. Schemas are copied, never changed.
 */
export function withExampleValues(schema: Schema, example: unknown, depth = 0): Schema {
  const v = exampleValue(example);
  if (depth > MAX_DEPTH || v === null || v === undefined || !isObj(schema)) return schema;
  if (schema.$ref !== undefined || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    return schema;
  }
  const types = typesOf(schema);
  const vt = typeOfValue(v);
  if (Array.isArray(v)) {
    if (types.length > 0 && !types.includes("array")) return schema;
    const first = v.find((x) => x !== null);
    if (first === undefined || !isObj(schema.items)) return schema;
    const items = withExampleValues(schema.items as Schema, first, depth + 1);
    return items === schema.items ? schema : { ...schema, items };
  }
  if (isObj(v)) {
    if (types.length > 0 && !types.includes("object")) return schema;
    if (Array.isArray(schema.allOf)) {
      let changed = false;
      const allOf = schema.allOf.map((part) => {
        const p = isObj(part) ? withExampleValues(part as Schema, v, depth + 1) : part;
        if (p !== part) changed = true;
        return p;
      });
      return changed ? { ...schema, allOf } : schema;
    }
    const props = isObj(schema.properties) ? (schema.properties as Record<string, Schema>) : null;
    if (!props) {
      if (schema.additionalProperties !== undefined) return schema;
      const inferred = schemaFromExample(v, depth);
      return isObj(inferred.properties)
        ? { ...inferred, ...schema, properties: inferred.properties }
        : schema;
    }
    let changed = false;
    const out: Record<string, Schema> = {};
    for (const [k, p] of Object.entries(props)) {
      const q = Object.hasOwn(v, k) ? withExampleValues(p, v[k], depth + 1) : p;
      if (q !== p) changed = true;
      out[k] = q;
    }
    return changed ? { ...schema, properties: out } : schema;
  }
  // A leaf: the doc's value, unless the schema already names values or the value is not its kind.
  if (
    schema.examples !== undefined ||
    schema.example !== undefined ||
    schema.enum !== undefined ||
    schema.const !== undefined ||
    schema.default !== undefined
  ) {
    return schema;
  }
  const fitsType =
    types.length === 0
      ? !isObj(schema.properties) && schema.items === undefined
      : types.includes(vt) || (vt === "integer" && types.includes("number"));
  return fitsType ? { ...schema, examples: [v] } : schema;
}
