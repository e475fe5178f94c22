import { flatSchema, isObj, propsOf, type Schema } from "./json-schema.js";
import { fitsScalar } from "./values.js";

/** A scalar that breaks its own field's schema, at a dotted path (`names.0.givenName`). */
export interface Misfit {
  path: string;
  value: unknown;
  schema: Schema;
}

/**
 * Every scalar of `value` that breaks the schema of its own field — enum, const, pattern, format,
 * length, bounds or JSON type — walking the members and items `schema` describes (issue 11:
 * Timestream table names "Housing prices" under `[a-zA-Z0-9_.-]+`, an AdSense `creation_time`
 * number where the doc says a string). Nulls and members the schema does not describe are not
 * judged: the doc says nothing of them.
 */
export function schemaMisfits(value: unknown, schema: unknown, path = "", depth = 0): Misfit[] {
  if (value === null || value === undefined || depth > 8) return [];
  const s = flatSchema(schema);
  if (Array.isArray(value)) {
    if (!isObj(s.items)) return [];
    return value.flatMap((v, i) => schemaMisfits(v, s.items, join(path, String(i)), depth + 1));
  }
  if (isObj(value)) {
    const props = propsOf(s);
    return Object.entries(value).flatMap(([k, v]) =>
      props[k] ? schemaMisfits(v, props[k], join(path, k), depth + 1) : [],
    );
  }
  return fitsScalar(value, s) ? [] : [{ path, value, schema: s }];
}

function join(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}
