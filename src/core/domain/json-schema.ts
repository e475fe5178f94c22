import type { JsonSchemaObject } from "../schema/tool-spec.js";
import { singular, splitWords } from "./words.js";

export type Schema = JsonSchemaObject;

export function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/**
 * Merge `allOf`, pick the first object-ish branch of `oneOf`/`anyOf`; depth-bounded. Remembered
 * per schema object: a seeded state flattens the same record schema once per record, and a
 * merged schema made anew each time also defeated the memos keyed by schema identity after it.
 * Schemas are not changed once built; neither is what this returns.
 */
export function flatSchema(schema: unknown, depth = 0): Schema {
  if (!isObj(schema)) return {};
  if (depth > 0) return flatten(schema, depth);
  let flat = flatBySchema.get(schema);
  if (!flat) {
    flat = flatten(schema, 0);
    flatBySchema.set(schema, flat);
  }
  return flat;
}

const flatBySchema = new WeakMap<object, Schema>();

function flatten(schema: Schema, depth: number): Schema {
  if (depth > 6) return schema;
  let s: Schema = schema;
  if (Array.isArray(s.allOf)) {
    const merged: Schema = { ...s, allOf: undefined };
    const props: Record<string, unknown> = { ...(isObj(s.properties) ? s.properties : {}) };
    const required = new Set<string>(Array.isArray(s.required) ? (s.required as string[]) : []);
    for (const part of s.allOf) {
      const p = flatSchema(part, depth + 1);
      if (isObj(p.properties)) Object.assign(props, p.properties);
      if (Array.isArray(p.required)) for (const r of p.required) required.add(String(r));
      for (const [k, v] of Object.entries(p)) {
        if (k !== "properties" && k !== "required" && merged[k] === undefined) merged[k] = v;
      }
    }
    delete merged.allOf;
    if (Object.keys(props).length > 0) merged.properties = props;
    if (required.size > 0) merged.required = [...required];
    s = merged;
  }
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = s[key];
    if (Array.isArray(branches) && branches.length > 0 && !s.properties && !s.type) {
      const flat = branches.map((b) => flatSchema(b, depth + 1));
      let at = flat.findIndex((b) => isObj(b.properties));
      if (at < 0) at = flat.findIndex((b) => b.type !== "null");
      const pick = at < 0 ? undefined : discriminatedBranch(flat, at);
      if (pick) s = { ...pick, description: s.description ?? pick.description };
    }
  }
  return s;
}

/**
 * Branch `index` of flattened `oneOf`/`anyOf` branches, its type field narrowed to the branch's
 * own value: every branch holds the same enum (`type: slack|pagerduty|http|telegram`, the spec's
 * discriminator mapping dropped at ingest) with one value per branch, listed in the branches'
 * order, and the branches differ in what they require. Without it a call fills the slack branch
 * and says "pagerduty", with none of the routing key pagerduty requires (b52 readers A).
 */
export function discriminatedBranch(branches: readonly Schema[], index: number): Schema {
  const branch = branches[index] as Schema;
  if (branches.length < 2) return branch;
  const props = (s: Schema): Record<string, unknown> => (isObj(s.properties) ? s.properties : {});
  const requiredOf = (s: Schema) =>
    JSON.stringify([...(Array.isArray(s.required) ? (s.required as string[]) : [])].sort());
  if (new Set(branches.map(requiredOf)).size < 2) return branch;
  for (const [name, p] of Object.entries(props(branch))) {
    const values = isObj(p) ? p.enum : undefined;
    if (!Array.isArray(values) || values.length !== branches.length) continue;
    const same = JSON.stringify(values);
    const enumOf = (s: Schema) => {
      const q = props(s)[name];
      return isObj(q) ? JSON.stringify(q.enum) : undefined;
    };
    if (!branches.every((b) => enumOf(b) === same)) continue;
    return {
      ...branch,
      properties: { ...props(branch), [name]: { ...(p as Schema), enum: [values[index]] } },
    };
  }
  return branch;
}

/** The first non-null JSON type of a schema, inferring from its keywords when `type` is absent. */
export function schemaType(schema: Schema): string | undefined {
  const t = schema.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) return t.find((x) => x !== "null") as string | undefined;
  if (isObj(schema.properties) || isObj(schema.additionalProperties)) return "object";
  if (schema.items !== undefined) return "array";
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    const v = schema.enum.find((x) => x !== null);
    return typeof v === "number" ? "number" : typeof v === "boolean" ? "boolean" : "string";
  }
  return undefined;
}

export function propsOf(schema: Schema): Record<string, Schema> {
  const s = flatSchema(schema);
  return isObj(s.properties) ? (s.properties as Record<string, Schema>) : {};
}

export function requiredOf(schema: Schema): string[] {
  const s = flatSchema(schema);
  return Array.isArray(s.required) ? (s.required as unknown[]).map(String) : [];
}

/** Enum values, when the schema lists them. */
export function enumOf(schema: Schema): unknown[] | undefined {
  const s = flatSchema(schema);
  return Array.isArray(s.enum) && s.enum.length > 0 ? s.enum : undefined;
}

/**
 * The values a field may hold when the doc closes the set: its enum, or a pattern that only
 * lists words (AWS's `(^System$)|(^Custom$)`, `^(Pad|NoPad)$`); undefined for an open pattern
 * (`(^auto$)|(^\d{1,5}x\d{1,5}$)`).
 */
export function closedValues(schema: Schema): unknown[] | undefined {
  const listed = enumOf(schema);
  if (listed) return listed;
  const p = flatSchema(schema).pattern;
  if (typeof p !== "string") return undefined;
  const inner = /^\^\(([^()]+)\)\$$/.exec(p)?.[1] ?? p;
  const alts = inner.split("|").map((a) => a.replace(/^\(?\^?/, "").replace(/\$?\)?$/, ""));
  if (alts.length < 2 || !alts.every((a) => /^(?:[\w :-]|\\[.+])+$/.test(a))) return undefined;
  return alts.map((a) => a.replace(/\\(.)/g, "$1"));
}

/**
 * Whether the field at dotted `path` of a record schema holds a kind rather than a name: a value
 * from a closed set (`Type` System | Custom, `AudioPackingMode`, a status) or a yes/no. Many
 * records share each such value by design, so "remove the System preset" names none of them
 * (fresh63 blind readers A on 7 of 30).
 */
export function holdsKind(recordSchema: unknown, path: string): boolean {
  let at: unknown = recordSchema;
  for (const seg of path.split(".")) {
    at = propsOf(flatSchema(at))[seg];
    if (!isObj(at)) return false;
  }
  return closedValues(at as Schema) !== undefined || schemaType(flatSchema(at)) === "boolean";
}

/** The keywords by which a doc says what a field holds (a description is read apart). */
const DESCRIBING = ["example", "examples", "default", "enum", "const", "format", "pattern"];

/** Words that say a value is some value: "array of load generators", "qps in integer". */
const RESTATING = new Set(
  "a an the of for in on to this its it is are list array set collection string strings text value values field integer number numbers object id ids".split(
    " ",
  ),
);

/**
 * A description that only repeats the field's name ("array of load generators" for
 * `load_generators`, "endpoints") says nothing more than the name does.
 */
export function restatesName(description: string, name: string): boolean {
  const own = new Set(splitWords(name).map((w) => singular(w.toLowerCase())));
  const words = description
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.length <= 8 && words.every((w) => RESTATING.has(w) || own.has(singular(w)));
}

/**
 * Nothing in the doc says what the field holds: no example, default, enum, const, format or
 * pattern on it, nor on its items, and no description beyond its own name (`name`, when given).
 * Only the name is left to go by.
 */
export function undescribed(schema: unknown, name = ""): boolean {
  const s = flatSchema(schema);
  if (DESCRIBING.some((k) => s[k] !== undefined)) return false;
  if (typeof s.description === "string" && !restatesName(s.description, name)) return false;
  return !isObj(s.items) || undescribed(s.items, name);
}

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4 };
/**
 * The shape a description gives a value: "3-character IATA code", "two-letter ISO code",
 * "IATA code" alone (three letters), "0x-prefixed" hex. Undefined where it says none.
 */
export function describedShape(description: string): RegExp | undefined {
  const d = description;
  const list = /comma[- ]separated|list of/i.test(d);
  const wrap = (one: string) => new RegExp(list ? `^${one}(?:\\s*,\\s*${one})*$` : `^${one}$`);
  const n = /\b(\d|two|three|four)[- ](?:character|letter|char)s?\b/i.exec(d);
  if (n && /\bcodes?\b/i.test(d)) {
    const len = Number(n[1]) || NUMBER_WORDS[(n[1] ?? "").toLowerCase()] || 0;
    if (len >= 2 && len <= 4) return wrap(`[A-Za-z0-9]{${len}}`);
  }
  if (/\bIATA\b/.test(d) && !/\bICAO\b|flight/i.test(d)) return wrap("[A-Za-z]{3}");
  if (/\b0x[- ]?prefixed\b|\bstarts? with 0x\b/i.test(d)) return wrap("0x[0-9a-fA-F]+");
  return undefined;
}

/**
 * The doc's own example of a free-form object (a map with no declared properties, such as a
 * webhook's `payload` `{"email": …, "username": …}`): the first non-empty object among its
 * `example`, `examples` and `default`, else undefined. It is what such an object holds when a
 * person fills it; a map with no example has nothing to say.
 */
export function exampleObject(schema: unknown): Record<string, unknown> | undefined {
  if (!isObj(schema)) return undefined;
  if (isObj(schema.properties) && Object.keys(schema.properties).length > 0) return undefined;
  const candidates = [
    schema.example,
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    schema.default,
  ];
  const found = candidates.find((c) => isObj(c) && Object.keys(c).length > 0);
  return found === undefined
    ? undefined
    : (JSON.parse(JSON.stringify(found)) as Record<string, unknown>);
}

/** A message's JSON content (a tool result, call arguments), or undefined when it is no JSON. */
export function parsedJson(content: unknown): unknown {
  if (typeof content !== "string") return content;
  try {
    return JSON.parse(content);
  } catch {
    return undefined;
  }
}
