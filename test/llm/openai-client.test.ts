import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createOpenAiClient } from "../../src/core/llm/openai-client.js";
import { withResponseCache } from "../../src/core/llm/response-cache.js";
import { chatJson } from "../../src/core/llm/structured.js";
import { ARTIFACT_KINDS } from "../../src/core/store/artifact-store.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { startOpenAiTestDouble } from "./openai-test-double.js";

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

async function server(...args: Parameters<typeof startOpenAiTestDouble>) {
  const s = await startOpenAiTestDouble(...args);
  closers.push(s.close);
  return s;
}

const tools = [
  {
    type: "function" as const,
    function: {
      name: "get_order",
      description: "Get an order.",
      parameters: { type: "object", properties: {} },
    },
  },
];

describe("OpenAI-compatible client against the test-double server", () => {
  it("sends the request shape a real server expects", async () => {
    const s = await server([{ content: "hello" }]);
    const client = createOpenAiClient({
      baseUrl: s.baseUrl,
      model: "qwen3-8b",
      apiKey: "sk-test-123",
    });
    const r = await client.chat({
      messages: [{ role: "user", content: "hi" }],
      tools,
      jsonSchema: { name: "answer", schema: { type: "object" } },
      temperature: 0.2,
      seed: 7,
      maxTokens: 64,
    });
    expect(r.ok && r.value.content).toBe("hello");
    const req = s.requests[0]!;
    expect(req.path).toBe("/v1/chat/completions");
    expect(req.headers.authorization).toBe("Bearer sk-test-123");
    expect(req.body).toMatchObject({
      model: "qwen3-8b",
      messages: [{ role: "user", content: "hi" }],
      tools,
      response_format: {
        type: "json_schema",
        json_schema: { name: "answer", schema: { type: "object" } },
      },
      temperature: 0.2,
      seed: 7,
      max_tokens: 64,
    });
    expect(client.usage()).toMatchObject({ requests: 1, promptTokens: 11, completionTokens: 7 });
  });

  it("returns tool calls", async () => {
    const call = {
      id: "c1",
      type: "function" as const,
      function: { name: "get_order", arguments: '{"id":"o_1"}' },
    };
    const s = await server([{ toolCalls: [call] }]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m" });
    const r = await client.chat({ messages: [{ role: "user", content: "x" }], tools });
    expect(r.ok && r.value.toolCalls).toEqual([call]);
  });

  it("retries 429 and 500 with backoff, then succeeds", async () => {
    const s = await server([
      { status: 429, raw: "{}", headers: { "retry-after": "0" } },
      { status: 500, raw: "oops" },
      { content: "ok" },
    ]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m", backoffMs: 1 });
    const r = await client.chat({ messages: [{ role: "user", content: "x" }] });
    expect(r.ok && r.value.content).toBe("ok");
    expect(s.requests).toHaveLength(3);
    expect(client.usage().retries).toBe(2);
  });

  it("gives up after maxRetries with llm/http and counts the failure", async () => {
    const s = await server([{ status: 503, raw: "busy" }]);
    const client = createOpenAiClient({
      baseUrl: s.baseUrl,
      model: "m",
      backoffMs: 1,
      maxRetries: 2,
    });
    const r = await client.chat({ messages: [{ role: "user", content: "x" }] });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe("llm/http");
    expect(s.requests).toHaveLength(3);
    expect(client.usage().failures["llm/http"]).toBe(1);
  });

  it("does not retry a 400", async () => {
    const s = await server([{ status: 400, raw: '{"error":"bad"}' }, { content: "never" }]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m", backoffMs: 1 });
    const r = await client.chat({ messages: [{ role: "user", content: "x" }] });
    expect(!r.ok && r.error.code).toBe("llm/http");
    expect(s.requests).toHaveLength(1);
  });

  it("times out a server that does not answer", async () => {
    const s = await server([{ content: "late", delayMs: 2_000 }]);
    const client = createOpenAiClient({
      baseUrl: s.baseUrl,
      model: "m",
      timeoutMs: 50,
      maxRetries: 0,
    });
    const r = await client.chat({ messages: [{ role: "user", content: "x" }] });
    expect(!r.ok && r.error.code).toBe("llm/timeout");
  });

  it("aborts on the caller's signal", async () => {
    const s = await server([{ content: "late", delayMs: 2_000 }]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m" });
    const controller = new AbortController();
    const pending = client.chat(
      { messages: [{ role: "user", content: "x" }] },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 20);
    const r = await pending;
    expect(!r.ok && r.error.code).toBe("llm/aborted");
  });

  it("reports junk bodies as llm/bad-output", async () => {
    const s = await server([{ raw: "<html>gateway</html>" }]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m" });
    const r = await client.chat({ messages: [{ role: "user", content: "x" }] });
    expect(!r.ok && r.error.code).toBe("llm/bad-output");
  });

  it("respects the concurrency limit", async () => {
    let inFlight = 0;
    let peak = 0;
    const s = await server(() => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      setTimeout(() => inFlight--, 30);
      return { content: "x", delayMs: 30 };
    });
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m", concurrency: 2 });
    await Promise.all(
      Array.from({ length: 6 }, () => client.chat({ messages: [{ role: "user", content: "x" }] })),
    );
    expect(s.requests).toHaveLength(6);
    expect(peak).toBeLessThanOrEqual(2);
  });
});

describe("response cache", () => {
  it("replays a cached answer offline, byte-identically, and never stores the key", async () => {
    const s = await server([{ content: '{"city":"Paris"}' }]);
    const store = createMemoryStore();
    const online = withResponseCache(
      store,
      createOpenAiClient({ baseUrl: s.baseUrl, model: "m", apiKey: "sk-SECRET-42" }),
    );
    const req = { messages: [{ role: "user" as const, content: "capital of France?" }], seed: 1 };
    const first = await online.chat(req);
    expect(first.ok && first.value.cached).toBe(false);

    const offline = withResponseCache(store, undefined, online.model);
    const again = await offline.chat(req);
    expect(again.ok && again.value.content).toBe('{"city":"Paris"}');
    expect(again.ok && again.value.cached).toBe(true);
    expect(s.requests).toHaveLength(1);

    const miss = await offline.chat({ messages: [{ role: "user", content: "other" }] });
    expect(!miss.ok && miss.error.code).toBe("llm/unavailable");

    const stored: string[] = [];
    for (const kind of ARTIFACT_KINDS)
      for (const id of await store.list(kind)) stored.push((await store.get(kind, id)) ?? "");
    const everything = stored.join("\n");
    expect(everything).toContain("Paris");
    expect(everything).not.toContain("sk-SECRET-42");
  });
});

describe("structured output", () => {
  it("retries a malformed answer with the validation error, then accepts a valid one", async () => {
    const s = await server([
      { content: "not json at all" },
      { content: '```json\n{"n": "three"}\n```' },
      { content: '{"n": 3}' },
    ]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m" });
    const out = await chatJson(
      client,
      { messages: [{ role: "user", content: "give n" }] },
      z.object({ n: z.number() }),
    );
    expect(out.result.ok && out.result.value).toEqual({ n: 3 });
    expect(out.attempts).toBe(3);
    const feedback = (s.requests[2]!.body.messages as { content: string }[]).at(-1)!.content;
    expect(feedback).toMatch(/did not validate: \/n/);
  });

  it("gives up with llm/bad-output after the retries", async () => {
    const s = await server([{ content: "junk" }]);
    const client = createOpenAiClient({ baseUrl: s.baseUrl, model: "m" });
    const out = await chatJson(
      client,
      { messages: [{ role: "user", content: "x" }] },
      z.object({ n: z.number() }),
      { retries: 1 },
    );
    expect(!out.result.ok && out.result.error.code).toBe("llm/bad-output");
    expect(out.attempts).toBe(2);
  });
});
