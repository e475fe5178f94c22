// Calls/s through `envfactory serve` over stdio vs direct in-process calls, same run, same calls.
// Run: node --import tsx test/mcp/measure-throughput.ts [calls] [--built]  (--built: npm run build:cli first)
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { createMcpEnvServer } from "../../src/adapters/node/mcp-server.js";
import { createEnvInstance, createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { loadBundle } from "../../src/core/schema/index.js";
import { BUILT, FROM_SOURCE, serve, stopAll } from "./serve-helpers.js";

const N = Number(process.argv[2] ?? 2000);
const CLI = process.argv.includes("--built") ? BUILT : FROM_SOURCE;
const PATH = "public/examples/notes.envbundle.json";
const calls: [string, Record<string, unknown>][] = [
  ["list_notes", { limit: 5 }],
  ["get_note", { note_id: "note_1" }],
  ["update_note", { note_id: "note_2", body: "edited" }],
];

async function timed(
  label: string,
  call: (t: string, a: Record<string, unknown>) => Promise<unknown>,
) {
  for (let i = 0; i < 50; i++)
    await call(...(calls[i % calls.length] as [string, Record<string, unknown>]));
  const t0 = performance.now();
  for (let i = 0; i < N; i++)
    await call(...(calls[i % calls.length] as [string, Record<string, unknown>]));
  const ms = performance.now() - t0;
  const rate = (N / ms) * 1000;
  process.stderr.write(
    `${label.padEnd(34)} ${rate.toFixed(0).padStart(6)} calls/s  (${(ms / N).toFixed(3)} ms/call)\n`,
  );
  return rate;
}

const loaded = await loadBundle(JSON.parse(readFileSync(PATH, "utf8")), PATH);
if (!loaded.ok) throw new Error(loaded.error.message);
const direct = await createEnvInstance(loaded.value);
if (!direct.ok) throw new Error(direct.error.message);
const base = await timed("direct EnvInstance (baseline)", (t, a) => direct.value.call(t, a));
direct.value.dispose();

// The protocol alone (SDK client + server, no pipes, no second process).
const sandbox = createInProcessSandbox();
const made = await createMcpEnvServer(loaded.value, { sandbox, ownsSandbox: true });
if (!made.ok) throw new Error(made.error.message);
const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
await made.value.server.connect(serverSide);
const client = new Client({ name: "measure", version: "0" });
await client.connect(clientSide);
const mem = await timed("MCP in-memory, in-process sandbox", (t, a) =>
  client.callTool({ name: t, arguments: a }),
);
process.stderr.write(`${"".padEnd(34)} ratio to baseline ${(mem / base).toFixed(2)}\n`);
await client.close();
await made.value.close();

for (const [label, extra] of [
  ["MCP stdio, in-process sandbox", ["--in-process"]],
  ["MCP stdio, worker sandbox", []],
] as const) {
  try {
    const t0 = performance.now();
    const env = await serve([PATH, ...extra], CLI);
    process.stderr.write(`${label}: spawn + connect ${(performance.now() - t0).toFixed(0)} ms\n`);
    const rate = await timed(label, (t, a) => env.call(t, a));
    process.stderr.write(`${"".padEnd(34)} ratio to baseline ${(rate / base).toFixed(2)}\n`);
    await env.stop();
  } catch (e) {
    process.stderr.write(`${label}: failed: ${e instanceof Error ? e.message : e}\n`);
  }
}
await stopAll();
