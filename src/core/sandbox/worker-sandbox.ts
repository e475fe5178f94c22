import { fail, ok, type Result } from "../errors.js";
import type { CallOutcome, EnvBundle, ToolCall } from "../schema/index.js";
import { backstopMs, loadTimeoutMs, resolveLimits } from "./limits.js";

import type {
  CallJob,
  CallJobResult,
  EnvInstance,
  EnvInstanceOptions,
  EnvSnapshot,
  Sandbox,
} from "./types.js";
import type { SandboxWorkerRemote } from "./worker-api.js";

/** Characters of a bundle's code and initial state: its load deadline grows with them. */
function sizeOf(bundle: EnvBundle): number {
  try {
    return bundle.code.length + JSON.stringify(bundle.initialState).length;
  } catch {
    return bundle.code.length;
  }
}

/** A started worker: its remote API and a way to kill it. */
export interface SpawnedWorker {
  api: SandboxWorkerRemote;
  terminate(): unknown;
  /** Settles (with a reason) if the worker crashes or exits on its own. */
  died?: Promise<string>;
}

export interface WorkerSandboxOptions {
  /** Start one worker (browser: `new Worker(...)`; Node: `worker_threads`). */
  spawn(): SpawnedWorker;
  /** Number of workers (default 2). */
  size?: number;
  /** Stop a worker with nothing open after this long idle (default 30 s; 0 = never). */
  idleMs?: number;
  /** Extra time past a task's own deadline before the watchdog terminates the worker. */
  graceMs?: number;
}

// Core is compiled without DOM or Node types; timers exist in every runtime we target.
type TimerHandle = { unref?: () => void } | number;
const timers = globalThis as unknown as {
  setTimeout(f: () => void, ms: number): TimerHandle;
  clearTimeout(h: TimerHandle | undefined): void;
};
/** Timers never keep a process alive on their own: the pending work does. */
function setTimeout(f: () => void, ms: number): TimerHandle {
  const h = timers.setTimeout(f, ms);
  if (typeof h === "object") h.unref?.();
  return h;
}
function clearTimeout(h: TimerHandle | undefined): void {
  timers.clearTimeout(h);
}

/** A task on a worker; `phase(ms)` restarts its watchdog with a budget of `ms` from now. */
type PhasedTask<T> = (api: SandboxWorkerRemote, phase: (ms: number) => void) => Promise<T>;

class Killed {
  constructor(readonly message: string) {}
}

/** One worker slot: lazily started, runs one task at a time, watched by a timer. */
class Slot {
  private worker: SpawnedWorker | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: TimerHandle | undefined;
  private readonly readiness = new WeakMap<SpawnedWorker, Promise<void>>();
  private stopped = false;
  generation = 0;
  pending = 0;
  openInstances = 0;

  constructor(private readonly options: WorkerSandboxOptions) {}

  /**
   * Run `task` on this worker; a task still running after `budgetMs` kills the worker. The task
   * may start a new phase with `phase(ms)`: the budget then counts `ms` from that moment.
   */
  run<T>(budgetMs: number, task: PhasedTask<T>): Promise<T> {
    this.pending++;
    this.clearIdle();
    const next = this.queue.then(() => this.runNow(budgetMs, task));
    this.queue = next.catch(() => undefined);
    return next.finally(() => {
      this.pending--;
      this.scheduleIdle();
    });
  }

  private runNow<T>(budgetMs: number, task: PhasedTask<T>): Promise<T> {
    if (this.stopped) return Promise.reject(new Error("the sandbox is disposed"));
    if (!this.worker) {
      this.worker = this.options.spawn();
      this.generation++;
    }
    const worker = this.worker;
    return this.whenReady(worker).then(() => this.watch(worker, budgetMs, task));
  }

  /** Start-up (loading code and wasm) gets its own generous deadline, not the task's. */
  private whenReady(worker: SpawnedWorker): Promise<void> {
    let ready = this.readiness.get(worker);
    if (!ready) {
      ready = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          this.kill(worker);
          reject(new Error("sandbox worker did not start within 60 s"));
        }, 60_000);
        Promise.race([
          worker.api.ready(),
          (worker.died ?? new Promise<never>(() => {})).then((why) =>
            Promise.reject(new Error(why)),
          ),
        ]).then(
          () => {
            clearTimeout(timer);
            resolve();
          },
          (e) => {
            clearTimeout(timer);
            this.kill(worker);
            reject(e);
          },
        );
      });
      this.readiness.set(worker, ready);
    }
    return ready;
  }

  private watch<T>(worker: SpawnedWorker, budgetMs: number, task: PhasedTask<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let timer: TimerHandle | undefined;
      let settled = false;
      const phase = (ms: number) => {
        if (settled) return;
        clearTimeout(timer);
        timer = setTimeout(
          () => {
            this.kill(worker);
            reject(new Killed(`worker stopped after ${ms} ms`));
          },
          ms + (this.options.graceMs ?? 1000),
        );
      };
      phase(budgetMs);
      Promise.race([
        task(worker.api, phase),
        (worker.died ?? new Promise<never>(() => {})).then((why) => Promise.reject(new Error(why))),
      ]).then(
        (v) => {
          settled = true;
          clearTimeout(timer);
          resolve(v);
        },
        (e) => {
          settled = true;
          clearTimeout(timer);
          this.kill(worker); // a broken channel or a crashed worker: start over
          reject(e);
        },
      );
    });
  }

  private kill(worker: SpawnedWorker): Promise<unknown> {
    if (this.worker === worker) this.worker = null;
    return Promise.resolve(worker.terminate()).catch(() => undefined);
  }

  private clearIdle(): void {
    if (this.idleTimer !== undefined) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  private scheduleIdle(): void {
    const idle = this.options.idleMs ?? 30_000;
    if (idle <= 0 || this.pending > 0 || this.openInstances > 0 || !this.worker) return;
    this.clearIdle();
    this.idleTimer = setTimeout(() => {
      if (this.pending === 0 && this.openInstances === 0 && this.worker) this.kill(this.worker);
    }, idle);
  }

  /** True while a worker is running (closing an instance must not start one). */
  get running(): boolean {
    return this.worker !== null;
  }

  stop(): Promise<unknown> {
    this.stopped = true;
    this.clearIdle();
    return this.worker ? this.kill(this.worker) : Promise.resolve();
  }
}

function timeoutFault(message: string): CallOutcome {
  return { ok: false, fault: { kind: "timeout", message } };
}

function describe(e: unknown): string {
  return e instanceof Killed ? e.message : e instanceof Error ? e.message : String(e);
}

/**
 * A Sandbox over a pool of workers. Jobs go whole to one worker; instances are pinned to a
 * worker. A worker busy past its task's deadline plus grace (a native built-in ignoring the
 * interrupt) is terminated and restarted; the calls it was running get a `timeout` fault, and
 * instances on it are reopened from their last known state on their next use.
 */
export function createWorkerSandbox(options: WorkerSandboxOptions): Sandbox {
  const slots = Array.from({ length: Math.max(1, options.size ?? 2) }, () => new Slot(options));
  let disposed = false;
  const pick = (): Slot => slots.reduce((a, b) => (b.pending < a.pending ? b : a));

  async function runJob(job: CallJob): Promise<Result<CallJobResult>> {
    if (disposed) return fail("sandbox/disposed", "the sandbox is disposed");
    const limits = resolveLimits(job.limits);
    // Past the calls' own wall-clock backstops only: a call the instance would let finish on a
    // busy machine is never killed, so a job's outcome does not depend on the load.
    const budget = backstopMs(
      limits,
      limits.callTimeoutMs * (job.calls.length + 1) + loadTimeoutMs(limits, sizeOf(job.bundle)),
    );
    const slot = pick();
    try {
      return await slot.run(budget, (api) => api.runJob(job));
    } catch (e) {
      if (!(e instanceof Killed)) return fail("sandbox/worker-died", describe(e));
      // Replay call by call so only the call that hung is lost, exactly as in-process.
      return runJobCallByCall(job, describe(e));
    }
  }

  async function runJobCallByCall(job: CallJob, why: string): Promise<Result<CallJobResult>> {
    const created = await createInstance(job.bundle, {
      limits: job.limits,
      episodeSeed: job.episodeSeed,
      initialState: job.initialState,
    });
    if (!created.ok) return created;
    const instance = created.value;
    try {
      const outcomes: CallOutcome[] = [];
      for (const c of job.calls) outcomes.push(await instance.call(c.tool, c.args));
      return ok({ outcomes, state: await instance.state(), stateHash: await instance.stateHash() });
    } catch (e) {
      return fail("sandbox/worker-died", `${why}; then ${describe(e)}`);
    } finally {
      instance.dispose();
    }
  }

  async function createInstance(
    bundle: EnvBundle,
    opts: EnvInstanceOptions = {},
  ): Promise<Result<EnvInstance>> {
    if (disposed) return fail("sandbox/disposed", "the sandbox is disposed");
    const slot = pick();
    const limits = resolveLimits(opts.limits);
    const budget = backstopMs(limits, loadTimeoutMs(limits, sizeOf(bundle)));
    let opened: Result<number>;
    try {
      opened = await slot.run(budget, (api) => api.open(bundle, opts));
    } catch (e) {
      return fail("sandbox/bundle-load-failed", `the bundle did not load: ${describe(e)}`);
    }
    if (!opened.ok) return opened;
    slot.openInstances++;
    return ok(new WorkerInstance(slot, bundle, opts, opened.value, slot.generation));
  }

  return {
    createInstance,
    runJob,
    runJobs: (jobs) => Promise.all(jobs.map(runJob)),
    async dispose() {
      disposed = true;
      await Promise.all(slots.map((s) => s.stop()));
    },
  };
}

/** An EnvInstance living in a worker; survives the worker being killed and restarted. */
class WorkerInstance implements EnvInstance {
  private lastSnapshot: EnvSnapshot | null = null;
  private disposed = false;
  private readonly callBudget: number;
  private readonly reopenBudget: number;

  constructor(
    private readonly slot: Slot,
    private readonly bundle: EnvBundle,
    private readonly options: EnvInstanceOptions,
    private id: number,
    private generation: number,
  ) {
    const limits = resolveLimits(options.limits);
    this.callBudget = backstopMs(limits, limits.callTimeoutMs);
    this.reopenBudget = backstopMs(limits, loadTimeoutMs(limits, sizeOf(bundle)));
  }

  /**
   * Run an operation on this instance, reopening it first if its worker was restarted. Each part
   * has its own watchdog budget: the reopen (loading the bundle and moving the state in), then
   * `budget` for the operation. `f` may start a later phase itself (`phase`).
   */
  private op<T>(
    budget: number,
    f: (api: SandboxWorkerRemote, id: number, phase: (ms: number) => void) => Promise<T>,
  ): Promise<T> {
    if (this.disposed) return Promise.reject(new Error("instance is disposed"));
    return this.slot.run(budget, async (api, phase) => {
      if (this.generation !== this.slot.generation) {
        phase(this.reopenBudget);
        const r = await api.open(this.bundle, this.options);
        if (!r.ok) throw new Error(r.error.message);
        this.id = r.value;
        this.generation = this.slot.generation;
        if (this.lastSnapshot) await api.restore(this.id, this.lastSnapshot);
        phase(budget);
      }
      return f(api, this.id, phase);
    });
  }

  /**
   * A call's own deadline, then the state move's: a handler spinning in a native built-in is
   * stopped past its call's backstop, while a call that returned gets the load budget for the
   * rebuild after a fault and for shipping its state.
   */
  private callThenSettle<T extends { version: number; idle?: boolean }>(
    budget: number,
    run: (api: SandboxWorkerRemote, id: number) => Promise<T>,
  ): Promise<{ result: T; snapshot: EnvSnapshot | null }> {
    return this.op(budget, async (api, id, phase) => {
      const result = await run(api, id);
      if (result.idle) return { result, snapshot: null };
      phase(this.reopenBudget);
      return { result, snapshot: await api.settle(id, result.version) };
    });
  }

  async call(tool: string, args: unknown): Promise<CallOutcome> {
    try {
      const r = await this.callThenSettle(this.callBudget, (api, id) => api.call(id, tool, args));
      if (r.snapshot) this.lastSnapshot = r.snapshot;
      return r.result.outcome;
    } catch (e) {
      if (e instanceof Killed) return timeoutFault(`${e.message}: the call did not finish`);
      return { ok: false, fault: { kind: "exception", message: `worker failed: ${describe(e)}` } };
    }
  }

  /**
   * The calls in one message. If the worker is killed on the way, the instance is back at its
   * state before the batch and the calls run one at a time, so only a hung call times out. A
   * batch may rebuild its VM between calls, so its budget keeps one reopen's.
   */
  async callMany(calls: ToolCall[]): Promise<CallOutcome[]> {
    try {
      const r = await this.callThenSettle(
        this.callBudget * (calls.length + 1) + this.reopenBudget,
        (api, id) => api.callMany(id, calls),
      );
      if (r.snapshot) this.lastSnapshot = r.snapshot;
      return r.result.outcomes;
    } catch (e) {
      if (!(e instanceof Killed)) {
        const message = `worker failed: ${describe(e)}`;
        return calls.map(() => ({ ok: false, fault: { kind: "exception", message } }));
      }
      const outcomes: CallOutcome[] = [];
      for (const c of calls) outcomes.push(await this.call(c.tool, c.args));
      return outcomes;
    }
  }

  state(): Promise<Record<string, unknown>> {
    return this.op(this.reopenBudget, (api, id) => api.state(id));
  }
  snapshot(): Promise<EnvSnapshot> {
    return this.op(this.reopenBudget, (api, id) => api.snapshot(id));
  }
  async restore(s: EnvSnapshot): Promise<void> {
    await this.op(this.reopenBudget, (api, id) => api.restore(id, s));
    this.lastSnapshot = s;
  }
  async reset(): Promise<void> {
    await this.op(this.callBudget + this.reopenBudget, (api, id) => api.reset(id));
    this.lastSnapshot = null;
  }
  stateHash(): Promise<string> {
    return this.op(this.reopenBudget, (api, id) => api.stateHash(id));
  }
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.slot.openInstances--;
    if (this.generation === this.slot.generation && this.slot.running) {
      const id = this.id;
      void this.slot.run(this.callBudget, (api) => api.close(id)).catch(() => undefined);
    }
  }
}
