// Dev tool: print N seeded samples of a run for a reader (`npx tsx scripts/show-samples.ts RUN_DIR [N] [SEED]`).
// The same samples, in the same order, as `scripts/measure-quality.ts RUN_DIR N SEED` scores.
import { runBundles, runLines, sampleIndices } from "./run-dir.js";

const dir = process.argv[2] ?? ".";
const n = Number(process.argv[3] ?? 30);
const seed = Number(process.argv[4] ?? 42);
const lines = (f: string) => runLines(dir, f);
const envName = new Map<string, string>(runBundles(dir).map((b) => [b.id, b.name]));
const trajs = lines("trajectories.jsonl");
const tasks = new Map(lines("tasks.jsonl").map((t) => [t.id, t]));
const idx = sampleIndices(trajs.length, n, seed);
const cut = (x: string, k = 400) => (x.length > k ? `${x.slice(0, k)}…` : x);
for (const i of idx) {
  const tr = trajs[i];
  const task = tasks.get(tr.taskId);
  const envs = (task?.envs ?? []).map(
    (e: { bundleId: string }) => envName.get(e.bundleId) ?? e.bundleId,
  );
  console.log(
    `\n=== #${i} env: ${envs.join(", ")} · goal: ${task?.meta?.goalPhrase ?? "?"} (${task?.meta?.goalKind ?? "?"})`,
  );
  for (const m of tr.messages) {
    if (m.role === "system") continue;
    if (m.role === "tool") console.log(`  tool(${m.name}): ${cut(String(m.content))}`);
    else if (m.tool_calls)
      for (const c of m.tool_calls)
        console.log(`  call: ${c.function.name} ${cut(c.function.arguments, 300)}`);
    else console.log(`  ${m.role}: ${m.content}`);
  }
  const facts = (task?.gold?.answerFacts ?? []).map(
    (f: { label?: string; key: string; value: unknown }) =>
      `${f.label ?? f.key}=${cut(JSON.stringify(f.value), 80)}`,
  );
  console.log(`  answer facts: ${facts.join("; ") || "(none)"}`);
}
