import { describe, expect, it } from "vitest";
import type { PipelineApi, SynthOptions } from "../../src/adapters/browser/pipeline-api.js";
import type { PipelinePool } from "../../src/adapters/browser/pipeline-bridge.js";
import { PoolJobError } from "../../src/adapters/browser/worker-pool.js";
import { AppController } from "../../src/app/controller.js";
import type { EnvBundle, Task, ToolGraph, Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

/** Test double of the worker pool: runs stage calls in-process on a scripted API. */
function fakePool(synthCalls: number[], failOnBatch?: number): PipelinePool {
  const api: Partial<PipelineApi> = {
    async graph() {
      return { nodes: [], edges: [] } as ToolGraph;
    },
    async synthesize(_b, _g, o: SynthOptions) {
      synthCalls.push(o.seed);
      if (o.seed === failOnBatch) throw new PoolJobError("pipeline/aborted", "tab closed");
      const tasks = Array.from({ length: o.count }, (_, i) => ({ id: `t${o.seed}-${i}` }) as Task);
      const trajectories = tasks.map(
        (t) =>
          ({ id: `j-${t.id}`, taskId: t.id, tools: [], messages: [] }) as unknown as Trajectory,
      );
      return { tasks, trajectories, report: { kept: o.count, dropped: { "sampler:dup": 2 } } };
    },
  };
  return { run: (job: (a: unknown) => Promise<unknown>) => job(api) } as unknown as PipelinePool;
}

const bundle = { id: "b".repeat(64), name: "env", tools: [] } as unknown as EnvBundle;

describe("synthesis runs survive a reload", () => {
  it("stores each finished batch and, after a reload, computes only the missing ones", async () => {
    const store = createMemoryStore();
    await store.put("bundle", bundle.id, JSON.stringify(bundle));
    const options: SynthOptions = {
      count: 25,
      seed: 3,
      turns: "single",
      multiShare: 0,
      maxPlanLength: 4,
    };
    const failing = 3 * 100_003 + 1; // the second batch's seed: its worker "dies"
    const first: number[] = [];
    const a = new AppController(store, fakePool(first, failing));
    await a.init();
    await a.synthesize(options);
    expect(a.error).toMatch(/cancelled/);
    expect(a.run?.status).toBe("stopped");
    expect(a.trajectories).toHaveLength(15); // batches 0 and 2 finished (10 + 5)

    const second: number[] = [];
    const b = new AppController(store, fakePool(second));
    await b.init();
    expect(b.run?.done).toEqual([0, 2]);
    expect(b.trajectories).toHaveLength(15);
    await b.continueRun();
    expect(second).toEqual([failing]);
    expect(b.run?.status).toBe("finished");
    expect(b.trajectories).toHaveLength(25);
    expect(await store.list("trajectory")).toHaveLength(25);

    const c = new AppController(store, fakePool([]));
    await c.init();
    expect(c.tasks.map((t) => t.id).sort()).toEqual(b.tasks.map((t) => t.id).sort());
  });
});
