import { isObj } from "../domain/json-schema.js";
import { inferToolKind } from "../domain/tool-kind.js";
import { boundParamWords, looseKey } from "../domain/words.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Trajectory } from "../schema/trajectory.js";
import { answeredCalls } from "./env-runner.js";

/**
 * A lookup's answer that breaks what the call asked (fresh20 readers N): "with a max distance in
 * km of 10" answered `"distanceInKm":41`; the airports nearest to `nea_1003` holding `nea_1003`.
 */
export interface FilterViolation {
  tool: string;
  /** `above-max`, `below-min`, `over-limit` or `lists-given` (the record the results relate to). */
  kind: "above-max" | "below-min" | "over-limit" | "lists-given";
  param: string;
  given: unknown;
  /** The result field that breaks it (absent for `over-limit`). */
  field?: string;
  found: unknown;
}

const LOW = new Set(["min", "minimum", "from", "since", "after", "earliest", "lowest", "least"]);
const HIGH = new Set(["max", "maximum", "to", "until", "before", "latest", "highest", "most"]);
const LOOKUPS = new Set(["list", "read", "compute"]);
/** Inputs that cap how many results come back. */
const LIMIT = /^(limit|maxresults|maxitems|pagesize|perpage|top)$/;

/** A value compared as a number or a date; undefined when it is neither. */
function comparable(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v !== "string" || v.trim() === "") return undefined;
  if (/^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  if (/^\d{4}-\d{2}-\d{2}/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : t;
  }
  return undefined;
}

/** The records of an answer: a list, the one list it wraps, or the record itself. */
function recordsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result.filter(isObj);
  if (!isObj(result)) return [];
  const lists = Object.values(result).filter((v) => Array.isArray(v) && v.some(isObj));
  if (lists.length === 1) return (lists[0] as unknown[]).filter(isObj);
  return [result];
}

/** A bound's side and the words of what it bounds (`maxDistanceInKm` → high, "distance in km"). */
function boundOf(param: string): { side: "min" | "max"; rest: string } | undefined {
  const w = boundParamWords(param);
  if (w.length < 2) return undefined;
  const [first, last] = [w[0]!, w[w.length - 1]!];
  if (LOW.has(first)) return { side: "min", rest: looseKey(w.slice(1).join("_")) };
  if (HIGH.has(first)) return { side: "max", rest: looseKey(w.slice(1).join("_")) };
  if (LOW.has(last)) return { side: "min", rest: looseKey(w.slice(0, -1).join("_")) };
  if (HIGH.has(last)) return { side: "max", rest: looseKey(w.slice(0, -1).join("_")) };
  return undefined;
}

/** What one call's answer breaks of what it was asked. */
export function callFilterViolations(
  tool: string,
  args: unknown,
  result: unknown,
  relatedTo?: string,
): FilterViolation[] {
  if (!isObj(args)) return [];
  const records = recordsOf(result);
  const out: FilterViolation[] = [];
  for (const [param, given] of Object.entries(args)) {
    if (LIMIT.test(looseKey(param))) {
      const cap = comparable(given);
      if (cap !== undefined && Array.isArray(result) && result.length > cap)
        out.push({ tool, kind: "over-limit", param, given, found: result.length });
      continue;
    }
    if (param === relatedTo) {
      const hit = records.find((r) =>
        Object.entries(r).some(
          ([k, v]) => /^(id|code|key)$/i.test(k) && String(v) === String(given),
        ),
      );
      if (hit) out.push({ tool, kind: "lists-given", param, given, found: given });
      continue;
    }
    const bound = boundOf(param);
    const limit = comparable(given);
    if (!bound || limit === undefined || bound.rest.length < 3) continue;
    for (const r of records) {
      const field = Object.keys(r).find((k) => looseKey(k) === bound.rest);
      const v = field ? comparable(r[field]) : undefined;
      if (field === undefined || v === undefined) continue;
      if (bound.side === "max" ? v > limit : v < limit) {
        out.push({
          tool,
          kind: bound.side === "max" ? "above-max" : "below-min",
          param,
          given,
          field,
          found: r[field],
        });
        break;
      }
    }
  }
  return out;
}

/**
 * Every call of a conversation whose answer breaks a filter it was given: a bound on a field its
 * records show (`maxDistanceInKm` ↔ `distanceInKm`, `min_price` ↔ `price`, `created_after` ↔
 * `created`), a limit on how many, or the record a nearest/similar lookup is keyed by. Read from
 * the doc's names and the recorded answers, not from the environment's own plan.
 */
export function filterViolations(
  trajectory: Trajectory,
  bundles: readonly EnvBundle[],
): FilterViolation[] {
  const out: FilterViolation[] = [];
  for (const { name, route, spec, args, result } of answeredCalls(trajectory, bundles)) {
    // A write's inputs are what it sets (`max_price` of a product), not what it asks for.
    const info = inferToolKind(spec, route.bundle.tools);
    if (!LOOKUPS.has(info.kind)) continue;
    out.push(...callFilterViolations(name, args, result, info.relatedTo));
  }
  return out;
}
