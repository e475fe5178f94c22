// Dev tool: the words the writer has for every tool of a run (`npx tsx scripts/tool-words-dump.ts RUN [env]`):
// verb, noun and goal phrase per tool, to read the nouns a request will say.
import { toolWords } from "../src/core/synth/tool-words.js";
import { runBundles } from "./run-dir.js";

const [dir = ".", only] = process.argv.slice(2);
for (const b of runBundles(dir)) {
  if (only && !b.name.includes(only)) continue;
  for (const t of b.tools) {
    const w = toolWords(t);
    console.log(
      `${b.name}\t${t.name}\t${w.kind}\tnoun=${w.noun}|${w.nounPlural}\tphrase=${w.phrase.text}`,
    );
  }
}
