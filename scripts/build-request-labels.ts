// Dev tool: build test/fixtures/reader-labels/requests.json — every user text of the 120 samples
// readers judged (/work/reader/*.md), with the reader's F (form wording) and G (no goal) verdict
// and the context the request checks read (the env's parameter words, the turn's goal tool doc).
// `npx tsx scripts/build-request-labels.ts [/work]` — needs the four runs the samples came from.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { EnvBundle, Task } from "../src/core/schema/index.js";
import { paramWordsOf } from "../src/core/synth/checks.js";
import { toolDocText } from "../src/core/synth/tool-words.js";

const root = process.argv[2] ?? "/work";
const RUNS = ["f5-before", "f5-after", "f6-before", "f6-after"];

const lines = (dir: string, f: string) =>
  readFileSync(join(dir, f), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** The sample indices `show-samples.ts RUN 30 42` prints, in its order. */
function sampleIndices(count: number, n = 30, seed = 42): number[] {
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  return [...Array(count).keys()].sort(() => rnd() - 0.5).slice(0, n);
}

/** Reader's F and G cells per sample number, from the per-sample table. */
function readerCells(md: string): Map<number, { F: string; G: string }> {
  const out = new Map<number, { F: string; G: string }>();
  for (const line of md.split("\n")) {
    const m = /^\|\s*(\d+)\s*\|(.*)\|\s*$/.exec(line);
    if (!m) continue;
    const cells = (m[2] ?? "").split("|").map((c) => c.trim());
    const clean = (c: string | undefined) => (c && c !== "–" && c !== "-" ? c : "");
    out.set(Number(m[1]), { F: clean(cells[0]), G: clean(cells[1]) });
  }
  return out;
}

const norm = (t: string) =>
  t
    .replace(/\*\*/g, "")
    .replace(/[“”]/g, '"')
    .replace(/[’]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** Quoted pieces of a reader's cell, split at quotes and ellipses, long enough to be a quote. */
function fragments(cell: string): string[] {
  return norm(cell)
    .split(/"|…|\.\.\./)
    .map((f) => f.replace(/^[\s,;.:?!/]+|[\s,;.:?!/]+$/g, ""))
    .filter((f) => f.length >= 6 && /\s/.test(f));
}

interface Text {
  text: string;
  /** The assistant's question this text answers (a reveal), when it is one. */
  question?: string;
  turn: number;
  F: boolean;
  G: boolean;
  /** The goal tool of the turn: its name and its own doc text. */
  tool?: string;
  doc?: string;
}

const samples: unknown[] = [];
const envs: Record<string, { paramWords: string[] }> = {};
const unmatched: string[] = [];
for (const run of RUNS) {
  const dir = join(root, run);
  const bundles: EnvBundle[] = readdirSync(join(dir, "envs"))
    .filter((f) => f.endsWith(".envbundle.json"))
    .map((f) => JSON.parse(readFileSync(join(dir, "envs", f), "utf8")));
  const trajs = lines(dir, "trajectories.jsonl");
  const tasks = new Map<string, Task>(lines(dir, "tasks.jsonl").map((t: Task) => [t.id, t]));
  const cells = readerCells(readFileSync(join(root, "reader", `${run}.md`), "utf8"));
  const printed = readFileSync(join(root, "reader", `${run}-samples.txt`), "utf8");
  const printedOrder = [...printed.matchAll(/^=== #(\d+)/gm)].map((m) => Number(m[1]));
  const idx = sampleIndices(trajs.length);
  if (idx.join(",") !== printedOrder.join(","))
    throw new Error(`${run}: the samples file is not this run's seed-42 draw`);
  for (const i of idx) {
    const task = tasks.get(trajs[i].taskId) as Task;
    const cell = cells.get(i) ?? { F: "", G: "" };
    const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
    const envKey = used.map((b) => b.name ?? b.id).join("+");
    envs[envKey] ??= { paramWords: paramWordsOf(task, bundles) };
    const texts: Text[] = [];
    for (const [k, t] of task.turns.entries()) {
      const calls = task.gold.calls.filter((c) => (c.turn ?? 0) === k);
      const goal = calls[calls.length - 1]?.tool;
      const spec = goal
        ? used.flatMap((b) => b.tools).find((x) => x.name === goal || goal.endsWith(x.name))
        : undefined;
      const ctx = { turn: k, ...(spec ? { tool: spec.name, doc: toolDocText(spec) } : {}) };
      texts.push({ text: t.user, ...ctx, F: false, G: false });
      for (const r of t.reveals ?? [])
        texts.push({
          text: r.text,
          ...(r.question ? { question: r.question } : {}),
          ...ctx,
          F: false,
          G: false,
        });
    }
    for (const row of ["F", "G"] as const) {
      if (!cell[row]) continue;
      const frags = fragments(cell[row]);
      let hit = false;
      for (const t of texts)
        if (frags.some((f) => norm(t.text).includes(f) || norm(t.question ?? "") === f)) {
          t[row] = true;
          hit = true;
        }
      if (!hit) {
        // The reader describes the request rather than quoting it: it is the first request.
        (texts[0] as Text)[row] = true;
        unmatched.push(`${run} #${i} ${row}: ${cell[row]}  →  ${texts[0]?.text}`);
      }
    }
    samples.push({
      run,
      sample: i,
      env: envKey,
      goal: task.meta?.goalPhrase,
      kind: task.meta?.goalKind,
      readerF: cell.F,
      readerG: cell.G,
      texts,
    });
  }
}
const out = join("test", "fixtures", "reader-labels");
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, "requests.json"),
  `${JSON.stringify({ source: "/work/reader/*.md (F, G columns)", envs, samples }, null, 1)}\n`,
);
console.log(`${samples.length} samples written; first request labelled where no quote matched:`);
for (const u of unmatched) console.log(`  ${u}`);
