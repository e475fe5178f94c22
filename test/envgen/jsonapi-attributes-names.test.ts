import { describe, expect, it } from "vitest";
import names from "../../src/core/domain/lexicon/names.json" with { type: "json" };
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// OpenFinTech (f32) keeps each record's fields in JSON:API's `attributes`: its banks, countries and
// payment methods were named like product attributes ("the bank called Capacity", "countries:
// Style, Age group and Ukraine") — the wrapper was taken for the records' kind.
const resource = (props: Record<string, unknown>) => ({
  type: "object",
  properties: {
    id: { type: "string" },
    type: { type: "string" },
    attributes: { type: "object", properties: props, required: Object.keys(props) },
  },
});
const doc = {
  openapi: "3.0.0",
  info: { title: "FinTech directory", version: "1", description: "Banks and countries." },
  paths: {
    "/countries": {
      get: {
        operationId: "get_countries",
        summary: "List countries",
        responses: okJson({
          type: "object",
          properties: {
            data: {
              type: "array",
              items: resource({ name: { type: "string" }, capital: { type: "string" } }),
            },
          },
        }),
      },
    },
    "/countries/{id}": {
      get: {
        operationId: "get_countries_by_id",
        summary: "Get a country",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: okJson({
          type: "object",
          properties: {
            data: resource({ name: { type: "string" }, capital: { type: "string" } }),
          },
        }),
      },
    },
  },
};

describe("a JSON:API record's `attributes` are the record's own fields", () => {
  it("countries are not named like product attributes", async () => {
    const b = { value: await bundleOfDoc(doc, "fintech.json", 2) };
    const attributeNames = new Set(
      (names as { kinds: Record<string, { values?: string[] }> }).kinds.attribute?.values ?? [],
    );
    const rows = Object.values(b.value.initialState).flat() as Record<string, unknown>[];
    const named = rows
      .map((r) => (r.attributes as { name?: unknown } | undefined)?.name)
      .filter((n): n is string => typeof n === "string");
    expect(named.length).toBeGreaterThan(3);
    for (const n of named) expect(attributeNames.has(n), n).toBe(false);
  });
});
