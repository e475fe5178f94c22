import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  type OpenAiRow,
  parseJsonl,
  type ShareGptRow,
  shareGptToMessages,
  shortToolCallIds,
} from "../../src/core/export/index.js";
import type { Trajectory } from "../../src/core/schema/index.js";

const ROOT = join(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "envfactory-run-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Run the CLI from source; `interruptWhen` sends SIGINT once stderr matches it. */
function cli(args: string[], interruptWhen?: RegExp): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
      cwd: ROOT,
    });
    let stdout = "";
    let stderr = "";
    let sent = false;
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
      if (interruptWhen && !sent && interruptWhen.test(stderr)) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

/** Every file under dir except the store, with its bytes. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === ".store" || e.name === ".envfactory-out.json") continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p).toString("base64");
    }
  };
  walk(dir);
  return out;
}

describe("envfactory run on public/examples (end to end, from source)", () => {
  const out = join(tmp, "out");
  let first: Ran;

  it("produces bundles, graph, tasks, trajectories, every export, run.zip and the reports", {
    timeout: 300_000,
  }, async () => {
    first = await cli([
      "run",
      "public/examples",
      "--out",
      out,
      "--count",
      "5",
      "--seed",
      "2",
      "--json",
    ]);
    expect(first.code, first.stderr).toBe(0);
    const doc = JSON.parse(first.stdout);
    expect(doc.status).toBe("complete");
    expect(doc.report.environments.length).toBeGreaterThanOrEqual(4);
    const files = Object.keys(snapshot(out));
    for (const f of [
      "graph.json",
      "tasks.jsonl",
      "trajectories.jsonl",
      "report.json",
      "REPORT.md",
      "run.zip",
      "exports/openai.jsonl",
      "exports/trl.jsonl",
      "exports/sharegpt.jsonl",
      "exports/alpaca.jsonl",
      "exports/dataset_info.json",
      "exports/chat-text.jsonl",
      "exports/verl.parquet",
      "exports/verl.jsonl",
      "exports/verl/interaction.yaml",
      "exports/envfactory_verl.py",
      "exports/trl-env.jsonl",
      "exports/envfactory_trl.py",
    ])
      expect(files).toContain(f);
    expect(files.filter((f) => f.endsWith(".envbundle.json")).length).toBe(
      doc.report.environments.length,
    );

    const trajectories = parseJsonl<Trajectory>(
      readFileSync(join(out, "trajectories.jsonl"), "utf8"),
    );
    expect(trajectories.length).toBe(doc.report.dataset.trajectories);
    expect(trajectories.length).toBeGreaterThan(0);
    const openai = parseJsonl<OpenAiRow>(readFileSync(join(out, "exports/openai.jsonl"), "utf8"));
    // Tool-call turns are exported with "" content (what every chat template renders) and
    // 9-character tool-call ids (what Mistral's templates accept).
    expect(openai.map((r) => r.messages)).toEqual(
      trajectories.map((t) => {
        const ids = shortToolCallIds(t.messages);
        return t.messages.map((m) => {
          if (m.role === "tool") return { ...m, tool_call_id: ids.get(m.tool_call_id) };
          if (m.role !== "assistant" || !m.tool_calls) return m;
          const calls = m.tool_calls.map((c) => ({ ...c, id: ids.get(c.id) }));
          return { ...m, content: m.content ?? "", tool_calls: calls };
        });
      }),
    );
    const sharegpt = parseJsonl<ShareGptRow>(
      readFileSync(join(out, "exports/sharegpt.jsonl"), "utf8"),
    );
    sharegpt.forEach((row, i) => {
      const back = shareGptToMessages(row).flatMap((m) =>
        m.role === "assistant" ? (m.tool_calls ?? []).map((c) => c.function.name) : [],
      );
      const orig = trajectories[i]!.messages.flatMap((m) =>
        m.role === "assistant" ? (m.tool_calls ?? []).map((c) => c.function.name) : [],
      );
      expect(back).toEqual(orig);
    });
    const chat = readFileSync(join(out, "exports/chat-text.jsonl"), "utf8");
    expect(chat).toContain("<tool_call>");
    expect(chat).toContain("<tool_response>");
  });

  it("re-running with the same --out resumes every stage and rewrites identical bytes", {
    timeout: 300_000,
  }, async () => {
    const before = snapshot(out);
    const again = await cli([
      "run",
      "public/examples",
      "--out",
      out,
      "--count",
      "5",
      "--seed",
      "2",
      "--json",
    ]);
    expect(again.code, again.stderr).toBe(0);
    const stages = JSON.parse(again.stdout).stages as { stage: string; status: string }[];
    expect(stages.filter((s) => s.stage !== "export").map((s) => s.status)).toEqual(
      Array(5).fill("resumed"),
    );
    expect(snapshot(out)).toEqual(before);
  });

  it("import reads run.zip back bit-identically, and export rewrites a format the same way", {
    timeout: 120_000,
  }, async () => {
    const imported = join(tmp, "imported");
    const r = await cli(["import", join(out, "run.zip"), "--out", imported]);
    expect(r.code, r.stderr).toBe(0);
    const original = snapshot(out);
    const back = snapshot(imported);
    expect(Object.keys(back).length).toBeGreaterThan(5);
    for (const [path, bytes] of Object.entries(back)) expect(original[path], path).toBe(bytes);

    const ex = await cli(["export", imported, "--format", "sharegpt", "--out", join(tmp, "sg")]);
    expect(ex.code, ex.stderr).toBe(0);
    expect(readFileSync(join(tmp, "sg/sharegpt.jsonl"))).toEqual(
      readFileSync(join(out, "exports/sharegpt.jsonl")),
    );
    const zip = await cli(["export", imported, "--format", "zip", "--out", join(tmp, "again.zip")]);
    expect(zip.code, zip.stderr).toBe(0);
    expect(readFileSync(join(tmp, "again.zip"))).toEqual(readFileSync(join(out, "run.zip")));
  });

  it("Ctrl-C stops cleanly, keeps finished artifacts, and the next run resumes from them", {
    timeout: 300_000,
  }, async () => {
    const dir = join(tmp, "interrupted");
    const stopped = await cli(
      ["run", "public/examples", "--out", dir, "--count", "5", "--seed", "9"],
      /^build/m,
    );
    expect(stopped.code, stopped.stderr).toBe(130);
    expect(stopped.stderr).toContain("run the same command again to resume");
    const kept = readdirSync(join(dir, ".store/bundle"));
    expect(kept.length).toBeGreaterThan(0);
    const resumed = await cli([
      "run",
      "public/examples",
      "--out",
      dir,
      "--count",
      "5",
      "--seed",
      "9",
      "--json",
    ]);
    expect(resumed.code, resumed.stderr).toBe(0);
    const stages = JSON.parse(resumed.stdout).stages as { stage: string; reused: number }[];
    expect(stages.find((s) => s.stage === "build")!.reused).toBeGreaterThan(0);
  });
});
