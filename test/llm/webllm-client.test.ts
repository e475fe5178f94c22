import { describe, expect, it } from "vitest";
import {
  type ChatEngine,
  createWebLlmClient,
  detectWebGpu,
} from "../../src/adapters/browser/webllm-client.js";
import { parseToolCallText, renderToolsForPrompt } from "../../src/core/llm/prompt-tools.js";

const tools = [
  {
    type: "function" as const,
    function: {
      name: "set_brightness",
      description: "Set a light's brightness.",
      parameters: {
        type: "object",
        properties: { device_id: { type: "string" }, level: { type: "integer" } },
      },
    },
  },
];

/** TEST DOUBLE for WebLLM's engine: answers from a script and records the requests. */
function engineDouble(answers: string[]): ChatEngine & { requests: Record<string, unknown>[] } {
  const requests: Record<string, unknown>[] = [];
  return {
    requests,
    chat: {
      completions: {
        create: async (req) => {
          requests.push(req);
          return {
            choices: [{ message: { content: answers[requests.length - 1] ?? "" } }],
            usage: { prompt_tokens: 5, completion_tokens: 3 },
          };
        },
      },
    },
  };
}

describe("prompt-level tool calling", () => {
  it("renders tools and parses tagged calls back", () => {
    expect(renderToolsForPrompt(tools)).toContain('"name":"set_brightness"');
    const parsed = parseToolCallText(
      'Sure.\n<tool_call>{"name": "set_brightness", "arguments": {"device_id": "d1", "level": 40}}</tool_call>',
    );
    expect(parsed.content).toBe("Sure.");
    expect(parsed.toolCalls).toEqual([
      {
        id: "call_0",
        type: "function",
        function: { name: "set_brightness", arguments: '{"device_id":"d1","level":40}' },
      },
    ]);
  });

  it("reports broken tags instead of throwing", () => {
    const parsed = parseToolCallText("<tool_call>{not json</tool_call>");
    expect(parsed.toolCalls).toEqual([]);
    expect(parsed.errors).toHaveLength(1);
  });
});

describe("WebLLM client (engine test double)", () => {
  it("uses prompt-level tools for models without native tool calling", async () => {
    const engine = engineDouble([
      '<tool_call>{"name":"set_brightness","arguments":{"device_id":"d1","level":5}}</tool_call>',
    ]);
    const made = await createWebLlmClient({
      modelId: "Qwen3-0.6B-q4f16_1-MLC",
      createEngine: async () => engine,
    });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const r = await made.value.chat({
      messages: [{ role: "user", content: "dim the lamp" }],
      tools,
      seed: 3,
    });
    expect(r.ok && r.value.toolCalls[0]?.function.name).toBe("set_brightness");
    const sent = engine.requests[0]!;
    expect(sent.tools).toBeUndefined();
    expect((sent.messages as { role: string; content: string }[])[0]!.content).toContain("<tools>");
    expect(sent.seed).toBe(3);
    expect(made.value.usage()).toMatchObject({ requests: 1, promptTokens: 5, completionTokens: 3 });
  });

  it("reports an engine that fails to load as llm/unavailable", async () => {
    const made = await createWebLlmClient({
      modelId: "x",
      createEngine: async () => {
        throw new Error("out of GPU memory");
      },
    });
    expect(!made.ok && made.error.code).toBe("llm/unavailable");
    expect(!made.ok && made.error.message).toContain("out of GPU memory");
  });

  it("says plainly when there is no WebGPU adapter", async () => {
    const noAdapter = { gpu: { requestAdapter: async () => null } } as unknown as Navigator;
    const status = await detectWebGpu(noAdapter);
    expect(status.available).toBe(false);
    expect(status.reason).toMatch(/no GPU adapter/);
    expect((await detectWebGpu({} as Navigator)).reason).toMatch(/no WebGPU/);
  });
});
