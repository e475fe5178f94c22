import { docProse } from "../domain/doc-shapes.js";
import { isCredential } from "../domain/field-roles.js";
import { modelOf } from "../envgen/semantic-model.js";
import { fail, ok, type Result } from "../errors.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { CallOutcome } from "../schema/call-outcome.js";
import { contentId, sha256Hex } from "../schema/canonical.js";
import type { Plan } from "../schema/plan.js";
import type { AnswerFact, GoldCall, Task } from "../schema/task.js";
import type {
  ChatMessage,
  OpenAiTool,
  ToolCallMessagePart,
  Trajectory,
} from "../schema/trajectory.js";
import { sharedPlace } from "./answer-fit.js";
import { type EnvRunner, routeTools, TaskEnvs } from "./env-runner.js";
import { englishList, tidySentence } from "./text.js";
import { TextIndex } from "./value-mentions.js";

/** How a tool outcome is shown to the model: the result's JSON, or `{"error": {code, message}}`. */
export function renderOutcome(outcome: CallOutcome): string {
  if (outcome.ok) return JSON.stringify(outcome.result ?? null);
  if ("error" in outcome) return JSON.stringify({ error: outcome.error });
  return JSON.stringify({ error: { code: "EnvironmentFault", message: outcome.fault.message } });
}

/** The OpenAI tool list of a task's environments, named as the task names them. */
export function taskTools(task: Task, bundles: EnvBundle[]): OpenAiTool[] {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  return [...routeTools(used)].map(([name, r]) => {
    const spec = r.bundle.tools.find((t) => t.name === r.tool);
    return {
      type: "function" as const,
      function: {
        name,
        description: spec?.description ?? "",
        parameters: spec?.inputSchema ?? { type: "object" },
      },
    };
  });
}

/** Group a turn's calls into assistant messages: consecutive independent reads go out in parallel. */
export function batchCalls(
  calls: { call: GoldCall; index: number }[],
  readOnly: (tool: string) => boolean,
): { call: GoldCall; index: number }[][] {
  const batches: { call: GoldCall; index: number }[][] = [];
  let cur: { call: GoldCall; index: number }[] = [];
  for (const c of calls) {
    const independent = !(c.call.dependsOn ?? []).some((d) => cur.some((x) => x.index === d));
    if (
      cur.length > 0 &&
      readOnly(c.call.tool) &&
      cur.every((x) => readOnly(x.call.tool)) &&
      independent
    )
      cur.push(c);
    else {
      if (cur.length) batches.push(cur);
      cur = [c];
    }
  }
  if (cur.length) batches.push(cur);
  return batches;
}

/**
 * The assistant's closing words for a turn: it answers the question with each fact under its
 * label ("The leave balance is 12."), lists what a search found, confirms a write — short, no
 * JSON, no ids.
 */
export function finalAnswer(
  facts: AnswerFact[],
  wrote: boolean,
  confirm?: string,
  /** A call of the turn returned something (so "I couldn't find anything" would be untrue). */
  found = false,
): string {
  const error = facts.find((f) => f.key.endsWith(".error"));
  if (error) return tidySentence(`Sorry, I couldn't do that: ${String(error.value)}.`);
  if (confirm) {
    // The title the confirmation quotes is not said twice ("I've opened the ticket "X". The title is "X".").
    const said = new TextIndex(confirm);
    const rest = facts.filter((f) => !said.mentions(f.value));
    if (rest.length === 0) return tidySentence(confirm);
    return `${tidySentence(confirm)} ${finalAnswer(rest, false)}`;
  }
  // A read that came back with a record but nothing a person can be told (ids and codes only) is
  // not "nothing found": the reader saw "I couldn't find anything." over a returned record.
  if (facts.length === 0)
    return wrote
      ? "Done."
      : found
        ? "I found it, but it holds nothing beyond its ids."
        : "I couldn't find anything.";
  // A list's count, never a record's own `count` read out of its `properties` (an Azure alert's
  // "Number of alerts occurrences"), which is one fact among the others.
  const count = facts.find((f) => f.key.endsWith(".count") && !f.key.endsWith(".properties.count"));
  if (count && typeof count.value === "number") {
    const noun = (count.label ?? "results").replace(/^number of /, "");
    const items = facts
      .filter((f) => /\.(?:items|kinds)\.\d+(?:\.|$)/.test(f.key))
      .map((f) => f.text ?? "");
    // A count per sort covers every record ("9 filtering associations: 4 standard, 3 custom …").
    const whole = facts.some((f) => /\.kinds\.\d+/.test(f.key));
    // A search that matched nothing says so ("zero firewalls in that time range").
    if (count.value === 0)
      return tidySentence(
        count.text?.startsWith("zero ")
          ? `I checked, and there are ${count.text}.`
          : `I checked, and there are zero ${noun} right now.`,
      );
    // The place every item is in is said once: "9 constraints in project 162327, among them
    // constraint 854 and …", never "… in project 162327" after each (fresh60 readers, B).
    const place = sharedPlace(items);
    const said = place ? items.map((x) => x.slice(0, -` in ${place}`.length)) : items;
    const head = `${(count.text ?? `there are ${count.value} ${noun}`).replace(
      /^there (is|are)/,
      "I found",
    )}${place ? ` in ${place}` : ""}`;
    const more = count.value > items.length && items.length > 0 && !whole ? ", among them" : ":";
    return tidySentence(items.length ? `${head}${more} ${englishList(said)}.` : `${head}.`);
  }
  // Counts of one record are said under one "it has": "It has 2 positive reactions and 4 public
  // reactions", never "it has 2 … and it has 4 …".
  const texts = facts.map((f) => f.text ?? `the ${f.label ?? "result"} is ${String(f.value)}`);
  const said = englishList(
    texts.map((t, i) =>
      i > 0 && /^it has /.test(t) && /^it has /.test(texts[i - 1] ?? "") ? t.slice(7) : t,
    ),
  );
  // A quoted sentence already ends the answer ("… is "Thanks, that fixed it."").
  const end = /[.!?]"?$/.test(said) ? "" : ".";
  return tidySentence(wrote ? `All set. ${tidySentence(said)}${end}` : `${said}${end}`);
}

/** A rendered tool result holding a record or list with something in it (not `{}`, `[]`, an error). */
function holdsRecord(rendered: string): boolean {
  let v: unknown;
  try {
    v = JSON.parse(rendered);
  } catch {
    return false;
  }
  if (v === null || typeof v !== "object") return false;
  if ("error" in v && Object.keys(v).length === 1) return false;
  return Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0;
}

/** The write confirmation build-task stored for a turn ("I've added the site "Boston South Site"."). */
export function confirmOf(task: Task, turn: number): string | undefined {
  const all = task.meta?.confirms;
  const c = Array.isArray(all) ? all[turn] : undefined;
  return typeof c === "string" ? c : undefined;
}

/**
 * What a service is, for a system prompt: the doc's description as prose (no HTML), its first
 * sentences up to about 300 characters. AWS AppConfig Data's prompt held its whole 2,300-character
 * HTML description, `<p>`, `<ul>` and `<important>` tags and all (fresh76 run, stop 71).
 */
export function serviceSummary(description: string): string {
  const prose = docProse(description).replace(/\s+/g, " ").trim();
  const sentences = prose.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)/g) ?? [prose];
  let out = "";
  for (const x of sentences) {
    if (out && out.length + x.length > 300) break;
    out += x;
  }
  return out.trim().replace(/\.$/, "");
}

/** The policy's system prompt for a task on these environments (stored on the task as `systemPrompt`). */
export function systemPrompt(bundles: readonly EnvBundle[]): string {
  const what = bundles
    .map((b) => serviceSummary(b.description))
    .filter(Boolean)
    .join("; ");
  const keys = credentialsOf(bundles);
  return `You are a helpful assistant${what ? ` for this service: ${what}` : ""}. Use the tools to help the user, ask when something you need is missing, and tell the user the outcome.${keys ? ` Your credentials for these tools: ${keys}.` : ""}`;
}

/**
 * The credentials the environment holds for its tools (`access_token = demo_…`), as the policy's
 * context: a call that needs one takes it from there. Without it every gold call carried a key the
 * conversation never gave (fresh30 bhagavad-gita: `{"access_token":"demo_0pcbqxd"}`), teaching a
 * model to make keys up.
 */
function credentialsOf(bundles: readonly EnvBundle[]): string {
  const seen = new Map<string, string>();
  for (const b of bundles)
    for (const t of Object.values(modelOf(b).tools))
      for (const [name, input] of Object.entries(t.inputs ?? {}))
        if (
          (input.role === "credential" || (input.source === "plumbing" && isCredential(name))) &&
          typeof input.fixed === "string" &&
          !seen.has(name)
        )
          seen.set(name, input.fixed);
  return [...seen].map(([k, v]) => `${k} = ${v}`).join(", ");
}

/**
 * The SFT trajectory of a task: system prompt, user turns (with the assistant's question and the
 * user's answer for an omitted fact), gold calls with their real results from a fresh sandbox
 * (independent reads in parallel), and a final answer stating the answer facts per turn.
 */
/**
 * Writes the assistant's closing message of a turn. The offline one is `finalAnswer`; a
 * model-backed one must state every fact, or the offline words are used instead.
 */
export interface AnswerWriter {
  write(input: {
    request: string;
    results: { tool: string; result: string }[];
    facts: AnswerFact[];
    wrote: boolean;
    /** What the assistant did, for a write ("I've added the site "Boston South Site"."). */
    confirm?: string;
  }): Promise<string>;
}

export async function buildTrajectory(
  task: Task,
  _plan: Plan | undefined,
  bundles: EnvBundle[],
  options: { runner?: EnvRunner; answerWriter?: AnswerWriter } = {},
): Promise<Result<Trajectory>> {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const routes = routeTools(used);
  const readOnly = (tool: string) => {
    const r = routes.get(tool);
    const spec = r?.bundle.tools.find((t) => t.name === r.tool);
    return (
      spec?.kind === "read" ||
      spec?.kind === "list" ||
      spec?.kind === "compute" ||
      spec?.annotations?.readOnlyHint === true
    );
  };
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, options.runner);
  if (!envs.ok) return envs;
  const messages: ChatMessage[] = [
    { role: "system", content: task.systemPrompt ?? systemPrompt(used) },
  ];
  try {
    const lastTurn = task.turns.length - 1;
    for (const [t, turn] of task.turns.entries()) {
      messages.push({ role: "user", content: turn.user });
      for (const r of turn.reveals ?? []) {
        messages.push({
          role: "assistant",
          content: r.question ?? "Could you give me a bit more detail?",
        });
        messages.push({ role: "user", content: r.text });
      }
      const calls = task.gold.calls
        .map((call, index) => ({ call, index }))
        .filter((c) => (c.call.turn ?? 0) === t);
      const turnResults: { tool: string; result: string }[] = [];
      for (const batch of batchCalls(calls, readOnly)) {
        const parts: ToolCallMessagePart[] = [];
        const results: ChatMessage[] = [];
        for (const { call, index } of batch) {
          const id = `call_${(await sha256Hex(`${task.id}|${index}`)).slice(0, 16)}`;
          const outcome = await envs.value.call(call.tool, call.args);
          if ("fault" in outcome)
            return fail(
              "synth/failed",
              `gold call ${index} faulted: ${outcome.fault.message}`,
              call.tool,
            );
          parts.push({
            id,
            type: "function",
            function: { name: call.tool, arguments: JSON.stringify(call.args) },
          });
          results.push({
            role: "tool",
            tool_call_id: id,
            name: call.tool,
            content: renderOutcome(outcome),
          });
        }
        messages.push({ role: "assistant", content: null, tool_calls: parts });
        messages.push(...results);
        for (const r of results)
          if (r.role === "tool") turnResults.push({ tool: r.name, result: r.content });
      }
      const facts = task.gold.answerFacts.filter((f) => (f.turn ?? lastTurn) === t);
      const wrote = calls.some((c) => !readOnly(c.call.tool));
      messages.push({
        role: "assistant",
        content: options.answerWriter
          ? await options.answerWriter.write({
              request: turn.user,
              results: turnResults,
              facts,
              wrote,
              ...(confirmOf(task, t) ? { confirm: confirmOf(task, t) } : {}),
            })
          : finalAnswer(
              facts,
              wrote,
              confirmOf(task, t),
              turnResults.some((r) => holdsRecord(r.result)),
            ),
      });
    }
  } finally {
    await envs.value.dispose();
  }
  const tools = taskTools(task, bundles);
  const id = await contentId({ taskId: task.id, tools, messages });
  return ok({ id, taskId: task.id, tools, messages });
}

/**
 * Replay a trajectory's tool calls in a fresh sandbox from the task's initial state: every tool
 * message must equal the replayed outcome byte for byte and the final state hash must equal gold.
 */
export async function replayTrajectory(
  trajectory: Trajectory,
  task: Task,
  bundles: EnvBundle[],
  options: { runner?: EnvRunner } = {},
): Promise<{ exact: boolean; detail: string }> {
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, options.runner);
  if (!envs.ok) return { exact: false, detail: `cannot open environments: ${envs.error.message}` };
  try {
    const expected = new Map<string, string>();
    let calls = 0;
    for (const [i, m] of trajectory.messages.entries()) {
      if (m.role === "assistant") {
        for (const tc of m.tool_calls ?? []) {
          let args: unknown;
          try {
            args = JSON.parse(tc.function.arguments);
          } catch {
            return { exact: false, detail: `message ${i}: arguments of ${tc.id} are not JSON` };
          }
          const outcome = await envs.value.call(
            tc.function.name,
            (args ?? {}) as Record<string, unknown>,
          );
          expected.set(tc.id, renderOutcome(outcome));
          calls++;
        }
      } else if (m.role === "tool") {
        const want = expected.get(m.tool_call_id);
        if (want === undefined)
          return {
            exact: false,
            detail: `message ${i}: result for unknown call ${m.tool_call_id}`,
          };
        if (want !== m.content)
          return { exact: false, detail: `message ${i}: ${m.name} replayed to a different result` };
        expected.delete(m.tool_call_id);
      }
    }
    if (expected.size > 0)
      return { exact: false, detail: `${expected.size} calls have no result message` };
    const hash = await envs.value.stateHash();
    if (hash !== task.gold.finalStateHash)
      return {
        exact: false,
        detail: `final state ${hash.slice(0, 12)} differs from gold ${task.gold.finalStateHash.slice(0, 12)}`,
      };
    return {
      exact: true,
      detail: `${calls} calls replayed identically; final state ${hash.slice(0, 12)}`,
    };
  } finally {
    await envs.value.dispose();
  }
}
