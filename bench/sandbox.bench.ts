// Sandbox costs: a call through QuickJS vs the same handler as plain JS (JSON in/out) in this
// process, one call per VM entry and many (`callMany`), instance creation, snapshot/restore of a
// 50 KB state, and what atomicity costs. Compared figures are this process's CPU time, measured in
// alternating rounds, each keeping its best round: on this shared 2-core machine wall time mostly
// measures the other processes.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant } from "quickjs-emscripten-core";
import { createEnvInstance, createEnvInstanceWith } from "../src/core/sandbox/env-instance.js";
import { loadQuickJs } from "../src/core/sandbox/quickjs.js";
import { type EnvBundle, loadBundle, sealBundle } from "../src/core/schema/index.js";
import type { Report } from "./run.js";

function timeIt(iterations: number, f: () => void): number {
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) f();
  return (performance.now() - t0) / iterations;
}

async function timeAsync(iterations: number, f: (i: number) => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  for (let i = 0; i < iterations; i++) await f(i);
  return (performance.now() - t0) / iterations;
}

/** Per-iteration ms of each function: best of `rounds` alternating rounds of `n` iterations. */
async function race(
  rounds: number,
  n: number,
  fs: ((i: number) => unknown | Promise<unknown>)[],
): Promise<number[]> {
  const best = fs.map(() => Number.POSITIVE_INFINITY);
  for (let r = 0; r < rounds; r++)
    for (let k = 0; k < fs.length; k++) {
      const f = fs[k]!;
      const t0 = process.cpuUsage();
      for (let i = 0; i < n; i++) await f(r * n + i);
      const used = process.cpuUsage(t0);
      best[k] = Math.min(best[k]!, (used.user + used.system) / 1000 / n);
    }
  return best;
}

type Handler = (state: unknown, args: unknown, env: unknown) => unknown;

/** The bundle's own handlers run as plain JS with a minimal env: the baseline. */
async function plainHandlers(code: string): Promise<Record<string, Handler>> {
  const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
  return ((await import(url)) as { default: Record<string, Handler> }).default;
}

/**
 * Per-call ms of `get_note` looped inside one QuickJS context (no driver, no host crossing per
 * call), each step adding one part of what a batched call does: the bare handler on the raw state,
 * `JSON.parse` of the arguments, `JSON.stringify` of the result, the driver's replacer refusing
 * non-JSON values, the state behind a proxy whose traps journal writes and wrap objects read.
 */
function inVmSteps(
  module: Awaited<ReturnType<typeof loadQuickJs>>,
  code: string,
  stateJson: string,
  args: unknown,
): [string, number][] {
  const ctx = module.newContext();
  try {
    const script = `${code.replace("export default {", "globalThis.H = {")}
      const state = JSON.parse(${JSON.stringify(stateJson)});
      const env = { fail(c, m) { throw { code: c, message: m }; }, now() { return "2025-01-01T00:00:00.000Z"; }, id(p) { return p + "_1"; } };
      const argsJson = ${JSON.stringify(JSON.stringify(args))};
      const argsObj = JSON.parse(argsJson);
      const proxyOf = new WeakMap(), targetOf = new WeakMap(), J = [];
      function wrap(v) { const p = proxyOf.get(v); if (p !== undefined) return p; if (targetOf.get(v) !== undefined) return v; const q = new Proxy(v, T); proxyOf.set(v, q); targetOf.set(q, v); return q; }
      const T = {
        get(t, k) { const v = t[k]; if (typeof v !== "object" || v === null) return v; return wrap(v); },
        set(t, k, v) { J.push(t, k, Object.prototype.hasOwnProperty.call(t, k), t[k]); t[k] = v; return true; },
      };
      const proxied = wrap(state);
      const objectProto = Object.prototype, arrayProto = Array.prototype;
      function check(k, v) {
        const t = typeof v;
        if (t !== "object") { if (t === "function" || t === "symbol" || t === "bigint") throw new Error("bad"); return v; }
        if (v === null) return v;
        const p = Object.getPrototypeOf(v);
        if (p === objectProto || p === arrayProto) return v;
        if (v instanceof Map || v instanceof Set || v instanceof Promise) throw new Error("bad");
        return v;
      }
      globalThis.steps = {
        bare(n) { for (let i = 0; i < n; i++) H.get_note(state, argsObj, env); },
        args(n) { for (let i = 0; i < n; i++) H.get_note(state, JSON.parse(argsJson), env); },
        json(n) { for (let i = 0; i < n; i++) JSON.stringify(H.get_note(state, JSON.parse(argsJson), env)); },
        checked(n) { for (let i = 0; i < n; i++) JSON.stringify(H.get_note(state, JSON.parse(argsJson), env), check); },
        proxy(n) { for (let i = 0; i < n; i++) { JSON.stringify(H.get_note(proxied, JSON.parse(argsJson), env), check); J.length = 0; } },
      };`;
    ctx.unwrapResult(ctx.evalCode(script, "steps.js", { type: "global" })).dispose();
    const n = 2000;
    const out: [string, number][] = [];
    for (const [label, step] of [
      ["bare handler, raw state", "bare"],
      ["+ JSON.parse of the arguments", "args"],
      ["+ JSON.stringify of the result", "json"],
      ["+ the driver's replacer checking the result", "checked"],
      ["+ state behind a journaling proxy", "proxy"],
    ] as const) {
      ctx.unwrapResult(ctx.evalCode(`steps.${step}(200)`)).dispose(); // warm-up
      let best = Number.POSITIVE_INFINITY;
      for (let r = 0; r < 5; r++) {
        const t0 = process.cpuUsage();
        ctx.unwrapResult(ctx.evalCode(`steps.${step}(${n})`)).dispose();
        const used = process.cpuUsage(t0);
        best = Math.min(best, (used.user + used.system) / 1000 / n);
      }
      out.push([label, best]);
    }
    return out;
  } finally {
    ctx.dispose();
  }
}

export async function run(report: Report): Promise<void> {
  const path = join(import.meta.dirname, "../public/examples/notes.envbundle.json");
  const loaded = await loadBundle(JSON.parse(readFileSync(path, "utf8")), path);
  if (!loaded.ok) throw new Error(loaded.error.message);
  const notes = loaded.value;
  const module = await loadQuickJs();
  const open = (b: EnvBundle, skipChangeCheck = false) => {
    const r = createEnvInstanceWith(module, b, {}, { skipChangeCheck });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };

  // Representative handler: get_note (lookup + shaping), JSON args in, JSON result out.
  const env = open(notes);
  const args = { note_id: "note_2" };
  await timeAsync(300, () => env.call("get_note", args)); // warm-up (wasm tier-up)
  const n = 2000;
  const handlers = await plainHandlers(notes.code);
  const { __env: _e, ...userState } = notes.initialState;
  const plainEnv = { fail: (c: string, m: string) => Promise.reject({ code: c, message: m }) };
  const stateJson = JSON.stringify(userState);
  const state = JSON.parse(stateJson);
  const plain = () =>
    JSON.stringify(handlers.get_note!(state, JSON.parse(JSON.stringify(args)), plainEnv));
  timeIt(1000, plain);
  // N calls in one VM entry (verification replay, grounding and reward replay have many).
  const batch = Array.from({ length: 64 }, () => ({ tool: "get_note", args }));
  await env.callMany!(batch);
  const raw = open(notes, true);
  // The fixed cost of a call, whatever the handler does: a tool that returns null, batched.
  const withNoop = await sealBundle({
    ...notes,
    code: notes.code.replace(
      "export default {",
      "export default {\n  noop() { return null; },\n  peek_note(s, a) { return s.notes[a.note_id]; },",
    ),
    tools: [
      ...notes.tools,
      { name: "noop", description: "", inputSchema: { type: "object" } },
      { name: "peek_note", description: "", inputSchema: { type: "object" } },
    ],
  });
  const noopEnv = open(withNoop);
  const noops = Array.from({ length: 64 }, () => ({ tool: "noop", args: {} }));
  await noopEnv.callMany!(noops);
  // The note itself returned (as model-written handlers often do): a part of the state as result.
  const peeks = Array.from({ length: 64 }, () => ({ tool: "peek_note", args }));
  await noopEnv.callMany!(peeks);
  const [sandboxMs, batchMs, rawBatchMs, plainMs, noopMs, noopOneMs, peekMs] = await race(10, 640, [
    () => env.call("get_note", args),
    async (i) => (i % batch.length === 0 ? env.callMany!(batch) : undefined),
    async (i) => (i % batch.length === 0 ? raw.callMany!(batch) : undefined),
    () => {
      for (let k = 0; k < 20; k++) plain();
    },
    async (i) => (i % noops.length === 0 ? noopEnv.callMany!(noops) : undefined),
    () => noopEnv.call("noop", {}),
    async (i) => (i % peeks.length === 0 ? noopEnv.callMany!(peeks) : undefined),
  ]);
  raw.dispose();
  noopEnv.dispose();
  const perBatchedCall = batchMs!; // one callMany of 64 every 64 iterations
  const perPlain = plainMs! / 20;
  report("notes get_note through the sandbox", 1000 / sandboxMs!, "calls/s");
  report("notes get_note, 64 per VM entry (callMany)", 1000 / perBatchedCall, "calls/s");
  report("notes get_note as plain JS (JSON in/out)", 1000 / perPlain, "calls/s");
  report("sandbox / plain JS time per call", sandboxMs! / perPlain, "x");
  report("batched sandbox / plain JS time per call", perBatchedCall / perPlain, "x");
  // The floor under the batched row: same calls with no journal (state unprotected).
  report(
    "batched, atomicity skipped / plain JS time per call",
    rawBatchMs! / perPlain,
    "x",
    "QuickJS interpreting the handler",
  );
  // What is left when the handler does nothing: args and result crossing as JSON, the driver,
  // the host's argument check. The batched row minus this is the handler in the interpreter.
  report(
    "batched no-op call / plain JS get_note time per call",
    noopMs! / perPlain,
    "x",
    "fixed cost per call",
  );

  report(
    "batched call returning the state's note itself / plain JS get_note",
    peekMs! / perPlain,
    "x",
    "result read from the state, not through its proxies",
  );

  // The same no-op, one VM entry per call: its difference from the batched row is what entering
  // the VM costs a call, the only part a batch can save.
  report(
    "no-op call, one per VM entry / plain JS get_note time per call",
    noopOneMs! / perPlain,
    "x",
    "fixed cost + VM entry",
  );

  // Inside one VM entry, without the driver, one part of a batched call added per row: each row's
  // difference from the one before is what that part costs; the batched row minus the last is the
  // driver's bookkeeping and the host's side (argument and output checks, status strings).
  for (const [label, ms] of inVmSteps(module, notes.code, stateJson, args))
    report(`inside QuickJS: ${label} / plain JS time per call`, ms / perPlain, "x");

  const writeMs = await timeAsync(n, (i) =>
    env.call("update_note", { note_id: "note_1", body: `body ${i}` }),
  );
  report("notes update_note through the sandbox", 1000 / writeMs, "calls/s");
  env.dispose();

  // Instance creation (runtime + context + driver + module evaluation).
  const createMs = await timeAsync(50, async () => open(notes).dispose());
  report("create + dispose an instance (notes)", createMs * 1000, "µs");
  // As the pipeline makes them: each instance on a wasm module of its own with a capped heap.
  const [ownMs] = await race(5, 20, [
    async () => {
      const r = await createEnvInstance(notes);
      if (r.ok) r.value.dispose();
    },
  ]);
  report("createEnvInstance + dispose, own capped module (notes)", ownMs! * 1000, "µs CPU");

  // A 50 KB state: snapshot / restore and per-call cost with and without the atomicity work.
  const items: Record<string, unknown> = {};
  for (let i = 0; JSON.stringify(items).length < 50_000; i++)
    items[`item_${i}`] = {
      id: `item_${i}`,
      name: `Item number ${i}`,
      price: i * 1.25,
      tags: ["a", "b"],
    };
  const big = await sealBundle({
    ...notes,
    name: "big",
    tools: [
      { name: "touch", description: "", inputSchema: { type: "object" } },
      { name: "peek", description: "", inputSchema: { type: "object" } },
    ],
    initialState: { items, counter: 0 },
    code: "export default { touch(s, a, env) { s.counter += 1; if (a.fail) env.fail('No', 'refused'); return s.counter; }, peek(s) { return s.counter; } }",
  });
  const bigEnv = open(big);
  report("state size for the next rows", JSON.stringify(items).length / 1024, "KiB");
  const snap = await bigEnv.snapshot();
  const snapMs = await timeAsync(100, () => bigEnv.snapshot());
  const restoreMs = await timeAsync(100, () => bigEnv.restore(snap));
  report("snapshot() of a 50 KB state", snapMs * 1000, "µs");
  report("restore() of a 50 KB state", restoreMs * 1000, "µs");
  const [restoreCpuMs] = await race(5, 100, [() => bigEnv.restore(snap)]);
  report("restore() of a 50 KB state, CPU", restoreCpuMs! * 1000, "µs CPU");
  // Every state, bundle code and batch enters QuickJS as a string: our modules encode it with
  // TextEncoder, the library's own with two JS loops per character (quickjs.ts).
  const ours = module.newContext();
  const reference = (await newQuickJSWASMModuleFromVariant(variant)).newContext();
  const { __env: _be, ...bigUser } = big.initialState;
  const ascii = JSON.stringify(bigUser);
  const accented = ascii.replace(/Item/g, "Élément");
  const [oursAscii, refAscii, oursAccented, refAccented] = await race(5, 200, [
    () => ours.newString(ascii).dispose(),
    () => reference.newString(ascii).dispose(),
    () => ours.newString(accented).dispose(),
    () => reference.newString(accented).dispose(),
  ]);
  ours.dispose();
  reference.dispose();
  report("newString of the 50 KB state JSON, ASCII", oursAscii! * 1000, "µs CPU");
  report("  / the library's own encoding", oursAscii! / refAscii!, "x");
  report("newString of the 50 KB state JSON, accented", oursAccented! * 1000, "µs CPU");
  report("  / the library's own encoding", oursAccented! / refAccented!, "x");
  const fast = open(big, true);
  const [atomicMs, fastMs, failMs] = await race(10, 100, [
    () => bigEnv.call("touch", {}),
    () => fast.call("touch", {}),
    () => bigEnv.call("touch", { fail: true }),
  ]);
  const hashMs = await timeAsync(20, async () => {
    await bigEnv.call("touch", {});
    return bigEnv.stateHash();
  });
  bigEnv.dispose();
  fast.dispose();
  report("write call, 50 KB state, atomic (journaled)", atomicMs! * 1000, "µs");
  report("write call, 50 KB state, atomicity work skipped", fastMs! * 1000, "µs");
  report("atomicity cost per call on a 50 KB state", (atomicMs! - fastMs!) * 1000, "µs");
  report("atomic / non-atomic time per call", atomicMs! / fastMs!, "x");
  report("tool error on a 50 KB state (rolled back from the journal)", failMs! * 1000, "µs");
  report("write + stateHash() on a 50 KB state (hash only when asked)", hashMs * 1000, "µs");
}
