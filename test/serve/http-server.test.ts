import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningHttpServer, startHttpServer } from "../../src/adapters/node/http-server.js";
import { SessionManager } from "../../src/adapters/node/session-manager.js";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import type { Task } from "../../src/core/schema/index.js";
import { runnerOf } from "../../src/core/synth/sandbox-runner.js";
import { type BuiltRun, buildRun, goldOf } from "./run-fixture.js";

let run: BuiltRun;
let server: RunningHttpServer;
const sandbox = createInProcessSandbox();

async function api(method: string, path: string, body?: unknown, raw?: string) {
  const res = await fetch(server.url + path, {
    method,
    headers: { "content-type": "application/json" },
    ...(raw !== undefined
      ? { body: raw }
      : body !== undefined
        ? { body: JSON.stringify(body) }
        : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below
  return { status: res.status, body: (await res.json()) as any };
}

let writer: Task;
/** A single-turn task of ≥ 2 gold calls that change the state (read-only tasks prove nothing here). */
const taskWithWrites = () => writer;

/** The first such task: its opening state hash differs from its gold final state hash. */
async function findTaskWithWrites(): Promise<Task> {
  for (const t of run.tasks) {
    const traj = run.trajectories.find((x) => x.taskId === t.id)!;
    if (goldOf(traj).calls.length < 2 || t.turns.length !== 1) continue;
    const id = (await api("POST", "/sessions", { task: t.id })).body.session;
    const opening = (await api("GET", `/sessions/${id}/state`)).body.stateHash;
    await api("DELETE", `/sessions/${id}`);
    if (opening !== t.gold.finalStateHash) return t;
  }
  throw new Error("the example run has no single-turn task whose gold calls write");
}

beforeAll(async () => {
  run = await buildRun();
  const sessions = new SessionManager({
    bundles: run.bundles,
    tasks: run.tasks,
    runner: runnerOf(sandbox),
    maxSessions: 8,
  });
  server = await startHttpServer({ sessions, port: 0, maxBodyBytes: 64 * 1024 });
  writer = await findTaskWithWrites();
}, 600_000);

afterAll(async () => {
  await server?.close();
  await sandbox.dispose();
  run?.cleanup();
});

describe("serve --http REST", () => {
  it("binds to 127.0.0.1 and reports health", async () => {
    expect(new URL(server.url).hostname).toBe("127.0.0.1");
    const h = await api("GET", "/health");
    expect(h.status).toBe(200);
    expect(h.body).toMatchObject({ ok: true, tasks: run.tasks.length, maxSessions: 8 });
  });

  it("a session replays the gold calls to the gold state and scores 1, with its state hash", async () => {
    const task = taskWithWrites();
    const opened = await api("POST", "/sessions", { task: task.id });
    expect(opened.status).toBe(200);
    expect(opened.body.messages.at(-1)).toEqual({ role: "user", content: task.turns[0]!.user });
    const traj = run.trajectories.find((t) => t.taskId === task.id)!;
    expect(
      opened.body.tools.map((t: { function: { name: string } }) => t.function.name).sort(),
    ).toEqual(traj.tools.map((t) => t.function.name).sort());
    const id = opened.body.session as string;
    const results = traj.messages.filter((m) => m.role === "tool").map((m) => m.content);
    const { calls } = goldOf(traj);
    for (const [i, c] of calls.entries()) {
      const r = await api("POST", `/sessions/${id}/call`, c);
      expect(r.status).toBe(200);
      expect(r.body.ok).toBe(true);
      expect(JSON.stringify(r.body.result)).toBe(JSON.stringify(JSON.parse(results[i]!)));
    }
    const scored = await api("POST", `/sessions/${id}/score`, { messages: traj.messages });
    expect(scored.body.total).toBe(1);
    expect(scored.body.stateHash).toBe(task.gold.finalStateHash);
    expect((await api("DELETE", `/sessions/${id}`)).status).toBe(200);
    expect((await api("POST", `/sessions/${id}/call`, calls[0])).status).toBe(404);
  });

  it("sessions are isolated: calls in one leave another's state alone", async () => {
    const task = taskWithWrites();
    const a = (await api("POST", "/sessions", { task: task.id })).body.session;
    const b = (await api("POST", "/sessions", { task: task.id })).body.session;
    const before = (await api("GET", `/sessions/${b}/state`)).body.stateHash;
    const traj = run.trajectories.find((t) => t.taskId === task.id)!;
    for (const c of goldOf(traj).calls) await api("POST", `/sessions/${a}/call`, c);
    expect((await api("GET", `/sessions/${a}/state`)).body.stateHash).toBe(
      task.gold.finalStateHash,
    );
    expect((await api("GET", `/sessions/${b}/state`)).body.stateHash).toBe(before);
    expect(before).not.toBe(task.gold.finalStateHash);
    await api("DELETE", `/sessions/${a}`);
    await api("DELETE", `/sessions/${b}`);
  });

  it("POST /score is stateless: gold 1, an empty answer less", async () => {
    const task = taskWithWrites();
    const traj = run.trajectories.find((t) => t.taskId === task.id)!;
    const gold = await api("POST", "/score", { task: task.id, messages: traj.messages });
    expect(gold.body.total).toBe(1);
    const nothing = await api("POST", "/score", {
      task: task.id,
      messages: [{ role: "assistant", content: "Sorry." }],
    });
    expect(nothing.body.total).toBeLessThan(0.5);
    expect((await api("POST", "/score", { task: "nope", messages: [] })).status).toBe(404);
  });

  it("opens an environment by name and episode seed; bad input is 400/404, not 500", async () => {
    const env = run.bundles[0]!.name;
    const s = await api("POST", "/sessions", { env, episodeSeed: 3 });
    expect(s.status).toBe(200);
    expect(s.body.messages).toEqual([]);
    const bad = await api("POST", `/sessions/${s.body.session}/call`, { tool: "nope", args: {} });
    expect(bad.body).toMatchObject({ ok: false, error: { code: "UnknownTool" } });
    const badArgs = await api("POST", `/sessions/${s.body.session}/call`, {
      tool: s.body.tools[0].function.name,
      args: [1],
    });
    expect(badArgs.body).toMatchObject({ ok: false, error: { code: "InvalidArguments" } });
    expect((await api("POST", "/sessions", undefined, "{not json")).status).toBe(400);
    expect((await api("POST", "/sessions", { env: "nope" })).status).toBe(404);
    expect((await api("POST", "/sessions", { task: 7 })).status).toBe(400);
    expect((await api("GET", "/nope")).status).toBe(404);
    await api("DELETE", `/sessions/${s.body.session}`);
  });

  it("POST /sessions/ID/user plays the task's simulated user: later turns, then done", async () => {
    const task = run.tasks.find((t) => t.turns.length > 1)!;
    const traj = run.trajectories.find((t) => t.taskId === task.id)!;
    const id = (await api("POST", "/sessions", { task: task.id })).body.session;
    const at = traj.messages.findIndex(
      (m) => m.role === "user" && m.content === task.turns[1]!.user,
    );
    const next = await api("POST", `/sessions/${id}/user`, {
      messages: traj.messages.slice(0, at),
    });
    expect(next.body).toMatchObject({ role: "user", content: task.turns[1]!.user, done: false });
    const end = await api("POST", `/sessions/${id}/user`, { messages: traj.messages });
    expect(end.body.done).toBe(true);
    expect((await api("POST", `/sessions/${id}/user`, { messages: "x" })).status).toBe(400);
    await api("DELETE", `/sessions/${id}`);
  });

  it("refuses a body over the size bound with 413", async () => {
    const r = await api("POST", "/score", {
      task: run.tasks[0]!.id,
      messages: ["x".repeat(70_000)],
    });
    expect(r.status).toBe(413);
  });

  it("answers 503 when every session is taken, and serves again after one closes", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 8; i++)
      ids.push((await api("POST", "/sessions", { task: run.tasks[0]!.id })).body.session);
    const full = await api("POST", "/sessions", { task: run.tasks[0]!.id });
    expect(full.status).toBe(503);
    expect(full.body.error.code).toBe("serve/full");
    await api("DELETE", `/sessions/${ids.pop()}`);
    ids.push((await api("POST", "/sessions", { task: run.tasks[0]!.id })).body.session);
    for (const id of ids) await api("DELETE", `/sessions/${id}`);
  });
});

describe("session expiry", () => {
  it("closes sessions idle past idleMs", async () => {
    let now = 0;
    const sessions = new SessionManager({
      bundles: run.bundles,
      tasks: run.tasks,
      runner: runnerOf(sandbox),
      idleMs: 1000,
      now: () => now,
    });
    const a = await sessions.open({ task: run.tasks[0]!.id });
    const b = await sessions.open({ task: run.tasks[0]!.id });
    if (!a.ok || !b.ok) throw new Error("open failed");
    now = 800;
    await sessions.stateHash(b.value.session);
    now = 1500;
    expect(await sessions.sweep()).toBe(1);
    expect((await sessions.stateHash(a.value.session)).ok).toBe(false);
    expect((await sessions.stateHash(b.value.session)).ok).toBe(true);
    await sessions.dispose();
  });
});

describe("serve --http MCP (streamable HTTP, official SDK client)", () => {
  async function connect(task: Task) {
    const client = new Client({ name: "envfactory-test", version: "0.0.0" });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${server.url}/mcp?task=${task.id}`)),
    );
    return client;
  }

  it("binds an MCP session to a task: its tools only, no scoring or reset tool, gold state reached", async () => {
    const task = taskWithWrites();
    const traj = run.trajectories.find((t) => t.taskId === task.id)!;
    const before = (await api("GET", "/health")).body.sessions as number;
    const client = await connect(task);
    const listed = (await client.listTools()).tools.map((t) => t.name).sort();
    expect(listed).toEqual(traj.tools.map((t) => t.function.name).sort());
    expect(listed.some((n) => /score|reset|state/i.test(n) && n.startsWith("envfactory"))).toBe(
      false,
    );
    expect((await api("GET", "/health")).body.sessions).toBe(before + 1);
    const results = traj.messages.filter((m) => m.role === "tool").map((m) => m.content);
    for (const [i, c] of goldOf(traj).calls.entries()) {
      const r = (await client.callTool({
        name: c.tool,
        arguments: c.args as Record<string, unknown>,
      })) as CallToolResult;
      expect(r.isError).toBeFalsy();
      expect(JSON.parse((r.content[0] as { text: string }).text)).toEqual(JSON.parse(results[i]!));
    }
    const err = (await client.callTool({ name: "no_such_tool", arguments: {} })) as CallToolResult;
    expect(err.isError).toBe(true);
    await client.close();
  });

  it("two MCP sessions on one task do not see each other's writes", async () => {
    const task = taskWithWrites();
    const traj = run.trajectories.find((t) => t.taskId === task.id)!;
    const [a, b] = [await connect(task), await connect(task)];
    const first = goldOf(traj).calls.at(-1)!;
    const ra = (await a.callTool({
      name: first.tool,
      arguments: first.args as never,
    })) as CallToolResult;
    const rb = (await b.callTool({
      name: first.tool,
      arguments: first.args as never,
    })) as CallToolResult;
    // The same call from the same start gives the same answer in both: neither saw the other.
    expect(rb.content).toEqual(ra.content);
    await a.close();
    await b.close();
  });

  it("without ?task= or ?env= an MCP session is refused with 400", async () => {
    const res = await fetch(`${server.url}/mcp`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: {} }),
    });
    expect(res.status).toBe(400);
  });
});
