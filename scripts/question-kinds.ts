/**
 * Which tools of a folder of docs answer a question from their inputs (compute) and why, beside
 * the kind a tool would have had as a record store — the evidence of the "a tool that answers a
 * question is not a record store" rule, per spec.
 *
 *   npx tsx scripts/question-kinds.ts DIR [--all]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inferToolKind } from "../src/core/domain/tool-kind.js";
import { ingestFiles } from "../src/core/ingest/index.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: question-kinds.ts DIR [--all]");
  process.exit(2);
}
const all = process.argv.includes("--all");
const files = readdirSync(dir)
  .filter((f) => /\.(json|ya?ml)$/.test(f))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
const { docs } = await ingestFiles(files);
let computes = 0;
let tools = 0;
for (const doc of docs) {
  const specs = doc.tools;
  console.log(`== ${doc.name}`);
  for (const spec of specs) {
    tools++;
    const info = inferToolKind(spec, specs);
    if (info.kind === "compute") computes++;
    if (!all && info.kind !== "compute") continue;
    const pointer = (spec.source?.pointer ?? "").replace(/^\/paths\//, "").replace(/~1/g, "/");
    console.log(
      `  ${info.kind.padEnd(8)} ${spec.name.slice(0, 40).padEnd(40)} ${pointer.slice(-45).padEnd(45)} ${info.reasons.at(-1) ?? ""}`,
    );
  }
}
console.log(`compute tools: ${computes} of ${tools}`);
