// Dev tool: recompute the QUALITY.md figures of a stored run (`npx tsx scripts/measure-quality.ts RUN_DIR`)
// with the current checks, so a check change can be measured on an old run without re-running it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { datasetQuality, qualityRows } from "../src/core/synth/dataset-quality.js";
import { routeTools } from "../src/core/synth/env-runner.js";
import { runBundles, runLines, sampleIndices } from "./run-dir.js";
import { sampleDataFindings } from "./sample-data.js";

const dir = process.argv[2] ?? ".";
const lines = (f: string) => runLines(dir, f);
const bundles = runBundles(dir, { verification: true });
const q = datasetQuality(lines("tasks.jsonl"), lines("trajectories.jsonl"), bundles);
for (const r of qualityRows(q)) console.log(`${r.met ? "  " : "✗ "}${r.figure}: ${r.value}`);

// The same 30 samples `show.cjs RUN 30 42` prints, with what the checks find in each.
import { taskDefects } from "../src/core/synth/dataset-quality.js";

const n = Number(process.argv[3] ?? 30);
const seed = Number(process.argv[4] ?? 42);
const trajs = lines("trajectories.jsonl");
const tasks = new Map(lines("tasks.jsonl").map((t) => [t.id, t]));
const idx = sampleIndices(trajs.length, n, seed);
const rows = { form: 0, noGoal: 0, badAnswer: 0, data: 0, unsolvable: 0, unknowable: 0 };
const routes = routeTools(bundles);
/** A tool's output schema by its public name: values are judged against the doc, as the run figure does. */
const schemaOf = (tool: string) => {
  const r = routes.get(tool);
  return r?.bundle.tools.find((t: { name: string }) => t.name === r.tool)?.outputSchema;
};
for (const i of idx) {
  const tr = trajs[i];
  const d = taskDefects(tasks.get(tr.taskId), tr, bundles);
  // Row N as a reader of show-samples sees it: values2's detectors and the sample checks over
  // the call arguments and the first 400 characters of each result.
  const data = sampleDataFindings(tr, 400, { schemaOf });
  if (d.form.length) rows.form++;
  if (d.noGoal.length) rows.noGoal++;
  if (d.badAnswer.length) rows.badAnswer++;
  if (data.length) rows.data++;
  if (d.unsolvable.length) rows.unsolvable++;
  if (d.unknowable.length) rows.unknowable++;
  if (process.env.VERBOSE)
    console.log(
      `#${i} U:${d.unknowable.join(" | ").slice(0, 140)}  A:${d.unsolvable.join(" | ")}  F:${d.form.join(" | ")}  G:${d.noGoal.join(" | ").slice(0, 140)}  B:${d.badAnswer.join(",")}  N:${data
        .slice(0, 3)
        .map((f) => `${f.kind} ${f.key}=${f.value.slice(0, 40)}`)
        .join("; ")}`,
    );
}
console.log(
  `samples(${n}, seed ${process.argv[4] ?? 42}): form ${rows.form}, no goal ${rows.noGoal}, bad answer ${rows.badAnswer}, nonsense data ${rows.data}, call without its object ${rows.unsolvable}, unknowable ${rows.unknowable}`,
);
const withData = trajs.filter(
  (tr) => sampleDataFindings(tr, undefined, { schemaOf }).length > 0,
).length;
console.log(
  `conversations with nonsense data (value, record, shape, list detectors + sample checks): ${withData} of ${trajs.length}`,
);
console.log("bad answer kinds:", JSON.stringify(q.badAnswerKinds));

// What the checks cost: tasks refine dropped by check (the run's own count, made with its checks).
try {
  const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8"));
  const dropped = Object.entries((report.synth?.dropped ?? {}) as Record<string, number>).filter(
    ([k]) => !k.startsWith("sampler:"),
  );
  console.log(`dropped after sampling: ${JSON.stringify(Object.fromEntries(dropped))}`);
} catch {
  // A run without report.json (an old export) has no drop counts.
}
