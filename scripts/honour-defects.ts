/**
 * Tool results that contradict their call or their record's own facts, over a run's trajectories
 * (and the seeded states of its tasks for the record-level kinds):
 *   created-value   a create's (or update's) result holds a value it was given, changed (`accountName` "Operating
 *                   Account" → `"name":"Main Account"`)
 *   filter-ignored  a list filtered by a value returns records with another value there (batches
 *                   filtered to SUBMITTED hold SUCCEEDED ones)
 *   lookup-other    a lookup by a value answers with a record holding another one (`pwId` pw_1021
 *                   → `"pw_id":"pw_1066"`)
 *   acted-other     a delete or action answers with a record holding another value of what it named
 *   code-label      a code and its label name different things (`{"code":"GBP","description":"Euro"}`)
 *   derived-amount  an amount after charges is not the amount less its charges (59 → 9998)
 *   ends-before-start  a record finished before it started (a new export started Jan 10, finished Jan 5)
 * Each is counted once per call; the record kinds once per distinct record, in tool results and
 * (apart) in the tasks' seeded states.
 *
 *   npx tsx scripts/honour-defects.ts RUN_DIR [--examples]
 */
import { looseKey } from "../src/core/domain/words.js";
import {
  codeLabelDisagreement,
  derivedAmountDisagreement,
  lifecycleDisagreement,
} from "../test/domain/honour-defects.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: honour-defects.ts RUN_DIR [--examples]");
  process.exit(2);
}
const showExamples = process.argv.includes("--examples");

type Rec = Record<string, unknown>;
interface Op {
  kind: string;
  entity?: string;
  params: Array<[string, string | null, string]>;
}
interface Model {
  ops: Record<string, Op>;
  entities: Record<string, { singular: string }>;
}
const isObj = (v: unknown): v is Rec => v !== null && typeof v === "object" && !Array.isArray(v);

/** The operation map a heuristic bundle's code starts with (`const M = {…};`). */
function modelOf(code: string): Model | undefined {
  const end = code.indexOf("\nvar TERMINAL");
  if (!code.startsWith("const M = ") || end < 0) return undefined;
  try {
    return JSON.parse(code.slice("const M = ".length, end).trim().replace(/;$/, "")) as Model;
  } catch {
    return undefined;
  }
}

const models = new Map<string, Model>();
for (const b of runBundles(dir)) {
  const m = typeof b.code === "string" ? modelOf(b.code) : undefined;
  if (m) models.set(b.id, m);
}
const tasks = new Map<string, Rec>(runLines(dir, "tasks.jsonl").map((t) => [t.id, t]));

/** Two keys name one field: the same words, or the call's key is the record's own (`accountName` on an account is its `name`). */
function sameField(argKey: string, key: string, noun: string): boolean {
  const a = looseKey(argKey);
  const k = looseKey(key);
  if (a === k) return true;
  return a.startsWith(noun) && a.length > noun.length && a.slice(noun.length) === k;
}
function same(a: unknown, b: unknown): boolean {
  if (isObj(a) || Array.isArray(a) || isObj(b) || Array.isArray(b))
    return JSON.stringify(a) === JSON.stringify(b);
  return String(a).toLowerCase() === String(b).toLowerCase();
}
const scalar = (v: unknown) =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** The record a create answered with: the result, or the one object it wraps. */
function recordOf(res: unknown): Rec | undefined {
  if (!isObj(res)) return undefined;
  const objs = Object.values(res).filter(isObj);
  if (Object.values(res).every((v) => !scalar(v)) && objs.length === 1) return objs[0];
  return res;
}
/** The items of a list result: the result array, or its one list of objects. */
function itemsOf(res: unknown): Rec[] | undefined {
  if (Array.isArray(res)) return res.filter(isObj);
  if (!isObj(res)) return undefined;
  const lists = Object.values(res).filter((v) => Array.isArray(v) && v.some(isObj)) as unknown[][];
  return lists.length === 1 ? lists[0]!.filter(isObj) : undefined;
}
/** Scalar arguments of a call, a body object's fields included, with the param mode the model gave each. */
function argsOf(op: Op, args: Rec): Array<[string, unknown, string]> {
  const out: Array<[string, unknown, string]> = [];
  for (const [k, v] of Object.entries(args)) {
    const mode = op.params.find((p) => p[0] === k)?.[2] ?? "set";
    if (isObj(v) && mode === "body") {
      for (const [bk, bv] of Object.entries(v)) if (scalar(bv)) out.push([bk, bv, "set"]);
    } else if (scalar(v)) out.push([k, v, mode]);
  }
  return out;
}

const counts = { calls: 0, writes: 0, filteredLists: 0, records: 0 };
const found: Record<string, string[]> = {
  "created-value": [],
  "filter-ignored": [],
  "lookup-other": [],
  "acted-other": [],
  "code-label": [],
  "derived-amount": [],
  "ends-before-start": [],
  "code-label (state)": [],
  "derived-amount (state)": [],
  "ends-before-start (state)": [],
};
const seenRecords = new Set<string>();
function walkRecords(v: unknown, where: string, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(v)) {
    for (const x of v) walkRecords(x, where, depth + 1);
    return;
  }
  if (!isObj(v)) return;
  const key = JSON.stringify(v);
  if (!seenRecords.has(key)) {
    seenRecords.add(key);
    counts.records++;
    const inState = where.startsWith("state ");
    const cl = codeLabelDisagreement(v);
    if (cl) found[inState ? "code-label (state)" : "code-label"]!.push(`${where}: ${cl}`);
    const da = derivedAmountDisagreement(v);
    if (da) found[inState ? "derived-amount (state)" : "derived-amount"]!.push(`${where}: ${da}`);
    const lc = lifecycleDisagreement(v);
    if (lc)
      found[inState ? "ends-before-start (state)" : "ends-before-start"]!.push(`${where}: ${lc}`);
  }
  for (const x of Object.values(v)) walkRecords(x, where, depth + 1);
}

for (const tr of runLines(dir, "trajectories.jsonl")) {
  const task = tasks.get(tr.taskId);
  const bundleId = (task?.envs as Rec[] | undefined)?.[0]?.bundleId as string | undefined;
  const model = bundleId ? models.get(bundleId) : undefined;
  const msgs = tr.messages as Rec[];
  for (let i = 0; i < msgs.length; i++) {
    const m = msgs[i]!;
    if (m.role !== "assistant" || !Array.isArray(m.tool_calls)) continue;
    for (const call of m.tool_calls as Rec[]) {
      const fn = call.function as { name: string; arguments: string };
      const reply = msgs.find((x) => x.role === "tool" && x.tool_call_id === call.id);
      if (!reply) continue;
      let args: Rec;
      let res: unknown;
      try {
        args = JSON.parse(fn.arguments || "{}");
        res = JSON.parse(String(reply.content));
      } catch {
        continue;
      }
      counts.calls++;
      walkRecords(res, `${fn.name}`);
      const op = model?.ops[fn.name];
      if (!op?.entity) continue;
      const noun = looseKey(model!.entities[op.entity]?.singular ?? op.entity);
      const line = `${fn.name} ${JSON.stringify(args).slice(0, 140)} → `;
      if (op.kind === "create" || op.kind === "update") {
        const rec = recordOf(res);
        if (!rec || (isObj(res) && "error" in res)) continue;
        counts.writes++;
        const bad = argsOf(op, args).flatMap(([k, v]) =>
          Object.keys(rec)
            .filter((rk) => sameField(k, rk, noun) && scalar(rec[rk]) && !same(rec[rk], v))
            .map((rk) => `${rk}=${JSON.stringify(rec[rk])} (given ${k}=${JSON.stringify(v)})`),
        );
        if (bad.length) found["created-value"]!.push(line + bad.join("; "));
      } else if (["read", "delete", "action"].includes(op.kind)) {
        // A lookup by a value answers with a record holding it (or says none does); a delete or
        // action tells of the record it named (`delete_image {imageDigest: a0de40…}` answered
        // `digest "4e06a…"`, fresh16).
        const rec = recordOf(res);
        if (!rec || "error" in rec) continue;
        const read = op.kind === "read";
        const bad = argsOf(op, args)
          .filter(([, , mode]) => mode === "eq" || mode === "id")
          .flatMap(([k, v]) =>
            Object.keys(rec)
              .filter((rk) => sameField(k, rk, noun) && scalar(rec[rk]) && !same(rec[rk], v))
              .map(
                (rk) =>
                  `${rk}=${JSON.stringify(rec[rk])} (${read ? "asked" : "named"} ${k}=${JSON.stringify(v)})`,
              ),
          );
        if (bad.length) found[read ? "lookup-other" : "acted-other"]!.push(line + bad.join("; "));
      } else if (op.kind === "list") {
        const items = itemsOf(res);
        const filters = argsOf(op, args).filter(
          ([, v, mode]) => ["eq", "id", "ignore", "set"].includes(mode) && typeof v !== "boolean",
        );
        if (!items || filters.length === 0) continue;
        let counted = false;
        const bad: string[] = [];
        for (const [k, v] of filters) {
          const wanted = String(v)
            .split(",")
            .map((x) => x.trim());
          for (const it of items) {
            const rk = Object.keys(it).find((x) => sameField(k, x, noun) && scalar(it[x]));
            if (!rk) continue;
            if (!counted) {
              counts.filteredLists++;
              counted = true;
            }
            if (!wanted.some((w) => same(w, it[rk]))) {
              bad.push(`${rk}=${JSON.stringify(it[rk])} (filter ${k}=${JSON.stringify(v)})`);
              break;
            }
          }
        }
        if (bad.length) found["filter-ignored"]!.push(line + bad.join("; "));
      }
    }
  }
}

// States after results: a record a reader saw in a result counts there.
for (const t of tasks.values()) {
  for (const e of (t.envs as Rec[]) ?? [])
    walkRecords(e.initialState, `state ${String(t.id).slice(0, 8)}`);
}

console.log(`honour defects in ${dir}`);
console.log(
  `  calls ${counts.calls}, creates/updates ${counts.writes}, filtered lists ${counts.filteredLists}, distinct records ${counts.records}`,
);
for (const [k, xs] of Object.entries(found)) {
  console.log(`  ${k.padEnd(16)} ${xs.length}`);
  if (showExamples) for (const x of xs.slice(0, 12)) console.log(`      ${x.slice(0, 260)}`);
}
