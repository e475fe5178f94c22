import { relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatError } from "../../core/errors.js";
import { DEFAULT_ARCHIVE_LIMITS, unpackRunArchive } from "../../core/export/run-archive.js";
import { readRunDataset } from "../../core/pipeline/index.js";
import type { CliCommand, CliIo } from "../io.js";
import { orFail, UsageError } from "../io.js";
import { openOwnedFolder } from "../owned-folder.js";
import { readBytesCapped } from "../run-dir.js";

const USAGE = `Usage: envfactory import <run.zip> --out DIR

Unpack a run archive (from envfactory run or export --format zip) into DIR. Every file is checked
against the archive's manifest hashes and written back byte for byte; bundles, tasks and
trajectories are validated. Only files the manifest lists, with safe names, are unpacked, and
sizes are checked before and while inflating. DIR must be empty, new, or made by envfactory
(--force: a non-empty folder, whose own files are never replaced).`;

export const command: CliCommand = {
  summary: "unpack a run archive (run.zip) into a run directory, checked and bit-identical",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { out: { type: "string" }, force: { type: "boolean" } },
    });
    if (positionals.length !== 1) throw new UsageError("name one archive");
    if (!values.out) throw new UsageError("--out DIR is required");
    const path = resolve(io.cwd, positionals[0]!);
    const out = resolve(io.cwd, values.out);
    const bytes = await readBytesCapped(path, DEFAULT_ARCHIVE_LIMITS.maxTotalBytes, positionals[0]);
    if (!bytes.ok) {
      io.stderr(`envfactory import: cannot read ${positionals[0]}: ${formatError(bytes.error)}\n`);
      return 1;
    }
    const files = await unpackRunArchive(bytes.value, positionals[0]);
    if (!files.ok) {
      io.stderr(`envfactory import: ${formatError(files.error)}\n`);
      return 1;
    }
    const dataset = await readRunDataset(files.value);
    if (!dataset.ok) {
      io.stderr(`envfactory import: ${formatError(dataset.error)}\n`);
      return 1;
    }
    // Everything is checked in memory first; a refused archive writes nothing.
    const folder = orFail(await openOwnedFolder(out, { force: values.force === true }));
    orFail(await folder.write(files.value));
    const d = dataset.value;
    io.stdout(
      `${relative(io.cwd, out) || "."}: ${Object.keys(files.value).length} files — ${d.bundles.length} environments, ` +
        `${d.tasks.length} tasks, ${d.trajectories.length} trajectories\n`,
    );
    return 0;
  },
};
