import { type Remote, releaseProxy, wrap } from "comlink";

/** Why a pooled job did not finish: it was cancelled, overran its deadline, or its worker died. */
export class PoolJobError extends Error {
  constructor(
    readonly code: "pipeline/aborted" | "sandbox/worker-died",
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export interface WorkerPoolOptions {
  /** Workers at most; defaults to the machine's cores minus one, between 1 and 4. */
  size?: number;
  /** A worker idle this long is stopped; the next job starts a fresh one. */
  idleMs?: number;
}

export interface JobOptions {
  signal?: AbortSignal;
  /** Watchdog: a job running longer than this terminates its worker and fails. */
  deadlineMs?: number;
}

interface Slot<Api> {
  worker: Worker;
  api: Remote<Api>;
  busy: boolean;
  idleTimer?: ReturnType<typeof setTimeout>;
}

/**
 * A pool of comlink workers for one worker script. Owns their lives: started lazily, jobs queued
 * when all are busy, stopped when idle, and `terminate()`d on abort or when the watchdog deadline
 * passes (native built-ins ignore interrupts, so killing the worker is the only sure stop).
 */
export class WorkerPool<Api> {
  readonly size: number;
  private readonly slots: Slot<Api>[] = [];
  private readonly waiting: (() => void)[] = [];
  private readonly idleMs: number;

  constructor(
    private readonly spawn: () => Worker,
    options: WorkerPoolOptions = {},
  ) {
    const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
    this.size = options.size ?? Math.min(4, Math.max(1, cores - 1));
    this.idleMs = options.idleMs ?? 30_000;
  }

  /** Runs `job` on a free worker; rejects with PoolJobError when aborted, overdue or crashed. */
  async run<T>(job: (api: Remote<Api>) => Promise<T>, options: JobOptions = {}): Promise<T> {
    const { signal, deadlineMs = 10 * 60_000 } = options;
    if (signal?.aborted) throw new PoolJobError("pipeline/aborted", "cancelled before start");
    const slot = await this.acquire(signal);
    let kill: ((e: PoolJobError) => void) | undefined;
    const killed = new Promise<never>((_, reject) => {
      kill = reject;
    });
    const onAbort = () => kill?.(new PoolJobError("pipeline/aborted", "cancelled"));
    const onError = (e: ErrorEvent) =>
      kill?.(new PoolJobError("sandbox/worker-died", e.message || "worker crashed"));
    const timer = setTimeout(
      () => kill?.(new PoolJobError("sandbox/worker-died", `job overran ${deadlineMs} ms`)),
      deadlineMs,
    );
    signal?.addEventListener("abort", onAbort, { once: true });
    slot.worker.addEventListener("error", onError);
    try {
      return await Promise.race([job(slot.api), killed]);
    } catch (e) {
      if (e instanceof PoolJobError) this.discard(slot);
      throw e;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      slot.worker.removeEventListener("error", onError);
      this.release(slot);
    }
  }

  /** Stops every worker now; running jobs fail, queued ones start on fresh workers. */
  terminateAll(): void {
    for (const slot of [...this.slots]) this.discard(slot);
  }

  private async acquire(signal?: AbortSignal): Promise<Slot<Api>> {
    for (;;) {
      const free = this.slots.find((s) => !s.busy);
      if (free) {
        clearTimeout(free.idleTimer);
        free.busy = true;
        return free;
      }
      if (this.slots.length < this.size) {
        const worker = this.spawn();
        const slot: Slot<Api> = { worker, api: wrap<Api>(worker), busy: true };
        this.slots.push(slot);
        return slot;
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
      if (signal?.aborted) throw new PoolJobError("pipeline/aborted", "cancelled while queued");
    }
  }

  private release(slot: Slot<Api>): void {
    slot.busy = false;
    if (this.slots.includes(slot)) {
      slot.idleTimer = setTimeout(() => this.discard(slot), this.idleMs);
    }
    this.waiting.shift()?.();
  }

  private discard(slot: Slot<Api>): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    clearTimeout(slot.idleTimer);
    slot.api[releaseProxy]();
    slot.worker.terminate();
    this.waiting.shift()?.();
  }
}
