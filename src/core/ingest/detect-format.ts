import type { IngestFormat } from "../schema/index.js";
import { openApiVersion } from "./formats/openapi.js";
import { type ParsedText, parseStructuredText } from "./parse-text.js";
import { isPlainObject } from "./tool-collector.js";

const PROSE_EXT = /\.(md|markdown|txt|text|rst|html?|adoc)$/i;
const STRUCTURED_EXT = /\.(json|jsonl|ndjson|ya?ml)$/i;

/** True for names like `notes.md`: documentation meant for people, which only a model can read. */
export function hasProseExtension(file: string): boolean {
  return PROSE_EXT.test(file);
}

export function hasStructuredExtension(file: string): boolean {
  return STRUCTURED_EXT.test(file);
}

export function looksJsonish(text: string): boolean {
  const t = text.trimStart();
  return t.startsWith("{") || t.startsWith("[");
}

function toolItems(value: unknown): { items: unknown[]; bare: boolean } | undefined {
  if (Array.isArray(value)) return { items: value, bare: true };
  if (!isPlainObject(value)) return undefined;
  if (Array.isArray(value.tools)) return { items: value.tools, bare: false };
  if (isPlainObject(value.result) && Array.isArray(value.result.tools)) {
    return { items: value.result.tools, bare: false };
  }
  return undefined;
}

/** Classifies a list of tool-like objects by the keys its items use. */
function detectList(items: unknown[], bare: boolean): IngestFormat | undefined {
  const objects = items.filter(isPlainObject).slice(0, 20);
  const some = (test: (o: Record<string, unknown>) => boolean) => objects.some(test);
  if (some((o) => o.type === "function" && (isPlainObject(o.function) || "parameters" in o))) {
    return "openai-tools";
  }
  if (some((o) => "inputSchema" in o)) return "mcp";
  if (some((o) => "input_schema" in o)) return "envfactory-metadata";
  if (some((o) => Array.isArray(o.function))) return "bfcl";
  if (some((o) => typeof o.name === "string" && ("parameters" in o || "description" in o))) {
    return bare ? "bfcl" : "openai-tools";
  }
  if (!bare && objects.length === 0) return "mcp";
  return undefined;
}

/** Format of an already parsed document, or undefined when no known shape matches. */
export function detectParsedFormat(parsed: ParsedText): IngestFormat | undefined {
  if (parsed.kind === "lines") {
    const first = parsed.records.map((r) => r.value).filter(isPlainObject);
    return first.some((o) => typeof o.name === "string" || Array.isArray(o.function))
      ? "bfcl"
      : undefined;
  }
  const value = parsed.value;
  if (openApiVersion(value)) return "openapi";
  if (isPlainObject(value) && typeof value.class_name === "string" && Array.isArray(value.tools)) {
    return "envfactory-metadata";
  }
  const list = toolItems(value);
  return list ? detectList(list.items, list.bare) : undefined;
}

/**
 * Detects which ingest format `text` (named `file`) is in, from its extension and content.
 * Returns "prose" for human documentation and undefined when the format is not recognised
 * (including text that does not parse).
 */
export function detectFormat(file: string, text: string): IngestFormat | undefined {
  if (hasProseExtension(file) && !looksJsonish(text)) return "prose";
  const parsed = parseStructuredText(file, text);
  if (!parsed.ok) {
    return !hasStructuredExtension(file) && !looksJsonish(text) ? "prose" : undefined;
  }
  const format = detectParsedFormat(parsed.value);
  if (format) return format;
  const v = parsed.value;
  if (v.kind === "value" && typeof v.value === "string" && !hasStructuredExtension(file)) {
    return "prose";
  }
  return undefined;
}
