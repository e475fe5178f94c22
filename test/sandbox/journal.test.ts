// The journal that replaced whole-state serialisation: every write pattern a handler can use is
// checked against a plain-JS reference (state as JSON, a failed call changes nothing, a committed
// one is the JSON of what the handler left), and callMany against one call at a time.
import { describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { CallOutcome } from "../../src/core/schema/index.js";
import { makeBundle, notesBundle } from "./helpers.js";
import { type Args, INITIAL, MUTATE, script } from "./write-script.js";

/** The reference: plain JS on a JSON copy; commit = JSON of the result, failure = no change. */
function reference(calls: Args[]): { states: string[]; outcomes: unknown[] } {
  const run = new Function("state", "args", "env", MUTATE) as (
    s: unknown,
    a: Args,
    e: unknown,
  ) => unknown;
  const env = {
    fail(code: string, message: string) {
      throw { code, message };
    },
  };
  let json = JSON.stringify(INITIAL);
  const states: string[] = [];
  const outcomes: unknown[] = [];
  for (const c of calls) {
    const s = JSON.parse(json);
    try {
      outcomes.push(run(s, c, env));
      json = JSON.stringify(s);
    } catch (e) {
      outcomes.push(e instanceof Error ? "exception" : (e as { code: string }).code);
    }
    states.push(json);
  }
  return { states, outcomes };
}

function brief(o: CallOutcome): unknown {
  if (o.ok) return o.result;
  return "error" in o ? o.error.code : o.fault.kind;
}

async function open(extra = ""): Promise<EnvInstance> {
  const bundle = await makeBundle(
    `${extra}\nexport default { mutate(state, args, env) { ${MUTATE} }, peek(state) { return state; } }`,
    ["mutate", "peek"],
    { initialState: INITIAL },
  );
  const r = await createEnvInstance(bundle);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function userJson(state: Record<string, unknown>): string {
  const { __env: _e, ...user } = state;
  return JSON.stringify(user);
}

describe("journaled state (no serialisation per call)", () => {
  it("matches the JSON reference call by call for every write pattern, failures included", async () => {
    for (const seed of [1, 2, 3, 4]) {
      const calls = script(seed, 120);
      const ref = reference(calls);
      const env = await open();
      for (let i = 0; i < calls.length; i++) {
        const o = await env.call("mutate", calls[i]);
        expect(brief(o), `seed ${seed} call ${i} ${calls[i]!.op}`).toEqual(ref.outcomes[i]);
        if (i % 7 === 0 || i === calls.length - 1)
          expect(userJson(await env.state()), `seed ${seed} call ${i}`).toBe(ref.states[i]);
      }
      env.dispose();
    }
  });

  it("callMany gives the outcomes, state, hash and clock of one call at a time", async () => {
    const calls: { tool: string; args: Record<string, unknown> }[] = script(9, 300).map((args) => ({
      tool: "mutate",
      args,
    }));
    calls.splice(17, 0, { tool: "nope", args: {} });
    const one = await open();
    const seq: CallOutcome[] = [];
    for (const c of calls) seq.push(await one.call(c.tool, c.args));
    const many = await open();
    const batched = await many.callMany!(calls);
    expect(batched).toEqual(seq);
    expect(await many.state()).toEqual(await one.state());
    expect(await many.stateHash()).toBe(await one.stateHash());
    one.dispose();
    many.dispose();
  });

  it("a call whose writes cancel out commits nothing: no tick, no id, same hash", async () => {
    const bundle = await makeBundle(
      `export default {
        noop(state, args, env) { env.id("x"); env.random(); state.n = 5; state.n = 0; const t = state.rows; state.rows = t; return env.now(); },
        bump(state, args, env) { state.n += 1; return { id: env.id("x"), at: env.now() }; },
      }`,
      ["noop", "bump"],
      { initialState: { n: 0, rows: [1] } },
    );
    const r = await createEnvInstance(bundle);
    if (!r.ok) throw new Error(r.error.message);
    const env = r.value;
    const h0 = await env.stateHash();
    const t0 = await env.call("noop", {});
    expect(await env.stateHash()).toBe(h0);
    expect(await env.call("noop", {})).toEqual(t0);
    expect(await env.call("bump", {})).toEqual({
      ok: true,
      result: { id: "x_1", at: "2025-03-01T12:00:00.000Z" },
    });
    expect(await env.call("noop", {})).toEqual({ ok: true, result: "2025-03-01T12:00:01.000Z" });
    env.dispose();
  });

  it("a rolled-back delete and re-add keeps the key order", async () => {
    const env = await open();
    const calls: Args[] = [
      { op: "reorder", a: 0, b: 0, v: 0, fail: 1 },
      { op: "truncate", a: 0, b: 0, v: 0, fail: 2 },
      { op: "delTop", a: 0, b: 0, v: 0, fail: 0 },
      { op: "counter", a: 0, b: 1, v: 0, fail: 0 },
    ];
    for (const c of calls) await env.call("mutate", c);
    // The last call commits, so the state now comes out of the VM, not from the last dump.
    expect(userJson(await env.state())).toBe(reference(calls).states[3]);
    expect(userJson(await env.state())).toBe(
      '{"rows":[{"id":"r1","x":3,"tags":["a"]},{"id":"r2","x":1,"tags":[]},{"id":"r3","x":2,"tags":["b","c"]}],"archive":[],"n":1}',
    );
    env.dispose();
  });

  it("state is a JSON tree: a stored alias or a reference kept by module code is a copy", async () => {
    const env = await open(
      "let kept = null; export const keep = { set(o) { kept = o; }, get() { return kept; } };",
    );
    expect(brief(await env.call("mutate", { op: "alias", a: 0, b: 0, v: 0, fail: 0 }))).toEqual({
      rows: 3,
      archive: 1,
    });
    await env.call("mutate", { op: "set", a: 0, b: 0, v: 42, fail: 0 });
    const s = (await env.state()) as { rows: { x: number }[]; archive: { x: number }[] };
    expect(s.rows[0]!.x).toBe(42);
    expect(s.archive[0]!.x).toBe(3);
    env.dispose();

    const held = await makeBundle(
      `let kept = null;
      export default {
        put(state) { kept = { v: 1 }; state.obj = kept; return 1; },
        poke(state) { kept.v = 99; return 1; },
      }`,
      ["put", "poke"],
    );
    const r = await createEnvInstance(held);
    if (!r.ok) throw new Error(r.error.message);
    await r.value.call("put", {});
    const h = await r.value.stateHash();
    await r.value.call("poke", {});
    expect(await r.value.stateHash()).toBe(h);
    r.value.dispose();
  });

  it("accessors, freezing and non-JSON values cannot slip past the journal", async () => {
    const bundle = await makeBundle(
      `export default {
        getter(state) { state.a = 1; Object.defineProperty(state, "g", { get() { return 2; } }); return 1; },
        freeze(state) { state.a = 1; Object.freeze(state.rows); return 1; },
        proto(state) { state.a = 1; Object.setPrototypeOf(state.rows, null); return 1; },
        desc(state) { const d = Object.getOwnPropertyDescriptor(state, "rows"); d.value.push(9); throw new Error("after"); },
        ok(state) { return state; },
      }`,
      ["getter", "freeze", "proto", "desc", "ok"],
      { initialState: { rows: [1] } },
    );
    const r = await createEnvInstance(bundle);
    if (!r.ok) throw new Error(r.error.message);
    const env = r.value;
    for (const t of ["getter", "freeze", "proto", "desc"])
      expect(brief(await env.call(t, {})), t).toBe("exception");
    expect(await env.call("ok", {})).toEqual({ ok: true, result: { rows: [1] } });
    env.dispose();
  });

  it("callMany: a rejected result, a timeout and an async handler mid-batch", async () => {
    const bundle = await makeBundle(
      `export default {
        add(state, args) { state.n = (state.n ?? 0) + 1; return { n: state.n }; },
        bad(state) { state.n = 100; return { n: "not a number" }; },
        slow(state) { state.n = -1; for (;;) {} },
        async later(state) { await null; state.n += 10; return { n: state.n }; },
      }`,
      [
        "add",
        {
          name: "bad",
          description: "bad",
          inputSchema: { type: "object" },
          outputSchema: { type: "object", properties: { n: { type: "number" } } },
        },
        "slow",
        "later",
      ],
    );
    const calls = ["add", "bad", "add", "later", "slow", "add", "later"].map((tool) => ({
      tool,
      args: {},
    }));
    const mk = async () => {
      const r = await createEnvInstance(bundle, { limits: { callTimeoutMs: 200 } });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    const one = await mk();
    const seq: unknown[] = [];
    for (const c of calls) seq.push(brief(await one.call(c.tool, c.args)));
    const many = await mk();
    const got = (await many.callMany!(calls)).map(brief);
    expect(got).toEqual(seq);
    expect(got).toEqual([
      { n: 1 },
      "invalid-output",
      { n: 2 },
      { n: 12 },
      "timeout",
      { n: 13 },
      { n: 23 },
    ]);
    expect(await many.stateHash()).toBe(await one.stateHash());
    one.dispose();
    many.dispose();
  });

  it("the notes example: a job through callMany equals the same calls one by one", async () => {
    const notes = await notesBundle();
    const calls = [
      { tool: "create_note", args: { title: "A", body: "x", tags: ["t"] } },
      { tool: "create_note", args: { title: "A" } },
      { tool: "list_notes", args: {} },
      { tool: "update_note", args: { note_id: "note_1", body: "y" } },
      { tool: "get_note", args: { note_id: "note_404" } },
      { tool: "get_note", args: { note_id: 5 } },
    ];
    const a = await createEnvInstance(notes);
    const b = await createEnvInstance(notes);
    if (!a.ok || !b.ok) throw new Error("load");
    const seq: CallOutcome[] = [];
    for (const c of calls) seq.push(await a.value.call(c.tool, c.args));
    expect(await b.value.callMany!(calls)).toEqual(seq);
    expect(await b.value.stateHash()).toBe(await a.value.stateHash());
    a.value.dispose();
    b.value.dispose();
  });
});

describe("restore of a big state, many times", () => {
  it("frees the previous state and its proxies (the-racing's verify ran out of memory)", async () => {
    // ~2 MB of records: a few restores used to keep every old copy alive through the proxy maps.
    const rows = Array.from({ length: 6000 }, (_, i) => ({
      id: `r${i}`,
      name: `Row number ${i}`,
      tags: ["alpha", "beta", `t${i % 7}`],
      meta: { a: i, b: `text ${i} `.repeat(8) },
    }));
    const bundle = await makeBundle(
      `export default { touch(state, args) { state.rows[0].name = "x" + args.n; return { n: state.rows.length }; } }`,
      ["touch"],
      { initialState: { rows } },
    );
    const r = await createEnvInstance(bundle);
    if (!r.ok) throw new Error(r.error.message);
    const env = r.value;
    const start = await env.snapshot();
    for (let i = 0; i < 30; i++) {
      const out = await env.call("touch", { n: i });
      expect(out.ok).toBe(true);
      await env.restore(start);
    }
    expect(((await env.state()) as { rows: { name: string }[] }).rows[0]!.name).toBe(
      "Row number 0",
    );
    await env.dispose();
  }, 120_000);
});
