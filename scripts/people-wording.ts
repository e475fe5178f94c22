// Dev tool: the user texts and assistant questions of a stored run's kept tasks that the fresh64
// reader rules (`peopleWording`: numbers sharing a noun, a state echoing its noun, a shape word as
// a record, a code namespace, an enum compound alone; `countAskedAgain`) mark now, by rule.
//   npx tsx scripts/people-wording.ts RUN_DIR [RUN_DIR …]
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { formFindings, userTexts } from "../src/core/synth/checks.js";
import { runBundles, runLines } from "./run-dir.js";

const KINDS = new Set(["peopleWording", "countAskedAgain"]);
for (const dir of process.argv.slice(2)) {
  const bundles = runBundles(dir) as EnvBundle[];
  const tasks = runLines(dir, "tasks.jsonl") as Task[];
  let marked = 0;
  for (const t of tasks) {
    const found = formFindings(t, bundles).filter((f) => KINDS.has(f.kind));
    if (found.length) marked++;
    const all = userTexts(t);
    for (const f of found)
      console.log(`  ${f.kind}: ${f.evidence}  <<  ${f.text >= 0 ? all[f.text] : "(question)"}`);
  }
  console.log(`${dir}: ${marked} of ${tasks.length} kept tasks marked`);
}
