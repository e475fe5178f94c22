import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createOpenAiClient } from "../../src/core/llm/openai-client.js";
import { withResponseCache } from "../../src/core/llm/response-cache.js";
import { chatJson } from "../../src/core/llm/structured.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { startOpenAiTestDouble } from "../llm/openai-test-double.js";
import { cli, root } from "./helpers.js";

const KEY = "sk-test-0123456789abcdefSECRET";
const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-key-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every byte under `dir`, zip entries inflated, as text. */
function everything(dir: string): string {
  let all = "";
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const bytes = readFileSync(p);
        all += bytes.toString("latin1");
        if (name.endsWith(".zip"))
          for (const b of Object.values(unzipSync(new Uint8Array(bytes))))
            all += Buffer.from(b).toString("latin1");
      }
    }
  };
  walk(dir);
  return all;
}

describe("the API key is never stored", () => {
  it("a junk answer quoting the Authorization header: scrubbed from answers, errors and the cache", async () => {
    // TEST DOUBLE (a fetch function, not a model): echoes the Authorization header back.
    const echo = async (_url: string, init: { headers: Record<string, string>; body: string }) => {
      const auth = init.headers.authorization ?? "";
      const failing = JSON.parse(init.body).messages.length > 1;
      return new Response(
        failing
          ? `{"error": "bad key ${auth}"}`
          : JSON.stringify({
              choices: [{ message: { content: `I saw ${auth} — not JSON` } }],
              usage: { prompt_tokens: 1, completion_tokens: 1 },
            }),
        { status: failing ? 401 : 200 },
      );
    };
    const store = createMemoryStore();
    const client = withResponseCache(
      store,
      createOpenAiClient({
        baseUrl: "http://127.0.0.1:9",
        model: "m",
        apiKey: KEY,
        fetch: echo as never,
        maxRetries: 0,
      }),
    );
    const first = await client.chat({ messages: [{ role: "user", content: "hi" }] });
    expect(first.ok && first.value.content).toBe("I saw Bearer [redacted] — not JSON");
    const second = await client.chat({
      messages: [
        { role: "user", content: "hi" },
        { role: "user", content: "again" },
      ],
    });
    expect(!second.ok && second.error.message).toContain("[redacted]");
    expect(JSON.stringify(second)).not.toContain(KEY);
    for (const id of await store.list("llm-cache"))
      expect(await store.get("llm-cache", id)).not.toContain(KEY);
  });

  it("junk answers are retried twice, then the message says what happened", async () => {
    let calls = 0;
    const junk = async () => {
      calls++;
      return new Response(
        JSON.stringify({ choices: [{ message: { content: "no json here" } }], usage: {} }),
      );
    };
    const client = createOpenAiClient({ baseUrl: "http://x", model: "m", fetch: junk as never });
    const out = await chatJson(
      client,
      { messages: [{ role: "user", content: "q" }] },
      z.object({ a: z.number() }),
    );
    expect(calls).toBe(3);
    expect(out.attempts).toBe(3);
    expect(!out.result.ok && out.result.error.code).toBe("llm/bad-output");
    expect(!out.result.ok && out.result.error.message).toMatch(
      /no usable answer after 3 attempts \(2 retries/,
    );
  });

  it("run with a model whose answers quote the key: no file under --out (run.zip inflated) holds it", {
    timeout: 300_000,
  }, async () => {
    // TEST DOUBLE: every reply quotes the Authorization header it received.
    let auth = "";
    const server = await startOpenAiTestDouble(() => ({
      content: `Authorization: ${auth} {"oops": true}`,
    }));
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      auth = String((init.headers as Record<string, string>).authorization ?? "");
      return realFetch(url, init);
    }) as typeof fetch;
    const out = join(tmp, "run");
    try {
      const r = await cli(
        [
          "run",
          join(root, "test/app/fixtures/library-loans.md"),
          "public/examples/helpdesk.openai-tools.json",
          "--out",
          out,
          "--count",
          "2",
          "--quiet",
          "--llm-base-url",
          server.baseUrl,
          "--llm-model",
          "m",
          "--llm-key-env",
          "EF_TEST_KEY",
        ],
        root,
        { EF_TEST_KEY: KEY },
      );
      expect(r.stdout + r.stderr).not.toContain(KEY);
      expect(r.stdout).not.toContain("prose needs a model");
    } finally {
      globalThis.fetch = realFetch;
      await server.close();
    }
    expect(auth).toBe(`Bearer ${KEY}`); // the endpoint really saw (and quoted) the key
    const stored = everything(out);
    expect(stored.length).toBeGreaterThan(1000);
    expect(stored).not.toContain(KEY);
  });
});
