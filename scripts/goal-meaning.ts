/**
 * Whether a run's goals are tools a person would pick, with the inputs that make them mean
 * something (fresh13 readers A/M):
 * - goals on a near-duplicate endpoint that is not its family's canonical one (`Search_Feed_3`);
 * - distinct goal families covered (a family = a canonical tool and its twins);
 * - goal writes that say nothing: `{}` or only plumbing, a send without its message or recipient,
 *   a write without the record its doc says it works on (`createMock` without `collection`);
 * - goals on tools that are no errand (`notAGoal`: an example of a request, a target the path
 *   names but no input carries);
 * - a second goal that ends the record the first one made or changed (open, then close it).
 *
 *   npx tsx scripts/goal-meaning.ts RUN_DIR [--examples]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { goalTwins } from "../src/core/plan/goal-families.js";
import {
  closesRecord,
  isResultControl,
  machineValue,
  neededByMeaning,
  notAGoal,
  saysSomething,
  toolModelOf,
} from "../src/core/plan/semantics.js";
import type { EnvBundle, ToolSpec } from "../src/core/schema/index.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: goal-meaning.ts RUN_DIR [--examples]");
  process.exit(2);
}
const showExamples = process.argv.includes("--examples");

interface Call {
  tool: string;
  args: Record<string, unknown>;
  turn?: number;
}
interface Task {
  envs: Array<{ bundleId: string }>;
  gold: { calls: Call[] };
  meta: { goal: string; goalKind: string; secondGoal?: string };
}

const bundles = new Map<string, EnvBundle>();
for (const f of readdirSync(join(dir, "envs")).filter((f) => f.endsWith(".envbundle.json"))) {
  const b = JSON.parse(readFileSync(join(dir, "envs", f), "utf8")) as EnvBundle;
  bundles.set(b.id, b);
}
const tasks: Task[] = existsSync(join(dir, "tasks.jsonl"))
  ? readFileSync(join(dir, "tasks.jsonl"), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Task)
  : [];

const twins = new Map<string, Map<string, string>>();
for (const [id, b] of bundles) twins.set(id, goalTwins(b));
const familyOf = (bundleId: string, tool: string) =>
  `${bundleId}/${twins.get(bundleId)?.get(tool) ?? tool}`;

/** Input leaves of a schema as the sampler names them (`a.b`, `a[].b`). */
function leaves(schema: unknown, prefix = "", out: string[] = []): string[] {
  const props = (schema as { properties?: Record<string, unknown> }).properties ?? {};
  for (const [k, v] of Object.entries(props)) {
    const name = `${prefix}${k}`;
    out.push(name);
    const s = v as { type?: unknown; items?: { type?: unknown } };
    if (s.type === "object") leaves(s, `${name}.`, out);
    if (s.type === "array" && s.items?.type === "object") leaves(s.items, `${name}[].`, out);
  }
  return out;
}

/** The value of a leaf in call args (`a[].b` looks into the first element). */
function valueAt(args: Record<string, unknown>, leaf: string): unknown {
  let v: unknown = args;
  for (const part of leaf.split(".")) {
    const arr = part.endsWith("[]");
    const key = arr ? part.slice(0, -2) : part;
    v = (v as Record<string, unknown> | undefined)?.[key];
    if (arr) v = Array.isArray(v) ? v[0] : undefined;
    if (v === undefined) return undefined;
  }
  return v;
}

const WRITES = new Set(["create", "update", "delete", "action"]);
const counts = {
  tasks: tasks.length,
  twinGoals: 0,
  goals: 0,
  emptyWrites: 0,
  missingNeeded: 0,
  notAGoal: 0,
  undoingFollowUps: 0,
};
const examples: Record<string, string[]> = {};
const note = (kind: string, text: string) => {
  const list = examples[kind] ?? [];
  list.push(text);
  examples[kind] = list;
};
const familiesUsed = new Set<string>();

for (const t of tasks) {
  const bundle = bundles.get(t.envs[0]?.bundleId ?? "");
  if (!bundle) continue;
  const goals = [t.meta.goal, ...(t.meta.secondGoal ? [t.meta.secondGoal] : [])];
  for (const [i, goal] of goals.entries()) {
    counts.goals++;
    familiesUsed.add(familyOf(bundle.id, goal));
    const spec = bundle.tools.find((s) => s.name === goal) as ToolSpec | undefined;
    const call = [...t.gold.calls].reverse().find((c) => c.tool === goal && (c.turn ?? 0) === i);
    if (!spec || !call) continue;
    const line = `${goal} ${JSON.stringify(call.args).slice(0, 160)}`;
    if (twins.get(bundle.id)?.has(goal)) {
      counts.twinGoals++;
      note("twin-goal", `${line} (canonical: ${twins.get(bundle.id)?.get(goal)})`);
    }
    const why = notAGoal(spec);
    if (why) {
      counts.notAGoal++;
      note(`not-a-goal:${why}`, line);
    }
    const kind = toolModelOf(bundle, goal)?.kind ?? "";
    if (kind === "delete" || (!WRITES.has(kind) && kind !== "compute")) continue;
    const said = Object.entries(call.args).filter(
      ([k, v]) => !machineValue(bundle, goal, k) && !isResultControl(k) && saysSomething(v),
    );
    if (said.length === 0 && kind !== "compute") {
      counts.emptyWrites++;
      note("empty-write", line);
    }
    const missing = leaves(spec.inputSchema).filter(
      (l) => neededByMeaning(bundle, spec, l) && valueAt(call.args, l) === undefined,
    );
    if (missing.length > 0) {
      counts.missingNeeded++;
      note("missing-needed", `${line} (missing ${missing.join(", ")})`);
    }
  }
  if (t.meta.secondGoal) {
    const first = t.meta.goal;
    const second = t.meta.secondGoal;
    const firstKind = toolModelOf(bundle, first)?.kind ?? "";
    const secondKind = toolModelOf(bundle, second)?.kind ?? "";
    if (
      WRITES.has(firstKind) &&
      (secondKind === "delete" || closesRecord(bundle, second)) &&
      toolModelOf(bundle, first)?.entity === toolModelOf(bundle, second)?.entity
    ) {
      counts.undoingFollowUps++;
      note("undoing-follow-up", `${first} → ${second}`);
    }
  }
}

let families = 0;
for (const [id, b] of bundles) {
  const fam = new Set(b.tools.map((s) => familyOf(id, s.name)));
  families += fam.size;
}
const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
console.log(`tasks: ${counts.tasks}, goals: ${counts.goals}`);
console.log(
  `goals on a non-canonical twin: ${counts.twinGoals} (${pct(counts.twinGoals, counts.goals)})`,
);
console.log(
  `goal families covered: ${familiesUsed.size} of ${families} (${pct(familiesUsed.size, families)})`,
);
console.log(`goal writes that say nothing: ${counts.emptyWrites}`);
console.log(`goal writes missing an input their meaning needs: ${counts.missingNeeded}`);
console.log(`goals that are no errand (example, unnamed target, …): ${counts.notAGoal}`);
console.log(`second goals ending the record the first wrote: ${counts.undoingFollowUps}`);
if (showExamples)
  for (const [k, list] of Object.entries(examples)) {
    console.log(`\n${k}:`);
    for (const x of list.slice(0, 8)) console.log(`  ${x}`);
  }
