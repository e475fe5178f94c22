import { inferToolKind } from "../src/core/domain/tool-kind.js";
import { specDocs, specFiles } from "./spec-files.js";

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
for await (const { file, doc } of specDocs(root, files)) {
  const tools = doc.tools;
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
