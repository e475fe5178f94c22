// Graph build scaling on synthetic tools, grounded sampling rate, and sampler vs random walk.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { buildToolGraph } from "../src/core/graph/index.js";
import { normaliseName } from "../src/core/graph/names.js";
import { flattenInputs, flattenOutputs } from "../src/core/graph/schema-walk.js";
import { ingestFile } from "../src/core/ingest/index.js";
import {
  comparePlanSets,
  sampleGroundedPlans,
  sampleRandomWalkPlans,
} from "../src/core/plan/index.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";
import { type EnvBundle, sealBundle, type ToolSpec } from "../src/core/schema/index.js";
import type { Report } from "./run.js";

const NOUNS = [
  "order",
  "invoice",
  "ticket",
  "device",
  "room",
  "patient",
  "slot",
  "event",
  "coupon",
  "asset",
];

/** `n` tools in envs of 10: per env two entities with list/get/create/update/delete + one action. */
export async function syntheticBundles(n: number): Promise<EnvBundle[]> {
  const out: EnvBundle[] = [];
  for (let e = 0; out.length * 10 < n; e++) {
    const tools: ToolSpec[] = [];
    const a = `${NOUNS[e % NOUNS.length]}${Math.floor(e / NOUNS.length)}`;
    const b = `${NOUNS[(e + 3) % NOUNS.length]}${Math.floor(e / NOUNS.length)}`;
    for (const [noun, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const rec = {
        type: "object",
        properties: {
          id: { type: "string", description: `Identifier of the ${noun}.` },
          name: { type: "string" },
          [`${other}_id`]: { type: "string", description: `The ${other} it belongs to.` },
          amount: { type: "number" },
        },
      };
      const idIn = { [`${noun}Id`]: { type: "string", description: `Identifier of the ${noun}.` } };
      tools.push(
        {
          name: `list_${noun}s`,
          description: `List ${noun}s.`,
          kind: "list",
          entity: `${noun}s`,
          inputSchema: { type: "object", properties: { [`${other}_id`]: { type: "string" } } },
          outputSchema: {
            type: "object",
            properties: { [`${noun}s`]: { type: "array", items: rec } },
          },
        },
        {
          name: `get_${noun}`,
          description: `Get a ${noun}.`,
          kind: "read",
          entity: `${noun}s`,
          inputSchema: { type: "object", properties: idIn, required: [`${noun}Id`] },
          outputSchema: rec,
        },
        {
          name: `create_${noun}`,
          description: `Create a ${noun}.`,
          kind: "create",
          entity: `${noun}s`,
          inputSchema: {
            type: "object",
            properties: { name: { type: "string" }, [`${other}_id`]: { type: "string" } },
            required: ["name", `${other}_id`],
          },
          outputSchema: rec,
        },
        {
          name: `update_${noun}`,
          description: `Update a ${noun}.`,
          kind: "update",
          entity: `${noun}s`,
          inputSchema: {
            type: "object",
            properties: { ...idIn, amount: { type: "number" } },
            required: [`${noun}Id`],
          },
          outputSchema: rec,
        },
        {
          name: `delete_${noun}`,
          description: `Delete a ${noun}.`,
          kind: "delete",
          entity: `${noun}s`,
          inputSchema: { type: "object", properties: idIn, required: [`${noun}Id`] },
          outputSchema: { type: "object", properties: { deleted: { type: "boolean" } } },
        },
      );
    }
    out.push(
      await sealBundle({
        format: "envfactory.bundle/v1",
        name: `synthetic-${e}`,
        description: "",
        domain: "synthetic",
        tools,
        stateSchema: { type: "object" },
        initialState: {},
        code: "export default {}",
        seed: e,
        clock: { start: "2026-01-05T09:00:00.000Z", stepMs: 1000 },
      }),
    );
  }
  return out;
}

/** The index-free baseline: compare every input leaf with every output leaf of every other tool. */
function allPairsEdgeCount(bundles: EnvBundle[]): number {
  const tools = bundles.flatMap((b) =>
    b.tools.map((t) => ({
      ins: flattenInputs(t.inputSchema).map((l) => normaliseName(l.field)),
      outs: flattenOutputs(t.outputSchema).map((l) => normaliseName(l.field)),
    })),
  );
  let edges = 0;
  for (const c of tools) {
    for (const p of tools) {
      if (p === c) continue;
      for (const i of c.ins) for (const o of p.outs) if (i === o) edges++;
    }
  }
  return edges;
}

function timeIt<T>(fn: () => T, repeats = 3): { ms: number; value: T } {
  let best = Number.POSITIVE_INFINITY;
  let value: T | undefined;
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now();
    value = fn();
    best = Math.min(best, performance.now() - t0);
  }
  return { ms: best, value: value as T };
}

async function fixtureBundles(): Promise<EnvBundle[]> {
  const dir = join(import.meta.dirname, "../test/fixtures/graph/docs");
  const out: EnvBundle[] = [];
  for (const name of readdirSync(dir).sort()) {
    const doc = await ingestFile({ name, text: readFileSync(join(dir, name), "utf8") });
    if (!doc.ok) continue;
    const b = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (b.ok) out.push(b.value);
  }
  return out;
}

export async function run(report: Report): Promise<void> {
  const perTool: Record<number, number> = {};
  for (const n of [1000, 10000]) {
    const bundles = await syntheticBundles(n);
    const tools = bundles.reduce((s, b) => s + b.tools.length, 0);
    const { ms, value: graph } = timeIt(() => buildToolGraph(bundles), n >= 10000 ? 2 : 3);
    perTool[n] = ms / tools;
    report(`graph build, ${tools} synthetic tools`, ms, "ms", `${graph.size} edges`);
    report(`graph build per tool, ${tools} tools`, (ms * 1000) / tools, "µs/tool");
    const cross = timeIt(() => buildToolGraph(bundles, { crossEnv: true }), 1);
    report(`graph build cross-env, ${tools} tools`, cross.ms, "ms", `${cross.value.size} edges`);
  }
  report(
    "per-tool cost ratio 10,000 vs 1,000 tools",
    perTool[10000]! / perTool[1000]!,
    "x",
    "1.0 = linear; all-pairs would be ~10",
  );
  const small = await syntheticBundles(1000);
  const naive = timeIt(() => allPairsEdgeCount(small), 1);
  const indexed = timeIt(() => buildToolGraph(small, { crossEnv: true }), 1);
  report(
    "baseline: all-pairs name comparison, 1,000 tools",
    naive.ms,
    "ms",
    "no index, names only",
  );
  report(
    "indexed cross-env build vs all-pairs baseline, 1,000 tools",
    indexed.ms / naive.ms,
    "x",
    "indexed does scoring + TF-IDF too",
  );

  const fixtures = await fixtureBundles();
  const graph = buildToolGraph(fixtures);
  const count = 40;
  const opts = { seed: 11, count, openEnv: createEnvInstance };
  let t0 = performance.now();
  const topo = await sampleGroundedPlans(fixtures, graph, opts);
  const topoMs = performance.now() - t0;
  t0 = performance.now();
  const walk = await sampleRandomWalkPlans(fixtures, graph, opts);
  const walkMs = performance.now() - t0;
  report(
    "topology-aware: grounded plans per second",
    (topo.plans.length * 1000) / topoMs,
    "plans/s",
    `${topo.plans.length} plans, ${topo.attempts} attempts, ${fixtures.length} fixture envs`,
  );
  report(
    "random walk: grounded plans per second",
    (walk.plans.length * 1000) / walkMs,
    "plans/s",
    `${walk.plans.length} plans, ${walk.attempts} attempts`,
  );
  report(
    "topology-aware / random-walk attempts per plan",
    topo.attempts / topo.plans.length / (walk.attempts / Math.max(1, walk.plans.length)),
    "x",
  );
  const a = comparePlanSets(graph, topo.plans);
  const b = comparePlanSets(graph, walk.plans);
  for (const key of Object.keys(a) as Array<keyof typeof a>) {
    report(`topology-aware ${key}`, a[key], "", `random walk ${b[key].toFixed(3)}`);
  }
}
