/**
 * Goals on tools that answer a question from their inputs — a lookup, an availability check, a
 * render, a geocode, a preflight (the tools today's `inferToolKind` makes compute) — and how many
 * of them a run phrased as a record to list, add or name ("list the waybacks", "add a new
 * available", "the width and height of the chartjs280"): the figure of the "a tool that answers a
 * question is not a record store" rule, for a run made before or after it.
 *
 *   npx tsx scripts/question-goals.ts RUN_DIR [--examples]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { inferToolKind } from "../src/core/domain/tool-kind.js";
import type { EnvBundle } from "../src/core/schema/index.js";
import { runDirArgs } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: question-goals.ts RUN_DIR [--examples]");

/** A request that treats its object as a stored record: listed, added, removed, or its fields read. */
const AS_RECORD =
  /\b(list|add|create|new|remove|delete|register)\b|\bwhat(?:'s| is| are) the \w+(?: and \w+)? of the\b/i;

const questionTools = new Set<string>();
const envTools = new Map<string, number>();
for (const f of readdirSync(join(dir, "envs")).filter((x) => x.endsWith(".envbundle.json"))) {
  const b = JSON.parse(readFileSync(join(dir, "envs", f), "utf8")) as EnvBundle;
  for (const t of b.tools) {
    if (inferToolKind(t, b.tools).kind === "compute") questionTools.add(t.name);
  }
  envTools.set(b.name, b.tools.length);
}

interface Task {
  meta: { goal?: string; goalKind?: string; goalPhrase?: string };
  turns: { user: string }[];
  gold: { calls: { tool: string }[] };
}
const tasks = readFileSync(join(dir, "tasks.jsonl"), "utf8")
  .split("\n")
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Task);

let goals = 0;
let asRecord = 0;
let recordKind = 0;
const used = new Set<string>();
const shown: string[] = [];
for (const t of tasks) {
  for (const c of t.gold.calls) if (questionTools.has(c.tool)) used.add(c.tool);
  const goal = t.meta.goal;
  if (!goal || !questionTools.has(goal)) continue;
  goals++;
  const said = t.turns[0]?.user ?? "";
  const kindWrong = t.meta.goalKind !== undefined && t.meta.goalKind !== "compute";
  if (kindWrong) recordKind++;
  if (AS_RECORD.test(said) || kindWrong) {
    asRecord++;
    if (examples && shown.length < 12) shown.push(`  [${goal} as ${t.meta.goalKind}] ${said}`);
  } else if (examples && shown.length < 12) shown.push(`  ok [${goal}] ${said}`);
}
console.log(`tasks: ${tasks.length}`);
console.log(`question tools (compute by today's rule): ${questionTools.size}`);
console.log(`question tools used by a task: ${used.size} of ${questionTools.size}`);
console.log(`goals on question tools: ${goals}`);
console.log(
  `  phrased or planned as a record (list/add/name, or goal kind not compute): ${asRecord}`,
);
console.log(`  of which goal kind not compute: ${recordKind}`);
if (examples) console.log(shown.join("\n"));
