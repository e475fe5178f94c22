/**
 * Which chains fail grounding: samples plans on a stored run's environments and counts the failed
 * attempts of ≥ 2 steps by reason, tool chain and failing step.
 *
 *   npx tsx scripts/plan-ground-fails.ts RUN_DIR [--count N] [--seed S] [--reason R]
 */
import { buildToolGraph } from "../src/core/graph/index.js";
import { sampleGroundedPlans } from "../src/core/plan/index.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";
import { runBundles } from "./run-dir.js";

const args = process.argv.slice(2);
const opt = (name: string, d: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? (args[i + 1] as string) : d;
};
const bundles = runBundles(args[0] as string, { verification: true });
const graph = buildToolGraph(bundles);
const want = opt("--reason", "");
const tally = new Map<string, number>();
await sampleGroundedPlans(bundles, graph, {
  seed: Number(opt("--seed", "1")),
  count: Number(opt("--count", "60")),
  openEnv: createEnvInstance,
  onAttempt: (a) => {
    if (!a.final || a.final.steps < 2 || a.outcome === "kept") return;
    if (want && !a.outcome.includes(want)) return;
    const key = `${a.outcome} @${a.where ?? "?"} ${a.goal?.split("/")[0]?.slice(0, 6)}: ${a.tools?.join(" → ")}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  },
});
for (const [k, n] of [...tally].sort((a, b) => b[1] - a[1]).slice(0, Number(opt("--top", "40"))))
  console.log(`${n}\t${k}`);
