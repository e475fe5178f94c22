// worker_threads entry: runs the offline build and verify stages for one document at a time, and
// synthesis's per-plan work (build the task, check, trajectory, replay) for the plans sent to it.
import { parentPort } from "node:worker_threads";
import { expose } from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { generateHeuristicBundle } from "../../core/envgen/index.js";
import type { IngestedDoc } from "../../core/ingest/index.js";
import {
  episodeInitialState,
  heldEpisodeChars,
  setEpisodeCacheChars,
} from "../../core/plan/episode.js";
import type { EnvBundle } from "../../core/schema/index.js";
import type { EnvRunner } from "../../core/synth/env-runner.js";
import { InstancePool } from "../../core/synth/instance-pool.js";
import { type PlanJob, type PlanSetup, processPlan } from "../../core/synth/plan-jobs.js";
import { verifyBundle } from "../../core/verify/index.js";
import { MEM_TRACE_ENV, startMemTrace } from "./mem-trace.js";
import { shareQuickJsWasmFromPackage } from "./quickjs-wasm.js";

if (!parentPort) throw new Error("stage-worker must run in a worker thread");
shareQuickJsWasmFromPackage();
/**
 * Open synthesis sessions: their setup, the sandbox instances their plans reuse, and the bundles
 * whose code came (the setup's bundles arrive without it; see `planOpen`).
 */
interface PlanSession {
  setup: PlanSetup;
  pool: InstancePool;
  runner: EnvRunner;
  coded: Set<string>;
  made?: Int32Array;
}
const sessions = new Map<number, PlanSession>();
/** The thread's episode-state bound from before the first open session, put back after the last. */
let boundBefore: number | undefined;

/** The stage work a worker does; inputs and results are plain data (structured clone). */
export const stageWorkerApi = {
  // The default stages' build and verify, imported on their own: the stage set would bring the
  // ingest parsers (ajv, the OpenAPI parser, YAML) into every worker, which never ingests.
  build: (doc: IngestedDoc, seed: number) => generateHeuristicBundle(doc, { seed }),
  verify: (bundle: EnvBundle, seed: number) => verifyBundle(bundle, { seed }),
  /**
   * `idleInstances`: sandbox instances kept idle between plans — the bundles homed on this worker
   * (the pool sends a plan to the worker of its first environment), or fewer when the run bounds them. Each instance is its own wasm
   * heap, 4–8 MB once used, so keeping one for every bundle of the run held hundreds of MB per
   * worker at paper scale for bundles whose plans go elsewhere. `setup`'s bundles come without
   * their code: each plan brings the code of its environments this worker was not sent yet.
   */
  planOpen(
    id: number,
    setup: PlanSetup,
    episodeChars: number,
    idleInstances: number,
    made?: Int32Array,
  ): void {
    if (sessions.size === 0) boundBefore = setEpisodeCacheChars(episodeChars);
    const pool = new InstancePool(idleInstances);
    const coded = new Set<string>();
    // A bundle whose code never came cannot run here: the plan fails, and the pool redoes it on
    // its own thread, the same, rather than this worker running an empty module.
    const runner: EnvRunner = {
      open: (bundle, options) =>
        coded.has(bundle.id)
          ? pool.runner.open(bundle, options)
          : Promise.reject(new Error(`bundle ${bundle.id} has no code on this worker`)),
    };
    sessions.set(id, { setup, pool, runner, coded, ...(made ? { made } : {}) });
  },
  /** `code`: bundle id → code, for the plan's environments whose code this worker lacks. */
  async plan(id: number, job: PlanJob, code: Record<string, string> = {}) {
    const s = sessions.get(id);
    if (!s) throw new Error(`plan session ${id} is not open on this worker`);
    for (const [bundleId, text] of Object.entries(code)) {
      const bundle = s.setup.bundles.find((b) => b.id === bundleId);
      if (!bundle) continue;
      bundle.code = text;
      s.coded.add(bundleId);
    }
    return processPlan(s.setup, job, { runner: s.runner });
  },
  /**
   * The episode state `episodeInitialState` makes (and this thread keeps) for the plans to come;
   * nothing when the main thread flagged request `slot` (it made the state itself meanwhile).
   */
  episodeState(id: number, bundleId: string, episodeSeed: number, slot = -1) {
    const s = sessions.get(id);
    if (s?.made && slot >= 0 && Atomics.load(s.made, slot) !== 0) return undefined;
    const bundle = s?.setup.bundles.find((b) => b.id === bundleId);
    return bundle ? episodeInitialState(bundle, episodeSeed) : undefined;
  },
  planClose(id: number): void {
    sessions.get(id)?.pool.dispose();
    sessions.delete(id);
    if (sessions.size === 0 && boundBefore !== undefined) {
      setEpisodeCacheChars(boundBefore);
      boundBefore = undefined;
    }
  },
  heldEpisodeChars: () => heldEpisodeChars(),
  /** Characters of bundle code the open plan sessions hold. */
  heldCode: () =>
    [...sessions.values()].reduce(
      (n, s) => n + s.setup.bundles.reduce((m, b) => m + b.code.length, 0),
      0,
    ),
  /** Idle sandbox instances the open plan sessions keep. */
  heldInstances: () => [...sessions.values()].reduce((n, s) => n + s.pool.idleInstances, 0),
};
export type StageWorkerApi = typeof stageWorkerApi;

startMemTrace(process.env[MEM_TRACE_ENV], "worker", () => ({
  idleInstances: stageWorkerApi.heldInstances(),
}));
expose(stageWorkerApi, nodeEndpoint(parentPort as never));
