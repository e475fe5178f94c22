/**
 * Count list results a reader rejects (see test/domain/list-defects.ts): items of another type
 * than the tool lists, a key repeated within one result, items that are nothing but a key.
 *
 *   npx tsx scripts/list-defects.ts RUN_DIR [--examples]     tool results of a run's trajectories
 *   npx tsx scripts/list-defects.ts --specs DIR [--examples]  every list tool of every spec in DIR,
 *                                                              built with this checkout, called with {}
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { flatSchema, propsOf, schemaType } from "../src/core/domain/json-schema.js";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFile } from "../src/core/ingest/index.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";
import type { ToolSpec } from "../src/core/schema/index.js";
import {
  findListDefects,
  LIST_DEFECT_KINDS,
  type ListDefect,
} from "../test/domain/list-defects.js";

const TYPE_KEY = /(^|_)(type|kind|class|category)$/i;

/** Enum values of the type-like fields of a tool's listed items, per field. */
function typesOf(tool: ToolSpec): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (schema: unknown, depth: number) => {
    if (depth > 3) return;
    const s = flatSchema(schema);
    if (schemaType(s) === "array") return walk(s.items, depth + 1);
    for (const [k, v] of Object.entries(propsOf(s))) {
      const f = flatSchema(v);
      if (TYPE_KEY.test(k) && Array.isArray(f.enum)) out[k] = f.enum.map(String);
      else if (schemaType(f) === "array" || schemaType(f) === "object") walk(f, depth + 1);
    }
  };
  walk(tool.outputSchema, 0);
  return out;
}

const found: ListDefect[] = [];
let results = 0;
/** Results with at least one defect of each kind. */
const bad: Record<string, number> = {};
function judge(tool: string, result: unknown, types: Record<string, string[]>): void {
  results++;
  const mine = findListDefects(tool, result, types);
  for (const k of new Set(mine.map((d) => d.kind))) bad[k] = (bad[k] ?? 0) + 1;
  found.push(...mine);
}
const args = process.argv.slice(2);
const specsAt = args.indexOf("--specs");

if (specsAt >= 0) {
  const dir = args[specsAt + 1]!;
  for (const f of readdirSync(dir).filter((x) => /\.(json|ya?ml)$/.test(x))) {
    const r = await ingestFile({ name: f, text: readFileSync(join(dir, f), "utf8") });
    if (!r.ok) continue;
    const b = await generateHeuristicBundle(r.value, { seed: 11 });
    if (!b.ok) continue;
    const env = await createEnvInstance(b.value);
    if (!env.ok) continue;
    for (const t of b.value.tools) {
      if (t.kind !== "list") continue;
      const out = await env.value.call(t.name, {});
      if (!out.ok) continue;
      judge(t.name, out.result, typesOf(t));
    }
    env.value.dispose();
  }
  console.log(`${dir}: ${results} list results (every list tool called with {})`);
} else {
  const dir = args[0];
  if (!dir) {
    console.error("usage: list-defects.ts RUN_DIR | --specs DIR [--examples]");
    process.exit(2);
  }
  const envs = join(dir, "envs");
  const tools = new Map<string, ToolSpec>();
  if (existsSync(envs))
    for (const f of readdirSync(envs).filter((x) => x.endsWith(".envbundle.json"))) {
      const b = JSON.parse(readFileSync(join(envs, f), "utf8")) as {
        id: string;
        tools: ToolSpec[];
      };
      for (const t of b.tools) tools.set(`${b.id}/${t.name}`, t);
    }
  const jsonl = <T>(file: string) =>
    readFileSync(join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as T);
  const bundleOf = new Map<string, string[]>();
  for (const t of jsonl<{ id: string; envs?: Array<{ bundleId: string }> }>("tasks.jsonl"))
    bundleOf.set(
      t.id,
      (t.envs ?? []).map((e) => e.bundleId),
    );
  type Msg = { role: string; name?: string; content?: unknown };
  for (const tr of jsonl<{ taskId: string; messages: Msg[] }>("trajectories.jsonl")) {
    for (const m of tr.messages) {
      if (m.role !== "tool" || typeof m.content !== "string" || !m.name) continue;
      let v: unknown;
      try {
        v = JSON.parse(m.content);
      } catch {
        continue;
      }
      const spec = (bundleOf.get(tr.taskId) ?? [])
        .map((b) => tools.get(`${b}/${m.name}`))
        .find((x) => x);
      if (spec && spec.kind !== "list") continue;
      judge(m.name, v, spec ? typesOf(spec) : {});
    }
  }
  console.log(`${dir}: ${results} list results in trajectories`);
}

const n = (k: string) => found.filter((d) => d.kind === k).length;
const tools = (k: string) => new Set(found.filter((d) => d.kind === k).map((d) => d.tool)).size;
console.log(
  LIST_DEFECT_KINDS.map(
    (k) => `${k}: ${bad[k] ?? 0} results (${n(k)} items, ${tools(k)} tools)`,
  ).join("; "),
);
if (args.includes("--examples"))
  for (const k of LIST_DEFECT_KINDS) {
    const ex = [...new Set(found.filter((d) => d.kind === k).map((d) => `${d.tool} ${d.value}`))];
    if (ex.length) console.log(`\n${k}:\n  ${ex.slice(0, 10).join("\n  ")}`);
  }
