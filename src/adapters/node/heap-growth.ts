import process from "node:process";
import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the heap grow past what survived the last full collection, in percent; V8 picks
 * up to 300% by itself. A paper-scale run (d85, 400 tasks, one thread) holds 250–350 MB live but
 * its heap reached 870 MB of mostly garbage (1.13 GB resident); at 50% the peak was 849 MB, at 25%
 * 727 MB, the collector's share of CPU 7.0% → 6.5% → 7.5%. Unlike a fixed cap
 * (`--max-old-space-size`), a growth bound follows the live set, so a run that really needs more
 * memory (reading every trajectory back at the end) still gets it.
 */
export const HEAP_GROWING_PERCENT = 25;

/**
 * Bound the heap's growth for this process and the worker threads it starts. The flag is read at
 * every full collection, so setting it after start-up takes effect from the next one. A value the
 * user gave (`node --heap-growing-percent=…` or NODE_OPTIONS) is left alone.
 */
export function boundHeapGrowth(percent = HEAP_GROWING_PERCENT): void {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((a) =>
    /--heap[-_]growing[-_]percent/.test(a),
  );
  if (!given) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
