import { isPlumbing } from "../domain/field-roles.js";
import { isObj } from "../domain/json-schema.js";
import { CATCH_ALL_QUALIFIERS, isVagueNoun } from "../domain/lexicon/index.js";
import {
  pastedResourceId,
  resourceNameFault,
  resourceNameInputs,
} from "../domain/resource-names.js";
import { hasKindShape } from "../domain/values.js";
import {
  clippedFormOf,
  escapeRegExp,
  isPlural,
  isPluralOnly,
  plural,
  repeatedWord,
  singular,
} from "../domain/words.js";
import type { EnvBundle } from "../schema/bundle.js";
import { canonicalJson } from "../schema/canonical.js";
import type { CheckVerdict, GoldCall, Task } from "../schema/task.js";
import { type EnvRunner, routeTools, TaskEnvs } from "./env-runner.js";
import { EnvSetMemo } from "./env-set-memo.js";
import { modelOf } from "./semantics.js";
import {
  DOC_SPEAK,
  garbledPhrase,
  identifierWords,
  isCodeIdentifier,
  requestObjectProblem,
  resourcePath,
  speakValue,
} from "./text.js";
import { switchName } from "./writer.js";

export { garbledPhrase };

import {
  docLabelWording,
  docProse,
  fieldNameLabel,
  fieldNameReadOut,
  labelWording,
  type ProseSegment,
  peopleWording,
  readerLabelWording,
  unspokenLabel,
} from "./label-wording.js";
import {
  codeWord,
  countAsField,
  endpointWording,
  gluedToolName,
  goalWording,
  labelAsMeasure,
  ownerSaidTwice,
  pairedRemoval,
  participleAsThing,
  readerNoise,
  schemaFieldAsked,
  slotWording,
  unroledFiles,
  valueWording,
  WISHED_TEXT,
} from "./request-wording.js";
import { schemaWording, type WordingContext } from "./schema-wording.js";
import {
  meaningfulNameWords,
  purposeWords,
  routeNoun,
  saysWord,
  summaryQuestion,
  toolDocText,
  toolWords,
} from "./tool-words.js";
import { TextIndex } from "./value-mentions.js";

/** Everything the user says in a task: turn requests and the answers they give when asked. */
export function userTexts(task: Task): string[] {
  return task.turns.flatMap(turnTexts);
}

/** One turn's user texts: the request, then what the user answers when asked. */
function turnTexts(t: Task["turns"][number]): string[] {
  return [t.user, ...(t.reveals ?? []).map((r) => r.text)];
}

function describe(value: unknown): string {
  return typeof value === "string" ? JSON.stringify(value) : String(value);
}

/** No hidden value (in any case, separator or number format) appears in any user turn. */
export function checkNoLeak(task: Task): CheckVerdict {
  const leaks: string[] = [];
  for (const [i, text] of userTexts(task).entries()) {
    const index = new TextIndex(text);
    for (const h of task.hidden) {
      if (index.mentions(h.value))
        leaks.push(`user text ${i} mentions hidden ${describe(h.value)} (from ${h.source})`);
    }
  }
  return leaks.length === 0
    ? {
        name: "no-leak",
        passed: true,
        evidence: `${task.hidden.length} hidden values, none in ${userTexts(task).length} user texts`,
      }
    : { name: "no-leak", passed: false, evidence: leaks.slice(0, 5).join("; ") };
}

/** A value's leaves as JSON holds them: a key set to `undefined` is no leaf (JSON drops it). */
function leaves(value: unknown, visit: (leaf: unknown) => void): void {
  if (Array.isArray(value)) for (const x of value) leaves(x, visit);
  else if (value !== null && typeof value === "object")
    for (const x of Object.values(value)) leaves(x, visit);
  else if (value !== undefined) visit(value);
}

function containsDeep(haystack: unknown, needle: string): boolean {
  if (canonicalJson(haystack) === needle) return true;
  if (Array.isArray(haystack)) return haystack.some((x) => containsDeep(x, needle));
  if (haystack !== null && typeof haystack === "object")
    return Object.values(haystack).some((x) => containsDeep(x, needle));
  return false;
}

/**
 * Gold calls that name the record the user named and then, under the same argument, another one
 * nobody named: "remove the application called Admin Console" looked up a version of Admin
 * Console, took the `ApplicationName` "Zapier" out of that version's record and deleted Zapier
 * (Kinesis Analytics, fresh61 blind readers M/A on 3 of 30).
 */
function switchedRecords(task: Task): string[] {
  const told = new Set(
    task.userFacts.filter((f) => typeof f.value === "string").map((f) => f.value as string),
  );
  const first = new Map<string, string>();
  const out: string[] = [];
  for (const c of task.gold.calls) {
    for (const [k, v] of Object.entries(c.args ?? {})) {
      if (typeof v !== "string" || v.length === 0) continue;
      const was = first.get(k);
      if (was === undefined) first.set(k, v);
      else if (was !== v && told.has(was) && !told.has(v))
        out.push(`${c.tool} ${k} is "${v}", not the "${was}" the user named`);
    }
  }
  return out;
}

/**
 * A switch an update turns is said as the act: "turn off the deletion protection on my ledger"
 * states the fact "without deletion protection" (QLDB's UpdateLedger, fresh68).
 */
function switchedAsked(f: Task["userFacts"][number], folded: string): boolean {
  if (typeof f.value !== "boolean" || typeof f.text !== "string") return false;
  const m = /^with(?:out)? (.+?)(?: turned (?:on|off))?$/.exec(f.text.toLowerCase());
  if (!m?.[1]) return false;
  return folded.includes(`turn ${f.value ? "on" : "off"} the ${switchName(m[1])}`);
}

/** The first gold call sending a top-level user fact (`s2.start_date`) as that argument's value. */
function callSending(task: Task, key: string, value: unknown): GoldCall | undefined {
  const arg = /^s\d+\.([^.[\]]+)$/.exec(key)?.[1];
  if (arg === undefined || value === undefined) return undefined;
  const want = canonicalJson(value);
  return task.gold.calls.find(
    (c) => c.args?.[arg] !== undefined && canonicalJson(c.args[arg]) === want,
  );
}

/**
 * A value a call sends that the user says only in a later turn: "find the open slots for Alysha
 * Dooley" was sent with `from_date` Jan 8 at 2 pm, which the user said only when booking that slot
 * in the next turn (bundled clinic). The first call whose argument is the fact's value sets the
 * turn by which it must be said.
 */
function saidLate(task: Task): string[] {
  const byTurn = task.turns.map((_, i) => {
    const text = task.turns
      .slice(0, i + 1)
      .flatMap(turnTexts)
      .join("\n");
    return { index: new TextIndex(text), folded: text.toLowerCase() };
  });
  const out: string[] = [];
  for (const f of task.userFacts) {
    if (typeof f.value === "boolean") continue;
    const turn = callSending(task, f.key, f.value)?.turn;
    if (turn === undefined || turn >= task.turns.length - 1) continue;
    const at = byTurn[turn];
    const text = f.text ?? "";
    if (
      !at ||
      at.index.mentions(f.value) ||
      (text.length > 0 && at.folded.includes(text.toLowerCase()))
    )
      continue;
    out.push(
      `user fact ${f.key} (${describe(f.value)}) is sent in turn ${turn + 1} but said later`,
    );
  }
  return out;
}

/**
 * A value the assistant asks for in a turn before the one whose call sends it: asked "I need to
 * request a parental leave", the assistant said "Which decision is it?" for the approval the user
 * asked for only in the next turn (bundled helpdesk).
 */
function askedEarly(task: Task): string[] {
  const out: string[] = [];
  for (const [i, t] of task.turns.entries()) {
    for (const r of t.reveals ?? []) {
      const f = task.userFacts.find((x) => x.key === r.key);
      const turn = f ? callSending(task, r.key, f.value)?.turn : undefined;
      if (turn !== undefined && turn > i)
        out.push(`user fact ${r.key} is asked in turn ${i + 1}, for a call of turn ${turn + 1}`);
    }
  }
  return out;
}

/**
 * Every user fact the gold calls need is stated (or revealed when asked) by the turn whose call
 * sends it; every non-masked gold
 * argument is a user fact or came out of an earlier call; replaying the gold calls from the initial
 * state reproduces the gold final state hash.
 */
export async function checkSolvable(
  task: Task,
  bundles: EnvBundle[],
  options: { runner?: EnvRunner; replay?: Promise<GoldReplay> } = {},
): Promise<CheckVerdict> {
  const problems: string[] = [];
  const said = new TextIndex(userTexts(task).join("\n"));
  const folded = userTexts(task).join("\n").toLowerCase();
  for (const f of task.userFacts) {
    const words = typeof f.value === "boolean" ? (f.text ?? "") : f.value;
    // A code said the way people say it ("7 uplinks" for UPLINK_COUNT_7, "Germany" for DE).
    const spoken =
      typeof f.text === "string" && f.text.length > 0 && folded.includes(f.text.toLowerCase());
    if (!said.mentions(words) && !spoken && !switchedAsked(f, folded))
      problems.push(`user fact ${f.key} (${describe(f.value)}) is never stated`);
  }
  problems.push(...switchedRecords(task), ...askedEarly(task), ...saidLate(task));
  const replay = await (options.replay ?? replayGold(task, bundles, options.runner));
  if (!replay.opened)
    return {
      name: "solvable",
      passed: false,
      evidence: `cannot open environments: ${replay.message}`,
    };
  problems.push(...replay.problems);
  return problems.length === 0
    ? {
        name: "solvable",
        passed: true,
        evidence: `${task.userFacts.length} user facts stated or revealed; ${task.gold.calls.length} gold calls replay to ${task.gold.finalStateHash.slice(0, 12)}`,
      }
    : { name: "solvable", passed: false, evidence: problems.slice(0, 5).join("; ") };
}

/**
 * What replaying a task's gold calls from its initial state found: arguments that are neither a
 * user fact nor in an earlier result, faults, a final state other than the gold one. It reads the
 * task's environments, seed, user facts and gold, never its words, so the rewrites of one task
 * share one replay (`refineTask`).
 */
export type GoldReplay = { opened: false; message: string } | { opened: true; problems: string[] };

/** Replay `task`'s gold calls in its environments (see `GoldReplay`). */
export async function replayGold(
  task: Task,
  bundles: EnvBundle[],
  runner?: EnvRunner,
): Promise<GoldReplay> {
  const problems: string[] = [];
  const factValues = new Set(task.userFacts.map((f) => canonicalJson(f.value)));
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, runner);
  if (!envs.ok) return { opened: false, message: envs.error.message };
  const results: unknown[] = [];
  try {
    for (const [i, call] of task.gold.calls.entries()) {
      for (const [name, value] of Object.entries(call.args)) {
        if (call.masked.includes(name)) continue;
        const v = canonicalJson(value);
        if (factValues.has(v)) continue;
        if (results.some((r) => containsDeep(r, v))) continue;
        // A nested argument (order lines) is known when each of its values is.
        if (value !== null && typeof value === "object") {
          const unknown: unknown[] = [];
          leaves(value, (x) => {
            const c = canonicalJson(x);
            if (!factValues.has(c) && !results.some((r) => containsDeep(r, c))) unknown.push(x);
          });
          if (unknown.length === 0) continue;
        }
        problems.push(
          `call ${i} ${call.tool}.${name} = ${describe(value)} is neither a user fact nor in an earlier result`,
        );
      }
      const outcome = await envs.value.call(call.tool, call.args);
      if ("fault" in outcome)
        problems.push(`call ${i} ${call.tool} faulted: ${outcome.fault.message}`);
      results.push(outcome.ok ? outcome.result : outcome);
    }
    const hash = await envs.value.stateHash();
    if (hash !== task.gold.finalStateHash)
      problems.push(
        `gold replay ends in state ${hash.slice(0, 12)}, expected ${task.gold.finalStateHash.slice(0, 12)}`,
      );
  } finally {
    await envs.value.dispose();
  }
  return { opened: true, problems };
}

const TOOL_TALK =
  /\b(?:call(?:ing)?|invoke|invoking|use|using|run|execute)\s+(?:the\s+)?[\w ]{0,30}?\b(?:tool|function|endpoint|api|method)s?\b|\b(?:tool call|function call|api call|endpoint|parameter|argument)s?\b/i;
const STEP_LIST = [
  /\bstep\s*\d/i,
  /(?:^|\n)\s*(?:\d+[.)]|[-*•])\s+\S/,
  /\bfirst(?:ly)?\b[^.?!]*\b(?:then|next|after that|afterwards)\b/i,
  /\b(?:then|next)\b[^.?!]*\b(?:finally|lastly|after that)\b/i,
];

/** Remove what the user legitimately says (fact values) so their spelling can't trip style rules. */
function withoutFactValues(text: string, task: Task): string {
  let t = text;
  for (const f of task.userFacts) {
    if (typeof f.value === "string" && f.value.length > 0) t = t.split(f.value).join(" ");
    if (typeof f.value === "number") t = t.split(String(f.value)).join(" ");
  }
  return t;
}

/**
 * Values of different parameters said as one list after a single preposition, so no value keeps
 * its role (fresh23 readers, F): "the best fare for LH, MAD3, FRA, bymonth and 7" (catalogue,
 * destination, origin, range, trip length), "the err and investigation for
 * XZWYZXLIPXDOLR-UHFFFAOYSA-N and Darnell Gutkowski" (a compound key and a search term). Two
 * values of one kind ("for Alice Smith and Bob Jones", "for images 62 and 63") are a list a
 * person makes and pass; so does each value in its role ("from FRA to MAD on January 15").
 * `facts` are the task's user facts as said (`text`) under their parameter keys.
 */
export function unroledValueList(
  text: string,
  facts: readonly { key: string; text?: string | undefined }[],
): string | undefined {
  const said = new Map<string, string>();
  for (const f of facts) {
    const t = f.text?.trim();
    const leaf = (f.key.split(".").pop() ?? f.key).replace(/\[\d*\]$/, "");
    // A value is known by its words: the longest first, so "MAD3" wins over "MAD".
    if (t && !said.has(t.toLowerCase())) said.set(t.toLowerCase(), leaf);
  }
  if (said.size < 2) return undefined;
  const alt = [...said.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  const value = `(?:${alt})`;
  const list = new RegExp(
    `\\b(?:for|with|of) (${value}(?:, ${value})*,? and ${value})(?=[ ,.?!]|$)`,
    "gi",
  );
  for (const m of text.matchAll(list)) {
    const items = (m[1] ?? "").split(/,? and |, /).map((x) => x.trim().toLowerCase());
    const keys = new Set(items.map((x) => said.get(x)).filter(Boolean));
    if (keys.size >= 2) return m[0];
  }
  return undefined;
}

/**
 * Form wording: a person fills in a form instead of asking ("the status should be Y", "make the
 * city X", "set the … to …", "it has to be …"). `paramWords` are the task's parameter names as
 * words, so "the line1 is …" and "the target celsius is …" are caught too; "my email is …" is how
 * people talk and is not.
 */
/** A phrase opened by one preposition, "and", and a phrase opened by another (no quote between). */
const PHRASES_JOINED =
  /\b(from|for|on|with|in|at|as|by|under) [^,.?!"]{1,40}? and (on|with|in|at|as|by|under|from|for) (?!(?:the )?(?:same|other)\b)/gi;

/** Words that are a tier, a sort or a state, never a thing of their own ("It's a standard."). */
const CODED_WORD =
  /^(?:standard|custom|regular|basic|default|normal|general|internal|external|public|private|personal|primary|secondary|advanced|premium|free|paid|active|inactive|pending|guest|admin|owner|member|system|manual|automatic|other|misc|none|unknown)$/;

export function formWording(text: string, paramWords: string[] = []): string | undefined {
  const fixed =
    /\bshould be\b|\b(?:it|they|this|that) should (?:say|read|have|contain|show)\b|\bmake the\b|\bset the\b[^.?!]{0,40}?\bto\b|\bit has to be\b|\bit must (?:not )?be\b|\bshouldn't be\b|\bmust be set\b/i.exec(
      text,
    );
  if (fixed) return fixed[0];
  // "start a report creation", "start the asynchronous cancellation": an operation's name said as
  // the thing wanted — people ask for the report (fresh59 readers, F on 6 of 30).
  const process =
    /\b(?:start|begin|initiate|trigger|run) (?:a|an|the|my) (?:[a-z]+ ){0,2}(?:creation|generation|cancellation|deletion)\b/i.exec(
      text,
    );
  if (process) return process[0];
  // "Called "Harbor Noun" and named "Beacon Fact".": a label read off a form, no sentence.
  const fragment = /(?:^|[.!?,]\s+)(?:called|named) "/i.exec(text);
  if (fragment) return fragment[0].trim();
  // "id as string", "probability alt calibrated", "name parser type alt": a field's variant
  // suffix read out — people ask for the thing, not for one of its encodings.
  const variant = /\b(?:as string|alt|calibrated|raw value)\b(?=[ ,.?!]|$)/i.exec(text);
  if (variant) return variant[0];
  // "the share share (Shared Folder)", "for project Project Juniper" (fresh43, fresh47 readers).
  const doubled = repeatedWord(text);
  if (doubled) return doubled;
  // "the product called Two-Strap Sandal 3 of them", "add a new cluster 2 of them" (fresh55): a
  // count with nothing before it to count.
  const count =
    /\b[A-Z][\w'-]*(?: [\w'-]+)? \d+ of them\b|\b(?:a|an|the|my) (?:new )?[a-z]+(?: [a-z]+)? \d+ of them\b/.exec(
      text,
    );
  if (count) return count[0];
  // "show me the clients belonging", "list the targets needing": a clause cut off after its
  // participle — the doc's words "belonging to the realm" lost their object.
  const cut =
    /\b(?:the|my|a|an) [a-z]+s? (?:belonging|matching|containing|needing|pertaining|relating)\b(?=[.,?!]|$| (?:as|and|so|too|right|now|for me|please)\b)/i.exec(
      text,
    );
  if (cut) return cut[0];
  // "with detailed turned on": a response switch said as a setting.
  const switched = /\bwith [a-z]+(?:ed|ive) turned (?:on|off)\b/i.exec(text);
  if (switched) return switched[0];
  // "the expenses for the status "paid"": a filter read out by its field name.
  const filter = /\bfor the (?:status|state|category|type|kind) "/i.exec(text);
  if (filter) return filter[0];
  // "It's a standard.", "It's an admin.", "It's a paragraphs.": a coded value said as a thing
  // with no word of what it is (fresh52 readers F: "It's an admin. It's a custom.").
  const bare = /(?:^|[.!?]\s+)(?:It's|It is) an? ([a-z]+)\.(?=\s|"|$)/.exec(text);
  if (bare && (CODED_WORD.test(bare[1] ?? "") || isPlural(bare[1] ?? "")))
    return bare[0].replace(/^[.!?]\s+/, "");
  // "Put "Hotel, two nights" as the description.": a value dictated into a field.
  const dictated = /\bput "[^"]*" (?:as|in|into) the [a-z ]+\b/i.exec(text);
  if (dictated) return dictated[0];
  // The thing asked about named again as a field label: "convert the HTML for the html "<p>…"".
  const relabel = /\bthe (\w+)\b[^.?!"]*?\bfor the \1 "/i.exec(text);
  if (relabel) return relabel[0];
  // "the ETA, completed and started of the webscan": a date field's verb name used as a noun.
  const verbNoun = EVENT_AS_NOUN.exec(text);
  if (verbNoun) return verbNoun[0];
  // "with contact 0mcekm3zuu as the contact", "with organization 8ii6 as the resource": a value
  // put into its parameter by name (fresh60 readers, F).
  const role = /\bwith ([a-z]+) [\w.-]*\d[\w.-]* as the (?:\1|resource|parent|name)\b/i.exec(text);
  if (role) return role[0];
  const chain = slotChain(text, paramWords);
  if (chain) return chain;
  const garbled = garbledPhrase(text);
  if (garbled) return garbled;
  const value = valueWording(text);
  if (value) return value;
  // Endpoint and schema words instead of a person's: what readers mark as form wording too.
  const endpoint = endpointWording(text, paramWords);
  if (endpoint) return endpoint;
  const slot = slotWording(text, paramWords);
  if (slot) return slot;
  const lower = text.toLowerCase();
  for (const words of paramWords) {
    // An ASCII label the text does not hold cannot match (as `slotChain` skips it too).
    if (!words || (/^[\x20-\x7e]+$/.test(words) && !lower.includes(words.toLowerCase()))) continue;
    const re = new RegExp(
      `(?:^|[^\\w])(?:the|whose) ${escapeRegExp(words)} (?:is|are|=|:)\\s`,
      "i",
    );
    const hit = re.exec(text);
    if (hit) return hit[0].trim();
  }
  return undefined;
}

/**
 * Form wording as the run's figure counts it and the gate drops by (via `formFindings`):
 * `formWording` and the reader causes (`readerNoise`, `schemaWording`, the doc-label rules).
 * `ctx` (the task's user facts, tool names and doc prose) lets it see a value said in its field's
 * slot and an operation id's namespace read as a verb.
 */
export function measuredFormWording(
  text: string,
  paramWords: string[] = [],
  ctx: WordingContext = {},
): string | undefined {
  return formWordingHit(text, paramWords, ctx)?.evidence;
}

/** `measuredFormWording` with the name of the rule that marked the text (the draft figures by kind). */
export function formWordingHit(
  text: string,
  paramWords: string[] = [],
  ctx: WordingContext = {},
): { kind: string; evidence: string } | undefined {
  const rules: [string, () => string | undefined][] = [
    ["formWording", () => formWording(text, paramWords)],
    ["readerNoise", () => readerNoise(text, paramWords)],
    ["schemaWording", () => schemaWording(text, paramWords, ctx)],
    ["labelWording", () => labelWording(text, ctx)],
    ["readerLabelWording", () => readerLabelWording(text, paramWords)],
    ["docLabelWording", () => docLabelWording(text, paramWords, ctx)],
    ["peopleWording", () => peopleWording(text, ctx.facts ?? [])],
    ["fieldNameReadOut", () => fieldNameReadOut(text, paramWords)],
    ["gluedToolName", () => gluedToolName(text, ctx.tools)],
    ["countAsField", () => countAsField(text)],
    ["participleAsThing", () => participleAsThing(text)],
    ["unroledFiles", () => unroledFiles(text)],
    ["labelAsMeasure", () => labelAsMeasure(text)],
    ["pairedRemoval", () => pairedRemoval(text)],
    ["ownerSaidTwice", () => ownerSaidTwice(text)],
    ["schemaFieldAsked", () => schemaFieldAsked(text)],
    ["joinedPhrases", () => joinedPhrases(text)],
    ["codeInTextSlot", () => codeInTextSlot(text)],
    ["opaqueName", () => opaqueName(text)],
    ["scopeNote", () => SCOPE_NOTE.exec(text)?.[0]],
    ["pickedByAttribute", () => pickedByAttribute(text)],
  ];
  for (const [kind, rule] of rules) {
    const evidence = rule();
    if (evidence) return { kind, evidence };
  }
  return undefined;
}

/** "the individual with a date of birth of March 4, 1966": a record singled out by a dated field. */
const DATED_PICK =
  /\b(?:the|my) ([a-z]+(?: [a-z]+){0,2}) with an? ([a-z]+(?: [a-z]+){0,3}) of (?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}\b(?:,? \d{4})?(?! at \d)/i;

/**
 * A record picked by a date it holds about itself, its field's label read out before the date:
 * "remove the individual with a date of birth of March 4, 1966", "the organisation with an
 * establishment date of January 20" (fresh75 blind readers, F on 12 of 30 while the gate counted
 * none). A person names such a record by its name. A moment to the minute is the record's own event
 * ("the purchase with an entry date of Feb 2 at 11:15 am"), and a date under the record's own noun
 * is its time ("my payment with a payment date of …"): both stay.
 */
export function pickedByAttribute(text: string): string | undefined {
  const m = DATED_PICK.exec(text);
  if (!m) return undefined;
  const head = singular((m[1] ?? "").split(" ").pop() ?? "");
  const label = (m[2] ?? "").split(" ").map((w) => singular(w));
  return label.includes(head) ? undefined : m[0];
}

/** A sentence made to hand over a description or a purpose, with what it hands over in quotes. */
const TEXT_SLOT =
  /\b(?:It's for|You can describe it as|I'd like it to say|The wording I have in mind:|Here's the text:|This is the text:|The text reads:) "([^"\s]+)"/gi;

/**
 * A machine value put in a slot for words: "You can describe it as "arn:aws:iam::520130695317:
 * role/ingest-role"", "It's for "arn:aws:iam::364659721080:role/payments-role"" (fresh62 readers,
 * F and U). A word or a phrase in the slot passes.
 */
export function codeInTextSlot(text: string): string | undefined {
  for (const m of text.matchAll(TEXT_SLOT)) {
    const v = m[1] ?? "";
    if (/^arn:[\w-]+:/.test(v) || /^[\w.-]*\d[\w.-]*[:/][\w:/.@-]+$/.test(v)) return m[0];
  }
  return undefined;
}

/**
 * A query's scope said as a record's detail: "the pending policy state (default)", "(Design,
 * latest)" — `default` and `latest` pick which set of records an API reads, nothing a record is
 * (fresh62 readers, F and U: the `policyStatesResource` parameter).
 */
const SCOPE_NOTE = /\((?:[^()]*, )?(?:default|latest)(?:, [^()]*)?\)/i;

/** A run of 16+ hex digits or a UUID: a key a system makes, never a name a person gives. */
const HEX_NAME =
  /\b(?:called|named) "?((?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})|[0-9a-f]{16,})\b"?/i;

/**
 * A system key said as a record's name: "policy states called "1ef5d536aec743a0aa801c1a"" (fresh62
 * readers, F): a person names a record by its name, its time or its place in a list.
 */
export function opaqueName(text: string): string | undefined {
  const hit = HEX_NAME.exec(text);
  // All letters or all digits is a word or a number, not a key.
  return hit && /\d/.test(hit[1] ?? "") && /[a-f]/i.test(hit[1] ?? "") ? hit[0] : undefined;
}

/**
 * "the statistic from January 12 and on treutel.org", "the movie for tt1285016 and with a year of
 * release of 2006" (fresh46/fresh50 readers F): two prepositional phrases of one goal joined by
 * "and" like a form's fields. Phrases with the same preposition are a list and pass.
 */
export function joinedPhrases(text: string): string | undefined {
  for (const joined of text.matchAll(PHRASES_JOINED))
    if (joined[1]?.toLowerCase() !== joined[2]?.toLowerCase()) return joined[0];
  // "from January 23 and up to January 24": one range said as two filters.
  return /\bfrom [^,.?!"]{1,40}? and up to /i.exec(text)?.[0];
}

/** The thing an assistant's clarifying question asks for: "What owned by would you like?" → "owned by". */
const ASKED_THING =
  /^(?:What|Which) (.+?) (?:would you like|is it|are they|should I use|works for you)\?$|^What(?:'s| is) the (.+?)\?$/;
/** A one-word field named by a verb or a superlative ("ends", "closest"). */
const VERB_NAMED = /^(?:ends|starts|begins|expires|closes|opens|closest|nearest)$/;

/**
 * An assistant's question that names the missing value by a field's name where a person names a
 * thing (fresh14 readers' F on the assistant's turn): "What owned by would you like?", "Which
 * owned by is it?", "What's the ends?", "Which chartjs280 is it?". "Which owner is it?", "What's
 * the street address?" and "What date was that?" ask as people do.
 */
export function askedLabelWording(question: string): string | undefined {
  // "How many quantity would you like?": a count asked of a field, not of things.
  const many =
    /^How many ([a-z]+(?: [a-z]+)*) (?:would you like|do you want|do you need|should I \w+)\?$/.exec(
      question.trim(),
    );
  const counted = many?.[1]?.split(" ").pop() ?? "";
  if (counted && !isPlural(counted) && !/^(?:people|staff|luggage)$/.test(counted))
    return `a field name asked for ("${question.trim()}")`;
  const m = ASKED_THING.exec(question.trim());
  const label = (m?.[1] ?? m?.[2] ?? "").toLowerCase();
  if (!label) return undefined;
  // "What drug a would you like?", "Which line 2 is it?": a key's letter or digit said as a word.
  const versioned =
    /[a-z]{3,}\d{2,}$/.test(label) || /^[a-z]{2,}(?: [a-z]+)* (?:[a-z]|\d)$/.test(label);
  // "Which tool is it?" for kumpe's `tool` (register, subscribe, send): the API's switch asked for
  // as if the user picked tools (fresh57 readers, F).
  const plumbing = /^(?:tool|endpoint|method|function|api|operation)$/.test(label);
  if (
    plumbing ||
    fieldNameLabel(label) ||
    unspokenLabel(label) ||
    VERB_NAMED.test(label) ||
    versioned ||
    codeWord(`the ${label}`)
  )
    return `a field name asked for ("${question.trim()}")`;
  return undefined;
}

/** The assistant's clarifying questions of a task, in order. */
export function askedQuestions(task: Task): string[] {
  return task.turns.flatMap((t) =>
    (t.reveals ?? []).flatMap((r) => (r.question ? [r.question] : [])),
  );
}

/** What `measuredFormWording` knows of a task: its user facts and the names of its tools. */
export function wordingContextOf(task: Task, bundles: readonly EnvBundle[]): WordingContext {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const docs = docsOf.get(used);
  return { facts: task.userFacts, tools: docs.tools, prose: docs.prose };
}

/** The tool names and doc prose of a set of environments, one array each per set (see EnvSetMemo). */
const docsOf = new EnvSetMemo((used) => ({
  tools: used.flatMap((b) => b.tools.map((t) => t.name)),
  prose: used.flatMap(proseOf),
}));

/** The tool each turn's goal is (its last gold call), with the bundle it is in. */
export function turnGoals(
  task: Task,
  bundles: readonly EnvBundle[],
): { turn: number; text: string; spec: EnvBundle["tools"][number]; bundle: EnvBundle }[] {
  const routes = routeTools([...bundles]);
  const out: { turn: number; text: string; spec: EnvBundle["tools"][number]; bundle: EnvBundle }[] =
    [];
  for (const [i, t] of task.turns.entries()) {
    const calls = task.gold.calls.filter((c) => (c.turn ?? 0) === i);
    const r =
      calls.length > 0 ? routes.get((calls[calls.length - 1] as { tool: string }).tool) : undefined;
    const spec = r?.bundle.tools.find((x) => x.name === r.tool);
    if (!r || !spec) continue;
    const text = [t.user, ...(t.reveals ?? []).map((x) => x.text)].join(" ");
    out.push({ turn: i, text, spec, bundle: r.bundle });
  }
  return out;
}

export const READ_KINDS = new Set(["read", "list", "compute"]);

/**
 * A text to be read wished for as a message's wording ("I'd like it to say "…"") in a turn whose
 * goal only reads (fresh22 readers, F): the text is what the user hands over to be looked at.
 */
export function wishedTextOnRead(task: Task, bundles: readonly EnvBundle[]): string[] {
  const out: string[] = [];
  for (const { turn, text, spec } of turnGoals(task, bundles)) {
    const reads = READ_KINDS.has(spec.kind ?? "");
    const hit = WISHED_TEXT.exec(text);
    if (reads && hit) out.push(`turn ${turn} wishes for the text it hands over ("${hit[0]}")`);
  }
  return out;
}

/** A fact's parameter: the key's last name, without an index (`s1.lines[0].quantity` → `quantity`). */
function factLeaf(key: string): string {
  return (key.split(".").pop() ?? key).replace(/\[\d*\]$/, "");
}

/** A value written as code: `private_link`, `image-processing-failed`, `privateLink`. */
const CODE_VALUE = /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** Words an enum's spoken form may start with and still read as English ("it's in transit"). */
const STATE_PHRASE =
  /^(?:in|on|out|at|not|under|over|up|off|no|to|by|for|being|awaiting|pending)\b/;

/** Labels people say about themselves, and so say before their value. */
const PEOPLE_LABEL =
  /^(?:email|name|phone|phone number|address|full name|date of birth|first name|last name)$/;

/**
 * Code read out as words, seen with the task's facts (blind readers' F): a parameter's label
 * beside its value ("the box type sets fedex", "the USPS box type sets", "for the iterator
 * iterator"), a bound or plural label taken as a noun ("with a max baths of 2"), a label ending in a
 * letter or digit ("the code alpha 3"), an enum code said bare where a person says a noun phrase
 * ("It's private link.", "the image processing failed submission"), a response key's short form
 * ("the err", "the user.signup MSG", "the results count"), digits read one by one ("1 8 0"), and
 * doc prose lifted as a noun ("the resulted PDF even for an url"). "At most 2 bathrooms", "it's a
 * private link", "in size 40" and "a failed submission" read as people talk and pass.
 */
export function spokenCodeWording(
  text: string,
  paramWords: readonly string[],
  facts: readonly { key: string; value: unknown; text?: string | undefined }[] = [],
): string | undefined {
  const lower = text.toLowerCase();
  const fixed =
    /\b\d \d \d\b/.exec(text) ??
    // "the code alpha 3": an ISO code's key, where a person says "the three-letter code".
    /\b(?:alpha|numeric) ?\d\b/i.exec(text) ??
    /\bthe resulted \w+|\ban url\b/i.exec(text) ??
    /\b[Tt]he (?:[a-z]+ )*(?:err|errs|msg|msgs|desc|qty|amt|cnt|num|sec|secs|idx|attrs?|cfg)\b(?![-.'])|\bthe (?:[\w.]+ )?MSGs?\b/.exec(
      text,
    ) ??
    /\b(?:the )?(?:results|items|records|entries|rows|hits) count\b/i.exec(text);
  if (fixed) return fixed[0];
  for (const words of paramWords) {
    if (!words || /[^a-z0-9 ]/.test(words) || !lower.includes(words)) continue;
    const w = escapeRegExp(words);
    const parts = words.split(" ");
    const last = parts[parts.length - 1] ?? "";
    // "with a max baths of 2", "a box type sets of": a plural or a bound said with "a".
    const bound = /^(?:max|min|num)$/.test(parts[0] ?? "") && parts.length >= 2;
    if (bound || (parts.length >= 2 && isPlural(last))) {
      const hit = new RegExp(`\\b(?:an?|the|with) ${w}\\b`, "i").exec(text);
      if (hit && (bound || /^an? /i.test(hit[0]))) return hit[0];
    }
    // "the code alpha 3", "drug a": a label whose last word is a lone letter or digit.
    if (
      parts.length >= 2 &&
      /^(?:[a-z]|\d+)$/.test(last) &&
      /^[a-z]{2,}$/.test(parts[parts.length - 2] ?? "")
    ) {
      const hit = new RegExp(`(?:^|[^\\w-])${w}\\b(?! ?[-'])`, "i").exec(text);
      if (hit) return hit[0].trim();
    }
  }
  for (const f of facts) {
    const said = (f.text ?? "").trim();
    if (!said || said.length > 60) continue;
    const label = identifierWords(factLeaf(f.key)).join(" ");
    const s = escapeRegExp(said);
    // The label beside the value: "the box type sets fedex", "the USPS box type sets".
    // "with account number 2277633134", "order number 12" name a thing by its number, as people do;
    // so does a place a thing sits in by its id ("the cluster in security group sg-0a1b2c3d").
    const numbered = /\b(?:number|no|code|group|subnet|vpc|network|zone|region|folder|pool)$/.test(
      label,
    );
    if (
      label &&
      !PEOPLE_LABEL.test(label) &&
      !numbered &&
      (label.includes(" ") || label === said.toLowerCase())
    ) {
      const l = escapeRegExp(label);
      const beside = new RegExp(`(?:^|[^\\w.-])(?:${l} ${s}|${s} ${l})(?![\\w-])`, "i").exec(text);
      if (beside) return beside[0].trim();
    }
    // An enum code said as bare words: "It's private link.", "the image processing failed submission".
    const words = said.split(/\s+/);
    if (typeof f.value === "string" && CODE_VALUE.test(f.value) && words.length >= 2) {
      if (STATE_PHRASE.test(said.toLowerCase())) continue;
      const bare = new RegExp(`(?:^|[.!?]\\s+)(?:it's|it is|that's) ${s}[.!]?$`, "i").exec(
        text.trim(),
      );
      if (bare) return bare[0].trim();
      if (words.length >= 3) {
        const modifier = new RegExp(`\\b(?:the|an?) ${s} [a-z]{3,}\\b`, "i").exec(text);
        if (modifier) return modifier[0];
      }
    }
  }
  return undefined;
}

/**
 * A value said as an adjective of its own parameter's name, as a query string reads (fresh57
 * readers, F): "with 91 priority", "It's with 627350651 duns" (a number that counts nothing),
 * "It's for the award dun", "for the WEB right" (a plural-only label cut to a singular). "3
 * bedrooms", "2 adults", "the urgent tag" and "an express order" are how people talk.
 */
export function valueBeforeOwnLabel(
  text: string,
  facts: readonly { key: string; value: unknown; text?: string | undefined }[],
): string | undefined {
  for (const f of facts) {
    const said = (f.text ?? String(f.value ?? "")).trim();
    if (!said || said.length > 40 || typeof f.value === "object") continue;
    const label = identifierWords(factLeaf(f.key)).join(" ");
    if (!label) continue;
    const one = singular(label);
    const s = escapeRegExp(said);
    if (/^\d+$/.test(said)) {
      // A count is of things ("3 bedrooms"); a long number or a singular label counts nothing.
      const hit = new RegExp(`\\b${s} (${escapeRegExp(label)}|${escapeRegExp(one)})\\b`, "i").exec(
        text,
      );
      if (hit && (said.length >= 5 || !isPlural(hit[1] ?? "") || isPluralOnly(label)))
        return hit[0];
      continue;
    }
    if (one !== label && isPluralOnly(label)) {
      const hit = new RegExp(`\\b${s} ${escapeRegExp(one)}\\b(?!s)`, "i").exec(text);
      if (hit) return hit[0];
    }
  }
  return undefined;
}

/** One user text's form-wording finding, or the assistant question's or the turn's. */
export interface FormFinding {
  /** Which user text (index into `userTexts`), or -1 for an assistant's question. */
  text: number;
  /** The rule that marked it (`formWording`, `labelWording`, …), for counting drafts by kind. */
  kind: string;
  evidence: string;
}

/**
 * Every form-wording finding of a task (QUALITY.md row F): each user text by `measuredFormWording`
 * and `unroledValueList`, the assistant's questions asking for a field by its name, a read turn
 * wishing for the text it hands over. The gate (`checkNotInstructional`) drops by this list and
 * the run's figure counts it, so the two cannot disagree.
 */
export function formFindings(task: Task, bundles: readonly EnvBundle[]): FormFinding[] {
  const all = [...bundles];
  const used = all.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const words = paramWordsOf(task, all);
  const wording = wordingContextOf(task, all);
  const wished = wishedTextOnRead(task, used);
  const out: FormFinding[] = [];
  for (const [i, text] of userTexts(task).entries()) {
    const hit: FormFinding | undefined = ((): FormFinding | undefined => {
      const form = formWordingHit(text, words, wording);
      if (form) return { text: i, ...form };
      const rules: [string, () => string | undefined][] = [
        ["unroledValueList", () => unroledValueList(text, task.userFacts)],
        ["spokenCodeWording", () => spokenCodeWording(text, words, task.userFacts)],
        ["valueBeforeOwnLabel", () => valueBeforeOwnLabel(text, task.userFacts)],
        ["wishedText", () => (wished.length > 0 ? WISHED_TEXT.exec(text)?.[0] : undefined)],
      ];
      for (const [kind, rule] of rules) {
        const evidence = rule();
        if (evidence) return { text: i, kind, evidence };
      }
      return undefined;
    })();
    if (hit) out.push(hit);
  }
  for (const q of askedQuestions(task)) {
    const hit = askedLabelWording(q);
    if (hit) out.push({ text: -1, kind: "askedLabelWording", evidence: hit });
  }
  const again = countAskedAgain(task);
  if (again) out.push({ text: -1, kind: "countAskedAgain", evidence: again });
  return out;
}

/**
 * An assistant question for a count the user already gave: "How many units would you like?"
 * after "add a new pipeline 2 units" (fresh64 readers, F and A: the user then says "3" and the
 * reader cannot tell a minimum from a maximum). A question that says which count it wants
 * ("What's the maximum number of units?") passes.
 */
export function countAskedAgain(task: Task): string | undefined {
  const said: string[] = [];
  for (const t of task.turns) {
    said.push(t.user);
    for (const r of t.reveals ?? []) {
      const noun = r.question ? /\bHow many ([a-z]+)/i.exec(r.question)?.[1] : undefined;
      if (noun && isPlural(noun)) {
        const re = new RegExp(
          `\\b\\d+(?:\\.\\d+)? (?:${escapeRegExp(noun)}|${escapeRegExp(singular(noun))})\\b`,
          "i",
        );
        if (said.some((s) => re.test(s))) return r.question;
      }
      said.push(r.text);
    }
  }
  return undefined;
}

/** How many user texts of a task the run's form-wording and code-identifier figures mark. */
export interface WordingCounts {
  texts: number;
  formWording: number;
  codeIdentifiers: number;
}

/**
 * The form-wording and code-identifier marks of one task's user texts, as the run's figures count
 * them: `datasetQuality` over kept tasks, and refine over first drafts (before the gate drops them).
 */
export function wordingCounts(task: Task, bundles: readonly EnvBundle[]): WordingCounts {
  const form = new Set(formFindings(task, bundles).map((f) => f.text));
  const texts = userTexts(task);
  return {
    texts: texts.length,
    formWording: texts.filter((_, i) => form.has(i)).length,
    codeIdentifiers: texts.filter((t) => codeIdentifier(sayableText(t, task)) !== undefined).length,
  };
}

const proseByBundle = new WeakMap<EnvBundle, ProseSegment[]>();
/** One bundle's doc prose (`docProse` of its tools), read once per bundle. */
export function proseOf(bundle: EnvBundle): ProseSegment[] {
  let prose = proseByBundle.get(bundle);
  if (prose === undefined) {
    prose = docProse(bundle.tools);
    proseByBundle.set(bundle, prose);
  }
  return prose;
}

const EVENT_AS_NOUN =
  /\b(?:the|,|and) (?:started|completed|finished|ended|created|updated|modified|closed|opened|submitted|published|deleted)(?=,| and\b| of\b| is\b| are\b| you have\b)/i;

/**
 * Words after "with <param>" that start ordinary English, not a value ("with a rating of 5", "with
 * a control set named …").
 */
const NOT_A_VALUE =
  "(?:and|or|to|for|on|in|at|of|from|please|turned|set|as|that|which|who|is|are|was|the|a|an|my|your|it|them|this|these|those|named|called)";

/** Labels that are no noun a person names a thing by: a preposition or verb at the end, a type name. */
const LABEL_NOT_NOUN =
  /(?:^| )(?:by|from|to|of|for|in|on|at|with|contains?|has|have|is|are|words|equals|starts|ends|matches)$|^(?:string|value|text|data|object|number|integer|boolean|body|payload|input|output|param|parameter|field|sequence)$/;

/**
 * A slot chain: parameters read out as words with their values after them, as a form prints them
 * ("with account holder code AH-2231", "With word en5", "with topn 10", "with max return Review max
 * return 3", "return image 0", "is cropped 1"). `paramWords` are the tools' input names as words.
 * "with my partner", "with a rating of 5" and "send 40 EUR to the supplier" are how people talk.
 */
export function slotChain(text: string, paramWords: readonly string[]): string | undefined {
  // Every pattern below holds `words` itself: a text without them is passed without making one
  // regular expression per parameter (hundreds a task, for every user text of the run).
  const lower = text.toLowerCase();
  for (const words of paramWords) {
    if (!words || /[^a-z0-9 ]/.test(words) || !lower.includes(words)) continue;
    const w = escapeRegExp(words);
    const withValue = new RegExp(`\\bwith (?:an? )?${w} (?!${NOT_A_VALUE}\\b)["'$€£\\w]`, "i").exec(
      text,
    );
    if (withValue) return withValue[0];
    // The same chain moved to "for the": "for the from "Criterion from 8"", "for the created by
    // "12345"", "for the has the words …" — a label no person puts before a value. "for the word
    // "happy"" names a thing and passes.
    if (LABEL_NOT_NOUN.test(words) || words.split(" ").length >= 3) {
      const forValue = new RegExp(`\\bfor (?:the )?${w} ["'\\d]`, "i").exec(text);
      if (forValue) return forValue[0];
    }
    // A two-word parameter followed by a bare number: "return image 0", "is cropped 1".
    if (words.includes(" ")) {
      const bare = new RegExp(`\\b${w} -?\\d`, "i").exec(text);
      if (bare) return bare[0];
    }
  }
  return undefined;
}

/** A code identifier in prose: camelCase, snake_case, or a name glued to a digit (`line1`). */
export function codeIdentifier(text: string): string | undefined {
  const t = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  return (
    /\b[a-z]+[A-Z][A-Za-z0-9]*\b/.exec(t)?.[0] ??
    /\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b/.exec(t)?.[0] ??
    /\b(?:line|address|param|field|arg|id)\d\b/i.exec(t)?.[0] ??
    // PascalCase glued onto a technical word (`ThumbUrl`, `PersonId`), not a brand (`YouTube`).
    /\b[A-Z][a-z]+(?:[A-Z][a-z]+)*(?:Url|Uri|Id|Ids|Type|Code|Key|Path|Mode|Count|Info|Json|Xml)\b/.exec(
      t,
    )?.[0]
  );
}

/** An ISO-8601 date or timestamp written as a machine writes it. */
export const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?\b/;

/** An opaque record id (`add_1009`, `cus-101`, `ord1004`, a UUID): nothing a person knows by heart. */
const OPAQUE_ID =
  /\b[A-Za-z]{2,6}[_-]\d{2,}\b|\b[a-z]{2,4}\d{3,}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;

/**
 * A token no person types into a chat (fresh18: "check the resources for account for
 * eyJhbGciOiJSUzI1NiIs…", "It's for the automatically added 700e4d87-dd5a-40de-…"): a JWT, a
 * UUID, a hex digest of 32+ digits, a run of 40+ letters and digits (an API key, base64), a padded
 * base64 blob of 16+ ("for the rule ZGF0ZSxhbW91bnQKaGFyYm91ciwzCg==", fresh49 dev). Links
 * and emails are taken out first: a long URL is said, not typed.
 */
const OPAQUE_TOKEN =
  /(?:[A-Za-z0-9_-]{8,}\.){2}[A-Za-z0-9_-]{8,}|\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b|\b[0-9a-fA-F]{32,}\b|(?=[A-Za-z0-9+/_-]*\d)(?=[A-Za-z0-9+/_-]*[A-Za-z])[A-Za-z0-9+/_-]{40,}={0,2}|(?<![\w+/])(?=[A-Za-z0-9+/]*\d)(?=[A-Za-z0-9+/]*[a-z])(?=[A-Za-z0-9+/]*[A-Z])[A-Za-z0-9+/]{16,}={1,2}(?![\w=])/;
const LINK_OR_EMAIL = /\b(?:https?|ftp):\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** The opaque token a user text pastes, if any. */
export function pastedToken(text: string): string | undefined {
  return OPAQUE_TOKEN.exec(text.replace(LINK_OR_EMAIL, " "))?.[0];
}

/** Parameter names of a task's tools, as the words a form would label them with. */
export function paramWordsOf(task: Task, bundles: EnvBundle[]): string[] {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  return [...paramWordsOfEnvs.get(used)];
}

/**
 * `paramWordsOf` per set of environments: the words depend on the tools alone, and every draft of
 * every task asked for them again (0.6 of 119 CPU s at d85).
 */
const paramWordsOfEnvs = new EnvSetMemo((used) => paramWordsOfTools(used));

function paramWordsOfTools(used: readonly EnvBundle[]): readonly string[] {
  const out = new Set<string>();
  // Record fields too: "the review with summary given Review summary given 9" reads a
  // field of the record out as a form label, as much as an input does.
  for (const b of used)
    for (const t of b.tools)
      for (const p of [...inputNames(t.inputSchema), ...inputNames(t.outputSchema)]) {
        const words = identifierWords(p);
        const label = words.join(" ");
        // Names people use about themselves ("email", "name") are not form labels.
        const people = /^(email|name|phone|address|full name|date of birth)$/;
        if (people.test(label)) continue;
        out.add(label);
        const noun = words.slice(0, -1).join(" ");
        if (words.length > 1 && words[words.length - 1] === "id" && !people.test(noun))
          out.add(noun);
        out.add(p.toLowerCase());
      }
  return [...out].sort((a, b) => b.length - a.length);
}

/** Input names of a schema, one level of nesting included (`amount.value` gives `value`). */
function inputNames(schema: unknown): string[] {
  const out: string[] = [];
  const props = (o: unknown) =>
    o !== null && typeof o === "object"
      ? ((o as Record<string, unknown>).properties as Record<string, unknown> | undefined)
      : undefined;
  for (const [k, v] of Object.entries(props(schema) ?? {})) {
    out.push(k);
    const inner = props(v) ?? props((v as Record<string, unknown> | null)?.items);
    for (const k2 of Object.keys(inner ?? {})) out.push(k2);
  }
  return out;
}

/** Fact values a user may say verbatim (emails, names, codes given to them), removed before style rules. */
export function sayableText(text: string, task: Task): string {
  let t = text;
  for (const f of task.userFacts) {
    if (typeof f.value !== "string" || f.value.length === 0) continue;
    // An enum code said raw ("coffee_maker") is exactly what the rule must see.
    if (/^[a-z]+(?:_[a-z0-9]+)+$/.test(f.value) || /^[a-z]+[A-Z]\w*$/.test(f.value)) continue;
    t = t.split(f.value).join(" ");
    // A resource path the user knows is said by its ids ("project cedar-web-780 (us-east1)"):
    // those ids are the user's, never "an id nobody gave the user".
    if (resourcePath(f.value)) t = t.split(speakValue(f.value)).join(" ");
  }
  return t;
}

/** Transport/system arguments of a task's gold calls: `[name, value, source]`. */
function plumbingArgs(task: Task, bundles: EnvBundle[]): [string, unknown, string][] {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  const out: [string, unknown, string][] = [];
  for (const call of task.gold.calls) {
    const route = routes.get(call.tool);
    const model = route ? modelOf(route.bundle).tools[route.tool] : undefined;
    for (const [name, value] of Object.entries(call.args)) {
      const src = model?.inputs[name]?.source;
      if (src === "plumbing" || src === "system") out.push([name, value, src]);
    }
  }
  return out;
}

/** User facts that are transport or system parameters (a person never knows `quotaUser`). */
export function unknowableFacts(task: Task, bundles: EnvBundle[]): string[] {
  const out = new Set<string>();
  for (const [name, , src] of plumbingArgs(task, bundles))
    if (task.userFacts.some((f) => f.key.endsWith(`.${name}`) || f.key.includes(`.${name}.`)))
      out.add(`the user is given the ${src} parameter ${name}`);
  return [...out];
}

function unknowableValues(task: Task, bundles: EnvBundle[]): unknown[] {
  return plumbingArgs(task, bundles)
    .map(([, v]) => v)
    .filter((v) => (typeof v === "string" && v.length >= 3) || typeof v === "number");
}

/** Nouns whose number a person holds (on a receipt, a door, a screen): "order 1042", "room 4". */
const HELD_ID =
  /^(?:order|invoice|booking|reservation|confirmation|ticket|tracking|receipt|policy|membership|account|flight|case|claim|member|customer|loyalty|coupon|voucher|promo|room|table|seat|page|phone|postal|zip|iban|sku|isbn|vin|licen[cs]e|passport|employee)\b/;
/** A code the value sampler made from a field's name: `GEN-7380`, `IDS-7977`, `REF-1979`, `58d_1001`, `pla 1028`. */
const MADE_CODE = /^(?:[A-Z]{2,4}-\d{3,}|[0-9a-z]{2,4}_\d{3,}|[a-z]{3} \d{3,})$/;

/**
 * Values the user is made to say that no person knows (fresh9 readers' U): a system id of a record
 * (`"It's for airport 58d_1004"`, `"tran 1.96"`), or a code made from a field's name (`"GEN-3296"`,
 * `"It's ids IDS-7977"`, `"the ref1 "REF-1979""`). Numbers a person holds ("order ORD-7743", "room
 * 4") pass. `checkKnowable` gates on it: the writer cannot unsay a value the plan needs, so such a
 * task is dropped — the plan must find the record with a tool or let the user name it. Returns
 * "text N …" problems.
 */
export function unknowableSaid(task: Task): string[] {
  const problems: string[] = [];
  const texts = userTexts(task);
  for (const f of task.userFacts) {
    const param = f.key.split(".").pop() ?? "";
    const noun = identifierWords(param)
      .join(" ")
      .replace(/ ?ids?$/, "")
      .replace(/^ids? /, "");
    if (HELD_ID.test(noun)) continue;
    // An id first (`id_webhook`, `idUser`) is an id too: "Which webhook is it?" — "11, please."
    // (fresh53 dev, Budgea).
    // A numeric key (`userKey` 44, `groupKey` 77 of SCIM) is a system id as much: "What user key
    // would you like?" — "4, please." (fresh55 blind readers, U).
    // `operation-id` (LGTM, fresh57 readers' U: "the task type of the operation for operation
    // 8"): a kebab-cased id is as much the server's.
    const id =
      /(?:^|[_-]|[a-z])(?:id|ids|Id|Ids|ID|IDs)$/.test(param) ||
      /^(?:id_|ids_|id[A-Z])/.test(param) ||
      (/(?:^|_|[a-z])(?:key|Key)$/.test(param) && typeof f.value === "number");
    const code = typeof f.value === "string" && MADE_CODE.test(f.value);
    // A browser's cookie or a session's handle (BBC's `identity_cookie`, fresh57 readers' U:
    // "with an identity cookie of 7"): the client holds it, the person never sees it.
    const session = /(?:^| )(?:cookie|cookies|session|csrf|xsrf|nonce)(?: |$)/.test(noun);
    if (!id && !code && !session) continue;
    if (typeof f.value !== "string" && typeof f.value !== "number") continue;
    // A group keyed by its email address (Groups Settings' `groupUniqueId` "The group's email
    // address."): the address is what its owner knows it by, whatever the param is called.
    if (typeof f.value === "string" && hasKindShape("email", f.value)) continue;
    for (const [i, t] of texts.entries())
      if (new TextIndex(t).mentions(f.value))
        problems.push(
          `text ${i} says ${id ? "the system id" : session ? "the session value" : "the made-up code"} ${describe(f.value)} (${param})`,
        );
  }
  return [...new Set(problems)];
}

/**
 * User facts for fields the API marks `readOnly` (fresh11 readers: "add a new pool with an occupied
 * slots of 81, a queued slots of 70" — Airflow's `Pool.occupied_slots`): the server computes them,
 * so no person gives them in a request. Measured (the run report and the U agreement), not a
 * refinement gate. Returns "text N says the read-only field …" problems, or "the user is given …"
 * when no text says the value.
 */
export function readOnlySaid(task: Task, bundles: readonly EnvBundle[]): string[] {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  const texts = userTexts(task);
  const out = new Set<string>();
  for (const call of task.gold.calls) {
    const route = routes.get(call.tool);
    const spec = route?.bundle.tools.find((t) => t.name === route.tool);
    const props = (spec?.inputSchema.properties ?? {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(props)) {
      if (!(isObj(schema) && schema.readOnly === true)) continue;
      for (const f of task.userFacts) {
        if (!f.key.endsWith(`.${name}`) || !(name in call.args)) continue;
        const i = texts.findIndex((t) => new TextIndex(t).mentions(f.value));
        out.add(
          i >= 0
            ? `text ${i} says the read-only field ${name} ${describe(f.value)}`
            : `the user is given the read-only field ${name}`,
        );
      }
    }
  }
  return [...out];
}

/** A time said to the minute: "Aug 14, 2025 at 5:15 pm", "Sep 15 at 2 pm". */
const MINUTE_TIME =
  "(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?) \\d{1,2}(?:, \\d{4})? at \\d{1,2}(?::\\d{2})? ?[ap]m";
/** Words of a time the system keeps about a record: when it was made, changed, processed. */
const KEPT_TIME =
  /\b(?:creat\w*|make|made|modif\w*|updat\w*|chang\w*|add(?:ed|ition)?|insert\w*|upload\w*|regist\w*|last|submi\w*|analy[sz]\w*|process\w*|sync\w*|import\w*|edit\w*|seen)\b/i;
/** "the operation with a creation time of …": a record named by one of its times. */
const TIMED_RECORD = new RegExp(
  `\\b(?:the|my) [a-z][\\w -]{0,40}? with an? ([a-z][a-z ]{0,40}?) of ${MINUTE_TIME}`,
  "i",
);
/** "the image created on Nov 1, 2025 at 5:30 pm". */
const KEPT_EVENT = new RegExp(
  `\\b(?:the|my) [a-z][\\w -]{0,40}? (?:created|made|added|modified|updated|changed|uploaded|inserted|submitted|registered|analy[sz]ed|processed|imported|edited) (?:on|at) ${MINUTE_TIME}`,
  "i",
);
/** "the group with creator jo@…": a record named by a field's name read out before its value. */
const AGENT_FIELD =
  /\bthe [a-z][\w -]{0,40}? with (?:creator|author|owner|uploader|submitter|reporter|modifier|editor|assignee|(?:created|modified|updated|changed|uploaded|submitted|owned|authored) by) \S/i;

/**
 * How a user text names a record by what no person says (fresh16 readers, F and U): a time the
 * system kept, to the minute ("the operation with a creation time of Aug 14, 2025 at 5:15 pm"),
 * or a field's name read out ("the group with creator jill@…"). A time a person chose ("the
 * meeting with a start time of Feb 6 at 3:30 pm") passes. Returns the words, or undefined.
 */
export function unknowableSelector(text: string): string | undefined {
  const timed = TIMED_RECORD.exec(text);
  if (timed && KEPT_TIME.test(timed[1] ?? "")) return timed[0];
  return KEPT_EVENT.exec(text)?.[0] ?? AGENT_FIELD.exec(text)?.[0] ?? OWN_ADDRESS.exec(text)?.[0];
}

/**
 * "the name of the category with self https://…/573": a record named by the API's link to itself
 * (`links.self`), which only the API hands out (fresh53 dev, Up).
 */
const OWN_ADDRESS =
  /\bthe [a-z][\w -]{0,40}? with (?:(?:the|its|a) )?(?:self|self link|href|api link|resource link) https?:\/\/\S+/i;

/** Seconds or milliseconds since 1970 for a date from 2017 to 2033: `1766448000000`. */
const EPOCH_NUMBER = /(?<![\d.,+-])1[5-9]\d{8}(?:\d{3})?(?![\d.,])/;

/**
 * How a task's user speaks of an input that takes a whole resource name (Google's `name`,
 * `parent`, `resource` on `/v1/{name}/publicKey`): the thing is named in words ("project
 * harbor-staging-999", "key version 3 of signing-key …") and the value is a path the doc allows.
 * Marked: a value that is no path or not an allowed one ("Partner integration", "location",
 * `resources/9d6lukau3j`), the parameter said as the thing ("for my name", "catalogs for resource
 * eh9rvxnkji"), and the assistant asking for it by the parameter ("Which resource is it?", "What
 * should I call it?" of a record that exists) — fresh63 readers F/U/G/A on KMS and Private
 * Catalog. Returns the problems.
 */
export function resourceNameProblems(task: Task, bundles: readonly EnvBundle[]): string[] {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  const problems = new Set<string>();
  const texts = userTexts(task);
  const questions = askedQuestions(task);
  for (const call of task.gold.calls) {
    const route = routes.get(call.tool);
    const spec = route?.bundle.tools.find((t) => t.name === route.tool);
    if (!spec) continue;
    for (const input of resourceNameInputs(spec)) {
      const value = call.args[input.param];
      const fact = task.userFacts.find(
        (f) => f.key.endsWith(`.${input.param}`) && canonicalJson(f.value) === canonicalJson(value),
      );
      // A value a step found is the assistant's to look up; only what the user gives is judged.
      if (!fact) continue;
      const fault = resourceNameFault(value, input);
      if (fault) problems.add(`the user gives ${input.param} ${fault}`);
      const words = identifierWords(input.param).join(" ");
      const said = new RegExp(
        `\\b(?:(?:my|the|your|for|this|that|its|a) ${words}\\b(?!\\s+(?:of|is|was|that|which)\\b)|${words} ["']?[\\w-]*\\d[\\w-]*)`,
        "i",
      );
      for (const [i, t] of texts.entries()) {
        const hit = said.exec(t);
        if (hit)
          problems.add(`text ${i} says the parameter ${input.param} as the thing ("${hit[0]}")`);
      }
      const asked = new RegExp(
        `\\b(?:which|what) ${words}\\b${words === "name" ? "|\\bcall(?:ed)? it\\b" : ""}`,
        "i",
      );
      for (const q of questions)
        if (asked.test(q))
          problems.add(`the assistant asks for ${input.param} by its name ("${q}")`);
    }
  }
  return [...problems];
}

/**
 * A record id a machine drew, said after its noun: "database ogqq2hy370 of catalog wf0k77v9vi"
 * (fresh69 BigLake readers, U) — eight to twelve letters and digits mixed, or ten letters no word
 * spells, after a noun (never "the brightness").
 */
const DRAWN_ID =
  /\b(?!(?:the|a|an|my|your|our|their|its|his|her|this|that|these|those|of|to|in|on|for|and|or|with|at|by|from|is|are|was)\b)[a-z]+ (?:(?=[a-z\d]*\d[a-z\d]*\d)(?=[a-z\d]*[a-z][a-z\d]*[a-z][a-z\d]*[a-z])[a-z\d]{8,12}|(?=[a-z]*[bcdfghjklmnpqrstvwxz]{4})[a-z]{10})\b(?![-.@:/])/;
/** A store's id in its own scheme: "cddrive:id:32850" (fresh69 Content Depot readers, U). */
const SCHEME_ID = /\b[a-z][a-z\d]*:(?:id|[a-z]+):\d{3,}\b/i;

/**
 * What a user says that only the system knows, as the fresh69 readers marked it (U) and the
 * gate's rules let through: a drawn id said inside a resource path the user is credited with
 * ("database ogqq2hy370 of catalog wf0k77v9vi"), a store's own id ("cddrive:id:32850"), and the
 * value of an input the doc calls transport ("the rates on wyman.com" for taxrates.io's `domain`,
 * "Domain name: api.taxrates.io"), judged from the doc so a run whose model missed it is caught.
 * Measured (the run's unknowable row), not a gate. Returns "text N …" problems.
 */
export function systemValuesSaid(task: Task, bundles: readonly EnvBundle[]): string[] {
  const texts = userTexts(task);
  const out = new Set<string>();
  for (const [i, t] of texts.entries()) {
    const drawn = DRAWN_ID.exec(t.replace(LINK_OR_EMAIL, " "));
    if (drawn) out.add(`text ${i} says a drawn id "${drawn[0]}"`);
    const scheme = SCHEME_ID.exec(t);
    if (scheme) out.add(`text ${i} says a store's id "${scheme[0]}"`);
  }
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  for (const call of task.gold.calls) {
    const route = routes.get(call.tool);
    const spec = route?.bundle.tools.find((x) => x.name === route.tool);
    const props = (spec?.inputSchema.properties ?? {}) as Record<string, unknown>;
    for (const [name, value] of Object.entries(call.args)) {
      const schema = props[name];
      if (!isObj(schema) || typeof value !== "string" || value.length < 3) continue;
      const description = typeof schema.description === "string" ? schema.description : "";
      if (!isPlumbing(name, { description, in: schema["x-in"] })) continue;
      for (const [i, t] of texts.entries())
        if (new TextIndex(t).mentions(value))
          out.add(`text ${i} says the transport input ${name} ${describe(value)}`);
    }
  }
  return [...out];
}

/**
 * Values a user could not know: ISO timestamps, transport or system parameters (`quotaUser`,
 * `alt`, `created_at`), record ids nobody gave them. Hidden tool outputs are `no-leak`'s job.
 */
export function checkKnowable(task: Task, bundles: EnvBundle[]): CheckVerdict {
  const problems: string[] = unknowableFacts(task, bundles);
  const unknowable = unknowableValues(task, bundles);
  // A code made from a field's name ("It's for the code REF-2135", "the allergen ALL-4796") or a
  // record's system id the user is made to say: no person has it to say (issue 12 §2, f22 readers'
  // U). The plan cannot unsay it, so the task goes; a code a person holds ("order ORD-7743") passes.
  problems.push(...unknowableSaid(task));
  // "the algorithm for my name" → `name: "Partner integration"`: a resource name said by its
  // parameter, or a value that is none, names nothing a person could check.
  problems.push(...resourceNameProblems(task, bundles));
  for (const [i, raw] of userTexts(task).entries()) {
    const iso = ISO_TIMESTAMP.exec(raw);
    if (iso) problems.push(`text ${i} has an ISO date "${iso[0]}" (people say "Feb 6 at 3:30 pm")`);
    // "make a payment … with a value of 1766448000000": an epoch time is what a machine writes
    // (fresh49 dev, a date field valued in epoch milliseconds).
    const epoch = EPOCH_NUMBER.exec(raw);
    if (epoch) problems.push(`text ${i} has an epoch time ${epoch[0]} (people say a date)`);
    const index = new TextIndex(raw);
    for (const v of unknowable)
      if (index.mentions(v))
        problems.push(`text ${i} says a transport/system value ${describe(v)}`);
    const id = OPAQUE_ID.exec(sayableText(raw, task));
    if (id) problems.push(`text ${i} quotes an id "${id[0]}" nobody gave the user`);
    const selector = unknowableSelector(raw);
    if (selector) problems.push(`text ${i} names a record by what no person says ("${selector}")`);
    // "The group to use is arn:aws:resource-groups:…": a console's id path, never said; the plan
    // must look the record up by what the user calls it (stop-61 readers, U on 7 of 30).
    const path = pastedResourceId(raw);
    if (path)
      problems.push(`text ${i} pastes a resource id path (${describe(path.slice(0, 40))}…)`);
    const token = pastedToken(raw);
    if (token)
      problems.push(`text ${i} pastes a token no person types (${describe(token.slice(0, 24))}…)`);
  }
  const unique = [...new Set(problems)];
  return unique.length === 0
    ? {
        name: "knowable",
        passed: true,
        evidence: `no ISO timestamps, transport/system values or unknown ids in ${userTexts(task).length} user texts`,
      }
    : { name: "knowable", passed: false, evidence: unique.slice(0, 5).join("; ") };
}

/** Whether a multi-word tool name, spaced out, reads as a command ("list open slots", "find patient"). */
function spacedNamePattern(words: string[]): RegExp | undefined {
  if (words.length < 2) return undefined;
  return new RegExp(`\\b${words.join("[\\s_-]+")}\\b`, "i");
}

/**
 * How a user text could name each tool of a set of environments, and its code-identifier
 * parameters: compiled once per set, not for every text of every draft.
 */
const namePatterns = new EnvSetMemo((used) =>
  [...routeTools([...used])].map(([name, route]) => {
    const words = identifierWords(route.tool);
    const spec = route.bundle.tools.find((t) => t.name === route.tool);
    return {
      name,
      raw: new RegExp(`(?:^|[^A-Za-z0-9_])${escapeRegExp(name)}(?:$|[^A-Za-z0-9_])`, "i"),
      joined: words.length > 1 ? new RegExp(`\\b${words.join("")}\\b`, "i") : undefined,
      // `randomGif` is what anyone says wanting one ("a random GIF"), as its doc says it.
      spaced: spec && toolWords(spec).random ? undefined : spacedNamePattern(words),
      // A tool named by one plain word (qualpay's Refund, Void, Sale) is the word anyone says to
      // get it done: "refund the money" names no tool; "use the Refund tool" is tool talk below.
      plainWord: /^[A-Z]?[a-z]+$/.test(name),
      params: Object.keys((spec?.inputSchema.properties ?? {}) as object)
        .filter(isCodeIdentifier)
        .map((p) => ({
          name: p,
          said: new RegExp(`(?:^|[^A-Za-z0-9_])${escapeRegExp(p)}(?:$|[^A-Za-z0-9_])`, "i"),
        })),
    };
  }),
);

/**
 * No tool names (raw or spaced), no parameter identifiers, no step lists, no talk of tools, no
 * form wording ("should be", "make the", "the line1 is"), no code identifiers.
 */
export function checkNotInstructional(task: Task, bundles: EnvBundle[]): CheckVerdict {
  const problems: string[] = [];
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  const ids = identifiersOf(used);
  for (const t of task.turns)
    for (const r of t.reveals ?? [])
      if (r.question && yesNoAsk(r.question, r.text))
        problems.push(`the assistant asks for a yes/no switch as a value ("${r.question}")`);
  const toolWords = [
    ...new Set(
      [...routes.values()].flatMap((r) => identifierWords(r.tool).filter((w) => w.length >= 4)),
    ),
  ];
  for (const [i, raw] of userTexts(task).entries()) {
    const text = withoutFactValues(raw, task);
    const lower = text.toLowerCase();
    for (const n of namePatterns.get(used)) {
      const rawHit = n.raw.test(text);
      const joinedHit = n.joined?.test(text) ?? false;
      // Spaced words are matched in the text as said: "transfer 3 credits" is no "transfer credits"
      // once the 3 is taken out.
      if ((rawHit && !n.plainWord) || joinedHit || n.spaced?.test(raw))
        problems.push(`text ${i} names tool ${n.name}`);
      for (const p of n.params)
        if (p.said.test(text)) problems.push(`text ${i} names parameter ${p.name}`);
    }
    if (TOOL_TALK.test(text))
      problems.push(`text ${i} talks about tools: "${text.match(TOOL_TALK)?.[0]}"`);
    for (const re of STEP_LIST)
      if (re.test(text)) problems.push(`text ${i} reads as a step list (${re.source})`);
    if (/\b[a-z]+_[a-z0-9_]+\b/.test(lower)) problems.push(`text ${i} has a snake_case word`);
    for (const w of raw.toLowerCase().match(/\b[a-z]{4,}ses\b/g) ?? [])
      for (const t of toolWords)
        if (
          w.startsWith(t) &&
          w !== t &&
          w.length <= t.length + 3 &&
          w !== plural(t) &&
          w !== plural(singular(t))
        )
          problems.push(`text ${i} has a broken plural "${w}" of "${t}"`);
    // The object of the request must be something a person names ("the artist names"), not a
    // path or name read out ("the api artists names", "the searchperpackages").
    for (const [, route] of routes) {
      const spec = route.bundle.tools.find((x) => x.name === route.tool);
      const object = spec ? requestObjectProblem(text, toolDocText(spec)) : undefined;
      if (object && task.gold.calls.some((c) => c.tool === route.tool)) {
        problems.push(`text ${i} asks for something no person names (${object})`);
        break;
      }
    }
    const echo = toolNameEcho(raw, ids);
    if (echo) problems.push(`text ${i} reads out a tool's identifier ("${echo}")`);
    const routed = nameNoun(text, task, used);
    if (routed) problems.push(`text ${i} names the thing by its route ("${routed}")`);
    const rawValue = rawValueWording(raw);
    if (rawValue) problems.push(`text ${i} says a value as a machine would ("${rawValue}")`);
    const code = codeIdentifier(sayableText(raw, task));
    if (code) problems.push(`text ${i} has a code identifier "${code}"`);
  }
  // Form wording as the run's figure counts it: a draft the figure would mark is not kept.
  for (const f of formFindings(task, bundles))
    problems.push(
      f.text < 0
        ? `the assistant asks for ${f.evidence}`
        : `text ${f.text} reads like a form ("${f.evidence}")`,
    );
  const unique = [...new Set(problems)];
  return unique.length === 0
    ? {
        name: "not-instructional",
        passed: true,
        evidence: `no tool or parameter names, no step lists in ${userTexts(task).length} user texts`,
      }
    : { name: "not-instructional", passed: false, evidence: unique.slice(0, 5).join("; ") };
}

/**
 * The route-made noun a user text names one of the task's gold tools' things by ("the id grafana
 * configs", "the urls social media", "the covid19 companyinfo", "the pgId"), when the tool's doc
 * has words for it; undefined when the text says it as the doc does. `text` is the user's words
 * with the task's fact values taken out.
 */
export function nameNoun(
  text: string,
  task: Task,
  bundles: readonly EnvBundle[],
): string | undefined {
  const routes = routeTools([...bundles]);
  for (const tool of new Set(task.gold.calls.map((c) => c.tool))) {
    const route = routes.get(tool);
    const spec = route?.bundle.tools.find((t) => t.name === route.tool);
    const hit = spec ? routeNoun(text, spec) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** Requests that never say what is wanted ("Please make a change to my driver."). */
const VAGUE_GOAL =
  /\b(?:(?:change|set|update) the (?:value|data|field|item|entry|info) to|make a change to|take care of|to be changed|deal with|do something (?:with|about)|sort out|handle)\b/i;
/** "change my order." says nothing; "change the brightness to 8 on …" does. */
const BARE_CHANGE =
  /\b(?:change|adjust|update|modify) (?:my|the) [^.?!,]{1,60}?(?:[.?!]|$| and (?:the|my) )/i;

/** Input words of a tool, singular. */
function paramWordSet(spec: EnvBundle["tools"][number] | undefined): Set<string> {
  const out = new Set<string>();
  for (const p of inputNames(spec?.inputSchema))
    for (const w of identifierWords(p)) out.add(singular(w));
  return out;
}

/**
 * Whether the text says the verb the tool's description starts with, when that verb is specific
 * ("Turn a device on or off." → "turn"; "Get …", "Retrieve …" or "Set …" say nothing).
 */
function docVerbSaid(spec: EnvBundle["tools"][number], text: string): boolean {
  const verb = /^\s*([A-Za-z]{4,})\b/.exec(spec.description ?? "")?.[1]?.toLowerCase();
  if (!verb || GENERIC_VERB.test(verb)) return false;
  return new RegExp(`\\b${verb.replace(/s$/, "")}`, "i").test(text);
}
const GENERIC_VERB =
  /^(?:gets?|sets?|lists?|returns?|retrieves?|fetch(?:es)?|reads?|shows?|creates?|updates?|deletes?|removes?|adds?|finds?|searche?s?|posts?|puts?|patch(?:es)?|this|the|used?|allows?|provides?|performs?|handles?|manages?|calls?|endpoint|operation)$/;

/** Output fields that name a record rather than say something about it. */
const NAMING_FIELD = /^(?:id|ids|name|title|label|key|uuid|slug)$/;

/**
 * Whether a read's request asks for what the tool returns: a field of its output no input carries,
 * said as a word of its own ("what's the volume of the Bedroom speaker" for `get_device_state`,
 * whose "state" is the doc's word for power, volume and the rest — a word nobody says, and one
 * only a thermostat's name happened to contain, so the tool's goals came and went with the seed).
 */
function asksReturnedField(
  spec: EnvBundle["tools"][number],
  bundle: EnvBundle,
  text: string,
): boolean {
  const fields = inputNames(spec.outputSchema);
  if (fields.length === 0) return false;
  const kind = spec.kind ?? modelOf(bundle).tools[spec.name]?.kind;
  const reads = kind === "read" || kind === "list" || kind === "compute";
  if (!reads && spec.annotations?.readOnlyHint !== true) return false;
  const params = paramWordSet(spec);
  const lower = text.toLowerCase();
  for (const field of fields) {
    const words = identifierWords(field).map((w) => singular(w.toLowerCase()));
    if (words.length === 0 || words.some((w) => params.has(w) || NAMING_FIELD.test(w))) continue;
    const phrase = words.join(" ");
    if (phrase.length < 4) continue;
    if (new RegExp(`\\b${escapeRegExp(phrase)}(?:s|es)?\\b`).test(lower)) return true;
  }
  return false;
}

/**
 * Whether a turn's request says which of the environment's tools is meant: a word of the goal
 * tool's purpose ("antonyms", "recognize") must be said, and no sibling may fit the request as
 * well while the goal tool has purpose words left unsaid ("list the reviews" for the issue-key
 * tool when a plain review list exists). Returns the problem, or undefined.
 */
export function unsaidPurpose(text: string, tool: string, bundle: EnvBundle): string | undefined {
  const spec = bundle.tools.find((t) => t.name === tool);
  // The doc's own question ("What is that object?") says what the tool is for.
  const question = spec ? summaryQuestion(spec) : undefined;
  if (question && text.toLowerCase().includes(question.toLowerCase().replace(/\?$/, "")))
    return undefined;
  const params = paramWordSet(spec);
  if (!spec) return undefined;
  const own = purposeWords(spec);
  if (own.length === 0) return undefined;
  const said = own.filter((w) => saysWord(text, w));
  // The doc's own verb for it counts too: "turn the lamp on" says what `set_power` ("Turn a
  // device on or off.") is for without the word "power".
  // `set_brightness(device_id, brightness)`: the name's only own word is a verb, and its object is
  // an input — saying that input's name ("change the brightness") says what the tool is for.
  const objectSaid =
    own.every((w) => GENERIC_VERB.test(w)) &&
    identifierWords(spec.name).some(
      (w) => w.length > 3 && params.has(singular(w)) && saysWord(text, w),
    );
  if (said.length === 0 && !objectSaid && !docVerbSaid(spec, text)) {
    if (!asksReturnedField(spec, bundle, text))
      return `never says what it is for (${own.join(", ")})`;
    // "What's the status of the inference scheduler named prod-inference-scheduler?" answered
    // with the status of the model that scheduler runs (`DescribeModel`): the fields asked for
    // are the goal's, but the record named is another kind's (fresh74 readers A/M).
    const other = namedOtherRecord(text, tool, bundle);
    if (other) return `asks about the ${other}, but the answer is a ${own.join(" ")}'s`;
  }
  if (said.length === 0) return undefined;
  if (said.length === own.length) return undefined;
  const saidParams = [...params].filter((w) => w.length > 2 && saysWord(text, w));
  const sort = (t: EnvBundle["tools"][number]) => {
    const k = t.kind ?? modelOf(bundle).tools[t.name]?.kind ?? "";
    return k === "read" || k === "list" ? k : READ_KINDS.has(k) ? "compute" : "write";
  };
  for (const other of bundle.tools) {
    if (other.name === tool) continue;
    // A question never fits a write, nor a change a read, and one record asked for by its name
    // is a lookup's, not a list's: "find out the status of the dataset named clinical-outcomes"
    // is no `CreateDataset` nor `ListDatasets` (fresh74 Lookout for Equipment lost every
    // describe this way).
    if (sort(other) !== sort(spec)) continue;
    const otherParams = paramWordSet(other);
    const theirs = purposeWords(other);
    if (theirs.length === 0 || !theirs.every((w) => said.includes(w))) continue;
    if (saidParams.every((w) => otherParams.has(w)))
      return `fits ${other.name} as well; never says ${own.filter((w) => !said.includes(w)).join(", ")}`;
  }
  return undefined;
}

/**
 * The kind of record a request names by its name ("the model called demand-forecast") when it is
 * not the goal tool's kind: the noun of another of the environment's entities, said just before
 * "called"/"named" and followed by no "of"/"for" that ties it to the goal's own record.
 */
function namedOtherRecord(text: string, tool: string, bundle: EnvBundle): string | undefined {
  // Read from the bundle's stored model only: a bundle without one (v1) says no kinds apart.
  const model = bundle.model;
  if (!model) return undefined;
  const goal = model.tools[tool]?.entity;
  const goalNoun = goal ? model.entities[goal]?.noun : undefined;
  if (!goalNoun) return undefined;
  const lower = text.toLowerCase();
  if (saysWord(lower, goalNoun)) return undefined;
  for (const ent of Object.values(model.entities)) {
    const noun = ent.noun.toLowerCase();
    if (ent.name === goal || noun.length < 3 || goalNoun.toLowerCase().includes(noun)) continue;
    if (new RegExp(`\\b${escapeRegExp(noun)} (?:called|named)\\b`).test(lower)) return noun;
  }
  return undefined;
}

/** "brew the device named …", "play the device "Living Room speaker"": a making verb on the machine. */
const MADE_ON_MACHINE =
  /\b(?:brew|play|speak|say|announce|broadcast|print|cook|bake) (?:the|my) (?:device|speaker|machine|printer|appliance|coffee maker|oven|kettle|display)\b/i;

/** "add a new detect object task": a tool's name read out with a generic noun stuck on. */
const NAME_AS_TASK =
  /\b(?:add|create|make|start|run|submit|open) (?:a |an |the )?(?:new )?((?:[a-z]+ ){1,3})(task|job|operation|entry|record)\b/i;
/** "the file you have on file for me": only a person's own details are "on file" for them. */
const ON_FILE = /\bthe ((?:[a-z]+,? )+?)(?:you have |you've got )?on file for me\b/i;
const PERSONAL_DETAIL =
  /\b(?:name|email|address|phone|number|birth|balance|points|membership|plan|subscription|preferences?|settings|profile|account|card|booking|order|appointment|details)\b/i;

/** "What is the status?": a record's attribute asked with no word of whose it is. */
const OWNERLESS_ASK =
  /^(?:(?:hi|hey|hello)[^a-z]*)?(?:what(?:'s| is| are)|(?:can|could) you (?:please )?tell me|(?:just )?tell me|i need) the (?:status|state|type|kind|version|value|result|progress|level|size|count|total)(?:[?.]|,? (?:please|already|quickly|now|for me)\b)/i;
/**
 * The same asked in any frame: "May I ask what the status is?", "Would you mind checking the
 * status for me?" — whose status? (Audit Manager's GetAccountStatus, fresh61 readers G on 2 of 30).
 */
const OWNERLESS_ATTRIBUTE =
  /\b(?:what|about|checking|check|find out|look up|tell me|need) the (?:status|state|progress|level|version|result)(?: is| are)?(?=[?.!]| for me\b|,? (?:please|already|quickly|now)\b)/i;
/** "remove my anything", "I've removed the anything": a pronoun from a route used as a thing. */
export const PRONOUN_AS_THING =
  /\b(?:my|the|a|an|your) (?:anything|something|everything|nothing)\b/i;

/**
 * Each user turn says what the user wants done: not "please take care of my order", not "I need
 * to change the room and the device" with no word of what should change, not a tool's name with
 * "task" stuck on, not "a specified amount". With `bundles`, the request must also say which tool
 * is meant (`unsaidPurpose`): "list the words" for the antonyms tool says nothing of antonyms.
 */
/** A name said as a sentence of its own about "it": "It's named "Custom fact"." */
const NAME_OF_NOTHING = /\b[Ii]t's (?:called|named) "[^"]*"/;

/** Words that name a kind of data alone, not a thing a person wants: "the stat", "the times". */
const DATA_WORD = /^(?:stats?|times?|information|info)$/;

/**
 * A goal's noun that names nothing a person handles: one vague word ("request", "result",
 * "data") or one word of a kind of data ("stat", "times"), or a head that is information about
 * something ("document information"). "leave request", "wait times" name things.
 */
export function vagueThing(noun: string): boolean {
  const words = noun.toLowerCase().split(/\s+/).filter(Boolean);
  const head = words[words.length - 1] ?? "";
  if (words.length === 1) return isVagueNoun(head) || DATA_WORD.test(head);
  return /^(?:information|info)$/.test(head);
}

export function checkHasGoal(task: Task, bundles?: readonly EnvBundle[]): CheckVerdict {
  const problems: string[] = [];
  const used = bundles?.filter((b) => task.envs.some((e) => e.bundleId === b.id)) ?? [];
  const routes = routeTools(used);
  for (const [i, t] of task.turns.entries()) {
    const vague = VAGUE_GOAL.exec(t.user);
    const bare = BARE_CHANGE.exec(t.user);
    const hit =
      vague ?? (bare && !/\b(?:to|on)\b/.test(bare[0].replace(/^\S+ /, "")) ? bare : null);
    if (hit) problems.push(`turn ${i} never says what is wanted ("${hit[0].trim()}")`);
    const doc = DOC_SPEAK.exec(t.user);
    if (doc) problems.push(`turn ${i} leaves the value unsaid ("${doc[0]}")`);
    const said = goalWording(t.user);
    if (said) problems.push(`turn ${i} never says what is wanted (${said})`);
    const ownerless = OWNERLESS_ASK.exec(t.user.trim()) ?? OWNERLESS_ATTRIBUTE.exec(t.user);
    if (ownerless) problems.push(`turn ${i} asks for an attribute of nothing ("${ownerless[0]}")`);
    const pronoun = PRONOUN_AS_THING.exec(t.user);
    if (pronoun) problems.push(`turn ${i} names no thing ("${pronoun[0]}")`);
    const machine = MADE_ON_MACHINE.exec(t.user);
    if (machine) problems.push(`turn ${i} makes the machine itself ("${machine[0]}")`);
    const onFile = ON_FILE.exec(t.user);
    // The head noun decides: "the score, name parser type and name parser type alt" is no detail of mine.
    const onFileHead = (onFile?.[1] ?? "").trim().split(/[ ,]+/).pop() ?? "";
    if (onFile && !PERSONAL_DETAIL.test(onFileHead))
      problems.push(
        `turn ${i} asks for "${onFile[1]?.trim()}" as if it were the user's own detail`,
      );
    const calls = task.gold.calls.filter((c) => (c.turn ?? 0) === i);
    // "add a new message for the user.signup message": the call sends `"payload": {}` — what the
    // message holds is never said (Svix, fresh55 blind readers F/A/M on 7 of 60).
    // A required body grounding sent empty (`DescribePools {body: {}}`, masked) lists every
    // record, as asked: nothing is left unsaid (fresh59's chains all dropped so).
    for (const c of calls)
      for (const [k, v] of Object.entries(c.args as Record<string, unknown>))
        if (isObj(v) && Object.keys(v).length === 0 && !c.masked.includes(k))
          problems.push(`turn ${i} never says what the ${k} of ${c.tool} holds (sent empty)`);
    const goal = calls[calls.length - 1];
    const route = goal ? routes.get(goal.tool) : undefined;
    if (!route) continue;
    const named = NAME_AS_TASK.exec(t.user);
    if (named) {
      const words = (named[1] ?? "").trim().split(" ");
      const id = identifierWords(route.tool);
      if (words.every((w) => id.includes(w)) && !id.includes((named[2] ?? "").toLowerCase()))
        problems.push(`turn ${i} reads the tool's name out as a task ("${named[0]}")`);
    }
    // "work out the gender of Japanese names? … it's called "Team fact"", "return the score. It's
    // named "Advanced fact"": a name given to nothing the goal makes — whose names, which score?
    // (fresh23 readers, G). Only a create names what it makes in a sentence of its own.
    const kind = route.bundle.tools.find((x) => x.name === route.tool)?.kind;
    const naming = NAME_OF_NOTHING.exec(t.user);
    if (naming && kind !== "create")
      problems.push(`turn ${i} names nothing the goal makes ("${naming[0]}")`);
    // "send the request", "list the times", "check the stat", "tell me the document information":
    // a thing named by a word that says where data sits, not what it is — a reader cannot tell
    // what the user wants (fresh52/53 dev, G).
    const spec = route.bundle.tools.find((x) => x.name === route.tool);
    const noun = spec ? toolWords(spec).noun : "";
    // Only when the request names it so: "the country of the IP address 1.2.3.4" for IPInfo
    // (noun "ip info") says what is wanted.
    if (
      noun &&
      vagueThing(noun) &&
      new RegExp(`\\b${escapeRegExp(noun)}(?:s|es)?\\b`, "i").test(t.user)
    )
      problems.push(`turn ${i} names the thing by a word that says nothing of it ("${noun}")`);
    const texts = [t.user, ...(t.reveals ?? []).map((r) => r.text)].join(" ");
    const unsaid = unsaidPurpose(texts, route.tool, route.bundle);
    if (unsaid) problems.push(`turn ${i} ${unsaid}`);
  }
  return problems.length === 0
    ? {
        name: "has-goal",
        passed: true,
        evidence: `${task.turns.length} turns each say what is wanted`,
      }
    : { name: "has-goal", passed: false, evidence: problems.join("; ") };
}

/** Plain English: no raw JSON, no template holes, no "undefined"/"[object Object]", sentences closed. */
export function checkWellFormed(task: Task): CheckVerdict {
  const problems: string[] = [];
  for (const [i, raw] of userTexts(task).entries()) {
    const text = withoutFactValues(raw, task);
    if (/undefined|\[object Object\]|\bNaN\b|\bnull\b/.test(text))
      problems.push(`text ${i} has a JS artefact`);
    if (/[{}[\]]|":|\$\{/.test(text)) problems.push(`text ${i} has JSON or template syntax`);
    if (!/^[A-Z"'0-9$€£]/.test(raw.trim()))
      problems.push(`text ${i} does not start with a capital letter`);
    if (!/[.?!]["']?$/.test(raw.trim())) problems.push(`text ${i} does not end a sentence`);
    if (/\b(\w+) \1\b/i.test(text)) problems.push(`text ${i} repeats a word`);
    if (/\ba [aeiou]\w/i.test(text.replace(/\ba u(?:ni|se|sa|su)/gi, "")))
      problems.push(`text ${i} has "a" before a vowel`);
    if (/ {2,}| [,.?!]/.test(raw)) problems.push(`text ${i} has stray spacing`);
  }
  return problems.length === 0
    ? {
        name: "well-formed",
        passed: true,
        evidence: `${userTexts(task).length} user texts are plain sentences`,
      }
    : { name: "well-formed", passed: false, evidence: problems.slice(0, 5).join("; ") };
}

/**
 * What a reader would reject in one user text on its own, before it joins a task: form wording,
 * code identifiers, ISO dates, ids nobody gave the user, talk of tools, and any of `values` (the
 * facts it must state) left out. Model-written text goes through this, then through the task's
 * checks like offline text. Returns problem codes (empty = fine).
 */
export function userTextProblems(
  text: string,
  o: { values: unknown[]; labels: string[]; flags?: string[] },
): string[] {
  const problems: string[] = [];
  if (formWording(text, o.labels)) problems.push("form-wording");
  let plain = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  for (const v of o.values)
    if (typeof v === "string" && v.length > 0 && !/^[a-z]+(?:_[a-z0-9]+)+$/.test(v))
      plain = plain.split(v).join(" ");
  if (codeIdentifier(plain)) problems.push("code-identifier");
  if (ISO_TIMESTAMP.test(text)) problems.push("iso-timestamp");
  if (OPAQUE_ID.test(plain)) problems.push("unknown-id");
  if (TOOL_TALK.test(text)) problems.push("tool-talk");
  const said = new TextIndex(text);
  const lower = text.toLowerCase();
  if (
    o.values.some((v) => typeof v !== "boolean" && !said.mentions(v)) ||
    (o.flags ?? []).some((f) => !lower.includes(f.toLowerCase()))
  )
    problems.push("dropped-a-fact");
  return problems;
}

const ANSWER_ID = /\b[A-Za-z]{2,6}[_-]\d{2,}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-/;
/**
 * An id said under its own label: "the upload ID is …", "the token is …", "the confirmation code
 * is …". A raw field label ("the id reference is add_1009") is no label a person gives it.
 */
const LABELLED_ID =
  /\b(?:ID|id|token|key|confirmation (?:code|number)|tracking number)\*{0,2} (?:is|was) \S+/g;

/** A graded value meaning nothing there (`none`, `0`): said as "there's no …" (build-task). */
export const NONE_WORD = /^(?:none|no|nil|null|n\/a|0|zero)$/i;

/**
 * What a reader would reject in a final answer: JSON, an id, a missing answer fact, or a wall of
 * text. Returns problem codes (empty = fine).
 */
export function answerProblems(answer: string, facts: { value: unknown }[]): string[] {
  const problems: string[] = [];
  if (/[{}[\]]|":/.test(answer)) problems.push("json");
  // A new record's id or token handed back under its label ("The upload ID is 8e5c…", "the token
  // is id_9460") is what the user needs; an id anywhere else is one they never asked for.
  const unlabelled = answer.replace(LABELLED_ID, "");
  if (ANSWER_ID.test(unlabelled)) problems.push("id");
  const said = new TextIndex(answer);
  // A graded "none" is said as an absence ("There's no known interaction between them.").
  const absence = /\b(?:no|not any|none)\b/i.test(answer);
  const saysIt = (v: unknown) =>
    said.mentions(v) ||
    (absence && (typeof v === "string" || typeof v === "number") && NONE_WORD.test(String(v)));
  if (facts.some((f) => typeof f.value !== "boolean" && !saysIt(f.value)))
    problems.push("missed-a-fact");
  if (answer.length > 500) problems.push("too-long");
  // "the advice is The coral needs attention.": a sentence pasted in as a value, unquoted.
  if (/\b(?:is|are) (?:The|A|An|This|It) [a-z]+ [a-z]+/.test(answer))
    problems.push("pasted-sentence");
  return problems;
}

/** What a reader needs to spot a tool's identifier in prose: its words, and the doc's own words. */
export interface IdentifierContext {
  /** Words of each tool name (and its entity), in order: `orderTypesAll` → order, types, all. */
  identifiers: string[][];
  /**
   * Identifiers a machine made (entity keys, generated or verb-last names): a word of theirs the
   * docs never use in prose gives them away. A plain verb-first name (`get_leave_balance`) is
   * already the words people use.
   */
  machine?: Set<string[]>;
  /** Every word the environment's docs use in prose (descriptions, summaries), lower case. */
  prose: Set<string>;
  /**
   * The thing each tool's name names, its verb taken off (`invoice_line_text_templates_delete` →
   * invoice, line, text, template): said whole after "the" or "a", it is a noun phrase, not a name.
   */
  nouns?: string[][];
}

/** Words that end verb-last identifiers (`orderTypesAll`, `permissions_batchDelete`, `…_get`). */
const ID_SUFFIX =
  /^(all|one|add|get|gets|list|search|batch|post|put|patch|create|update|delete|insert)$/;
/** Verbs that open identifiers; after "my"/"a new" they are a name read aloud ("add my start …"). */
const ID_VERB =
  /^(get|list|search|post|put|patch|start|stop|install|check|create|add|update|delete|remove|set|send|verify|generate|fetch|is|has)$/;

const identifierMemo = new EnvSetMemo(identifierContext);
/** `identifierContext(bundles)`, built once per set of environments. */
export function identifiersOf(bundles: readonly EnvBundle[]): IdentifierContext {
  return identifierMemo.get(bundles);
}

/** Build the identifier context of the environments a task uses. */
export function identifierContext(bundles: readonly EnvBundle[]): IdentifierContext {
  const identifiers: string[][] = [];
  const machine = new Set<string[]>();
  const prose = new Set<string>();
  const nouns: string[][] = [];
  for (const b of bundles) {
    for (const w of (b.description ?? "").toLowerCase().split(/[^a-z0-9']+/)) if (w) prose.add(w);
    for (const t of b.tools) {
      const words = identifierWords(t.name);
      identifiers.push(words);
      const noun = words.map((w) => singular(w));
      if (ID_VERB.test(noun[0] ?? "")) noun.shift();
      if (ID_SUFFIX.test(noun[noun.length - 1] ?? "")) noun.pop();
      if (noun.length >= 2 && !noun.some((w) => ID_SUFFIX.test(w) || ID_VERB.test(w)))
        nouns.push(noun);
      if (meaningfulNameWords(t.name).join(" ") !== words.join(" ")) machine.add(words);
      if (t.entity) {
        const ent = identifierWords(t.entity);
        identifiers.push(ent);
        machine.add(ent);
      }
      const doc = `${t.annotations?.title ?? ""} ${t.description ?? ""}`
        .replace(/<[^>]*>|`[^`]*`|https?:\/\/\S+/g, " ")
        .toLowerCase();
      for (const w of doc.split(/[^a-z0-9']+/)) if (w) prose.add(singular(w));
      // Field names are the domain's words too ("leave balance", "device state").
      const fields = (schema: unknown, depth: number): void => {
        if (depth > 3 || schema === null || typeof schema !== "object") return;
        const o = schema as Record<string, unknown>;
        for (const [k, v] of Object.entries((o.properties ?? {}) as Record<string, unknown>)) {
          for (const w of identifierWords(k)) prose.add(singular(w));
          fields(v, depth + 1);
        }
        if (o.items) fields(o.items, depth + 1);
      };
      fields(t.inputSchema, 0);
      fields(t.outputSchema, 0);
    }
  }
  return { identifiers, prose, machine, nouns };
}

/** Words before a noun phrase: "the invoice line text template", "a new invoice line". */
const NOUN_OPENER = /^(?:the|a|an|my|your|our|this|that|its|their|new|each|every)$/;

/**
 * Whether the identifier words at `i`, `i + 1` lie inside a tool name's own noun said whole as a
 * noun phrase ("I've removed the invoice line text template." for
 * `invoice_line_text_templates_delete`): words in their natural order, not an identifier read out.
 */
function saidAsNoun(words: readonly string[], i: number, nouns: readonly string[][]): boolean {
  for (const noun of nouns) {
    for (let s = Math.max(0, i + 2 - noun.length); s <= i; s++) {
      if (!NOUN_OPENER.test(words[s - 1] ?? "")) continue;
      if (!noun.every((w, k) => words[s + k] === w)) continue;
      const next = words[s + noun.length];
      if (next === undefined || !(ID_SUFFIX.test(next) || ID_VERB.test(next))) return true;
    }
  }
  return false;
}

/**
 * A tool's identifier read out as if it were words ("find the racecards free v1 racecards free
 * gets", "order the types all", "add my start zappiti service", "add a new name delta"):
 * a version token; an identifier's verb-last suffix right after its noun ("types all",
 * "permissions batch"); an identifier's verb used as a noun after "my"/"a new"; "the all …";
 * or two consecutive identifier words of which one never occurs in the docs' prose.
 */
export function toolNameEcho(text: string, ctx?: IdentifierContext): string | undefined {
  const version = /\bv\d+(?:beta\d*|alpha\d*)?\b/i.exec(text);
  if (version) return version[0];
  const theAll = /\b(?:the|a|an|my) all [a-z]+s\b/i.exec(text);
  if (theAll) return theAll[0];
  if (!ctx) return undefined;
  // A tool's name as written ("search_employees", "deleteInvoiceLine"): code, whatever its words.
  for (const m of text.matchAll(
    /\b[A-Za-z][a-z0-9]*(?:_[A-Za-z0-9]+)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g,
  )) {
    const code = identifierWords(m[0]).map((w) => singular(w));
    if (code.length < 2) continue;
    const within = (id: string[]) =>
      id.some((_, s) => code.every((w, k) => singular(id[s + k] ?? "") === w));
    if (ctx.identifiers.some(within)) return m[0];
  }
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => singular(w));
  for (const raw of ctx.identifiers) {
    if (raw.length < 2) continue;
    const id = raw.map((w) => singular(w));
    // `post_last_media` said as "add a new last media": the HTTP verb became "add", the rest stayed.
    if (/^(post|put|patch)$/.test(id[0] as string) && id.length >= 3) {
      const rest = id.slice(1).join(" ");
      // Only as a whole noun phrase: "the last media playback" is the doc's own words.
      const m = new RegExp(
        `\\b(?:new|my|the|a|an) ${rest}(?= (?:for|with|and|please|on|to|in|from|of|at|now|already|quickly|thank|thanks|called|named|cheers)\\b|$)`,
      ).exec(words.join(" "));
      if (m) return m[0];
    }
    for (let i = 0; i + 1 < words.length; i++) {
      const a = words[i] as string;
      const b = words[i + 1] as string;
      for (let j = 0; j + 1 < id.length; j++) {
        if (id[j] !== a || id[j + 1] !== b) continue;
        if (ID_SUFFIX.test(b) && !ID_VERB.test(a)) return `${a} ${b}`;
        const unknown = (w: string) => !ctx.prose.has(w) && !ctx.prose.has(singular(w));
        if (
          (!ctx.machine || ctx.machine.has(raw)) &&
          (unknown(a) || unknown(b)) &&
          !saidAsNoun(words, i, ctx.nouns ?? [])
        )
          return `${a} ${b}`;
      }
      // "add my start zappiti service", "add a new install zappiti service".
      const det = i > 0 ? words[i - 1] : undefined;
      const j = id.indexOf(a);
      if (
        j >= 0 &&
        id[j + 1] === b &&
        ID_VERB.test(a) &&
        (det === "my" || det === "new" || det === "the" || det === "a")
      )
        return `${det} ${a} ${b}`;
    }
  }
  return undefined;
}

/** A machine-written enum value in a user's words (`UPLINK_COUNT_7`, `ABOVE_RACK`, `MAX_1800_LBS`). */
const RAW_ENUM = /\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/;

/**
 * A placeholder the environment writes where nobody wrote anything ("No description provided.",
 * "No notes.", "Message text: OK"), said by a user as the value they want: a person asked for a
 * text writes one. Readers marked these on fresh8 (`It's for "No description provided."`).
 */
const PLACEHOLDER_SAID =
  /\bno [a-z]+(?: [a-z]+){0,3} provided\b|"no [a-z]+(?: [a-z]+){0,3}\.?"|"[a-z]+(?: [a-z]+){0,3}: ok\.?"/i;

/**
 * Values said as a form or a machine says them: raw enum codes; a value that repeats its field's
 * name ("the uplink count to uplink count 3"); a switch said by its parameter name ("without use
 * admin access", "Yes, with write."); an address assembled from parts that are not an address
 * ("my address is Suite 200, M5V 1K2, CA, DE, stainless water bottle").
 */
export function rawValueWording(text: string): string | undefined {
  const raw = RAW_ENUM.exec(text);
  if (raw) return raw[0];
  const placeholder = PLACEHOLDER_SAID.exec(text);
  if (placeholder) return placeholder[0];
  for (const m of text.matchAll(/\bthe ((?:[a-z]+ ){0,3}[a-z]+) to ([a-z]+)\b/gi)) {
    const label = (m[1] ?? "").toLowerCase().split(" ");
    if (label.includes((m[2] ?? "").toLowerCase()) && label.length > 0) return m[0];
  }
  const flag = /\bwith(?:out)? (?:use|is|has|enable|allow|include|show)\b/i.exec(text);
  if (flag) return flag[0];
  const bare = /^(?:yes|no),? with(?:out)? [a-z]+\.?$/i.exec(text.trim());
  if (bare) return bare[0];
  const addr = /\baddress is ([^.!?]*?\d[^.!?]*?)(?:[.!?](?:\s|$)|$)/i.exec(text);
  if (addr?.[1]) {
    const parts = addr[1].split(/,\s*/).map((p) => p.trim());
    const codes = parts.filter((p) => /^[A-Z]{2}$/.test(p)).length;
    const plain = parts.some((p) => /^[a-z][a-z '()0-9-]*$/.test(p) && !/\d/.test(p));
    if (codes >= 2 || plain) return `address is ${addr[1]}`;
  }
  if (/\baddress is \d{3,6}[.!?]?$/i.test(text.trim()) || /\baddress is \d{3,6}\./i.test(text))
    return "address is a postcode";
  // A card's magnetic-stripe data (';4111111111111111=0805…?'): a reader writes it, no one says it
  // (qualpay's card_swipe, fresh18).
  const track = /[;%]?\b\d{12,19}=\d{6,}\??/.exec(text);
  if (track) return track[0];
  return undefined;
}

/** The assistant asked for a yes/no switch as if it were a value ("Which raw is it?"). */
export function yesNoAsk(question: string, reply: string): boolean {
  return /^(?:which|what)\b/i.test(question.trim()) && /^(?:yes|no)\b/i.test(reply.trim());
}

/** A result with something to say (not `{}`, `[]`, `null` or an empty string). */
function saysSomething(result: string): boolean {
  const t = result.trim();
  return t.length > 0 && !/^(?:\{\s*\}|\[\s*\]|null|""|true|false)$/.test(t);
}

/** Answers that say nothing: "Done, that's taken care of.", "All set." */
const EMPTY_ANSWER =
  /^(?:done|all set|ok(?:ay)?|sure|great)\b[^.!]*[.!]?(?:\s*(?:that's|it's) (?:taken care of|done)[.!]?)?$/i;

/**
 * What a reader rejects in an answer beyond `answerProblems`: nothing said although the tools
 * returned something ("Done, that's taken care of." after a created site), response-envelope
 * facts ("the status is ok and the operation is add"), a code in lower case ("the state is co"),
 * the request echoed back as the answer, a tool identifier read out ("I found 8 racecards free v1
 * racecards free gets"). Returns problem codes.
 */
export function answerReaderProblems(
  answer: string,
  ctx: {
    request?: string;
    results?: string[];
    identifiers?: IdentifierContext;
    /** Input names (as words) of the tools called for this answer: "the max return is …" echoes one. */
    paramWords?: string[];
    /** The closing answer of the turn before (a follow-up must answer about what it changed). */
    previous?: string;
    /** Arguments (JSON) of the calls made for this answer, in order. */
    args?: string[];
  } = {},
): string[] {
  const problems: string[] = [];
  const a = answer.trim();
  if (
    (EMPTY_ANSWER.test(a) || /\btaken care of\b/i.test(a) || READ_DONE.test(a)) &&
    a.length < 60 &&
    (ctx.results ?? []).some(saysSomething)
  )
    problems.push("empty");
  if (
    /\b(?:status|result) (?:is|was) (?:ok|okay|success|successful|200)\b|\boperation is\b/i.test(a)
  )
    problems.push("envelope");
  if (
    /\b(?:state|country|region|province|currency)(?: code)? (?:is|was) [a-z]{2,3}\b(?![-'])/.test(a)
  )
    problems.push("lower-code");
  if (ctx.request) {
    const values = [...a.matchAll(/\b(?:is|are) ("?)([^,.;"]+?)\1(?=,| and |\.|$)/g)].map((m) =>
      (m[2] ?? "").trim().toLowerCase(),
    );
    const req = ctx.request.toLowerCase();
    if (
      // Two or more facts that only repeat the request; one restated change is a confirmation.
      values.length > 1 &&
      values.every((v) => v.length > 1 && req.includes(v)) &&
      !/\bI've\b/.test(a)
    )
      problems.push("echo");
  }
  if (toolNameEcho(a, ctx.identifiers)) problems.push("tool-name");
  const results = ctx.results ?? [];
  // The last call is what the answer reports on; a lookup on the way may hold an `error` field
  // of its records (a site's last deploy error) without anything having failed.
  const goal = results[results.length - 1] ?? "";
  if (carriesError(goal) && !ADMITS_TROUBLE.test(a)) problems.push("claims-success");
  // "there are zero firewalls right now" after a search with a time window or a query: nothing
  // matched the search, which is not "zero firewalls".
  if (ZERO_NOW.test(a) && narrowed(ctx.args?.[ctx.args.length - 1], ctx.request ?? ""))
    problems.push("zero-overclaims");
  // "there are zero co2 matching "real"" where "real" was the `ordering`: how to sort is no filter.
  const matching = /\bmatching "([^"]+)"/.exec(a)?.[1];
  const lastArgs = parseObject(ctx.args?.[ctx.args.length - 1]) as
    | Record<string, unknown>
    | undefined;
  if (
    matching &&
    lastArgs &&
    Object.entries(lastArgs).some(([k, v]) => SORT_ARG.test(k) && String(v) === matching)
  )
    problems.push("sort-as-filter");
  // "update the tag to billing" → "I've updated the tag service inventory.": the change the user
  // asked for never confirmed.
  if (
    /^I've (?:updated|changed|set|edited|modified|renamed|moved|adjusted)\b/.test(a) &&
    unconfirmedChange(ctx.args?.[ctx.args.length - 1], ctx.request ?? "", a)
  )
    problems.push("unconfirmed-change");
  // "list the Tweet Counts" answered without the count the record holds (`"tweet_count":10`), or
  // "add an auth token" without the token made.
  const figure = askedFigure(ctx.request ?? "", a, goal);
  if (figure) problems.push(figure);
  const items = listedItems(a);
  // A name said bare beside the same name with a detail is said twice too: "among them Computer
  // Equipment (locks 42), Custom and Computer Equipment" (b52 readers, B).
  const bare = items.map((x) => x.replace(/\s+\([^)]*\)$/, "").toLowerCase());
  if (
    new Set(items.map((x) => x.toLowerCase())).size < items.length ||
    items.some((x, i) => !/\)$/.test(x) && bare.indexOf(bare[i] ?? "") !== i) ||
    items.some(
      (x, i) =>
        /\)$/.test(x) &&
        bare.lastIndexOf(bare[i] ?? "") !== i &&
        !/\)$/.test(items[bare.lastIndexOf(bare[i] ?? "")] ?? ""),
    )
  )
    problems.push("repeated-items");
  // "I found 1 folder: DistributedVirtualPortgroup.", "among them a standard, a custom and an
  // external": a record's sort passed off as its name.
  if (
    items.some((x) => {
      const keys = keysOf(results, x.replace(/^(?:an?|one) /i, ""));
      return keys.length > 0 && keys.every((k) => SORT_KEY.test(k));
    })
  )
    problems.push("items-by-type");
  const found = /\bI found (\d+)\b/.exec(a);
  // "among them one on Jan 23 at 2:30 pm, one on Jan 15 at 8 am…": messages told by their times
  // while each names who sent it or whom it went to.
  if (items.length > 0 && items.every((x) => DATE_ONLY_ITEM.test(x)) && hasParty(goal))
    problems.push("items-by-date");
  // "I found 9 point meta stop types, among them internal, standard and external." over a list of
  // 9 with 3 distinct values: the count is of repeats, not of things.
  if (found && countsRepeats(Number(found[1]), goal)) problems.push("counted-repeats");
  // "I found 2 business user permissions" over `"total":113,"hasMore":true`: a page is not all.
  const total = totalIn(goal);
  if (found && total !== undefined && Number(found[1]) < total) problems.push("count-below-total");
  // "list the timezone names" → "North America and Latin America": items from the result's
  // `regions` while its `timezones` were asked for.
  if (wrongList(items, goal, ctx.request ?? "")) problems.push("wrong-list");
  // "I've removed the jsapp. The jsapp is Atlanta code json.": the thing removed or changed,
  // labelled as its own fact (a made token, "the token is …", is news).
  const confirmed =
    /\bI've (?:removed|deleted|updated|changed|cancell?ed|archived|edited) (?:the|my) ((?:[a-z]+ ){0,3}[a-z]+)\b/.exec(
      a,
    )?.[1];
  if (
    confirmed &&
    new RegExp(`\\bThe ${lastWord(confirmed)} (?:is|are)\\b`, "i").test(a.slice(a.indexOf(".") + 1))
  )
    problems.push("self-label");
  if (NOTHING_FOUND.test(a) && results.some(hasContent)) problems.push("false-empty");
  // "there are zero expenses" is true only when every list that came back is empty.
  if (/\bthere (?:are|is) (?:zero|no)\b/i.test(a) && hasItems(results[results.length - 1] ?? ""))
    problems.push("false-empty");
  if (BARE_COUNT.test(a) && !/\bhow many\b|\bnumber of\b|\bcount\b/i.test(ctx.request ?? ""))
    problems.push("bare-count");
  const asked = askedThings(ctx.request ?? "");
  if (asked && results.some(hasContent) && !NOTHING_FOUND.test(a) && !saysWord(a, asked))
    problems.push("off-topic");
  // A write's confirmation restates what the user asked for ("the start date is January 4").
  // "I've checked the summary." confirms a read: what follows it is its answer, held to the same
  // test ("The start is Jan 28" — the search's own paging input).
  const confirmsWrite =
    /\bI've\b/.test(a) &&
    !/^I've (?:checked|looked up|found|searched|fetched|retrieved|verified|viewed)\b/.test(a);
  const req = ctx.request ?? "";
  for (const m of a.matchAll(/\b[Tt]he ((?:[a-z]+ ){0,3}[a-z]+) (?:is|are|was|were)\b/g)) {
    if (confirmsWrite) break;
    const label = (m[1] ?? "").toLowerCase();
    if (!(ctx.paramWords ?? []).includes(label)) continue;
    // An input the user asked to be told ("what the margin and text … are") is answered, not
    // echoed, unless the request gave it ("for the filter "Orion Filter"").
    if (askedLabel(req, label)) continue;
    problems.push("input-echo");
    break;
  }
  const labels = [...a.matchAll(/\b[Tt]he ((?:[a-z]+ ){0,3}[a-z]+) (?:is|are|was|were)\b/g)].map(
    (m) => m[1] ?? "",
  );
  // "The liveness page is Contact." after "tell me the liveness page": the label asked for is the answer.
  if (
    labels.length > 0 &&
    labels.every((l) => METADATA.test(l)) &&
    !labels.some((l) => req.toLowerCase().includes(l.toLowerCase()))
  )
    problems.push("metadata");
  if (placeholderValue(a) || qualifiedOwnWord(a)) problems.push("placeholder");
  // "The request is Request 2." as the whole answer: the value is its own label and a number,
  // the generator's stand-in for a thing nobody named, and nothing else is said.
  else if (
    /^(?:[^.]*\. )?[Tt]he ([a-z]+) (?:is|was) ([A-Z][a-z]+) \d{1,3}\.$/
      .exec(a.trim())
      ?.slice(1, 3)
      .every((w, _i, l) => w.toLowerCase() === l[0]?.toLowerCase())
  )
    problems.push("placeholder");
  // "the payment status is paid" over `"paid":false` (in the record or the call that made it): a
  // status the record's own flag denies.
  for (const m of a.matchAll(/\bstatus (?:is|was) ([a-z]+ed|paid)\b/gi))
    if (
      [...results, ...(ctx.args ?? [])].some((r) =>
        r.includes(`"${(m[1] ?? "").toLowerCase()}":false`),
      )
    ) {
      problems.push("contradicts-flag");
      break;
    }
  // "The state is 2.", "a privacy of 3": a state's code where its meaning is what a person is told.
  if (/\b[Tt]he (?:state|status|privacy|visibility|mode) (?:is|was) \d+\b(?! ?(?:%|[a-z]))/.test(a))
    problems.push("code-as-value");
  // "The answer is "90.32".", "The task is parse.": a label that says nothing of what the value is.
  const said = [...a.matchAll(/\b[Tt]he ([a-z]+) (?:is|are|was)\b/g)].map((m) => m[1] ?? "");
  if (said.length > 0 && said.every((l) => GENERIC_LABEL.test(l))) problems.push("generic-label");
  // "get the image recognized" → "I've got the image recognized.": the result was the point.
  if (
    RESULT_VERB.test(ctx.request ?? "") &&
    results.some(hasContent) &&
    !/\b(?:is|are|was|were|found|shows?|says?|reads?|looks?|contains?)\b/i.test(a)
  )
    problems.push("no-result");
  // "How old is the person in the image?" answered with a link while the result held
  // `"answer":21.96`: what the call worked out is the answer.
  if (RESULT_VERB.test(ctx.request ?? "") && missesComputed(goal, a))
    problems.push("misses-the-result");
  if (garbledPhrase(a)) problems.push("garbled");
  // "I've worked out the country and phone prefix." — a computation confirmed and nothing of what
  // it worked out said (fresh23 readers, B, 6 of 30).
  if (COMPUTED_CONFIRM.test(a) && !/\b(?:is|are|was|were)\b/.test(a))
    problems.push("nothing-worked-out");
  // "The lowest fare is 741.5.": a sum of money with no currency (fresh23 readers, B).
  if (
    /\b(?:fare|price|cost|fee)s? (?:is|are|was) -?\d+(?:\.\d+)?(?![\d.]*\s*(?:[A-Z]{3}\b|[a-z]*(?:dollars?|euros?|pounds?)))/.test(
      a,
    )
  )
    problems.push("money-without-currency");
  // "The ppm is restish.": a field named for a unit (ppm, kg, rpm) said as a word.
  const unitWord =
    /\b[Tt]he (ppm|ppb|kg|cm|mm|km|rpm|bpm|dpi|kwh|mph|mg|ml) (?:is|was) ([a-z]+)\b/.exec(a);
  if (unitWord) problems.push("word-for-a-measure");
  // "The width is 7 cm" where neither the user nor the result gave a unit: a guessed unit.
  for (const m of a.matchAll(MEASURE_SAID)) {
    const unit = m[3] ?? "";
    const key = looseWord(m[1] ?? "");
    const inKey = results.some((r) =>
      [...r.matchAll(/"([^"]+)":/g)].some((k) => {
        const w = looseWord(k[1] ?? "");
        return w.startsWith(key) && w.endsWith(looseWord(unit));
      }),
    );
    if (!inKey && !new RegExp(`\\d ?${escapeRegExp(unit)}\\b`).test(ctx.request ?? "")) {
      problems.push("invented-unit");
      break;
    }
  }
  // "I've stopped the shut down slicebox.", "I've submitted the 1 or more SMS messages.": the
  // operation summary's words left in the thing confirmed.
  if (DOC_WORDS_OBJECT.test(a)) problems.push("garbled");
  if (PRONOUN_AS_THING.test(a)) problems.push("garbled");
  problems.push(...writeAnswerProblems(a, ctx.request ?? "", results));
  problems.push(...confirmationProblems(a, ctx.request ?? "", results, ctx.previous));
  return problems;
}

/** A request that asks for a change and nothing to be found or told. */
const WRITE_ASKED =
  /\b(?:add|create|make|set up|register|invite|enrol|enroll|remove|delete|update|change|upload|send|book)\b/i;
const FIND_ASKED =
  /\b(?:find|list|show|check|look up|search|tell me|what|which|how many|see|get me|look at)\b/i;

/**
 * What a reader rejects in the answer to a write (fresh19 readers, B), each judged from the turn:
 * - `found-after-write`: "I found 1 user" after the user asked to add one — a write is confirmed,
 *   not reported as a search;
 * - `unasked-link`: "I've added the user invite. The avatar URL is https://…" — a record's picture
 *   or page nobody asked about, tacked onto the confirmation;
 * - `code-as-word`: "The type is scan." over `"type":"SCAN"` — a type's code read as a word;
 * - `link-untold`: "I've added the application presigned url." — the link asked for, not given.
 */
export function writeAnswerProblems(answer: string, request: string, results: string[]): string[] {
  const out: string[] = [];
  const asksWrite = WRITE_ASKED.test(request) && !FIND_ASKED.test(request);
  if (asksWrite && /\bI found \d+\b/.test(answer)) out.push("found-after-write");
  const link = /^I've [a-z]+ [^.]*\.\s+The ((?:[a-z]+ ){0,3})(?:URL|url|link) is https?:\/\//.exec(
    answer,
  );
  const req = request.toLowerCase();
  if (link && !/\b(?:link|url|address|page)\b/.test(req)) {
    const words = (link[1] ?? "").trim().split(" ").filter(Boolean);
    if (words.length > 0 && !words.every((w) => req.includes(w.toLowerCase())))
      out.push("unasked-link");
  }
  // "I've added the application presigned url." — the link a write made and the user asked for,
  // never handed over (fresh61 readers, B).
  const madeLink =
    /^I've [a-z]+ (?:the|a|an|your) (?:[a-z]+ ){0,3}(?:url|uri|link)\b/i.test(answer) ||
    /\b(?:get|send|give|make)(?: me)? a (?:new )?link\b/i.test(request);
  if (madeLink && !/https?:\/\//.test(answer) && results.some((r) => /"https?:\/\//.test(r)))
    out.push("link-untold");
  for (const m of answer.matchAll(
    /\b[Tt]he (?:[a-z]+ )?(?:type|kind|category) (?:is|was) ([a-z]{3,})\b/g,
  )) {
    const code = (m[1] ?? "").toUpperCase();
    if (results.some((r) => r.includes(`":"${code}"`))) {
      out.push("code-as-word");
      break;
    }
  }
  return out;
}

/** "I've opened the ticket "Elwyn Dietrich"": the noun a confirmation gives a quoted name. */
const CONFIRMED_NAME =
  /\bI've [a-z]+(?: (?!the\b)[a-z]+){0,2} the ((?:(?!(?:for|to|on|with|of|in|from|the)\b)[a-z]+ ){0,3}[a-z]+) "([^"]+)"/;
/** List keys that say nothing of what their records are. */
const GENERIC_HOLDER = /^(?:items|results|data|records|list|entries|values?|hits|content)$/i;
/** Labels a write's confirmation may state although the request never said them. */
const WRITE_NEWS =
  /\b(?:status|time|date|start|end|when|total|amount|price|cost|fee|balance|reference|confirmation|number|due|ready|eta)\b/;
/** Fields that hold a person's free text about a record, not what the record is called. */
const NOTE_KEY = /^(?:notes?|description|comments?|text|body|message|reason|details|remarks?)$/i;

/** Where a value sits in tool results: the key of the object or list that holds it ("" = top). */
function holders(results: string[], value: string): string[] {
  const out: string[] = [];
  const want = value.trim().toLowerCase();
  const visit = (v: unknown, parent: string, depth: number): void => {
    if (depth > 6) return;
    if (Array.isArray(v)) for (const x of v) visit(x, parent, depth + 1);
    else if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (typeof x === "string" && x.trim().toLowerCase() === want) out.push(parent);
        else visit(x, k, depth + 1);
      }
  };
  for (const r of results) {
    try {
      visit(JSON.parse(r), "", 0);
    } catch {
      // not JSON
    }
  }
  return out;
}

/** Keys that name a record the way a person names it. */
export const NAME_KEY =
  /^(?:name|title|song|subject|headline|display_?name|full_?name|displayName|fullName)$/;

/** A string value's keys in each record of the results, with the record's own name if it has one. */
export function namingKeys(results: string[], value: string): { key: string; ownName?: string }[] {
  const out: { key: string; ownName?: string }[] = [];
  const want = value.trim().toLowerCase();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 6 || v === null || typeof v !== "object") return;
    if (Array.isArray(v)) {
      for (const x of v) visit(x, depth + 1);
      return;
    }
    const rec = v as Record<string, unknown>;
    const own = Object.entries(rec).find(([k, x]) => NAME_KEY.test(k) && typeof x === "string");
    for (const [k, x] of Object.entries(rec)) {
      if (typeof x === "string" && x.trim().toLowerCase() === want)
        out.push({ key: k, ...(own ? { ownName: String(own[1]) } : {}) });
      else visit(x, depth + 1);
    }
  };
  for (const r of results) {
    try {
      visit(JSON.parse(r), 0);
    } catch {
      // Not JSON: nothing to name items by.
    }
  }
  return out;
}

/** Things a person writes: a list of them is told by what each says. */
export const WRITTEN_NOUN =
  /^(?:comment|review|reply|message|note|post|feedback|remark|tweet|answer|testimonial)$/;

/** The keys whose string value equals `value` in tool results. */
function keysOf(results: string[], value: string): string[] {
  return namingKeys(results, value).map((k) => k.key);
}

function lastWord(phrase: string): string {
  return singular(phrase.trim().toLowerCase().split(/\s+/).pop() ?? "");
}

/**
 * What a reader rejects in a confirmation or a follow-up answer:
 * - `wrong-label`: a name confirmed as the made thing's although it names another record
 *   ("I've opened the ticket "Elwyn Dietrich"" — an employee; "the schedule "Kitchen speaker"" — a
 *   device);
 * - `wrong-thing`: the container confirmed instead of what was added to it ("add a comment to the
 *   ticket" → "I've added the ticket.");
 * - `unasked-fact`: a write confirmed with a field the user never asked about ("the note is
 *   "Moving house"", "the repeat is weekdays", "the priority is high");
 * - `misses-the-change`: "how does it look now?" after a change answered without what changed;
 * - `items-by-note`: a list told by its items' notes instead of what they are;
 * - `off-target`: a question about one thing ("the leave balance") answered with other fields.
 */
export function confirmationProblems(
  answer: string,
  request: string,
  results: string[],
  previous?: string,
): string[] {
  const problems: string[] = [];
  const req = request.toLowerCase();
  const named = CONFIRMED_NAME.exec(answer);
  if (named) {
    const noun = lastWord(named[1] ?? "");
    const name = named[2] ?? "";
    const own = name.toLowerCase().endsWith(noun);
    const where = holders(results, name);
    const elsewhere =
      where.length > 0 &&
      where.every(
        (h) =>
          h !== "" &&
          !GENERIC_HOLDER.test(h) &&
          // A record's own list of its names (`names: [{name}]`) holds its own name.
          !/^(?:names|titles)$/i.test(h) &&
          singular(looseWord(h)) !== noun &&
          // "orgs" holds an organization's name (b52 dev: "I've removed the organization …").
          !clippedFormOf(singular(looseWord(h)), noun) &&
          // `custom_field` holds a custom field's label.
          singular(identifierWords(h).pop() ?? "") !== noun,
      );
    // The word the request says just before the name: a preposition ("for Elwyn Dietrich") or
    // another noun ("the device "Living Room speaker"") says the name is another record's.
    const at = req.indexOf(name.toLowerCase());
    const before = at > 0 ? /([a-z]+)\W*$/.exec(req.slice(0, at))?.[1] : undefined;
    // "update its title to Spring Onboarding": the record's new name, not another record's.
    const renamed =
      at > 0 && /\b(?:title|name|label|rename \w+|call it|name it) to\W*$/.test(req.slice(0, at));
    const saidOfOther =
      before !== undefined &&
      !renamed &&
      (/^(?:for|with|to|on|from|by)$/.test(before) ||
        (!/^(?:a|an|the|my|named|called|is|it|its|it's|as|of)$/.test(before) &&
          singular(before) !== noun &&
          /^(?:device|employee|customer|user|person|patient|doctor|room|product|account|member|contact|team|project|vehicle|home|site|store)$/.test(
            singular(before),
          )));
    if (!own && (elsewhere || saidOfOther)) problems.push("wrong-label");
  }
  const added =
    /\b(?:add|post|leave|write|attach|put|log)(?: a| an| the| my| this)? ([a-z]+) (?:to|on|onto) (?:the|my|this|that) ([a-z]+)\b/.exec(
      req,
    );
  if (added && added[1] !== added[2]) {
    const container = added[2] ?? "";
    if (new RegExp(`\\bI've [a-z]+ the ${container}\\b`).test(answer)) problems.push("wrong-thing");
  }
  // Without the request nobody can tell what was asked.
  if (req && /\bI've\b/.test(answer)) {
    for (const m of answer.matchAll(
      /\b[Tt]he ((?:[a-z]+ ){0,3}[a-z]+) (?:is|are) ("?)([^,."]+?)\2(?=,| and |\.|$)/g,
    )) {
      const label = m[1] ?? "";
      const value = (m[3] ?? "").trim().toLowerCase();
      if (WRITE_NEWS.test(label)) continue;
      if (label.split(" ").some((w) => w.length > 2 && req.includes(w))) continue;
      if (value.length > 0 && req.includes(value)) continue;
      problems.push("unasked-fact");
      break;
    }
  }
  if (previous && /\bnow\b/.test(req)) {
    const changed = [...previous.matchAll(/\b[Tt]he ((?:[a-z]+ ){0,2}[a-z]+) (?:is|are)\b/g)]
      .map((m) => m[1] ?? "")
      .filter((l) => !WRITE_NEWS.test(l));
    if (
      /\bI've\b/.test(previous) &&
      changed.length > 0 &&
      !changed.some((l) => answer.toLowerCase().includes(l))
    )
      problems.push("misses-the-change");
  }
  const quoted = [...answer.matchAll(/"([^"]{3,80})"/g)].map((m) => m[1] ?? "");
  // Comments and reviews are what they say: quoting each is the answer, not a note passed off.
  const listedNoun = /\bI found \d+ ([a-z ]+?)(?::|,)/.exec(answer)?.[1] ?? "";
  if (
    /\b(?:I found|among them|there (?:is|are))\b/.test(answer) &&
    !WRITTEN_NOUN.test(lastWord(listedNoun)) &&
    quoted.some((q) => {
      const keys = keysOf(results, q);
      return keys.length > 0 && keys.every((k) => NOTE_KEY.test(k));
    })
  )
    problems.push("items-by-note");
  const asked =
    /\b(?:tell me|find out|check|look up|what(?:'s| is| are))(?: me)? (?:the|my) ((?:[a-z]+ ){0,2}[a-z]+)/
      .exec(req)?.[1]
      ?.replace(/ (?:of|for|on|in|from|with|to|at|by)\b.*$/, "");
  if (asked && !/^(?:state|details?|info|status)$/.test(lastWord(asked))) {
    const key = asked.replace(/\s+/g, "");
    const inResult = results.some((r) => {
      const keys = [...r.matchAll(/"([^"]+)":/g)].map((m) => looseWord(m[1] ?? ""));
      return keys.some((k) => k === key || k.endsWith(key));
    });
    if (inResult && !answer.toLowerCase().includes(lastWord(asked))) problems.push("off-target");
  }
  return problems;
}

/** A key as one lowercase word: `leave_balance`, `leaveBalance` → "leavebalance". */
function looseWord(key: string): string {
  return key.replace(/[^A-Za-z0-9]/g, "").toLowerCase();
}

const GENERIC_LABEL =
  /^(?:answer|result|results|task|value|data|output|response|info|item|count|total|number)$/;

/** A request made for what comes back: recognise, detect, translate, classify, analyse … */
const RESULT_VERB =
  /\b(?:recogni[sz]e|detect|identify|classify|analy[sz]e|translate|convert|calculate|estimate|predict|transcribe|summari[sz]e)d?\b|^(?:what|how|who|which|is|are|does)\b[^?]*\?/i;

/** Labels of facts about the call, not the thing asked for (credits, quotas, timings, versions). */
const METADATA =
  /\b(?:credits?|quota|version|epoch|processing|usage|cursor|offset|page|limit|rate|latency|elapsed|max return|request id|data type)\b/;

/** The things a list/find request asks for ("list the reviews" → "review"), singular. */
function askedThings(request: string): string | undefined {
  const m =
    /\b(?:list|show|find|get|see|pull up|look up|search(?: for)?|fetch)(?: me)? (?:all |any |the |my |all the |all my )?((?:[a-z]+ ){0,2}[a-z]+s)\b/i.exec(
      request,
    );
  if (!m) return undefined;
  const noun = (m[1] ?? "").split(" ").pop() ?? "";
  if (noun.length < 4 || /^(?:details|results|items|things|ones|this|thanks|is|was|as)$/.test(noun))
    return undefined;
  return singular(noun);
}

/** An answer that admits the tool reported a problem. */
const ADMITS_TROUBLE =
  /\b(?:error|errors|invalid|fail(?:ed|s|ure)?|couldn't|could not|can't|cannot|unable|rejected|problem|not (?:accepted|valid|go through)|didn't go through)\b/i;
/** "I couldn't find anything.", "There are no results." */
const NOTHING_FOUND =
  /\b(?:couldn't|could not|didn't|did not) find (?:anything|any)\b|\bno (?:results|matches)\b|\bfound nothing\b|\bnothing (?:matched|came up)\b/i;
/** A read confirmed as done, with nothing it found: "I've checked the name." */
const READ_DONE =
  /^I've (?:checked|looked up|found|got|fetched|retrieved|verified|searched|viewed|seen) (?:the|my|a|an) [^.,;:]+\.?$/i;
/** "There are zero X right now": a claim about all records, not about a search. */
const ZERO_NOW = /\bthere (?:are|is) zero\b[^.]*\bright now\b/i;
/** Keys that hold what sort a record is. */
const SORT_KEY = /(?:^|_)(?:kind|type|category)$|Type$/;
/** Arguments that pick a record or shape the response rather than narrow a search. */
const SELECTING_ARG =
  /(?:^|_)(?:id|ids|slug|key|uuid)$|Ids?$|^(?:page|per_?page|limit|offset|size|cursor|sort|order|ordering|sort_?by|order_?by|fields|format)$|login|user_?name|account|owner|auth|token/i;

/** Arguments that say how to order what is found, never what to find. */
const SORT_ARG = /^(?:sort|order|ordering|sort_?by|order_?by|sort_?order|direction|dir)$/i;

/** A JSON text's object (or array), or undefined when it is absent, not JSON, or a scalar. */
function parseObject(text: string | undefined): object | undefined {
  if (!text) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === "object" ? v : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a call's arguments narrowed a search with a value the user said (a window, a query). */
function narrowed(args: string | undefined, request: string): boolean {
  const parsed = parseObject(args);
  if (!parsed) return false;
  const req = request.toLowerCase();
  return Object.entries(parsed as Record<string, unknown>).some(
    ([k, v]) =>
      !SELECTING_ARG.test(k) &&
      (typeof v === "string" || typeof v === "number") &&
      String(v).length > 0 &&
      new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(String(v).toLowerCase())}(?:[^a-z0-9]|$)`).test(
        req,
      ),
  );
}

/**
 * A value the request names by its key and the answer leaves out: the count in "list the Tweet
 * Counts" (`tweet_count`), the token of "I've added the auth token" (`token`).
 */
function askedFigure(request: string, answer: string, result: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return undefined;
  }
  const scalars = new Map<string, unknown[]>();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 3 || v === null || typeof v !== "object") return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (typeof x === "number" || (typeof x === "string" && x.length > 0))
          scalars.set(looseWord(k), [...(scalars.get(looseWord(k)) ?? []), x]);
        else visit(x, depth + 1);
      }
  };
  visit(parsed, 0);
  const said = new TextIndex(answer);
  const missed = (key: string) => {
    const values = scalars.get(key);
    return values !== undefined && !values.some((v) => said.mentions(v));
  };
  const listed =
    /\b(?:list|show|find|get|see|pull up|look up)(?: me)? (?:all |the |my )?((?:[a-z]+ ){0,2}[a-z]+s)\b/i.exec(
      request,
    )?.[1];
  if (listed) {
    const key = looseWord(
      listed
        .split(" ")
        .map((w) => singular(w.toLowerCase()))
        .join(""),
    );
    if (key.length > 4 && /count|total|number|amount/.test(key) && missed(key))
      return "misses-the-figure";
  }
  const made =
    /^I've (?:added|created|generated|issued|made) (?:the|a|an|your) ((?:[a-z]+ ){0,3}[a-z]+)\.?$/i.exec(
      answer.trim(),
    )?.[1];
  if (
    made &&
    /token|key|password|secret|code|link|url/.test(lastWord(made)) &&
    missed(lastWord(made))
  )
    return "withholds-what-was-made";
  return undefined;
}

/** The values a change call was given that the user said, none of which the answer repeats. */
function unconfirmedChange(args: string | undefined, request: string, answer: string): boolean {
  const parsed = parseObject(args);
  if (!parsed) return false;
  const req = new TextIndex(request);
  const said = new TextIndex(answer);
  const values: unknown[] = [];
  const visit = (v: unknown, key: string, depth: number): void => {
    if (depth > 4) return;
    if (Array.isArray(v)) for (const x of v) visit(x, key, depth + 1);
    else if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) visit(x, k, depth + 1);
    else if ((typeof v === "string" && v.length > 1) || typeof v === "number")
      if (!SELECTING_ARG.test(key) && req.mentions(v)) values.push(v);
  };
  visit(parsed, "", 0);
  return values.length > 0 && !values.some((v) => said.mentions(v));
}

/** A result's worked-out value (`answer`, `prediction`, `score` …) that the answer never states. */
function missesComputed(result: string, answer: string): boolean {
  const parsed = parseObject(result);
  if (!parsed || Array.isArray(parsed)) return false;
  const said = new TextIndex(answer);
  return Object.entries(parsed as Record<string, unknown>).some(
    ([k, v]) =>
      /^(?:answer|result|prediction|estimate|score)$/i.test(k) &&
      (typeof v === "number" || (typeof v === "string" && v.length > 0 && v.length <= 60)) &&
      !said.mentions(v),
  );
}

/** The items a list answer names: "…, among them A, B and C." / "…: A, B and C." */
function listedItems(answer: string): string[] {
  const m = /\b(?:I found|there (?:is|are)) [^:]*?(?:, among them |: )(.+?)\.?$/.exec(
    answer.trim(),
  );
  if (!m) return [];
  return (
    (m[1] ?? "")
      // "one on Dec 8, 2025 at 4:30 pm" is one item: a year after a comma ends a date, not an item.
      .split(/, and |, (?!\d{4}\b)| and /)
      .map((x) => x.trim().replace(/^"|"$/g, ""))
      .filter(Boolean)
  );
}

/** A list item told by its time alone: "one on Jan 23 at 2:30 pm", "a sick one from May 2 to …". */
const DATE_ONLY_ITEM =
  /^(?:an? [a-z -]+ )?one (?:on|from) (?:[A-Z][a-z]{2,8} \d{1,2}|\d{4}-\d{2}-\d{2})[^()]*$/;
/**
 * Whether a result's list of `n` plain values (the result itself, or a list one key down) holds
 * fewer than `n` distinct ones: "I found 7 categories" over seven values of which four repeat.
 */
function countsRepeats(n: number, result: string): boolean {
  const parsed = parseObject(result);
  if (!parsed) return false;
  const lists = Array.isArray(parsed)
    ? [parsed]
    : Object.values(parsed as Record<string, unknown>).filter(Array.isArray);
  return lists.some(
    (l) =>
      l.length === n &&
      n > 1 &&
      l.every((x) => typeof x === "string" || typeof x === "number") &&
      new Set(l).size < n,
  );
}

/**
 * Keys that hold who a message or record is from or for, or what a person calls it (its name,
 * title, message, reference): "one on Jan 24 at 5 pm" says none of it.
 */
const PARTY_KEY =
  /mobile|phone|msisdn|sender|recipient|e-?mail|contact|reference$|^(?:message|title|subject|summary|name)$/i;

/** Whether a result's records name a party (a phone number, a sender, an email). */
function hasParty(result: string): boolean {
  const parsed = parseObject(result);
  let found = false;
  const visit = (v: unknown, depth: number): void => {
    if (found || depth > 4 || v === null || typeof v !== "object") return;
    if (Array.isArray(v)) for (const x of v) visit(x, depth + 1);
    else
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
        if (PARTY_KEY.test(k) && typeof x === "string" && x.length > 0) found = true;
        else visit(x, depth + 1);
      }
  };
  visit(parsed, 0);
  return found;
}

/** Keys a paged result uses for how many records there are in all. */
const TOTAL_COUNT_KEY =
  /^(?:total|total_?count|total_?results|total_?items|total_?records|totalSize)$/i;

/** The "in all" count a paged result reports beside its list, when it is more than the page. */
function totalIn(result: string): number | undefined {
  const parsed = parseObject(result);
  if (!parsed || Array.isArray(parsed)) return undefined;
  const rec = parsed as Record<string, unknown>;
  const page = Object.values(rec).find((v) => Array.isArray(v)) as unknown[] | undefined;
  if (!page) return undefined;
  const key = Object.keys(rec).find(
    (k) => TOTAL_COUNT_KEY.test(k) && typeof rec[k] === "number" && Number.isInteger(rec[k]),
  );
  const total = key ? (rec[key] as number) : undefined;
  return total !== undefined && total > page.length ? total : undefined;
}

/** The words of what a list request asks for: "list the timezone names" → timezone, name. */
function askedWords(request: string): string[] {
  const m =
    /\b(?:list|show|find|get|see|pull up|look up|search(?: for)?|fetch)(?: me)? (?:all |any |the |my |all the |all my )?((?:[a-z]+ ){0,2}[a-z]+s)\b/i.exec(
      request,
    );
  return (m?.[1] ?? "")
    .split(" ")
    .filter(Boolean)
    .map((w) => singular(w.toLowerCase()));
}

/**
 * Items taken from a list the request did not ask for, while the result holds one it did: of
 * `{"regions": […], "timezones": […]}` the regions named for "list the timezone names".
 */
function wrongList(items: string[], result: string, request: string): boolean {
  const parsed = parseObject(result);
  if (!parsed || Array.isArray(parsed) || items.length === 0) return false;
  const lists = Object.entries(parsed as Record<string, unknown>).filter(([, v]) =>
    Array.isArray(v),
  ) as [string, unknown[]][];
  if (lists.length < 2) return false;
  const asked = askedWords(request);
  const isAsked = (key: string) => {
    const words = identifierWords(key).map((w) => singular(w.toLowerCase()));
    return words.length > 0 && words.every((w) => asked.includes(w));
  };
  if (!lists.some(([k]) => isAsked(k))) return false;
  const holds = (list: unknown[], item: string) =>
    JSON.stringify(list).toLowerCase().includes(`"${item.toLowerCase()}"`);
  return items.every((x) => lists.some(([k, v]) => !isAsked(k) && holds(v, x)));
}

/**
 * A request that asks to be told a field ("what the margin and text … are", "tell me the width"),
 * where the field is not one the request gives ("for the filter "Orion Filter"", "width 7").
 */
function askedLabel(request: string, label: string): boolean {
  const req = request.toLowerCase();
  const at = new RegExp(`\\b${escapeRegExp(label)}\\b`).exec(req);
  if (!at) return false;
  const given = new RegExp(
    `\\b(?:for|with|to|on|by|of) (?:the|my|a) ${escapeRegExp(label)}\\b|\\b${escapeRegExp(label)} (?:"|\\d|of \\d|is\\b)`,
  ).test(req);
  return !given;
}

/** "the width is 7 cm": a measure said with a unit. */
const MEASURE_SAID =
  /\b[Tt]he ((?:[a-z]+ ){0,2}[a-z]+) (?:is|are|was) ([\d.,]+) ?(cm|mm|km|m|kg|g|lb|px|mph)\b/g;

/** A confirmed thing still in a doc's words: a quantity range, "corresponding", a second verb. */
const DOC_WORDS_OBJECT =
  /\bI've [a-z]+ (?:the|a|an) (?:[a-z0-9]+ ){0,3}?(?:\d+ or more\b|corresponding\b|(?:shut|set|log|sign|turn|back|clean) (?:down|up|in|out|off|on) [a-z])/i;

/** "I found 2 words." and nothing else. */
const BARE_COUNT = /^(?:I found|there (?:is|are)|you have) (?:\d+|one|no) [a-z ]+\.?$/i;

/** Keys a result uses to report what went wrong. */
const ERROR_KEY =
  /^(?:errors?|invalid ?fields?|error ?(?:code|message)|fault|failures?|problems?)$/i;

/** Whether a tool result reports an error: a non-empty `errors`/`invalidFields`, an error field. */
export function carriesError(result: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return /^error\b|"error"/i.test(result.trim());
  }
  const visit = (v: unknown, depth: number): boolean => {
    if (depth > 2 || v === null || typeof v !== "object") return false;
    if (Array.isArray(v)) return v.some((x) => visit(x, depth + 1));
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      // `{"success": false}` as the answer itself: the call did not do it ("I've reset the
      // settings." after it).
      if (depth === 0 && /^(?:success|succeeded|ok)$/i.test(k) && x === false) return true;
      const key = k.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ");
      if (
        ERROR_KEY.test(key) &&
        x !== null &&
        x !== false &&
        x !== "" &&
        !(Array.isArray(x) && x.length === 0)
      )
        return true;
      if (visit(x, depth + 1)) return true;
    }
    return false;
  };
  return visit(parsed, 0);
}

/** A result holding a list with something in it. */
function hasItems(result: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return false;
  }
  const visit = (v: unknown, depth: number): boolean => {
    if (depth > 3 || v === null || typeof v !== "object") return false;
    if (Array.isArray(v)) return v.length > 0;
    return Object.values(v as Record<string, unknown>).some((x) => visit(x, depth + 1));
  };
  return visit(parsed, 0);
}

/** A result with at least one real value in it (not `{}`, `[]`, `[{}]`, nulls only). */
function hasContent(result: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(result);
  } catch {
    return saysSomething(result);
  }
  let found = false;
  leaves(parsed, (x) => {
    if (x !== null && x !== undefined && x !== "" && typeof x !== "boolean") found = true;
  });
  return found;
}

/**
 * A made-up value of the "<Entity> <field> N" kind ("Filter moderator 6", "Dictionary file 3",
 * "Auto suggest type 2"): the data generator's placeholder, never a real name, file or word.
 * "Terminal 2", "Room 12" and "Studio 54" (one word and a number) are real names and pass.
 */
export const PLACEHOLDER_VALUE = /\b[A-Z][a-z]+(?: [a-z][a-z0-9]*){1,3} \d{1,3}\b/;

/** A bare confirmation of a computation: "I've worked out …", "I've returned the score …". */
const COMPUTED_CONFIRM =
  /^I've (?:worked out|returned|calculated|computed|inferred|estimated|predicted|classified|detected|scored|matched)\b[^.]*\.$/;

/**
 * A value that is a catch-all qualifier before its own field's word: "the interface is Secondary
 * interface", "the investigation is Primary investigation" — what an environment writes when it
 * knows nothing (fresh26, fresh23 readers, B).
 */
export function qualifiedOwnWord(text: string): string | undefined {
  for (const m of text.matchAll(
    /\b[Tt]he ((?:[a-z]+ ){0,2}([a-z]+)) (?:is|was) ([A-Z][a-z]+) ([a-z]+)\b(?! [a-z])/g,
  )) {
    const own = m[2] ?? "";
    if (CATCH_ALL_QUALIFIERS.has(m[3] ?? "") && singular(m[4] ?? "") === singular(own)) return m[0];
  }
  return undefined;
}

export function placeholderValue(text: string): string | undefined {
  // Every match, not the first: "The height is 4, … the zxing is Zebra zxing 3." hides one late.
  for (const m of text.matchAll(new RegExp(PLACEHOLDER_VALUE.source, "g"))) {
    // "Leaving in 5" / "Back at 3": a preposition or verb before the number is ordinary prose.
    if (
      / (?:in|at|on|by|for|of|to|from|about|around|after|before|until|is|are|was|has|have|had) \d+$/.test(
        m[0],
      )
    )
      continue;
    // "Printer on floor 2 jams": a phrase with a preposition in it is prose, not "<Entity> <field> N".
    if (/ (?:in|at|on|by|for|of|to|from|with|and|the|a) /.test(m[0])) continue;
    return m[0];
  }
  return undefined;
}

/** Labels whose value may be one letter: a grade, a row, a gate ("the gate is B"). */
export const LETTER_LABEL =
  /\b(?:grade|class|rating|row|seat|gate|terminal|zone|section|block|letter|initials?|size|tier|band|platform|wing|building|floor|group|team|division|pool|variant|option|choice|answer|blood type)$/;

/** A response's wrapper said as if it were a thing's field: "The results are …", "the success is true". */
const ENVELOPE_LABEL =
  /\b[Tt]he (?:results?|data|payload|response|success|ok|envelope|response body) (?:is|are|was|were)\b/;

/** A write that took something away: its answer has no link to hand back. */
const REMOVAL =
  /^I've (?:removed|deleted|cancell?ed|archived|revoked|unsubscribed|discarded|cleared|purged)\b/;

/** Who holds a record, said by an id ("the owner is use_1080", "owned by 44a5dc0b-…"). */
const OWNER_BY_ID = new RegExp(
  `\\b(?:owner|user|author|creator|assignee|holder|(?:created|owned|assigned|uploaded|added) by|belongs to)(?: (?:is|was|are))? "?(?:${ANSWER_ID.source})`,
);

/** Units and measures that follow a number unchanged. */
const UNIT_WORD = /^(?:[a-z]{1,3}|percent|pixels?|bytes?|degrees?|celsius|fahrenheit)$/;

/** The label of "the <label> is/are" and the verb it was given. */
const LABEL_VERB = /\b[Tt]he ((?:[a-z0-9]+ ){0,3}[a-z0-9]+) (is|are) /g;

/**
 * Counts or labels whose verb or noun disagrees with their number: "I found 1 reports", "there
 * are 2 address", "the ios are 1234567890" (iOS is one app id, not a plural of "io").
 */
function numberDisagreement(answer: string): string | undefined {
  for (const m of answer.matchAll(
    /\b(?:(there (?:is|are)) |(?:found|has|have|had|with) )(\d+|one|zero|no) ((?:[a-z]+ ){0,4}?[a-z]+'?)(?=[:,.;]|\s+(?:among|matching|right|for|on|in|with|from|of|that|at|and|to)\b|$)/g,
  )) {
    const n = m[2] === "one" ? 1 : m[2] === "zero" || m[2] === "no" ? 0 : Number(m[2]);
    const noun = (m[3] ?? "").split(" ").pop() ?? "";
    // "I found 9 calendar today'": a possessive clipped as if its "s" were a plural's.
    if (noun.endsWith("'")) return m[0];
    if (m[1] && (m[1] === "there is") !== (n === 1)) return m[0];
    if (n === 1 && isPlural(noun)) return m[0];
    // "500 cm", "20 percent": a unit after a number keeps its form.
    if (n !== 1 && !isPlural(noun) && plural(noun) !== noun && !UNIT_WORD.test(noun)) return m[0];
  }
  for (const m of answer.matchAll(LABEL_VERB)) {
    const label = m[1] ?? "";
    if (/ and /.test(label)) continue;
    const head = (label.split(/ (?:of|in|per) /)[0] ?? label).split(" ").pop() ?? "";
    if ((m[2] === "are") !== isPlural(head)) return m[0];
  }
  return undefined;
}

/**
 * What a reader rejects in how a final answer says its facts, each a kind of its own:
 * - `noun-number`: a count or label whose noun or verb disagrees with its number ("1 reports",
 *   "the ios are …");
 * - `flag-letter`: a yes/no flag read out as its letter ("the ind comm level2 is Y");
 * - `letter-code`: a one-letter code given bare where the doc says what it means ("the funding
 *   source is C" for Credit);
 * - `envelope-fact`: the response's wrapper said as a fact ("The results are https://…");
 * - `delete-link`: a removal confirmed with a link ("I've removed the template. The results are
 *   https://…") — nothing is left to open;
 * - `owner-id`: who owns a record told by its id ("the user is use_1080"), not by name.
 */
export function answerSayingProblems(answer: string): string[] {
  const out: string[] = [];
  const a = answer.trim();
  if (numberDisagreement(a)) out.push("noun-number");
  if (/\b(?:is|are|was|were)\s+"?[YN]"?(?=[,.;]|\s+(?:and|but)\b|$)/.test(a))
    out.push("flag-letter");
  for (const m of a.matchAll(
    /\b[Tt]he ((?:[a-z0-9]+ ){0,3}[a-z0-9]+) (?:is|are|was|were) "?([A-Z])"?(?=[,.;]|\s+(?:and|but)\b|$)/g,
  )) {
    if ("YN".includes(m[2] ?? "") || LETTER_LABEL.test(m[1] ?? "")) continue;
    out.push("letter-code");
    break;
  }
  if (ENVELOPE_LABEL.test(a)) out.push("envelope-fact");
  if (REMOVAL.test(a) && /\bhttps?:\/\/|\bhref\b/.test(a)) out.push("delete-link");
  if (OWNER_BY_ID.test(a)) out.push("owner-id");
  // A read answered with nothing to tell answers no question: "What does the report performance
  // sku rationalization say now?" → "I found it, but it holds nothing beyond its ids." (fresh41 dev).
  if (/\bholds nothing beyond its ids\b/.test(a)) out.push("empty-answer");
  // "Computer Equipment (locks 42)" (b52 readers, B): a count under a plural label is no detail
  // a person tells a record by ("port 443" is).
  for (const x of listedItems(a)) {
    const detail = /\(([a-z]+) \d+\)$/.exec(x);
    if (detail && isPlural(detail[1] ?? "")) {
      out.push("count-as-detail");
      break;
    }
  }
  return out;
}
