export { classifyParamsWithModel, type ModelParamVerdict } from "./classify-params.js";
export {
  type ChatRequest,
  type ChatResponse,
  emptyUsage,
  type LlmClient,
  type LlmMessage,
  type LlmToolCall,
  type LlmUsage,
} from "./llm-client.js";
export {
  createLlmAnswerWriter,
  createLlmRequestWriter,
  createLlmUserSimulator,
} from "./llm-writers.js";
export { type ModelHooks, type ModelReport, modelHooks, modelReport } from "./model-hooks.js";
export { type ModelUse, ModelUseLog, type ModelUseSummary } from "./model-use-log.js";
export {
  createLimiter,
  createOpenAiClient,
  type FetchLike,
  type OpenAiClientOptions,
} from "./openai-client.js";
export { parseToolCallText, renderToolsForPrompt } from "./prompt-tools.js";
export { cacheKey, withResponseCache } from "./response-cache.js";
export { createScriptedClient, type ScriptedAnswer } from "./scripted-client.js";
export { chatJson, extractJson, type StructuredOutcome } from "./structured.js";
