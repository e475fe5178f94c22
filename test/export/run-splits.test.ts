import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parquetReadObjects } from "hyparquet";
import { beforeAll, describe, expect, it } from "vitest";
import {
  memorySink,
  parseJsonl,
  type RunFiles,
  type VerlRow,
} from "../../src/core/export/index.js";
import { createDefaultStages, type RunResult, runPipeline } from "../../src/core/pipeline/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

/** The bundled examples, as `envfactory run public/examples` reads them. */
function examples(): { name: string; text: string }[] {
  const dir = join(import.meta.dirname, "../../public/examples");
  const index = JSON.parse(readFileSync(join(dir, "index.json"), "utf8")) as {
    examples: { file: string }[];
  };
  return index.examples
    .map((e) => e.file)
    .sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
}

const OPTIONS = { seed: 7, count: 24, turns: "mixed" as const, testShare: 0.25 };
const decode = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : "");
const lines = (b: Uint8Array | undefined) => decode(b).split("\n").filter(Boolean);

describe("a real run with --test-share 0.25: every export follows the tasks' split", () => {
  let run: RunResult;
  let files: RunFiles;
  let splitOf: Map<string, string | undefined>;
  beforeAll(async () => {
    run = await runPipeline(examples(), OPTIONS, {
      store: createMemoryStore(),
      stages: createDefaultStages(),
    });
    files = run.exports!.files;
    splitOf = new Map(run.tasks.map((t) => [t.id, t.split]));
  }, 240_000);

  it("has tasks in both splits, test ones from whole environments", () => {
    const test = run.tasks.filter((t) => t.split === "test");
    expect(test.length).toBeGreaterThan(0);
    expect(test.length).toBeLessThan(run.tasks.length);
    const testEnvs = new Set(test.flatMap((t) => t.envs.map((e) => e.bundleId)));
    for (const t of run.tasks.filter((t) => t.split === "train"))
      for (const e of t.envs) expect(testEnvs.has(e.bundleId)).toBe(false);
  });

  it.each(["openai", "trl", "sharegpt", "alpaca", "chat-text"])(
    "%s: test rows are exactly the test tasks' trajectories",
    (stem) => {
      const want = run.trajectories.map((t) => splitOf.get(t.taskId));
      const all = lines(files[`${stem}.jsonl`]);
      expect(all).toHaveLength(run.trajectories.length);
      for (const s of ["train", "test"])
        expect(lines(files[`${stem}/${s}.jsonl`])).toEqual(all.filter((_, i) => want[i] === s));
      if (stem !== "openai")
        expect(all.map((l) => (JSON.parse(l) as { split: string }).split)).toEqual(want);
    },
  );

  it("trl-env and verl rows carry their task's split; verl's per-group files hold only theirs", async () => {
    for (const r of parseJsonl<{ task: string; split: string }>(decode(files["trl-env.jsonl"])))
      expect(r.split).toBe(splitOf.get(r.task));
    const verl = parseJsonl<VerlRow>(decode(files["verl.jsonl"]));
    expect(verl.map((r) => r.extra_info.split)).toEqual(run.tasks.map((t) => t.split));
    const groupFiles = Object.keys(files).filter((p) =>
      /^verl\/.+\.(train|test)\.parquet$/.test(p),
    );
    let rows = 0;
    for (const p of groupFiles) {
      const b = files[p]!;
      const got = (await parquetReadObjects({
        file: b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer,
      })) as VerlRow[];
      const split = p.split(".").at(-2);
      for (const r of got) expect(splitOf.get(r.extra_info.task_id)).toBe(split);
      rows += got.length;
    }
    expect(rows).toBe(run.tasks.length);
  });

  it("streamed to a sink, the same seed gives the same bytes", async () => {
    const sink = memorySink();
    const again = await runPipeline(examples(), OPTIONS, {
      store: createMemoryStore(),
      stages: createDefaultStages(),
      exportSink: sink,
    });
    expect(again.exports!.files).toEqual({});
    const streamed = sink.files();
    expect(Object.keys(streamed).sort()).toEqual(Object.keys(files).sort());
    for (const [p, b] of Object.entries(files))
      expect(Buffer.from(streamed[p]!).equals(Buffer.from(b)), p).toBe(true);
  }, 240_000);
});
