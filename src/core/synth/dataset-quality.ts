import { outOfRange, type ShapeSchema } from "../domain/doc-shapes.js";
import {
  isPagingLabel,
  isPartyKey,
  LOGIN_KEY,
  MAKER_KEY,
  PERSON_NOUN,
} from "../domain/field-roles.js";
import { flatSchema, holdsKind, isObj, parsedJson } from "../domain/json-schema.js";
import { lexiconValues } from "../domain/lexicon/index.js";
import { isCodeNameValue, nameLanguageOf, singular } from "../domain/words.js";
import { toolKindOf } from "../graph/build-graph.js";
import { entityKey } from "../graph/names.js";
import {
  addressedCollection,
  collectionPathOf,
  otherCollection,
  type RouteScope,
  routeScope,
} from "../graph/route-scope.js";
import { objectInputs } from "../plan/semantics.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Task } from "../schema/task.js";
import type { Trajectory } from "../schema/trajectory.js";
import { answerFitProblems, docWordsOf } from "./answer-fit.js";
import { docUnits } from "./build-task.js";
import {
  answerProblems,
  answerReaderProblems,
  answerSayingProblems,
  askedLabelWording,
  askedQuestions,
  checkHasGoal,
  checkKnowable,
  formFindings,
  type IdentifierContext,
  ISO_TIMESTAMP,
  identifiersOf,
  NAME_KEY,
  namingKeys,
  READ_KINDS,
  rawValueWording,
  readOnlySaid,
  resourceNameProblems,
  systemValuesSaid,
  toolNameEcho,
  turnGoals,
  unknowableFacts,
  userTexts,
  type WordingCounts,
  wordingCounts,
  yesNoAsk,
} from "./checks.js";
import { countByKind, docValueFindings, resultDataKinds } from "./doc-values.js";
import { routeTools } from "./env-runner.js";
import { filterViolations } from "./filter-violations.js";
import { inputContradictions } from "./input-contradictions.js";
import {
  adjectiveAsThing,
  BARE_FOR,
  DOC_VOICE,
  nameRepeatsNoun,
  unspokenLabel,
} from "./label-wording.js";
import { ownWordNumber, recordDefects, toolNoun } from "./record-defects.js";
import { objectlessRead } from "./request-wording.js";
import { schemaResultDefects, toolResultDefects } from "./sample-data.js";
import { identifierWords } from "./text.js";
import { purposeWords, routeNoun, saysWord, toolWords } from "./tool-words.js";
import { typedValueDefects } from "./typed-values.js";

/**
 * The figures QUALITY.md asks of every run, computed from the stored tasks and trajectories by
 * the same programs the checks use. REPORT.md, report.json and the app's Dataset panel all show
 * these numbers from this one function.
 */
export interface DatasetQuality {
  tasks: number;
  userTexts: number;
  /** User texts that read like a form ("should be", "make the", "the line1 is"); goal ≤ 10%. */
  formWording: { count: number; share: number };
  /** The assistant's clarifying questions that ask for a field by its name ("What owned by would you like?"); goal 0. */
  askWording: { count: number; questions: number };
  /** User texts with camelCase, snake_case or `line1`-style words; goal ≤ 2%. */
  codeIdentifiers: { count: number; share: number };
  /**
   * The same two marks over every first draft, before the gate drops what it marks: of kept
   * texts both are 0 by construction, so this is the figure that can fail. Absent without a
   * synthesis report.
   */
  drafts?: {
    userTexts: number;
    formWording: { count: number; share: number };
    codeIdentifiers: { count: number; share: number };
  };
  /** User texts with an ISO date or timestamp; goal 0. */
  isoTimestamps: number;
  /** Transport/system parameters given to the user as facts, or said by them; goal 0. */
  plumbingFacts: number;
  /** Tasks whose user gives a field the API marks read-only ("an occupied slots of 81"); goal 0. */
  readOnlyFacts: number;
  /**
   * Tasks whose user names a whole resource name by its parameter ("for my name", "resource
   * eh9rvxnkji"), is asked for it so, or gives one that is none ("Partner integration"); goal 0.
   */
  resourceNames: number;
  /** Tasks with a turn that never says what is wanted ("please take care of my order"); goal 0. */
  noGoal: number;
  /** Write tasks whose gold leaves the state as it was; goal 0. */
  noOpWrites: number;
  writeTasks: number;
  /** Tools used by ≥ 1 task / verified tools; goal ≥ 90%. */
  toolCoverage: number;
  toolsUsed: number;
  toolsAvailable: number;
  meanCallsPerTask: number;
  /** Share of tasks with ≥ 3 gold calls. */
  threePlusCallShare: number;
  /** Share of conversations with more than one user message. */
  multiTurnShare: number;
  /**
   * Conversations with a bad reply: JSON, an id, a pasted sentence, a missing answer fact, success
   * claimed over an error result, "couldn't find anything" after a hit, a bare count, an answer
   * about something other than what was asked, an input echoed, metadata only, placeholders.
   */
  badAnswers: number;
  /** How many conversations show each answer problem code. */
  badAnswerKinds: Record<string, number>;
  /**
   * User texts and answers that read a tool's identifier out as words ("racecards free v1 …
   * gets", "order the types all", "add my start zappiti service"); goal 0.
   */
  toolNameEcho: { count: number; share: number };
  /**
   * User texts with values said as a machine would (`UPLINK_COUNT_7`, "the uplink count to
   * uplink count 3", "without use admin access", an address assembled from non-address parts);
   * goal 0.
   */
  rawValues: { count: number; share: number };
  /** Assistant questions asking for a yes/no switch as a value ("Which raw is it?"); goal 0. */
  yesNoAsks: number;
  /** Final answers that say nothing although the tools returned something ("Done, that's taken care of."); goal 0. */
  emptyAnswers: number;
  /**
   * Conversations whose tool results, user texts or call arguments hold nonsense data a reader
   * marks N: a made-up code the user types or a call invents (`"recipientNumber":"REC-4937"`,
   * `typed-code`), an argument against its doc (`"color":"teal"` for a hex value, `arg-format`),
   * a made-up code in a field of words or amounts (`"category":"CAT-8504"`), a list of names that repeats one
   * (`["internal","internal","standard",…]`), paging totals or a duration that disagree with the
   * record, a value against its doc's prose enum, described form or year format; goal 0. By kind
   * in `dataDefectKinds`.
   */
  dataDefects: number;
  dataDefectKinds: Record<string, number>;
  /**
   * Conversations with a write call whose result states a value it was given differently for the
   * field that means the same ("add gary.metz@…" answered with `deion.kassulke@…`, a blocked
   * "+1 294 469 1227" shown as "44123456789"); counted in `dataDefects` as
   * `result-contradicts-input`; goal 0.
   */
  resultContradictsInput: number;
  /**
   * Tasks that name a record by what does not tell it apart (`sharedDescriptors`): a type, mode or
   * status ("remove the System preset"), or a value another record holds; goal 0.
   */
  sharedDescriptors: number;
  /**
   * Verified tools whose noun the writer takes from the route or operation id, not the doc ("the
   * id grafana configs", "the urls social media"); goal 0. `tools` names them.
   */
  nameNouns: { count: number; tools: string[] };
  /**
   * Fields of the bundles' seeded records (their state and episode 1's) whose values disagree
   * with their doc — a shape other than the doc's example, a number out of its unit's range, a
   * built-in flag on most records, a password in a list, a filler name (`docValueFindings`); by
   * kind in `kinds`; goal 0.
   */
  docValueFields: { count: number; bundles: number; kinds: Record<string, number> };
}

const round = (x: number) => Math.round(x * 10000) / 10000;
const share = (a: number, b: number) => (b === 0 ? 0 : round(a / b));

/** Tools that passed verification and were kept (all tools when a bundle carries no report). */
function verifiedTools(bundles: EnvBundle[]): Set<string> {
  const out = new Set<string>();
  for (const b of bundles) {
    const passed = b.verification
      ? new Set(b.verification.tools.filter((t) => t.passed && t.kept).map((t) => t.tool))
      : undefined;
    for (const t of b.tools) if (!passed || passed.has(t.name)) out.add(`${b.id}/${t.name}`);
  }
  return out;
}

/** Bundle-local tool name behind a task's public tool name (`env__tool` when names clash). */
function localName(bundles: EnvBundle[], env: string | undefined, tool: string): string {
  const b = bundles.find((x) => x.id === env);
  if (!b || b.tools.some((t) => t.name === tool)) return tool;
  return tool.split("__").slice(1).join("__") || tool;
}

/** "list the airports for the nearest airport …": the thing wanted is the thing it is asked for. */
const SAME_NOUN_FOR =
  /\b(?:list|find|show|get)(?: me)? the ([a-z]+?)s for the (?:[a-z]+ ){0,2}\1\b/i;
/** A filter bound put on one record: "the path of the changeset up to Dec 19". */
const RANGE_ON_ONE_RECORD =
  /\bthe [a-z]+ of the [a-z]*[^s\W] (?:up to|since|until|before|after|from) (?:[A-Z][a-z]{2} \d|\d)/;
/** "Could you update Jalen Buckridge?": a change asked of a person with nothing said to change. */
const UPDATE_A_PERSON = /\b(?:update|change|edit|modify) [A-Z][a-z]+ [A-Z][a-z]+\?/;

/**
 * What the fresh20 blind readers marked G that `checkHasGoal` passes, each from the words alone: a
 * path adjective as the thing wanted ("list the multiples"), a name's label read out,
 * a record asked for "for" itself, a filter bound on one record, a person to "update" with no
 * change. Measured (the no-goal figure), not a gate.
 */
export function readerGoalProblems(task: Task): string[] {
  const out: string[] = [];
  for (const [i, t] of task.turns.entries()) {
    const hit =
      adjectiveAsThing(t.user) ??
      nameRepeatsNoun(t.user) ??
      SAME_NOUN_FOR.exec(t.user)?.[0] ??
      RANGE_ON_ONE_RECORD.exec(t.user)?.[0] ??
      UPDATE_A_PERSON.exec(t.user)?.[0];
    if (hit) out.push(`turn ${i} names no goal a person has ("${hit}")`);
  }
  return out;
}

/**
 * A goal said by a word several tools share, the goal tool's own word left unsaid (fresh22
 * readers, A/F: "what's the detection of the document" — spam, commercial, language and educational
 * detection all fit; "the analysis of the document"; "the extraction"): every purpose word said is
 * one a sibling has too, and the goal has a word that sibling lacks which is never said.
 */
export function sharedGoalWord(task: Task, bundles: readonly EnvBundle[]): string[] {
  const out: string[] = [];
  for (const { turn, text, spec, bundle } of turnGoals(task, bundles)) {
    // A write is told apart by its verb, a named record by its name.
    if (!READ_KINDS.has(spec.kind ?? "") || /\b(?:called|named) /.test(text)) continue;
    const own = purposeWords(spec);
    const said = own.filter((w) => saysWord(text, w));
    if (said.length === 0 || said.length === own.length) continue;
    for (const other of bundle.tools) {
      // A read and a delete that share a noun are told apart by their verb.
      if (other.name === spec.name || other.kind !== spec.kind) continue;
      const theirs = purposeWords(other);
      const apart = own.filter((w) => !theirs.includes(w));
      if (said.every((w) => theirs.includes(w)) && apart.length > 0) {
        out.push(
          `turn ${turn} says only "${said.join(" ")}", which ${other.name} shares; never says ${apart.join(", ")}`,
        );
        break;
      }
    }
  }
  return out;
}

/** A read in any turn that names no object and says nothing of what is wanted ("check the branded food item"). */
export function objectlessReads(task: Task): string[] {
  return task.turns.flatMap((t, i) => {
    const hit = objectlessRead(t.user);
    return hit ? [`turn ${i} reads nothing named ("${hit}")`] : [];
  });
}

/** Inputs that shape a page of results, not what is searched for. */
const PAGE_INPUT =
  /^(?:limit|offset|page|page_?size|per_?page|page_?token|cursor|start|count|size|sort|sort_?by|order|order_?by|fields|format|lang|locale|include_\w+|expand)$/i;

/**
 * A search goal with nothing to search for (fresh21 readers, G: "Could you find the trials?" over
 * a trial registry's `searchTrials {}`): the tool's name or doc says it searches, it takes
 * criteria, and the gold call passes none of them.
 */
export function criterionlessSearch(task: Task, bundles: readonly EnvBundle[]): string[] {
  const routes = routeTools([...bundles]);
  const out: string[] = [];
  const goals = new Set([task.meta?.goal, task.meta?.secondGoal].filter(Boolean));
  const calls = task.gold.calls;
  for (const [i, c] of calls.entries()) {
    const r = routes.get(c.tool);
    const spec = r?.bundle.tools.find((t) => t.name === r.tool);
    if (!spec) continue;
    // A search on the way to the goal ("order the Tempo Racer": searchProducts {} → createOrder)
    // finds the record the user named; the user said what they want, so it is no goal-less turn.
    const lookup =
      !goals.has(c.tool) && calls.some((d, j) => j > i && (d.dependsOn ?? []).includes(i));
    if (lookup) continue;
    const searches =
      identifierWords(spec.name).some((w) => /^search(?:es)?$/i.test(w)) ||
      /^\s*search(?:es)?\b/i.test(spec.annotations?.title ?? spec.description ?? "");
    const criteria = Object.keys((spec.inputSchema.properties ?? {}) as object).filter(
      (k) => !PAGE_INPUT.test(k) && !c.masked.includes(k),
    );
    const given = Object.keys(c.args).filter((k) => criteria.includes(k));
    if (searches && criteria.length > 0 && given.length === 0)
      out.push(`${c.tool} searches with none of its criteria (${criteria.slice(0, 3).join(", ")})`);
  }
  return out;
}

/**
 * A follow-up that asks again what an earlier turn already answered: every fact it must state was
 * stated before with the same value ("And the product type and size…?" asked twice), or its gold
 * repeats an earlier call with the same inputs and nothing else.
 */
export function repeatedAsk(task: Task): string[] {
  const out: string[] = [];
  const last = task.turns.length - 1;
  const factAt = (i: number) =>
    task.gold.answerFacts
      .filter((f) => (f.turn ?? last) === i)
      .map((f) => `${f.label ?? f.key}=${JSON.stringify(f.value)}`);
  const callAt = (i: number) =>
    task.gold.calls
      .filter((c) => (c.turn ?? 0) === i)
      .map((c) => `${c.tool} ${JSON.stringify(c.args)}`);
  for (let i = 1; i < task.turns.length; i++) {
    const before = new Set(
      Array.from({ length: i }, (_, j) => [...factAt(j), ...callAt(j)]).flat(),
    );
    const facts = factAt(i);
    const calls = callAt(i);
    if (facts.length > 0 && facts.every((f) => before.has(f)))
      out.push(`turn ${i} asks again for ${facts.slice(0, 2).join(", ")}`);
    else if (calls.length > 0 && calls.every((c) => before.has(c)))
      out.push(`turn ${i} repeats ${calls[0]}`);
  }
  return out;
}

/** What the checks find in one task and its conversation, by QUALITY.md row (empty = clean). */
export interface TaskDefects {
  /** User texts that read like a form, slot chain or garbled phrase, with the words that did it. */
  form: string[];
  /** Why a turn never says what is wanted. */
  noGoal: string[];
  /** Problem codes of the closing replies (json, id, claims-success, bare-count, off-topic …). */
  badAnswer: string[];
  /** Gold calls a reader cannot see the point of: sent without what the call is about. */
  unsolvable: string[];
  /**
   * What the user says that no person knows (row U): a made-up code or a system id ("It's for the
   * code REF-2135"), an ISO timestamp, a transport value, a read-only field — the knowable gate's
   * findings and `readOnlySaid`, so a reader's U count can be set against the program's.
   */
  unknowable: string[];
}

/**
 * Gold calls sent without the input the call is about (`objectInputs`): a screenshot test of no
 * page, a name batch of no names (fresh23 readers A: `Start_Screenshot_Test {"mac_res":"1024x768"}`).
 */
export function objectlessCalls(task: Task, bundles: readonly EnvBundle[]): string[] {
  const routes = routeTools([...bundles]);
  const out: string[] = [];
  for (const call of task.gold.calls) {
    const r = routes.get(call.tool);
    const spec = r?.bundle.tools.find((t) => t.name === r.tool);
    if (!r || !spec) continue;
    const objects = objectInputs(r.bundle, spec);
    if (objects.length > 0 && !objects.some((o) => o in (call.args as Record<string, unknown>)))
      out.push(`${call.tool} without ${objects.join("/")}`);
  }
  return out;
}

/** The value at dotted `path` of a record (`Audio.AudioPackingMode`). */
function valueAt(rec: unknown, path: string): unknown {
  let at = rec;
  for (const seg of path.split(".")) at = isObj(at) ? at[seg] : undefined;
  return at;
}

/**
 * Records a task names by what does not tell them apart (fresh63 blind readers A on 7 of 30):
 * `kind` — by a type, mode or status many records share by design ("remove the System preset",
 * "the single-track preset"); `shared` — by a value another record of its collection holds in
 * the state the episode starts from. One finding per picked record.
 */
export function sharedDescriptors(task: Task, bundles: readonly EnvBundle[]): string[] {
  const out: string[] = [];
  for (const f of task.userFacts) {
    const m = /^s\d+\.(.+?)\.select\.(.+)$/.exec(f.key);
    if (!m) continue;
    const [, param, by] = m as unknown as [string, string, string];
    const picked = task.gold.calls
      .map((c) => (c.args as Record<string, unknown>)[param])
      .filter((v) => typeof v === "string" || typeof v === "number")
      .map(String);
    for (const env of task.envs) {
      const bundle = bundles.find((b) => b.id === env.bundleId);
      if (!isObj(env.initialState)) continue;
      for (const [coll, rows] of Object.entries(env.initialState)) {
        if (!Array.isArray(rows)) continue;
        const recs = rows.filter(isObj);
        // The collection of the picked record itself, by its key (versions carry their
        // application's name too).
        const key = bundle?.model?.entities[coll]?.idField;
        const own = recs.some((r) =>
          (key ? [r[key]] : Object.values(r)).some((v) => picked.includes(String(v))),
        );
        const same = recs.filter((r) => valueAt(r, by) === f.value).length;
        if (!own || same === 0) continue;
        const props = flatSchema(bundle?.stateSchema).properties;
        const item = isObj(props) ? flatSchema(props[coll]).items : undefined;
        if (holdsKind(item, by)) out.push(`kind ${coll}.${by}=${String(f.value)}`);
        else if (same > 1) out.push(`shared ${coll}.${by}=${String(f.value)} (${same} records)`);
      }
    }
  }
  return [...new Set(out)];
}

/** Whether a value is one of the leaves of a tool's answer. */
function answerHolds(v: unknown, wanted: unknown): boolean {
  if (Array.isArray(v)) return v.some((x) => answerHolds(x, wanted));
  if (isObj(v)) return Object.values(v).some((x) => answerHolds(x, wanted));
  return v === wanted;
}

/**
 * Gold calls that address a record by a path parameter with an id an earlier call found in
 * another collection of the same noun: XTRF's client-invoice payment
 * (`/accounting/customers/invoices/{invoiceId}/payments`) given an id the provider-invoice list
 * (`/accounting/providers/invoices`) answered (fresh49 blind readers A/M). Reads the answers from
 * the trajectory; none without one.
 */
export function otherCollectionIds(
  task: Task,
  trajectory: Trajectory | undefined,
  bundles: readonly EnvBundle[],
): string[] {
  if (!trajectory) return [];
  const routes = routeTools([...bundles]);
  const answers: unknown[] = [];
  const messages = trajectory.messages.filter((m) => m.role === "tool");
  let at = 0;
  for (const call of task.gold.calls) {
    const k = messages.findIndex((m, i) => i >= at && m.name === call.tool);
    if (k < 0) {
      answers.push(undefined);
      continue;
    }
    at = k + 1;
    try {
      answers.push(JSON.parse(String(messages[k]!.content)));
    } catch {
      answers.push(messages[k]!.content);
    }
  }
  const scopes = new Map<EnvBundle, RouteScope>();
  const scopeOf = (b: EnvBundle): RouteScope => {
    let sc = scopes.get(b);
    if (!sc) {
      sc = routeScope(b, (t) => toolKindOf(t, b.tools).entity);
      scopes.set(b, sc);
    }
    return sc;
  };
  const out: string[] = [];
  task.gold.calls.forEach((call, i) => {
    const r = routes.get(call.tool);
    if (!r) return;
    for (const [p, v] of Object.entries(call.args as Record<string, unknown>)) {
      if (typeof v !== "string" && typeof v !== "number") continue;
      const target = addressedCollection(scopeOf(r.bundle), r.tool, p);
      if (!target) continue;
      for (let j = i - 1; j >= 0; j--) {
        const from = routes.get(task.gold.calls[j]!.tool);
        if (!from || from.bundle !== r.bundle || !answerHolds(answers[j], v)) continue;
        const path = collectionPathOf(scopeOf(r.bundle), from.tool, entityKey(target.at(-1)!));
        if (path && otherCollection(target, path))
          out.push(
            `${call.tool}.${p}=${JSON.stringify(v)} from /${path.join("/")}, not /${target.join("/")}`,
          );
        break;
      }
    }
  });
  return out;
}

/** Input names of the tools a conversation called between one user message and the next, as words. */
function calledParamWords(names: readonly string[], bundles: EnvBundle[]): string[] {
  const routes = routeTools(bundles);
  const out = new Set<string>();
  for (const n of names) {
    const r = routes.get(n);
    const spec = r?.bundle.tools.find((t) => t.name === r.tool);
    for (const p of Object.keys((spec?.inputSchema.properties ?? {}) as object)) {
      const words = identifierWords(p);
      out.add(words.join(" "));
      if (words.length > 1 && words[words.length - 1] === "id")
        out.add(words.slice(0, -1).join(" "));
    }
  }
  return [...out];
}

/** One closing reply with what a reader of it knows: the request, the results, the tools' inputs. */
export interface AnswerTurn {
  request: string;
  results: string[];
  answer: string;
  /** Input names (as words) of the tools called for this reply. */
  paramWords: string[];
  /** The closing reply of the turn before. */
  previous?: string;
  /** The arguments (JSON) of the calls made for this reply, in order. */
  args?: string[];
  /** The unit the called tools' docs give each output field, by the field's words ("1 8 0" → "Wh"). */
  units?: Record<string, string>;
  /** Everything the user said before this reply's request (earlier turns). */
  userSaid?: string;
  /** Names of the tools called for this reply. */
  tools?: string[];
  /** Words the used environments' doc prose says (descriptions, summaries; no field names). */
  docWords?: ReadonlySet<string>;
  /** Words of the used environments' field names. */
  fieldWords?: ReadonlySet<string>;
}

/** The units the docs of the tools called give their output fields, keyed by the words an answer labels them with. */
function calledUnits(names: readonly string[], bundles: EnvBundle[]): Record<string, string> {
  const routes = routeTools(bundles);
  const out: Record<string, string> = {};
  for (const n of names) {
    const r = routes.get(n);
    const spec = r?.bundle.tools.find((t) => t.name === r.tool);
    if (!spec) continue;
    for (const [k, u] of Object.entries(docUnits(spec.outputSchema, spec.description ?? "")))
      out[identifierWords(k).join(" ").toLowerCase()] ??= u;
  }
  return out;
}

/** The closing replies of a conversation, each with its request and tool results, and the last turn's answer facts. */
export function answerTurns(
  task: Task,
  trajectory: Trajectory,
  used: readonly EnvBundle[],
): { final: string; facts: { value: unknown }[]; turns: AnswerTurn[] } {
  const finals = trajectory.messages.filter(
    (m) => m.role === "assistant" && !m.tool_calls?.length && typeof m.content === "string",
  );
  const last = finals[finals.length - 1];
  const final = last && last.role === "assistant" ? (last.content ?? "") : "";
  const lastTurn = task.turns.length - 1;
  const facts = task.gold.answerFacts.filter((f) => (f.turn ?? lastTurn) === lastTurn);
  const turns: AnswerTurn[] = [];
  let request = "";
  let results: string[] = [];
  let called: string[] = [];
  let args: string[] = [];
  let previous: string | undefined;
  let userSaid = "";
  const { prose: docWords, fields: fieldWords } = docWordsOf(used);
  for (const m of trajectory.messages) {
    if (m.role === "user") {
      // A reply to the assistant's question belongs to the same request.
      const text = typeof m.content === "string" ? m.content : "";
      request = results.length === 0 && request ? `${request} ${text}` : text;
      results = [];
      called = [];
      args = [];
    } else if (m.role === "tool") results.push(String(m.content ?? ""));
    else if (m.role === "assistant" && m.tool_calls?.length) {
      called.push(...m.tool_calls.map((c) => c.function.name));
      args.push(...m.tool_calls.map((c) => c.function.arguments));
    } else if (m.role === "assistant" && typeof m.content === "string") {
      if (results.length === 0) continue;
      turns.push({
        request,
        results,
        answer: m.content,
        paramWords: calledParamWords(called, [...used]),
        ...(previous ? { previous } : {}),
        args,
        units: calledUnits(called, [...used]),
        userSaid,
        tools: [...called],
        docWords,
        fieldWords,
      });
      previous = m.content;
      userSaid = `${userSaid} ${request}`.trim();
      request = "";
    }
  }
  return { final, facts, turns };
}

/** The bad-answer problem codes of a conversation's closing replies (empty = a reader would pass them). */
export function answerDefects(
  input: { final: string; facts: { value: unknown }[]; turns: AnswerTurn[] },
  identifiers?: IdentifierContext,
): string[] {
  const bad = new Set<string>(answerProblems(input.final, input.facts));
  for (const t of input.turns) for (const p of answerMeaningProblems(t)) bad.add(p);
  for (const t of input.turns) for (const p of answerReadingProblems(t, identifiers)) bad.add(p);
  for (const t of input.turns) for (const p of answerSayingProblems(t.answer)) bad.add(p);
  for (const t of input.turns) for (const p of answerFitProblems(t)) bad.add(p);
  for (const t of input.turns) for (const p of answerRecordProblems(t)) bad.add(p);
  for (const t of input.turns)
    for (const p of answerReaderProblems(t.answer, {
      request: t.request,
      results: t.results,
      ...(identifiers ? { identifiers } : {}),
      paramWords: t.paramWords,
      ...(t.previous ? { previous: t.previous } : {}),
      ...(t.args ? { args: t.args } : {}),
    }))
      bad.add(p);
  return [...bad];
}

/** Words before "name" that name the record itself (`displayName`, `full_name`), not another thing. */
const OWN_NAME_WORD =
  /^(?:display|full|short|long|first|last|given|family|nick|common|friendly|legal|user|screen|real|official|local|native|pretty|readable|human)$/i;

/** Keys holding a short code a record is named by elsewhere (a province's `id`, a `language`). */
const CODE_KEY =
  /^(?:id|code|language|lang|locale|abbreviation)$|(?:_code|Code|_language|Language|_locale|Locale)$/;

/** Every object in a parsed result, outermost first. */
function objectsIn(
  v: unknown,
  out: Record<string, unknown>[] = [],
  depth = 0,
): Record<string, unknown>[] {
  if (depth > 8 || v === null || typeof v !== "object") return out;
  if (Array.isArray(v)) for (const x of v) objectsIn(x, out, depth + 1);
  else {
    out.push(v as Record<string, unknown>);
    for (const x of Object.values(v)) objectsIn(x, out, depth + 1);
  }
  return out;
}

/**
 * What the fresh46 blind readers marked B (stop 47) that the other checks passed, each read from
 * the turn and the results it answers:
 * - `field-path-value`: "the depot is address.formatted", "the event is event_name" — a doc
 *   example's field path said as a fact;
 * - `miscased-name`: "The short name is ptissd." — a name the result writes in capitals
 *   (`short_name` "PTISSD") said in other letters;
 * - `other-record`: "I found 1 company: Block - Kunze." where the record's `company` is named
 *   "Parisian - Schroeder" — the item named by a field of another thing;
 * - `dates-over-names`: "I found 8 Canadian public holidays, among them one on January 8 …" where
 *   each holiday has a `nameEn`;
 * - `figure-as-name`: "I found 1 job normalize: 63.044." — a score with no word of what it is;
 * - `code-as-name`: "an NB, an MB and an SK", "I found 1 detect: en." — a code where the record
 *   (or the language) has a name;
 * - `money-without-currency`: "The amount is 1" beside `"currency": "USD"` (fresh50);
 * - `other-field-named`: "I found 1 zip code: South Atlantic Division." beside `zipCode` (fresh51);
 * - `placeholder-value`: "the manufacturer is Manufacturer 4" (fresh51);
 * - `figure-unsaid`: "one on Feb 4 at 1:45 pm" for `{"dau": 77, "time": …}` (fresh46, Braze KPIs);
 * - `login-named`: "I found 8 recent icons, among them clarkin, cstroman …" — logins (fresh55);
 * - `label-word-value`: "The block hash is block." — a value that is its label's own word (fresh53);
 * - `list-for-one`: "I found 1 channel: #marketing." for "check the channel named #marketing" (fresh52);
 * - `label-as-value`: "The best match form setting name is Archive best match form setting." (fresh52);
 * - `party-named`: "I found 8 inventories, among them Mueller Group, Konopelski Inc and Welch
 *   Group." — rows named by the merchant they belong to (fresh52).
 */
export function answerRecordProblems(t: AnswerTurn): string[] {
  const out: string[] = [];
  const a = t.answer.trim();
  const said = [
    ...[...a.matchAll(/\b(?:is|are|was|were) ([^\s,"]+?)(?=,| and\b|\.?$)/g)].map(
      (m) => m[1] ?? "",
    ),
    ...answerItems(a),
  ];
  if (said.some((x) => isCodeNameValue(x))) out.push("field-path-value");
  const objects = t.results.flatMap((r) => {
    try {
      return objectsIn(JSON.parse(r));
    } catch {
      return [];
    }
  });
  const capitals = new Set<string>();
  for (const o of objects)
    for (const [k, v] of Object.entries(o))
      if (
        typeof v === "string" &&
        /^[A-Z][A-Z0-9]{3,}$/.test(v) &&
        /(?:name|code|symbol|abbreviation)$/i.test(k)
      )
        capitals.add(v);
  if ([...capitals].some((c) => new RegExp(`\\b${c.toLowerCase()}\\b`).test(a)))
    out.push("miscased-name");
  const found = /^I found \d+ ([^:,]+?)(?::|,? among them) /.exec(a)?.[1];
  const items = answerItems(a);
  if (found && items.some((x) => /^-?\d+\.\d+$/.test(x))) out.push("figure-as-name");
  // "I found 1 zip code: South Atlantic Division." beside `"zipCode": "02105"`.
  if (found && items.length > 0) {
    const key = found
      .replace(/[^a-z]/gi, "")
      .toLowerCase()
      .replace(/s$/, "");
    const own = objects.flatMap((o) =>
      Object.entries(o)
        .filter(([k, v]) => typeof v === "string" && k.toLowerCase().replace(/[^a-z]/g, "") === key)
        .map(([, v]) => v as string),
    );
    if (key.length > 4 && own.length > 0 && !items.some((x) => own.some((v) => x.includes(v))))
      out.push("other-field-named");
  }
  // "the manufacturer is Manufacturer 4": a field's own word and a number, a placeholder (a gate
  // numbered by nature, "Gate 4", is a name). A bad answer only when it is all the answer says:
  // beside real facts ("the initial cost is $26, the headline is Headline 9 and …") the fresh9
  // blind readers passed it (their B column; the value itself is nonsense data, N).
  const single = !/,| and /.test(a);
  for (const m of a.matchAll(
    /\b[Tt]he ([a-z]+(?: [a-z]+)?) (?:is|was) ([A-Z][a-z]+ \d{1,3})(?=,| and\b|\.?$)/g,
  ))
    if (single && ownWordNumber(m[1] ?? "", m[2] ?? "")) out.push("placeholder-value");
  // "The block hash is block.": a value that is a word of its own label names nothing (fresh53 dev).
  for (const m of a.matchAll(
    /\b[Tt]he ((?:[a-z]+ ){0,3}[a-z]+) (?:is|was) ([a-z]+)(?=,| and\b|\.?$)/g,
  ))
    if ((m[1] ?? "").split(" ").includes(m[2] ?? "")) out.push("label-word-value");
  // "check the channel named #marketing" → "I found 1 channel: #marketing.": one record asked
  // about, answered as a list that names it back and says nothing of it (fresh52 readers, B).
  const checked = /\bcheck (?:on )?(?:the|my) ([a-z]+(?: [a-z]+){0,2}) (?:named|called) /.exec(
    t.request,
  );
  if (checked && new RegExp(`^I found 1 ${checked[1]}: `).test(a)) out.push("list-for-one");
  // "The best match form setting name is Archive best match form setting.": a value made of its
  // own label's words and a qualifier is filler, not a fact (fresh52 dev, Cloudmersive OCR).
  for (const m of a.matchAll(
    /\b[Tt]he ((?:[a-z]+ ){1,5}[a-z]+) (?:is|was) ([A-Z][^,.]+?)(?=,| and\b|\.?$)/g,
  )) {
    const words = (m[1] ?? "").split(" ").filter((w) => !/^(?:name|title|label)$/.test(w));
    const said = (m[2] ?? "").toLowerCase().split(/\s+/);
    if (words.length >= 2 && words.every((w) => said.includes(w))) out.push("label-as-value");
  }
  const codes = new Set<string>();
  for (const o of objects)
    for (const [k, v] of Object.entries(o))
      if (typeof v === "string" && /^[A-Za-z]{2,3}$/.test(v) && CODE_KEY.test(k)) codes.add(v);
  if (found && items.some((x) => codes.has(x.replace(/^an? /, "")))) out.push("code-as-name");
  if (
    /\b[Tt]he (?:[a-z]+ )?amount (?:is|was) -?\d+(?:\.\d+)?(?=,| and\b|\.?$)/.test(a) &&
    objects.some((o) => typeof o.currency === "string" && /^[A-Za-z]{3}$/.test(o.currency))
  )
    out.push("money-without-currency");
  if (found && items.length > 0) {
    const head = singular(found.split(" ").pop() ?? "");
    const own = objects
      .map((o) => o[head])
      .filter((x): x is Record<string, unknown> => isObj(x))
      .map((x) => x.name ?? x.title)
      .filter((x): x is string => typeof x === "string");
    if (own.length > 0 && items.some((x) => !own.some((n) => x.startsWith(n))))
      out.push("other-record");
    // "I found 8 inventories, among them Mueller Group, Konopelski Inc and Welch Group." where each
    // stock row's only name is its `merchant.name`: the rows are named by whose they are (fresh52).
    const parties = new Set(
      objects.flatMap((o) =>
        Object.entries(o)
          .filter(([k, v]) => isPartyKey(k) && singular(k.toLowerCase()) !== head && isObj(v))
          .map(
            ([, v]) => (v as Record<string, unknown>).name ?? (v as Record<string, unknown>).title,
          )
          .filter((x): x is string => typeof x === "string" && x.length > 0),
      ),
    );
    // A party held as a plain string is the same: "I found 6 repository associations: akoch
    // (Associating), ehilll (Disassociated) …" named each by its repository's `Owner` (fresh64).
    if (!PERSON_NOUN.test(found))
      for (const o of objects)
        for (const [k, v] of Object.entries(o))
          if (MAKER_KEY.test(k) && typeof v === "string" && v.length > 0) parties.add(v);
    const unlabelled = items.map((x) => x.replace(/\s*\([^()]*\)$/, ""));
    if (unlabelled.length > 0 && unlabelled.every((x) => parties.has(x))) out.push("party-named");
    // "I found 6 activity logs, among them MSSupportGroup (…), MSSupportGroup (…)": events named
    // by the resource group they touched — the name of another thing (fresh59 readers, B).
    const heads = found.split(" ").map((x) => singular(x.toLowerCase()));
    const owners = new Set(
      objects.flatMap((o) =>
        Object.entries(o)
          .filter(([k, v]) => {
            if (typeof v !== "string" || v.length === 0) return false;
            const m = /^(.+?)(?:_?[Nn]ame)$/.exec(k)?.[1];
            if (!m || OWN_NAME_WORD.test(m)) return false;
            // A two-word owner is another thing (`resourceGroupName`); one word may be the
            // item's own name (`drug_name` of an FDA application, `package_name` of a provider).
            const owner = identifierWords(m).map((x) => singular(x.toLowerCase()));
            return owner.length >= 2 && !owner.some((x) => heads.includes(x));
          })
          .map(([, v]) => v as string),
      ),
    );
    const bare = items.map((x) => x.replace(/\s*\([^()]*\)$/, ""));
    if (bare.length > 0 && bare.every((x) => owners.has(x))) out.push("owner-named");
    // "I found 8 recent icons, among them clarkin, cstroman and cshanahan": things named by the
    // logins of who made them (fresh55 blind readers, B on 4 of 30).
    const logins = new Set(
      objects.flatMap((o) =>
        Object.entries(o)
          .filter(([k, v]) => LOGIN_KEY.test(k) && typeof v === "string")
          .map(([, v]) => v as string),
      ),
    );
    if (!PERSON_NOUN.test(found) && items.length > 0 && items.every((x) => logins.has(x)))
      out.push("login-named");
    if (
      items.every((x) => /^one (?:on|from|at|in)\b/.test(x)) &&
      objects.some((o) => Object.keys(o).some((k) => nameLanguageOf(k) !== undefined))
    )
      out.push("dates-over-names");
    // "I found 1 daily active user date: one on Feb 4 at 1:45 pm." over `{"dau": 77, "time": …}`.
    if (
      items.every((x) => /^one on\b/.test(x)) &&
      objects.some((o) => {
        const vs = Object.values(o);
        return (
          vs.length === 2 &&
          vs.some((v) => typeof v === "number" && Number.isInteger(v)) &&
          vs.some((v) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v))
        );
      })
    )
      out.push("figure-unsaid");
  }
  return out;
}

/** The arrays of scalars in a record, by key (one level deep, and one level under a wrapper). */
function scalarArrays(v: unknown): Array<[string, unknown[]]> {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return [];
  return Object.entries(v as Record<string, unknown>).filter(
    (e): e is [string, unknown[]] =>
      Array.isArray(e[1]) &&
      e[1].length > 0 &&
      e[1].every((x) => typeof x === "string" || typeof x === "number"),
  );
}

const singularWord = (w: string) =>
  w
    .toLowerCase()
    .replace(/(?:ies)$/, "y")
    .replace(/s$/, "");

/**
 * What the fresh9 readers marked B that the other checks miss, each judged from the turn alone:
 * - `items-misnamed`: "I found 3 RNASeq expression quartiles: CESC, BLCA and PRAD." — the items are
 *   the values of one record's `cohort` list, named by the noun of what was asked;
 * - `flag-as-value`: "The approved is 16" — a participle field read out as a thing with a value;
 * - `list-as-fields`: a list asked for, answered with one record's fields ("The both numeric is
 *   name and the symbolic is clinical.").
 */
export function answerMeaningProblems(t: AnswerTurn): string[] {
  const out: string[] = [];
  const found = /\bI found \d+ ([^:,]+?)(?::| among them|, among them) (.+?)\.?$/.exec(t.answer);
  if (found?.[1] && found[2]) {
    const noun = found[1].split(/\s+/).map(singularWord);
    const items = found[2].split(/, | and /).map((x) => x.trim());
    for (const r of t.results) {
      let v: unknown;
      try {
        v = JSON.parse(r);
      } catch {
        continue;
      }
      const hit = scalarArrays(v).find(([, xs]) => items.every((i) => xs.map(String).includes(i)));
      // Only the echo of a filter the call was given (`cohort` asked, `cohort` listed back).
      const asked = (t.args ?? []).some((a) => a.includes(`"${hit?.[0]}"`));
      if (hit && asked && !identifierWords(hit[0]).every((w) => noun.includes(singularWord(w))))
        out.push("items-misnamed");
    }
  }
  if (/\b(?:the|The) [a-z]+ed is (?!(?:yes|no|true|false)\b)/.test(t.answer))
    out.push("flag-as-value");
  if (
    /^(?:(?:can|could|would) you (?:please )?|please |i (?:want|need|would like) (?:you )?to )?list\b/i.test(
      t.request.replace(/^(?:hi|hey|hello)[^a-z]*/i, "").trim(),
    ) &&
    /^The [^.]+ is [^.]+ and the [^.]+ is /.test(t.answer) &&
    !/\bI found\b|\bthere (?:is|are)\b/.test(t.answer)
  )
    out.push("list-as-fields");
  for (const p of answerLabelProblems(t)) out.push(p);
  return out;
}

/** Measures that mean nothing without a unit or currency ("the duration is 60": seconds? minutes?);
 * a chart's width and height in pixels read fine bare (fresh8 readers passed "The width is 98"). */
const UNITLESS_MEASURE =
  /\b(?:the|its) (?:duration|length|runtime|run time|weight|distance|price|cost|fee) (?:is|was) -?\d+(?:\.\d+)?(?=,| and\b|\.?$)/i;

/**
 * A label that is a noun with a schema's preposition glued on: "the first access at is Jan 7"
 * (fresh20 readers' B). A participle with its particle ("the archived at", "the last seen at")
 * reads as "when it was archived" and older readers passed it.
 */
function nounWithParticle(label: string): boolean {
  const words = label.split(" ");
  const before = words[words.length - 2] ?? "";
  return (
    words.length >= 2 &&
    unspokenLabel(label) &&
    !isPagingLabel(label) &&
    !/(?:ed|en|seen|made|done|sent|paid|built|set|run|held|kept|left|lost|met|read|shut|won)$/.test(
      before,
    )
  );
}

/** A server's status message read as a fact: "The review is Review posted successfully." */
const STATUS_AS_VALUE =
  /\b(?:the|its) [a-z ]+ (?:is|was) "?[A-Z][a-z]+ (?:(?:was|has been|is) )?(?:posted|created|updated|deleted|saved|added|removed|submitted|sent|completed)(?: successfully)?\b|\b(?:is|was) "?[A-Z][^."]* successfully\b/;

/**
 * A new record named by a detail the user gave of themselves: "I've added the review
 * "bstiedemann"" after "my username is bstiedemann" — the user's login is no name of the review.
 */
function namedByOwnDetail(answer: string, request: string): boolean {
  const named = /\bI've (?:added|created|posted|made|submitted|updated) the [a-z ]+ "([^"]+)"/.exec(
    answer,
  )?.[1];
  if (!named) return false;
  const own = [...request.matchAll(/\bmy [a-z ]+?(?: is|'s) "?([^".,;!?\s]+)/gi)].map((m) => m[1]);
  return own.includes(named);
}

/**
 * The record the user named, handed back as what was found for it: "list the airports for the
 * nearest airport named Basic nearest" → "I found 1 nearest airport: Basic nearest." A search by
 * name answered with that name ("find the album called Hey World") asks for it and passes.
 */
function echoesRequest(answer: string, request: string): boolean {
  const asked =
    /\bthe [a-z ]+? for the [a-z ]+ (?:called|named) "?([^"?.,!]+?)"?(?=[?.,!]| with\b|$)/.exec(
      request,
    )?.[1];
  const found = /\bI found 1 [^:]+: (.+?)\.?$/.exec(answer)?.[1];
  return asked !== undefined && found === asked.trim();
}

/** An intransitive verb put in the passive: "it was occurred on Jan 28", "it was happened". */
const PASSIVE_INTRANSITIVE =
  /\b(?:was|were|is|are|been) (?:occurred|happened|existed|arrived|appeared|emerged|arisen|departed|gone)\b/i;

/**
 * How an answer says a field, as the fresh12 blind readers judged it (B), each a general cause:
 * - `paging-as-answer`: a response envelope's paging read out as the answer ("The total items are
 *   100.", "The total record count is 3.") — what a server says about a page is no fact of a thing;
 * - `unitless-measure`: a duration, length, weight or price with no unit or currency ("the duration
 *   is 60");
 * - `doc-voice`: the API doc's words addressed to its caller ("zero messages matching your search
 *   criteria matching …");
 * - `garbled`: an intransitive verb in the passive ("it was occurred on Jan 28");
 * - `items-by-field`: listed items named by another field of records that have a name or title
 *   ("among them onboarding, Apple Records and follow-up" — spins named by their record label;
 *   lending requests named by their author).
 */
export function answerLabelProblems(t: AnswerTurn): string[] {
  const out: string[] = [];
  const a = t.answer;
  const labels = [...a.matchAll(/\b[Tt]he ((?:[a-z]+ ){0,3}[a-z]+) (?:is|are|was|were)\b/g)].map(
    (m) => m[1] ?? "",
  );
  if (labels.some((l) => isPagingLabel(l))) out.push("paging-as-answer");
  if (UNITLESS_MEASURE.test(a)) out.push("unitless-measure");
  if (DOC_VOICE.test(a)) out.push("doc-voice");
  if (PASSIVE_INTRANSITIVE.test(a) || BARE_FOR.test(a)) out.push("garbled");
  if (labels.some(nounWithParticle)) out.push("particle-label");
  if (STATUS_AS_VALUE.test(a)) out.push("status-as-value");
  if (namedByOwnDetail(a, t.request)) out.push("named-by-input");
  if (echoesRequest(a, t.request)) out.push("echoes-request");
  const listed = /\bI found \d+ [^:,]+?(?::| among them|, among them) (.+?)\.?$/.exec(a)?.[1];
  if (listed) {
    const items = listed.split(/, and |, (?!\d{4}\b)| and /).map((x) => x.trim());
    const byOther = items.filter((x) => {
      const keys = namingKeys(t.results, x);
      return (
        keys.length > 0 &&
        keys.every((k) => !NAME_KEY.test(k.key) && k.ownName !== undefined && k.ownName !== x)
      );
    });
    if (items.length > 1 && byOther.length === items.length) out.push("items-by-field");
  }
  return out;
}

/** A time as an answer says it: "Aug 21, 2025 at 12:30 pm", "Jan 15 at 11:45 am", "Nov 3, 2025". */
const SPOKEN_TIME = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6} \d{1,2}(?:, \d{4})?(?: at \d{1,2}(?::\d{2})? ?[ap]m)?`;
/** A list item told by a time alone: "Nov 3, 2025 at 3:45 pm", "one created on Aug 21, 2025 …", "an editorial one on Jan 15 …". */
const TIME_ITEM = new RegExp(`^(?:(?:an? [a-z -]+ )?one (?:[a-z]+ )?(?:on|at) )?${SPOKEN_TIME}$`);
/** A list item that is a time and nothing else: "Nov 3, 2025 at 3:45 pm". */
const BARE_TIME = new RegExp(`^${SPOKEN_TIME}$`);
const ISO_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The records of a result's list (the result itself, or a list one key down). */
function resultRecords(result: string): Record<string, unknown>[] {
  let v: unknown;
  try {
    v = JSON.parse(result);
  } catch {
    return [];
  }
  const lists = Array.isArray(v)
    ? [v]
    : v && typeof v === "object"
      ? Object.values(v as Record<string, unknown>).filter(Array.isArray)
      : [];
  return lists
    .flat()
    .filter((x): x is Record<string, unknown> => !!x && typeof x === "object" && !Array.isArray(x));
}

/** Whether a result's records carry two or more instants of their own: "one on Jan 15" says not which. */
function severalTimes(result: string): boolean {
  const rec = resultRecords(result)[0];
  return (
    !!rec &&
    Object.values(rec).filter((x) => typeof x === "string" && ISO_VALUE.test(x)).length >= 2
  );
}

/** The nouns a write's result names its keys by (`asset_id` → asset, `{"response":…}` → response). */
function resultNouns(result: string): string[] {
  let v: unknown;
  try {
    v = JSON.parse(result);
  } catch {
    return [];
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) return [];
  return Object.keys(v as Record<string, unknown>).flatMap((k) =>
    identifierWords(k)
      .map((w) => singularWord(w))
      .filter((w) => w !== "id" && w.length > 2),
  );
}
/** Keys whose value is what a written thing says (a comment's text, a message's body). */
const SAYS_KEY = /^(?:text|body|content|message|comment|note|snippet)$/i;
/** A unit word right after a number: "98 Wh", "3.5 kg", "12 minutes", "40%". */
const UNIT_AFTER = /^ ?(?:%|°|(?!(?:and|or|at|on|in|for|with|from|to)\b)[A-Za-z]{1,12}\b)/;

/** Whether some record in a result holds a non-empty text under a key that says what it says. */
function holdsText(result: string): boolean {
  let found = false;
  const visit = (v: unknown, depth: number): void => {
    if (found || depth > 5 || v === null || typeof v !== "object") return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (SAYS_KEY.test(k) && typeof x === "string" && /\s/.test(x.trim())) found = true;
        else visit(x, depth + 1);
      }
  };
  try {
    visit(JSON.parse(result), 0);
  } catch {
    return false;
  }
  return found;
}

/** The items a list answer names ("I found 2 comments: A and B."), dates with a year kept whole. */
function answerItems(answer: string): string[] {
  const m = /\b(?:I found|there (?:is|are)) [^:]*?(?:, among them |: )(.+?)\.?$/.exec(
    answer.trim(),
  );
  return (m?.[1] ?? "")
    .split(/, and |, (?!\d{4}\b)| and (?!\d)/)
    .map((x) => x.trim())
    .filter(Boolean);
}

/**
 * What the fresh21 readers marked B that the other checks pass, each a general rule read from the
 * turn alone:
 * - `texts-as-dates`: "I found 1 comment: one created on Aug 21, 2025 at 12:30 pm" — the records
 *   say something (a `text`), and the answer gives only when;
 * - `named-by-time`: "I found 1 transaction: Nov 3, 2025 at 3:45 pm.", "an editorial one on Jan 15
 *   at 11:45 am" — a record told by a bare timestamp, which says neither what it is nor which date;
 * - `digit-label`: "The 1 8 0 is 98" — a label of digits is a field key, not a word;
 * - `bound-as-fact`: "The created at gte is Aug 12, 2025" — a search's range bound, no fact;
 * - `doc-unit-missing`: a number said bare while its field's doc gives the unit ("in Wh");
 * - `glued-label`: "I've added the cancelreservation" — an operationId word (two doc words glued);
 * - `link-as-answer`: "The images are https://…" — a link for an answer nobody asked a link for;
 * - `echoes-token`: "The body is "bmFtZSxx…"" — the encoded text the user pasted, handed back;
 * - `zero-after-write`: "I've added the location … there are zero locations" — a count the write denies;
 * - `wrong-object`: "I've removed the assets" for "remove the board" — another thing done;
 * - `mixed-details`: "Childhood nutrition survey (recruiting), Smoking cessation trial (completion
 *   date Dec 17, 2025 at 4 pm)" — items told apart by different facts, so none compare;
 * - `repeats-previous`: a follow-up answered word for word as the turn before;
 * - `plural-adjective`: "7 products availables" — a plural put on an adjective.
 */
export function answerReadingProblems(t: AnswerTurn, ids?: IdentifierContext): string[] {
  const out: string[] = [];
  const a = t.answer.trim();
  const items = answerItems(a);
  const goal = t.results[t.results.length - 1] ?? "";
  if (items.length > 0 && items.every((x) => TIME_ITEM.test(x))) {
    if (t.results.some(holdsText)) out.push("texts-as-dates");
    else if (items.every((x) => BARE_TIME.test(x)) || severalTimes(goal)) out.push("named-by-time");
  }
  const labelled = [...a.matchAll(/\b[Tt]he ((?:[a-z0-9]+ ){0,3}[a-z0-9]+) (?:is|are|was|were) /g)];
  if (labelled.some((m) => /^[\d ]+$/.test(m[1] ?? ""))) out.push("digit-label");
  // "The created at gte is Aug 12": a search's range bound read out as a fact of the record.
  if (labelled.some((m) => /\b(?:gte|lte|gt|lt)$/.test(m[1] ?? ""))) out.push("bound-as-fact");
  for (const m of a.matchAll(
    /\b[Tt]he ((?:[a-z0-9]+ ){0,3}[a-z0-9]+) (?:is|are|was|were) (-?\d+(?:\.\d+)?)(.{0,14})/g,
  )) {
    const unit = t.units?.[(m[1] ?? "").toLowerCase()];
    if (unit && !UNIT_AFTER.test(m[3] ?? "") && !(m[3] ?? "").startsWith(" out of")) {
      out.push("doc-unit-missing");
      break;
    }
  }
  if (ids) {
    // A one-word operationId that ends in a word of its docs after a verb-sized head:
    // "cancelreservation" is "cancel" + "reservation".
    const glued = new Set(ids.identifiers.filter((w) => w.length === 1).map((w) => w[0] as string));
    for (const w of a.toLowerCase().match(/[a-z]{10,}/g) ?? []) {
      if (!glued.has(w)) continue;
      const split = [...Array(w.length - 7).keys()].map((i) => i + 3);
      if (split.some((i) => ids.prose.has(w.slice(i)))) {
        out.push("glued-label");
        break;
      }
    }
  }
  const values = labelled.map(
    (m) => a.slice((m.index ?? 0) + m[0].length).split(/,? and |[,;]| \(/)[0] ?? "",
  );
  if (
    values.length > 0 &&
    values.every((v) => /^https?:\/\//.test(v.trim())) &&
    !/\b(?:link|url|address|website|site|page|download)s?\b/i.test(t.request)
  )
    out.push("link-as-answer");
  const quoted = [...a.matchAll(/"([A-Za-z0-9+/_-]{16,}={0,2})"/g)].map((m) => m[1] ?? "");
  if (quoted.some((q) => /[A-Z]/.test(q) && /[a-z]/.test(q) && t.request.includes(q)))
    out.push("echoes-token");
  if (
    /^I've (?:added|created|made|registered|set up|posted)\b/.test(a) &&
    /\b(?:zero|no) [a-z]+s\b/.test(a)
  )
    out.push("zero-after-write");
  const removeAsked =
    /\b(?:remove|delete|cancel|drop)\b (?:the|my|a|an|this) ((?:[a-z]+ ){0,2}[a-z]+?)(?= (?:called|named|titled|for|from|with)\b|[?.,!]|$)/i.exec(
      t.request,
    )?.[1];
  const removed =
    /^I've (?:removed|deleted|cancell?ed|dropped) (?:the|my) ((?:[a-z]+ ){0,2}[a-z]+?)(?= (?:for|from|of|on|in|called|named)\b|[".,!]|$)/.exec(
      a,
    )?.[1];
  if (removeAsked && removed) {
    // What the result says went is the removed thing: `{"asset_id":…,"deleted":true}` after
    // "remove the board" removed an asset; `{"response":{"success":true}}` the response asked.
    const asked = removeAsked.split(" ").map(singularWord);
    const head = singularWord(removed.split(" ").pop() ?? "");
    const gone = resultNouns(goal);
    if (!asked.includes(head) && gone.includes(head) && !asked.some((w) => gone.includes(w)))
      out.push("wrong-object");
  }
  const details = items.map((x) => /\(([^)]+)\)$/.exec(x)?.[1]).filter((x): x is string => !!x);
  if (details.length > 1) {
    const kinds = new Set(
      details.map((d) => (/\d/.test(d) ? "figure" : /^\S+$/.test(d) ? "word" : "phrase")),
    );
    if (kinds.size > 1) out.push("mixed-details");
  }
  if (t.previous && t.previous.trim() === a) out.push("repeats-previous");
  if (/\b[a-z]{3,}s [a-z]+(?:able|ible)s\b/.test(a)) out.push("plural-adjective");
  return out;
}

/**
 * The reader's rows for one task: form wording, no goal and bad answer, judged by the same
 * programs the dataset figures count. `datasetQuality` sums these; a reader's table can be set
 * against them sample by sample.
 */
export function taskDefects(
  task: Task,
  trajectory: Trajectory | undefined,
  bundles: readonly EnvBundle[],
  ids?: IdentifierContext,
): TaskDefects {
  const all = [...bundles];
  const used = all.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  // Readers mark the assistant's question too: "What owned by would you like?" is a form's slot.
  const form = formFindings(task, all).map((f) => f.evidence);
  const goal = checkHasGoal(task, all);
  const knowable = checkKnowable(task, all);
  const readerGoal = readerGoalProblems(task);
  const badAnswer = trajectory
    ? answerDefects(answerTurns(task, trajectory, used), ids ?? identifiersOf(used))
    : [];
  return {
    form,
    noGoal: [
      ...(goal.passed ? [] : [goal.evidence]),
      ...readerGoal,
      ...criterionlessSearch(task, used),
      ...repeatedAsk(task),
      ...sharedGoalWord(task, used),
      ...objectlessReads(task),
    ],
    badAnswer,
    unsolvable: [
      ...objectlessCalls(task, used),
      ...otherCollectionIds(task, trajectory, used),
      ...sharedDescriptors(task, used),
    ],
    unknowable: [
      ...(knowable.passed ? [] : [knowable.evidence]),
      ...readOnlySaid(task, used),
      ...systemValuesSaid(task, used),
    ],
  };
}

/**
 * The first drafts' wording marks of synthesis reports (`SynthReport.draftWording`, stored as
 * plain data), summed; undefined when none carries them (a run made before they were counted).
 */
export function draftWordingOf(reports: readonly unknown[]): WordingCounts | undefined {
  let sum: WordingCounts | undefined;
  for (const r of reports) {
    const d = isObj(r) ? r.draftWording : undefined;
    if (!isObj(d) || typeof d.texts !== "number") continue;
    sum ??= { texts: 0, formWording: 0, codeIdentifiers: 0 };
    sum.texts += d.texts;
    sum.formWording += Number(d.formWording) || 0;
    sum.codeIdentifiers += Number(d.codeIdentifiers) || 0;
  }
  return sum;
}

/** Compute the QUALITY.md figures of a dataset. */
export function datasetQuality(
  tasks: readonly Task[],
  trajectories: readonly Trajectory[],
  bundles: readonly EnvBundle[],
  /** The first drafts' marks the synthesis counted (`SynthReport.draftWording`), summed. */
  drafts?: WordingCounts,
): DatasetQuality {
  const all = [...bundles];
  let texts = 0;
  let form = 0;
  let asks = 0;
  let questions = 0;
  let code = 0;
  let iso = 0;
  let plumbing = 0;
  let readOnly = 0;
  let resourceNames = 0;
  let noGoal = 0;
  let noOp = 0;
  let writes = 0;
  let calls = 0;
  let three = 0;
  const used = new Set<string>();
  let echo = 0;
  let rawValues = 0;
  let yesNo = 0;
  let shared = 0;
  const idsByTask = new Map<string, IdentifierContext>();
  for (const t of tasks) {
    const ids = identifiersOf(all.filter((b) => t.envs.some((e) => e.bundleId === b.id)));
    idsByTask.set(t.id, ids);
    for (const turn of t.turns)
      for (const r of turn.reveals ?? []) if (r.question && yesNoAsk(r.question, r.text)) yesNo++;
    for (const q of askedQuestions(t)) {
      questions++;
      if (askedLabelWording(q)) asks++;
    }
    const usedHere = all.filter((b) => t.envs.some((e) => e.bundleId === b.id));
    const wording = wordingCounts(t, all);
    texts += wording.texts;
    form += wording.formWording;
    code += wording.codeIdentifiers;
    for (const text of userTexts(t)) {
      if (toolNameEcho(text, ids)) echo++;
      if (rawValueWording(text)) rawValues++;
      if (ISO_TIMESTAMP.test(text)) iso++;
    }
    plumbing += unknowableFacts(t, all).length;
    if (readOnlySaid(t, all).length > 0) readOnly++;
    if (resourceNameProblems(t, all).length > 0) resourceNames++;
    if (
      !checkHasGoal(t, all).passed ||
      readerGoalProblems(t).length > 0 ||
      criterionlessSearch(t, usedHere).length > 0 ||
      repeatedAsk(t).length > 0 ||
      sharedGoalWord(t, usedHere).length > 0 ||
      objectlessReads(t).length > 0
    )
      noGoal++;
    const kind = t.meta?.goalKind;
    if (kind === "create" || kind === "update" || kind === "delete" || kind === "action") {
      writes++;
      if (t.meta?.initialStateHash === t.gold.finalStateHash) noOp++;
    }
    if (sharedDescriptors(t, usedHere).length > 0) shared++;
    calls += t.gold.calls.length;
    if (t.gold.calls.length >= 3) three++;
    for (const c of t.gold.calls) {
      const env = c.env ?? t.envs[0]?.bundleId;
      used.add(`${env}/${localName(all, env, c.tool)}`);
    }
  }
  const available = verifiedTools(all);
  const toolsUsed = [...used].filter((k) => available.has(k)).length;
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  let multi = 0;
  let bad = 0;
  let empty = 0;
  let answers = 0;
  const answerCodes: Record<string, number> = {};
  let data = 0;
  let contradicted = 0;
  const dataKinds: Record<string, number> = {};
  const routes = routeTools(all);
  for (const tr of trajectories) {
    const kinds = new Set(trajectoryDataDefects(tr, all, routes));
    if (kinds.has("result-contradicts-input")) contradicted++;
    if (kinds.size > 0) data++;
    for (const k of kinds) dataKinds[k] = (dataKinds[k] ?? 0) + 1;
    if (tr.messages.filter((m) => m.role === "user").length > 1) multi++;
    const task = taskById.get(tr.taskId);
    answers += tr.messages.filter(
      (m) => m.role === "assistant" && !m.tool_calls?.length && typeof m.content === "string",
    ).length;
    if (!task) continue;
    const found = taskDefects(task, tr, all, idsByTask.get(task.id)).badAnswer;
    if (found.includes("empty")) empty++;
    if (found.includes("tool-name")) echo++;
    for (const c of found) answerCodes[c] = (answerCodes[c] ?? 0) + 1;
    if (found.length > 0) bad++;
  }
  return {
    tasks: tasks.length,
    userTexts: texts,
    formWording: { count: form, share: share(form, texts) },
    askWording: { count: asks, questions },
    codeIdentifiers: { count: code, share: share(code, texts) },
    ...(drafts
      ? {
          drafts: {
            userTexts: drafts.texts,
            formWording: {
              count: drafts.formWording,
              share: share(drafts.formWording, drafts.texts),
            },
            codeIdentifiers: {
              count: drafts.codeIdentifiers,
              share: share(drafts.codeIdentifiers, drafts.texts),
            },
          },
        }
      : {}),
    isoTimestamps: iso,
    plumbingFacts: plumbing,
    readOnlyFacts: readOnly,
    resourceNames,
    noGoal,
    noOpWrites: noOp,
    writeTasks: writes,
    toolCoverage: share(toolsUsed, available.size),
    toolsUsed,
    toolsAvailable: available.size,
    meanCallsPerTask: share(calls, tasks.length),
    threePlusCallShare: share(three, tasks.length),
    multiTurnShare: share(multi, trajectories.length),
    badAnswers: bad,
    badAnswerKinds: answerCodes,
    toolNameEcho: { count: echo, share: share(echo, texts + answers) },
    rawValues: { count: rawValues, share: share(rawValues, texts) },
    yesNoAsks: yesNo,
    emptyAnswers: empty,
    dataDefects: data,
    dataDefectKinds: dataKinds,
    resultContradictsInput: contradicted,
    sharedDescriptors: shared,
    nameNouns: routeNamedTools(all),
    docValueFields: docValueFigure(all),
  };
}

/** The doc-vs-value disagreements of every bundle's seeded records (`docValueFindings`). */
export function docValueFigure(bundles: readonly EnvBundle[]): DatasetQuality["docValueFields"] {
  const found = bundles.flatMap((b) => docValueFindings(b, { episodes: [1] }));
  return {
    count: found.length,
    bundles: new Set(found.map((f) => f.bundle)).size,
    kinds: countByKind(found),
  };
}

/** The verified tools whose goal phrase names their thing by route words (`routeNoun`). */
export function routeNamedTools(bundles: readonly EnvBundle[]): { count: number; tools: string[] } {
  const available = verifiedTools([...bundles]);
  const tools: string[] = [];
  for (const b of bundles)
    for (const t of b.tools) {
      if (!available.has(`${b.id}/${t.name}`)) continue;
      const hit = routeNoun(toolWords(t).phrase.text, t);
      if (hit) tools.push(`${t.name} ("${hit}")`);
    }
  return { count: tools.length, tools };
}

/**
 * The kinds of nonsense data one conversation holds (none when it holds none), in the order
 * found: its tool results judged alone and against their output schema, what the user types and
 * the calls are sent with, a write whose result restates a given value differently, record-level
 * contradictions and results that ignore a filter. `dataDefects` counts conversations with any;
 * synthesis drops a draft with any (`data:<kind>`), as it drops one with a bad answer.
 */
export function trajectoryDataDefects(
  tr: Trajectory,
  all: EnvBundle[],
  routes = routeTools(all),
): string[] {
  const outputSchema = (tool: string) => {
    const r = routes.get(tool);
    return r?.bundle.tools.find((t) => t.name === r.tool)?.outputSchema;
  };
  const kinds = new Set([
    ...tr.messages.flatMap((m) =>
      m.role === "tool"
        ? [
            ...resultDefectKinds(m.content, outputSchema(m.name), toolNoun(m.name)),
            // A dummy number, a list naming records alike, a nested record of another parent.
            ...resultDataKinds(parsedJson(m.content), outputSchema(m.name)),
          ]
        : [],
    ),
    // What the user types and the calls are sent with, too: readers mark `REC-4937` as a
    // recipient's number and "teal" for a hex colour as nonsense wherever it sits.
    ...typedValueDefects(tr, all).map((d) => d.kind),
    ...(inputContradictions(tr, all).length > 0 ? ["result-contradicts-input"] : []),
    ...recordDefects(tr, all).map((d) => d.kind),
    // A UV index "From 0 to 40" sent as the epoch 1768132800 (OpenUV, fresh58 readers).
    ...tr.messages.flatMap((m) =>
      m.role === "assistant"
        ? (m.tool_calls ?? []).flatMap((c) => {
            const r = routes.get(c.function.name);
            const spec = r?.bundle.tools.find((t) => t.name === r.tool);
            let args: unknown;
            try {
              args = JSON.parse(c.function.arguments);
            } catch {
              return [];
            }
            const props = flatSchema(spec?.inputSchema ?? {}).properties ?? {};
            if (!isObj(args) || !isObj(props)) return [];
            return Object.entries(args).some(
              ([k, v]) =>
                typeof v === "number" &&
                isObj(props[k]) &&
                outOfRange(k, v, flatSchema(props[k]) as ShapeSchema) !== undefined,
            )
              ? ["arg-range"]
              : [];
          })
        : [],
    ),
    // "with a max distance in km of 10" answered 41 km; the nearest airports holding the given one.
    ...filterViolations(tr, all).map((v) =>
      v.kind === "lists-given" ? "lists-given-record" : "ignores-filter",
    ),
  ]);
  return [...kinds];
}

/** The kinds of nonsense data in one tool result, judged alone and against the tool's output schema (none when it is not JSON). */
export function resultDefectKinds(content: string, schema?: unknown, noun = ""): string[] {
  let v: unknown;
  try {
    v = JSON.parse(content);
  } catch {
    return [];
  }
  // The lexicon's own names of what the tool lists ("Team lead" from `getRoles`) are real ones.
  const own = lexiconValues(noun);
  return [
    ...toolResultDefects(v).filter((d) => d.kind !== "filler-name" || !own.includes(d.value)),
    ...schemaResultDefects(v, schema as Parameters<typeof schemaResultDefects>[1]),
  ].map((d) => d.kind);
}

/** One row of the figures table: what, the value as printed, the goal, and whether it is met. */
export interface QualityRow {
  figure: string;
  value: string;
  goal: string;
  met: boolean;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** A figure whose goal is none at all: its count, met when zero. */
function zeroRow(figure: string, count: number): QualityRow {
  return { figure, value: String(count), goal: "0", met: count === 0 };
}

/** The figures as rows, in QUALITY.md's order; REPORT.md and the Dataset panel both print these. */
export function qualityRows(q: DatasetQuality): QualityRow[] {
  return [
    {
      figure: "user texts with form wording",
      value: `${pct(q.formWording.share)} (${q.formWording.count} of ${q.userTexts})`,
      goal: "≤ 10%",
      met: q.formWording.share <= 0.1,
    },
    {
      figure: "assistant questions asking for a field by its name",
      value: `${q.askWording.count} of ${q.askWording.questions}`,
      goal: "0",
      met: q.askWording.count === 0,
    },
    {
      figure: "user texts with code identifiers",
      value: `${pct(q.codeIdentifiers.share)} (${q.codeIdentifiers.count} of ${q.userTexts})`,
      goal: "≤ 2%",
      met: q.codeIdentifiers.share <= 0.02,
    },
    ...(q.drafts
      ? [
          {
            figure: "drafted user texts with form wording (before the gate drops them)",
            value: `${pct(q.drafts.formWording.share)} (${q.drafts.formWording.count} of ${q.drafts.userTexts})`,
            goal: "≤ 10%",
            met: q.drafts.formWording.share <= 0.1,
          },
          {
            figure: "drafted user texts with code identifiers (before the gate drops them)",
            value: `${pct(q.drafts.codeIdentifiers.share)} (${q.drafts.codeIdentifiers.count} of ${q.drafts.userTexts})`,
            goal: "≤ 2%",
            met: q.drafts.codeIdentifiers.share <= 0.02,
          },
        ]
      : []),
    zeroRow("user texts with ISO timestamps", q.isoTimestamps),
    zeroRow("transport/plumbing parameters as user facts", q.plumbingFacts),
    zeroRow("tasks whose user gives a read-only field (the server computes it)", q.readOnlyFacts),
    zeroRow(
      "tasks naming a resource by its parameter or giving no resource name for one",
      q.resourceNames,
    ),
    {
      figure: "tasks with a turn that never says what is wanted",
      value: `${q.noGoal} of ${q.tasks}`,
      goal: "0",
      met: q.noGoal === 0,
    },
    {
      figure: "write tasks whose gold changes nothing",
      value: `${q.noOpWrites} of ${q.writeTasks}`,
      goal: "0",
      met: q.noOpWrites === 0,
    },
    {
      figure: "tool coverage",
      value: `${pct(q.toolCoverage)} (${q.toolsUsed} of ${q.toolsAvailable})`,
      goal: "≥ 90%",
      met: q.toolCoverage >= 0.9,
    },
    { figure: "mean gold calls per task", value: String(q.meanCallsPerTask), goal: "—", met: true },
    {
      figure: "tasks with ≥ 3 calls",
      value: pct(q.threePlusCallShare),
      goal: "—",
      met: true,
    },
    { figure: "multi-turn conversations", value: pct(q.multiTurnShare), goal: "—", met: true },
    {
      figure:
        "kept conversations with a bad answer (JSON, ids, a missing fact, success over an error, a bare count, off-topic, placeholders …; drafts the check rejects are dropped: REPORT.md counts them under Dataset)",
      value: String(q.badAnswers),
      goal: "0",
      met: q.badAnswers === 0,
    },
    {
      figure: "texts reading out a tool's identifier",
      value: `${pct(q.toolNameEcho.share)} (${q.toolNameEcho.count})`,
      goal: "0",
      met: q.toolNameEcho.count === 0,
    },
    {
      figure: "user texts with machine-written values",
      value: `${pct(q.rawValues.share)} (${q.rawValues.count} of ${q.userTexts})`,
      goal: "0",
      met: q.rawValues.count === 0,
    },
    {
      figure: "tools named by route words, not the doc's noun",
      value: `${q.nameNouns.count} of ${q.toolsAvailable}`,
      goal: "0",
      met: q.nameNouns.count === 0,
    },
    zeroRow("assistant questions asking for a yes/no switch as a value", q.yesNoAsks),
    zeroRow("answers saying nothing after a result with content", q.emptyAnswers),
    zeroRow(
      "conversations with a write whose result states a given value differently",
      q.resultContradictsInput,
    ),
    zeroRow(
      "tasks naming a record by a type, mode or status, or a value other records share",
      q.sharedDescriptors ?? 0,
    ),
    zeroRow(
      "conversations holding nonsense data (made-up codes typed or returned, repeated or junk names, paging totals or durations that disagree, values against the doc's prose or format)",
      q.dataDefects,
    ),
    {
      figure:
        "seeded fields whose values disagree with their doc (example shape, unit range, built-in flags, secrets, filler names)",
      value: `${q.docValueFields.count} in ${q.docValueFields.bundles} bundles${
        q.docValueFields.count > 0
          ? ` (${Object.entries(q.docValueFields.kinds)
              .sort((a, b) => b[1] - a[1])
              .map(([k, n]) => `${k} ${n}`)
              .join(", ")})`
          : ""
      }`,
      goal: "0",
      met: q.docValueFields.count === 0,
    },
  ];
}
