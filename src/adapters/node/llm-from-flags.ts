import { join } from "node:path";
import type { LlmClient } from "../../core/llm/llm-client.js";
import { createOpenAiClient } from "../../core/llm/openai-client.js";
import { withResponseCache } from "../../core/llm/response-cache.js";
import { createFsStore } from "./fs-store.js";

/** The LLM flags `build`, `synth` and `run` accept (parseArgs option specs). */
export const LLM_FLAG_OPTIONS = {
  "llm-base-url": { type: "string" },
  "llm-model": { type: "string" },
  "llm-key-env": { type: "string" },
  "llm-cache": { type: "string" },
  "llm-offline-cache": { type: "boolean" },
} as const;

export const LLM_FLAG_USAGE = `Model (optional; without one everything runs offline):
  --llm-base-url URL     OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 (vLLM, SGLang, Ollama, OpenAI)
  --llm-model NAME       model name the endpoint serves
  --llm-key-env VAR      environment variable holding the API key (default OPENAI_API_KEY; may be unset for local servers)
  --llm-cache DIR        response cache directory (default <out>/llm-cache); a cached run replays offline
  --llm-offline-cache    use only the cache (no requests); misses fall back to the offline path`;

export interface LlmFlags {
  "llm-base-url"?: string;
  "llm-model"?: string;
  "llm-key-env"?: string;
  "llm-cache"?: string;
  "llm-offline-cache"?: boolean;
}

/**
 * Builds the model client from CLI flags, wrapped in a directory response cache. The key is read
 * from the environment only, held in the client's closure, and never written anywhere.
 * Returns undefined when no model is configured.
 */
export function llmFromFlags(
  flags: LlmFlags,
  env: Record<string, string | undefined>,
  defaultCacheDir: string,
): { client: LlmClient; describe: string } | { error: string } | undefined {
  const cacheDir = flags["llm-cache"] ?? join(defaultCacheDir, "llm-cache");
  if (flags["llm-offline-cache"]) {
    return {
      client: withResponseCache(
        createFsStore(cacheDir),
        undefined,
        `openai-compatible:${flags["llm-model"] ?? "cache-only"}`,
      ),
      describe: `response cache only (${cacheDir})`,
    };
  }
  const baseUrl = flags["llm-base-url"];
  const model = flags["llm-model"];
  if (!baseUrl && !model) return undefined;
  if (!baseUrl || !model) return { error: "--llm-base-url and --llm-model go together" };
  const keyVar = flags["llm-key-env"] ?? "OPENAI_API_KEY";
  const inner = createOpenAiClient({ baseUrl, model, apiKey: env[keyVar] || undefined });
  return {
    client: withResponseCache(createFsStore(cacheDir), inner),
    describe: `${model} at ${baseUrl} (key from $${keyVar}${env[keyVar] ? "" : ", unset"}; cache ${cacheDir})`,
  };
}
