import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/index.js";
import { InstancePool } from "../../src/core/synth/instance-pool.js";
import { sandboxRunner } from "../../src/core/synth/sandbox-runner.js";

async function example(name: string): Promise<EnvBundle> {
  const dir = join(import.meta.dirname, "../../public/examples");
  const doc = await ingestFile({ name, text: readFileSync(join(dir, name), "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/** State, hash and the outcomes of the bundle's first tools called with no arguments. */
async function trace(
  inst: {
    call(t: string, a: Record<string, unknown>): Promise<unknown>;
    state(): unknown;
    stateHash(): unknown;
  },
  bundle: EnvBundle,
) {
  const outcomes = [];
  for (const t of bundle.tools.slice(0, 4)) outcomes.push(await inst.call(t.name, {}));
  return { outcomes, state: await inst.state(), hash: await inst.stateHash() };
}

describe("InstancePool", () => {
  it("a reused instance starts exactly where a freshly loaded one does", async () => {
    const bundle = await example("smart-home.mcp.json");
    const pool = new InstancePool(2);
    try {
      // Dirty an instance, return it, then take it back for other episodes.
      const first = await pool.acquire(bundle, { episodeSeed: 1 });
      if (!first.ok) throw new Error(first.error.message);
      await trace(first.value, bundle);
      first.value.dispose();
      const { __env: _e, ...user } = bundle.initialState;
      const cases = [
        { episodeSeed: 42 },
        { episodeSeed: 43, initialState: user },
        { initialState: { ...user, __env: { ticks: 5, ids: { x: 3 } } } },
      ];
      for (const options of cases) {
        const reused = await pool.acquire(bundle, options);
        if (!reused.ok) throw new Error(reused.error.message);
        const fresh = await createEnvInstance(bundle, options);
        if (!fresh.ok) throw new Error(fresh.error.message);
        expect(await trace(reused.value, bundle)).toEqual(await trace(fresh.value, bundle));
        reused.value.dispose();
        fresh.value.dispose();
      }
      // A disposed handle cannot reach the instance someone else now holds.
      const h = await pool.acquire(bundle, {});
      if (!h.ok) throw new Error(h.error.message);
      h.value.dispose();
      expect(() => h.value.call(bundle.tools[0]!.name, {})).toThrow(/after dispose/);
    } finally {
      pool.dispose();
    }
  });

  it("keeps an idle instance per bundle while a job rotates through more bundles than four", async () => {
    const names = [
      "shop.openapi.yaml",
      "smart-home.mcp.json",
      "clinic.envfactory-metadata.json",
      "helpdesk.openai-tools.json",
    ];
    const bundles = await Promise.all(names.map(example));
    // Two copies of each under other ids: eight bundles taken in turn, as the sampler's fair
    // rotation takes environments.
    const all = [...bundles, ...bundles.map((b) => ({ ...b, id: `${b.id}-copy` }))];
    const pool = new InstancePool(all.length);
    try {
      for (let round = 0; round < 3; round++)
        for (const b of all) {
          const got = await pool.acquire(b, { episodeSeed: round + 1 });
          if (!got.ok) throw new Error(got.error.message);
          got.value.dispose();
        }
      expect(pool.stats).toEqual({ created: all.length, reused: 2 * all.length, evicted: 0 });
      // With room for fewer than the rotation, the least recently returned goes first: all miss.
      const small = new InstancePool(all.length - 1);
      for (let round = 0; round < 2; round++)
        for (const b of all) {
          const got = await small.acquire(b, {});
          if (!got.ok) throw new Error(got.error.message);
          got.value.dispose();
        }
      expect(small.stats).toEqual({
        created: 2 * all.length,
        reused: 0,
        evicted: 2 * all.length - (all.length - 1),
      });
      small.dispose();
    } finally {
      pool.dispose();
    }
  });

  it("keeps its idle instances within the heap budget, evicting the least recently returned", async () => {
    const bundles = await Promise.all(
      ["shop.openapi.yaml", "smart-home.mcp.json", "helpdesk.openai-tools.json"].map(example),
    );
    const probe = await createEnvInstance(bundles[0]!);
    if (!probe.ok) throw new Error(probe.error.message);
    const one = probe.value.heapBytes?.() ?? 0;
    probe.value.dispose();
    expect(one).toBeGreaterThan(0);
    // Room for two instances' heaps among three bundles taken in turn: the third return evicts.
    const pool = new InstancePool(10, 2 * one + one / 2);
    try {
      for (const b of bundles) {
        const got = await pool.acquire(b, {});
        if (!got.ok) throw new Error(got.error.message);
        got.value.dispose();
      }
      expect(pool.idleInstances).toBe(2);
      expect(pool.stats.evicted).toBe(1);
      // The oldest (shop) went; the other two are reused.
      for (const b of [bundles[1]!, bundles[2]!, bundles[0]!]) {
        const got = await pool.acquire(b, {});
        if (!got.ok) throw new Error(got.error.message);
        got.value.dispose();
      }
      expect(pool.stats).toEqual({ created: 4, reused: 2, evicted: 2 });
    } finally {
      pool.dispose();
    }
  });

  it("a run over more environments than the pool's heap budget holds gives the same output", {
    timeout: 180_000,
  }, async () => {
    const names = [
      "shop.openapi.yaml",
      "smart-home.mcp.json",
      "clinic.envfactory-metadata.json",
      "helpdesk.openai-tools.json",
    ];
    const base = await Promise.all(names.map(example));
    // Eight environments taken in turn; a budget of no idle heap at all evicts every instance as
    // it is returned, so each episode loads its bundle again.
    const bundles = [...base, ...base.map((b) => ({ ...b, id: `${b.id}-copy` }))];
    const graph = buildToolGraph(bundles);
    const options = { count: 12, seed: 7, turns: "mixed" as const };
    const unbounded = await synthesize(bundles, graph, { ...options, idleHeapBytes: Infinity });
    const evicting = await synthesize(bundles, graph, { ...options, idleHeapBytes: 0 });
    expect(unbounded.tasks.length).toBeGreaterThan(4);
    expect(JSON.stringify(evicting.tasks)).toBe(JSON.stringify(unbounded.tasks));
    expect(JSON.stringify(evicting.trajectories)).toBe(JSON.stringify(unbounded.trajectories));
    expect(JSON.stringify(evicting.report)).toBe(JSON.stringify(unbounded.report));
  });

  it("synthesis with pooled instances gives the same tasks and trajectories as new ones", {
    timeout: 120_000,
  }, async () => {
    const bundles = [await example("shop.openapi.yaml"), await example("smart-home.mcp.json")];
    const graph = buildToolGraph(bundles);
    const options = { count: 8, seed: 5, turns: "mixed" as const };
    const pooled = await synthesize(bundles, graph, options);
    const fresh = await synthesize(bundles, graph, { ...options, runner: sandboxRunner });
    expect(pooled.tasks.length).toBeGreaterThan(0);
    expect(JSON.stringify(pooled.tasks)).toBe(JSON.stringify(fresh.tasks));
    expect(JSON.stringify(pooled.trajectories)).toBe(JSON.stringify(fresh.trajectories));
  });
});
