import { flatSchema, isObj, propsOf, schemaType } from "../src/core/domain/json-schema.js";
import { identifierWords, ownerOfId } from "../src/core/synth/text.js";
import { specDocs } from "./spec-files.js";

const dir = process.argv[2] as string;
const at = process.argv.indexOf("--examples");
const nEx = at > 0 ? Number(process.argv[at + 1]) : 12;

let fields = 0;
const tools = new Set<string>();
const specs = new Set<string>();
const ex: string[] = [];
for await (const { name, doc } of specDocs(dir)) {
  for (const t of doc.tools) {
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
