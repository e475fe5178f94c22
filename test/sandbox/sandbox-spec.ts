import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EnvInstance, EnvInstanceOptions, Sandbox } from "../../src/core/sandbox/index.js";
import type { CallOutcome, EnvBundle, FaultKind } from "../../src/core/schema/index.js";
import { canonicalJson, sha256Hex } from "../../src/core/schema/index.js";
import { hostileBundle, makeBundle, notesBundle } from "./helpers.js";

function faultKind(o: CallOutcome): FaultKind | undefined {
  return !o.ok && "fault" in o ? o.fault.kind : undefined;
}
function errorCode(o: CallOutcome): string | undefined {
  return !o.ok && "error" in o ? o.error.code : undefined;
}
function result(o: CallOutcome): unknown {
  if (!o.ok) throw new Error(`expected ok, got ${JSON.stringify(o)}`);
  return o.result;
}

/** A hostile handler body, the fault it must produce, and optional tighter limits. */
interface HostileCase {
  name: string;
  body: string;
  kind: FaultKind;
  prelude?: string;
  limits?: EnvInstanceOptions["limits"];
}

// The deadline is far off, so a bomb meets the heap limit first however loaded the machine is:
// with the default 1 s deadline, a CI run beside other work saw 'timeout' where 'memory' was due.
const SMALL_HEAP = { memoryBytes: 8 * 1024 * 1024, callTimeoutMs: 30_000 };
const SHORT = { callTimeoutMs: 300 };

export const HOSTILE_CASES: HostileCase[] = [
  { name: "plain infinite loop", body: "for (;;) {}", kind: "timeout", limits: SHORT },
  {
    name: "while(true) with work",
    body: "let i = 0; while (true) { i = (i + 1) % 7; }",
    kind: "timeout",
    limits: SHORT,
  },
  {
    name: "infinite loop in a result getter",
    body: "return { get x() { for (;;) {} } };",
    kind: "timeout",
    limits: SHORT,
  },
  {
    name: "infinite loop in toJSON",
    body: "return { toJSON() { for (;;) {} } };",
    kind: "timeout",
    limits: SHORT,
  },
  {
    name: "infinite loop in a JSON.stringify replacer",
    body: "JSON.stringify({ a: 1 }, () => { for (;;) {} });",
    kind: "timeout",
    limits: SHORT,
  },
  {
    name: "infinite loop after await",
    body: "async await null; for (;;) {}",
    kind: "timeout",
    limits: SHORT,
  },
  {
    name: "endless microtask chain",
    body: "async const f = () => Promise.resolve().then(f); f(); await new Promise(() => {});",
    kind: "timeout",
    limits: SHORT,
  },
  {
    // Out of memory inside a promise job is swallowed by the reaction: the chain just stops, and
    // its runtime cannot be freed (QuickJS's leak assertion aborted the whole module).
    name: "endless microtask chain until the heap is full",
    body: "async const f = () => Promise.resolve().then(f); f(); await new Promise(() => {});",
    kind: "timeout",
    limits: SMALL_HEAP,
  },
  { name: "never-settling promise", body: "return new Promise(() => {});", kind: "timeout" },
  {
    name: "recursion bomb",
    body: "function f(n) { return f(n + 1) + 1; } return f(0);",
    kind: "stack",
  },
  {
    name: "mutual recursion bomb",
    body: "function a(n) { return b(n) + 1; } function b(n) { return a(n) + 1; } return a(0);",
    kind: "stack",
  },
  {
    name: "deeply nested result",
    body: "let o = {}; for (let i = 0; i < 20000; i++) o = { o }; return o;",
    kind: "stack",
    limits: { callTimeoutMs: 5000 },
  },
  {
    name: "array memory bomb",
    body: "const a = []; for (let i = 0; ; i++) a.push(i, i + 0.5, [i]);",
    kind: "memory",
    limits: SMALL_HEAP,
  },
  {
    name: "string memory bomb",
    body: "let s = 'x'; for (;;) s += s;",
    kind: "memory",
    limits: SMALL_HEAP,
  },
  {
    name: "object memory bomb",
    body: "const o = {}; for (let i = 0; ; i++) o['k' + i] = { i, s: 'v' + i };",
    kind: "memory",
    limits: SMALL_HEAP,
  },
  {
    name: "map memory bomb",
    body: "const m = new Map(); for (let i = 0; ; i++) m.set(i, [i, i, i]);",
    kind: "memory",
    limits: SMALL_HEAP,
  },
  {
    name: "state grows past maxStateBytes",
    body: "state.blob = 'x'.repeat(300000); return 1;",
    kind: "memory",
    limits: { maxStateBytes: 100000 },
  },
  {
    name: "huge result",
    body: "return 'x'.repeat(2000000);",
    kind: "output-too-large",
    limits: { maxResultBytes: 1000000 },
  },
  {
    name: "result with a cycle",
    body: "const o = { a: 1 }; o.self = o; return o;",
    kind: "invalid-output",
  },
  { name: "result with a function", body: "return { f() {} };", kind: "invalid-output" },
  { name: "result that is a function", body: "return () => 1;", kind: "invalid-output" },
  { name: "result with a symbol", body: "return { s: Symbol('x') };", kind: "invalid-output" },
  { name: "result with a BigInt", body: "return { n: 10n };", kind: "invalid-output" },
  { name: "result with a Map", body: "return { m: new Map([[1, 2]]) };", kind: "invalid-output" },
  {
    name: "getter that throws",
    body: "return { get x() { throw new Error('boom'); } };",
    kind: "exception",
  },
  { name: "throw a number", body: "throw 42;", kind: "exception" },
  // QuickJS also throws null for an OOM it cannot describe; only then (heap refused) is it `memory`.
  { name: "throw null", body: "throw null;", kind: "exception" },
  { name: "throw undefined", body: "throw undefined;", kind: "exception" },
  { name: "throw a string", body: "throw 'nope';", kind: "exception" },
  {
    name: "throw an object whose toString throws",
    body: "throw { toString() { throw new Error('no'); } };",
    kind: "exception",
  },
  {
    name: "fake tool error object",
    body: "throw { code: 'NotFound', message: 'forged' };",
    kind: "exception",
  },
  {
    name: "rejected async handler",
    body: "async await null; throw new TypeError('late');",
    kind: "exception",
  },
  { name: "BigInt stored in state", body: "state.n = 1n; return 1;", kind: "exception" },
  { name: "require is absent", body: "return require('fs');", kind: "exception" },
  { name: "process is absent", body: "return process.env;", kind: "exception" },
  { name: "fetch is absent", body: "return fetch('https://example.com');", kind: "exception" },
  { name: "setTimeout is absent", body: "setTimeout(() => {}, 0); return 1;", kind: "exception" },
];

/** The behaviour every Sandbox implementation must have (DESIGN.md §3: one spec, many impls). */
export function sandboxSpec(name: string, makeSandbox: () => Sandbox | Promise<Sandbox>): void {
  describe(`Sandbox spec: ${name}`, () => {
    let sandbox: Sandbox;
    let notes: EnvBundle;
    beforeAll(async () => {
      sandbox = await makeSandbox();
      notes = await notesBundle();
    });
    afterAll(async () => {
      await sandbox.dispose();
    });

    async function open(bundle: EnvBundle, options?: EnvInstanceOptions): Promise<EnvInstance> {
      const r = await sandbox.createInstance(bundle, options);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      return r.value;
    }

    describe("behaviour", () => {
      it("keeps state across calls and enforces the business rule as a tool error", async () => {
        const env = await open(notes);
        const created = result(await env.call("create_note", { title: "Plan", tags: ["work"] }));
        expect(created).toMatchObject({ id: "note_4", title: "Plan", archived: false });
        expect(result(await env.call("get_note", { note_id: "note_4" }))).toEqual(created);
        const listed = result(await env.call("list_notes", { tag: "work" })) as { total: number };
        expect(listed.total).toBe(2);
        expect(errorCode(await env.call("update_note", { note_id: "note_3", body: "x" }))).toBe(
          "NoteArchived",
        );
        expect(errorCode(await env.call("get_note", { note_id: "note_99" }))).toBe("NotFound");
        result(await env.call("archive_note", { note_id: "note_4" }));
        result(await env.call("delete_note", { note_id: "note_4" }));
        expect(errorCode(await env.call("get_note", { note_id: "note_4" }))).toBe("NotFound");
        env.dispose();
      });

      it("callMany: the outcomes and state of one call at a time, in one message", async () => {
        const calls = [
          { tool: "create_note", args: { title: "Batch", tags: ["b"] } },
          { tool: "create_note", args: { title: "Batch" } },
          { tool: "nope", args: {} },
          { tool: "get_note", args: { note_id: 7 } },
          { tool: "update_note", args: { note_id: "note_4", body: "x" } },
          { tool: "list_notes", args: { tag: "b" } },
        ];
        const one = await open(notes);
        const seq: CallOutcome[] = [];
        for (const c of calls) seq.push(await one.call(c.tool, c.args));
        const many = await open(notes);
        expect(many.callMany).toBeTypeOf("function");
        expect(await many.callMany!(calls)).toEqual(seq);
        expect(await many.stateHash()).toBe(await one.stateHash());
        expect(await many.state()).toEqual(await one.state());
        one.dispose();
        many.dispose();
      });

      it("unknown tools are tool errors, not faults", async () => {
        const env = await open(notes);
        expect(errorCode(await env.call("drop_database", {}))).toBe("UnknownTool");
        env.dispose();
      });

      it("validates arguments on the host with JSON pointers", async () => {
        const env = await open(notes);
        const bad = await env.call("list_notes", { limit: "ten" });
        expect(errorCode(bad)).toBe("InvalidArguments");
        expect(!bad.ok && "error" in bad && bad.error.message).toMatch(
          /^\/limit: expected integer/,
        );
        const missing = await env.call("get_note", {});
        expect(!missing.ok && "error" in missing && missing.error.message).toMatch(
          /^\/note_id: required/,
        );
        const extra = await env.call("get_note", { note_id: "note_1", x: 1 });
        expect(!extra.ok && "error" in extra && extra.error.message).toMatch(/^\/x: unexpected/);
        const nested = await env.call("create_note", { title: "A", tags: ["ok", 3] });
        expect(!nested.ok && "error" in nested && nested.error.message).toMatch(
          /^\/tags\/1: expected string/,
        );
        expect(errorCode(await env.call("get_note", { note_id: "nope" }))).toBe("InvalidArguments");
        env.dispose();
      });

      it("validates results against outputSchema (fault invalid-output) and rolls back", async () => {
        const bundle = await makeBundle(
          "export default { make(state) { state.n = 1; return { id: 5 }; }, peek(state) { return state.n ?? null; } }",
          [
            {
              name: "make",
              description: "",
              inputSchema: { type: "object" },
              outputSchema: {
                type: "object",
                properties: { id: { type: "string" } },
                required: ["id"],
              },
            },
            "peek",
          ],
        );
        const env = await open(bundle);
        const o = await env.call("make", {});
        expect(faultKind(o)).toBe("invalid-output");
        expect(!o.ok && "fault" in o && o.fault.message).toContain("/id: expected string");
        expect(result(await env.call("peek", {}))).toBeNull();
        env.dispose();
      });

      it("snapshot, restore and reset", async () => {
        const env = await open(notes);
        const initialHash = await env.stateHash();
        result(await env.call("create_note", { title: "One" }));
        const snap = await env.snapshot();
        const hashAtSnap = await env.stateHash();
        result(await env.call("create_note", { title: "Two" }));
        expect(await env.stateHash()).not.toBe(hashAtSnap);
        await env.restore(snap);
        expect(await env.stateHash()).toBe(hashAtSnap);
        // The id counter came back with the snapshot: the next id is the same again.
        expect(result(await env.call("create_note", { title: "Two" }))).toMatchObject({
          id: "note_5",
        });
        await env.reset();
        expect(await env.stateHash()).toBe(initialHash);
        expect(result(await env.call("create_note", { title: "X" }))).toMatchObject({
          id: "note_4",
        });
        env.dispose();
      });

      it("stateHash is sha256 of the canonical state, __env included", async () => {
        const env = await open(notes);
        result(await env.call("create_note", { title: "Hash me" }));
        const state = await env.state();
        expect(state.__env).toMatchObject({ ticks: 1, ids: { note: 4 } });
        expect(await env.stateHash()).toBe(await sha256Hex(canonicalJson(state)));
        (state.notes as Record<string, unknown>).note_1 = null; // a deep copy: no effect
        expect(await env.stateHash()).toBe(await sha256Hex(canonicalJson(await env.state())));
        env.dispose();
      });

      it("is deterministic across instances and read-only calls do not shift the clock", async () => {
        const calls = [
          { tool: "create_note", args: { title: "A" } },
          { tool: "update_note", args: { note_id: "note_1", body: "new" } },
          { tool: "create_note", args: { title: "B" } },
        ];
        const a = await sandbox.runJob({ bundle: notes, calls });
        const withReads = await sandbox.runJob({
          bundle: notes,
          calls: [
            { tool: "list_notes", args: {} },
            calls[0]!,
            { tool: "get_note", args: { note_id: "note_2" } },
            { tool: "get_note", args: { note_id: "missing_1" } },
            calls[1]!,
            calls[2]!,
            { tool: "list_notes", args: { include_archived: true } },
          ],
        });
        if (!a.ok || !withReads.ok) throw new Error("job failed");
        expect(withReads.value.stateHash).toBe(a.value.stateHash);
        const b = await sandbox.runJob({ bundle: notes, calls });
        if (!b.ok) throw new Error("job failed");
        expect(b.value.outcomes).toEqual(a.value.outcomes);
        expect(b.value.stateHash).toBe(a.value.stateHash);
        expect(b.value.state).toEqual(a.value.state);
        const stamps = a.value.outcomes.map(
          (o) => (result(o) as { updated_at: string }).updated_at,
        );
        expect(stamps).toEqual([
          "2025-01-10T09:00:00.000Z",
          "2025-01-10T09:01:00.000Z",
          "2025-01-10T09:02:00.000Z",
        ]);
      });

      it("virtual clock: env.now, Date.now and new Date agree and advance per changing call", async () => {
        const bundle = await makeBundle(
          `export default {
            tick(state, args, env) { state.n = (state.n ?? 0) + 1; return [env.now(), new Date(Date.now()).toISOString(), new Date().toISOString()]; },
            read(state, args, env) { return env.now(); },
          }`,
          ["tick", "read"],
        );
        const env = await open(bundle);
        const t0 = result(await env.call("tick", {})) as string[];
        expect(t0).toEqual(Array(3).fill("2025-03-01T12:00:00.000Z"));
        expect(result(await env.call("read", {}))).toBe("2025-03-01T12:00:01.000Z");
        expect(result(await env.call("read", {}))).toBe("2025-03-01T12:00:01.000Z");
        const t1 = result(await env.call("tick", {})) as string[];
        expect(t1[0]).toBe("2025-03-01T12:00:01.000Z");
        env.dispose();
      });

      it("seeded randomness: same seeds agree, other episode seeds differ, ids are counters", async () => {
        const bundle = await makeBundle(
          `export default {
            roll(state, args, env) { const r = [env.random(), Math.random(), env.random()]; state.rolls = (state.rolls ?? []).concat(r); return { r, id: env.id("roll") }; },
          }`,
          ["roll"],
        );
        const job = (episodeSeed: number) =>
          sandbox.runJob({
            bundle,
            episodeSeed,
            calls: [
              { tool: "roll", args: {} },
              { tool: "roll", args: {} },
            ],
          });
        const [a, b, c] = await Promise.all([job(1), job(1), job(2)]);
        if (!a.ok || !b.ok || !c.ok) throw new Error("job failed");
        expect(a.value.outcomes).toEqual(b.value.outcomes);
        expect(a.value.outcomes).not.toEqual(c.value.outcomes);
        const first = result(a.value.outcomes[0]!) as { r: number[]; id: string };
        const second = result(a.value.outcomes[1]!) as { r: number[]; id: string };
        expect(first.id).toBe("roll_1");
        expect(second.id).toBe("roll_2");
        for (const x of [...first.r, ...second.r]) expect(x >= 0 && x < 1).toBe(true);
        expect(new Set([...first.r, ...second.r]).size).toBe(6);
      });

      it("tool errors and faults are atomic; the instance stays usable", async () => {
        const bundle = await makeBundle(
          `export default {
            add(state, args, env) { state.items = [...(state.items ?? []), args.v]; if (args.v < 0) env.fail("Negative", "no negatives"); if (args.v === 0) throw new Error("zero"); return state.items.length; },
          }`,
          ["add"],
        );
        const env = await open(bundle);
        expect(result(await env.call("add", { v: 1 }))).toBe(1);
        const before = await env.stateHash();
        const err = await env.call("add", { v: -1 });
        expect(err).toEqual({ ok: false, error: { code: "Negative", message: "no negatives" } });
        expect(await env.stateHash()).toBe(before);
        expect(faultKind(await env.call("add", { v: 0 }))).toBe("exception");
        expect(await env.stateHash()).toBe(before);
        expect(result(await env.call("add", { v: 2 }))).toBe(2);
        env.dispose();
      });

      it("async handlers are awaited", async () => {
        const bundle = await makeBundle(
          "export default { async later(state) { await null; state.x = await Promise.resolve(3); return state.x * 2; } }",
          ["later"],
        );
        const env = await open(bundle);
        expect(result(await env.call("later", {}))).toBe(6);
        expect((await env.state()).x).toBe(3);
        env.dispose();
      });

      it("runs whole jobs: outcomes, final state and hash", async () => {
        const r = await sandbox.runJob({
          bundle: notes,
          calls: [
            { tool: "create_note", args: { title: "Job" } },
            { tool: "get_note", args: { note_id: "note_4" } },
            { tool: "nope", args: {} },
          ],
        });
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.outcomes).toHaveLength(3);
        expect(errorCode(r.value.outcomes[2]!)).toBe("UnknownTool");
        expect(r.value.stateHash).toBe(await sha256Hex(canonicalJson(r.value.state)));
        if (sandbox.runJobs) {
          const many = await sandbox.runJobs([
            { bundle: notes, calls: [] },
            { bundle: notes, calls: [{ tool: "create_note", args: { title: "Job" } }] },
          ]);
          expect(many.map((m) => m.ok)).toEqual([true, true]);
          expect(many[1]!.ok && many[1]!.value.stateHash).toBe(r.value.stateHash);
        }
      });

      it("honours initialState and an __env override", async () => {
        const env = await open(notes, {
          initialState: { notes: {}, __env: { ids: { note: 41 } } },
        });
        expect(result(await env.call("list_notes", {}))).toEqual({ notes: [], total: 0 });
        expect(result(await env.call("create_note", { title: "Fresh" }))).toMatchObject({
          id: "note_42",
        });
        env.dispose();
      });
    });

    describe("bundles that cannot load", () => {
      it("syntax error → sandbox/bundle-load-failed", async () => {
        const r = await sandbox.createInstance(await makeBundle("export default { a( { }", ["a"]));
        expect(!r.ok && r.error.code).toBe("sandbox/bundle-load-failed");
      });
      it("missing handler → sandbox/missing-handler naming it", async () => {
        const r = await sandbox.createInstance(
          await makeBundle("export default { a() { return 1; } }", ["a", "b"]),
        );
        expect(!r.ok && r.error.code).toBe("sandbox/missing-handler");
        expect(!r.ok && r.error.message).toContain("b");
      });
      it("no default export object → sandbox/bundle-load-failed", async () => {
        const r = await sandbox.createInstance(await makeBundle("export const a = 1;", ["a"]));
        expect(!r.ok && r.error.code).toBe("sandbox/bundle-load-failed");
      });
      it("module top level that throws or never ends → sandbox/bundle-load-failed", async () => {
        const t = await sandbox.createInstance(
          await makeBundle("throw new Error('x'); export default {}", []),
        );
        expect(!t.ok && t.error.code).toBe("sandbox/bundle-load-failed");
        const loop = await sandbox.createInstance(
          await makeBundle("for (;;) {} export default {}", []),
          {
            limits: { callTimeoutMs: 200 },
          },
        );
        expect(!loop.ok && loop.error.code).toBe("sandbox/bundle-load-failed");
      });
      it("imports are not resolvable", async () => {
        const r = await sandbox.createInstance(
          await makeBundle("import fs from 'node:fs'; export default { a() { return 1; } }", ["a"]),
        );
        expect(!r.ok && r.error.code).toBe("sandbox/bundle-load-failed");
      });
    });

    describe("hostile code", () => {
      for (const c of HOSTILE_CASES) {
        it(`${c.name} → ${c.kind}, state rolled back, instance still works`, async () => {
          const env = await open(await hostileBundle(c.body, c.prelude), { limits: c.limits });
          expect(result(await env.call("ok", {}))).toEqual({ count: 1 });
          const before = await env.stateHash();
          const o = await env.call("bad", {});
          expect(faultKind(o), JSON.stringify(o)).toBe(c.kind);
          expect(await env.stateHash()).toBe(before);
          expect(result(await env.call("ok", {}))).toEqual({ count: 2 });
          env.dispose();
        });
      }

      it("native built-in loop → timeout; the sandbox still works afterwards", async () => {
        const env = await open(await hostileBundle("for (;;) new Array(1e5).fill(0);"), {
          limits: { callTimeoutMs: 300 },
        });
        expect(faultKind(await env.call("bad", {}))).toBe("timeout");
        expect(result(await env.call("ok", {}))).toEqual({ count: 1 });
        env.dispose();
      });

      it("host globals are unreachable, even through Function('return this')", async () => {
        const env = await open(
          await hostileBundle(
            "const g = Function('return this')(); return [typeof g.process, typeof g.require, typeof g.fetch, typeof g.setTimeout, typeof g.XMLHttpRequest, typeof g.Deno, typeof g.Bun, typeof g.std, typeof g.os];",
          ),
        );
        const o = await env.call("bad", {});
        expect(result(o)).toEqual(Array(9).fill("undefined"));
        env.dispose();
      });

      it("dynamic import() fails inside the VM", async () => {
        const env = await open(
          await hostileBundle("async const m = await import('node:fs'); return typeof m;"),
          {
            limits: SHORT,
          },
        );
        const o = await env.call("bad", {});
        expect(o.ok).toBe(false);
        expect(["exception", "timeout"]).toContain(faultKind(o));
        expect(result(await env.call("ok", {}))).toEqual({ count: 1 });
        env.dispose();
      });

      it("prototype pollution stays inside its VM", async () => {
        const bundle = await hostileBundle(
          "Object.prototype.polluted = 'yes'; Array.prototype.evil = 1; return ({}).polluted;",
        );
        const env = await open(bundle);
        expect(result(await env.call("bad", {}))).toBe("yes");
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        const other = await open(
          await makeBundle(
            "export default { probe() { return [({}).polluted ?? null, [].evil ?? null]; } }",
            ["probe"],
          ),
        );
        expect(result(await other.call("probe", {}))).toEqual([null, null]);
        other.dispose();
        env.dispose();
      });

      it("overwriting JSON and Date globals does not break the driver", async () => {
        const bundle = await makeBundle(
          `export default {
            hijack(state) { state.a = 1; JSON.stringify = () => '"hacked"'; JSON.parse = () => ({}); Object.prototype.toJSON = undefined; return { fine: true }; },
            after(state) { state.b = 2; return { a: state.a, b: state.b }; },
          }`,
          ["hijack", "after"],
        );
        const env = await open(bundle);
        expect(result(await env.call("hijack", {}))).toEqual({ fine: true });
        expect(result(await env.call("after", {}))).toEqual({ a: 1, b: 2 });
        expect(await env.state()).toMatchObject({ a: 1, b: 2 });
        env.dispose();
      });
    });
  });
}
