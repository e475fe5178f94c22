/**
 * Count string values a reader rejects over a run's tasks.jsonl + trajectories.jsonl (see
 * test/domain/value-defects.ts for the kinds): seeded states and gold call arguments from tasks,
 * tool results from trajectories. A value is counted once per place it appears.
 *
 *   npx tsx scripts/value-defects.ts RUN_DIR [--examples]
 *   npx tsx scripts/value-defects.ts SPEC_DIR --specs [--examples]   (seeded states only)
 *
 * A run also gets the typed-value figure (src/core/synth/typed-values.ts): template codes the user
 * types or a call invents (`"recipientNumber":"REC-4937"`), arguments against their doc (`"color":
 * "teal"` for a hex value), numbered labels answered as a tool's one value ("Result 2").
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TYPED_VALUE_KINDS, typedValueDefects } from "../src/core/synth/typed-values.js";
import {
  findProseDefects,
  PROSE_DEFECT_KINDS,
  type ProseDefect,
} from "../test/domain/prose-defects.js";
import {
  findRecordDefects,
  RECORD_DEFECT_KINDS,
  type RecordDefect,
} from "../test/domain/record-defects.js";
import {
  findShapeDefects,
  SHAPE_DEFECT_KINDS,
  type ShapeDefect,
} from "../test/domain/shape-defects.js";
import {
  countStrings,
  DEFECT_KINDS,
  type Defect,
  findDefects,
} from "../test/domain/value-defects.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: value-defects.ts RUN_DIR [--examples]");
  process.exit(2);
}
const places = ["state", "args", "results"] as const;
type Place = (typeof places)[number];
const found: Record<Place, Defect[]> = { state: [], args: [], results: [] };
const strings: Record<Place, number> = { state: 0, args: 0, results: 0 };
/** Record-level defects the f8 readers marked (test/domain/record-defects.ts). */
const records: Record<Place, RecordDefect[]> = { state: [], args: [], results: [] };
/** Values whose shape or meaning disagrees with the field or record (test/domain/shape-defects.ts). */
const shapes: Record<Place, ShapeDefect[]> = { state: [], args: [], results: [] };
/** Values that disobey the doc's prose, walked with their schemas (test/domain/prose-defects.ts). */
const prose: Record<Place, ProseDefect[]> = { state: [], args: [], results: [] };
interface Bundle {
  id?: string;
  stateSchema?: unknown;
  tools?: Array<{ name: string; outputSchema?: unknown }>;
}
/** A run's bundles (envs/*.envbundle.json): schemas to read values with, by bundle id and tool. */
const bundles = new Map<string, Bundle>();
const outputs = new Map<string, unknown>();
const envsDir = join(dir, "envs");
if (existsSync(envsDir))
  for (const f of readdirSync(envsDir).filter((x) => x.endsWith(".envbundle.json"))) {
    const b = JSON.parse(readFileSync(join(envsDir, f), "utf8")) as Bundle;
    if (b.id) bundles.set(b.id, b);
    for (const t of b.tools ?? []) if (!outputs.has(t.name)) outputs.set(t.name, t.outputSchema);
  }
const add = (place: Place, v: unknown) => {
  strings[place] += countStrings(v);
  findDefects(v, "", found[place]);
  findRecordDefects(v, "", records[place]);
  findShapeDefects(v, "", shapes[place]);
};
const jsonl = (file: string) =>
  readFileSync(join(dir, file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Line);

interface Line {
  envs?: Array<{ bundleId?: string; initialState?: unknown }>;
  gold?: { calls?: Array<{ args?: unknown }> };
  messages?: Array<{ role: string; content?: unknown; name?: string }>;
}
/** `--bundles`: the seeded states of a run's bundles (envs/*.envbundle.json or its .store), once each. */
if (process.argv.includes("--bundles")) {
  const envs = join(dir, "envs");
  const files = existsSync(envs)
    ? readdirSync(envs)
        .filter((f) => f.endsWith(".envbundle.json"))
        .map((f) => join(envs, f))
    : readdirSync(join(dir, ".store", "bundle")).map((f) => join(dir, ".store", "bundle", f));
  for (const f of files) {
    const b = JSON.parse(readFileSync(f, "utf8")) as {
      initialState?: unknown;
      stateSchema?: unknown;
      content?: { initialState?: unknown; stateSchema?: unknown };
    };
    add("state", b.content?.initialState ?? b.initialState);
    findProseDefects(
      b.content?.initialState ?? b.initialState,
      b.content?.stateSchema ?? b.stateSchema,
      "",
      prose.state,
    );
  }
  console.log(`${dir}: ${files.length} bundles`);
  bundles.set("--bundles", {});
  report();
  process.exit(0);
}
/**
 * `--specs`: DIR holds API docs, not a run — ingest each and seed its environment (no verify, no
 * tasks), then count the seeded states: seconds instead of a whole run, for a quick before/after.
 */
if (process.argv.includes("--specs")) {
  const { ingestFiles } = await import("../src/core/ingest/index.js");
  const { generateHeuristicBundle } = await import("../src/core/envgen/index.js");
  const files = readdirSync(dir).filter((f) => /\.(json|ya?ml)$/i.test(f));
  let envs = 0;
  for (const f of files.sort()) {
    const ingested = await ingestFiles([{ name: f, text: readFileSync(join(dir, f), "utf8") }]);
    for (const doc of ingested.docs) {
      const g = await generateHeuristicBundle(doc, { seed: 11 });
      if (!g.ok) continue;
      envs++;
      add("state", g.value.initialState);
      findProseDefects(g.value.initialState, g.value.stateSchema, "", prose.state);
    }
  }
  console.log(`${dir}: ${envs} environments seeded from ${files.length} docs`);
  bundles.set("--specs", {});
  report();
  process.exit(0);
}
const tasks = jsonl("tasks.jsonl");
for (const t of tasks) {
  for (const e of t.envs ?? []) {
    add("state", e.initialState);
    const b = e.bundleId ? bundles.get(e.bundleId) : undefined;
    if (b) findProseDefects(e.initialState, b.stateSchema, "", prose.state);
  }
  for (const c of t.gold?.calls ?? []) add("args", c.args);
}
const trajectories = jsonl("trajectories.jsonl");
for (const tr of trajectories)
  for (const m of tr.messages ?? []) {
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    let v: unknown = m.content;
    try {
      v = JSON.parse(m.content);
    } catch {}
    add("results", v);
    if (m.name && outputs.has(m.name)) findProseDefects(v, outputs.get(m.name), "", prose.results);
  }

console.log(`${dir}: ${tasks.length} tasks, ${trajectories.length} trajectories`);
report();
typedReport();

/** Conversations and values with typed-value defects, by kind (what readers mark N/U in requests and calls). */
function typedReport(): void {
  const all = runBundles(dir, { verification: true });
  const convs = new Map<string, number>();
  const values = new Map<string, number>();
  const seen = new Map<string, number>();
  let any = 0;
  for (const tr of runLines(dir, "trajectories.jsonl")) {
    const found = typedValueDefects(tr, all);
    if (found.length > 0) any++;
    for (const k of new Set(found.map((d) => d.kind))) convs.set(k, (convs.get(k) ?? 0) + 1);
    for (const d of found) {
      values.set(d.kind, (values.get(d.kind) ?? 0) + 1);
      const ex = `${d.kind} ${d.key}=${JSON.stringify(d.value).slice(0, 60)}`;
      seen.set(ex, (seen.get(ex) ?? 0) + 1);
    }
  }
  console.log(
    `\ntyped values (user texts, call arguments, one-value results): ${any} conversations`,
  );
  for (const k of TYPED_VALUE_KINDS)
    console.log(
      `  ${k.padEnd(14)} ${String(convs.get(k) ?? 0).padStart(4)} conversations ${String(values.get(k) ?? 0).padStart(5)} values`,
    );
  if (process.argv.includes("--examples"))
    for (const [ex, n] of [...seen].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`  ${String(n).padStart(5)}  ${ex}`);
}

function report(): void {
  console.log(`place     strings  ${DEFECT_KINDS.map((k) => k.padStart(9)).join(" ")}  bad/1000`);
  for (const p of places) {
    const n = (k: string) => found[p].filter((d) => d.kind === k).length;
    const row = DEFECT_KINDS.map((k) => String(n(k)).padStart(9)).join(" ");
    const rate = ((1000 * found[p].length) / Math.max(1, strings[p])).toFixed(1);
    console.log(`${p.padEnd(9)} ${String(strings[p]).padStart(7)}  ${row}  ${rate.padStart(8)}`);
  }
  kindTable(RECORD_DEFECT_KINDS, records, 11);
  kindTable(SHAPE_DEFECT_KINDS, shapes, 14);
  if (bundles.size > 0) kindTable(PROSE_DEFECT_KINDS, prose, 14);
  if (process.argv.includes("--examples")) {
    examples(PROSE_DEFECT_KINDS, prose, 8);
    examples(SHAPE_DEFECT_KINDS, shapes, 8);
    examples(RECORD_DEFECT_KINDS, records, 8);
    examples(DEFECT_KINDS, found, 12);
  }
}

type Found = Record<Place, Array<{ kind: string; key: string; value: unknown }>>;

/** One row per place, one column per defect kind, and the place's total. */
function kindTable(kinds: readonly string[], by: Found, width: number): void {
  const short = (k: string) => k.slice(0, 11);
  console.log(`\nplace     ${kinds.map((k) => short(k).padStart(width)).join(" ")}   total`);
  for (const p of places) {
    const row = kinds
      .map((k) => String(by[p].filter((d) => d.kind === k).length).padStart(width))
      .join(" ");
    console.log(`${p.padEnd(9)} ${row}  ${String(by[p].length).padStart(6)}`);
  }
}

/** The most frequent `key=value` of each kind, with how often each occurs. */
function examples(kinds: readonly string[], by: Found, top: number): void {
  for (const k of kinds) {
    const counts = new Map<string, number>();
    for (const p of places)
      for (const d of by[p].filter((x) => x.kind === k)) {
        const ex = `${d.key}=${JSON.stringify(d.value).slice(0, 70)}`;
        counts.set(ex, (counts.get(ex) ?? 0) + 1);
      }
    const most = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    if (most.length === 0) continue;
    console.log(`\n${k}:`);
    for (const [ex, n] of most) console.log(`  ${String(n).padStart(5)}  ${ex}`);
  }
}
