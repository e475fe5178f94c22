import { fail, ok } from "../errors.js";
import { canonicalJson, sha256Hex } from "../schema/canonical.js";
import type { ArtifactStore } from "../store/artifact-store.js";
import {
  type ChatRequest,
  type ChatResponse,
  emptyUsage,
  type LlmClient,
  type LlmUsage,
} from "./llm-client.js";

/** The cache key: hash of the model and every request field that shapes the answer. */
export function cacheKey(model: string, request: ChatRequest): Promise<string> {
  return sha256Hex(canonicalJson({ model, request }));
}

/**
 * Wraps a client with a response cache in an ArtifactStore (kind `llm-cache`): IndexedDB in the
 * browser, a directory in the CLI. With `inner` absent the cache replays offline and a miss is
 * `llm/unavailable` — that is how a cached run reproduces byte-identically without a model.
 */
export function withResponseCache(
  store: ArtifactStore,
  inner: LlmClient | undefined,
  model = inner?.model ?? "cache-only",
): LlmClient {
  let hits = 0;
  let misses = 0;
  return {
    model,
    usage(): LlmUsage {
      const u = inner?.usage() ?? emptyUsage();
      return { ...u, cacheHits: hits, requests: u.requests + hits + (inner ? 0 : misses) };
    },
    async chat(request, options) {
      const key = await cacheKey(model, request);
      const stored = await store.get("llm-cache", key);
      if (stored !== undefined) {
        hits++;
        const response = JSON.parse(stored) as { response: ChatResponse };
        return ok({ ...response.response, cached: true });
      }
      if (!inner) {
        misses++;
        return fail(
          "llm/unavailable",
          "no model configured and this request is not in the response cache",
        );
      }
      const result = await inner.chat(request, options);
      if (result.ok) {
        // Only the answer and the request are stored — never client options, so never a key.
        await store.put(
          "llm-cache",
          key,
          JSON.stringify({ model, request, response: { ...result.value, cached: false } }),
        );
      }
      return result;
    },
  };
}
