/**
 * The doc-vs-value check (`src/core/synth/doc-values.ts`) over the environments seeded from
 * folders of API docs, with no verification and no tasks: per-kind counts of the fields whose
 * seeded values (the bundle's state and two episode states) disagree with their doc.
 *
 *   npx tsx scripts/doc-values.ts [--findings FILE] DIR...
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import {
  DOC_VALUE_KINDS,
  type DocValueFinding,
  docValueFindings,
} from "../src/core/synth/doc-values.js";

const args = process.argv.slice(2);
const at = args.indexOf("--findings");
const findingsFile = at >= 0 ? args.splice(at, 2)[1] : undefined;
if (args.length === 0) {
  console.error("usage: doc-values.ts [--findings FILE] DIR...");
  process.exit(2);
}
const all: Array<DocValueFinding & { draw: string }> = [];
const rows: string[] = [];
for (const dir of args) {
  const files = statSync(dir).isDirectory()
    ? readdirSync(dir)
        .filter((x) => /\.(json|ya?ml)$/i.test(x) && x !== "index.json")
        .sort()
        .map((x) => join(dir, x))
    : [dir];
  const here: DocValueFinding[] = [];
  let bundles = 0;
  for (const f of files) {
    const ingested = await ingestFiles([{ name: f, text: readFileSync(f, "utf8") }]);
    for (const doc of ingested.docs) {
      const g = await generateHeuristicBundle(doc, { seed: 1 });
      if (!g.ok) continue;
      bundles++;
      here.push(...docValueFindings(g.value, { episodes: [1, 2] }));
    }
  }
  const by = (k: string) => here.filter((x) => x.kind === k).length;
  rows.push(`${dir}\t${bundles}\t${here.length}\t${DOC_VALUE_KINDS.map(by).join("\t")}`);
  all.push(...here.map((x) => ({ ...x, draw: dir })));
}
console.log(`draw\tbundles\tfields\t${DOC_VALUE_KINDS.join("\t")}`);
for (const r of rows) console.log(r);
const total = (k: string) => all.filter((x) => x.kind === k).length;
console.log(`TOTAL\t\t${all.length}\t${DOC_VALUE_KINDS.map(total).join("\t")}`);
if (findingsFile)
  writeFileSync(
    findingsFile,
    all
      .map(
        (f) =>
          `${f.kind}\t${f.draw}\t${f.bundle}\t${f.entity}.${f.field}\t${JSON.stringify(f.value).slice(0, 80)}\t${f.doc.replace(/\s+/g, " ").slice(0, 140)}`,
      )
      .join("\n"),
  );
