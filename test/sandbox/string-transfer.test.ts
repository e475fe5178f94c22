import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from "quickjs-emscripten-core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEnvInstance } from "../../src/core/sandbox/env-instance.js";
import { loadQuickJs, newCappedQuickJs } from "../../src/core/sandbox/quickjs.js";
import { makeBundle } from "./helpers.js";

// Text of every shape the host hands QuickJS: ASCII JSON, accents, astral characters, lone
// surrogates (a JS string may hold them; JSON.stringify keeps them escaped, newString does not).
const TEXTS = [
  "",
  '{"id":"note_1","title":"Call the plumber"}',
  '{"city":"Zénith","motto":"Ünïcödé — “quoted”","price":"€12"}',
  "emoji 😀 and 𝄞 (astral) next to ascii",
  "lone high \uD800 then text",
  "lone low \uDC00 then text",
  "high at the end \uDBFF",
  "\uDC00\uD800 reversed pair",
  "x".repeat(70_000) + "é".repeat(3) + "😀",
];

/** What the VM holds after `newString(text)`: its UTF-16 code units. */
function unitsInVm(module: QuickJSWASMModule, text: string): number[] {
  const ctx = module.newContext();
  try {
    const h = ctx.newString(text);
    ctx.setProp(ctx.global, "t", h);
    h.dispose();
    const r = ctx.unwrapResult(
      ctx.evalCode(
        "(() => { const o = []; for (let i = 0; i < t.length; i++) o.push(t.charCodeAt(i)); return JSON.stringify(o); })()",
      ),
    );
    const json = ctx.getString(r);
    r.dispose();
    return JSON.parse(json) as number[];
  } finally {
    ctx.dispose();
  }
}

describe("strings cross into QuickJS encoded natively, with the library's own result", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("every text reaches the VM as the library's own encoding puts it there", async () => {
    const reference = await newQuickJSWASMModuleFromVariant(variant);
    for (const module of [await loadQuickJs(), await newCappedQuickJs(8 * 1024 * 1024)])
      for (const text of TEXTS) expect(unitsInVm(module, text)).toEqual(unitsInVm(reference, text));
  });

  it("a state's JSON is written into the wasm heap by TextEncoder, not a JS loop per character", async () => {
    const records = Array.from({ length: 200 }, (_, i) => ({ id: `r_${i}`, city: "Zénith" }));
    const bundle = await makeBundle("export default { count(s) { return s.records.length; } }", [
      "count",
    ]);
    const encodeInto = vi.spyOn(TextEncoder.prototype, "encodeInto");
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    const made = await createEnvInstance(bundle, { initialState: { records } });
    if (!made.ok) throw new Error(made.error.message);
    const env = made.value;
    try {
      expect(await env.call("count", {})).toEqual({ ok: true, result: 200 });
      expect(encodeInto.mock.calls.length + encode.mock.calls.length).toBeGreaterThan(0);
      expect((await env.state()).records).toEqual(records);
    } finally {
      env.dispose();
    }
  });
});
