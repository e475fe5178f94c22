/**
 * Dev tool: how many list tools of a folder of specs send filters inside a JSON payload
 * (`ListModelVersions {body: {ModelName, MaxModelVersion}}`), and which of them the runtime reads
 * (`OpPlan.bodyFilters`). Prints one line per spec with any, then the totals.
 *
 *   npx tsx scripts/body-filters.ts DIR [--quiet]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildModel } from "../src/core/envgen/model.js";
import { ingestFile } from "../src/core/ingest/index.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: body-filters.ts DIR [--quiet]");
  process.exit(2);
}
const quiet = process.argv.includes("--quiet");
const walk = (d: string): string[] =>
  readdirSync(d)
    .sort()
    .flatMap((f) => {
      const p = join(d, f);
      return statSync(p).isDirectory() ? walk(p) : /\.(json|ya?ml)$/.test(f) ? [p] : [];
    });
let specs = 0;
let lists = 0;
let withBody = 0;
let filters = 0;
const byMode: Record<string, number> = {};
for (const file of walk(dir)) {
  const doc = await ingestFile({ name: file, text: readFileSync(file, "utf8") });
  if (!doc.ok) continue;
  specs++;
  const model = buildModel(doc.value.tools);
  const hits: string[] = [];
  for (const op of model.ops) {
    if (op.kind !== "list") continue;
    lists++;
    if (!op.bodyFilters?.length) continue;
    withBody++;
    filters += op.bodyFilters.length;
    for (const [, k, f, mode] of op.bodyFilters) {
      byMode[mode] = (byMode[mode] ?? 0) + 1;
      hits.push(`${op.tool}.${k}→${f ?? "-"}:${mode}`);
    }
  }
  if (!quiet && hits.length > 0) console.log(`${file.slice(dir.length + 1)}: ${hits.join(" ")}`);
}
console.log(
  JSON.stringify({
    specs,
    listTools: lists,
    listToolsWithPayloadFilters: withBody,
    filters,
    byMode,
  }),
);
