import type { ModelReport } from "../core/llm/model-hooks.js";
import type { EnvBundle, Task, Trajectory } from "../core/schema/index.js";

/** The dataset's quality figures (DESIGN.md §7), computed from stored tasks and their checks. */
export interface QualityFigures {
  tasks: number;
  trajectories: number;
  /** Share of tasks whose no-leak check failed (goal 0). */
  leakRate: number | undefined;
  /** Share of tasks whose solvability check passed (goal 1). */
  solvability: number | undefined;
  /** Share of tasks whose replay check passed (goal 1). */
  replay: number | undefined;
  /** Tools used by at least one gold call / tools in the environments. */
  toolCoverage: number | undefined;
  multiTurnShare: number | undefined;
}

function checkRate(tasks: Task[], pattern: RegExp, want: boolean): number | undefined {
  let seen = 0;
  let hits = 0;
  for (const t of tasks) {
    const c = t.checks.find((x) => pattern.test(x.name));
    if (!c) continue;
    seen++;
    if (c.passed === want) hits++;
  }
  return seen ? hits / seen : undefined;
}

/** Computes the figures; a figure is undefined when no task carries the check it needs. */
export function qualityFigures(
  tasks: Task[],
  trajectories: Trajectory[],
  bundles: EnvBundle[],
  batches: { kept: number; replayExactness?: number }[] = [],
): QualityFigures {
  const replayed = batches.filter((b) => b.replayExactness !== undefined);
  const replayWeight = replayed.reduce((n, b) => n + b.kept, 0);
  const allTools = new Set(bundles.flatMap((b) => b.tools.map((t) => `${b.id}/${t.name}`)));
  const used = new Set<string>();
  for (const t of tasks) {
    const env = t.envs[0]?.bundleId ?? "";
    for (const call of t.gold.calls) used.add(`${call.env ?? env}/${call.tool}`);
  }
  const covered = [...used].filter((k) => allTools.has(k)).length;
  return {
    tasks: tasks.length,
    trajectories: trajectories.length,
    leakRate: checkRate(tasks, /leak/i, false),
    solvability: checkRate(tasks, /solv/i, true),
    replay:
      checkRate(tasks, /replay/i, true) ??
      (replayWeight
        ? replayed.reduce((n, b) => n + b.kept * b.replayExactness!, 0) / replayWeight
        : undefined),
    toolCoverage: allTools.size ? covered / allTools.size : undefined,
    multiTurnShare: tasks.length
      ? tasks.filter((t) => t.turns.length > 1).length / tasks.length
      : undefined,
  };
}

/** Model use over a whole run: the per-batch reports added up. */
export interface ModelUseTotals {
  models: string[];
  requests: number;
  cacheHits: number;
  promptTokens: number;
  completionTokens: number;
  failures: Record<string, number>;
  uses: Record<string, { accepted: number; fallback: number; reasons: Record<string, number> }>;
}

/** Adds up the model reports of batches; undefined when no batch used a model. */
export function mergeModelReports(
  reports: (ModelReport | undefined)[],
): ModelUseTotals | undefined {
  const used = reports.filter((r): r is ModelReport => r !== undefined);
  if (used.length === 0) return undefined;
  const t: ModelUseTotals = {
    models: [...new Set(used.map((r) => r.model))].sort(),
    requests: 0,
    cacheHits: 0,
    promptTokens: 0,
    completionTokens: 0,
    failures: {},
    uses: {},
  };
  const add = (into: Record<string, number>, from: Record<string, number>) => {
    for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
  };
  for (const r of used) {
    t.requests += r.usage.requests;
    t.cacheHits += r.usage.cacheHits;
    t.promptTokens += r.usage.promptTokens;
    t.completionTokens += r.usage.completionTokens;
    add(t.failures, r.usage.failures);
    for (const [use, s] of Object.entries(r.uses)) {
      if (!s) continue;
      const e = t.uses[use] ?? { accepted: 0, fallback: 0, reasons: {} };
      t.uses[use] = e;
      e.accepted += s.accepted;
      e.fallback += s.fallback;
      add(e.reasons, s.reasons);
    }
  }
  return t;
}
