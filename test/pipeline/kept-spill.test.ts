import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { createDefaultStages, synthesizeDataset } from "../../src/core/pipeline/index.js";
import type { Task, Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { type PlanWorkers, processPlan } from "../../src/core/synth/plan-jobs.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { homeBundle } from "../plan/mini-home.js";

/** The mini home's run held to the end, the reference the handed-on runs must equal. */
async function heldRun() {
  const bundle = await homeBundle();
  const graph = buildToolGraph([bundle]);
  const options = { count: 10, seed: 5, turns: "mixed" as const };
  return { bundle, graph, options, held: await synthesize([bundle], graph, options) };
}

// A paper-scale run's tasks carry their whole episode states and its trajectories their tool
// results: synthesis hands each kept pair on as it is kept instead of holding them all, and the
// pipeline stores them at once. Nothing generated may change.
describe("kept tasks handed on as they are kept", () => {
  it("synthesize gives onKept the same pairs, in order, holds none, and reports the same", {
    timeout: 120_000,
  }, async () => {
    const { bundle, graph, options, held } = await heldRun();
    const handed: Array<[Task, Trajectory]> = [];
    const spilled = await synthesize([bundle], graph, {
      ...options,
      onKept: async (task, trajectory) => {
        handed.push([task, trajectory]);
      },
    });
    expect(held.tasks.length).toBeGreaterThan(5);
    expect(spilled.tasks).toEqual([]);
    expect(spilled.trajectories).toEqual([]);
    expect(JSON.stringify(handed.map(([t]) => t))).toBe(JSON.stringify(held.tasks));
    expect(JSON.stringify(handed.map(([, t]) => t))).toBe(JSON.stringify(held.trajectories));
    expect(JSON.stringify(spilled.report)).toBe(JSON.stringify(held.report));
  });

  it("synthesizeDataset stores each pair when kept and returns the same bytes", {
    timeout: 120_000,
  }, async () => {
    const bundle = await homeBundle();
    const base = createDefaultStages();
    const options = { count: 8, seed: 3, turns: "mixed" as const };
    const stored: string[] = [];
    const direct = await base.synth([bundle], (await base.graph([bundle])).graph, options);
    const store = createMemoryStore();
    const put = store.put.bind(store);
    store.put = async (kind, id, json) => {
      if (kind === "task") stored.push(id);
      return put(kind, id, json);
    };
    let storedWhenDone = 0;
    const data = await synthesizeDataset([bundle], options, {
      store,
      stages: {
        ...base,
        synth: async (bundles, graph, o) => {
          const out = await base.synth(bundles, graph, o);
          storedWhenDone = stored.length;
          return out;
        },
      },
    });
    // Every task was in the store before the stage returned: none waited in a list for the end.
    expect(storedWhenDone).toBe(direct.tasks.length);
    expect(JSON.stringify(data.tasks)).toBe(JSON.stringify(direct.tasks));
    expect(JSON.stringify(data.trajectories)).toBe(JSON.stringify(direct.trajectories));
    expect(JSON.stringify(data.synthReport)).toBe(JSON.stringify(direct.report));
  });
});

// With plan workers, outcomes are folded (and a kept pair handed on) as they come in order while
// the round is still sampled (PlanQueue's `ready`, see plan-queue.test): the output must be the
// one of folding after the round — the same pairs, and a report whose drop reasons keep their order.
describe("outcomes folded while the round is still sampled", () => {
  it("give the same pairs and report as the thread's own run", {
    timeout: 120_000,
  }, async () => {
    const { bundle, graph, options, held } = await heldRun();
    const planWorkers: PlanWorkers = {
      async open(setup) {
        return {
          size: 2,
          // Outcomes come back a little later, as from a worker: some arrive while the fold
          // after the round is already running.
          process: async (job) => {
            const out = await processPlan(setup, job);
            await new Promise((r) => setTimeout(r, 5));
            return out;
          },
          close: async () => {},
        };
      },
    };
    const handed: Task[] = [];
    const out = await synthesize([bundle], graph, {
      ...options,
      planWorkers,
      onKept: async (task) => {
        handed.push(task);
      },
    });
    expect(handed).toHaveLength(options.count);
    expect(JSON.stringify(handed)).toBe(JSON.stringify(held.tasks));
    expect(JSON.stringify(out.report)).toBe(JSON.stringify(held.report));
  });
});
