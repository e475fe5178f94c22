import { describe, expect, it } from "vitest";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { placeOfCity } from "../../src/core/domain/value-data.js";
import { createValueSampler, realCodesLike } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { codeNumber, placeZone } from "../../src/core/synth/record-defects.js";
import { toolResultDefects } from "../../src/core/synth/sample-data.js";

/**
 * Nonsense data read on the b39 dev runs (f21–f23): lh-partner's `"destination":"MAD3"`, e-drv's
 * Edinburgh location in "America/Denver", getty's search `"phrase":"PHR-9555"`, namsor's
 * `{"facts":[{"name":"Primary fact"}]}`.
 */
const str = (description?: string) => ({ type: "string", ...(description ? { description } : {}) });

describe("a code of a fixed kind is a real one, never the doc's example with a digit", () => {
  const route = {
    type: "object",
    properties: {
      destination: str("Enter either the destination city or country code (e.g 'MAD' or 'ES')"),
      origin: str("Enter either the origin city or country code (e.g 'FRA' or 'DE')"),
    },
  };
  const spec = {
    openapi: "3.0.0",
    info: { title: "LH Partner", version: "1.0" },
    paths: {
      "/routes/{origin}/{destination}": {
        get: {
          operationId: "OND_Route",
          parameters: [
            { name: "origin", in: "path", required: true, schema: route.properties.origin },
            {
              name: "destination",
              in: "path",
              required: true,
              schema: route.properties.destination,
            },
          ],
          responses: {
            "200": { description: "", content: { "application/json": { schema: route } } },
          },
        },
      },
    },
  };

  it("routes keyed by destination hold airports and countries, not MAD3 or ES8", async () => {
    const doc = await ingestFile({ name: "lh.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 23 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const rows = Object.values(bundle.value.initialState).flat() as Record<string, unknown>[];
    const dests = rows.map((r) => r.destination).filter((d) => typeof d === "string");
    expect(dests.length).toBeGreaterThan(3);
    for (const d of dests) {
      expect(d).toMatch(/^[A-Z]{2,3}$/);
      expect(codeNumber("destination", d as string)).toBe(false);
    }
    expect(new Set(dests).size).toBe(dests.length);
  }, 60_000);

  it("the real codes are of the example's kind", () => {
    expect(realCodesLike("MAD", "destination IATA airport code")).toContain("LHR");
    expect(realCodesLike("ES", "country code")).toContain("FR");
    expect(realCodesLike("EUR", "currency")).toContain("GBP");
    expect(realCodesLike("de", "lang")).toContain("fr");
    expect(realCodesLike("Omeprazole", "drug name")).toEqual([]);
  });

  it("the check counts 'MAD3' and passes 'MAD' and a flight number", () => {
    expect(codeNumber("destination", "MAD3")).toBe(true);
    expect(codeNumber("country", "ES8")).toBe(true);
    expect(codeNumber("destination", "MAD")).toBe(false);
    expect(codeNumber("flight_number", "LH096")).toBe(false);
    expect(toolResultDefects({ destination: "MAD5", origin: "FRA" }).map((d) => d.kind)).toContain(
      "code-number",
    );
  });
});

describe("a record's time zone and money follow its city", () => {
  it("one lookup answers a city's country, zone and currency", () => {
    const edinburgh = placeOfCity(" edinburgh ");
    expect(edinburgh?.country.code).toBe("GB");
    expect(edinburgh?.tz).toBe("Europe/London");
    expect(placeOfCity("Paris")?.currency).toBe("EUR");
    expect(placeOfCity("Denver")?.tz).toBe("America/Denver");
    expect(placeOfCity("Atlantis")).toBeUndefined();
  });

  it("Edinburgh is not kept in America/Denver", () => {
    const rec: Record<string, unknown> = {
      id: "loc_1001",
      address: { city: "Edinburgh", country: "United Kingdom", postalCode: "EH1 4JX" },
      operator_name: "Rowe - Witting",
      timezone: "America/Denver",
    };
    expect(placeZone(rec).map((d) => d.value)).toEqual(["Edinburgh in America/Denver"]);
    expect(toolResultDefects(rec).map((d) => d.kind)).toContain("place-zone");
    cohereSiblings(rec);
    expect(rec.timezone).toBe("Europe/London");
    expect(placeZone(rec)).toEqual([]);
  });

  it("a Paris location charges in EUR, an Austin one is in America/Chicago", () => {
    const paris: Record<string, unknown> = { city: "Paris", currency: "USD", tz: "Europe/Paris" };
    cohereSiblings(paris);
    expect(paris.currency).toBe("EUR");
    const austin: Record<string, unknown> = {
      address: { city: "Austin", state: "TX" },
      timezone: "America/Los_Angeles",
    };
    cohereSiblings(austin);
    expect(austin.timezone).toBe("America/Chicago");
  });

  it("a location created in Edinburgh gets Edinburgh's zone from the runtime", async () => {
    const loc = {
      type: "object",
      properties: { id: { type: "integer" }, name: str(), city: str(), timezone: str() },
    };
    const spec = {
      openapi: "3.0.0",
      info: { title: "Locations", version: "1.0" },
      paths: {
        "/locations": {
          post: {
            operationId: "create_location",
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["name", "city"],
                    properties: { name: str(), city: str() },
                  },
                },
              },
            },
            responses: {
              "200": { description: "", content: { "application/json": { schema: loc } } },
            },
          },
          get: {
            operationId: "list_locations",
            responses: {
              "200": {
                description: "",
                content: { "application/json": { schema: { type: "array", items: loc } } },
              },
            },
          },
        },
      },
    };
    const doc = await ingestFile({ name: "loc.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 21 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const env = await createEnvInstance(bundle.value);
    if (!env.ok) throw new Error(env.error.message);
    const r = await env.value.call("create_location", { name: "Leith depot", city: "Edinburgh" });
    if (!r.ok) throw new Error(JSON.stringify(r));
    const rec = r.result as Record<string, unknown>;
    if (typeof rec.timezone === "string") expect(rec.timezone).toBe("Europe/London");
    expect(placeZone(rec)).toEqual([]);
    env.value.dispose();
  }, 60_000);
});

describe("a phrase searched for is words, never a code", () => {
  it("getty's search phrase is not PHR-9555", () => {
    const s = createValueSampler(21, { domain: "photos, events, boards and purchased assets" });
    for (let i = 0; i < 8; i++) {
      const v = s.value({
        name: "phrase",
        schema: { type: "string" },
        entity: "events",
        record: {},
      });
      expect(String(v)).not.toMatch(/^[A-Z]{2,4}-\d{3,}$/);
    }
  });
});

describe("the sample check counts filler names as readers do", () => {
  it('namsor\'s {"name":"Primary fact"} is filler; "Main account" is a name', () => {
    const kinds = (v: unknown) => toolResultDefects(v).map((d) => d.kind);
    expect(kinds({ facts: [{ name: "Primary fact" }] })).toContain("filler-name");
    expect(kinds({ party_name: "Advanced party" })).toContain("filler-name");
    expect(kinds({ name: "Main account" })).not.toContain("filler-name");
  });
});

describe("a list of countries names different countries", () => {
  it("dealer's countries are not eight times the doc's US", async () => {
    const country = {
      type: "object",
      properties: {
        countryId: { type: "string" },
        isoCode: { type: "string", example: "US" },
        name: { type: "string", example: "United States" },
      },
    };
    const spec = {
      openapi: "3.0.0",
      info: { title: "Dealer", version: "1.0" },
      paths: {
        "/countries": {
          get: {
            operationId: "countriesGET",
            responses: {
              "200": {
                description: "",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: { countries: { type: "array", items: country } },
                    },
                  },
                },
              },
            },
          },
        },
        "/countries/{countryId}": {
          get: {
            operationId: "countryGET",
            parameters: [
              { name: "countryId", in: "path", required: true, schema: { type: "string" } },
            ],
            responses: {
              "200": { description: "", content: { "application/json": { schema: country } } },
            },
          },
        },
      },
    };
    const doc = await ingestFile({ name: "dealer.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 21 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const rows = Object.values(bundle.value.initialState).flat() as Record<string, unknown>[];
    const codes = rows.map((r) => r.isoCode).filter((c) => typeof c === "string");
    expect(codes.length).toBeGreaterThan(3);
    expect(new Set(codes).size).toBe(codes.length);
    const names = rows.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  }, 60_000);
});
