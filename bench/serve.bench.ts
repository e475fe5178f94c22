// envfactory serve --http under load: 64 concurrent sessions driving REST and MCP (streamable
// HTTP, official SDK client), and memory per idle session. Run: npm run bench -- serve
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startHttpServer } from "../src/adapters/node/http-server.js";
import { createNodeSandboxPool } from "../src/adapters/node/sandbox-pool.js";
import { SessionManager } from "../src/adapters/node/session-manager.js";
import { command as runCommand } from "../src/cli/commands/run.js";
import { readRunDir } from "../src/cli/run-dir.js";
import { readRunDataset } from "../src/core/pipeline/index.js";
import type { Sandbox } from "../src/core/sandbox/index.js";
import { createInProcessSandbox } from "../src/core/sandbox/index.js";
import { runnerOf } from "../src/core/synth/sandbox-runner.js";
import type { Report } from "./run.ts";

const CONCURRENCY = 64;
const SECONDS = 5;

async function loadRun() {
  const dir = mkdtempSync(join(tmpdir(), "envfactory-bench-serve-"));
  const quiet = {
    stdout() {},
    stderr() {},
    isTty: false,
    env: {},
    cwd: join(import.meta.dirname, ".."),
  };
  if ((await runCommand.run(["public/examples", "--out", join(dir, "run")], quiet)) !== 0)
    throw new Error("run failed");
  const data = await readRunDataset(await readRunDir(join(dir, "run")));
  if (!data.ok) throw new Error(data.error.message);
  return { dir, ...data.value };
}

type Run = Awaited<ReturnType<typeof loadRun>>;

function goldCalls(run: Run) {
  return run.tasks
    .map((t) => {
      const traj = run.trajectories.find((x) => x.taskId === t.id)!;
      const calls = traj.messages.flatMap((m) =>
        m.role === "assistant"
          ? (m.tool_calls ?? []).map((c) => ({
              tool: c.function.name,
              args: JSON.parse(c.function.arguments),
            }))
          : [],
      );
      return { task: t.id, calls };
    })
    .filter((g) => g.calls.length > 0);
}

async function serveWith(run: Run, sandbox: Sandbox) {
  const sessions = new SessionManager({
    bundles: [...run.bundles],
    tasks: [...run.tasks],
    runner: runnerOf(sandbox),
    maxSessions: 1024,
  });
  return startHttpServer({ sessions, port: 0 });
}

const post = async (url: string, body: unknown) =>
  (await (
    await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  ).json()) as Record<string, unknown>;

/** 64 workers opening and closing sessions for SECONDS: the cost of a fresh sandbox per rollout. */
async function restSessions(url: string, gold: ReturnType<typeof goldCalls>) {
  let sessions = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = w; performance.now() < end; i += CONCURRENCY) {
        const s = await post(`${url}/sessions`, { task: gold[i % gold.length]!.task });
        sessions++;
        await fetch(`${url}/sessions/${s.session}`, { method: "DELETE" });
      }
    }),
  );
  return sessions / SECONDS;
}

/** 64 open sessions, each calling its task's gold calls over and over for SECONDS. */
async function restCalls(url: string, gold: ReturnType<typeof goldCalls>) {
  const open = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      const g = gold[w % gold.length]!;
      return { g, id: (await post(`${url}/sessions`, { task: g.task })).session as string };
    }),
  );
  let calls = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    open.map(async ({ g, id }) => {
      while (performance.now() < end)
        for (const c of g.calls) {
          const r = await post(`${url}/sessions/${id}/call`, c);
          if (r.ok === undefined) throw new Error(JSON.stringify(r));
          calls++;
        }
    }),
  );
  await Promise.all(open.map(({ id }) => fetch(`${url}/sessions/${id}`, { method: "DELETE" })));
  return calls / SECONDS;
}

/** 64 MCP clients, each bound to a task, calling its gold calls over and over for SECONDS. */
async function mcpLoad(url: string, gold: ReturnType<typeof goldCalls>) {
  const clients = await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      const g = gold[w % gold.length]!;
      const client = new Client({ name: "bench", version: "0" });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp?task=${g.task}`)));
      return { client, g };
    }),
  );
  let calls = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async ({ client, g }) => {
      while (performance.now() < end)
        for (const c of g.calls) {
          await client.callTool({ name: c.tool, arguments: c.args });
          calls++;
        }
    }),
  );
  await Promise.all(clients.map(({ client }) => client.close()));
  return calls / SECONDS;
}

export async function run(report: Report): Promise<void> {
  const data = await loadRun();
  const gold = goldCalls(data);
  try {
    for (const [label, make] of [
      [
        "worker pool (2 threads, the CLI default)",
        () => createNodeSandboxPool({ size: 2, idleMs: 0 }),
      ],
      ["in-process (--in-process)", () => createInProcessSandbox()],
    ] as const) {
      const sandbox = make();
      const server = await serveWith(data, sandbox);
      const opened = await restSessions(server.url, gold);
      report(`REST ${label}: sessions opened+closed`, opened, "/s", `${CONCURRENCY} concurrent`);
      const calls = await restCalls(server.url, gold);
      report(`REST ${label}: tool calls`, calls, "/s", `${CONCURRENCY} concurrent sessions`);
      const mcp = await mcpLoad(server.url, gold);
      report(`MCP ${label}: tool calls`, mcp, "/s", `${CONCURRENCY} concurrent sessions`);
      await server.close();
      await sandbox.dispose();
    }
    // Memory per idle session: RSS growth over N open sessions (in-process, so all of it counts).
    const sandbox = createInProcessSandbox();
    const sessions = new SessionManager({
      bundles: [...data.bundles],
      tasks: [...data.tasks],
      runner: runnerOf(sandbox),
      maxSessions: 1024,
    });
    const N = 256;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const before = process.memoryUsage();
    for (let i = 0; i < N; i++) await sessions.open({ task: gold[i % gold.length]!.task });
    gc?.();
    const after = process.memoryUsage();
    report(
      "memory per idle session (RSS)",
      (after.rss - before.rss) / N / 1024,
      "KiB",
      `${N} sessions`,
    );
    report(
      "memory per idle session (JS heap + external)",
      (after.heapUsed + after.external - before.heapUsed - before.external) / N / 1024,
      "KiB",
      `${N} sessions`,
    );
    await sessions.dispose();
    await sandbox.dispose();
  } finally {
    rmSync(data.dir, { recursive: true, force: true });
  }
}
