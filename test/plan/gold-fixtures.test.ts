import { beforeAll, describe, expect, it } from "vitest";
import { singular } from "../../src/core/domain/words.js";
import { buildToolGraph, toolKindOf } from "../../src/core/graph/index.js";
import { semanticModelOf } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson, type EnvBundle, type Task } from "../../src/core/schema/index.js";
import { type SynthReport, synthesize } from "../../src/core/synth/index.js";
import { fixtureBundles } from "../graph/fixture-bundles.js";

// The bundled examples (same docs as test/fixtures/graph/docs and ../shared/fixtures) through the
// heuristic envgen, 200 tasks at seed 3: the figures the meaningful-gold issue asks for.
let bundles: EnvBundle[];
let tasks: Task[];
let report: SynthReport;

beforeAll(async () => {
  bundles = [...(await fixtureBundles()).values()];
  const out = await synthesize(bundles, buildToolGraph(bundles), {
    count: 200,
    seed: 3,
    turns: "mixed",
  });
  tasks = out.tasks;
  report = out.report;
}, 1_200_000);

type Json = Record<string, unknown>;
const user = (s: Json) => {
  const { __env: _e, ...rest } = s;
  return rest;
};

/** Records of a collection, arrays or id-keyed maps alike. */
function records(state: Json, collection: string): Json[] {
  const v = state[collection];
  if (Array.isArray(v)) return v as Json[];
  return v && typeof v === "object" ? (Object.values(v) as Json[]) : [];
}

/** Replays every task's gold calls from its own initial state, collecting what is meaningless. */
async function audit(): Promise<{ violations: string[]; noopWrites: string[] }> {
  const violations: string[] = [];
  const noopWrites: string[] = [];
  for (const t of tasks) {
    const opened = new Map<string, Awaited<ReturnType<typeof createEnvInstance>>>();
    const before = new Map<string, string>();
    for (const e of t.envs) {
      const b = bundles.find((x) => x.id === e.bundleId) as EnvBundle;
      const inst = await createEnvInstance(b, {
        initialState: e.initialState,
        episodeSeed: e.episodeSeed ?? t.seed,
      });
      if (!inst.ok) throw new Error(inst.error.message);
      opened.set(b.id, inst);
      before.set(b.id, canonicalJson(user(await inst.value.state())));
    }
    let writes = false;
    for (const c of t.gold.calls) {
      const b = bundles.find((x) => x.id === (c.env ?? t.envs[0]?.bundleId)) as EnvBundle;
      const inst = opened.get(b.id);
      if (!inst?.ok) throw new Error("not opened");
      const spec = b.tools.find((x) => x.name === c.tool);
      if (!spec) throw new Error(`unknown tool ${c.tool}`);
      if (!["read", "list", "compute"].includes(toolKindOf(spec, b.tools).kind)) writes = true;
      const state = await inst.value.state();
      for (const p of semanticModelOf(b)?.tools[c.tool]?.preconditions ?? []) {
        if (!p.field || p.kind === "exists") continue;
        for (const v of Object.values(c.args)) {
          for (const r of records(state, p.entity)) {
            // The record the argument names: its own id, not any field that happens to match.
            const own = Object.keys(r).filter(
              (k) => k === "id" || k === `${singular(p.entity)}_id`,
            );
            if (typeof v !== "string" || !own.some((k) => r[k] === v) || !(p.field in r)) continue;
            const inside = (p.values ?? []).includes(r[p.field]);
            if (p.kind === "field-in" ? !inside : inside)
              violations.push(`${c.tool}(${JSON.stringify(c.args)}): ${p.reason}`);
          }
        }
      }
      await inst.value.call(c.tool, c.args);
    }
    if (writes) {
      let changed = false;
      for (const [id, inst] of opened) {
        if (!inst.ok) continue;
        if (canonicalJson(user(await inst.value.state())) !== before.get(id)) changed = true;
        inst.value.dispose();
      }
      if (!changed) noopWrites.push(`${t.id.slice(0, 8)} ${String(t.meta?.goal)}`);
    } else for (const inst of opened.values()) if (inst.ok) inst.value.dispose();
  }
  return { violations, noopWrites };
}

describe("meaningful gold over 200 tasks on the fixture bundles", () => {
  it("keeps 200 tasks with no gold call violating a precondition and no write that changes nothing", async () => {
    expect(tasks.length).toBe(200);
    const { violations, noopWrites } = await audit();
    expect(violations).toEqual([]);
    expect(noopWrites).toEqual([]);
    const withPreconditions = bundles.flatMap((b) =>
      Object.values(semanticModelOf(b)?.tools ?? {}).filter((t) => t.preconditions.length > 0),
    );
    // The audit only means something when the models carry preconditions.
    expect(withPreconditions.length).toBeGreaterThan(0);
  }, 300_000);

  it("has plans of three or more calls and two write goals, and covers ≥ 90% of the tools", () => {
    const long = tasks.filter((t) => t.gold.calls.length >= 3).length;
    expect(long / tasks.length).toBeGreaterThanOrEqual(0.35);
    expect(report.gold.shareAtLeast3Calls).toBe(long / tasks.length);
    expect(tasks.filter((t) => t.meta?.secondGoal !== undefined).length).toBeGreaterThan(10);
    // Every tool left out must say why (sampler failure, check, never drawn).
    expect(report.toolCoverage).toBeGreaterThanOrEqual(0.9);
    for (const tool of report.uncoveredTools)
      expect(report.uncoveredReasons[tool]?.length).toBeGreaterThan(0);
  });

  it("starts tasks from varied initial states: at least two per environment", () => {
    const per = new Map<string, Set<string>>();
    for (const t of tasks)
      for (const e of t.envs) {
        expect(typeof e.episodeSeed).toBe("number");
        const seen = per.get(e.bundleId) ?? new Set<string>();
        seen.add(canonicalJson(e.initialState));
        per.set(e.bundleId, seen);
      }
    expect(per.size).toBe(4);
    for (const [, states] of per) expect(states.size).toBeGreaterThanOrEqual(2);
  });
});
