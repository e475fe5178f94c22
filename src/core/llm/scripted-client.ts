import { fail, ok, type Result } from "../errors.js";
import {
  type ChatRequest,
  type ChatResponse,
  countFailure,
  emptyUsage,
  type LlmClient,
  type LlmToolCall,
} from "./llm-client.js";

/** One scripted answer: text, tool calls, or a failure to simulate. */
export type ScriptedAnswer =
  | string
  | { content?: string | null; toolCalls?: LlmToolCall[] }
  | { error: "llm/http" | "llm/timeout" | "llm/bad-output" | "llm/unavailable"; message?: string };

/**
 * TEST DOUBLE: an in-memory LlmClient that replays scripted answers — a fixed list in order, or a
 * function of the request. It records every request it was sent, so tests can assert prompts.
 */
export function createScriptedClient(
  script: ScriptedAnswer[] | ((request: ChatRequest, index: number) => ScriptedAnswer),
  model = "scripted-test-double",
): LlmClient & { requests: ChatRequest[] } {
  const usage = emptyUsage();
  const requests: ChatRequest[] = [];
  return {
    model,
    requests,
    usage: () => ({ ...usage, failures: { ...usage.failures } }),
    async chat(request): Promise<Result<ChatResponse>> {
      const index = requests.length;
      requests.push(request);
      usage.requests++;
      const answer = typeof script === "function" ? script(request, index) : script[index];
      if (answer === undefined) {
        countFailure(usage, "llm/unavailable");
        return fail("llm/unavailable", `scripted client has no answer #${index}`);
      }
      if (typeof answer === "object" && answer !== null && "error" in answer) {
        countFailure(usage, answer.error);
        return fail(answer.error, answer.message ?? `scripted ${answer.error}`);
      }
      const a = typeof answer === "string" ? { content: answer } : answer;
      return ok({
        content: a.content ?? null,
        toolCalls: a.toolCalls ?? [],
        model,
        usage: { promptTokens: 0, completionTokens: 0 },
        cached: false,
      });
    },
  };
}
