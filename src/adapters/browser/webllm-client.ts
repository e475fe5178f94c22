import { fail, ok, type Result } from "../../core/errors.js";
import {
  type ChatRequest,
  type ChatResponse,
  countFailure,
  emptyUsage,
  type LlmClient,
  type LlmMessage,
} from "../../core/llm/llm-client.js";
import { parseToolCallText, renderToolsForPrompt } from "../../core/llm/prompt-tools.js";

export interface WebGpuStatus {
  available: boolean;
  /** Plain words for the settings panel when unavailable. */
  reason?: string;
}

/** WebLLM needs a WebGPU adapter; `navigator.gpu` alone is not enough (headless Chromium has it, with no adapter). */
export async function detectWebGpu(nav: Navigator = navigator): Promise<WebGpuStatus> {
  const gpu = (nav as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu)
    return { available: false, reason: "This browser has no WebGPU (navigator.gpu is missing)." };
  try {
    const adapter = await gpu.requestAdapter();
    if (!adapter) {
      return {
        available: false,
        reason:
          "WebGPU is present but no GPU adapter is available (blocked, headless, or no supported GPU).",
      };
    }
    return { available: true };
  } catch (e) {
    return { available: false, reason: `WebGPU adapter request failed: ${String(e)}` };
  }
}

export interface WebLlmModelInfo {
  id: string;
  vramMB?: number;
  lowResource: boolean;
  nativeTools: boolean;
}

/** WebLLM's prebuilt model list, loaded lazily (the library is large). */
export async function listWebLlmModels(): Promise<WebLlmModelInfo[]> {
  const webllm = await import("@mlc-ai/web-llm");
  const native = new Set(webllm.functionCallingModelIds);
  return webllm.prebuiltAppConfig.model_list
    .filter((m) => m.model_type === undefined || m.model_type === 0)
    .map((m) => ({
      id: m.model_id,
      vramMB: m.vram_required_MB,
      lowResource: Boolean(m.low_resource_required),
      nativeTools: native.has(m.model_id),
    }));
}

/** The part of WebLLM's engine the client uses; a test double can stand in for it. */
export interface ChatEngine {
  chat: {
    completions: {
      create(request: Record<string, unknown>): Promise<{
        choices: { message: { content: string | null; tool_calls?: ChatResponse["toolCalls"] } }[];
        usage?: { prompt_tokens: number; completion_tokens: number };
      }>;
    };
  };
  unload?(): Promise<void>;
}

export interface WebLlmClientOptions {
  modelId: string;
  /** Weight download / compile progress, 0..1 with WebLLM's text. */
  onProgress?: (progress: number, text: string) => void;
  /** Defaults to WebLLM in its own module worker; tests pass an engine double. */
  createEngine?: (
    modelId: string,
    onProgress?: (p: number, t: string) => void,
  ) => Promise<ChatEngine>;
  nativeTools?: boolean;
}

async function createWorkerEngine(
  modelId: string,
  onProgress?: (p: number, t: string) => void,
): Promise<ChatEngine> {
  const webllm = await import("@mlc-ai/web-llm");
  const worker = new Worker(new URL("../../../workers/webllm.worker.ts", import.meta.url), {
    type: "module",
  });
  return (await webllm.CreateWebWorkerMLCEngine(worker, modelId, {
    initProgressCallback: (r) => onProgress?.(r.progress, r.text),
  })) as unknown as ChatEngine;
}

/**
 * An LlmClient over WebLLM (engine in a worker). Without WebGPU it returns `llm/unavailable` with
 * the reason instead of a client. Models without native tool calling get prompt-level tools.
 */
export async function createWebLlmClient(options: WebLlmClientOptions): Promise<Result<LlmClient>> {
  if (!options.createEngine) {
    const gpu = await detectWebGpu();
    if (!gpu.available) return fail("llm/unavailable", `WebLLM cannot run here: ${gpu.reason}`);
  }
  let engine: ChatEngine;
  try {
    engine = await (options.createEngine ?? createWorkerEngine)(
      options.modelId,
      options.onProgress,
    );
  } catch (e) {
    return fail("llm/unavailable", `WebLLM could not load ${options.modelId}: ${String(e)}`);
  }
  const usage = emptyUsage();
  const nativeTools = options.nativeTools ?? false;
  return ok({
    model: `webllm:${options.modelId}`,
    usage: () => ({ ...usage, failures: { ...usage.failures } }),
    async chat(request: ChatRequest): Promise<Result<ChatResponse>> {
      usage.requests++;
      const useTags = Boolean(request.tools?.length) && !nativeTools;
      const messages: LlmMessage[] = useTags
        ? [
            { role: "system", content: renderToolsForPrompt(request.tools ?? []) },
            ...request.messages,
          ]
        : request.messages;
      const body: Record<string, unknown> = { messages, stream: false };
      if (request.tools?.length && nativeTools) body.tools = request.tools;
      if (request.jsonSchema)
        body.response_format = {
          type: "json_object",
          schema: JSON.stringify(request.jsonSchema.schema),
        };
      if (request.temperature !== undefined) body.temperature = request.temperature;
      if (request.seed !== undefined) body.seed = request.seed;
      if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
      try {
        const reply = await engine.chat.completions.create(body);
        const message = reply.choices[0]?.message;
        if (!message) {
          countFailure(usage, "llm/bad-output");
          return fail("llm/bad-output", "WebLLM returned no message");
        }
        usage.promptTokens += reply.usage?.prompt_tokens ?? 0;
        usage.completionTokens += reply.usage?.completion_tokens ?? 0;
        const parsed = useTags
          ? parseToolCallText(message.content ?? "")
          : { content: message.content, toolCalls: message.tool_calls ?? [] };
        return ok({
          content: parsed.content,
          toolCalls: parsed.toolCalls,
          model: options.modelId,
          usage: {
            promptTokens: reply.usage?.prompt_tokens ?? 0,
            completionTokens: reply.usage?.completion_tokens ?? 0,
          },
          cached: false,
        });
      } catch (e) {
        countFailure(usage, "llm/unavailable");
        return fail("llm/unavailable", `WebLLM failed: ${String(e)}`);
      }
    },
  });
}
