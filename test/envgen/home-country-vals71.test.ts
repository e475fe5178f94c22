import { describe, expect, it } from "vitest";
import { namedCountry } from "../../src/core/domain/values.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * fresh75 blind readers N: the Australian Business Registries (ATO, `api.abr.ato.gov.au`) seeded
 * "city":"Canberra","country":"United Kingdom" and Bristol addresses — the home country was drawn
 * at random. A doc that names one country keeps its records there.
 */
type Rec = Record<string, unknown>;

describe("a doc that names its country is at home there (vals71)", () => {
  it("reads the one country a doc names", () => {
    expect(namedCountry("Business Registries https://api.abr.ato.gov.au")).toBe(5);
    expect(namedCountry("Australian Financial Services License")).toBe(5);
    expect(namedCountry("Geocoder of the Province of British Columbia")).toBe(4);
    expect(namedCountry("HMRC VAT returns")).toBe(1);
    expect(namedCountry("Translate between German, French and English")).toBeUndefined();
    expect(namedCountry("Ships to the United Kingdom and France")).toBeUndefined();
    expect(namedCountry("A pet store")).toBeUndefined();
  });

  it("seeds the ATO registry's addresses in Australia", async () => {
    for (const seed of [42, 5]) {
      const b = await bundleOfFixture("vals71/ato-registries.openapi.json", seed);
      const countries = JSON.stringify(b.initialState).match(/"country":"[^"]*"/g) ?? [];
      expect(countries.length).toBeGreaterThan(8);
      expect(new Set(countries)).toEqual(new Set(['"country":"Australia"']));
      const cities = (b.initialState.individuals as Rec[]).flatMap((r) =>
        ((r.addresses ?? []) as Rec[]).map((a) => a.city),
      );
      for (const c of cities) expect(["Sydney", "Melbourne"]).toContain(c);
    }
  });
});
