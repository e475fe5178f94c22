import { describe, expect, it } from "vitest";
import { modelOf } from "../../src/core/envgen/semantic-model.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh66 blind readers (stop 62), N: OpenAQ's `GET /v2/countries?country=US` answered
 * "Barbados", and "find the countries, I'm in GB" (`country=GB`) South Africa and Jamaica. The
 * filter matched a made-up `country` field the answers never show, and the read by
 * `{country_id}` answered rows of its own.
 */
type Rec = Record<string, unknown>;
const FIXTURE = "stop62/openaq.local.json";
const rowsOf = (r: unknown) =>
  ((r as { result: { results: Rec[] } }).result.results ?? []) as Rec[];

describe("a list's filter on the listed records", () => {
  it("answers only records that show the value asked for, for every value a record has", async () => {
    for (const seed of [1, 2, 3]) {
      const b = await bundleOfFixture(FIXTURE, seed);
      const env = await envOf(b);
      const all = rowsOf(await env.call("countries_get_v2_countries_get", {}));
      expect(all.length).toBeGreaterThan(1);
      for (const c of all) {
        expect(String(c.code)).toMatch(/^[A-Z]{2}$/);
        for (const args of [{ country: [c.code] }, { country_id: c.code }]) {
          const got = rowsOf(await env.call("countries_get_v2_countries_get", args));
          expect(got.map((x) => x.name)).toEqual([c.name]);
        }
        // The read by its key is the same country as the list shows.
        const read = rowsOf(
          await env.call("countries_get_v2_countries_country_id_get", { country_id: c.code }),
        );
        expect(read.map((x) => [x.code, x.name])).toEqual([[c.code, c.name]]);
      }
    }
  });

  it("on another collection's field answers records holding it (cities of a country)", async () => {
    const b = await bundleOfFixture(FIXTURE, 2);
    const env = await envOf(b);
    const cities = rowsOf(await env.call("cities_get_v2_cities_get", {}));
    const country = cities[0]!.country;
    const got = rowsOf(await env.call("cities_get_v2_cities_get", { country: [country] }));
    expect(got.length).toBeGreaterThan(0);
    for (const c of got) expect(c.country).toBe(country);
  });

  it("names no field of the records after a filter their answers do not show", async () => {
    const b = await bundleOfFixture(FIXTURE, 1);
    const fields = Object.keys(modelOf(b).entities.countries?.fields ?? {});
    expect(fields).not.toContain("country");
    expect(fields).not.toContain("meta");
    expect(fields).not.toContain("results");
  });
});
