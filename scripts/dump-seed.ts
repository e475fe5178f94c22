/**
 * Print the first records of every collection of the environments seeded from a folder of API
 * docs (no verify, no tasks): a quick look at what the value sampler writes.
 *
 *   npx tsx scripts/dump-seed.ts SPEC_DIR [RECORDS_PER_COLLECTION]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: dump-seed.ts SPEC_DIR [N]");
  process.exit(2);
}
const n = Number(process.argv[3] ?? 2);
for (const f of readdirSync(dir)
  .filter((x) => /\.(json|ya?ml)$/i.test(x))
  .sort()) {
  const ingested = await ingestFiles([{ name: f, text: readFileSync(join(dir, f), "utf8") }]);
  for (const doc of ingested.docs) {
    const g = await generateHeuristicBundle(doc, { seed: 11 });
    if (!g.ok) continue;
    console.log(`### ${g.value.name}`);
    for (const [k, v] of Object.entries(g.value.initialState as Record<string, unknown>)) {
      if (k.startsWith("_")) continue;
      const rows = Array.isArray(v) ? v.slice(0, n) : v;
      console.log(`${k}: ${JSON.stringify(rows)}`);
    }
  }
}
