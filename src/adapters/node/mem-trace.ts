import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { getHeapStatistics, writeHeapSnapshot } from "node:v8";
import { threadId } from "node:worker_threads";
import { heldEpisodeChars } from "../../core/plan/episode.js";
import { cappedHeapStats, liveEnvInstances } from "../../core/sandbox/index.js";

/** The environment variable naming the file a memory trace is appended to. */
export const MEM_TRACE_ENV = "ENVFACTORY_MEMTRACE";

let stage = "";

/** The stage the trace's later samples belong to (the main thread's pipeline progress). */
export function traceStage(name: string): void {
  stage = name;
}

/**
 * When `file` is given (the CLI passes `ENVFACTORY_MEMTRACE`), append one JSON line to it every
 * `everyMs` from this thread: process RSS, this thread's heap, the sandbox instances it holds and their wasm memory, its episode states,
 * and `extra()`'s figures. For finding what holds memory in a long run; no output changes, and
 * without the variable nothing runs. The timer does not keep the thread alive.
 * Creating the file `<file>.snap` makes each traced thread write one V8 heap snapshot next to the
 * trace (`<file>.<thread>.heapsnapshot`) at its next sample: what the heap holds mid-run.
 */
export function startMemTrace(
  file: string | undefined,
  thread: string,
  extra: () => Record<string, number> = () => ({}),
  everyMs = 500,
): void {
  if (!file) return;
  const mb = (n: number) => Math.round(n / 1048576);
  let samples = 0;
  let snapped = false;
  const sample = () => {
    const m = process.memoryUsage();
    const wasm = cappedHeapStats();
    const line = {
      t: Math.round(performance.timeOrigin + performance.now()),
      thread: `${thread}#${threadId}`,
      stage,
      rssMb: mb(m.rss),
      heapMb: mb(m.heapUsed),
      heapTotalMb: mb(m.heapTotal),
      heapPhysicalMb: mb(getHeapStatistics().total_physical_size),
      mallocMb: mb(getHeapStatistics().malloced_memory),
      externalMb: mb(m.external),
      instances: liveEnvInstances(),
      wasmModules: wasm.modules,
      wasmMb: mb(wasm.bytes),
      idleModules: wasm.idle,
      episodeMchars: mb(heldEpisodeChars()),
      ...(thread === "main" && samples++ % 10 === 0 ? { wasmRssMb: mb(wasmResidentBytes()) } : {}),
      ...extra(),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    if (!snapped && existsSync(`${file}.snap`)) {
      snapped = true;
      writeHeapSnapshot(`${file}.${thread}-${threadId}.heapsnapshot`);
    }
  };
  sample();
  setInterval(sample, everyMs).unref();
}

/**
 * Resident bytes of every wasm memory in the process (all threads), from /proc/self/smaps: V8
 * reserves each memory with a guard region of gigabytes after it, so a mapping that ends where a
 * ≥ 4 GiB one starts is a wasm memory's accessible part. 0 where /proc is missing.
 */
function wasmResidentBytes(): number {
  let text: string;
  try {
    text = readFileSync("/proc/self/smaps", "utf8");
  } catch {
    return 0;
  }
  const maps: Array<{ start: bigint; end: bigint; rssKb: number }> = [];
  for (const line of text.split("\n")) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) /.exec(line);
    if (range)
      maps.push({ start: BigInt(`0x${range[1]}`), end: BigInt(`0x${range[2]}`), rssKb: 0 });
    else if (line.startsWith("Rss:") && maps.length > 0)
      maps[maps.length - 1]!.rssKb = Number(line.split(/\s+/)[1]);
  }
  const byEnd = new Map(maps.map((m) => [m.end, m]));
  let kb = 0;
  for (const m of maps) if (m.end - m.start >= 4n << 30n) kb += byEnd.get(m.start)?.rssKb ?? 0;
  return kb * 1024;
}
