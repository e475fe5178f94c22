import { sameCanonicalJson } from "../schema/canonical.js";

/**
 * A small, lenient JSON Schema validator for tool arguments and results.
 *
 * It covers what real OpenAPI/MCP-derived schemas use: `type` (string or list), `nullable`,
 * `enum`, `const`, `properties`, `required`, `additionalProperties`, `items`/`prefixItems`,
 * length/size/range bounds, `pattern`, `oneOf`/`anyOf`/`allOf`/`not`. `format`, `$ref` and unknown
 * keywords are ignored, and `oneOf` is checked like `anyOf`, because real-world specs often have
 * overlapping variants and a false "invalid" would reject a legitimate call.
 */

/** Returns null when `value` is valid, else `"<json-pointer>: <problem>"` for the first problem. */
export type Validator = (value: unknown) => string | null;

type Check = (value: unknown) => string | null;

const cache = new WeakMap<object, Validator>();

/**
 * Keys from the root to the value being checked. Validation runs on every sandbox call and almost
 * always passes, so the JSON pointer is rendered only for the problem reported.
 */
const path: (string | number)[] = [];

/** Compile (and cache per schema object) a validator for `schema`. */
export function compileSchema(schema: unknown): Validator {
  if (typeof schema === "object" && schema !== null) {
    const hit = cache.get(schema);
    if (hit) return hit;
  }
  const check = compile(schema, 0);
  const validator: Validator = (value) => {
    path.length = 0;
    return check(value);
  };
  if (typeof schema === "object" && schema !== null) cache.set(schema, validator);
  return validator;
}

/** Escape one JSON-pointer reference token (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}

function at(problem: string): string {
  let pointer = "";
  for (const k of path) pointer += `/${pointerToken(k)}`;
  return `${pointer === "" ? "(root)" : pointer}: ${problem}`;
}

/** The problem of the member `key` of the value being checked. */
function atKey(key: string, problem: string): string {
  path.push(key);
  const e = at(problem);
  path.pop();
  return e;
}

/** `check(value)` with `key` on the path. */
function under(key: string | number, check: Check, value: unknown): string | null {
  path.push(key);
  const e = check(value);
  path.pop();
  return e;
}

function typeName(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number" && Number.isInteger(v)) return "integer";
  return typeof v;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function matchesType(v: unknown, t: string): boolean {
  switch (t) {
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "integer":
      return typeof v === "number" && Number.isInteger(v);
    case "boolean":
      return typeof v === "boolean";
    case "null":
      return v === null;
    case "array":
      return Array.isArray(v);
    case "object":
      return isPlainObject(v);
    default:
      return true; // unknown type names are not ours to reject
  }
}

const MAX_DEPTH = 64;

function compile(schema: unknown, depth: number): Check {
  if (schema === false) return (_v) => at("no value is allowed here");
  if (!isPlainObject(schema) || depth > MAX_DEPTH) return () => null;
  const s = schema;
  const checks: Check[] = [];

  const nullable = s.nullable === true;
  let types: string[] | undefined;
  if (typeof s.type === "string") types = [s.type];
  else if (Array.isArray(s.type)) types = s.type.filter((t): t is string => typeof t === "string");
  if (types && types.length > 0) {
    const allowed = nullable && !types.includes("null") ? [...types, "null"] : types;
    const label = allowed.join(" or ");
    const only = allowed.length === 1 ? allowed[0]! : undefined;
    checks.push((v) =>
      (only !== undefined ? matchesType(v, only) : allowed.some((t) => matchesType(v, t)))
        ? null
        : at(`expected ${label}, got ${typeName(v)}`),
    );
  }

  if (Array.isArray(s.enum)) {
    const values = nullable ? [...s.enum, null] : s.enum;
    const shown = values
      .slice(0, 8)
      .map((x) => JSON.stringify(x))
      .join(", ");
    checks.push((v) =>
      values.some((x) => sameCanonicalJson(x, v))
        ? null
        : at(`expected one of ${shown}${values.length > 8 ? ", …" : ""}`),
    );
  }
  if ("const" in s) {
    const c = s.const;
    checks.push((v) => (sameCanonicalJson(c, v) ? null : at(`expected ${JSON.stringify(c)}`)));
  }

  addStringChecks(s, checks);
  addNumberChecks(s, checks);
  addArrayChecks(s, checks, depth);
  addObjectChecks(s, checks, depth);
  addCombinators(s, checks, depth);

  if (checks.length === 0) return () => null;
  const skipNull = nullable;
  return (v) => {
    if (skipNull && v === null) return null;
    for (const c of checks) {
      const e = c(v);
      if (e !== null) return e;
    }
    return null;
  };
}

/** Length in code points; never more than the UTF-16 length, never less than half of it. */
function codePoints(s: string): number {
  return [...s].length;
}

function num(x: unknown): number | undefined {
  return typeof x === "number" && Number.isFinite(x) ? x : undefined;
}

function addStringChecks(s: Record<string, unknown>, checks: Check[]): void {
  const minLength = num(s.minLength);
  const maxLength = num(s.maxLength);
  if (minLength !== undefined)
    checks.push((v) =>
      typeof v === "string" && v.length < 2 * minLength && codePoints(v) < minLength
        ? at(`expected at least ${minLength} characters`)
        : null,
    );
  if (maxLength !== undefined)
    checks.push((v) =>
      typeof v === "string" && v.length > maxLength && codePoints(v) > maxLength
        ? at(`expected at most ${maxLength} characters`)
        : null,
    );
  if (typeof s.pattern === "string") {
    let re: RegExp | undefined;
    try {
      re = new RegExp(s.pattern, "u");
    } catch {
      re = undefined; // patterns in other regex dialects are ignored, not fatal
    }
    const r = re;
    if (r)
      checks.push((v) =>
        typeof v === "string" && !r.test(v) ? at(`does not match pattern ${s.pattern}`) : null,
      );
  }
}

function addNumberChecks(s: Record<string, unknown>, checks: Check[]): void {
  const min = num(s.minimum);
  const max = num(s.maximum);
  // Draft 4 / OpenAPI 3.0 use booleans; draft 6+ uses numbers.
  const exMin = s.exclusiveMinimum === true ? min : num(s.exclusiveMinimum);
  const exMax = s.exclusiveMaximum === true ? max : num(s.exclusiveMaximum);
  const isNum = (v: unknown): v is number => typeof v === "number";
  if (min !== undefined && s.exclusiveMinimum !== true)
    checks.push((v) => (isNum(v) && v < min ? at(`expected >= ${min}`) : null));
  if (max !== undefined && s.exclusiveMaximum !== true)
    checks.push((v) => (isNum(v) && v > max ? at(`expected <= ${max}`) : null));
  if (exMin !== undefined)
    checks.push((v) => (isNum(v) && v <= exMin ? at(`expected > ${exMin}`) : null));
  if (exMax !== undefined)
    checks.push((v) => (isNum(v) && v >= exMax ? at(`expected < ${exMax}`) : null));
}

function addArrayChecks(s: Record<string, unknown>, checks: Check[], depth: number): void {
  const minItems = num(s.minItems);
  const maxItems = num(s.maxItems);
  if (minItems !== undefined)
    checks.push((v) =>
      Array.isArray(v) && v.length < minItems ? at(`expected at least ${minItems} items`) : null,
    );
  if (maxItems !== undefined)
    checks.push((v) =>
      Array.isArray(v) && v.length > maxItems ? at(`expected at most ${maxItems} items`) : null,
    );
  const tuple = Array.isArray(s.prefixItems)
    ? s.prefixItems
    : Array.isArray(s.items)
      ? s.items
      : undefined;
  const tupleChecks = tuple?.map((x) => compile(x, depth + 1));
  const rest =
    !Array.isArray(s.items) && s.items !== undefined ? compile(s.items, depth + 1) : null;
  if (tupleChecks || rest)
    checks.push((v) => {
      if (!Array.isArray(v)) return null;
      for (let i = 0; i < v.length; i++) {
        const c = tupleChecks && i < tupleChecks.length ? tupleChecks[i] : rest;
        const e = c ? under(i, c, v[i]) : null;
        if (e !== null) return e;
      }
      return null;
    });
}

function addObjectChecks(s: Record<string, unknown>, checks: Check[], depth: number): void {
  const required = Array.isArray(s.required)
    ? s.required.filter((r): r is string => typeof r === "string")
    : [];
  const props = isPlainObject(s.properties) ? s.properties : {};
  const propChecks = new Map(Object.entries(props).map(([k, v]) => [k, compile(v, depth + 1)]));
  const extra =
    s.additionalProperties === false
      ? false
      : isPlainObject(s.additionalProperties)
        ? compile(s.additionalProperties, depth + 1)
        : null;
  if (required.length === 0 && propChecks.size === 0 && extra === null) return;
  checks.push((v) => {
    if (!isPlainObject(v)) return null;
    for (const r of required)
      if (!Object.hasOwn(v, r) || v[r] === undefined)
        return atKey(r, "required property is missing");
    for (const k of Object.keys(v)) {
      const c = propChecks.get(k);
      if (c) {
        if (v[k] === undefined) continue;
        const e = under(k, c, v[k]);
        if (e !== null) return e;
      } else if (extra === false) {
        return atKey(k, "unexpected property");
      } else if (extra) {
        const e = under(k, extra, v[k]);
        if (e !== null) return e;
      }
    }
    return null;
  });
}

function addCombinators(s: Record<string, unknown>, checks: Check[], depth: number): void {
  if (Array.isArray(s.allOf)) {
    const parts = s.allOf.map((x) => compile(x, depth + 1));
    checks.push((v) => {
      for (const c of parts) {
        const e = c(v);
        if (e !== null) return e;
      }
      return null;
    });
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    const list = s[key];
    if (!Array.isArray(list) || list.length === 0) continue;
    const parts = list.map((x) => compile(x, depth + 1));
    checks.push((v) => {
      let first: string | null = null;
      for (const c of parts) {
        const e = c(v);
        if (e === null) return null;
        first ??= e;
      }
      return list.length === 1 ? first : `${first} (and no other ${key} variant matched)`;
    });
  }
  if (s.not !== undefined) {
    const c = compile(s.not, depth + 1);
    checks.push((v) => (c(v) === null ? at("matches a schema it must not") : null));
  }
}
