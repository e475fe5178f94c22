import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatError } from "../../core/errors.js";
import { buildToolGraph, exportToolGraph, graphStats } from "../../core/graph/index.js";
import { DEFAULT_MAX_BYTES } from "../../core/ingest/index.js";
import { type EnvBundle, loadBundle } from "../../core/schema/index.js";
import { type CliCommand, UsageError } from "../io.js";
import { writeAtomic } from "../owned-folder.js";
import { readTextCapped } from "../run-dir.js";

const usage = `Usage: envfactory graph <bundle.json...> [--out graph.json] [--cross-env]

Build the tool dependency graph of one or more environment bundles: data edges (an output of one
tool fills an input of another) and state edges (a tool writes a collection another reads).
Prints node and edge counts, connected components and the tools no edge touches.

Options:
  --out FILE     write graphology's serialisation (ToolGraph JSON) to FILE
  --cross-env    also connect tools of different bundles (for multi-environment tasks)
  --json         print the summary as JSON`;

export const command: CliCommand = {
  summary: "build the tool dependency graph of bundles and report its shape",
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(argv);
    if (positionals.length === 0) throw new UsageError("give at least one bundle file");
    const bundles: EnvBundle[] = [];
    let failed = false;
    for (const file of positionals) {
      const read = await readTextCapped(resolve(io.cwd, file), DEFAULT_MAX_BYTES, file);
      if (!read.ok) {
        io.stderr(`envfactory graph: cannot read ${file}: ${formatError(read.error)}\n`);
        failed = true;
        continue;
      }
      const text = read.value;
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (e) {
        io.stderr(`envfactory graph: ${file} is not JSON: ${(e as Error).message}\n`);
        failed = true;
        continue;
      }
      const loaded = await loadBundle(json, file);
      if (!loaded.ok) {
        io.stderr(`envfactory graph: ${formatError(loaded.error)}\n`);
        failed = true;
        continue;
      }
      bundles.push(loaded.value);
    }
    if (bundles.length === 0) return 1;
    const graph = buildToolGraph(bundles, { crossEnv: Boolean(values["cross-env"]) });
    const stats = graphStats(graph);
    if (values.out) {
      const out = resolve(io.cwd, values.out);
      // The user named this file; it is replaced by rename, never written through a symlink.
      await writeAtomic(out, `${JSON.stringify(exportToolGraph(graph), null, 2)}\n`);
    }
    if (values.json) {
      io.stdout(`${JSON.stringify(stats)}\n`);
    } else {
      io.stdout(
        [
          `tools (nodes):        ${stats.nodes}`,
          `edges:                ${stats.edges} (${stats.dataEdges} data, ${stats.stateEdges} state)`,
          `connected components: ${stats.components}`,
          `tools no edge reaches: ${stats.unreachedTools.length === 0 ? "none" : stats.unreachedTools.join(", ")}`,
          ...(values.out ? [`graph written to ${values.out}`] : []),
          "",
        ].join("\n"),
      );
    }
    return failed ? 1 : 0;
  },
};

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      "cross-env": { type: "boolean" },
      json: { type: "boolean" },
    },
  });
}
