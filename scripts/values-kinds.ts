// Dev tool: dataDefects by kind for a stored run, with an example of each record-level kind
// (`npx tsx scripts/values-kinds.ts RUN_DIR`).
import { datasetQuality } from "../src/core/synth/dataset-quality.js";
import { recordDefects } from "../src/core/synth/record-defects.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2] ?? ".";
const bundles = runBundles(dir, { verification: true });
const trajs = runLines(dir, "trajectories.jsonl");
const q = datasetQuality(runLines(dir, "tasks.jsonl"), trajs, bundles);
console.log(`dataDefects ${q.dataDefects} of ${q.tasks}`);
console.log(JSON.stringify(q.dataDefectKinds));
const seen = new Map<string, string[]>();
for (const tr of trajs)
  for (const d of recordDefects(tr, bundles)) {
    const list = seen.get(d.kind) ?? [];
    if (list.length < 4) list.push(`${d.key}=${d.value.slice(0, 60)}`);
    seen.set(d.kind, list);
  }
for (const [k, v] of seen) console.log(`${k}: ${v.join(" | ")}`);
