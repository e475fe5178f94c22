import { readdirSync, readFileSync } from "node:fs";
import { toolWords } from "./src/core/synth/tool-words.js";
const dir = process.argv[2] ?? "/tmp/req-before/envs";
for (const f of readdirSync(dir).filter((x) => x.endsWith(".envbundle.json"))) {
  const b = JSON.parse(readFileSync(`${dir}/${f}`, "utf8"));
  for (const t of b.tools) { const w = toolWords(t); console.log(`${t.name} → ${w.kind}: ${w.phrase.text}`); }
}
