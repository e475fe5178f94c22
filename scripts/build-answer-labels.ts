// Dev tool: build test/fixtures/reader-labels/answers.json — the samples readers marked in
// /work/reader/*.md (120, one run per table) and /work/reader/f8-blind/r*.md (60, judged blind: the
// S-label's run comes from /work/f8-blind-mapping.json, its index from the reader's samples file), with what the bad-answer check needs (request, tool results, answer, answer
// facts, the tools' identifier words) and the reader's B ("bad answer") mark.
// `npx tsx scripts/build-answer-labels.ts [READER_DIR] [RUNS_DIR]`
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EnvBundle } from "../src/core/schema/bundle.js";
import { identifierContext } from "../src/core/synth/checks.js";
import { answerTurns } from "../src/core/synth/dataset-quality.js";
import { blindSamples, sampleRows } from "./reader-tables.js";

const readerDir = process.argv[2] ?? "/work/reader";
const runsDir = process.argv[3] ?? "/work";
const out = "test/fixtures/reader-labels/answers.json";

const jsonl = (f: string) =>
  readFileSync(f, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** The reader's table: sample index → the B cell ("" when the reader marked no bad answer). */
function readerMarks(md: string): Map<number, string> {
  const marks = new Map<number, string>();
  for (const [s, cells] of sampleRows(md)) {
    if (cells.length < 8) throw new Error(`sample ${s}: a row with ${cells.length} cells`);
    const b = cells[5] ?? "";
    marks.set(s, /^[-–—]?$/.test(b) ? "" : b);
  }
  return marks;
}

/** One judged sample: the run it came from, its trajectory index and the reader's B cell. */
interface Mark {
  run: string;
  index: number;
  mark: string;
}

const marks: Mark[] = [];
for (const f of readdirSync(readerDir).filter((x) => /^f\d+-(?:before|after)\.md$/.test(x))) {
  const run = f.replace(/\.md$/, "");
  for (const [index, mark] of readerMarks(readFileSync(join(readerDir, f), "utf8")))
    marks.push({ run, index, mark });
}
// Blind tables: S01… mixes runs; the mapping names each S-label's run, the samples file its index.
// Every blind round there is (f8, f9, f10 …): `/work/reader/fN-blind/r*.md` with
// `/work/fN-blind-mapping.json`; a new round's tables are picked up without a change here.
for (const round of readdirSync(readerDir)
  .filter((x) => /^f\d+-blind$/.test(x))
  .sort()
  .map((x) => x.replace(/-blind$/, "")))
  for (const { run, index, cells } of blindSamples(readerDir, runsDir, round)) {
    const b = cells[5] ?? "";
    marks.push({ run, index, mark: /^[-–—]?$/.test(b) ? "" : b });
  }

const samples: unknown[] = [];
const envs: Record<string, { identifiers: string[][]; machine: number[]; prose: string[] }> = {};
for (const run of [...new Set(marks.map((m) => m.run))]) {
  const dir = join(runsDir, run);
  const bundles: EnvBundle[] = readdirSync(join(dir, "envs"))
    .filter((x) => x.endsWith(".envbundle.json"))
    .map((x) => JSON.parse(readFileSync(join(dir, "envs", x), "utf8")));
  const trajs = jsonl(join(dir, "trajectories.jsonl"));
  const tasks = new Map(jsonl(join(dir, "tasks.jsonl")).map((t) => [t.id, t]));
  for (const { index, mark } of marks.filter((m) => m.run === run)) {
    const tr = trajs[index];
    const task = tasks.get(tr.taskId);
    const used = bundles.filter((b) =>
      task.envs.some((e: { bundleId: string }) => e.bundleId === b.id),
    );
    const envKey = `${run}:${used.map((b) => b.name).join("+")}`;
    if (!envs[envKey]) {
      const ctx = identifierContext(used);
      envs[envKey] = {
        identifiers: ctx.identifiers,
        machine: ctx.identifiers.flatMap((w, i) => (ctx.machine?.has(w) ? [i] : [])),
        prose: [...ctx.prose].sort(),
      };
    }
    const a = answerTurns(task, tr, used);
    samples.push({
      run,
      index,
      env: envKey,
      goal: task.meta?.goalPhrase ?? "",
      goalKind: task.meta?.goalKind ?? "",
      readerBad: mark !== "",
      reader: mark,
      final: a.final,
      facts: a.facts,
      turns: a.turns,
    });
  }
}
writeFileSync(out, `${JSON.stringify({ samples, envs })}\n`);
console.log(`${samples.length} samples, ${Object.keys(envs).length} environments → ${out}`);
