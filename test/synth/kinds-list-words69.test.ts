// NaviPlan Fact Finder (fresh73 dev; two of its `…Types_GetByCountry` tools as ingested). 14 of
// 40 tasks asked "list the life insurance policy types for the united-states country": a catalog
// of kinds read out as a list goal, and the `country` enum `UnitedStates` read as a slug before its
// field's name. A person asks "What kinds of life insurance policy are there in the United
// States?".
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, REGISTERS, writeRequest } from "../../src/core/synth/writer.js";

const tools = JSON.parse(
  readFileSync(
    new URL("../fixtures/words69/factfinder-policy-types.tools.json", import.meta.url),
    "utf8",
  ),
) as ToolSpec[];

const country = (value: string, spoken: string): FactPhrase => ({
  key: "s1.country",
  value,
  spoken,
  label: "country",
  role: "arg",
  personal: false,
  atGoal: true,
  kind: "category",
});

async function ask(spec: ToolSpec, facts: FactPhrase[], seed: number): Promise<string> {
  return writeRequest(
    {
      kind: "request",
      goal: toolWords(spec),
      targets: [],
      facts,
      domain: "financial planning",
      register: REGISTERS[seed % REGISTERS.length],
    },
    { seed },
  );
}

describe("a catalog of kinds is asked as a person asks it", () => {
  it("asks what kinds there are, never 'list the … types'", async () => {
    for (const spec of tools)
      for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
        const text = await ask(spec, [], seed);
        expect(text).toMatch(/\bkinds of (?:critical illness|life) insurance polic(?:y|ies)\b/i);
        expect(text).not.toMatch(/\blist the\b/i);
      }
  });

  it("says a country written as an identifier as the country", async () => {
    for (const seed of [0, 1, 2, 3]) {
      const text = await ask(
        tools[0] as ToolSpec,
        [country("UnitedStates", "united-states")],
        seed,
      );
      expect(text).toContain("in the United States");
      expect(text).not.toMatch(/united-states|country\b/);
    }
  });
});

describe("an enum that picks the sort of thing", () => {
  it("says the thing, never 'for the retirement-expenses entity'", async () => {
    const spec = {
      ...(tools[0] as ToolSpec),
      name: "FrequencyTypes_GetByEntityCountry",
    } as ToolSpec;
    const entity: FactPhrase = {
      key: "s1.entity",
      value: "RetirementExpenses",
      spoken: "retirement-expenses",
      label: "entity",
      role: "arg",
      personal: false,
      atGoal: true,
      kind: "category",
    };
    for (const seed of [0, 1, 2, 3]) {
      const text = await ask(spec, [entity], seed);
      expect(text).toContain("retirement expenses");
      expect(text).not.toMatch(/retirement-expenses|\bentity\b/);
    }
  });
});
