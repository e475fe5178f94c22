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
