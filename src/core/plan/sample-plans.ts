import { schemaAtPath } from "../domain/enum-labels.js";
import { isCredential, isPaging } from "../domain/field-roles.js";
import {
  answeredCollection,
  namedCollection,
  resourceNameInputs,
  supersededByNewerVersion,
} from "../domain/resource-names.js";
import { createRng, deriveSeed, type Rng } from "../domain/rng.js";
import { looseKey, singular, splitWords } from "../domain/words.js";
import type { GraphNode, ToolDependencyGraph } from "../graph/build-graph.js";
import { entityKey } from "../graph/names.js";
import { turnEventLoop } from "../platform.js";
import type { StageContext } from "../progress.js";
import {
  type Binding,
  canonicalJson,
  type EnvBundle,
  type Plan,
  type PlanStep,
  type ToolEdge,
  type ToolKind,
  type ToolSpec,
} from "../schema/index.js";
import { emptyGoalStep } from "./empty-gold.js";
import { episodeSeedFor } from "./episode.js";
import { goalTwins, reversesWrite } from "./goal-families.js";
import { type GroundOutcome, groundPlanDetailed, type OpenEnv } from "./ground-plan.js";
import {
  closesRecord,
  contentInputs,
  deletesBeyondItsRecord,
  endsRecord,
  inputCondition,
  inputEntities,
  inputLeaf,
  isIdName,
  isResultControl,
  isSessionPlumbing,
  lookupKeyByName,
  machineValue,
  mandatoryByDoc,
  neededByMeaning,
  notAGoal,
  objectInputs,
  oneOfRequired,
  openapiPointer,
  otherFamilies,
  outputEntities,
  parentToName,
  pathParams,
  payloadInputs,
  plainerTwin,
  readKey,
  referenceFits,
  restoresNothingKept,
  roleFits,
  takesProviderToken,
  toolModelOf,
} from "./semantics.js";
import { isSearchText, isUnsaidInput } from "./value-picker.js";

export interface SampleOptions extends StageContext {
  seed: number;
  /** Grounded plans wanted. */
  count: number;
  /** Longest producer chain behind one input (default 4). */
  maxDepth?: number;
  /** Most steps in a plan (default 6). */
  maxSteps?: number;
  /** Most environments in a plan; >1 needs a graph built with `crossEnv` (default 1). */
  maxEnvs?: number;
  /** Chance an optional input is filled (default 0.3). */
  optionalInputProbability?: number;
  /**
   * Chance a plan gets a second write goal, asked for in a second user turn (default 0.75):
   * "turn the lamp on" → "and dim it to 40%". Set 0 for one goal per plan.
   */
  secondGoalProbability?: number;
  /**
   * Spread goals over environments by `envRotation`'s rule (default true); false draws goals
   * from all tools at once, so large environments dominate.
   */
  evenEnvs?: boolean;
  /** Give each plan its own episode (initial state and sandbox seed); default true. */
  episodes?: boolean;
  /**
   * Drop plans whose lookup goal comes back empty (default true): "there are zero X matching …"
   * answers no errand. Tests of goal choice alone turn it off.
   */
  dropEmptyLookups?: boolean;
  /** Attempts allowed per wanted plan before giving up (default 20). */
  maxAttemptsPerPlan?: number;
  /** Opens environment instances; the sandbox's `createEnvInstance`. */
  openEnv?: OpenEnv;
  /**
   * Each plan as it is kept, in result order (synthesis starts work on it while sampling goes on).
   * Sampling waits for a returned promise: the caller's backpressure when its work falls behind.
   */
  onPlan?: (plan: Plan) => void | Promise<void>;
  /**
   * Keep the plans in the result (default true). False hands each only to `onPlan` and returns
   * `plans` empty: a round of thousands of grounded plans (their calls' whole results) is then not
   * held here until the round ends, once the caller is done with each.
   */
  keepPlans?: boolean;
  /** Every attempt's shape and fate, for measuring where multi-step plans are lost (observer only). */
  onAttempt?: (attempt: SampleAttempt) => void;
  /**
   * Told the episode seed an environment set will ground on next as soon as it is decided (its
   * first, after a kept plan, after `ATTEMPTS_PER_STATE` misses): synthesis has its idle workers
   * make that state ahead, so this thread finds it made. Only a hint: nothing sampled depends on it.
   */
  upcomingEpisodes?: (bundleIds: string[], episodeSeeds: number[]) => void;
  /**
   * What earlier rounds already achieved, by `bundleId/tool`: `used` counts kept tasks calling the
   * tool, `refused` counts tasks with it as goal that later stages dropped. Coverage-first goal
   * choice then goes to the tools no kept task uses yet.
   */
  prior?: {
    used?: Record<string, number>;
    refused?: Record<string, number>;
    /** Kept tasks per environment (bundle id): the rotation continues from these shares. */
    tasks?: Record<string, number>;
    /** Kept tasks per goal tool (`bundleId/tool`): a goal's share of its environment carries on. */
    goals?: Record<string, number>;
    /**
     * `planSignature`s of the plans earlier calls found: finding one again is a duplicate, so a
     * later round spends its attempts on new plans instead of handing back the earlier ones.
     */
    plans?: ReadonlySet<string>;
  };
  /**
   * Failed attempts in a row after which sampling stops (default `FAILURES_IN_A_ROW_PER_ENV` per
   * environment, at least `MIN_FAILURES_IN_A_ROW`): the environments give no new plan, and the
   * attempt budget alone let a large count spend tens of thousands of attempts finding almost
   * nothing.
   */
  maxFailuresInARow?: number;
}

/** The shape of a drafted plan: its steps, its write steps, its goals (1 or 2). */
export interface PlanShape {
  steps: number;
  writes: number;
  goals: number;
}

/** One sampling attempt: the goal tool, the shape drafted and the shape grounded last, and why it ended. */
export interface SampleAttempt {
  goal?: string;
  drafted?: PlanShape;
  final?: PlanShape;
  /** Why the second goal was given up while the first went on, when it was. */
  secondDropped?: string;
  /** `kept` or the failure reason counted for the attempt. */
  outcome: string;
  /** The grounded steps' tools and, when grounding failed, the step (and input) it failed at. */
  tools?: string[];
  where?: string;
}

export interface SampleResult {
  /** Grounded plans, distinct by id, in the order found. */
  plans: Plan[];
  attempts: number;
  /** Why attempts failed: reason → count (e.g. `no-producer`, `tool-error:NotFound`). */
  failures: Record<string, number>;
  /** Why attempts failed, by the goal tool they were for (`bundleId/tool` → reason → count). */
  goalFailures: Record<string, Record<string, number>>;
  /** Second goals dropped while the first was kept, by reason. */
  secondGoalFailures: Record<string, number>;
  /** Distinct episode states grounded on (each one made once): fewer than the groundings. */
  episodes: number;
  /** Set when sampling stopped on `maxFailuresInARow` failed attempts in a row, short of `count`. */
  exhausted?: { failuresInARow: number };
}

/** Failed attempts in a row, per environment, after which a sampler call gives up. */
export const FAILURES_IN_A_ROW_PER_ENV = 25;
/**
 * ... and never before this many: near the end of what one small environment gives, most attempts
 * find a plan already found, and 25 in a row stopped one 13-tool environment 2 tasks short of 300
 * that the next attempts found.
 */
export const MIN_FAILURES_IN_A_ROW = 100;

/**
 * What makes two grounded plans the same plan, whatever their seeds: the same steps with the same
 * values (`prior.plans` holds these).
 */
export function planSignature(plan: Pick<Plan, "steps">): string {
  return canonicalJson(plan.steps);
}

/** An HTTP verb a generated tool name starts with (`post_search_users`). */
const HTTP_VERB = /^(?:get|post|put|patch|delete)$/;

const KIND_WEIGHT: Record<ToolKind, number> = {
  create: 3,
  update: 3,
  delete: 2.5,
  action: 3,
  compute: 1.5,
  read: 1,
  list: 1,
};

interface DraftStep {
  id: string;
  node: string;
  args: Record<string, Binding>;
  /** User turn asking for the step: 1 for the steps only a second goal needs. */
  turn?: number;
}

type Draft =
  | { ok: true; steps: DraftStep[]; goal: string; second?: string; goalNode: string }
  | { ok: false; reason: string; goalNode?: string };

const WRITE_KINDS = new Set<ToolKind>(["create", "update", "delete", "action"]);
const LOOKUP_KINDS = new Set<ToolKind>(["read", "list", "compute"]);
/**
 * The optional filters a request to look something up names: a person gives the one or two that
 * define what they want, not every option the doc offers ("… for 1.0.4, January 18, mobile,
 * Online, airplane and Home with a triangle time factor of 42.45 with wheelchair turned on?":
 * bkk.hu planAccess, fresh15).
 */
const MAX_LOOKUP_FILTERS = 2;
/**
 * The optional details a write names beside what it needs: a person adds two or three, not every
 * option of the form ("upload a video with download enabled, in English, on Jan 22 at 9 am, from
 * team-photo.jpg, on January 16, for the fiction tag, from front-entrance.jpg and from
 * city-timelapse.mp4?": PeerTube's upload, fresh42 dev).
 */
const MAX_WRITE_DETAILS = 3;
/** The input that names a new record (`name`, `title`, `display_name`). */
const LABEL = /^(name|title|label|display_?name|full_?name)$/i;
/**
 * A new record's name told in parts or in a list of names (`names[].name`, `names[].givenName`,
 * `last_name`): nobody adds a person or an organisation without saying what it is called — ATO's
 * individuals were created with `"names":[]` (fresh75 blind readers U, N).
 */
const PERSON_NAME =
  /^(?:names?\[\]\.)?(?:given_?name|family_?name|first_?name|last_?name|surname)$|^names?\[\]\.(?:name|full_?name|display_?name)$/i;
/** Inputs that carry the amount of money or goods a write moves (`amount.value`, `quantity`). */
const AMOUNT = /^(amount|value|price|quantity|qty)$|(^|[._[\]])amount([._[\]]|$)/i;

interface Usage {
  nodes: Map<string, number>;
  edges: Map<string, number>;
  /** Failed attempts per goal node: a goal that keeps failing is drawn less often. */
  failed: Map<string, number>;
}

/** Coverage first, but stop spending attempts on goals that keep failing. */
function novelty(usage: Usage, node: string): number {
  const used = usage.nodes.get(node) ?? 0;
  const failed = usage.failed.get(node) ?? 0;
  return 1 / ((1 + used) ** 2 * (1 + failed / 4));
}

/** Keys a person knows of their own records: an email, a username, a name, a code. */
const KNOWN_KEY = /(^|_)(e_?mail|user_?name|login|handle|name|title|slug|code|number)$/i;

/** Input leaf name → plan argument key: the first element of an array of objects is index 0. */
function argKey(leafName: string): string {
  return leafName.replace(/\[\]/g, "[0]");
}

function dataInEdges(graph: ToolDependencyGraph, node: string, input: string) {
  const out: Array<{ key: string; source: string; attrs: ToolEdge }> = [];
  graph.forEachInEdge(node, (key, attrs, source) => {
    if (attrs.kind === "data" && attrs.to === input) out.push({ key, source, attrs });
  });
  return out.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** A transport or system parameter of a node: no person states it, no tool feeds it. */
export type MachineInput = (node: string, input: string) => { value: unknown } | undefined;

/** What the doc says about a node's inputs, for the sampler. */
interface PlanMeaning {
  /** An optional input the request cannot do without (the parent a create names, a lookup's id). */
  essential?: (node: string, input: string) => boolean;
  /** The fields of what a write carries (`payloadInputs`: a job run's driver): the user says them. */
  payload?: (node: string) => string[];
  /** What a generator is made from (the text a QR code encodes): the user says it. */
  content?: (node: string, input: string) => boolean;
  /** A paging or result-size input the doc describes as one (`rows`: "Records Per Page"). */
  control?: (node: string, input: string) => boolean;
  /** A search's text input that takes the words a person names a record by ("Part of a name"). */
  namesSearch?: (node: string, input: string) => boolean;
  /**
   * The optional inputs by which a read finds its one record when its path names none
   * (`/members/find?email=&username=`): a lookup sends one of them.
   */
  findsBy?: (node: string) => string[];
  /** Whether `source`'s output at `from` names the kind of record `node`'s `input` names. */
  fits?: (source: string, from: string, node: string, input: string) => boolean;
  /**
   * Whether two tools serve the same records under different path prefixes (`/appstore/v1/
   * script_tags` and `/v1/script_tags`): one task keeps to one of them.
   */
  apart?: (a: string, b: string) => boolean;
  /**
   * Whether `source`'s output at `from` is a reference its records hold to another kind of record
   * (a project's `file_id`), not the identity of what it lists or makes.
   */
  borrowed?: (source: string, from: string) => boolean;
  /** Whether a tool removes records: a delete, or taking sub-records off a parent. */
  removes?: (node: string) => boolean;
  /**
   * Whether grounding found `source`'s output at `path` held by none of the records it listed:
   * the field is in the doc's schema but the records never carry it, so it feeds nothing.
   */
  absent?: (source: string, path: string) => boolean;
  /**
   * Whether a newer API version of the same path and method supersedes the tool (`GET
   * /v1/locations` beside `GET /v2/locations`): it stays callable but is never a step of a plan.
   */
  superseded?: (node: string) => boolean;
  /** The inputs a call is about (`objectInputs`): a call without any of them asks nothing. */
  objects?: (node: string) => string[];
  /** Inputs the doc says one of is sent ("One of t, i or s is required"): never two of them. */
  alternatives?: (node: string) => string[];
  /**
   * The other input and value under which an optional input applies (`commit` "Required when
   * `mode=upload`"): it is sent with that value or not at all.
   */
  condition?: (
    node: string,
    input: string,
  ) => { input: string; value: string | number | boolean } | undefined;
}

class PlanBuilder {
  readonly steps: DraftStep[] = [];
  private readonly envs = new Set<string>();
  private readonly active = new Set<string>();

  constructor(
    private readonly graph: ToolDependencyGraph,
    private readonly rng: Rng,
    private readonly usage: Usage,
    private readonly o: Required<
      Pick<SampleOptions, "maxDepth" | "maxSteps" | "maxEnvs" | "optionalInputProbability">
    >,
    private readonly machine: MachineInput = () => undefined,
    private readonly discouraged: (node: string) => boolean = () => false,
    private readonly meaning: PlanMeaning = {},
  ) {}

  /** Whether `a` and `b` belong to different families of parallel paths, or `a` to another than the plan's. */
  private apart(a: string, b: string): boolean {
    const apart = this.meaning.apart;
    if (!apart) return false;
    return apart(a, b) || this.steps.some((s) => apart(a, s.node));
  }

  private env(node: string): string {
    return this.graph.getNodeAttributes(node).bundleId;
  }

  private canUseEnv(node: string): boolean {
    return this.envs.has(this.env(node)) || this.envs.size < this.o.maxEnvs;
  }

  /** Add `node` after the producers of its inputs; returns its step id or a failure reason. */
  resolve(node: string, depth: number): { ok: true; id: string } | { ok: false; reason: string } {
    if (depth > this.o.maxDepth) return { ok: false, reason: "max-depth" };
    if (this.active.has(node)) return { ok: false, reason: "cycle" };
    if (!this.canUseEnv(node)) return { ok: false, reason: "max-envs" };
    this.active.add(node);
    this.envs.add(this.env(node));
    try {
      const attrs: GraphNode = this.graph.getNodeAttributes(node);
      const args: Record<string, Binding> = {};
      /** Optional inputs a person could give that the draw left out. */
      const payloadLeft: string[] = [];
      /** Optional inputs drawn so far, and how many a lookup may take. */
      let optionalDrawn = 0;
      const optionalRoom = WRITE_KINDS.has(attrs.kind) ? MAX_WRITE_DETAILS : MAX_LOOKUP_FILTERS;
      for (const input of attrs.inputs) {
        // `format=json`, `api-version`: fixed in every call when required, else left out.
        const fixed = input.name.includes("[") ? undefined : this.machine(node, input.name);
        if (fixed) {
          if (input.required && fixed.value !== undefined)
            args[argKey(input.name)] = { from: "user", value: fixed.value };
          else if (input.required) return { ok: false, reason: "no-fixed-value" };
          continue;
        }
        // The amount of a payment or transfer is the request even where the doc marks it optional:
        // "pay out" with no amount is a task nobody can do.
        // So is the name of a record being added: nobody adds "an artist" without saying who.
        // So is the record a call is about where the doc names it: the group of
        // `createGroupPad(groupID)`, the id of a lookup "by ID".
        const essential =
          (WRITE_KINDS.has(attrs.kind) && AMOUNT.test(input.name)) ||
          (attrs.kind === "create" &&
            input.userProvidable &&
            (LABEL.test(input.name) || PERSON_NAME.test(input.name))) ||
          (this.meaning.essential?.(node, input.name) ?? false);
        // A job run's driver (`jobDriver.sparkSubmit`, an object no person types) is sent as the
        // fields it requires, each one the user says: the script the job runs.
        const carried = (this.meaning.payload?.(node) ?? []).filter((p) =>
          p.startsWith(`${input.name}.`),
        );
        if (carried.length > 0) {
          for (const leaf of carried) args[argKey(leaf)] = { from: "user", value: undefined };
          continue;
        }
        // Paging, ordering and match modes are the API's business: left to its defaults.
        if (
          !input.required &&
          !essential &&
          (isResultControl(input.name) || (this.meaning.control?.(node, input.name) ?? false))
        )
          continue;
        // A step that finds a record for the goal (depth > 0) is the assistant's business: the user
        // names the record, they do not filter the lookup ("Anything up to Jan 7 is fine", "It's a
        // fork:created. With 10 items." said for a member search before deleting an identity —
        // fresh12 readers F/U/M). Optional inputs are drawn for the goals only.
        // The draw is made at every depth so the sampler's random stream does not depend on it.
        const drawn =
          this.rng.next() < this.o.optionalInputProbability && optionalDrawn < optionalRoom;
        // …but a search that finds the record the user names ("for Audrey Beier") is sent that
        // name: `search_employees {}` listed everyone before the expense (bundled helpdesk).
        const findsNamed =
          depth > 0 &&
          attrs.kind === "list" &&
          input.userProvidable &&
          (this.meaning.namesSearch?.(node, input.name) ?? false);
        // "One of t, i or s is required": a second alternative is never sent beside the first.
        const alternatives = this.meaning.alternatives?.(node) ?? [];
        const another =
          alternatives.includes(input.name) &&
          alternatives.some((x) => x !== input.name && args[argKey(x)] !== undefined);
        // "Optional when `mode=upload`": the date of an upload's commit goes with `mode=upload`, or
        // not at all — sent alone, "add a new project on Jan 18 at 9 am" changes nothing (fresh57
        // readers M). Where the condition cannot be sent as the user's, the input stays out.
        const condition =
          input.required || essential ? undefined : this.meaning.condition?.(node, input.name);
        const conditionInput = condition
          ? attrs.inputs.find((i) => i.name === condition.input)
          : undefined;
        const held = condition ? args[argKey(condition.input)] : undefined;
        // The condition's input is the user's and holds no other value yet.
        const unmet =
          condition !== undefined &&
          (!conditionInput?.userProvidable ||
            (held !== undefined &&
              (held.from !== "user" ||
                (held.value !== undefined && held.value !== condition.value))));
        const include =
          !another &&
          !unmet &&
          (input.required || essential || findsNamed || (depth === 0 && drawn));
        if (!input.required && !essential && include) optionalDrawn++;
        if (!include) {
          if (input.userProvidable && !unmet && !args[argKey(input.name)])
            payloadLeft.push(input.name);
          continue;
        }
        if (condition) args[argKey(condition.input)] = { from: "user", value: condition.value };
        // Set already as another input's condition: kept with the value it must hold.
        const preset = args[argKey(input.name)];
        if (preset?.from === "user" && preset.value !== undefined) continue;
        if (input.userProvidable || (this.meaning.content?.(node, input.name) ?? false)) {
          args[argKey(input.name)] = { from: "user", value: undefined };
          continue;
        }
        // Only outputs naming the kind of record the input names: a country's code never
        // becomes a jsapp's code because both fields are called `code`.
        const edges = dataInEdges(this.graph, node, input.name);
        const fits = edges.filter(
          (e) =>
            this.canUseEnv(e.source) &&
            (this.meaning.fits?.(e.source, e.attrs.from ?? "$", node, input.name) ?? true),
        );
        const absent = (e: (typeof edges)[number]) =>
          this.meaning.absent?.(e.source, this.pathFor(e.source, e.attrs.from, input.name)) ??
          false;
        const looksUp = (e: (typeof edges)[number]) =>
          LOOKUP_KINDS.has(this.graph.getNodeAttributes(e.source).kind);
        const live = fits.filter((e) => !absent(e));
        // Where the lookups that give the value never hold it, a write that makes one is no
        // stand-in: adafruit's feed key then came from `createWebhookFeedData`, a step nobody asks.
        const fitting =
          live.some(looksUp) || !fits.some((e) => absent(e) && looksUp(e))
            ? live
            : live.filter(looksUp);
        // Where the API serves the records twice (an app-store family beside an older one), the
        // record is found through the family that acts on it: listing with one and deleting with
        // the other is two APIs for one errand (fresh16 shop-pro.jp readers A+M). The other
        // family's lookup only when the own family has none.
        const ownFamily = fitting.filter((e) => !this.apart(e.source, node));
        const inFamily = ownFamily.length > 0 ? ownFamily : fitting;
        // A write's reference is filled from where such records come from, not copied from some
        // other record that holds one: "add a new project named Project Beacon" took the image of
        // Project Juniper, which nobody named (fresh16 logoraisr.com reader A). Copying only when
        // nothing else yields one.
        const own = WRITE_KINDS.has(attrs.kind)
          ? inFamily.filter((e) => !this.meaning.borrowed?.(e.source, e.attrs.from ?? "$"))
          : inFamily;
        // A write that removes records (a delete, "remove an asset from a board") never feeds
        // an id: where only such writes give the own records, the record a lookup holds is used —
        // a board's `assets[].id` (fresh21 getty: every "remove an asset from a board" failed
        // for want of a producer).
        const kept = own.filter((e) => !(this.meaning.removes?.(e.source) ?? false));
        const producers = kept.length > 0 ? kept : inFamily;
        const needed = input.required || essential;
        // Every tool that yields it needs it first (a cluster's `projectId` comes back only from
        // calls made in that project): it is the scope the person works in, and they name it —
        // "in my project northwind-staging-679". fresh64: all 39 Dataproc tools failed so.
        const scope =
          input.required &&
          edges.length > 0 &&
          edges.every((e) => this.needsFirst(e.source, input.name));
        // An optional id is filled only from a step the plan has anyway: a lookup added just to
        // fill it would be a step nobody asked for.
        const bound = scope
          ? undefined
          : this.bindFromProducers(producers, depth, !needed, input.name);
        if (bound) args[argKey(input.name)] = bound;
        // No tool lists these records (a round id, a game date): the user names one they know.
        else if (input.required && (edges.length === 0 || scope))
          args[argKey(input.name)] = { from: "user", value: undefined };
        else if (needed) return { ok: false, reason: "no-producer" };
      }
      // A call sent without what it is about — `japaneseNameMatchBatch {"facts":[…]}` with no names
      // to match (fresh23 readers A) — where no part of it is a value a person can say.
      const objects = this.meaning.objects?.(node) ?? [];
      if (
        objects.length > 0 &&
        !Object.keys(args).some((k) => objects.includes(k.split(/[.[]/)[0] as string))
      )
        return { ok: false, reason: "no-object" };
      // A computation is asked about something: "what's the address autocomplete?" sent with
      // nothing answers a question nobody asked (fresh18). One input the user gives, after all.
      if (attrs.kind === "compute" && payloadLeft.length > 0) {
        const asked = Object.values(args).some(
          (b) => b.from === "step" || (b.from === "user" && b.value === undefined),
        );
        if (!asked) {
          const name = payloadLeft[this.rng.int(payloadLeft.length)] as string;
          args[argKey(name)] = { from: "user", value: undefined };
        }
      }
      // A create or update says what it writes: "add a sub user" with nothing about the user is
      // no request. When the draw left every payload input out, one is asked for after all.
      if (attrs.kind === "create" || attrs.kind === "update") {
        const payload = Object.entries(args).filter(
          ([k, b]) => b.from === "user" && b.value === undefined && !isResultControl(k),
        );
        if (payload.length === 0 && payloadLeft.length > 0) {
          const name = payloadLeft[this.rng.int(payloadLeft.length)] as string;
          args[argKey(name)] = { from: "user", value: undefined };
        } else if (
          payload.length === 0 &&
          // `POST /createGroup` takes nothing and makes a group: there is nothing more to say.
          attrs.inputs.some((i) => !this.machine(node, i.name)) &&
          // An association (add member to group) writes the ids it links; an update writes a
          // value besides the id of its record (a new slot found by a lookup counts).
          Object.values(args).filter((x) => x.from === "step").length <
            (attrs.kind === "update" ? 2 : 1)
        )
          return { ok: false, reason: "empty-write" };
      }
      // A lookup of one record by optional keys (`GET /members/find?email=…&username=…`) that finds
      // the goal's record is asked by one key the user knows — without any it answers with a
      // member nobody named (fresh12 readers A).
      const keys = depth > 0 && attrs.kind === "read" ? (this.meaning.findsBy?.(node) ?? []) : [];
      if (keys.length > 0 && !keys.some((k) => args[argKey(k)])) {
        args[argKey(keys[this.rng.int(keys.length)] as string)] = {
          from: "user",
          value: undefined,
        };
      }
      if (this.steps.length >= this.o.maxSteps) return { ok: false, reason: "max-steps" };
      const id = `s${this.steps.length + 1}`;
      this.steps.push({ id, node, args });
      return { ok: true, id };
    } finally {
      this.active.delete(node);
    }
  }

  /**
   * The output a producer gives `input` from: a field of the input's own name beside the one the
   * edge found (`get_tyk_keys {api_id}` takes the listed API's `[].api_id`, not its other `[].id`).
   */
  private pathFor(source: string, from: string | undefined, input: string | undefined): string {
    const path = from ?? "$";
    if (!input) return path;
    const leaf = inputLeaf(input);
    const at = Math.max(path.lastIndexOf("."), path.lastIndexOf("]"));
    const have = path.slice(at + 1);
    // Only a generic key (`id`) gives way to a named one (`api_id`); `{id}` keeps what the edge found.
    if (!have || !/^(id|uuid|key|code)$/.test(looseKey(have)) || splitWords(leaf).length < 2)
      return path;
    const prefix = path.slice(0, at + 1);
    const outputs = this.graph.getNodeAttributes(source).outputs ?? [];
    const sibling = outputs.find((o) => {
      if (!o.path.startsWith(prefix)) return false;
      const rest = o.path.slice(prefix.length);
      return !/[.[\]]/.test(rest) && looseKey(rest) === looseKey(leaf);
    });
    return sibling?.path ?? path;
  }

  private bindFromProducers(
    all: Array<{ key: string; source: string; attrs: ToolEdge }>,
    depth: number,
    reuseOnly = false,
    input?: string,
  ): Binding | undefined {
    // Lookups feed ids; a write does only when it creates the record the id names.
    const natural = all.filter((p) => {
      const kind = this.graph.getNodeAttributes(p.source).kind;
      if (kind === "read" || kind === "list" || kind === "compute") return true;
      return kind === "create" && (p.attrs.reasons ?? []).includes("entity");
    });
    // Never a delete: removing a record to learn an id is a write nobody asked for; and not an
    // endpoint the doc says to stop using while another lookup does the job.
    // Nor an older API version of a path the API serves newer: "find the locations" fits
    // `/v1/locations` and `/v2/locations` alike, and only the newest is ever the gold.
    const allowed = (natural.length > 0 ? natural : all).filter(
      (p) =>
        this.graph.getNodeAttributes(p.source).kind !== "delete" &&
        !(this.meaning.superseded?.(p.source) ?? false),
    );
    const current = allowed.filter((p) => !this.discouraged(p.source));
    const producers = current.length > 0 ? current : allowed;
    if (producers.length === 0) return undefined;
    // Reuse a step already in the plan: one lookup feeds every consumer that needs it.
    const existing = producers
      .map((p) => ({ p, step: this.steps.find((s) => s.node === p.source) }))
      .find((x) => x.step);
    if (existing?.step) {
      const path = this.pathFor(existing.p.source, existing.p.attrs.from, input);
      // The key the lookup was itself sent comes from where the lookup had it.
      return (
        this.keySent(existing.step, path, input) ?? { from: "step", step: existing.step.id, path }
      );
    }
    if (reuseOnly) return undefined;
    // The list or search that finds the record by what the user says ("the trainer called X")
    // comes first; a chain through other records' lookups only when none of those works.
    const direct = producers.filter((p) => {
      const kind = this.graph.getNodeAttributes(p.source).kind;
      return (
        (kind === "list" || kind === "read") &&
        (p.attrs.reasons ?? []).includes("entity") &&
        toolFedInputs(this.graph, p.source) === 0
      );
    });
    const tier = (list: typeof producers) => this.tryProducers(list, depth, input);
    return (direct.length > 0 ? tier(direct) : undefined) ?? tier(producers);
  }

  /** Whether `source` takes `input` (the same key by name) as a required input no person gives. */
  private needsFirst(source: string, input: string): boolean {
    const key = looseKey(inputLeaf(input));
    return this.graph
      .getNodeAttributes(source)
      .inputs.some((i) => i.required && !i.userProvidable && looseKey(inputLeaf(i.name)) === key);
  }

  /**
   * A lookup that only hands on the key it was given is no step of the errand: `GetPipeline
   * {PipelineName}` fed from the list, whose `Pipeline.PipelineName` then fed `StartPipeline`, made
   * "start the pipeline named dev-pipeline" three calls (fresh64: 6 of its 8 tasks of 3+ calls). The
   * rule: when the output a consumer takes from a lookup step is the key that lookup was sent from an
   * earlier step (the same field name), the consumer takes it from that earlier step and the lookup
   * step is dropped. Only the step just resolved (the last one) is ever dropped.
   */
  private passedThrough(id: string, path: string, input?: string): Binding | undefined {
    const step = this.steps[this.steps.length - 1];
    if (!step || step.id !== id) return undefined;
    const sent = this.keySent(step, path, input);
    if (sent) this.steps.pop();
    return sent;
  }

  /**
   * What a lookup step was sent for the key a consumer would take from its results, when the
   * results only hand that key back: `GetPipeline {PipelineName}` fed from an earlier step, or a
   * list the user scoped by the key (`ListInferenceEvents {InferenceSchedulerName}`) — "stop the
   * scheduler on the inference event whose duration is 79 seconds (internal-inference-scheduler)"
   * was a stop of the scheduler the user named (fresh74 Lookout for Equipment, readers F/A).
   */
  private keySent(step: DraftStep, path: string, input?: string): Binding | undefined {
    const kind = this.graph.getNodeAttributes(step.node).kind;
    if (kind !== "read" && kind !== "list") return undefined;
    const leaf = looseKey(path.slice(Math.max(path.lastIndexOf("."), path.lastIndexOf("]")) + 1));
    if (!leaf) return undefined;
    // A list's bare `name` or `id` is its scope (Google's `operations.list {name}` is "the name
    // of the operation's parent resource"), never the key of the records it lists.
    if (kind === "list" && /^(name|id|parent|key)$/.test(leaf)) return undefined;
    const given = Object.entries(step.args).find(
      ([k, b]) => (b.from === "step" || b.from === "user") && looseKey(inputLeaf(k)) === leaf,
    )?.[1];
    if (given?.from === "step") return { from: "step", step: given.step, path: given.path };
    // A key the user said goes to an input of that very name only: Memcache's
    // `rescheduleMaintenance {instance}` takes a listed instance's `name`, which the user never
    // says — sent as their own, it named no instance (NotFound).
    if (given?.from === "user" && input !== undefined && looseKey(inputLeaf(input)) === leaf)
      return { from: "user", value: given.value };
    return undefined;
  }

  private tryProducers(
    producers: Array<{ key: string; source: string; attrs: ToolEdge }>,
    depth: number,
    input?: string,
  ): Binding | undefined {
    const remaining = [...producers];
    for (let tries = 0; tries < 3 && remaining.length > 0; tries++) {
      // Lookups (reads, lists) are the natural producers; a write feeding an id is rarer.
      const weights = remaining.map((p) => {
        const kind = this.graph.getNodeAttributes(p.source).kind;
        // The user names the record ("the trainer called X"): the list or search that finds it
        // by what they say beats a lookup that first needs some other record's id.
        const lookup =
          kind === "list" || kind === "read"
            ? toolFedInputs(this.graph, p.source) > 0
              ? 0.3
              : 1
            : 0.4;
        // Records that are the thing the id names beat records that merely mention it.
        const identity = (p.attrs.reasons ?? []).includes("entity") ? 1 : 0.15;
        return (lookup * identity * p.attrs.score ** 4) / (1 + (this.usage.edges.get(p.key) ?? 0));
      });
      const [p] = remaining.splice(this.rng.weighted(weights), 1);
      const mark = this.steps.length;
      const r = this.resolve(p!.source, depth + 1);
      if (r.ok) {
        const path = this.pathFor(p!.source, p!.attrs.from, input);
        return this.passedThrough(r.id, path, input) ?? { from: "step", step: r.id, path };
      }
      this.steps.length = mark;
    }
    return undefined;
  }
}

/** A search input written in a query language, not in a person's words. */
/** An output that is a record's own resource name: `name`, `instances[].name`. */
const NAME_OUTPUT = /^(?:\$\.?)?(?:[A-Za-z]+\[\]\.)?name$/;

const QUERY_LANGUAGE = /[{}]|\b(?:document|json|syntax|expression|lucene|sql|odata|filter)\b/i;

/** Required inputs of a node that only other tools can feed. */
function toolFedInputs(graph: ToolDependencyGraph, n: string): number {
  return graph
    .getNodeAttributes(n)
    .inputs.filter(
      (i) => i.required && !i.userProvidable && dataInEdges(graph, n, i.name).length > 0,
    ).length;
}

function goalWeights(graph: ToolDependencyGraph, nodes: string[], usage: Usage): number[] {
  return nodes.map((n) => {
    const a = graph.getNodeAttributes(n);
    const deps = toolFedInputs(graph, n);
    // A goal whose ids come from lookups makes the plans people ask for in one breath: find the
    // record by what they know, then act on it.
    return KIND_WEIGHT[a.kind] * (1 + 3 * Math.min(2, deps)) * novelty(usage, n);
  });
}

/**
 * Second goals: writes in the plan's environment, preferring tools few plans use yet and tools
 * fed by a step already in the plan (the same device, the same order), so the two requests
 * belong together.
 */
function secondGoalWeights(
  graph: ToolDependencyGraph,
  candidates: string[],
  inPlan: Set<string>,
  usage: Usage,
): number[] {
  return candidates.map((n) => {
    const a = graph.getNodeAttributes(n);
    let fed = false;
    graph.forEachInEdge(n, (_k, e, source) => {
      if (e.kind === "data" && inPlan.has(source)) fed = true;
    });
    // A read after a write checks back on the record; another write on it is the richer request.
    const kind = WRITE_KINDS.has(a.kind) ? KIND_WEIGHT[a.kind] : 0.5 * KIND_WEIGHT[a.kind];
    return kind * (fed ? 4 : 1) * novelty(usage, n);
  });
}

function draftTopologyAware(
  graph: ToolDependencyGraph,
  nodes: string[],
  rng: Rng,
  usage: Usage,
  o: Required<
    Pick<
      SampleOptions,
      "maxDepth" | "maxSteps" | "maxEnvs" | "optionalInputProbability" | "secondGoalProbability"
    >
  >,
  ends: (node: string) => boolean,
  machine: MachineInput,
  goalNodes: string[] = nodes,
  goalOk: (node: string) => boolean = () => true,
  meaning: PlanMeaning = {},
  closes: (node: string) => boolean = ends,
): Draft {
  const goal = goalNodes[rng.weighted(goalWeights(graph, goalNodes, usage))]!;
  const b = new PlanBuilder(graph, rng, usage, o, machine, (n) => !goalOk(n), meaning);
  const r = b.resolve(goal, 0);
  if (!r.ok) return { ok: false, reason: r.reason, goalNode: goal };
  if (decidesOwn(graph, b.steps))
    return { ok: false, reason: "decides-own-request", goalNode: goal };
  const draft: Extract<Draft, { ok: true }> = {
    ok: true,
    steps: b.steps,
    goal: r.id,
    goalNode: goal,
  };
  // A write feeding the goal (open a ticket, then comment on it) is a request of its own: the
  // user asks for it first and for the goal in a second turn.
  const writes = b.steps.filter(
    (s) => s.id !== r.id && WRITE_KINDS.has(graph.getNodeAttributes(s.node).kind),
  );
  if (writes.length === 1) {
    const first = writes[0] as DraftStep;
    if (undoes(graph, b.steps, first.id, r.id, closes))
      return { ok: false, reason: "create-then-delete", goalNode: goal };
    // Reading back the record the first request adds: its answer showed the record already.
    if (
      graph.getNodeAttributes(first.node).kind === "create" &&
      graph.getNodeAttributes(goal).kind === "read" &&
      readsBack(b.steps, first.id, r.id, graph.getNodeAttributes(first.node).entity)
    )
      return { ok: false, reason: "read-back", goalNode: goal };
    const at = b.steps.indexOf(first);
    for (const s of b.steps.slice(at + 1)) s.turn = 1;
    return { ...draft, goal: first.id, second: r.id, goalNode: goal };
  }
  if (writes.length > 1) return draft;
  const env = graph.getNodeAttributes(goal).bundleId;
  const goalWrites = WRITE_KINDS.has(graph.getNodeAttributes(goal).kind);
  // A create the user says nothing about ("add a new smart contract" → `post_contract {}`, fresh22
  // readers G+M) is no request on its own: it is kept only as the first step a second write
  // builds on (make the contract, then set it up), never alone.
  const bare = saysNothing(graph, b.steps.find((s) => s.id === r.id) as DraftStep);
  if (b.steps.length >= o.maxSteps)
    return bare ? { ok: false, reason: "empty-create", goalNode: goal } : draft;
  if (rng.next() >= o.secondGoalProbability && !bare) return draft;
  const inPlan = new Set(b.steps.map((s) => s.node));
  const fedByPlan = (n: string): boolean => {
    let fed = false;
    graph.forEachInEdge(n, (_k, e, source) => {
      if (e.kind === "data" && inPlan.has(source)) fed = true;
    });
    return fed;
  };
  // A follow-up on a record the plan already found or wrote: after a write, another write on it
  // ("and dim it to 40%") or a look at it; after a lookup, more about it ("and that trainer's
  // course figures"). Never an unrelated request (add a sub user, then post some action), and
  // never ending the record the first request just changed (reschedule, then cancel).
  const candidates = nodes.filter((n) => {
    const a = graph.getNodeAttributes(n);
    if (n === goal || a.bundleId !== env || inPlan.has(n) || !goalOk(n)) return false;
    if (!fedByPlan(n)) return false;
    // The follow-up keeps to the family of paths the first request used.
    if (b.steps.some((s) => meaning.apart?.(s.node, n))) return false;
    if (goalWrites && (a.kind === "delete" || ends(n))) return false;
    if (bare && !WRITE_KINDS.has(a.kind)) return false;
    return a.kind !== "delete";
  });
  const alone = bare ? ({ ok: false, reason: "empty-create", goalNode: goal } as const) : draft;
  if (candidates.length === 0) return alone;
  const mark = b.steps.length;
  // A follow-up that cannot use the plan's record (it resolves through its own lookups) or that
  // undoes the first request gives way to the next candidate: one failed draw cost the plan its
  // second request (fresh19: 117 second goals lost so, 20 of them to one unrelated webhook).
  const remaining = [...candidates];
  for (let tries = 0; tries < SECOND_GOAL_TRIES && remaining.length > 0; tries++) {
    const at = rng.weighted(secondGoalWeights(graph, remaining, inPlan, usage));
    const [second] = remaining.splice(at, 1) as [string];
    const r2 = b.resolve(second, 0);
    if (
      r2.ok &&
      !decidesOwn(graph, b.steps) &&
      followsUp(graph, b.steps, mark, goal, second, r.id, r2.id, ends, closes, bare) &&
      (!bare || takesFrom(b.steps, mark, r.id))
    ) {
      for (const s of b.steps.slice(mark)) s.turn = 1;
      return { ...draft, steps: b.steps, second: r2.id };
    }
    b.steps.length = mark;
  }
  return alone;
}

/**
 * Whether a create's step carries nothing the user says: no content, no record it is made for —
 * only fixed transport values, or no inputs at all (`POST /contracts` with an empty body).
 */
function saysNothing(graph: ToolDependencyGraph, step: DraftStep): boolean {
  if (graph.getNodeAttributes(step.node).kind !== "create") return false;
  return Object.values(step.args).every((x) => x.from === "user" && x.value !== undefined);
}

/** Whether a step from `mark` on takes a value straight from step `id`. */
function takesFrom(steps: DraftStep[], mark: number, id: string): boolean {
  return steps
    .slice(mark)
    .some((s) => Object.values(s.args).some((x) => x.from === "step" && x.step === id));
}

/**
 * Whether a step grants or refuses (`decide_leave_request`, `ApproveQuote`) a record of a kind an
 * earlier step of the plan makes. Who asks for something does not decide on it: "request a leave
 * from January 18 to 22", then "approve my leave request starting January 18" — or a leave
 * requested on the way, unasked, only to be approved (bundled helpdesk, whose doc says "Only the
 * employee's manager may decide").
 */
function decidesOwn(graph: ToolDependencyGraph, steps: readonly DraftStep[]): boolean {
  return steps.some((s, i) => {
    const a = graph.getNodeAttributes(s.node);
    if (!splitWords(a.tool).some((w) => /^(?:approve|reject|decide|deny|decline)$/i.test(w)))
      return false;
    return steps.slice(0, i).some((c) => {
      const m = graph.getNodeAttributes(c.node);
      return m.kind === "create" && m.entity !== undefined && m.entity === a.entity;
    });
  });
}

/** Second-goal candidates tried before a plan keeps its one goal. */
const SECOND_GOAL_TRIES = 3;

/**
 * Whether the second goal's steps (from `mark` on) follow up the first request: they take a record
 * the plan already has, and they neither undo nor repeat the first write.
 */
function followsUp(
  graph: ToolDependencyGraph,
  steps: DraftStep[],
  mark: number,
  goal: string,
  second: string,
  first: string,
  next: string,
  ends: (node: string) => boolean,
  closes: (node: string) => boolean,
  bareFirst = false,
): boolean {
  // Through an input the call needs, or a look at the record: a write that only fills an
  // optional filter from the plan ("add a new webhook", bound to the offering just found) is
  // another errand, and its request never says which record it is for.
  const needs = (s: DraftStep, key: string) => {
    const a = graph.getNodeAttributes(s.node);
    if (!WRITE_KINDS.has(a.kind)) return true;
    return a.inputs.some((i) => argKey(i.name) === key && i.required);
  };
  const reuses = steps
    .slice(mark)
    .some((s) =>
      Object.entries(s.args).some(
        ([k, x]) => x.from === "step" && Number(x.step.slice(1)) <= mark && needs(s, k),
      ),
    );
  if (!reuses) return false;
  // After a request that ends a record, what the plan found it by describes a record that is gone:
  // "remove the song", then "check the song related" on it, or the deleted album's tracks.
  if (endsIt(graph, goal, ends) && takesFromFinders(steps, mark, first)) return false;
  const goalKind = graph.getNodeAttributes(goal).kind;
  const secondKind = graph.getNodeAttributes(second).kind;
  return !(
    // Closing (or cancelling, deleting) the record the first request just made undoes it.
    undoes(graph, steps, first, next, closes) ||
    // Stopping an application and then starting it again takes the first request back.
    (reversesWrite(graph.getNodeAttributes(goal).tool, graph.getNodeAttributes(second).tool) &&
      sameRecord(steps, first, next)) ||
    // Rescheduling a lesson and then cancelling it, or the other way round, is no request.
    ((endsIt(graph, goal, ends) || endsIt(graph, second, ends)) &&
      sameRecord(steps, first, next)) ||
    // Adding a record and then changing it: the user would have said the values when adding it —
    // unless the add takes none (an empty contract is made, then set up).
    (goalKind === "create" &&
      secondKind === "update" &&
      !bareFirst &&
      sameRecord(steps, first, next)) ||
    // Adding a record and then asking about it: the add's answer showed the record, and all a read
    // adds is when it was made — "created on Jan 5 at 9 am and updated on Jan 5 at 9 am" of the
    // integration the user just added (b52 readers M).
    (goalKind === "create" &&
      secondKind === "read" &&
      readsBack(steps, first, next, graph.getNodeAttributes(goal).entity)) ||
    // A second write taking every record the first one took (reschedule to a slot, then book the
    // same slot for the same patient) repeats it rather than following it up.
    (isWrite(goalKind) &&
      isWrite(secondKind) &&
      takesWhatTheFirstClaimed(steps, first, next, graph.getNodeAttributes(goal).entity))
  );
}

/** Plans per goal tool an environment may hold before others under their bound get its turns. */
const PLANS_PER_GOAL = 4;

/**
 * Which environment the next plan's goal comes from. The rule: weighted round-robin, each
 * environment's share proportional to the square root of its goal tools (a 78-tool API gets about
 * three times the plans of an 8-tool one, not ten times), the next turn going to the environment
 * furthest below its share. Failed attempts count a quarter of a plan, so an environment whose
 * goals keep failing yields its turns instead of starving the others. Deterministic: ties go to
 * the environment whose id sorts first.
 */
export function envRotation(
  graph: ToolDependencyGraph,
  goalNodes: string[],
  already: Record<string, number> = {},
  goalsAlready: Record<string, number> = {},
) {
  const byEnv = new Map<string, string[]>();
  for (const n of goalNodes) {
    const e = graph.getNodeAttributes(n).bundleId;
    const list = byEnv.get(e) ?? [];
    list.push(n);
    byEnv.set(e, list);
  }
  const envs = [...byEnv.keys()].sort();
  const weight = new Map(envs.map((e) => [e, Math.sqrt(byEnv.get(e)!.length)]));
  const got = new Map<string, number>(
    envs.filter((e) => already[e]).map((e) => [e, already[e] as number]),
  );
  const keptIn = new Map<string, number>(
    envs.filter((e) => already[e]).map((e) => [e, already[e] as number]),
  );
  // An environment holds at most PLANS_PER_GOAL plans per goal tool while another is under its
  // own bound: the environments whose goals fail yield their turns, and without a bound they all
  // went to the one that never fails (fresh15: dev.to's one tool was 35 of 120 tasks).
  const full = (e: string) => (keptIn.get(e) ?? 0) >= PLANS_PER_GOAL * byEnv.get(e)!.length;
  // ... but only while that other one still finds plans: once every environment under its bound
  // has failed FAILURES_IN_A_ROW_PER_ENV times in a row, the full ones take turns again (a large
  // count otherwise spent all its attempts on the environments whose goals all fail).
  const missesInARow = new Map<string, number>();
  const dry = (e: string) => (missesInARow.get(e) ?? 0) >= FAILURES_IN_A_ROW_PER_ENV;
  const goalKept = new Map<string, number>();
  for (const n of goalNodes) {
    const a = graph.getNodeAttributes(n) as { bundleId: string; tool?: string };
    const had = goalsAlready[`${a.bundleId}/${a.tool}`];
    if (had) goalKept.set(n, had);
  }
  return {
    envs,
    next(): string | undefined {
      let best: string | undefined;
      let bestLoad = Number.POSITIVE_INFINITY;
      const open = envs.some((e) => !full(e) && !dry(e));
      for (const e of envs) {
        if (open && full(e)) continue;
        const load = (got.get(e) ?? 0) / weight.get(e)!;
        if (load < bestLoad) [best, bestLoad] = [e, load];
      }
      return best;
    },
    /** Whether a goal has its share while another goal of its environment is under it. */
    over(env: string | undefined, node: string): boolean {
      return (
        !this.goals(env).includes(node) &&
        (env ? byEnv.get(env) : goalNodes)?.includes(node) === true
      );
    },
    goals(env: string | undefined): string[] {
      const all = (env && byEnv.get(env)) || goalNodes;
      // One goal tool takes at most twice its environment's mean share (and at least
      // PLANS_PER_GOAL) while another of its goals is under that: fresh55's Svix gave 12 of 40
      // tasks to create_message, the one goal that never failed, and tool coverage fell 33 → 20.
      const kept = env ? (keptIn.get(env) ?? 0) : [...goalKept.values()].reduce((a, b) => a + b, 0);
      const mean = kept / all.length;
      const cap = Math.max(PLANS_PER_GOAL, Math.ceil(2 * mean));
      const open = all.filter((n) => (goalKept.get(n) ?? 0) < cap);
      return open.length > 0 ? open : all;
    },
    kept(env: string | undefined, goalNode?: string) {
      if (goalNode) goalKept.set(goalNode, (goalKept.get(goalNode) ?? 0) + 1);
      if (!env) return;
      got.set(env, (got.get(env) ?? 0) + 1);
      keptIn.set(env, (keptIn.get(env) ?? 0) + 1);
      missesInARow.delete(env);
    },
    failed(env: string | undefined) {
      if (!env) return;
      got.set(env, (got.get(env) ?? 0) + 0.25);
      missesInARow.set(env, (missesInARow.get(env) ?? 0) + 1);
    },
  };
}

function endsIt(graph: ToolDependencyGraph, node: string, ends: (n: string) => boolean): boolean {
  return graph.getNodeAttributes(node).kind === "delete" || ends(node);
}

/**
 * Whether two steps act on the same record: one feeds the other, or both take an id from the same
 * output of the same earlier step (list lessons → reschedule it, cancel it).
 */
function sameRecord(steps: DraftStep[], a: string, b: string): boolean {
  const step = (id: string) => steps.find((s) => s.id === id);
  const sources = (id: string) =>
    Object.values(step(id)?.args ?? {}).flatMap((x) =>
      x.from === "step" ? [`${x.step}|${x.path}`] : [],
    );
  const fromA = new Set(sources(a));
  const bSources = sources(b);
  return bSources.some((x) => fromA.has(x) || x.startsWith(`${a}|`));
}

/**
 * Whether step `b` reads the very record step `a` made: it is given the made record's own key
 * (`id`, or the key named for `entity`, `integration_id`), not a parent's the made record holds.
 */
function readsBack(steps: DraftStep[], a: string, b: string, entity?: string): boolean {
  const own = entity ? looseKey(singular(entity)) : undefined;
  return Object.values(steps.find((s) => s.id === b)?.args ?? {}).some((x) => {
    if (x.from !== "step" || x.step !== a || x.path.includes("[]")) return false;
    const leaf = looseKey(x.path.split(".").pop() ?? "");
    return /^(?:id|uuid|key)$/.test(leaf) || (own !== undefined && leaf === `${own}id`);
  });
}

/** Whether a step from `mark` on takes a value from `ended` or from a step `ended` was fed by. */
export function takesFromFinders(
  steps: Array<Pick<DraftStep, "id" | "args">>,
  mark: number,
  ended: string,
): boolean {
  const finders = new Set<string>();
  const walk = (id: string) => {
    if (finders.has(id)) return;
    finders.add(id);
    const step = steps.find((s) => s.id === id);
    for (const b of Object.values(step?.args ?? {})) if (b.from === "step") walk(b.step);
  };
  walk(ended);
  return steps
    .slice(mark)
    .some((s) => Object.values(s.args).some((b) => b.from === "step" && finders.has(b.step)));
}

const isWrite = (kind: string) => kind === "create" || kind === "update" || kind === "action";

/**
 * The second write takes the very list item the first write claimed as a value, not as its target:
 * rescheduling an appointment to slot X (the appointment is the target, the slot a claim) and then
 * booking slot X. Acting on the first write's target again (set the thermostat, then schedule it)
 * is a follow-up and stays.
 */
function takesWhatTheFirstClaimed(
  steps: DraftStep[],
  first: string,
  second: string,
  entity: string | undefined,
): boolean {
  const argsOf = (id: string) => Object.entries(steps.find((s) => s.id === id)?.args ?? {});
  const target = entity ? looseKey(singular(entity)) : undefined;
  const same = (x: DraftStep["args"][string], y: DraftStep["args"][string]) =>
    x.from === "step" &&
    y.from === "step" &&
    x.step === y.step &&
    x.path === y.path &&
    x.path.includes("[]") &&
    JSON.stringify(x.select ?? null) === JSON.stringify(y.select ?? null);
  const claimed = argsOf(first).filter(([k]) => !target || !looseKey(k).includes(target));
  return argsOf(second).some(([, y]) => claimed.some(([, x]) => same(x, y)));
}

/** Deleting the record the plan's own write just made asks for nothing: the state ends as it began. */
function undoes(
  graph: ToolDependencyGraph,
  steps: DraftStep[],
  maker: string,
  goal: string,
  ends: (node: string) => boolean,
): boolean {
  const g = steps.find((s) => s.id === goal);
  if (!g || !(graph.getNodeAttributes(g.node).kind === "delete" || ends(g.node))) return false;
  // The goal's target comes from the maker, directly or through lookups (create → get → cancel).
  const reaches = (id: string, seen: Set<string>): boolean => {
    if (id === maker) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const step = steps.find((s) => s.id === id);
    return Object.values(step?.args ?? {}).some((b) => b.from === "step" && reaches(b.step, seen));
  };
  return Object.values(g.args).some((b) => b.from === "step" && reaches(b.step, new Set()));
}

/** Steps, write steps and goals of a draft. */
function shapeOf(graph: ToolDependencyGraph, draft: Extract<Draft, { ok: true }>): PlanShape {
  return {
    steps: draft.steps.length,
    writes: draft.steps.filter((s) => WRITE_KINDS.has(graph.getNodeAttributes(s.node).kind)).length,
    goals: draft.second ? 2 : 1,
  };
}

/** The draft without its second goal: the steps of the first request only. */
function firstGoalOnly(draft: Extract<Draft, { ok: true }>): Extract<Draft, { ok: true }> {
  const { second: _second, ...rest } = draft;
  return { ...rest, steps: draft.steps.filter((s) => !s.turn) };
}

/** Baseline: a random walk along out-edges; inputs bound from earlier steps when an edge allows. */
function draftRandomWalk(
  graph: ToolDependencyGraph,
  nodes: string[],
  rng: Rng,
  o: Required<Pick<SampleOptions, "maxSteps" | "maxEnvs" | "optionalInputProbability">>,
): Draft {
  const length = 1 + rng.int(o.maxSteps);
  const steps: DraftStep[] = [];
  const envs = new Set<string>();
  let node = rng.pick(nodes);
  for (let i = 0; i < length; i++) {
    const attrs = graph.getNodeAttributes(node);
    envs.add(attrs.bundleId);
    if (envs.size > o.maxEnvs) return { ok: false, reason: "max-envs" };
    const args: Record<string, Binding> = {};
    for (const input of attrs.inputs) {
      if (!input.required && rng.next() >= o.optionalInputProbability) continue;
      const edge = dataInEdges(graph, node, input.name)
        .map((e) => ({ e, step: [...steps].reverse().find((s) => s.node === e.source) }))
        .find((x) => x.step);
      if (edge?.step) {
        args[argKey(input.name)] = {
          from: "step",
          step: edge.step.id,
          path: edge.e.attrs.from ?? "$",
        };
      } else if (input.userProvidable) {
        args[argKey(input.name)] = { from: "user", value: undefined };
      } else if (input.required) {
        return { ok: false, reason: "unbound-input" };
      }
    }
    steps.push({ id: `s${i + 1}`, node, args });
    const next = graph.outNeighbors(node).sort();
    if (next.length === 0) break;
    node = rng.pick(next);
  }
  return {
    ok: true,
    steps,
    goal: steps[steps.length - 1]!.id,
    goalNode: steps[steps.length - 1]!.node,
  };
}

/** Failed groundings in an environment that share one episode state before a new one is made. */
const ATTEMPTS_PER_STATE = 3;

function toPlan(
  graph: ToolDependencyGraph,
  draft: Extract<Draft, { ok: true }>,
  seed: number,
  episodeSeed: number | undefined,
): Plan {
  const envs: string[] = [];
  const steps: PlanStep[] = draft.steps.map((s) => {
    const a = graph.getNodeAttributes(s.node);
    if (!envs.includes(a.bundleId)) envs.push(a.bundleId);
    return {
      id: s.id,
      env: a.bundleId,
      tool: a.tool,
      args: s.args,
      ...(s.turn ? { turn: s.turn } : {}),
    };
  });
  return {
    id: "",
    seed,
    envs,
    steps,
    goal: draft.goal,
    ...(draft.second ? { goals: [draft.goal, draft.second] } : {}),
    ...(episodeSeed !== undefined ? { episodeSeed } : {}),
  };
}

/**
 * Ground a plan; a grounder bug on one plan (an input it cannot place, fresh17 adobe.com_aem)
 * costs that plan, counted under "grounding-error" in the synth report, not the whole run.
 */
async function groundSafely(
  plan: Plan,
  bundles: readonly EnvBundle[],
  openEnv: OpenEnv,
): Promise<GroundOutcome> {
  try {
    return await groundPlanDetailed(plan, bundles as EnvBundle[], openEnv);
  } catch (e) {
    return {
      ok: false,
      reason: "grounding-error",
      where: e instanceof Error ? e.message : String(e),
    };
  }
}

async function defaultOpenEnv(): Promise<OpenEnv> {
  const sandbox = (await import("../sandbox/index.js")) as unknown as {
    createEnvInstance: OpenEnv;
  };
  return sandbox.createEnvInstance;
}

async function sampleWith(
  mode: "topology" | "random-walk",
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SampleOptions,
): Promise<SampleResult> {
  const o = {
    maxDepth: options.maxDepth ?? 4,
    maxSteps: options.maxSteps ?? 6,
    maxEnvs: options.maxEnvs ?? 1,
    optionalInputProbability: options.optionalInputProbability ?? 0.3,
    secondGoalProbability: options.secondGoalProbability ?? 0.75,
  };
  const openEnv = options.openEnv ?? (await defaultOpenEnv());
  const maxAttempts = options.count * (options.maxAttemptsPerPlan ?? 20);
  const nodes = graph.nodes().sort();
  const usage: Usage = { nodes: new Map(), edges: new Map(), failed: new Map() };
  for (const n of nodes) {
    const a = graph.getNodeAttributes(n);
    const key = `${a.bundleId}/${a.tool}`;
    const used = options.prior?.used?.[key];
    const refused = options.prior?.refused?.[key];
    if (used) usage.nodes.set(n, used);
    if (refused) usage.failed.set(n, refused);
  }
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const ends = (node: string): boolean => {
    const a = graph.getNodeAttributes(node);
    const bundle = byId.get(a.bundleId);
    return bundle ? endsRecord(bundle, a.tool) : false;
  };
  const closes = (node: string): boolean => {
    const a = graph.getNodeAttributes(node);
    const bundle = byId.get(a.bundleId);
    return bundle ? closesRecord(bundle, a.tool) : false;
  };
  const machine: MachineInput = (node, input) => {
    const a = graph.getNodeAttributes(node);
    const bundle = byId.get(a.bundleId);
    return bundle ? machineValue(bundle, a.tool, input) : undefined;
  };
  // Asked for every input of every candidate step on every attempt: looked up once per node.
  const specs = new Map<string, ToolSpec | undefined>();
  const specOf = (node: string): ToolSpec | undefined => {
    if (specs.has(node)) return specs.get(node);
    const a = graph.getNodeAttributes(node);
    const spec = byId.get(a.bundleId)?.tools.find((t) => t.name === a.tool);
    specs.set(node, spec);
    return spec;
  };
  const supersededIn = new Map<string, Set<string>>();
  const superseded = (node: string): boolean => {
    const a = graph.getNodeAttributes(node);
    let older = supersededIn.get(a.bundleId);
    if (!older) {
      older = supersededByNewerVersion(byId.get(a.bundleId)?.tools ?? []);
      supersededIn.set(a.bundleId, older);
    }
    return older.has(a.tool);
  };
  const twinsOf = new Map<string, Map<string, string>>();
  const twinOf = (bundleId: string, tool: string): string | undefined => {
    let t = twinsOf.get(bundleId);
    if (!t) {
      const bundle = byId.get(bundleId);
      t = bundle ? goalTwins(bundle) : new Map<string, string>();
      twinsOf.set(bundleId, t);
    }
    return t.get(tool);
  };
  /**
   * Tools a person would ask for: no sign-in, no secret read back, nothing deprecated, no
   * lookup "by ID" that takes no id (its call could only be `{}`), and of near-duplicate
   * endpoints only the canonical one (`Search_Feed`, not its paged copy `Search_Feed_3`).
   */
  const goalables = new Map<string, boolean>();
  const goalable = (node: string): boolean => {
    let known = goalables.get(node);
    if (known === undefined) {
      known = judgeGoalable(node);
      goalables.set(node, known);
    }
    return known;
  };
  const judgeGoalable = (node: string): boolean => {
    const spec = specOf(node);
    if (!spec) return true;
    const a = graph.getNodeAttributes(node);
    if (twinOf(a.bundleId, a.tool)) return false;
    // `GET /v1/locations` beside `GET /v2/locations`: only the newest version is a goal.
    if (superseded(node)) return false;
    const owner = byId.get(a.bundleId);
    if (owner && plainerTwin(owner, spec)) return false;
    if (a.kind === "read" && readKey(spec) === "*" && !a.inputs.some((i) => isIdName(i.name)))
      return false;
    const bundle = byId.get(a.bundleId);
    // A write made of a provider's token nobody can say (fresh9 A: `addPaymentMethod
    // {"token":"demo_1s2b5e8"}`) is no errand unless a step of the plan yields the token.
    if (WRITE_KINDS.has(a.kind) && bundle && takesProviderToken(bundle, spec)) return false;
    if (bundle && deletesBeyondItsRecord(bundle, spec)) return false;
    if (bundle && restoresNothingKept(bundle, spec)) return false;
    return notAGoal(spec) === undefined;
  };
  // Inputs of a node's tool by one reading of its schema, read once per node.
  const perNode = (read: (bundle: EnvBundle, spec: ToolSpec) => string[]) => {
    const cache = new Map<string, string[]>();
    return (node: string): string[] => {
      let found = cache.get(node);
      if (!found) {
        const spec = specOf(node);
        const bundle = byId.get(graph.getNodeAttributes(node).bundleId);
        found = spec && bundle ? read(bundle, spec) : [];
        cache.set(node, found);
      }
      return found;
    };
  };
  const contentOf = perNode(contentInputs);
  const alternativesOf = new Map<string, string[]>();
  const objectsOf = perNode(objectInputs);
  const payloadOf = perNode(payloadInputs);
  const collectionsNamed = new Map<string, string | undefined>();
  const namedCollectionOf = (node: string, input: string): string | undefined => {
    const key = `${node}|${input}`;
    if (!collectionsNamed.has(key)) {
      const spec = specOf(node);
      const rn = spec ? resourceNameInputs(spec).find((i) => i.param === input) : undefined;
      collectionsNamed.set(key, spec && rn ? namedCollection(spec, rn) : undefined);
    }
    return collectionsNamed.get(key);
  };
  // Producer outputs grounding found no listed record holding (`bundleId/tool|path`): Notion's
  // comments never say their `parent.block_id`, and 390 of fresh69's plans died choosing it.
  const absentPaths = new Set<string>();
  const learnAbsent = (g: GroundOutcome) => {
    if (!g.ok && g.absent) absentPaths.add(`${g.absent.env}/${g.absent.tool}|${g.absent.path}`);
  };
  const meaning: PlanMeaning = {
    absent: (source, path) => {
      const a = graph.getNodeAttributes(source);
      return absentPaths.has(`${a.bundleId}/${a.tool}|${path}`);
    },
    superseded,
    objects: objectsOf,
    payload: payloadOf,
    content: (node, input) => contentOf(node).includes(input),
    essential: (node, input) => {
      const spec = specOf(node);
      const a = graph.getNodeAttributes(node);
      if (!spec) return false;
      // "Generate a QR code" encodes some text: the generator's content is the request itself.
      if (contentOf(node).includes(input)) return true;
      // A send's message and recipient, the record a write works on, what the doc says a call
      // needs: without them the write does nothing a person asked for.
      const bundle = byId.get(a.bundleId);
      if ((WRITE_KINDS.has(a.kind) || a.kind === "compute") && bundle)
        if (neededByMeaning(bundle, spec, input)) return true;
      // The org a new Telegraf config goes in, where there are six: the user says which.
      if (a.kind === "create" && bundle && parentToName(bundle, spec, input)) return true;
      // The URL a screenshot test shoots, the names a batch judges: in every call, with what the
      // person can say of it (never its ids).
      if (
        objectsOf(node).includes(input.split(/[.[]/)[0] as string) &&
        !isIdName(inputLeaf(input)) &&
        a.inputs.some((i) => i.name === input && i.userProvidable)
      )
        return true;
      // "The circulation desk where the action is being performed. Mandatory.": the doc requires
      // it where the schema does not (ExLibris' act-on calls went out without library, circ_desk
      // or op — fresh12 readers A).
      if (mandatoryByDoc(schemaAtPath(spec.inputSchema, input))) return true;
      // "Required. The device to remove the configuration from.": a reference object the doc
      // requires (`device: {deviceId, deviceIdentifier}`) goes with the id naming its record —
      // zero-touch's `removeConfiguration` went out with none and changed nothing (fresh73 A/M).
      const [head, leaf, ...deeper] = input.split(".");
      if (
        leaf !== undefined &&
        deeper.length === 0 &&
        isIdName(leaf) &&
        mandatoryByDoc(schemaAtPath(spec.inputSchema, head as string))
      )
        return true;
      // A read with no key answers with the record its search names: without the search it
      // answers about an article nobody named (dev.to's `getArticles {}`, fresh15 readers A).
      if (bundle && toolModelOf(bundle, spec.name)?.inputs[input]?.finds) return true;
      // `FacebookPosts_GetByUri`: a lookup by its name's key is sent that key.
      if ((a.kind === "read" || a.kind === "list") && lookupKeyByName(spec) === input) return true;
      // `search_users` is sent what it searches for: "find the users" with no query searched for
      // nothing anyone said (Clubhouse, fresh71 readers G+A).
      if (
        (a.kind === "read" || a.kind === "list") &&
        isSearchText(input) &&
        splitWords(spec.name).filter((w) => !HTTP_VERB.test(w))[0] === "search" &&
        // A query language ("A query document. Example: {'name':'MyApp'}") is no name said aloud.
        !QUERY_LANGUAGE.test(
          String(
            (schemaAtPath(spec.inputSchema, input) as { description?: unknown })?.description ?? "",
          ),
        )
      )
        return true;
      // "Create a profile using either a card or a token. You must supply one of them.": the
      // first the user can give (the card) is part of the request, with what it requires.
      const alternatives = oneOfRequired(spec);
      if (alternatives.length > 0) {
        const top = input.split(/[.[]/)[0] as string;
        const sayable = alternatives.find((alt) =>
          a.inputs.some((i) => i.name.split(/[.[]/)[0] === alt && i.userProvidable),
        );
        if (sayable && top === sayable) {
          const sub = ((spec.inputSchema as { properties?: Record<string, unknown> }).properties?.[
            top
          ] ?? {}) as { required?: unknown };
          const leaf = input.slice(top.length).replace(/^\./, "");
          const req = Array.isArray(sub.required) ? (sub.required as string[]) : undefined;
          return leaf === "" || !req || req.includes(leaf.split(/[.[]/)[0] as string);
        }
        // None a person says ("one of the following filters must be specified": an
        // organization's or a group's id): the first one a step finds is sent — `fetchCoaches {}`
        // is refused by the API (fresh67 readers A).
        if (!sayable) {
          const found = alternatives.find((alt) => dataInEdges(graph, node, alt).length > 0);
          if (found === input) return true;
        }
      }
      if (!isIdName(input)) return false;
      if (a.kind === "read" && readKey(spec) === "*") return true;
      // `getNames {"entities":[{"time":69}]}`: the records a lookup is sent are named by their ids.
      if ((a.kind === "read" || a.kind === "list") && input.includes("[]")) return true;
      // `createGroupPad(groupID)`: the parent the operation's name says it works in.
      const named = new Set(splitWords(spec.name));
      const stem = splitWords(inputLeaf(input)).slice(0, -1);
      const own = a.entity ? splitWords(singular(a.entity)) : [];
      return (
        stem.length > 0 &&
        stem.every((w) => named.has(w)) &&
        stem.join("_") !== own.join("_") &&
        WRITE_KINDS.has(a.kind)
      );
    },
    condition: (node, input) => {
      const spec = specOf(node);
      return spec ? inputCondition(spec, input) : undefined;
    },
    alternatives: (node) => {
      let alts = alternativesOf.get(node);
      if (!alts) {
        const spec = specOf(node);
        alts = spec ? oneOfRequired(spec) : [];
        alternativesOf.set(node, alts);
      }
      return alts;
    },
    namesSearch: (node, input) => {
      const spec = specOf(node);
      if (!spec || input.includes(".") || input.includes("[") || !isSearchText(input)) return false;
      const d = (schemaAtPath(spec.inputSchema, input) as { description?: unknown } | undefined)
        ?.description;
      // A query language ("A query document. Example: {'name':'MyApp'}") is no name said aloud.
      return !QUERY_LANGUAGE.test(typeof d === "string" ? d : "");
    },
    control: (node, input) => {
      const spec = specOf(node);
      // Codes without a meaning, connection tuning, deprecated fields: nobody's words.
      if (spec && isUnsaidInput(input, schemaAtPath(spec.inputSchema, input))) return true;
      if (!spec || input.includes(".") || input.includes("[")) return false;
      const props = (spec.inputSchema as { properties?: Record<string, { description?: unknown }> })
        .properties;
      const prop = props?.[input];
      const desc = typeof prop?.description === "string" ? prop.description : undefined;
      const role = toolModelOf(byId.get(graph.getNodeAttributes(node).bundleId)!, spec.name)
        ?.inputs[input]?.role;
      // `page_limit`, `page_offset`: a page's size or place, whatever the exact name.
      const words = splitWords(input);
      const paged =
        words.includes("page") && words.some((w) => /^(limit|size|offset|number|token)$/.test(w));
      return role === "paging" || paged || isPaging(input, desc);
    },
    findsBy: (node) => {
      const spec = specOf(node);
      const a = graph.getNodeAttributes(node);
      if (spec?.source?.format !== "openapi") return [];
      const pointer = openapiPointer(spec);
      // `/members/{member_slug}` names its record; `/members/find` finds it by what it is sent.
      if (/\}(?:\.\w+)?\/?(?:$|\/(?:get|put|post|delete|patch)$)/.test(pointer)) return [];
      if (a.inputs.some((i) => i.required && !pathParams(spec).includes(i.name))) return [];
      const props = (spec.inputSchema as { properties?: Record<string, unknown> }).properties ?? {};
      const sendable = a.inputs.filter((i) => {
        const p = props[i.name] as { [k: string]: unknown } | undefined;
        return (
          !i.required && i.userProvidable && !Array.isArray(p?.enum) && p?.["x-in"] === "query"
        );
      });
      // Only keys a person knows of their own record (an email, a username) — never a search
      // text or a category ("… "Daniella Mann insided:idea:replied""), and no search a lookup
      // ignores (Orbit's member search answered another member than the one named).
      return sendable.filter((i) => KNOWN_KEY.test(i.name)).map((i) => i.name);
    },
    apart: (x, y) => {
      const a = graph.getNodeAttributes(x);
      const bundle = byId.get(a.bundleId);
      return (
        bundle !== undefined &&
        graph.getNodeAttributes(y).bundleId === a.bundleId &&
        otherFamilies(bundle, a.tool, graph.getNodeAttributes(y).tool)
      );
    },
    removes: (node) => {
      const a = graph.getNodeAttributes(node);
      const bundle = byId.get(a.bundleId);
      return (
        a.kind === "delete" ||
        (bundle ? toolModelOf(bundle, a.tool)?.association?.relation === "remove" : false)
      );
    },
    borrowed: (source, from) => {
      const a = graph.getNodeAttributes(source);
      if (a.kind !== "list" && a.kind !== "read") return false;
      const held = outputEntities(from, []);
      return held.length > 0 && !referenceFits(held, [entityKey(a.entity ?? "")]);
    },
    fits: (source, from, node, input) => {
      const spec = specOf(node);
      const target = graph.getNodeAttributes(node);
      // A sign-in hands back a session, not the records a request is about: the `service_id` or
      // `account` it echoes never names what a later call acts on (fresh18 conjur: sign-in chained
      // to sign-in to reach a client certificate, 45 of its 55 plans of 3+ calls, none kept).
      const signIn = specOf(source);
      if (signIn && isSessionPlumbing(signIn) && !isCredential(inputLeaf(input))) return false;
      // A record's resource name fills a resource-name input of its own collection only: a listed
      // instance's `projects/…/instances/54856` is no operation to cancel, a location no instance
      // to upgrade (dev65 Memcache: 1,194 such plans answered NotFound).
      const wants = namedCollectionOf(node, input);
      const gives =
        wants && signIn && NAME_OUTPUT.test(from) ? answeredCollection(signIn) : undefined;
      if (gives && gives !== wants) return false;
      const wanted = spec ? inputEntities(spec, input, target.entity) : [];
      const produced = outputEntities(from, [graph.getNodeAttributes(source).entity ?? ""]);
      if (roleFits(from, input, produced)) return referenceFits(wanted, produced);
      // A key the model says an input holds whatever it is called (ritc's raw `body` "Id of
      // Channel"): an id of that kind of record fills it.
      const bundle = byId.get(target.bundleId);
      const im = bundle && spec ? toolModelOf(bundle, spec.name)?.inputs[input] : undefined;
      const keyed =
        im?.entity && im.source !== "user" && (im.role === "reference" || im.role === "id");
      return !!keyed && produced.length > 0 && referenceFits([entityKey(im.entity!)], produced);
    },
  };
  const plans: Plan[] = [];
  // Plans found so far (those in `plans`, or handed to `onPlan` alone).
  let found = 0;
  const ids = new Set<string>(options.prior?.plans);
  const failures: Record<string, number> = {};
  const goalFailures: Record<string, Record<string, number>> = {};
  const secondGoalFailures: Record<string, number> = {};
  const count = (reason: string, goalNode?: string) => {
    failures[reason] = (failures[reason] ?? 0) + 1;
    if (!goalNode) return;
    const a = graph.getNodeAttributes(goalNode);
    const key = `${a.bundleId}/${a.tool}`;
    const per = goalFailures[key] ?? {};
    per[reason] = (per[reason] ?? 0) + 1;
    goalFailures[key] = per;
    usage.failed.set(goalNode, (usage.failed.get(goalNode) ?? 0) + 1);
  };
  let attempts = 0;
  const episodes = new Set<number>();
  if (nodes.length === 0)
    return { plans, attempts, failures, goalFailures, secondGoalFailures, episodes: 0 };
  // An episode's state is chosen by the environments a plan runs in, how many plans were kept there
  // and how many attempts failed there since, not by the attempt: a few failed attempts ground on
  // the same state (made once, then cached) instead of each making a new one — most attempts fail,
  // and making a state was the largest cost of a run. A new state every ATTEMPTS_PER_STATE misses
  // keeps goals that need what one state lacks (a record, a status) reachable; every kept plan
  // starts from its own state.
  const keptOn = new Map<string, number>();
  const missedOn = new Map<string, number>();
  const missed = (d: Extract<Draft, { ok: true }>) => {
    const where = envsOf(d);
    missedOn.set(where, (missedOn.get(where) ?? 0) + 1);
    announce(where, bundleIdsOf(d));
  };
  const bundleIdsOf = (d: Extract<Draft, { ok: true }>) =>
    [...new Set(d.steps.map((s) => graph.getNodeAttributes(s.node).bundleId))].sort();
  const envsOf = (d: Extract<Draft, { ok: true }>) => bundleIdsOf(d).join("|");
  const seedOn = (where: string) =>
    episodeSeedFor(
      options.seed,
      mode,
      where,
      keptOn.get(where) ?? 0,
      Math.floor((missedOn.get(where) ?? 0) / ATTEMPTS_PER_STATE),
    );
  const episodeOf = (d: Extract<Draft, { ok: true }>) =>
    options.episodes === false ? undefined : seedOn(envsOf(d));
  // `upcomingEpisodes` hears of the state an environment set grounds on next as soon as that is
  // decided (its first; after a kept plan; after every ATTEMPTS_PER_STATE misses), usually a whole
  // turn of the rotation before it is asked for, and of no state it will not ask for.
  const announced = new Map<string, number>();
  const announce = (where: string, bundleIds: string[]) => {
    if (!options.upcomingEpisodes || options.episodes === false) return;
    const seed = seedOn(where);
    if (announced.get(where) === seed) return;
    announced.set(where, seed);
    options.upcomingEpisodes(bundleIds, [seed]);
  };
  for (const id of [...new Set(nodes.map((n) => graph.getNodeAttributes(n).bundleId))].sort())
    announce(id, [id]);
  const wanted = nodes.filter(goalable);
  const fair = envRotation(
    graph,
    wanted.length > 0 ? wanted : nodes,
    options.prior?.tasks,
    options.prior?.goals,
  );
  const maxFailuresInARow =
    options.maxFailuresInARow ??
    Math.max(
      MIN_FAILURES_IN_A_ROW,
      FAILURES_IN_A_ROW_PER_ENV *
        new Set(nodes.map((n) => graph.getNodeAttributes(n).bundleId)).size,
    );
  let failuresInARow = 0;
  let exhausted = false;
  const failedAttempt = (env: string | undefined) => {
    fair.failed(env);
    failuresInARow++;
    exhausted = failuresInARow >= maxFailuresInARow;
  };
  const goalKey = (node: string | undefined) => {
    if (!node) return undefined;
    const a = graph.getNodeAttributes(node);
    return `${a.bundleId}/${a.tool}`;
  };
  while (found < options.count && attempts < maxAttempts && !exhausted) {
    await turnEventLoop(options.signal);
    if (options.signal?.aborted) break;
    const planSeed = deriveSeed(options.seed, mode, attempts);
    attempts++;
    const rng = createRng(planSeed);
    const env = options.evenEnvs === false ? undefined : fair.next();
    const draft =
      mode === "topology"
        ? draftTopologyAware(
            graph,
            nodes,
            rng,
            usage,
            o,
            ends,
            machine,
            fair.goals(env),
            goalable,
            meaning,
            closes,
          )
        : draftRandomWalk(graph, nodes, rng, o);
    if (!draft.ok) {
      options.onAttempt?.({
        ...(draft.goalNode ? { goal: goalKey(draft.goalNode) as string } : {}),
        outcome: draft.reason,
      });
      count(draft.reason, draft.goalNode);
      failedAttempt(env);
      continue;
    }
    let kept = draft;
    let secondDropped: string | undefined;
    const attempt = (outcome: string) =>
      options.onAttempt?.({
        goal: goalKey(draft.goalNode) as string,
        drafted: shapeOf(graph, draft),
        final: shapeOf(graph, kept),
        ...(secondDropped ? { secondDropped } : {}),
        outcome,
        tools: kept.steps.map((s) => graph.getNodeAttributes(s.node).tool),
        ...(!grounded.ok && grounded.where ? { where: grounded.where } : {}),
      });
    const episodeSeed = episodeOf(draft);
    if (episodeSeed !== undefined) episodes.add(episodeSeed);
    let grounded = await groundSafely(toPlan(graph, kept, planSeed, episodeSeed), bundles, openEnv);
    // A second goal that cannot be grounded costs the plan only its second request.
    const secondStep = (where: string | undefined) =>
      where !== undefined && kept.steps.some((s) => s.turn && where.split(".")[0] === s.id);
    if (!grounded.ok && kept.second && (secondStep(grounded.where) || !grounded.where)) {
      learnAbsent(grounded);
      secondGoalFailures[grounded.reason] = (secondGoalFailures[grounded.reason] ?? 0) + 1;
      secondDropped = grounded.reason;
      kept = firstGoalOnly(kept);
      grounded = await groundSafely(toPlan(graph, kept, planSeed, episodeSeed), bundles, openEnv);
    }
    // A lookup goal that comes back empty tells the user nothing they asked (fresh18: "zero
    // searches matching …"): an empty second request is dropped, an empty first one costs the plan.
    const dropEmpty = options.dropEmptyLookups !== false;
    if (
      dropEmpty &&
      grounded.ok &&
      kept.second &&
      emptyGoalStep(grounded.plan, bundles) === kept.second
    ) {
      secondGoalFailures["empty-gold"] = (secondGoalFailures["empty-gold"] ?? 0) + 1;
      secondDropped = "empty-gold";
      kept = firstGoalOnly(kept);
      grounded = await groundSafely(toPlan(graph, kept, planSeed, episodeSeed), bundles, openEnv);
    }
    if (dropEmpty && grounded.ok && emptyGoalStep(grounded.plan, bundles))
      grounded = { ok: false, reason: "empty-gold" };
    if (!grounded.ok) {
      learnAbsent(grounded);
      attempt(grounded.reason);
      count(grounded.reason, kept.goalNode);
      missed(draft);
      failedAttempt(env);
      continue;
    }
    // Two attempts that reach the same steps with the same values are one plan, whatever the seed.
    const signature = planSignature(grounded.plan);
    if (ids.has(signature)) {
      attempt("duplicate");
      count("duplicate");
      missed(draft);
      // A duplicate is a failed turn too: an environment out of new plans must yield its turns,
      // or it stays furthest below its share and takes every turn until the attempts run out.
      failedAttempt(env);
      continue;
    }
    // A lookup goal that failed leaves the write that fed it as the goal: one that has its share
    // already is no new task (fresh55: 13 of 40 tasks became Svix's create_message this way).
    const endedOn = kept.steps.find((x) => x.id === kept.goal)?.node ?? kept.goalNode;
    if (fair.over(env, endedOn)) {
      attempt("goal-share");
      count("goal-share", endedOn);
      missed(draft);
      failedAttempt(env);
      continue;
    }
    failuresInARow = 0;
    ids.add(signature);
    const where = envsOf(draft);
    keptOn.set(where, (keptOn.get(where) ?? 0) + 1);
    missedOn.delete(where);
    announce(where, bundleIdsOf(draft));
    attempt("kept");
    found++;
    if (options.keepPlans !== false) plans.push(grounded.plan);
    await options.onPlan?.(grounded.plan);
    // The goal the plan ended with is the tool the task is about.
    fair.kept(env, endedOn);
    for (const s of kept.steps) {
      usage.nodes.set(s.node, (usage.nodes.get(s.node) ?? 0) + 1);
      for (const [k, b] of Object.entries(s.args)) {
        if (b.from !== "step") continue;
        const src = kept.steps.find((x) => x.id === b.step)!;
        const key = `data:${src.node}->${s.node}:${k.replace(/\[\d+\]/g, "[]")}`;
        usage.edges.set(key, (usage.edges.get(key) ?? 0) + 1);
      }
    }
    options.onProgress?.({ stage: "sample", done: found, total: options.count });
  }
  return {
    plans,
    attempts,
    failures,
    goalFailures,
    secondGoalFailures,
    episodes: episodes.size,
    ...(exhausted && found < options.count ? { exhausted: { failuresInARow } } : {}),
  };
}

/**
 * Topology-aware sampling (DESIGN §5.6): pick a goal tool weighted towards writes/actions and
 * tools not yet covered, resolve each required non-user-providable input through producer tools
 * (optional ones with a probability), bounded by depth, steps and environments; ground each plan
 * in the sandbox and resample failures. Same bundles, graph and seed ⇒ same plans.
 */
export function sampleGroundedPlans(
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SampleOptions,
): Promise<SampleResult> {
  return sampleWith("topology", bundles, graph, options);
}

/** Random-walk baseline with the same grounding, for comparison in benches and reports. */
export function sampleRandomWalkPlans(
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SampleOptions,
): Promise<SampleResult> {
  return sampleWith("random-walk", bundles, graph, options);
}

export interface PlanSetComparison {
  /** Share of graph nodes used by at least one plan. */
  toolCoverage: number;
  /** Share of graph edges exercised: data edges by a binding, state edges by writer-before-reader. */
  edgeCoverage: number;
  shareWithAtLeast3Steps: number;
  /** Share of plans where some step takes a value from another step's output. */
  shareWithDataDependency: number;
}

export function comparePlanSets(graph: ToolDependencyGraph, plans: Plan[]): PlanSetComparison {
  const nodeOf = new Map<string, string>();
  graph.forEachNode((n, a) => {
    nodeOf.set(`${a.bundleId}/${a.tool}`, n);
  });
  const tools = new Set<string>();
  const edges = new Set<string>();
  let long = 0;
  let withData = 0;
  for (const plan of plans) {
    if (plan.steps.length >= 3) long++;
    let data = false;
    const stepNode = new Map<string, string>();
    plan.steps.forEach((s, i) => {
      const node = nodeOf.get(`${s.env}/${s.tool}`);
      if (!node) return;
      stepNode.set(s.id, node);
      tools.add(node);
      for (const [k, b] of Object.entries(s.args)) {
        if (b.from !== "step") continue;
        data = true;
        const src = stepNode.get(b.step);
        const key = `data:${src}->${node}:${k.replace(/\[\d+\]/g, "[]")}`;
        if (graph.hasEdge(key)) edges.add(key);
      }
      for (const earlier of plan.steps.slice(0, i)) {
        const src = stepNode.get(earlier.id);
        if (!src) continue;
        graph.forEachEdge(src, node, (key, a) => {
          if (a.kind === "state") edges.add(key);
        });
      }
    });
    if (data) withData++;
  }
  const n = Math.max(1, plans.length);
  return {
    toolCoverage: graph.order === 0 ? 0 : tools.size / graph.order,
    edgeCoverage: graph.size === 0 ? 0 : edges.size / graph.size,
    shareWithAtLeast3Steps: long / n,
    shareWithDataDependency: withData / n,
  };
}
