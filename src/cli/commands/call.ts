import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { createNodeSandboxPool } from "../../adapters/node/sandbox-pool.js";
import { formatError } from "../../core/errors.js";
import { loadBundle, ToolCall } from "../../core/schema/index.js";
import type { CliCommand, CliIo } from "../io.js";
import { UsageError } from "../io.js";

const usage = `Usage:
  envfactory call <bundle.json> <tool> [args-json]     run one call, print its outcome JSON
  envfactory call <bundle.json> --calls <file.jsonl>   run each line {"tool","args"} in order in one
                                                       instance; print one outcome per line, then
                                                       {"stateHash": "...", "calls": N}
Options:
  --timeout-ms <n>   per-call work budget, in ms of QuickJS work (default 1000)
Outcomes that are tool errors or faults are data: the exit code is 0 unless the bundle itself
cannot be loaded (1) or the usage is wrong (2). Bundle code runs in a worker thread that is
terminated if it overruns, so the command always finishes.`;

function parseCalls(text: string, file: string): ToolCall[] {
  const calls: ToolCall[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      throw new UsageError(`${file}:${i + 1}: not JSON (${(e as Error).message})`);
    }
    const parsed = ToolCall.safeParse({ args: {}, ...(value as object) });
    if (!parsed.success)
      throw new UsageError(`${file}:${i + 1}: expected {"tool": string, "args": object}`);
    calls.push(parsed.data);
  });
  return calls;
}

async function run(argv: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { calls: { type: "string" }, "timeout-ms": { type: "string" } },
  });
  const [bundlePath, tool, argsJson, ...extra] = positionals;
  if (!bundlePath) throw new UsageError("missing <bundle.json>");
  if (extra.length > 0) throw new UsageError(`unexpected arguments: ${extra.join(" ")}`);
  if (values.calls !== undefined && tool !== undefined)
    throw new UsageError("give either <tool> [args-json] or --calls <file.jsonl>, not both");
  if (values.calls === undefined && tool === undefined) throw new UsageError("missing <tool>");
  const timeout = values["timeout-ms"] === undefined ? undefined : Number(values["timeout-ms"]);
  if (timeout !== undefined && !(timeout > 0)) throw new UsageError("--timeout-ms must be > 0");

  let calls: ToolCall[];
  if (values.calls !== undefined) {
    const file = resolve(io.cwd, values.calls);
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      io.stderr(`envfactory call: cannot read ${values.calls}: ${(e as Error).message}\n`);
      return 1;
    }
    calls = parseCalls(text, values.calls);
  } else {
    let args: unknown = {};
    if (argsJson !== undefined) {
      try {
        args = JSON.parse(argsJson);
      } catch (e) {
        throw new UsageError(`args-json is not JSON: ${(e as Error).message}`);
      }
    }
    calls = [{ tool: tool as string, args: args as Record<string, unknown> }];
  }

  const path = resolve(io.cwd, bundlePath);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, "utf8"));
  } catch (e) {
    io.stderr(`envfactory call: cannot load bundle ${bundlePath}: ${(e as Error).message}\n`);
    return 1;
  }
  const bundle = await loadBundle(raw, bundlePath);
  if (!bundle.ok) {
    io.stderr(`envfactory call: invalid bundle: ${formatError(bundle.error)}\n`);
    return 1;
  }

  const pool = createNodeSandboxPool({ size: 1, idleMs: 0 });
  try {
    const limits = timeout === undefined ? undefined : { callTimeoutMs: timeout };
    const created = await pool.createInstance(bundle.value, { limits });
    if (!created.ok) {
      io.stderr(`envfactory call: bundle cannot run: ${formatError(created.error)}\n`);
      return 1;
    }
    const env = created.value;
    for (const c of calls) io.stdout(`${JSON.stringify(await env.call(c.tool, c.args))}\n`);
    if (values.calls !== undefined)
      io.stdout(`${JSON.stringify({ stateHash: await env.stateHash(), calls: calls.length })}\n`);
    env.dispose();
    return 0;
  } finally {
    await pool.dispose();
  }
}

export const command: CliCommand = {
  summary: "run tool calls against an environment bundle in the sandbox",
  usage,
  run,
};
