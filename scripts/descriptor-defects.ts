// Dev tool: count a run's tasks that name their record by what does not tell it apart
// (`npx tsx scripts/descriptor-defects.ts RUN_DIR… [--examples]`): a type, mode or status many
// records share ("remove the System preset"), or a value another record of its collection holds.
import type { EnvBundle } from "../src/core/schema/bundle.js";
import type { Task } from "../src/core/schema/task.js";
import { sharedDescriptors } from "../src/core/synth/dataset-quality.js";
import { runBundles, runLines } from "./run-dir.js";

const show = process.argv.includes("--examples");
for (const dir of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const bundles: EnvBundle[] = runBundles(dir);
  const tasks: Task[] = runLines(dir, "tasks.jsonl");
  let picked = 0;
  let kind = 0;
  let shared = 0;
  const examples: string[] = [];
  for (const t of tasks) {
    if (t.userFacts.some((f) => /\.select\./.test(f.key))) picked++;
    const found = sharedDescriptors(t, bundles);
    if (found.some((x) => x.startsWith("kind"))) kind++;
    if (found.some((x) => x.startsWith("shared"))) shared++;
    if (found.length > 0 && examples.length < 8)
      examples.push(`${found.join("; ")} | ${t.turns[0]?.user ?? ""}`);
  }
  console.log(
    `${dir}: ${tasks.length} tasks, ${picked} pick a record; by a kind ${kind}, by a shared value ${shared}`,
  );
  if (show) for (const e of examples) console.log(`  ${e}`);
}
