import type { EnvBundle } from "../schema/bundle.js";
import { canonicalJson } from "../schema/canonical.js";
import type { CheckVerdict, Task } from "../schema/task.js";
import { type EnvRunner, routeTools, TaskEnvs } from "./env-runner.js";
import { modelOf } from "./semantics.js";
import { identifierWords, isCodeIdentifier } from "./text.js";
import { TextIndex } from "./value-mentions.js";

/** Everything the user says in a task: turn requests and the answers they give when asked. */
export function userTexts(task: Task): string[] {
  const out: string[] = [];
  for (const t of task.turns) {
    out.push(t.user);
    for (const r of t.reveals ?? []) out.push(r.text);
  }
  return out;
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

function containsDeep(haystack: unknown, needle: string): boolean {
  if (canonicalJson(haystack) === needle) return true;
  if (Array.isArray(haystack)) return haystack.some((x) => containsDeep(x, needle));
  if (haystack !== null && typeof haystack === "object")
    return Object.values(haystack).some((x) => containsDeep(x, needle));
  return false;
}

/**
 * Every user fact the gold calls need is stated (or revealed when asked); every non-masked gold
 * argument is a user fact or came out of an earlier call; replaying the gold calls from the initial
 * state reproduces the gold final state hash.
 */
export async function checkSolvable(
  task: Task,
  bundles: EnvBundle[],
  options: { runner?: EnvRunner } = {},
): Promise<CheckVerdict> {
  const problems: string[] = [];
  const said = new TextIndex(userTexts(task).join("\n"));
  for (const f of task.userFacts) {
    const words = typeof f.value === "boolean" ? (f.text ?? "") : f.value;
    if (!said.mentions(words))
      problems.push(`user fact ${f.key} (${describe(f.value)}) is never stated`);
  }
  const factValues = new Set(task.userFacts.map((f) => canonicalJson(f.value)));
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, options.runner);
  if (!envs.ok)
    return {
      name: "solvable",
      passed: false,
      evidence: `cannot open environments: ${envs.error.message}`,
    };
  const results: unknown[] = [];
  try {
    for (const [i, call] of task.gold.calls.entries()) {
      for (const [name, value] of Object.entries(call.args)) {
        if (call.masked.includes(name)) continue;
        const v = canonicalJson(value);
        if (factValues.has(v)) continue;
        if (results.some((r) => containsDeep(r, v))) continue;
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
  return problems.length === 0
    ? {
        name: "solvable",
        passed: true,
        evidence: `${task.userFacts.length} user facts stated or revealed; ${task.gold.calls.length} gold calls replay to ${task.gold.finalStateHash.slice(0, 12)}`,
      }
    : { name: "solvable", passed: false, evidence: problems.slice(0, 5).join("; ") };
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
 * Form wording: a person fills in a form instead of asking ("the status should be Y", "make the
 * city X", "set the … to …", "it has to be …"). `paramWords` are the task's parameter names as
 * words, so "the line1 is …" and "the target celsius is …" are caught too; "my email is …" is how
 * people talk and is not.
 */
export function formWording(text: string, paramWords: string[] = []): string | undefined {
  const fixed =
    /\bshould be\b|\bmake the\b|\bset the\b[^.?!]{0,40}?\bto\b|\bit has to be\b|\bit must (?:not )?be\b|\bshouldn't be\b|\bmust be set\b/i.exec(
      text,
    );
  if (fixed) return fixed[0];
  for (const words of paramWords) {
    if (!words) continue;
    const re = new RegExp(`(?:^|[^\\w])the ${escapeRegExp(words)} (?:is|are|=|:)\\s`, "i");
    const hit = re.exec(text);
    if (hit) return hit[0].trim();
  }
  return undefined;
}

/** A code identifier in prose: camelCase, snake_case, or a name glued to a digit (`line1`). */
export function codeIdentifier(text: string): string | undefined {
  const t = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  return (
    /\b[a-z]+[A-Z][A-Za-z0-9]*\b/.exec(t)?.[0] ??
    /\b[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]+\b/.exec(t)?.[0] ??
    /\b(?:line|address|param|field|arg|id)\d\b/i.exec(t)?.[0]
  );
}

/** An ISO-8601 date or timestamp written as a machine writes it. */
export const ISO_TIMESTAMP = /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z?)?\b/;

/** An opaque record id (`add_1009`, `cus-101`, `ord1004`, a UUID): nothing a person knows by heart. */
const OPAQUE_ID =
  /\b[A-Za-z]{2,6}[_-]\d{2,}\b|\b[a-z]{2,4}\d{3,}\b|\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/;

/** Parameter names of a task's tools, as the words a form would label them with. */
export function paramWordsOf(task: Task, bundles: EnvBundle[]): string[] {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const out = new Set<string>();
  for (const b of used)
    for (const t of b.tools)
      for (const p of Object.keys((t.inputSchema.properties ?? {}) as object)) {
        const words = identifierWords(p);
        const label = words.join(" ");
        // Names people use about themselves ("email", "name") are not form labels.
        if (/^(email|name|phone|address|full name|date of birth)$/.test(label)) continue;
        out.add(label);
        if (words.length > 1 && words[words.length - 1] === "id") out.add(words.slice(0, -1).join(" "));
        out.add(p.toLowerCase());
      }
  return [...out].sort((a, b) => b.length - a.length);
}

/** Fact values a user may say verbatim (emails, names, codes given to them), removed before style rules. */
export function sayableText(text: string, task: Task): string {
  let t = text;
  for (const f of task.userFacts) {
    if (typeof f.value !== "string" || f.value.length === 0) continue;
    // An enum code said raw ("coffee_maker") is exactly what the rule must see.
    if (/^[a-z]+(?:_[a-z0-9]+)+$/.test(f.value) || /^[a-z]+[A-Z]\w*$/.test(f.value)) continue;
    t = t.split(f.value).join(" ");
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

/**
 * Values a user could not know: ISO timestamps, transport or system parameters (`quotaUser`,
 * `alt`, `created_at`), record ids nobody gave them. Hidden tool outputs are `no-leak`'s job.
 */
export function checkKnowable(task: Task, bundles: EnvBundle[]): CheckVerdict {
  const problems: string[] = unknowableFacts(task, bundles);
  const unknowable = unknowableValues(task, bundles);
  for (const [i, raw] of userTexts(task).entries()) {
    const iso = ISO_TIMESTAMP.exec(raw);
    if (iso) problems.push(`text ${i} has an ISO date "${iso[0]}" (people say "Feb 6 at 3:30 pm")`);
    const index = new TextIndex(raw);
    for (const v of unknowable)
      if (index.mentions(v)) problems.push(`text ${i} says a transport/system value ${describe(v)}`);
    const id = OPAQUE_ID.exec(sayableText(raw, task));
    if (id) problems.push(`text ${i} quotes an id "${id[0]}" nobody gave the user`);
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
 * No tool names (raw or spaced), no parameter identifiers, no step lists, no talk of tools, no
 * form wording ("should be", "make the", "the line1 is"), no code identifiers.
 */
export function checkNotInstructional(task: Task, bundles: EnvBundle[]): CheckVerdict {
  const problems: string[] = [];
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  const paramWords = paramWordsOf(task, bundles);
  for (const [i, raw] of userTexts(task).entries()) {
    const text = withoutFactValues(raw, task);
    const lower = text.toLowerCase();
    for (const [name, route] of routes) {
      const words = identifierWords(route.tool);
      const rawHit = new RegExp(
        `(?:^|[^A-Za-z0-9_])${escapeRegExp(name)}(?:$|[^A-Za-z0-9_])`,
        "i",
      ).test(text);
      const joinedHit = words.length > 1 && new RegExp(`\\b${words.join("")}\\b`, "i").test(text);
      const spaced = spacedNamePattern(words);
      if (rawHit || joinedHit || spaced?.test(text)) problems.push(`text ${i} names tool ${name}`);
      const spec = route.bundle.tools.find((t) => t.name === route.tool);
      for (const p of Object.keys((spec?.inputSchema.properties ?? {}) as object)) {
        if (!isCodeIdentifier(p)) continue;
        if (new RegExp(`(?:^|[^A-Za-z0-9_])${escapeRegExp(p)}(?:$|[^A-Za-z0-9_])`, "i").test(text))
          problems.push(`text ${i} names parameter ${p}`);
      }
    }
    if (TOOL_TALK.test(text))
      problems.push(`text ${i} talks about tools: "${text.match(TOOL_TALK)?.[0]}"`);
    for (const re of STEP_LIST)
      if (re.test(text)) problems.push(`text ${i} reads as a step list (${re.source})`);
    if (/\b[a-z]+_[a-z0-9_]+\b/.test(lower)) problems.push(`text ${i} has a snake_case word`);
    const form = formWording(raw, paramWords);
    if (form) problems.push(`text ${i} reads like a form ("${form}")`);
    const code = codeIdentifier(sayableText(raw, task));
    if (code) problems.push(`text ${i} has a code identifier "${code}"`);
  }
  const unique = [...new Set(problems)];
  return unique.length === 0
    ? {
        name: "not-instructional",
        passed: true,
        evidence: `no tool or parameter names, no step lists in ${userTexts(task).length} user texts`,
      }
    : { name: "not-instructional", passed: false, evidence: unique.slice(0, 5).join("; ") };
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Plain English: no raw JSON, no template holes, no "undefined"/"[object Object]", sentences closed. */
export function checkWellFormed(task: Task): CheckVerdict {
  const problems: string[] = [];
  for (const [i, raw] of userTexts(task).entries()) {
    const text = withoutFactValues(raw, task);
    if (/undefined|\[object Object\]|\bNaN\b|\bnull\b/.test(text))
      problems.push(`text ${i} has a JS artefact`);
    if (/[{}[\]]|":|\$\{/.test(text)) problems.push(`text ${i} has JSON or template syntax`);
    if (!/^[A-Z"']/.test(raw.trim()))
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
 * What a reader would reject in a final answer: JSON, an id, a missing answer fact, or a wall of
 * text. Returns problem codes (empty = fine).
 */
export function answerProblems(answer: string, facts: { value: unknown }[]): string[] {
  const problems: string[] = [];
  if (/[{}[\]]|":/.test(answer)) problems.push("json");
  if (ANSWER_ID.test(answer)) problems.push("id");
  const said = new TextIndex(answer);
  if (facts.some((f) => typeof f.value !== "boolean" && !said.mentions(f.value)))
    problems.push("missed-a-fact");
  if (answer.length > 500) problems.push("too-long");
  return problems;
}
