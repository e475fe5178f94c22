// Dev tool: build test/fixtures/reader-labels/requests.json — every user text of the 240 samples
// readers judged (/work/reader/f5-*.md, f6-*.md and the blind tables f8-blind … f11-blind/r*.md,
// whose S-labels /work/f*-blind-mapping.json maps to a run and the samples file to a task index),
// with the reader's F (form wording), G (no goal) and U (unknowable value) verdicts and the context
// the request checks read (the env's parameter words, the turn's goal tool doc).
// `npx tsx scripts/build-request-labels.ts [/work]` — needs the eight runs the samples came from.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { paramWordsOf, wordingContextOf } from "../src/core/synth/checks.js";
import { toolDocText } from "../src/core/synth/tool-words.js";
import { blindSamples, sampleRows } from "./reader-tables.js";
import { sampleIndices } from "./run-dir.js";

const root = process.argv[2] ?? "/work";
const RUNS = ["f5-before", "f5-after", "f6-before", "f6-after"];
const BLIND = ["f8", "f9", "f10", "f11", "f12"];
const ROWS = ["F", "G", "U"] as const;
type Row = (typeof ROWS)[number];
type Cells = Record<Row, string>;

const lines = (dir: string, f: string) =>
  readFileSync(join(dir, f), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** Reader's F, G and U cells per sample number (`| 12 |` or `| S12 |`), from the per-sample table. */
function readerCells(md: string): Map<number, Cells> {
  return new Map([...sampleRows(md)].map(([s, cells]) => [s, cellsOf(cells)]));
}

const cellsOf = (cells: string[]): Cells => {
  const clean = (c: string | undefined) => (c && !/^[-–—]$/.test(c) ? c : "");
  return { F: clean(cells[0]), G: clean(cells[1]), U: clean(cells[2]) };
};

const norm = (t: string) =>
  t
    .replace(/\*\*/g, "")
    .replace(/\\"/g, '"')
    .replace(/[“”]/g, '"')
    .replace(/[’]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** A whole text as a quote of it is cut: normalised, without its end punctuation. */
const bare = (t: string) => norm(t).replace(/^[\s,;.:?!/]+|[\s,;.:?!/]+$/g, "");

/** Quoted pieces of a reader's cell, split at quotes and ellipses, long enough to be a quote. */
function fragments(cell: string): string[] {
  return norm(cell)
    .split(/"|…|\.\.\./)
    .map((f) => f.replace(/^[\s,;.:?!/]+|[\s,;.:?!/]+$/g, ""))
    .filter((f) => f.length >= 2);
}

/** Whether a reader's quote piece points at this text: a phrase or code-like value in it
 * ("ids-7977", "58d_1001"), a quoted number in it, or the whole text ("Catalog."). */
function quotes(f: string, t: { text: string; question?: string }): boolean {
  const phrase = (f.length >= 6 && /\s/.test(f)) || (f.length >= 4 && /\d/.test(f));
  return (
    (phrase && norm(t.text).includes(f)) ||
    (/^\d+$/.test(f) && norm(t.text).includes(`"${f}"`)) ||
    bare(t.question ?? "") === f ||
    bare(t.text) === f
  );
}

interface Text {
  text: string;
  /** The assistant's question this text answers (a reveal), when it is one. */
  question?: string;
  turn: number;
  F: boolean;
  G: boolean;
  U: boolean;
  /** The goal tool of the turn: its name and its own doc text. */
  tool?: string;
  doc?: string;
}

const samples: unknown[] = [];
const envs: Record<string, { paramWords: string[]; tools: string[] }> = {};
const unmatched: string[] = [];

/** Every judged sample: its run, its trajectory index and the reader's cells. */
const judged: { run: string; index: number; reader: string; cells: Cells }[] = [];
for (const run of RUNS) {
  const dir = join(root, run);
  const cells = readerCells(readFileSync(join(root, "reader", `${run}.md`), "utf8"));
  const printed = readFileSync(join(root, "reader", `${run}-samples.txt`), "utf8");
  const printedOrder = [...printed.matchAll(/^=== #(\d+)/gm)].map((m) => Number(m[1]));
  const idx = sampleIndices(lines(dir, "trajectories.jsonl").length);
  if (idx.join(",") !== printedOrder.join(","))
    throw new Error(`${run}: the samples file is not this run's seed-42 draw`);
  for (const i of idx)
    judged.push({ run, index: i, reader: run, cells: cells.get(i) ?? { F: "", G: "", U: "" } });
}
for (const round of BLIND)
  for (const { run, index, label, cells } of blindSamples(join(root, "reader"), root, round))
    judged.push({ run, index, reader: `${round}-${label}`, cells: cellsOf(cells) });

const loaded = new Map<
  string,
  { bundles: EnvBundle[]; trajs: { taskId: string }[]; tasks: Map<string, Task> }
>();
for (const { run, index: i, reader, cells: cell } of judged) {
  const dir = join(root, run);
  if (!loaded.has(run))
    loaded.set(run, {
      bundles: readdirSync(join(dir, "envs"))
        .filter((f) => f.endsWith(".envbundle.json"))
        .map((f) => JSON.parse(readFileSync(join(dir, "envs", f), "utf8"))),
      trajs: lines(dir, "trajectories.jsonl"),
      tasks: new Map(lines(dir, "tasks.jsonl").map((t: Task) => [t.id, t])),
    });
  const { bundles, trajs, tasks } = loaded.get(run) as NonNullable<ReturnType<typeof loaded.get>>;
  const task = tasks.get((trajs[i] as { taskId: string }).taskId) as Task;
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const envKey = `${run.replace(/-(?:before|after)$/, "")}:${used.map((b) => b.name ?? b.id).join("+")}`;
  envs[envKey] ??= {
    paramWords: paramWordsOf(task, bundles),
    tools: wordingContextOf(task, bundles).tools as string[],
  };
  const texts: Text[] = [];
  for (const [k, t] of task.turns.entries()) {
    const calls = task.gold.calls.filter((c) => (c.turn ?? 0) === k);
    const goal = calls[calls.length - 1]?.tool;
    const spec = goal
      ? used.flatMap((b) => b.tools).find((x) => x.name === goal || goal.endsWith(x.name))
      : undefined;
    const ctx = { turn: k, ...(spec ? { tool: spec.name, doc: toolDocText(spec) } : {}) };
    texts.push({ text: t.user, ...ctx, F: false, G: false, U: false });
    for (const r of t.reveals ?? [])
      texts.push({
        text: r.text,
        ...(r.question ? { question: r.question } : {}),
        ...ctx,
        F: false,
        G: false,
        U: false,
      });
  }
  for (const row of ROWS) {
    if (!cell[row]) continue;
    const frags = fragments(cell[row]);
    let hit = false;
    for (const t of texts)
      if (frags.some((f) => quotes(f, t))) {
        t[row] = true;
        hit = true;
      }
    if (!hit) {
      // The reader describes the request rather than quoting it: it is the first request.
      (texts[0] as Text)[row] = true;
      unmatched.push(`${reader} #${i} ${row}: ${cell[row]}  →  ${texts[0]?.text}`);
    }
  }
  samples.push({
    run,
    reader,
    sample: i,
    env: envKey,
    goal: task.meta?.goalPhrase,
    kind: task.meta?.goalKind,
    readerF: cell.F,
    readerG: cell.G,
    readerU: cell.U,
    // The values the user states, by parameter path: `measuredFormWording` sees a value in its slot.
    facts: task.userFacts.map((f) => ({ key: f.key, value: f.value })),
    texts,
  });
}
const out = join("test", "fixtures", "reader-labels");
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, "requests.json"),
  `${JSON.stringify({ source: "/work/reader/*.md, /work/reader/f{8,9}-blind/r*.md (F, G, U columns)", envs, samples }, null, 1)}\n`,
);
console.log(`${samples.length} samples written; first request labelled where no quote matched:`);
for (const u of unmatched) console.log(`  ${u}`);
