import type { Component } from "../reward/index.js";
import type { EnvBundle } from "../schema/bundle.js";
import { canonicalJson } from "../schema/canonical.js";
import type { Task } from "../schema/task.js";
import type { ChatMessage } from "../schema/trajectory.js";
import type { CallRecord, EndReason } from "./episode.js";

/** Why a rollout fell short, most telling first (the order picks the primary category). */
export const FAILURE_CATEGORIES = [
  "model error",
  "malformed call",
  "turn budget",
  "wrong tool",
  "wrong argument",
  "missing call",
  "extra write",
  "no answer",
  "other",
] as const;
export type FailureCategory = (typeof FAILURE_CATEGORIES)[number];

/** One line of rollouts.jsonl. `total` and `components` are exactly what `envfactory score` prints. */
export interface EvalRollout {
  taskId: string;
  trial: number;
  messages: ChatMessage[];
  total: number;
  components: Record<string, Component>;
  passed: boolean;
  endReason: EndReason;
  /** `primary` is null for a rollout with nothing wrong. */
  failure: { primary: FailureCategory | null; categories: FailureCategory[] };
  /** The endpoint's or sandbox's error, when the episode ended on one. */
  error?: string;
}

function same(a: unknown, b: unknown): boolean {
  try {
    return canonicalJson(a ?? null) === canonicalJson(b ?? null);
  } catch {
    return false;
  }
}

/**
 * Failure categories of an episode, from its calls against the gold calls and its reward:
 * a gold call the rollout did not make is `wrong argument` when the tool was called with other
 * arguments, `wrong tool` when some tool outside the gold was called instead, else `missing call`.
 */
export function failureCategories(
  task: Task,
  episode: { endReason: EndReason; calls: readonly CallRecord[] },
  reward: { total: number; components: Record<string, Component> },
  passed: boolean,
): { primary: FailureCategory | null; categories: FailureCategory[] } {
  const found = new Set<FailureCategory>();
  if (episode.endReason === "model-error" || episode.endReason === "env-error")
    found.add("model error");
  if (episode.calls.some((c) => c.malformed)) found.add("malformed call");
  if (episode.endReason === "turn-budget") found.add("turn budget");
  const ok = episode.calls.filter((c) => !c.malformed && c.args);
  const goldTools = new Set(task.gold.calls.map((g) => g.tool));
  const used = new Set<number>();
  for (const g of task.gold.calls) {
    const hit = ok.findIndex(
      (c, i) =>
        !used.has(i) &&
        c.tool === g.tool &&
        Object.keys(g.args)
          .filter((k) => !g.masked.includes(k))
          .every((k) => same(g.args[k], c.args?.[k])),
    );
    if (hit >= 0) {
      used.add(hit);
      continue;
    }
    if (ok.some((c) => c.tool === g.tool)) found.add("wrong argument");
    else if (ok.some((c) => !goldTools.has(c.tool))) found.add("wrong tool");
    else found.add("missing call");
  }
  if (ok.some((c, i) => !used.has(i) && c.changedState)) found.add("extra write");
  const answer = reward.components.answer;
  if (answer && answer.weight > 0 && answer.score < 1) found.add("no answer");
  if (!passed && found.size === 0) found.add("other");
  const categories = FAILURE_CATEGORIES.filter((c) => found.has(c));
  return { primary: categories[0] ?? null, categories };
}

/** n choose k as a float (k ≤ n small). */
function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** τ-bench pass^k: mean over tasks of C(c, k) / C(n, k), c = passing trials of n (tasks with n ≥ k). */
export function passHatK(perTask: readonly { n: number; c: number }[], k: number): number | null {
  const eligible = perTask.filter((t) => t.n >= k);
  if (eligible.length === 0) return null;
  return eligible.reduce((s, t) => s + choose(t.c, k) / choose(t.n, k), 0) / eligible.length;
}

export interface GroupStats {
  tasks: number;
  rollouts: number;
  meanReward: number;
  passRate: number;
}

export interface EvalSummary {
  format: "envfactory.eval/v1";
  model: string;
  split: "all" | "train" | "test";
  passThreshold: number;
  trials: number;
  tasks: number;
  rollouts: number;
  meanReward: number;
  /** Share of rollouts whose total reaches `passThreshold` (= pass^1). */
  passRate: number;
  /** pass^k for k = 1..trials. */
  passHatK: Record<string, number | null>;
  byEnvironment: Record<string, GroupStats>;
  /** Per gold tool: tasks using it, their rewards, and the share of its gold calls made right. */
  byTool: Record<string, GroupStats & { goldCalls: number; callRecall: number }>;
  /** Primary category of each rollout that did not pass; `any` counts every listed category. */
  failures: { primary: Record<string, number>; any: Record<string, number> };
  endReasons: Record<string, number>;
  components: Record<string, number>;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
/** Rounded so eval.json reads well and stays byte-stable across platforms. */
const r6 = (x: number) => Math.round(x * 1e6) / 1e6;

function group(rs: readonly EvalRollout[]): GroupStats {
  return {
    tasks: new Set(rs.map((r) => r.taskId)).size,
    rollouts: rs.length,
    meanReward: r6(mean(rs.map((r) => r.total))),
    passRate: r6(mean(rs.map((r) => (r.passed ? 1 : 0)))),
  };
}

function bump(rec: Record<string, number>, key: string): void {
  rec[key] = (rec[key] ?? 0) + 1;
}

/** Sorted keys, so the JSON is the same whatever order rollouts finished in. */
function sorted<T>(rec: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(rec).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Gold-call recall of one tool in one rollout, from the reward's `calls` evidence-free view. */
function toolRecall(
  task: Task,
  tool: string,
  calls: readonly CallRecord[],
): { gold: number; made: number } {
  const gold = task.gold.calls.filter((g) => g.tool === tool);
  const pool = calls.filter((c) => c.tool === tool && c.args && !c.malformed);
  const used = new Set<number>();
  let made = 0;
  for (const g of gold) {
    const i = pool.findIndex(
      (c, j) =>
        !used.has(j) &&
        Object.keys(g.args)
          .filter((k) => !g.masked.includes(k))
          .every((k) => same(g.args[k], c.args?.[k])),
    );
    if (i >= 0) {
      used.add(i);
      made++;
    }
  }
  return { gold: gold.length, made };
}

/** Tool calls of a rollout's messages, for per-tool recall when re-summarising from a file. */
export function callsOf(messages: readonly ChatMessage[]): CallRecord[] {
  const out: CallRecord[] = [];
  for (const m of messages)
    if (m.role === "assistant")
      for (const tc of m.tool_calls ?? []) {
        let args: unknown;
        try {
          args = JSON.parse(tc.function.arguments || "{}");
        } catch {
          args = undefined;
        }
        const okArgs = args !== null && typeof args === "object" && !Array.isArray(args);
        out.push({
          tool: tc.function.name,
          ...(okArgs ? { args: args as Record<string, unknown> } : { malformed: "arguments" }),
          changedState: false,
        });
      }
  return out;
}

/** The eval.json summary. Deterministic: no timings, keys sorted, numbers rounded. */
export function summarize(
  tasks: readonly Task[],
  rollouts: readonly EvalRollout[],
  bundles: readonly EnvBundle[],
  options: {
    model: string;
    split: "all" | "train" | "test";
    passThreshold: number;
    trials: number;
  },
): EvalSummary {
  const byTask = new Map<string, EvalRollout[]>();
  for (const r of rollouts) byTask.set(r.taskId, [...(byTask.get(r.taskId) ?? []), r]);
  const taskOf = new Map(tasks.map((t) => [t.id, t]));
  const perTask = [...byTask.values()].map((rs) => ({
    n: rs.length,
    c: rs.filter((r) => r.passed).length,
  }));
  const passHat: Record<string, number | null> = {};
  for (let k = 1; k <= options.trials; k++) {
    const v = passHatK(perTask, k);
    passHat[String(k)] = v === null ? null : r6(v);
  }
  const envName = new Map(bundles.map((b) => [b.id, b.name || b.id]));
  const byEnv = new Map<string, EvalRollout[]>();
  const byTool = new Map<string, { rs: EvalRollout[]; gold: number; made: number }>();
  const failures = { primary: {} as Record<string, number>, any: {} as Record<string, number> };
  const endReasons: Record<string, number> = {};
  const comp = new Map<string, number[]>();
  for (const r of rollouts) {
    const task = taskOf.get(r.taskId);
    bump(endReasons, r.endReason);
    if (!r.passed && r.failure.primary) bump(failures.primary, r.failure.primary);
    for (const c of r.failure.categories) bump(failures.any, c);
    for (const [k, c] of Object.entries(r.components))
      comp.set(k, [...(comp.get(k) ?? []), c.score]);
    if (!task) continue;
    const envs = [...new Set(task.envs.map((e) => envName.get(e.bundleId) ?? e.bundleId))];
    const key = envs.sort().join("+");
    byEnv.set(key, [...(byEnv.get(key) ?? []), r]);
    const calls = callsOf(r.messages);
    for (const tool of new Set(task.gold.calls.map((g) => g.tool))) {
      const rec = toolRecall(task, tool, calls);
      const cur = byTool.get(tool) ?? { rs: [], gold: 0, made: 0 };
      cur.rs.push(r);
      cur.gold += rec.gold;
      cur.made += rec.made;
      byTool.set(tool, cur);
    }
  }
  const all = group(rollouts);
  return {
    format: "envfactory.eval/v1",
    model: options.model,
    split: options.split,
    passThreshold: options.passThreshold,
    trials: options.trials,
    tasks: all.tasks,
    rollouts: all.rollouts,
    meanReward: all.meanReward,
    passRate: all.passRate,
    passHatK: passHat,
    byEnvironment: sorted(Object.fromEntries([...byEnv].map(([k, rs]) => [k, group(rs)]))),
    byTool: sorted(
      Object.fromEntries(
        [...byTool].map(([k, v]) => [
          k,
          { ...group(v.rs), goldCalls: v.gold, callRecall: r6(v.gold ? v.made / v.gold : 1) },
        ]),
      ),
    ),
    failures: { primary: sorted(failures.primary), any: sorted(failures.any) },
    endReasons: sorted(endReasons),
    components: sorted(Object.fromEntries([...comp].map(([k, xs]) => [k, r6(mean(xs))]))),
  };
}
