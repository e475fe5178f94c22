// How build (envgen + verify) grows with the number of tools: a synthetic CRUD spec at N and 2N
// tools, timed in the same run. time(2N)/time(N) near 2 means linear, near 4 quadratic.
// SCALE_TOOLS=N sets N (default 500; rounded to a multiple of 5).
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import { createInProcessSandbox } from "../src/core/sandbox/index.js";
import { verifyBundle } from "../src/core/verify/index.js";
import { crudSpec } from "../test/helpers/crud-spec.js";
import type { Report } from "./run.js";

async function buildOnce(tools: number): Promise<{ ms: number; cpuMs: number; verified: number }> {
  const text = crudSpec(Math.max(1, Math.round(tools / 5)));
  const { docs } = await ingestFiles([{ name: `crud-${tools}.json`, text }]);
  const sandbox = createInProcessSandbox();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const made = await generateHeuristicBundle(docs[0]!, { seed: 1 });
  if (!made.ok) throw new Error(made.error.message);
  const { report } = await verifyBundle(made.value, { seed: 1, sandbox });
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await sandbox.dispose();
  return { ms, cpuMs: (cpu.user + cpu.system) / 1000, verified: report.summary.verified };
}

export async function run(report: Report): Promise<void> {
  const n = Math.max(5, Math.round(Number(process.env.SCALE_TOOLS ?? 500) / 5) * 5);
  await buildOnce(25); // warm up the engine and the JIT
  const small = await buildOnce(n);
  const large = await buildOnce(2 * n);
  report(`build + verify, ${n} tools`, small.ms, "ms", `${small.verified} verified`);
  report(`build + verify, ${2 * n} tools`, large.ms, "ms", `${large.verified} verified`);
  report(
    `time(${2 * n} tools) / time(${n} tools)`,
    large.ms / small.ms,
    "×",
    "2 = linear, 4 = quadratic",
  );
  report(`cpu(${2 * n} tools) / cpu(${n} tools)`, large.cpuMs / small.cpuMs, "×", "CPU time");
}
