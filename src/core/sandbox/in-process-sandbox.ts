import { ok, type Result } from "../errors.js";
import {
  type CallOutcome,
  canonicalJson,
  type EnvBundle,
  sha256Hex,
  type ToolCall,
} from "../schema/index.js";
import { createEnvInstance } from "./env-instance.js";
import type { CallJob, CallJobResult, EnvInstance, EnvInstanceOptions, Sandbox } from "./types.js";

/** Run calls in order in one instance: batched when the instance can (`callMany`). */
export async function callAll(instance: EnvInstance, calls: ToolCall[]): Promise<CallOutcome[]> {
  if (instance.callMany) return instance.callMany(calls);
  const outcomes: CallOutcome[] = [];
  for (const c of calls) outcomes.push(await instance.call(c.tool, c.args));
  return outcomes;
}

/** Run one job in a fresh instance: calls in order, then the final state and its hash. */
export async function runCallJob(job: CallJob): Promise<Result<CallJobResult>> {
  const created = await createEnvInstance(job.bundle, {
    limits: job.limits,
    episodeSeed: job.episodeSeed,
    initialState: job.initialState,
  });
  if (!created.ok) return created;
  const instance = created.value;
  try {
    const outcomes = await callAll(instance, job.calls);
    const state = await instance.state();
    // What instance.stateHash() computes, without taking the state out of the VM a second time.
    return ok({ outcomes, state, stateHash: await sha256Hex(canonicalJson(state)) });
  } finally {
    instance.dispose();
  }
}

/**
 * The sandbox running QuickJS in the calling thread. A native built-in looping past the deadline
 * can hold this thread for seconds: use a worker-backed Sandbox when the code is untrusted and a
 * hard stop is needed.
 */
export function createInProcessSandbox(): Sandbox {
  const live = new Set<EnvInstance>();
  return {
    async createInstance(bundle: EnvBundle, options?: EnvInstanceOptions) {
      const r = await createEnvInstance(bundle, options);
      if (r.ok) {
        const inner = r.value;
        live.add(inner);
        const dispose = inner.dispose.bind(inner);
        inner.dispose = () => {
          live.delete(inner);
          dispose();
        };
      }
      return r;
    },
    runJob: runCallJob,
    async runJobs(jobs: CallJob[]) {
      const out: Result<CallJobResult>[] = [];
      for (const j of jobs) out.push(await runCallJob(j));
      return out;
    },
    async dispose() {
      for (const i of [...live]) i.dispose();
    },
  };
}
