import { ok, type Result } from "../errors.js";
import type { CallOutcome, EnvBundle, ToolCall } from "../schema/index.js";
import { createEnvInstance, type QuickJsEnvInstance } from "./env-instance.js";
import { runCallJob } from "./in-process-sandbox.js";
import { loadQuickJs } from "./quickjs.js";
import type { CallJob, CallJobResult, EnvInstanceOptions, EnvSnapshot } from "./types.js";

/**
 * What a call through a worker returns: the outcome, the instance's version before the call
 * (`settle` ships the state when it changed since), and whether `settle` has nothing to do (the
 * state did not change and no recovery waits), so a read costs one message.
 */
export interface WorkerCallResult {
  outcome: CallOutcome;
  version: number;
  idle?: boolean;
}

export interface WorkerCallManyResult {
  outcomes: CallOutcome[];
  version: number;
  idle?: boolean;
}

function idle(i: QuickJsEnvInstance, version: number): boolean {
  return i.version === version && !i.recoveryPending;
}

/**
 * The object a sandbox worker exposes (with comlink). Everything is plain data so it crosses
 * postMessage; instances are addressed by number.
 */
export function createSandboxWorkerApi() {
  const instances = new Map<number, QuickJsEnvInstance>();
  let nextId = 1;
  const get = (id: number): QuickJsEnvInstance => {
    const i = instances.get(id);
    if (!i) throw new Error(`no sandbox instance ${id} in this worker`);
    return i;
  };
  return {
    /** Resolves once the worker can serve (QuickJS loaded), so start-up is not billed to a task. */
    async ready(): Promise<true> {
      await loadQuickJs();
      return true;
    },
    runJob(job: CallJob): Promise<Result<CallJobResult>> {
      return runCallJob(job);
    },
    async open(bundle: EnvBundle, options?: EnvInstanceOptions): Promise<Result<number>> {
      const r = await createEnvInstance(bundle, options);
      if (!r.ok) return r;
      const id = nextId++;
      const instance = r.value as QuickJsEnvInstance;
      // The host's watchdog times the call and the recovery after it (`settle`) apart.
      instance.deferRecovery = true;
      instances.set(id, instance);
      return ok(id);
    },
    async call(id: number, tool: string, args: unknown): Promise<WorkerCallResult> {
      const i = get(id);
      const version = i.version;
      const outcome = await i.call(tool, args);
      return { outcome, version, idle: idle(i, version) };
    },
    /** Many calls in one message (and few VM entries); the state once, in `settle`. */
    async callMany(id: number, calls: ToolCall[]): Promise<WorkerCallManyResult> {
      const i = get(id);
      const version = i.version;
      const outcomes = await i.callMany(calls);
      return { outcomes, version, idle: idle(i, version) };
    },
    /**
     * After a call: the recovery a fault left, then the state when it changed since `version`
     * (null when it did not).
     */
    async settle(id: number, version: number): Promise<EnvSnapshot | null> {
      const i = get(id);
      await i.recoverNow();
      return i.version === version ? null : i.snapshot();
    },
    state: (id: number) => get(id).state(),
    snapshot: (id: number) => get(id).snapshot(),
    restore: (id: number, s: EnvSnapshot) => get(id).restore(s),
    reset: (id: number) => get(id).reset(),
    stateHash: (id: number) => get(id).stateHash(),
    close(id: number): void {
      instances.get(id)?.dispose();
      instances.delete(id);
    },
  };
}

export type SandboxWorkerApi = ReturnType<typeof createSandboxWorkerApi>;

/** The worker API as seen from the host side (comlink's Remote makes every method async). */
export type SandboxWorkerRemote = {
  [K in keyof SandboxWorkerApi]: (
    ...args: Parameters<SandboxWorkerApi[K]>
  ) => Promise<Awaited<ReturnType<SandboxWorkerApi[K]>>>;
};
