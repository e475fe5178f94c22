import { fail, ok, type Result } from "../errors.js";
import { type AbortSignalLike, sleep, timeoutController } from "../platform.js";
import {
  type ChatRequest,
  type ChatResponse,
  countFailure,
  emptyUsage,
  type LlmClient,
  type LlmToolCall,
} from "./llm-client.js";
import { redactSecret } from "./redact.js";

/** The subset of `fetch` the client uses; injectable for tests and odd runtimes. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal?: AbortSignalLike },
) => Promise<{
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export interface OpenAiClientOptions {
  /** e.g. `https://api.openai.com/v1`, `http://127.0.0.1:8000/v1` (vLLM, SGLang, Ollama …). */
  baseUrl: string;
  model: string;
  /** Held in this closure only: not on the returned object, so it cannot be serialised. */
  apiKey?: string;
  fetch?: FetchLike;
  maxRetries?: number;
  timeoutMs?: number;
  concurrency?: number;
  /** First backoff delay; doubles per retry, `Retry-After` wins when the server sends it. */
  backoffMs?: number;
}

const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * OpenAI-compatible `/chat/completions` client with retries and backoff on 429/5xx, per-request
 * timeouts, a concurrency limit and token accounting. Never throws; failures are `llm/*` results.
 */
export function createOpenAiClient(options: OpenAiClientOptions): LlmClient {
  const fetchFn = options.fetch ?? (globalThis as unknown as { fetch: FetchLike }).fetch;
  const maxRetries = options.maxRetries ?? 3;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const backoffMs = options.backoffMs ?? 500;
  const url = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const usage = emptyUsage();
  const limit = createLimiter(options.concurrency ?? 4);
  const apiKey = options.apiKey;

  async function once(
    body: string,
    signal?: AbortSignalLike,
  ): Promise<{ result: Result<ChatResponse>; retryAfterMs?: number; retryable: boolean }> {
    const t = timeoutController(timeoutMs, signal);
    try {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (apiKey) headers.authorization = `Bearer ${apiKey}`;
      const res = await fetchFn(url, { method: "POST", headers, body, signal: t.signal });
      // Scrubbed before anything reads it: answers, error text and the cache all derive from it.
      const text = redactSecret(await res.text(), apiKey);
      if (!res.ok) {
        const retryAfter = Number(res.headers.get("retry-after"));
        return {
          result: fail("llm/http", `HTTP ${res.status} from ${url}: ${text.slice(0, 200)}`, url),
          retryable: RETRYABLE.has(res.status),
          retryAfterMs:
            Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
        };
      }
      return { result: parseCompletion(text, options.model), retryable: false };
    } catch (e) {
      if (signal?.aborted)
        return { result: fail("llm/aborted", "request aborted", url), retryable: false };
      if (t.timedOut()) {
        return {
          result: fail("llm/timeout", `no answer within ${timeoutMs} ms`, url),
          retryable: true,
        };
      }
      return {
        result: fail("llm/http", `request failed: ${redactSecret(String(e), apiKey)}`, url),
        retryable: true,
      };
    } finally {
      t.done();
    }
  }

  return {
    model: `openai-compatible:${options.model}`,
    usage: () => structuredCloneUsage(usage),
    chat: (request: ChatRequest, opts?: { signal?: AbortSignalLike }) =>
      limit(async () => {
        usage.requests++;
        const body = JSON.stringify(toOpenAiBody(options.model, request));
        let attempt = 0;
        for (;;) {
          const { result, retryable, retryAfterMs } = await once(body, opts?.signal);
          if (result.ok) {
            usage.promptTokens += result.value.usage.promptTokens;
            usage.completionTokens += result.value.usage.completionTokens;
            return result;
          }
          if (!retryable || attempt >= maxRetries || opts?.signal?.aborted) {
            countFailure(usage, result.error.code);
            return result;
          }
          attempt++;
          usage.retries++;
          try {
            await sleep(retryAfterMs ?? backoffMs * 2 ** (attempt - 1), opts?.signal);
          } catch {
            countFailure(usage, "llm/aborted");
            return fail("llm/aborted", "request aborted during backoff", url);
          }
        }
      }),
  };
}

function structuredCloneUsage<T>(u: T): T {
  return JSON.parse(JSON.stringify(u)) as T;
}

/** The request body an OpenAI-compatible server expects. */
export function toOpenAiBody(model: string, request: ChatRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { model, messages: request.messages };
  if (request.tools?.length) body.tools = request.tools;
  if (request.jsonSchema) {
    body.response_format = {
      type: "json_schema",
      json_schema: {
        name: request.jsonSchema.name,
        schema: request.jsonSchema.schema,
        strict: false,
      },
    };
  }
  if (request.temperature !== undefined) body.temperature = request.temperature;
  if (request.seed !== undefined) body.seed = request.seed;
  if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
  return body;
}

function parseCompletion(text: string, model: string): Result<ChatResponse> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail("llm/bad-output", `the server's answer is not JSON: ${text.slice(0, 120)}`);
  }
  const j = json as {
    model?: string;
    choices?: { message?: { content?: string | null; tool_calls?: LlmToolCall[] } }[];
    usage?: { prompt_tokens?: number; completion_tokens?: number };
  };
  const message = j.choices?.[0]?.message;
  if (!message) return fail("llm/bad-output", "the server's answer has no choices[0].message");
  return ok({
    content: typeof message.content === "string" ? message.content : null,
    toolCalls: Array.isArray(message.tool_calls) ? message.tool_calls : [],
    model: j.model ?? model,
    usage: {
      promptTokens: j.usage?.prompt_tokens ?? 0,
      completionTokens: j.usage?.completion_tokens ?? 0,
    },
    cached: false,
  });
}

/** At most `n` tasks at once; the rest wait in order. */
export function createLimiter(n: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}
