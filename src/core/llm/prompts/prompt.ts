import { z } from "zod";
import type { ChatRequest, LlmMessage } from "../llm-client.js";

/**
 * A prompt: how to ask, and the zod schema the answer must satisfy. Every prompt the product
 * sends is one of these, in this folder, so they can be read and tested in one place.
 */
export interface Prompt<Input, Output> {
  name: string;
  schema: z.ZodType<Output>;
  build(input: Input): LlmMessage[];
}

/** The chat request for a prompt, with the answer's JSON schema attached. */
export function promptRequest<I, O>(
  prompt: Prompt<I, O>,
  input: I,
  params: { temperature?: number; seed?: number; maxTokens?: number } = {},
): ChatRequest {
  return {
    messages: prompt.build(input),
    jsonSchema: {
      name: prompt.name.replace(/[^A-Za-z0-9_-]/g, "_"),
      schema: z.toJSONSchema(prompt.schema) as Record<string, unknown>,
    },
    temperature: params.temperature ?? 0.3,
    ...(params.seed !== undefined ? { seed: params.seed } : {}),
    ...(params.maxTokens !== undefined ? { maxTokens: params.maxTokens } : {}),
  };
}

/** JSON for a prompt, stable and compact enough for small models. */
export function show(value: unknown, maxChars = 6000): string {
  const text = JSON.stringify(value, null, 1);
  return text.length > maxChars
    ? `${text.slice(0, maxChars)}\n… (${text.length - maxChars} more characters)`
    : text;
}
