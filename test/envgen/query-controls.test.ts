import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * A list whose reply has no schema gets its records' fields from its inputs — but only from the
 * inputs that describe records. e-drv's GET /v1/chargestations (fresh21, read blind) gave every
 * charge station "created_at_gte":"2025-11-18", "created_at_lte":"2025-08-19", "paginate_limit":10
 * and users asked "the created at gte and created at lte of the charge station".
 */
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Charging API", version: "1" },
  paths: {
    "/v1/stations": {
      get: {
        operationId: "listStations",
        summary: "List charge stations",
        parameters: [
          { in: "query", name: "name", schema: { type: "string" }, description: "Filter by name" },
          {
            in: "query",
            name: "online",
            schema: { type: "boolean" },
            description: "Filter by online status",
          },
          {
            in: "query",
            name: "createdAt[$gte]",
            schema: { type: "string", format: "date-time" },
            description: "Date as ISO String",
          },
          {
            in: "query",
            name: "createdAt[$lte]",
            schema: { type: "string", format: "date-time" },
            description: "Date as ISO String",
          },
          {
            in: "query",
            name: "paginate_limit",
            schema: { type: "integer", default: 20 },
            description: "Number of results per page",
          },
          {
            in: "query",
            name: "paginate_enabled",
            schema: { type: "boolean" },
            description: "Paginate results",
          },
          {
            in: "query",
            name: "include_location",
            schema: { type: "boolean" },
            description: "Populate location",
          },
        ],
        responses: { "200": { description: "An array of station objects" } },
      },
    },
    "/v1/stations/{id}": {
      get: {
        operationId: "getStation",
        parameters: [{ in: "path", name: "id", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "A station object" } },
      },
    },
  },
};

describe("query controls of a list are no fields of its records", () => {
  it("range bounds ($gte/$lte), paging and populate switches stay out of the records", async () => {
    const doc = await ingestFile({ name: "charging.json", text: JSON.stringify(SPEC) });
    if (!doc.ok) throw new Error(doc.error.message);
    const r = await generateHeuristicBundle(doc.value, { seed: 3 });
    if (!r.ok) throw new Error(r.error.message);
    const rows = Object.values(r.value.initialState).flatMap((v) => (Array.isArray(v) ? v : []));
    expect(rows.length).toBeGreaterThan(0);
    const keys = new Set(rows.flatMap((x) => Object.keys(x as object)));
    for (const k of keys) expect(k).not.toMatch(/gte|lte|paginate|include/i);
    expect([...keys].some((k) => /^name$/.test(k))).toBe(true);
  });
});
