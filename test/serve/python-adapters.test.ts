import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { parquetReadObjects } from "hyparquet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningHttpServer, startHttpServer } from "../../src/adapters/node/http-server.js";
import { SessionManager } from "../../src/adapters/node/session-manager.js";
import { parseJsonl, type TrlEnvRow } from "../../src/core/export/index.js";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { runnerOf } from "../../src/core/synth/sandbox-runner.js";
import { type BuiltRun, buildRun, exportRun, goldOf, readText } from "./run-fixture.js";

const run$ = promisify(execFile);
const PY = join(import.meta.dirname, "python");
let run: BuiltRun;
let server: RunningHttpServer;
let out: string;

/** Run a driver with python3 against the live server; one JSON line per case back. */
async function python(script: string, args: string[]): Promise<Record<string, unknown>[]> {
  const { stdout } = await run$("python3", [join(PY, script), ...args], {
    env: { ...process.env, ENVFACTORY_URL: server.url },
    maxBuffer: 1 << 24,
  });
  return stdout
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

beforeAll(async () => {
  run = await buildRun();
  out = join(run.dir, "exports");
  await exportRun(run, "trl-env", out);
  await exportRun(run, "verl", out);
  const sandbox = createInProcessSandbox();
  const sessions = new SessionManager({
    bundles: run.bundles,
    tasks: run.tasks,
    runner: runnerOf(sandbox),
  });
  server = await startHttpServer({ sessions, port: 0 });
}, 600_000);

afterAll(async () => {
  await server?.close();
  run?.cleanup();
});

describe("Python adapters against a live serve --http", () => {
  it("two exports into one folder: the second adds to the manifest instead of replacing it", () => {
    const manifest = JSON.parse(readText(join(out, "export-manifest.json"))) as {
      files: { path: string }[];
    };
    const paths = manifest.files.map((f) => f.path);
    for (const p of [
      "trl-env.jsonl",
      "envfactory_trl.py",
      "envfactory_verl.py",
      "verl/interaction.yaml",
    ])
      expect(paths).toContain(p);
  });

  it("TRL: gold rollouts score 1.0 and doing nothing scores at most 0.1", async () => {
    const rows = parseJsonl<TrlEnvRow>(readText(join(out, "trl-env.jsonl")));
    expect(rows).toHaveLength(run.tasks.filter((t) => t.turns.length === 1).length);
    const byTask = new Map(run.trajectories.map((t) => [t.taskId, t]));
    const cases = rows.map((row) => ({ row, ...goldOf(byTask.get(row.task)!) }));
    const file = join(run.dir, "trl-cases.json");
    writeFileSync(file, JSON.stringify(cases));
    const results = await python("trl_driver.py", [out, file]);
    expect(results).toHaveLength(cases.length);
    const below = results.filter((r) => r.gold !== 1);
    expect(below, JSON.stringify(below.slice(0, 3))).toEqual([]);
    for (const r of results) {
      expect(r.nothing as number).toBeLessThanOrEqual(0.1);
      // get_reward scores the calls without the answer: below the full reward, above nothing.
      expect(r.gold_env_reward as number).toBeLessThanOrEqual(1);
    }
  }, 600_000);

  it("verl: tools from the per-environment configs reach gold state; compute_score gives 1.0", async () => {
    const byTask = new Map(run.trajectories.map((t) => [t.taskId, t]));
    const cases: unknown[] = [];
    const groups = new Set(run.tasks.map((t) => t.envs.length));
    expect(groups.size).toBeGreaterThan(0);
    const { readdirSync, readFileSync } = await import("node:fs");
    for (const f of readdirSync(join(out, "verl")).filter((n) => n.endsWith(".parquet"))) {
      const bytes = readFileSync(join(out, "verl", f));
      const rows = (await parquetReadObjects({
        file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      })) as { extra_info: { task_id: string } }[];
      for (const row of rows) {
        // The conversation after the opening request: what the model and the user then say.
        const messages = byTask.get(row.extra_info.task_id)!.messages;
        const first = messages.findIndex((m) => m.role === "user");
        cases.push({ row, messages: messages.slice(first + 1) });
      }
    }
    expect(cases).toHaveLength(run.tasks.length);
    const file = join(run.dir, "verl-cases.json");
    writeFileSync(
      file,
      JSON.stringify(cases, (_k, v) => (typeof v === "bigint" ? Number(v) : v)),
    );
    const results = await python("verl_driver.py", [out, join(PY, "stubs"), file]);
    expect(results).toHaveLength(cases.length);
    const tasks = new Map(run.tasks.map((t) => [t.id, t]));
    const below = results.filter((r) => r.gold !== 1);
    expect(below, JSON.stringify(below.slice(0, 3))).toEqual([]);
    for (const r of results) {
      expect(r.nothing as number).toBeLessThanOrEqual(0.1);
      expect(r.state).toBe(tasks.get(r.task as string)!.gold.finalStateHash);
      // Every later user message came from the interaction, and it said what the task's user says.
      expect(r.user_mismatches, JSON.stringify(r)).toEqual([]);
    }
  }, 600_000);
});
