import { fail, ok, type Result } from "../../errors.js";
import type { FormatResult } from "../format-result.js";
import type { ParsedText } from "../parse-text.js";
import { isPlainObject, ToolCollector } from "../tool-collector.js";

/** Where a list of tools sits inside a document, and the pointer prefix of its items. */
interface ToolList {
  items: unknown[];
  prefix: string;
}

function listAt(value: unknown): ToolList | undefined {
  if (Array.isArray(value)) return { items: value, prefix: "" };
  if (!isPlainObject(value)) return undefined;
  if (Array.isArray(value.tools)) return { items: value.tools, prefix: "/tools" };
  const result = value.result;
  if (isPlainObject(result) && Array.isArray(result.tools)) {
    return { items: result.tools, prefix: "/result/tools" };
  }
  return undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
}

function needValue(file: string, parsed: ParsedText): Result<unknown> {
  if (parsed.kind === "value") return ok(parsed.value);
  return fail("ingest/unknown-format", "expected one JSON document, got JSON Lines", file);
}

/** MCP `tools/list` result: `{tools: [...]}`, a JSON-RPC response `{result: {tools}}`, or a bare array. */
export function ingestMcp(file: string, parsed: ParsedText): Result<FormatResult> {
  const value = needValue(file, parsed);
  if (!value.ok) return value;
  const list = listAt(value.value);
  if (!list) return fail("ingest/invalid-tool", "no `tools` array", `${file}#`);
  const c = new ToolCollector(file, "mcp", "json-schema");
  list.items.forEach((t, i) => {
    const pointer = `${list.prefix}/${i}`;
    if (!isPlainObject(t)) {
      c.add({ pointer, name: undefined, description: "", inputSchema: {}, inputAt: "" });
      return;
    }
    // Anthropic-style `input_schema` appears in hand-made lists too.
    const inputKey = "inputSchema" in t ? "inputSchema" : "input_schema";
    const outputKey = "outputSchema" in t ? "outputSchema" : "output_schema";
    const annotations = isPlainObject(t.annotations) ? { ...t.annotations } : undefined;
    const title = str(t.title);
    c.add({
      pointer,
      name: t.name,
      description: t.description,
      inputSchema: t[inputKey],
      inputAt: `/${inputKey}`,
      outputSchema: t[outputKey],
      outputAt: `/${outputKey}`,
      annotations: title && !annotations?.title ? { ...annotations, title } : annotations,
    });
  });
  const tools = c.finish();
  if (!tools.ok) return tools;
  return ok({ tools: tools.value, warnings: c.warnings });
}

/** EnvFactory metadata: `{class_name, description, tools: [{name, description, input_schema, output_schema}]}`. */
export function ingestEnvFactoryMetadata(file: string, parsed: ParsedText): Result<FormatResult> {
  const value = needValue(file, parsed);
  if (!value.ok) return value;
  const doc = value.value;
  if (!isPlainObject(doc) || !Array.isArray(doc.tools)) {
    return fail("ingest/invalid-tool", "no `tools` array", `${file}#`);
  }
  const c = new ToolCollector(file, "envfactory-metadata", "json-schema");
  doc.tools.forEach((t, i) => {
    const pointer = `/tools/${i}`;
    const tool = isPlainObject(t) ? t : {};
    const inputKey = "input_schema" in tool ? "input_schema" : "inputSchema";
    const outputKey = "output_schema" in tool ? "output_schema" : "outputSchema";
    c.add({
      pointer,
      name: tool.name,
      description: tool.description,
      inputSchema: tool[inputKey] ?? tool.parameters,
      inputAt: `/${inputKey}`,
      outputSchema: tool[outputKey],
      outputAt: `/${outputKey}`,
    });
  });
  const tools = c.finish();
  if (!tools.ok) return tools;
  const className = str(doc.class_name) ?? str(doc.name);
  return ok({
    ...(className ? { nameHint: className } : {}),
    ...(str(doc.title) ? { title: str(doc.title) } : {}),
    ...(str(doc.description) ? { description: str(doc.description) } : {}),
    tools: tools.value,
    warnings: c.warnings,
  });
}

/** OpenAI tool arrays `[{type: "function", function: {...}}]`, the `{tools}` wrapper, or flat Responses-API tools. */
export function ingestOpenAiTools(file: string, parsed: ParsedText): Result<FormatResult> {
  const value = needValue(file, parsed);
  if (!value.ok) return value;
  const list = listAt(value.value);
  if (!list) return fail("ingest/invalid-tool", "no array of tools", `${file}#`);
  const c = new ToolCollector(file, "openai-tools", "json-schema");
  list.items.forEach((t, i) => {
    const pointer = `${list.prefix}/${i}`;
    const item = isPlainObject(t) ? t : {};
    if (item.type !== undefined && item.type !== "function") {
      c.warn(pointer, `tool of type "${String(item.type)}" is not a function; skipped`);
      return;
    }
    const nested = isPlainObject(item.function);
    const fn = nested ? (item.function as Record<string, unknown>) : item;
    c.add({
      pointer: nested ? `${pointer}/function` : pointer,
      name: fn.name,
      description: fn.description,
      inputSchema: fn.parameters,
      inputAt: "/parameters",
    });
  });
  const tools = c.finish();
  if (!tools.ok) return tools;
  return ok({ tools: tools.value, warnings: c.warnings });
}

/**
 * BFCL function docs: a JSON array or JSON Lines of `{name, description, parameters}`; also BFCL
 * question rows `{id, question, function: [...]}`, whose functions are collected once each.
 */
export function ingestBfcl(file: string, parsed: ParsedText): Result<FormatResult> {
  const entries: { pointer: string; value: unknown }[] = [];
  const c = new ToolCollector(file, "bfcl", "bfcl");
  if (parsed.kind === "lines") {
    for (const bad of parsed.badLines) {
      c.warnings.push({ where: `${file}:${bad.line}:1`, message: `line skipped: ${bad.message}` });
    }
    parsed.records.forEach((r, i) => {
      entries.push({ pointer: `/${i}`, value: r.value });
    });
  } else {
    const list = listAt(parsed.value);
    if (!list) return fail("ingest/invalid-tool", "no array of functions", `${file}#`);
    list.items.forEach((v, i) => {
      entries.push({ pointer: `${list.prefix}/${i}`, value: v });
    });
  }
  const seen = new Map<string, string>();
  const addOne = (pointer: string, fn: unknown) => {
    const f = isPlainObject(fn) ? fn : {};
    // Question rows repeat the same function docs; keep the first of identical copies.
    const key = JSON.stringify([f.name, f.description, f.parameters]);
    if (typeof f.name === "string" && seen.has(key)) return;
    if (typeof f.name === "string") seen.set(key, pointer);
    c.add({
      pointer,
      name: f.name,
      description: f.description,
      inputSchema: f.parameters,
      inputAt: "/parameters",
    });
  };
  for (const { pointer, value } of entries) {
    if (isPlainObject(value) && Array.isArray(value.function) && !("parameters" in value)) {
      value.function.forEach((fn, j) => {
        addOne(`${pointer}/function/${j}`, fn);
      });
    } else addOne(pointer, value);
  }
  const tools = c.finish();
  if (!tools.ok) return tools;
  return ok({ tools: tools.value, warnings: c.warnings });
}
