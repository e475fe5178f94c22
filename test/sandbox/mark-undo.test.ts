// mark/undo/view: verification goes back to its start state at the cost of the writes, and reads
// the state as a view sharing unchanged top-level values. Both must agree exactly with the full
// state (restore and state()) for every write pattern the journal knows, faults included.
import { describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { makeBundle } from "./helpers.js";
import { INITIAL, MUTATE, script } from "./write-script.js";

async function open(initialState: Record<string, unknown> = INITIAL): Promise<EnvInstance> {
  const bundle = await makeBundle(
    `export default {
      mutate(state, args, env) { ${MUTATE} },
      ids(state, args, env) { state.rows.push({ id: env.id("row"), x: env.random() }); return 1; },
      hog(state) { state.rows.push(1); const a = []; for (;;) a.push(new Array(1e5).fill(1.5)); },
    }`,
    ["mutate", "ids", "hog"],
    { initialState },
  );
  const r = await createEnvInstance(bundle, { limits: { memoryBytes: 16 << 20 } });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("mark / undo / view", () => {
  it("undo returns to the marked state exactly (hash, key order, clock, ids) after any writes", async () => {
    const env = await open();
    await env.call("ids", {});
    await env.call("mutate", { op: "push", a: 0, b: 0, v: 5, fail: 0 });
    await env.mark!();
    const marked = JSON.stringify(await env.state());
    const hash = await env.stateHash();
    for (const seed of [1, 2, 3]) {
      const calls = script(seed, 40);
      for (const [i, c] of calls.entries()) {
        await env.call(i % 5 === 0 ? "ids" : "mutate", c);
        // The view is the state, whatever was written (root keys added: it falls back).
        if (i % 6 === 0) expect(await env.view!()).toEqual(await env.state());
      }
      await env.undo!();
      expect(JSON.stringify(await env.state()), `seed ${seed}`).toBe(marked);
      expect(await env.stateHash()).toBe(hash);
    }
    env.dispose();
  });

  it("undo costs the writes, not the state: the same answers as restore on a big state", async () => {
    const rows = Array.from({ length: 600 }, (_, i) => ({ id: `r${i}`, x: i, tags: [`t${i}`] }));
    const big = { rows, archive: [], other: { a: 1 } };
    const a = await open(big);
    const b = await open(big);
    await a.mark!();
    const snap = await b.snapshot();
    for (const c of script(5, 30)) {
      const oa = await a.call("mutate", c);
      const ob = await b.call("mutate", c);
      expect(oa).toEqual(ob);
      expect(await a.view!()).toEqual(await b.state());
      await a.undo!();
      await b.restore(snap);
    }
    expect(await a.stateHash()).toBe(await b.stateHash());
    a.dispose();
    b.dispose();
  });

  it("a view shares the top-level values a call did not write", async () => {
    const env = await open({
      rows: [{ id: "r1", x: 1, tags: [] }],
      archive: [],
      keep: { big: [1, 2] },
    });
    await env.mark!();
    const v0 = await env.view!();
    await env.call("mutate", { op: "set", a: 0, b: 0, v: 9, fail: 0 });
    const v1 = await env.view!();
    expect(v1.keep).toBe(v0.keep);
    expect(v1.rows).not.toBe(v0.rows);
    expect(v1.rows).toEqual([{ id: "r1", x: 9, tags: [] }]);
    env.dispose();
  });

  it("after a memory fault rebuilds the VM, undo still returns to the mark", async () => {
    const env = await open();
    await env.mark!();
    const hash = await env.stateHash();
    await env.call("mutate", { op: "push", a: 0, b: 0, v: 7, fail: 0 });
    const hog = await env.call("hog", {});
    expect(hog.ok === false && "fault" in hog && hog.fault.kind).toBe("memory");
    await env.call("mutate", { op: "set", a: 1, b: 0, v: 3, fail: 0 });
    await env.undo!();
    expect(await env.stateHash()).toBe(hash);
    // And the journal works again after the rebuild.
    await env.call("mutate", { op: "splice", a: 0, b: 0, v: 0, fail: 0 });
    await env.undo!();
    expect(await env.stateHash()).toBe(hash);
    env.dispose();
  });
});
