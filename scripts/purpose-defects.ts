/**
 * Count record text a reader marks "nonsense data" because it is not written for its field's
 * purpose and its record (test/domain/purpose-defects.ts for the kinds): each bundle's seeded
 * state once, the gold calls' arguments and the tool results of a run's trajectories.
 *
 *   npx tsx scripts/purpose-defects.ts RUN_DIR [--examples]
 */
import {
  findPurposeDefects,
  PURPOSE_DEFECT_KINDS,
  type PurposeContext,
  type PurposeDefect,
  purposeContextOf,
} from "../test/domain/purpose-defects.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: purpose-defects.ts RUN_DIR [--examples]");
  process.exit(2);
}
const places = ["state", "args", "results"] as const;
type Place = (typeof places)[number];
const found: Record<Place, PurposeDefect[]> = { state: [], args: [], results: [] };
const tools = new Map<string, { ctx: PurposeContext; input?: unknown; output?: unknown }>();
for (const b of runBundles(dir)) {
  const ctx = purposeContextOf(b);
  const state = (b.initialState ?? {}) as Record<string, unknown>;
  const props = (b.stateSchema?.properties ?? {}) as Record<string, unknown>;
  for (const [k, v] of Object.entries(state)) findPurposeDefects(v, props[k], ctx, found.state, k);
  for (const t of b.tools ?? [])
    if (!tools.has(t.name))
      tools.set(t.name, { ctx, input: t.inputSchema, output: t.outputSchema });
}
let tasks = 0;
for (const t of runLines(dir, "tasks.jsonl")) {
  tasks++;
  for (const c of t.gold?.calls ?? []) {
    const tool = tools.get(c.name ?? c.tool);
    if (tool) findPurposeDefects(c.args, tool.input, tool.ctx, found.args, c.name ?? c.tool);
  }
}
let trajectories = 0;
for (const tr of runLines(dir, "trajectories.jsonl")) {
  trajectories++;
  for (const m of tr.messages ?? []) {
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    const tool = tools.get(m.name);
    if (!tool) continue;
    let v: unknown = m.content;
    try {
      v = JSON.parse(m.content);
    } catch {}
    findPurposeDefects(v, tool.output, tool.ctx, found.results, m.name);
  }
}
console.log(`${dir}: ${tasks} tasks, ${trajectories} trajectories`);
console.log(`place     ${PURPOSE_DEFECT_KINDS.map((k) => k.padStart(12)).join(" ")}   total`);
for (const p of places) {
  const row = PURPOSE_DEFECT_KINDS.map((k) =>
    String(found[p].filter((d) => d.kind === k).length).padStart(12),
  ).join(" ");
  console.log(`${p.padEnd(9)} ${row}  ${String(found[p].length).padStart(6)}`);
}
if (process.argv.includes("--examples"))
  for (const k of PURPOSE_DEFECT_KINDS) {
    const counts = new Map<string, number>();
    for (const p of places)
      for (const d of found[p].filter((x) => x.kind === k)) {
        const ex = `${d.key}=${JSON.stringify(d.value).slice(0, 70)}`;
        counts.set(ex, (counts.get(ex) ?? 0) + 1);
      }
    const most = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
    if (most.length === 0) continue;
    console.log(`\n${k}:`);
    for (const [ex, n] of most) console.log(`  ${String(n).padStart(5)}  ${ex}`);
  }
