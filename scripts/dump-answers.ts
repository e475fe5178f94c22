// Dev tool: every closing answer of a run with its request, last tool result and the bad-answer
// codes (`npx tsx scripts/dump-answers.ts RUN_DIR [KIND]`), to read answers side by side.
import { identifierContext } from "../src/core/synth/checks.js";
import { answerDefects, answerTurns } from "../src/core/synth/dataset-quality.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2] ?? ".";
const kind = process.argv[3];
const lines = (f: string) => runLines(dir, f);
const bundles = runBundles(dir);
const tasks = new Map(lines("tasks.jsonl").map((t) => [t.id, t]));
let bad = 0;
for (const [i, tr] of lines("trajectories.jsonl").entries()) {
  const task = tasks.get(tr.taskId);
  if (kind && task.meta?.goalKind !== kind) continue;
  const used = bundles.filter((b) =>
    task.envs.some((e: { bundleId: string }) => e.bundleId === b.id),
  );
  const a = answerTurns(task, tr, used);
  const found = answerDefects(a, identifierContext(used));
  if (found.length) bad++;
  const t = a.turns[a.turns.length - 1];
  console.log(
    `#${i} ${used.map((b) => b.name).join("+")} · ${task.meta?.goalPhrase} (${task.meta?.goalKind}) [${found.join(",")}]`,
  );
  console.log(`  user: ${t?.request ?? ""}`);
  console.log(`  tool: ${(t?.results[t.results.length - 1] ?? "").slice(0, 300)}`);
  console.log(`  answer: ${a.final}`);
}
console.log(`bad answers: ${bad}`);
