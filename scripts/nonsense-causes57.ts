/**
 * Count the causes of nonsense data the fresh61 blind readers named (stop 57, issue 11), per
 * conversation of a run, and how many conversations the run's own nonsense figure flags:
 * ids of a prefix and a counter in a cloud API (`counter-id`), nested records that name another
 * owner or predate it (`parent-name-drift`, `child-before-parent`), updates before creation,
 * shop text in a free-text field (`off-domain-text`), tied enums that disagree (`enum-tie`) and
 * lookups that answer their own input (`echoed-input`). Also the seeded states of the run's
 * environments, which hold what later conversations will show.
 *
 *   npx tsx scripts/nonsense-causes57.ts RUN_DIR [--examples]
 */
import { trajectoryDataDefects } from "../src/core/synth/dataset-quality.js";
import { recordDefects } from "../src/core/synth/record-defects.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir } = runDirArgs("usage: nonsense-causes57.ts RUN_DIR [--examples]");
const bundles = runBundles(dir);
const trajectories = runLines(dir, "trajectories.jsonl");
const CAUSES = [
  "counter-id",
  "parent-name-drift",
  "child-before-parent",
  "updated-before-created",
  "off-domain-text",
  "enum-tie",
  "echoed-input",
];
const per = new Map<string, number>(CAUSES.map((c) => [c, 0]));
const quotes = new Map<string, string>();
let flagged = 0;
let any = 0;
for (const tr of trajectories) {
  const found = recordDefects(tr, bundles);
  const kinds = new Set(found.map((d) => d.kind as string));
  let hit = false;
  for (const c of CAUSES)
    if (kinds.has(c)) {
      per.set(c, (per.get(c) ?? 0) + 1);
      hit = true;
      const d = found.find((x) => x.kind === c);
      if (d && !quotes.has(c)) quotes.set(c, `${d.key}: ${d.value}`.slice(0, 120));
    }
  if (hit) any++;
  if (trajectoryDataDefects(tr, bundles).length > 0) flagged++;
}
console.log(`${dir}: ${trajectories.length} conversations`);
for (const c of CAUSES)
  console.log(`  ${c}: ${per.get(c)}${quotes.has(c) ? `  e.g. ${quotes.get(c)}` : ""}`);
console.log(
  `  any of these causes: ${any}; flagged by the run's nonsense figure (now): ${flagged}`,
);
