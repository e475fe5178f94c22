import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import type { EvalRollout, EvalSummary } from "../../src/core/eval/index.js";
import { parseJsonl } from "../../src/core/export/index.js";
import * as reward from "../../src/core/reward/index.js";
import type { Task } from "../../src/core/schema/task.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { bufferIo } from "../helpers/buffer-io.js";
import { startOpenAiTestDouble } from "../llm/openai-test-double.js";
import {
  donePolicy,
  loopPolicy,
  malformedPolicy,
  oraclePolicy,
  type Policy,
  wrongArgumentPolicy,
  wrongToolPolicy,
} from "./policy-doubles.js";

const ROOT = join(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "envfactory-eval-"));
const run = join(tmp, "run");
let tasks: Task[] = [];
let trajectories: Trajectory[] = [];

beforeAll(async () => {
  const io = bufferIo(ROOT);
  const code = await main(
    // 20 tasks: the held-out environment (shoe-shop) gets at least one, so the test split is not empty.
    ["run", join(ROOT, "public/examples"), "--out", run, "--count", "20", "--quiet"],
    io,
  );
  expect(code, io.err.join("")).toBe(0);
  tasks = parseJsonl(readFileSync(join(run, "tasks.jsonl"), "utf8")) as Task[];
  trajectories = parseJsonl(readFileSync(join(run, "trajectories.jsonl"), "utf8")) as Trajectory[];
}, 120_000);
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `envfactory eval` against the test double playing `policy`; returns what it wrote. */
async function evalWith(policy: Policy, name: string, extra: string[] = []) {
  const server = await startOpenAiTestDouble((body) => policy(body));
  const out = join(tmp, name);
  try {
    const io = bufferIo(ROOT);
    const code = await main(
      [
        "eval",
        run,
        "--out",
        out,
        "--llm-base-url",
        server.baseUrl,
        "--llm-model",
        "double",
        ...extra,
      ],
      io,
    );
    expect(code, io.err.join("")).toBe(0);
    return { out, io, requests: server.requests.length, ...read(out) };
  } finally {
    await server.close();
  }
}

function read(out: string) {
  return {
    summary: JSON.parse(readFileSync(join(out, "eval.json"), "utf8")) as EvalSummary,
    rollouts: parseJsonl(readFileSync(join(out, "rollouts.jsonl"), "utf8")) as EvalRollout[],
  };
}

describe("envfactory eval", () => {
  it("gives every task a split, the test split's environments never in train", () => {
    const envsOf = (s: string) =>
      new Set(tasks.filter((t) => t.split === s).flatMap((t) => t.envs.map((e) => e.bundleId)));
    expect(tasks.every((t) => t.split === "train" || t.split === "test")).toBe(true);
    expect(tasks.every((t) => typeof t.systemPrompt === "string")).toBe(true);
    const test = envsOf("test");
    for (const id of envsOf("train")) expect(test.has(id)).toBe(false);
    // verl rows carry the task's split.
    const rows = parseJsonl(readFileSync(join(run, "exports", "verl.jsonl"), "utf8")) as {
      extra_info: { task_id: string; split: string };
    }[];
    const splitOf = new Map(tasks.map((t) => [t.id, t.split]));
    for (const r of rows) expect(r.extra_info.split).toBe(splitOf.get(r.extra_info.task_id));
  });

  it("an oracle replaying gold scores ≥ 0.99 with every task passed; re-scoring matches", async () => {
    const r = await evalWith(oraclePolicy(tasks, trajectories), "oracle", [
      "--split",
      "all",
      "--keep-above",
      "1",
      "--export",
      "openai",
    ]);
    expect(r.summary.tasks).toBe(tasks.length);
    expect(r.summary.meanReward).toBeGreaterThanOrEqual(0.99);
    expect(r.summary.passRate).toBe(1);
    expect(r.summary.passHatK["1"]).toBe(1);
    expect(r.rollouts.every((x) => x.endReason === "done" && x.failure.primary === null)).toBe(
      true,
    );
    // Multi-turn tasks were brought their later turns by the simulated user.
    expect(r.rollouts.some((x) => x.messages.filter((m) => m.role === "user").length > 1)).toBe(
      true,
    );
    // Rejection sampling: every accepted rollout in the openai export.
    const rows = readFileSync(join(r.out, "accepted", "openai.jsonl"), "utf8")
      .trim()
      .split("\n");
    expect(rows).toHaveLength(tasks.length);

    // Same reward as `envfactory score`.
    const io = bufferIo(ROOT);
    const bundleArgs = readdirSync(join(run, "envs")).flatMap((f) => [
      "--bundle",
      join(run, "envs", f),
    ]);
    expect(
      await main(
        ["score", join(run, "tasks.jsonl"), join(r.out, "rollouts.jsonl"), ...bundleArgs],
        io,
      ),
    ).toBe(0);
    const rescored = io.out
      .join("")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { taskId: string; total: number; components: unknown });
    expect(rescored.map((x) => x.total)).toEqual(r.rollouts.map((x) => x.total));
    expect(rescored.map((x) => x.components)).toEqual(r.rollouts.map((x) => x.components));
    const mean = rescored.reduce((s, x) => s + x.total, 0) / rescored.length;
    expect(Math.round(mean * 1e6) / 1e6).toBe(r.summary.meanReward);
  }, 120_000);

  it("resumes with the same --out and replays from the cache offline, byte for byte", async () => {
    const out = join(tmp, "oracle");
    const before = readFileSync(join(out, "eval.json"), "utf8");
    const lines = readFileSync(join(out, "rollouts.jsonl"), "utf8").trim().split("\n");
    // Keep the first half (as an interrupted run would), then finish from the cache only.
    const half = Math.floor(lines.length / 2);
    writeFileSync(join(out, "rollouts.jsonl"), `${lines.slice(0, half).join("\n")}\n`);
    const io = bufferIo(ROOT);
    const code = await main(
      ["eval", run, "--out", out, "--llm-offline-cache", "--llm-model", "double", "--split", "all"],
      io,
    );
    expect(code, io.err.join("")).toBe(0);
    expect(io.err.join("")).toContain(`resuming, ${half} of ${lines.length}`);
    expect(readFileSync(join(out, "eval.json"), "utf8")).toBe(before);
    expect(readFileSync(join(out, "rollouts.jsonl"), "utf8").trim().split("\n")).toEqual(lines);
  }, 120_000);

  it("stops on Ctrl-C keeping finished rollouts, and the same --out finishes the rest", async () => {
    const oracle = oraclePolicy(tasks, trajectories);
    const controller = new AbortController();
    // Interrupt halfway through the policy's requests (one per assistant message), whatever the
    // conversations' lengths are.
    const half = Math.floor(
      trajectories.reduce(
        (n, t) => n + t.messages.filter((m) => m.role === "assistant").length,
        0,
      ) / 2,
    );
    const server = await startOpenAiTestDouble((body, i) => {
      if (i === half) controller.abort();
      return oracle(body);
    });
    const out = join(tmp, "interrupted");
    const args = [
      "eval",
      run,
      "--out",
      out,
      "--llm-base-url",
      server.baseUrl,
      "--llm-model",
      "double",
      "--split",
      "all",
    ];
    try {
      const io = { ...bufferIo(ROOT), signal: controller.signal };
      expect(await main(args, io)).toBe(130);
      expect(io.out.join("")).toContain("not run: interrupted");
      const partial = read(out).rollouts.length;
      expect(partial).toBeGreaterThan(0);
      expect(partial).toBeLessThan(tasks.length);
      const again = bufferIo(ROOT);
      expect(await main(args, again)).toBe(0);
      expect(again.err.join("")).toContain(`resuming, ${partial} of ${tasks.length}`);
      const done = read(out);
      expect(done.summary.passRate).toBe(1);
      expect(done.rollouts).toHaveLength(tasks.length);
    } finally {
      await server.close();
    }
  }, 120_000);

  it("refuses to resume an --out evaluated with other settings", async () => {
    const io = bufferIo(ROOT);
    const out = join(tmp, "oracle");
    await expect(
      main(
        [
          "eval",
          run,
          "--out",
          out,
          "--llm-offline-cache",
          "--llm-model",
          "other",
          "--split",
          "all",
        ],
        io,
      ),
    ).resolves.toBe(2);
    expect(io.err.join("")).toContain("openai-compatible:double → openai-compatible:other");
  });

  it('"Done." alone scores low and lands in missing call', async () => {
    const r = await evalWith(donePolicy, "done", ["--split", "all"]);
    expect(r.summary.passRate).toBe(0);
    for (const x of r.rollouts.filter((x) => !x.passed))
      expect(x.failure.primary).toBe("missing call");
    // The reward update of issue #13 (it exports REWARD_VERSION) pays nothing for doing nothing;
    // before it lands, an untouched state and no extra calls still earn about 0.3 here.
    if ("REWARD_VERSION" in reward) expect(r.summary.meanReward).toBeLessThanOrEqual(0.1);
    else expect(r.summary.meanReward).toBeLessThan(0.6);
  }, 120_000);

  it("a call to a tool outside the gold lands in wrong tool", async () => {
    const r = await evalWith(wrongToolPolicy(tasks), "wrong", ["--split", "all"]);
    const called = r.rollouts.filter((x) => x.messages.some((m) => m.role === "tool"));
    expect(called.length).toBeGreaterThan(0);
    for (const x of called) expect(x.failure.primary).toBe("wrong tool");
  }, 120_000);

  it("a changed argument of a gold call lands in wrong argument", async () => {
    const r = await evalWith(wrongArgumentPolicy(tasks, trajectories), "wrongarg", [
      "--split",
      "all",
    ]);
    const failed = r.rollouts.filter((x) => !x.passed);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.filter((x) => x.failure.primary === "wrong argument").length).toBeGreaterThan(0);
    // A changed value may also break the argument's schema (a format): then it is malformed.
    for (const x of failed)
      expect(["wrong argument", "malformed call"]).toContain(x.failure.primary);
  }, 120_000);

  it("a policy that never stops ends at the 20-message budget", async () => {
    const r = await evalWith(loopPolicy(tasks), "loop", ["--split", "all", "--tasks", "2"]);
    expect(r.rollouts).toHaveLength(2);
    for (const x of r.rollouts) {
      expect(x.endReason).toBe("turn-budget");
      expect(x.failure.primary).toBe("turn budget");
      expect(x.messages.filter((m) => m.role === "assistant")).toHaveLength(20);
    }
  }, 120_000);

  it("malformed JSON arguments are recorded, answered with an error and categorised", async () => {
    const r = await evalWith(malformedPolicy(tasks), "malformed", [
      "--split",
      "all",
      "--tasks",
      "3",
    ]);
    for (const x of r.rollouts) {
      expect(x.failure.primary).toBe("malformed call");
      expect(x.components.malformed?.score).toBeLessThan(1);
      const tool = x.messages.find((m) => m.role === "tool");
      expect(tool?.content).toContain("InvalidArguments");
    }
  }, 120_000);

  it("pass^k over trials, and the test split by default", async () => {
    const r = await evalWith(oraclePolicy(tasks, trajectories), "trials", ["--trials", "2"]);
    const testTasks = tasks.filter((t) => t.split === "test");
    expect(r.summary.split).toBe("test");
    expect(r.summary.tasks).toBe(testTasks.length);
    expect(r.rollouts).toHaveLength(testTasks.length * 2);
    expect(r.summary.passHatK).toEqual({ "1": 1, "2": 1 });
    expect(existsSync(join(r.out, "EVAL.md"))).toBe(true);
    expect(readFileSync(join(r.out, "EVAL.md"), "utf8")).toContain("pass^2");
  }, 120_000);

  it("an unreachable endpoint is a model error per rollout, not a crash", async () => {
    const io = bufferIo(ROOT);
    const out = join(tmp, "down");
    const code = await main(
      [
        "eval",
        run,
        "--out",
        out,
        "--llm-base-url",
        "http://127.0.0.1:9/v1",
        "--llm-model",
        "none",
        "--retries",
        "0",
        "--split",
        "all",
        "--tasks",
        "2",
      ],
      io,
    );
    expect(code, io.err.join("")).toBe(0);
    const { rollouts, summary } = read(out);
    expect(rollouts.every((x) => x.failure.primary === "model error" && x.error)).toBe(true);
    expect(summary.failures.primary["model error"]).toBe(2);
  }, 60_000);
});
