import { isObj } from "../domain/json-schema.js";
import { looseKey } from "../domain/words.js";
import { toolKindOf } from "../graph/build-graph.js";
import type { EnvBundle, Plan } from "../schema/index.js";

/** Members that name a record of its own: an object holding one is a record, not an envelope. */
const IDENTITY = /^(?:id|uuid|guid|key|name|title|label|slug|displayname|fullname)$/;

/** A lookup whose name asks whether something exists: "none" is its answer, not a miss. */
const ASKS_EXISTENCE = /(?:^|[^a-z])(?:exists?|check|verify|availab)/i;

/**
 * Whether a lookup's result holds nothing to tell: no value, an empty list, or an object whose
 * lists are all empty beside paging and counts (`{"companies":[]}`,
 * `{"page":1,"results":[],"total_count":0}`). A record with an empty list of its own
 * (`{"name":"X","tags":[]}`) is not empty.
 */
export function comesBackEmpty(result: unknown): boolean {
  if (result === null || result === undefined || result === "") return true;
  if (Array.isArray(result)) return result.length === 0;
  if (!isObj(result)) return false;
  const members = Object.entries(result);
  if (members.length === 0) return true;
  if (members.some(([k, v]) => IDENTITY.test(looseKey(k)) && v !== null && v !== "")) return false;
  const lists = members.filter(([, v]) => Array.isArray(v));
  const objects = members.filter(([, v]) => isObj(v));
  // One wrapped payload (`{"data":{"items":[]}}`): empty when what it wraps is.
  if (lists.length === 0) return objects.length === 1 && comesBackEmpty(objects[0]?.[1]);
  return (
    lists.every(([, v]) => (v as unknown[]).length === 0) &&
    objects.every(([, v]) => comesBackEmpty(v))
  );
}

/**
 * The goal step of a grounded plan that is a lookup (read or list) coming back empty — "There
 * are zero companies matching …" answers nobody's errand; a search finds what the user knows is
 * there — or a create whose answer shows nothing made. Lookups that ask whether something exists (`checkUsernameExists`) are kept: "no" is
 * their answer. Undefined when every goal has something to tell.
 */
export function emptyGoalStep(plan: Plan, bundles: readonly EnvBundle[]): string | undefined {
  for (const id of plan.goals ?? [plan.goal]) {
    const step = plan.steps.find((s) => s.id === id);
    const outcome = step?.grounded?.outcome;
    if (!step || !outcome?.ok) continue;
    const bundle = bundles.find((b) => b.id === step.env);
    const spec = bundle?.tools.find((t) => t.name === step.tool);
    if (!spec || ASKS_EXISTENCE.test(spec.name)) continue;
    const { kind } = toolKindOf(spec, bundle?.tools);
    if ((kind === "read" || kind === "list") && comesBackEmpty(outcome.result)) return id;
    // A create whose answer shows nothing made (bufferapp's `POST /updates/create.json` {} →
    // `"updates":[]`): "add a new status update" added nothing anyone can see (fresh49 readers A/M).
    // (Only a result made of empty lists: logoraisr's report, `{"created":…, "report_number":9,
    // "result":{"colors":[]}}`, made a report even though its colours came back empty.)
    if (kind === "create" && madeNothing(outcome.result)) return id;
  }
  return undefined;
}

/**
 * A create's answer that shows nothing made: no result, or empty lists beside only flags and
 * counts (bufferapp's `{"buffer_count":1,"success":true,"updates":[]}`). A record of its own
 * (an id, a number, a time: logoraisr's report) was made whatever lists it holds empty.
 */
function madeNothing(result: unknown): boolean {
  if (result === null || result === undefined || result === "") return true;
  if (Array.isArray(result)) return result.length === 0;
  if (!isObj(result)) return false;
  const members = Object.entries(result);
  const lists = members.filter(([, v]) => Array.isArray(v));
  return (
    lists.length > 0 &&
    lists.every(([, v]) => (v as unknown[]).length === 0) &&
    members.every(
      ([k, v]) =>
        Array.isArray(v) ||
        typeof v === "boolean" ||
        (typeof v === "number" && /count|percent|total|size|length/i.test(k)),
    )
  );
}
