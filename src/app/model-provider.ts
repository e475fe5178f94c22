import type { JobModel, RemoteChat } from "../adapters/browser/pipeline-api.js";
import { fail, ok, type Result } from "../core/errors.js";
import type { FetchLike } from "../core/llm/openai-client.js";
import { type AppSettings, getApiKey, loadSettings, type ModelChoice } from "./settings.js";

/** What the configured model is, in words the panels can show. */
export interface ModelStatus {
  kind: ModelChoice;
  /** e.g. "gpt-4o-mini at api.openai.com"; "none" when offline. */
  label: string;
  /** Settings complete enough to try the model. */
  ready: boolean;
  /** Why it is not ready, in plain words. */
  problem?: string;
}

/** What a worker job needs to use the model: the config (plain data) and, for WebLLM, a chat channel. */
export interface JobModelChoice {
  model: JobModel;
  remoteChat?: RemoteChat;
}

/** The app's view of Settings as a model: asked for the status and, per job, for the model. */
export interface ModelProvider {
  status(): ModelStatus;
  /** The model for a job; `undefined` when offline; an error when configured but unusable. */
  forJob(
    onProgress?: (fraction: number, text: string) => void,
  ): Promise<Result<JobModelChoice | undefined>>;
}

function host(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The status for a settings value; pure, so panels and tests agree. */
export function modelStatus(s: AppSettings): ModelStatus {
  if (s.model === "openai") {
    const missing = [!s.baseUrl && "base URL", !s.endpointModel && "model name"].filter(Boolean);
    return {
      kind: "openai",
      label: `${s.endpointModel || "(no model)"} at ${host(s.baseUrl) || "(no URL)"}`,
      ready: missing.length === 0,
      ...(missing.length
        ? { problem: `Settings lack the endpoint's ${missing.join(" and ")}.` }
        : {}),
    };
  }
  if (s.model === "webllm")
    return {
      kind: "webllm",
      label: `${s.webllmModel} (WebLLM on this device)`,
      ready: Boolean(s.webllmModel),
    };
  return { kind: "none", label: "none (offline)", ready: false };
}

interface WebLlmLike {
  load(modelId: string): Promise<Result<unknown>>;
  readonly model: string | undefined;
  readonly chat: RemoteChat;
  addEventListener(type: "change", fn: () => void): void;
  removeEventListener(type: "change", fn: () => void): void;
  state: { progress?: { fraction: number; text: string } };
}

/**
 * The model chosen in Settings. The API key is read from memory (or sessionStorage when the user
 * opted in) at the moment a job starts and handed to that job only.
 */
export function createSettingsModelProvider(
  deps: {
    settings?: () => AppSettings;
    apiKey?: () => string;
    webllm?: () => Promise<WebLlmLike>;
  } = {},
): ModelProvider {
  const settings = deps.settings ?? (() => loadSettings());
  const apiKey = deps.apiKey ?? (() => getApiKey());
  const webllm = deps.webllm ?? (async () => (await import("./webllm-runtime.js")).webLlmRuntime);
  return {
    status: () => modelStatus(settings()),
    async forJob(onProgress) {
      const s = settings();
      const status = modelStatus(s);
      if (status.kind === "none") return ok(undefined);
      if (!status.ready)
        return fail("llm/unavailable", status.problem ?? "the model is not set up");
      if (status.kind === "openai") {
        const key = apiKey();
        return ok({
          model: {
            kind: "openai",
            baseUrl: s.baseUrl,
            model: s.endpointModel,
            ...(key ? { apiKey: key } : {}),
          },
        });
      }
      const runtime = await webllm();
      const report = () => {
        const p = runtime.state.progress;
        if (p) onProgress?.(p.fraction, p.text);
      };
      runtime.addEventListener("change", report);
      try {
        const loaded = await runtime.load(s.webllmModel);
        if (!loaded.ok) return loaded;
      } finally {
        runtime.removeEventListener("change", report);
      }
      return ok({
        model: { kind: "remote", model: runtime.model ?? `webllm:${s.webllmModel}` },
        remoteChat: runtime.chat,
      });
    },
  };
}

/** What "Test connection" found: the model's reply and the round trip, or the error. */
export type ConnectionCheck = Result<{ reply: string; model: string; ms: number }>;

/**
 * Sends one tiny chat request to an OpenAI-compatible endpoint (no retries, short timeout) and
 * reports the answer or the error code and message. The key goes in the request header only.
 */
export async function testConnection(
  endpoint: { baseUrl: string; model: string; apiKey?: string },
  fetchFn?: FetchLike,
): Promise<ConnectionCheck> {
  if (!endpoint.baseUrl || !endpoint.model)
    return fail("llm/unavailable", "Set the base URL and the model name first.");
  const { createOpenAiClient } = await import("../core/llm/openai-client.js");
  const client = createOpenAiClient({
    baseUrl: endpoint.baseUrl,
    model: endpoint.model,
    ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
    ...(fetchFn ? { fetch: fetchFn } : {}),
    maxRetries: 0,
    timeoutMs: 20_000,
  });
  const t0 = Date.now();
  const r = await client.chat({
    messages: [{ role: "user", content: "Reply with the single word: ok" }],
    maxTokens: 8,
    temperature: 0,
  });
  if (!r.ok) return r;
  return ok({ reply: r.value.content ?? "", model: r.value.model, ms: Date.now() - t0 });
}
