import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createStagePool } from "../../src/adapters/node/stage-pool.js";
import { ingestFiles } from "../../src/core/ingest/index.js";
import {
  createDefaultStages,
  type PipelineOptions,
  type PipelineStages,
  runPipeline,
} from "../../src/core/pipeline/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { createStageDoubles, DOUBLE_INPUTS } from "./stage-doubles.js";

const OPTIONS: PipelineOptions = { seed: 3, count: 6, turns: "single" };

/** Stage doubles whose build and verify finish in reverse input order (later documents first). */
function reversedDoubles(): PipelineStages {
  const { stages } = createStageDoubles();
  const later = (ms: number) => new Promise((r) => setTimeout(r, ms));
  return {
    ...stages,
    async build(doc, o) {
      await later(doc.name === "shop" ? 40 : 0);
      return stages.build(doc, o);
    },
    async verify(bundle, o) {
      await later(bundle.name === "shop" ? 40 : 0);
      return stages.verify(bundle, o);
    },
  };
}

describe("runPipeline with documents in flight at once", () => {
  it("keeps input order and writes the same artifacts as one at a time", async () => {
    const one = createMemoryStore();
    const many = createMemoryStore();
    const a = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store: one, stages: reversedDoubles() });
    const b = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store: many,
      stages: reversedDoubles(),
      concurrency: 3,
    });
    expect(b.bundles.map((x) => x.name)).toEqual(["shop", "home"]);
    expect(JSON.stringify(b.bundles)).toBe(JSON.stringify(a.bundles));
    expect(JSON.stringify(b.verifyReports)).toBe(JSON.stringify(a.verifyReports));
    expect(JSON.stringify(b.tasks)).toBe(JSON.stringify(a.tasks));
    expect(b.failures).toEqual(a.failures);
    for (const kind of ["bundle", "verify-report", "task", "trajectory", "graph"] as const)
      expect(await many.list(kind)).toEqual(await one.list(kind));
  });

  it("marks build partial when aborted while documents are in flight", async () => {
    const controller = new AbortController();
    const { stages } = createStageDoubles();
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store: createMemoryStore(),
      stages: {
        ...stages,
        async build(doc, o) {
          controller.abort();
          return stages.build(doc, o);
        },
      },
      signal: controller.signal,
      concurrency: 1,
    });
    expect(r.status).toBe("aborted");
    expect(r.stages.find((s) => s.stage === "build")?.status).toBe("partial");
    expect(r.stages.find((s) => s.stage === "verify")?.status).toBe("not-run");
  });
});

describe("the CLI's worker-thread stage pool", () => {
  it("builds and verifies real documents to the same bytes as the main thread", {
    timeout: 180_000,
  }, async () => {
    const dir = join(import.meta.dirname, "../../public/examples");
    const files = ["smart-home.mcp.json", "helpdesk.openai-tools.json"].map((name) => ({
      name,
      text: readFileSync(join(dir, name), "utf8"),
    }));
    const { docs } = await ingestFiles(files, {});
    const base = createDefaultStages();
    const pool = createStagePool(2);
    try {
      const stages = pool.stages(base);
      const viaPool = await Promise.all(
        docs.map(async (doc) => {
          const b = await stages.build(doc, { seed: 5 });
          if (!b.ok) throw new Error(b.error.message);
          return JSON.stringify(await stages.verify(b.value, { seed: 5 }));
        }),
      );
      const local: string[] = [];
      for (const doc of docs) {
        const b = await base.build(doc, { seed: 5 });
        if (!b.ok) throw new Error(b.error.message);
        local.push(JSON.stringify(await base.verify(b.value, { seed: 5 })));
      }
      expect(viaPool).toEqual(local);
      // Synthesis after the build starts on fresh threads and ends them: what build and verify
      // left in a worker's heap is not carried into it, nor kept through the exports.
      expect(pool.threadIds().length).toBe(2);
      const bundles = viaPool.map((v) => (JSON.parse(v) as { bundle: EnvBundle }).bundle);
      const session = await pool.planWorkers.open({ bundles, seed: 4 });
      expect(pool.threadIds()).toEqual([]);
      await session.close();
      const { graph } = await base.graph(bundles);
      const options = { count: 2, seed: 4, turns: "single" as const };
      const synthed = await pool.stages(base).synth(bundles, graph, options);
      expect(synthed.tasks.length).toBe(2);
      expect(JSON.stringify(synthed)).toBe(
        JSON.stringify(await base.synth(bundles, graph, options)),
      );
      expect(pool.threadIds()).toEqual([]);
    } finally {
      await pool.dispose();
    }
  });
});

describe("synthesis with plans on the pool's worker threads", () => {
  it("keeps the main thread's tasks, trajectories and report, byte for byte", {
    timeout: 300_000,
  }, async () => {
    const dir = join(import.meta.dirname, "../../public/examples");
    const files = ["shop.openapi.yaml", "smart-home.mcp.json", "helpdesk.openai-tools.json"].map(
      (name) => ({ name, text: readFileSync(join(dir, name), "utf8") }),
    );
    const { docs } = await ingestFiles(files, {});
    const base = createDefaultStages();
    const bundles = [];
    for (const doc of docs) {
      const b = await base.build(doc, { seed: 5 });
      if (!b.ok) throw new Error(b.error.message);
      bundles.push((await base.verify(b.value, { seed: 5 })).bundle);
    }
    const { graph } = await base.graph(bundles);
    const options = { count: 12, seed: 4, turns: "mixed" as const };
    const local = await base.synth(bundles, graph, options);
    const pool = createStagePool(2);
    try {
      const viaPool = await pool.stages(base).synth(bundles, graph, options);
      expect(local.tasks.length).toBe(12);
      expect(JSON.stringify(viaPool)).toBe(JSON.stringify(local));
    } finally {
      await pool.dispose();
    }
  });
});
