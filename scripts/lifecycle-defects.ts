// Dev tool: count a run's lifecycle defects (`npx tsx scripts/lifecycle-defects.ts RUN_DIR [SHOW]`):
// write results in a state the verb does not lead to, writes that change nothing, writes on a gone
// record or from a state the doc rules out, deletion times on records not deleted. SHOW examples.
import { lifecycleDefects } from "../src/core/verify/lifecycle-defects.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2] ?? ".";
const show = Number(process.argv[3] ?? 5);
const bundles = new Map(runBundles(dir).map((b) => [b.id, b]));
const tasks = new Map(runLines(dir, "tasks.jsonl").map((t) => [t.id, t]));
const counts: Record<string, number> = {};
const convs: Record<string, number> = {};
const examples: string[] = [];
const trajs = runLines(dir, "trajectories.jsonl");
for (const tr of trajs) {
  const task = tasks.get(tr.taskId);
  const tools = (task?.envs ?? []).flatMap(
    (e: { bundleId: string }) => bundles.get(e.bundleId)?.tools ?? [],
  );
  const found = lifecycleDefects(tools, tr.messages);
  for (const kind of new Set(found.map((d) => d.kind))) convs[kind] = (convs[kind] ?? 0) + 1;
  for (const d of found) {
    counts[d.kind] = (counts[d.kind] ?? 0) + 1;
    if (examples.length < show) examples.push(`${d.kind} ${d.tool}: ${d.detail}`);
  }
}
console.log(`${dir}: ${trajs.length} conversations`);
for (const k of ["wrong-target", "no-change", "from-gone", "doc-precondition", "stamp"])
  console.log(`  ${k}: ${counts[k] ?? 0} (in ${convs[k] ?? 0} conversations)`);
for (const e of examples) console.log(`  e.g. ${e}`);
