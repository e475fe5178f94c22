import { readdir, stat } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type EnvFactoryError, formatError } from "../../core/errors.js";
import { DEFAULT_MAX_BYTES, type IngestedDoc, ingestFiles } from "../../core/ingest/index.js";
import { INGEST_FORMATS, type IngestFormat } from "../../core/schema/index.js";
import { type CliCommand, type CliIo, UsageError } from "../io.js";
import { readTextCapped } from "../run-dir.js";

const DOC_EXT = /\.(json|jsonl|ndjson|ya?ml|md|markdown|txt)$/i;

const USAGE = `Usage: envfactory ingest <doc...> [--format F] [--json]

Reads tool docs (files, or directories searched recursively for .json/.jsonl/.yaml/.md) and shows,
per file, the detected format, environment name, number of tools, warnings and errors.
Formats: OpenAPI 2.0/3.0/3.1, MCP tools/list, EnvFactory metadata, OpenAI tools, BFCL functions.

  --format F  read every file as format F (${INGEST_FORMATS.join(", ")})
  --json      print one JSON document {docs: [...], failures: [...]} on stdout

Exit status 0 when at least one document was ingested.`;

type Failure = { file: string; error: EnvFactoryError };

/** Reads files (directories recursively, sorted); oversized files are refused before reading. */
async function readDocs(paths: string[], cwd: string) {
  const files: { name: string; text: string }[] = [];
  const failures: Failure[] = [];
  const ioFailure = (file: string, e: unknown): Failure => ({
    file,
    error: {
      code: "io/read-failed",
      message: e instanceof Error ? e.message : String(e),
      where: file,
    },
  });
  const visit = async (path: string, explicit: boolean): Promise<void> => {
    const abs = resolve(cwd, path);
    try {
      const info = await stat(abs);
      if (info.isDirectory()) {
        const entries = (await readdir(abs)).filter((e) => !e.startsWith(".")).sort();
        for (const entry of entries) await visit(join(path, entry), false);
        return;
      }
      if (!explicit && !DOC_EXT.test(path)) return;
      if (info.size > DEFAULT_MAX_BYTES) {
        failures.push({
          file: path,
          error: {
            code: "ingest/too-large",
            message: `${path} is ${info.size} bytes, over the ${DEFAULT_MAX_BYTES}-byte limit`,
            where: path,
          },
        });
        return;
      }
      const text = await readTextCapped(abs, DEFAULT_MAX_BYTES, path);
      if (text.ok) files.push({ name: path, text: text.value });
      else failures.push({ file: path, error: text.error });
    } catch (e) {
      failures.push(ioFailure(path, e));
    }
  };
  for (const p of paths) await visit(p, true);
  return { files, failures };
}

function printHuman(io: CliIo, docs: IngestedDoc[], failures: Failure[]): void {
  for (const d of docs) {
    io.stdout(`${d.file}: ${d.format} → ${d.name} (${d.domain}), ${d.tools.length} tools\n`);
    for (const w of d.warnings) io.stdout(`  warning: ${w.message} (at ${w.where})\n`);
  }
  for (const f of failures) io.stdout(`${f.file}: error ${formatError(f.error)}\n`);
  const tools = docs.reduce((n, d) => n + d.tools.length, 0);
  io.stdout(`\n${docs.length} ingested, ${failures.length} failed, ${tools} tools\n`);
}

export const command: CliCommand = {
  summary: "read tool docs and show the tools found (no environment built)",
  usage: USAGE,
  async run(argv, io) {
    let parsed: ReturnType<typeof parseArgs>;
    try {
      parsed = parseArgs({
        args: argv,
        allowPositionals: true,
        options: { json: { type: "boolean" }, format: { type: "string" } },
      });
    } catch (e) {
      throw new UsageError(e instanceof Error ? e.message : String(e));
    }
    const { values, positionals } = parsed;
    if (positionals.length === 0) throw new UsageError("give at least one document or directory");
    const format = values.format;
    if (format !== undefined && !INGEST_FORMATS.includes(format as IngestFormat)) {
      throw new UsageError(`unknown --format "${String(format)}"`);
    }
    const read = await readDocs(positionals, io.cwd);
    const result = await ingestFiles(read.files, {
      ...(format ? { formatHint: format as IngestFormat } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
    });
    const failures = [...read.failures, ...result.failures];
    if (values.json) io.stdout(`${JSON.stringify({ docs: result.docs, failures }, null, 2)}\n`);
    else printHuman(io, result.docs, failures);
    return result.docs.length > 0 ? 0 : 1;
  },
};
