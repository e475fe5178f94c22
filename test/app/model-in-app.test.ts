import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createJobClient } from "../../src/adapters/browser/job-llm.js";
import type { SynthOptions } from "../../src/adapters/browser/pipeline-api.js";
import type { PipelinePool } from "../../src/adapters/browser/pipeline-bridge.js";
import { createPipelineApi } from "../../src/adapters/browser/pipeline-stages.js";
import { AppController } from "../../src/app/controller.js";
import {
  createSettingsModelProvider,
  type ModelProvider,
  testConnection,
} from "../../src/app/model-provider.js";
import { mergeModelReports } from "../../src/app/quality.js";
import { DEFAULT_SETTINGS } from "../../src/app/settings.js";
import type { ChatRequest } from "../../src/core/llm/llm-client.js";
import { createScriptedClient, type ScriptedAnswer } from "../../src/core/llm/scripted-client.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import type { ArtifactStore } from "../../src/core/store/artifact-store.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { startOpenAiTestDouble } from "../llm/openai-test-double.js";
import { cooperativeAnswer } from "./cooperative-model.js";

const root = join(import.meta.dirname, "../..");
const NOTES_TEXT = readFileSync(join(root, "public/examples/notes.envbundle.json"), "utf8");
const notes = JSON.parse(NOTES_TEXT) as EnvBundle;
const KEY = "sk-APPLEAK-0123456789abcdef";
const OPTIONS: SynthOptions = {
  count: 4,
  seed: 5,
  turns: "mixed",
  multiShare: 0.5,
  maxPlanLength: 4,
};

function promptText(request: ChatRequest): string {
  return request.messages.map((m) => ("content" in m ? (m.content ?? "") : "")).join("\n");
}

/** Test double of the worker pool: runs the real pipeline stages in-process. */
function inProcessPool(cache: ArtifactStore): PipelinePool {
  const api = createPipelineApi({ cacheStore: async () => cache });
  return { run: (job: (a: unknown) => Promise<unknown>) => job(api) } as unknown as PipelinePool;
}

/** A provider that hands jobs the scripted client as the page's model (the WebLLM path). */
function scriptedProvider(
  script: (request: ChatRequest, index: number) => ScriptedAnswer,
): ModelProvider & { client: ReturnType<typeof createScriptedClient> } {
  const client = createScriptedClient(script);
  return {
    client,
    status: () => ({ kind: "webllm", label: "scripted test double", ready: true }),
    forJob: async () => ({
      ok: true,
      value: { model: { kind: "remote", model: client.model }, remoteChat: (r) => client.chat(r) },
    }),
  };
}

const cooperative = (request: ChatRequest): ScriptedAnswer =>
  cooperativeAnswer(request.jsonSchema?.name, promptText(request)) ?? {
    error: "llm/bad-output",
  };

async function dump(store: ArtifactStore): Promise<string> {
  const kinds = [
    "source",
    "bundle",
    "verify-report",
    "graph",
    "task",
    "trajectory",
    "report",
    "run",
    "llm-cache",
  ] as const;
  let all = "";
  for (const k of kinds)
    for (const id of await store.list(k)) all += `${id}\n${await store.get(k, id)}\n`;
  return all;
}

describe("the app's model comes from Settings", () => {
  it("offline by default; an endpoint needs URL and model; the key goes to the job only", async () => {
    let settings = { ...DEFAULT_SETTINGS };
    const provider = createSettingsModelProvider({ settings: () => settings, apiKey: () => KEY });
    expect(provider.status().kind).toBe("none");
    expect(await provider.forJob()).toEqual({ ok: true, value: undefined });

    settings = {
      ...settings,
      model: "openai",
      baseUrl: "http://127.0.0.1:1/v1",
      endpointModel: "",
    };
    const incomplete = await provider.forJob();
    expect(incomplete.ok).toBe(false);
    expect(provider.status().problem).toMatch(/model name/);

    settings = { ...settings, endpointModel: "qwen3-8b" };
    const job = await provider.forJob();
    expect(job).toEqual({
      ok: true,
      value: {
        model: { kind: "openai", baseUrl: "http://127.0.0.1:1/v1", model: "qwen3-8b", apiKey: KEY },
      },
    });
    expect(provider.status().label).toBe("qwen3-8b at 127.0.0.1:1");
  });

  it("WebLLM: the provider loads the page's engine (with progress) and hands jobs a chat channel", async () => {
    const progress: number[] = [];
    const listeners = new Set<() => void>();
    const fake = {
      state: {} as { progress?: { fraction: number; text: string } },
      model: "webllm:Tiny-test-double",
      chat: async () => ({
        ok: false as const,
        error: { code: "llm/unavailable" as const, message: "x" },
      }),
      addEventListener: (_: "change", fn: () => void) => listeners.add(fn),
      removeEventListener: (_: "change", fn: () => void) => listeners.delete(fn),
      async load() {
        fake.state.progress = { fraction: 0.5, text: "fetching weights" };
        for (const fn of listeners) fn();
        return { ok: true as const, value: {} };
      },
    };
    const provider = createSettingsModelProvider({
      settings: () => ({ ...DEFAULT_SETTINGS, model: "webllm", webllmModel: "Tiny" }),
      webllm: async () => fake,
    });
    const job = await provider.forJob((f) => progress.push(f));
    expect(job.ok && job.value?.model).toEqual({
      kind: "remote",
      model: "webllm:Tiny-test-double",
    });
    expect(job.ok && job.value?.remoteChat).toBe(fake.chat);
    expect(progress).toEqual([0.5]);
  });

  it("Test connection reports the reply, or the error code and message", async () => {
    const server = await startOpenAiTestDouble((body) =>
      (body.messages as { content: string }[])[0]?.content.includes("single word")
        ? { content: "ok" }
        : { status: 400, raw: "{}" },
    );
    const bad = await startOpenAiTestDouble([{ status: 401, raw: '{"error":"invalid key"}' }]);
    try {
      const good = await testConnection({ baseUrl: server.baseUrl, model: "m", apiKey: KEY });
      expect(good.ok && good.value.reply).toBe("ok");
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
      const denied = await testConnection({ baseUrl: bad.baseUrl, model: "m", apiKey: "nope" });
      expect(denied.ok).toBe(false);
      if (!denied.ok) {
        expect(denied.error.code).toBe("llm/http");
        expect(denied.error.message).toMatch(/401/);
      }
      expect(bad.requests).toHaveLength(1); // no retries for a connection test
      const missing = await testConnection({ baseUrl: "", model: "m" });
      expect(missing.ok).toBe(false);
    } finally {
      await server.close();
      await bad.close();
    }
  });
});

describe("synthesis, prose and envgen use the configured model (scripted test double)", () => {
  it("synthesis uses the model for requests, users and answers, caches responses and reports its use", async () => {
    const store = createMemoryStore();
    const provider = scriptedProvider(cooperative);
    const c = new AppController(store, inProcessPool(store), provider);
    await c.init();
    expect(await c.importBundle(NOTES_TEXT, "notes.envbundle.json")).toBeUndefined();
    await c.synthesize(OPTIONS);
    expect(c.error).toBeUndefined();
    expect(c.run?.status).toBe("finished");
    expect(c.run?.model).toBe("scripted-test-double");
    expect(c.trajectories.length).toBeGreaterThan(0);
    const text = JSON.stringify(c.trajectories);
    expect(text).toContain("Thanks a bunch");
    expect(text).toContain("All sorted");

    const use = mergeModelReports(c.batches.map((b) => b.model));
    expect(use?.models).toEqual(["scripted-test-double"]);
    expect(use?.uses["rewrite-request"]?.accepted).toBeGreaterThan(0);
    expect(use?.uses["final-answer"]?.accepted).toBeGreaterThan(0);
    const asked = provider.client.requests.length;
    expect((await store.list("llm-cache")).length).toBeGreaterThan(0);

    // The same run again resumes from the stored synth output: the model is not asked again.
    await c.synthesize(OPTIONS);
    expect(provider.client.requests.length).toBe(asked);
    expect(JSON.stringify(c.trajectories)).toBe(text);

    // With nothing stored but the response cache, the run replays from the cache.
    const fresh = new AppController(createMemoryStore(), inProcessPool(store), provider);
    await fresh.init();
    expect(await fresh.importBundle(NOTES_TEXT, "notes.envbundle.json")).toBeUndefined();
    await fresh.synthesize(OPTIONS);
    expect(provider.client.requests.length).toBe(asked);
    expect(mergeModelReports(fresh.batches.map((b) => b.model))?.cacheHits).toBeGreaterThan(0);
    expect(JSON.stringify(fresh.trajectories)).toBe(text);
  });

  it("a model answering junk never fails the run: offline words are kept and the reasons counted", async () => {
    const store = createMemoryStore();
    const c = new AppController(
      store,
      inProcessPool(store),
      scriptedProvider(() => "not json at all"),
    );
    await c.init();
    await c.importBundle(NOTES_TEXT, "notes.envbundle.json");
    await c.synthesize({ ...OPTIONS, count: 3 });
    expect(c.run?.status).toBe("finished");
    expect(c.trajectories.length).toBeGreaterThan(0);
    expect(JSON.stringify(c.trajectories)).not.toContain("Thanks a bunch");
    const use = mergeModelReports(c.batches.map((b) => b.model));
    expect(use?.uses["rewrite-request"]?.accepted ?? 0).toBe(0);
    expect(use?.uses["rewrite-request"]?.fallback).toBeGreaterThan(0);
    expect(Object.keys(use?.uses["rewrite-request"]?.reasons ?? {}).length).toBeGreaterThan(0);
  });

  it("an OpenAI-compatible endpoint is built inside the job; its key is in no stored artifact", async () => {
    const server = await startOpenAiTestDouble((body) => {
      const name = (body.response_format as { json_schema?: { name: string } } | undefined)
        ?.json_schema?.name;
      const text = (body.messages as { content: string }[]).map((m) => m.content).join("\n");
      const content = cooperativeAnswer(name, text);
      return content ? { content } : { status: 400, raw: "{}" };
    });
    try {
      const store = createMemoryStore();
      const provider = createSettingsModelProvider({
        settings: () => ({
          ...DEFAULT_SETTINGS,
          model: "openai",
          baseUrl: server.baseUrl,
          endpointModel: "double",
        }),
        apiKey: () => KEY,
      });
      const c = new AppController(store, inProcessPool(store), provider);
      await c.init();
      await c.importBundle(NOTES_TEXT, "notes.envbundle.json");
      await c.synthesize(OPTIONS);
      expect(c.run?.model).toBe("openai-compatible:double");
      expect(JSON.stringify(c.trajectories)).toContain("Thanks a bunch");
      expect(server.requests.length).toBeGreaterThan(0);
      expect(server.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
      const stored = await dump(store);
      expect(stored).toContain("Thanks a bunch"); // the cache holds the answers…
      expect(stored).not.toContain(KEY); // …and never the key
    } finally {
      await server.close();
    }
  });

  it("an unusable model setting stops the run with the reason instead of silently going offline", async () => {
    const store = createMemoryStore();
    const provider = createSettingsModelProvider({
      settings: () => ({ ...DEFAULT_SETTINGS, model: "openai", baseUrl: "", endpointModel: "" }),
    });
    const c = new AppController(store, inProcessPool(store), provider);
    await c.init();
    await c.importBundle(NOTES_TEXT, "notes.envbundle.json");
    await c.synthesize(OPTIONS);
    expect(c.error).toMatch(/base URL/);
    expect(c.trajectories).toHaveLength(0);
    expect(c.run?.status).toBe("stopped");
  });

  it("prose sources say they need a model offline, and are read into tools and built with one", async () => {
    const prose = readFileSync(join(root, "test/app/fixtures/library-loans.md"), "utf8");
    const extracted = JSON.stringify({
      name: "Library Loans",
      description: "Borrow and return books.",
      tools: [
        {
          name: "list_books",
          description: "List the books of the library.",
          inputSchema: { type: "object", properties: {} },
          outputSchema: {
            type: "object",
            properties: {
              books: {
                type: "array",
                items: {
                  type: "object",
                  properties: { book_id: { type: "string" }, title: { type: "string" } },
                },
              },
            },
          },
        },
        {
          name: "get_book",
          description: "Get one book by id.",
          inputSchema: {
            type: "object",
            properties: { book_id: { type: "string" } },
            required: ["book_id"],
          },
        },
      ],
    });
    const store = createMemoryStore();
    const offline = new AppController(store, inProcessPool(store));
    await offline.init();
    await offline.addFiles([{ name: "library-loans.md", text: prose }]);
    const source = offline.sources[0]!;
    expect(source.errors.map((e) => e.code)).toContain("ingest/needs-model");
    expect(source.text).toBe(prose);
    await offline.buildEnvironments();
    expect(offline.envs).toHaveLength(0);

    const provider = scriptedProvider((r) =>
      r.jsonSchema?.name === "extract_tools" ? extracted : { error: "llm/bad-output" },
    );
    const c = new AppController(store, inProcessPool(store), provider);
    await c.init();
    await c.buildEnvironments();
    expect(c.error).toBeUndefined();
    expect(c.sources[0]!.tools.map((t) => t.name)).toEqual(["list_books", "get_book"]);
    expect(c.sources[0]!.readBy).toBe("scripted-test-double");
    expect(c.envs).toHaveLength(1);
    expect(c.envs[0]!.bundle.name).toBe("library-loans");
    expect(JSON.stringify(provider.client.requests[0]!.messages)).toContain("library");
  });

  it("Improve with model: a buggy first round is caught, the revision wins and replaces the environment", async () => {
    const good = notes.code;
    const buggy = good.replace(
      "return view(find(state, args.note_id, env));",
      "return find(state, args.note_id, env).title;",
    );
    expect(buggy).not.toBe(good);
    const written = (code: string) =>
      JSON.stringify({
        stateSchema: notes.stateSchema,
        initialState: notes.initialState,
        code,
        rules: ["a note can only be deleted once archived"],
      });
    let envgenCalls = 0;
    const provider = scriptedProvider((r) => {
      if (r.jsonSchema?.name === "write_environment") return written(envgenCalls++ ? good : buggy);
      return { error: "llm/bad-output" };
    });
    const store = createMemoryStore();
    const c = new AppController(store, inProcessPool(store), provider);
    await c.init();
    await c.importBundle(NOTES_TEXT, "notes.envbundle.json");
    const before = c.envs[0]!.bundle.id;
    await c.improveEnv(before, { rounds: 2, scenarios: false });
    expect(c.error).toBeUndefined();
    const record = Object.values(c.improvements)[0]!;
    expect(record.from).toBe(before);
    expect(record.generator).toBe("llm/v1");
    expect(record.rounds).toHaveLength(2);
    expect(record.rounds[0]!.verified).toBeLessThan(record.rounds[0]!.total);
    expect(record.rounds[0]!.failures.join("\n")).toMatch(/get_note/);
    expect(record.rounds[1]!.verified).toBe(record.rounds[1]!.total);
    expect(record.model.uses.envgen?.accepted).toBe(1);
    expect(c.envs.map((e) => e.bundle.id)).toEqual([record.bundleId]);
    expect(c.envs[0]!.bundle.provenance?.generator).toBe("llm/v1");

    const reloaded = new AppController(store, inProcessPool(store));
    await reloaded.init();
    expect(reloaded.improvements[record.bundleId]?.rounds).toHaveLength(2);
  });

  it("Improve with a model that answers junk changes nothing and records the round", async () => {
    const store = createMemoryStore();
    const junk = new AppController(
      store,
      inProcessPool(store),
      scriptedProvider(() => "nope"),
    );
    await junk.init();
    await junk.importBundle(NOTES_TEXT, "notes.envbundle.json");
    const kept = junk.envs[0]!.bundle.id;
    await junk.improveEnv(kept, { rounds: 0, scenarios: false });
    expect(junk.error).toBeUndefined();
    expect(junk.envs.map((e) => e.bundle.id)).toEqual([kept]);
    expect(junk.improvements[kept]?.generator).toBe("heuristic/v1");
    expect(junk.improvements[kept]?.rounds.map((r) => r.outcome)).toEqual(["bad-output"]);
    expect(junk.improvements[kept]?.model.uses.envgen?.fallback).toBe(1);
  });

  it("job clients: an endpoint's key lives in the client only; a missing WebLLM channel is a result", async () => {
    const seen: string[] = [];
    const store = createMemoryStore();
    const made = createJobClient(
      { kind: "openai", baseUrl: "http://x/v1", model: "m", apiKey: KEY },
      store,
      undefined,
      async (_url, init) => {
        seen.push(init.headers.authorization ?? "");
        return {
          ok: true,
          status: 200,
          headers: { get: () => null },
          text: async () => JSON.stringify({ choices: [{ message: { content: "hi" } }] }),
        };
      },
    );
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(JSON.stringify(made.value)).not.toContain(KEY);
    expect((await made.value.chat({ messages: [{ role: "user", content: "x" }] })).ok).toBe(true);
    expect(seen).toEqual([`Bearer ${KEY}`]);
    expect(await dump(store)).not.toContain(KEY);
    const none = createJobClient({ kind: "remote", model: "webllm:x" }, store);
    expect(none.ok).toBe(false);
  });
});
