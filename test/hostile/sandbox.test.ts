import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson, MAX_CANONICAL_DEPTH } from "../../src/core/schema/canonical.js";
import { makeBundle } from "../sandbox/helpers.js";
import { cli } from "./helpers.js";

const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-sbx-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function callOnce(code: string, tools: string[], tool: string) {
  const created = await createEnvInstance(await makeBundle(code, tools));
  if (!created.ok) throw new Error(created.error.message);
  try {
    return await created.value.call(tool, {});
  } finally {
    created.value.dispose();
  }
}

describe("sandbox: crashes become located errors and faults", () => {
  it("throw null is an exception fault, not memory", async () => {
    const r = await callOnce("export default { t() { throw null; } };", ["t"], "t");
    expect(r).toMatchObject({ ok: false, fault: { kind: "exception" } });
  });

  it("a 5 MB error message comes back capped", async () => {
    const r = await callOnce(
      "export default { t() { throw new Error('x'.repeat(5e6)); }, f(s, a, env) { env.fail('Bad', 'y'.repeat(5e6)); } };",
      ["t", "f"],
      "t",
    );
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r).length).toBeLessThan(5000);
    const f = await callOnce(
      "export default { f(s, a, env) { env.fail('Bad', 'y'.repeat(5e6)); } };",
      ["f"],
      "f",
    );
    expect(f).toMatchObject({ ok: false, error: { code: "Bad" } });
    expect(JSON.stringify(f).length).toBeLessThan(5000);
  });

  it("a tool named constructor without its own handler is a missing handler, not Object", async () => {
    const created = await createEnvInstance(
      await makeBundle("export default { ok() { return 1; } };", ["ok", "constructor"]),
    );
    expect(!created.ok && created.error.code).toBe("sandbox/missing-handler");
  });

  it("a tool named constructor with a handler works", async () => {
    const r = await callOnce(
      "export default { constructor() { return { made: true }; } };",
      ["constructor"],
      "constructor",
    );
    expect(r).toEqual({ ok: true, result: { made: true } });
  });

  it("a 5,000-deep initialState: call reports a located artifact/invalid, no RangeError", async () => {
    const b = await makeBundle("export default { get() { return 1; } };", ["get"]);
    const { id: _id, ...rest } = b;
    const deep = `${'{"d":'.repeat(5000)}1${"}".repeat(5000)}`;
    const text = JSON.stringify(rest).replace('"initialState":{}', `"initialState":{"x":${deep}}`);
    const file = join(tmp, "deep.envbundle.json");
    writeFileSync(file, text);
    const r = await cli(["call", file, "get"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("artifact/invalid");
    expect(r.stderr).toContain("#/initialState/x/d/d");
    expect(r.stderr).not.toContain("RangeError");
  });

  it("canonicalJson refuses nesting past its limit with a pointer", () => {
    let v: unknown = 1;
    for (let i = 0; i < MAX_CANONICAL_DEPTH + 5; i++) v = [v];
    expect(() => canonicalJson(v)).toThrow(/nested deeper than 1000 levels \(at \/0\/0/);
    expect(() => canonicalJson({ a: { b: Number.NaN } })).toThrow(/at \/a\/b/);
  });
});
