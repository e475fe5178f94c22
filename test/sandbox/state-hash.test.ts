// stateHash() answers from the last hash while the committed state has not changed: after every
// kind of step it must still be the hash of what state() returns.
import { describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson, sha256Hex } from "../../src/core/schema/index.js";
import { makeBundle } from "./helpers.js";
import { INITIAL, MUTATE, script } from "./write-script.js";

describe("stateHash after each kind of step", () => {
  it("is the hash of state() after writes, errors, faults, undo, restore and reset", async () => {
    const bundle = await makeBundle(
      `export default {
        mutate(state, args, env) { ${MUTATE} },
        read(state) { return Object.keys(state).length; },
        hog(state) { state.rows.push(1); const a = []; for (;;) a.push(new Array(1e5).fill(1.5)); },
      }`,
      ["mutate", "read", "hog"],
      { initialState: INITIAL },
    );
    const r = await createEnvInstance(bundle, { limits: { memoryBytes: 16 << 20 } });
    if (!r.ok) throw new Error(r.error.message);
    const env = r.value;
    const truth = async () => sha256Hex(canonicalJson(await env.state()));
    const check = async (step: string) => expect(await env.stateHash(), step).toBe(await truth());
    await check("initial");
    await env.mark!();
    const snap = await env.snapshot();
    const calls = script(3, 12);
    for (const [i, c] of calls.entries()) {
      await env.stateHash();
      await env.call("mutate", c);
      await check(`call ${i}`);
      await env.call("read", {});
      await check(`read after ${i}`);
    }
    await env.callMany!(calls.map((args) => ({ tool: "mutate", args })));
    await check("callMany");
    expect((await env.call("hog", {})).ok).toBe(false);
    await check("memory fault");
    await env.undo!();
    await check("undo");
    await env.call("mutate", calls[0]!);
    await env.stateHash();
    await env.restore(snap);
    await check("restore");
    await env.call("mutate", calls[1]!);
    await env.stateHash();
    await env.reset();
    await check("reset");
    env.dispose();
  });
});
