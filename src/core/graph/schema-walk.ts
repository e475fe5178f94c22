/** Flattening of JSON Schemas into the leaf paths the graph matches on. */
import { discriminatedBranch } from "../domain/json-schema.js";
import { isGenericContainer } from "./names.js";

type Schema = Record<string, unknown>;

/** One leaf of an output schema: `doctors[].doctor_id`, `[].id`, `customer.email`, `$`. */
export interface OutputLeaf {
  path: string;
  /** Last property name on the path ("" for a scalar root). */
  field: string;
  type: string;
  description: string;
  /** Nearest non-generic container key (`doctors` for `doctors[].name`); none at the record root. */
  container?: string;
  /** True when the path goes through an array (the value is picked from a list). */
  inArray: boolean;
}

/** One leaf of an input schema: a top-level param or a member of an object / array-of-objects param. */
export interface InputLeaf {
  /** `device_id`, `lines[].product_id`, `address.city`. */
  name: string;
  /** Top-level param name. */
  param: string;
  field: string;
  type: string;
  required: boolean;
  description: string;
  schema: Schema;
  /** Container name for nested members (`lines` for `lines[].product_id`). */
  container?: string;
}

const MAX_DEPTH = 6;

function asSchema(v: unknown): Schema | undefined {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as Schema) : undefined;
}

/** Collapse `allOf`, `anyOf`/`oneOf` (first non-null branch), `nullable` and type arrays. */
export function simplifySchema(s: Schema | undefined, depth = 0): Schema {
  if (!s || depth > MAX_DEPTH) return {};
  let out: Schema = s;
  if (Array.isArray(s.allOf)) {
    const merged: Schema = { ...s, allOf: undefined };
    const props: Schema = { ...(asSchema(s.properties) ?? {}) };
    const req = new Set<string>(Array.isArray(s.required) ? (s.required as string[]) : []);
    for (const part of s.allOf) {
      const p = simplifySchema(asSchema(part), depth + 1);
      Object.assign(props, asSchema(p.properties) ?? {});
      if (Array.isArray(p.required)) for (const r of p.required) req.add(String(r));
      if (p.type && !merged.type) merged.type = p.type;
      if (p.items && !merged.items) merged.items = p.items;
    }
    merged.properties = props;
    merged.required = [...req];
    out = merged;
  }
  for (const k of ["anyOf", "oneOf"] as const) {
    const alts = out[k];
    if (Array.isArray(alts) && !out.type && !out.properties) {
      const index = alts.findIndex((a) => asSchema(a) && asSchema(a)?.type !== "null");
      const first = asSchema(alts[index]);
      if (first) {
        const flat = alts.map((a) => simplifySchema(asSchema(a), depth + 1));
        out = { ...discriminatedBranch(flat, index), description: out.description };
      }
    }
  }
  if (Array.isArray(out.type)) {
    const t = (out.type as unknown[]).find((x) => x !== "null");
    out = { ...out, type: t ?? "null" };
  }
  if (!out.type) {
    if (out.properties) out = { ...out, type: "object" };
    else if (out.items) out = { ...out, type: "array" };
    else if (Array.isArray(out.enum)) out = { ...out, type: typeof out.enum[0] };
  }
  return out;
}

export function schemaType(s: Schema): string {
  const t = simplifySchema(s).type;
  return typeof t === "string" ? t : "any";
}

function desc(s: Schema): string {
  return typeof s.description === "string" ? s.description : "";
}

/** Every scalar leaf of an output schema; arrays of scalars are leaves `x[]`. */
export function flattenOutputs(schema: Schema | undefined): OutputLeaf[] {
  const out: OutputLeaf[] = [];
  const walk = (
    raw: Schema | undefined,
    path: string,
    field: string,
    inArray: boolean,
    depth: number,
  ): void => {
    if (!raw || depth > MAX_DEPTH) return;
    const s = simplifySchema(raw);
    const t = schemaType(s);
    if (t === "object" && asSchema(s.properties)) {
      const props = asSchema(s.properties)!;
      for (const key of Object.keys(props).sort()) {
        const child = path === "" ? key : `${path}.${key}`;
        walk(asSchema(props[key]), child, key, inArray, depth + 1);
      }
      return;
    }
    if (t === "array") {
      const items = simplifySchema(asSchema(s.items));
      const it = schemaType(items);
      if (it === "object" && asSchema(items.properties)) {
        walk(items, `${path}[]`, field, true, depth + 1);
      } else {
        out.push({
          path: `${path}[]`,
          field,
          type: it,
          description: desc(items) || desc(s),
          inArray: true,
        });
      }
      return;
    }
    out.push({
      path: path === "" ? "$" : path,
      field,
      type: t,
      description: desc(s),
      inArray,
    });
  };
  walk(schema, "", "", false, 0);
  // A leaf's container is the key of the array/object holding it; root fields have none.
  for (const leaf of out) {
    const segs = leaf.path.replace(/\[\]/g, "").split(".");
    const container = segs
      .slice(0, -1)
      .reverse()
      .find((c) => c !== "" && !isGenericContainer(c));
    if (container) leaf.container = container;
  }
  return out;
}

/** Top-level params plus the members of object / array-of-object params. */
export function flattenInputs(schema: Schema | undefined): InputLeaf[] {
  const s = simplifySchema(schema);
  const props = asSchema(s.properties) ?? {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const out: InputLeaf[] = [];
  for (const param of Object.keys(props).sort()) {
    const ps = simplifySchema(asSchema(props[param]));
    const t = schemaType(ps);
    const req = required.has(param);
    const nested = (obj: Schema, prefix: string, parentRequired: boolean) => {
      const sub = asSchema(obj.properties) ?? {};
      const subReq = new Set(Array.isArray(obj.required) ? (obj.required as string[]) : []);
      for (const field of Object.keys(sub).sort()) {
        const fs = simplifySchema(asSchema(sub[field]));
        out.push({
          name: `${prefix}.${field}`,
          param,
          field,
          type: schemaType(fs),
          required: parentRequired && subReq.has(field),
          description: desc(fs),
          schema: fs,
          container: param,
        });
      }
    };
    if (t === "object" && asSchema(ps.properties)) {
      nested(ps, param, req);
      continue;
    }
    if (t === "array") {
      const items = simplifySchema(asSchema(ps.items));
      if (schemaType(items) === "object" && asSchema(items.properties)) {
        nested(items, `${param}[]`, req);
        continue;
      }
    }
    out.push({
      name: param,
      param,
      field: param,
      type: t,
      required: req,
      description: desc(ps),
      schema: ps,
    });
  }
  return out;
}

/** Scalar type of a leaf for compatibility: an array of scalars is compared by its items. */
export function typesCompatible(input: InputLeaf, output: OutputLeaf): boolean {
  let it = input.type;
  if (it === "array") it = schemaType(asSchema(input.schema.items) ?? {});
  const ot = output.type;
  if (it === "any" || ot === "any") return true;
  if (it === ot) return true;
  const numeric = (t: string) => t === "number" || t === "integer";
  if (numeric(it) && numeric(ot)) return true;
  // A numeric id feeds a string param (`PlayerId: 1` → `playerid: "1"`); grounding converts it.
  if (it === "string" && ot === "integer") return true;
  return false;
}
