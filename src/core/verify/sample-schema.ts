import type { Rng } from "./rng.js";

type Schema = Record<string, unknown>;

const isObject = (v: unknown): v is Schema =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The JSON types a schema allows, `[]` when it does not say. */
export function schemaTypes(schema: Schema): string[] {
  const t = schema.type;
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === "string");
  if (isObject(schema.properties)) return ["object"];
  if (isObject(schema.items)) return ["array"];
  return [];
}

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

/** Does `value` fit the scalar parts of `schema` (type, enum, const, bounds, length)? */
export function fitsScalar(value: unknown, schema: Schema): boolean {
  if (schema.const !== undefined) return value === schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value as never);
  const types = schemaTypes(schema);
  const ok = types.length === 0 || types.some((t) => matchesType(value, t));
  if (!ok) return false;
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) return false;
    if (typeof schema.maximum === "number" && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum)
      return false;
    if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum)
      return false;
  }
  if (typeof value === "string") {
    if (typeof schema.minLength === "number" && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength) return false;
    if (typeof schema.pattern === "string") {
      try {
        if (!new RegExp(schema.pattern, "u").test(value)) return false;
      } catch {
        return false;
      }
    }
    if (schema.format === "date-time" && Number.isNaN(Date.parse(value))) return false;
    if (schema.format === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    if (schema.format === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return false;
    if (
      schema.format === "uuid" &&
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    )
      return false;
  }
  return (
    typeof value !== "object" ||
    value === null ||
    types.includes("object") ||
    types.includes("array") ||
    types.length === 0
  );
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return isObject(value);
    default:
      return true;
  }
}

const WORDS = ["alpha", "bravo", "delta", "echo", "kilo", "lima", "oscar", "sierra", "tango"];

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
    let v = b >= a ? rng.int(a, Math.min(b, a + 1000)) : a;
    if (step && Number.isInteger(step)) v = Math.ceil(v / step) * step;
    return v;
  }
  let v = lo + rng.next() * Math.min(hi - lo, 1000);
  v = step ? Math.ceil(v / step) * step : Math.round(v * 100) / 100;
  return Math.min(Math.max(v, lo), hi);
}

function sampleFormat(format: string, rng: Rng): string | undefined {
  const n = rng.int(1, 28);
  const pad = (x: number) => String(x).padStart(2, "0");
  switch (format) {
    case "date-time":
      return `2024-${pad((n % 12) + 1)}-${pad(n)}T${pad(n % 24)}:${pad((n * 7) % 60)}:00Z`;
    case "date":
      return `2024-${pad((n % 12) + 1)}-${pad(n)}`;
    case "time":
      return `${pad(n % 24)}:${pad((n * 7) % 60)}:00`;
    case "email":
      return `${rng.pick(WORDS)}${n}@example.com`;
    case "uri":
    case "url":
    case "uri-reference":
      return `https://example.com/${rng.pick(WORDS)}/${n}`;
    case "hostname":
      return `${rng.pick(WORDS)}.example.com`;
    case "ipv4":
      return `192.168.${n}.${rng.int(1, 254)}`;
    case "ipv6":
      return `2001:db8::${n.toString(16)}`;
    case "uuid": {
      const hex = () => rng.int(0, 0xffff).toString(16).padStart(4, "0");
      return `${hex()}${hex()}-${hex()}-4${hex().slice(1)}-a${hex().slice(1)}-${hex()}${hex()}${hex()}`;
    }
    case "byte":
      return "aGVsbG8=";
    case "password":
      return `Secret-${n}x`;
    default:
      return undefined;
  }
}

function sampleString(schema: Schema, rng: Rng, hint: string): string {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : 64;
  if (typeof schema.pattern === "string") {
    const fromPattern = sampleFromPattern(schema.pattern, rng);
    if (fromPattern !== undefined) return fromPattern;
  }
  const formatted =
    typeof schema.format === "string" ? sampleFormat(schema.format, rng) : undefined;
  let s =
    formatted ??
    `${hint ? `${hint.replace(/[^A-Za-z0-9]/g, "").slice(0, 12) || "value"}-` : ""}${rng.pick(WORDS)}${rng.int(1, 99)}`;
  if (formatted === undefined) {
    while (s.length < minLength) s += rng.pick(WORDS);
    if (s.length > maxLength) s = s.slice(0, Math.max(maxLength, minLength));
  }
  return s;
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
  if (!isObject(input)) return `${hint || "value"}-${rng.int(1, 99)}`;
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
      return sampleNumber(schema, rng, true);
    case "number":
      return sampleNumber(schema, rng, false);
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

/**
 * A string matching a simple regular expression: literals, escapes (\d \w \s), classes, groups
 * with alternation and the usual quantifiers. Returns undefined for what it cannot follow
 * (lookarounds, back-references) or when the result does not match.
 */
export function sampleFromPattern(pattern: string, rng: Rng): string | undefined {
  let pos = 0;
  const src = pattern;
  type Node = () => string;
  const classChars = (body: string): string[] => {
    const chars: string[] = [];
    let negate = false;
    let i = 0;
    if (body[0] === "^") {
      negate = true;
      i = 1;
    }
    const expandEscape = (c: string): string[] =>
      c === "d"
        ? [..."0123456789"]
        : c === "w"
          ? [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"]
          : c === "s"
            ? [" "]
            : [c];
    while (i < body.length) {
      let c = body[i]!;
      if (c === "\\") {
        chars.push(...expandEscape(body[i + 1] ?? ""));
        i += 2;
        continue;
      }
      if (body[i + 1] === "-" && i + 2 < body.length) {
        const end = body[i + 2]!;
        for (let k = c.charCodeAt(0); k <= end.charCodeAt(0) && chars.length < 200; k++)
          chars.push(String.fromCharCode(k));
        i += 3;
        continue;
      }
      chars.push(c);
      c = "";
      i++;
    }
    if (!negate) return chars;
    return [..."abcdefghijklmnopqrstuvwxyz0123456789"].filter((c) => !chars.includes(c));
  };
  const parseAlt = (): Node | undefined => {
    const branches: Node[][] = [[]];
    while (pos < src.length && src[pos] !== ")") {
      if (src[pos] === "|") {
        branches.push([]);
        pos++;
        continue;
      }
      const atom = parseAtom();
      if (!atom) return undefined;
      const quantified = parseQuantifier(atom);
      if (!quantified) return undefined;
      branches[branches.length - 1]!.push(quantified);
    }
    return () =>
      rng
        .pick(branches)
        .map((n) => n())
        .join("");
  };
  const parseAtom = (): Node | undefined => {
    const c = src[pos]!;
    if (c === "^" || c === "$") {
      pos++;
      return () => "";
    }
    if (c === "(") {
      pos++;
      if (src[pos] === "?") {
        if (src[pos + 1] !== ":") return undefined;
        pos += 2;
      }
      const inner = parseAlt();
      if (src[pos] !== ")") return undefined;
      pos++;
      return inner;
    }
    if (c === "[") {
      const end = src.indexOf("]", pos + 2);
      if (end < 0) return undefined;
      const chars = classChars(src.slice(pos + 1, end));
      pos = end + 1;
      if (chars.length === 0) return undefined;
      return () => rng.pick(chars);
    }
    if (c === "\\") {
      const e = src[pos + 1] ?? "";
      pos += 2;
      if (/[1-9bBk]/.test(e)) return undefined;
      if (e === "d") return () => String(rng.int(0, 9));
      if (e === "w") return () => rng.pick([..."abcdefghijklmnopqrstuvwxyz"]);
      if (e === "s") return () => " ";
      return () => e;
    }
    if (c === ".") {
      pos++;
      return () => rng.pick([..."abcxyz"]);
    }
    pos++;
    return () => c;
  };
  const parseQuantifier = (atom: Node): Node | undefined => {
    const c = src[pos];
    let min = 1;
    let max = 1;
    if (c === "*" || c === "+" || c === "?") {
      pos++;
      min = c === "+" ? 1 : 0;
      max = c === "?" ? 1 : 3;
      if (c === "*") min = 1;
    } else if (c === "{") {
      const end = src.indexOf("}", pos);
      const m = /^(\d+)(,(\d*))?$/.exec(src.slice(pos + 1, end));
      if (end < 0 || !m) return atom;
      pos = end + 1;
      min = Number(m[1]);
      max = m[2] ? (m[3] ? Number(m[3]) : min + 3) : min;
    } else {
      return atom;
    }
    if (src[pos] === "?" || src[pos] === "+") pos++;
    const lo = Math.min(min, 64);
    const hi = Math.min(Math.max(max, lo), 64);
    return () => {
      const n = rng.int(lo, hi);
      let s = "";
      for (let i = 0; i < n; i++) s += atom();
      return s;
    };
  };
  try {
    const root = parseAlt();
    if (!root || pos !== src.length) return undefined;
    const re = new RegExp(pattern, "u");
    for (let attempt = 0; attempt < 5; attempt++) {
      const s = root();
      if (re.test(s)) return s;
    }
  } catch {
    return undefined;
  }
  return undefined;
}
