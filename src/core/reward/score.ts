import { modelOf } from "../envgen/semantic-model.js";
import { turnOfMessages } from "../eval/task-fields.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { CallOutcome } from "../schema/call-outcome.js";
import { canonicalJson } from "../schema/canonical.js";
import type { AnswerFact, GoldCall, Task } from "../schema/task.js";
import { type EnvRunner, routeTools, TaskEnvs } from "../synth/env-runner.js";
import { renderOutcome } from "../synth/trajectory.js";
import { TextIndex } from "../synth/value-mentions.js";
import { distinctFacts, judgeFacts, languageOf, pastedReason, referenceAnswer } from "./answer.js";

/**
 * The reward of a rollout against a task. One function, `score`, used by `envfactory score`, the
 * eval runner, the trainer adapters and the app, so a rollout gets the same number everywhere.
 *
 * total = (Σ weight·score over the credit components that apply) / (Σ their weights)
 *         × Π penalty multipliers
 *
 * Credit components (a component that does not apply to a task has weight 0, so nothing is free):
 * - `state`  (0.4): the task's effects happened. One effect is "the final state equals gold's",
 *   when gold changes state at all; each gold action that leaves no trace in state (a message sent,
 *   a scene activated) is an effect of its own, achieved only by the same call with the same
 *   meaningful arguments. A rollout that reaches gold's state without calls gets nothing for it.
 * - `calls`  (0.3): recall of gold calls, arguments compared except masked ones (gold's masked
 *   list, plumbing and cosmetic inputs of the semantic model, paging).
 * - `answer` (0.3): distinct answer facts stated *as answers* in the turn's closing reply, each
 *   seen in a tool result of this rollout; nothing when the reply pastes tool output or JSON, is
 *   more than 3× the reference answer, or is in another language than the user's.
 * Penalties (multipliers, no floor that makes repetition free):
 * - `extra`: each call no gold call explains: ×(1 − 0.4) when it changed state, ×(1 − 0.03) else.
 * - `malformed`: each call with unparsable arguments, an unknown tool or invalid arguments: ×(1 − 0.15).
 * - `reply`: a closing reply that pastes tool output: ×(1 − 0.5).
 * - `progress`: a rollout with no successful (or gold-matching) call while gold has calls: ×0.
 */
export const REWARD_VERSION = 2;

export interface RewardWeights {
  /** Credit: the task's effects (final state; stateless actions). */
  state: number;
  /** Credit: gold calls made with the same meaningful arguments. */
  calls: number;
  /** Credit: answer facts stated as answers. */
  answer: number;
  /** Penalty per unexplained state-changing call (multiplier 1 − extra). */
  extra: number;
  /** Penalty per unexplained call that changed nothing (multiplier 1 − extraRead). */
  extraRead: number;
  /** Penalty per malformed or unknown call (multiplier 1 − malformed). */
  malformed: number;
  /** Penalty when a closing reply pastes tool output (multiplier 1 − pasted). */
  pasted: number;
}

export const DEFAULT_WEIGHTS: RewardWeights = {
  state: 0.4,
  calls: 0.3,
  answer: 0.3,
  extra: 0.4,
  extraRead: 0.03,
  malformed: 0.15,
  pasted: 0.5,
};

export const COMPONENT_NAMES = [
  "state",
  "calls",
  "answer",
  "extra",
  "malformed",
  "reply",
  "progress",
] as const;
export type ComponentName = (typeof COMPONENT_NAMES)[number];

export interface Component {
  /** In [0, 1]: the credit earned, or the multiplier a penalty applies. */
  score: number;
  /** Credit: its weight in the mean (0 when it does not apply). Penalty: 0 (it multiplies). */
  weight: number;
  /** One sentence saying why the score is what it is. */
  evidence: string;
  /** `credit` (part of the weighted mean; the default) or `penalty` (a multiplier). */
  kind?: "credit" | "penalty";
}

export type Components = Record<ComponentName, Component>;

export interface ScoreResult {
  /** The whole task's score in [0, 1]; exactly 1 only when every component is perfect. */
  total: number;
  components: Components;
  /** Version of this reward: a stored total is reproducible by the same version. */
  rewardVersion: number;
  /** Per-turn scores (with `perTurn`); `total` stays the whole-task score. */
  turns?: { turn: number; total: number; components: Components }[];
  /** With `explain`: one sentence per component, with its contribution. */
  why?: Record<ComponentName, string>;
}

/** A rollout message as agents send it: like ChatMessage, but `arguments` may be a string or an object. */
export interface RolloutMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id?: string; type?: string; function?: { name?: unknown; arguments?: unknown } }[];
  tool_call_id?: string;
  name?: string;
}

interface RolloutCall {
  turn: number;
  order: number;
  tool: string;
  args?: Record<string, unknown>;
  malformed?: string;
  outcome?: CallOutcome;
  changedState: boolean;
}

interface GoldStep {
  call: GoldCall;
  index: number;
  /** The state hash did not change when gold made this call. */
  stateless: boolean;
  /** The tool only reads (by its kind or annotations). */
  readOnly: boolean;
}

function parseArgs(raw: unknown): { args?: Record<string, unknown>; error?: string } {
  let v = raw;
  if (typeof raw === "string") {
    try {
      v = raw.trim() === "" ? {} : JSON.parse(raw);
    } catch {
      return { error: "arguments are not valid JSON" };
    }
  }
  if (v === undefined || v === null) return { args: {} };
  if (typeof v !== "object" || Array.isArray(v))
    return { error: "arguments are not a JSON object" };
  return { args: v as Record<string, unknown> };
}

const PAGING = /^(limit|page|page_?size|per_?page|offset|cursor|page_?token|max_?results)$/i;

interface ToolInfo {
  readOnly: boolean;
  /** Argument names whose value does not change the outcome: plumbing and cosmetic inputs. */
  masked: Set<string>;
  /** Plumbing inputs (transport parameters), replaced by gold's values before replay. */
  plumbing: Set<string>;
  /** Required argument names (a masked one is never dropped). */
  required: Set<string>;
  /** Fixed values of plumbing inputs, as the semantic model gives them. */
  fixed: Record<string, unknown>;
}

/** What the reward needs to know of each tool, from its spec and the semantic model (modelOf). */
function toolInfo(bundles: EnvBundle[]): (tool: string) => ToolInfo {
  const routes = routeTools(bundles);
  const cache = new Map<string, ToolInfo>();
  return (tool) => {
    const hit = cache.get(tool);
    if (hit) return hit;
    const route = routes.get(tool);
    const spec = route?.bundle.tools.find((t) => t.name === route.tool);
    const model = route ? modelOf(route.bundle).tools[route.tool] : undefined;
    const inputs = Object.entries(model?.inputs ?? {});
    const fixed: Record<string, unknown> = {};
    for (const [k, i] of inputs)
      if (i.source === "plumbing" && i.fixed !== undefined) fixed[k] = i.fixed;
    const kind = spec?.kind ?? model?.kind;
    const info: ToolInfo = {
      readOnly:
        kind === "read" ||
        kind === "list" ||
        kind === "compute" ||
        spec?.annotations?.readOnlyHint === true,
      masked: new Set(
        inputs.filter(([, i]) => i.source === "plumbing" || i.cosmetic === true).map(([k]) => k),
      ),
      plumbing: new Set(inputs.filter(([, i]) => i.source === "plumbing").map(([k]) => k)),
      required: new Set((spec?.inputSchema.required ?? []) as string[]),
      fixed,
    };
    cache.set(tool, info);
    return info;
  };
}

/**
 * A rollout call's arguments with plumbing values replaced by what gold used, so
 * an environment that keeps such a value in state cannot turn a harmless change into a different
 * final state. A masked argument gold never sets is dropped (kept when the schema requires it).
 */
function canonicalizer(task: Task, info: (tool: string) => ToolInfo) {
  return (tool: string, args: Record<string, unknown>): Record<string, unknown> => {
    const i = info(tool);
    if (i.plumbing.size === 0) return args;
    const out = { ...args };
    // The gold call this one means (same tool, same other arguments): take its masked values.
    const twin = task.gold.calls.find((c) => sameCall(c, tool, args, i));
    const sameTool = task.gold.calls.filter((c) => c.tool === tool);
    for (const k of i.plumbing) {
      const source = twin ?? sameTool.find((c) => k in c.args) ?? sameTool[0];
      if (source) {
        if (k in source.args) out[k] = source.args[k];
        else if (!i.required.has(k)) delete out[k];
      } else if (k in i.fixed) out[k] = i.fixed[k];
      else if (!i.required.has(k)) delete out[k];
    }
    return out;
  };
}

/** Same call by meaning: same tool, same arguments except masked ones (and paging gold did not set). */
function sameCall(gold: GoldCall, tool: string, args: Record<string, unknown>, info: ToolInfo) {
  if (gold.tool !== tool) return false;
  const keys = new Set([...Object.keys(gold.args), ...Object.keys(args)]);
  for (const k of keys) {
    if (gold.masked.includes(k) || info.masked.has(k)) continue;
    if (!(k in gold.args) && PAGING.test(k)) continue;
    if (canonicalJson(gold.args[k] ?? null) !== canonicalJson(args[k] ?? null)) return false;
  }
  return true;
}

async function replayRollout(
  task: Task,
  messages: RolloutMessage[],
  bundles: EnvBundle[],
  runner: EnvRunner | undefined,
  canonical: (tool: string, args: Record<string, unknown>) => Record<string, unknown>,
): Promise<
  | { calls: RolloutCall[]; initialHash: string; stateByTurn: string[]; finalHash: string }
  | { error: string }
> {
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, runner);
  if (!envs.ok) return { error: envs.error.message };
  const turnOf = turnOfMessages(task, messages);
  const calls: RolloutCall[] = [];
  const stateByTurn: string[] = [];
  try {
    const initialHash = await envs.value.stateHash();
    let hash = initialHash;
    for (const [i, m] of messages.entries()) {
      const turn = turnOf[i] ?? 0;
      while (stateByTurn.length < turn) stateByTurn.push(hash);
      if (m.role !== "assistant") continue;
      for (const tc of m.tool_calls ?? []) {
        const tool = typeof tc.function?.name === "string" ? tc.function.name : "";
        const parsed = parseArgs(tc.function?.arguments);
        if (!parsed.args || !envs.value.has(tool)) {
          calls.push({
            turn,
            order: calls.length,
            tool,
            malformed: parsed.error ?? `unknown tool "${tool}"`,
            changedState: false,
          });
          continue;
        }
        const outcome = await envs.value.call(tool, canonical(tool, parsed.args));
        const after = await envs.value.stateHash();
        const bad =
          !outcome.ok &&
          "error" in outcome &&
          ["InvalidArguments", "UnknownTool"].includes(outcome.error.code);
        calls.push({
          turn,
          order: calls.length,
          tool,
          args: parsed.args,
          outcome,
          changedState: after !== hash,
          ...(bad
            ? { malformed: `tool answered ${(outcome as { error: { code: string } }).error.code}` }
            : {}),
        });
        hash = after;
      }
    }
    while (stateByTurn.length < task.turns.length) stateByTurn.push(hash);
    return { calls, initialHash, stateByTurn, finalHash: hash };
  } finally {
    await envs.value.dispose();
  }
}

/** Gold replayed call by call: which calls leave no trace in state, and the state after each turn. */
async function replayGold(
  task: Task,
  bundles: EnvBundle[],
  runner: EnvRunner | undefined,
  info: (tool: string) => ToolInfo,
): Promise<{ steps: GoldStep[]; initialHash: string; stateByTurn: string[] } | undefined> {
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, runner);
  if (!envs.ok) return undefined;
  try {
    const initialHash = await envs.value.stateHash();
    let hash = initialHash;
    const steps: GoldStep[] = [];
    const stateByTurn: string[] = [];
    const byTurn = task.gold.calls.map((call, index) => ({ call, index }));
    for (let t = 0; t < task.turns.length; t++) {
      for (const { call, index } of byTurn.filter((c) => (c.call.turn ?? 0) === t)) {
        await envs.value.call(call.tool, call.args);
        const after = await envs.value.stateHash();
        steps.push({ call, index, stateless: after === hash, readOnly: info(call.tool).readOnly });
        hash = after;
      }
      stateByTurn.push(hash);
    }
    steps.sort((a, b) => a.index - b.index);
    return { steps, initialHash, stateByTurn };
  } finally {
    await envs.value.dispose();
  }
}

interface Scope {
  gold: GoldStep[];
  calls: RolloutCall[];
  facts: AnswerFact[];
  /** Closing replies to judge (one per turn in scope). */
  replies: { turn: number; text: string | undefined; request: string; facts: AnswerFact[] }[];
  /** The rollout's state equals gold's at the end of the scope. */
  stateOk: boolean;
  /** Gold changed state within the scope. */
  goldChanges: boolean;
  /** Everything the rollout saw: its tool results and the user's words. */
  seen: TextIndex;
  label: string;
}

function credit(score: number, weight: number, evidence: string): Component {
  return { score, weight, evidence, kind: "credit" };
}
function penalty(score: number, evidence: string): Component {
  return { score, weight: 0, evidence, kind: "penalty" };
}

const list = (xs: string[], max = 4) =>
  xs.length <= max ? xs.join(", ") : `${xs.slice(0, max).join(", ")} and ${xs.length - max} more`;

function components(
  scope: Scope,
  weights: RewardWeights,
  info: (t: string) => ToolInfo,
): Components {
  // Gold calls in order; a dependent call must be matched after what it depends on.
  const matchedAt = new Map<number, number>();
  const used = new Set<number>();
  const missing: string[] = [];
  for (const { call, index } of scope.gold) {
    const after = Math.max(-1, ...(call.dependsOn ?? []).map((d) => matchedAt.get(d) ?? -1));
    const hit = scope.calls.find(
      (r) =>
        !used.has(r.order) &&
        !r.malformed &&
        r.args &&
        r.order > after &&
        sameCall(call, r.tool, r.args, info(r.tool)),
    );
    if (hit) {
      used.add(hit.order);
      matchedAt.set(index, hit.order);
    } else missing.push(`${call.tool}#${index}`);
  }
  const nGold = scope.gold.length;
  const recall = nGold ? (nGold - missing.length) / nGold : 1;

  // Effects: the state (when gold changes it) and each gold action that leaves no trace in state.
  const statelessActions = scope.gold.filter((g) => g.stateless && !g.readOnly);
  const effects: { what: string; done: boolean; claimable: boolean }[] = [];
  if (scope.goldChanges)
    effects.push({ what: "the final state", done: scope.stateOk, claimable: true });
  // Gold leaves the state as it was: changing it anyway undoes part of the task.
  else if (!scope.stateOk)
    effects.push({ what: "the state left as it was", done: false, claimable: false });
  for (const g of statelessActions)
    effects.push({
      what: `${g.call.tool}#${g.index}`,
      done: matchedAt.has(g.index),
      claimable: true,
    });
  const effectsDone = effects.filter((e) => e.done).length;
  const state = effects.length
    ? credit(
        effectsDone / effects.length,
        weights.state,
        effectsDone === effects.length
          ? `${scope.label}: every effect happened (${list(effects.map((e) => e.what))})`
          : `${scope.label}: ${list(effects.filter((e) => !e.done).map((e) => e.what))} did not happen${scope.goldChanges && !scope.stateOk ? " — the state differs from gold" : ""}`,
      )
    : credit(0, 0, `${scope.label}: gold changes nothing, so there is no effect to check`);

  // Answers: each turn's closing reply, judged as a reader would.
  const facts: { fact: AnswerFact; stated: boolean; reason?: string }[] = [];
  const pasted: string[] = [];
  const foreign: string[] = [];
  for (const r of scope.replies) {
    const distinct = distinctFacts(r.facts);
    const text = r.text ?? "";
    const why = text ? pastedReason(text, referenceAnswer(distinct)) : undefined;
    if (why) pasted.push(`turn ${r.turn}: ${why}`);
    const lang = languageOf(text);
    // Generated requests are short; with no clear signal the user's language is English.
    const asked = languageOf(r.request) ?? "en";
    const otherLanguage = lang !== undefined && asked !== undefined && lang !== asked;
    if (otherLanguage) foreign.push(`turn ${r.turn} is in "${lang}", the user wrote in "${asked}"`);
    if (distinct.length === 0) continue;
    if (!text) {
      for (const fact of distinct) facts.push({ fact, stated: false, reason: "no closing reply" });
      continue;
    }
    if (why || otherLanguage) {
      for (const fact of distinct)
        facts.push({ fact, stated: false, reason: why ? "pasted" : "another language" });
      continue;
    }
    facts.push(...judgeFacts(text, distinct, { request: r.request, seen: scope.seen }));
  }
  const stated = facts.filter((f) => f.stated).length;
  const unstated = facts.filter((f) => !f.stated);
  // Saying it was done when it was not is a false claim: answers count as far as the effects happened.
  const claimed = effects.filter((e) => e.claimable);
  const backed = claimed.length ? claimed.filter((e) => e.done).length / claimed.length : 1;
  const answer = facts.length
    ? credit(
        (stated / facts.length) * backed,
        weights.answer,
        unstated.length === 0
          ? backed < 1
            ? `${scope.label}: the reply states all ${facts.length} facts, but claims effects that did not happen (×${backed.toFixed(2)})`
            : `${scope.label}: the reply states all ${facts.length} facts as answers`
          : `${scope.label}: ${list(unstated.map((f) => `${(f.fact as { label?: string }).label ?? f.fact.key} (${f.reason})`))} not stated as an answer${pasted.length ? `; ${pasted[0]}` : ""}${foreign.length ? `; ${foreign[0]}` : ""}`,
      )
    : credit(0, 0, `${scope.label}: the task asks for no facts, so the answer earns nothing`);

  const calls = nGold
    ? credit(
        recall,
        weights.calls,
        missing.length
          ? `${scope.label}: ${missing.length} of ${nGold} gold calls not made with the same arguments (${list(missing)})`
          : `${scope.label}: all ${nGold} gold calls made`,
      )
    : credit(0, 0, `${scope.label}: no gold calls`);

  const malformedCalls = scope.calls.filter((r) => r.malformed);
  const extraCalls = scope.calls.filter((r) => !r.malformed && !used.has(r.order));
  const writes = extraCalls.filter((r) => r.changedState).length;
  const reads = extraCalls.length - writes;
  const extra = penalty(
    (1 - weights.extra) ** writes * (1 - weights.extraRead) ** reads,
    extraCalls.length
      ? `${extraCalls.length} calls no gold call explains (${list(extraCalls.map((r) => `${r.tool}${r.changedState ? " [changed state]" : ""}`))}): ×${(1 - weights.extra).toFixed(2)} per write, ×${(1 - weights.extraRead).toFixed(2)} per other call`
      : "no extra calls",
  );
  const malformed = penalty(
    (1 - weights.malformed) ** malformedCalls.length,
    malformedCalls.length
      ? `${malformedCalls.length} malformed or unknown calls, ×${(1 - weights.malformed).toFixed(2)} each (${list(
          malformedCalls.map((r) => `${r.tool || "?"}: ${r.malformed}`),
          2,
        )})`
      : "no malformed calls",
  );
  const reply = penalty(
    pasted.length ? 1 - weights.pasted : 1,
    pasted.length ? `${pasted.join("; ")}` : "every closing reply reads as a reply",
  );
  const succeeded = scope.calls.some(
    (r) => !r.malformed && ((r.outcome?.ok ?? false) || used.has(r.order)),
  );
  const progress = penalty(
    nGold === 0 || succeeded ? 1 : 0,
    nGold === 0
      ? `${scope.label}: gold makes no calls`
      : succeeded
        ? `${scope.label}: the rollout made successful calls`
        : `${scope.label}: no successful tool call — no credit for doing nothing`,
  );
  return { state, calls, answer, extra, malformed, reply, progress };
}

function totalOf(c: Components): number {
  const parts = Object.values(c);
  const credits = parts.filter((p) => p.kind !== "penalty" && p.weight > 0);
  const penalties = parts.filter((p) => p.kind === "penalty");
  const wsum = credits.reduce((s, p) => s + p.weight, 0);
  if (wsum <= 0) return 0;
  // Exactly 1 only when every applicable credit is full and no penalty applies (float-proof).
  if (credits.every((p) => p.score === 1) && penalties.every((p) => p.score === 1)) return 1;
  const base = credits.reduce((s, p) => s + p.weight * p.score, 0) / wsum;
  const mult = penalties.reduce((m, p) => m * p.score, 1);
  return Math.min(1, Math.max(0, base * mult));
}

function explain(c: Components, total: number): Record<ComponentName, string> {
  const wsum = Object.values(c)
    .filter((p) => p.kind !== "penalty")
    .reduce((s, p) => s + p.weight, 0);
  const out = {} as Record<ComponentName, string>;
  for (const name of COMPONENT_NAMES) {
    const p = c[name];
    const share =
      p.kind !== "penalty"
        ? p.weight > 0
          ? `${p.score.toFixed(3)} × weight ${p.weight}/${wsum.toFixed(2)}`
          : "does not apply (weight 0)"
        : `multiplies the total by ${p.score.toFixed(3)}`;
    out[name] = `${name} ${share}: ${p.evidence}.`;
  }
  void total;
  return out;
}

function closingText(
  messages: RolloutMessage[],
  turnOf: number[],
  turn: number,
): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (turnOf[i] !== turn) continue;
    if (m?.role === "assistant" && typeof m.content === "string" && m.content.trim())
      return m.content;
  }
  return undefined;
}

function seenText(task: Task, messages: RolloutMessage[], calls: RolloutCall[]): TextIndex {
  const parts: string[] = [];
  for (const m of messages)
    if (m.role === "user" && typeof m.content === "string") parts.push(m.content);
  for (const t of task.turns) parts.push(t.user, ...(t.reveals ?? []).map((r) => r.text));
  const lengths = (v: unknown): void => {
    if (Array.isArray(v)) {
      parts.push(String(v.length));
      for (const x of v) lengths(x);
    } else if (v !== null && typeof v === "object") for (const x of Object.values(v)) lengths(x);
  };
  for (const c of calls)
    if (c.outcome && !("fault" in c.outcome)) {
      parts.push(renderOutcome(c.outcome));
      if (c.outcome.ok) lengths(c.outcome.result);
    }
  return new TextIndex(parts.join(" \n "));
}

/**
 * Score a rollout against a task: its tool calls are replayed from the task's initial state in a
 * fresh sandbox, and gold is replayed beside it. See the module comment for the formula. With
 * `perTurn`, `turns` scores each user turn on its own; `total` stays the whole-task score. The
 * gold rollout scores exactly 1. Same task, rollout and bundles ⇒ the same numbers, bit for bit.
 */
export async function score(
  task: Task,
  rollout: RolloutMessage[],
  bundles: EnvBundle[],
  options: {
    weights?: Partial<RewardWeights>;
    perTurn?: boolean;
    explain?: boolean;
    runner?: EnvRunner;
  } = {},
): Promise<ScoreResult> {
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const info = toolInfo(bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id)));
  const replay = await replayRollout(
    task,
    rollout,
    bundles,
    options.runner,
    canonicalizer(task, info),
  );
  const gold =
    "error" in replay ? undefined : await replayGold(task, bundles, options.runner, info);
  if ("error" in replay || !gold) {
    const why = "error" in replay ? replay.error : "gold did not replay";
    const zero = (): Component => credit(0, 0, `cannot score: ${why}`);
    const c = Object.fromEntries(COMPONENT_NAMES.map((n) => [n, zero()])) as Components;
    return { total: 0, components: c, rewardVersion: REWARD_VERSION };
  }
  const turnOf = turnOfMessages(task, rollout);
  const last = task.turns.length - 1;
  const factsOf = (t: number) => task.gold.answerFacts.filter((f) => (f.turn ?? last) === t);
  const seen = seenText(task, rollout, replay.calls);
  const reply = (t: number) => ({
    turn: t,
    text: closingText(rollout, turnOf, t),
    request: task.turns[t]?.user ?? "",
    facts: factsOf(t),
  });
  const finalGold = gold.stateByTurn.at(-1) ?? task.gold.finalStateHash;
  const overall = components(
    {
      gold: gold.steps,
      calls: replay.calls,
      facts: task.gold.answerFacts,
      replies: task.turns.map((_, t) => reply(t)),
      stateOk: replay.finalHash === task.gold.finalStateHash,
      goldChanges: finalGold !== gold.initialHash,
      seen,
      label: "task",
    },
    weights,
    info,
  );
  const total = totalOf(overall);
  const result: ScoreResult = { total, components: overall, rewardVersion: REWARD_VERSION };
  if (options.perTurn) {
    result.turns = task.turns.map((_, t) => {
      const c = components(
        {
          gold: gold.steps.filter((g) => (g.call.turn ?? 0) === t),
          calls: replay.calls.filter((r) => r.turn === t),
          facts: factsOf(t),
          replies: [reply(t)],
          stateOk: replay.stateByTurn[t] === gold.stateByTurn[t],
          goldChanges:
            gold.stateByTurn[t] !== (t === 0 ? gold.initialHash : gold.stateByTurn[t - 1]),
          seen,
          label: `turn ${t}`,
        },
        weights,
        info,
      );
      return { turn: t, total: totalOf(c), components: c };
    });
  }
  if (options.explain) result.why = explain(overall, total);
  return result;
}
