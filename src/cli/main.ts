import process from "node:process";
import { pathToFileURL } from "node:url";
import { boundHeapGrowth } from "../adapters/node/heap-growth.js";
import { shareQuickJsWasmFromPackage } from "../adapters/node/quickjs-wasm.js";
import { formatError } from "../core/errors.js";
import type { CliCommand, CliIo } from "./io.js";
import { CliFailure, UsageError } from "./io.js";

/** Commands load lazily so `envfactory call` does not pay for the graph or export code. */
const COMMANDS: Record<string, () => Promise<{ command: CliCommand }>> = {
  run: () => import("./commands/run.js"),
  ingest: () => import("./commands/ingest.js"),
  build: () => import("./commands/build.js"),
  verify: () => import("./commands/verify.js"),
  call: () => import("./commands/call.js"),
  graph: () => import("./commands/graph.js"),
  synth: () => import("./commands/synth.js"),
  score: () => import("./commands/score.js"),
  eval: () => import("./commands/eval.js"),
  export: () => import("./commands/export.js"),
  import: () => import("./commands/import.js"),
  serve: () => import("./commands/serve.js"),
};

export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    io.stdout(await helpText());
    return name === undefined ? 1 : 0;
  }
  if (name === "--version") {
    io.stdout("0.1.0\n");
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    io.stderr(`envfactory: unknown command '${name}'. Run 'envfactory --help' for the list.\n`);
    return 2;
  }
  const { command } = await load();
  if (rest.includes("--help") || rest.includes("-h")) {
    io.stdout(`${command.usage}\n`);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError || isParseArgsError(e)) {
      io.stderr(`envfactory ${name}: ${e.message}\n\n${command.usage}\n`);
      return 2;
    }
    if (e instanceof CliFailure) {
      io.stderr(`envfactory ${name}: ${formatError(e.error)}\n`);
      return 1;
    }
    // Anything else is a bug; say what and where without a stack dump (ENVFACTORY_DEBUG=1 shows it).
    const err = e instanceof Error ? e : new Error(String(e));
    const code = (err as NodeJS.ErrnoException).code;
    io.stderr(
      `envfactory ${name}: failed: ${err.message.slice(0, 2000)}${code ? ` (${code})` : ""}\n` +
        (io.env.ENVFACTORY_DEBUG ? `${err.stack ?? ""}\n` : ""),
    );
    return 1;
  }
}

/** node:util parseArgs rejects unknown or malformed flags with ERR_PARSE_ARGS_* codes: usage errors. */
function isParseArgsError(e: unknown): e is Error {
  const code = (e as { code?: unknown } | null)?.code;
  return e instanceof Error && typeof code === "string" && code.startsWith("ERR_PARSE_ARGS");
}

async function helpText(): Promise<string> {
  const lines = [
    "envfactory — tool docs in, sandboxed environments, tool graphs and tool-use trajectories out.",
    "",
    "Usage: envfactory <command> [options]   (envfactory <command> --help for details)",
    "",
    "Commands:",
  ];
  for (const [name, load] of Object.entries(COMMANDS)) {
    const { command } = await load();
    lines.push(`  ${name.padEnd(10)} ${command.summary}`);
  }
  return `${lines.join("\n")}\n`;
}

function nodeIo(): CliIo {
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort(new Error("interrupted (Ctrl-C)")));
  return {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    isTty: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd(),
    signal: controller.signal,
  };
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

/** Entry for the bin script and for `node --import tsx src/cli/main.ts`. */
export async function runCli(): Promise<void> {
  boundHeapGrowth();
  shareQuickJsWasmFromPackage();
  const code = await main(process.argv.slice(2), nodeIo());
  process.exitCode = code;
}

if (invokedDirectly) await runCli();
