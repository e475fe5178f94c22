import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";

// BFCL's weather functions say nothing of what they return. A compute answer with nothing known
// became `{status: "ok"}` (2116bb6) — honest for zapier's `check`, but a weather tool that only
// says "ok" answers nothing, and the reward suite's weather corpus lost every task. Before it was
// "Weather 3": the field's word and a digit.
describe("a weather tool with no response schema answers the weather", () => {
  it("says the sky and the temperature", async () => {
    const path = join(import.meta.dirname, "..", "fixtures", "ingest", "weather.bfcl.jsonl");
    const doc = await ingestFile({
      name: "weather.bfcl.jsonl",
      text: await readFile(path, "utf8"),
    });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 5 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const env = await createEnvInstance(bundle.value);
    if (!env.ok) throw new Error(env.error.message);
    const r = await env.value.call("get_current_weather", { location: "Paris, France" });
    if (!r.ok) throw new Error(JSON.stringify(r));
    const said = Object.values(r.result as Record<string, unknown>).map(String);
    expect(
      said.some((v) => /^[A-Z][a-z ]+, \d+ °C$/.test(v)),
      JSON.stringify(r.result),
    ).toBe(true);
    env.value.dispose();
  });
});
