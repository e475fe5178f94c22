import type { Result } from "../errors.js";
import type { AbortSignalLike } from "../platform.js";
import type { OpenAiTool } from "../schema/trajectory.js";

export type LlmMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

export interface LlmToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

/** A chat request; everything that shapes the answer is here, so its hash keys the cache. */
export interface ChatRequest {
  messages: LlmMessage[];
  tools?: OpenAiTool[];
  /** Ask for JSON matching a schema (OpenAI `response_format: json_schema`). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  temperature?: number;
  seed?: number;
  maxTokens?: number;
}

export interface ChatResponse {
  content: string | null;
  toolCalls: LlmToolCall[];
  model: string;
  usage: { promptTokens: number; completionTokens: number };
  /** True when the answer came from the response cache, not the model. */
  cached: boolean;
}

export interface LlmUsage {
  requests: number;
  cacheHits: number;
  promptTokens: number;
  completionTokens: number;
  retries: number;
  failures: Record<string, number>;
}

/**
 * A chat model. Implementations: OpenAI-compatible over fetch, WebLLM in a worker, scripted
 * (test double), and the caching wrapper. Failures are data (`llm/*` codes), never throws.
 */
export interface LlmClient {
  /** Provider + model, e.g. `openai-compatible:qwen3-8b`; part of the cache key. */
  readonly model: string;
  chat(request: ChatRequest, options?: { signal?: AbortSignalLike }): Promise<Result<ChatResponse>>;
  usage(): LlmUsage;
}

export function emptyUsage(): LlmUsage {
  return {
    requests: 0,
    cacheHits: 0,
    promptTokens: 0,
    completionTokens: 0,
    retries: 0,
    failures: {},
  };
}

export function countFailure(usage: LlmUsage, code: string): void {
  usage.failures[code] = (usage.failures[code] ?? 0) + 1;
}
