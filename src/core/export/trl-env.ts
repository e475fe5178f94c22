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
 * holds its tools (one per tool group, named after its environments) and its id. Left out:
 * tasks with more than one user turn, and tasks whose environments are not all in the run.
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
    // TRL's environment_factory has no user to bring later turns: multi-turn tasks go to verl,
    // whose interaction mechanism plays the simulated user.
    if (!group || task.turns.length > 1) continue;
    const prompt: TrlEnvRow["prompt"] = [];
    const system =
      task.systemPrompt ?? byTask.get(task.id)?.messages.find((m) => m.role === "system")?.content;
    if (system) prompt.push({ role: "system", content: system });
    prompt.push({ role: "user", content: task.turns[0]!.user });
    rows.push({ prompt, environment: group.name, task: task.id });
  }
  return rows;
}
