import { z } from "zod";

/** A JSON Schema object (draft 2020-12 / OpenAPI subset). Kept as data; validated by zod at use. */
export const JsonSchemaObject = z.record(z.string(), z.unknown());
export type JsonSchemaObject = z.infer<typeof JsonSchemaObject>;

export const INGEST_FORMATS = [
  "openapi",
  "mcp",
  "envfactory-metadata",
  "openai-tools",
  "bfcl",
  "prose",
] as const;
export const IngestFormat = z.enum(INGEST_FORMATS);
export type IngestFormat = z.infer<typeof IngestFormat>;

/** Where a tool came from, for error messages and provenance. */
export const ToolSource = z.object({
  format: IngestFormat,
  file: z.string(),
  /** JSON pointer inside the file, e.g. `/paths/~1orders/post` or `/tools/3`. */
  pointer: z.string(),
});
export type ToolSource = z.infer<typeof ToolSource>;

export const TOOL_KINDS = [
  "read",
  "list",
  "create",
  "update",
  "delete",
  "action",
  "compute",
] as const;
export const ToolKind = z.enum(TOOL_KINDS);
export type ToolKind = z.infer<typeof ToolKind>;

/** MCP tool annotations (hints), other keys kept. */
export const ToolAnnotations = z.looseObject({
  title: z.string().optional(),
  readOnlyHint: z.boolean().optional(),
  destructiveHint: z.boolean().optional(),
  idempotentHint: z.boolean().optional(),
  openWorldHint: z.boolean().optional(),
});

/**
 * ToolSpec — MCP-shaped. `kind` and `entity` are our extension: set by envgen (heuristic or LLM)
 * so the graph and sampler know what a tool does without re-inferring it.
 */
export const ToolSpec = z.object({
  name: z.string().min(1),
  description: z.string(),
  inputSchema: JsonSchemaObject,
  outputSchema: JsonSchemaObject.optional(),
  annotations: ToolAnnotations.optional(),
  kind: ToolKind.optional(),
  /** The state collection this tool works on, when it has one. */
  entity: z.string().optional(),
  source: ToolSource.optional(),
});
export type ToolSpec = z.infer<typeof ToolSpec>;
