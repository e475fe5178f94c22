/**
 * The doc-vs-value check (`src/core/synth/doc-values.ts`) over the environments seeded from
 * folders of API docs, with no verification and no tasks: per-kind counts of the fields whose
 * seeded values (the bundle's state and two episode states) disagree with their doc.
 *
 *   npx tsx scripts/doc-values.ts [--findings FILE] DIR...
 *
 * With `--runs`, each DIR is a run's output (`envfactory run --out DIR`): the same check over its
 * bundles' seeded state, plus the values in the tool results of its trajectories — what the
 * runtime answered at call time, which readers quote (`resultDocValues`).
 *
 *   npx tsx scripts/doc-values.ts --runs [--findings FILE] RUN_DIR...
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import type { EnvBundle } from "../src/core/schema/bundle.js";
import {
  DOC_VALUE_KINDS,
  type DocValueFinding,
  docValueFindings,
  type ResultConversation,
  resultDocValues,
} from "../src/core/synth/doc-values.js";

const args = process.argv.slice(2);
const at = args.indexOf("--findings");
const findingsFile = at >= 0 ? args.splice(at, 2)[1] : undefined;
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 && args.splice(runsAt, 1).length > 0;
if (args.length === 0) {
  console.error("usage: doc-values.ts [--runs] [--findings FILE] DIR...");
  process.exit(2);
}

type Json = Record<string, unknown>;
const jsonl = (file: string): Json[] =>
  readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Json);
const parse = (s: unknown): unknown => {
  if (typeof s !== "string") return s;
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
};

/** A run's bundles, and per bundle the conversations of its trajectories. */
function runFindings(dir: string): { bundles: number; found: DocValueFinding[] } {
  const bundles = readdirSync(join(dir, "envs"))
    .filter((f) => f.endsWith(".envbundle.json"))
    .map((f) => JSON.parse(readFileSync(join(dir, "envs", f), "utf8")) as EnvBundle);
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const tasks = new Map(jsonl(join(dir, "tasks.jsonl")).map((t) => [t.id as string, t]));
  const convs = new Map<string, ResultConversation[]>();
  for (const tr of jsonl(join(dir, "trajectories.jsonl"))) {
    const task = tasks.get(tr.taskId as string);
    const envs = ((task?.envs ?? []) as Json[]).flatMap((e) => {
      const b = byId.get(e.bundleId as string);
      return b ? [{ b, initialState: e.initialState as Json | undefined }] : [];
    });
    const per = new Map<
      string,
      ResultConversation & { calls: ResultConversation["calls"][number][] }
    >();
    const pending = new Map<string, { tool: string; args: Json }>();
    for (const m of (tr.messages ?? []) as Json[]) {
      for (const c of (m.tool_calls ?? []) as Json[]) {
        const fn = c.function as Json;
        pending.set(c.id as string, {
          tool: fn.name as string,
          args: (parse(fn.arguments) ?? {}) as Json,
        });
      }
      if (m.role !== "tool") continue;
      const call = pending.get(m.tool_call_id as string);
      const env = call && envs.find((e) => e.b.tools.some((t) => t.name === call.tool));
      const result = parse(m.content);
      if (!call || !env || result === undefined) continue;
      const conv = per.get(env.b.id) ?? {
        calls: [],
        ...(env.initialState ? { initialState: env.initialState } : {}),
      };
      per.set(env.b.id, conv);
      conv.calls.push({ ...call, result });
    }
    for (const [id, conv] of per) convs.set(id, [...(convs.get(id) ?? []), conv]);
  }
  const found: DocValueFinding[] = [];
  for (const b of bundles) {
    found.push(...docValueFindings(b, { episodes: [1, 2] }));
    found.push(...resultDocValues(b, convs.get(b.id) ?? []));
  }
  return { bundles: bundles.length, found };
}
const all: Array<DocValueFinding & { draw: string }> = [];
const rows: string[] = [];
for (const dir of args) {
  const files = statSync(dir).isDirectory()
    ? readdirSync(dir)
        .filter((x) => /\.(json|ya?ml)$/i.test(x) && x !== "index.json")
        .sort()
        .map((x) => join(dir, x))
    : [dir];
  const here: DocValueFinding[] = [];
  let bundles = 0;
  if (runs) {
    const r = runFindings(dir);
    bundles = r.bundles;
    here.push(...r.found);
  } else
    for (const f of files) {
      const ingested = await ingestFiles([{ name: f, text: readFileSync(f, "utf8") }]);
      for (const doc of ingested.docs) {
        const g = await generateHeuristicBundle(doc, { seed: 1 });
        if (!g.ok) continue;
        bundles++;
        here.push(...docValueFindings(g.value, { episodes: [1, 2] }));
      }
    }
  const by = (k: string) => here.filter((x) => x.kind === k).length;
  rows.push(`${dir}\t${bundles}\t${here.length}\t${DOC_VALUE_KINDS.map(by).join("\t")}`);
  all.push(...here.map((x) => ({ ...x, draw: dir })));
}
console.log(`draw\tbundles\tfields\t${DOC_VALUE_KINDS.join("\t")}`);
for (const r of rows) console.log(r);
const total = (k: string) => all.filter((x) => x.kind === k).length;
console.log(`TOTAL\t\t${all.length}\t${DOC_VALUE_KINDS.map(total).join("\t")}`);
if (findingsFile)
  writeFileSync(
    findingsFile,
    all
      .map(
        (f) =>
          `${f.kind}\t${f.draw}\t${f.bundle}\t${f.tool ? `${f.tool}→` : ""}${f.entity}.${f.field}\t${JSON.stringify(f.value).slice(0, 80)}\t${f.doc.replace(/\s+/g, " ").slice(0, 140)}`,
      )
      .join("\n"),
  );
