import { z } from "zod";
import type { Prompt } from "./prompt.js";

export const ExtractedTools = z.object({
  name: z.string().min(1),
  description: z.string(),
  tools: z
    .array(
      z.object({
        name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
        description: z.string(),
        inputSchema: z.record(z.string(), z.unknown()),
        outputSchema: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .min(1),
});
export type ExtractedTools = z.infer<typeof ExtractedTools>;

/** Prose docs → tool specs (only a model can read prose; ingest says so offline). */
export const extractToolsPrompt: Prompt<{ file: string; text: string }, ExtractedTools> = {
  name: "extract_tools",
  schema: ExtractedTools,
  build(input) {
    return [
      {
        role: "system",
        content:
          "You turn API documentation written in prose into tool definitions: snake_case names, one-sentence descriptions, JSON Schema objects for inputs (with required) and outputs.",
      },
      {
        role: "user",
        content: `Documentation (${input.file}):\n${input.text.slice(0, 12000)}\n\nAnswer JSON only: {"name": "kebab-case-service-name", "description": "...", "tools": [{"name": "...", "description": "...", "inputSchema": {...}, "outputSchema": {...}}]}`,
      },
    ];
  },
};
