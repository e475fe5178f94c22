import { describe, expect, it } from "vitest";
import { cohereChainAddresses, coherePlace } from "../../src/core/domain/sibling-coherence.js";
import { createValueSampler, namedNounOf } from "../../src/core/domain/values.js";
import { chainAddresses, fillerName } from "../../src/core/synth/record-defects.js";

/** transavia's Airports API (fresh20): collections named by operation ids and `nearest`. */
const AIRPORTS = "Airports API. Airport information for airports served by Transavia.";

describe("a record's name read from what its doc says it names", () => {
  it.each([
    ["Name of the airport.", "airport"],
    ["name of the place", "place"],
    ["The creditor's name", "creditor"],
    ["Creditor account name", "creditor_account"],
    ["Unique identifier.", undefined],
    ["User name", undefined],
  ])("%s names %s", (desc, noun) => {
    expect(namedNounOf(desc)).toBe(noun);
  });

  it('an airport of the `nearest` list or of an operation-id collection is no "Secondary nearest" or "Main entry"', () => {
    const s = createValueSampler(20, { domain: AIRPORTS });
    for (const entity of ["nearest", "58d8bcb7a9e6240e200cff24"])
      for (let i = 0; i < 6; i++) {
        const rec: Record<string, unknown> = {};
        const name = s.value({
          name: "name",
          entity,
          record: rec,
          schema: { type: "string", description: "Name of the airport." },
        });
        expect(typeof name).toBe("string");
        expect(fillerName("name", String(name)), String(name)).toBe(false);
      }
  });

  it('an airport in Paris is Paris\'s airport, never "Dublin Airport"', () => {
    const s = createValueSampler(20, { domain: AIRPORTS });
    const name = s.value({
      name: "name",
      entity: "nearest",
      record: { city: "Paris", country: { code: "FR", name: "France" } },
      schema: { type: "string", description: "Name of the airport." },
    });
    expect(name).toBe("Charles de Gaulle Airport");
  });

  it('a creditor and a course offering are named like one ("Acme Ltd", "Intro to Statistics"), not "New creditor"', () => {
    const s = createValueSampler(19, { domain: "payments creditors accounts" });
    for (const entity of ["creditor", "course_offering"])
      for (let i = 0; i < 4; i++) {
        const name = String(
          s.value({ name: "name", entity, record: {}, schema: { type: "string" } }),
        );
        expect(fillerName("name", name), name).toBe(false);
      }
  });
});

describe("a record's country is the country of its city", () => {
  it('"Paris" in "Monaco" becomes France; a country object takes the code and the name', () => {
    const flat: Record<string, unknown> = { city: "Paris", country: "Monaco" };
    coherePlace(flat);
    expect(flat.country).toBe("France");
    const nested: Record<string, unknown> = {
      city: "Lyon",
      country: { code: "REF-3516", name: "Democratic People's Republic of Korea" },
    };
    coherePlace(nested);
    expect(nested.country).toEqual({ code: "FR", name: "France" });
    const coded: Record<string, unknown> = { city: "Edinburgh", countryCode: "SM" };
    coherePlace(coded);
    expect(coded.countryCode).toBe("GB");
  });

  it("a continent is the continent of the record's city and country (fresh58 proxykingdom)", () => {
    // Blind readers: "Chicago, United States with continent EU", "Bristol, GB … name Asia".
    const proxy: Record<string, unknown> = {
      cityName: "Chicago",
      continent: { code: "EU", name: "European Union" },
      country: { code: "US", name: "United States" },
    };
    coherePlace(proxy);
    expect(proxy.continent).toEqual({ code: "NA", name: "North America" });
    const flat: Record<string, unknown> = {
      city: "Bristol",
      continent_code: "AS",
      continent_name: "Asia",
    };
    coherePlace(flat);
    expect(flat).toMatchObject({ continent_code: "EU", continent_name: "Europe" });
    const down: Record<string, unknown> = { city: "Sydney", continent: "Europe" };
    coherePlace(down);
    expect(down.continent).toBe("Oceania");
  });

  it("a record with no known city keeps its country", () => {
    const rec: Record<string, unknown> = { city: "Springfield", country: "Monaco" };
    coherePlace(rec);
    expect(rec.country).toBe("Monaco");
  });
});

describe("an address on a chain is an address of that chain", () => {
  it("a node on ETH or RON holds 0x addresses, its incoming records too; BTC gets bc1", () => {
    const node: Record<string, unknown> = {
      chain: "RON",
      address: "3pSn5M6SQui5rvGWRYpk1JWLFn2FPnp9",
      incoming: [{ address: "96 Gloucester Road, Bristol BS1 7QA, United Kingdom" }],
      token_address: "pk_35yl5ki0ap795t79o29fkwy7",
    };
    cohereChainAddresses(node);
    expect(node.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((node.incoming as Array<Record<string, unknown>>)[0]?.address).toMatch(
      /^0x[0-9a-f]{40}$/,
    );
    expect(chainAddresses(node)).toEqual([]);
    const btc: Record<string, unknown> = {
      chain: "BTC",
      destination_addresses: ["6 5th Ave, San Diego"],
    };
    cohereChainAddresses(btc);
    expect((btc.destination_addresses as string[])[0]).toMatch(/^bc1q/);
    expect(chainAddresses(btc)).toEqual([]);
  });

  it("the sampler gives an address beside a `chain` the chain's form, never a street", () => {
    const s = createValueSampler(20, { domain: "finance" });
    for (const chain of ["ETH", "MATIC"]) {
      const v = s.value({
        name: "source_address",
        record: { chain },
        siblings: ["chain", "source_address", "search_type"],
        schema: {
          type: "string",
          description: "Source address is where you want to start your search",
        },
      });
      expect(v).toMatch(/^0x[0-9a-f]{40}$/);
    }
  });
});
