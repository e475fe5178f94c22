import { listedValues, onlyEnumValues, patternOf } from "../domain/doc-shapes.js";
import type { JsonSchemaObject } from "../schema/index.js";

/** Which flavour of schema the document speaks; decides nullable, type names and boolean limits. */
export type SchemaDialect = "openapi-3.0" | "openapi-3.1" | "swagger-2" | "json-schema" | "bfcl";

/** A problem found at a pointer relative to the schema being normalised. */
export interface SchemaIssue {
  path: string;
  message: string;
}

export interface NormalizeOptions {
  dialect: SchemaDialect;
  /** Document that local `#/…` `$ref`s point into (MCP/OpenAI schemas with `$defs`). */
  root?: unknown;
  /** Names of objects the OpenAPI parser dereferenced, so recursion placeholders can say which. */
  refNames?: WeakMap<object, string>;
  /** Nodes the whole document may still expand into, shared by all its tools (newSchemaBudget). */
  budget?: SchemaBudget;
}

/** A document-wide bound on `$ref` expansion: shared sub-schemas expand as a tree. */
export interface SchemaBudget {
  nodesLeft: number;
}

/**
 * Schema nodes one document may expand into, over all its tools. A 7 KB OpenAPI document whose
 * schemas each reference the next four times expanded into a 197 MB bundle without it.
 */
export const DOC_NODE_BUDGET = 60_000;
/** Even after the document's budget is spent, each tool keeps this many nodes of its schema. */
const MIN_TOOL_NODES = 300;

export function newSchemaBudget(nodes = DOC_NODE_BUDGET): SchemaBudget {
  return { nodesLeft: nodes };
}

export interface NormalizedSchema {
  schema: JsonSchemaObject;
  /** Recoverable oddities (recursion cut, unknown type dropped, unresolved ref). */
  warnings: SchemaIssue[];
  /** Problems that make the schema unusable (not an object, bad `properties`, bad `type`). */
  errors: SchemaIssue[];
}

const JSON_TYPES = new Set(["object", "array", "string", "number", "integer", "boolean", "null"]);

/** BFCL and other Python-flavoured docs use these names; map them onto JSON Schema types. */
const PYTHONISH_TYPES: Record<string, string | null> = {
  dict: "object",
  map: "object",
  list: "array",
  tuple: "array",
  set: "array",
  array: "array",
  str: "string",
  string: "string",
  char: "string",
  float: "number",
  double: "number",
  number: "number",
  int: "integer",
  long: "integer",
  integer: "integer",
  bool: "boolean",
  boolean: "boolean",
  none: "null",
  null: "null",
  any: null,
  object: "object",
};

const SCHEMA_MAP_KEYS = new Set(["properties", "patternProperties", "dependentSchemas"]);
const SCHEMA_KEYS = new Set([
  "additionalProperties",
  "items",
  "additionalItems",
  "not",
  "contains",
  "propertyNames",
  "if",
  "then",
  "else",
  "unevaluatedProperties",
  "unevaluatedItems",
]);
const SCHEMA_ARRAY_KEYS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/** OpenAPI-only or resolved-away keywords that strict JSON Schema validators reject. */
const DROPPED_KEYS = new Set([
  "$schema",
  "$id",
  "$defs",
  "definitions",
  "$anchor",
  "$comment",
  "xml",
  "externalDocs",
  "discriminator",
  "nullable",
  "x-nullable",
  "example",
]);
const KEPT_EXTENSIONS = new Set(["x-in", "x-envfactory"]);

/** Deeper nesting than this is almost surely generated recursion; cut it. */
const MAX_DEPTH = 32;
/** Shared sub-schemas expand as a tree; this bounds one tool's schema size. */
const NODE_BUDGET = 20_000;

interface Walk {
  opts: NormalizeOptions;
  warnings: SchemaIssue[];
  errors: SchemaIssue[];
  nodes: number;
  truncated: boolean;
}

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, "~0").replace(/\//g, "~1");
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Copies a data value (enum, default, examples) and cuts any cycle a dereferencer introduced. */
function copyData(value: unknown, seen: Set<object> = new Set()): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return null;
  seen.add(value);
  const out = Array.isArray(value)
    ? value.map((v) => copyData(v, seen))
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copyData(v, seen)]));
  seen.delete(value);
  return out;
}

/** The value a local JSON-pointer `$ref` (`#/a/b`) names in `root`, or undefined. */
export function resolveLocalRef(root: unknown, ref: string): unknown {
  if (ref === "#") return root;
  if (!ref.startsWith("#/")) return undefined;
  let cur: unknown = root;
  for (const raw of ref.slice(2).split("/")) {
    let seg = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    try {
      seg = decodeURIComponent(seg);
    } catch {
      // Not percent-encoded after all; use it as written.
    }
    if (!isPlainObject(cur) && !Array.isArray(cur)) return undefined;
    if (!Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<string, unknown>)[seg];
  }
  return cur;
}

function refLabel(ref: string): string {
  return ref.split("/").pop() || ref;
}

function recursionPlaceholder(target: unknown, label: string | undefined): JsonSchemaObject {
  const type = isPlainObject(target) && typeof target.type === "string" ? target.type : "object";
  const what = label ? `recursive ${label}` : "recursive schema";
  return { type, description: `(${what}; see the enclosing schema)` };
}

function normalizeType(
  raw: unknown,
  dialect: SchemaDialect,
  path: string,
  w: Walk,
): { type?: unknown; binary?: boolean } {
  const one = (t: unknown): string | null | undefined => {
    if (typeof t !== "string") {
      w.errors.push({ path: `${path}/type`, message: `type must be a string, got ${typeof t}` });
      return undefined;
    }
    if (JSON_TYPES.has(t)) return t;
    if (t === "file" && (dialect === "swagger-2" || dialect === "openapi-3.0")) return "string";
    const mapped = PYTHONISH_TYPES[t.toLowerCase()];
    if (mapped !== undefined) return mapped;
    if (dialect === "bfcl") {
      w.warnings.push({ path: `${path}/type`, message: `unknown type "${t}" dropped` });
      return null;
    }
    w.errors.push({ path: `${path}/type`, message: `unknown type "${t}"` });
    return undefined;
  };
  const binary = raw === "file";
  if (Array.isArray(raw)) {
    const types = [...new Set(raw.map(one).filter((t): t is string => typeof t === "string"))];
    return types.length === 0 ? {} : { type: types.length === 1 ? types[0] : types };
  }
  const t = one(raw);
  return typeof t === "string" ? { type: t, binary } : {};
}

/** Adds "null" to a schema the way JSON Schema says it (OpenAPI 3.0 `nullable`, Swagger `x-nullable`). */
function makeNullable(s: JsonSchemaObject): void {
  if (typeof s.type === "string") s.type = s.type === "null" ? "null" : [s.type, "null"];
  else if (Array.isArray(s.type) && !s.type.includes("null")) s.type = [...s.type, "null"];
  else if (s.type === undefined) {
    const alt = Array.isArray(s.anyOf) ? "anyOf" : Array.isArray(s.oneOf) ? "oneOf" : undefined;
    if (alt) (s[alt] as unknown[]).push({ type: "null" });
  }
  if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
}

/**
 * Merges `allOf` members into one schema when they agree on type (the usual OpenAPI
 * composition/inheritance); conflicting members are kept as `allOf`.
 */
function mergeAllOf(s: JsonSchemaObject): JsonSchemaObject {
  const parts = s.allOf as unknown[];
  if (!parts.every((p) => isPlainObject(p) && !("not" in p))) return s;
  let { allOf: _drop, ...own } = s;
  // `{allOf: [{$ref: RideProfileEnum}], type: "object", description}`: a wrapper that only
  // describes one string enum says "object" by a slip (lyft's `ride_profile` is "personal" in every
  // answer; kept, every ride read failed its own schema and was never verified).
  const partTypes = new Set((parts as JsonSchemaObject[]).map((p) => JSON.stringify(p.type)));
  const [partType] = partTypes;
  if (
    own.type === "object" &&
    !isPlainObject(own.properties) &&
    partTypes.size === 1 &&
    partType !== undefined &&
    partType !== '"object"'
  ) {
    const { type: _slip, ...rest } = own;
    own = rest;
  }
  const members = [own, ...(parts as JsonSchemaObject[])];
  const types = new Set(
    members
      .map((m) => m.type)
      .filter((t) => t !== undefined)
      .map((t) => JSON.stringify(t)),
  );
  if (types.size > 1) return s;
  const merged: JsonSchemaObject = {};
  const properties: Record<string, unknown> = {};
  const required = new Set<string>();
  let hasProps = false;
  for (const m of members) {
    for (const [k, v] of Object.entries(m)) {
      if (k === "properties" && isPlainObject(v)) {
        hasProps = true;
        Object.assign(properties, v);
      } else if (k === "required" && Array.isArray(v)) {
        for (const r of v) if (typeof r === "string") required.add(r);
      } else if (!(k in merged)) merged[k] = v;
    }
  }
  if (hasProps) merged.properties = properties;
  // AWS's `{allOf: [{$ref: AnomalyDateInterval}, {description}]}`: an interval's own doc says which
  // record date it bounds ("The returned anomaly object will have an `AnomalyEndDate` in the
  // specified time range"); the shared object's says only "The time period for an anomaly". Other
  // objects keep the shared doc, which lifecycle and wording read.
  const fieldDoc = (parts as JsonSchemaObject[]).find(
    (p) => Object.keys(p).length === 1 && typeof p.description === "string",
  );
  const dates = Object.entries(properties).filter(
    ([k, v]) => /(?:date|time)$/i.test(k) && isPlainObject(v) && v.type === "string",
  );
  if (fieldDoc && hasProps && dates.length === Object.keys(properties).length && dates.length >= 2)
    merged.description = fieldDoc.description;
  if (required.size > 0) merged.required = [...required];
  if (merged.type === undefined && hasProps) merged.type = "object";
  return merged;
}

function walk(
  node: unknown,
  path: string,
  w: Walk,
  ancestors: Set<object>,
  refStack: string[],
  depth: number,
): JsonSchemaObject {
  if (node === true || node === undefined) return {};
  if (node === false) return { not: {} };
  if (!isPlainObject(node)) {
    w.errors.push({
      path: path || "/",
      message: `schema must be an object, got ${describe(node)}`,
    });
    return {};
  }
  if (ancestors.has(node)) return recursionPlaceholder(node, w.opts.refNames?.get(node));
  w.nodes++;
  const budget = w.opts.budget;
  if (budget) budget.nodesLeft--;
  const docSpent = budget !== undefined && budget.nodesLeft < 0 && w.nodes > MIN_TOOL_NODES;
  if (depth > MAX_DEPTH || w.nodes > NODE_BUDGET || docSpent) {
    if (!w.truncated) {
      w.truncated = true;
      w.warnings.push({ path: path || "/", message: "schema too deep or too large; cut here" });
    }
    return { description: "(schema truncated: too deep or too large)" };
  }

  const ref = node.$ref;
  if (typeof ref === "string") {
    const { $ref: _ref, ...siblings } = node;
    const target = w.opts.root === undefined ? undefined : resolveLocalRef(w.opts.root, ref);
    if (target === undefined || target === node) {
      w.warnings.push({ path: `${path}/$ref`, message: `unresolved reference "${ref}"` });
      return { ...walkOwn(siblings, path, w, ancestors, refStack, depth), "x-unresolved-ref": ref };
    }
    if (refStack.includes(ref)) return recursionPlaceholder(target, refLabel(ref));
    const resolved = walk(target, path, w, ancestors, [...refStack, ref], depth + 1);
    const own = walkOwn(siblings, path, w, ancestors, refStack, depth);
    return { ...resolved, ...own };
  }
  ancestors.add(node);
  try {
    return walkOwn(node, path, w, ancestors, refStack, depth);
  } finally {
    ancestors.delete(node);
  }
}

function describe(v: unknown): string {
  return Array.isArray(v) ? "an array" : v === null ? "null" : typeof v;
}

function walkOwn(
  node: Record<string, unknown>,
  path: string,
  w: Walk,
  ancestors: Set<object>,
  refStack: string[],
  depth: number,
): JsonSchemaObject {
  const { dialect } = w.opts;
  const out: JsonSchemaObject = {};
  const child = (v: unknown, p: string) => walk(v, p, w, ancestors, refStack, depth + 1);
  const liftedRequired: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    const p = `${path}/${escapePointer(key)}`;
    if (DROPPED_KEYS.has(key)) continue;
    if (key.startsWith("x-") && !KEPT_EXTENSIONS.has(key)) continue;
    if (key === "type") {
      const t = normalizeType(value, dialect, path, w);
      if (t.type !== undefined) out.type = t.type;
      if (t.binary && out.format === undefined) out.format = "binary";
    } else if (SCHEMA_MAP_KEYS.has(key)) {
      if (!isPlainObject(value)) {
        w.errors.push({ path: p, message: `${key} must be an object` });
        continue;
      }
      const map: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(value)) {
        // defineProperty: a property named "__proto__" stays an own key, not a prototype.
        Object.defineProperty(map, name, {
          value: child(sub, `${p}/${escapePointer(name)}`),
          enumerable: true,
          writable: true,
          configurable: true,
        });
        // Swagger-style and BFCL docs sometimes mark a property itself `required: true`.
        if (key === "properties" && isPlainObject(sub) && sub.required === true) {
          liftedRequired.push(name);
        }
      }
      out[key] = map;
    } else if (SCHEMA_ARRAY_KEYS.has(key)) {
      if (!Array.isArray(value)) {
        w.errors.push({ path: p, message: `${key} must be an array` });
        continue;
      }
      out[key] = value.map((v, i) => child(v, `${p}/${i}`));
    } else if (SCHEMA_KEYS.has(key)) {
      if (key === "items" && Array.isArray(value)) {
        // Draft-4 tuple form; 2020-12 spells it prefixItems.
        out.prefixItems = value.map((v, i) => child(v, `${p}/${i}`));
      } else if (typeof value === "boolean") out[key] = value;
      else out[key] = child(value, p);
    } else if (key === "required") {
      if (Array.isArray(value)) out.required = value.filter((r) => typeof r === "string");
      else if (typeof value !== "boolean") {
        w.warnings.push({ path: p, message: "required must be an array of names; ignored" });
      }
    } else if (
      (key === "exclusiveMinimum" || key === "exclusiveMaximum") &&
      typeof value === "boolean"
    ) {
      // OpenAPI 3.0 / draft 4 booleans become the 2020-12 numeric form.
      const bound = node[key === "exclusiveMinimum" ? "minimum" : "maximum"];
      if (value && typeof bound === "number") out[key] = bound;
    } else {
      out[key] = copyData(value);
    }
  }
  if (
    (out.minimum !== undefined && out.exclusiveMinimum === out.minimum) ||
    (out.maximum !== undefined && out.exclusiveMaximum === out.maximum)
  ) {
    if (out.exclusiveMinimum === out.minimum) delete out.minimum;
    if (out.exclusiveMaximum === out.maximum) delete out.maximum;
  }
  // `"format": "dateTime"` (Apacta) is the date-time format under another spelling: its values are
  // instants, not the string "true" a field named `deleted` would otherwise get (fresh31 readers N).
  if (typeof out.format === "string" && /^(?:date_?time|datetime)$/i.test(out.format))
    out.format = "date-time";
  if (liftedRequired.length > 0) {
    const req = new Set(Array.isArray(out.required) ? (out.required as string[]) : []);
    for (const r of liftedRequired) req.add(r);
    out.required = [...req];
  }
  if ("example" in node && out.examples === undefined && dialect !== "bfcl") {
    out.examples = [copyData(node.example)];
  }
  dropTemplates(out);
  labelledNumericEnum(out);
  describedEnum(out);
  byteArrayUuid(out);
  let result = Array.isArray(out.allOf) ? mergeAllOf(out) : out;
  // AWS's `{allOf: [{$ref: AudioBitDepth}, {description}]}`: the type and the list meet only here.
  if (result !== out && isPlainObject(result)) describedEnum(result);
  if (isPlainObject(result)) narrowedEnum(result);
  if (result.type === undefined && !result.allOf && !result.anyOf && !result.oneOf) {
    // OpenAPI authors often leave out the obvious type; later stages rely on it.
    if (isPlainObject(result.properties)) result.type = "object";
    else if (isPlainObject(result.items) || Array.isArray(result.prefixItems))
      result.type = "array";
  }
  if (node.nullable === true || node["x-nullable"] === true) {
    result = { ...result };
    makeNullable(result);
  }
  return result;
}

/** A whole value that only says what goes there: `{family_id}`, `{{apiKey}}`, `<api key>`, `${name}`. */
const TEMPLATE_WHOLE = /^(?:\$?\{\{?\s*([^{}"':]+?)\s*\}?\}|<\s*([^<>"=]+?)\s*>)$/;
/** A template inside a longer value: `https://host/{id}`, `Hello {{name}}`, `${token}`. */
const TEMPLATE_INSIDE = /\$\{[^{}]+\}|\{\{[^{}]+\}\}|\{[A-Za-z_][\w.-]*\}/;
/**
 * Stand-ins doc generators and authors write where a value goes: the type's name (`"string"`),
 * runs of x (`XXXX`, `xxx-xxx-xxxx`), an ellipsis, "your …" (`YOUR_API_KEY`), TBD/TODO, and
 * words saying what the bytes are ("base64-encoded file contents", carbone's template upload:
 * the user was made to hand that phrase over as the template).
 */
const STAND_IN =
  /^(?:string|[xX]{3,}|(?=[xX\-_. ]*[xX]{3})[xX\-_. ]+|\.{3}|…|tbd|todo|(?:replace|change)[_-]?me|your[_\- ][\w\- ]+|(?:(?:base64|binary|raw|encoded)(?:[- ]encoded)? )?(?:file |image |document )?(?:contents?|data|bytes|binary)(?: here)?)$/i;

/**
 * What a doc's example or default holds when it is a template, not a value: undefined for a real
 * value, else the choices the template lists (`{Grammar/Style/Semantics}` → three), often none.
 */
export function templateChoices(value: unknown): string[] | undefined {
  if (typeof value !== "string") return undefined;
  const t = value.trim();
  const whole = TEMPLATE_WHOLE.exec(t);
  if (whole) {
    const parts = (whole[1] ?? whole[2] ?? "").split(/\s*[/|]\s*/);
    return parts.length >= 2 && parts.every((p) => /^[A-Za-z0-9][\w .-]{0,40}$/.test(p))
      ? parts
      : [];
  }
  return TEMPLATE_INSIDE.test(t) || STAND_IN.test(t) ? [] : undefined;
}

/** Examples and defaults that are templates leave the schema; a template's choices stay as examples. */
function dropTemplates(out: Record<string, unknown>): void {
  if (Array.isArray(out.examples)) {
    const kept = out.examples.flatMap((v) => templateChoices(v) ?? [v]);
    if (kept.length > 0) out.examples = [...new Set(kept)];
    else delete out.examples;
  }
  if (templateChoices(out.default) !== undefined) delete out.default;
}

/** `"0 (User)"`: a member of a numeric enum written with its meaning, as .NET doc generators do. */
const LABELLED_CODE = /^\s*(-?\d+)\s*\(\s*([^()]+?)\s*\)\s*$/;

/**
 * A numeric enum whose members are written `"0 (User)"` holds the codes; their meanings join the
 * description as `0 = User, 1 = Organization`, where enum labels are read from.
 */
function labelledNumericEnum(out: Record<string, unknown>): void {
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (!types.includes("integer") && !types.includes("number")) return;
  if (!Array.isArray(out.enum) || out.enum.length === 0) return;
  const parts = out.enum.map((v) => (typeof v === "string" ? LABELLED_CODE.exec(v) : null));
  if (!parts.every((m) => m !== null)) return;
  const matches = parts as RegExpExecArray[];
  out.enum = matches.map((m) => Number(m[1]));
  const meanings = matches.map((m) => `${m[1]} = ${m[2]}`).join(", ");
  out.description =
    typeof out.description === "string" && out.description.trim()
      ? `${out.description.trim()} (${meanings})`
      : meanings;
}

/**
 * A string (or an integer) with no enum whose doc lists its valid values (Spotify's `time_range`:
 * "Valid values: `long_term` (…), `medium_term` (…), `short_term` (…)"; AWS's audio `BitDepth`:
 * "Valid values are <code>16</code> and <code>24</code>" under a pattern that also allows 8 and
 * 32) takes them as its enum — the fresh40 run sent `time_range: "07:30"`, the fresh63 run showed
 * `"BitDepth":"8"` and a `SampleRate` the doc does not list. A list the schema's own pattern or
 * type rules out is no list of this field's values.
 */
export function describedEnum(out: Record<string, unknown>): void {
  if (out.enum !== undefined || typeof out.description !== "string") return;
  if (out.type !== "string" && out.type !== "integer") return;
  const listed = listedValues(out.description);
  if (listed.length < 2) return;
  const pattern = typeof out.pattern === "string" ? patternOf(out.pattern) : undefined;
  if (pattern && !listed.every((v) => pattern.test(v))) return;
  if (out.type === "integer" && !listed.every((v) => /^-?\d+$/.test(v))) return;
  const values = out.type === "integer" ? listed.map(Number) : listed;
  if (out.default !== undefined && !values.some((v) => String(v) === String(out.default))) return;
  out.enum = values;
}

/**
 * An enum shared by several fields (AWS's `$ref: Granularity`) whose own doc names the only
 * members this field takes keeps those: Cost Explorer's `GetCostForecast` "supports only `DAILY`
 * and `MONTHLY` granularities", so HOURLY is an invalid argument there, not a value to ask for.
 */
export function narrowedEnum(out: Record<string, unknown>): void {
  if (!Array.isArray(out.enum) || typeof out.description !== "string") return;
  const only = onlyEnumValues(out.enum, out.description);
  if (!only) return;
  const kept = out.enum.filter((v) => v === null || only.includes(String(v)));
  if (out.default !== undefined && !kept.includes(out.default)) return;
  out.enum = kept;
}

/**
 * go-swagger writes a Go UUID type (`[16]byte`, e.g. gofrs' `uuid.UUID`) as an array of uint8
 * titled or described as a UUID; its JSON is the usual UUID string, so that is the schema.
 */
function byteArrayUuid(out: Record<string, unknown>): void {
  if (out.type !== "array" || !isPlainObject(out.items)) return;
  const items = out.items as Record<string, unknown>;
  if (items.type !== "integer" || !/^u?int8$|^byte$/.test(String(items.format ?? ""))) return;
  const text = `${typeof out.title === "string" ? out.title : ""} ${typeof out.description === "string" ? out.description : ""}`;
  if (!/\bUUID\b/i.test(text)) return;
  for (const k of ["items", "minItems", "maxItems", "uniqueItems", "examples", "default"])
    delete out[k];
  out.type = "string";
  out.format = "uuid";
}

/**
 * Turns an OpenAPI / JSON Schema / BFCL schema into plain JSON Schema 2020-12 data: a fresh tree
 * (no shared or cyclic objects), recursion cut to a placeholder after one expansion, `allOf`
 * merged, `nullable` as a type union, Python-ish type names mapped, OpenAPI-only keywords dropped.
 * Never throws; problems come back as `errors` (unusable) or `warnings` (repaired).
 */
export function normalizeSchema(schema: unknown, opts: NormalizeOptions): NormalizedSchema {
  const w: Walk = { opts, warnings: [], errors: [], nodes: 0, truncated: false };
  const out = walk(schema, "", w, new Set(), [], 0);
  return { schema: out, warnings: w.warnings, errors: w.errors };
}
