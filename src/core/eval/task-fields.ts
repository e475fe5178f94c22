import { deriveSeed } from "../domain/rng.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Task } from "../schema/task.js";
import { systemPrompt } from "../synth/trajectory.js";

/** Default share of environments held out for testing. */
export const DEFAULT_TEST_SHARE = 0.1;

/**
 * The environments held out for testing: bundles ranked by a hash of their name (stable when an
 * environment is regenerated, unlike its content id), the first `round(share × n)` — at least one
 * when the share is positive and there are two or more, never all of them.
 */
export function testEnvironments(
  bundles: readonly EnvBundle[],
  testShare = DEFAULT_TEST_SHARE,
): Set<string> {
  const n = bundles.length;
  if (!(testShare > 0) || n < 2) return new Set();
  const want = Math.min(n - 1, Math.max(1, Math.round(testShare * n)));
  const ranked = [...bundles].sort(
    (a, b) =>
      deriveSeed("split", a.name || a.id) - deriveSeed("split", b.name || b.id) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return new Set(ranked.slice(0, want).map((b) => b.id));
}

/** `test` when any of the task's environments is held out, so test environments stay unseen. */
export function splitOf(task: Pick<Task, "envs">, testEnvs: ReadonlySet<string>): "train" | "test" {
  return task.envs.some((e) => testEnvs.has(e.bundleId)) ? "test" : "train";
}

/**
 * Adds the fields evaluation reads to a freshly built task: its deterministic `split` and the
 * `systemPrompt` its trajectory opens with. The task id is not recomputed (it names the content
 * the checks ran on; these fields do not change what the task asks).
 */
export function withEvalFields(
  task: Task,
  bundles: readonly EnvBundle[],
  testShare = DEFAULT_TEST_SHARE,
): Task {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  return {
    ...task,
    split: splitOf(task, testEnvironments(bundles, testShare)),
    systemPrompt: task.systemPrompt ?? systemPrompt(used),
  };
}

/**
 * The task turn each message belongs to: a new turn starts at the user message whose text is the
 * task's next turn. Shared by the simulated user (which turn is it answering) and the reward.
 */
export function turnOfMessages(
  task: Pick<Task, "turns">,
  messages: readonly { role: string; content?: unknown }[],
): number[] {
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
