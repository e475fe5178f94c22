import { type EnvFactoryError, fail, ok, type Result } from "../errors.js";
import type { StageContext } from "../progress.js";
import type { IngestFormat, ToolSpec } from "../schema/index.js";
import {
  detectFormat,
  detectParsedFormat,
  hasProseExtension,
  hasStructuredExtension,
  looksJsonish,
} from "./detect-format.js";
import { guessDomain } from "./domain.js";
import type { FormatResult } from "./format-result.js";
import { httpOperationOf, ingestOpenApi } from "./formats/openapi.js";
import {
  ingestBfcl,
  ingestEnvFactoryMetadata,
  ingestMcp,
  ingestOpenAiTools,
} from "./formats/tool-lists.js";
import { envNameFrom, fileStem, snakeCase, TOOL_NAME_PATTERN, titleFrom } from "./names.js";
import { type ParsedText, parseStructuredText } from "./parse-text.js";

export { detectFormat, httpOperationOf, TOOL_NAME_PATTERN };

/** One ingested document: an environment-to-be with its tools. */
export interface IngestedDoc {
  file: string;
  format: IngestFormat;
  /** Environment name, kebab-case ("shoe-shop"), from info.title, class_name or the file stem. */
  name: string;
  title: string;
  description: string;
  /** Best-effort label: "e-commerce", "smart-home", "healthcare", … or "general". */
  domain: string;
  /** Each with `source: {format, file, pointer}`. */
  tools: ToolSpec[];
  /** Recoverable problems (skipped tools, renamed tools, cut recursion), located by `where`. */
  warnings: { where: string; message: string }[];
}

export interface IngestOptions {
  /** Largest accepted document in UTF-8 bytes; default 16 MiB. Larger → `ingest/too-large`. */
  maxBytes?: number;
  /** Skip detection and read the document as this format. */
  formatHint?: IngestFormat;
}

export const DEFAULT_MAX_BYTES = 16 * 1024 * 1024;

/** UTF-8 length without encoding the whole string when the answer is obvious. */
function exceedsBytes(text: string, max: number): boolean {
  if (text.length > max) return true;
  if (text.length * 3 <= max) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > max) return true;
  }
  return false;
}

function needsModel(file: string): { ok: false; error: EnvFactoryError } {
  return fail(
    "ingest/needs-model",
    `${file} is prose documentation; turning prose into tools needs a language model ` +
      "(WebLLM in the browser or an OpenAI-compatible endpoint). Without one, provide OpenAPI, " +
      "MCP tools/list, EnvFactory metadata, OpenAI tool or BFCL function files.",
    file,
  );
}

function runFormat(
  format: IngestFormat,
  file: string,
  parsed: ParsedText,
): Promise<Result<FormatResult>> | Result<FormatResult> {
  switch (format) {
    case "openapi":
      return ingestOpenApi(file, parsed);
    case "mcp":
      return ingestMcp(file, parsed);
    case "envfactory-metadata":
      return ingestEnvFactoryMetadata(file, parsed);
    case "openai-tools":
      return ingestOpenAiTools(file, parsed);
    case "bfcl":
      return ingestBfcl(file, parsed);
    case "prose":
      return needsModel(file);
  }
}

async function ingestUnchecked(
  file: { name: string; text: string },
  options: IngestOptions,
): Promise<Result<IngestedDoc>> {
  const { name, text } = file;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  if (exceedsBytes(text, maxBytes)) {
    return fail("ingest/too-large", `${name} is larger than ${maxBytes} bytes`, name);
  }
  if (text.trim() === "") return fail("ingest/parse-failed", `${name} is empty`, name);
  const hint = options.formatHint;
  if (hint === "prose" || (!hint && hasProseExtension(name) && !looksJsonish(text))) {
    return needsModel(name);
  }
  const parsed = parseStructuredText(name, text);
  if (!parsed.ok) {
    if (!hint && !hasStructuredExtension(name) && !looksJsonish(text)) return needsModel(name);
    return parsed;
  }
  const format = hint ?? detectParsedFormat(parsed.value);
  if (!format) {
    const v = parsed.value;
    if (v.kind === "value" && typeof v.value === "string" && !hasStructuredExtension(name)) {
      return needsModel(name);
    }
    return fail(
      "ingest/unknown-format",
      `${name} is not OpenAPI, an MCP tools/list result, EnvFactory metadata, OpenAI tools or BFCL functions`,
      `${name}#`,
    );
  }
  const result = await runFormat(format, name, parsed.value);
  if (!result.ok) return result;
  const r = result.value;
  const stem = fileStem(name);
  const title = r.title ?? titleFrom(r.nameHint ?? stem);
  const description = r.description ?? "";
  return ok({
    file: name,
    format,
    name: envNameFrom(r.nameHint ?? r.title ?? stem),
    title,
    description,
    domain: guessDomain([
      title,
      description,
      ...r.tools.map((t) => `${snakeCase(t.name).replace(/_/g, " ")} ${t.description}`),
    ]),
    tools: r.tools,
    warnings: r.warnings,
  });
}

/**
 * Reads one tool document (its text; core never touches the filesystem) into an IngestedDoc.
 * Never throws: every problem is a Result error with code `ingest/*` and `where` naming the file
 * and, when known, `file:line:column` or `file#/json/pointer`.
 */
export async function ingestFile(
  file: { name: string; text: string },
  options: IngestOptions = {},
): Promise<Result<IngestedDoc>> {
  try {
    return await ingestUnchecked(file, options);
  } catch (e) {
    // A bug in a format module must not take the other files down with it.
    const error = fail(
      "ingest/parse-failed",
      `internal error while ingesting ${file.name}`,
      file.name,
    );
    error.error.cause = e instanceof Error ? (e.stack ?? e.message) : String(e);
    return error;
  }
}

/**
 * Ingests several documents; a bad one is reported in `failures` and the rest go on. Environment
 * names are made unique across the batch (`petstore`, `petstore-2`). Reports progress per file;
 * on abort the files not yet read are reported as `pipeline/aborted` failures.
 */
export async function ingestFiles(
  files: { name: string; text: string }[],
  options: IngestOptions & StageContext = {},
): Promise<{ docs: IngestedDoc[]; failures: { file: string; error: EnvFactoryError }[] }> {
  const docs: IngestedDoc[] = [];
  const failures: { file: string; error: EnvFactoryError }[] = [];
  const used = new Set<string>();
  for (const [i, file] of files.entries()) {
    if (options.signal?.aborted) {
      failures.push({
        file: file.name,
        error: { code: "pipeline/aborted", message: "ingest aborted", where: file.name },
      });
      continue;
    }
    const result = await ingestFile(file, options);
    if (result.ok) {
      const doc = result.value;
      let unique = doc.name;
      for (let n = 2; used.has(unique); n++) unique = `${doc.name}-${n}`;
      if (unique !== doc.name) {
        doc.warnings.push({
          where: file.name,
          message: `environment name "${doc.name}" already used in this batch; renamed to "${unique}"`,
        });
        doc.name = unique;
      }
      used.add(unique);
      docs.push(doc);
    } else failures.push({ file: file.name, error: result.error });
    options.onProgress?.({ stage: "ingest", done: i + 1, total: files.length, note: file.name });
  }
  return { docs, failures };
}
