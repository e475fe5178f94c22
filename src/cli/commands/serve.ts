import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import process from "node:process";
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { createMcpEnvServer } from "../../adapters/node/mcp-server.js";
import { createNodeSandboxPool } from "../../adapters/node/sandbox-pool.js";
import { formatError } from "../../core/errors.js";
import { createInProcessSandbox } from "../../core/sandbox/index.js";
import { loadBundle } from "../../core/schema/index.js";
import type { CliCommand, CliIo } from "../io.js";
import { UsageError } from "../io.js";

const USAGE = `Usage: envfactory serve <bundle.envbundle.json> [options]

Serve one environment bundle as an MCP server over stdio: its tools, one stateful sandboxed
instance. Logs go to stderr only; stdout carries the protocol.

Options:
  --episode-seed N     seed of the episode (mixed with the bundle's seed; default 0)
  --control-tools      also offer envfactory_reset {episode_seed?} and envfactory_state_hash
  --timeout-ms N       wall-clock limit per call (default 1000)
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
  summary: "serve an environment bundle as an MCP server (stdio)",
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

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      "episode-seed": { type: "string" },
      "control-tools": { type: "boolean", default: false },
      "timeout-ms": { type: "string" },
      "in-process": { type: "boolean", default: false },
    },
  });
}
