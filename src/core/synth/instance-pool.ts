import { ok, type Result } from "../errors.js";
import type { EnvInstanceLike } from "../plan/ground-plan.js";
import { createEnvInstance, type EnvInstance, mixSeed } from "../sandbox/index.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { EnvRunner, EnvSession } from "./env-runner.js";

interface OpenOptions {
  episodeSeed?: number;
  initialState?: Record<string, unknown>;
}

/**
 * The state a fresh instance would start from, `__env` spelled out, so `restore` of it leaves an
 * instance exactly where `createEnvInstance(bundle, options)` would (the same user JSON and the
 * same bookkeeping: ticks, id counters, and the PRNG seeded from the bundle and episode seeds).
 * Undefined when the given `__env` is malformed: a fresh instance then reports the error.
 */
function startState(bundle: EnvBundle, options: OpenOptions): Record<string, unknown> | undefined {
  const { __env: given, ...user } = options.initialState ?? bundle.initialState;
  if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given)))
    return undefined;
  const g = (given ?? {}) as { ticks?: unknown; ids?: unknown; rng?: unknown };
  const env = {
    ticks: typeof g.ticks === "number" ? g.ticks : 0,
    ids: typeof g.ids === "object" && g.ids !== null ? { ...(g.ids as object) } : {},
    rng: typeof g.rng === "number" ? g.rng >>> 0 : mixSeed(bundle.seed, options.episodeSeed ?? 0),
  };
  return { ...user, __env: env };
}

/**
 * Reuses sandbox instances across the many short episodes of synthesis (grounding, task checks,
 * trajectory, replay: several per task). Loading a bundle into a new QuickJS instance costs a wasm
 * module and an evaluation of the bundle's code, tens of milliseconds; restoring a start state
 * into an idle instance of the same bundle costs one state load. Only bundles that passed
 * verification reach synthesis, and verification's snapshot-restore check holds them to behaving
 * after `restore` as a fresh instance does (no state outside `state`).
 *
 * A handle's `dispose` returns its instance to the pool; at most `maxIdle` instances wait there
 * (least recently used are freed first). Call `dispose()` on the pool when the job is done.
 */
export class InstancePool {
  private readonly idle: Array<{ bundleId: string; instance: EnvInstance }> = [];
  private closed = false;

  constructor(private readonly maxIdle = 4) {}

  /** An instance of `bundle` at the start state `options` describe, fresh or reused. */
  async acquire(bundle: EnvBundle, options: OpenOptions = {}): Promise<Result<EnvInstanceLike>> {
    const start = startState(bundle, options);
    let at = -1;
    if (start)
      for (let i = this.idle.length - 1; i >= 0 && at < 0; i--)
        if (this.idle[i]!.bundleId === bundle.id) at = i;
    if (at >= 0 && start) {
      const [entry] = this.idle.splice(at, 1);
      try {
        await entry!.instance.restore({ state: start });
        return ok(this.lease(bundle.id, entry!.instance));
      } catch {
        entry!.instance.dispose();
      }
    }
    const created = await createEnvInstance(bundle, options);
    if (!created.ok) return created;
    return ok(this.lease(bundle.id, created.value));
  }

  /** The pool as synthesis's `EnvRunner`. */
  readonly runner: EnvRunner = {
    open: async (bundle, options): Promise<Result<EnvSession>> => {
      const got = await this.acquire(bundle, options);
      if (!got.ok) return got;
      const inst = got.value;
      return ok({
        call: (tool, args) => inst.call(tool, args),
        stateHash: () => inst.stateHash() as Promise<string>,
        dispose: () => {
          inst.dispose();
        },
      });
    },
  };

  /** The pool as planning's `openEnv`. */
  readonly openEnv = (bundle: EnvBundle, options: OpenOptions): Promise<Result<EnvInstanceLike>> =>
    this.acquire(bundle, options);

  /** Free every idle instance; handles still out are freed when disposed. */
  dispose(): void {
    this.closed = true;
    for (const e of this.idle.splice(0)) e.instance.dispose();
  }

  private lease(bundleId: string, instance: EnvInstance): EnvInstanceLike {
    let out = true;
    const live = () => {
      if (!out) throw new Error("instance handle used after dispose");
      return instance;
    };
    return {
      call: (tool, args) => live().call(tool, args),
      state: () => live().state(),
      stateHash: () => live().stateHash(),
      dispose: () => {
        if (!out) return;
        out = false;
        this.release(bundleId, instance);
      },
    };
  }

  private release(bundleId: string, instance: EnvInstance): void {
    if (this.closed) {
      instance.dispose();
      return;
    }
    this.idle.push({ bundleId, instance });
    while (this.idle.length > this.maxIdle) this.idle.shift()!.instance.dispose();
  }
}
