import { parseDocument } from "yaml";
import { type EnvFactoryError, fail, ok, type Result } from "../errors.js";

/** What a structured document's text held: one JSON/YAML value, or JSON Lines records. */
export type ParsedText =
  | { kind: "value"; syntax: "json" | "yaml"; value: unknown }
  | { kind: "lines"; records: { line: number; value: unknown }[]; badLines: LineError[] };

export interface LineError {
  line: number;
  message: string;
}

const JSON_LINES_EXT = /\.(jsonl|ndjson)$/i;
const YAML_EXT = /\.(ya?ml)$/i;
const JSON_EXT = /\.json$/i;

/** 1-based line and column of a UTF-16 offset, for error positions people can jump to. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(Math.max(offset, 0), text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/** Deeper documents are hostile or broken; the walkers after parsing recurse per level. */
export const MAX_NESTING = 512;

class TooDeep extends Error {}

/**
 * Checks nesting depth and, for YAML, copies the value so alias cycles (`&a [*a]`) become a
 * described placeholder: everything after parsing may assume a finite tree.
 */
function toTree(value: unknown, copy: boolean): unknown {
  const stack = new Set<object>();
  const visit = (v: unknown, depth: number): unknown => {
    if (typeof v !== "object" || v === null) return v;
    if (depth > MAX_NESTING) throw new TooDeep();
    if (stack.has(v)) return { description: "(recursive YAML alias cut here)" };
    stack.add(v);
    let out: unknown = v;
    if (Array.isArray(v)) {
      const items = v.map((x) => visit(x, depth + 1));
      if (copy) out = items;
    } else {
      const entries = Object.entries(v).map(([k, x]) => [k, visit(x, depth + 1)] as const);
      if (copy) out = Object.fromEntries(entries);
    }
    stack.delete(v);
    return out;
  };
  return visit(value, 0);
}

function tooDeep(file: string): { ok: false; error: EnvFactoryError } {
  return fail("ingest/parse-failed", `nested deeper than ${MAX_NESTING} levels`, file);
}

/** V8 puts the offset in its message ("… in JSON at position 42"); end of input has none. */
function jsonErrorOffset(message: string, text: string): number {
  const m = /position (\d+)/.exec(message);
  return m ? Number(m[1]) : text.length;
}

function parseJson(file: string, text: string): Result<unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    try {
      toTree(value, false);
    } catch {
      return tooDeep(file);
    }
    return ok(value);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const { line, column } = lineColumn(text, jsonErrorOffset(message, text));
    return fail("ingest/parse-failed", `invalid JSON: ${message}`, `${file}:${line}:${column}`);
  }
}

function parseYaml(file: string, text: string): Result<unknown> {
  try {
    // Duplicate keys are common in hand-written specs; the last one wins as in most tools.
    const doc = parseDocument(text, { uniqueKeys: false });
    const first = doc.errors[0];
    if (first) {
      const pos = first.linePos?.[0];
      const where = pos ? `${file}:${pos.line}:${pos.col}` : file;
      return fail("ingest/parse-failed", `invalid YAML: ${first.message.split("\n")[0]}`, where);
    }
    // maxAliasCount stops "billion laughs" alias bombs from expanding forever.
    const value = doc.toJS({ maxAliasCount: 1000 }) as unknown;
    try {
      return ok(toTree(value, true));
    } catch {
      return tooDeep(file);
    }
  } catch (e) {
    return fail("ingest/parse-failed", `invalid YAML: ${e instanceof Error ? e.message : e}`, file);
  }
}

/** Several non-empty lines that each look like a JSON object: BFCL's usual layout. */
function looksLikeJsonLines(text: string): boolean {
  const lines = text.split("\n").filter((l) => l.trim() !== "");
  return lines.length > 1 && lines.every((l) => l.trimStart().startsWith("{"));
}

function parseJsonLines(file: string, text: string): Result<ParsedText> {
  const records: { line: number; value: unknown }[] = [];
  const badLines: LineError[] = [];
  text.split("\n").forEach((raw, i) => {
    if (raw.trim() === "") return;
    try {
      const value = JSON.parse(raw) as unknown;
      toTree(value, false);
      records.push({ line: i + 1, value });
    } catch (e) {
      const message =
        e instanceof TooDeep
          ? `nested deeper than ${MAX_NESTING} levels`
          : e instanceof Error
            ? e.message
            : String(e);
      badLines.push({ line: i + 1, message });
    }
  });
  if (records.length === 0) {
    const firstBad = badLines[0];
    return fail(
      "ingest/parse-failed",
      `no line is valid JSON${firstBad ? `: ${firstBad.message}` : " (empty file)"}`,
      firstBad ? `${file}:${firstBad.line}:1` : file,
    );
  }
  return ok({ kind: "lines", records, badLines });
}

/**
 * Parses a tool document's text as JSON, JSON Lines or YAML (chosen by extension, then content).
 * Errors carry `file:line:column` in `where`.
 */
export function parseStructuredText(file: string, text: string): Result<ParsedText> {
  const trimmed = text.trimStart();
  if (JSON_LINES_EXT.test(file)) return parseJsonLines(file, text);
  const jsonish = trimmed.startsWith("{") || trimmed.startsWith("[");
  if (JSON_EXT.test(file) || (jsonish && !YAML_EXT.test(file))) {
    const parsed = parseJson(file, text);
    if (parsed.ok) return ok({ kind: "value", syntax: "json", value: parsed.value });
    if (looksLikeJsonLines(text)) return parseJsonLines(file, text);
    return parsed as { ok: false; error: EnvFactoryError };
  }
  const parsed = parseYaml(file, text);
  if (!parsed.ok) return parsed;
  return ok({ kind: "value", syntax: "yaml", value: parsed.value });
}
