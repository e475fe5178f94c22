import { flatSchema, isObj, propsOf, schemaType } from "../src/core/domain/json-schema.js";
import { singular } from "../src/core/domain/words.js";
import { identifierWords } from "../src/core/synth/text.js";
import { toolWords } from "../src/core/synth/tool-words.js";
import { specDocs } from "./spec-files.js";

const dir = process.argv[2] as string;
const at = process.argv.indexOf("--examples");
const nEx = at > 0 ? Number(process.argv[at + 1]) : 12;
const GENERIC =
  /^_?(?:data|results?|items?|records?|entries|entry|values?|list|content|payload|hits)$/i;

const count = () => ({
  fields: 0,
  tools: new Set<string>(),
  specs: new Set<string>(),
  ex: [] as string[],
});
const single = count();
const alone = count();
const hit = (c: ReturnType<typeof count>, spec: string, tool: string, ex: string) => {
  c.fields++;
  c.tools.add(`${spec}/${tool}`);
  c.specs.add(spec);
  if (c.ex.length < 400) c.ex.push(`${spec} ${tool}: ${ex}`);
};
for await (const { name, doc } of specDocs(dir)) {
  for (const t of doc.tools) {
    const w = toolWords(t);
    if (!["read", "list", "compute"].includes(w.kind)) continue;
    const out = flatSchema(t.outputSchema ?? {});
    const props = propsOf(out);
    for (const [k, p] of Object.entries(props)) {
      if (!isObj(p)) continue;
      const e = flatSchema(p).enum;
      if (Array.isArray(e) && e.length === 1)
        hit(single, name, t.name, `${k} = ${JSON.stringify(e[0])}`);
    }
    const keys = Object.keys(props);
    if (keys.length !== 1) continue;
    const key = keys[0] as string;
    const p = flatSchema(props[key]);
    if (schemaType(p) !== "array" || !isObj(p.items)) continue;
    if (!/^(?:string|integer|number)$/.test(String(schemaType(flatSchema(p.items))))) continue;
    if (GENERIC.test(key)) continue;
    const asked = identifierWords(w.noun).map((x) => singular(x.toLowerCase()));
    const words = identifierWords(key).map((x) => singular(x.toLowerCase()));
    if (words.every((x) => asked.includes(x))) continue;
    hit(alone, name, t.name, `"${w.noun}" → ${key}`);
  }
}
const sum = (c: ReturnType<typeof count>) =>
  `${c.fields} fields, ${c.tools.size} tools, ${c.specs.size} specs`;
console.log(JSON.stringify({ singleValue: sum(single), aloneList: sum(alone) }));
const pickEx = (a: string[]) =>
  a.filter((_, i) => i % Math.max(1, Math.floor(a.length / nEx)) === 0).slice(0, nEx);
console.log(`single value:\n  ${pickEx(single.ex).join("\n  ")}`);
console.log(`alone list:\n  ${pickEx(alone.ex).join("\n  ")}`);
