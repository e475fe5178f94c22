import { payloadPathOfValue } from "../domain/envelope.js";
import { inferFieldModel } from "../domain/field-roles.js";
import { isObj } from "../domain/json-schema.js";
import { recordNouns, sameFieldMeaning } from "../domain/same-meaning.js";
import { inferToolKind } from "../domain/tool-kind.js";
import { looseKey, singular } from "../domain/words.js";
import { modelOf } from "../envgen/semantic-model.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Trajectory } from "../schema/trajectory.js";
import { answeredCalls } from "./env-runner.js";

/**
 * A write call whose result states a given value differently (fresh19 readers' N): "add
 * gary.metz@…" answered with a record of `deion.kassulke@…`, a blocked "+1 294 469 1227" shown as
 * "44123456789", a record for gary.metz named "Jace Pollich". `field` is the result's key, `given`
 * the value the call was sent, `stated` what the result says instead.
 */
export interface InputContradiction {
  tool: string;
  field: string;
  given: string;
  stated: string;
}

/** Kinds of call that make or change a record: what they are given, their result must say. */
const WRITES = new Set(["create", "update", "action"]);
/** Wrapper names of a request's payload: their members are the given fields. */
const WRAPPER = /^(body|data|payload|input|request|requestbody|items|values|records)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
/** A phone number as people write it: digits with an optional `+`, spaces, dashes, dots or brackets. */
const PHONE = /^\+?[\d][\d\s().-]{6,}\d$/;
/** `gary.metz`: an address that names its person, first and last. */
const NAMED_LOCAL = /^([a-z]{2,})[._]([a-z]{2,})$/i;

/** A phone number, not a day (`2026-02-06` has the same characters). */
function isPhone(v: string): boolean {
  return PHONE.test(v) && !/^\d{4}-\d\d-\d\d/.test(v) && v.replace(/\D/g, "").length >= 7;
}

type Scalar = string | number;
interface Given {
  key: string;
  value: Scalar;
  /** Element of a list of records the call was sent, matched with the result's element. */
  index?: number;
}

/** What a value means when its key says nothing (`body: ["+1 294 469 1227"]`): its shape. */
function shapeRole(v: Scalar): "email" | "phone" | undefined {
  if (typeof v !== "string") return undefined;
  if (EMAIL.test(v)) return "email";
  if (isPhone(v)) return "phone";
  return undefined;
}

function roleOf(key: string): string {
  return inferFieldModel(key, {}).role;
}

/** The scalar values a call was sent, under the key each sits at (wrappers opened, lists of records indexed). */
function givenValues(args: unknown): Given[] {
  const out: Given[] = [];
  const add = (key: string, v: unknown, index?: number, depth = 0) => {
    if (depth > 3 || v === null || v === undefined) return;
    if (typeof v === "string" || typeof v === "number") {
      if (String(v).trim() !== "")
        out.push({ key, value: v, ...(index !== undefined ? { index } : {}) });
    } else if (Array.isArray(v)) {
      const records = v.every(isObj);
      v.forEach((x, i) => {
        add(records ? key : singular(key), x, records ? i : index, depth + 1);
      });
    } else if (isObj(v)) for (const [k, x] of Object.entries(v)) add(k, x, index, depth + 1);
  };
  if (isObj(args)) for (const [k, v] of Object.entries(args)) add(k, v);
  return out;
}

/** The records a result states: the payload (each element of a list), and the result itself. */
function statedRecords(result: unknown): Array<{ rec: Record<string, unknown>; index?: number }> {
  const out: Array<{ rec: Record<string, unknown>; index?: number }> = [];
  if (Array.isArray(result)) {
    result.forEach((x, i) => {
      if (isObj(x)) out.push({ rec: x, index: i });
    });
    return out;
  }
  if (!isObj(result)) return out;
  out.push({ rec: result });
  let at: unknown = result;
  for (const k of payloadPathOfValue(result)) at = isObj(at) ? at[k] : undefined;
  if (at !== result && isObj(at)) out.push({ rec: at });
  // `{data: [...]}`, `{users: [...]}`: the one list of records a result holds.
  const lists = Object.values(isObj(at) ? at : {}).filter(
    (v): v is unknown[] => Array.isArray(v) && v.length > 0 && v.every(isObj),
  );
  if (lists.length === 1)
    lists[0]!.forEach((x, i) => {
      out.push({ rec: x as Record<string, unknown>, index: i });
    });
  return out;
}

/**
 * Whether a given key and a result key mean the same: one name after normalising (`first_name` ↔
 * `firstName`), the given key named with the record's noun (`userEmail` on a user ↔ `email`), or
 * a key that says nothing (`body`, `number`) holding a value whose shape is the result field's
 * role (a phone number ↔ `phoneNumber`).
 */
function sameMeaning(given: Given, key: string, nouns: string[]): boolean {
  if (sameFieldMeaning(given.key, key, nouns)) return true;
  const g = looseKey(given.key);
  const shape = shapeRole(given.value);
  if (!shape) return false;
  const generic =
    WRAPPER.test(g) ||
    WRAPPER.test(looseKey(singular(given.key))) ||
    /^(number|value|address)$/.test(g);
  return generic && roleOf(key) === shape;
}

function normal(v: unknown): string {
  const s = String(v).trim().toLowerCase();
  return isPhone(s) ? s.replace(/\D/g, "") : s;
}

function agrees(stated: unknown, given: Scalar): boolean {
  const a = normal(stated);
  const b = normal(given);
  if (a === b) return true;
  // A day given, an instant stated on it (or the other way): the same date.
  if (/^\d{4}-\d\d-\d\d/.test(a) && /^\d{4}-\d\d-\d\d/.test(b))
    return a.startsWith(b) || b.startsWith(a);
  // A phone number stated with or without its country code.
  if (/^\d{7,}$/.test(a) && /^\d{7,}$/.test(b)) return a.endsWith(b) || b.endsWith(a);
  return false;
}

/** A record of a person the call named by an address (`gary.metz@…`) whose name is another's. */
function nameAgainstEmail(
  givens: Given[],
  rec: Record<string, unknown>,
  nouns: string[],
): InputContradiction[] {
  if (givens.some((g) => roleOf(g.key) === "person-name")) return [];
  const emails = Object.keys(rec).filter(
    (k) => roleOf(k) === "email" && typeof rec[k] === "string",
  );
  const out: InputContradiction[] = [];
  for (const g of givens) {
    if (shapeRole(g.value) !== "email") continue;
    // Only the record of the given address: its own email field holds it.
    if (!emails.some((k) => sameMeaning(g, k, nouns) && agrees(rec[k], g.value))) continue;
    const m = NAMED_LOCAL.exec(String(g.value).split("@")[0] ?? "");
    if (!m) continue;
    for (const [key, want] of [
      [/^(firstname|givenname)$/, m[1]!],
      [/^(lastname|familyname|surname)$/, m[2]!],
    ] as const) {
      const field = Object.keys(rec).find((k) => key.test(looseKey(k)));
      const v = field ? rec[field] : undefined;
      if (field && typeof v === "string" && v && looseKey(v) !== looseKey(want))
        out.push({ tool: "", field, given: String(g.value), stated: v });
    }
  }
  return out;
}

/** The given values one write call's result states differently. */
export function callContradictions(
  tool: string,
  args: unknown,
  result: unknown,
  entity?: string,
): InputContradiction[] {
  if (isObj(result) && (isObj(result.error) || typeof result.error === "string")) return [];
  const givens = givenValues(args);
  if (givens.length === 0) return [];
  const nouns = recordNouns(entity);
  const out: InputContradiction[] = [];
  for (const { rec, index } of statedRecords(result)) {
    for (const [key, stated] of Object.entries(rec)) {
      if (typeof stated !== "string" && typeof stated !== "number") continue;
      const same = givens.filter(
        (g) =>
          sameMeaning(g, key, nouns) &&
          (g.index === undefined || index === undefined || g.index === index),
      );
      if (same.length === 0 || same.some((g) => agrees(stated, g.value))) continue;
      out.push({ tool, field: key, given: String(same[0]!.value), stated: String(stated) });
    }
    for (const c of nameAgainstEmail(givens, rec, nouns)) out.push({ ...c, tool });
  }
  return out;
}

/** Every write call of a conversation whose result contradicts what the call was given. */
export function inputContradictions(
  trajectory: Trajectory,
  bundles: readonly EnvBundle[],
): InputContradiction[] {
  const out: InputContradiction[] = [];
  for (const { name, route, spec, args, result } of answeredCalls(trajectory, bundles)) {
    const modelled = route.bundle.model ? modelOf(route.bundle).tools[route.tool] : undefined;
    const info = modelled ?? inferToolKind(spec, route.bundle.tools);
    if (!WRITES.has(info.kind)) continue;
    out.push(...callContradictions(name, args, result, info.entity));
  }
  return out;
}
