// Dev tool (words71): over a directory of specs, the inputs named by a letter or one word whose doc
// says whose id they are ("Customer ID" on Vectara's `c`) — said by that noun, not the tool's.
//   npx tsx scripts/oad-id-labels.ts DIR [--examples N]
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { flatSchema, isObj, propsOf, schemaType } from "../src/core/domain/json-schema.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import { identifierWords, ownerOfId } from "../src/core/synth/text.js";
import { specFiles } from "./spec-files.js";

const dir = process.argv[2] as string;
const at = process.argv.indexOf("--examples");
const nEx = at > 0 ? Number(process.argv[at + 1]) : 12;

let fields = 0;
const tools = new Set<string>();
const specs = new Set<string>();
const ex: string[] = [];
for (const file of specFiles(dir)) {
  const name = relative(dir, file);
  let docs: Awaited<ReturnType<typeof ingestFiles>>["docs"];
  try {
    ({ docs } = await ingestFiles([{ name, text: readFileSync(file, "utf8") }]));
  } catch {
    continue;
  }
  for (const t of docs[0]?.tools ?? []) {
    for (const [k, p] of Object.entries(propsOf(t.inputSchema))) {
      if (!isObj(p)) continue;
      const f = flatSchema(p);
      if (!/^(?:integer|number)$/.test(String(schemaType(f)))) continue;
      const words = identifierWords(k);
      if (words.length !== 1) continue;
      const whose = ownerOfId(typeof f.description === "string" ? f.description : undefined);
      if (!whose || whose.split(" ").includes((words[0] ?? "").toLowerCase())) continue;
      fields++;
      tools.add(`${name}/${t.name}`);
      specs.add(name);
      if (ex.length < 400)
        ex.push(`${name} ${t.name}: ${k} "${String(f.description).slice(0, 60)}"`);
    }
  }
}
console.log(JSON.stringify({ fields, tools: tools.size, specs: specs.size }));
const step = Math.max(1, Math.floor(ex.length / nEx));
console.log(
  ex
    .filter((_, i) => i % step === 0)
    .slice(0, nEx)
    .join("\n"),
);
