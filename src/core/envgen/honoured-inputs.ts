import { inferFieldModel } from "../domain/field-roles.js";
import { flatSchema, isObj, propsOf, type Schema, schemaType } from "../domain/json-schema.js";
import { recordNouns, sameFieldMeaning } from "../domain/same-meaning.js";
import { inputProps } from "../domain/tool-kind.js";
import { looseKey, singular } from "../domain/words.js";
import type { ToolSpec } from "../schema/tool-spec.js";
import type { EntityModel, EnvModel, OpPlan } from "./model.js";

/**
 * How a write keeps to what it was given (fresh19 readers' N: "add gary.metz@…" answered with
 * deion.kassulke's record, a blocked "+1 294 469 1227" shown as "44123456789"), read by the
 * runtime as `op.honour`:
 * - `same`: a field a call sets → the record's other fields that mean the same (`userEmail` on a
 *   user is its `email`; a body of phone numbers is a blocked number's `phoneNumber`);
 * - `spread`: a parameter holding a list of the records themselves (`body: [{email, …}]`): each
 *   element is made into a record, its members into the fields they name;
 * - `named`: the person fields of the record, so a person added by an address (`gary.metz@…`)
 *   is named by it (Gary Metz) when the call gives no name.
 */
export interface Honour {
  same?: Record<string, string[]>;
  spread?: string[];
  named?: { email: string[]; first?: string; last?: string };
}

/** Names of a request's payload: what they hold is the record, not a field of it. */
const WRAPPER = new Set(["body", "data", "payload", "input", "request", "requestbody", "items"]);
/** Roles a value carries whatever its key is called: a phone number is one under any name. */
const SHAPED = new Set(["email", "phone", "url"]);

const roleOf = (name: string, schema: unknown = {}): string => inferFieldModel(name, schema).role;

/** The role a list of plain values holds, from its items' format and words ("A phone number in E.164 format"). */
function itemRole(name: string, schema: Schema): string | undefined {
  const items = isObj(schema.items) ? flatSchema(schema.items) : schema;
  const byName = roleOf(singular(name), items);
  if (SHAPED.has(byName)) return byName;
  const text = String(items.description ?? schema.description ?? "");
  if (/\bphone numbers?\b|\bmsisdn\b/i.test(text)) return "phone";
  if (/\be-?mail address(es)?\b/i.test(text)) return "email";
  return undefined;
}

/** The record's other fields meaning what `field` (set from `param`, schema `ps`) means. */
function sameFields(field: string, param: string, ps: Schema, ent: EntityModel): string[] {
  const nouns = recordNouns(ent.name);
  const out: string[] = [];
  const own = (g: string) => g === ent.idField || ent.refs[g] !== undefined;
  if (own(field)) return out;
  for (const g of Object.keys(ent.fields)) {
    if (g === field || own(g)) continue;
    if (sameFieldMeaning(field, g, nouns)) out.push(g);
  }
  if (out.length > 0) return out;
  // A payload of plain values (`body: ["+1 294 469 1227"]`): the one field of the role they hold.
  const generic = WRAPPER.has(looseKey(param)) || schemaType(ps) === "array";
  if (!generic) return out;
  const role = schemaType(ps) === "array" ? itemRole(param, ps) : undefined;
  if (!role) return out;
  const hits = Object.keys(ent.fields).filter(
    (g) =>
      g !== field &&
      !own(g) &&
      schemaType(flatSchema(ent.fields[g])) !== "array" &&
      roleOf(g, ent.fields[g]) === role,
  );
  return hits.length === 1 ? hits : [];
}

/** Whether a list parameter holds records of the entity: its items are objects sharing fields with it. */
function holdsRecords(param: string, ps: Schema, ent: EntityModel): boolean {
  if (schemaType(ps) !== "array" || !isObj(ps.items)) return false;
  const items = flatSchema(ps.items);
  const keys = Object.keys(propsOf(items)).map(looseKey);
  if (keys.length === 0) return false;
  const named =
    WRAPPER.has(looseKey(param)) ||
    looseKey(param) === looseKey(ent.name) ||
    looseKey(param) === looseKey(ent.singular);
  const fields = new Set(
    Object.keys(ent.fields)
      .filter((g) => g !== param)
      .map(looseKey),
  );
  return named && keys.some((k) => fields.has(k));
}

/** The person fields of a record: its email(s), first and last name. */
function personFields(ent: EntityModel): Honour["named"] {
  const keys = Object.keys(ent.fields);
  const first = keys.find((k) => /^(firstname|givenname)$/.test(looseKey(k)));
  const last = keys.find((k) => /^(lastname|familyname|surname)$/.test(looseKey(k)));
  const email = keys.filter((k) => roleOf(k, ent.fields[k]) === "email");
  if (email.length === 0 || (!first && !last)) return undefined;
  return { email, ...(first ? { first } : {}), ...(last ? { last } : {}) };
}

/** What one write op keeps of its inputs, or undefined when there is nothing to add. */
export function honourOf(
  op: OpPlan,
  ent: EntityModel | undefined,
  tool: ToolSpec,
): Honour | undefined {
  // An action's inputs may name another thing (the number a message is sent to): creates and updates only.
  if (!ent || (op.kind !== "create" && op.kind !== "update")) return undefined;
  const props = inputProps(tool);
  const h: Honour = {};
  const same: Record<string, string[]> = {};
  const spread: string[] = [];
  for (const [param, field, mode] of op.params) {
    const ps = flatSchema(props[param] ?? {});
    if (mode === "set" && field) {
      if (op.kind === "create" && holdsRecords(param, ps, ent)) spread.push(param);
      const to = sameFields(field, param, ps, ent);
      if (to.length > 0) same[field] = to;
    }
    // The members of an object payload are set under their own names (`expandBody`).
    if (mode === "body") {
      for (const [k, s] of Object.entries(propsOf(ps))) {
        const f = Object.keys(ent.fields).find((x) => looseKey(x) === looseKey(k)) ?? k;
        const to = sameFields(f, k, flatSchema(s), ent);
        if (to.length > 0) same[f] = to;
      }
    }
  }
  if (Object.keys(same).length > 0) h.same = same;
  if (spread.length > 0) h.spread = spread;
  const named = op.kind === "create" ? personFields(ent) : undefined;
  if (named) h.named = named;
  return Object.keys(h).length > 0 ? h : undefined;
}

/** Put each write op's `honour` on the runtime's op map (by tool name; `model.ops[i]` is `tools[i]`). */
export function attachHonour(
  ops: Record<string, unknown>,
  model: EnvModel,
  tools: readonly ToolSpec[],
): void {
  model.ops.forEach((op, i) => {
    const tool = tools[i];
    const target = ops[op.tool];
    if (!tool || !isObj(target)) return;
    const h = honourOf(op, op.entity ? model.entities[op.entity] : undefined, tool);
    if (h) target.honour = h;
  });
}

/**
 * A link a record carries is its own kind's (`users/653` on a user): a runtime row table of URLs
 * drawn from the first collection that has the field gave a new user `…/permissions/185`
 * (fresh19 readers' N). Each collection's URL fields get rows of their own (`users.avatarUrl`),
 * which the runtime reads first for that collection's ops.
 */
export function scopeRecordUrls(
  values: Record<string, unknown[]>,
  model: EnvModel,
  state: Record<string, unknown[]>,
): void {
  for (const e of Object.values(model.entities)) {
    const rows = (state[e.name] ?? []).filter(isObj);
    if (rows.length === 0) continue;
    for (const [f, fs] of Object.entries(e.fields)) {
      const general = values[f];
      const key = `${e.name}.${f}`;
      if (!general || values[key] || roleOf(f, fs) !== "url") continue;
      const own = rows
        .slice(0, general.length)
        .map((r) => (typeof r[f] === "string" ? r[f] : null));
      if (own.some((v) => v !== null)) values[key] = own;
    }
  }
}
