import type { RemoteChat } from "../adapters/browser/pipeline-api.js";
import { fail, type Result } from "../core/errors.js";
import type { LlmClient } from "../core/llm/llm-client.js";

export interface WebLlmState {
  modelId?: string;
  loaded: boolean;
  loading: boolean;
  /** Weight download / compile progress, 0..1, with WebLLM's own words. */
  progress?: { fraction: number; text: string };
  error?: string;
}

/**
 * The page's one WebLLM engine (it runs in its own worker; this object only holds the client).
 * Settings loads it; synthesis jobs reach it through `chat`, one request at a time, so several
 * pipeline workers can share the single GPU engine. Emits "change" as loading progresses.
 */
class WebLlmRuntime extends EventTarget {
  private client?: LlmClient;
  private loadingPromise?: Promise<Result<LlmClient>>;
  private queue: Promise<unknown> = Promise.resolve();
  state: WebLlmState = { loaded: false, loading: false };

  private set(patch: Partial<WebLlmState>): void {
    this.state = { ...this.state, ...patch };
    this.dispatchEvent(new Event("change"));
  }

  /** Loads `modelId` (downloading weights the first time); a second call for it shares the load. */
  load(modelId: string): Promise<Result<LlmClient>> {
    if (this.client && this.state.modelId === modelId)
      return Promise.resolve({ ok: true, value: this.client });
    if (this.loadingPromise && this.state.modelId === modelId) return this.loadingPromise;
    this.client = undefined;
    this.set({ modelId, loaded: false, loading: true, progress: undefined, error: undefined });
    this.loadingPromise = (async () => {
      // The WebLLM library is large: it is fetched only when a model is actually loaded.
      const { createWebLlmClient } = await import("../adapters/browser/webllm-client.js");
      const made = await createWebLlmClient({
        modelId,
        onProgress: (fraction, text) => this.set({ progress: { fraction, text } }),
      });
      if (this.state.modelId !== modelId)
        return fail("llm/unavailable", "another model was chosen");
      if (made.ok) this.client = made.value;
      this.set({
        loaded: made.ok,
        loading: false,
        error: made.ok ? undefined : made.error.message,
      });
      this.loadingPromise = undefined;
      return made;
    })();
    return this.loadingPromise;
  }

  /** The loaded client's model name (`webllm:<id>`), if any. */
  get model(): string | undefined {
    return this.client?.model;
  }

  /** Chat with the loaded model, serialised: the engine answers one request at a time. */
  readonly chat: RemoteChat = (request) => {
    const client = this.client;
    if (!client) return Promise.resolve(fail("llm/unavailable", "the WebLLM model is not loaded"));
    const next = this.queue.then(() => client.chat(request));
    this.queue = next.catch(() => undefined);
    return next;
  };
}

export const webLlmRuntime = new WebLlmRuntime();
