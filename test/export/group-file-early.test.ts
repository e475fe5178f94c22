import { parquetReadObjects } from "hyparquet";
import { describe, expect, it } from "vitest";
import { createExportWriter, type ExportSink } from "../../src/core/export/index.js";
import type { EnvBundle, Task, Trajectory } from "../../src/core/schema/index.js";
import { homeBundle } from "../plan/mini-home.js";
import { loadTasks, loadTrajectories } from "./fixtures.js";

const PAR1 = [0x50, 0x41, 0x52, 0x31];
const endsWithPar1 = (chunks: Uint8Array[]) => {
  const last = chunks[chunks.length - 1];
  return last !== undefined && PAR1.every((b, i) => last[last.length - 4 + i] === b);
};

// Each verl tool-group file held every row of its group (episode state and messages each) until
// the export's end: on a paper-scale run that is the whole dataset. A group file is now finished
// when its last task has been written, and nothing is appended to it afterwards.
describe("verl group files in a streamed export", () => {
  it("are finished with their group's last task, rows intact", async () => {
    const home = await homeBundle();
    const other: EnvBundle = { ...home, id: "b".repeat(64), name: "Other home" };
    const base = loadTasks()[0]!;
    const baseTraj = loadTrajectories().find((t) => t.taskId === base.id)!;
    const tasks: Task[] = [];
    const trajectories: Trajectory[] = [];
    for (let i = 0; i < 6; i++) {
      const bundle = i < 3 ? home : other;
      const id = `task-${i}`;
      tasks.push({
        ...base,
        id,
        split: "train",
        envs: [{ bundleId: bundle.id, initialState: { n: i } }],
      });
      trajectories.push({ ...baseTraj, id: `traj-${i}`, taskId: id });
    }
    const chunks = new Map<string, Uint8Array[]>();
    const sink: ExportSink = {
      append(path, bytes) {
        const list = chunks.get(path) ?? [];
        list.push(bytes.slice());
        chunks.set(path, list);
      },
    };
    const writer = createExportWriter({ bundles: [home, other], tasks }, {}, sink);
    const groupFile = (name: string) =>
      [...chunks.keys()].find((p) => p.startsWith(`verl/${name}`) && p.endsWith(".parquet"));
    for (const [i, t] of trajectories.entries()) {
      writer.add(t);
      if (i === 2) {
        const path = groupFile("mini_home") ?? groupFile("");
        expect(path).toBeDefined();
        expect(endsWithPar1(chunks.get(path!)!)).toBe(true);
      }
    }
    const appendsBefore = new Map([...chunks].map(([p, c]) => [p, c.length]));
    const manifest = writer.finish();
    expect(manifest.ok).toBe(true);
    const groupFiles = [...chunks.keys()].filter(
      (p) => p.startsWith("verl/") && p.endsWith(".parquet"),
    );
    expect(groupFiles).toHaveLength(2);
    for (const path of groupFiles) {
      // Finished with its last task: the export's finish adds nothing to it.
      expect(chunks.get(path)!.length).toBe(appendsBefore.get(path));
      const bytes = Buffer.concat(chunks.get(path)!);
      const file = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length);
      const rows = await parquetReadObjects({ file });
      expect(rows).toHaveLength(3);
    }
  });
});
