import type { Task, Trajectory } from "../schema/index.js";
import { taskGroupKey, type VerlToolGroup } from "./verl.js";

/**
 * One row of `trl-env.jsonl`, the dataset for TRL's `GRPOTrainer(environment_factory=...)` with a
 * dict of environments: `environment` picks the class in `envfactory_trl.ENVIRONMENTS`, and TRL
 * passes the other columns to its `reset(**row)`, which opens a server session for `task`.
 */
export interface TrlEnvRow {
  prompt: { role: "system" | "user"; content: string }[];
  environment: string;
  task: string;
}

/**
 * The opening of each task (system prompt and first user request), the environment class that
 * holds its tools (one per tool group, named after its environments) and its id. Tasks whose
 * environments are not all in the run are left out (their class could not be generated).
 */
export function toTrlEnvRows(
  tasks: readonly Task[],
  trajectories: readonly Trajectory[],
  groups: ReadonlyMap<string, VerlToolGroup>,
): TrlEnvRow[] {
  const byTask = new Map(trajectories.map((t) => [t.taskId, t]));
  const rows: TrlEnvRow[] = [];
  for (const task of tasks) {
    const group = groups.get(taskGroupKey(task));
    if (!group) continue;
    const prompt: TrlEnvRow["prompt"] = [];
    const system =
      (task as { systemPrompt?: string }).systemPrompt ??
      byTask.get(task.id)?.messages.find((m) => m.role === "system")?.content;
    if (system) prompt.push({ role: "system", content: system });
    prompt.push({ role: "user", content: task.turns[0]!.user });
    rows.push({ prompt, environment: group.name, task: task.id });
  }
  return rows;
}
