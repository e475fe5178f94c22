/**
 * Why multi-step plans are dropped after grounding: samples plans on a stored run's environments,
 * builds and checks each one of at least `--min` calls (or two goals with `--two`), and prints the
 * draft's user texts with the evidence of the check, build step or answer that dropped it.
 *
 *   npx tsx scripts/plan-drops.ts RUN_DIR [--count N] [--seed S] [--min 3] [--two] [--only REASON]
 */
import { buildToolGraph } from "../src/core/graph/index.js";
import { sampleGroundedPlans } from "../src/core/plan/index.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";
import { buildTaskDetailed } from "../src/core/synth/build-task.js";
import { processPlan } from "../src/core/synth/plan-jobs.js";
import { refineTask } from "../src/core/synth/refine.js";
import { runBundles } from "./run-dir.js";

const args = process.argv.slice(2);
const opt = (name: string, d: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : d;
};
const dir = args[0] as string;
const bundles = runBundles(dir, { verification: true });
const graph = buildToolGraph(bundles);
const seed = Number(opt("--seed", "1"));
const min = Number(opt("--min", "3"));
const only = opt("--only", "");
const { plans } = await sampleGroundedPlans(bundles, graph, {
  seed,
  count: Number(opt("--count", "60")),
  openEnv: createEnvInstance,
});
const tally: Record<string, number> = {};
for (const [index, plan] of plans.entries()) {
  const two = (plan.goals?.length ?? 1) > 1;
  if (args.includes("--two") ? !two : plan.steps.length < min) continue;
  const turns = index % 2 ? "multi" : "single";
  const outcome = await processPlan({ bundles, seed }, { plan, index, turns });
  const why =
    outcome.stage === "build"
      ? `build:${outcome.where}`
      : outcome.stage === "check"
        ? `check:${outcome.check}`
        : outcome.stage === "answer"
          ? `answer:${outcome.problem}`
          : outcome.stage === "data"
            ? `data:${outcome.kind}`
            : outcome.stage;
  tally[why] = (tally[why] ?? 0) + 1;
  if (only && !why.includes(only)) continue;
  console.log(
    `\n== ${why} — ${plan.steps.map((s) => `${s.tool}${s.turn ? "(t1)" : ""}`).join(" → ")}`,
  );
  const detailed = await buildTaskDetailed(plan, bundles, { seed: seed * 7 + index, turns });
  if (!detailed.ok) {
    console.log(`   ${JSON.stringify(detailed.error).slice(0, 300)}`);
    continue;
  }
  const refined = await refineTask(detailed.value.task, detailed.value.drafts, bundles, {
    seed: seed * 7 + index,
    maxRewrites: 0,
  });
  for (const t of detailed.value.task.turns) console.log(`   user: ${t.user}`);
  for (const c of refined.firstChecks.filter((x) => !x.passed))
    console.log(`   ✗ ${c.name}: ${c.evidence.slice(0, 300)}`);
  if (outcome.stage === "kept" || outcome.stage === "answer" || outcome.stage === "data") {
    const last = outcome.stage === "kept" ? outcome.trajectory.messages.at(-1) : undefined;
    if (last) console.log(`   answer: ${String(last.content).slice(0, 300)}`);
  }
}
console.log("\n", JSON.stringify(tally));
