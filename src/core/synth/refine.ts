import { escapeRegExp } from "../domain/words.js";
import type { EnvBundle } from "../schema/bundle.js";
import { contentId } from "../schema/canonical.js";
import type { CheckVerdict, Task } from "../schema/task.js";
import type { TaskDrafts } from "./build-task.js";
import { writeTurns } from "./build-task.js";
import {
  checkHasGoal,
  checkKnowable,
  checkNoLeak,
  checkNotInstructional,
  checkSolvable,
  checkWellFormed,
  type FormFinding,
  formFindings,
  type GoldReplay,
  replayGold,
  type WordingCounts,
  wordingCounts,
} from "./checks.js";
import type { EnvRunner } from "./env-runner.js";
import {
  type FactPhrase,
  factMention,
  type RequestWriter,
  templateUserSimulator,
  templateWriter,
  type UserSimulator,
} from "./writer.js";

/** Run every check of calibrated refinement on a task. */
export async function runChecks(
  task: Task,
  bundles: EnvBundle[],
  runner?: EnvRunner,
  replay?: Promise<GoldReplay>,
): Promise<CheckVerdict[]> {
  return [
    checkNoLeak(task),
    await checkSolvable(task, bundles, {
      ...(runner ? { runner } : {}),
      ...(replay ? { replay } : {}),
    }),
    checkNotInstructional(task, bundles),
    checkWellFormed(task),
    checkKnowable(task, bundles),
    checkHasGoal(task, bundles),
  ];
}

export interface RefineResult {
  /** The task with its checks recorded, when every check passed. */
  task?: Task;
  /** Verdicts of the last attempt (all passed when `task` is set). */
  checks: CheckVerdict[];
  /** Verdicts of the first attempt, for the report's pre-refinement figures. */
  firstChecks: CheckVerdict[];
  /** The first draft's user texts marked for form wording or code identifiers (the draft figures). */
  firstWording: WordingCounts;
  rewrites: number;
}

/**
 * The drafts with the fact a form-wording finding of the first request names ("with angle 180",
 * "for the tag keys TAG-1247") left out of it and asked for by the assistant instead; the drafts
 * as they were when none is found, or a fact is asked for already.
 */
export function withFlaggedFactAsked(drafts: TaskDrafts, findings: FormFinding[]): TaskDrafts {
  const first = drafts.drafts[0];
  if (drafts.omitted || !first || first.kind !== "request") return drafts;
  const evidence = findings
    .filter((f) => f.text === 0)
    .map((f) => f.evidence.toLowerCase())
    .join(" | ");
  if (!evidence) return drafts;
  const named = (f: FactPhrase) => {
    const label = f.label.toLowerCase();
    const said = factMention(f).toLowerCase();
    return (
      (label.length >= 3 && new RegExp(`\\b${escapeRegExp(label)}\\b`).test(evidence)) ||
      (said.length >= 3 && evidence.includes(said))
    );
  };
  const fact = first.facts.find(
    (f) =>
      f.role === "arg" &&
      !f.inside &&
      !f.theirs &&
      typeof f.value !== "boolean" &&
      typeof f.value !== "object" &&
      named(f),
  );
  if (!fact) return drafts;
  return {
    drafts: [
      { ...first, facts: first.facts.filter((f) => f !== fact), pending: fact },
      ...drafts.drafts.slice(1),
    ],
    omitted: fact,
  };
}

/**
 * Check a task; when a check fails, rewrite its user turns with another phrasing (at most
 * `maxRewrites` times). Returns no task when every attempt failed: the caller drops it and counts
 * the failing check — a failing task is never kept.
 */
export async function refineTask(
  task: Task,
  firstDrafts: TaskDrafts,
  bundles: EnvBundle[],
  options: {
    seed: number;
    maxRewrites?: number;
    runner?: EnvRunner;
    writer?: RequestWriter;
    userSimulator?: UserSimulator;
  },
): Promise<RefineResult> {
  const max = options.maxRewrites ?? 3;
  let drafts = firstDrafts;
  let current = task;
  let firstChecks: CheckVerdict[] | undefined;
  const firstWording = wordingCounts(task, bundles);
  let checks: CheckVerdict[] = [];
  // A rewrite changes the user's words only: the gold calls are replayed once for all attempts.
  const replay = replayGold(task, bundles, options.runner);
  for (let attempt = 0; attempt <= max; attempt++) {
    if (attempt > 0) {
      // A first request still flagged for a value said in its field's words is written without
      // that value, which the assistant then asks for — not dropped with its whole plan.
      if (attempt === 1) drafts = withFlaggedFactAsked(drafts, formFindings(current, bundles));
      const turns = await writeTurns(drafts.drafts, drafts.omitted, {
        writer: options.writer ?? templateWriter,
        simulator: options.userSimulator ?? templateUserSimulator,
        seed: options.seed,
        attempt,
      });
      current = { ...current, turns };
    }
    checks = await runChecks(current, bundles, options.runner, replay);
    firstChecks ??= checks;
    if (checks.every((c) => c.passed)) {
      const { id: _id, ...rest } = {
        ...current,
        checks,
        meta: { ...current.meta, rewrites: attempt },
      };
      return {
        task: { id: await contentId(rest), ...rest },
        checks,
        firstChecks,
        firstWording,
        rewrites: attempt,
      };
    }
  }
  return { checks, firstChecks: firstChecks ?? checks, firstWording, rewrites: max };
}
