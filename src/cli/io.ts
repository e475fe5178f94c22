import type { EnvFactoryError, Result } from "../core/errors.js";

/** Where a command writes; tests pass buffers, the binary passes process streams. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stderr is an interactive terminal (progress bars allowed). */
  isTty: boolean;
  /** Environment variables (API keys are read from here, never from flags). */
  env: Record<string, string | undefined>;
  cwd: string;
  signal?: AbortSignal;
}

/** A CLI command: `run` returns the process exit code. */
export interface CliCommand {
  summary: string;
  usage: string;
  run(argv: string[], io: CliIo): Promise<number>;
}

export class UsageError extends Error {}

/** A located failure a command cannot go on from: printed as `code: message (at where)`, exit 1. */
export class CliFailure extends Error {
  constructor(readonly error: EnvFactoryError) {
    super(error.message);
  }
}

/** The value of a Result, or a CliFailure for `main` to print. */
export function orFail<T>(r: Result<T>): T {
  if (!r.ok) throw new CliFailure(r.error);
  return r.value;
}
