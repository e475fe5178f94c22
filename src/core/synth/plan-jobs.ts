import { withEvalFields } from "../eval/task-fields.js";
import { holdEpisodeState } from "../plan/episode.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Plan } from "../schema/plan.js";
import type { Task } from "../schema/task.js";
import type { Trajectory } from "../schema/trajectory.js";
import { buildTaskDetailed } from "./build-task.js";
import { identifiersOf, type WordingCounts } from "./checks.js";
import { answerDefects, answerTurns, trajectoryDataDefects } from "./dataset-quality.js";
import { type EnvRunner, routeTools, type ToolRoute } from "./env-runner.js";
import { refineTask } from "./refine.js";
import { type AnswerWriter, buildTrajectory, replayTrajectory } from "./trajectory.js";
import type { RequestWriter, UserSimulator } from "./writer.js";

/** What every plan of one synthesis shares: plain data, so a worker thread can hold a copy. */
export interface PlanSetup {
  bundles: EnvBundle[];
  seed: number;
  maxRewrites?: number;
  testShare?: number;
}

/** One grounded plan to turn into a task, with its place in the run (it decides the task seed). */
export interface PlanJob {
  plan: Plan;
  index: number;
  turns: "single" | "multi";
  /**
   * The plan's episode states by bundle id, as its grounding made them: a worker building the
   * task takes them instead of making them again (the same values either way).
   */
  states?: Record<string, Record<string, unknown>>;
}

/** The checks of the first draft that failed, and whether the no-leak check was one of them. */
interface FirstDraft {
  firstFailures: string[];
  firstLeak: boolean;
  /** Its user texts the form-wording and code-identifier figures mark, before the gate. */
  firstWording: WordingCounts;
}

/**
 * How far a plan got. The caller folds outcomes in plan order; `task` is present from the point
 * the task passed its checks, so the caller can drop a duplicate before looking further.
 */
export type PlanOutcome =
  | { stage: "build"; where: string }
  | ({ stage: "check"; check: string } & FirstDraft)
  | ({ stage: "trajectory"; task: Task } & FirstDraft)
  | ({ stage: "replay"; task: Task } & FirstDraft)
  | ({ stage: "answer"; task: Task; problem: string } & FirstDraft)
  | ({ stage: "data"; task: Task; kind: string } & FirstDraft)
  | ({ stage: "kept"; task: Task; trajectory: Trajectory; rewrites: number } & FirstDraft);

/** Functions that cannot cross a thread: a job with any of them runs in the caller's thread. */
export interface PlanHooks {
  runner?: EnvRunner;
  writer?: RequestWriter;
  userSimulator?: UserSimulator;
  answerWriter?: AnswerWriter;
}

/**
 * Stages 7–9 for one plan: build the task, check and rewrite it, write the trajectory and replay
 * it. Pure in (setup, job): the same plan and index give the same outcome in any thread and in
 * any order, which is what lets synthesis spread plans over workers and keep its bytes.
 */
export async function processPlan(
  setup: PlanSetup,
  job: PlanJob,
  hooks: PlanHooks = {},
): Promise<PlanOutcome> {
  const { bundles } = setup;
  for (const [id, state] of Object.entries(job.states ?? {})) {
    const bundle = bundles.find((b) => b.id === id);
    if (bundle && job.plan.episodeSeed) holdEpisodeState(bundle, job.plan.episodeSeed, state);
  }
  const common = {
    seed: setup.seed * 7 + job.index,
    ...(hooks.runner ? { runner: hooks.runner } : {}),
    ...(hooks.writer ? { writer: hooks.writer } : {}),
    ...(hooks.userSimulator ? { userSimulator: hooks.userSimulator } : {}),
  };
  const detailed = await buildTaskDetailed(job.plan, bundles, { ...common, turns: job.turns });
  if (!detailed.ok) return { stage: "build", where: detailed.error.where ?? "build-failed" };
  const refined = await refineTask(detailed.value.task, detailed.value.drafts, bundles, {
    ...common,
    ...(setup.maxRewrites !== undefined ? { maxRewrites: setup.maxRewrites } : {}),
  });
  const first: FirstDraft = {
    firstFailures: refined.firstChecks.filter((c) => !c.passed).map((c) => c.name),
    firstLeak: refined.firstChecks.some((c) => c.name === "no-leak" && !c.passed),
    firstWording: refined.firstWording,
  };
  if (!refined.task)
    return {
      stage: "check",
      check: refined.checks.find((c) => !c.passed)?.name ?? "unknown",
      ...first,
    };
  const task = withEvalFields(refined.task, bundles, setup.testShare);
  const traj = await buildTrajectory(task, job.plan, bundles, {
    ...(hooks.runner ? { runner: hooks.runner } : {}),
    ...(hooks.answerWriter ? { answerWriter: hooks.answerWriter } : {}),
  });
  if (!traj.ok) return { stage: "trajectory", task, ...first };
  const replay = await replayTrajectory(
    traj.value,
    task,
    bundles,
    hooks.runner ? { runner: hooks.runner } : {},
  );
  if (!replay.exact) return { stage: "replay", task, ...first };
  // A closing reply the bad-answer check rejects ("The heartbeat is.", "The crypto type is home."
  // after the user sent "home", a create's unasked "The state is archived.") is no answer to train
  // on: like a failing check, it drops the task (measured against readers: precision 0.86, recall
  // 0.87 on 420 labelled samples, `scripts/answer-agreement.ts`).
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const bad = answerDefects(answerTurns(task, traj.value, used), identifiersOf(used));
  if (bad.length > 0) return { stage: "answer", task, problem: bad[0] as string, ...first };
  // Nonsense data in what the conversation shows (a made-up code typed or returned, a list that
  // repeats one name, a result that ignores its filter, a value against its doc) is data a reader
  // marks N whatever the words: the run's "nonsense data" figure, which counted such kept
  // conversations (9 and 13 of 40 on two real-spec draws), drops them here instead, by kind.
  const data = trajectoryDataDefects(traj.value, bundles, routesOf(bundles));
  if (data.length > 0) return { stage: "data", task, kind: data[0] as string, ...first };
  return { stage: "kept", task, trajectory: traj.value, rewrites: refined.rewrites, ...first };
}

const routeMemo = new WeakMap<EnvBundle[], Map<string, ToolRoute>>();
/** The tool routes of one setup's bundles, made once per setup (every plan of it asks). */
function routesOf(bundles: EnvBundle[]): Map<string, ToolRoute> {
  let routes = routeMemo.get(bundles);
  if (!routes) {
    routes = routeTools(bundles);
    routeMemo.set(bundles, routes);
  }
  return routes;
}

/** A set of plan jobs under one setup, processed elsewhere (worker threads); `close` frees it. */
export interface PlanSession {
  /** Plans it processes at once (synthesis keeps twice as many in flight). */
  readonly size: number;
  process(job: PlanJob): Promise<PlanOutcome>;
  /**
   * Have the workers make these episode states and hand them to this thread's episode cache, ahead
   * of the grounding that asks for them (a hint: a state not yet there is made here, the same).
   */
  prepareEpisodes?(bundleIds: string[], episodeSeeds: number[]): void;
  close(): Promise<void>;
}

/**
 * Where plans can be processed in parallel (the CLI's worker threads). Synthesis sends each
 * round's plans ahead and folds the outcomes in plan order, so the output does not depend on
 * `size` or on which worker finished first.
 */
export interface PlanWorkers {
  /** `idleInstances`: most idle sandbox instances each worker keeps (see `SynthOptions`). */
  open(setup: PlanSetup, options?: { idleInstances?: number }): Promise<PlanSession>;
}

/**
 * One round's plan jobs, started as they arrive (while the sampler is still sampling) up to
 * `ahead` past the last outcome seen in order, and never past the point where the tasks kept so
 * far (counted the way synthesis counts them: distinct task ids) reach `need`. `outcome(i)` hands
 * job i's result to the in-order fold, starting it first when it was not. With `ahead` 0 nothing
 * starts early: each job runs when the fold asks for it, as one after another would.
 */
export class PlanQueue {
  /** Every job added, in order; a job the fold took (`take`) is let go here. */
  private readonly jobs: Array<PlanJob | undefined> = [];
  private readonly started: Array<Promise<PlanOutcome> | undefined> = [];
  private readonly settled: Array<PlanOutcome | null | undefined> = [];
  private walked = 0;
  private kept: number;
  private readonly seen: Set<string>;

  constructor(
    private readonly run: (job: PlanJob) => Promise<PlanOutcome>,
    private readonly ahead: number,
    private readonly need: number,
    keptTasks: ReadonlySet<string>,
    /** Called when more outcomes are in, in order (see `ready`); not with `ahead` 0. */
    private readonly onReady?: () => void,
  ) {
    this.seen = new Set(keptTasks);
    this.kept = keptTasks.size;
  }

  /** Jobs added so far. */
  get added(): number {
    return this.jobs.length;
  }

  /** Jobs the queue still holds (added and not yet taken by the fold). */
  get held(): number {
    let n = 0;
    for (const j of this.jobs) if (j) n++;
    return n;
  }

  /**
   * Job i and its outcome, for the in-order fold, which owns both from now on: the queue lets the
   * job go (its plan carries every call's whole result, and a round adds thousands of them).
   */
  async take(i: number): Promise<{ job: PlanJob; outcome: PlanOutcome }> {
    const job = this.jobs[i];
    if (!job) throw new Error(`plan job ${i} was never added or was taken already`);
    const pending = this.outcome(i);
    this.jobs[i] = undefined;
    return { job: { plan: job.plan, index: job.index, turns: job.turns }, outcome: await pending };
  }

  /** How many outcomes, from the first, are in: `outcome(i)` for i below it does not wait. */
  get ready(): number {
    return this.walked;
  }

  /** Whether the tasks kept in order reached `need`: no later job will start early. */
  get full(): boolean {
    return this.kept >= this.need;
  }

  add(job: PlanJob): void {
    this.jobs.push(job);
    this.pump();
  }

  outcome(i: number): Promise<PlanOutcome> {
    while (this.started.length <= i) this.launch();
    const p = this.started[i]!;
    // The fold owns it now; a round can hold thousands of outcomes.
    this.started[i] = undefined;
    return p;
  }

  /** Jobs started but never handed to the fold (past the count): their failures are moot. */
  abandon(): void {
    for (const p of this.started) p?.catch(() => undefined);
  }

  private pump(): void {
    while (
      this.started.length < this.jobs.length &&
      this.started.length < this.walked + this.ahead &&
      this.kept < this.need
    )
      this.launch();
  }

  private launch(): void {
    const i = this.started.length;
    const p = this.run(this.jobs[i]!);
    this.started.push(p);
    if (this.ahead === 0) return;
    p.then(
      (o) => this.settle(i, o),
      () => this.settle(i, null),
    );
  }

  private settle(i: number, o: PlanOutcome | null): void {
    // The worker has the states now; a round holds thousands of jobs until its fold.
    const job = this.jobs[i];
    if (job?.states) this.jobs[i] = { plan: job.plan, index: job.index, turns: job.turns };
    this.settled[i] = o;
    const before = this.walked;
    for (; this.settled[this.walked] !== undefined; this.walked++) {
      const got = this.settled[this.walked];
      this.settled[this.walked] = undefined;
      if (got?.stage === "kept" && !this.seen.has(got.task.id)) {
        this.seen.add(got.task.id);
        this.kept++;
      }
    }
    this.pump();
    if (this.walked > before) this.onReady?.();
  }
}
