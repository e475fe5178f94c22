import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { placePart } from "../../src/core/synth/record-defects.js";

// Storecove (fresh22): a legal entity created in Portland came back with county "Sydney Airport"
// — the runtime filled the parts the user did not give from a record of another city.
const str = { type: "string" };
const entity = {
  type: "object",
  properties: {
    id: { type: "integer" },
    party_name: str,
    line1: str,
    city: str,
    county: str,
    state: str,
    zip: str,
    country: str,
  },
};
const spec = {
  openapi: "3.0.0",
  info: { title: "Legal entities", version: "1.0" },
  paths: {
    "/legal_entities": {
      post: {
        operationId: "create_legal_entity",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["party_name", "city"],
                properties: { party_name: str, line1: str, city: str, zip: str, country: str },
              },
            },
          },
        },
        responses: {
          "200": { description: "", content: { "application/json": { schema: entity } } },
        },
      },
      get: {
        operationId: "list_legal_entities",
        responses: {
          "200": {
            description: "",
            content: { "application/json": { schema: { type: "array", items: entity } } },
          },
        },
      },
    },
  },
};

describe("address parts nobody gave follow the city the user gave", () => {
  it("a Portland entity lies in Multnomah County, Oregon", async () => {
    const doc = await ingestFile({ name: "le.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 22 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const env = await createEnvInstance(bundle.value);
    if (!env.ok) throw new Error(env.error.message);
    for (const [city, county] of [
      ["Portland", "Multnomah County"],
      ["Denver", "Denver County"],
      ["Paris", "Paris"],
    ] as const) {
      const r = await env.value.call("create_legal_entity", {
        party_name: `${city} Trading`,
        line1: "1 Main St",
        city,
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      const rec = r.result as Record<string, unknown>;
      expect(rec.city).toBe(city);
      expect(rec.county).toBe(county);
      expect(placePart(rec)).toEqual([]);
    }
    env.value.dispose();
  }, 60_000);
});
