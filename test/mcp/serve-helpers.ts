import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export const ROOT = join(import.meta.dirname, "../..");

/** A connected client to `envfactory serve <args>` run from source in a child process. */
export interface ServedEnv {
  client: Client;
  pid: number | null;
  stderr(): string;
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  stop(): Promise<void>;
}

const live = new Set<ServedEnv>();

/** How to start the CLI: from source through tsx (default), or the built `bin/envfactory.mjs`. */
export const FROM_SOURCE = ["--import", "tsx", "src/cli/main.ts"];
export const BUILT = ["bin/envfactory.mjs"];

/** Spawn the CLI's serve command and connect the SDK's client to it over stdio. */
export async function serve(args: string[], cli: string[] = FROM_SOURCE): Promise<ServedEnv> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...cli, "serve", ...args],
    cwd: ROOT,
    env: process.env as Record<string, string>,
    stderr: "pipe",
  });
  let err = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    err += chunk.toString("utf8");
  });
  const client = new Client({ name: "envfactory-test", version: "0.0.0" });
  const served: ServedEnv = {
    client,
    pid: null,
    stderr: () => err,
    call: async (name, a = {}) => (await client.callTool({ name, arguments: a })) as CallToolResult,
    async stop() {
      live.delete(served);
      const pid = transport.pid;
      await client.close().catch(() => undefined);
      if (pid !== null && isAlive(pid)) process.kill(pid, "SIGKILL");
    },
  };
  live.add(served);
  await client.connect(transport);
  served.pid = transport.pid;
  return served;
}

/** Stop every server a test started, even when the test failed half-way. */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((s) => s.stop()));
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The text of a tool result's first content block. */
export function textOf(r: CallToolResult): string {
  const c = r.content[0];
  if (c?.type !== "text") throw new Error(`expected text content, got ${JSON.stringify(c)}`);
  return c.text;
}
