import { describe, expect, it, vi } from "vitest";
import type { ChatRequest } from "../../src/core/llm/llm-client.js";
import { createScriptedClient } from "../../src/core/llm/scripted-client.js";

const order: string[] = [];
const client = createScriptedClient(() => "unused");
let release: (() => void) | undefined;

// TEST DOUBLE of the WebLLM adapter: reports download progress, then yields a slow scripted engine.
vi.mock("../../src/adapters/browser/webllm-client.js", () => ({
  createWebLlmClient: async (o: {
    modelId: string;
    onProgress?: (p: number, t: string) => void;
  }) => {
    o.onProgress?.(0.25, "Fetching param cache[1/4]");
    o.onProgress?.(1, "Finish loading");
    return {
      ok: true,
      value: {
        model: `webllm:${o.modelId}`,
        usage: client.usage,
        async chat(r: ChatRequest) {
          const tag = String(
            r.messages[0] && "content" in r.messages[0] ? r.messages[0].content : "",
          );
          order.push(`start ${tag}`);
          if (tag === "a") await new Promise<void>((ok) => (release = ok));
          order.push(`end ${tag}`);
          return {
            ok: true,
            value: {
              content: tag,
              toolCalls: [],
              model: o.modelId,
              usage: { promptTokens: 0, completionTokens: 0 },
              cached: false,
            },
          };
        },
      },
    };
  },
}));

describe("the page's WebLLM runtime", () => {
  it("reports load progress, shares one load, and answers pipeline workers one request at a time", async () => {
    const { webLlmRuntime } = await import("../../src/app/webllm-runtime.js");
    const seen: number[] = [];
    webLlmRuntime.addEventListener("change", () => {
      const p = webLlmRuntime.state.progress;
      if (p) seen.push(p.fraction);
    });
    const notLoaded = await webLlmRuntime.chat({ messages: [{ role: "user", content: "x" }] });
    expect(notLoaded.ok).toBe(false);

    const [a, b] = await Promise.all([webLlmRuntime.load("Tiny"), webLlmRuntime.load("Tiny")]);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(seen).toContain(0.25);
    expect(webLlmRuntime.state).toMatchObject({ modelId: "Tiny", loaded: true, loading: false });
    expect(webLlmRuntime.model).toBe("webllm:Tiny");

    const first = webLlmRuntime.chat({ messages: [{ role: "user", content: "a" }] });
    const second = webLlmRuntime.chat({ messages: [{ role: "user", content: "b" }] });
    await new Promise((r) => setTimeout(r, 10));
    expect(order).toEqual(["start a"]); // b waits for a: the engine takes one request at a time
    release?.();
    const [ra, rb] = await Promise.all([first, second]);
    expect(order).toEqual(["start a", "end a", "start b", "end b"]);
    expect(ra.ok && ra.value.content).toBe("a");
    expect(rb.ok && rb.value.content).toBe("b");
  });
});
