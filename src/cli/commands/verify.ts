import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatError } from "../../core/errors.js";
import { DEFAULT_MAX_BYTES } from "../../core/ingest/index.js";
import { loadBundle } from "../../core/schema/index.js";
import { formatVerifyReport, verifyBundle } from "../../core/verify/index.js";
import { type CliCommand, type CliIo, UsageError } from "../io.js";
import { writeAtomic } from "../owned-folder.js";
import { readTextCapped } from "../run-dir.js";

const USAGE = `Usage: envfactory verify <bundle.envbundle.json> [--json] [--seed N] [--out FILE]

Runs the verification battery on a bundle: state-aware probes per tool, output-schema conformance,
invalid-argument handling, CRUD laws, replay determinism and isolation. Prints the report (or the
VerifyReport JSON with --json). --out writes the verified bundle (failing tools dropped, new id).
Exits non-zero only when the bundle cannot be read or is not a valid bundle.`;

export const command: CliCommand = {
  summary: "verify an environment bundle and print the report",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parse(argv);
    if (positionals.length !== 1) throw new UsageError("give exactly one bundle file");
    const file = positionals[0]!;
    const seed = values.seed === undefined ? undefined : Number(values.seed);
    if (seed !== undefined && !Number.isInteger(seed))
      throw new UsageError(`--seed must be an integer`);
    let raw: unknown;
    const text = await readTextCapped(resolve(io.cwd, file), DEFAULT_MAX_BYTES, file);
    if (!text.ok) {
      io.stderr(`envfactory verify: cannot read ${file}: ${formatError(text.error)}\n`);
      return 1;
    }
    try {
      raw = JSON.parse(text.value);
    } catch (e) {
      io.stderr(`envfactory verify: cannot read ${file}: ${(e as Error).message}\n`);
      return 1;
    }
    const loaded = await loadBundle(raw, file);
    if (!loaded.ok) {
      io.stderr(`envfactory verify: ${formatError(loaded.error)}\n`);
      return 1;
    }
    const { bundle, report } = await verifyBundle(loaded.value, {
      ...(seed !== undefined ? { seed } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
    });
    if (values.out)
      // The user named this file; it is replaced by rename, never written through a symlink.
      await writeAtomic(resolve(io.cwd, values.out), `${JSON.stringify(bundle, null, 2)}\n`);
    io.stdout(values.json ? `${JSON.stringify(report)}\n` : formatVerifyReport(report));
    return 0;
  },
};

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: { json: { type: "boolean" }, seed: { type: "string" }, out: { type: "string" } },
  });
}
