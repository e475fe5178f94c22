// Dev tool: how far the program's request checks agree with readers on the 240 samples they read
// (f5, f6 and the blind f8, f9 tables). `npx tsx scripts/request-agreement.ts [/work] [-v]` scores
// every user text of test/fixtures/reader-labels/requests.json with the code paths the pipeline
// uses, on the real tasks and bundles: F = `measuredFormWording` (the run report's form-wording figure),
// U = `checkKnowable` (a refinement check; its "text N" evidence names the text) together with
// `unknowableSaid` and `readOnlySaid` (measured only), G = `checkHasGoal`.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import {
  checkHasGoal,
  checkKnowable,
  measuredFormWording,
  paramWordsOf,
  readOnlySaid,
  unknowableSaid,
  userTexts,
  wordingContextOf,
} from "../src/core/synth/checks.js";

const root = process.argv[2] && !process.argv[2].startsWith("-") ? process.argv[2] : "/work";
const verbose = process.argv.includes("-v");
const fixture = JSON.parse(readFileSync("test/fixtures/reader-labels/requests.json", "utf8"));
const lines = (dir: string, f: string) =>
  readFileSync(join(dir, f), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

const ROWS = ["F", "U", "G"] as const;
type Row = (typeof ROWS)[number];
const NAMES: Record<Row, string> = { F: "form wording", U: "unknowable value", G: "no goal" };
type Score = Record<Row, { tp: number; fp: number; fn: number }>;
const blank = (): Score => ({
  F: { tp: 0, fp: 0, fn: 0 },
  U: { tp: 0, fp: 0, fn: 0 },
  G: { tp: 0, fp: 0, fn: 0 },
});
const total = blank();
const perRound = new Map<string, Score>();
const runs = new Map<string, { tasks: Task[]; bundles: EnvBundle[] }>();
/** Text indices named by a verdict's evidence ("text 2 …", "turn 1"); none named = all of them. */
const named = (evidence: string, word: string) =>
  new Set([...evidence.matchAll(new RegExp(`\\b${word} (\\d+)\\b`, "g"))].map((m) => Number(m[1])));

for (const s of fixture.samples) {
  if (!runs.has(s.run)) {
    const dir = join(root, s.run);
    // The stored semantic model is dropped so field roles (which parameter is plumbing) are the
    // current code's, inferred on load, as a check run now would see them.
    const bundles = readdirSync(join(dir, "envs"))
      .filter((f) => f.endsWith(".envbundle.json"))
      .map((f) => {
        const { model: _model, ...b } = JSON.parse(readFileSync(join(dir, "envs", f), "utf8"));
        return b;
      });
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
  const wording = wordingContextOf(task, run.bundles);
  const goal = checkHasGoal(task, run.bundles);
  const goalTurns = named(goal.evidence, "turn");
  if (!goal.passed && goalTurns.size === 0) goalTurns.add(0);
  const knowable = checkKnowable(task, run.bundles);
  const said = [...unknowableSaid(task), ...readOnlySaid(task, run.bundles)];
  const unknowTexts = named([knowable.passed ? "" : knowable.evidence, ...said].join("; "), "text");
  const round = s.run.replace(/-(?:before|after)$/, "");
  const score = perRound.get(round) ?? blank();
  perRound.set(round, score);
  for (const [i, t] of s.texts.entries()) {
    const text = texts[i] ?? t.text;
    const predicted: Record<Row, boolean> = {
      F: measuredFormWording(text, words, wording) !== undefined,
      // A task-level verdict that names no text is laid on the first request.
      U: unknowTexts.has(i) || (!knowable.passed && unknowTexts.size === 0 && i === 0),
      G: !t.question && goalTurns.has(t.turn),
    };
    for (const row of ROWS)
      for (const c of [total[row], score[row]]) {
        if (predicted[row] && t[row]) c.tp++;
        else if (predicted[row]) c.fp++;
        else if (t[row]) c.fn++;
      }
    for (const row of ROWS)
      if (verbose && predicted[row] !== t[row])
        console.log(`${row} ${predicted[row] ? "FP" : "FN"} ${s.reader}#${s.sample}: ${text}`);
  }
}
const fmt = (c: { tp: number; fp: number; fn: number }) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
  return `precision ${p.toFixed(2)} recall ${r.toFixed(2)} (tp ${c.tp}, fp ${c.fp}, fn ${c.fn})`;
};
const nTexts = fixture.samples.reduce(
  (n: number, s: { texts: unknown[] }) => n + s.texts.length,
  0,
);
console.log(`request checks vs readers: ${fixture.samples.length} samples, ${nTexts} user texts`);
for (const row of ROWS) {
  console.log(`${NAMES[row]} (${row}): ${fmt(total[row])}`);
  for (const [round, score] of perRound) console.log(`  ${round}: ${fmt(score[row])}`);
}
