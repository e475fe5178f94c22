import { lstat, readFile, rm } from "node:fs/promises";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createFileSink } from "../../adapters/node/file-sink.js";
import { fail, formatError, ok, type Result } from "../../core/errors.js";
import {
  EXPORT_FORMATS,
  type ExportFormat,
  type ExportManifest,
  mergeExportManifests,
  packRunArchive,
  writeExports,
} from "../../core/export/index.js";
import { readRunDataset } from "../../core/pipeline/index.js";
import type { CliCommand, CliIo } from "../io.js";
import { UsageError } from "../io.js";
import { type FileContent, openOwnedFolder, writeAtomic } from "../owned-folder.js";
import { isDirectory, readRunDir } from "../run-dir.js";

const FORMATS = [...EXPORT_FORMATS, "zip"] as const;

const USAGE = `Usage: envfactory export <run-dir> --format ${FORMATS.join("|")} [--out P] [options]

Write a finished run (from envfactory run) in one trainer format.
  trl, openai      messages JSONL ({messages, tools}); arguments as object (trl) or JSON string (openai)
  sharegpt, alpaca LlamaFactory files + dataset_info.json to paste into LlamaFactory's data/
  chat-text        conversations rendered with Qwen3's chat template (or --template FILE)
  verl             verl/<env>.tools.yaml + verl/<env>.<split>.parquet per environment,
                   verl/interaction.yaml, envfactory_verl.py (BaseTool, interaction,
                   compute_score), and verl.parquet + verl.jsonl with every task
  trl-env          trl-env.jsonl + envfactory_trl.py (TRL environment_factory classes and a
                   GRPOTrainer reward function); both adapters talk to envfactory serve --http
  zip              the whole run (bundles, graph, tasks, trajectories, reports) as one archive

Every JSONL format also gets <format>/train.jsonl and <format>/test.jsonl (the tasks' split;
datasets.load_dataset("json", data_dir=...) sees both), and rows carry "split" where the format
allows an extra key (all but openai).

Which rows for which chat template (measured; see the README's training section):
  Qwen3, Qwen2.5, Hermes   trl
  Mistral (Nemo)           trl --system-in-first-user
  Llama 3.x                trl --split-parallel-calls
  DeepSeek-V3              openai --tool-call-content null

Options:
  --out P                       directory for dataset formats (default <run-dir>/exports),
                                file for zip (default <run-dir>/run.zip)
  --template FILE               chat template for chat-text (jinja source)
  --max-tool-result-chars N     cap tool results (recorded in export-manifest.json)
  --verl-per-turn               verl: also one row per user turn
  --tool-call-content null      trl/openai: tool-call messages with content null, not ""
  --split-parallel-calls        trl/openai: one call per assistant turn (Llama 3.x)
  --system-in-first-user        trl/openai: system prompt folded into the first user message
                                (Mistral templates drop it from rows that end with the assistant)
  --keep-tool-call-ids          trl/openai: the run's tool-call ids, not 9 letters and digits

A second export into the same folder adds to export-manifest.json instead of replacing it.`;

export const command: CliCommand = {
  summary: "write a run in a trainer format (trl, openai, sharegpt, alpaca, chat-text, verl, zip)",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: "string" },
        out: { type: "string" },
        template: { type: "string" },
        "max-tool-result-chars": { type: "string" },
        "verl-per-turn": { type: "boolean" },
        "tool-call-content": { type: "string" },
        "split-parallel-calls": { type: "boolean" },
        "system-in-first-user": { type: "boolean" },
        "keep-tool-call-ids": { type: "boolean" },
      },
    });
    if (positionals.length !== 1) throw new UsageError("name one run directory");
    const format = values.format as (typeof FORMATS)[number] | undefined;
    if (!format || !(FORMATS as readonly string[]).includes(format))
      throw new UsageError(`--format must be one of ${FORMATS.join(", ")}`);
    const dir = resolve(io.cwd, positionals[0]!);
    if (!(await isDirectory(dir))) {
      io.stderr(`envfactory export: ${positionals[0]} is not a directory\n`);
      return 1;
    }
    const runFiles = await readRunDir(dir);

    if (format === "zip") {
      const zip = await packRunArchive(runFiles);
      if (!zip.ok) {
        io.stderr(`envfactory export: ${formatError(zip.error)}\n`);
        return 1;
      }
      const out = resolve(io.cwd, values.out ?? join(dir, "run.zip"));
      const written = await writeZip(out, zip.value);
      if (!written.ok) {
        io.stderr(`envfactory export: ${formatError(written.error)}\n`);
        return 1;
      }
      io.stdout(`${relative(io.cwd, out)}  (${Object.keys(runFiles).length} files)\n`);
      return 0;
    }

    const dataset = await readRunDataset(runFiles);
    if (!dataset.ok) {
      io.stderr(`envfactory export: ${formatError(dataset.error)}\n`);
      return 1;
    }
    const content = values["tool-call-content"];
    if (content !== undefined && content !== "null" && content !== "")
      throw new UsageError('--tool-call-content must be null or ""');
    const cap = values["max-tool-result-chars"];
    const capN = cap === undefined ? undefined : Number(cap);
    if (capN !== undefined && (!Number.isInteger(capN) || capN < 1))
      throw new UsageError("--max-tool-result-chars must be a positive integer");
    const outDir = resolve(io.cwd, values.out ?? join(dir, "exports"));
    const folder = await openOwnedFolder(outDir);
    if (!folder.ok) {
      io.stderr(`envfactory export: ${formatError(folder.error)}\n`);
      return 1;
    }
    // Rows stream into a staging folder and are moved into place once the export succeeded.
    const staging = await folder.value.claimDir(".staging");
    if (!staging.ok) {
      io.stderr(`envfactory export: ${formatError(staging.error)}\n`);
      return 1;
    }
    await rm(staging.value, { recursive: true, force: true });
    const sink = createFileSink(staging.value);
    let exported: Awaited<ReturnType<typeof writeExports>>;
    try {
      exported = await writeExports(
        dataset.value,
        dataset.value.trajectories,
        {
          formats: [format as ExportFormat],
          ...(capN !== undefined ? { maxToolResultChars: capN } : {}),
          ...(values.template
            ? { chatTemplate: await readFile(resolve(io.cwd, values.template), "utf8") }
            : {}),
          ...(values["verl-per-turn"] ? { verlPerTurn: true } : {}),
          ...(content === "null" ? { toolCallContent: null } : {}),
          ...(values["split-parallel-calls"] ? { splitParallelCalls: true } : {}),
          ...(values["system-in-first-user"] ? { systemInFirstUser: true } : {}),
          ...(values["keep-tool-call-ids"] ? { keepToolCallIds: true } : {}),
        },
        sink,
      );
    } finally {
      sink.close();
    }
    if (!exported.ok) {
      await rm(staging.value, { recursive: true, force: true });
      io.stderr(`envfactory export: ${formatError(exported.error)}\n`);
      return 1;
    }
    const files: Record<string, FileContent> = {};
    for (const p of sink.paths()) files[p] = { moveFrom: join(staging.value, p) };
    files["export-manifest.json"] =
      `${JSON.stringify(await mergedManifest(outDir, exported.value), null, 2)}\n`;
    const written = await folder.value.write(files);
    await rm(staging.value, { recursive: true, force: true });
    if (!written.ok) {
      io.stderr(`envfactory export: ${formatError(written.error)}\n`);
      return 1;
    }
    for (const p of written.value) io.stdout(`${relative(io.cwd, p)}\n`);
    return 0;
  },
};

/**
 * The archive goes through the folder's ownership rules when envfactory owns (or may claim) the
 * folder, e.g. the run directory; in a folder of the user's (`--out ~/Downloads/run.zip`) it is
 * written atomically as a new file, never over one that is already there.
 */
async function writeZip(out: string, bytes: Uint8Array): Promise<Result<string>> {
  const folder = await openOwnedFolder(dirname(out));
  if (folder.ok) {
    const written = await folder.value.write({ [basename(out)]: bytes });
    return written.ok ? ok(out) : written;
  }
  if (folder.error.code !== "io/not-owned") return folder;
  try {
    await lstat(out);
    return fail(
      "io/unsafe-path",
      `${out} exists and was not written by envfactory; it is left alone (choose another --out)`,
      out,
    );
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT")
      return fail("io/write-failed", (e as Error).message, out);
  }
  try {
    await writeAtomic(out, bytes);
    return ok(out);
  } catch (e) {
    return fail("io/write-failed", (e as Error).message, out);
  }
}

/** This export's manifest merged into the one already in the folder (if any, and readable). */
async function mergedManifest(outDir: string, next: ExportManifest): Promise<ExportManifest> {
  let prev: ExportManifest | undefined;
  try {
    const parsed = JSON.parse(await readFile(join(outDir, "export-manifest.json"), "utf8"));
    if (parsed?.format === "envfactory.export/v1" && Array.isArray(parsed.files)) prev = parsed;
  } catch {
    // No earlier export here (or not ours): this manifest stands alone.
  }
  return prev ? mergeExportManifests(prev, next) : next;
}
