import type { LlmClient } from "../llm/llm-client.js";
import type { AbortSignalLike } from "../platform.js";
import { score } from "../reward/index.js";
import type { EnvBundle } from "../schema/bundle.js";
import { contentId } from "../schema/canonical.js";
import type { Task } from "../schema/task.js";
import type { ChatMessage, Trajectory } from "../schema/trajectory.js";
import type { EnvRunner } from "../synth/env-runner.js";
import { taskTools } from "../synth/trajectory.js";
import { DEFAULT_MAX_ASSISTANT_MESSAGES, runEpisode } from "./episode.js";
import { type EvalRollout, failureCategories } from "./metrics.js";
import type { ModelUser } from "./simulated-user.js";

export type EvalSplit = "all" | "train" | "test";

export interface EvalOptions {
  policy: LlmClient;
  modelUser?: ModelUser;
  trials?: number;
  concurrency?: number;
  seed?: number;
  passThreshold?: number;
  maxAssistantMessages?: number;
  temperature?: number;
  maxTokens?: number;
  runner?: EnvRunner;
  signal?: AbortSignalLike;
  /** Rollouts already on disk (`taskId#trial`); they are not run again (resume). */
  done?: ReadonlySet<string>;
  /** Each rollout as it finishes (append it to rollouts.jsonl here). */
  onRollout?: (rollout: EvalRollout) => void | Promise<void>;
  /** Live conversation of a running episode. */
  onMessage?: (key: { taskId: string; trial: number }, messages: readonly ChatMessage[]) => void;
  onProgress?: (p: { done: number; total: number }) => void;
}

export const rolloutKey = (taskId: string, trial: number) => `${taskId}#${trial}`;

/**
 * Tasks of a split, then the first `limit` of them. Tasks without a split (older runs) count as
 * `train` — they were generated before any environment was held out.
 */
export function selectTasks(tasks: readonly Task[], split: EvalSplit, limit?: number): Task[] {
  const picked = tasks.filter((t) => split === "all" || (t.split ?? "train") === split);
  return limit === undefined ? picked : picked.slice(0, limit);
}

/**
 * Run every task × trial with at most `concurrency` episodes at once, score each rollout with the
 * same `score()` as `envfactory score`, and categorise its failures. Returns the new rollouts in
 * task order, then trial order (independent of which finished first).
 */
export async function evaluate(
  tasks: readonly Task[],
  bundles: EnvBundle[],
  options: EvalOptions,
): Promise<EvalRollout[]> {
  const trials = options.trials ?? 1;
  const threshold = options.passThreshold ?? 1;
  const jobs: { task: Task; trial: number; order: number }[] = [];
  for (const task of tasks)
    for (let trial = 0; trial < trials; trial++)
      if (!options.done?.has(rolloutKey(task.id, trial)))
        jobs.push({ task, trial, order: jobs.length });
  const out: { order: number; rollout: EvalRollout }[] = [];
  let next = 0;
  let finished = 0;
  options.onProgress?.({ done: 0, total: jobs.length });
  const n = Math.max(1, Math.min(options.concurrency ?? 4, jobs.length || 1));
  // Without a runner of the caller's, episodes and scoring share one instance pool: each opens an
  // idle instance at its start state instead of loading the bundle into a new VM (three per rollout).
  const pool = options.runner
    ? undefined
    : new (await import("../synth/instance-pool.js")).InstancePool(
        Math.max(4, 2 * n * bundles.length),
      );
  const runner = options.runner ?? pool?.runner;
  const worker = async () => {
    for (;;) {
      if (options.signal?.aborted) return;
      const job = jobs[next++];
      if (!job) return;
      const { task, trial } = job;
      const episode = await runEpisode(task, bundles, options.policy, {
        trial,
        seed: options.seed ?? 1,
        maxAssistantMessages: options.maxAssistantMessages ?? DEFAULT_MAX_ASSISTANT_MESSAGES,
        ...(options.temperature !== undefined ? { temperature: options.temperature } : {}),
        ...(options.maxTokens !== undefined ? { maxTokens: options.maxTokens } : {}),
        ...(runner ? { runner } : {}),
        ...(options.modelUser ? { modelUser: options.modelUser } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.onMessage
          ? { onMessage: (m) => options.onMessage?.({ taskId: task.id, trial }, m) }
          : {}),
      });
      if (episode.endReason === "aborted") return;
      const reward = await score(task, episode.messages, bundles, runner ? { runner } : {});
      const passed = reward.total >= threshold;
      const rollout: EvalRollout = {
        taskId: task.id,
        trial,
        messages: episode.messages,
        total: reward.total,
        components: reward.components,
        passed,
        endReason: episode.endReason,
        failure: failureCategories(task, episode, reward, passed),
        ...(episode.error ? { error: episode.error } : {}),
      };
      out.push({ order: job.order, rollout });
      await options.onRollout?.(rollout);
      options.onProgress?.({ done: ++finished, total: jobs.length });
    }
  };
  try {
    await Promise.all(Array.from({ length: n }, worker));
  } finally {
    pool?.dispose();
  }
  return out.sort((a, b) => a.order - b.order).map((x) => x.rollout);
}

/** Order rollouts by the tasks' order, then trial: the order rollouts.jsonl is rewritten in. */
export function orderRollouts(
  tasks: readonly Task[],
  rollouts: readonly EvalRollout[],
): EvalRollout[] {
  const rank = new Map(tasks.map((t, i) => [t.id, i]));
  return [...rollouts].sort(
    (a, b) =>
      (rank.get(a.taskId) ?? Number.MAX_SAFE_INTEGER) -
        (rank.get(b.taskId) ?? Number.MAX_SAFE_INTEGER) || a.trial - b.trial,
  );
}

/**
 * Rejection sampling: rollouts whose total reaches `keepAbove`, as trajectories the existing
 * exporters take (tools from the task's environments, the rollout's messages as they were).
 */
export async function acceptedTrajectories(
  tasks: readonly Task[],
  rollouts: readonly EvalRollout[],
  bundles: EnvBundle[],
  keepAbove: number,
): Promise<{ tasks: Task[]; trajectories: Trajectory[] }> {
  const taskOf = new Map(tasks.map((t) => [t.id, t]));
  const trajectories: Trajectory[] = [];
  const kept = new Map<string, Task>();
  for (const r of rollouts) {
    const task = taskOf.get(r.taskId);
    if (!task || r.total < keepAbove) continue;
    const tools = taskTools(task, bundles);
    const id = await contentId({ taskId: task.id, trial: r.trial, tools, messages: r.messages });
    trajectories.push({ id, taskId: task.id, tools, messages: r.messages });
    kept.set(task.id, task);
  }
  return { tasks: [...kept.values()], trajectories };
}
