/**
 * Count the tasks of a run whose gold a reader marks meaningless or unsolvable (see
 * test/plan/gold-defects.ts for the kinds): gold calls from tasks.jsonl, their results from
 * trajectories.jsonl, tool docs and model from envs/*.envbundle.json.
 *
 *   npx tsx scripts/gold-defects.ts RUN_DIR [--examples]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type BundleLike,
  GOLD_DEFECT_KINDS,
  type GoldCall,
  type GoldDefect,
  goldDefects,
} from "../test/plan/gold-defects.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: gold-defects.ts RUN_DIR [--examples]");
  process.exit(2);
}
const jsonl = <T>(file: string): T[] =>
  existsSync(join(dir, file))
    ? readFileSync(join(dir, file), "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as T)
    : [];

interface Task {
  id: string;
  envs: Array<{ bundleId: string }>;
  gold: {
    calls: Array<{
      env?: string;
      tool: string;
      args: Record<string, unknown>;
      dependsOn?: number[];
    }>;
  };
  meta?: { goal?: string; secondGoal?: string; goalPhrase?: string; goalKind?: string };
  userFacts?: Array<{ key: string; value: unknown }>;
}
interface Trajectory {
  taskId: string;
  messages: Array<{ role: string; content?: unknown }>;
}

const bundles = new Map<string, BundleLike>();
for (const f of readdirSync(join(dir, "envs")).filter((f) => f.endsWith(".envbundle.json"))) {
  const b = JSON.parse(readFileSync(join(dir, "envs", f), "utf8")) as BundleLike & { id: string };
  bundles.set(b.id, b);
}
const results = new Map<string, unknown[]>();
for (const t of jsonl<Trajectory>("trajectories.jsonl"))
  results.set(
    t.taskId,
    t.messages
      .filter((m) => m.role === "tool")
      .map((m) => {
        try {
          return JSON.parse(String(m.content));
        } catch {
          return m.content;
        }
      }),
  );

// The assistant asks for what the first request already said ("on the bank account called X" →
// "Which name is it?" → "X."): a question whose reply is a phrase of the first user message.
let questions = 0;
let reasked = 0;
for (const t of jsonl<Trajectory>("trajectories.jsonl")) {
  const first = String(t.messages.find((m) => m.role === "user")?.content ?? "").toLowerCase();
  t.messages.forEach((m, i) => {
    const next = t.messages[i + 1];
    if (
      m.role !== "assistant" ||
      !String(m.content ?? "")
        .trim()
        .endsWith("?") ||
      next?.role !== "user"
    )
      return;
    questions++;
    const core = String(next.content ?? "")
      .trim()
      .replace(/^(?:oh,? sorry\s*[—-]\s*|it's |it is |that's |sure[,!]? )/i, "")
      .replace(/[.!]+$/, "")
      .trim()
      .toLowerCase();
    if (core.length >= 3 && first.includes(core)) reasked++;
  });
}

const tasks = jsonl<Task>("tasks.jsonl");
const byKind = new Map<string, Array<{ task: string; d: GoldDefect }>>();
let withAny = 0;
for (const task of tasks) {
  const env = task.envs[0]?.bundleId;
  const bundle = env ? bundles.get(env) : undefined;
  if (!bundle) continue;
  const res = results.get(task.id) ?? [];
  const calls: GoldCall[] = task.gold.calls.map((c, i) => ({
    tool: c.tool,
    args: c.args,
    ...(res[i] !== undefined ? { result: res[i] } : {}),
    ...(c.dependsOn ? { dependsOn: c.dependsOn } : {}),
  }));
  const goals = [task.meta?.goal, task.meta?.secondGoal].filter((g): g is string => !!g);
  // `s2.dag_id.select.last_expired`: the record the user named, and by which field.
  const selects = (task.userFacts ?? []).flatMap((f) => {
    const m = /\.select\.([^.]+)$/.exec(f.key);
    return m?.[1] ? [{ field: m[1], value: f.value }] : [];
  });
  const found = goldDefects(
    {
      goals,
      calls,
      selects,
      ...(task.meta?.goalPhrase ? { goalPhrase: task.meta.goalPhrase } : {}),
      ...(task.meta?.goalKind ? { goalKind: task.meta.goalKind } : {}),
    },
    bundle,
  );
  if (found.length > 0) withAny++;
  const kinds = new Set<string>();
  for (const d of found) {
    if (kinds.has(d.kind)) continue;
    kinds.add(d.kind);
    const list = byKind.get(d.kind) ?? [];
    list.push({ task: task.id.slice(0, 8), d });
    byKind.set(d.kind, list);
  }
}
console.log(`${dir}: ${tasks.length} tasks, ${withAny} with a gold defect`);
console.log(`  re-asked           ${reasked} of ${questions} assistant questions`);
for (const k of GOLD_DEFECT_KINDS) console.log(`  ${k.padEnd(18)} ${byKind.get(k)?.length ?? 0}`);
if (process.argv.includes("--examples"))
  for (const k of GOLD_DEFECT_KINDS)
    for (const { task, d } of (byKind.get(k) ?? []).slice(0, 6))
      console.log(`  [${k}] ${task} ${d.detail.slice(0, 200)}`);
