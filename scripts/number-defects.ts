/**
 * Count number and time defects over a run (see `findNumberDefects` / `saidNumberDefects` in
 * test/domain/value-defects.ts): tiny epoch values, windows that close before they open and
 * over-precise floats in seeded states, gold arguments and tool results; numbers the user says
 * rounded or bare; and result controls (`size`, `limit`, …) in gold the user never stated.
 *
 *   npx tsx scripts/number-defects.ts RUN_DIR [--examples]
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  findNumberDefects,
  NUMBER_DEFECT_KINDS,
  type NumberDefect,
  saidNumberDefects,
} from "../test/domain/value-defects.js";
import { runDirArgs } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: number-defects.ts RUN_DIR [--examples]");

interface Task {
  id: string;
  envs?: Array<{ initialState?: unknown }>;
  turns?: Array<{ user?: string; reveals?: Array<{ text?: string }> }>;
  gold?: { calls?: Array<{ tool?: string; args?: Record<string, unknown> }> };
}
const lines = (file: string) =>
  readFileSync(join(dir, file), "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l));

const tasks = lines("tasks.jsonl") as Task[];
const trajectories = lines("trajectories.jsonl") as Array<{
  messages?: Array<{ role: string; content?: unknown }>;
}>;

const places = {
  state: [] as NumberDefect[],
  args: [] as NumberDefect[],
  results: [] as NumberDefect[],
};
const taskHit = { tinyEpochArgs: 0, invertedArgs: 0, overPreciseArgs: 0 };
const said: Record<string, number> = { "said-rounded": 0, "over-precise-said": 0, unlabelled: 0 };
const saidEx: string[] = [];
let hiddenControl = 0;
const hiddenEx: string[] = [];
const CONTROL =
  /^(size|limit|page_?size|per_?page|max_?results|max_?items|count|top|page|offset)$/i;

const seenStates = new Set<string>();
for (const t of tasks) {
  for (const e of t.envs ?? []) {
    const key = JSON.stringify(e.initialState ?? null);
    if (seenStates.has(key)) continue;
    seenStates.add(key);
    findNumberDefects(e.initialState, "", places.state);
  }
  const argDefects: NumberDefect[] = [];
  const args = (t.gold?.calls ?? []).map((c) => c.args ?? {});
  for (const a of args) findNumberDefects(a, "", argDefects);
  places.args.push(...argDefects);
  if (argDefects.some((d) => d.kind === "tiny-epoch")) taskHit.tinyEpochArgs++;
  if (argDefects.some((d) => d.kind === "inverted-window")) taskHit.invertedArgs++;
  if (argDefects.some((d) => d.kind === "over-precise")) taskHit.overPreciseArgs++;
  const text = (t.turns ?? [])
    .flatMap((u) => [u.user ?? "", ...(u.reveals ?? []).map((r) => r.text ?? "")])
    .join(" \n ");
  const kinds = new Set(saidNumberDefects(text, args).map((d) => d.kind));
  for (const k of kinds) {
    said[k] = (said[k] ?? 0) + 1;
    if (saidEx.length < 12) saidEx.push(`${k}: ${text.slice(0, 200)}`);
  }
  const hidden = args.flatMap((a) =>
    Object.entries(a).filter(
      ([k, v]) => CONTROL.test(k) && typeof v === "number" && !new RegExp(`\\b${v}\\b`).test(text),
    ),
  );
  if (hidden.length > 0) {
    hiddenControl++;
    if (hiddenEx.length < 8)
      hiddenEx.push(`${JSON.stringify(Object.fromEntries(hidden))}: ${text.slice(0, 120)}`);
  }
}
for (const tr of trajectories)
  for (const m of tr.messages ?? []) {
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    try {
      findNumberDefects(JSON.parse(m.content), "", places.results);
    } catch {}
  }

console.log(`${dir}: ${tasks.length} tasks, ${seenStates.size} distinct states`);
console.log(`place     ${NUMBER_DEFECT_KINDS.map((k) => k.padStart(16)).join(" ")}`);
for (const [p, ds] of Object.entries(places))
  console.log(
    `${p.padEnd(9)} ${NUMBER_DEFECT_KINDS.map((k) => String(ds.filter((d) => d.kind === k).length).padStart(16)).join(" ")}`,
  );
console.log(
  `tasks with gold args: tiny-epoch ${taskHit.tinyEpochArgs}, inverted-window ${taskHit.invertedArgs}, over-precise ${taskHit.overPreciseArgs}`,
);
console.log(
  `tasks whose user text: said-rounded ${said["said-rounded"]}, over-precise-said ${said["over-precise-said"]}, unlabelled ${said.unlabelled}`,
);
console.log(`tasks with a result control in gold the user never said: ${hiddenControl}`);
if (examples) {
  for (const [p, ds] of Object.entries(places))
    for (const d of ds.slice(0, 6)) console.log(`  ${p} ${d.kind} ${d.key}=${d.value}`);
  for (const e of saidEx) console.log(`  ${e}`);
  for (const e of hiddenEx) console.log(`  hidden ${e}`);
}
