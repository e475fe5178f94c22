import { describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/env-instance.js";
import {
  acquireCappedQuickJs,
  heapRefusalCount,
  newCappedQuickJs,
  releaseCappedQuickJs,
} from "../../src/core/sandbox/quickjs.js";
import { makeBundle } from "./helpers.js";

const MB = 1024 * 1024;

describe("reuse of capped QuickJS modules", () => {
  it("hands a released module to the next instance of the same cap, and only to it", async () => {
    const m = await newCappedQuickJs(3 * MB);
    releaseCappedQuickJs(m);
    expect(await acquireCappedQuickJs(5 * MB)).not.toBe(m);
    expect(await acquireCappedQuickJs(3 * MB)).toBe(m);
    // Taken: the next one is new.
    expect(await acquireCappedQuickJs(3 * MB)).not.toBe(m);
  });

  it("never reuses a module whose heap refused to grow", async () => {
    const m = await newCappedQuickJs(2 * MB);
    const rt = m.newRuntime();
    const ctx = rt.newContext();
    const r = ctx.evalCode("const a = []; for (;;) a.push(new Array(1e5).fill(1.5));");
    if (r.error) r.error.dispose();
    else r.value.dispose();
    expect(heapRefusalCount(m)).toBeGreaterThan(0);
    releaseCappedQuickJs(m);
    expect(await acquireCappedQuickJs(2 * MB)).not.toBe(m);
  });

  it("an instance on a reused module starts as on a new one: no module or global state carried", async () => {
    const bundle = await makeBundle(
      `let n = 0;
export default {
  tick(state) {
    n++;
    globalThis.seen = (globalThis.seen ?? 0) + 1;
    state.ticks = (state.ticks ?? 0) + 1;
    return { n, seen: globalThis.seen, ticks: state.ticks, r: Math.random() };
  },
};`,
      ["tick"],
    );
    const runs: unknown[][] = [];
    const hashes: string[] = [];
    for (let round = 0; round < 3; round++) {
      const made = await createEnvInstance(bundle, { limits: { memoryBytes: 7 * MB } });
      if (!made.ok) throw new Error(made.error.message);
      const env = made.value;
      const outcomes = [];
      for (let i = 0; i < 3; i++) outcomes.push(await env.call("tick", {}));
      runs.push(outcomes);
      hashes.push(await env.stateHash());
      env.dispose();
    }
    expect(runs[0]![2]).toMatchObject({ ok: true, result: { n: 3, seen: 3, ticks: 3 } });
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(new Set(hashes).size).toBe(1);
  });
});
