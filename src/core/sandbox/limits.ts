/** Resource limits of one environment instance. Every breach is a typed fault, never a crash. */
export interface SandboxLimits {
  /** QuickJS heap limit per instance. */
  memoryBytes: number;
  /** QuickJS stack limit. Keep at 128 KiB: larger values can overflow the real wasm stack. */
  stackBytes: number;
  /**
   * Work budget per call, in milliseconds of interpreter work on a reference machine: counted in
   * QuickJS interrupt ticks ({@link TICKS_PER_MS}), not read off a clock, so a call stops at the
   * same step however busy the machine is. A wall-clock backstop (`wallSlack` × this) stops
   * work the ticks do not see.
   */
  callTimeoutMs: number;
  /**
   * The wall-clock backstop as a multiple of a budget (calls and loads), and the least the worker
   * watchdog waits: only work the ticks do not count (a long native built-in), or a machine more
   * than this many times slower than the reference, reaches it. Below that, a budget's outcome
   * is the same on every machine.
   */
  wallSlack: number;
  /** Largest result, in characters of its JSON. */
  maxResultBytes: number;
  /** Largest state after a call, in characters of its JSON. */
  maxStateBytes: number;
}

export const DEFAULT_LIMITS: SandboxLimits = Object.freeze({
  memoryBytes: 32 * 1024 * 1024,
  stackBytes: 128 * 1024,
  callTimeoutMs: 1000,
  wallSlack: 20,
  maxResultBytes: 1024 * 1024,
  maxStateBytes: 8 * 1024 * 1024,
});

/** Fill in defaults; non-positive or non-finite values fall back to the default. */
export function resolveLimits(partial?: Partial<SandboxLimits>): SandboxLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof SandboxLimits)[]) {
    const v = partial?.[key];
    if (typeof v === "number" && Number.isFinite(v) && v > 0) out[key] = v;
  }
  return out;
}

/**
 * Budget for evaluating the driver and the bundle's module, and for moving the whole state in or
 * out (ticks and backstop as a call's): never less than 2 s, and 2 s more per MB of code and
 * state (`sizeChars`), so a 10,000-tool environment loads while a module that loops is stopped.
 */
export function loadTimeoutMs(limits: SandboxLimits, sizeChars = 0): number {
  return Math.max(limits.callTimeoutMs, 2000) + Math.ceil((Math.max(0, sizeChars) / 1e6) * 2000);
}

/**
 * Interrupt ticks per millisecond of budget. QuickJS calls the interrupt handler once per 10,000
 * steps of its counter (a function call or a loop's jump back is a step). Generated handlers ran
 * about 1 tick per ms of CPU on the 2-core dev machine (bbc-nitro's list calls: 50–116 ticks in
 * 50–90 ms); a bare loop runs 2–4 ticks per ms, allocation-heavy code ~0.3.
 */
export const TICKS_PER_MS = 1;

/** The interrupt ticks a budget of `ms` allows. */
export function ticksFor(ms: number): number {
  return Math.ceil(ms * TICKS_PER_MS);
}

/**
 * The wall-clock time a budget of `ms` may take before the backstop stops it; the worker
 * watchdog waits at least this long, so a busy machine never turns a finished call into a kill.
 */
export function backstopMs(limits: SandboxLimits, ms: number): number {
  return ms * limits.wallSlack;
}
