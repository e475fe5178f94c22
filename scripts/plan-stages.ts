/**
 * Where multi-step plans are lost: runs synthesis on a stored run's environments (as the pipeline
 * does, seed and turns alike) and counts, by plan shape (1, 2, ≥ 3 calls; ≥ 2 writes; two goals),
 * the drafts the sampler made, what grounding did to them, and what each later gate dropped.
 *
 *   npx tsx scripts/plan-stages.ts RUN_DIR [--tasks N] [--seed S] [--json OUT]
 */
import { writeFileSync } from "node:fs";
import { buildToolGraph } from "../src/core/graph/index.js";
import type { PlanShape, SampleAttempt } from "../src/core/plan/index.js";
import type { Plan } from "../src/core/schema/plan.js";
import { synthesize } from "../src/core/synth/synthesize.js";
import { runBundles } from "./run-dir.js";

const args = process.argv.slice(2);
const opt = (name: string, d: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : d;
};
const dir = args[0];
if (!dir) {
  console.error("usage: plan-stages.ts RUN_DIR [--tasks N] [--seed S] [--json OUT]");
  process.exit(2);
}
const bundles = runBundles(dir, { verification: true });
const graph = buildToolGraph(bundles);
const WRITES = new Set(["create", "update", "delete", "action"]);

type Tally = Record<string, Record<string, number>>;
const bump = (t: Tally, row: string, col: string) => {
  t[row] ??= {};
  t[row][col] = (t[row][col] ?? 0) + 1;
};
const COLS = ["1", "2", "3+", "2w", "2g"] as const;
/** The columns a shape counts in: its length class, and ≥ 2 writes / two goals beside it. */
function cols(shape: PlanShape | undefined): string[] {
  if (!shape) return ["?"];
  const out = [shape.steps >= 3 ? "3+" : String(shape.steps)];
  if (shape.writes >= 2) out.push("2w");
  if (shape.goals >= 2) out.push("2g");
  return out;
}
function planShape(plan: Plan): PlanShape {
  const kindOf = (env: string, tool: string) => {
    let kind = "";
    graph.forEachNode((_n, a) => {
      if (a.bundleId === env && a.tool === tool) kind = a.kind;
    });
    return kind;
  };
  return {
    steps: plan.steps.length,
    writes: plan.steps.filter((s) => WRITES.has(kindOf(s.env, s.tool))).length,
    goals: plan.goals?.length ?? 1,
  };
}

const sampler: Tally = {};
const drafted: Tally = {};
const later: Tally = {};
const secondDrops: Record<string, number> = {};
const onAttempt = (a: SampleAttempt) => {
  if (!a.drafted) {
    bump(sampler, `draft:${a.outcome}`, "?");
    return;
  }
  for (const c of cols(a.drafted)) bump(drafted, "drafted", c);
  if (a.secondDropped) {
    secondDrops[a.secondDropped] = (secondDrops[a.secondDropped] ?? 0) + 1;
    for (const c of cols(a.drafted)) bump(drafted, `second-dropped:${a.secondDropped}`, c);
  }
  for (const c of cols(a.final)) bump(sampler, `ground:${a.outcome}`, c);
};
const onOutcome = (plan: Plan, why: string) => {
  for (const c of cols(planShape(plan))) bump(later, why, c);
};
const count = Number(opt("--tasks", "40"));
const out = await synthesize(bundles, graph, {
  count,
  seed: Number(opt("--seed", "1")),
  turns: "mixed",
  onAttempt,
  onOutcome,
});
const r = out.report;

function table(title: string, t: Tally, columns: readonly string[]) {
  const rows = Object.entries(t).sort(
    (a, b) =>
      Object.values(b[1]).reduce((x, y) => x + y, 0) -
      Object.values(a[1]).reduce((x, y) => x + y, 0),
  );
  console.log(`\n${title}`);
  console.log(`| stage/reason | ${columns.join(" | ")} |`);
  console.log(`|---|${columns.map(() => "---:").join("|")}|`);
  for (const [row, c] of rows)
    console.log(`| ${row} | ${columns.map((k) => c[k] ?? 0).join(" | ")} |`);
}
console.log(
  `${dir}: ${bundles.length} envs, verified tools ${r.verifiedTools}, kept ${r.kept}/${count}, ` +
    `coverage ${(r.toolCoverage * 100).toFixed(1)}% (${Math.round(r.toolCoverage * r.verifiedTools)}), ` +
    `mean calls ${r.gold.meanCalls.toFixed(2)}, ≥3 calls ${(r.gold.shareAtLeast3Calls * 100).toFixed(1)}%, ` +
    `two goals ${(r.gold.shareTwoGoals * 100).toFixed(1)}%, multi-turn ${r.turnsHistogram.multi ?? 0}`,
);
const twoWrites = out.tasks.filter(
  (t) => t.gold.calls.filter((c) => WRITES.has(kindByName(t, c.tool))).length >= 2,
).length;
function kindByName(t: (typeof out.tasks)[number], tool: string): string {
  const env = t.envs[0]?.bundleId;
  let kind = "";
  graph.forEachNode((_n, a) => {
    if (a.bundleId === env && (a.tool === tool || tool.endsWith(`__${a.tool}`))) kind = a.kind;
  });
  return kind;
}
console.log(`kept tasks with ≥ 2 write calls: ${twoWrites}`);
table("drafts the sampler made (by drafted shape)", drafted, COLS);
table("sampler: draft failures (no shape) and grounding fates (by grounded shape)", sampler, [
  "?",
  ...COLS,
]);
table("after sampling: fate of each grounded plan (by plan shape)", later, COLS);
console.log("\nsecond goals dropped in grounding:", JSON.stringify(secondDrops));
console.log("uncovered reasons (top):");
const reasons: Record<string, number> = {};
for (const rs of Object.values(r.uncoveredReasons)) {
  const first = (rs[0] ?? "").replace(/ ×\d+$/, "");
  reasons[first] = (reasons[first] ?? 0) + 1;
}
for (const [k, v] of Object.entries(reasons)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 15))
  console.log(`  ${v}\t${k}`);
const json = opt("--json", "");
if (json)
  writeFileSync(
    json,
    JSON.stringify({ report: r, drafted, sampler, later, secondDrops, twoWrites }, null, 1),
  );
