/**
 * Every pipeline error code, in one place. Tests assert codes, not messages.
 * Tool errors an environment returns (NotFound, InvalidArguments, …) are not listed here:
 * they are data inside a CallOutcome, chosen by the environment.
 */
export const ERROR_CODES = [
  // ingest
  "ingest/parse-failed",
  "ingest/unknown-format",
  "ingest/invalid-tool",
  "ingest/too-large",
  "ingest/needs-model",
  // artifacts
  "artifact/invalid",
  "artifact/id-mismatch",
  "artifact/too-large",
  // sandbox
  "sandbox/bundle-load-failed",
  "sandbox/missing-handler",
  "sandbox/unknown-tool",
  "sandbox/disposed",
  "sandbox/worker-died",
  // envgen / verify
  "envgen/failed",
  "verify/failed",
  // graph / sample / synth
  "graph/failed",
  "sample/no-plan",
  "synth/failed",
  // export / store / pipeline
  "export/failed",
  "store/failed",
  "store/not-found",
  "pipeline/aborted",
  // llm
  "llm/http",
  "llm/timeout",
  "llm/bad-output",
  "llm/unavailable",
  "llm/aborted",
  // serve (HTTP sessions)
  "serve/not-found",
  "serve/full",
  "serve/bad-request",
  // cli
  "cli/usage",
  "io/read-failed",
  "io/write-failed",
  "io/not-owned",
  "io/unsafe-path",
  "io/too-large",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A pipeline error as plain data, so it crosses postMessage unchanged. */
export interface EnvFactoryError {
  code: ErrorCode;
  message: string;
  /** Where: a file, JSON pointer, tool name, step id — whatever locates the problem. */
  where?: string;
  cause?: string;
}

export type Result<T, E = EnvFactoryError> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail(
  code: ErrorCode,
  message: string,
  where?: string,
): { ok: false; error: EnvFactoryError } {
  return { ok: false, error: where === undefined ? { code, message } : { code, message, where } };
}

export function formatError(e: EnvFactoryError): string {
  return `${e.code}: ${e.message}${e.where ? ` (at ${e.where})` : ""}`;
}
