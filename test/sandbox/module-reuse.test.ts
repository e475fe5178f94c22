import type { QuickJSWASMModule } from "quickjs-emscripten-core";
import { describe, expect, it } from "vitest";
import { createEnvInstance, createEnvInstanceWith } from "../../src/core/sandbox/env-instance.js";
import {
  heapBytes,
  newCappedQuickJs,
  releaseCappedQuickJs,
} from "../../src/core/sandbox/quickjs.js";
import { hostileBundle, notesBundle } from "./helpers.js";

const CAP = 8 * 1024 * 1024;
// Modules are compared by identity into booleans: a failed toBe would print two wasm modules.

async function notesScript(): Promise<unknown[]> {
  const made = await createEnvInstance(await notesBundle(), { episodeSeed: 5 });
  if (!made.ok) throw new Error(made.error.message);
  const env = made.value;
  const out: unknown[] = [
    await env.call("create_note", { title: "Call the plumber", tags: ["home"] }),
    await env.call("list_notes", { tag: "home" }),
    await env.call("get_note", { note_id: "note_99" }),
    await env.stateHash(),
  ];
  env.dispose();
  return out;
}

describe("capped QuickJS modules are reused once every runtime on them is freed", () => {
  it("hands a released module to the next instance of the same cap", async () => {
    const m = await newCappedQuickJs(CAP);
    releaseCappedQuickJs(m);
    expect((await newCappedQuickJs(CAP)) === m).toBe(true);
    // Released twice (or never handed out): kept once.
    releaseCappedQuickJs(m);
    releaseCappedQuickJs(m);
    expect((await newCappedQuickJs(CAP)) === m).toBe(true);
    expect((await newCappedQuickJs(CAP)) === m).toBe(false);
  });

  it("drops a module whose heap grew", async () => {
    const m = await newCappedQuickJs(32 * 1024 * 1024);
    const rt = m.newRuntime();
    const ctx = rt.newContext();
    ctx.unwrapResult(ctx.evalCode("globalThis.s = 'x'.repeat(2e7); 1")).dispose();
    ctx.dispose();
    rt.dispose();
    expect(heapBytes(m)).toBeGreaterThan(16 * 1024 * 1024);
    releaseCappedQuickJs(m);
    expect((await newCappedQuickJs(32 * 1024 * 1024)) === m).toBe(false);
  });

  it("an instance gives its module back only when it freed every runtime", async () => {
    const released: QuickJSWASMModule[] = [];
    const open = async (code: string) => {
      const module = await newCappedQuickJs(CAP);
      const r = createEnvInstanceWith(
        module,
        await hostileBundle(code),
        {},
        { releaseModule: (m) => released.push(m) },
      );
      if (!r.ok) throw new Error(r.error.message);
      return { env: r.value, module };
    };
    const clean = await open("return 1;");
    await clean.env.call("bad", {});
    clean.env.dispose();
    expect(released.length === 1 && released[0] === clean.module).toBe(true);
    // A job left queued: the runtime cannot be freed, so neither is the module reused.
    const pending = await open("Promise.resolve().then(() => 1); return 1;");
    await pending.env.call("bad", {});
    pending.env.dispose();
    expect(released.length === 1 && released[0] === clean.module).toBe(true);
  });

  it("gives the same outcomes on a reused module as on a fresh one", async () => {
    const first = await notesScript();
    const again = await notesScript();
    expect(again).toEqual(first);
  });
});
