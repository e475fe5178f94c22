import { jsonApiTypeOf, recordPathOfSchema } from "../domain/envelope.js";
import {
  apiSettings,
  describedKeyOf,
  docExamples,
  type FieldContext,
  inferFieldModel,
  isAccountSubscription,
  isCredential,
  plumbingValue,
  settingValue,
} from "../domain/field-roles.js";
import { closedValues, flatSchema, propsOf, schemaType } from "../domain/json-schema.js";
import { oneOfRequired } from "../domain/required-inputs.js";
import { createRng } from "../domain/rng.js";
import { afterCoupon } from "../domain/sibling-coherence.js";
import { fetchSettings, inputProps, isMarkNoun } from "../domain/tool-kind.js";
import { hasKindShape, inFlightState, samplePattern } from "../domain/values.js";
import { escapeRegExp, humanize, looseKey, plural, singular, splitWords } from "../domain/words.js";
import type { EnvBundle, EnvBundleContent, ToolSpec } from "../schema/index.js";
import {
  type Effect,
  type EntityModel,
  type FieldModel,
  type InputModel,
  type Precondition,
  SemanticModel,
  type ToolModel,
} from "../schema/semantic-model.js";
import {
  builtInRule,
  GONE_STATE,
  namedKindRule,
  REOPEN_VERBS,
  RESTORE_VERBS,
  statedFromStates,
  valueIn,
} from "./lifecycle.js";
import {
  buildModel,
  type EnvModel,
  isPagingParam,
  type OpPlan,
  type EntityModel as RawEntity,
} from "./model.js";
import { discriminated, toolSubtype } from "./subtype.js";

/**
 * The semantic model of an environment, built once from its tools: entities with field roles,
 * and per tool its target, association, preconditions, effects, input sources and verb phrase.
 * Every later stage reads it through `modelOf(bundle)` instead of guessing the domain again.
 */

/** Status values a record does not leave by an ordinary action (mirrors the runtime's rules). */
export const TERMINAL_STATUSES = [
  "cancelled",
  "canceled",
  "closed",
  "completed",
  "complete",
  "rejected",
  "declined",
  "denied",
  "deleted",
  "archived",
  "refunded",
  "expired",
  "failed",
  "done",
  "delivered",
  "returned",
  "voided",
  "withdrawn",
  "resolved",
  "finished",
];
/** Records whose key their owner holds in hand and says: a coupon's or a voucher's code. */
const HELD_CODE = /(?:^|_)(?:coupon|voucher|promo(?:tion)?|discount|gift_?card|promo_code)s?$/;

const PENDING = [
  "pending",
  "submitted",
  "requested",
  "open",
  "draft",
  "new",
  "awaiting_approval",
  "in_review",
  "under_review",
  "waiting",
  "proposed",
  "created",
];
const NO_CANCEL = ["shipped", "in_transit", "out_for_delivery", "fulfilled", "dispatched"];
/** Verbs of an update that moves a thing's time. */
const MOVES_TIME = /^(?:reschedule|rebook|postpone)$/i;
const DECIDE = ["approve", "reject", "decide", "accept", "decline", "deny"];
/** Values too generic to name an applicability ("other", "default"). */
const GENERIC_VALUES = new Set([
  "other",
  "none",
  "default",
  "all",
  "any",
  "custom",
  "standard",
  "general",
  "unknown",
  "misc",
  "true",
  "false",
  "yes",
  "no",
  "on",
  "off",
]);
/** Action verbs whose outcome is an event, not a field: where each records it. */
const LOG_NOUN: Record<string, string> = {
  speak: "announcement",
  say: "announcement",
  announce: "announcement",
  brew: "brew",
  send: "message",
  notify: "notification",
  activate: "activation",
  play: "playback",
  run: "run",
  execute: "execution",
  trigger: "trigger",
  ping: "ping",
  print: "print_job",
  call: "call",
  email: "email",
  remind: "reminder",
  start: "start",
};
/** Verb → category words it implies (brew ↔ coffee maker) when the text names no category. */
const VERB_AFFINITY: Record<string, string[]> = {
  brew: ["coffee", "espresso", "kettle", "tea"],
  speak: ["speaker"],
  announce: ["speaker"],
  say: ["speaker"],
  brightness: ["light", "lamp", "bulb"],
  dim: ["light", "lamp", "bulb"],
  thermostat: ["thermostat"],
  temperature: ["thermostat", "heater", "oven", "ac"],
};

export interface SemanticModelOptions {
  domain?: string;
  source?: string;
}

/** Build the model from tool docs (heuristic). */
export function buildSemanticModel(
  tools: ToolSpec[],
  options: SemanticModelOptions = {},
): SemanticModel {
  return semanticModelFrom(buildModel(tools), tools, options);
}

/** The semantic model from envgen's internal model of the same tools. */
export function semanticModelFrom(
  env: EnvModel,
  tools: ToolSpec[],
  options: SemanticModelOptions = {},
): SemanticModel {
  const domain = options.domain ?? "general";
  const collections = Object.keys(env.entities);
  const entities: Record<string, EntityModel> = {};
  for (const e of Object.values(env.entities))
    entities[e.name] = entityModel(e, collections, domain);
  const toolModels: Record<string, ToolModel> = {};
  // Collections some lookup returns: their fields are things a person sees and may ask about.
  const readable = new Set(
    env.ops
      .filter((o) => o.entity && (o.kind === "read" || o.kind === "list"))
      .map((o) => o.entity!),
  );
  const subtypes: Array<{ tool: string; field: string; values: string[]; by: string }> = [];
  const settings = apiSettings(tools);
  tools.forEach((t, i) => {
    const op = env.ops[i];
    if (!op) return;
    const tm = toolModel(t, op, entities, domain, collections, readable, settings);
    const raw = op.entity ? env.entities[op.entity] : undefined;
    if (raw && !op.association && op.kind !== "compute") {
      const sub = toolSubtype(t, raw.fields);
      if (sub) subtypes.push({ tool: t.name, ...sub });
    }
    if (op.kind === "list") tm.listField = listFieldOf(t, raw);
    else if (t.outputSchema) {
      const { path, listed } = recordPathOfSchema(t.outputSchema, t.name);
      const field = listed ? [...path, listed] : path;
      if (field.length > 0) tm.recordField = field.join(".");
    }
    toolModels[t.name] = tm;
  });
  for (const { tool, field, values } of discriminated(subtypes)) {
    const tm = toolModels[tool]!;
    tm.subtype = { field, values };
    // `POST /data-sources/dell-switches {entity_type}`: the path already says which type.
    for (const im of Object.values(tm.inputs))
      if (values.length === 1 && im.field === field && im.source === "user") {
        im.source = "plumbing";
        im.fixed = values[0];
        im.cosmetic = true;
      }
  }
  collectionSubtypes(entities, toolModels);
  distinguishSiblings(toolModels);
  keyExamplesFromParams(entities, toolModels, tools);
  // Status transitions: every status move an action makes, from the values it may start at.
  for (const tm of Object.values(toolModels)) {
    const eff = tm.effects.find((x) => x.kind === "set-status");
    const ent = eff ? entities[eff.entity] : undefined;
    if (!eff?.status || !ent?.statusField) continue;
    const f = ent.fields[ent.statusField];
    if (!f) continue;
    const values = (f.values ?? []).map(String);
    const pres = tm.preconditions.filter((p) => p.field === ent.statusField);
    const from = values.filter(
      (v) =>
        v !== eff.status &&
        pres.every((pre) =>
          pre.kind === "field-in"
            ? (pre.values ?? []).map(String).includes(v)
            : !(pre.values ?? []).map(String).includes(v),
        ),
    );
    f.transitions = { ...f.transitions };
    for (const v of from) {
      const list = f.transitions[v] ?? [];
      if (!list.includes(eff.status)) list.push(eff.status);
      f.transitions[v] = list.sort();
    }
  }
  takenRecords(entities, toolModels, tools);
  return SemanticModel.parse({
    domain,
    entities,
    tools: toolModels,
    source: options.source ?? "heuristic",
  });
}

/** Words that say a record may be taken: "a free slot", "open appointment slots". */
const FREE_WORD = "(?:free|available|open|unbooked|unreserved|vacant)";

/** The noun's words as a pattern that also takes its plural ("appointment slots"). */
function nounPattern(noun: string): string {
  const words = noun.toLowerCase().split(/\s+/);
  const last = words.pop() ?? "";
  return [
    ...words.map(escapeRegExp),
    `(?:${escapeRegExp(last)}|${escapeRegExp(plural(last))})`,
  ].join("\\s+");
}

/** "a free slot", "another free slot of the same doctor", "List free appointment slots". */
function saysFree(text: string, noun: string): boolean {
  return new RegExp(`\\b${FREE_WORD}\\s+(?:[a-z]+\\s+)?${nounPattern(noun)}\\b`, "i").test(text);
}

/** "The slot stops being free", "its slot becomes free again": a record's freedom changes. */
function saysTaken(text: string, noun: string): boolean {
  const n = nounPattern(noun);
  return new RegExp(
    `\\b${n}\\b[^.]{0,30}\\b(?:stops? being|is no longer|becomes?|is then)\\s+(?:un)?${FREE_WORD}\\b`,
    "i",
  ).test(text);
}

/**
 * Records a write takes, read from the doc: "Book a free slot for a patient. The slot stops being
 * free." — the bundled clinic booked four appointments into one slot and listed it as open while
 * it was booked. The slot is held by an appointment that names it, while that appointment can
 * still change status (a booked one; a cancelled or completed one frees it); a write naming a
 * free record of it is refused when the record is taken, and a list of free ones leaves taken
 * ones out. Both the write's "free slot" and a sentence saying a slot stops (or starts) being
 * free are needed: "available products" alone does not make a product one order's.
 */
function takenRecords(
  entities: Record<string, EntityModel>,
  toolModels: Record<string, ToolModel>,
  tools: ToolSpec[],
): void {
  const docOf = new Map(tools.map((t) => [t.name, `${humanize(t.name)}. ${t.description ?? ""}`]));
  const allText = [...docOf.values()].join(" ");
  for (const tm of Object.values(toolModels)) {
    if (tm.kind !== "create" && tm.kind !== "update") continue;
    const owner = tm.entity ? entities[tm.entity] : undefined;
    if (!owner) continue;
    const text = docOf.get(tm.name) ?? "";
    for (const im of Object.values(tm.inputs)) {
      const held = im.role === "reference" && im.entity ? entities[im.entity] : undefined;
      if (!held || held === owner) continue;
      if (!saysFree(text, held.noun) || !saysTaken(allText, held.noun)) continue;
      const field = Object.entries(owner.fields).find(
        ([, f]) => f.role === "reference" && f.ref === held.name,
      )?.[0];
      if (!field) continue;
      if (!held.heldBy) {
        // A record holds while its status can still move (booked → cancelled); one that cannot
        // (completed, cancelled) holds nothing.
        const transitions = owner.statusField
          ? owner.fields[owner.statusField]?.transitions
          : undefined;
        const holding = transitions ? Object.keys(transitions).sort() : [];
        held.heldBy = {
          entity: owner.name,
          field,
          ...(holding.length > 0 ? { holding } : {}),
        };
      }
      if (held.heldBy.entity !== owner.name) continue;
      if (!tm.preconditions.some((p) => p.kind === "free" && p.entity === held.name))
        tm.preconditions.push({
          kind: "free",
          entity: held.name,
          errorCode: "Conflict",
          reason: `the ${held.noun} must be free`,
        });
    }
  }
  for (const tm of Object.values(toolModels)) {
    const held = tm.kind === "list" && tm.entity ? entities[tm.entity] : undefined;
    if (held?.heldBy && saysFree(docOf.get(tm.name) ?? "", held.noun)) tm.onlyFree = true;
  }
}

/**
 * A record's key whose own doc shows no value takes the example the tools that address it give:
 * Service Management's `ManagedService.serviceName` says only "See the overview for naming
 * requirements", while every `{serviceName}` path parameter says "For example:
 * `example.googleapis.com`" — without it services were called "auth-web" and created as
 * "Email service" (fresh70 blind readers N on 6 of 60).
 */
function keyExamplesFromParams(
  entities: Record<string, EntityModel>,
  tools: Record<string, ToolModel>,
  specs: ToolSpec[],
): void {
  for (const spec of specs) {
    const tm = tools[spec.name];
    if (!tm) continue;
    const props = inputProps(spec);
    for (const [p, im] of Object.entries(tm.inputs)) {
      const ent = im.entity ? entities[im.entity] : undefined;
      if (!ent || im.field !== ent.idField || looseKey(p) !== looseKey(ent.idField)) continue;
      const own = ent.fields[ent.idField];
      if (!own || (own.examples?.length ?? 0) > 0 || (own.values?.length ?? 0) > 0) continue;
      const schema = flatSchema(props[p] ?? {});
      const shown = docExamples(schema, "", p).filter(
        (v) => typeof v === own.type || (own.type === "string" && typeof v === "string"),
      );
      if (shown.length > 0) own.examples = shown.slice(0, 8);
    }
  }
}

/**
 * A collection all of whose lookups (lists and reads) name one subtype holds only records of it:
 * `dell_switches`, looked up by `/data-sources/dell-switches[/{id}]`, are `DellSwitchDataSource`s.
 * A collection some lookup returns whole (`/search`, `/pets`) keeps every type.
 */
function collectionSubtypes(
  entities: Record<string, EntityModel>,
  tools: Record<string, ToolModel>,
): void {
  for (const ent of Object.values(entities)) {
    const lookups = Object.values(tools).filter(
      (t) => t.entity === ent.name && !t.association && (t.kind === "list" || t.kind === "read"),
    );
    const field = lookups[0]?.subtype?.field;
    if (!field || !lookups.every((t) => t.subtype?.field === field)) continue;
    const values = [...new Set(lookups.flatMap((t) => t.subtype!.values))];
    ent.subtype = { field, values };
  }
}

/** Arrays of a screen or envelope that are not the records a list is about. */
const NOT_RECORDS =
  /^_?(actions?|links|_links|meta|errors?|warnings?|breadcrumbs|facets|aggregations|sorts?|filters?|columns|headers|tabs|buttons|menus?|widgets)$/;
const KEY_LIKE = /(^|_)id$|[a-z0-9]Id$|^uuid$/;
const ENVELOPE_KEYS = /^_?(response|result|payload|body|page|embedded)$/;
/** Keys an API wraps its list in. */
const WRAPPER_KEYS =
  /^(items|data|results|records|values|list|entries|hits|content|rows|elements|objects|nodes|docs|documents)$/;

/**
 * Where a list tool's records are in its output (see `ToolModel.listField`): the root array, the
 * array named for the records or a wrapper key, or the only array that is not a screen's
 * `actions`/`links`/`errors`; null when there is none, or when the records carry nothing but an
 * id (a count of bare ids is not something found).
 */
export function listFieldOf(tool: ToolSpec, raw: RawEntity | undefined): string | null {
  if (!tool.outputSchema) {
    // Records that hold only keys (`{user_id, topic_id}`) are nothing a person could name.
    const named =
      raw &&
      Object.keys(raw.fields).some((f) => f !== raw.idField && !raw.refs[f] && !KEY_LIKE.test(f));
    return raw && named ? raw.name : null;
  }
  const find = (schema: unknown, path: string, depth: number): string | null => {
    const s = flatSchema(schema);
    if (schemaType(s) === "array") return path;
    const arrays: string[] = [];
    const objects: string[] = [];
    for (const [k, v] of Object.entries(propsOf(s))) {
      const t = schemaType(flatSchema(v));
      if (t === "array" && !NOT_RECORDS.test(k)) arrays.push(k);
      else if (t === "object") objects.push(k);
    }
    const own = raw ? [raw.name, raw.singular].map(looseKey) : [];
    const pick =
      arrays.find((k) => own.includes(looseKey(k))) ??
      arrays.find((k) => WRAPPER_KEYS.test(k)) ??
      arrays[0];
    const at = (k: string) => (path ? `${path}.${k}` : k);
    if (pick !== undefined) return at(pick);
    if (depth >= 2) return null;
    // `{error, message, response: {results: […]}}`: the records inside an envelope object.
    const inner = objects.filter(
      (o) =>
        WRAPPER_KEYS.test(o) ||
        ENVELOPE_KEYS.test(o) ||
        own.includes(looseKey(o)) ||
        objects.length === 1,
    );
    for (const k of inner) {
      const hit = find(propsOf(s)[k], at(k), depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  };
  return find(tool.outputSchema, "", 0);
}

/** Words of a tool name that say nothing to a person: HTTP verbs, path fillers, versions. */
const NAME_FILLER =
  /^(get|post|put|patch|delete|list|all|by|for|of|the|a|an|and|with|from|to|id|ids|v\d+|api|source|lang|language|rest|service)$/;

/**
 * Sibling tools whose goal reads the same ("find antonyms" for both antonyms and
 * synonyms-and-antonyms; "find reviews" for all reviews and detailed reviews): each gets the words
 * of its name the others lack, so a request written from the phrase says which one is meant.
 */
function distinguishSiblings(tools: Record<string, ToolModel>): void {
  const groups = new Map<string, ToolModel[]>();
  for (const t of Object.values(tools)) {
    const list = groups.get(t.phrase.text) ?? [];
    list.push(t);
    groups.set(t.phrase.text, list);
  }
  for (const list of groups.values()) {
    if (list.length < 2) continue;
    const wordsOf = new Map(list.map((t) => [t.name, new Set(splitWords(t.name))]));
    for (const t of list) {
      const objWords = new Set(t.phrase.object.split(" ").map((w) => singular(w)));
      // A name cut at the 64-character limit ends in half a word (`languag`).
      const words = [...wordsOf.get(t.name)!];
      if (t.name.length >= 60) words.pop();
      const own = words.filter(
        (w) =>
          !NAME_FILLER.test(w) &&
          !objWords.has(singular(w)) &&
          list.some((o) => o !== t && !wordsOf.get(o.name)!.has(w)),
      );
      if (own.length === 0 || own.length > 3) continue;
      const plurals = own.every((w) => /s$/.test(w)) && /s$/.test(t.phrase.object);
      const object = `${own.join(" ")}${plurals ? " and" : ""} ${t.phrase.object.replace(/^(a|an) /, "")}`;
      t.phrase = { verb: t.phrase.verb, object, text: `${t.phrase.verb} ${object}` };
    }
  }
}

/**
 * The collection a field counts (`FileCount`, `files_count`, `num_files`, `number_of_files` →
 * `files`) when that collection is one of the environment's and not the record's own.
 */
export function countedCollection(
  name: string,
  collections: string[],
  own: string,
): string | undefined {
  const words = splitWords(name).map((w) => w.toLowerCase());
  let noun: string | undefined;
  if (words.length === 2 && /^(?:count|total)$/.test(words[1]!)) noun = words[0];
  else if (words.length === 2 && /^(?:num|nb|n)$/.test(words[0]!)) noun = words[1];
  else if (words.length === 3 && /^(?:number|num|count)$/.test(words[0]!) && words[1] === "of")
    noun = words[2];
  if (!noun) return undefined;
  const key = looseKey(plural(singular(noun)));
  return collections.find((c) => c !== own && looseKey(c) === key);
}

function entityModel(e: RawEntity, collections: string[], domain: string): EntityModel {
  const names = Object.keys(e.fields);
  const fields: Record<string, FieldModel> = {};
  for (const [name, schema] of Object.entries(e.fields)) {
    const ctx: FieldContext = {
      entity: e.name,
      idField: e.idField,
      refs: e.refs,
      collections,
      domain,
      siblings: names,
    };
    fields[name] = inferFieldModel(name, schema, ctx);
  }
  // A JSON:API `type` is the collection's own tag: the system sets it, nobody says or groups by it.
  const resourceType = jsonApiTypeOf(e.fields, e.singular);
  if (resourceType !== undefined)
    fields.type = { ...fields.type!, role: "system", values: [resourceType] };
  const children: NonNullable<EntityModel["children"]> = {};
  for (const [f, c] of Object.entries(e.children ?? {})) children[f] = { ...c };
  // Line arrays in the record (`lines`, `items`): keyed by a reference to another collection.
  for (const [name, schema] of Object.entries(e.fields)) {
    const s = flatSchema(schema);
    if (schemaType(s) !== "array" || children[name]) continue;
    const item = propsOf(flatSchema(s.items));
    const key = Object.keys(item).find((k) => /(_id|Id|_number|_code|sku)$/.test(k));
    if (!key) continue;
    const w = splitWords(key);
    const target =
      collections.find((c) => singular(c) === w.slice(0, -1).join("_")) ??
      collections.find((c) => {
        const ent = c;
        return (
          looseKey(ent) !== looseKey(e.name) &&
          Object.keys(item).includes(key) &&
          looseKey(singular(ent)) === looseKey(key.replace(/(_id|Id|_number|_code)$/, ""))
        );
      });
    children[name] = target ? { entity: target, keyField: key } : { keyField: key };
  }
  // Derived totals: a money field described as a sum, or named total, over a line array.
  for (const line of Object.keys(children)) {
    const lineSchema = flatSchema(flatSchema(e.fields[line] ?? {}).items);
    const lp = Object.keys(propsOf(lineSchema));
    const qty = lp.find((k) => /^(qty|quantity|count|units)$/i.test(k));
    const price = lp.find((k) => /(price|cost|amount)$/i.test(k));
    for (const [name, fm] of Object.entries(fields)) {
      if (name === line || !["money", "quantity", "other"].includes(fm.role)) continue;
      const desc = fm.description ?? "";
      const totalish =
        /^(total|subtotal|sub_total|amount|total_amount|total_price|total_cost|grand_total)$/i.test(
          name,
        ) || /(_cost|_total)$/i.test(name);
      const sumDesc = /\b(sum|total) of\b|\bsum\b|\btimes\b/i.test(desc);
      if (!(sumDesc || totalish)) continue;
      if (price && (fm.role === "money" || sumDesc)) {
        fields[name] = {
          ...fm,
          role: "derived",
          derivedFrom: qty
            ? `sum(${line}[].${qty} * ${line}[].${price})`
            : `sum(${line}[].${price})`,
        };
      } else if (qty && fm.role === "quantity") {
        fields[name] = { ...fm, role: "derived", derivedFrom: `sum(${line}[].${qty})` };
      }
    }
  }
  // A count of records the environment keeps (`FileCount` of a folder where files are records):
  // the server counts them, nobody sets one — "update the file count of the folder called Madge
  // McClure to 5" was a goal (fresh51 dev, xero files).
  for (const [name, fm] of Object.entries(fields)) {
    if (fm.role === "id" || fm.role === "reference" || fm.role === "derived") continue;
    if (schemaType(flatSchema(e.fields[name] ?? {})) !== "integer") continue;
    const counted = countedCollection(name, collections, e.name);
    if (counted) fields[name] = { ...fm, role: "derived", derivedFrom: `count(${counted})` };
  }
  const pick = (role: string, re?: RegExp) =>
    Object.entries(fields).find(([n, f]) => f.role === role && (!re || re.test(n)))?.[0];
  const labelField =
    pick("label", /^(name|title|display_?name|label)$/i) ??
    pick("label") ??
    pick("person-name", /^(name|full_?name|display_?name)$/i);
  const categoryField = pick("category", /(^|_)(type|kind|category|class)$/i);
  // A type the doc closes by a pattern of words (`(^System$)|(^Custom$)`) has those values.
  const kinds = categoryField ? fields[categoryField] : undefined;
  const closed = kinds && !kinds.values ? closedValues(e.fields[categoryField!] ?? {}) : undefined;
  if (kinds && closed) fields[categoryField!] = { ...kinds, values: closed };
  const out: EntityModel = {
    name: e.name,
    noun: humanize(e.singular),
    idField: e.idField,
    fields,
  };
  if (labelField) out.labelField = labelField;
  if (e.statusField) out.statusField = e.statusField;
  if (categoryField) out.categoryField = categoryField;
  if (Object.keys(children).length > 0) out.children = children;
  return out;
}

function article(noun: string): string {
  return /^[aeiou]/i.test(noun) && !/^(uni|use|eu|one)/i.test(noun) ? "an" : "a";
}

function phraseOf(
  t: ToolSpec,
  op: OpPlan,
  entities: Record<string, EntityModel>,
  fits?: Precondition,
): ToolModel["phrase"] {
  const words = op.info.nameWords ?? splitWords(t.name);
  const ent = op.entity ? entities[op.entity] : undefined;
  // A tool for lights only is about "a light", not "a device".
  const noun = fits?.values?.length === 1 ? humanize(String(fits.values[0])) : (ent?.noun ?? "");
  const a = op.association;
  if (a) {
    const parent = entities[a.parent]?.noun ?? humanize(singular(a.parent));
    const child = entities[a.child]?.noun ?? humanize(singular(a.child));
    const verb = a.relation === "remove" ? "remove" : a.relation === "add" ? "add" : a.relation;
    const prep = a.relation === "remove" ? "from" : "to";
    const object = `${article(child)} ${child} ${prep} ${article(parent)} ${parent}`;
    return { verb, object, text: `${verb} ${object}` };
  }
  const verbWord =
    words.find(
      (w) =>
        !["get", "list", "search", "find", "fetch", "retrieve", "directory"].includes(w) &&
        op.verb === w,
    ) ?? (op.kind === "action" ? words.find((w) => w !== singular(op.entity ?? "")) : undefined);
  const defaults: Record<string, string> = {
    read: "look up",
    list: "find",
    create:
      [
        "book",
        "place",
        "open",
        "schedule",
        "submit",
        "request",
        "register",
        "file",
        "add",
        "create",
        "send",
        "post",
        "write",
      ].find((v) => words.includes(v)) ?? "create",
    update:
      ["reschedule", "rename", "move", "assign", "set", "change", "update", "edit"].find((v) =>
        words.includes(v),
      ) ?? "update",
    delete: ["remove", "cancel", "delete"].find((v) => words.includes(v)) ?? "delete",
    action: verbWord ?? words[0] ?? "use",
    compute: words[0] ?? "compute",
  };
  let verb = defaults[op.kind] ?? "use";
  // `create_schedule` read as "schedule a schedule": the verb is the noun.
  if (ent && verb === splitWords(noun).pop()) verb = "create";
  if (!ent) {
    const rest = words.filter((w) => w !== verb).join(" ");
    const object = rest || "a result";
    return { verb, object, text: `${verb} ${object}` };
  }
  // `set_brightness`: the verb's object is a field of the record, not the record itself.
  const nounWords = noun.split(" ");
  const fieldObject = words
    .slice(1)
    .filter((w) => !nounWords.includes(w) && !["a", "the", "of", "for", "to"].includes(w));
  let object: string;
  const rest = words
    .slice(Math.max(0, words.indexOf(verb)) + 1)
    .filter((w) => !["a", "an", "the", "of", "for", "to", "on"].includes(w));
  const firstSet = op.params.find(([, f, m]) => f && m === "set")?.[0];
  if (op.kind === "list") object = plural(noun);
  else if (op.kind === "update" && verb === "set" && rest.join(" ") === noun && firstSet)
    object = `the ${humanize(firstSet)} of ${article(noun)} ${noun}`;
  else if (
    op.kind === "action" &&
    rest.length > 0 &&
    rest.every((w) => nounWords.includes(w)) &&
    rest.join(" ") !== noun
  )
    object = `${rest.join(" ")} on ${article(noun)} ${noun}`;
  else if (op.kind === "update" && fieldObject.length > 0 && verb === "set")
    object = `the ${fieldObject.join(" ")} of ${article(noun)} ${noun}`;
  else if (
    op.kind === "action" &&
    fieldObject.length > 0 &&
    !words.includes(nounWords[nounWords.length - 1] ?? "")
  )
    object = `${fieldObject.join(" ")} on ${article(noun)} ${noun}`;
  else if (op.kind === "action" && fieldObject.length === 0) {
    // `speak(device_id, message)`: the object is what the person supplies.
    const said = Object.keys(inputProps(t)).find((p) =>
      /^(message|text|content|body|note)$/i.test(p),
    );
    object = said
      ? `${article(humanize(said))} ${humanize(said)} on ${article(noun)} ${noun}`
      : `${article(noun)} ${noun}`;
  } else object = `${article(noun)} ${noun}`;
  return { verb, object, text: `${verb} ${object}` };
}

/** Sentences of a tool's text that restrict which records it may act on. */
function restrictingSentences(text: string): string[] {
  return (
    text
      .replace(/<[^>]+>/g, " ")
      .split(/(?<=[.;!?])\s+|\n/)
      .map((s) => s.replace(/\s+/g, " ").trim())
      // Short, plain rules only: "until"/"after" sentences describe an order of steps, not a state.
      .filter((s) => s.length <= 160 && !/\b(until|after|before|once|when|if)\b/i.test(s))
      .filter((s) => /\bonly\b|\bmust be\b|\bcan(?:not|'t| not) be\b|\bmay not\b/i.test(s))
  );
}

/** "Lights only", "Identifier of a thermostat", brew ↔ coffee_maker: the category values a tool fits. */
function applicability(
  t: ToolSpec,
  op: OpPlan,
  ent: EntityModel,
  entities: Record<string, EntityModel>,
): Precondition | undefined {
  const cf = ent.categoryField;
  if (!cf) return undefined;
  const values = (ent.fields[cf]?.values ?? []).filter(
    (v): v is string =>
      typeof v === "string" && !GENERIC_VALUES.has(v.toLowerCase()) && v.length >= 3,
  );
  if (values.length < 2) return undefined;
  const idParam = op.params.find(([, , m]) => m === "id")?.[0];
  const idDesc = idParam ? String(flatSchema(inputProps(t)[idParam] ?? {}).description ?? "") : "";
  const text = `${humanize(t.name)}. ${t.description} ${idDesc}`;
  const restricting = restrictingSentences(`${t.description} ${idDesc}`);
  // REST references describe many things in passing; there only an explicit "only" counts.
  const strict = t.source?.format === "openapi";
  let hits = values.filter((v) =>
    strict ? restricting.some((r) => valueIn(r, v)) : valueIn(text, v),
  );
  let reason = restricting.find((r) => hits.some((v) => valueIn(r, v))) ?? "";
  if (hits.length === 0 && !strict) {
    for (const w of splitWords(t.name)) {
      const aff = VERB_AFFINITY[w];
      if (!aff) continue;
      hits = values.filter((v) => aff.some((a) => splitWords(v).includes(a)));
      if (hits.length > 0) break;
    }
  }
  // "Adds a user to the group": values that are also collections name the parties, not a type.
  const others = Object.keys(entities).map((c) => looseKey(singular(c)));
  hits = hits.filter((v) => !others.includes(looseKey(singular(v))));
  if (hits.length === 0 || hits.length === values.length) return undefined;
  if (!reason) reason = `${hits.map((h) => plural(humanize(h))).join(" and ")} only`;
  return {
    kind: "field-in",
    entity: ent.name,
    field: cf,
    values: hits,
    errorCode: "FailedPrecondition",
    reason: reason.trim(),
  };
}

/**
 * The kinds of record a write may act on, by its doc: not the built-in ones it says it cannot
 * touch (Elastic Transcoder's "You can't delete the default presets", fresh63 blind readers A/M:
 * "Remove the System preset" succeeded), only the ones its first sentence names (Audit
 * Manager's "Deletes a custom framework").
 */
function kindPreconditions(t: ToolSpec, op: OpPlan, ent: EntityModel): Precondition[] {
  const out: Precondition[] = [];
  const kind = op.kind === "delete" ? "delete" : "change";
  const builtIn = builtInRule(t.description, kind, ent.fields);
  if (builtIn)
    out.push({
      kind: "field-not-in",
      entity: ent.name,
      field: builtIn.field,
      values: builtIn.values,
      errorCode: "FailedPrecondition",
      reason: builtIn.reason,
    });
  const cf = ent.categoryField;
  const named = cf
    ? namedKindRule(t.description, ent.fields[cf]?.values ?? [], ent.noun)
    : undefined;
  if (cf && named && builtIn?.field !== cf)
    out.push({
      kind: "field-in",
      entity: ent.name,
      field: cf,
      values: named.values,
      errorCode: "FailedPrecondition",
      reason: named.reason,
    });
  return out;
}

/**
 * Which status values a write may start from: the states its doc says it acts from ("has to be in
 * a stopped or created state"), else the usual lifecycle rules; and a record gone or going
 * (TERMINATED, PENDING_DELETION) is for a restore only — EMR's StartApplication started a
 * terminated application, CloudHSM's DeleteBackup deleted a backup pending deletion again
 * (fresh62 blind readers M).
 */
function statusPreconditions(t: ToolSpec, op: OpPlan, ent: EntityModel): Precondition[] {
  const sf = ent.statusField;
  const values = sf ? (ent.fields[sf]?.values ?? []).map(String) : [];
  if (!sf || values.length === 0) return [];
  const target = op.target === undefined ? undefined : String(op.target);
  const stated = statedFromStates(t.description, values, target);
  if (stated)
    return [
      {
        kind: "field-in",
        entity: ent.name,
        field: sf,
        values: stated.values,
        errorCode: "FailedPrecondition",
        reason: stated.reason,
      },
    ];
  const out: Precondition[] = [];
  const ruled = statusPrecondition(t, op, ent);
  if (ruled) out.push(ruled);
  const verb = op.verb ?? splitWords(t.name)[0]?.toLowerCase() ?? "";
  const gone = values.filter((v) => GONE_STATE.test(v));
  // An update or delete waits for a record the service is still changing: QLDB's UpdateLedger on a
  // ledger DELETING, DeleteLedger on one CREATING that answered deleted:true (fresh68 readers
  // M/N). An update of a gone record changes nothing either.
  const busy =
    op.kind === "update" || op.kind === "delete"
      ? values.filter((v) => inFlightState(v) && !gone.includes(v))
      : [];
  const refused =
    op.kind === "update"
      ? [...gone, ...busy]
      : (op.kind === "action" || op.kind === "delete") && !RESTORE_VERBS.has(verb)
        ? [...gone, ...busy]
        : [];
  if (refused.length > 0)
    out.push({
      kind: "field-not-in",
      entity: ent.name,
      field: sf,
      values: refused,
      errorCode: "FailedPrecondition",
      reason: `not for ${article(ent.noun)} ${ent.noun} that is ${refused.join(" or ")}`,
    });
  return out;
}

/**
 * A record is made under a parent that is not gone: EMR's StartJobRun on a TERMINATED application
 * (fresh62, the lifecycle counter's from-gone). One rule per parent entity a required-by-tool
 * reference names.
 */
function liveParents(
  inputs: Record<string, InputModel>,
  ent: EntityModel,
  entities: Record<string, EntityModel>,
): Precondition[] {
  const out: Precondition[] = [];
  for (const im of Object.values(inputs)) {
    const parent = im.role === "reference" && im.entity ? entities[im.entity] : undefined;
    if (!parent?.statusField || parent.name === ent.name) continue;
    if (out.some((p) => p.entity === parent.name)) continue;
    const gone = (parent.fields[parent.statusField]?.values ?? [])
      .map(String)
      .filter((v) => GONE_STATE.test(v));
    if (gone.length === 0) continue;
    out.push({
      kind: "field-not-in",
      entity: parent.name,
      field: parent.statusField,
      values: gone,
      errorCode: "FailedPrecondition",
      reason: `not under ${article(parent.noun)} ${parent.noun} that is ${gone.join(" or ")}`,
    });
  }
  return out;
}

/** Which status values an action may start from, read from the doc or the usual lifecycle rules. */
function statusPrecondition(t: ToolSpec, op: OpPlan, ent: EntityModel): Precondition | undefined {
  const sf = ent.statusField;
  if (!sf) return undefined;
  const values = (ent.fields[sf]?.values ?? []).map(String);
  if (values.length === 0) return undefined;
  for (const s of restrictingSentences(t.description)) {
    // "can be closed" names the target, not a state the record may start from.
    const named = values.filter((v) => valueIn(s, v) && v !== String(op.target ?? ""));
    if (named.length === 0) continue;
    const negative = /\bcan(?:not|'t| not) be\b|\bmay not\b/i.test(s) && !/\bonly\b/i.test(s);
    // "Archived notes cannot be edited" names one state; a list of several is a description.
    if (negative && named.length > 1) continue;
    return {
      kind: negative ? "field-not-in" : "field-in",
      entity: ent.name,
      field: sf,
      values: named,
      errorCode: "FailedPrecondition",
      reason: s.trim(),
    };
  }
  // A reschedule moves what is still to come: a cancelled or completed visit has no time to move
  // (bundled clinic's gold moved a cancelled appointment of Dec 28 to a slot in January).
  const moved =
    op.kind === "update" ? splitWords(t.name).find((w) => MOVES_TIME.test(w)) : undefined;
  if (moved) {
    const over = values.filter((v) => TERMINAL_STATUSES.includes(v.toLowerCase()));
    if (over.length === 0) return undefined;
    return {
      kind: "field-not-in",
      entity: ent.name,
      field: sf,
      values: over,
      // Enforced by the runtime like a doc-stated rule: its own lifecycle checks cover actions only.
      errorCode: "FailedPrecondition",
      reason: `a ${ent.noun} that is ${over.join(" or ")} cannot be ${moved.toLowerCase()}d`,
    };
  }
  if (op.target === undefined || op.kind !== "action") return undefined;
  const verb = op.verb ?? "";
  const lower = values.map((v) => v.toLowerCase());
  if (DECIDE.includes(verb) && lower.some((v) => PENDING.includes(v))) {
    const from = values.filter((v) => PENDING.includes(v.toLowerCase()));
    return {
      kind: "field-in",
      entity: ent.name,
      field: sf,
      values: from,
      errorCode: "Conflict",
      reason: `only ${from.join(" or ")} ${plural(ent.noun)} can be decided`,
    };
  }
  if (REOPEN_VERBS.has(verb)) return undefined;
  const blocked = values.filter(
    (v) =>
      TERMINAL_STATUSES.includes(v.toLowerCase()) ||
      (verb === "cancel" && NO_CANCEL.includes(v.toLowerCase())),
  );
  if (blocked.length === 0) return undefined;
  return {
    kind: "field-not-in",
    entity: ent.name,
    field: sf,
    values: blocked,
    errorCode: "Conflict",
    reason: `a ${ent.noun} that is ${blocked.join(" or ")} cannot be ${op.target}`,
  };
}

/**
 * Inputs that are settings of the call, not facts of the request: credentials (filled by the
 * environment, never asked for nor read out), paging and result-size controls, and switches that
 * set no field of the record (`return_image=1`). They get a fixed value and are masked in rewards.
 */
function callSetting(
  role: string,
  field: string | null,
  param: string,
  schema: unknown,
): InputModel | undefined {
  if (role === "credential") {
    // One stable demo secret per parameter: an API's key is the same for all its tools (the
    // policy is given it once, in its system prompt), and leaks nothing real.
    let h = 0;
    for (const ch of param) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    const s = flatSchema(schema);
    const hex = (h.toString(16).padStart(8, "0").repeat(4) as string).slice(0, 32);
    const stringy = schemaType(s) === "string" || schemaType(s) === undefined;
    // An Azure subscription is the one the doc's examples call in, which the seeded records were
    // made under: a drawn GUID would find none of them.
    const docGuid = [s.example, ...(Array.isArray(s.examples) ? s.examples : [])].find(
      (x) => typeof x === "string" && hasKindShape("uuid", x),
    );
    const account = isAccountSubscription(param, String(s.description ?? ""));
    // The key's own shape when the doc gives one (a UUID, a pattern), else a demo key.
    const fixed =
      s.default !== undefined && s.default !== ""
        ? s.default
        : account && docGuid !== undefined
          ? docGuid
          : !stringy
            ? undefined
            : s.format === "uuid" || account
              ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
              : typeof s.pattern === "string"
                ? samplePattern(s.pattern, createRng(h))
                : `demo_${h.toString(36).padStart(7, "0")}`;
    return {
      source: "plumbing",
      role: "credential",
      cosmetic: true,
      ...(fixed !== undefined ? { fixed } : {}),
    };
  }
  if (role === "paging" && !field) {
    const fixed = settingValue(param, schema);
    return {
      source: "plumbing",
      role: "paging",
      cosmetic: true,
      ...(fixed !== undefined ? { fixed } : {}),
    };
  }
  if (role === "flag" && !field) {
    const s = flatSchema(schema);
    const numeric = schemaType(s) === "integer" || schemaType(s) === "number";
    const fixed = s.default !== undefined ? s.default : numeric ? 0 : false;
    return { source: "plumbing", role: "flag", cosmetic: true, fixed };
  }
  return undefined;
}

function toolModel(
  t: ToolSpec,
  op: OpPlan,
  entities: Record<string, EntityModel>,
  domain: string,
  /** `Object.keys(entities)`, made once: field roles index it per list. */
  collections: string[],
  readable: Set<string> = new Set(),
  /** The API's own settings (`apiSettings`): plumbing on every tool. */
  settings: Set<string> = new Set(),
): ToolModel {
  const props = inputProps(t);
  const siblings = Object.keys(props);
  const ent = op.entity ? entities[op.entity] : undefined;
  const inputs: Record<string, InputModel> = {};
  for (const [p, field, mode] of op.params) {
    const schema = props[p] ?? {};
    const fm = inferFieldModel(p, schema, {
      param: true,
      siblings,
      domain,
      collections,
      ...(op.entity ? { entity: op.entity } : {}),
      ...(settings.has(p) ? { apiSetting: true } : {}),
    });
    // A lookup's page size however it is spelled (`count`: "Amount of items to return", `items`:
    // "10", "50", "100") is a call setting, like `limit`.
    if (
      (op.kind === "list" || op.kind === "read") &&
      fm.role !== "plumbing" &&
      fm.role !== "credential" &&
      !field &&
      isPagingParam(p, flatSchema(schema), siblings)
    )
      fm.role = "paging";
    const target = field && ent?.fields[field] ? ent.fields[field] : undefined;
    let role = fm.role === "plumbing" || fm.role === "system" ? fm.role : (target?.role ?? fm.role);
    const im: InputModel = { source: "user", role };
    if (op.entity && field) {
      im.entity = op.entity;
      im.field = field;
    }
    // A switch on a write that no lookup ever shows (`return_image` of a recognition request)
    // shapes the call; a filter on a list (`enabled`) is what the user asks for.
    const shown = !!op.entity && readable.has(op.entity);
    const switchField = op.kind === "list" || op.kind === "read" || (field && shown) ? field : null;
    const setting = callSetting(fm.role, fm.role === "flag" ? switchField : null, p, schema);
    if (fm.role === "plumbing") {
      im.source = "plumbing";
      // Flickr's required `api_key`: a key the environment fills, like any credential's.
      const fixed =
        plumbingValue(p, schema) ??
        (isCredential(p) ? callSetting("credential", null, p, schema)?.fixed : undefined);
      if (fixed !== undefined) im.fixed = fixed;
      im.cosmetic = true;
    } else if (setting) {
      Object.assign(im, setting);
    } else if (
      fm.role === "system" ||
      target?.role === "system" ||
      // A count the server keeps is no change a person asks for.
      (target?.role === "derived" && op.kind === "update")
    ) {
      im.source = "system";
      role = "system";
      im.role = role;
      // A required row version the record itself holds (`timestamp` of a purchase to delete) is
      // read off the record found, as its id is.
      const required = Array.isArray(t.inputSchema.required) && t.inputSchema.required.includes(p);
      if (target && required) im.source = "tool";
    } else if (
      mode === "id" ||
      mode === "relative" ||
      mode === "child-key" ||
      role === "reference" ||
      // A new record's own name that is its key (AWS's `CreateConfigurationSet
      // {ConfigurationSetName}`) is the user's to choose, not one a record already has.
      (role === "id" && !(op.kind === "create" && mode === "set" && /name$/i.test(field ?? "")))
    ) {
      // Keys come from tools; one a person can read off a record (email, code) may come from either.
      const refEntity =
        mode === "child-key"
          ? op.association?.child
          : mode === "id" || mode === "relative"
            ? op.entity
            : (target?.ref ?? fm.ref);
      const refEnt = refEntity ? entities[refEntity] : undefined;
      const keyRole = refEnt ? refEnt.fields[refEnt.idField]?.role : undefined;
      // A coupon keyed by the code its owner holds in hand is said by that code: "use my coupon
      // SAVE10", never "the coupon with a last used on of October 21, 2025" (bundled shoe shop,
      // lead read of stop 55). Other keys a lookup finds, which also makes the longer plans.
      const saidKey =
        refEnt !== undefined && /code$/i.test(refEnt.idField) && HELD_CODE.test(refEnt.name);
      im.source =
        saidKey || keyRole === "email" || keyRole === "code" || keyRole === "label"
          ? "either"
          : "tool";
      if (refEntity) im.entity = refEntity;
      if (mode === "child-key" && refEnt) im.field = refEnt.idField;
      if (role !== "id" && role !== "reference") im.role = mode === "id" ? "id" : "reference";
    } else if (["limit", "offset", "page", "ignore"].includes(mode) && !field) {
      im.cosmetic = true;
    } else if (mode === "search" && op.kind === "read") {
      im.finds = true;
    }
    inputs[p] = im;
  }
  // `POST /reviews/{id}/comments`: `id` names the review the comment goes under, found by a tool.
  const parent = op.info.parentParam;
  const parentEnt = parent ? entities[parent.collection] : undefined;
  if (parent && parentEnt && props[parent.param]) {
    inputs[parent.param] = {
      source: "tool",
      role: "reference",
      entity: parent.collection,
      field: parentEnt.idField,
    };
  }
  // Inputs the op does not map (body-flattened) still get a role.
  for (const [p, schema] of Object.entries(props)) {
    if (inputs[p]) continue;
    const fm = inferFieldModel(p, schema, {
      param: true,
      siblings,
      domain,
      ...(settings.has(p) ? { apiSetting: true } : {}),
    });
    const setting = callSetting(fm.role, null, p, schema);
    inputs[p] =
      fm.role === "plumbing"
        ? { source: "plumbing", role: "plumbing", cosmetic: true }
        : (setting ?? { source: "user", role: fm.role });
  }
  // A value whose whole doc is "Id of Channel" (ritc's raw body of `POST /users/{user_id}/channels`)
  // is a channel's key a tool gives, not a text the user writes: "assign a message on the app
  // user" (fresh52 readers), whatever the input is called.
  for (const [p, im] of Object.entries(inputs)) {
    if (im.source !== "user" || !["free-text", "other", "label"].includes(im.role)) continue;
    const schema = flatSchema(props[p] ?? {});
    const type = schemaType(schema);
    if (type !== "string" && type !== "integer") continue;
    const desc = typeof schema.description === "string" ? schema.description : "";
    const ref = describedKeyOf(desc, collections);
    const refEnt = ref ? entities[ref] : undefined;
    if (!ref || !refEnt) continue;
    inputs[p] = { source: "tool", role: "reference", entity: ref, field: refEnt.idField };
  }
  // A page fetch's settings (proxy, device, timeout) keep their defaults in every call.
  for (const p of fetchSettings(t)) {
    const fixed = plumbingValue(p, props[p] ?? {});
    inputs[p] = {
      source: "plumbing",
      role: "plumbing",
      cosmetic: true,
      ...(fixed !== undefined ? { fixed } : {}),
    };
  }
  const preconditions: Precondition[] = [];
  const effects: Effect[] = [];
  if (ent) {
    const writes = op.kind !== "list" && op.kind !== "read";
    // A create has no target record yet, so nothing to be applicable to.
    const app = writes && op.kind !== "create" ? applicability(t, op, ent, entities) : undefined;
    if (app) preconditions.push(app);
    if (writes && op.kind !== "create") preconditions.push(...kindPreconditions(t, op, ent));
    if (writes && op.kind !== "create") preconditions.push(...statusPreconditions(t, op, ent));
    if (op.kind === "create") preconditions.push(...liveParents(inputs, ent, entities));
    const a = op.association;
    if (a?.childField) {
      const rel = a.relation === "remove" ? "remove-child" : "add-child";
      effects.push({ kind: rel, entity: a.parent, child: a.childField });
      if (entities[a.child])
        preconditions.push({
          kind: "exists",
          entity: a.child,
          errorCode: "NotFound",
          reason: `the ${entities[a.child]!.noun} must exist`,
        });
    } else if (op.kind === "create") effects.push({ kind: "create", entity: ent.name });
    else if (op.kind === "delete" && op.target !== undefined && ent.statusField)
      // A delete that keeps its record in a gone state (CloudHSM's backup PENDING_DELETION).
      effects.push({
        kind: "set-status",
        entity: ent.name,
        fields: [ent.statusField],
        status: String(op.target),
      });
    else if (op.kind === "delete") effects.push({ kind: "delete", entity: ent.name });
    else if (op.kind === "update") {
      const fields = op.params
        .filter(([, f, m]) => f && (m === "set" || m === "status"))
        .map(([, f]) => f!);
      effects.push({ kind: "update", entity: ent.name, ...(fields.length ? { fields } : {}) });
    } else if (op.kind === "action") {
      if (op.target !== undefined && ent.statusField) {
        effects.push({
          kind: "set-status",
          entity: ent.name,
          fields: [ent.statusField],
          status: String(op.target),
        });
      }
      if (op.flag) {
        // The effect only: a "not already" precondition here would hold model-written code to a
        // rule its doc never states (the runtime answers Conflict on a repeat by itself).
        effects.push({ kind: "update", entity: ent.name, fields: [op.flag.field] });
      }
      const sets = op.params
        .filter(([, f, m]) => f && m === "set" && ent.fields[f])
        .map(([, f]) => f!);
      if (sets.length > 0) effects.push({ kind: "update", entity: ent.name, fields: sets });
      if (effects.length === 0)
        effects.push({ kind: "record", entity: ent.name, log: logOf(t, op) });
    }
  }
  const tm: ToolModel = {
    name: t.name,
    kind: op.kind,
    inputs,
    preconditions,
    effects,
    phrase: phraseOf(
      t,
      op,
      entities,
      preconditions.find(
        (p) => p.errorCode === "FailedPrecondition" && p.field === ent?.categoryField,
      ),
    ),
  };
  if (op.entity) tm.entity = op.entity;
  const oneOf = oneOfRequired(t);
  if (oneOf.length > 0) tm.requiresOneOf = oneOf;
  if (op.association)
    tm.association = {
      relation: op.association.relation,
      parent: op.association.parent,
      child: op.association.child,
    };
  return tm;
}

/** Where an event-like action is recorded: `speak` → announcements, `activate_scene` → scene_activations. */
function logOf(t: ToolSpec, op: OpPlan): string {
  const words = splitWords(t.name);
  // `post_likes_playlists_by_playlist_id`: the mark its path sets names the log ("likes").
  const markAt = words.findIndex(isMarkNoun);
  if (markAt >= 0) return plural(singular(words[markAt]!));
  const vi = Math.max(
    0,
    words.findIndex((w) => LOG_NOUN[w]),
  );
  const verb = words[vi] ?? "action";
  const noun = LOG_NOUN[verb] ?? `${verb}_event`;
  // `activate_scene` → scene_activations: the name's own object qualifies the log.
  const object =
    words.slice(vi + 1).join("_") || (verb === "activate" && op.entity ? singular(op.entity) : "");
  return plural(verb === "activate" && object ? `${object}_${noun}` : noun);
}

const inferred = new WeakMap<object, SemanticModel>();

/**
 * The semantic model of a bundle: the stored one (v2), or — for v1 bundles — inferred from its
 * tools once and remembered. Every stage reads the model through this accessor.
 */
export function modelOf(bundle: EnvBundle | EnvBundleContent): SemanticModel {
  if (bundle.model) return bundle.model;
  const hit = inferred.get(bundle);
  if (hit) return hit;
  const model = buildSemanticModel(bundle.tools, {
    domain: bundle.domain,
    source: "inferred-on-load",
  });
  inferred.set(bundle, model);
  return model;
}

/** One derived total: `field = Σ line[].qty × line[].price` (qty/price absent ⇒ 1). */
export interface DerivedRule {
  field: string;
  line: string;
  qty?: string;
  price?: string;
}

/** The derived totals of an entity, parsed from `derivedFrom`. */
export function derivedRules(model: SemanticModel, entity: string): DerivedRule[] {
  const ent = model.entities[entity];
  if (!ent) return [];
  const rules: DerivedRule[] = [];
  for (const [field, f] of Object.entries(ent.fields)) {
    if (f.role !== "derived" || !f.derivedFrom) continue;
    const m = /^sum\((\w+)\[\]\.(\w+)(?: \* \w+\[\]\.(\w+))?\)$/.exec(f.derivedFrom);
    if (!m) continue;
    const [, line, a, b] = m;
    const qtyFirst = b !== undefined;
    const rule: DerivedRule = { field, line: line! };
    if (qtyFirst) {
      rule.qty = a!;
      rule.price = b!;
    } else if (f.derivedFrom.includes("price") || f.derivedFrom.includes("cost")) rule.price = a!;
    else rule.qty = a!;
    rules.push(rule);
  }
  return rules;
}

function num(v: unknown): number {
  const n =
    typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : Number.NaN;
}

/** A price total less the share of the coupon its record names (the runtime's `couponOff`). */
export function lessCoupon(
  sum: number,
  rule: DerivedRule,
  rec: Record<string, unknown>,
  state: Record<string, unknown>,
): number {
  return rule.price ? afterCoupon(sum, rec, state) : sum;
}

/** Set every derived total of every record from its lines (the runtime does the same after writes). */
export function applyDerived(model: SemanticModel, state: Record<string, unknown>): void {
  for (const entity of Object.keys(model.entities)) {
    const rules = derivedRules(model, entity);
    const rows = state[entity];
    if (rules.length === 0 || !Array.isArray(rows)) continue;
    const fields = model.entities[entity]!.fields;
    for (const rec of rows as Record<string, unknown>[]) {
      for (const r of rules) {
        const lines = Array.isArray(rec[r.line]) ? (rec[r.line] as unknown[]) : [];
        let sum = 0;
        for (const l of lines) {
          if (!l || typeof l !== "object") continue;
          const o = l as Record<string, unknown>;
          const q = r.qty ? num(o[r.qty]) : 1;
          const p = r.price ? num(o[r.price]) : 1;
          if (Number.isFinite(q) && Number.isFinite(p)) sum += q * p;
        }
        sum = Math.round(lessCoupon(sum, r, rec, state) * 100) / 100;
        const t = fields[r.field]?.type;
        rec[r.field] = t === "integer" ? Math.round(sum) : t === "string" ? sum.toFixed(2) : sum;
      }
    }
  }
}

function list(values: unknown[] | undefined, max = 6): string {
  if (!values || values.length === 0) return "";
  const shown = values.slice(0, max).map((v) => String(v));
  return `[${shown.join(", ")}${values.length > max ? ", …" : ""}]`;
}

/** The model as plain text, for people: what each record holds and what each tool does. */
export function describeModel(model: SemanticModel): string {
  const out: string[] = [`Domain: ${model.domain} (model: ${model.source})`, "", "Entities"];
  for (const e of Object.values(model.entities)) {
    const keys = [
      `id ${e.idField}`,
      e.labelField ? `label ${e.labelField}` : "",
      e.statusField ? `status ${e.statusField}` : "",
      e.categoryField ? `category ${e.categoryField}` : "",
    ].filter(Boolean);
    out.push(`  ${e.name} — one ${e.noun} (${keys.join(", ")})`);
    if (e.subtype) out.push(`    only ${e.subtype.field} ${list(e.subtype.values)}`);
    for (const [name, f] of Object.entries(e.fields)) {
      const extra = [
        f.ref ? `→ ${f.ref}` : "",
        f.part ? f.part : "",
        f.unit ? f.unit : "",
        f.derivedFrom ? `= ${f.derivedFrom}` : "",
        f.values ? list(f.values) : "",
        f.transitions
          ? `moves ${Object.entries(f.transitions)
              .map(([a, b]) => `${a}→${b.join("|")}`)
              .join(", ")}`
          : "",
      ].filter(Boolean);
      out.push(`    ${name}: ${f.role}${extra.length ? ` ${extra.join(" ")}` : ""}`);
    }
    for (const [field, c] of Object.entries(e.children ?? {}))
      out.push(`    ${field}[] lines keyed by ${c.keyField}${c.entity ? ` (${c.entity})` : ""}`);
  }
  out.push("", "Tools");
  for (const t of Object.values(model.tools)) {
    const on = t.entity ? ` ${t.entity}` : "";
    out.push(`  ${t.name} — ${t.kind}${on}: "${t.phrase.text}"`);
    if (t.association)
      out.push(`    ${t.association.relation} ${t.association.child} ↔ ${t.association.parent}`);
    if (t.subtype) out.push(`    about ${t.subtype.field} ${list(t.subtype.values)}`);
    if (t.listField !== undefined)
      out.push(
        `    records ${t.listField === null ? "none (no list of them in the output)" : t.listField === "" ? "the output array" : `in ${t.listField}`}`,
      );
    for (const p of t.preconditions) {
      const cond =
        p.kind === "exists"
          ? `a ${p.entity} record exists`
          : `${p.entity}.${p.field} ${p.kind === "field-in" ? "in" : "not in"} ${list(p.values)}`;
      out.push(`    requires ${cond} — "${p.reason}" (else ${p.errorCode})`);
    }
    for (const e of t.effects) {
      const what = [
        e.child ? `${e.child}[]` : "",
        e.fields?.join(", ") ?? "",
        e.status ? `→ ${e.status}` : "",
        e.log ? `into ${e.log}` : "",
      ]
        .filter(Boolean)
        .join(" ");
      out.push(`    effect: ${e.kind} ${e.entity}${what ? ` ${what}` : ""}`);
    }
    const inputs = Object.entries(t.inputs).map(
      ([n, i]) =>
        `${n} ← ${i.source}${i.source === "plumbing" && i.fixed !== undefined ? `=${JSON.stringify(i.fixed)}` : ""} (${i.role})`,
    );
    if (inputs.length > 0) out.push(`    inputs: ${inputs.join("; ")}`);
  }
  return out.join("\n");
}
