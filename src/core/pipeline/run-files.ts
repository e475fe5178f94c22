import { SafeNameMap, safeName } from "../domain/safe-name.js";
import { fail, ok, type Result } from "../errors.js";
import type { DatasetArtifacts } from "../export/index.js";
import { parseJsonl } from "../export/messages-jsonl.js";
import type { RunFiles } from "../export/run-archive.js";
import { concatBytes } from "../export/stream.js";
import { textDecoder, textEncoder } from "../platform.js";
import { type EnvBundle, loadBundle, Task, Trajectory } from "../schema/index.js";
import { type RunReport, renderReportMarkdown } from "./report.js";
import type { RunResult } from "./run-pipeline.js";

/**
 * The run directory layout (also the content of run.zip):
 * `envs/<env>.envbundle.json`, `envs/<env>.verify.json`, `graph.json`, `tasks.jsonl`,
 * `trajectories.jsonl`, `report.json`, `REPORT.md`. Exports live beside it in `exports/`.
 */
export function runToFiles(result: RunResult): RunFiles {
  const files: RunFiles = {};
  for (const [path, make] of runFileEntries(result)) files[path] = make();
  return files;
}

/**
 * The run's files as path → a function making its bytes, so a writer can make, write and drop
 * one file at a time (a paper-scale run's tasks.jsonl alone is tens of MB). JSONL files are
 * encoded a row at a time and joined once, never held as one big string.
 */
export function runFileEntries(result: RunResult): Map<string, () => Uint8Array> {
  const entries = new Map<string, () => Uint8Array>();
  const text = (path: string, make: () => string) =>
    entries.set(path, () => textEncoder.encode(make()));
  // Bundle names come from documents: the one sanitiser makes them file names, collisions included.
  const names = new SafeNameMap((raw) => safeName(raw, { fallback: "env" }));
  result.bundles.forEach((b, i) => {
    const name = names.fresh(b.name);
    text(`envs/${name}.envbundle.json`, () => `${JSON.stringify(b, null, 2)}\n`);
    text(`envs/${name}.verify.json`, () => `${JSON.stringify(result.verifyReports[i], null, 2)}\n`);
  });
  const graph = result.graph;
  if (graph) text("graph.json", () => `${JSON.stringify(graph, null, 2)}\n`);
  entries.set("tasks.jsonl", () => jsonlBytes(result.tasks));
  entries.set("trajectories.jsonl", () => jsonlBytes(result.trajectories));
  const report = result.report;
  if (report) {
    text("report.json", () => `${JSON.stringify(report, null, 2)}\n`);
    text("REPORT.md", () => renderReportMarkdown(report));
  }
  return entries;
}

/** The bytes of `toJsonl(rows)`, encoded row by row. */
function jsonlBytes(rows: readonly unknown[]): Uint8Array {
  return concatBytes(rows.map((r) => textEncoder.encode(`${JSON.stringify(r)}\n`)));
}

/**
 * Read the dataset back from run files (a run directory or an unpacked run.zip), validating
 * every artifact. Bundles are those the run used for tasks (per report.json), else all.
 */
export async function readRunDataset(files: RunFiles): Promise<Result<DatasetArtifacts>> {
  const read = (p: string) => (files[p] ? textDecoder.decode(files[p]) : undefined);
  const bundles: EnvBundle[] = [];
  for (const path of Object.keys(files).sort()) {
    if (!/^envs\/[^/]+\.envbundle\.json$/.test(path)) continue;
    let value: unknown;
    try {
      value = JSON.parse(read(path)!);
    } catch {
      return fail("artifact/invalid", "not JSON", path);
    }
    const b = await loadBundle(value, path);
    if (!b.ok) return b;
    bundles.push(b.value);
  }
  const parseLines = <T>(
    path: string,
    schema: { safeParse(v: unknown): { success: boolean; data?: T } },
  ) => {
    const t = read(path);
    if (t === undefined) return fail("artifact/invalid", "missing", path);
    const out: T[] = [];
    try {
      for (const [i, row] of parseJsonl(t).entries()) {
        const p = schema.safeParse(row);
        if (!p.success) return fail("artifact/invalid", `line ${i + 1} is not valid`, path);
        // The row as written (validated), so exports match the run's own byte for byte.
        out.push(row as T);
      }
    } catch {
      return fail("artifact/invalid", "not JSONL", path);
    }
    return ok(out);
  };
  const tasks = parseLines<Task>("tasks.jsonl", Task);
  if (!tasks.ok) return tasks;
  const trajectories = parseLines<Trajectory>("trajectories.jsonl", Trajectory);
  if (!trajectories.ok) return trajectories;
  const reportText = read("report.json");
  let chosen = bundles;
  if (reportText !== undefined) {
    const report = JSON.parse(reportText) as RunReport;
    const usedIds = new Set(
      report.environments.filter((e) => e.usedForTasks).map((e) => e.bundleId),
    );
    chosen = bundles.filter((b) => usedIds.has(b.id));
  }
  return ok({ bundles: chosen, tasks: tasks.value, trajectories: trajectories.value });
}
