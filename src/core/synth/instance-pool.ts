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
 * A handle's `dispose` returns its instance to the pool. At most `maxIdle` instances wait there,
 * holding at most `maxIdleBytes` of wasm memory between them, the least recently returned freed
 * first; an evicted bundle's next open loads it again at the same start state, so what the pool
 * holds changes time and memory, never a result. A job that rotates through its environments (the
 * sampler's fair turns) misses on almost every open when the pool holds fewer than its bundles:
 * at 85 environments a 12-instance budget made synthesis several times slower (a load is ~30–90 ms,
 * a restore ~1 ms; 11,000 opens). Each instance reserves a 16 MiB wasm memory but touches ~2 MB of
 * it, so the default is no byte budget; `maxIdleBytes` is for hosts short of memory. Call
 * `dispose()` on the pool when the job is done.
 */
export class InstancePool {
  /** Idle instances by bundle id; a Map keeps insertion order, so its first entry is the oldest. */
  private readonly idle = new Map<string, EnvInstance[]>();
  private idleCount = 0;
  /** Wasm bytes of the idle instances, as each measured when it was returned. */
  private idleBytes = 0;
  private readonly bytesOf = new WeakMap<EnvInstance, number>();
  private closed = false;
  /** Instances loaded new, reused by restore, and freed to stay within the budget. */
  readonly stats = { created: 0, reused: 0, evicted: 0 };

  constructor(
    private readonly maxIdle = 4,
    private readonly maxIdleBytes = Number.POSITIVE_INFINITY,
  ) {}

  /** Instances waiting idle in the pool now (at most `maxIdle`). */
  get idleInstances(): number {
    return this.idleCount;
  }

  /** An instance of `bundle` at the start state `options` describe, fresh or reused. */
  async acquire(bundle: EnvBundle, options: OpenOptions = {}): Promise<Result<EnvInstanceLike>> {
    const start = startState(bundle, options);
    const reused = start ? this.take(bundle.id) : undefined;
    if (reused && start) {
      try {
        await reused.restore({ state: start });
        this.stats.reused++;
        return ok(this.lease(bundle.id, reused));
      } catch {
        reused.dispose();
      }
    }
    const created = await createEnvInstance(bundle, options);
    if (!created.ok) return created;
    this.stats.created++;
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
    for (const list of this.idle.values()) for (const inst of list) inst.dispose();
    this.idle.clear();
    this.idleCount = 0;
    this.idleBytes = 0;
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

  /** The most recently returned idle instance of the bundle, if any. */
  private take(bundleId: string): EnvInstance | undefined {
    const list = this.idle.get(bundleId);
    const inst = list?.pop();
    if (!inst) return undefined;
    this.idleCount--;
    this.idleBytes -= this.bytesOf.get(inst) ?? 0;
    if (list!.length === 0) this.idle.delete(bundleId);
    return inst;
  }

  private release(bundleId: string, instance: EnvInstance): void {
    if (this.closed || this.maxIdle <= 0) {
      instance.dispose();
      return;
    }
    // Re-inserting moves the bundle to the back of the eviction order.
    const list = this.idle.get(bundleId) ?? [];
    this.idle.delete(bundleId);
    list.push(instance);
    this.idle.set(bundleId, list);
    const bytes = instance.heapBytes?.() ?? 0;
    this.bytesOf.set(instance, bytes);
    this.idleCount++;
    this.idleBytes += bytes;
    while (
      this.idleCount > this.maxIdle ||
      (this.idleCount > 0 && this.idleBytes > this.maxIdleBytes)
    ) {
      const [oldestId, oldest] = this.idle.entries().next().value as [string, EnvInstance[]];
      const evicted = oldest.shift()!;
      this.idleCount--;
      this.idleBytes -= this.bytesOf.get(evicted) ?? 0;
      this.stats.evicted++;
      evicted.dispose();
      if (oldest.length === 0) this.idle.delete(oldestId);
    }
  }
}
