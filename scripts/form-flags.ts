// Dev tool: every user text of a stored run's kept tasks that the form-wording figure
// (`formFindings`) or the knowable gate (`checkKnowable`) would mark now, with its evidence —
// to read what a check flags on good text as much as what it catches.
//   npx tsx scripts/form-flags.ts RUN_DIR
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { checkKnowable, formFindings, userTexts } from "../src/core/synth/checks.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: form-flags.ts RUN_DIR");
  process.exit(2);
}
const bundles = runBundles(dir) as EnvBundle[];
const tasks = runLines(dir, "tasks.jsonl") as Task[];
let texts = 0;
let form = 0;
let unknowable = 0;
for (const t of tasks) {
  const all = userTexts(t);
  texts += all.length;
  const found = formFindings(t, bundles);
  form += new Set(found.filter((f) => f.text >= 0).map((f) => f.text)).size;
  for (const f of found)
    console.log(`F  ${f.evidence}  <<  ${f.text >= 0 ? all[f.text] : "(assistant question)"}`);
  const known = checkKnowable(t, bundles);
  if (!known.passed) {
    unknowable++;
    console.log(`U  ${known.evidence}  <<  ${all.join(" / ")}`);
  }
}
console.log(
  `\n${form} of ${texts} user texts with form wording; ${unknowable} of ${tasks.length} tasks unknowable`,
);
