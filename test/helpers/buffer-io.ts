import type { CliIo } from "../../src/cli/io.js";

/** A CliIo that collects what a command writes, for running the CLI in-process in tests. */
export function bufferIo(
  cwd: string,
  env: Record<string, string | undefined> = {},
): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (t) => out.push(t),
    stderr: (t) => err.push(t),
    isTty: false,
    env,
    cwd,
  };
}
