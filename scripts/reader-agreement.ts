// Dev tool: how far the program's request checks agree with readers on the 120 samples they read.
// `npx tsx scripts/reader-agreement.ts [/work] [-v]` — scores every user text of the reader-labelled
// samples (test/fixtures/reader-labels/requests.json) with the code path the run report uses
// (`datasetQuality`: form wording per text, has-goal per turn, on the real tasks and bundles).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { checkHasGoal, formWording, paramWordsOf, userTexts } from "../src/core/synth/checks.js";

const root = process.argv[2] && !process.argv[2].startsWith("-") ? process.argv[2] : "/work";
const verbose = process.argv.includes("-v");
const fixture = JSON.parse(readFileSync("test/fixtures/reader-labels/requests.json", "utf8"));
const lines = (dir: string, f: string) =>
  readFileSync(join(dir, f), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

const score = { F: { tp: 0, fp: 0, fn: 0 }, G: { tp: 0, fp: 0, fn: 0 } };
const runs = new Map<string, { tasks: Task[]; bundles: EnvBundle[] }>();
for (const s of fixture.samples) {
  if (!runs.has(s.run)) {
    const dir = join(root, s.run);
    const bundles = readdirSync(join(dir, "envs"))
      .filter((f) => f.endsWith(".envbundle.json"))
      .map((f) => JSON.parse(readFileSync(join(dir, "envs", f), "utf8")));
    const trajs = lines(dir, "trajectories.jsonl");
    const byId = new Map(lines(dir, "tasks.jsonl").map((t: Task) => [t.id, t]));
    runs.set(s.run, {
      tasks: trajs.map((t: { taskId: string }) => byId.get(t.taskId) as Task),
      bundles,
    });
  }
  const run = runs.get(s.run) as { tasks: Task[]; bundles: EnvBundle[] };
  const task = run.tasks[s.sample] as Task;
  const texts = userTexts(task);
  const words = paramWordsOf(task, run.bundles);
  const goal = checkHasGoal(task, run.bundles);
  const goalTurns = new Set(
    [...goal.evidence.matchAll(/\bturn (\d+)\b/g)].map((m) => Number(m[1])),
  );
  if (!goal.passed && goalTurns.size === 0) goalTurns.add(0);
  for (const [i, t] of s.texts.entries()) {
    const text = texts[i] ?? t.text;
    const isRequest = !t.question;
    const predicted = {
      F: formWording(text, words) !== undefined,
      G: isRequest && goalTurns.has(t.turn),
    };
    for (const row of ["F", "G"] as const) {
      const c = score[row];
      if (predicted[row] && t[row]) c.tp++;
      else if (predicted[row]) c.fp++;
      else if (t[row]) c.fn++;
      if (verbose && predicted[row] !== t[row])
        console.log(`${row} ${predicted[row] ? "FP" : "FN"} ${s.run}#${s.sample}: ${text}`);
    }
  }
}
for (const row of ["F", "G"] as const) {
  const { tp, fp, fn } = score[row];
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  console.log(
    `${row === "F" ? "form wording" : "no goal"}: precision ${(p * 100).toFixed(0)}% recall ${(r * 100).toFixed(0)}% (tp ${tp}, fp ${fp}, fn ${fn})`,
  );
}
