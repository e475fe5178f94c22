import {
  DEFAULT_FLAG,
  docDeprecated,
  docNamesRecord,
  docShape,
  handleFitting,
  kindAttributeGroup,
  maskSecret,
  patternOf,
  SECRET_KEY,
  type ShapeSchema,
  SYSTEM_FLAG,
  shapeOf,
} from "../domain/doc-shapes.js";
import { PERSON_NOUN, personCollectionFor } from "../domain/field-roles.js";
import { lexiconValues } from "../domain/lexicon/index.js";
import { resourcePath } from "../domain/resource-names.js";
import { createRng, deriveSeed, type Rng } from "../domain/rng.js";
import { schemaMisfits } from "../domain/schema-fit.js";
import {
  afterCoupon,
  cohereAzureOperation,
  cohereDisplayNames,
  cohereDuration,
  cohereFormulas,
  cohereLanguage,
  cohereSiblings,
  cohereStatusFields,
  countParts,
  durationUnitMs,
  fitPageEnvelope,
  itemIdentity,
  slugsFromNames,
} from "../domain/sibling-coherence.js";
import { COUNTRIES, DEVICE_ATTRIBUTES } from "../domain/value-data.js";
import {
  AFTER_CREATION_STAMP,
  type ArnTemplate,
  CREATED_STAMP,
  cloudProviderOf,
  createValueSampler,
  describedClasses,
  documentedValues,
  fieldWords,
  fitsScalar,
  homeOf,
  instantOf,
  realCodesLike,
  samplePattern,
  stampOf,
  type ValueSampler,
} from "../domain/values.js";
import { looseKey, plural, singular, splitWords } from "../domain/words.js";
import type { EnvBundle, ToolSpec } from "../schema/index.js";
import type { FieldModel, SemanticModel } from "../schema/semantic-model.js";
import { lifecycleOf } from "./lifecycle.js";
import { buildModel, type EntityModel, type EnvModel, shapeProviderIds } from "./model.js";
import {
  enumOf,
  flatSchema,
  isObj,
  propsOf,
  type Schema,
  schemaType,
  undescribed,
} from "./schema-utils.js";
import { applyDerived } from "./semantic-model.js";
import { typeFields, typesNamedBy } from "./subtype.js";

type Rec = Record<string, unknown>;

export interface SeedOptions {
  seed: number;
  clockStart: string;
  /** Words about the environment (domain, name, description): picks the product catalogue. */
  domain?: string;
  /**
   * 0 (default) is the bundle's own initial state; any other number gives a different state of
   * the same shape (same collections and record counts, so ids the runtime mints never collide).
   */
  episodeSeed?: number;
  /** Records per collection, when they must match an existing state (episode states). */
  counts?: Record<string, number>;
  /** Field roles from the semantic model, when one exists. */
  semantic?: SemanticModel;
  /**
   * Fields each collection's records must hold (from the bundle's state schema): never left out,
   * since the bundle's code and output schemas count on them (a note's `body`).
   */
  required?: Record<string, readonly string[]>;
}

/** Status values that say the thing already happened, or has yet to happen. */
const DONE_STATUS =
  /complete|done|closed|deliver|cancel|resolv|fulfil|return|expire|used|finish|attend|no_?show|refund|archiv|past|ended/;
const AHEAD_STATUS = /schedul|booked|upcoming|pending|confirm|planned|reserved|open|requested/;
/** Fields that say when the thing happens (not when the record was written). */
const WHEN_FIELD =
  /^(start|start_time|start_at|starts_at|start_date|date|time_slot|scheduled_(at|for|time|date)|appointment_(date|time)|departure(_time|_date|_at)?|eta|event_date|check_?in(_date)?|pickup_(date|time)|due_(date|at)|slot_time|visit_date)$/;

/** Fields a record shares with the record it belongs to: the account, place and currency. */
const SHARED_CONTEXT =
  /(^|_)(account|owner|tenant|workspace|organization|organisation|org|project|site|region|zone|availability_zone|currency|country|timezone|time_zone|city|state|postal_code|zip|location|outpost|cluster|vpc|subnet|environment)(_id|_code|_name|_arn)?$/;

/** `orderEntities` per model: every episode state of a bundle walks the same model. */
const entityOrders = new WeakMap<EnvModel, readonly EntityModel[]>();

/** Entities in an order where referenced collections come first (cycles broken arbitrarily). */
function orderEntities(model: EnvModel): readonly EntityModel[] {
  let order = entityOrders.get(model);
  if (!order) {
    order = orderEntitiesOf(model);
    entityOrders.set(model, order);
  }
  return order;
}

function orderEntitiesOf(model: EnvModel): EntityModel[] {
  const out: EntityModel[] = [];
  const seen = new Set<string>();
  const visiting = new Set<string>();
  const visit = (e: EntityModel) => {
    if (seen.has(e.name) || visiting.has(e.name)) return;
    visiting.add(e.name);
    const named = Object.keys(e.fields).flatMap((f) =>
      f === e.idField ? [] : [refByName(model, f)?.name ?? ""],
    );
    for (const t of [...Object.values(e.refs), ...nestedRefs(model, e), ...named]) {
      const target = model.entities[t];
      if (target && t !== e.name) visit(target);
    }
    visiting.delete(e.name);
    seen.add(e.name);
    out.push(e);
  };
  for (const e of Object.values(model.entities).sort((a, b) => a.name.localeCompare(b.name)))
    visit(e);
  return out;
}

/** What seeding reads of an entity's fields, the same for every record and every episode. */
interface EntityLayout {
  /** Reference field → the collection it names. */
  refTo: Readonly<Record<string, string>>;
  refFields: readonly string[];
  labelFields: readonly string[];
  /** Fields in the order a record draws them. */
  byEnumFirst: ReadonlyArray<[string, Schema]>;
}

const layouts = new WeakMap<EntityModel, EntityLayout>();

/** An entity's layout, made once per entity model (models are kept per tool list). */
function layoutOf(model: EnvModel, ent: EntityModel): EntityLayout {
  let layout = layouts.get(ent);
  if (layout) return layout;
  // `SiteId` on an outpost names a site even when the model did not list it as a reference.
  const implicit: Record<string, string> = {};
  for (const f of Object.keys(ent.fields)) {
    const target = f !== ent.idField && !ent.refs[f] ? refByName(model, f) : undefined;
    if (target && target.name !== ent.name) implicit[f] = target.name;
  }
  const refTo: Record<string, string> = { ...implicit, ...ent.refs };
  // A record's label: its name, and its name under its own noun (`ApplicationName` of an
  // application — left out, two applications were called "Support Portal" and a describe by that
  // name could not tell them apart, fresh66 readers N); and the field named for the record's own
  // kind: the `word` of a word, the `category` of a category is what it is called (left out, the
  // list of categories named nothing).
  const own = fieldWords(ent.singular);
  const labelFields = Object.keys(ent.fields).filter(
    (f) =>
      /^(name|title|label|display_name|full_name)$/.test(fieldWords(f)) ||
      new RegExp(`^${own}_(name|title|label)$`).test(fieldWords(f)) ||
      // …or under the last word of it: an anomaly monitor's `MonitorName` (left out, the runtime
      // drew it per record and six monitors listed "staging-monitor" twice, fresh69 readers N).
      new RegExp(`^${own.split("_").pop()}_(name|title|label)$`).test(fieldWords(f)) ||
      (f !== ent.idField &&
        fieldWords(f) === fieldWords(ent.singular) &&
        !/(^|_)(id|key|code|no|number|ref)$/.test(fieldWords(f))),
  );
  // Enums (types, categories) first so names and attributes can follow them.
  // A record's own key or slug is made from its name (`"key":"brave-new-world"` beside
  // "Brave New World"): it follows the name.
  // (Only where every field is drawn: past 40 the order decides which fields a record keeps.)
  const fieldCount = Object.keys(ent.fields).length;
  // A record's type or category (`product_type`), listed or not, comes before its name: a
  // transport company's product is named for its type, not from the shop catalogue.
  const rank = (f: string, fs: Schema) =>
    enumOf(flatSchema(fs)) ||
    (/(^|_)(type|kind|category)$/.test(fieldWords(f)) &&
      schemaType(flatSchema(fs)) !== "array" &&
      schemaType(flatSchema(fs)) !== "object")
      ? 0
      : (OWN_KEY.test(fieldWords(f)) || fieldWords(f) === `${fieldWords(ent.singular)}_key`) &&
          labelFields.length > 0 &&
          fieldCount <= 40
        ? 2
        : 1;
  const byEnumFirst = Object.entries(ent.fields).sort(
    ([fa, a], [fb, b]) => rank(fa, a) - rank(fb, b),
  ) as Array<[string, Schema]>;
  layout = { refTo, refFields: Object.keys(refTo), labelFields, byEnumFirst };
  layouts.set(ent, layout);
  return layout;
}

/** Collections named by `x_id` keys nested inside fields (`lines[].product_id` → products). */
function nestedRefs(model: EnvModel, e: EntityModel): string[] {
  const out: string[] = [];
  const walk = (schema: Schema, depth: number) => {
    if (depth > 3) return;
    const s = flatSchema(schema);
    const inner = isObj(s.items) ? flatSchema(s.items as Schema) : s;
    for (const [k, v] of Object.entries(propsOf(inner))) {
      const hit = refByName(model, k);
      if (hit) out.push(hit.name);
      walk(v, depth + 1);
    }
  };
  for (const f of Object.values(e.fields)) walk(f, 0);
  return out;
}

const refMemo = new WeakMap<EnvModel, Map<string, EntityModel | undefined>>();

/** `product_id` → the `products` entity (memoised: every record of every episode asks again). */
function refByName(model: EnvModel, field: string): EntityModel | undefined {
  let memo = refMemo.get(model);
  if (!memo) {
    memo = new Map();
    refMemo.set(model, memo);
  }
  if (memo.has(field)) return memo.get(field);
  const stem = field.replace(/_?(id|Id|ID)$/, "");
  const byName = (name: string) =>
    Object.values(model.entities).find((x) => looseKey(x.singular) === looseKey(name));
  const person = () => {
    const col = personCollectionFor(fieldWords(stem), Object.keys(model.entities));
    return col ? model.entities[col] : undefined;
  };
  const hit = stem === field ? undefined : (byName(stem) ?? person());
  memo.set(field, hit);
  return hit;
}

/** Fields that hold a page of records of the collection's own kind. */
// JSON:API's `attributes` (and a record's `properties`/`fields` bag) hold the record's own fields:
// OpenFinTech's banks inside `attributes` were named like product attributes, "Capacity" (f32).
const GENERIC_CONTAINER =
  /^(_?embedded|data|item|items|result|results|record|records|entries|entry|rows|row|hits|hit|list|objects|values|content|elements|attributes|properties|fields)$/;

/** A bag of this many optional attributes or more is broad: a record carries some of them. */
const BROAD_RECORD = 16;

/** Members that hold a record's attributes of every kind it might have (`attributes`, `specs`). */
const ATTRIBUTE_BAG =
  /^(attributes|product_attributes|item_attributes|properties|specs|specifications|characteristics|details|features)$/;

/** Members that say what a broad record is, kept on every one: its name, text, brand, kind. */
const IDENTITY_MEMBER =
  /^(name|title|display_name|product_name|description|brand|category|product_type|type|kind|image_link|image_url|url|link|price|sku|gtin|mpn)$/;

/** The one field of a wrapper object (`{"value": "Jane Doe"}`). */
const WRAPPED_VALUE = /^(value|values|text|content)$/;

/** Fields that name one record: two records do not share them. */
const IDENTIFYING =
  /(^|_)(id|number|no|code|login|login_name|username|user_name|email|handle|account_number|serial)$/;
/** The word a record is found by (an icon's `term`, a dictionary's `headword`): its own too. */
const OWN_WORD = /^(term|headword)$/;

/**
 * Addresses a service gives each record its own of: every accelerator had the DNS name
 * "a1234567890abcdef.awsglobalaccelerator.com" (dev65 blind readers N).
 */
const OWN_ADDRESS = /(^|_)(dns_name|hostname|host_name|fqdn|ip_address|public_ip|private_ip)$/;

/** The kinds of record a person names (collections with a name or title): what a `source_type` holds. */
function namedKinds(model: EnvModel): string[] {
  const entities = Object.values(model.entities);
  const named = entities.filter((e) =>
    Object.keys(e.fields).some((f) => /(^|_)(name|title)$/.test(fieldWords(f))),
  );
  // Kinds other records point at (a box, a user) are things; a collection nothing references is
  // often an operation's leftovers (`incoming`, `createconnection`).
  const referenced = new Set(entities.flatMap((e) => Object.values(e.refs)));
  const pointed = named.filter((e) => referenced.has(e.name));
  return (pointed.length >= 2 ? pointed : named).map((e) => e.singular);
}

/** Words that tell the sampler what the environment sells or does. */
function domainWords(model: EnvModel, domain: string | undefined): string {
  const words = [domain ?? ""];
  for (const e of Object.values(model.entities)) {
    words.push(e.name);
    for (const [f, s] of Object.entries(e.fields)) {
      if (/category|type|kind|genre/.test(f))
        words.push(...(enumOf(flatSchema(s)) ?? []).map(String));
    }
  }
  return words.join(" ");
}

/**
 * Where the environment is at home (its country's code and currency), as its seeded state and
 * runtime values have it: money with no currency beside it is said in this one.
 */
export function envLocale(
  model: EnvModel,
  seed: number,
  domain: string | undefined,
): { country?: string; currency: string } {
  const home = homeOf(seed, domainWords(model, domain));
  const country = home.country === undefined ? undefined : COUNTRIES[home.country]?.code;
  return country ? { country, currency: home.currency } : { currency: home.currency };
}

const itemSchemas = new WeakMap<Schema, Schema>();

/**
 * The schema an item of list schema `s` is drawn from, made once per list schema: the sampler
 * remembers the kind of value a schema holds by the schema object, and a copy made per value had
 * it worked out again for every item of every record in every episode.
 */
function itemSchemaOf(s: Schema): Schema {
  const known = itemSchemas.get(s);
  if (known) return known;
  const own = flatSchema(isObj(s.items) ? (s.items as Schema) : {});
  // The list's example is its items' ("destinations": ["447777777777", …]; "Telephone numbers
  // of each of the recipients"): an item is one of those, never "DES-3921".
  const exampleItems = [s.example, ...(Array.isArray(s.examples) ? s.examples : [])]
    .filter((x): x is unknown[] => Array.isArray(x))
    .flat()
    .filter((x) => x !== null && !isObj(x) && !Array.isArray(x));
  // A list's description is its items' when they have none of their own ("array of urls of
  // performance results": each item is a URL, never "END-4865").
  const described =
    own.description === undefined &&
    typeof s.description === "string" &&
    schemaType(own) !== "object"
      ? { description: s.description }
      : {};
  const items: Schema =
    exampleItems.length > 0 &&
    own.example === undefined &&
    own.examples === undefined &&
    !enumOf(own)
      ? { ...own, examples: exampleItems, ...described }
      : { ...own, ...described };
  itemSchemas.set(s, items);
  return items;
}

/**
 * Seeded, realistic initial state: several records per collection; values from the doc's own
 * examples, then the field-semantics table (values.ts); references that resolve and agree; and
 * records that hold together (totals = Σ lines, sale price ≤ price, one place per address,
 * device attributes that fit the device type, statuses that fit the dates).
 */
export function seedState(model: EnvModel, opts: SeedOptions): Record<string, Rec[]> {
  const episode = Math.trunc(opts.episodeSeed ?? 0);
  const valueSeed = episode === 0 ? opts.seed : deriveSeed(opts.seed, "episode", episode);
  const sampler = createValueSampler(valueSeed, {
    clockStart: opts.clockStart,
    domain: domainWords(model, opts.domain),
    entities: namedKinds(model),
    kept: Object.values(model.entities).map((e) => e.singular),
    home: opts.seed,
  });
  const rng = sampler.rng;
  const sparseRng = createRng(deriveSeed(valueSeed, "sparse-members"));
  const homeRng = createRng(deriveSeed(valueSeed, "home-currency"));
  // Times moved into order draw from their own stream: no other value moves with them.
  const eventRng = createRng(deriveSeed(valueSeed, "event-times"));
  const spanRng = createRng(deriveSeed(valueSeed, "validity-spans"));
  const clock = Date.parse(opts.clockStart);
  const state: Record<string, Rec[]> = {};
  const semanticOf = (ent: string, field: string): FieldModel | undefined =>
    opts.semantic?.entities[ent]?.fields[field];

  const valueFor = (
    ent: EntityModel,
    field: string,
    schema: Schema,
    rec: Rec,
    depth: number,
    siblings?: string[],
    optional = true,
    unnamed = false,
  ): unknown => {
    const s = flatSchema(schema);
    if (s.const !== undefined) return s.const;
    const en = enumOf(s)?.filter((x) => x !== null);
    // A listed country is the one of the record's place (the sampler knows it): Atlanta is not "GL".
    if (en && en.length > 0 && /^country(_code|_iso|_iso_code)?$/.test(fieldWords(field)))
      return sampler.value({ name: field, schema: s, entity: ent.name, record: rec, siblings });
    if (en && en.length > 0) {
      const drawn = rng.pick(en);
      // A listed currency is mostly the environment's own: an employee's expenses are not spread
      // evenly over EUR, USD, GBP and CNY (bundled helpdesk). Its own draw, so no other value moves.
      return en.includes(sampler.currency) &&
        /^currency(_code)?$/.test(fieldWords(field)) &&
        homeRng.next() < 0.75
        ? sampler.currency
        : drawn;
    }
    const t =
      schemaType(s) ??
      (/count|price|amount|total|quantity/.test(looseKey(field)) ? "number" : "string");
    if (t === "null") return null;
    if (t === "array") {
      // Nested collections stay small: state is copied on every call.
      if (depth > 1 || (depth === 1 && typeof s.minItems !== "number")) return [];
      // A list the doc shows only empty, its items of no shape, names nothing an item could be:
      // PA TV's contributors carried "media":["region","catalogue"] (fresh58 readers, N).
      const shown = [s.example, ...(Array.isArray(s.examples) ? s.examples : [])].filter(
        (x) => x !== undefined,
      );
      const bare = isObj(s.items) ? flatSchema(s.items as Schema) : {};
      if (
        shown.length > 0 &&
        shown.every((x) => Array.isArray(x) && x.length === 0) &&
        schemaType(bare) === undefined &&
        !isObj(bare.properties) &&
        !enumOf(bare) &&
        bare.example === undefined &&
        !Array.isArray(bare.examples)
      )
        return [];
      const items = itemSchemaOf(s);
      const lo = typeof s.minItems === "number" ? s.minItems : 1;
      const hi = Math.max(lo, Math.min(typeof s.maxItems === "number" ? s.maxItems : 3, 3));
      const isObject = schemaType(items) === "object";
      const n = isObject ? Math.max(lo, Math.min(rng.range(lo, hi), 2)) : rng.range(lo, hi);
      const out: unknown[] = [];
      // What tells two items apart: their name, else every field but their measures — two
      // stock lines of one shoe are not both size 46 with other quantities (the bundled shop).
      const named = (x: unknown) => {
        if (!isObj(x)) return undefined;
        const own = Object.entries(x).find(([k]) =>
          /^(name|title|label|display_name)$/.test(fieldWords(k)),
        );
        return own ? own[1] : itemIdentity(x);
      };
      // One of `countries` is a country (not a "countrie"), one of `activity_types` a type.
      const itemName = field.endsWith("s") ? singular(field) : field;
      // An optional list the doc says nothing of holds what its name says, or is left out: its
      // items would be filler ("TV-3640" in `templateVars`).
      const guessed = optional && undescribed(s, field);
      // A country's calling codes are its own: their items read the record's country.
      const itemRecord = (): Rec =>
        sampler.kindOf({ name: itemName, schema: items, entity: ent.name }) === "calling-code"
          ? { ...rec }
          : {};
      for (let k = 0; k < n; k++) {
        let v = valueFor(ent, itemName, items, itemRecord(), depth + 1, undefined, guessed);
        if (v === undefined && guessed) return undefined;
        // Two items of one list are not called the same ("School pickup" twice).
        for (
          let t = 0;
          t < 6 && named(v) !== undefined && out.some((o) => named(o) === named(v));
          t++
        )
          v = valueFor(ent, itemName, items, {}, depth + 1, undefined, false);
        // An item nothing fits (a calling code of a country no table knows) is left out, not null;
        // so is one still named like another after the redraws, while the list keeps its minimum.
        const twin = named(v) !== undefined && out.some((o) => named(o) === named(v));
        if (v !== undefined && !(twin && out.length >= lo)) out.push(v);
      }
      // A list of words (regions, tags) names each once, whatever `uniqueItems` says; so does a
      // list of objects the doc's one example fills alike (api.video's `metadata`:
      // [{"key":"Color","value":"Green"}, {"key":"Color","value":"Green"}], fresh25).
      const unique = s.uniqueItems || out.every((x) => typeof x === "string" || isObj(x));
      const distinct = unique ? [...new Map(out.map((x) => [JSON.stringify(x), x])).values()] : out;
      const listed = distinct.length >= lo ? distinct : out;
      // An item with nothing in it (every field optional and of no known meaning) is no item:
      // `"children":[{}, {}]` reads as a bug.
      const full = listed.filter((x) => !isObj(x) || Object.keys(x).length > 0);
      return full.length >= (typeof s.minItems === "number" ? s.minItems : 0) ? full : listed;
    }
    if (t === "object") {
      if (depth > 2) return {};
      const obj: Rec = {};
      const req = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      let optional = 0;
      // Which fields a nested record keeps is decided in the doc's order; a record's own key is
      // then made after its name, as at the top level ("key":"the-plague" beside "The Plague").
      const kept: Array<[string, unknown]> = [];
      const members = Object.entries(propsOf(s));
      // A bag of many optional attributes (a catalogue product's `attributes`) carries some of
      // them, as real records do, not all: a skillet with a gender, a format and an alcohol
      // content read as nonsense (fresh64 blind readers N). Drawn from a stream of their own.
      // A configuration's members stay: tasks read and change them.
      const broad =
        ATTRIBUTE_BAG.test(fieldWords(field)) &&
        members.filter(([k]) => !req.has(k)).length >= BROAD_RECORD;
      for (const [k, ps] of members) {
        const p = flatSchema(ps);
        const desc = typeof p.description === "string" ? p.description : "";
        // The member the doc marks as the record's name or title comes whatever the cap.
        if (docNamesRecord(k, desc) && schemaType(p) !== "object") {
          kept.push([k, ps]);
          continue;
        }
        // A member the doc marks deprecated is one a server no longer sends ("IpFamily is
        // deprecated and has been replaced by IpAddressFamily" held an IP address, fresh65 N).
        if (!req.has(k) && (docDeprecated(ps) || docDeprecated(p))) continue;
        // "Grocery Attributes": a group for one kind of record, left out of a record not of it.
        const group = schemaType(p) === "object" ? kindAttributeGroup(desc) : undefined;
        if (!req.has(k) && group && !JSON.stringify(drawing).toLowerCase().includes(group))
          continue;
        // Nested records keep their required fields and a handful of others: state is copied per call.
        const nestedObj = schemaType(p) === "object";
        if (!req.has(k) && (depth >= 1 ? nestedObj || ++optional > 8 : ++optional > 24)) continue;
        if (!req.has(k) && broad && !IDENTITY_MEMBER.test(fieldWords(k)) && sparseRng.next() < 0.55)
          continue;
        kept.push([k, ps]);
      }
      const named = kept.some(([k]) => /^(name|title)$/i.test(k));
      // …and its type before its name, as at the top level (`product_type` before `name`).
      const typed = (k: string, ps: unknown) =>
        /(^|_)(type|kind|category)$/.test(fieldWords(k)) &&
        !["array", "object"].includes(schemaType(flatSchema(ps as Schema)) ?? "");
      const ordered = named
        ? [
            ...kept.filter(([k, ps]) => typed(k, ps)),
            ...kept.filter(([k, ps]) => !typed(k, ps) && !OWN_KEY.test(fieldWords(k))),
            ...kept.filter(([k, ps]) => !typed(k, ps) && OWN_KEY.test(fieldWords(k))),
          ]
        : kept;
      for (const [k, ps] of ordered as Array<[string, Schema]>) {
        const ref = refByName(model, k);
        // Inside `warnings[]` the values belong to a warning, not to the item that has it.
        // … but the items of a page (`data`, `items`, `results`) are records of the parent's kind.
        const inner = GENERIC_CONTAINER.test(field) ? ent : { ...ent, name: field };
        // `{"value": …}` wrapping one value (`patientName: {value}`): the value means what its
        // parent field says — a patient's name, not a word of the doc.
        const wrapped = WRAPPED_VALUE.test(k) && Object.keys(propsOf(s)).length <= 2;
        const v = ref
          ? ((depth >= 1 ? parentsRef(k) : undefined) ?? pickRef(ref))
          : valueFor(
              inner,
              wrapped && !/^(value|values)$/.test(field) ? field : k,
              ps,
              obj,
              depth + 1,
              Object.keys(propsOf(s)),
              !req.has(k) && !wrapped,
            );
        if (v !== undefined) put(obj, k, v);
      }
      // A reference kept under `host` is to a Host, not to any type of the enum.
      for (const [tf, values] of typeFields(propsOf(s))) {
        const named = obj[tf] !== undefined ? typesNamedBy(field, values) : [];
        if (named.length > 0 && !named.includes(String(obj[tf]))) put(obj, tf, rng.pick(named));
      }
      return obj;
    }
    return sampler.value({
      name: field,
      schema: s,
      entity: ent.name,
      record: rec,
      siblings: siblings ?? Object.keys(ent.fields),
      optional,
      unnamed,
      ...(depth === 0 && semanticOf(ent.name, field) ? { field: semanticOf(ent.name, field) } : {}),
    });
  };

  /** The record being drawn, for what its nested records share with it. */
  let drawing: Rec = {};
  /**
   * A listed record's reference the record itself holds is the record's: the labels of a bucket
   * of org_1001 are org_1001's, not org_1003's (stop52 blind readers N, InfluxDB).
   */
  const parentsRef = (key: string): unknown => {
    // A person is a role, not a parent: a leave request's approver is another employee.
    if (PERSON_NOUN.test(fieldWords(key).replace(/_id$/, "").replace(/_/g, " "))) return undefined;
    const own = Object.keys(drawing).find((k) => looseKey(k) === looseKey(key));
    return own === undefined ? undefined : drawing[own];
  };
  const pickRef = (target: EntityModel): unknown => {
    const rows = state[target.name];
    return rows && rows.length > 0 ? rng.pick(rows)[target.idField] : undefined;
  };

  // References to a collection seeded later (a cycle: an application's current
  // `ApplicationVersionId`, and each version's `ApplicationName`), taken once both exist.
  const ahead = new Set<string>();
  for (const ent of orderEntities(model)) {
    const rows: Rec[] = [];
    const { refTo, refFields, labelFields, byEnumFirst } = layoutOf(model, ent);
    const parentRows = ent.oneToOne ? (state[ent.refs[ent.idField]!] ?? []) : [];
    // One minister per ministry, in the ministries' order (a random pick left ministries without).
    const ownerRows = ent.perParent ? (state[ent.refs[ent.perParent]!] ?? []) : [];
    // Counts come from the bundle seed alone: every episode has the same number of records.
    const countRng = createRng(deriveSeed(opts.seed, "count", ent.name));
    let count =
      opts.counts?.[ent.name] ??
      (ent.oneToOne
        ? Math.max(1, Math.min(parentRows.length, 10) - (parentRows.length > 3 ? 1 : 0))
        : ownerRows.length > 0
          ? Math.min(ownerRows.length, 10)
          : refFields.some((f) => ent.refs[f] !== ent.name)
            ? countRng.range(8, 12)
            : countRng.range(6, 9)) +
        // Records others hold (a clinic's slots) come in more: the booked ones leave some free.
        (opts.semantic?.entities[ent.name]?.heldBy ? countRng.range(6, 9) : 0);
    const shown = shownScheme(model, ent);
    if (shown) count = shown.length;
    const statusValues = ent.statusField
      ? enumOf(flatSchema(ent.fields[ent.statusField]!))
      : undefined;
    const shuffledStatus = statusValues ? rng.shuffle(statusValues) : undefined;
    const needed = neededTypes(opts.semantic, ent);
    // The fields a tool finds one record by (Azure's `/logprofiles/{logProfileName}` finds it by
    // its `name`): no record goes without one.
    const keyedBy = new Set(
      model.ops
        .filter((o) => o.entity === ent.name)
        .flatMap((o) => o.params.filter(([, , m]) => m === "id").map(([, f]) => f)),
    );
    const languageCodes = new Set<string>();
    for (let i = 0; i < count; i++) {
      const rec: Rec = {};
      drawing = rec;
      const id = idFor(
        ent,
        i,
        parentRows,
        model,
        rows,
        (f) => valueFor(ent, f, ent.fields[f] ?? {}, rec, 0, undefined, false),
        rng,
      );
      if (id === undefined && rows.length > 0 && !ent.oneToOne) break;
      rec[ent.idField] = id;
      // References: prefer targets that agree with references already chosen.
      for (const f of refFields) {
        if (f === ent.idField) continue;
        const target = model.entities[refTo[f]!]!;
        if (target.name === ent.name) continue;
        const chosen =
          f === ent.perParent && ownerRows[i]
            ? ownerRows[i]
            : chooseRef(ent, target, f, rec, state[target.name] ?? [], rng);
        if (!chosen && state[target.name] === undefined) ahead.add(`${ent.name}|${f}`);
        if (!chosen) continue;
        rec[f] = chosen[target.idField];
        // Only what the record shares with what it references: the target's own fields
        // (`artist_name`) and the context both live in (account, region, currency) — a song does
        // not take its artist's `defaultName`, `version` or `createDate`.
        const targetNoun = fieldWords(target.singular);
        // `boxName` next to `boxId` is that box's name (readers found "Box 40" beside "Box 9").
        const targetLabel = Object.keys(chosen).find((k) =>
          /^(name|title|label|display_name)$/.test(fieldWords(k)),
        );
        for (const k of Object.keys(ent.fields)) {
          const kw = fieldWords(k);
          if (
            targetLabel &&
            typeof chosen[targetLabel] === "string" &&
            new RegExp(`^${targetNoun}_(name|title|label)$`).test(kw)
          )
            put(rec, k, chosen[targetLabel]);
        }
        for (const k of Object.keys(ent.fields)) {
          if (k === target.idField || k === ent.idField || refFields.includes(k)) continue;
          if (chosen[k] === undefined || labelFields.includes(k)) continue;
          const kw = fieldWords(k);
          if (!kw.startsWith(`${targetNoun}_`) && !SHARED_CONTEXT.test(kw)) continue;
          if (
            /^(description|status|state|created_at|updated_at|type|kind|notes?|email|phone|links?|_links|self|href|url|name|tags?)$/.test(
              fieldWords(k),
            )
          )
            continue;
          put(rec, k, structuredCloneJson(chosen[k]));
        }
      }
      // A collection of one subtype (dell switches among data sources) holds only records of it.
      const sub = opts.semantic?.entities[ent.name]?.subtype;
      if (sub && ent.fields[sub.field]) rec[sub.field] = sub.values[i % sub.values.length];
      // A "Lights only" kind of rule finds a record it applies to, made as that kind from the
      // start so its name and attributes follow ("Kitchen light" with a brightness): the last
      // records take one needed type each. Flipping a finished record's type afterwards made
      // "Hallway speaker" a coffee maker with a volume.
      const back = count - 1 - i;
      if (needed && back < needed.values.length && rec[needed.field] === undefined)
        rec[needed.field] = needed.values[back];
      // Status spread across records, so filters return different things.
      if (ent.statusField && shuffledStatus && shuffledStatus.length > 0)
        rec[ent.statusField] = shuffledStatus[i % shuffledStatus.length];
      let extra = 0;
      for (const [f, fs] of byEnumFirst) {
        if (rec[f] !== undefined) continue;
        const said = flatSchema(fs).description;
        const doc = typeof said === "string" ? said : "";
        // Very wide records keep 40 fields; the runtime fills required ones on output, per record.
        // The one the doc marks as the record's name or title is kept whatever the cap.
        if (++extra > 40 && !docNamesRecord(f, doc)) continue;
        const named = labelFields.includes(f);
        const must = opts.required?.[ent.name]?.includes(f) ?? false;
        // …and so is a top-level one (InfluxDB's `retention_period_hrs`, "please transition to
        // use retentionPeriodSeconds"), unless the doc requires it.
        if (!must && f !== ent.idField && docDeprecated(fs)) continue;
        // "Grocery Attributes": a group for one kind of record, left out of a record not of it.
        const group = schemaType(flatSchema(fs)) === "object" ? kindAttributeGroup(doc) : undefined;
        if (group && !must && !JSON.stringify(rec).toLowerCase().includes(group)) continue;
        // A name the tools look records up by (a path parameter) is no name a record can go without.
        const mayGoUnnamed = named && !must && flatSchema(fs)["x-in"] !== "path" && !keyedBy.has(f);
        // One the doc marks as the record's name ("The name of the code review.") is drawn even
        // where nothing plausible names it; it still goes without rather than share another's.
        const unnamed = mayGoUnnamed && (f === ent.idField || !docNamesRecord(f, doc));
        let v = valueFor(ent, f, fs, rec, 0, undefined, !named && !must, unnamed);
        if (named) {
          v = parentLabel(ent, rec, model, state) ?? v;
          // Two records of a collection are not called the same (6 tries left two "Guest Room"s
          // among nine rooms drawn from a pool of about ten names).
          // Late draws are made for a copy: what the sampler keeps per record object (its
          // dictionary word) gave the same word forty times — "journey" twice in one dictionary.
          // A record left unnamed (nothing plausible names it) stays so.
          for (let k = 0; k < 40 && v !== undefined && rows.some((r) => r[f] === v); k++)
            v = valueFor(ent, f, fs, k < 20 ? rec : { ...rec }, 0, undefined, false, unnamed);
          // Where the names run out (the doc's two examples and a handful of words), a record
          // that may go without a name does, rather than share another's (opto22's analog inputs).
          if (mayGoUnnamed && v !== undefined && rows.some((r) => r[f] === v)) v = undefined;
        } else if (
          (IDENTIFYING.test(fieldWords(f)) ||
            OWN_ADDRESS.test(fieldWords(f)) ||
            OWN_WORD.test(fieldWords(f))) &&
          !ent.refs[f]
        ) {
          // An account number, a login or a message id names one record: the doc's one example
          // is not every sub-account's number.
          for (let k = 0; k < 12 && v !== undefined && rows.some((r) => r[f] === v); k++)
            v = valueFor(ent, f, fs, rec, 0, undefined, false);
        }
        if (
          typeof v === "string" &&
          CODE_KIND_NOUN.test(fieldWords(ent.singular)) &&
          OWN_CODE.test(fieldWords(f)) &&
          rows.some((r) => r[f] === v)
        ) {
          // A list of countries is not eight times the doc's "US": each is another real country,
          // and its name follows its code (dealer's countries, f21 readers' N).
          const desc = flatSchema(fs).description;
          const hint = `${f} ${ent.singular} ${typeof desc === "string" ? desc : ""}`;
          const free = realCodesLike(v, hint).filter((c) => !rows.some((r) => r[f] === c));
          if (free.length > 0) v = rng.pick(free);
        }
        if (v !== undefined) put(rec, f, v);
      }
      if (shown?.[i])
        for (const [k, v] of Object.entries(shown[i]!))
          if (k !== ent.idField && ent.fields[k] && !ent.refs[k]) rec[k] = structuredCloneJson(v);
      coherePrices(ent, rec, rng);
      fitDeviceAttributes(ent, rec);
      fitStatusToDates(ent, rec, clock, i);
      fitRanges(rec, rng, validitySpan(ent.fields, spanRng));
      fitNestedValidity(rec, ent.fields, spanRng);
      cohereDuration(rec, instantOf, (k) => {
        const d = flatSchema(ent.fields[k] ?? {}).description;
        // Unsaid, a duration is drawn in minutes (values.ts `duration-minutes`).
        return durationUnitMs(k, typeof d === "string" ? d : "") ?? 60_000;
      });
      cohereSiblings(rec);
      cohereStatusFields(rec, { properties: ent.fields, required: opts.required?.[ent.name] });
      cohereDisplayNames(rec, { properties: ent.fields, key: ent.idField });
      cohereFormulas(rec, { properties: ent.fields });
      cohereAzureOperation(rec, i);
      cohereLanguage(rec, languageCodes);
      for (const [k, v] of Object.entries(rec))
        if (typeof v === "string" && /^(code|lang|lang_?code|language_?code)$/i.test(k))
          languageCodes.add(v);
      fitLifecycle(rec);
      fitLifecycle(rec, eventRank);
      // A JSON:API record's own times sit in its `attributes`: they run in order there too.
      if (isObj(rec.attributes)) {
        fitRanges(rec.attributes as Rec, eventRng);
        fitLifecycle(rec.attributes as Rec);
        fitLifecycle(rec.attributes as Rec, eventRank);
      }
      fitUpdatesAfterCreation(rec, clock, rng);
      fitEventTimes(rec, clock, eventRng);
      fitNestedRecords(rec, ent.singular, clock, rng);
      fitUnitCounts(rec, rng);
      fitPartsToWhole(rec);
      fitPageEnvelope(rec);
      showReferenced(ent, rec, refTo, model, state);
      exampleTextOffName(ent, rec, opts.required?.[ent.name] ?? []);
      identifierByName(ent, rec, rows);
      arnByName(ent, rec, rows);
      keyByName(ent, rec, rows);
      fitLinks(ent, rec);
      nameEndsInId(ent, rec);
      fitOwnSchemas(ent, rec, sampler, opts.required?.[ent.name] ?? []);
      rows.push(rec);
    }
    // Self references (manager_id): a small hierarchy under the first two records. A reference
    // named for the record's own kind (an application's `applicationId`) is its own id: EMR
    // applications named another application's id beside their own ARN (fresh62).
    for (const f of refFields.filter((g) => ent.refs[g] === ent.name && g !== ent.idField)) {
      if (looseKey(f) === `${looseKey(ent.singular)}id`) {
        // Keyed by its whole resource name (`partners/7/devices/42`), its own id is the name's
        // last id (`42`), never the whole path nor another number (was `deviceId` "dev_1001"
        // beside the name `…/devices/86832`, fresh73 readers A).
        for (const r of rows) {
          const v = r[ent.idField];
          r[f] = (typeof v === "string" ? resourcePath(v)?.at(-1)?.[1] : undefined) ?? v;
        }
        continue;
      }
      rows.forEach((r, i) => {
        if (i === 0) delete r[f];
        else r[f] = rows[rng.range(0, Math.min(i - 1, 1))]![ent.idField];
      });
    }
    if (opts.semantic) coverSubtypes(ent.name, rows, opts.semantic);
    coverSwitches(ent.name, rows, model);
    fitBuiltinFlags(ent, rows);
    for (const r of rows) maskSecrets(r, ent.fields);
    slugsFromNames(rows, ent.singular, [ent.idField, ...Object.keys(ent.refs)]);
    state[ent.name] = rows;
  }
  for (const key of ahead) {
    const [name, f] = key.split("|") as [string, string];
    referBack(model, model.entities[name]!, f, state);
  }
  sumLines(model, state);
  if (opts.semantic) keepOpenAhead(opts.semantic, state, clock);
  return state;
}

/** A lookup table's own fields at most: an id, a name, a description and a code or two. */
const SCHEME_FIELDS = 5;

/**
 * The records a lookup table's list shows whole in the doc's example (ATO's legal entity types:
 * Sole Trader, Partnership, Joint Venture, Company, Trust — seeded as "Basic", "External",
 * "One-time", fresh75 blind readers N): two or more distinct records of a collection of few
 * fields that refers to nothing, each with a field of the collection. Undefined otherwise.
 */
export function shownScheme(model: EnvModel, ent: EntityModel): Rec[] | undefined {
  if (Object.keys(ent.fields).length > SCHEME_FIELDS) return undefined;
  if (Object.keys(ent.refs).some((f) => f !== ent.idField)) return undefined;
  for (const op of model.ops) {
    if (op.entity !== ent.name || !op.output) continue;
    const out = flatSchema(op.output);
    if (schemaType(out) !== "array") continue;
    const shown = [out.example, ...(Array.isArray(out.examples) ? out.examples : [])].find(
      (x): x is Rec[] => Array.isArray(x) && x.length >= 2 && x.every(isObj),
    );
    if (!shown || shown.length > 20) continue;
    const own = (r: Rec) =>
      Object.keys(r).some((k) => k !== ent.idField && ent.fields[k] && !ent.refs[k]);
    const distinct = new Set(shown.map((r) => JSON.stringify(r))).size === shown.length;
    if (distinct && shown.every(own)) return shown;
  }
  return undefined;
}

/**
 * Every value of a seeded record fits its own field's schema (issue 11; fresh75 blind readers N:
 * Timestream tables "Housing prices" under `[a-zA-Z0-9_.-]+`, HealthImaging version ids that were
 * UUIDs under `\d+`): one that breaks it is redrawn from the doc (respelt, a listed value, the
 * pattern's draw) and one nothing fits is left out where the record may go without it — never
 * kept silently. A reference keeps the record it points at.
 */
function fitOwnSchemas(
  ent: EntityModel,
  rec: Rec,
  sampler: ValueSampler,
  required: readonly string[],
): void {
  for (const m of schemaMisfits(rec, { type: "object", properties: ent.fields })) {
    const keys = m.path.split(".");
    const top = keys[0] as string;
    if (keys.length === 1 && ent.refs[top] !== undefined) continue;
    const name = [...keys].reverse().find((k) => !/^\d+$/.test(k)) ?? top;
    const fixed = sampler.fit(m.value, { name, schema: m.schema, entity: ent.name, record: rec });
    let holder: unknown = rec;
    for (const k of keys.slice(0, -1)) holder = (holder as Rec)[k];
    const last = keys.at(-1) as string;
    if (fitsScalar(fixed, m.schema)) (holder as Rec)[last] = fixed;
    else if (keys.length === 1 && !required.includes(top) && top !== ent.idField) delete rec[top];
  }
}

/**
 * `f` of each record of `ent`, a reference to a collection seeded after it, as the last record of
 * that collection that refers back to this one: an application's `ApplicationVersionId` is one of
 * that application's versions. Drawn before any version existed, it was 574971622, a version no
 * `DescribeApplicationVersion` found (fresh61 Kinesis). A record no target refers back to keeps
 * its value.
 */
function referBack(model: EnvModel, ent: EntityModel, f: string, state: Record<string, Rec[]>) {
  const target = model.entities[layoutOf(model, ent).refTo[f]!];
  if (!target) return;
  const { refTo } = layoutOf(model, target);
  const back = Object.keys(refTo).filter((g) => refTo[g] === ent.name && g !== target.idField);
  if (back.length === 0) return;
  const rows = state[target.name] ?? [];
  for (const rec of state[ent.name] ?? []) {
    const own = rec[ent.idField];
    if (own === undefined) continue;
    const mine = rows.filter((r) => back.some((g) => r[g] === own));
    const last = mine[mine.length - 1];
    if (last && last[target.idField] !== undefined) rec[f] = last[target.idField];
  }
}

/** Words of a lookup's name that say its records are still to come ("list open slots"). */
const STILL_OPEN = /^(open|free|available|vacant|upcoming|bookable|future)$/;
/** Verbs that take a record still to come: a slot one books, a flight one reserves a seat on. */
const TAKES_AHEAD = /^(book|rebook|reserve|reschedule|schedule)$/;
const WEEK_MS = 7 * 86_400_000;

/**
 * Collections whose records are still to come: what a lookup lists as open, free or available,
 * and what a booking takes (the slot of `book_appointment(slot_id)`, the new slot of a reschedule).
 */
function aheadCollections(semantic: SemanticModel): Set<string> {
  const out = new Set<string>();
  for (const t of Object.values(semantic.tools)) {
    const words = splitWords(t.name).map((w) => w.toLowerCase());
    if (
      (t.kind === "list" || t.kind === "read") &&
      t.entity &&
      words.some((w) => STILL_OPEN.test(w))
    )
      out.add(t.entity);
    if (!TAKES_AHEAD.test(t.phrase.verb) && !words.some((w) => TAKES_AHEAD.test(w))) continue;
    for (const i of Object.values(t.inputs))
      if (i.role === "reference" && i.entity && i.entity !== t.entity) out.add(i.entity);
  }
  return out;
}

/**
 * An open slot lies after the clock: one on Dec 30 when the environment's day is Jan 5 is a slot
 * nobody can book, and gold booked into the past (bundled clinic). Its times move on by whole
 * weeks (so the weekday and time of day stay), its end with it; a record whose status says it is
 * over keeps its date. No random draw, so no other value moves.
 */
function keepOpenAhead(semantic: SemanticModel, state: Record<string, Rec[]>, clock: number): void {
  if (Number.isNaN(clock)) return;
  for (const name of aheadCollections(semantic)) {
    const statusField = semantic.entities[name]?.statusField;
    for (const rec of state[name] ?? []) {
      const status = statusField ? rec[statusField] : undefined;
      if (typeof status === "string" && DONE_STATUS.test(status.toLowerCase())) continue;
      const when = Object.keys(rec).find(
        (k) => WHEN_FIELD.test(fieldWords(k)) && typeof rec[k] === "string",
      );
      const t = when ? Date.parse(rec[when] as string) : Number.NaN;
      if (Number.isNaN(t) || t > clock) continue;
      const shift = (Math.floor((clock - t) / WEEK_MS) + 1) * WEEK_MS;
      for (const [k, v] of Object.entries(rec))
        if (typeof v === "string" && (k === when || ENDS_FIELD.test(fieldWords(k))))
          rec[k] = shiftedInstant(v, shift);
    }
  }
}

/** Fields that say when a thing ends: they move with its start. */
const ENDS_FIELD =
  /^(end|ends|end_time|end_at|ends_at|end_date|until|finish|finish_time|finishes_at)$/;

/** `v` moved on by `ms`, written as it was (a day stays a day, seconds stay without millis). */
function shiftedInstant(v: string, ms: number): string {
  const m = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2}(\.\d{3})?)?Z)?$/.exec(v);
  if (!m) return v;
  const iso = new Date(Date.parse(v) + ms).toISOString();
  if (!m[2]) return iso.slice(0, 10);
  const time = m[2];
  return m[3] ? iso : `${iso.slice(0, 11)}${iso.slice(11, 11 + time.length - 2)}Z`;
}

/**
 * The category values tools' "X only" rules need in a collection (`device_type` light,
 * thermostat, …), one per rule, in a fixed order; undefined when no rule reads its category.
 */
function neededTypes(
  semantic: SemanticModel | undefined,
  ent: EntityModel,
): { field: string; values: unknown[] } | undefined {
  const field = semantic?.entities[ent.name]?.categoryField;
  if (!semantic || !field || !ent.fields[field]) return undefined;
  const values = new Map<string, unknown>();
  for (const t of Object.values(semantic.tools))
    for (const p of t.preconditions)
      if (p.kind === "field-in" && p.entity === ent.name && p.field === field && p.values?.length)
        values.set(JSON.stringify(p.values[0]), p.values[0]);
  if (values.size === 0) return undefined;
  return { field, values: [...values.keys()].sort().map((k) => values.get(k)) };
}

/**
 * A list about one subtype of a mixed collection (`/pets/dogs` over pets of every kind) finds
 * something: at least two records (or all, when fewer) carry one of its types.
 */
function coverSubtypes(entity: string, rows: Rec[], semantic: SemanticModel): void {
  if (semantic.entities[entity]?.subtype) return;
  for (const t of Object.values(semantic.tools)) {
    const sub = t.subtype;
    if (t.entity !== entity || t.kind !== "list" || !sub) continue;
    const fits = (r: Rec) => sub.values.includes(String(r[sub.field]));
    let missing = Math.min(2, rows.length) - rows.filter(fits).length;
    for (let k = rows.length - 1; k >= 0 && missing > 0; k--) {
      if (fits(rows[k]!)) continue;
      rows[k]![sub.field] = sub.values[k % sub.values.length];
      missing--;
    }
  }
}

/**
 * A switch has something to throw: where every record already holds the flag an action sets
 * (six repositories, all `enabled: true`, beside `enableRepository`), the last one holds the other
 * value, so enabling one is a request someone makes.
 */
function coverSwitches(entity: string, rows: Rec[], model: EnvModel): void {
  if (rows.length < 2) return;
  for (const op of model.ops) {
    if (op.entity !== entity || op.kind !== "action" || !op.flag) continue;
    const { field, value } = op.flag;
    if (rows.every((r) => r[field] === value)) rows[rows.length - 1]![field] = !value;
  }
}

/**
 * A flag that marks built-in or system records is true on the first record at most, and one that
 * marks the default on one record: a doc's example of a built-in role (AppVeyor's
 * `"isSystem": true`) made every seeded role a system one (fresh52 blind readers, N).
 */
function fitBuiltinFlags(ent: EntityModel, rows: Rec[]): void {
  for (const f of Object.keys(ent.fields)) {
    const words = fieldWords(f);
    if (!SYSTEM_FLAG.test(words) && !DEFAULT_FLAG.test(words)) continue;
    const on = rows.filter((r) => r[f] === true);
    if (on.length <= (SYSTEM_FLAG.test(words) ? rows.length / 2 : 1)) continue;
    for (const r of on.slice(1)) r[f] = false;
  }
}

/**
 * Secrets as a read shows them (and names as the handles a pattern allows, see `handleFitting`): a password, a client secret or a write-only value kept in a
 * seeded record is returned by every read and list (AppVeyor's users listed with their plaintext
 * passwords, fresh52 blind readers, N), so it is stored masked (`maskSecret`).
 */
function maskSecrets(rec: Rec, fields: Record<string, Schema> | undefined, depth = 0): void {
  if (depth > 4) return;
  for (const [k, v] of Object.entries(rec)) {
    const s = fields?.[k] ? flatSchema(fields[k]) : undefined;
    if (
      typeof v === "string" &&
      v !== "" &&
      (SECRET_KEY.test(fieldWords(k)) || s?.writeOnly === true)
    )
      rec[k] = maskSecret(v, k);
    else if (typeof v === "string" && s && typeof s.pattern === "string") {
      // A name drawn for a field whose pattern allows handles only is written as one.
      const re = patternOf(s.pattern);
      const fit = re ? handleFitting(v, re) : undefined;
      if (fit !== undefined) rec[k] = fit;
    } else if (Array.isArray(v)) {
      const items =
        s && isObj(s.items)
          ? (flatSchema(s.items as Schema).properties as Record<string, Schema> | undefined)
          : undefined;
      for (const x of v) if (isObj(x)) maskSecrets(x, items, depth + 1);
    } else if (isObj(v))
      maskSecrets(v, s?.properties as Record<string, Schema> | undefined, depth + 1);
  }
}

/** Things a fixed list of codes names: a country, a currency, a language, an airport. */
const CODE_KIND_NOUN = /(^|_)(country|currency|language|airport|locale|region)$/;
/** A record's own code of such a kind: `isoCode`, `alpha2`, `iata`. */
const OWN_CODE =
  /^(code|iso|iso_?code|iso_?2|iso_?3|alpha_?2(_code)?|alpha_?3(_code)?|iata(_code)?|country_code|currency_code|language_code)$/;

function idFor(
  ent: EntityModel,
  i: number,
  parentRows: Rec[],
  model: EnvModel,
  rows: Rec[],
  sample: (field: string) => unknown,
  rng: Rng,
): unknown {
  if (ent.oneToOne) return parentRows[i]?.[model.entities[ent.refs[ent.idField]!]!.idField];
  if (ent.idStyle === "integer") return i + 1;
  // The doc's example uuid is one record's; the next records get their own (fresh37: four Rudder
  // groups shared 32d013f7-…, so a delete answered for another group).
  if (ent.idStyle === "uuid") {
    let u = sample(ent.idField);
    for (let k = 0; k < 6 && rows.some((r) => r[ent.idField] === u); k++) u = sample(ent.idField);
    return rows.some((r) => r[ent.idField] === u)
      ? samplePattern("^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$", rng)
      : u;
  }
  if (/id$/i.test(ent.idField)) {
    const v = `${ent.prefix}_${1001 + i}`;
    const s = ent.fields[ent.idField];
    // A key the doc shows as digits ("13722599") or a UUID is one of those, not `eve_1001`.
    const shaped = s ? docShape(flatSchema(s) as ShapeSchema)?.shape : undefined;
    const other = shaped === "digits" || shaped === "uuid" ? shaped !== shapeOf(v) : false;
    if (!other && (!s || fitsScalar(v, flatSchema(s)))) return v;
  }
  // `code`, `sku`, `flight_number`: a realistic value, unique in the collection.
  let v = sample(ent.idField);
  for (let k = 0; k < 6 && rows.some((r) => r[ent.idField] === v); k++) v = sample(ent.idField);
  if (!rows.some((r) => r[ent.idField] === v)) return v;
  // The doc's example airport or country taken: another real one, never "MAD3" (f23 readers).
  const s = ent.fields[ent.idField];
  const hint = `${ent.idField} ${typeof s?.description === "string" ? s.description : ""}`;
  const free = realCodesLike(String(v), hint).filter(
    (c) => !rows.some((r) => r[ent.idField] === c),
  );
  if (free.length > 0) return rng.pick(free);
  // A word of a small vocabulary ("internal", "standard") has no more values to give: the
  // collection ends here rather than list "internal5" (TCGdex's types, fresh51 dev).
  if (typeof v === "string" && PLAIN_WORDS.test(v)) return undefined;
  return numbered(String(v), i + 1);
}

/** Words only, no digit or code punctuation: "internal", "Trade show". */
const PLAIN_WORDS = /^[A-Za-z][A-Za-z' -]*$/;

/** A key the doc describes as the record's name ("The name of the bug you wish to retrieve …"). */
const NAME_KEY_DESC =
  /^(the |a )?(name|title)\b(?! of (the |a )?(file|field|key|header|parameter|property|attribute)\b)/i;

/**
 * A lookup key its doc calls the thing's name holds the record's name: nookipedia's
 * `/nh/bugs/{bug}` ("The name of the bug you wish to retrieve information about.") keyed the bug
 * "Grasshopper" as "Request for a second monitor", and a user asking for that bug got a
 * grasshopper named otherwise (fresh44 dev).
 */
/** A record's own label: its name, title or display name. */
/**
 * The names of the records of the collection a field's last word names (`changed_devices` →
 * `devices`), in state order; none when no collection is named or its records have no name.
 */
function labelsOfCollection(
  field: string,
  model: EnvModel,
  state: Record<string, unknown[]>,
): string[] {
  const last = splitWords(field).pop()?.toLowerCase() ?? "";
  if (last.length < 3 || plural(last) !== last) return [];
  const ent = Object.values(model.entities).find((e) => looseKey(e.name) === looseKey(last));
  const rows = ent ? ((state[ent.name] ?? []) as Rec[]) : [];
  return rows.map((r) => (isObj(r) ? labelOfRec(r) : undefined)).filter((x): x is string => !!x);
}

/**
 * A count of another collection's records (a scene's `device_count`) is no more than the records
 * there are: the bundled smart home's scenes changed 17 to 24 devices in a home of 11. A count
 * above it is brought into range (1 + count mod size). No random draw.
 */
function tieCounts(model: EnvModel, state: Record<string, unknown>): void {
  for (const ent of Object.values(model.entities)) {
    const rows = state[ent.name];
    if (!Array.isArray(rows)) continue;
    for (const f of Object.keys(ent.fields)) {
      const m = /^(.+?)_count$/.exec(fieldWords(f));
      const counted = m?.[1]?.split("_").pop() ?? "";
      const other = Object.values(model.entities).find(
        (e) => e !== ent && looseKey(e.name) === looseKey(plural(counted)),
      );
      const size = other ? ((state[other.name] as unknown[] | undefined)?.length ?? 0) : 0;
      if (size === 0) continue;
      for (const r of rows as Rec[])
        if (isObj(r) && typeof r[f] === "number" && (r[f] as number) > size)
          r[f] = 1 + ((r[f] as number) % size);
    }
  }
}

function labelOfRec(rec: Rec): string | undefined {
  const k = Object.keys(rec).find(
    (f) => /^(name|title|display_name)$/.test(fieldWords(f)) && typeof rec[f] === "string",
  );
  return k && rec[k] !== "" ? (rec[k] as string) : undefined;
}

/**
 * What a record refers to, shown beside its id, is that record: a scraper of bucket buc_1006 (the
 * "Test bucket") names it, not "kassulke-backups"; a nested `project` of a project id is that
 * project (fresh57 readers, N). `refTo`: the record's references and the collections they name.
 */
function showReferenced(
  ent: EntityModel,
  rec: Rec,
  refTo: Record<string, string>,
  model: EnvModel,
  state: Record<string, Rec[]>,
): void {
  for (const [f, target] of Object.entries(refTo)) {
    const stem = /^(.+)_id$/.exec(fieldWords(f))?.[1];
    const T = model.entities[target];
    if (!stem || !T || f === ent.idField || rec[f] === undefined || rec[f] === null) continue;
    const tr = (state[target] ?? []).find((r) => r[T.idField] === rec[f]);
    if (!tr) continue;
    for (const k of Object.keys(rec)) {
      if (k === f || fieldWords(k) !== stem) continue;
      const fs = flatSchema(ent.fields[k] ?? {});
      const v = rec[k];
      if (typeof v === "string") {
        const saysId = /\b(id|identifier|key)\b/i.test(String(fs.description ?? ""));
        // `country` "two letter country code" beside `country_id`: that country's code, which a
        // filter by it is sent (OpenAQ's cities of GB were "Uzbekistan", fresh66 readers N).
        const saysCode = /\bcode\b/i.test(String(fs.description ?? ""));
        const label = saysId || saysCode ? undefined : labelOfRec(tr);
        if (label !== undefined && v !== tr[T.idField]) rec[k] = label;
        else if (saysCode && typeof tr[T.idField] === "string") rec[k] = tr[T.idField];
      } else if (v && typeof v === "object" && !Array.isArray(v)) {
        const o = v as Rec;
        for (const j of Object.keys(o)) {
          if (looseKey(j) === "id" || looseKey(j) === looseKey(T.idField)) o[j] = tr[T.idField];
          else if (tr[j] !== undefined) o[j] = structuredCloneJson(tr[j]);
        }
      }
    }
  }
}

/** Free text about the record it sits on. */
const ABOUT_TEXT = /(^|_)(description|summary|details|notes?|about|blurb)$/;

/**
 * The doc's example text is about the doc's example record: a chore called "Call the plumber" is
 * not described "Wash dishes and clean off counter" (Kumpe's chores, fresh57 readers, N). On a
 * record named otherwise, that text is left out where the record may go without it.
 */
function exampleTextOffName(ent: EntityModel, rec: Rec, required: readonly string[]): void {
  const label = Object.keys(rec).find(
    (f) =>
      f !== ent.idField && /(^|_)(name|title)$/.test(fieldWords(f)) && typeof rec[f] === "string",
  );
  if (!label) return;
  const names = documentedValues(flatSchema(ent.fields[label] ?? {}));
  if (names.length === 0 || names.includes(rec[label])) return;
  for (const k of Object.keys(rec)) {
    if (!ABOUT_TEXT.test(fieldWords(k)) || typeof rec[k] !== "string" || required.includes(k))
      continue;
    if (documentedValues(flatSchema(ent.fields[k] ?? {})).includes(rec[k])) delete rec[k];
  }
}

/** Keys whose value names one record of a collection, made from its name. */
const NAME_IDENTIFIER = /(^|_)(identifier|permalink|url_name|url_key)$/;
/** Keys of a record's own address (its page), not of things about it. */
const OWN_URL = /^(url|html_url|web_url|link|href|permalink_url)$/;

/**
 * A record's resource name ends in its own id: Android provisioning's configuration
 * `"configurationId":"con_1001"` sat beside `"name":"customers/72189/configurations/98102"`
 * (fresh73 blind readers N). Only the record's own name (its last collection is the record's
 * kind) follows, and only an id of the shape the doc gives it, not a made-up `con_1001`.
 */
function nameEndsInId(ent: EntityModel, rec: Rec): void {
  const id = rec[ent.idField];
  const name = rec.name;
  if (ent.idField === "name" || typeof name !== "string") return;
  if (typeof id !== "string" && typeof id !== "number") return;
  const own = String(id);
  if (!/^[\w.-]+$/.test(own) || new RegExp(`^${ent.prefix}_\\d+$`).test(own)) return;
  const path = resourcePath(name);
  const last = path?.[path.length - 1];
  if (!last || last[1] === own) return;
  const kind = looseKey(singular(last[0]));
  const noun = looseKey(ent.singular.split("_").pop() ?? ent.singular);
  if (kind !== noun && kind !== looseKey(ent.singular)) return;
  rec.name = `${name.slice(0, name.length - last[1].length)}${own}`;
}

/**
 * An identifier of one record is made from its name, and its address ends with it: LGTM's
 * projects each had the doc's `url-identifier` "g/apache/commons-io" while their urls were
 * example.com/projects/862 or …/projects/g/apache/commons-io (fresh57 readers, N). The doc's
 * example keeps its shape: its leading path ("g/apache/") stays, its last part is the name's.
 */
function identifierByName(ent: EntityModel, rec: Rec, rows: Rec[]): void {
  const label = labelOfRec(rec);
  if (!label) return;
  const slug = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (!slug) return;
  for (const k of Object.keys(rec)) {
    const v = rec[k];
    if (k === ent.idField || typeof v !== "string" || !NAME_IDENTIFIER.test(fieldWords(k)))
      continue;
    if (!/^[a-z0-9][a-z0-9._/-]*$/i.test(v)) continue;
    const made = `${v.includes("/") ? v.slice(0, v.lastIndexOf("/") + 1) : ""}${slug}`;
    if (rows.some((r) => r[k] === made)) continue;
    rec[k] = made;
    for (const u of Object.keys(rec)) {
      const url = rec[u];
      if (!OWN_URL.test(fieldWords(u)) || typeof url !== "string") continue;
      const m = /^(https?:\/\/[^/]+)\/([^/]+)\//.exec(url);
      if (m && !url.endsWith(`/${made}`)) rec[u] = `${m[1]}/${m[2]}/${made}`;
    }
  }
}

/**
 * A record's own ARN ends in its name where the doc's pattern names it so (Resource Groups'
 * `…:group/[a-zA-Z0-9_.-]{1,300}`): group "Contractors" is `…:group/Contractors`, not
 * `group/vc-a3c6167cb00879824` (dev65 blind readers N). An ARN whose pattern says nothing of its
 * path keeps its id: an accelerator's ARN ends in an id, whatever it is called.
 */
function arnByName(ent: EntityModel, rec: Rec, rows: Rec[]): void {
  const label = labelOfRec(rec);
  if (!label || !/^[A-Za-z0-9_.-]+$/.test(label)) return;
  const noun = fieldWords(ent.singular).split("_").pop() ?? "";
  for (const [k, v] of Object.entries(rec)) {
    const words = fieldWords(k);
    if (typeof v !== "string" || (words !== "arn" && words !== `${noun}_arn`)) continue;
    const s = flatSchema(ent.fields[k] ?? {});
    if (typeof s.pattern !== "string") continue;
    const m = /^(arn:[^:]+:[^:]+:[^:]*:[^:]*:([a-z-]+)\/)[^/]+$/.exec(v);
    if (!m || m[2] !== noun) continue;
    const made = `${m[1]}${label}`;
    if (fitsScalar(made, s) && !rows.some((r) => r[k] === made)) rec[k] = made;
  }
}

function keyByName(ent: EntityModel, rec: Rec, rows: Rec[]): void {
  const label = Object.keys(rec).find(
    (f) => f !== ent.idField && /^(name|title|display_name)$/.test(fieldWords(f)),
  );
  if (!label || ent.oneToOne || ent.idStyle !== "prefixed") return;
  const desc = flatSchema(ent.fields[ent.idField] ?? {}).description;
  if (typeof desc !== "string" || !NAME_KEY_DESC.test(desc.trim())) return;
  const name = rec[label];
  if (typeof name !== "string" || name.trim() === "") return;
  if (rows.some((r) => r[ent.idField] === name)) return;
  rec[ent.idField] = name;
}

/**
 * A record's `links` (HAL, JSON:API) point at the record by relation. Where the doc's example of
 * them shows the API's paths (`{"self": "/api/v2/authorizations/1", "user": "/api/v2/users/12"}`),
 * `self` is the record's path on that root, a plural relation a path under it
 * (`/api/v2/buckets/b1/members`) and a singular one the path of the record it names by id
 * (`org` → `/api/v2/orgs/<orgID>`); else they are pages of the record's own site
 * (`https://acme-energy.example.com/privacy`). Never a collection's name and a number
 * ("https://www.example.com/links/488" on every InfluxDB record, dev52).
 */
function fitLinks(ent: EntityModel, rec: Rec): void {
  for (const [k, links] of Object.entries(rec)) {
    if (!/^_?links$/.test(k) || !isObj(links)) continue;
    const s = flatSchema(ent.fields[k] ?? {});
    const shown = [s.example, ...(Array.isArray(s.examples) ? s.examples : [])].find(isObj);
    const path = Object.values(shown ?? {}).find(
      (v): v is string =>
        typeof v === "string" && /^(\/|https?:\/\/[^/]+\/)[^?]*\/[^/?]+\/[^/?]+$/.test(v),
    );
    const id = String(rec[ent.idField] ?? "");
    const name = Object.entries(rec).find(
      ([f, v]) => /^(name|title|display_name)$/.test(fieldWords(f)) && typeof v === "string",
    )?.[1] as string | undefined;
    const site = `https://${
      (name ?? ent.singular)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "www"
    }.example.com`;
    for (const [rel, v] of Object.entries(links)) {
      if (typeof v !== "string" || !/^(https?:\/\/|\/)/.test(v)) continue;
      if (!path) {
        links[rel] = rel === "self" ? site : `${site}/${fieldWords(rel).replace(/_/g, "-")}`;
        continue;
      }
      // A relation the doc types as an absolute URI (`format: uri`) is one, though the doc's
      // example shows a path: the same path on a host (InfluxDB's links, dev52).
      const host =
        path.startsWith("/") &&
        flatSchema((s.properties as Record<string, Schema> | undefined)?.[rel] ?? {}).format ===
          "uri"
          ? "https://api.example.com"
          : "";
      const root = host + path.replace(/[^/]+\/[^/]+$/, "");
      const self = `${root}${ent.name}/${id}`;
      const ref = Object.entries(rec).find(
        ([f, x]) =>
          looseKey(f) === `${looseKey(rel)}id` && (typeof x === "string" || typeof x === "number"),
      )?.[1];
      links[rel] =
        rel === "self"
          ? self
          : /^(next|prev|previous|first|last)$/.test(rel)
            ? `${root}${ent.name}`
            : ref !== undefined
              ? `${root}${plural(rel)}/${String(ref)}`
              : `${self}/${rel}`;
    }
  }
}

/**
 * A taken key told apart by a number: before a file's extension ("onboarding-guide-5.pdf", never
 * "onboarding-guide.pdf5"), else at its end ("LHR5").
 */
export function numbered(v: string, n: number): string {
  const file = /^(.*[A-Za-z0-9])(\.[A-Za-z][A-Za-z0-9]{0,4})$/.exec(v);
  return file ? `${file[1]}-${n}${file[2]}` : `${v}${n}`;
}

/**
 * The record a reference points to: one that agrees with references already chosen (an address
 * of the same customer), the person's manager for an approver, never the same person twice.
 */
function chooseRef(
  ent: EntityModel,
  target: EntityModel,
  field: string,
  rec: Rec,
  rows: Rec[],
  rng: Rng,
): Rec | undefined {
  let candidates = rows;
  const refFields = Object.keys(ent.refs);
  const siblings = refFields.filter(
    (g) => g !== field && ent.refs[g] === target.name && rec[g] !== undefined,
  );
  // approver_id next to employee_id: another person, preferably the employee's manager.
  if (siblings.length > 0) {
    const taken = new Set(siblings.map((g) => rec[g]));
    candidates = candidates.filter((r) => !taken.has(r[target.idField]));
    const selfRef = Object.keys(target.refs).find(
      (m) => target.refs[m] === target.name && m !== target.idField,
    );
    const person = rows.find((r) => r[target.idField] === rec[siblings[0]!]);
    const boss =
      selfRef && person ? candidates.find((r) => r[target.idField] === person[selfRef]) : undefined;
    if (boss) candidates = [boss];
  }
  for (const g of refFields) {
    if (
      g === field ||
      g === target.idField ||
      rec[g] === undefined ||
      !(g in (candidates[0] ?? {}))
    )
      continue;
    const agree = candidates.filter((r) => r[g] === rec[g]);
    if (agree.length > 0) candidates = agree;
  }
  return candidates.length > 0 ? rng.pick(candidates) : undefined;
}

/** Entities that are places a thing stands in: a typed thing in one is named after it. */
const PLACE_PARENT =
  /(^|_)(room|home|house|floor|area|zone|building|space|location|garage|office)$/;

/**
 * `Kitchen coffee maker`: a typed record named after the place it stands in. A parent that is no
 * place names nothing of the record: a network site under a scan template is no "Order
 * confirmation scan", a task of an agent no "gateway.swift.net scan" (fresh43 readers, N).
 */
function parentLabel(
  ent: EntityModel,
  rec: Rec,
  model: EnvModel,
  state: Record<string, Rec[]>,
): string | undefined {
  const kind = Object.entries(rec).find(
    ([k, v]) => /type|kind|category/.test(k) && typeof v === "string" && !/^\d+$/.test(v),
  )?.[1] as string | undefined;
  if (!kind || /product|item|book|article/.test(ent.name)) return undefined;
  const parent = Object.entries(ent.refs)
    .filter(([, t]) => PLACE_PARENT.test(fieldWords(singular(t))))
    .map(([f, t]) => (state[t] ?? []).find((r) => r[model.entities[t]!.idField] === rec[f]))
    .find((r) => r && typeof r.name === "string");
  // "Kitchen coffee maker" reads as a name; "Trial 3 standard" (a numbered parent) does not.
  if (!parent || / \d+$/.test(parent.name as string)) return undefined;
  return `${parent.name as string} ${kind.replace(/_/g, " ")}`;
}

/** sale_price below price (or absent), compare-at price above it. */
function coherePrices(ent: EntityModel, rec: Rec, rng: Rng): void {
  const price = Object.keys(rec).find((k) =>
    /^(price|unit_price|list_price|regular_price)$/.test(fieldWords(k)),
  );
  if (!price || typeof rec[price] !== "number") return;
  const p = rec[price] as number;
  for (const k of Object.keys(rec)) {
    const w = fieldWords(k);
    if (/(sale|discount(ed)?|special|promo|offer|reduced)_price$/.test(w)) {
      const s = flatSchema(ent.fields[k] ?? {});
      const nullable = s.nullable === true || (Array.isArray(s.type) && s.type.includes("null"));
      if (nullable && rng.next() < 0.5) rec[k] = null;
      else {
        const v =
          Math.floor(p * rng.pick([0.7, 0.75, 0.8, 0.85, 0.9])) + (Number.isInteger(p) ? 0 : 0.99);
        rec[k] = Math.min(v, Number.isInteger(p) ? p - 1 : p - 0.01);
      }
    } else if (/(compare_at|original|was|msrp|list)_price$/.test(w) && w !== fieldWords(price)) {
      rec[k] = Math.round(p * rng.pick([1.1, 1.2, 1.25]) * 100) / 100;
    }
  }
}

/** A lock has no brightness: attributes that belong to other device types are left out. */
function fitDeviceAttributes(ent: EntityModel, rec: Rec): void {
  const typeField = Object.keys(rec).find((k) => /(^|_)(type|kind|category)$/.test(fieldWords(k)));
  const type = typeField ? rec[typeField] : undefined;
  if (typeof type !== "string") return;
  const t = fieldWords(type);
  const attrs = DEVICE_ATTRIBUTES.map(([f, types]) => [new RegExp(f), new RegExp(types)] as const);
  // Applies only when the type is one the table knows: products or tickets with a `type` keep all.
  if (!attrs.some(([, types]) => types.test(t))) return;
  for (const k of Object.keys(rec)) {
    if (k === typeField || k === ent.idField || ent.refs[k]) continue;
    const w = fieldWords(k);
    const desc = String(flatSchema(ent.fields[k] ?? {}).description ?? "");
    const only = /\b([a-z_ ]+?)s? only\b/i.exec(desc)?.[1];
    if (only && !t.includes(fieldWords(only))) {
      delete rec[k];
      continue;
    }
    const rule = attrs.find(([f]) => f.test(w));
    if (rule && !rule[1].test(t)) delete rec[k];
  }
}

/** A completed appointment lies in the past, a scheduled one ahead: pick a status that fits. */
function fitStatusToDates(ent: EntityModel, rec: Rec, clock: number, i: number): void {
  const sf = ent.statusField;
  if (!sf || typeof rec[sf] !== "string") return;
  const when = Object.keys(rec).find(
    (k) => WHEN_FIELD.test(fieldWords(k)) && typeof rec[k] === "string",
  );
  const t = when ? Date.parse(rec[when] as string) : Number.NaN;
  if (Number.isNaN(t)) return;
  const statuses = (enumOf(flatSchema(ent.fields[sf]!)) ?? []).map(String);
  const status = String(rec[sf]);
  const past = t < clock;
  const fits = (s: string) =>
    past ? !AHEAD_STATUS.test(s) || DONE_STATUS.test(s) : !DONE_STATUS.test(s);
  if (fits(status)) return;
  const ok = statuses.filter(fits);
  if (ok.length > 0) rec[sf] = ok[i % ok.length];
}

/** Order totals are the sum of their lines: unit price (from the product) × quantity. */
function sumLines(model: EnvModel, state: Record<string, Rec[]>): void {
  const priceOf = (line: Rec): number | undefined => {
    for (const [k, v] of Object.entries(line)) {
      const target = refByName(model, k);
      if (!target || (typeof v !== "string" && typeof v !== "number")) continue;
      const product = (state[target.name] ?? []).find((r) => r[target.idField] === v);
      if (!product) continue;
      const sale = Object.entries(product).find(
        ([pk, pv]) => /sale_price$/.test(pk) && typeof pv === "number",
      )?.[1];
      const price = Object.entries(product).find(
        ([pk, pv]) => /^(unit_)?price$/.test(pk) && typeof pv === "number",
      )?.[1];
      if (typeof (sale ?? price) === "number") return (sale ?? price) as number;
    }
    return undefined;
  };
  for (const rows of Object.values(state)) {
    for (const rec of rows) {
      for (const [k, v] of Object.entries(rec)) {
        if (!Array.isArray(v) || v.length === 0 || !v.every(isObj)) continue;
        const lines = v as Rec[];
        const qtyKey = Object.keys(lines[0]!).find((x) =>
          /^(quantity|qty|count|units)$/.test(fieldWords(x)),
        );
        if (!qtyKey) continue;
        let sum = 0;
        let priced = true;
        for (const line of lines) {
          const unitKey = Object.keys(line).find((x) =>
            /^(unit_price|price|unit_cost|price_each)$/.test(fieldWords(x)),
          );
          const unit = priceOf(line) ?? (unitKey ? (line[unitKey] as number) : undefined);
          if (typeof unit !== "number") {
            priced = false;
            break;
          }
          if (unitKey) line[unitKey] = unit;
          const q = typeof line[qtyKey] === "number" ? (line[qtyKey] as number) : 1;
          const lineTotalKey = Object.keys(line).find((x) =>
            /^(line_total|total|amount|subtotal)$/.test(fieldWords(x)),
          );
          if (lineTotalKey) line[lineTotalKey] = round2(unit * q);
          sum += unit * q;
        }
        if (!priced || k === "stock") continue;
        const num = (re: RegExp) => {
          const key = Object.keys(rec).find(
            (x) => re.test(fieldWords(x)) && typeof rec[x] === "number",
          );
          return key ? (rec[key] as number) : 0;
        };
        const subKey = Object.keys(rec).find((x) =>
          /^(subtotal|sub_total|items_total)$/.test(fieldWords(x)),
        );
        if (subKey) rec[subKey] = round2(sum);
        // A coupon the order names takes its share off, as the runtime's total does.
        sum = afterCoupon(sum, rec, state);
        const total =
          sum +
          num(/^(tax|tax_amount|vat)$/) +
          num(/^(shipping|shipping_cost|delivery_fee)$/) -
          num(/^(discount|discount_amount)$/);
        const totalKey = Object.keys(rec).find((x) =>
          /^(total|grand_total|total_amount|total_price|amount|amount_due)$/.test(fieldWords(x)),
        );
        if (totalKey && typeof rec[totalKey] === "number") rec[totalKey] = round2(total);
      }
    }
  }
}

/**
 * Lines of parent records that point at real child records (a work order's parts are catalogue
 * parts, with their unit cost), a few per parent, chosen by position so the same seed gives the
 * same state. Line fields the child record also has are copied from it, as the runtime does.
 * (Moved here from generate.ts so episode states are seeded the same way.)
 */
export function seedChildLines(model: EnvModel, state: Record<string, unknown[]>): void {
  for (const parent of Object.values(model.entities)) {
    for (const [field, c] of Object.entries(parent.children ?? {})) {
      const child = c.entity ? model.entities[c.entity] : undefined;
      const pool = (child ? state[child.name] : undefined) as Record<string, unknown>[] | undefined;
      const rows = state[parent.name] as Record<string, unknown>[] | undefined;
      if (!child || !pool || pool.length === 0 || !rows) continue;
      const items = flatSchema(flatSchema(parent.fields[field] ?? {}).items);
      const props = Object.keys(isObj(items.properties) ? items.properties : {});
      rows.forEach((rec, i) => {
        const lines: Record<string, unknown>[] = [];
        const n = i % 3;
        for (let j = 0; j < n && j < pool.length; j++) {
          const src = pool[(i * 7 + j * 3) % pool.length]!;
          if (lines.some((l) => l[c.keyField] === src[child.idField])) continue;
          const line: Record<string, unknown> = { [c.keyField]: src[child.idField] };
          for (const k of props) {
            if (k === c.keyField) continue;
            if (/^(qty|quantity|count|units)$/i.test(k)) line[k] = 1 + ((i + j) % 3);
            else {
              const from = [
                k,
                k.replace(/^unit_?/i, ""),
                /price$/i.test(k) ? "price" : "",
                /cost$/i.test(k) ? "cost" : "",
              ].find((x) => x && src[x] !== undefined && typeof src[x] !== "object");
              if (from) line[k] = src[from];
            }
          }
          lines.push(line);
        }
        rec[field] = lines;
      });
    }
  }
}

/** Set an own property even for a field a doc calls `__proto__`. */
function put(target: Rec, key: string, value: unknown): void {
  // An assignment is the same own data property for any other key, and several times cheaper:
  // seeding an episode state puts every field of every record.
  if (key !== "__proto__") {
    target[key] = value;
    return;
  }
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** How long a record holds: its pairs the doc calls a validity ("became active/inactive"). */
interface ValiditySpan {
  /** Do the doc's words of the pair's two fields say it is a validity? */
  says(from: string, to: string): boolean;
  /** Its own stream: no other value moves with it. */
  rng: Rng;
  /** Only validity pairs are fitted (nested records, whose other pairs were left as drawn). */
  only?: boolean;
}

/** "The date and time the resource became active", "valid until", "effective", "expires". */
const VALIDITY_WORDS =
  /\b(?:bec(?:ame|omes?) (?:active|inactive|effective|valid|invalid)|valid(?:ity)?(?! (?:values?|range|options?|inputs?|formats?)\b)|effective|expir\w*|in force|lapses?)\b/i;

/** The validity span of a record whose fields `fields` describes, drawn from `rng`. */
function validitySpan(fields: Record<string, Schema>, rng: Rng, only?: boolean): ValiditySpan {
  const said = (k: string) => {
    const d = flatSchema(fields[k] ?? {}).description;
    return typeof d === "string" ? d : "";
  };
  return {
    says: (from, to) => VALIDITY_WORDS.test(said(from)) && VALIDITY_WORDS.test(said(to)),
    rng,
    only,
  };
}

/**
 * A record's nested records (an individual's names, a party's addresses) hold for months to
 * years too where the doc says so: "names[0]" was active 09:30–10:15 (fresh75 blind readers N).
 */
function fitNestedValidity(rec: Rec, fields: Record<string, Schema>, rng: Rng, depth = 0): void {
  if (depth > 2) return;
  for (const [k, v] of Object.entries(rec)) {
    const s = flatSchema(fields[k] ?? {});
    const inner = isObj(s.items) ? flatSchema(s.items) : s;
    const props = propsOf(inner);
    if (Object.keys(props).length === 0) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      if (!isObj(item)) continue;
      fitRanges(item, rng, validitySpan(props, rng, true));
      fitNestedValidity(item, props, rng, depth + 1);
    }
  }
}

/**
 * `start` ≤ `end`, and a span that fits the pair: a train or flight arrives hours after it
 * departs, a meeting ends within hours, a stay or a leave lasts days.
 */
function fitRanges(rec: Rec, rng: Rng, span?: ValiditySpan): void {
  const keys = Object.keys(rec);
  for (const k of keys) {
    const m =
      /^(start|begin|from|check_?in|depart(ure)?|(?:valid|effective)_?(?:from|start))(.*)$/i.exec(
        k,
      );
    if (!m) continue;
    const suffix = (m[3] ?? "").replace(/[^a-z0-9_]/gi, "");
    // Each opening word has its own partner: a departure closes with an arrival, never with the
    // `end` of the trip it is part of (furkot's trips began on Jan 17 and ended on Dec 16).
    const head = m[1]!.toLowerCase();
    const closers = /^depart/.test(head)
      ? "arriv(al|e)"
      : /^check/.test(head)
        ? "check_?out"
        : /^(valid|effective)/.test(head)
          ? "(valid|effective)_?(to|until|end|through|thru)"
          : head === "from"
            ? "to|until"
            : "end|finish|until";
    const end = keys.find((e) => new RegExp(`^(${closers})${suffix}$`, "i").test(e));
    const a = rec[k];
    const b = end ? rec[end] : undefined;
    if (!end || typeof a !== typeof b) continue;
    const validity = span && (/^(valid|effective)/.test(head) || span.says(k, end));
    if (span?.only && !validity) continue;
    if (typeof a === "number" && (a as number) > (b as number)) {
      rec[k] = b;
      rec[end] = a;
      continue;
    }
    if (typeof a !== "string" || typeof b !== "string") continue;
    const ta = Date.parse(a);
    if (Number.isNaN(ta) || Number.isNaN(Date.parse(b))) continue;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(a);
    const travel = /depart/i.test(k);
    const stay = /check/i.test(k);
    const hour = 3_600_000;
    const drawn = dateOnly
      ? rng.range(stay ? 1 : 0, stay ? 7 : 10) * 24 * hour
      : travel
        ? rng.range(4, 36) * 15 * 60_000
        : stay
          ? rng.range(1, 7) * 24 * hour
          : rng.pick([30, 45, 60, 90, 120]) * 60_000;
    // A licence, a registered name or a membership holds for months to years, not 90 minutes.
    const ms = validity && span ? span.rng.range(6, 36) * 30 * 24 * hour : drawn;
    const next = new Date(ta + ms).toISOString();
    rec[end] = dateOnly
      ? next.slice(0, 10)
      : a.endsWith(".000Z")
        ? next
        : next.replace(".000Z", "Z");
  }
}

/**
 * Where a timestamp falls among a record's events: made (created, issued, registered), then the
 * first time something happened to it, then the last time (or its expiry). "first" and "last"
 * outrank the event they qualify: the date of the *last* V5C issued follows the month of the
 * *first* registration, a subaccount's `first_sent_at` follows its `created_at`. A scheduled or
 * started time is no event of this order (a send scheduled next week is not a last send).
 */
function eventRank(words: string): number | undefined {
  const w = words.replace(/_(at|on|time|date|timestamp|datetime)$/, "");
  if (/(^|_)(last|latest|most_recent)(_|$)/.test(w)) return 2;
  if (/(^|_)(first|earliest)(_|$)/.test(w)) return 1;
  if (/(^|_)(expires|expiry|expiration)$/.test(w)) return 2;
  if (/(^|_)(created|creation|create|issued|registration|registered|joined)$/.test(w)) return 0;
  return undefined;
}

/** A nested record's name for its owner: `assessmentName` in an assessment's delegation. */
const OWNER_NAME = /^(.+)_name$/;

/**
 * The records a record holds in its lists agree with it (fresh61 readers N): their times run in
 * order, none is created before its owner, and a child's `<owner>Name` is the owner's name — one
 * assessment's delegations were "Mid-year assessment" and "Q2 assessment", one created the day
 * before the assessment. A child's created time goes between its owner's and the clock.
 */
function fitNestedRecords(rec: Rec, noun: string, clock: number, rng: Rng, depth = 0): void {
  if (depth > 3) return;
  const name = [rec.name, rec.title, rec.display_name, rec.displayName].find(
    (x) => typeof x === "string" && x !== "",
  );
  const made = stampOf(rec, CREATED_STAMP)?.[1];
  const own = new Set(
    fieldWords(noun)
      .split("_")
      .map((w) => singular(w)),
  );
  for (const [key, list] of Object.entries(rec)) {
    if (!Array.isArray(list)) continue;
    for (const child of list) {
      if (!child || typeof child !== "object" || Array.isArray(child)) continue;
      const c = child as Rec;
      for (const k of Object.keys(c)) {
        const m = OWNER_NAME.exec(fieldWords(k));
        if (m && typeof name === "string" && typeof c[k] === "string" && own.has(singular(m[1]!)))
          c[k] = name;
      }
      fitLifecycle(c, eventRank);
      const [ck, t] = stampOf(c, CREATED_STAMP) ?? [];
      if (ck && made !== undefined && t !== undefined && t < made && typeof c[ck] === "string")
        c[ck] = stampAfter(made, clock, rng, c[ck] as string);
      fitUpdatesAfterCreation(c, clock, rng);
      fitNestedRecords(c, singular(fieldWords(key)), clock, rng, depth + 1);
    }
  }
}

/**
 * An update, copy, restore or deletion after the record's creation, no later than the clock when
 * it can be; so in the objects it holds (CloudSearch's `Status` {CreationDate, UpdateDate}).
 */
function fitUpdatesAfterCreation(rec: Rec, clock: number, rng: Rng, depth = 0): void {
  if (depth < 3)
    for (const v of Object.values(rec))
      if (v && typeof v === "object" && !Array.isArray(v))
        fitUpdatesAfterCreation(v as Rec, clock, rng, depth + 1);
  const made = stampOf(rec, CREATED_STAMP)?.[1];
  if (made === undefined) return;
  for (const [k, v] of Object.entries(rec)) {
    if (!AFTER_CREATION_STAMP.test(fieldWords(k)) || typeof v !== "string") continue;
    const t = instantOf(v);
    if (t === undefined || t >= made) continue;
    rec[k] = stampAfter(made, clock, rng, v);
  }
}

/**
 * An ISO time on a quarter hour after `made` and, when there is room, before the clock, written
 * as `like` is (with or without milliseconds).
 */
function stampAfter(made: number, clock: number, rng: Rng, like: string): string {
  const room = Math.max(clock - made, 3_600_000);
  const at = made + Math.floor((room * rng.next()) / 900_000) * 900_000 + 900_000;
  const iso = new Date(at).toISOString();
  return like.endsWith(".000Z") ? iso : iso.replace(".000Z", "Z");
}

/** A field's doc saying only a deleted record has it: "Only set after the table is deleted." */
const SET_WHEN_GONE =
  /\bonly (?:set|present|populated|returned|filled)\b[^.]*\b(?:deleted|removed|purged|soft[- ]deleted)\b/i;

/**
 * Ties seeded records to each other and to the clock, once for a bundle's state and once for each
 * episode's: deletion stamps only on gone records, children made after their parents, resource
 * names under their parent's.
 */
export function tieSeededRecords(
  model: EnvModel,
  state: Record<string, unknown>,
  seed: number,
  clockStart: string,
  semantic?: SemanticModel,
): void {
  tieStateStamps(model, state, seed, clockStart);
  tieParentStamps(model, state, seed, clockStart);
  tieParents(model, state);
  tieResourceNames(state);
  tieCounts(model, state);
  if (semantic) tieHeldRecords(semantic, state);
  if (semantic) tieSpanRecords(semantic, state, clockStart);
}

/**
 * A list of today's (or upcoming) records has some to show: the smart home's events were drawn
 * over two months around the clock, so "today's agenda" held one event at best. Every third record
 * of a collection such a list reads moves to the clock's day, at its own time of day (`today`), or
 * to a later day than the clock's if it lay before (`upcoming`). No random draw.
 */
function tieSpanRecords(
  semantic: SemanticModel,
  state: Record<string, unknown>,
  clockStart: string,
): void {
  const day = clockStart.slice(0, 10);
  const spans = Object.values(semantic.tools).flatMap((t) =>
    t.span && t.entity ? [{ entity: t.entity, ...t.span }] : [],
  );
  const done = new Set<string>();
  for (const sp of spans) {
    const key = `${sp.entity}.${sp.field}.${sp.when}`;
    const rows = state[sp.entity];
    if (done.has(key) || !Array.isArray(rows)) continue;
    done.add(key);
    (rows as Rec[]).forEach((r, i) => {
      const v = isObj(r) ? r[sp.field] : undefined;
      if (i % 3 !== 0 || typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(v)) return;
      if (sp.when === "today") r[sp.field] = day + v.slice(10);
      else if (v < clockStart) {
        const later = new Date(Date.parse(`${day}T00:00:00Z`) + (1 + (i % 9)) * 86_400_000);
        r[sp.field] = later.toISOString().slice(0, 10) + v.slice(10);
      }
    });
  }
}

/**
 * A record another holds is held by one only, and the holder agrees with it: the bundled clinic
 * had four booked appointments in one slot, at times and with doctors other than the slot's.
 * Each holding record (a booked appointment) keeps its own record if no earlier one took it,
 * else takes the first free one (of the same doctor when there is one); then it takes the held
 * record's references and times (the slot's doctor and start). No random draw.
 */
function tieHeldRecords(semantic: SemanticModel, state: Record<string, unknown>): void {
  for (const held of Object.values(semantic.entities)) {
    const by = held.heldBy;
    const holder = by ? semantic.entities[by.entity] : undefined;
    const rows = state[held.name];
    const claimers = by ? state[by.entity] : undefined;
    if (!by || !holder || !Array.isArray(rows) || !Array.isArray(claimers)) continue;
    const sf = holder.statusField;
    const holding = (c: Rec) =>
      !by.holding ||
      !sf ||
      c[sf] === undefined ||
      by.holding.some((x) => String(x).toLowerCase() === String(c[sf]).toLowerCase());
    const live = (claimers as Rec[]).filter((c) => isObj(c) && holding(c));
    const byId = new Map((rows as Rec[]).map((r) => [r[held.idField], r] as const));
    // What both name and when: the slot's doctor and start, never its id or its name.
    const shared = Object.keys(held.fields).filter(
      (k) =>
        k !== held.idField &&
        k in holder.fields &&
        ["reference", "datetime", "date"].includes(holder.fields[k]?.role ?? ""),
    );
    const taken = new Set<unknown>();
    const moved: Rec[] = [];
    for (const c of live) {
      if (byId.has(c[by.field]) && !taken.has(c[by.field])) taken.add(c[by.field]);
      else moved.push(c);
    }
    for (const c of moved) {
      const free = (rows as Rec[]).filter((r) => !taken.has(r[held.idField]));
      const pick =
        free.find((r) =>
          shared.some((k) => holder.fields[k]?.role === "reference" && r[k] === c[k]),
        ) ?? free[0];
      if (!pick) break;
      c[by.field] = pick[held.idField];
      taken.add(pick[held.idField]);
    }
    for (const c of live) {
      const r = byId.get(c[by.field]);
      if (r) for (const k of shared) if (r[k] !== undefined) c[k] = r[k];
    }
  }
}

/**
 * A record's `parent` the doc gives no form of its own ("For the required format, see the comment
 * on the Cluster.name field", AlloyDB) is the record one level up its resource name: one of the
 * collection's records where the state holds that collection at that depth (an instance's cluster,
 * in turn), else the name's own prefix. Left out, every list by parent came back empty and AlloyDB
 * grounded no plan but "list the supported locations" (fresh73). A parent that is a resource name
 * already is kept.
 */
function tieParents(model: EnvModel, state: Record<string, unknown>): void {
  const byCollection = new Map<string, string[]>();
  for (const v of Object.values(state)) {
    if (!Array.isArray(v)) continue;
    for (const r of v as Rec[]) {
      const path = typeof r?.name === "string" ? resourcePath(r.name) : undefined;
      if (!path) continue;
      const key = `${path.length}:${path.at(-1)![0]}`;
      byCollection.set(key, [...(byCollection.get(key) ?? []), r.name as string]);
    }
  }
  for (const e of Object.values(model.entities)) {
    const f = e.fields.parent;
    if (!f || schemaType(flatSchema(f)) !== "string" || e.idField !== "name") continue;
    const rows = state[e.name];
    if (!Array.isArray(rows)) continue;
    (rows as Rec[]).forEach((r, i) => {
      if (typeof r.parent === "string" && resourcePath(r.parent)) return;
      const path = typeof r.name === "string" ? resourcePath(r.name) : undefined;
      if (!path || path.length < 2) return;
      const up = byCollection.get(`${path.length - 1}:${path.at(-2)![0]}`) ?? [];
      r.parent =
        up.length > 0
          ? up[i % up.length]
          : path
              .slice(0, -1)
              .map(([c, id]) => `${c}/${id}`)
              .join("/");
    });
  }
}

/**
 * A record's resource `name` lies under its `parent` (`projects/p/locations/l/catalogs/c` holds
 * `…/catalogs/c/databases/d`): seeded apart, BigLake's tables listed under one database were named
 * under another, and the gold deleted a table of a project the user never named (fresh69 readers
 * M, N on 9 of 60). Each name is moved under its parent, and every value naming the old path (a
 * child's parent) follows it, level by level.
 */
function tieResourceNames(state: Record<string, unknown>): void {
  const rows = Object.values(state).flatMap((v) =>
    Array.isArray(v) ? v.filter((r): r is Rec => typeof r === "object" && r !== null) : [],
  );
  for (let round = 0; round < 6; round++) {
    const moved = new Map<string, string>();
    for (const r of rows) {
      const { name, parent } = r;
      if (typeof name !== "string" || typeof parent !== "string") continue;
      const own = resourcePath(name);
      const up = resourcePath(parent);
      if (!own || !up || own.length !== up.length + 1 || name.startsWith(`${parent}/`)) continue;
      // A name whose doc walks other collections is no child of this parent: a device named
      // `partners/[PARTNER_ID]/devices/[DEVICE_ID]` is listed by its customer's
      // `customers/[CUSTOMER_ID]`, and was renamed `customers/…/devices/…` (fresh73 readers A).
      if (own.slice(0, -1).some(([c], i) => c !== up[i]![0])) continue;
      const [coll, id] = own[own.length - 1]!;
      moved.set(name, `${parent}/${coll}/${id}`);
    }
    if (moved.size === 0) return;
    for (const r of rows)
      for (const [k, v] of Object.entries(r))
        if (typeof v === "string" && moved.has(v)) r[k] = moved.get(v);
  }
}

/**
 * A seeded record that is not gone has no time it was deleted: a READY backup with a
 * DeleteTimestamp, a CREATE_IN_PROGRESS one too (fresh62 blind readers N). A gone one's is
 * between its creation and the clock.
 */
function tieStateStamps(
  model: EnvModel,
  state: Record<string, unknown>,
  seed: number,
  clockStart: string,
): void {
  const clock = Date.parse(clockStart);
  for (const e of Object.values(model.entities)) {
    const sf = e.statusField;
    const { stamps = [], gone = [] } = lifecycleOf(
      e.fields,
      sf ? enumOf(flatSchema(e.fields[sf]!)) : undefined,
    );
    const goneStamps = stamps.filter((s) => s.gone);
    const rows = state[e.name];
    // "Only set after the table is deleted": a record that is not gone has no such field (BigLake's
    // tables carried a deleteTime and an expireTime while listed and deleted, fresh69 readers N).
    const goneOnly = Object.entries(e.fields)
      .filter(([, f]) => SET_WHEN_GONE.test(String(flatSchema(f).description ?? "")))
      .map(([f]) => f);
    if (goneOnly.length > 0 && Array.isArray(rows))
      for (const r of rows as Rec[])
        if (!(sf && gone.includes(r[sf]))) for (const f of goneOnly) delete r[f];
    if (!sf || goneStamps.length === 0 || !Array.isArray(rows)) continue;
    const rng = createRng(deriveSeed(seed, "stamps", e.name));
    for (const r of rows as Rec[]) {
      const isGone = gone.includes(r[sf]);
      for (const { f } of goneStamps) {
        const v = r[f];
        if (!isGone) delete r[f];
        else if (typeof v === "string") {
          const made = stampOf(r, CREATED_STAMP)?.[1];
          const t = instantOf(v);
          if (made !== undefined && t !== undefined && (t < made || t > clock))
            r[f] = stampAfter(made, clock, rng, v);
        }
      }
    }
  }
}

/**
 * A record is made at or after the records it refers to, and changed at or after it is made:
 * PRSS's segments were created Aug 10 in an episode created Sep 4 of a program created Nov 14
 * (fresh69 blind readers N). Parents come first (`orderEntities`), so a grandchild moves after
 * its moved parent; a self reference (a folder's parent folder) settles over a few rounds. A
 * person a record names (an approver) is no parent. The child's creation moves to a quarter hour
 * after its parent's, no later than the clock; a day stays a day (the next one).
 */
function tieParentStamps(
  model: EnvModel,
  state: Record<string, unknown>,
  seed: number,
  clockStart: string,
): void {
  const clock = Date.parse(clockStart);
  if (Number.isNaN(clock)) return;
  for (let round = 0; round < 3; round++) {
    let moved = false;
    for (const ent of orderEntities(model)) {
      const rows = state[ent.name];
      if (!Array.isArray(rows)) continue;
      const { refTo } = layoutOf(model, ent);
      const parents = Object.entries(refTo).filter(
        ([f]) =>
          f !== ent.idField &&
          !PERSON_NOUN.test(fieldWords(f).replace(/_id$/, "").replace(/_/g, " ")),
      );
      if (parents.length === 0) continue;
      const rng = createRng(deriveSeed(seed, "parent-stamps", ent.name, round));
      for (const r of rows as Rec[]) {
        if (!isObj(r)) continue;
        const own = stampOf(r, CREATED_STAMP);
        if (!own || typeof r[own[0]] !== "string") continue;
        let latest: number | undefined;
        for (const [f, target] of parents) {
          const id = r[f];
          const targetEnt = model.entities[target];
          const rowsOf = state[target];
          if (id === undefined || !targetEnt || !Array.isArray(rowsOf)) continue;
          const p = (rowsOf as Rec[]).find(
            (x) => isObj(x) && x !== r && x[targetEnt.idField] === id,
          );
          const made = p ? stampOf(p, CREATED_STAMP)?.[1] : undefined;
          if (made !== undefined && (latest === undefined || made > latest)) latest = made;
        }
        if (latest === undefined || own[1] >= latest) continue;
        const like = r[own[0]] as string;
        const room = Math.max(0, clock - latest);
        const step = Math.min(Math.floor((room * rng.next()) / 900_000) * 900_000 + 900_000, room);
        const at = latest + step;
        r[own[0]] = /^\d{4}-\d{2}-\d{2}$/.test(like)
          ? new Date(Math.ceil(at / 86_400_000) * 86_400_000).toISOString().slice(0, 10)
          : shiftedInstant(like, at - own[1]);
        fitUpdatesAfterCreation(r, clock, rng);
        moved = true;
      }
    }
    if (!moved) return;
  }
}

/** Where a mail's event falls: processed, deferred, delivered (or bounced, dropped), opened, clicked, reported. */
function mailEventRank(words: string): number | undefined {
  const w = words.replace(/_(at|on|time|date|timestamp)$/, "");
  const ranks: Record<string, number> = {
    processed: 0,
    deferred: 1,
    delivered: 2,
    bounce: 2,
    bounced: 2,
    dropped: 2,
    open: 3,
    opened: 3,
    click: 4,
    clicked: 4,
    spamreport: 5,
    unsubscribe: 5,
    unsubscribed: 5,
  };
  return ranks[w];
}

/**
 * A mail's status times (`status_times: {processed, delivered, open, click, bounce, …}`) follow
 * its sending and run in the order a mail lives: delivered before sent, opened before delivered
 * and bounced as well as delivered were Twine's email histories (fresh67 blind readers N). A mail
 * delivered was neither bounced nor dropped.
 */
function fitEventTimes(rec: Rec, clock: number, rng: Rng, depth = 0): void {
  if (depth > 2) return;
  const sent = stampOf(rec, /(^|_)(sent|send|created|creation)(_|$)/, true)?.[1];
  for (const v of Object.values(rec)) {
    if (!isObj(v)) continue;
    const times = v as Rec;
    const keys = Object.keys(times).filter(
      (k) => mailEventRank(fieldWords(k)) !== undefined && instantOf(times[k]) !== undefined,
    );
    if (keys.length < 2 || keys.length < Object.keys(times).length / 2) {
      fitEventTimes(times, clock, rng, depth + 1);
      continue;
    }
    if (keys.some((k) => fieldWords(k) === "delivered"))
      for (const k of keys) if (/^(bounce|bounced|dropped)$/.test(fieldWords(k))) delete times[k];
    const kept = keys.filter((k) => k in times);
    if (sent !== undefined)
      for (const k of kept) {
        const t = instantOf(times[k]);
        if (t !== undefined && t < sent)
          times[k] = stampAfter(sent, clock, rng, times[k] as string);
      }
    fitLifecycle(times, mailEventRank);
  }
}

/** Where in a record's life a timestamp falls: created/queued, then started, then finished. */
function lifecycleRank(words: string): number | undefined {
  const w = words.replace(/_(at|on|time|date|timestamp|datetime)$/, "");
  if (
    /(^|_)(created|submitted|submit|requested|queued|ordered|placed|registered|received|booked|allocated)$/.test(
      w,
    )
  )
    return 0;
  if (
    /(^|_)(started|start|began|begun|opened|dispatched|shipped|launched|scheduled|scheduled_send|send|activated|earned)$/.test(
      w,
    )
  )
    return 1;
  if (
    /(^|_)(completed|finished|ended|closed|resolved|delivered|done|cancelled|canceled|eta|estimated_completion|expected_completion|deactivated|fulfilled)$/.test(
      w,
    )
  )
    return 2;
  return undefined;
}

/**
 * One record's timestamps in the order its life runs: created ≤ started ≤ completed (and an ETA
 * not before the start). Values are reassigned among the fields, so the record keeps its dates.
 */
function fitLifecycle(
  rec: Rec,
  rankOf: (words: string) => number | undefined = lifecycleRank,
): void {
  const stamps: Array<{ k: string; rank: number; t: number; v: string }> = [];
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(v)) continue;
    const rank = rankOf(fieldWords(k));
    const t = Date.parse(v);
    if (rank !== undefined && !Number.isNaN(t)) stamps.push({ k, rank, t, v });
  }
  if (stamps.length < 2) return;
  const shape = (v: string) => v.length;
  // Only fields written alike swap values (a date-only field never gets a timestamp).
  for (const len of new Set(stamps.map((x) => shape(x.v)))) {
    const group = stamps.filter((x) => shape(x.v) === len);
    const values = group.map((x) => x.v).sort((a, b) => Date.parse(a) - Date.parse(b));
    const order = [...group].sort((a, b) => a.rank - b.rank || a.t - b.t);
    order.forEach((x, i) => {
      rec[x.k] = values[i];
    });
  }
}

/** Text statistics that hold together: characters ≥ words ≥ sentences ≥ paragraphs ≥ pages. */
const UNITS = ["page", "paragraph", "sentence", "word", "character"] as const;
const PER_UNIT = [1, 3, 4, 14, 5];
function fitUnitCounts(rec: Rec, rng: Rng, depth = 0): void {
  const at: Array<{ k: string; i: number }> = [];
  for (const [k, v] of Object.entries(rec)) {
    // Statistics often sit in a nested block (`stats: {sentenceCount, wordCount}`).
    if (depth < 3 && v && typeof v === "object" && !Array.isArray(v))
      fitUnitCounts(v as Rec, rng, depth + 1);
    if (typeof v !== "number") continue;
    const w = fieldWords(k)
      .replace(/^(num|number_of|total)_/, "")
      .replace(/_(count|total|num)$/, "");
    const i = UNITS.findIndex(
      (u) => w === u || w === `${u}s` || (u === "character" && w === "chars"),
    );
    if (i >= 0) at.push({ k, i });
  }
  if (at.length < 2) return;
  at.sort((a, b) => a.i - b.i);
  for (let j = 1; j < at.length; j++) {
    const lo = at[j - 1]!;
    const hi = at[j]!;
    let factor = 1;
    for (let u = lo.i + 1; u <= hi.i; u++) factor *= PER_UNIT[u]!;
    const min = (rec[lo.k] as number) * factor;
    if ((rec[hi.k] as number) < min) rec[hi.k] = Math.round(min * (1 + rng.next() * 0.4));
  }
}

/**
 * Counts of one thing that split a whole: the parts do not add up to more than the whole
 * (`filesImported` + `filesRejected` ≤ `filesAdded`, `receivedImageCount` ≤ `totalImageCount`,
 * `deaths` + `recovered` ≤ `confirmed`), in nested blocks and lists of them too.
 */
function fitPartsToWhole(rec: Rec, depth = 0): void {
  for (const v of Object.values(rec)) {
    if (depth >= 3 || !v || typeof v !== "object") continue;
    for (const x of Array.isArray(v) ? v : [v])
      if (x && typeof x === "object" && !Array.isArray(x)) fitPartsToWhole(x as Rec, depth + 1);
  }
  for (const g of countParts(rec)) {
    const whole = rec[g.whole] as number;
    const sum = g.parts.reduce((a, k) => a + (rec[k] as number), 0);
    if (sum <= whole) continue;
    for (const k of g.parts) rec[k] = Math.floor(((rec[k] as number) * whole) / sum);
  }
}

function structuredCloneJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/**
 * The words envgen seeds a bundle's state with: domain, name, description, and the cloud provider
 * its tools are of where the text never names it (`cloudProviderOf`).
 */
export function domainTextOf(content: {
  domain: string;
  name: string;
  description: string;
  tools?: Parameters<typeof cloudProviderOf>[0];
}): string {
  const text = `${content.domain} ${content.name} ${content.description}`;
  const provider = content.tools ? cloudProviderOf(content.tools) : "";
  return provider === "" ? text : `${text} ${provider}`;
}

export interface InitialStateOptions {
  episodeSeed?: number;
  clockStart?: string;
  /** Domain words (see `domainTextOf`). */
  domain?: string;
  counts?: Record<string, number>;
  /** Fields each collection's records must hold (see `SeedOptions.required`). */
  required?: Record<string, readonly string[]>;
}

const models = new WeakMap<readonly ToolSpec[], EnvModel>();

/**
 * `buildModel(tools)`, kept per tool list: synthesis seeds a state per plan attempt (tens of
 * thousands on a paper-scale run) from a bundle's same tool list, and building the model was a
 * third of that. Bundles are content-addressed data, never edited in place; nothing downstream
 * writes to the model.
 */
function modelOfTools(tools: ToolSpec[], domain = ""): EnvModel {
  const hit = models.get(tools);
  if (hit) return hit;
  // One tool list is one document's, so its domain text is the same on every call.
  const model = shapeProviderIds(buildModel(tools), domain);
  models.set(tools, model);
  return model;
}

/**
 * The initial state of an environment for one episode: deterministic per (seed, episodeSeed);
 * episode 0 is the state envgen puts in the bundle. Tasks start from different episodes so a
 * policy cannot memorise one database.
 */
export function seedInitialState(
  semantic: SemanticModel | undefined,
  tools: ToolSpec[],
  seed: number,
  options: InitialStateOptions = {},
): Record<string, unknown> {
  const model = modelOfTools(tools, options.domain);
  const required = withAnsweredNames(options.required ?? {}, model, tools);
  const state: Record<string, unknown> = seedState(model, {
    seed,
    clockStart: options.clockStart ?? "2026-01-05T09:00:00.000Z",
    ...(options.domain !== undefined ? { domain: options.domain } : {}),
    ...(options.episodeSeed !== undefined ? { episodeSeed: options.episodeSeed } : {}),
    ...(options.counts ? { counts: options.counts } : {}),
    ...(Object.keys(required).length > 0 ? { required } : {}),
    ...(semantic ? { semantic } : {}),
  });
  seedChildLines(model, state as Record<string, unknown[]>);
  tieSeededRecords(model, state, seed, options.clockStart ?? "2026-01-05T09:00:00.000Z", semantic);
  if (semantic) applyDerived(semantic, state);
  return state;
}

/** Field words of a record's name. */
const NAME_FIELD = /^(name|title|label|display_name|full_name)$/;

/**
 * The names a tool's answer requires of an entity's records are names no record goes without:
 * left out, the runtime answers the doc's one example for each (four PIMS price ranges all
 * "REDUCED PRICE", stop52 blind readers N). Only names with an example: one the doc has none
 * of the runtime draws per record. A record of the entity in an answer is an object with
 * its id field whose fields are mostly the entity's.
 */
export function withAnsweredNames(
  required: Record<string, readonly string[]>,
  model: EnvModel,
  tools: readonly ToolSpec[],
): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = { ...required };
  const exampled = (p: unknown): boolean => {
    const f = isObj(p) ? flatSchema(p as Schema) : {};
    return f.example !== undefined || (Array.isArray(f.examples) && f.examples.length > 0);
  };
  const visit = (node: unknown, depth: number): void => {
    if (depth > 6 || !isObj(node)) return;
    const s = flatSchema(node as Schema);
    const props = propsOf(s);
    const keys = Object.keys(props);
    const req = Array.isArray(s.required) ? (s.required as unknown[]) : [];
    // Only a name the doc gives an example of: the runtime answers that one example for every
    // record left unnamed; with none it draws one per record.
    const names = req.filter(
      (k): k is string =>
        typeof k === "string" && NAME_FIELD.test(fieldWords(k)) && exampled(props[k]),
    );
    if (names.length > 0)
      for (const ent of Object.values(model.entities)) {
        if (!keys.includes(ent.idField)) continue;
        const own = keys.filter((k) => k in ent.fields).length;
        if (own < keys.length * 0.6) continue;
        const add = names.filter((k) => k in ent.fields);
        if (add.length > 0) out[ent.name] = [...new Set([...(out[ent.name] ?? []), ...add])];
      }
    for (const p of Object.values(props)) visit(p, depth + 1);
    if (isObj(s.items)) visit(s.items, depth + 1);
  };
  for (const t of tools) visit(t.outputSchema, 0);
  return out;
}

/**
 * A bundle's initial state for an episode: episode 0 is `bundle.initialState` itself; others are
 * re-seeded with the same collections and record counts (ids minted later never collide), reading
 * field roles from the bundle's semantic model.
 */
export function episodeState(
  bundle: Pick<
    EnvBundle,
    "initialState" | "tools" | "seed" | "clock" | "domain" | "name" | "description" | "model"
  > &
    Partial<Pick<EnvBundle, "stateSchema">>,
  episodeSeed: number,
  semantic?: SemanticModel,
): Record<string, unknown> {
  const initial = bundle.initialState as Record<string, unknown>;
  if (Math.trunc(episodeSeed) === 0) return structuredCloneJson(initial);
  const counts: Record<string, number> = {};
  for (const [k, v] of Object.entries(initial)) if (Array.isArray(v)) counts[k] = v.length;
  const next = seedInitialState(semantic ?? bundle.model, bundle.tools, bundle.seed, {
    episodeSeed,
    clockStart: bundle.clock.start,
    domain: domainTextOf(bundle),
    counts,
    required: withPreconditionFields(requiredFields(bundle.stateSchema), semantic ?? bundle.model),
  });
  // Collections the tools no longer describe (dropped by verification) keep their records.
  for (const [k, v] of Object.entries(initial)) if (!(k in next)) next[k] = structuredCloneJson(v);
  return next;
}

/**
 * The fields a tool's precondition reads (`device_type` for "Lights only") are in every record,
 * described or not: left out, no device is a light and grounding cannot keep the precondition.
 */
function withPreconditionFields(
  required: Record<string, readonly string[]>,
  model: SemanticModel | undefined,
): Record<string, readonly string[]> {
  const out = { ...required };
  for (const t of Object.values(model?.tools ?? {}))
    for (const p of t.preconditions ?? [])
      if (p.field && p.entity) out[p.entity] = [...new Set([...(out[p.entity] ?? []), p.field])];
  return out;
}

/** Per collection of a state schema, the fields its records require (list items or map values). */
function requiredFields(stateSchema: unknown): Record<string, readonly string[]> {
  const out: Record<string, readonly string[]> = {};
  const props = isObj(stateSchema) && isObj(stateSchema.properties) ? stateSchema.properties : {};
  for (const [name, coll] of Object.entries(props)) {
    if (!isObj(coll)) continue;
    const item = isObj(coll.items)
      ? coll.items
      : isObj(coll.additionalProperties)
        ? coll.additionalProperties
        : undefined;
    if (item && Array.isArray(item.required))
      out[name] = item.required.filter((k): k is string => typeof k === "string");
  }
  return out;
}

/** Values the runtime may copy: not ids (a copy would name another record), not enums or dates. */
function tableWorthy(field: string, schema: Schema): boolean {
  const s = flatSchema(schema);
  if (s.const !== undefined || enumOf(s) !== undefined) return false;
  if (/(^|_)(id|ids|arn|uuid|guid|etag|token)$/.test(fieldWords(field))) return false;
  return !/^(date|date-time|time|byte|binary)$/.test(typeof s.format === "string" ? s.format : "");
}

const TABLE_ROWS = 5;
/** Rows of an answer worked out of the call: two calls share one by chance 1 in 16. */
const DERIVED_ROWS = 16;
/** A record's own key or slug, made from its name. */
/** Fields written from the record's name: its key, its URL words, its heading and call to action. */
const OWN_KEY =
  /^(key|slug|handle|url_words|url_slug|heading|header_text|hero_text|tagline|call_to_action|cta)$/;

/**
 * The field a compute tool with no output schema answers in: `get_leave_balance` → `leave_balance`
 * (the runtime reads it from the op, the value table gives it a value that fits its meaning).
 */
export function answerNoun(tool: string, description = ""): string {
  // `GET-v1-scrape_emails---format-` (a route's name: method, version, `.:format`) answers emails,
  // not a "v1 scrape emails format".
  const all = splitWords(tool);
  const routed = HTTP_METHOD.test(all[0] ?? "") && all.some((w) => /^v\d+$/.test(w));
  const words = routed
    ? all
        .slice(1)
        .filter((w, i, ws) => !/^v\d+$/.test(w) && !(w === "format" && i === ws.length - 1))
    : all;
  const last = words[words.length - 1] ?? "";
  // `LanguageDetection` answers a language, `TopicClassification` a topic: what the process finds.
  // One that sorts into classes its doc names ("as spam or nospam") answers under its own name.
  if (PROCESS_NOUN.test(last) && words.length > 1) {
    const found = words.slice(LEADING_VERB.test(words[0] ?? "") ? 1 : 0, -1);
    // "as spam or nospam": the found word is a class, so the answer is the classification; the
    // tool's own words ("spam detection") would read out its name.
    const classes = describedClasses(description);
    if (found.length > 0 && classes.includes(found[0]!.toLowerCase())) return "classification";
    if (found.length > 0) return found.join("_");
  }
  return words.slice(words.length > 1 ? 1 : 0).join("_") || "result";
}

const HTTP_METHOD = /^(get|post|put|patch|delete)$/;
/** A noun of a process whose answer is the thing it finds (language detection → a language). */
const PROCESS_NOUN =
  /^(detection|analysis|classification|extraction|assessment|recognition|identification|estimation|prediction|evaluation|categori[sz]ation)$/;
const LEADING_VERB =
  /^(get|run|do|perform|make|compute|calculate|post|create|fetch|request|start)$/;
/** An answer that is a measure: "Estimates the similarity", "the degree of readability". */
const MEASURE_NOUN =
  /^(similarity|probability|likelihood|confidence|relevance|certainty|readability|match)$/;
const MEASURE_SAID = /\b(degree|score|probability|likelihood|confidence) of\b/i;
/** A made-up code or "<Word> N": what a sampler gives where it knows nothing of the field. */
const MADE_UP = /^[A-Z]{2,5}-\d{3,}$|^[A-Z][a-z]+(?: [a-z]+)* \d{1,3}$/;

/**
 * The values a compute tool with no output schema answers under `noun`: one of the classes its
 * doc names ("positive, negative or neutral"), a score for a measure (a similarity), a value of
 * the noun's kind (a language), a name the lexicon lists (a topic) — never the noun and a digit
 * ("The detection is Detection 7", fresh22 readers N). None when nothing says what it is.
 */
export function computeAnswers(
  sampler: ValueSampler,
  noun: string,
  description: string,
): unknown[] | undefined {
  const classes = describedClasses(description);
  if (classes.length >= 2) return classes;
  const rows = (draw: () => unknown) => {
    const out = Array.from({ length: TABLE_ROWS }, draw);
    return out.every((v) => v !== undefined && !MADE_UP.test(String(v))) ? out : undefined;
  };
  const head = noun.split("_").pop() ?? noun;
  if (MEASURE_NOUN.test(head) || MEASURE_SAID.test(description))
    return rows(() =>
      sampler.value({ name: "confidence", schema: { type: "number" }, entity: noun, record: {} }),
    );
  const req = { name: noun, schema: {}, entity: noun };
  if (sampler.kindOf(req) !== undefined) return rows(() => sampler.value({ ...req, record: {} }));
  const listed = lexiconValues(noun);
  if (listed.length > 0) return sampler.rng.shuffle(listed).slice(0, TABLE_ROWS);
  return undefined;
}

/**
 * The ARNs the runtime mints for records it makes, by the doc's pattern: the seed's own rule
 * (`ValueSampler.arnTemplate`, the environment's account and home region) with each id of the
 * path a slot the runtime fills from the record. A job run started at run time answered
 * `arn:awsh:emr-serverless:hs:…/applications/pB/jobruns/Os` from a pattern fill (fresh62 blind
 * readers N).
 */
export function runtimeArnTemplates(
  model: EnvModel,
  tools: readonly ToolSpec[],
  opts: { seed: number; clockStart: string; domain?: string },
): Record<string, ArnTemplate> {
  const sampler = createValueSampler(opts.seed, {
    clockStart: opts.clockStart,
    domain: domainWords(model, opts.domain),
    entities: namedKinds(model),
    kept: Object.values(model.entities).map((e) => e.singular),
    home: opts.seed,
  });
  const out: Record<string, ArnTemplate> = {};
  // The record's kind names the resource type a pattern leaves open (`code-review:` for `[a-z-]+:`).
  const visit = (schema: unknown, name: string, depth: number, kind = ""): void => {
    if (!isObj(schema) || depth > 8) return;
    const s = flatSchema(schema as Schema);
    if (typeof s.pattern === "string" && out[s.pattern] === undefined) {
      const made = sampler.arnTemplate(s.pattern, fieldWords(name), kind);
      if (made) out[s.pattern] = made;
    }
    if (isObj(s.items)) visit(s.items, singular(name), depth + 1);
    for (const [k, v] of Object.entries(isObj(s.properties) ? s.properties : {}))
      visit(v, k, depth + 1);
  };
  for (const e of Object.values(model.entities))
    for (const [k, v] of Object.entries(e.fields)) visit(v, k, 0, fieldWords(e.singular));
  for (const t of tools) visit(t.outputSchema, "", 0);
  return out;
}

/**
 * The values the runtime fills fields with when a record or result lacks them (a created site's
 * description, a search result's course): per field name, a few rows, row `j` of every field taken
 * from one record (a seeded record, or one sampled for an output object), so the runtime — which
 * picks one row per object — gives a record whose city, state and country agree. Built with the
 * one value sampler, so tool results read like the seeded state.
 */
export function runtimeValues(
  model: EnvModel,
  tools: ToolSpec[],
  state: Record<string, unknown[]>,
  opts: { seed: number; clockStart: string; domain?: string },
): Record<string, unknown[]> {
  const table: Record<string, unknown[]> = {};
  const sampler = createValueSampler(deriveSeed(opts.seed, "runtime-values"), {
    clockStart: opts.clockStart,
    domain: domainWords(model, opts.domain),
    entities: namedKinds(model),
    kept: Object.values(model.entities).map((e) => e.singular),
    home: opts.seed,
  });
  /**
   * Free text says what its record is ("Escalated to the network team." fits a ticket, not an
   * invoice): its rows are kept per entity or tool as well (`documents.comment`), read first by
   * the runtime for that op, so a field name shared by two kinds of record gets each its own.
   */
  const byPurpose = (name: string, schema: Schema, entity: string): boolean =>
    sampler.kindOf({ name, schema: flatSchema(schema), entity })?.startsWith("text:") ?? false;
  for (const e of Object.values(model.entities)) {
    const rows = ((state[e.name] ?? []) as Rec[]).slice(0, TABLE_ROWS);
    if (rows.length === 0) continue;
    for (const [f, fs] of Object.entries(e.fields)) {
      if (f === e.idField || e.refs[f] || !tableWorthy(f, fs)) continue;
      const scoped = byPurpose(f, fs, e.name) ? `${e.name}.${f}` : undefined;
      if (table[f] && (!scoped || table[scoped])) continue;
      const vals = rows.map((r) => (isScalarish(r[f]) ? r[f] : null));
      if (!vals.some((v) => v !== null)) continue;
      if (!table[f]) table[f] = vals;
      if (scoped) table[scoped] = vals;
    }
  }
  const seen = new Map<string, Set<object>>();
  const leaf = (
    name: string,
    schema: Schema,
    rec: Rec,
    entity: string,
    siblings: string[],
    d: number,
    optional: boolean,
  ): unknown => {
    const s = flatSchema(schema);
    const t = schemaType(s);
    if (t === "array") {
      const items = flatSchema(isObj(s.items) ? (s.items as Schema) : {});
      if (schemaType(items) === "object" || d > 2 || enumOf(items)) return undefined;
      const n = Math.max(typeof s.minItems === "number" ? s.minItems : 1, sampler.rng.range(1, 3));
      // A list of names of things the state holds (a scene's `changed_devices`) names them: the
      // bundled smart home answered `"changed_devices":["Office device"]` beside its real
      // "Office light" and "Hallway lock".
      const held = schemaType(items) === "string" ? labelsOfCollection(name, model, state) : [];
      if (held.length > 0) return sampler.rng.shuffle(held).slice(0, Math.min(n, held.length));
      const out: unknown[] = [];
      for (let i = 0; i < n; i++) {
        const v = leaf(
          singular(name),
          items,
          {},
          entity,
          [],
          d + 1,
          optional && undescribed(s, name),
        );
        if (v === undefined) return undefined;
        out.push(v);
      }
      return out;
    }
    if (t === "object" || t === "boolean" || t === "null") return undefined;
    const req = { name, schema: s, entity, record: rec, siblings, optional };
    // Numbers only when the field means something (a port, furlongs): the runtime's own are fine.
    if ((t === "number" || t === "integer") && sampler.kindOf(req) === undefined) return undefined;
    const v = sampler.value(req);
    return v === undefined || fitsScalar(v, s) || Array.isArray(v) ? v : undefined;
  };
  /**
   * An answer worked out of the call (a parsed file, an analysed text) varies with what is sent:
   * each of its fields gets rows of its own under the tool, more of them, so the runtime's pick by
   * the call's hash gives two files two parses (cnab-online answered two PDFs alike, fresh55
   * blind readers N).
   */
  const walk = (schema: unknown, entity: string, depth: number, scope: string, derived = false) => {
    if (!isObj(schema) || depth > 6) return;
    const done = seen.get(scope) ?? new Set<object>();
    if (done.has(schema)) return;
    seen.set(scope, done.add(schema));
    const s = flatSchema(schema as Schema);
    if (isObj(s.items)) walk(s.items, entity, depth + 1, scope, derived);
    const props = propsOf(s);
    const keys = Object.keys(props);
    const fresh = keys
      .filter((k) => tableWorthy(k, props[k]!))
      .map((k) => ({
        k,
        // Only a field of known meaning: an undescribed one would read "Description 4".
        scoped:
          (derived &&
            sampler.kindOf({ name: k, schema: flatSchema(props[k]!), entity }) !== undefined) ||
          byPurpose(k, props[k]!, entity)
            ? `${scope}.${k}`
            : undefined,
      }))
      .filter(({ k, scoped }) => !table[k] || (scoped !== undefined && !table[scoped]));
    if (fresh.length > 0) {
      const rows: Rec[] = Array.from({ length: derived ? DERIVED_ROWS : TABLE_ROWS }, () => ({}));
      const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
      for (const { k, scoped } of fresh) {
        const vals = rows.map((rec) => {
          const v = leaf(k, props[k]!, rec, entity, keys, 0, !required.has(k));
          if (v !== undefined) rec[k] = v;
          return v === undefined ? null : v;
        });
        if (!vals.some((v) => v !== null)) continue;
        if (!table[k]) table[k] = vals.slice(0, TABLE_ROWS);
        if (scoped) table[scoped] = vals;
      }
    }
    for (const [k, v] of Object.entries(props)) walk(v, k, depth + 1, scope, derived);
  };
  const opOf = new Map(model.ops.map((o) => [o.tool, o]));
  /** What the runtime reads scoped rows under: the op's entity, or the tool for a lookup. */
  const scopeOf = (tool: string): string => {
    const op = opOf.get(tool);
    return !op || op.kind === "compute" || !op.entity ? tool : op.entity;
  };
  for (const t of tools)
    walk(
      t.outputSchema,
      t.entity ?? t.name,
      0,
      scopeOf(t.name),
      opOf.get(t.name)?.kind === "compute",
    );
  // A list of plain strings (`get_api_songs_names` → `["…"]`) is filled under the name "result":
  // the names of what the tool lists, not "Result 6".
  // Each tool lists its own things (`getLicences` licences, `getPlaylistPrivacyPolicies` privacy
  // levels): rows under "<tool>.result", the first tool's also under "result" as before.
  for (const t of tools) {
    const s = flatSchema((t.outputSchema ?? {}) as Schema);
    const items = flatSchema(isObj(s.items) ? (s.items as Schema) : {});
    if (schemaType(s) !== "array" || schemaType(items) !== "string") continue;
    if (enumOf(items) || items.format !== undefined || items.pattern !== undefined) continue;
    // `get_api_tags_category_names` lists names of categories: the word before "names" says what.
    const words = splitWords(t.name);
    const head = singular(words.pop() ?? "name");
    const entity =
      words.length > 0 && /^(name|title|label)$/.test(head)
        ? words[words.length - 1]!
        : (opOf.get(t.name)?.entity ?? t.name);
    // `privacy_policies`: the word before a generic head says which policy.
    const before = words[words.length - 1]?.toLowerCase();
    const name =
      before &&
      /^(polic(y|ies)|settings?|levels?|options?|types?|kinds?)$/i.test(head) &&
      !/^(get|list|fetch|find|search|read|show|all|available)$/.test(before)
        ? `${before}_${head}`
        : head;
    // The names of one list are different things: a value drawn twice is drawn again.
    const rows: unknown[] = [];
    for (let k = 0; rows.length < TABLE_ROWS && k < TABLE_ROWS * 4; k++) {
      const v = sampler.value({ name, schema: items, entity, record: {} }) ?? null;
      if (v === null || !rows.includes(v) || k >= TABLE_ROWS * 3) rows.push(v);
    }
    table[`${scopeOf(t.name)}.result`] = rows;
    if (!table.result) table.result = rows;
  }
  // A tool that answers one string ("Returns the message encoding that would be required"): a
  // value of what its name asks for (`analyse-message-encoding` → "GSM-7"), never "Result 2".
  for (const t of tools) {
    const s = flatSchema((t.outputSchema ?? {}) as Schema);
    // One number whose name says its measure (peoplegeneratorapi's `gpa`): a value of it, not the
    // first list's "result" row (34.51). Only where no other tool answers under the same scope.
    if (/^(number|integer)$/.test(schemaType(s) ?? "") && !enumOf(s)) {
      const key = `${scopeOf(t.name)}.result`;
      // `gpa_1` is the doc's second path to the same answer (`/gpa/`): its number is not its noun.
      const nounOf = (tool: string) => answerNoun(tool.replace(/[_-]\d+$/, ""));
      const noun = nounOf(t.name);
      // Another tool of the scope may answer the same number (`/gpa` and `/gpa/`), nothing else.
      const shared = tools.some(
        (u) =>
          u !== t &&
          scopeOf(u.name) === scopeOf(t.name) &&
          !(
            /^(number|integer)$/.test(
              schemaType(flatSchema((u.outputSchema ?? {}) as Schema)) ?? "",
            ) && answerNoun(u.name) === noun
          ),
      );
      if (table[key] || shared) continue;
      const req = { name: noun, schema: s, entity: noun };
      if (sampler.kindOf(req) === undefined) continue;
      table[key] = Array.from(
        { length: TABLE_ROWS },
        () => sampler.value({ ...req, record: {} }) ?? null,
      );
      continue;
    }
    if (schemaType(s) !== "string" || enumOf(s) || s.format !== undefined) continue;
    if (s.pattern !== undefined || s.example !== undefined || s.const !== undefined) continue;
    const op = opOf.get(t.name);
    const key = `${scopeOf(t.name)}.result`;
    // A write that answers one undescribed string (zoomconnect's SMS send, `{"type":"string"}`)
    // answers how its request went: "queued", not "Result 3" ("The message is Result 3.").
    if (op && op.kind !== "compute" && scopeOf(t.name) !== t.name) {
      // A read (a reverse geocode) answers something else: no status word there.
      if (table[key] || !/^(action|create|update|delete)$/.test(op.kind)) continue;
      const sends =
        /^(send|post|publish|submit|schedule|dispatch|notify|queue|broadcast|forward)/.test(
          op.verb ?? "",
        );
      table[key] = [sends ? "queued" : "accepted"];
      continue;
    }
    // Rows under "<tool>.result" are read only for this tool; an entity's are every op's.
    if (scopeOf(t.name) !== t.name) continue;
    const noun = answerNoun(t.name);
    const req = { name: noun, schema: s, entity: op?.entity ?? noun };
    if (sampler.kindOf(req) === undefined) continue;
    table[key] = Array.from(
      { length: TABLE_ROWS },
      () => sampler.value({ ...req, record: {} }) ?? null,
    );
  }
  // A lookup with no output schema answers one field: a leave balance is a number of days, a
  // sentiment one of the classes its doc names. Rows per tool, so two detectors differ.
  const toolByName = new Map(tools.map((t) => [t.name, t]));
  for (const op of model.ops) {
    if (op.kind !== "compute" || op.output) continue;
    const description = toolByName.get(op.tool)?.description ?? "";
    const noun = answerNoun(op.tool, description);
    const answers = computeAnswers(sampler, noun, description);
    if (answers) table[`${op.tool}.${noun}`] = answers;
    const req = { name: noun, schema: {}, entity: op.entity ?? noun };
    if (table[noun] || sampler.kindOf(req) === undefined) continue;
    table[noun] = Array.from(
      { length: TABLE_ROWS },
      () => sampler.value({ ...req, record: {} }) ?? null,
    );
  }
  return table;
}

function isScalarish(v: unknown): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v !== "object") return true;
  return Array.isArray(v) && v.length > 0 && v.every((x) => x !== null && typeof x !== "object");
}
