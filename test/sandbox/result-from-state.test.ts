// A result that is a part of the state is serialised from the state itself, not read back through
// the journaling proxies (two traps per property): measured in interrupt ticks, which count work
// deterministically (the clock is frozen, so only ticks can stop a call).
import { describe, expect, it } from "vitest";
import { createEnvInstanceWith } from "../../src/core/sandbox/env-instance.js";
import type { EnvInstance } from "../../src/core/sandbox/index.js";
import { newCappedQuickJs } from "../../src/core/sandbox/quickjs.js";
import type { CallOutcome } from "../../src/core/schema/index.js";
import { makeBundle } from "./helpers.js";

const ITEMS = Array.from({ length: 2000 }, (_, i) => ({
  id: `item_${i}`,
  name: `Item ${i}`,
  price: i,
  tags: ["a"],
  on: true,
}));

const CODE = `export default {
  all(state) { return state.items; },
  wrapped(state) { return { first: state.items[0], count: state.items.length, last: state.items[1999] }; },
  mapped(state) { state.items[0].extra = new Map(); state.n = 1; return { item: state.items[0] }; },
  cyclic(state) { state.items[0].self = state.items[0]; return state.items[0]; },
  listed(state) { return [state.items[1], state.items[1]]; },
};`;

// Returning the 2,000 records took 21–40 ticks through the proxies, and takes under 10 now.
const MEMORY = 64 * 1024 * 1024;

async function open(callTimeoutMs: number): Promise<EnvInstance> {
  const fresh = () => newCappedQuickJs(MEMORY);
  const bundle = await makeBundle(CODE, ["all", "wrapped", "mapped", "cyclic", "listed"], {
    initialState: { items: ITEMS },
  });
  const r = createEnvInstanceWith(
    await fresh(),
    bundle,
    { limits: { callTimeoutMs, memoryBytes: MEMORY } },
    { clock: () => 0, freshModule: fresh },
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function kind(o: CallOutcome): string {
  return o.ok ? "ok" : "fault" in o ? o.fault.kind : o.error.code;
}

describe("a result taken from the state", () => {
  it("is serialised without the journal's traps", async () => {
    const env = await open(15);
    const o = await env.call("all", {});
    expect(kind(o)).toBe("ok");
    expect(o.ok && o.result).toEqual(ITEMS);
    env.dispose();
  });

  it("gives the same JSON and the same refusals as before", async () => {
    const env = await open(1000);
    const wrapped = await env.call("wrapped", {});
    expect(wrapped.ok && wrapped.result).toEqual({
      first: ITEMS[0],
      count: 2000,
      last: ITEMS[1999],
    });
    const listed = await env.call("listed", {});
    expect(listed.ok && listed.result).toEqual([ITEMS[1], ITEMS[1]]);
    const mapped = await env.call("mapped", {});
    expect(kind(mapped)).toBe("invalid-output");
    expect(!mapped.ok && "fault" in mapped && mapped.fault.message).toContain("non-JSON object");
    const cyclic = await env.call("cyclic", {});
    expect(kind(cyclic)).toBe("invalid-output");
    expect(!cyclic.ok && "fault" in cyclic && cyclic.fault.message).toContain("cycle");
    // Both refusals were rolled back: the state is the initial one.
    const { __env: _env, ...state } = await env.state();
    expect(state).toEqual({ items: ITEMS });
    env.dispose();
  });
});
