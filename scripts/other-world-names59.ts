/**
 * Count names from another world (stop 59, issue 11 N): record names drawn from a lexicon pool
 * whose world is not the environment's (`other-world-name`: transcoding pipelines "Lead
 * qualification", Custom Vision model domains "acme-corp.io"), in a run's conversations (after
 * the gates) and in its environments' seeded records (what later conversations will show).
 *
 *   npx tsx scripts/other-world-names59.ts RUN_DIR [--examples]
 */
import { domainTextOf } from "../src/core/envgen/seed-state.js";
import { otherWorldNames, recordDefects } from "../src/core/synth/record-defects.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: other-world-names59.ts RUN_DIR [--examples]");
const bundles = runBundles(dir);
const trajectories = runLines(dir, "trajectories.jsonl");
const inTalk = trajectories.filter((tr) =>
  recordDefects(tr, bundles).some((d) => d.kind === "other-world-name"),
).length;
let inSeed = 0;
const quotes: string[] = [];
for (const b of bundles) {
  for (const d of otherWorldNames(b.initialState, domainTextOf(b))) {
    inSeed++;
    const q = `${b.name}: ${d.key} ${d.value}`;
    if (quotes.length < 12 && !quotes.includes(q)) quotes.push(q);
  }
}
console.log(`${dir}: ${trajectories.length} conversations, ${bundles.length} bundles`);
console.log(`  other-world-name: conversations ${inTalk}, seeded names ${inSeed}`);
if (examples) for (const q of quotes) console.log(`      ${q}`);
