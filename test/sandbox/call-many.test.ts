// callMany runs many calls per VM entry; whatever it saves, it must answer exactly as the same
// calls made one at a time: the same results and tool errors, the same fault kinds, the same
// state and hash — with writes, tool errors, rejected arguments and results, and every hostile handler of the
// sandbox spec (each first scribbling on the state) in one batch.
import { describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/env-instance.js";
import type { EnvInstance } from "../../src/core/sandbox/index.js";
import type { CallOutcome, EnvBundle, ToolCall, ToolSpec } from "../../src/core/schema/index.js";
import { makeBundle } from "./helpers.js";
import { HOSTILE_CASES } from "./sandbox-spec.js";

const LIMITS = { callTimeoutMs: 300 };

/** The hostile cases that fit one instance's limits (no heap bombs, no module preludes). */
const CASES = HOSTILE_CASES.filter(
  (c) => !c.prelude && (c.limits === undefined || c.limits.callTimeoutMs === LIMITS.callTimeoutMs),
);

async function bundle(): Promise<EnvBundle> {
  const hostile = CASES.map((c, i) => {
    const async = c.body.startsWith("async");
    const body = c.body.replace(/^async/, "");
    return `${async ? "async " : ""}h${i}(state, args, env) { state.n = 999; state.scribble = [1]; ${body} },`;
  });
  const code = `export default {
    add(state, args, env) { state.n += args.by ?? 1; state.log.push({ at: env.now(), id: env.id("e") }); return { n: state.n }; },
    get(state) { return { n: state.n, log: state.log.length }; },
    shape(state) { state.n += 100; return { n: "not a number" }; },
    refuse(state, args, env) { state.n = -1; state.log.length = 0; env.fail("Refused", "no " + state.n); },
    ${hostile.join("\n    ")}
  };`;
  const add: ToolSpec = {
    name: "add",
    description: "add",
    inputSchema: { type: "object", properties: { by: { type: "integer" } } },
  };
  // Its result breaks the outputSchema: the host rejects what the VM already ran.
  const shape: ToolSpec = {
    name: "shape",
    description: "shape",
    inputSchema: { type: "object" },
    outputSchema: { type: "object", properties: { n: { type: "number" } } },
  };
  return makeBundle(code, [add, "get", "refuse", shape, ...CASES.map((_, i) => `h${i}`)], {
    initialState: { n: 0, log: [] },
  });
}

function shape(o: CallOutcome): unknown {
  if (o.ok) return { result: o.result };
  // A timeout's message says which clock stopped it (the batch's tick count or the interrupt).
  return "error" in o ? { error: o.error } : { fault: o.fault.kind };
}

async function open(b: EnvBundle): Promise<EnvInstance> {
  const r = await createEnvInstance(b, { limits: LIMITS });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("callMany answers as the same calls one at a time", () => {
  it("with writes, tool errors, rejected arguments and every hostile handler in one batch", async () => {
    const b = await bundle();
    const calls: ToolCall[] = [
      { tool: "add", args: { by: "x" } },
      { tool: "nope", args: {} },
    ];
    CASES.forEach((_, i) => {
      calls.push({ tool: "add", args: { by: i } }, { tool: `h${i}`, args: {} });
      calls.push(
        { tool: "get", args: {} },
        { tool: "refuse", args: {} },
        { tool: "shape", args: {} },
      );
      calls.push({ tool: "add", args: {} });
    });
    const one = await open(b);
    const single: unknown[] = [];
    for (const c of calls) single.push(shape(await one.call(c.tool, c.args)));
    const many = await open(b);
    const batched = (await many.callMany!(calls)).map(shape);
    for (let k = 0; k < calls.length; k++)
      expect(batched[k], `call ${k}: ${calls[k]!.tool}`).toEqual(single[k]);
    expect(await many.state()).toEqual(await one.state());
    expect(await many.stateHash()).toBe(await one.stateHash());
    // Every hostile call failed and left no trace: the counter only saw the adds.
    const state = (await many.state()) as { n: number; scribble?: unknown };
    expect(state.scribble).toBeUndefined();
    expect(state.n).toBe(CASES.reduce((sum, _, i) => sum + i + 1, 0));
    one.dispose();
    many.dispose();
  });
});
