import { QuickJSContext } from "quickjs-emscripten-core";
import { describe, expect, it, vi } from "vitest";
import { createEnvInstanceWith } from "../../src/core/sandbox/env-instance.js";
import type { EnvInstance } from "../../src/core/sandbox/index.js";
import { newCappedQuickJs } from "../../src/core/sandbox/quickjs.js";
import type { CallOutcome } from "../../src/core/schema/index.js";
import { makeBundle } from "./helpers.js";

// `spin` runs a loop of `n` turns (two interrupt-counter steps each, so 5,000 turns per tick).
const CODE = `export default {
  spin(state, args) {
    let s = 0;
    for (let i = 0; i < args.n; i++) s = (s + i) % 7;
    state.spins = (state.spins ?? 0) + 1;
    return { s, spins: state.spins };
  },
};`;

/** 100 ticks per call; the wall-clock backstop is 20 × 100 ms. */
const LIMITS = { callTimeoutMs: 100, memoryBytes: 16 * 1024 * 1024 };
const SMALL = { tool: "spin", args: { n: 200_000 } }; // ~40 ticks
const LARGE = { tool: "spin", args: { n: 750_000 } }; // ~150 ticks
const ENDLESS = { tool: "spin", args: { n: 1e15 } };
const CALLS = [SMALL, LARGE, SMALL, ENDLESS, SMALL];

async function open(clock: () => number): Promise<EnvInstance> {
  const fresh = () => newCappedQuickJs(LIMITS.memoryBytes);
  const r = createEnvInstanceWith(
    await fresh(),
    await makeBundle(CODE, ["spin"]),
    { limits: LIMITS },
    { clock, freshModule: fresh },
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function shape(o: CallOutcome): unknown {
  return o.ok ? o.result : "fault" in o ? o.fault.kind : o.error.code;
}

/** The outcomes and final state hash of `CALLS`, one at a time and as one batch. */
async function runAll(clock: () => number) {
  const one = await open(clock);
  const single: unknown[] = [];
  for (const c of CALLS) single.push(shape(await one.call(c.tool, c.args)));
  const singleHash = await one.stateHash();
  one.dispose();
  const many = await open(clock);
  const batch = (await many.callMany!(CALLS)).map(shape);
  const batchHash = await many.stateHash();
  many.dispose();
  return { single, singleHash, batch, batchHash };
}

describe("a call's budget is counted in work, not read off the clock", () => {
  it("gives the same outcomes on a machine 10x slower and on one whose clock stands still", async () => {
    const idle = await runAll(Date.now);
    expect(idle.single).toEqual([
      { s: expect.any(Number), spins: 1 },
      "timeout",
      { s: expect.any(Number), spins: 2 },
      "timeout",
      { s: expect.any(Number), spins: 3 },
    ]);
    expect(idle.batch).toEqual(idle.single);
    // Every read of the clock is 10 ms later: each tick of work "takes" 10 ms, ten times the
    // reference, yet under the 20x backstop.
    let t = 0;
    const slow = await runAll(() => {
      t += 10;
      return t;
    });
    expect(slow).toEqual(idle);
    const stopped = await runAll(() => 0);
    expect(stopped).toEqual(idle);
    // Past the slack the wall clock still stops a call: a tick that "takes" a second.
    t = 0;
    const crawling = await open(() => {
      t += 1000;
      return t;
    });
    expect(shape(await crawling.call(SMALL.tool, SMALL.args))).toBe("timeout");
    crawling.dispose();
  });
});

describe("a batch of cheap calls", () => {
  it("does not ask the host for its work count call by call", async () => {
    const env = await open(Date.now);
    const cheap = Array.from({ length: 64 }, () => ({ tool: "spin", args: { n: 10 } }));
    // The host's answer to the driver's work-count query is a number handle made on the host.
    const made = vi.spyOn(QuickJSContext.prototype, "newNumber");
    try {
      const out = await env.callMany!(cheap);
      expect(out.map((o) => o.ok)).toEqual(cheap.map(() => true));
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      env.dispose();
    }
  });
});
