import { fail, type Result } from "../../core/errors.js";
import {
  type ChatResponse,
  countFailure,
  emptyUsage,
  type LlmClient,
} from "../../core/llm/llm-client.js";
import { createOpenAiClient, type FetchLike } from "../../core/llm/openai-client.js";
import { withResponseCache } from "../../core/llm/response-cache.js";
import type { ArtifactStore } from "../../core/store/artifact-store.js";
import type { JobModel, RemoteChat } from "./pipeline-api.js";

/**
 * An LlmClient that forwards to the page's model (WebLLM) through a comlink proxy. A failed or
 * broken channel is an `llm/unavailable` result, so the stage falls back instead of failing.
 */
export function createRemoteClient(model: string, chat: RemoteChat): LlmClient {
  const usage = emptyUsage();
  return {
    model,
    usage: () => ({ ...usage, failures: { ...usage.failures } }),
    async chat(request): Promise<Result<ChatResponse>> {
      usage.requests++;
      try {
        const r = await chat(request);
        if (r.ok) {
          usage.promptTokens += r.value.usage.promptTokens;
          usage.completionTokens += r.value.usage.completionTokens;
        } else countFailure(usage, r.error.code);
        return r;
      } catch (e) {
        countFailure(usage, "llm/unavailable");
        return fail("llm/unavailable", `the page's model did not answer: ${String(e)}`);
      }
    },
  };
}

/**
 * The model client of one worker job, behind the response cache (kind `llm-cache`). For an
 * OpenAI-compatible endpoint the key stays in the client's closure for this job only.
 */
export function createJobClient(
  model: JobModel,
  cache: ArtifactStore,
  remoteChat?: RemoteChat,
  fetchFn?: FetchLike,
): Result<LlmClient> {
  if (model.kind === "openai") {
    return {
      ok: true,
      value: withResponseCache(
        cache,
        createOpenAiClient({
          baseUrl: model.baseUrl,
          model: model.model,
          ...(model.apiKey ? { apiKey: model.apiKey } : {}),
          ...(fetchFn ? { fetch: fetchFn } : {}),
          maxRetries: 2,
          timeoutMs: 120_000,
        }),
      ),
    };
  }
  if (!remoteChat)
    return fail("llm/unavailable", `no channel to the page's model ${model.model} was given`);
  return { ok: true, value: withResponseCache(cache, createRemoteClient(model.model, remoteChat)) };
}
