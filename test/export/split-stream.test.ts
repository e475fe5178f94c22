import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { describe, expect, it } from "vitest";
import {
  createExportWriter,
  exportDataset,
  memorySink,
  PARQUET_ROW_GROUP,
  parseJsonl,
  type VerlRow,
  writeExports,
} from "../../src/core/export/index.js";
import type { Task, Trajectory } from "../../src/core/schema/index.js";
import { loadTasks, loadTrajectories } from "./fixtures.js";

const decode = (b: Uint8Array | undefined) => (b ? new TextDecoder().decode(b) : "");
/** Byte equality (toEqual walks a Uint8Array element by element: seconds for a few MB). */
const same = (a: Uint8Array | undefined, b: Uint8Array | undefined) =>
  a !== undefined && b !== undefined && Buffer.from(a).equals(Buffer.from(b));

/**
 * `n` tasks made from the fixtures (new ids, every third one in the test split) and one
 * trajectory each, in task order — the shape of a run.
 */
function dataset(n: number): { tasks: Task[]; trajectories: Trajectory[] } {
  const baseTasks = loadTasks();
  const baseTrajs = loadTrajectories();
  const tasks: Task[] = [];
  const trajectories: Trajectory[] = [];
  for (let i = 0; i < n; i++) {
    const traj = baseTrajs[i % baseTrajs.length]!;
    const task = baseTasks.find((t) => t.id === traj.taskId) ?? baseTasks[0]!;
    const id = `task-${i}`;
    tasks.push({ ...task, id, split: i % 3 === 2 ? "test" : "train" });
    trajectories.push({ ...traj, id: `traj-${i}`, taskId: id });
  }
  return { tasks, trajectories };
}

function exportOf(n: number) {
  const { tasks, trajectories } = dataset(n);
  const r = exportDataset({ bundles: [], tasks, trajectories });
  if (!r.ok) throw new Error(r.error.message);
  return { tasks, trajectories, ...r.value };
}

describe("every export carries the task's split", () => {
  const { tasks, trajectories, files, manifest } = exportOf(12);
  const splitOf = new Map(tasks.map((t) => [t.id, t.split]));
  const want = trajectories.map((t) => splitOf.get(t.taskId));

  it.each(["trl", "sharegpt", "alpaca", "chat-text"])(
    "%s: a split field on every row, and train/test files holding exactly those rows",
    (stem) => {
      const all = parseJsonl<{ split: string }>(decode(files[`${stem}.jsonl`]));
      expect(all.map((r) => r.split)).toEqual(want);
      for (const s of ["train", "test"]) {
        const lines = decode(files[`${stem}/${s}.jsonl`]).split("\n").filter(Boolean);
        const expected = decode(files[`${stem}.jsonl`])
          .split("\n")
          .filter((_, i) => want[i] === s);
        expect(lines).toEqual(expected);
      }
      expect(manifest.files.find((f) => f.path === `${stem}/test.jsonl`)).toMatchObject({
        rows: want.filter((s) => s === "test").length,
        split: "test",
      });
    },
  );

  it("openai: no extra key in a row (its fine-tuning validator knows only its own); split files only", () => {
    const all = parseJsonl<Record<string, unknown>>(decode(files["openai.jsonl"]));
    for (const r of all) expect(Object.keys(r).sort()).toEqual(["messages", "tools"]);
    const test = parseJsonl(decode(files["openai/test.jsonl"]));
    expect(test).toEqual(all.filter((_, i) => want[i] === "test"));
  });

  it("verl rows and trl-env rows: the split of their task", () => {
    const verl = parseJsonl<VerlRow>(decode(files["verl.jsonl"]));
    expect(verl.map((r) => r.extra_info.split)).toEqual(tasks.map((t) => t.split));
    const env = parseJsonl<{ task: string; split: string }>(
      decode(files["trl-env.jsonl"] ?? new Uint8Array()),
    );
    for (const r of env) expect(r.split).toBe(splitOf.get(r.task));
  });

  it("LlamaFactory's dataset_info names the per-split files", () => {
    const info = JSON.parse(decode(files["dataset_info.json"]));
    expect(info.envfactory_sharegpt_train.file_name).toBe("sharegpt/train.jsonl");
    expect(info.envfactory_sharegpt_test.file_name).toBe("sharegpt/test.jsonl");
    expect(info.envfactory_alpaca_test.file_name).toBe("alpaca/test.jsonl");
    for (const k of Object.keys(info)) expect(files[info[k].file_name]).toBeDefined();
  });

  it("same input ⇒ the same bytes", () => {
    const again = exportOf(12).files;
    expect(Object.keys(again).sort()).toEqual(Object.keys(files).sort());
    for (const [p, b] of Object.entries(files)) expect(same(again[p], b), p).toBe(true);
  });

  it("no test file when no task is in the test split", () => {
    const { tasks, trajectories } = dataset(4);
    const train = tasks.map((t) => ({ ...t, split: "train" as const }));
    const r = exportDataset({ bundles: [], tasks: train, trajectories });
    if (!r.ok) throw new Error(r.error.message);
    expect(Object.keys(r.value.files).filter((p) => p.includes("/test."))).toEqual([]);
    expect(r.value.files["trl/train.jsonl"]).toBeDefined();
  });
});

describe("streamed exports", () => {
  it("an async stream of trajectories gives the same files as the whole list", async () => {
    const { tasks, trajectories, files } = exportOf(30);
    const sink = memorySink();
    async function* rows() {
      for (const t of trajectories) yield t;
    }
    const manifest = await writeExports({ bundles: [], tasks }, rows(), {}, sink);
    expect(manifest.ok).toBe(true);
    const streamed = sink.files();
    expect(Object.keys(streamed).sort()).toEqual(Object.keys(files).sort());
    for (const [p, b] of Object.entries(files)) expect(same(streamed[p], b), p).toBe(true);
  });

  it(`parquet past ${PARQUET_ROW_GROUP} rows is written in row groups and reads back to the JSONL rows`, async () => {
    const n = 2 * PARQUET_ROW_GROUP + 17;
    const { tasks, trajectories } = dataset(n);
    const sink = memorySink();
    // Count what reaches the sink before the end: parquet must not wait for the last row.
    let before = 0;
    const counting = {
      append(path: string, bytes: Uint8Array) {
        if (path === "verl.parquet") before += bytes.length;
        sink.append(path, bytes);
      },
    };
    const writer = createExportWriter({ bundles: [], tasks }, { formats: ["verl"] }, counting);
    for (const t of trajectories) writer.add(t);
    expect(before).toBeGreaterThan(0);
    expect(writer.finish().ok).toBe(true);
    const files = sink.files();
    const buf = files["verl.parquet"]!;
    const ab = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength) as ArrayBuffer;
    const meta = parquetMetadata(ab);
    expect(meta.row_groups.map((g) => Number(g.num_rows))).toEqual([1000, 1000, 17]);
    const rows = (await parquetReadObjects({ file: ab })) as VerlRow[];
    const jsonl = parseJsonl<VerlRow>(decode(files["verl.jsonl"]));
    expect(rows.length).toBe(n);
    expect(rows.map((r) => r.extra_info.task_id)).toEqual(jsonl.map((r) => r.extra_info.task_id));
    expect(rows[n - 1]!.reward_model.ground_truth).toBe(jsonl[n - 1]!.reward_model.ground_truth);
    expect(rows.map((r) => r.extra_info.split)).toEqual(tasks.map((t) => t.split));
  });
});
