import { createRng, deriveSeed } from "../domain/rng.js";
import type { ToolDependencyGraph } from "../graph/index.js";
import { heldEpisodeState, setEpisodeCacheChars } from "../plan/episode.js";
import {
  comparePlanSets,
  type OpenEnv,
  planSignature,
  type SampleAttempt,
  sampleGroundedPlans,
} from "../plan/index.js";
import { abortPoint, sleep, throwIfAborted } from "../platform.js";
import type { StageContext } from "../progress.js";
import type { EnvBundle } from "../schema/bundle.js";
import { contentId } from "../schema/canonical.js";
import type { Plan } from "../schema/plan.js";
import type { Task } from "../schema/task.js";
import type { Trajectory } from "../schema/trajectory.js";
import type { WordingCounts } from "./checks.js";
import type { EnvRunner } from "./env-runner.js";
import { envQuotas, nextReserved, type Reserved } from "./env-shares.js";
import { InstancePool } from "./instance-pool.js";
import {
  PlanQueue,
  type PlanSession,
  type PlanSetup,
  type PlanWorkers,
  processPlan,
} from "./plan-jobs.js";
import type { AnswerWriter } from "./trajectory.js";
import type { RequestWriter, UserSimulator } from "./writer.js";

export interface SynthOptions extends StageContext {
  count: number;
  seed: number;
  turns: "single" | "multi" | "mixed";
  /** Share of multi-turn tasks when `turns` is `mixed` (default 0.5). */
  multiRatio?: number;
  /** Rewrites allowed per task after a failed check (default 3). */
  maxRewrites?: number;
  runner?: EnvRunner;
  writer?: RequestWriter;
  userSimulator?: UserSimulator;
  /** Closing assistant messages (default: the offline `finalAnswer`). */
  answerWriter?: AnswerWriter;
  /** Passed to the sampler (default 6). */
  maxSteps?: number;
  /** Passed to the sampler: chance a plan gets a second write goal (default 0.6). */
  secondGoalProbability?: number;
  /** Share of environments whose tasks are the test split (default 0.1; see eval/task-fields). */
  testShare?: number;
  /**
   * Worker threads for building, checking and replaying tasks. Used only with the default
   * sandbox and writers (functions cannot cross to a worker); the output is the same without.
   */
  planWorkers?: PlanWorkers;
  /**
   * With `planWorkers`: plans handed on and not yet folded past which the sampler waits for the
   * fold (default: 64, or 16 per worker if more). Only time and memory change, never the output.
   */
  foldBacklog?: number;
  /**
   * Wasm memory the idle pooled sandbox instances of this thread may hold (default: no bound; see
   * `InstancePool`); the output is the same with any budget, only time and memory change.
   */
  idleHeapBytes?: number;
  /**
   * Most idle sandbox instances a thread keeps between episodes: this one's pool and each plan
   * worker's (default: one or two per bundle, so none is loaded twice). Each holds ~1 MB resident
   * (its wasm heap after the bundle's code is parsed) and ~16 MB reserved; a bound below the
   * number of bundles trades loads (~30–90 ms each) for that memory. The output is the same.
   */
  idleInstances?: number;
  /**
   * Each kept task and its trajectory as it is kept, in output order. When given, they are not
   * held here (the returned lists are empty; the report is the same): a caller that stores them
   * keeps a large run's episode states and tool results out of memory.
   */
  onKept?: (task: Task, trajectory: Trajectory) => Promise<void>;
  /** Every sampling attempt, as the sampler's `onAttempt` (observer only: for measuring). */
  onAttempt?: (attempt: SampleAttempt) => void;
  /**
   * Every grounded plan's fate after sampling, in plan order: `kept`, or the stage and reason that
   * dropped it (`check:solvable`, `build:no-answer-facts`, `duplicate-task` …). Observer only.
   */
  onOutcome?: (plan: Plan, outcome: string) => void;
}

export interface SynthReport {
  requested: number;
  kept: number;
  /** Drop reason → count (sampler failures are under `sampler:`). */
  dropped: Record<string, number>;
  plansSampled: number;
  /** Share of kept tasks whose user turns contain a hidden value. */
  leakRate: number;
  /** Share of first drafts that leaked (before rewriting/dropping). */
  firstDraftLeakRate: number;
  /** Share of kept tasks that pass the solvability check. */
  solvability: number;
  /** Share of built trajectories that replayed exactly. */
  replayExactness: number;
  /** Share of verified tools used by a kept task's gold calls. */
  toolCoverage: number;
  /** Share of graph edges exercised by kept tasks' plans. */
  edgeCoverage: number;
  planLengthHistogram: Record<string, number>;
  turnsHistogram: Record<string, number>;
  /** Tasks whose first draft failed a check and that were kept after rewriting. */
  rewritten: number;
  /** First-draft check failures by check name. */
  firstDraftFailures: Record<string, number>;
  /** First drafts' user texts, and those the form-wording and code-identifier figures mark. */
  draftWording: WordingCounts;
  uncoveredTools: string[];
  /** Why each uncovered tool was never used: its goal attempts' failure reasons, most common first. */
  uncoveredReasons: Record<string, string[]>;
  verifiedTools: number;
  /** Gold calls per kept task: mean, share with ≥ 3, share with two write goals. */
  gold: { meanCalls: number; shareAtLeast3Calls: number; shareTwoGoals: number };
  /** Second goals given up while the first goal's task was kept, by reason. */
  secondGoalDrops: Record<string, number>;
  /** Distinct initial states among kept tasks, by environment name. */
  distinctInitialStates: Record<string, number>;
  /**
   * Kept tasks by the environment of their goal, and each environment's share of the count (one
   * each while the count allows, the rest in proportion to verified tools), by environment name.
   */
  tasksPerEnvironment: Record<string, number>;
  envShares: Record<string, number>;
  /**
   * Environments with verified tools that got no task, each with why its plans died: the most
   * frequent failures of its goals over the run (`sampler:no-producer ×1923`, `check:knowable ×17`).
   */
  envsWithoutTasks: Array<{ environment: string; verifiedTools: number; reasons: string[] }>;
  /**
   * Set when the run stopped short of the count because the sampler found no new plan in
   * `failuresInARow` attempts in a row (in `round`, after `attempts` attempts over all rounds).
   */
  exhausted?: { round: number; attempts: number; failuresInARow: number };
}

/**
 * What the synth report reads of a kept task (its episode states are counted by content id): a
 * paper-scale run kept every task's turns, checks and gold arguments until the report, ~100 MB.
 */
interface KeptFacts {
  calls: Array<{ env?: string; tool: string; turn?: number }>;
  multiTurn: boolean;
  solvable: boolean;
  leaked: boolean;
  secondGoal: boolean;
}

function keptFacts(task: Task): KeptFacts {
  return {
    calls: task.gold.calls.map((c) => ({
      ...(c.env !== undefined ? { env: c.env } : {}),
      tool: c.tool,
      ...(c.turn !== undefined ? { turn: c.turn } : {}),
    })),
    multiTurn: task.turns.length > 1 || Boolean(task.turns[0]?.reveals?.length),
    solvable: task.checks.some((c) => c.name === "solvable" && c.passed),
    leaked: task.checks.some((c) => c.name === "no-leak" && !c.passed),
    secondGoal: task.meta?.secondGoal !== undefined,
  };
}

function bump(rec: Record<string, number>, key: string, n = 1): void {
  rec[key] = (rec[key] ?? 0) + n;
}

/** Deterministic 0..1 for task `i` (mixed-turn choice). */
function unit(seed: number, i: number): number {
  return createRng(deriveSeed(seed, "turns", i)).next();
}

/** Tools that passed verification (all tools when a bundle carries no report). */
function verifiedTools(bundles: EnvBundle[]): string[] {
  const out: string[] = [];
  for (const b of bundles) {
    const passed = b.verification
      ? new Set(b.verification.tools.filter((t) => t.passed && t.kept).map((t) => t.tool))
      : undefined;
    for (const t of b.tools) if (!passed || passed.has(t.name)) out.push(`${b.id}/${t.name}`);
  }
  return out;
}

/**
 * Stages 6–9 end to end: sample grounded plans, build tasks, check and rewrite them, write
 * trajectories and replay each in a fresh sandbox. Only tasks that pass every check and whose
 * trajectory replays exactly are kept; every drop is counted by reason. Same inputs and seed ⇒
 * same output.
 */
export async function synthesize(
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SynthOptions,
): Promise<{ tasks: Task[]; trajectories: Trajectory[]; report: SynthReport }> {
  const setup: PlanSetup = {
    bundles,
    seed: options.seed,
    ...(options.maxRewrites !== undefined ? { maxRewrites: options.maxRewrites } : {}),
    ...(options.testShare !== undefined ? { testShare: options.testShare } : {}),
  };
  // Without a caller's runner, every episode (grounding, checks, trajectory, replay) runs in a
  // pooled sandbox instance restored to its start state instead of a newly loaded one.
  if (options.runner) return synthesizeWith(bundles, graph, options, setup);
  const portable = !options.writer && !options.userSimulator && !options.answerWriter;
  const session =
    portable && options.planWorkers
      ? await options.planWorkers.open(
          setup,
          options.idleInstances !== undefined ? { idleInstances: options.idleInstances } : {},
        )
      : undefined;
  // Room for two idle instances per bundle: the sampler takes environments in turn, so a pool
  // smaller than the number of bundles would miss on almost every open.
  const pool = new InstancePool(
    options.idleInstances ?? Math.max(4, (session ? 1 : 2) * bundles.length),
    options.idleHeapBytes ?? Number.POSITIVE_INFINITY,
  );
  // Each episode state is read by one grounding (and its retry with the first goal only) and, on
  // this thread alone, by its task's build, checks and replay right after (each plan is folded as
  // soon as it is grounded): a round's worth of them would only be held, not read.
  const cacheBefore = setEpisodeCacheChars(EPISODE_CACHE_WHILE_GROUNDING);
  try {
    return await synthesizeWith(
      bundles,
      graph,
      { ...options, runner: pool.runner },
      setup,
      pool.openEnv,
      session,
    );
  } finally {
    setEpisodeCacheChars(cacheBefore);
    pool.dispose();
    await session?.close();
  }
}

/** Characters of episode states kept during synthesis: the largest bundles' state, twice. */
const EPISODE_CACHE_WHILE_GROUNDING = 2_000_000;

async function synthesizeWith(
  bundles: EnvBundle[],
  graph: ToolDependencyGraph,
  options: SynthOptions,
  setup: PlanSetup,
  openEnv?: OpenEnv,
  session?: PlanSession,
): Promise<{ tasks: Task[]; trajectories: Trajectory[]; report: SynthReport }> {
  const hooks = {
    ...(options.runner ? { runner: options.runner } : {}),
    ...(options.writer ? { writer: options.writer } : {}),
    ...(options.userSimulator ? { userSimulator: options.userSimulator } : {}),
    ...(options.answerWriter ? { answerWriter: options.answerWriter } : {}),
  };
  const tasks: Task[] = [];
  const trajectories: Trajectory[] = [];
  // What the report reads of each kept task, so a task handed to `onKept` need not be held.
  const kept: KeptFacts[] = [];
  const stateIds: Array<{ bundleId: string; id: string }> = [];
  const keptPlans: Plan[] = [];
  const dropped: Record<string, number> = {};
  const firstDraftFailures: Record<string, number> = {};
  const draftWording: WordingCounts = { texts: 0, formWording: 0, codeIdentifiers: 0 };
  const seenPlans = new Set<string>();
  // Every plan the sampler found, by signature: a later round asks it for new ones only.
  const foundPlans = new Set<string>();
  let attempts = 0;
  let exhausted: SynthReport["exhausted"];
  const seenTasks = new Set<string>();
  const goalFailures: Record<string, Record<string, number>> = {};
  const secondGoalDrops: Record<string, number> = {};
  const failuresOf = (tool: string): Record<string, number> => {
    goalFailures[tool] ??= {};
    return goalFailures[tool];
  };
  let plansSampled = 0;
  // Fed back to the sampler each round: tools kept tasks use, goals later stages dropped.
  const usedTools: Record<string, number> = {};
  const refusedGoals: Record<string, number> = {};
  const tasksPerEnv: Record<string, number> = {};
  const tasksPerGoal: Record<string, number> = {};
  let built = 0;
  let firstLeaks = 0;
  let replays = 0;
  let replayExact = 0;
  let rewritten = 0;
  let index = 0;
  const ratio =
    options.turns === "multi" ? 1 : options.turns === "single" ? 0 : (options.multiRatio ?? 0.5);
  // Each environment's share of the count: a task past it waits in reserve, and the reserve only
  // fills what the other environments could not (fresh64: one API 26 of 40 tasks, Dataproc's 39
  // tools 1; fresh63: 6 of 10 environments none).
  const verifiedPerEnv: Record<string, number> = {};
  for (const v of verifiedTools(bundles)) bump(verifiedPerEnv, v.split("/")[0] as string);
  const shares = envQuotas(verifiedPerEnv, options.count);
  type Waiting = { task: Task; trajectory: Trajectory; plan: Plan; rewrites: number };
  const reserve: Reserved<Waiting>[] = [];
  const keptPerEnv: Record<string, number> = {};
  let reservedEver = 0;
  const keptTools = new Set<string>();
  const keep = async (task: Task, trajectory: Trajectory, plan: Plan, rewrites: number) => {
    if (rewrites > 0) rewritten++;
    kept.push(keptFacts(task));
    for (const e of task.envs)
      stateIds.push({ bundleId: e.bundleId, id: await contentId(e.initialState) });
    if (options.onKept) await options.onKept(task, trajectory);
    else {
      tasks.push(task);
      trajectories.push(trajectory);
    }
    // What comparePlanSets reads of a kept plan: its steps' tools and bindings, not the calls'
    // outcomes (whole list results), which held tens of MB at paper scale until the report.
    keptPlans.push(withoutOutcomes(plan));
    for (const s of plan.steps) keptTools.add(`${s.env}/${s.tool}`);
    bump(keptPerEnv, goalToolKey(plan).split("/")[0] as string);
    options.onProgress?.({ stage: "synth", done: kept.length, total: options.count });
  };
  /** The reserve holds no more than the places still open; the least wanted task leaves first. */
  const trimReserve = () => {
    while (reserve.length > Math.max(0, options.count - kept.length)) {
      // The least wanted is the one nextReserved would take last: take all in turn, drop the last.
      const order = [...reserve];
      let last = order[0]!;
      const taken = new Set<string>(keptTools);
      while (order.length > 0) {
        const i = nextReserved(order, keptPerEnv, shares, taken);
        last = order.splice(i, 1)[0]!;
        for (const t of last.tools) taken.add(t);
      }
      reserve.splice(reserve.indexOf(last), 1);
      bump(dropped, "env-share");
    }
  };
  for (let round = 0; round < 12 && kept.length < options.count; round++) {
    throwIfAborted(options.signal);
    // Later rounds ask for as many plans as this run's own yield says the rest needs: on real specs
    // refine keeps about a third of them, and 1.25× the shortfall ran 12 rounds out at 100 of 120.
    const yieldSoFar = plansSampled > 0 ? (kept.length + reservedEver) / plansSampled : 0;
    const keptBefore = kept.length;
    const want =
      round === 0 || yieldSoFar === 0
        ? Math.ceil((options.count - kept.length) * 1.25) + 4
        : Math.min(
            options.count * 10,
            Math.ceil(((options.count - kept.length) / Math.max(0.1, yieldSoFar)) * 1.25) + 4,
          );
    // This round's new plans with their run index, in sampling order. With workers they start
    // while the sampler is still at work; outcomes are folded in plan order below, so the result
    // is the same as one after another. Once the count is reached no later plan and no later
    // round is looked at, so numbering plans past that point changes nothing.
    // Outcomes are folded in plan order as soon as they are in (while the sampler is still at
    // work), not all after the round: a round of hundreds of plans held every outcome's task and
    // trajectory until then. Folding earlier reads and changes nothing this round's sampling uses.
    let folded = 0;
    let fresh = 0;
    // Drops land here and join the run's counts after the sampler's own, as when all were folded
    // after the round (the report lists reasons in the order first counted).
    const roundDropped: Record<string, number> = {};
    const roundFailures: Record<string, Record<string, number>> = {};
    const roundFailuresOf = (tool: string): Record<string, number> => {
      roundFailures[tool] ??= {};
      return roundFailures[tool];
    };
    const foldNext = async (): Promise<void> => {
      const i = folded++;
      const { job, outcome } = await queue.take(i);
      const { plan, index: runIndex } = job;
      fresh++;
      plansSampled++;
      const goalKey = goalToolKey(plan);
      const seen = (why: string) => options.onOutcome?.(plan, why);
      if (outcome.stage === "build") {
        seen(`build:${outcome.where}`);
        bump(refusedGoals, goalKey);
        bump(roundDropped, outcome.where);
        bump(roundFailuresOf(goalKey), outcome.where);
        return;
      }
      built++;
      for (const name of outcome.firstFailures) bump(firstDraftFailures, name);
      draftWording.texts += outcome.firstWording.texts;
      draftWording.formWording += outcome.firstWording.formWording;
      draftWording.codeIdentifiers += outcome.firstWording.codeIdentifiers;
      if (outcome.firstLeak) firstLeaks++;
      if (outcome.stage === "check") {
        const why = `check:${outcome.check}`;
        seen(why);
        bump(refusedGoals, goalKey);
        bump(roundDropped, why);
        bump(roundFailuresOf(goalKey), why);
        return;
      }
      const task = outcome.task;
      if (seenTasks.has(task.id)) {
        seen("duplicate-task");
        bump(roundDropped, "duplicate-task");
        return;
      }
      if (outcome.stage === "trajectory") {
        seen("trajectory-failed");
        bump(roundDropped, "trajectory-failed");
        return;
      }
      replays++;
      if (outcome.stage === "replay") {
        seen("replay-mismatch");
        bump(roundDropped, "replay-mismatch");
        return;
      }
      replayExact++;
      // Replayed exactly, but its closing reply is one a reader rejects.
      if (outcome.stage === "answer") {
        seen(`answer:${outcome.problem}`);
        bump(roundDropped, `answer:${outcome.problem}`);
        bump(refusedGoals, goalKey);
        bump(roundFailuresOf(goalKey), `answer:${outcome.problem}`);
        return;
      }
      if (outcome.stage === "data") {
        seen(`data:${outcome.kind}`);
        bump(roundDropped, `data:${outcome.kind}`);
        bump(refusedGoals, goalKey);
        bump(roundFailuresOf(goalKey), `data:${outcome.kind}`);
        return;
      }
      seen("kept");
      seenTasks.add(task.id);
      // The sampler hears of a reserved task as of a kept one: its goal and tools have a task.
      for (const s of plan.steps) bump(usedTools, `${s.env}/${s.tool}`);
      bump(tasksPerEnv, goalToolKey(plan).split("/")[0] as string);
      bump(tasksPerGoal, goalToolKey(plan));
      const env = goalToolKey(plan).split("/")[0] as string;
      if ((keptPerEnv[env] ?? 0) < (shares[env] ?? 0)) {
        await keep(task, outcome.trajectory, plan, outcome.rewrites);
        trimReserve();
        return;
      }
      reservedEver++;
      reserve.push({
        env,
        tools: plan.steps.map((s) => `${s.env}/${s.tool}`),
        order: runIndex,
        // Without its calls' outcomes, as `keep` keeps it: a reserve of hundreds of tasks held
        // every grounded list result until the end.
        item: {
          task,
          trajectory: outcome.trajectory,
          plan: withoutOutcomes(plan),
          rewrites: outcome.rewrites,
        },
      });
      trimReserve();
    };
    let folding = Promise.resolve();
    let foldError: unknown;
    // Once sampling is over the loop below folds the rest alone: a fold started by an outcome
    // arriving meanwhile would run beside it and could keep a task past the count.
    let draining = false;
    const foldSettled = async () => {
      while (foldError === undefined && folded < queue.ready && kept.length < options.count) {
        await abortPoint(options.signal);
        await foldNext();
      }
    };
    /** Resumes the sampler waiting in `onPlan` (see there) for the fold to catch up. */
    let resume: (() => void) | undefined;
    const wake = () => {
      const r = resume;
      resume = undefined;
      r?.();
    };
    const queue = new PlanQueue(
      (job) => (session ? session.process(job) : processPlan(setup, job, hooks)),
      session ? session.size * 4 : 0,
      // Tasks past their environment's share count there too: the round may need more of them.
      seenTasks.size + 2 * (options.count - kept.length),
      seenTasks,
      () => {
        if (draining) return;
        folding = folding
          .then(foldSettled)
          .catch((e: unknown) => {
            foldError ??= e;
          })
          .then(wake);
      },
    );
    // Plans handed on and not folded yet: the workers' window (`size * 4` in flight) and room to
    // spare. Past it the sampler waits for the fold (see `onPlan`).
    const foldBacklog = session
      ? (options.foldBacklog ?? Math.max(64, session.size * 16))
      : Number.POSITIVE_INFINITY;
    const behind = () =>
      queue.added - folded > foldBacklog &&
      !queue.full &&
      kept.length < options.count &&
      foldError === undefined;
    let roundPlans = 0;
    // The sampler (this thread) grounds plans faster than the workers build their tasks: a
    // paper-scale round asks for 3,223 plans, and every one handed on waited in the queue with
    // its calls' whole results and episode states until the fold took it, so this thread's heap
    // grew through synthesis. Past `foldBacklog` plans the sampler waits until the workers' outcomes
    // are folded; it reads nothing the fold changes during a round, so the plans are the same.
    const onPlan = async (plan: Plan) => {
      roundPlans++;
      foundPlans.add(planSignature(plan));
      if (seenPlans.has(plan.id)) return;
      seenPlans.add(plan.id);
      queue.add({
        plan,
        index,
        turns: unit(options.seed, index) < ratio ? "multi" : "single",
        ...(session ? { states: groundedStates(plan) } : {}),
      });
      index++;
      // On this thread alone each plan is folded as soon as it is grounded: a round's plans (3,223
      // in a paper-scale round 0, each with its calls' whole results) were held until the round
      // ended, and its episode states were made again by then. Same fold, same order.
      if (!session)
        while (folded < queue.added && kept.length < options.count) {
          await abortPoint(options.signal);
          await foldNext();
        }
      while (behind())
        await new Promise<void>((r) => {
          resume = r;
        });
    };
    const sampled = await sampleGroundedPlans(bundles, graph, {
      seed: round === 0 ? options.seed : deriveSeed(options.seed, "round", round),
      count: want,
      ...(options.maxSteps ? { maxSteps: options.maxSteps } : {}),
      ...(options.secondGoalProbability !== undefined
        ? { secondGoalProbability: options.secondGoalProbability }
        : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(openEnv ? { openEnv: session ? yieldingNowAndThen(openEnv) : openEnv } : {}),
      // The queue and the fold hold each plan while they need it; the sampler keeps none.
      onPlan,
      keepPlans: false,
      ...(options.onAttempt ? { onAttempt: options.onAttempt } : {}),
      ...(session?.prepareEpisodes
        ? { upcomingEpisodes: session.prepareEpisodes.bind(session) }
        : {}),
      // The per-environment shares steer the first rounds; after that they only push the sampler
      // towards the environments whose plans refine keeps dropping, and the count is never reached.
      prior: {
        used: { ...usedTools },
        refused: { ...refusedGoals },
        ...(round < 3 ? { tasks: { ...tasksPerEnv } } : {}),
        // A goal tool's share carries on in every round: one that refine never drops would
        // otherwise take a few more tasks each round (fresh55's Svix create_message: 13 of 40).
        goals: { ...tasksPerGoal },
        plans: foundPlans,
      },
    });
    attempts += sampled.attempts;
    for (const [reason, n] of Object.entries(sampled.failures))
      bump(dropped, `sampler:${reason}`, n);
    for (const [reason, n] of Object.entries(sampled.secondGoalFailures))
      bump(secondGoalDrops, reason, n);
    for (const [tool, reasons] of Object.entries(sampled.goalFailures))
      for (const [reason, n] of Object.entries(reasons))
        bump(failuresOf(tool), `sampler:${reason}`, n);
    draining = true;
    await folding;
    if (foldError !== undefined) throw foldError;
    for (; folded < queue.added; ) {
      if (kept.length >= options.count) break;
      await abortPoint(options.signal);
      await foldNext();
    }
    for (const [reason, n] of Object.entries(roundDropped)) bump(dropped, reason, n);
    for (const [tool, reasons] of Object.entries(roundFailures))
      for (const [reason, n] of Object.entries(reasons)) bump(failuresOf(tool), reason, n);
    queue.abandon();
    if (sampled.exhausted && kept.length < options.count) {
      exhausted = { round, attempts, failuresInARow: sampled.exhausted.failuresInARow };
      break;
    }
    if (fresh === 0 && roundPlans > 0 && round > 2) break;
    // The reserve fills the count and no environment under its share gained a task this round:
    // another round would only add to the reserve.
    if (kept.length + reserve.length >= options.count && kept.length === keptBefore) break;
  }
  // Places the environments under their share could not fill go to the reserve's tasks, those
  // calling a tool no kept task calls first.
  while (kept.length < options.count && reserve.length > 0) {
    const [r] = reserve.splice(nextReserved(reserve, keptPerEnv, shares, keptTools), 1);
    await keep(r!.item.task, r!.item.trajectory, r!.item.plan, r!.item.rewrites);
  }
  if (reserve.length > 0) bump(dropped, "env-share", reserve.length);

  const verified = verifiedTools(bundles);
  const names = new Map(bundles.map((b) => [b.id, b.name]));
  const nameOf = (id: string) => names.get(id) ?? id;
  const used = new Set<string>();
  for (const t of kept)
    for (const c of t.calls) used.add(`${c.env}/${routeName(bundles, c.env, c.tool)}`);
  const uncoveredReasons: Record<string, string[]> = {};
  for (const v of verified.filter((x) => !used.has(x))) {
    const [env, ...rest] = v.split("/");
    const reasons = Object.entries(goalFailures[v] ?? {}).sort((a, b) => b[1] - a[1]);
    uncoveredReasons[`${nameOf(env as string)}/${rest.join("/")}`] = reasons.length
      ? reasons.slice(0, 3).map(([r, n]) => `${r} ×${n}`)
      : ["never drawn as a goal or producer"];
  }
  const initialStates = new Map<string, Set<string>>();
  for (const e of stateIds) {
    const key = nameOf(e.bundleId);
    const seen = initialStates.get(key) ?? new Set<string>();
    seen.add(e.id);
    initialStates.set(key, seen);
  }
  const callCounts = kept.map((t) => t.calls.length);
  const planLengthHistogram: Record<string, number> = {};
  const turnsHistogram: Record<string, number> = {};
  for (const t of kept) {
    bump(planLengthHistogram, String(t.calls.filter((c) => (c.turn ?? 0) === 0).length));
    bump(turnsHistogram, t.multiTurn ? "multi" : "single");
  }
  const cmp = keptPlans.length ? comparePlanSets(graph, keptPlans) : { edgeCoverage: 0 };
  const report: SynthReport = {
    requested: options.count,
    kept: kept.length,
    // By reason, not by when a reason first came up: a worker's rounds met the env-share limit at
    // another point than the main thread's, and the same run wrote its report in another order.
    dropped: Object.fromEntries(
      Object.entries(dropped).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
    plansSampled,
    leakRate: 0,
    firstDraftLeakRate: built ? firstLeaks / built : 0,
    solvability: kept.length ? kept.filter((t) => t.solvable).length / kept.length : 0,
    replayExactness: replays ? replayExact / replays : 0,
    toolCoverage: verified.length
      ? verified.filter((v) => used.has(v)).length / verified.length
      : 0,
    edgeCoverage: cmp.edgeCoverage,
    planLengthHistogram,
    turnsHistogram,
    rewritten,
    firstDraftFailures,
    draftWording,
    uncoveredTools: verified
      .filter((v) => !used.has(v))
      .map((v) => `${nameOf(v.split("/")[0] as string)}/${v.split("/").slice(1).join("/")}`),
    uncoveredReasons,
    verifiedTools: verified.length,
    gold: {
      meanCalls: kept.length ? callCounts.reduce((a, b) => a + b, 0) / kept.length : 0,
      shareAtLeast3Calls: kept.length ? callCounts.filter((n) => n >= 3).length / kept.length : 0,
      shareTwoGoals: kept.length ? kept.filter((t) => t.secondGoal).length / kept.length : 0,
    },
    secondGoalDrops,
    distinctInitialStates: Object.fromEntries([...initialStates].map(([k, v]) => [k, v.size])),
    tasksPerEnvironment: Object.fromEntries(
      Object.keys(verifiedPerEnv).map((e) => [nameOf(e), keptPerEnv[e] ?? 0]),
    ),
    envShares: Object.fromEntries(Object.entries(shares).map(([e, n]) => [nameOf(e), n])),
    envsWithoutTasks: Object.keys(verifiedPerEnv)
      .filter((e) => !keptPerEnv[e])
      .map((e) => {
        const why: Record<string, number> = {};
        for (const [key, reasons] of Object.entries(goalFailures))
          if (key.startsWith(`${e}/`))
            // A plan turned back because its goal had its share, or found twice, did not die:
            // fresh63's Serverless Application Repository showed goal-share ×547 over shared-text.
            for (const [r, n] of Object.entries(reasons))
              if (r !== "sampler:goal-share" && r !== "sampler:duplicate") bump(why, r, n);
        return {
          environment: nameOf(e),
          verifiedTools: verifiedPerEnv[e] ?? 0,
          reasons: Object.entries(why)
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
            .slice(0, 3)
            .map(([r, n]) => `${r} ×${n}`),
        };
      }),
    ...(exhausted ? { exhausted } : {}),
  };
  report.leakRate = kept.length ? kept.filter((t) => t.leaked).length / kept.length : 0;
  return { tasks, trajectories, report };
}

/**
 * `openEnv` that lets the event loop turn every 20 ms: the sampler's sandbox calls rarely wait on
 * anything, and without a turn the workers' finished plans are not received until it is done.
 */
function yieldingNowAndThen(openEnv: OpenEnv): OpenEnv {
  let last = Date.now();
  return async (bundle, options) => {
    if (Date.now() - last > 20) {
      await sleep(0);
      last = Date.now();
    }
    return openEnv(bundle, options);
  };
}

/** The episode states this thread's grounding of `plan` made and still holds, by bundle id. */
function groundedStates(plan: Plan): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  if (!plan.episodeSeed) return out;
  for (const env of plan.envs) {
    const state = heldEpisodeState(env, plan.episodeSeed);
    if (state) out[env] = state;
  }
  return out;
}

/** A plan without its steps' grounding (concrete arguments and whole call outcomes). */
function withoutOutcomes(plan: Plan): Plan {
  return { ...plan, steps: plan.steps.map(({ grounded: _, ...step }) => step) };
}

/** `bundleId/tool` of a plan's goal step. */
function goalToolKey(plan: Plan): string {
  const goal = plan.steps.find((s) => s.id === plan.goal) ?? plan.steps[plan.steps.length - 1];
  return `${goal?.env}/${goal?.tool}`;
}

/** Bundle-local tool name behind a task's public tool name. */
function routeName(bundles: EnvBundle[], env: string | undefined, tool: string): string {
  const b = bundles.find((x) => x.id === env);
  if (!b || b.tools.some((t) => t.name === tool)) return tool;
  return tool.split("__").slice(1).join("__") || tool;
}
