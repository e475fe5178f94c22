import { z } from "zod";
import { ToolKind } from "./tool-spec.js";

/**
 * The semantic model of one environment: what its records mean and what its tools do, built once
 * by envgen (heuristic or model) and read by every later stage — runtime, verify, graph, plan,
 * writers and reward — so no stage guesses the domain again. Stored inside the bundle (v2) and
 * part of its hashed content.
 */

/** What a field is, as a person reading the API would say. */
export const FIELD_ROLES = [
  "id", // this record's own key
  "reference", // the key of another record (`ref` says which entity)
  "label", // the name or title a person calls the record by
  "category", // a type/kind from a closed set (device_type, kind, priority)
  "status", // lifecycle state (transitions say which moves are legal)
  "money", // an amount of money (`currency` or `currencyField`)
  "quantity", // how many of something (qty, count of items)
  "measure", // a number with a unit that is neither money nor quantity (brightness, temperature)
  "derived", // computed from other fields (`derivedFrom`): totals, counts
  "datetime",
  "date",
  "time",
  "duration",
  "person-name",
  "email",
  "phone",
  "address-part", // `part` says which: line1, city, state, postal_code, country
  "free-text", // a message, note, comment, description (`purpose` says which)
  "code", // a human-visible code: SKU, coupon code, flight number, IATA airport, ISBN
  "url",
  "flag", // a boolean setting
  "system", // managed by the system, never set or known by a user: etag, selfLink, created_at
  "plumbing", // a transport parameter: alt, fields, key, prettyPrint, quotaUser, api-version
  "credential", // a secret the caller holds (secret_key, api_key, token, password): filled by the environment, never said
  "paging", // how many results and from where (limit, max_return, topn, offset, page): a call setting, not a fact
  "other",
] as const;
export const FieldRole = z.enum(FIELD_ROLES);
export type FieldRole = z.infer<typeof FieldRole>;

export const ADDRESS_PARTS = ["line1", "line2", "city", "state", "postal_code", "country"] as const;

export const FieldModel = z.object({
  role: FieldRole,
  /** JSON-schema type of the value. */
  type: z.string(),
  /** role=reference: the entity (collection name) whose id this holds. */
  ref: z.string().optional(),
  /** Closed set of values (from the doc's enum, or inferred). */
  values: z.array(z.unknown()).optional(),
  /** role=status: legal moves, `from → [to…]`. */
  transitions: z.record(z.string(), z.array(z.string())).optional(),
  /** role=money: ISO currency code, or the field of the same record holding it. */
  currency: z.string().optional(),
  currencyField: z.string().optional(),
  /** role=address-part. */
  part: z.enum(ADDRESS_PARTS).optional(),
  /** role=free-text: what the text is for ("reason for the visit", "support ticket title"). */
  purpose: z.string().optional(),
  /** role=measure: the unit ("%", "°C"). */
  unit: z.string().optional(),
  /** role=derived: how it is computed, e.g. `sum(lines[].unit_price * lines[].quantity)`. */
  derivedFrom: z.string().optional(),
  /** Example values taken from the doc itself (OpenAPI example/default, "e.g. 'JFK'"). */
  examples: z.array(z.unknown()).optional(),
  /** Words from the doc's description of this field. */
  description: z.string().optional(),
});
export type FieldModel = z.infer<typeof FieldModel>;

/** A type field and the values of it a collection or tool is about. */
export const Subtype = z.object({
  field: z.string(),
  values: z.array(z.string()).min(1),
});
export type Subtype = z.infer<typeof Subtype>;

export const EntityModel = z.object({
  /** Collection name in state (plural, snake_case), e.g. `devices`. */
  name: z.string(),
  /** How a person names one record: "device", "work order". */
  noun: z.string(),
  idField: z.string(),
  /** The field a person calls a record by (name, title), if any. */
  labelField: z.string().optional(),
  statusField: z.string().optional(),
  /** Field that says what type a record is (device_type), used by applicability preconditions. */
  categoryField: z.string().optional(),
  fields: z.record(z.string(), FieldModel),
  /**
   * Every record of this collection is of one subtype: `field` (a type/kind/entity_type enum or
   * the schema's discriminator) holds one of `values`. Set when the tools of a collection name one
   * value of that enum (`/data-sources/dell-switches` ↔ `DellSwitchDataSource`), so records of
   * other types never appear in it (seeded, created, listed).
   */
  subtype: Subtype.optional(),
  /**
   * A record is taken while a record of `entity` names it in `field` (an appointment holds its
   * slot) and, when `holding` is given, has one of those statuses (a cancelled appointment frees
   * it). Read from the doc's "Book a free slot … The slot stops being free": a list of free
   * records leaves taken ones out, and a write naming a taken one is refused (kind `free`).
   */
  heldBy: z
    .object({
      entity: z.string(),
      field: z.string(),
      holding: z.array(z.string()).optional(),
    })
    .optional(),
  /** Sub-collections kept inside each record, e.g. a work order's `parts` or an order's `lines`. */
  children: z
    .record(
      z.string(),
      z.object({ entity: z.string().optional(), keyField: z.string().optional() }),
    )
    .optional(),
});
export type EntityModel = z.infer<typeof EntityModel>;

/** Where a tool's input value comes from when a person asks for the goal. */
export const INPUT_SOURCES = ["user", "tool", "either", "plumbing", "system"] as const;
export const InputModel = z.object({
  source: z.enum(INPUT_SOURCES),
  role: FieldRole,
  /** Entity and field this parameter reads or writes. */
  entity: z.string().optional(),
  field: z.string().optional(),
  /** source=plumbing: the fixed value used in every call (masked in rewards). */
  fixed: z.unknown().optional(),
  /** A change to this argument does not change the outcome (limit, page, format): masked. */
  cosmetic: z.boolean().optional(),
  /** The words a read with no key finds its one record by (`/articles/search?q=`): its name. */
  finds: z.boolean().optional(),
});
export type InputModel = z.infer<typeof InputModel>;

/**
 * A condition that must hold before a tool may act, checked by the environment (it answers with a
 * tool error otherwise) and by grounding (gold never violates it).
 */
export const Precondition = z.object({
  /**
   * field-in: `entity.field` of the target record must be one of `values`. free: the record of
   * `entity` the call names must not be taken (see the entity's `heldBy`). empty: no record of
   * `entity` may hold the target's key in `field` ("All tables in the database must be deleted
   * first": a database with tables is not deleted).
   */
  kind: z.enum(["field-in", "field-not-in", "exists", "free", "empty"]),
  entity: z.string(),
  field: z.string().optional(),
  values: z.array(z.unknown()).optional(),
  /** Tool error code the environment answers with when it fails (e.g. `FailedPrecondition`). */
  errorCode: z.string(),
  /** Why, in the doc's words ("Lights only", "only pending orders can be cancelled"). */
  reason: z.string(),
});
export type Precondition = z.infer<typeof Precondition>;

/** What a tool leaves in state, so a reward can check it happened. */
export const Effect = z.object({
  kind: z.enum(["create", "update", "delete", "add-child", "remove-child", "set-status", "record"]),
  entity: z.string(),
  /** update/set-status: fields written. */
  fields: z.array(z.string()).optional(),
  /** set-status: the status the record moves to. */
  status: z.string().optional(),
  /** add-child/remove-child: the child collection inside the parent record. */
  child: z.string().optional(),
  /** record: the log collection the action appends to (e.g. `announcements`, `brews`). */
  log: z.string().optional(),
  /**
   * update: values the write also sets whatever was sent, as its doc says ("Set the brightness of
   * a light. Turns the light on if it was off." → `{power: "on"}`).
   */
  sets: z.record(z.string(), z.unknown()).optional(),
  /**
   * create: fields a call leaves empty when it does not send them (a ticket's asset tag, an
   * expense's description): the new record has none, not one the environment made up.
   */
  leaves: z.array(z.string()).optional(),
});
export type Effect = z.infer<typeof Effect>;

export const ToolModel = z.object({
  name: z.string(),
  kind: ToolKind,
  /** The entity the tool acts on or returns. */
  entity: z.string().optional(),
  /** Sub-resource / association: "add part to work order", "assign ticket to agent". */
  association: z
    .object({
      relation: z.enum(["add", "remove", "assign", "attach", "link", "move"]),
      parent: z.string(),
      child: z.string(),
    })
    .optional(),
  inputs: z.record(z.string(), InputModel),
  /**
   * The subtype of records this tool is about, named by its path or name (`listDellSwitches` on
   * `/data-sources/dell-switches` ↔ `entity_type: DellSwitchDataSource`): a list returns only
   * records whose `field` is one of `values`. Absent: the tool is about every record of its entity.
   */
  subtype: Subtype.optional(),
  /** list tools: only records not taken (the entity's `heldBy`): "List free appointment slots". */
  onlyFree: z.boolean().optional(),
  /**
   * list tools: only records whose `field` (a date or time) falls on the clock's day (`today`:
   * "Get today's agenda") or after its time (`upcoming`: "List upcoming events"), as the tool's
   * name or doc says.
   */
  span: z.object({ field: z.string(), when: z.enum(["today", "upcoming"]) }).optional(),
  /**
   * list tools: where in the output the listed records are. A dot path to the array ("results",
   * "data.items"), "" when the output is the array itself, or null when the output holds no list
   * of these records (a UI screen whose only array is its `actions`, a result of bare ids): then
   * a count of any array in it is not the number of records found. Absent for other kinds.
   */
  listField: z.string().nullable().optional(),
  /**
   * Other tools: where in the output the record sits when the output is an envelope around it
   * (`{status, currentTime, data: {entry: {…}}}` → "data.entry"); the rest is the server's to
   * fill (its success status, its clock). Absent when the output is the record.
   */
  recordField: z.string().optional(),
  preconditions: z.array(Precondition),
  /**
   * Inputs of which the doc says at least one must be sent ("one of the following filters must be
   * specified: `filter[groups]`, `filter[organization]`"): a call with none of them is refused
   * with `InvalidArguments` naming them, and gold sends one.
   */
  requiresOneOf: z.array(z.string()).optional(),
  effects: z.array(Effect),
  /**
   * update tools: fields the call takes off its record by itself, no input saying a new value
   * (zero-touch's `removeConfiguration` → the device's `configuration`).
   */
  clears: z.array(z.string()).optional(),
  /** The goal in a person's words: `{verb: "book", object: "an appointment", text: "book an appointment"}`. */
  phrase: z.object({ verb: z.string(), object: z.string(), text: z.string() }),
});
export type ToolModel = z.infer<typeof ToolModel>;

export const SemanticModel = z.object({
  /** Domain in a few words ("smart home", "e-commerce", "clinic scheduling"). */
  domain: z.string(),
  entities: z.record(z.string(), EntityModel),
  tools: z.record(z.string(), ToolModel),
  /** Who built it: `heuristic`, `llm:<model>`, or `inferred-on-load` for v1 bundles. */
  source: z.string(),
});
export type SemanticModel = z.infer<typeof SemanticModel>;
