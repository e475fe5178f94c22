import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { bufferIo } from "../helpers/buffer-io.js";
import { shopBundle } from "./helpers/shop.js";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "synth-cli-"));
  await writeFile(join(dir, "shop.envbundle.json"), JSON.stringify(await shopBundle()));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("envfactory synth and score", () => {
  it("synth writes tasks, trajectories and a report; score gives the gold rollouts 1 and a broken one less", async () => {
    const s = bufferIo(dir);
    expect(
      await main(
        [
          "synth",
          "shop.envbundle.json",
          "--count",
          "6",
          "--seed",
          "2",
          "--turns",
          "mixed",
          "--out",
          "out",
        ],
        s,
      ),
    ).toBe(0);
    expect(s.out.join("")).toContain("kept 6/6");
    const tasks = (await readFile(join(dir, "out", "tasks.jsonl"), "utf8")).trim().split("\n");
    const trajs = (await readFile(join(dir, "out", "trajectories.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const report = JSON.parse(await readFile(join(dir, "out", "report.json"), "utf8"));
    expect(tasks).toHaveLength(6);
    expect(report).toMatchObject({ kept: 6, leakRate: 0, solvability: 1, replayExactness: 1 });

    const rollouts = trajs.map((t: { taskId: string; messages: unknown[] }) =>
      JSON.stringify({ taskId: t.taskId, messages: t.messages }),
    );
    const first = trajs[0] as { taskId: string; messages: { role: string; content: unknown }[] };
    rollouts.push(
      JSON.stringify({
        taskId: first.taskId,
        messages: [...first.messages.slice(0, -1), { role: "assistant", content: "ok" }],
      }),
    );
    await writeFile(join(dir, "rollouts.jsonl"), `${rollouts.join("\n")}\n`);
    const c = bufferIo(dir);
    expect(await main(["score", "out/tasks.jsonl", "rollouts.jsonl"], c)).toBe(0);
    const lines = c.out
      .join("")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(7);
    for (const l of lines.slice(0, 6)) expect(l.total).toBe(1);
    expect(lines[6].taskId).toBe(first.taskId);
    expect(lines[6].total).toBeLessThan(1);
    expect(Object.keys(lines[6].components).sort()).toEqual([
      "answer",
      "calls",
      "extra",
      "malformed",
      "progress",
      "reply",
      "state",
    ]);
  }, 60_000);

  it("synth on worker threads (--jobs 3: two plan workers) writes the same bytes as on the main thread (--jobs 1)", async () => {
    const files = async (jobs: string) => {
      const out = `out-jobs${jobs}`;
      const args = ["synth", "shop.envbundle.json", "--count", "8", "--seed", "3"];
      expect(await main([...args, "--out", out, "--jobs", jobs], bufferIo(dir))).toBe(0);
      const read = (f: string) => readFile(join(dir, out, f), "utf8");
      return Promise.all(["tasks.jsonl", "trajectories.jsonl", "report.json"].map(read));
    };
    const serial = await files("1");
    expect(serial[0]!.trim().split("\n")).toHaveLength(8);
    expect(await files("3")).toEqual(serial);
  }, 120_000);

  it("synth rejects a bad --turns", async () => {
    expect(
      await main(["synth", "shop.envbundle.json", "--turns", "sometimes"], bufferIo(dir)),
    ).toBe(2);
  });
});
