/**
 * Sample and ground plans for one or more specs and print each plan's steps with their bindings:
 * how a gold chain was put together (which step fed which argument), for reading.
 *
 *   npx tsx scripts/plan-sample.ts SPEC.json [--count N] [--seed S] [--tool NAME]
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { buildToolGraph } from "../src/core/graph/index.js";
import { ingestFile } from "../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../src/core/plan/index.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";

const args = process.argv.slice(2);
const opt = (name: string, d: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : d;
};
const file = args[0];
if (!file) {
  console.error("usage: plan-sample.ts SPEC [--count N] [--seed S] [--tool NAME]");
  process.exit(2);
}
const doc = await ingestFile({ name: basename(file), text: readFileSync(file, "utf8") });
if (!doc.ok) throw new Error(doc.error.message);
const bundle = await generateHeuristicBundle(doc.value, { seed: 11 });
if (!bundle.ok) throw new Error(bundle.error.message);
const graph = buildToolGraph([bundle.value]);
const { plans, failures, goalFailures } = await sampleGroundedPlans([bundle.value], graph, {
  seed: Number(opt("--seed", "11")),
  count: Number(opt("--count", "30")),
  openEnv: createEnvInstance,
});
const only = opt("--tool", "");
for (const p of plans) {
  if (only && !p.steps.some((s) => s.tool === only)) continue;
  console.log(`-- goals ${(p.goals ?? [p.goal]).join(",")}`);
  for (const s of p.steps) {
    const b = Object.entries(s.args)
      .map(([k, v]) =>
        v.from === "step" ? `${k}<-${v.step}.${v.path}` : `${k}=${JSON.stringify(v.value)}`,
      )
      .join(" ");
    const out = s.grounded?.outcome.ok
      ? JSON.stringify(s.grounded.outcome.result).slice(0, 100)
      : "ERR";
    console.log(`  ${s.id} ${s.tool} ${b}  → ${out}`);
    if (args.includes("--args")) console.log(`     args ${JSON.stringify(s.grounded?.args)}`);
  }
}
console.log("failures", JSON.stringify(failures));
console.log("goalFailures", JSON.stringify(goalFailures, null, 0));
