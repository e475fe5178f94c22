import { buildSemanticModel } from "../src/core/envgen/semantic-model.js";
import { specDocs, specFiles } from "./spec-files.js";

const [root, where] = process.argv.slice(2);
if (!root || !where) {
  console.error("usage: model-inputs.ts DIR key=value[,key=value] [--all]");
  process.exit(2);
}
const want = where.split(",").map((kv) => kv.split("=") as [string, string]);
const files = specFiles(root);
let inputs = 0;
const tools = new Set<string>();
const docs = new Set<string>();
const seen: string[] = [];
for await (const { file, doc } of specDocs(root, files)) {
  let model: ReturnType<typeof buildSemanticModel>;
  try {
    model = buildSemanticModel(doc.tools);
  } catch {
    continue;
  }
  for (const [name, tm] of Object.entries(model.tools)) {
    const entries: Array<[string, unknown]> = process.argv.includes("--preconditions")
      ? tm.preconditions.map((p) => [`${p.entity}.${p.field ?? ""} "${p.reason}"`, p])
      : Object.entries(tm.inputs);
    for (const [p, im] of entries) {
      const rec = im as Record<string, unknown>;
      if (!want.every(([k, v]) => String(rec[k]) === v)) continue;
      inputs++;
      tools.add(`${file}#${name}`);
      docs.add(file);
      if (process.argv.includes("--all") || seen.length < 30)
        seen.push(`${file.replace(`${root}/`, "")}: ${name}.${p} (${tm.kind} ${tm.entity ?? ""})`);
    }
  }
}
console.log(
  `${root}: ${files.length} docs; ${where}: ${inputs} inputs in ${tools.size} tools of ${docs.size} docs`,
);
for (const s of seen) console.log(`  ${s}`);
