import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, TestQuickJSWASMModule } from "quickjs-emscripten-core";
import { describe, expect, it } from "vitest";
import { createEnvInstanceWith } from "../../src/core/sandbox/env-instance.js";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { hostileBundle, notesBundle } from "./helpers.js";
import { HOSTILE_CASES, sandboxSpec } from "./sandbox-spec.js";

sandboxSpec("in-process", () => createInProcessSandbox());

// Runtimes the engine deliberately does not free: a host stack overflow, or an interrupt among
// promise jobs, leaves QuickJS unable to free them without aborting the module.
const ABANDONED = [
  "deeply nested result",
  "endless microtask chain",
  "endless microtask chain until the heap is full",
  "infinite loop after await",
];

describe("QuickJS memory after dispose", () => {
  it("leaves no runtime, context or handle behind, including after faults and rebuilds", async () => {
    const module = new TestQuickJSWASMModule(await newQuickJSWASMModuleFromVariant(variant));
    const notes = await notesBundle();
    for (let round = 0; round < 3; round++) {
      const r = createEnvInstanceWith(module as never, notes);
      if (!r.ok) throw new Error(r.error.message);
      const env = r.value;
      await env.call("create_note", { title: `Round ${round}` });
      await env.call("update_note", { note_id: "note_3", body: "archived: tool error" });
      const snap = await env.snapshot();
      await env.restore(snap);
      await env.reset();
      env.dispose();
    }
    for (const c of HOSTILE_CASES.filter(
      (h) =>
        ["timeout", "memory", "stack", "invalid-output", "exception"].includes(h.kind) &&
        !ABANDONED.includes(h.name),
    )) {
      const r = createEnvInstanceWith(module as never, await hostileBundle(c.body), {
        limits: { callTimeoutMs: 200, memoryBytes: 8 * 1024 * 1024, ...c.limits },
      });
      if (!r.ok) throw new Error(r.error.message);
      await r.value.call("bad", {});
      await r.value.call("ok", {});
      r.value.dispose();
    }
    // TestQuickJSWASMModule 0.32 keeps disposed runtimes in its set, so check liveness instead.
    expect([...module.runtimes].filter((rt) => rt.alive).length).toBe(0);
    expect([...module.contexts].filter((ctx) => ctx.alive).length).toBe(0);
    module.disposeAll();
    module.assertNoMemoryAllocated();
    // Many more create/call/dispose cycles must not grow the wasm heap.
    const heapBefore = module.getWasmMemory().buffer.byteLength;
    for (let i = 0; i < 40; i++) {
      const r = createEnvInstanceWith(module as never, notes);
      if (!r.ok) throw new Error(r.error.message);
      await r.value.call("create_note", { title: `Cycle ${i}` });
      r.value.dispose();
    }
    expect(module.getWasmMemory().buffer.byteLength).toBe(heapBefore);
    expect([...module.runtimes].filter((rt) => rt.alive).length).toBe(0);
    // The module is still healthy: a runtime freed with leaked objects would have aborted it.
    const rt = module.newRuntime();
    const ctx = rt.newContext();
    expect(ctx.dump(ctx.unwrapResult(ctx.evalCode("6 * 7")))).toBe(42);
    ctx.dispose();
    rt.dispose();
  });
});
