import { describe, expect, it } from "vitest";
import { packRunArchive, unpackRunArchive } from "../../src/core/export/index.js";
import {
  type PipelineOptions,
  readRunDataset,
  runPipeline,
  runToFiles,
} from "../../src/core/pipeline/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { createStageDoubles, DOUBLE_INPUTS } from "./stage-doubles.js";

const OPTIONS: PipelineOptions = { seed: 3, count: 6, turns: "single" };

describe("runPipeline with stage test doubles", () => {
  it("runs every stage, stores each artifact and reports what it built", async () => {
    const store = createMemoryStore();
    const { stages } = createStageDoubles();
    const events: string[] = [];
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store,
      stages,
      onProgress: (e) => events.push(e.stage),
    });
    expect(r.status).toBe("complete");
    expect(r.stages.map((s) => [s.stage, s.status])).toEqual([
      ["ingest", "ran"],
      ["build", "ran"],
      ["verify", "ran"],
      ["graph", "ran"],
      ["synth", "ran"],
      ["export", "ran"],
    ]);
    expect(r.bundles).toHaveLength(2);
    expect(r.tasks).toHaveLength(6);
    expect(await store.list("bundle")).toHaveLength(2);
    expect(await store.list("verify-report")).toHaveLength(2);
    expect(await store.list("task")).toHaveLength(6);
    expect(await store.list("trajectory")).toHaveLength(6);
    expect(await store.list("graph")).toHaveLength(1);
    expect(r.failures.map((f) => [f.stage, f.where, f.error.code])).toEqual([
      ["ingest", "notes.md", "ingest/needs-model"],
    ]);
    expect(new Set(events)).toEqual(
      new Set(["ingest", "build", "verify", "graph", "synth", "export"]),
    );
    const report = r.report!;
    expect(report.verification).toMatchObject({ toolsIngested: 5, toolsVerified: 5, rate: 1 });
    expect(report.dataset).toMatchObject({ tasks: 6, trajectories: 6, toolsAvailable: 5 });
    expect(report.quality).toEqual({ leakRate: 0, solvability: 1, replayExactness: 1 });
    expect(report.inputs.find((i) => i.file === "notes.md")?.status).toBe("failed");
    expect(Object.keys(r.exports!.files)).toContain("verl.parquet");
    const md = new TextDecoder().decode(runToFiles(r)["REPORT.md"]);
    expect(md).toContain("Verified tools: **5 / 5** (100.0%)");
    expect(md).toContain("## Sample conversations");
  });

  it("resumes: a second run over the same store skips every stage and writes identical bytes", async () => {
    const store = createMemoryStore();
    const first = createStageDoubles();
    const a = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages: first.stages });
    const second = createStageDoubles();
    const b = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages: second.stages });
    expect(second.calls).toEqual({ ingest: 0, build: 0, verify: 0, graph: 0, synth: 0 });
    expect(b.stages.filter((s) => s.stage !== "export").every((s) => s.status === "resumed")).toBe(
      true,
    );
    expect(runToFiles(b)).toEqual(runToFiles(a));
    expect(b.exports!.files).toEqual(a.exports!.files);
  });

  it("a store made by another generator build is redone and says so; the same build resumes", async () => {
    const store = createMemoryStore();
    const run = async (generatorBuild?: string) => {
      const doubles = createStageDoubles();
      const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
        store,
        stages: doubles.stages,
        ...(generatorBuild ? { generatorBuild } : {}),
      });
      return { r, calls: doubles.calls };
    };
    const none = { ingest: 0, build: 0, verify: 0, graph: 0, synth: 0 };
    const all = { ingest: 1, build: 2, verify: 2, graph: 1, synth: 1 };
    // A store from before builds were recorded (no generatorBuild) is stale for any build.
    const old = await run();
    const a = await run("0.1.0+aaaa");
    expect(a.calls).toEqual(all);
    expect(a.r.staleStore).toEqual({});
    const same = await run("0.1.0+aaaa");
    expect(same.calls).toEqual(none);
    expect(same.r.staleStore).toBeUndefined();
    expect(runToFiles(same.r)).toEqual(runToFiles(a.r));
    const upgraded = await run("0.1.0+bbbb");
    expect(upgraded.calls).toEqual(all);
    expect(upgraded.r.staleStore).toEqual({ build: "0.1.0+aaaa" });
    expect(upgraded.r.stages.filter((s) => s.stage !== "export").map((s) => s.status)).toEqual(
      Array(5).fill("ran"),
    );
    // Every build's records are kept: going back resumes, with nothing redone to report.
    const back = await run("0.1.0+aaaa");
    expect(back.calls).toEqual(none);
    expect(back.r.staleStore).toBeUndefined();
    const unbuilt = await run();
    expect(unbuilt.calls).toEqual(none);
    expect(runToFiles(unbuilt.r)).toEqual(runToFiles(old.r));
  });

  it("reruns only what an option change invalidates", async () => {
    const store = createMemoryStore();
    await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages: createStageDoubles().stages });
    const again = createStageDoubles();
    const r = await runPipeline(
      DOUBLE_INPUTS,
      { ...OPTIONS, count: 4 },
      { store, stages: again.stages },
    );
    expect(again.calls).toEqual({ ingest: 0, build: 0, verify: 0, graph: 0, synth: 1 });
    expect(r.tasks).toHaveLength(4);
  });

  it("abort keeps what finished, and the next run picks up from there", async () => {
    const store = createMemoryStore();
    const controller = new AbortController();
    const first = createStageDoubles();
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store,
      stages: first.stages,
      signal: controller.signal,
      onProgress: (e) => {
        if (e.stage === "verify" && e.done === 1) controller.abort();
      },
    });
    expect(r.status).toBe("aborted");
    expect(r.stages.find((s) => s.stage === "verify")?.status).toBe("partial");
    expect(r.stages.find((s) => s.stage === "synth")?.status).toBe("not-run");
    expect(first.calls.verify).toBe(1);
    expect(await store.list("verify-report")).toHaveLength(1);
    expect(await store.list("bundle")).toHaveLength(2);

    const resumed = createStageDoubles();
    const done = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages: resumed.stages });
    expect(done.status).toBe("complete");
    expect(resumed.calls).toMatchObject({ ingest: 0, build: 0, verify: 1, synth: 1 });
    expect(done.stages.find((s) => s.stage === "verify")).toMatchObject({ items: 2, reused: 1 });
  });

  it("a stage that throws because of the abort still ends as an aborted run, not an error", async () => {
    const store = createMemoryStore();
    const controller = new AbortController();
    const { stages } = createStageDoubles();
    const throwing = {
      ...stages,
      async verify(...args: Parameters<typeof stages.verify>) {
        controller.abort();
        if (args[1].signal?.aborted) throw new Error("verify aborted");
        return stages.verify(...args);
      },
    };
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store,
      stages: throwing,
      signal: controller.signal,
    });
    expect(r.status).toBe("aborted");
    expect(r.stages.find((s) => s.stage === "verify")?.status).toBe("partial");
    expect(await store.list("verify-report")).toHaveLength(0);
  });

  it("a stage that crashes on one document fails that document alone; the next run retries it", async () => {
    const store = createMemoryStore();
    const { stages } = createStageDoubles();
    const crashing = {
      ...stages,
      async verify(...args: Parameters<typeof stages.verify>) {
        if (args[0].name === "shop") throw new Error("sandbox broke");
        return stages.verify(...args);
      },
    };
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages: crashing });
    expect(r.status).toBe("complete");
    expect(r.bundles.map((b) => b.name)).toEqual(["home"]);
    expect(r.failures.map((f) => [f.stage, f.where, f.error.code])).toContainEqual([
      "verify",
      "shop",
      "verify/failed",
    ]);
    expect(r.tasks.length).toBeGreaterThan(0);
    // The crash was not stored: the same run with a working verify builds both.
    const again = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages });
    expect(again.bundles.map((b) => b.name)).toEqual(["shop", "home"]);
  });

  it("abort during synth returns without a synth record, so the next run redoes synth", async () => {
    const store = createMemoryStore();
    const controller = new AbortController();
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store,
      stages: createStageDoubles().stages,
      signal: controller.signal,
      onProgress: (e) => {
        if (e.stage === "synth" && e.done === 2) controller.abort();
      },
    });
    expect(r.status).toBe("aborted");
    expect(r.stages.find((s) => s.stage === "synth")?.status).toBe("partial");
    const again = createStageDoubles();
    const done = await runPipeline(DOUBLE_INPUTS, OPTIONS, { store, stages: again.stages });
    expect(again.calls).toMatchObject({ verify: 0, synth: 1 });
    expect(done.tasks).toHaveLength(6);
  });

  it("run files pack into run.zip and read back as the same dataset", async () => {
    const r = await runPipeline(DOUBLE_INPUTS, OPTIONS, {
      store: createMemoryStore(),
      stages: createStageDoubles().stages,
    });
    const files = runToFiles(r);
    const zip = await packRunArchive(files);
    if (!zip.ok) throw new Error(zip.error.message);
    const back = await unpackRunArchive(zip.value);
    if (!back.ok) throw new Error(back.error.message);
    expect(back.value).toEqual(files);
    const dataset = await readRunDataset(back.value);
    if (!dataset.ok) throw new Error(dataset.error.message);
    expect(dataset.value.tasks).toEqual(r.tasks);
    expect(dataset.value.trajectories).toEqual(r.trajectories);
    expect(dataset.value.bundles.map((b) => b.id).sort()).toEqual(r.usable.map((b) => b.id).sort());
  });
});
