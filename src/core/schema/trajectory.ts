import { z } from "zod";

export const OpenAiTool = z.object({
  type: z.literal("function"),
  function: z.object({
    name: z.string(),
    description: z.string().optional(),
    parameters: z.record(z.string(), z.unknown()),
  }),
});
export type OpenAiTool = z.infer<typeof OpenAiTool>;

export const ToolCallMessagePart = z.object({
  id: z.string(),
  type: z.literal("function"),
  /** `arguments` is a JSON string, as OpenAI sends it. */
  function: z.object({ name: z.string(), arguments: z.string() }),
});
export type ToolCallMessagePart = z.infer<typeof ToolCallMessagePart>;

export const ChatMessage = z.discriminatedUnion("role", [
  z.object({ role: z.literal("system"), content: z.string() }),
  z.object({ role: z.literal("user"), content: z.string() }),
  z.object({
    role: z.literal("assistant"),
    content: z.string().nullable(),
    tool_calls: z.array(ToolCallMessagePart).optional(),
  }),
  z.object({
    role: z.literal("tool"),
    tool_call_id: z.string(),
    name: z.string(),
    content: z.string(),
  }),
]);
export type ChatMessage = z.infer<typeof ChatMessage>;

/** Trajectory — our canonical SFT form (OpenAI chat format); exporters convert from it. */
export const Trajectory = z.object({
  id: z.string(),
  taskId: z.string(),
  tools: z.array(OpenAiTool),
  messages: z.array(ChatMessage).min(1),
});
export type Trajectory = z.infer<typeof Trajectory>;
