import { readFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatError } from "../../core/errors.js";
import { unpackRunArchive } from "../../core/export/index.js";
import { readRunDataset } from "../../core/pipeline/index.js";
import type { CliCommand, CliIo } from "../io.js";
import { UsageError } from "../io.js";
import { writeFiles } from "../run-dir.js";

const USAGE = `Usage: envfactory import <run.zip> --out DIR

Unpack a run archive (from envfactory run or export --format zip) into DIR. Every file is checked
against the archive's manifest hashes and written back byte for byte; bundles, tasks and
trajectories are validated.`;

export const command: CliCommand = {
  summary: "unpack a run archive (run.zip) into a run directory, checked and bit-identical",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: "string" } },
    });
    if (positionals.length !== 1) throw new UsageError("name one archive");
    if (!values.out) throw new UsageError("--out DIR is required");
    const path = resolve(io.cwd, positionals[0]!);
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await readFile(path));
    } catch (e) {
      io.stderr(`envfactory import: cannot read ${positionals[0]}: ${(e as Error).message}\n`);
      return 1;
    }
    const files = await unpackRunArchive(bytes, positionals[0]);
    if (!files.ok) {
      io.stderr(`envfactory import: ${formatError(files.error)}\n`);
      return 1;
    }
    const dataset = await readRunDataset(files.value);
    if (!dataset.ok) {
      io.stderr(`envfactory import: ${formatError(dataset.error)}\n`);
      return 1;
    }
    const out = resolve(io.cwd, values.out);
    await writeFiles(out, files.value);
    const d = dataset.value;
    io.stdout(
      `${relative(io.cwd, out) || "."}: ${Object.keys(files.value).length} files — ${d.bundles.length} environments, ` +
        `${d.tasks.length} tasks, ${d.trajectories.length} trajectories\n`,
    );
    return 0;
  },
};
