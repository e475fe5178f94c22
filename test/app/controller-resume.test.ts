import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { PipelineApi, SynthOptions } from "../../src/adapters/browser/pipeline-api.js";
import type { PipelinePool } from "../../src/adapters/browser/pipeline-bridge.js";
import { createPipelineApi } from "../../src/adapters/browser/pipeline-stages.js";
import { PoolJobError } from "../../src/adapters/browser/worker-pool.js";
import { AppController } from "../../src/app/controller.js";
import type { ArtifactStore } from "../../src/core/store/artifact-store.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

const EXAMPLES = join(import.meta.dirname, "../../public/examples");
const FILES = ["shop.openapi.yaml", "smart-home.mcp.json", "helpdesk.openai-tools.json"].map(
  (name) => ({ name, text: readFileSync(join(EXAMPLES, name), "utf8") }),
);
const OPTIONS: SynthOptions = {
  count: 6,
  seed: 3,
  turns: "mixed",
  multiShare: 0.5,
  maxPlanLength: 6,
};

/**
 * Test double of the web-worker pool: the real worker API run in-process, two jobs at a time. Like
 * the real pool, an abort rejects the job at once (the real one terminates the worker). Counts
 * stage calls.
 */
function inProcessPool(calls: Record<string, number>): PipelinePool {
  const api = createPipelineApi({ cacheStore: async () => createMemoryStore() });
  const counted = new Proxy(api, {
    get(target, key: keyof PipelineApi) {
      calls[key] = (calls[key] ?? 0) + 1;
      return target[key];
    },
  });
  const pool = {
    size: 2,
    run: (job: (a: PipelineApi) => Promise<unknown>, o?: { signal?: AbortSignal }) =>
      new Promise((resolve, reject) => {
        if (o?.signal?.aborted) reject(new PoolJobError("pipeline/aborted", "cancelled"));
        o?.signal?.addEventListener("abort", () =>
          reject(new PoolJobError("pipeline/aborted", "cancelled")),
        );
        job(counted).then(resolve, reject);
      }),
  };
  return pool as unknown as PipelinePool;
}

/** Every artifact the pipeline stores, as bytes (app bookkeeping under `run/` left out). */
async function artifacts(store: ArtifactStore): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const kind of ["bundle", "verify-report", "graph", "task", "trajectory"] as const)
    for (const id of await store.list(kind)) out[`${kind}/${id}`] = (await store.get(kind, id))!;
  for (const id of await store.list("run"))
    if (/^(build|verify|graph|synth)-/.test(id)) out[`run/${id}`] = (await store.get("run", id))!;
  return out;
}

async function fullRun(): Promise<{ store: ArtifactStore; app: AppController }> {
  const store = createMemoryStore();
  const app = new AppController(store, inProcessPool({}));
  await app.init();
  await app.addFiles(FILES);
  await app.buildEnvironments(3);
  await app.synthesize(OPTIONS);
  expect(app.error).toBeUndefined();
  expect(app.run?.status).toBe("finished");
  return { store, app };
}

describe("the app runs the pipeline: cancel, reload, resume", () => {
  it("a build cancelled after one environment resumes from it and ends with the same bytes", async () => {
    const whole = await fullRun();

    const store = createMemoryStore();
    const a = new AppController(store, inProcessPool({}));
    await a.init();
    await a.addFiles(FILES);
    const cancelOnFirst = () => {
      if (a.progress?.stage.startsWith("Building") && a.progress.done === 1) a.cancel();
    };
    a.addEventListener("change", cancelOnFirst);
    await a.buildEnvironments(3);
    a.removeEventListener("change", cancelOnFirst);
    expect(a.error).toMatch(/cancelled/);
    expect(a.envs).toHaveLength(0);
    expect((await store.list("bundle")).length).toBeGreaterThan(0);

    // A reload: a new controller over the same store builds only what is missing.
    const calls: Record<string, number> = {};
    const b = new AppController(store, inProcessPool(calls));
    await b.init();
    await b.buildEnvironments(3);
    expect(b.error).toBeUndefined();
    expect(calls.buildStage).toBeLessThan(FILES.length);
    expect(b.envs.map((e) => e.bundle.id)).toEqual(whole.app.envs.map((e) => e.bundle.id));
    await b.synthesize(OPTIONS);
    expect(b.run?.status).toBe("finished");
    expect(await artifacts(store)).toEqual(await artifacts(whole.store));
  });

  it("a synthesis cancelled midway is stopped after a reload, and resuming it gives the same bytes", async () => {
    const whole = await fullRun();
    expect(whole.app.tasks).toHaveLength(OPTIONS.count);

    const store = createMemoryStore();
    const a = new AppController(store, inProcessPool({}));
    await a.init();
    await a.addFiles(FILES);
    await a.buildEnvironments(3);
    const cancelMidway = () => {
      if (a.progress?.stage.startsWith("Synth") && a.progress.done >= 2) a.cancel();
    };
    a.addEventListener("change", cancelMidway);
    await a.synthesize(OPTIONS);
    a.removeEventListener("change", cancelMidway);
    expect(a.error).toMatch(/cancelled/);
    expect(a.run?.status).toBe("stopped");
    expect(a.tasks).toHaveLength(0);

    const calls: Record<string, number> = {};
    const b = new AppController(store, inProcessPool(calls));
    await b.init();
    expect(b.run?.status).toBe("stopped");
    await b.continueRun();
    expect(b.run?.status).toBe("finished");
    // The graph was stored before the cancel: only synth runs again.
    expect(calls.graphStage).toBeUndefined();
    expect(calls.synthStage).toBe(1);
    expect(b.tasks.map((t) => t.id)).toEqual(whole.app.tasks.map((t) => t.id));
    expect(await artifacts(store)).toEqual(await artifacts(whole.store));

    // A finished run shows its dataset after a reload without computing anything.
    const c = new AppController(store, inProcessPool({}));
    await c.init();
    expect(JSON.stringify(c.trajectories)).toBe(JSON.stringify(whole.app.trajectories));
  });
});
