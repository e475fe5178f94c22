import type { EnvBundle } from "../schema/bundle.js";
import { canonicalJson } from "../schema/canonical.js";
import type { CheckVerdict, Task } from "../schema/task.js";
import { type EnvRunner, routeTools, TaskEnvs } from "./env-runner.js";
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
        // A composite argument (order lines) is known when each of its values is.
        const known = (x: unknown): boolean => {
          const v = canonicalJson(x);
          if (factValues.has(v) || results.some((r) => containsDeep(r, v))) return true;
          if (Array.isArray(x)) return x.length > 0 && x.every(known);
          if (x !== null && typeof x === "object")
            return Object.keys(x).length > 0 && Object.values(x).every(known);
          return false;
        };
        if (known(value)) continue;
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

/** Whether a multi-word tool name, spaced out, reads as a command ("list open slots", "find patient"). */
function spacedNamePattern(words: string[]): RegExp | undefined {
  if (words.length < 2) return undefined;
  return new RegExp(`\\b${words.join("[\\s_-]+")}\\b`, "i");
}

/** No tool names (raw or spaced), no parameter identifiers, no step lists, no talk of tools. */
export function checkNotInstructional(task: Task, bundles: EnvBundle[]): CheckVerdict {
  const problems: string[] = [];
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
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
