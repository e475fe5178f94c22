import { patternChoices, userMadeValue } from "../domain/doc-shapes.js";
import { isTally } from "../domain/field-roles.js";
import { countPartKeys } from "../domain/sibling-coherence.js";
import { knownCities } from "../domain/value-data.js";
import { type ArnTemplate, semanticKind } from "../domain/values.js";
import { splitWords } from "../domain/words.js";
import { fail, ok, type Result } from "../errors.js";
import type { StageContext } from "../progress.js";
import {
  BUNDLE_FORMAT,
  canonicalJson,
  type EnvBundle,
  type EnvBundleContent,
  type SemanticModel,
  sealBundle,
  type ToolSpec,
} from "../schema/index.js";
import { attachHonour, scopeRecordUrls } from "./honoured-inputs.js";
import { lifecycleOf } from "./lifecycle.js";
import { buildModel, type EnvModel, shapeProviderIds } from "./model.js";
import { RUNTIME_SOURCE } from "./runtime-source.js";
import { enumOf, flatSchema, type Schema } from "./schema-utils.js";
import {
  answerNoun,
  domainTextOf,
  envLocale,
  runtimeArnTemplates,
  runtimeValues,
  seedChildLines,
  seedState,
  tieSeededRecords,
  withAnsweredNames,
} from "./seed-state.js";
import {
  applyDerived,
  derivedRules,
  semanticModelFrom,
  TERMINAL_STATUSES,
} from "./semantic-model.js";

/** What envgen needs from an ingested document (structurally compatible with `IngestedDoc`). */
export interface EnvgenInput {
  file: string;
  name: string;
  title?: string;
  description?: string;
  domain?: string;
  tools: ToolSpec[];
}

export const HEURISTIC_GENERATOR = "heuristic/v1";
export const DEFAULT_CLOCK = { start: "2026-01-05T09:00:00.000Z", stepMs: 60_000 };

const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions"]);
const SCHEMA_LISTS = new Set(["allOf", "oneOf", "anyOf", "prefixItems"]);
const SCHEMA_ONE = new Set(["items", "additionalProperties", "not", "contains", "additionalItems"]);

/**
 * Share repeated sub-schemas: every schema larger than a few hundred bytes becomes `{"$i": n}`
 * into one table, so dereferenced OpenAPI components are embedded once, not once per use.
 */
/**
 * A file a tool answers with (its whole output a string of bytes) is of the kind the tool's name
 * and doc say: NDHM's `generateSvgCard` and "Get Quick Response code in PNG format" answered a
 * CSV, their output described only as "OK" (fresh75 blind readers N). The runtime reads the kind
 * from the output's description.
 */
function fileOutput(output: Schema, tool: string, description = ""): Schema {
  const s = flatSchema(output);
  if (s.type !== "string" || !["byte", "base64", "binary"].includes(String(s.format)))
    return output;
  const said = typeof output.description === "string" ? output.description : "";
  return { ...output, description: `${said} ${splitWords(tool).join(" ")} ${description}`.trim() };
}

export function internSchemas(): { intern: (s: unknown) => unknown; table: unknown[] } {
  const table: unknown[] = [];
  const index = new Map<string, number>();
  // A dereferenced spec shares one object per component: each is interned once. A result is
  // remembered only when its subtree never met the depth cut, so it is the same at any depth.
  const done = new Map<object, unknown>();
  let cuts = 0;
  const intern = (schema: unknown, depth = 0): unknown => {
    if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
    if (depth > 64) {
      cuts++;
      return schema;
    }
    const known = done.get(schema);
    if (known !== undefined) return known;
    const cutsBefore = cuts;
    const result = internOnce(schema, depth);
    if (cuts === cutsBefore) done.set(schema, result);
    return result;
  };
  const internOnce = (schema: object, depth: number): unknown => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(schema as Record<string, unknown>)) {
      if (SCHEMA_MAPS.has(k) && v && typeof v === "object" && !Array.isArray(v)) {
        out[k] = Object.fromEntries(
          Object.entries(v).map(([pk, pv]) => [pk, intern(pv, depth + 1)]),
        );
      } else if (SCHEMA_LISTS.has(k) && Array.isArray(v))
        out[k] = v.map((x) => intern(x, depth + 1));
      else if (SCHEMA_ONE.has(k)) out[k] = intern(v, depth + 1);
      else out[k] = v;
    }
    const text = canonicalJson(out);
    if (text.length < 240) return out;
    let n = index.get(text);
    if (n === undefined) {
      n = table.length;
      table.push(out);
      index.set(text, n);
    }
    return { $i: n };
  };
  return { intern: (s) => intern(s), table };
}

/** `KeywordExtraction`: a tool that answers what it finds in the text it is given. */
function extracts(tool: string): boolean {
  return /^extract(ion)?$/.test(splitWords(tool).pop() ?? "");
}

/** The data the runtime reads: entity model and operation map, as plain JSON. */
function runtimeModel(
  model: EnvModel,
  semantic: SemanticModel,
  seed: number,
  state: Record<string, unknown[]>,
  values: Record<string, unknown[]>,
  descriptions: ReadonlyMap<string, string> = new Map(),
  arns: Record<string, ArnTemplate> = {},
) {
  const { intern, table } = internSchemas();
  const entities: Record<string, unknown> = {};
  for (const e of Object.values(model.entities)) {
    const statuses = e.statusField ? enumOf(flatSchema(e.fields[e.statusField]!)) : undefined;
    const initial = statuses?.find((v) => !TERMINAL_STATUSES.includes(String(v).toLowerCase()));
    const seeded = (state[e.name] ?? []).length;
    const tallies = Object.keys(e.fields).filter(
      (k) => k !== e.idField && !e.refs[k] && isTally(k, e.fields[k]),
    );
    // Counts of a record that split a whole (`my_message_count` of `message_count`): a record
    // made by a call keeps its parts within it, as seeded ones do.
    const parts = countPartKeys(
      Object.keys(e.fields).filter((k) =>
        /^(integer|number)$/.test(String(flatSchema(e.fields[k]!).type)),
      ),
    ).map((g) => [g.whole, g.parts]);
    entities[e.name] = {
      name: e.name,
      singular: e.singular,
      idField: e.idField,
      idStyle: e.idStyle,
      idSchema: intern(e.fields[e.idField]),
      prefix: e.prefix,
      idBase: e.idStyle === "integer" ? seeded : 1000 + seeded,
      refs: e.refs,
      fields: Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [k, intern(v)])),
      ...(e.statusField ? { statusField: e.statusField } : {}),
      ...(statuses ? { statuses } : {}),
      ...lifecycleOf(e.fields, statuses),
      // A new record starts in the first state that is no end: 1Password's item `state` (ARCHIVED
      // or DELETED) has none, and a new vault item came back archived (fresh39 dev).
      ...(initial !== undefined ? { initial } : {}),
      ...derivedOf(semantic, e.name),
      ...(tallies.length > 0 ? { tallies } : {}),
      ...(parts.length > 0 ? { parts } : {}),
      ...(e.children ? { lines: Object.keys(e.children) } : {}),
      ...(semantic.entities[e.name]?.subtype ? { sub: semantic.entities[e.name]!.subtype } : {}),
      ...placePartsOf(semantic, e.name, e.fields),
      ...userMadeOf(e.fields),
    };
  }
  const ops: Record<string, unknown> = {};
  for (const op of model.ops) {
    ops[op.tool] = {
      kind: op.kind,
      ...(op.entity ? { entity: op.entity } : {}),
      params: op.params,
      ...(op.target !== undefined ? { target: op.target } : {}),
      ...(op.flag ? { flag: op.flag } : {}),
      ...(op.clears ? { clears: op.clears } : {}),
      ...(op.bodyFilters ? { bf: op.bodyFilters } : {}),
      ...(op.verb ? { verb: op.verb } : {}),
      ...(op.output
        ? { output: intern(fileOutput(op.output, op.tool, descriptions.get(op.tool))) }
        : {}),
      ...(op.kind === "compute" && !op.output
        ? { noun: answerNoun(op.tool, descriptions.get(op.tool)) }
        : {}),
      ...(op.kind === "compute" && op.info.fetches ? { fetch: true } : {}),
      // `PUT /rides/{id}/destination` answers with the destination it set, not the ride.
      ...(op.info.part &&
      (op.kind === "read" ||
        op.params.some(([, f]) => f === op.info.part || f?.startsWith(`${op.info.part}.`)))
        ? { part: op.info.part }
        : {}),
      ...(op.kind === "compute" && !op.output && extracts(op.tool) ? { extract: true } : {}),
      ...opRules(semantic, op),
    };
  }
  const placed = Object.values(entities).some((e) => (e as { place?: unknown }).place);
  return {
    seed,
    clock: DEFAULT_CLOCK.start,
    schemas: table,
    entities,
    ops,
    values,
    ...(placed ? { places: PLACES } : {}),
    ...(Object.keys(arns).length > 0 ? { arns } : {}),
  };
}

/** The known cities with the parts of a record that follow from them, by lower-case city. */
const PLACES = Object.fromEntries(
  [...knownCities()].map(([city, { place: p, country: c, tz, currency }]) => [
    city,
    {
      state: p.state,
      region: p.region,
      county: p.county,
      postal: p.postal,
      country: c.name,
      code: c.code,
      tz,
      currency,
    },
  ]),
);

/**
 * The values records made through the API carry where the doc keeps one for them: a preset "that
 * you have defined" is Custom, a default one System (fresh63 readers N: a preset made by
 * CreatePreset answered "Type":"System"). Seeded records keep the doc's mix.
 */
function userMadeOf(fields: Record<string, Schema>): { made?: Record<string, string> } {
  const made: Record<string, string> = {};
  for (const [k, f] of Object.entries(fields)) {
    const s = flatSchema(f);
    const values = Array.isArray(s.enum)
      ? s.enum.filter((x): x is string => typeof x === "string")
      : typeof s.pattern === "string"
        ? patternChoices(s.pattern)
        : [];
    if (values.length < 2) continue;
    const v = userMadeValue(values, typeof s.description === "string" ? s.description : "");
    if (v !== undefined) made[k] = v;
  }
  return Object.keys(made).length > 0 ? { made } : {};
}

/**
 * Which address part each field of an entity holds (`zip` → postal_code, `county` → county),
 * when it has a city and another part: a city the user gives decides the parts they did not
 * ("Portland" stored with county "Sydney Airport", "Denver" with state TX — fresh22 readers N).
 */
function placePartsOf(
  semantic: SemanticModel,
  entity: string,
  fields: Record<string, Schema>,
): { place?: Record<string, string> } {
  const own = semantic.entities[entity]?.fields ?? {};
  const parts: Record<string, string> = {};
  for (const k of Object.keys(fields)) {
    const f = own[k];
    if (f?.role === "address-part" && f.part && f.part !== "line1" && f.part !== "line2")
      parts[k] = f.part;
    else if (semanticKind({ name: k, schema: flatSchema(fields[k]!) }) === "county")
      parts[k] = "county";
    // The zone and the money of a record follow its city too (Edinburgh is not in America/Denver).
    else if (/^(time_?zone|tz)$/i.test(k)) parts[k] = "timezone";
    else if (/^(currency|currency_?code)$/i.test(k)) parts[k] = "currency";
  }
  const values = Object.values(parts);
  return values.includes("city") && values.length > 1 ? { place: parts } : {};
}

/**
 * Every tool with a "Lights only" kind of rule gets at least one record it applies to: when no
 * seeded record has an allowed category, the least represented category gives one record up.
 */
function coverPreconditions(semantic: SemanticModel, state: Record<string, unknown[]>): void {
  for (const t of Object.values(semantic.tools)) {
    for (const p of t.preconditions) {
      const ent = semantic.entities[p.entity];
      if (p.kind !== "field-in" || !ent || p.field !== ent.categoryField || !p.values?.length)
        continue;
      const rows = (state[p.entity] ?? []) as Record<string, unknown>[];
      if (rows.length === 0 || rows.some((r) => p.values!.includes(r[p.field!]))) continue;
      const count = new Map<unknown, number>();
      for (const r of rows) count.set(r[p.field!], (count.get(r[p.field!]) ?? 0) + 1);
      const donor =
        [...rows].reverse().find((r) => (count.get(r[p.field!]) ?? 0) > 1) ??
        rows[rows.length - 1]!;
      donor[p.field!] = p.values[0];
    }
  }
}

/** Derived totals the runtime keeps equal to their lines: `sum(lines[].qty * lines[].price)`. */
function derivedOf(semantic: SemanticModel, entity: string) {
  const rules = derivedRules(semantic, entity);
  return rules.length > 0 ? { derived: rules } : {};
}

/** What the runtime enforces and records for one op, from the semantic model. */
function opRules(semantic: SemanticModel, op: EnvModel["ops"][number]) {
  const tm = semantic.tools[op.tool];
  const out: Record<string, unknown> = {};
  if (!tm) return out;
  // Doc-stated rules only: the lifecycle defaults are the runtime's own Conflict checks already.
  // Enforced on the record the call names; a tool that names none (filters, arrays) has no target.
  const named = op.params.some(([, , m]) => m === "id");
  const rules = tm.preconditions.filter(
    (p) =>
      p.errorCode === "FailedPrecondition" && p.field && p.kind !== "exists" && p.kind !== "empty",
  );
  // A delete refused while records of another kind hold the record's key (a database's tables).
  const empty = tm.preconditions
    .filter((p) => p.kind === "empty" && p.field && op.kind === "delete")
    .map((p) => ({ e: p.entity, f: p.field, code: p.errorCode, reason: p.reason }));
  if (empty.length > 0) out.empty = empty;
  // A create's rules on the record it is made under (a job run's application not TERMINATED).
  const parents = rules
    .filter((p) => op.kind === "create" && p.entity !== op.entity)
    .map((p) => ({
      e: p.entity,
      f: p.field,
      in: p.kind === "field-in",
      v: p.values ?? [],
      code: p.errorCode,
      reason: p.reason,
    }));
  if (parents.length > 0) out.ppre = parents;
  const pre = rules
    .filter((p) => p.entity === op.entity)
    .map((p) => ({
      f: p.field,
      in: p.kind === "field-in",
      v: p.values ?? [],
      code: p.errorCode,
      reason: p.reason,
    }));
  if (pre.length > 0 && named) out.pre = pre;
  const a = op.association;
  if (a?.childField && a.childKey) {
    out.assoc = {
      rel: a.relation === "remove" ? "remove" : "add",
      field: a.childField,
      key: a.childKey,
      ...(semantic.entities[a.child] ? { child: a.child } : {}),
    };
  }
  if (tm.requiresOneOf) out.one = tm.requiresOneOf;
  const log = tm.effects.find((e) => e.kind === "record")?.log;
  if (log) out.log = log;
  // What the write also sets, as its doc says ("Turns the light on if it was off").
  const sets = tm.effects.find((e) => e.sets)?.sets;
  if (sets && op.kind === "update") out.also = sets;
  const leaves = tm.effects.find((e) => e.leaves)?.leaves;
  if (leaves && op.kind === "create") out.bare = leaves;
  // A list about one subtype returns only records of it; `listField` says where they go.
  if (tm.subtype && op.kind === "list") out.sub = tm.subtype;
  if (tm.listField !== undefined && op.kind === "list") out.lf = tm.listField;
  // A record another holds (a booked appointment's slot): a write may not take it twice, and a
  // list of free ones leaves it out.
  const held = (e: string | undefined) => (e ? semantic.entities[e]?.heldBy : undefined);
  const hold = (h: NonNullable<ReturnType<typeof held>>) => h.holding ?? null;
  const takes = tm.preconditions.flatMap((p) => {
    const h = p.kind === "free" ? held(p.entity) : undefined;
    return h && h.entity === op.entity ? [{ e: p.entity, f: h.field, hold: hold(h) }] : [];
  });
  if (takes.length > 0 && (op.kind === "create" || op.kind === "update")) out.takes = takes;
  const by = held(op.entity);
  if (tm.onlyFree && op.kind === "list" && by)
    out.free = { by: by.entity, f: by.field, hold: hold(by) };
  if (tm.span && op.kind === "list") out.span = { f: tm.span.field, when: tm.span.when };
  if (tm.recordField !== undefined && op.kind !== "list") out.rf = tm.recordField;
  return out;
}

function stateSchemaOf(model: EnvModel, semantic: SemanticModel): Schema {
  const properties: Record<string, Schema> = {};
  for (const e of Object.values(model.entities)) {
    properties[e.name] = {
      type: "array",
      description: `${e.name.replace(/_/g, " ")} keyed by ${e.idField}`,
      items: { type: "object", properties: e.fields, required: [e.idField] },
      "x-id-field": e.idField,
      ...(Object.keys(e.refs).length > 0 ? { "x-references": e.refs } : {}),
    };
  }
  for (const t of Object.values(semantic.tools)) {
    for (const e of t.effects) {
      if (e.kind !== "record" || !e.log || properties[e.log]) continue;
      properties[e.log] = {
        type: "array",
        description: `what ${t.name} did, one entry per call`,
        items: {
          type: "object",
          properties: {
            event_id: { type: "string" },
            tool: { type: "string" },
            at: { type: "string" },
          },
        },
        "x-id-field": "event_id",
        // Starts empty: calls of the tool append to it.
        "x-log": true,
      };
    }
  }
  return { type: "object", properties };
}

/** Steps `generateHeuristicBundle` reports progress in. */
const ENVGEN_STEPS = 5;

/**
 * Build an environment bundle with no model: entities and tool kinds inferred from the docs, a
 * seeded realistic initial state, and the generic runtime + operation map as `code`. The bundle
 * is sealed (id computed) and unverified; every tool gets `kind` (and `entity` when it has one).
 * Same doc + seed ⇒ byte-identical bundle.
 */
export async function generateHeuristicBundle(
  doc: EnvgenInput,
  options: { seed: number } & StageContext,
): Promise<Result<EnvBundle>> {
  if (doc.tools.length === 0)
    return fail("envgen/failed", "no tools to build an environment from", doc.file);
  // Generation runs as a few whole-document steps; a big document reports each one.
  const step = (done: number, note: string) =>
    options.onProgress?.({ stage: "envgen", done, total: ENVGEN_STEPS, note });
  try {
    const seed = Math.trunc(options.seed);
    step(0, "model");
    const description = doc.description ?? doc.title ?? doc.name;
    const domain = doc.domain ?? "general";
    const model = shapeProviderIds(
      buildModel(doc.tools),
      domainTextOf({ domain, name: doc.name, description, tools: doc.tools }),
    );
    step(1, "semantic model");
    const semantic = semanticModelFrom(model, doc.tools, { domain });
    step(2, "seed state");
    const state = seedState(model, {
      seed,
      clockStart: DEFAULT_CLOCK.start,
      domain: domainTextOf({ domain, name: doc.name, description, tools: doc.tools }),
      semantic,
      required: withAnsweredNames({}, model, doc.tools),
    });
    seedChildLines(model, state);
    coverPreconditions(semantic, state);
    tieSeededRecords(model, state, seed, DEFAULT_CLOCK.start, semantic);
    applyDerived(semantic, state);
    const domainText = domainTextOf({ domain, name: doc.name, description, tools: doc.tools });
    step(3, "runtime");
    // Field values the runtime fills results with, from the same sampler as the seeded state.
    const values = runtimeValues(model, doc.tools, state, {
      seed,
      clockStart: DEFAULT_CLOCK.start,
      domain: domainText,
    });
    scopeRecordUrls(values, model, state);
    const M = runtimeModel(
      model,
      semantic,
      seed,
      state,
      values,
      new Map(doc.tools.map((t) => [t.name, t.description ?? ""])),
      runtimeArnTemplates(model, doc.tools, {
        seed,
        clockStart: DEFAULT_CLOCK.start,
        domain: domainText,
      }),
    );
    attachHonour(M.ops, model, doc.tools);
    const code = `const M = ${canonicalJson(M)};\n${RUNTIME_SOURCE}`;
    const tools: ToolSpec[] = doc.tools.map((t, i) => {
      const op = model.ops[i]!;
      const { kind: _k, entity: _e, ...rest } = t;
      return op.entity ? { ...rest, kind: op.kind, entity: op.entity } : { ...rest, kind: op.kind };
    });
    const content: EnvBundleContent = {
      format: BUNDLE_FORMAT,
      name: doc.name,
      description,
      domain,
      tools,
      stateSchema: stateSchemaOf(model, semantic),
      initialState: state,
      code,
      seed,
      clock: DEFAULT_CLOCK,
      locale: envLocale(model, seed, domainText),
      provenance: { generator: HEURISTIC_GENERATOR, sources: [doc.file] },
      model: semantic,
    };
    step(4, "seal");
    const sealed = await sealBundle(content);
    step(ENVGEN_STEPS, "done");
    return ok(sealed);
  } catch (e) {
    return fail("envgen/failed", `heuristic generation failed: ${(e as Error).message}`, doc.file);
  }
}
