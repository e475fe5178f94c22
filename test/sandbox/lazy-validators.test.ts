import { describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { makeBundle } from "./helpers.js";

/** A schema that counts how often anyone reads it (compiling it reads every keyword). */
function watched(schema: Record<string, unknown>) {
  const reads = { n: 0 };
  const proxy = new Proxy(schema, {
    get(target, key, receiver) {
      reads.n++;
      return Reflect.get(target, key, receiver);
    },
  });
  return { proxy, reads };
}

describe("tool schemas compiled on a tool's first call", () => {
  it("opening an instance compiles nothing; a call compiles its own tool's schemas and checks them", async () => {
    const bundle = await makeBundle(
      `export default {
        ping() { return { pong: true }; },
        report(state, args) { return { total: args.bad ? "many" : 3 }; },
      };`,
      ["ping", "report"],
    );
    const output = watched({ type: "object", properties: { total: { type: "integer" } } });
    const input = watched({ type: "object", properties: { bad: { type: "boolean" } } });
    const report = bundle.tools.find((t) => t.name === "report")!;
    // Swapped in after sealing: the bundle's hash reads every schema once.
    Object.assign(report, { inputSchema: input.proxy, outputSchema: output.proxy });
    const r = await createEnvInstance(bundle);
    if (!r.ok) throw new Error(r.error.message);
    const env = r.value;
    expect(input.reads.n + output.reads.n).toBe(0);
    expect(await env.call("ping", {})).toEqual({ ok: true, result: { pong: true } });
    expect(input.reads.n + output.reads.n).toBe(0);
    expect(await env.call("report", {})).toEqual({ ok: true, result: { total: 3 } });
    expect(input.reads.n).toBeGreaterThan(0);
    expect(output.reads.n).toBeGreaterThan(0);
    // Still checked: a result off its schema is a fault, arguments off theirs are refused.
    const bad = await env.call("report", { bad: true });
    expect(bad.ok).toBe(false);
    const refused = await env.call("report", { bad: "yes" });
    expect(refused).toMatchObject({ ok: false, error: { code: "InvalidArguments" } });
    env.dispose();
  });
});
