// Dev tool: the form-wording findings (`formFindings`, what the gate drops by and the run's
// figure counts) of a stored run's kept tasks, with the share of user texts marked, by rule.
//   npx tsx scripts/form-findings.ts RUN_DIR [RUN_DIR …] [--kind RULE]
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { formFindings, userTexts } from "../src/core/synth/checks.js";
import { runBundles, runLines } from "./run-dir.js";

const args = process.argv.slice(2);
const k = args.indexOf("--kind");
const only = k >= 0 ? args[k + 1] : undefined;
const dirs = args.filter((_, i) => k < 0 || (i !== k && i !== k + 1));
for (const dir of dirs) {
  const bundles = runBundles(dir) as EnvBundle[];
  const tasks = runLines(dir, "tasks.jsonl") as Task[];
  let texts = 0;
  let marked = 0;
  let tasksMarked = 0;
  const byKind = new Map<string, number>();
  for (const t of tasks) {
    const all = userTexts(t);
    texts += all.length;
    const found = formFindings(t, bundles).filter((f) => !only || f.kind === only);
    marked += new Set(found.filter((f) => f.text >= 0).map((f) => f.text)).size;
    if (found.length) tasksMarked++;
    for (const f of found) {
      byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
      console.log(`  ${f.kind}: ${f.evidence}  <<  ${f.text >= 0 ? all[f.text] : "(question)"}`);
    }
  }
  const kinds = [...byKind].map(([x, n]) => `${x} ${n}`).join(", ");
  console.log(
    `${dir}: user texts marked ${marked} of ${texts}; tasks marked ${tasksMarked} of ${tasks.length}${kinds ? ` (${kinds})` : ""}`,
  );
}
