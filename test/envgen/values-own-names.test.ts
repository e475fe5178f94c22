import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldWords } from "../../src/core/domain/values.js";
import { episodeState, generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * Seeded records on trimmed real specs (test/fixtures/values): opto22's PAC Control (fresh37 blind
 * readers N: every variable and table named "I/o point" or "Strategy variable", float tables
 * named "409721332") and taxamo's dictionaries (fresh41: `code` "REF-5462", `code_long` a
 * longitude, calling codes "CAL-4487").
 */
type Rec = Record<string, unknown>;

async function bundleOf(name: string, seed: number) {
  const text = readFileSync(new URL(`../fixtures/values/${name}`, import.meta.url), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

function noDigitNames(state: Record<string, unknown>): void {
  for (const [collection, rows] of Object.entries(state))
    for (const r of Array.isArray(rows) ? (rows as Rec[]) : [])
      for (const [k, v] of Object.entries(r))
        if (/(^|_)name$/.test(fieldWords(k)) && typeof v === "string")
          expect(v, `${collection}.${k}`).not.toMatch(/^\d+$/);
}

async function stateOf(name: string, seed: number): Promise<Record<string, Rec[]>> {
  const at = name.includes("/") ? `../../${name}` : `../fixtures/values/${name}`;
  const text = readFileSync(new URL(at, import.meta.url), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return Object.fromEntries(
    Object.entries(b.value.initialState as Record<string, unknown>).filter(
      (e): e is [string, Rec[]] => !e[0].startsWith("_") && Array.isArray(e[1]),
    ),
  );
}

describe("records of one collection are told apart by name", () => {
  it.each([7, 11])(
    "no two PAC Control tags of a collection share a name (seed %i)",
    async (seed) => {
      const state = await stateOf("opto22-pac.json", seed);
      for (const [collection, rows] of Object.entries(state)) {
        const names = rows.map((r) => r.name).filter((n) => typeof n === "string");
        expect(new Set(names).size, `${collection}: ${names.join(", ")}`).toBe(names.length);
      }
    },
  );

  it('a home\'s nine scenes have nine names (bundled smart-home: "Away" twice)', async () => {
    const state = await stateOf("public/examples/smart-home.mcp.json", 1);
    const names = (state.scenes ?? []).map((r) => r.name);
    expect(names.length).toBeGreaterThan(7);
    expect(new Set(names).size, names.join(", ")).toBe(names.length);
  });

  it("a table looked up by name is not named with digits", async () => {
    noDigitNames(await stateOf("opto22-pac.json", 7));
  });

  it("nor in another episode, where verification kept only the reads", async () => {
    const b = await bundleOf("opto22-pac.json", 7);
    const reads = { ...b, tools: b.tools.filter((t) => t.name.startsWith("read")) };
    noDigitNames(episodeState(reads, 3));
  });
});

describe("a country record's codes name one country", () => {
  it("code, cca2, code_long, codenum and calling codes agree", async () => {
    const state = await stateOf("taxamo-dictionaries.json", 7);
    const countries = state.countries ?? [];
    expect(countries.length).toBeGreaterThan(2);
    const names = new Intl.DisplayNames(["en"], { type: "region" });
    for (const c of countries) {
      const code = String(c.code);
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(c.name).toBe(names.of(code));
      if (c.cca2 !== undefined) expect(c.cca2).toBe(code);
      if (c.code_long !== undefined) expect(c.code_long).toMatch(/^[A-Z]{3}$/);
      if (c.codenum !== undefined) expect(c.codenum).toMatch(/^\d{3}$/);
      for (const calling of (c.callingCode as string[] | undefined) ?? [])
        expect(calling).toMatch(/^\+\d{1,3}$/);
    }
    const currencies = state.currencies ?? [];
    for (const c of currencies) expect(c.code).toMatch(/^[A-Z]{3}$/);
  });
});
