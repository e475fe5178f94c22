import type { EnvBundle } from "../schema/bundle.js";
import type { CallOutcome } from "../schema/call-outcome.js";
import { canonicalJson } from "../schema/canonical.js";
import type { GoldCall, Task } from "../schema/task.js";
import { type EnvRunner, TaskEnvs } from "../synth/env-runner.js";
import { TextIndex } from "../synth/value-mentions.js";

/** A rollout message as agents send it: like ChatMessage, but `arguments` may be a string or an object. */
export interface RolloutMessage {
  role: string;
  content?: string | null;
  tool_calls?: { id?: string; type?: string; function?: { name?: unknown; arguments?: unknown } }[];
  tool_call_id?: string;
  name?: string;
}

export interface RewardWeights {
  /** Final state hash equals gold (path-independent). */
  state: number;
  /** Gold calls found in the rollout, non-masked args equal. */
  calls: number;
  /** Answer facts stated in the final assistant message. */
  answer: number;
  /** Penalty for calls no gold call explains (state-changing ones cost more). */
  extra: number;
  /** Penalty for calls with unparsable arguments, unknown tools or invalid arguments. */
  malformed: number;
}

export const DEFAULT_WEIGHTS: RewardWeights = {
  state: 0.35,
  calls: 0.25,
  answer: 0.25,
  extra: 0.1,
  malformed: 0.05,
};

export interface Component {
  score: number;
  weight: number;
  evidence: string;
}

export interface ScoreResult {
  /** Weighted mean of the components, in [0, 1]; exactly 1 only when every component is 1. */
  total: number;
  components: Record<keyof RewardWeights, Component>;
  /** Per-turn scores (with `perTurn`); `total` is then their mean. */
  turns?: { turn: number; total: number; components: Record<keyof RewardWeights, Component> }[];
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

/** Same call, ignoring masked arguments (and maskable-looking extras the gold did not set). */
function sameCall(gold: GoldCall, tool: string, args: Record<string, unknown>): boolean {
  if (gold.tool !== tool) return false;
  const keys = new Set([...Object.keys(gold.args), ...Object.keys(args)]);
  for (const k of keys) {
    if (gold.masked.includes(k)) continue;
    if (!(k in gold.args) && /^(limit|page|page_?size|per_?page|offset|cursor)$/i.test(k)) continue;
    if (canonicalJson(gold.args[k] ?? null) !== canonicalJson(args[k] ?? null)) return false;
  }
  return true;
}

/** Turn index of each message: a new turn starts at the user message that is the task's next turn. */
function turnOfMessages(task: Task, messages: RolloutMessage[]): number[] {
  const out: number[] = [];
  let turn = 0;
  for (const m of messages) {
    const next = task.turns[turn + 1];
    if (
      m.role === "user" &&
      next &&
      typeof m.content === "string" &&
      m.content.trim() === next.user.trim()
    )
      turn++;
    out.push(turn);
  }
  return out;
}

async function replayRollout(
  task: Task,
  messages: RolloutMessage[],
  bundles: EnvBundle[],
  runner: EnvRunner | undefined,
): Promise<{ calls: RolloutCall[]; stateByTurn: string[]; finalHash: string } | { error: string }> {
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, runner);
  if (!envs.ok) return { error: envs.error.message };
  const turnOf = turnOfMessages(task, messages);
  const calls: RolloutCall[] = [];
  const stateByTurn: string[] = [];
  try {
    let hash = await envs.value.stateHash();
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
        const outcome = await envs.value.call(tool, parsed.args);
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
    return { calls, stateByTurn, finalHash: hash };
  } finally {
    await envs.value.dispose();
  }
}

/** Gold state hash after the calls of turns 0..k, by replaying gold in a fresh sandbox. */
async function goldStateByTurn(
  task: Task,
  bundles: EnvBundle[],
  runner: EnvRunner | undefined,
): Promise<string[]> {
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, runner);
  if (!envs.ok) return task.turns.map(() => task.gold.finalStateHash);
  try {
    const out: string[] = [];
    for (let t = 0; t < task.turns.length; t++) {
      for (const c of task.gold.calls)
        if ((c.turn ?? 0) === t) await envs.value.call(c.tool, c.args);
      out.push(await envs.value.stateHash());
    }
    return out;
  } finally {
    await envs.value.dispose();
  }
}

function components(
  task: Task,
  goldCalls: { call: GoldCall; index: number }[],
  rollout: RolloutCall[],
  finalText: (turn: number | undefined) => string | undefined,
  facts: Task["gold"]["answerFacts"],
  stateOk: boolean,
  stateEvidence: string,
  weights: RewardWeights,
): Record<keyof RewardWeights, Component> {
  // Gold calls in order; a dependent call must be matched after what it depends on.
  const matchedAt = new Map<number, number>();
  const used = new Set<number>();
  const missing: string[] = [];
  for (const { call, index } of goldCalls) {
    const after = Math.max(-1, ...(call.dependsOn ?? []).map((d) => matchedAt.get(d) ?? -1));
    const hit = rollout.find(
      (r) =>
        !used.has(r.order) &&
        !r.malformed &&
        r.args &&
        r.order > after &&
        sameCall(call, r.tool, r.args),
    );
    if (hit) {
      used.add(hit.order);
      matchedAt.set(index, hit.order);
    } else missing.push(`${call.tool}#${index}`);
  }
  const recall = goldCalls.length ? (goldCalls.length - missing.length) / goldCalls.length : 1;
  // Each fact must be in the closing message of the turn it belongs to.
  const texts = new Map<number | undefined, TextIndex>();
  const said = (f: Task["gold"]["answerFacts"][number]) => {
    if (!texts.has(f.turn)) texts.set(f.turn, new TextIndex(finalText(f.turn) ?? ""));
    return texts.get(f.turn)?.mentions(f.value) ?? false;
  };
  const unsaid = facts.filter((f) => !said(f));
  const malformed = rollout.filter((r) => r.malformed);
  const extra = rollout.filter((r) => !r.malformed && !used.has(r.order));
  const extraCost = extra.reduce((s, r) => s + (r.changedState ? 0.5 : 0.2), 0);
  void task;
  return {
    state: { score: stateOk ? 1 : 0, weight: weights.state, evidence: stateEvidence },
    calls: {
      score: recall,
      weight: weights.calls,
      evidence: missing.length
        ? `missing ${missing.join(", ")}`
        : `all ${goldCalls.length} gold calls made`,
    },
    answer: {
      score: facts.length ? (facts.length - unsaid.length) / facts.length : 1,
      weight: weights.answer,
      evidence:
        facts.length === 0
          ? "no answer facts required"
          : unsaid.length
            ? `final answer lacks ${unsaid.map((f) => f.key).join(", ")}`
            : `final answer states all ${facts.length} facts`,
    },
    extra: {
      score: Math.max(0, 1 - extraCost),
      weight: weights.extra,
      evidence: extra.length
        ? `${extra.length} unexplained calls (${extra.map((r) => `${r.tool}${r.changedState ? " [changed state]" : ""}`).join(", ")})`
        : "no extra calls",
    },
    malformed: {
      score: Math.max(0, 1 - 0.5 * malformed.length),
      weight: weights.malformed,
      evidence: malformed.length
        ? malformed.map((r) => `${r.tool || "?"}: ${r.malformed}`).join("; ")
        : "no malformed calls",
    },
  };
}

function weighted(c: Record<keyof RewardWeights, Component>): number {
  const parts = Object.values(c);
  const wsum = parts.reduce((s, p) => s + p.weight, 0);
  if (wsum <= 0) return 0;
  if (parts.every((p) => p.score === 1 || p.weight === 0)) return 1;
  return Math.min(1, Math.max(0, parts.reduce((s, p) => s + p.weight * p.score, 0) / wsum));
}

function lastAssistantText(
  messages: RolloutMessage[],
  turnOf: number[],
  turn?: number,
): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (turn !== undefined && turnOf[i] !== turn) continue;
    if (m?.role === "assistant" && typeof m.content === "string" && m.content.trim())
      return m.content;
  }
  return undefined;
}

/**
 * Score a rollout against a task: its tool calls are replayed from the task's initial state in a
 * fresh sandbox. Components: final-state hash equality, gold-call recall on non-masked arguments
 * (order-free except where a data dependency forces it), answer facts in the final assistant
 * message, penalties for extra and malformed calls. `perTurn` scores each user turn on its own and
 * averages. The gold rollout scores exactly 1.
 */
export async function score(
  task: Task,
  rollout: RolloutMessage[],
  bundles: EnvBundle[],
  options: { weights?: Partial<RewardWeights>; perTurn?: boolean; runner?: EnvRunner } = {},
): Promise<ScoreResult> {
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const replay = await replayRollout(task, rollout, bundles, options.runner);
  if ("error" in replay) {
    const zero = (evidence: string) => ({ score: 0, weight: 0, evidence });
    const c = {
      state: zero(replay.error),
      calls: zero(""),
      answer: zero(""),
      extra: zero(""),
      malformed: zero(""),
    };
    return { total: 0, components: c };
  }
  const turnOf = turnOfMessages(task, rollout);
  const gold = task.gold.calls.map((call, index) => ({ call, index }));
  const stateOk = replay.finalHash === task.gold.finalStateHash;
  const overall = components(
    task,
    gold,
    replay.calls,
    (turn) => lastAssistantText(rollout, turnOf, turn),
    task.gold.answerFacts,
    stateOk,
    stateOk
      ? `final state equals gold ${task.gold.finalStateHash.slice(0, 12)}`
      : `final state ${replay.finalHash.slice(0, 12)} ≠ gold ${task.gold.finalStateHash.slice(0, 12)}`,
    weights,
  );
  if (!options.perTurn) return { total: weighted(overall), components: overall };
  const goldStates = await goldStateByTurn(task, bundles, options.runner);
  const last = task.turns.length - 1;
  const turns = task.turns.map((_, t) => {
    const ok = replay.stateByTurn[t] === goldStates[t];
    const c = components(
      task,
      gold.filter((g) => (g.call.turn ?? 0) === t),
      replay.calls.filter((r) => r.turn === t),
      () => lastAssistantText(rollout, turnOf, t),
      task.gold.answerFacts.filter((f) => (f.turn ?? last) === t),
      ok,
      ok ? `state after turn ${t} equals gold` : `state after turn ${t} differs from gold`,
      weights,
    );
    return { turn: t, total: weighted(c), components: c };
  });
  const total = turns.every((t) => t.total === 1)
    ? 1
    : turns.reduce((s, t) => s + t.total, 0) / turns.length;
  return { total, components: overall, turns };
}
