import {
  exampleObject,
  flatSchema,
  isObj,
  propsOf,
  requiredOf,
  schemaType,
} from "../domain/json-schema.js";
import {
  formattedNameInputs,
  type ResourceNameInput,
  resourceNameFault,
  resourceNameInputs,
  resourcePath,
} from "../domain/resource-names.js";
import { createRng, deriveSeed, type Rng } from "../domain/rng.js";
import { looseKey, splitWords } from "../domain/words.js";
import { domainTextOf } from "../envgen/seed-state.js";
import { fail, ok, type Result } from "../errors.js";
import { toolKindOf } from "../graph/build-graph.js";
import { entityKey, humanise } from "../graph/names.js";
import { simplifySchema } from "../graph/schema-walk.js";
import {
  type Binding,
  type CallOutcome,
  canonicalJson,
  contentId,
  type EnvBundle,
  type Plan,
  type PlanStep,
  type Precondition,
  type Select,
  sameCanonicalJson,
  sha256Hex,
} from "../schema/index.js";
import { episodeInitialState } from "./episode.js";
import {
  admits,
  associationProblem,
  callProblem,
  changeConditions,
  combinesItems,
  copiesRecord,
  findRecord,
  heldBy,
  inputLeaf,
  lookupKeyByName,
  mandatoryByDoc,
  pathParams,
  recordParams,
  takesOff,
  toolModelOf,
  userState,
  violatedPrecondition,
  writtenField,
} from "./semantics.js";
import {
  cohereUserArgs,
  describeSelection,
  findSelected,
  type PickContext,
  pickRecordKey,
  pickUserValue,
  pointableIndex,
  stateCollections,
} from "./value-picker.js";

/** The values a collection's records hold in `field` (the keys a new record must not take). */
function keysOf(state: Json, entity: string, field: string): unknown[] {
  const col = stateCollections(state).find((c) => entityKey(c.name) === entityKey(entity));
  return (col?.records ?? []).map((r) => r[field]).filter((v) => v !== undefined);
}

/** The part of the sandbox's EnvInstance grounding needs (sync or async results both accepted). */
export interface EnvInstanceLike {
  call(tool: string, args: Record<string, unknown>): Promise<CallOutcome>;
  state(): unknown;
  stateHash(): unknown;
  dispose(): unknown;
}

/** Opens a fresh instance of a bundle from its initial state: the sandbox's `createEnvInstance`. */
export type OpenEnv = (
  bundle: EnvBundle,
  options: { episodeSeed?: number; initialState?: Record<string, unknown> },
) => Promise<Result<EnvInstanceLike>>;

const WRITES = new Set(["create", "update", "delete", "action"]);
const READS = new Set(["read", "list"]);

export type GroundOutcome =
  | { ok: true; plan: Plan }
  | {
      ok: false;
      reason: string;
      where?: string;
      /**
       * With `absent-field`: the producer step's tool and the output path none of whose listed
       * records holds a value (a comment's `results[].parent.block_id` where no comment says it).
       */
      absent?: { env: string; tool: string; path: string };
    };

type Json = Record<string, unknown>;

/**
 * `lines[0].product_id` → set inside `args`, creating objects and arrays on the way. `literal`:
 * the key is one parameter's whole name (`1_property.value`, `enable.html` — Sling/OSGi form
 * parameters hold dots), set as it is.
 */
export function setArgPath(args: Json, key: string, value: unknown, literal = false): void {
  if (literal) {
    args[key] = value;
    return;
  }
  const parts = key.split(".").flatMap((seg) => {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(seg);
    if (!m) return [seg];
    const idx = [...m[2]!.matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]));
    return [...(m[1] ? [m[1]] : []), ...idx];
  });
  let cur: Json | unknown[] = args;
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    const last = i === parts.length - 1;
    const container = cur as Record<string | number, unknown>;
    if (last) {
      container[p] = value;
      return;
    }
    if (container[p] === undefined) container[p] = typeof parts[i + 1] === "number" ? [] : {};
    cur = container[p] as Json | unknown[];
  }
}

type Chooser = (prefix: string, elements: unknown[]) => number;

/** Follow a binding path (`slots[].slot_id`, `[].id`, `customer.id`, `$`) through a real result. */
export function resolveOutputPath(
  result: unknown,
  path: string,
  choose: Chooser,
): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (path === "$" || path === "") return { ok: true, value: result };
  let cur: unknown = result;
  const seen: string[] = [];
  for (const seg of path.split(".")) {
    seen.push(seg);
    const isArray = seg.endsWith("[]");
    const name = isArray ? seg.slice(0, -2) : seg;
    if (name) {
      if (typeof cur !== "object" || cur === null || Array.isArray(cur)) {
        return { ok: false, reason: "missing-field" };
      }
      cur = (cur as Json)[name];
    }
    if (isArray) {
      if (!Array.isArray(cur)) return { ok: false, reason: "missing-field" };
      if (cur.length === 0) return { ok: false, reason: "empty-list" };
      const i = choose(seen.join("."), cur);
      if (i < 0 || i >= cur.length) return { ok: false, reason: "selection-not-found" };
      cur = cur[i];
    }
  }
  if (cur === undefined || cur === null) return { ok: false, reason: "missing-field" };
  return { ok: true, value: cur };
}

/**
 * A parameter whose name holds a dot (`age.value`, an OpenAPI query parameter) has a schema of its
 * own: an integer, not "VAL-1251" drawn for a field of no type.
 */
function literalParam(bundle: EnvBundle, tool: string, key: string): Json | undefined {
  if (!key.includes(".")) return undefined;
  const props = simplifySchema(bundle.tools.find((t) => t.name === tool)?.inputSchema).properties;
  const own = (props as Json | undefined)?.[key];
  return own && typeof own === "object" ? simplifySchema(own as Json) : undefined;
}

/** The schema of one element of the list at `prefix` (`dags[]`, `[]`) of an output schema. */
export function itemSchemaAt(schema: unknown, prefix: string): Json | undefined {
  let at: unknown = schema;
  for (const seg of prefix.split(".")) {
    const name = seg.replace(/\[\]$/, "");
    if (name) at = propsOf(flatSchema(at))[name];
    if (seg.endsWith("[]")) at = isObj(at) ? flatSchema(at).items : undefined;
    if (!isObj(at)) return undefined;
  }
  return flatSchema(at);
}

function paramSchema(bundle: EnvBundle, tool: string, key: string): Json {
  const literal = literalParam(bundle, tool, key);
  if (literal) return literal;
  const spec = bundle.tools.find((t) => t.name === tool);
  let s: Json = simplifySchema(spec?.inputSchema);
  for (const seg of key.split(".")) {
    const name = seg.replace(/\[\d+\]$/, "");
    s = simplifySchema((s.properties as Json | undefined)?.[name] as Json | undefined);
    if (/\[\d+\]$/.test(seg)) s = simplifySchema(s.items as Json | undefined);
  }
  // Documents to merge are two at least, whatever the schema says.
  return spec && !key.includes(".") && combinesItems(spec, s) ? { ...s, minItems: 2 } : s;
}

/**
 * An id taken from one tool's output keeps its meaning when the next tool types it differently:
 * `PlayerId: 1` feeds `playerid: "1"`, `"42"` feeds an integer param.
 */
function coerceScalar(value: unknown, schema: Json): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (typeof value === "number" && types.includes("string") && !types.includes("number"))
    return String(value);
  if (
    typeof value === "string" &&
    /^-?\d+(\.\d+)?$/.test(value) &&
    !types.includes("string") &&
    (types.includes("integer") || types.includes("number"))
  ) {
    const n = Number(value);
    return types.includes("integer") && !Number.isInteger(n) ? value : n;
  }
  return value;
}

/** Plan content id: hash of the plan without its id. */
export async function planId(plan: Omit<Plan, "id"> & { id?: string }): Promise<string> {
  const { id: _id, ...content } = plan;
  return contentId(content);
}

/**
 * Execute a plan in fresh environment instances from their initial state and fill in every value:
 * user bindings without a value get one taken from the state, step bindings take the real output
 * (list elements chosen by a field a person could name, recorded in `select`). Fails with a reason
 * when a call faults, hits a tool error the plan did not expect, or a reference cannot be resolved.
 */
export async function groundPlanDetailed(
  plan: Plan,
  bundles: EnvBundle[],
  openEnv: OpenEnv,
  rngSeed: number = plan.seed,
): Promise<GroundOutcome> {
  const rng: Rng = createRng(deriveSeed(rngSeed, "ground"));
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const instances = new Map<string, EnvInstanceLike>();
  const startStates = new Map<string, unknown>();
  // Whether two states read out of the sandbox hold the same user data (`__env` aside), as their
  // canonical JSON would say: compared in place, never written out (writing both states' canonical
  // JSON for every write was the main thread's largest own cost at paper scale).
  const sameUserData = (a: unknown, b: unknown): boolean =>
    a === b || sameCanonicalJson(userState(a), userState(b));
  // The state of an instance as last read, until a call changes it: each read is a whole dump of
  // the state out of the VM, and the state at open is the first step's state before.
  const known = new Map<string, unknown>();
  let wrote = false;
  try {
    for (const env of plan.envs) {
      const bundle = byId.get(env);
      if (!bundle) return { ok: false, reason: "unknown-env", where: env };
      // Each plan runs in its episode's own initial state (seed 0: the bundle's state).
      const opened = await openEnv(
        bundle,
        plan.episodeSeed
          ? {
              episodeSeed: plan.episodeSeed,
              initialState: episodeInitialState(bundle, plan.episodeSeed),
            }
          : {},
      );
      if (!opened.ok) return { ok: false, reason: `open-failed:${opened.error.code}`, where: env };
      instances.set(env, opened.value);
      const start = await opened.value.state();
      known.set(env, start);
      startStates.set(env, start);
    }
    const downstream = downstreamPreconditions(plan, byId);
    const done = new Map<string, PlanStep>();
    const chosen = new Map<string, { index: number; select: Select; element: unknown }>();
    const steps: PlanStep[] = [];
    for (const step of plan.steps) {
      const bundle = byId.get(step.env);
      const inst = instances.get(step.env);
      if (!bundle || !inst) return { ok: false, reason: "unknown-env", where: step.id };
      const args: Json = {};
      const bound: Record<string, Binding> = {};
      const related: unknown[] = [];
      const keys = Object.keys(step.args).sort();
      // Targets must satisfy the tool's preconditions ("Lights only", "only scheduled visits").
      const own = targetConditions(bundle, step.tool);
      // A record chosen here may reach a later step through this step's output (list → get →
      // brew): choose it so that step's preconditions hold too.
      const preconditions = [...own, ...(downstream.get(step.id) ?? [])];
      const before = (known.get(step.env) ?? (await inst.state()) ?? {}) as Json;
      // A database with tables left is not the one to delete ("All tables … must be deleted first").
      const emptyFirst = own.filter((p) => p.kind === "empty");
      const ownEntity = toolModelOf(bundle, step.tool)?.entity;
      const admissible = (el: unknown): boolean => {
        if (preconditions.length === 0) return true;
        if (emptyFirst.some((p) => heldBy(bundle, p, ownEntity, el, before))) return false;
        const direct = admits(preconditions, el);
        if (direct !== undefined) return direct;
        const values = typeof el === "object" && el !== null ? Object.values(el as Json) : [el];
        for (const v of values) {
          const rec = findRecord(bundle, before, v, preconditions[0]?.entity);
          if (rec) return admits(preconditions, rec.record, rec.collection) !== false;
        }
        return true;
      };
      let unmet = false;
      // No listed record holds the field at all: the producer never gives this value.
      let absent = false;
      // Values this step already took from other steps' records, by argument name: a record picked
      // for another argument that carries one of these fields must carry the same value. A dag
      // run's own `dag_id` is the dag it belongs to — picking the run from a list of every dag's
      // runs gave `delete_dag_run {dag_id: dag_1005, dag_run_id: dr_1004}`, another dag's run,
      // and the user named a run whose dates were not the deleted one's (fresh11 readers A/N).
      // Only names that say whose key they are (`dag_id`): a bare `id` is every record's own.
      const taken = new Map<string, unknown>();
      const pickedRecords: Json[] = [];
      const qualified = (k: string) => !/[.[]/.test(k) && splitWords(k).length >= 2;
      const same = (a: unknown, b: unknown) =>
        a === undefined || a === null || typeof a === "object" || String(a) === String(b);
      const leafAt = (el: unknown, rest: string): unknown => {
        let leaf: unknown = el;
        for (const part of rest ? rest.split(".") : []) leaf = isObj(leaf) ? leaf[part] : undefined;
        return leaf;
      };
      // `appId` in the path is the record's `app_id` (fresh35 dev: OpenChannel's version 4 of
      // app_1008 was sent as `{"appId":"app_1001","version":4}`).
      const fieldOf = (rec: Json, k: string): unknown => {
        if (k in rec) return rec[k];
        const loose = looseKey(k);
        const hit = Object.keys(rec).find((f) => looseKey(f) === loose);
        return hit === undefined ? undefined : rec[hit];
      };
      const agrees = (el: unknown, key: string, rest: string): boolean => {
        if (isObj(el) && ![...taken].every(([k, v]) => same(fieldOf(el, k), v))) return false;
        if (!qualified(key)) return true;
        const leaf = leafAt(el, rest);
        return pickedRecords.every((r) => same(fieldOf(r, key), leaf));
      };
      // An element that holds the bound field: a record may go without one (an unnamed
      // distribution has no `name`), and another record of the list then feeds the step.
      const holds = (el: unknown, rest: string): boolean =>
        !rest ||
        rest.includes("[]") ||
        (leafAt(el, rest) !== undefined && leafAt(el, rest) !== null);
      for (const key of keys) {
        const b = step.args[key]!;
        if (b.from !== "step") continue;
        const src = done.get(b.step);
        if (!src?.grounded) return { ok: false, reason: "dangling-reference", where: step.id };
        if (!src.grounded.outcome.ok)
          return { ok: false, reason: "bound-to-error", where: step.id };
        let select: Select | undefined;
        // The path inside a chosen element: `dag_runs[].dag_id` → `dag_id`.
        const restOf = (prefix: string) => b.path.slice(prefix.length).replace(/^\./, "");
        const result = resolveOutputPath(
          src.grounded.outcome.result,
          b.path,
          (prefix, elements) => {
            let memoKey = `${b.step}|${prefix}`;
            const memo = chosen.get(memoKey);
            // One element feeds every consumer, unless it fails this consumer's preconditions.
            if (
              memo &&
              (b.select
                ? findSelected(elements, b.select) === memo.index
                : admissible(memo.element) &&
                  agrees(memo.element, key, restOf(prefix)) &&
                  holds(memo.element, restOf(prefix)))
            ) {
              select ??= memo.select;
              return memo.index;
            }
            if (memo) memoKey = `${memoKey}|${step.id}`;
            const srcBundle = byId.get(src.env);
            const entity = srcBundle?.tools.find((t) => t.name === src.tool);
            const noun =
              prefix.replace(/\[\]$/, "").split(".").pop() ||
              (entity ? toolKindOf(entity, srcBundle?.tools).entity : undefined);
            const itemSchema = itemSchemaAt(entity?.outputSchema, prefix);
            let index: number;
            if (b.select) index = findSelected(elements, b.select);
            else {
              const fit = elements
                .map((_, i) => i)
                .filter(
                  (i) =>
                    admissible(elements[i]) &&
                    agrees(elements[i], key, restOf(prefix)) &&
                    holds(elements[i], restOf(prefix)),
                );
              if (fit.length === 0) {
                absent = elements.length > 0 && !elements.some((el) => holds(el, restOf(prefix)));
                unmet = true;
                return -1;
              }
              index = fit.length === elements.length ? rng.int(elements.length) : rng.pick(fit);
              index = pointableIndex(elements, fit, index, (n) => rng.int(n), noun, itemSchema);
            }
            if (index < 0) return index;
            const sel =
              b.select ??
              statedSelection(elements, index, step.args, entity ? pathParams(entity) : [], noun) ??
              describeSelection(elements, index, noun, itemSchema);
            chosen.set(memoKey, { index, select: sel, element: elements[index] });
            if (isObj(elements[index])) pickedRecords.push(elements[index] as Json);
            related.push(elements[index]);
            select ??= sel;
            return index;
          },
        );
        if (!result.ok)
          return absent
            ? {
                ok: false,
                reason: "absent-field",
                where: `${step.id}.${key}`,
                absent: { env: src.env, tool: src.tool, path: b.path },
              }
            : {
                ok: false,
                reason: unmet ? "precondition-unmet" : result.reason,
                where: `${step.id}.${key}`,
              };
        let value = result.value;
        const schema = paramSchema(bundle, step.tool, key);
        if (schema.type === "array" && !Array.isArray(value)) value = [value];
        value = coerceScalar(value, schema);
        setArgPath(args, key, value, literalParam(bundle, step.tool, key) !== undefined);
        if (qualified(key) && typeof value !== "object") taken.set(key, value);
        bound[key] = select ? { ...b, select } : { from: "step", step: b.step, path: b.path };
      }
      const spec = bundle.tools.find((t) => t.name === step.tool);
      if (!spec) return { ok: false, reason: "unknown-tool", where: step.id };
      const { kind, entity } = toolKindOf(spec, bundle.tools);
      const ctx: PickContext = {
        rng,
        state: before,
        kind,
        related,
        clockStart: bundle.clock.start,
        used: [],
        domain: domainTextOf(bundle),
        given: args,
      };
      if (entity) ctx.entity = entity;
      // A sub-record the user names under its parent (the snapshot of the application they
      // named) is one of that parent's: "Archive snapshot" of another application is not found
      // under this one (fresh61 Kinesis readers A).
      const parents = parentFields(bundle, step.tool, entity);
      const underParents = (record: Json) =>
        parents.every(([input, field]) => {
          const want = args[input];
          const have = record[field];
          return (
            want === undefined ||
            typeof want === "object" ||
            have === undefined ||
            have === null ||
            String(have) === String(want)
          );
        });
      if (own.length > 0 || parents.length > 0)
        ctx.admit = (record) => admits(own, record) !== false && underParents(record);
      // The record a write acts on: a value it sets must differ from what the record already has.
      const idParams = recordParams(bundle, spec);
      let target: Json | undefined;
      if (kind === "update" || kind === "action") {
        for (const [p, ent] of idParams) {
          const found = findRecord(bundle, before, args[p], ent ?? entity);
          if (found) {
            target = found.record;
            break;
          }
        }
      }
      // Start dates before end dates: `end_date` sorts before `start_date`, so starts go first.
      const userKeys = keys.filter((k) => step.args[k]!.from === "user");
      const later = (k: string) => /(^|_)(end|to|until)(_|$)/.test(k);
      userKeys.sort((a, b) => Number(later(a)) - Number(later(b)));
      for (const key of userKeys) {
        const b = step.args[key]!;
        if (b.from !== "user") continue;
        const field = key
          .split(".")
          .pop()!
          .replace(/\[\d+\]$/, "");
        const top = key.split(/[.[]/)[0] as string;
        // Which list the record is in (`requestType` SENT or RECEIVED) is what the lookup that
        // found it was sent, never a change: "(received)" … "Sure, sent." updated a received
        // share request as a sent one (fresh61 Audit Manager readers A/M).
        const selector = b.value === undefined ? selectorValue(key, step, done, bundle) : undefined;
        if (selector !== undefined) {
          setArgPath(args, key, selector, literalParam(bundle, step.tool, key) !== undefined);
          bound[key] = { from: "user", value: selector };
          continue;
        }
        let written =
          target && !idParams.has(top) ? writtenField(bundle, step.tool, top, target) : undefined;
        let rest = key.slice(top.length).split(".").filter(Boolean);
        // `{"id":3,"body":{"currency":…}}` (a Swagger body parameter): the wrapper is no field of
        // the record, its leaf is — billingo's update set "currency":"JPY" on a JPY account.
        let keep: unknown;
        if (written === undefined && target && key !== top && !idParams.has(top)) {
          written = writtenField(bundle, step.tool, field, target);
          rest = [];
          // A whole-record body repeats the record's name: the user named the account by it and
          // renames nothing ("on the product named Chef's Knife. It's named "Gel Pens"").
          if (written !== undefined && /^(?:name|title|display_?name|label)$/i.test(written))
            keep = target[written];
        }
        // `custom_field.label` sets the label inside the record's `custom_field`, and a record
        // may keep it unwrapped (`label`): either one holding the value already changes nothing.
        if (written !== undefined && target) {
          let inner: unknown = target[written];
          for (const part of rest)
            inner =
              inner && typeof inner === "object" && !Array.isArray(inner)
                ? (inner as Json)[part.replace(/\[\d+\]$/, "")]
                : undefined;
          ctx.avoid = rest.length > 0 ? [inner, target[field]] : [inner];
        } else delete ctx.avoid;
        // A filter on the field a later step requires ("only lights" before dimming one) asks
        // for a value that step accepts.
        const required = preconditions.find(
          (p) => p.kind === "field-in" && p.field === field && (p.values?.length ?? 0) > 0,
        );
        const schema = paramSchema(bundle, step.tool, key);
        const allowed = required?.values?.filter(
          (v) => !Array.isArray(schema.enum) || schema.enum.includes(v),
        );
        // A follow-up on an earlier step's result means the same thing by the same parameter:
        // verify the hash just made with the algorithm it was made with, not another one.
        const earlier =
          written === undefined && (kind !== "update" || takesOff(toolModelOf(bundle, step.tool)))
            ? (sameParamValue(key, step, done) ?? saidBefore(key, step, done, bundle))
            : undefined;
        // A record the user names by its key (`/payments/{transId}` with no list of payments):
        // the key of a record that exists, under the field the model looks it up by.
        const input = key === top ? toolModelOf(bundle, step.tool)?.inputs[top] : undefined;
        const keyed = b.value === undefined && input?.entity && input.field ? input : undefined;
        // A new record's own key names no record of its collection yet: CreatePipeline sent an
        // existing pipeline's name and failed Conflict (OSIS, fresh64).
        const newKey = kind === "create" && keyed?.role === "id" && keyed.entity === entity;
        if (newKey && keyed?.field) ctx.avoid = keysOf(before, entity!, keyed.field);
        const recordKey =
          keyed?.entity &&
          keyed.field &&
          (keyed.role === "id" || keyed.role === "reference") &&
          !newKey
            ? pickRecordKey(keyed.entity, keyed.field, schema, ctx)
            : undefined;
        // A lookup's filter on a field of the records it lists (automata's `terms`) holds a value a
        // record has, so the search finds something (fresh18: "zero searches matching …").
        const filterKey =
          keyed?.entity && keyed.field && (kind === "list" || kind === "read")
            ? pickRecordKey(keyed.entity, keyed.field, schema, ctx)
            : undefined;
        // The same fact sent twice in one call (stellastra's review takes `user_email` in the query
        // and in the body): one value, or the user gives two emails for one review (fresh20 readers).
        const twin =
          b.value === undefined
            ? sameFactInCall(key, bound, (k) => paramSchema(bundle, step.tool, k))
            : undefined;
        const mayGo =
          b.value === undefined &&
          key === top &&
          !(Array.isArray(spec.inputSchema.required) && spec.inputSchema.required.includes(top)) &&
          !mandatoryByDoc(schema) &&
          // `FacebookPosts_GetByUri`'s uri (default ''): the key a lookup is named by always goes.
          !((kind === "read" || kind === "list") && lookupKeyByName(spec) === top);
        if (mayGo) ctx.optional = true;
        else delete ctx.optional;
        const picked =
          b.value !== undefined
            ? b.value
            : twin !== undefined
              ? twin
              : keep !== undefined
                ? keep
                : recordKey !== undefined
                  ? recordKey
                  : earlier !== undefined && fitsEnum(earlier, schema)
                    ? earlier
                    : filterKey !== undefined
                      ? filterKey
                      : allowed && allowed.length > 0
                        ? rng.pick(allowed)
                        : pickUserValue(field, schema, ctx);
        // A whole resource name (`/v1/{name}/publicKey`, `/v1/{resource}:setIamPolicy`) is a path
        // the doc allows, never a record's title or a word ("Partner integration", "location"):
        // one the state holds, or no task (fresh63 readers F/U/A on KMS and Private Catalog).
        const pathInput =
          b.value === undefined && key === top
            ? (resourceNameInputs(spec).find((i) => i.param === key) ??
              formattedNameInputs(spec).find((i) => i.param === key))
            : undefined;
        // …and the one the call's other paths are under: a test message about the contacts of
        // organization 757557022920 goes to that organization, never to 384298507194 (fresh60).
        const under = pathInput ? siblingContainer(args, pathInput) : undefined;
        const value =
          under ??
          (pathInput && resourceNameFault(picked, pathInput)
            ? stateResourceName(before, pathInput, ctx.used ?? [], rng)
            : picked);
        if (pathInput && value === undefined)
          return { ok: false, reason: "no-resource-name", where: `${step.id}.${key}` };
        // An optional input drawn at its default asks for nothing: `"only_active": true` is what
        // Airflow does unasked (fresh11 readers A, "only_active never asked"). It is left out, as
        // a person who wants the default leaves it out; flipping it would filter for records that
        // may not exist.
        // An optional input with nothing but filler to say (`description` "Method from December
        // 13." on a new payment method, fresh36 dev) goes unsent.
        if (mayGo && value === undefined) continue;
        if (
          mayGo &&
          schema.default !== undefined &&
          canonicalJson(value) === canonicalJson(schema.default)
        )
          continue;
        // A free-form object filled from the doc's example (Svix's `payload` `{"email": …,
        // "username": …}`) is said field by field, as a body's declared fields are: one fact
        // `payload` holding an object is one no request can state.
        if (
          key === top &&
          isObj(value) &&
          exampleObject(schema) !== undefined &&
          Object.values(value).every((v) => v !== null && typeof v !== "object")
        ) {
          for (const [k, v] of Object.entries(value)) {
            setArgPath(args, `${key}.${k}`, v);
            if (typeof v === "string") ctx.used!.push(v);
            bound[`${key}.${k}`] = { from: "user", value: v };
          }
          continue;
        }
        setArgPath(args, key, value, literalParam(bundle, step.tool, key) !== undefined);
        if (typeof value === "string") ctx.used!.push(value);
        bound[key] = { from: "user", value };
      }
      // An empty body, an update that changes nothing, a lookup by id without the id, enabling
      // what is enabled: calls no person asks for, whatever the environment answers.
      cohereUserArgs(args, bound, spec.inputSchema, bundle.clock.start);
      sendRequiredWrappers(args, spec.inputSchema);
      // Taking a label off a rule that does not carry it (or putting on one it carries) changes
      // nothing a person would ask for, whatever the environment answers.
      const problem = step.expectError
        ? undefined
        : (callProblem(bundle, spec, kind, args, target) ??
          copiesRecord(bundle, spec, kind, args, before) ??
          associationProblem(bundle, spec, kind, args, before));
      if (problem) return { ok: false, reason: problem, where: step.id };
      const violated = violatedPrecondition(bundle, spec, args, before);
      if (violated && !step.expectError)
        return { ok: false, reason: "precondition-violated", where: step.id };
      known.delete(step.env);
      const outcome = await inst.call(step.tool, args);
      if ("fault" in outcome)
        return { ok: false, reason: `fault:${outcome.fault.kind}`, where: step.id };
      if (!outcome.ok && !step.expectError) {
        return { ok: false, reason: `tool-error:${outcome.error.code}`, where: step.id };
      }
      if (outcome.ok && step.expectError) {
        return { ok: false, reason: "expected-error-missing", where: step.id };
      }
      if (!outcome.ok && step.expectError && outcome.error.code !== step.expectError) {
        return { ok: false, reason: `wrong-error:${outcome.error.code}`, where: step.id };
      }
      // A write that leaves the state as it was is no goal: "set power to what it already is".
      if (outcome.ok && !step.expectError && WRITES.has(kind)) {
        wrote = true;
        const now = await inst.state();
        known.set(step.env, now);
        if (sameUserData(now, before)) return { ok: false, reason: "noop-write", where: step.id };
      }
      const grounded: PlanStep = { ...step, args: bound, grounded: { args, outcome } };
      done.set(step.id, grounded);
      steps.push(grounded);
    }
    const finalStateHashes: Record<string, string> = {};
    let changed = false;
    for (const [env, inst] of instances) {
      // One read for both: the state hash is sha256 of the state's canonical JSON.
      const end = known.get(env) ?? (await inst.state());
      finalStateHashes[env] = await sha256Hex(canonicalJson(end));
      const start = startStates.get(env);
      if (!sameUserData(end, start)) changed = true;
    }
    // Writes that undo each other: the initial state already was what the user asks for.
    if (wrote && !changed) return { ok: false, reason: "goal-already-satisfied" };
    const kept = withoutIdleReads(plan, withoutEchoLookups(plan, steps, byId), byId);
    const content = { ...plan, steps: kept, finalStateHashes };
    return { ok: true, plan: { ...content, id: await planId(content) } };
  } finally {
    for (const inst of instances.values()) await inst.dispose();
  }
}

/**
 * The inputs of a call that name the parent of its record, with the field its records keep the
 * parent in (`DeleteApplicationSnapshot`'s `ApplicationName` → a snapshot's `application_name`).
 */
function parentFields(bundle: EnvBundle, tool: string, entity?: string): Array<[string, string]> {
  const model = toolModelOf(bundle, tool);
  if (!model || !entity) return [];
  const own = entityKey(entity);
  const out: Array<[string, string]> = [];
  for (const [name, im] of Object.entries(model.inputs)) {
    if (im.role !== "reference" || !im.entity || !im.field) continue;
    if (entityKey(im.entity) === own) continue;
    out.push([name, im.field]);
  }
  return out;
}

/** Whether a tool's input schema requires `key`. */
function requiresInput(bundle: EnvBundle, tool: string, key: string): boolean {
  const required = bundle.tools.find((t) => t.name === tool)?.inputSchema.required;
  return Array.isArray(required) && required.includes(key);
}

/**
 * The value of a required choice that says which list a record is in (Audit Manager's
 * `requestType` SENT or RECEIVED): the one the lookup this step takes its record from was sent,
 * where that lookup required it too. Undefined for anything else.
 */
function selectorValue(
  key: string,
  step: PlanStep,
  done: Map<string, PlanStep>,
  bundle: EnvBundle,
): unknown {
  const schema = paramSchema(bundle, step.tool, key);
  if (!Array.isArray(schema.enum) || !requiresInput(bundle, step.tool, key)) return undefined;
  for (const b of Object.values(step.args)) {
    if (b.from !== "step") continue;
    const src = done.get(b.step);
    const given = src?.args[key];
    if (given?.from !== "user" || given.value === undefined) continue;
    if (!requiresInput(bundle, src!.tool, key) || !schema.enum.includes(given.value)) continue;
    return given.value;
  }
  return undefined;
}

/** The user value an earlier step this one reads from gave the same parameter, if any. */
function sameParamValue(key: string, step: PlanStep, done: Map<string, PlanStep>): unknown {
  for (const b of Object.values(step.args)) {
    if (b.from !== "step") continue;
    const src = done.get(b.step);
    const given = src?.args[key];
    if (given?.from === "user" && given.value !== undefined) return given.value;
  }
  return undefined;
}

/** Inputs that say who the user is: their username, login, email or phone. */
const IDENTITY =
  /^(user_?name|login|handle|screen_?name|e_?mail|email_?address|phone|phone_?number|mobile)$/;

/**
 * What the user already said for this input in an earlier step of the same environment: their
 * own identity (one person has one username: "my username is kkshlerin and my username is
 * hlittle", fresh12 readers A — the member search took one, the identity delete the other), or
 * the scope both calls' paths name (the workspace of `/{workspace_slug}/…`).
 */
function saidBefore(
  key: string,
  step: PlanStep,
  done: Map<string, PlanStep>,
  bundle: EnvBundle,
): unknown {
  const leaf = (k: string) =>
    (k.split(".").pop() ?? k)
      .replace(/\[\d+\]$/, "")
      .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
      .toLowerCase();
  const scopeOf = (tool: string) => {
    const spec = bundle.tools.find((t) => t.name === tool);
    return spec ? pathParams(spec) : [];
  };
  const identity = IDENTITY.test(leaf(key));
  const scope = !identity && scopeOf(step.tool).includes(key);
  if (!identity && !scope) return undefined;
  for (const src of done.values()) {
    if (src.env !== step.env) continue;
    if (scope && !scopeOf(src.tool).includes(key)) continue;
    for (const [k, b] of Object.entries(src.args)) {
      const match = identity ? leaf(k) === leaf(key) : k === key;
      if (match && b.from === "user" && b.value !== undefined) return b.value;
    }
  }
  return undefined;
}

function fitsEnum(value: unknown, schema: Json): boolean {
  return !Array.isArray(schema.enum) || schema.enum.includes(value);
}

/**
 * What the record a step acts on must satisfy: the tool's preconditions, and not being already
 * what the step makes it (a repository to start is a stopped one).
 */
function targetConditions(bundle: EnvBundle, tool: string): Precondition[] {
  const spec = bundle.tools.find((t) => t.name === tool);
  return [
    ...(toolModelOf(bundle, tool)?.preconditions ?? []),
    ...(spec ? changeConditions(bundle, spec) : []),
  ];
}

/**
 * Preconditions of the steps that consume each step's output, directly or through other steps:
 * `list_devices → get_device_state → brew_coffee` gives both earlier steps brew's "coffee makers
 * only".
 */
function downstreamPreconditions(
  plan: Plan,
  byId: Map<string, EnvBundle>,
): Map<string, Precondition[]> {
  const out = new Map<string, Precondition[]>();
  for (const step of [...plan.steps].reverse()) {
    const bundle = byId.get(step.env);
    const mine = [
      ...(bundle ? targetConditions(bundle, step.tool) : []),
      ...(out.get(step.id) ?? []),
    ];
    if (mine.length === 0) continue;
    for (const b of Object.values(step.args)) {
      if (b.from !== "step") continue;
      const list = out.get(b.step) ?? [];
      for (const p of mine) if (!list.includes(p)) list.push(p);
      out.set(b.step, list);
    }
  }
  return out;
}

/** groundPlan as a Result; the error says why grounding failed and at which step. */
export async function groundPlanWith(
  plan: Plan,
  bundles: EnvBundle[],
  openEnv: OpenEnv,
): Promise<Result<Plan>> {
  const r = await groundPlanDetailed(plan, bundles, openEnv);
  if (r.ok) return ok(r.plan);
  return fail("sample/no-plan", `grounding failed: ${r.reason}`, r.where);
}

/**
 * The value the user already gave in this call under the same parameter name at another place
 * (`user_email` and `body.user_email`). Elements of a list (`tags[0]`, `tags[1]`) are never twins.
 */
function sameFactInCall(
  key: string,
  bound: Record<string, Binding>,
  schemaOf: (key: string) => Json,
): unknown {
  if (/\]$/.test(key)) return undefined;
  const leaf = inputLeaf(key);
  for (const [k, b] of Object.entries(bound)) {
    if (k === key || b.from !== "user" || /\]$/.test(k)) continue;
    // Two places that say they hold different things are two facts: combell's subsite takes the
    // hosting's `domain_name` ("Linux hosting domain name.") in the query and the new subsite's
    // (`body.domain_name`, "Subsite domain name (e.g. alias.be …)") — the gold sent one domain
    // for both ("added the subsite "yundt.io" for the linux hosting "yundt.io"", fresh50 dev).
    if (saysOtherThing(schemaOf(k), schemaOf(key))) continue;
    if (inputLeaf(k) === leaf) return b.value;
    // Two top-level inputs spelled two ways (combell's path `siteName`, "Automatically added",
    // beside the query's `site_name`): one site. The gold sent "Denver East Site" and "Austin
    // Riverside Site" for one host header, after asking "Which site name is it?" (fresh50 dev).
    if (!/[.[]/.test(k) && !/[.[]/.test(key) && spelledAlike(k, key)) return b.value;
  }
  return undefined;
}

/** Both places described, in different words (a bare or "Automatically added" one says nothing). */
function saysOtherThing(a: Json, b: Json): boolean {
  const said = (s: Json) => {
    const d = typeof s.description === "string" ? s.description.trim().toLowerCase() : "";
    return /^automatically added\.?$/.test(d) ? "" : d.replace(/[^a-z0-9 ]+/g, " ").trim();
  };
  const [x, y] = [said(a), said(b)];
  return x !== "" && y !== "" && x !== y;
}

/** `siteName`, `site_name`, `site-name`: one identifier in two spellings. */
function spelledAlike(a: string, b: string): boolean {
  const flat = (x: string) => x.replace(/[_-]/g, "").toLowerCase();
  return a !== b && flat(a) === flat(b);
}

/**
 * A required body whose every field is optional is sent empty when no field of it was drawn: AWS's
 * `DescribePools` takes a required `{PoolIds?, Filters?}` body, and without one every Describe*
 * call failed `/body: required property is missing` — the lookup, and every plan it began (fresh59:
 * 157 such attempts). Nested wrappers likewise, inside a wrapper the call holds.
 */
export function sendRequiredWrappers(args: Record<string, unknown>, schema: unknown): void {
  const props = propsOf(schema as Record<string, unknown>);
  for (const name of requiredOf(schema as Record<string, unknown>)) {
    const sub = props[name];
    if (!sub || schemaType(flatSchema(sub)) !== "object") continue;
    const held = args[name];
    if (held === undefined && requiredOf(sub).length === 0) args[name] = {};
    if (isObj(args[name])) sendRequiredWrappers(args[name] as Record<string, unknown>, sub);
  }
}

/**
 * A resource name the state holds that fits the input (a catalog's `resource`
 * "projects/analytics-data-472" for a search's `resource`), ending in a collection the operation
 * walks when its name says which; undefined when none does.
 */
function stateResourceName(
  state: Json,
  input: ResourceNameInput,
  used: readonly unknown[],
  rng: Rng,
): string | undefined {
  // A value the doc spells out is the one to send ("this value is
  // `services/servicenetworking.googleapis.com`"), never a made-up `services/gktiu5js73`.
  const spelled = input.examples.filter((v) => !resourceNameFault(v, input) && !used.includes(v));
  if (spelled.length > 0) return rng.pick(spelled);
  const found = new Set<string>();
  const walk = (v: unknown, depth: number): void => {
    if (typeof v === "string") {
      const last = resourcePath(v)?.at(-1)?.[0];
      const walked = input.collections.length === 0 || (last && input.collections.includes(last));
      if (last && walked && !resourceNameFault(v, input) && !used.includes(v)) found.add(v);
    } else if (depth < 6 && v && typeof v === "object")
      for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x, depth + 1);
  };
  walk(state, 0);
  return found.size > 0 ? rng.pick([...found].sort()) : undefined;
}

/**
 * The container another argument's resource name is under (`organizations/757557022920` of
 * `contacts: ["organizations/757557022920/contacts/4t6sy3pf7s"]`), when the input takes it.
 */
function siblingContainer(args: Json, input: ResourceNameInput): string | undefined {
  // Only where the doc or the operation says what the value is; else any prefix would pass.
  if (input.starts.length === 0 && !input.parentWalks) return undefined;
  for (const [k, v] of Object.entries(args)) {
    if (k === input.param) continue;
    for (const s of Array.isArray(v) ? v : [v]) {
      const pairs = typeof s === "string" ? resourcePath(s) : undefined;
      if (!pairs || pairs.length < 2) continue;
      for (let n = pairs.length - 1; n >= 1; n--) {
        const prefix = pairs
          .slice(0, n)
          .map((p) => p.join("/"))
          .join("/");
        if (!resourceNameFault(prefix, input)) return prefix;
      }
    }
  }
  return undefined;
}

/**
 * `elements[index]` singled out by a field the step's user also states, when it tells the record
 * apart: DeleteApplicationSnapshot takes its `SnapshotCreationTimestamp` from the listed snapshot
 * the user names by `SnapshotName`, never "the latest snapshot" by its creation time (fresh61
 * Kinesis readers A/U: nobody knows a snapshot's creation time to the second).
 * A field the list's path was asked by is its scope, shared by every record in it, never which one:
 * MediaPackage's channel listed in channel group Managers is no "channel named Managers" (fresh71
 * blind readers A+B: the answer then said "updated the channel Managers. The channel name is mobile").
 */
function statedSelection(
  elements: unknown[],
  index: number,
  args: PlanStep["args"],
  listedBy: string[],
  entity?: string,
): Select | undefined {
  const el = elements[index];
  if (!isObj(el)) return undefined;
  const scope = new Set(listedBy.map(looseKey));
  for (const key of Object.keys(args).sort()) {
    const b = args[key]!;
    if (b.from !== "user" || b.value !== undefined || /[.[]/.test(key)) continue;
    if (scope.has(looseKey(key))) continue;
    const field = Object.keys(el).find((f) => looseKey(f) === looseKey(key));
    const value = field === undefined ? undefined : el[field];
    if (field === undefined || (typeof value !== "string" && typeof value !== "number")) continue;
    if (elements.filter((o) => isObj(o) && o[field] === value).length !== 1) continue;
    return {
      by: field,
      value,
      description: `the ${entity ? humanise(entityKey(entity)) : "one"} whose ${humanise(field)} is "${String(value)}"`,
      index,
    };
  }
  return undefined;
}

/** The value a grounded call sent under `key` (`body.name`, `tags[0]`, or a literal dotted name). */
function sentValue(args: Json, key: string): unknown {
  if (key in args) return args[key];
  let cur: unknown = args;
  for (const seg of key.split(".")) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(seg);
    const parts: Array<string | number> = m
      ? [...(m[1] ? [m[1]] : []), ...[...m[2]!.matchAll(/\[(\d+)\]/g)].map((x) => Number(x[1]))]
      : [seg];
    for (const p of parts)
      cur =
        cur && typeof cur === "object" ? (cur as Record<string | number, unknown>)[p] : undefined;
  }
  return cur;
}

/**
 * Reads that feed nothing: a lookup that is no goal and that no later step takes a value from has
 * no part in the errand. fresh70 Service Management's "remove the service called billing-service"
 * had the gold `rollouts_list {"serviceName":"billing-service"}` → `delete`: the sampler drew the
 * rollouts list as the service's producer, then the delete took the service from the services
 * list before it (both blind readers M on 5 of 60). Reads change no state, so the rest replays
 * as grounded; a read that failed on purpose (`expectError`) stays.
 */
function withoutIdleReads(plan: Plan, steps: PlanStep[], byId: Map<string, EnvBundle>): PlanStep[] {
  const goals = new Set([plan.goal, ...(plan.goals ?? [])]);
  let out = steps;
  for (;;) {
    const used = new Set(
      out.flatMap((s) => Object.values(s.args).flatMap((b) => (b.from === "step" ? [b.step] : []))),
    );
    const idle = out.filter((s) => {
      if (goals.has(s.id) || used.has(s.id) || s.expectError) return false;
      const bundle = byId.get(s.env);
      const spec = bundle?.tools.find((t) => t.name === s.tool);
      return !!spec && READS.has(toolKindOf(spec, bundle!.tools).kind);
    });
    if (idle.length === 0) return out;
    const gone = new Set(idle.map((s) => s.id));
    out = out.filter((s) => !gone.has(s.id));
  }
}

/**
 * Lookups that only echo what the user says: a list whose every use is a value picked out by the
 * very field it passes on (the application whose `ApplicationName` is "Admin Console", passed on
 * as `ApplicationName`). The user names it, so the later step takes it as their fact and the list
 * goes: `ListApplications {}` → `DescribeApplication {"ApplicationName":"Admin Console"}` asked
 * for nothing the user did not say (fresh66 Kinesis Analytics, dev65 Entity Resolution). A list
 * that maps a name to an id or ARN (picked by name, passes the id) stays, as does one picked as
 * the newest or one whose outcome is what the user asked for (a goal).
 */
function withoutEchoLookups(
  plan: Plan,
  steps: PlanStep[],
  byId: Map<string, EnvBundle>,
): PlanStep[] {
  const goals = new Set([plan.goal, ...(plan.goals ?? [])]);
  const drop = new Map<string, Map<string, unknown>>();
  for (const list of steps) {
    if (goals.has(list.id) || list.expectError || !list.grounded?.outcome.ok) continue;
    const bundle = byId.get(list.env);
    const spec = bundle?.tools.find((t) => t.name === list.tool);
    if (!spec || toolKindOf(spec, bundle!.tools).kind !== "list") continue;
    const echoes = new Map<string, unknown>();
    let echoOnly = true;
    for (const step of steps) {
      for (const [key, b] of Object.entries(step.args)) {
        if (b.from !== "step" || b.step !== list.id) continue;
        const leaf =
          b.path
            .split(/[.[\]]+/)
            .filter(Boolean)
            .pop() ?? "";
        const sel = b.select;
        const sent = step.grounded ? sentValue(step.grounded.args, key) : undefined;
        const echo =
          sel !== undefined &&
          sel.rank === undefined &&
          looseKey(sel.by) === looseKey(leaf) &&
          (typeof sel.value === "string" || typeof sel.value === "number") &&
          (typeof sent === "string" || typeof sent === "number") &&
          String(sent) === String(sel.value) &&
          // A resource path (`projects/p/locations/l/instances/x`) is no name a person says.
          !String(sent).includes("/");
        if (!echo) echoOnly = false;
        else echoes.set(`${step.id}|${key}`, sent);
      }
    }
    if (echoOnly && echoes.size > 0) drop.set(list.id, echoes);
  }
  if (drop.size === 0) return steps;
  return steps
    .filter((s) => !drop.has(s.id))
    .map((step) => {
      let args: PlanStep["args"] | undefined;
      for (const [key, b] of Object.entries(step.args)) {
        if (b.from !== "step" || !drop.has(b.step)) continue;
        args ??= { ...step.args };
        args[key] = { from: "user", value: drop.get(b.step)!.get(`${step.id}|${key}`) };
      }
      return args ? { ...step, args } : step;
    });
}
