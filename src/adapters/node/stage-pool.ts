import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { wrap } from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import type { PipelineStages } from "../../core/pipeline/stages.js";
import { heldEpisodeState, holdEpisodeState } from "../../core/plan/episode.js";
import type { AbortSignalLike } from "../../core/platform.js";
import type { EnvBundle } from "../../core/schema/index.js";
import { InstancePool } from "../../core/synth/instance-pool.js";
import {
  type PlanJob,
  type PlanOutcome,
  type PlanSetup,
  type PlanWorkers,
  processPlan,
} from "../../core/synth/plan-jobs.js";

/** What a worker answers (comlink's Remote<> type loses the Result union, so it is spelled here). */
interface StageWorkerRemote {
  build(
    doc: Parameters<PipelineStages["build"]>[0],
    seed: number,
  ): ReturnType<PipelineStages["build"]>;
  verify(
    bundle: Parameters<PipelineStages["verify"]>[0],
    seed: number,
  ): ReturnType<PipelineStages["verify"]>;
  planOpen(
    id: number,
    setup: PlanSetup,
    episodeChars: number,
    idleInstances: number,
    made?: Int32Array,
  ): Promise<void>;
  plan(id: number, job: PlanJob, code?: Record<string, string>): Promise<PlanOutcome>;
  episodeState(
    id: number,
    bundleId: string,
    episodeSeed: number,
    slot?: number,
  ): Promise<Record<string, unknown> | undefined>;
  planClose(id: number): Promise<void>;
  heldEpisodeChars(): Promise<number>;
  heldInstances(): Promise<number>;
  heldCode(): Promise<number>;
}

/**
 * Characters of episode states a worker keeps during a plan session. Each plan arrives with its
 * states and asks for them again only while it is in flight (a few per worker), so this holds them
 * with room to spare; the thread default (16M) kept about a round of spent ones, 60–90 MB of each
 * worker's heap on 20 real specs. A state let go is made again, the same, if asked for.
 */
export const PLAN_WORKER_EPISODE_CHARS = 4_000_000;

/**
 * Episode-state requests a plan session can flag as no longer wanted (a shared Int32Array of this
 * many slots); later requests go unflagged, so a worker makes them as before.
 */
export const EPISODE_REQUEST_SLOTS = 1 << 14;

/**
 * A bundle as a plan worker first gets it: no code (sent with the first plan that runs it) and no
 * verification probes (synthesis reads only which tools passed and were kept).
 */
function leanBundle(bundle: EnvBundle): EnvBundle {
  const { verification } = bundle;
  return {
    ...bundle,
    code: "",
    ...(verification
      ? {
          verification: {
            ...verification,
            tools: verification.tools.map((t) => ({ ...t, probes: [] })),
          },
        }
      : {}),
  };
}

/**
 * Young generation of each worker's heap, in MB (V8 splits it 1:1:1 between the two semi-spaces and
 * new large objects, so 4 MB semi-spaces; V8's default grows them to 16 MB). A worker's new objects
 * are a plan's short-lived drafts and tool results: at scale 0.1 (9 docs, 258 tasks) the smaller
 * nursery took peak RSS 392 → 353 MB for the two workers, with the same output bytes.
 */
export const WORKER_YOUNG_GENERATION_MB = 12;

export interface StagePoolOptions {
  /** Bound on a worker's episode states during a plan session (default `PLAN_WORKER_EPISODE_CHARS`). */
  planEpisodeChars?: number;
  /**
   * Most idle sandbox instances each thread keeps during synthesis (the main thread's pool and
   * each worker's; synth's `idleInstances`). Default: room for every bundle a thread runs.
   */
  idleInstances?: number;
  /**
   * Worker threads synthesis's plans run on (default: `size`; see `planThreadsFor`). Fewer than
   * `size` leaves the rest unstarted during synthesis; 0 runs synthesis on the calling thread and
   * stops the workers first. The output is the same for any number.
   */
  planThreads?: number;
}

/**
 * Plan workers for a run with `jobs` worker threads: none up to 2, else one fewer. During
 * synthesis the main thread samples and grounds every plan (its CPU time is the run's critical
 * path), so `jobs` plan workers beside it are one busy thread more than the cores `jobs` defaults
 * to. A plan worker is a V8 heap of its own (~100 MB at paper scale) plus an idle sandbox instance
 * per bundle homed there, beside the main thread's grounding instance of every bundle: one worker
 * holds a second sandbox of every bundle, so on 2 cores synthesis runs on the main thread alone
 * (26 docs / 773 tasks: peak RSS 466 -> 405 MB, CPU time 136 -> 130 s). The output is the same
 * for any number (plans are folded in plan order).
 */
export function planThreadsFor(jobs: number): number {
  return jobs <= 2 ? 0 : jobs - 1;
}

/** The built CLI has dist/cli/stage-worker.js; from source the .ts entry is loaded through tsx. */
function workerEntry(): { code: string; eval: boolean } {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const js of [join(here, "stage-worker.js"), join(here, "..", "stage-worker.js")])
    if (existsSync(js)) return { code: js, eval: false };
  const ts = pathToFileURL(join(here, "stage-worker.ts")).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  return {
    code: `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(ts)}); });`,
    eval: true,
  };
}

export interface StagePool {
  /** `base` with build, verify and synthesis's per-plan work run on the pool's worker threads. */
  stages(base: PipelineStages): PipelineStages;
  /** Synthesis's per-plan work on the pool's workers (what `stages()` passes to synth). */
  readonly planWorkers: PlanWorkers;
  /** How many documents the pipeline should have in flight (one per worker). */
  readonly size: number;
  /** Thread ids of the workers running now (started lazily; a plan session starts fresh ones). */
  threadIds(): number[];
  /** Characters of episode states each running worker holds, in worker order. */
  heldEpisodeChars(): Promise<number[]>;
  /** Idle sandbox instances each running worker's open plan sessions keep, in worker order. */
  heldInstances(): Promise<number[]>;
  /** Characters of bundle code each running worker's open plan sessions hold, in worker order. */
  heldCode(): Promise<number[]>;
  dispose(): Promise<void>;
}

/**
 * Worker threads for the per-document stages, so build and verify use every core. Each worker
 * takes one document at a time; the pipeline keeps input order, so artifacts are the same bytes as
 * a run on the main thread. A custom sandbox (`ctx.sandbox`) is not carried over: workers use
 * their own in-process sandbox, as the default verify does.
 */
export function createStagePool(
  size = Math.min(4, availableParallelism()),
  options: StagePoolOptions = {},
): StagePool {
  const episodeChars = options.planEpisodeChars ?? PLAN_WORKER_EPISODE_CHARS;
  const entry = workerEntry();
  const workers: Array<{ worker: Worker; api: StageWorkerRemote }> = [];
  const idle: number[] = [];
  const waiting: Array<(slot: number) => void> = [];
  const spawn = () => {
    const worker = new Worker(entry.code, {
      eval: entry.eval,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    return { worker, api: wrap(nodeEndpoint(worker as never)) as unknown as StageWorkerRemote };
  };
  const slot = (): Promise<number> => {
    const free = idle.shift();
    if (free !== undefined) return Promise.resolve(free);
    if (workers.length < size) {
      workers.push(spawn());
      return Promise.resolve(workers.length - 1);
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (i: number) => {
    const next = waiting.shift();
    if (next) next(i);
    else idle.push(i);
  };
  /**
   * Run `f` on a free worker. When `signal` aborts first (the run stopped, or the document hit its
   * time limit), that worker is terminated and its slot gets a fresh one: a stage stuck in a
   * synchronous loop cannot hold a core for the rest of the run.
   */
  const onWorker = async <T>(
    f: (api: StageWorkerRemote) => Promise<T>,
    signal?: AbortSignalLike,
  ): Promise<T> => {
    const i = await slot();
    let onAbort: (() => void) | undefined;
    try {
      if (signal?.aborted) throw signal.reason ?? new Error("aborted");
      const stopped = new Promise<never>((_, reject) => {
        onAbort = () => {
          const stuck = workers[i]!.worker;
          workers[i] = spawn();
          void stuck.terminate();
          reject(signal?.reason ?? new Error("aborted"));
        };
        signal?.addEventListener("abort", onAbort, { once: true });
      });
      return await Promise.race([f(workers[i]!.api), stopped]);
    } finally {
      if (onAbort) signal?.removeEventListener("abort", onAbort);
      release(i);
    }
  };
  /**
   * Worker `i` (started when missing), bypassing the slots: a plan goes to the worker that holds
   * its environment's sandbox instances, so each worker loads only its share of the bundles.
   */
  const workerAt = (i: number): StageWorkerRemote => {
    while (workers.length <= i) {
      workers.push(spawn());
      release(workers.length - 1);
    }
    return workers[i]!.api;
  };
  /**
   * Terminate every worker when none is busy, so the next job starts fresh ones. Build and verify
   * leave a worker's heap grown and full of their caches; synthesis then needs none of it.
   */
  const recycle = async () => {
    if (idle.length !== workers.length || waiting.length > 0) return;
    const old = workers.splice(0).map((w) => w.worker);
    idle.length = 0;
    await Promise.all(old.map((w) => w.terminate()));
  };
  let sessions = 0;
  let planSessions = 0;
  const planWorkers: PlanWorkers = {
    async open(setup, openOptions = {}) {
      if (planSessions === 0) await recycle();
      planSessions++;
      const id = ++sessions;
      const n = Math.max(1, Math.min(size, options.planThreads ?? size));
      const home = new Map(setup.bundles.map((b, i) => [b.id, i % n]));
      const byId = new Map(setup.bundles.map((b) => [b.id, b]));
      // Sandbox instances a worker keeps idle: one per bundle homed there (its plans open those).
      const homed = new Array<number>(n).fill(0);
      for (const w of home.values()) homed[w]!++;
      const cap = openOptions.idleInstances;
      const idleAt = (w: number) => {
        const room = Math.max(4, homed[w]!);
        return cap === undefined ? room : Math.min(cap, room);
      };
      const opened = new Set<number>();
      // Workers get the bundles without their code, and each plan the code of its environments
      // the worker was not sent yet (code is 9 of the 14 MB of 85 paper-scale bundles, and each
      // worker held all of it); every other part of every bundle still goes to each worker, since
      // a task's checks read all the run's tools (`routeTools` names tools among all bundles).
      const lean = { ...setup, bundles: setup.bundles.map(leanBundle) };
      const codeSent = new Map<number, Set<string>>();
      /** The code of `job`'s environments that worker `w` lacks, marked sent. */
      const codeFor = (w: number, job: PlanJob): Record<string, string> => {
        const sent = codeSent.get(w) ?? new Set<string>();
        codeSent.set(w, sent);
        const code: Record<string, string> = {};
        const ids = [...job.plan.steps.map((s) => s.env), ...Object.keys(job.states ?? {})];
        for (const bundleId of ids) {
          const bundle = byId.get(bundleId);
          if (!bundle || sent.has(bundleId)) continue;
          sent.add(bundleId);
          code[bundleId] = bundle.code;
        }
        return code;
      };
      let local: InstancePool | undefined;
      let closed = false;
      // A state asked of a worker is only a hint: when grounding here needed it before it came
      // (a busy machine, a worker behind on its plans), this thread made it itself, and the
      // worker's copy is wasted work — 168 of 399 states on 9 docs / 258 tasks at load 15. Such
      // requests are flagged in shared memory, and a worker skips a flagged one it has not begun.
      const made = new Int32Array(new SharedArrayBuffer(4 * EPISODE_REQUEST_SLOTS));
      const pending = new Map<number, { bundleId: string; seed: number }>();
      let slots = 0;
      /** Flag every request still out whose state this thread now holds. */
      const flagMade = () => {
        for (const [slot, r] of pending)
          if (heldEpisodeState(r.bundleId, r.seed) !== undefined) {
            Atomics.store(made, slot, 1);
            pending.delete(slot);
          }
      };
      /** Worker `w` with this session open there (comlink keeps the open ahead of later calls). */
      const sessionAt = async (w: number): Promise<StageWorkerRemote> => {
        const api = workerAt(w);
        if (!opened.has(w)) {
          opened.add(w);
          await api.planOpen(id, lean, episodeChars, idleAt(w), made);
        }
        return api;
      };
      return {
        size: n,
        prepareEpisodes(bundleIds, episodeSeeds) {
          flagMade();
          // Each state is made by the worker that will build the bundle's tasks, so it keeps one
          // too; a state lost on the way is made again where it is asked for, the same.
          for (const bundleId of bundleIds) {
            const bundle = byId.get(bundleId);
            const w = home.get(bundleId);
            if (!bundle || w === undefined) continue;
            for (const seed of episodeSeeds) {
              const slot = slots < EPISODE_REQUEST_SLOTS ? slots++ : -1;
              if (slot >= 0) pending.set(slot, { bundleId, seed });
              void sessionAt(w)
                .then((api) =>
                  // Made here meanwhile: not asked at all.
                  heldEpisodeState(bundleId, seed) === undefined
                    ? api.episodeState(id, bundleId, seed, slot)
                    : undefined,
                )
                .then((state) => {
                  if (state && !closed) holdEpisodeState(bundle, seed, state);
                })
                .catch(() => undefined)
                .finally(() => pending.delete(slot));
            }
          }
        },
        async process(job) {
          flagMade();
          const w = home.get(job.plan.steps[0]?.env ?? "") ?? job.index % n;
          try {
            const api = await sessionAt(w);
            // The code goes in the same turn as the plan is posted, so a plan posted to the
            // worker is never ahead of the code it needs.
            return await api.plan(id, job, codeFor(w, job));
          } catch {
            // A worker that died or failed: the plan is redone here; it is pure, so nothing changes.
            local ??= new InstancePool(cap ?? setup.bundles.length);
            return processPlan(setup, job, { runner: local.runner });
          }
        },
        async close() {
          closed = true;
          planSessions--;
          local?.dispose();
          await Promise.all(
            [...opened].map((w) => workers[w]?.api.planClose(id).catch(() => undefined)),
          );
          // Nothing a session made is needed after it (exports run on the main thread).
          if (planSessions === 0) await recycle();
        },
      };
    },
  };
  return {
    size,
    planWorkers,
    threadIds: () => workers.map((w) => w.worker.threadId),
    heldEpisodeChars: () => Promise.all(workers.map((w) => w.api.heldEpisodeChars())),
    heldInstances: () => Promise.all(workers.map((w) => w.api.heldInstances())),
    heldCode: () => Promise.all(workers.map((w) => w.api.heldCode())),
    stages(base) {
      return {
        ...base,
        build: (doc, o) => onWorker((api) => api.build(doc, o.seed), o.signal),
        // A caller's own sandbox (or an aborted run) stays on the main thread's stage.
        verify: (bundle, o) =>
          o.sandbox
            ? base.verify(bundle, o)
            : onWorker((api) => api.verify(bundle, o.seed), o.signal),
        synth: async (bundles, graph, o) => {
          // Without plan workers the build and verify workers are idle through synthesis, each
          // holding its grown heap: stopped, as a plan session's start stops them.
          if (options.planThreads === 0) await recycle();
          return base.synth(bundles, graph, {
            ...o,
            ...(options.planThreads === 0 ? {} : { planWorkers }),
            ...(options.idleInstances !== undefined
              ? { idleInstances: options.idleInstances }
              : {}),
          });
        },
      };
    },
    async dispose() {
      await Promise.all(workers.map((w) => w.worker.terminate()));
      workers.length = 0;
    },
  };
}
