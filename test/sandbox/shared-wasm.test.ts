import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { shareQuickJsWasm } from "../../src/core/sandbox/quickjs.js";
import type { CallOutcome } from "../../src/core/schema/index.js";
import { hostileBundle, notesBundle } from "./helpers.js";

// Every sandbox instance gets a wasm module of its own (its heap is capped); compiling the same
// wasm for each cost ~100 ms of CPU per instance. Given the compiled module once, instances
// instantiate it and behave exactly as before, the heap cap included.
const wasmPath = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
const compile = () => WebAssembly.compile(readFileSync(wasmPath));

const faultKind = (o: CallOutcome) => (!o.ok && "fault" in o ? o.fault.kind : undefined);

async function notesRun(): Promise<unknown[]> {
  const made = await createEnvInstance(await notesBundle(), { episodeSeed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  const env = made.value;
  const out: unknown[] = [
    await env.call("create_note", { title: "Dentist on Friday", body: "bring the forms" }),
    await env.call("list_notes", {}),
    await env.stateHash(),
  ];
  env.dispose();
  return out;
}

describe("QuickJS wasm compiled once and shared", () => {
  afterEach(() => shareQuickJsWasm(undefined));

  it("compiles once for many instances, which behave as with their own compile", async () => {
    const own = await notesRun();
    expect((own[0] as CallOutcome).ok).toBe(true);
    let compiles = 0;
    shareQuickJsWasm(() => {
      compiles++;
      return compile();
    });
    expect(await notesRun()).toEqual(own);
    expect(await notesRun()).toEqual(own);
    expect(compiles).toBe(1);
  });

  it("keeps each instance's heap cap", async () => {
    shareQuickJsWasm(compile);
    const bomb = await hostileBundle("const a = []; for (let i = 0; ; i++) a.push(i, [i]);");
    const made = await createEnvInstance(bomb, {
      limits: { memoryBytes: 8 * 1024 * 1024, callTimeoutMs: 30_000 },
    });
    if (!made.ok) throw new Error(made.error.message);
    expect(faultKind(await made.value.call("bad", {}))).toBe("memory");
    made.value.dispose();
  });

  it("falls back to compiling per instance when the shared compile fails", async () => {
    const own = await notesRun();
    shareQuickJsWasm(() => Promise.reject(new Error("no wasm here")));
    expect(await notesRun()).toEqual(own);
  });
});
