import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { COMPONENT_NAMES, REWARD_VERSION } from "../../src/core/reward/index.js";
import { bufferIo } from "../helpers/buffer-io.js";

let dir: string;
let rollouts: string[];

const lines = (out: string[]) =>
  out
    .join("")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Record<string, unknown>);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "score-cli-"));
  const examples = join(import.meta.dirname, "..", "..", "public", "examples");
  await copyFile(join(examples, "smart-home.mcp.json"), join(dir, "smart-home.mcp.json"));
  const run = bufferIo(dir);
  const code = await main(
    ["run", "smart-home.mcp.json", "--out", "run", "--count", "4", "--seed", "5", "--quiet"],
    run,
  );
  expect(code, run.err.join("")).toBe(0);
  const trajectories = (await readFile(join(dir, "run", "trajectories.jsonl"), "utf8"))
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { taskId: string; messages: { role: string }[] });
  rollouts = trajectories.flatMap((t) => [
    JSON.stringify({ taskId: t.taskId, messages: t.messages }),
    JSON.stringify({
      taskId: t.taskId,
      messages: [
        ...t.messages.filter((m) => m.role === "system" || m.role === "user").slice(0, 2),
        { role: "assistant", content: "Done." },
      ],
    }),
  ]);
  await writeFile(join(dir, "rollouts.jsonl"), `${rollouts.join("\n")}\n`);
}, 300_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("envfactory score", () => {
  it("takes the folder envfactory run wrote and finds its bundles in envs/", async () => {
    const io = bufferIo(dir);
    expect(await main(["score", "run", "rollouts.jsonl"], io), io.err.join("")).toBe(0);
    const out = lines(io.out);
    expect(out).toHaveLength(rollouts.length);
    for (const [i, l] of out.entries()) {
      expect(l.rewardVersion).toBe(REWARD_VERSION);
      expect(Object.keys(l.components as object).sort()).toEqual([...COMPONENT_NAMES].sort());
      if (i % 2 === 0) expect(l.total).toBe(1);
      else expect(l.total).toBe(0);
    }
  });

  it("takes tasks.jsonl with the bundles beside it, or named with --bundle", async () => {
    const a = bufferIo(dir);
    expect(await main(["score", "run/tasks.jsonl", "rollouts.jsonl"], a)).toBe(0);
    const b = bufferIo(dir);
    await copyFile(join(dir, "run", "tasks.jsonl"), join(dir, "tasks.jsonl"));
    const bundles = (await readdir(join(dir, "run", "envs"))).filter((f) =>
      f.endsWith(".envbundle.json"),
    );
    expect(
      await main(
        [
          "score",
          "tasks.jsonl",
          "rollouts.jsonl",
          ...bundles.flatMap((f) => ["--bundle", join("run", "envs", f)]),
        ],
        b,
      ),
    ).toBe(0);
    expect(b.out.join("")).toBe(a.out.join(""));
    // Without bundles anywhere it says where it looked.
    const c = bufferIo(dir);
    expect(await main(["score", "tasks.jsonl", "rollouts.jsonl"], c)).toBe(2);
  });

  it("--per-turn adds turns without changing total; --explain says why for every component", async () => {
    const a = bufferIo(dir);
    await main(["score", "run", "rollouts.jsonl"], a);
    const p = bufferIo(dir);
    await main(["score", "run", "rollouts.jsonl", "--per-turn", "--explain"], p);
    const base = lines(a.out);
    for (const [i, l] of lines(p.out).entries()) {
      expect(l.total).toBe(base[i]?.total);
      expect(Array.isArray(l.turns)).toBe(true);
      const why = l.why as Record<string, string>;
      expect(Object.keys(why).sort()).toEqual([...COMPONENT_NAMES].sort());
      for (const s of Object.values(why)) expect(s).toMatch(/^\w+ .+\.$/);
    }
  });

  it("re-scores stored rollouts bit-identically after envfactory import of run.zip", async () => {
    const first = bufferIo(dir);
    await main(["score", "run", "rollouts.jsonl"], first);
    // Rollouts as eval stores them: with the total they got.
    const stored = lines(first.out).map((l, i) =>
      JSON.stringify({
        ...(JSON.parse(rollouts[i] as string) as object),
        total: l.total,
        rewardVersion: l.rewardVersion,
      }),
    );
    await writeFile(join(dir, "stored.jsonl"), `${stored.join("\n")}\n`);
    const imp = bufferIo(dir);
    expect(await main(["import", "run/run.zip", "--out", "imported"], imp), imp.err.join("")).toBe(
      0,
    );
    const again = bufferIo(dir);
    expect(await main(["score", "imported", "stored.jsonl"], again)).toBe(0);
    const out = lines(again.out);
    for (const [i, l] of out.entries()) {
      expect(l.reproduced).toBe(true);
      const { reproduced: _r, ...rest } = l;
      expect(JSON.stringify(rest)).toBe(JSON.stringify(lines(first.out)[i]));
    }
  });
});
