import { isCredential, isPaging } from "../domain/field-roles.js";
import { looseKey, splitWords } from "../domain/words.js";
import { modelOf } from "../envgen/index.js";
import { entityKey } from "../graph/names.js";
import type { EnvBundle, ToolSpec } from "../schema/index.js";
import type { Precondition, SemanticModel, ToolModel } from "../schema/semantic-model.js";

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The environment's semantic model: stored by envgen (v2) or inferred once for v1 bundles. */
export function semanticModelOf(bundle: EnvBundle): SemanticModel | undefined {
  return modelOf(bundle);
}

export function toolModelOf(bundle: EnvBundle, tool: string): ToolModel | undefined {
  return semanticModelOf(bundle)?.tools[tool];
}

/** A record of a state collection with the collection it lives in. */
export interface Located {
  collection: string;
  record: Json;
}

function collections(state: Json): Array<{ name: string; records: Array<[string, Json]> }> {
  const out: Array<{ name: string; records: Array<[string, Json]> }> = [];
  for (const name of Object.keys(state).sort()) {
    if (name.startsWith("__")) continue;
    const v = state[name];
    if (Array.isArray(v)) {
      out.push({
        name,
        records: v.filter(isRecord).map((r, i) => [String(i), r] as [string, Json]),
      });
    } else if (isRecord(v)) {
      const entries = Object.keys(v)
        .sort()
        .map((k) => [k, v[k]] as [string, unknown]);
      if (entries.length > 0 && entries.every(([, r]) => isRecord(r)))
        out.push({ name, records: entries as Array<[string, Json]> });
    }
  }
  return out;
}

function idFieldsOf(bundle: EnvBundle, collection: string, record: Json): string[] {
  const model = semanticModelOf(bundle);
  const ent = model?.entities[collection];
  const own = entityKey(collection);
  const names = Object.keys(record).filter((k) => {
    const n = k.toLowerCase();
    return n === "id" || n === `${own}_id` || n === `${own}id`;
  });
  return ent?.idField ? [ent.idField, ...names.filter((n) => n !== ent.idField)] : names;
}

/**
 * The record an id names, in the preferred collection first (the id's entity), then any: by its
 * own id field or the key of an id-keyed map. Undefined when no record has that id.
 */
export function findRecord(
  bundle: EnvBundle,
  state: Json,
  id: unknown,
  prefer?: string,
): Located | undefined {
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  const cols = collections(state);
  const key = prefer ? entityKey(prefer) : undefined;
  const ordered = [
    ...cols.filter((c) => key && entityKey(c.name) === key),
    ...cols.filter((c) => !key || entityKey(c.name) !== key),
  ];
  for (const c of ordered) {
    for (const [k, r] of c.records) {
      if (k === String(id) && !Array.isArray(state[c.name]))
        return { collection: c.name, record: r };
      for (const f of idFieldsOf(bundle, c.name, r))
        if (r[f] === id) return { collection: c.name, record: r };
    }
  }
  return undefined;
}

function sameEntity(a: string, b: string): boolean {
  return entityKey(a) === entityKey(b);
}

/**
 * Whether a record satisfies the tool's preconditions on its entity: `true`, `false`, or
 * `undefined` when the record does not carry a field a precondition reads (cannot tell).
 */
export function admits(
  preconditions: readonly Precondition[],
  record: unknown,
  collection?: string,
): boolean | undefined {
  if (!isRecord(record)) return undefined;
  let unknown = false;
  for (const p of preconditions) {
    if (collection && !sameEntity(p.entity, collection)) continue;
    if (p.kind === "exists" || !p.field) continue;
    if (!(p.field in record)) {
      unknown = true;
      continue;
    }
    const inside = (p.values ?? []).some((v) => v === record[p.field as string]);
    if (p.kind === "field-in" && !inside) return false;
    if (p.kind === "field-not-in" && inside) return false;
  }
  return unknown ? undefined : true;
}

/** Params of a tool that name a record (ids and references), with the entity they name. */
export function recordParams(bundle: EnvBundle, spec: ToolSpec): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>();
  const tm = toolModelOf(bundle, spec.name);
  if (tm) {
    for (const [name, input] of Object.entries(tm.inputs))
      if (input.role === "id" || input.role === "reference") out.set(name, input.entity);
    return out;
  }
  const props = (spec.inputSchema as { properties?: Json }).properties ?? {};
  for (const name of Object.keys(props))
    if (/(^|_)id$|Id$/.test(name)) out.set(name, name.replace(/_?[iI]d$/, "") || undefined);
  return out;
}

/**
 * The first precondition the call would violate in `state`, judged on the records its id params
 * name. Undefined when all hold (or when nothing can be told).
 */
export function violatedPrecondition(
  bundle: EnvBundle,
  spec: ToolSpec,
  args: Json,
  state: Json,
): Precondition | undefined {
  const pre = toolModelOf(bundle, spec.name)?.preconditions ?? [];
  if (pre.length === 0) return undefined;
  for (const [param, entity] of recordParams(bundle, spec)) {
    const found = findRecord(bundle, state, args[param], entity);
    if (!found) continue;
    for (const p of pre) {
      if (!sameEntity(p.entity, found.collection)) continue;
      if (admits([p], found.record, found.collection) === false) return p;
    }
  }
  return undefined;
}

/** The field of the target record a write param sets (model first, else the same name). */
export function writtenField(
  bundle: EnvBundle,
  tool: string,
  param: string,
  target: Json,
): string | undefined {
  const input = toolModelOf(bundle, tool)?.inputs[param];
  if (input && (input.source === "plumbing" || input.source === "system" || input.cosmetic))
    return undefined;
  if (input?.field && input.field in target) return input.field;
  return param in target ? param : undefined;
}

/** The user part of a state (without the sandbox's `__env` bookkeeping), for change detection. */
export function userState(state: unknown): Json {
  if (!isRecord(state)) return {};
  const { __env: _env, ...rest } = state;
  return rest;
}

/** Whether the tool ends a record's life: deletes it or cancels it. */
export function endsRecord(bundle: EnvBundle, tool: string): boolean {
  return (toolModelOf(bundle, tool)?.effects ?? []).some(
    (e) =>
      e.kind === "delete" ||
      (e.kind === "set-status" && /cancel|void|withdraw|refund/.test(e.status ?? "")),
  );
}

/**
 * A transport or system-managed parameter (`format`, `api-version`, `etag`): undefined for
 * parameters a person or a tool supplies, else the value every call uses (the model's fixed
 * value, the schema's default or only enum value; `value` undefined when none is known).
 */
export function machineValue(
  bundle: EnvBundle,
  tool: string,
  param: string,
): { value: unknown } | undefined {
  const input = toolModelOf(bundle, tool)?.inputs[param];
  if (!input || (input.source !== "plumbing" && input.source !== "system")) return undefined;
  if (input.fixed !== undefined) return { value: input.fixed };
  const spec = bundle.tools.find((t) => t.name === tool);
  const schema = ((spec?.inputSchema as { properties?: Json } | undefined)?.properties?.[param] ??
    {}) as Json;
  if (schema.default !== undefined) return { value: schema.default };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return { value: schema.enum[0] };
  return { value: undefined };
}

/** The doc says not to use it: "deprecated", "should no longer be used", "backward compatibility only". */
export function isDeprecated(spec: ToolSpec): boolean {
  const ann = (spec.annotations ?? {}) as Record<string, unknown>;
  if (ann.deprecated === true) return true;
  return /\bdeprecated\b|no longer (be )?used|backwards? compatibility only|do not use|legacy endpoint/i.test(
    spec.description ?? "",
  );
}

/** Output property names of a schema, a few levels deep. */
function outputNames(schema: unknown, depth = 0, out: string[] = []): string[] {
  if (!isRecord(schema) || depth > 4) return out;
  if (isRecord(schema.properties))
    for (const [k, v] of Object.entries(schema.properties)) {
      out.push(k);
      outputNames(v, depth + 1, out);
    }
  if (isRecord(schema.items)) outputNames(schema.items, depth + 1, out);
  return out;
}

/**
 * Why a tool is no goal a person has, or undefined when it is one: signing in or reading a secret
 * back ("what's the password you have on file?") teaches an agent to hand out credentials; a
 * deprecated endpoint is not what anyone should be taught to call when the API says so.
 */
export function notAGoal(spec: ToolSpec): string | undefined {
  if (isDeprecated(spec)) return "deprecated";
  const words = splitWords(spec.name);
  const path = spec.source?.pointer ?? "";
  if (
    words.some((w) =>
      /^(login|logon|signin|logout|signout|auth|authenticate|oauth|token|tokens|password|passwords|credentials?)$/.test(
        w,
      ),
    ) ||
    /\/(auth|login|logon|oauth|token|session)s?(-v\d+)?(~1|\/|$)/i.test(path)
  )
    return "credentials";
  if (outputNames(spec.outputSchema).some((n) => isCredential(n) && !/^token$/i.test(n)))
    return "reads-secret";
  return undefined;
}

/**
 * How the answer comes back rather than what is asked: paging and size (`start`, `maxLength`,
 * `topn`), ordering, matching (`nameMatchMode`, `match_mode`), response shaping (`fields`,
 * `include`, `detailed`). Nobody says these; an optional one is left to the API's default.
 */
const RESULT_CONTROL =
  /^(start|startat|first|maxlength|maxlen|maxchars|maxsize|sort|sortby|sortrule|sortorder|sortdirection|sortfield|orderby|order|direction|fields|include|includes|expand|preferaccurate|detailed|verbose|negate|getcount|gettotalcount|responseformat|languagepreference|lang)$|matchmode$/;
export function isResultControl(name: string): boolean {
  const leaf =
    name
      .split(/[.[\]]/)
      .filter(Boolean)
      .pop() ?? name;
  return isPaging(leaf) || RESULT_CONTROL.test(looseKey(leaf));
}
