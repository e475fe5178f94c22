// Dev tool: the form-wording check against the blind readers' F column, sample by sample.
// `npx tsx scripts/form-agreement.ts [f13 f14 …] [-v]` scores every sample of
// /work/reader/fN-blind/r*-samples.txt with `taskDefects(...).form` (what the run report's
// form-wording figure counts) on the run and task the mapping names, and prints the agreement
// table: both flag / check only / reader only / neither.
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { taskDefects } from "../src/core/synth/dataset-quality.js";
import { blindSamples } from "./reader-tables.js";
import { runBundles, runLines } from "./run-dir.js";

const verbose = process.argv.includes("-v");
const rounds = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const runs = new Map<string, { tasks: Task[]; bundles: EnvBundle[] }>();
const load = (run: string) => {
  const have = runs.get(run);
  if (have) return have;
  const dir = `/work/${run}`;
  // The stored semantic model is dropped so field roles are the current code's, inferred on load.
  const bundles = runBundles(dir).map(({ model: _model, ...b }) => b) as EnvBundle[];
  const byId = new Map(runLines(dir, "tasks.jsonl").map((t: Task) => [t.id, t]));
  const tasks = runLines(dir, "trajectories.jsonl").map((t) => byId.get(t.taskId) as Task);
  const out = { tasks, bundles };
  runs.set(run, out);
  return out;
};

for (const round of rounds.length ? rounds : ["f13", "f14"]) {
  const table = { both: 0, checkOnly: 0, readerOnly: 0, neither: 0 };
  const perRun = new Map<string, { check: number; reader: number; n: number }>();
  for (const s of blindSamples("/work/reader", "/work", round)) {
    const { tasks, bundles } = load(s.run);
    const task = tasks[s.index] as Task;
    const hits = taskDefects(task, undefined, bundles).form;
    const reader = (s.cells[0] ?? "").replace(/^[-–—]$/, "").trim();
    const check = hits.length > 0;
    const key = check && reader ? "both" : check ? "checkOnly" : reader ? "readerOnly" : "neither";
    table[key]++;
    const r = perRun.get(s.run) ?? { check: 0, reader: 0, n: 0 };
    r.n++;
    if (check) r.check++;
    if (reader) r.reader++;
    perRun.set(s.run, r);
    if (verbose && key !== "neither")
      console.log(
        `${key.padEnd(10)} ${s.label} ${s.run}#${s.index}  reader: ${reader}  check: ${hits.join(" | ")}`,
      );
  }
  console.log(
    `${round}: both ${table.both}, check only ${table.checkOnly}, reader only ${table.readerOnly}, neither ${table.neither}`,
  );
  for (const [run, r] of perRun)
    console.log(`  ${run}: check ${r.check}/${r.n}, reader ${r.reader}/${r.n}`);
}
