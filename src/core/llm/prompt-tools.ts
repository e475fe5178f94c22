import type { OpenAiTool } from "../schema/trajectory.js";
import type { LlmToolCall } from "./llm-client.js";

/**
 * Prompt-level tool calling for models without native `tools` (most WebLLM models): the tools go
 * into the system prompt and calls come back as `<tool_call>{"name": …, "arguments": {…}}</tool_call>`,
 * the same tags Qwen3 and Hermes use.
 */
export function renderToolsForPrompt(tools: OpenAiTool[]): string {
  const lines = tools.map((t) => JSON.stringify({ type: "function", function: t.function }));
  return [
    "You may call functions. Available functions, one JSON signature per line:",
    "<tools>",
    ...lines,
    "</tools>",
    "To call a function, answer with one block per call:",
    '<tool_call>{"name": "function_name", "arguments": {"param": "value"}}</tool_call>',
  ].join("\n");
}

/** Splits a model's text into plain content and the tool calls it wrote as tags. */
export function parseToolCallText(
  text: string,
  idPrefix = "call",
): { content: string | null; toolCalls: LlmToolCall[]; errors: string[] } {
  const toolCalls: LlmToolCall[] = [];
  const errors: string[] = [];
  const rest = text.replace(/<tool_call>\s*([\s\S]*?)\s*<\/tool_call>/g, (_m, body: string) => {
    try {
      const parsed = JSON.parse(body) as { name?: unknown; arguments?: unknown };
      if (typeof parsed.name !== "string") throw new Error("missing name");
      const args =
        typeof parsed.arguments === "string"
          ? parsed.arguments
          : JSON.stringify(parsed.arguments ?? {});
      toolCalls.push({
        id: `${idPrefix}_${toolCalls.length}`,
        type: "function",
        function: { name: parsed.name, arguments: args },
      });
    } catch (e) {
      errors.push(
        `unparseable tool call ${JSON.stringify(body.slice(0, 80))}: ${(e as Error).message}`,
      );
    }
    return "";
  });
  const content = rest.trim();
  return { content: content === "" ? null : content, toolCalls, errors };
}
