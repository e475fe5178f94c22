/** Resource limits of one environment instance. Every breach is a typed fault, never a crash. */
export interface SandboxLimits {
  /** QuickJS heap limit per instance. */
  memoryBytes: number;
  /** QuickJS stack limit. Keep at 128 KiB: larger values can overflow the real wasm stack. */
  stackBytes: number;
  /** Wall-clock deadline per call (and for evaluating the bundle's module). */
  callTimeoutMs: number;
  /** Largest result, in characters of its JSON. */
  maxResultBytes: number;
  /** Largest state after a call, in characters of its JSON. */
  maxStateBytes: number;
}

export const DEFAULT_LIMITS: SandboxLimits = Object.freeze({
  memoryBytes: 32 * 1024 * 1024,
  stackBytes: 128 * 1024,
  callTimeoutMs: 1000,
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
 * Deadline for evaluating the driver and the bundle's module, and for moving the whole state in
 * or out: never shorter than 2 s, and 2 s more per MB of code and state (`sizeChars`), so a
 * 10,000-tool environment loads on a busy machine while a module that loops is still stopped.
 */
export function loadTimeoutMs(limits: SandboxLimits, sizeChars = 0): number {
  return Math.max(limits.callTimeoutMs, 2000) + Math.ceil((Math.max(0, sizeChars) / 1e6) * 2000);
}
