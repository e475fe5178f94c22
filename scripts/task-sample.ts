/**
 * Sample plans for one spec, build a task from each and print the user's request, the gold calls
 * and the answer — or why the task was dropped: what happens to one tool's goals, for reading.
 *
 *   npx tsx scripts/task-sample.ts SPEC.json [--count N] [--seed S] [--tool NAME]
 */
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { buildToolGraph } from "../src/core/graph/index.js";
import { ingestFile } from "../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../src/core/plan/index.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";
import { buildTask, buildTaskDetailed } from "../src/core/synth/build-task.js";

const args = process.argv.slice(2);
const opt = (name: string, d: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : d;
};
const file = args[0];
if (!file) {
  console.error("usage: task-sample.ts SPEC [--count N] [--seed S] [--tool NAME]");
  process.exit(2);
}
const doc = await ingestFile({ name: basename(file), text: readFileSync(file, "utf8") });
if (!doc.ok) throw new Error(doc.error.message);
const bundle = await generateHeuristicBundle(doc.value, { seed: 11 });
if (!bundle.ok) throw new Error(bundle.error.message);
const graph = buildToolGraph([bundle.value]);
const { plans } = await sampleGroundedPlans([bundle.value], graph, {
  seed: Number(opt("--seed", "11")),
  count: Number(opt("--count", "10")),
  openEnv: createEnvInstance,
});
const only = opt("--tool", "");
for (const [i, p] of plans.entries()) {
  if (only && !p.steps.some((s) => s.tool === only)) continue;
  const built = await buildTask(p, [bundle.value], { seed: i, turns: "single" });
  console.log(`-- ${p.steps.map((s) => s.tool).join(" → ")}`);
  if (!built.ok) {
    console.log(`   dropped: ${built.error.code} ${built.error.message}`);
    const draft = await buildTaskDetailed(p, [bundle.value], { seed: i, turns: "single" });
    if (draft.ok) console.log(`   draft: ${draft.value.task.turns.map((x) => x.user).join(" / ")}`);
    continue;
  }
  const t = built.value;
  console.log(`   user: ${t.turns.map((x) => x.user).join(" / ")}`);
  for (const c of t.gold.calls) console.log(`   call: ${c.tool} ${JSON.stringify(c.args)}`);
  console.log(
    `   facts: ${t.gold.answerFacts.map((f) => `${f.label}=${JSON.stringify(f.value)}`).join("; ")}`,
  );
}
