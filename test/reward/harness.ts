/**
 * Builds environments and tasks from tool docs with the real pipeline (ingest → heuristic envgen →
 * verify → graph → offline synth), then plays every scripted policy on every task and scores it.
 * Shared by the reward-hacking suite and scripts/reward-table.ts.
 */
import { deriveSeed } from "../../src/core/domain/index.js";
import { modelOf } from "../../src/core/envgen/semantic-model.js";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import { type RolloutMessage, score } from "../../src/core/reward/index.js";
import type { EnvBundle, Task, Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { routeTools } from "../../src/core/synth/index.js";
import { InstancePool } from "../../src/core/synth/instance-pool.js";
import { type Policy, playPolicy, policyContext } from "./policies.js";

export interface Corpus {
  name: string;
  bundles: EnvBundle[];
  tasks: Task[];
  trajectories: Trajectory[];
}

/** One doc → its verified bundle(s) and `count` tasks with gold trajectories. */
export async function buildCorpus(
  doc: { name: string; text: string },
  options: { count: number; seed: number },
): Promise<Corpus> {
  const result = await runPipeline(
    [doc],
    { seed: options.seed, count: options.count, turns: "mixed" },
    { store: createMemoryStore(), stages: createDefaultStages() },
  );
  const byTask = new Map(result.trajectories.map((t) => [t.taskId, t]));
  const tasks = result.tasks.filter((t) => byTask.has(t.id));
  return {
    name: doc.name,
    bundles: result.usable,
    tasks,
    trajectories: tasks.map((t) => byTask.get(t.id) as Trajectory),
  };
}

/** Argument names a harmless change may touch: the plumbing inputs of the semantic model. */
export function maskableOf(bundles: EnvBundle[]): (tool: string) => string[] {
  const routes = routeTools(bundles);
  return (tool) => {
    const r = routes.get(tool);
    const inputs = r ? (modelOf(r.bundle).tools[r.tool]?.inputs ?? {}) : {};
    return Object.entries(inputs)
      .filter(([, i]) => i.source === "plumbing")
      .map(([k]) => k);
  };
}

export interface PolicyRow {
  corpus: string;
  policy: string;
  taskId: string;
  readOnly: boolean;
  hasFacts: boolean;
  total: number;
  components: Record<string, { score: number }>;
}

/** Play and score every applicable policy on every task of a corpus. */
export async function runPolicies(
  corpus: Corpus,
  policies: Policy[],
  onRow?: (row: PolicyRow) => void,
): Promise<PolicyRow[]> {
  const rows: PolicyRow[] = [];
  const maskable = maskableOf(corpus.bundles);
  // One pool for the corpus: every play and score restores an idle instance instead of loading
  // the bundle into a new QuickJS VM (that load was two thirds of this suite's time).
  const pool = new InstancePool(2 * corpus.bundles.length + 2);
  const runner = pool.runner;
  try {
    for (const [i, task] of corpus.tasks.entries()) {
      const trajectory = corpus.trajectories[i] as Trajectory;
      const ctx = await policyContext(
        task,
        trajectory,
        corpus.bundles,
        deriveSeed(task.id, "policy"),
        maskable,
        runner,
      );
      const readOnly = task.gold.calls.every(
        (c) => ctx.tools.find((t) => t.name === c.tool)?.readOnly,
      );
      for (const p of policies) {
        if (!p.applies(ctx)) continue;
        const messages: RolloutMessage[] = await playPolicy(
          p,
          ctx,
          trajectory,
          corpus.bundles,
          runner,
        );
        const s = await score(task, messages, corpus.bundles, { runner });
        const row: PolicyRow = {
          corpus: corpus.name,
          policy: p.name,
          taskId: task.id,
          readOnly,
          hasFacts: task.gold.answerFacts.length > 0,
          total: s.total,
          components: s.components as Record<string, { score: number }>,
        };
        rows.push(row);
        onRow?.(row);
      }
    }
  } finally {
    pool.dispose();
  }
  return rows;
}

/** Markdown table: per policy, mean/min/max over tasks, split by read-only vs state-changing. */
export function policyTable(rows: PolicyRow[], policies: Policy[]): string {
  const f = (n: number) => n.toFixed(3);
  const stats = (xs: number[]) =>
    xs.length
      ? `${f(xs.reduce((s, x) => s + x, 0) / xs.length)} [${f(Math.min(...xs))}–${f(Math.max(...xs))}]`
      : "—";
  const lines = [
    "| policy | n | mean [min–max] all | writes | read-only | bound | over bound |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const p of policies) {
    const r = rows.filter((x) => x.policy === p.name);
    if (r.length === 0) continue;
    const over = r.filter((x) => (p.bound.exact ? x.total !== p.bound.max : x.total > p.bound.max));
    lines.push(
      `| ${p.what} | ${r.length} | ${stats(r.map((x) => x.total))} | ${stats(r.filter((x) => !x.readOnly).map((x) => x.total))} | ${stats(r.filter((x) => x.readOnly).map((x) => x.total))} | ${p.bound.exact ? "=" : "≤"} ${p.bound.max}${p.bound.meanMax !== undefined ? ` (mean ≤ ${p.bound.meanMax})` : ""} | ${over.length}/${r.length} |`,
    );
  }
  return lines.join("\n");
}
