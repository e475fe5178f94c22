// Dev tool: the run's own F / G / B checks against a blind round's reader columns, sample by sample.
// `npx tsx scripts/blind-agreement.ts READER_DIR MAPPING.json before=RUN after=RUN [-v]` reads
// READER_DIR/rN.md (the tables) and rN-samples.md ("### S01 (env: …)" + "  user: …"), finds each
// sample's trajectory in the run its mapping label names by its first user text, scores it with
// `taskDefects` and prints, per column, both / check only / reader only / neither.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { EnvBundle, Task, Trajectory } from "../src/core/schema/index.js";
import { taskDefects } from "../src/core/synth/dataset-quality.js";
import { sampleRows } from "./reader-tables.js";
import { runBundles, runLines } from "./run-dir.js";

const [readerDir, mappingFile, ...rest] = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const verbose = process.argv.includes("-v");
const runDirs = Object.fromEntries(rest.map((a) => a.split("=") as [string, string]));
const mapping = JSON.parse(readFileSync(mappingFile as string, "utf8")) as Record<string, string>;

interface Run {
  bundles: EnvBundle[];
  tasks: Map<string, Task>;
  byUser: Map<string, Trajectory>;
}
const runs = new Map<string, Run>();
const load = (dir: string): Run => {
  const have = runs.get(dir);
  if (have) return have;
  const bundles = runBundles(dir).map(({ model: _m, ...b }) => b) as EnvBundle[];
  const tasks = new Map(runLines(dir, "tasks.jsonl").map((t: Task) => [t.id, t]));
  const byUser = new Map<string, Trajectory>();
  for (const tr of runLines(dir, "trajectories.jsonl") as Trajectory[]) {
    const first = tr.messages.find((m) => m.role === "user");
    if (first && typeof first.content === "string") byUser.set(first.content, tr);
  }
  const run = { bundles, tasks, byUser };
  runs.set(dir, run);
  return run;
};

const columns = { F: 0, G: 1, B: 5 } as const;
const table = Object.fromEntries(
  Object.keys(columns).map((c) => [c, { both: 0, checkOnly: 0, readerOnly: 0, neither: 0 }]),
);
for (const f of readdirSync(readerDir as string).filter((x) => /^r\d+\.md$/.test(x))) {
  const reader = f.replace(/\.md$/, "");
  const shown = readFileSync(join(readerDir as string, `${reader}-samples.md`), "utf8");
  const firstUser = new Map(
    [...shown.matchAll(/^### S(\d+)[^\n]*\n {2}user: ([^\n]*)/gm)].map((m) => [
      Number(m[1]),
      m[2] as string,
    ]),
  );
  for (const [s, cells] of sampleRows(readFileSync(join(readerDir as string, f), "utf8"))) {
    const label = `${reader} S${String(s).padStart(2, "0")}`;
    const dir = runDirs[mapping[label] ?? ""];
    if (!dir) throw new Error(`no run for ${label}`);
    const run = load(dir);
    const tr = run.byUser.get(firstUser.get(s) ?? "");
    const task = tr && run.tasks.get(tr.taskId);
    if (!tr || !task) throw new Error(`no trajectory for ${label}`);
    const d = taskDefects(task, tr, run.bundles);
    const found = { F: d.form, G: d.noGoal, B: d.badAnswer };
    for (const [col, i] of Object.entries(columns)) {
      const readerSays = /x/i.test(cells[i] ?? "");
      const hits = found[col as keyof typeof found];
      const check = hits.length > 0;
      const key =
        check && readerSays ? "both" : check ? "checkOnly" : readerSays ? "readerOnly" : "neither";
      (table[col] as Record<string, number>)[key]++;
      if (verbose && key !== "neither" && key !== "both")
        console.log(
          `${col} ${key.padEnd(10)} ${label}  ${hits.join(" | ").slice(0, 160)}  «${(firstUser.get(s) ?? "").slice(0, 110)}»`,
        );
    }
  }
}
for (const [col, t] of Object.entries(table))
  console.log(
    `${col}: both ${t.both}, check only ${t.checkOnly}, reader only ${t.readerOnly}, neither ${t.neither}`,
  );
