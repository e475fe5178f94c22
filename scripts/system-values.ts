// Dev tool: the user texts of a stored run's kept tasks that say what only the system knows
// (`systemValuesSaid`: a drawn id, a store's own id, a transport input's value), with the count.
//   npx tsx scripts/system-values.ts RUN_DIR [RUN_DIR …]
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { systemValuesSaid, userTexts } from "../src/core/synth/checks.js";
import { runBundles, runLines } from "./run-dir.js";

for (const dir of process.argv.slice(2)) {
  const bundles = runBundles(dir) as EnvBundle[];
  const tasks = runLines(dir, "tasks.jsonl") as Task[];
  let marked = 0;
  for (const t of tasks) {
    const found = systemValuesSaid(t, bundles);
    if (found.length) marked++;
    const all = userTexts(t);
    for (const f of found) {
      const i = Number(/^text (\d+)/.exec(f)?.[1] ?? -1);
      console.log(`  ${f}  <<  ${all[i] ?? ""}`);
    }
  }
  console.log(`${dir}: ${marked} of ${tasks.length} kept tasks marked`);
}
