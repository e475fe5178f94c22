import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { startHttpServer } from "../../adapters/node/http-server.js";
import { createMcpEnvServer } from "../../adapters/node/mcp-server.js";
import { createNodeSandboxPool } from "../../adapters/node/sandbox-pool.js";
import { SessionManager } from "../../adapters/node/session-manager.js";
import { formatError } from "../../core/errors.js";
import { readRunDataset } from "../../core/pipeline/index.js";
import { createInProcessSandbox } from "../../core/sandbox/index.js";
import { type EnvBundle, loadBundle, type Task } from "../../core/schema/index.js";
import { runnerOf } from "../../core/synth/sandbox-runner.js";
import type { CliCommand, CliIo } from "../io.js";
import { UsageError } from "../io.js";
import { isDirectory, readRunDir } from "../run-dir.js";

const USAGE = `Usage: envfactory serve <bundle.envbundle.json> [options]
       envfactory serve <run-dir | bundle.json...> --http [--port N] [options]

Serve one environment bundle as an MCP server over stdio: its tools, one stateful sandboxed
instance. Logs go to stderr only; stdout carries the protocol.

With --http: one process, many isolated sessions (each its own sandbox instances) for RL
rollout workers. REST: GET /health; POST /sessions {"task": ID} or {"env": NAME, "episodeSeed": k}
→ {session, tools, messages}; POST /sessions/ID/call {"tool", "args"} → the outcome JSON of
envfactory call; POST /sessions/ID/score {"messages"} → {total, components, stateHash};
POST /sessions/ID/user {"messages"} → the simulated user's next message; DELETE /sessions/ID;
POST /score {"task", "messages"} (stateless). MCP streamable HTTP at /mcp?task=ID.
  --port N             port (default 8765; 0 = any free port, printed on stderr)
  --host H             address to bind (default 127.0.0.1)
  --max-sessions N     open sessions at most (default 256; then 503)
  --idle-ms N          close sessions unused this long (default 300000)
  --max-body-bytes N   largest request body (default 1048576; then 413)
  --workers N          sandbox worker threads (default 2)

Options:
  --episode-seed N     seed of the episode (mixed with the bundle's seed; default 0)
  --control-tools      also offer envfactory_reset {episode_seed?} and envfactory_state_hash
  --timeout-ms N       work budget per call, in ms of QuickJS work (default 1000; the
                       wall clock stops a call at 20x, so a busy machine changes nothing)
  --in-process         run the bundle's code in this thread (faster; only for trusted bundles:
                       a native built-in looping can then stall the server past the deadline)

Example MCP client config (Claude Desktop, agent frameworks):
  {"mcpServers": {"notes": {"command": "envfactory",
    "args": ["serve", "notes.envbundle.json", "--control-tools"]}}}`;

function intOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min)
    throw new UsageError(`--${name} must be an integer ≥ ${min}`);
  return n;
}

/** Resolves when the client goes away (stdin closes) or the process is asked to stop. */
function untilStopped(transport: StdioServerTransport, io: CliIo): Promise<string> {
  return new Promise((resolveStop) => {
    const onEnd = () => done("stdin closed");
    const onTerm = () => done("SIGTERM");
    const onAbort = () => done("interrupted");
    // Listeners go as soon as we stop, so a second SIGTERM gets Node's default (exit).
    const done = (why: string) => {
      process.stdin.off("end", onEnd);
      process.off("SIGTERM", onTerm);
      io.signal?.removeEventListener("abort", onAbort);
      resolveStop(why);
    };
    const prior = transport.onclose;
    transport.onclose = () => {
      prior?.();
      done("the client closed the connection");
    };
    process.stdin.once("end", onEnd);
    process.once("SIGTERM", onTerm);
    if (io.signal?.aborted) done("interrupted");
    io.signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export const command: CliCommand = {
  summary: "serve environments: one bundle over MCP stdio, or a run's tasks as HTTP sessions",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    let parsed: ReturnType<typeof parse>;
    try {
      parsed = parse(argv);
    } catch (e) {
      if (e instanceof UsageError) throw e;
      throw new UsageError(e instanceof Error ? e.message : String(e));
    }
    const { values, positionals } = parsed;
    if (values.http) return serveHttp(values, positionals, io);
    if (positionals.length !== 1) throw new UsageError("give exactly one bundle file");
    const episodeSeed = intOption(values["episode-seed"], "episode-seed", 0);
    const timeoutMs = intOption(values["timeout-ms"], "timeout-ms", 1);
    const path = resolve(io.cwd, positionals[0] as string);

    let json: unknown;
    try {
      json = JSON.parse(await readFile(path, "utf8"));
    } catch (e) {
      io.stderr(`envfactory serve: cannot read ${path}: ${e instanceof Error ? e.message : e}\n`);
      return 1;
    }
    const bundle = await loadBundle(json, path);
    if (!bundle.ok) {
      io.stderr(`envfactory serve: ${formatError(bundle.error)}\n`);
      return 1;
    }

    const sandbox = values["in-process"]
      ? createInProcessSandbox()
      : createNodeSandboxPool({ size: 1, idleMs: 0 });
    const created = await createMcpEnvServer(bundle.value, {
      sandbox,
      episodeSeed,
      controlTools: values["control-tools"],
      limits: timeoutMs === undefined ? undefined : { callTimeoutMs: timeoutMs },
      ownsSandbox: true,
      log: (line) => io.stderr(`envfactory serve: ${line}\n`),
    });
    if (!created.ok) {
      await sandbox.dispose();
      io.stderr(`envfactory serve: ${formatError(created.error)}\n`);
      return 1;
    }
    const env = created.value;
    const transport = new StdioServerTransport();
    const stopped = untilStopped(transport, io);
    await env.server.connect(transport);
    io.stderr(
      `envfactory serve: ${bundle.value.name} (${bundle.value.tools.length} tools) on stdio` +
        `${values["in-process"] ? ", in-process" : ", sandboxed in a worker"}\n`,
    );
    const why = await stopped;
    io.stderr(`envfactory serve: stopping (${why})\n`);
    await env.close();
    return 0;
  },
};

/** Bundles and tasks from a run directory, or bundles from files (env sessions only). */
async function loadServed(
  paths: string[],
  io: CliIo,
): Promise<{ bundles: EnvBundle[]; tasks: Task[] } | string> {
  if (paths.length === 1 && (await isDirectory(paths[0]!))) {
    const dataset = await readRunDataset(await readRunDir(paths[0]!));
    if (!dataset.ok) return formatError(dataset.error);
    return { bundles: [...dataset.value.bundles], tasks: [...dataset.value.tasks] };
  }
  const bundles: EnvBundle[] = [];
  for (const p of paths) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(p, "utf8"));
    } catch (e) {
      return `cannot read ${p}: ${e instanceof Error ? e.message : e}`;
    }
    const b = await loadBundle(json, p);
    if (!b.ok) return formatError(b.error);
    bundles.push(b.value);
  }
  io.stderr("envfactory serve: bundles only, so sessions open by env (no tasks to score)\n");
  return { bundles, tasks: [] };
}

async function serveHttp(
  values: ReturnType<typeof parse>["values"],
  positionals: string[],
  io: CliIo,
): Promise<number> {
  if (positionals.length === 0) throw new UsageError("give a run directory or bundle files");
  const port = intOption(values.port, "port", 0) ?? 8765;
  const maxSessions = intOption(values["max-sessions"], "max-sessions", 1);
  const idleMs = intOption(values["idle-ms"], "idle-ms", 1);
  const maxBodyBytes = intOption(values["max-body-bytes"], "max-body-bytes", 1024);
  const workers = intOption(values.workers, "workers", 1) ?? 2;
  const timeoutMs = intOption(values["timeout-ms"], "timeout-ms", 1);
  const loaded = await loadServed(
    positionals.map((p) => resolve(io.cwd, p)),
    io,
  );
  if (typeof loaded === "string") {
    io.stderr(`envfactory serve: ${loaded}\n`);
    return 1;
  }
  const sandbox = values["in-process"]
    ? createInProcessSandbox()
    : createNodeSandboxPool({ size: workers, idleMs: 0 });
  const runner = runnerOf(
    timeoutMs === undefined
      ? sandbox
      : {
          ...sandbox,
          createInstance: (b, o) =>
            sandbox.createInstance(b, { ...o, limits: { ...o?.limits, callTimeoutMs: timeoutMs } }),
        },
  );
  const sessions = new SessionManager({
    bundles: loaded.bundles,
    tasks: loaded.tasks,
    runner,
    ...(maxSessions !== undefined ? { maxSessions } : {}),
    ...(idleMs !== undefined ? { idleMs } : {}),
  });
  let running: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    running = await startHttpServer({
      sessions,
      host: values.host ?? "127.0.0.1",
      port,
      ...(maxBodyBytes !== undefined ? { maxBodyBytes } : {}),
      log: (line) => io.stderr(`envfactory serve: ${line}\n`),
    });
  } catch (e) {
    await sessions.dispose();
    await sandbox.dispose();
    io.stderr(`envfactory serve: cannot listen: ${e instanceof Error ? e.message : e}\n`);
    return 1;
  }
  io.stderr(
    `envfactory serve: ${loaded.bundles.length} environments, ${loaded.tasks.length} tasks on ${running.url} ` +
      `(max ${sessions.maxSessions} sessions, MCP at ${running.url}/mcp?task=ID)\n`,
  );
  const why = await new Promise<string>((done) => {
    const onTerm = () => done("SIGTERM");
    const onInt = () => done("SIGINT");
    process.once("SIGTERM", onTerm);
    process.once("SIGINT", onInt);
    if (io.signal?.aborted) done("interrupted");
    io.signal?.addEventListener("abort", () => done("interrupted"), { once: true });
  });
  io.stderr(`envfactory serve: stopping (${why})\n`);
  await running.close();
  await sandbox.dispose();
  return 0;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      http: { type: "boolean", default: false },
      port: { type: "string" },
      host: { type: "string" },
      "max-sessions": { type: "string" },
      "idle-ms": { type: "string" },
      "max-body-bytes": { type: "string" },
      workers: { type: "string" },
      "episode-seed": { type: "string" },
      "control-tools": { type: "boolean", default: false },
      "timeout-ms": { type: "string" },
      "in-process": { type: "boolean", default: false },
    },
  });
}
