import { describe, expect, it } from "vitest";
import { bundleOfDoc, envOf, okJson } from "../helpers/doc-env.js";

/**
 * One doc example is not every record's value (stop52 blind readers, N on 18 of 30): excerpts of
 * PIMS (venues in San Diego at the French "ZAC d'Ar Mor", four price ranges all "REDUCED PRICE"),
 * otoroshi (`bufferSize` and `groupSize` both the doc's dummy 123123) and InfluxDB (a bucket of
 * org_1001 holding labels of org_1003).
 */

type Json = Record<string, unknown>;
type Rec = Record<string, unknown>;
const api = (paths: Json, schemas: Json) => ({
  openapi: "3.0.0",
  info: { title: "excerpt", version: "1" },
  paths,
  components: { schemas },
});
const listAndGet = (route: string, noun: string, ref: string) => ({
  [`/${route}`]: {
    get: {
      operationId: `fetchAll${noun}s`,
      responses: okJson({ type: "array", items: { $ref: `#/components/schemas/${ref}` } }),
    },
  },
  [`/${route}/{id}`]: {
    get: {
      operationId: `fetchOne${noun}`,
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "integer" } }],
      responses: okJson({ $ref: `#/components/schemas/${ref}` }),
    },
  },
});
const records = (b: { initialState: unknown }, coll: string): Rec[] =>
  ((b.initialState as Record<string, Rec[]>)[coll] ?? []) as Rec[];

describe("doc examples are not stamped on every record", () => {
  const pims = api(
    {
      ...listAndGet("venues", "Venue", "Venue"),
      ...listAndGet("price-ranges", "PriceRange", "PR"),
    },
    {
      Venue: {
        type: "object",
        required: ["id", "label"],
        properties: {
          id: { type: "integer", example: 27 },
          label: { type: "string", example: "Le Quartz" },
          city: { type: "string", example: "Brest" },
          country_code: { type: "string", example: "FR" },
          zip_code: { type: "string", example: "29200" },
          first_address: {
            type: "string",
            description: "First address field of the venue.",
            example: "ZAC d'Ar Mor",
          },
          second_address: {
            type: "string",
            description: "Second address field of the venue.",
            example: "Boulevard du Zénith",
          },
        },
      },
      PR: {
        type: "object",
        required: ["id", "label", "short_label"],
        properties: {
          id: { type: "integer", description: "Unique ID of the price range.", example: 123 },
          label: {
            type: "string",
            description: "Full label of the price range.",
            example: "REDUCED PRICE",
          },
          short_label: {
            type: "string",
            description: "Short label of the price range (generally less than 5 characters).",
            example: "RED",
          },
        },
      },
    },
  );

  it("a venue's address parts are its own, not the doc's French example on every venue", async () => {
    const b = await bundleOfDoc(pims, "pims.json", 1);
    const venues = records(b, "venues");
    expect(venues.length).toBeGreaterThan(2);
    const first = venues.map((v) => v.first_address).filter((x) => x !== undefined);
    expect(first).not.toContain("ZAC d'Ar Mor");
    expect(venues.map((v) => v.second_address)).not.toContain("Boulevard du Zénith");
  });

  it("price ranges a list returns are called differently", async () => {
    const b = await bundleOfDoc(pims, "pims.json", 1);
    const env = await envOf(b);
    const listed = await env.call("fetchAllPriceRanges", {});
    expect(listed.ok).toBe(true);
    const labels = ((listed as { result: Rec[] }).result ?? []).map((r) => r.label);
    expect(labels.length).toBeGreaterThan(2);
    expect(new Set(labels).size).toBe(labels.length);
  });

  const otoroshi = api(listAndGet("exporters", "DataExporter", "Exporter"), {
    Exporter: {
      type: "object",
      required: ["id", "bufferSize", "groupSize"],
      properties: {
        id: { type: "integer" },
        bufferSize: { type: "integer", format: "int32", example: 123123 },
        groupSize: { type: "integer", format: "int32", example: 123123 },
        jsonWorkers: { type: "integer", format: "int32", example: 123123 },
      },
    },
  });

  it("a doc's dummy number (123123) is no record's value, seeded or answered", async () => {
    const b = await bundleOfDoc(otoroshi, "otoroshi.json", 1);
    const rows = records(b, "exporters");
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows)
      for (const k of ["bufferSize", "groupSize"]) expect(r[k]).not.toBe(123123);
    const env = await envOf(b);
    const listed = await env.call("fetchAllDataExporters", {});
    expect(JSON.stringify((listed as { result: unknown }).result)).not.toContain("123123");
  });

  const influx = api(
    {
      "/orgs": {
        get: {
          operationId: "GetOrgs",
          responses: okJson({
            type: "object",
            properties: { orgs: { type: "array", items: { $ref: "#/components/schemas/Org" } } },
          }),
        },
      },
      "/buckets": {
        get: {
          operationId: "GetBuckets",
          parameters: [{ name: "orgID", in: "query", schema: { type: "string" } }],
          responses: okJson({
            type: "object",
            properties: {
              buckets: { type: "array", items: { $ref: "#/components/schemas/Bucket" } },
            },
          }),
        },
      },
    },
    {
      Org: {
        type: "object",
        required: ["name"],
        properties: { id: { type: "string", readOnly: true }, name: { type: "string" } },
      },
      Bucket: {
        type: "object",
        required: ["name"],
        properties: {
          id: { type: "string", readOnly: true },
          name: { type: "string" },
          orgID: { type: "string" },
          labels: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              required: ["id", "name", "orgID"],
              properties: {
                id: { type: "string" },
                name: { type: "string" },
                orgID: { type: "string" },
              },
            },
          },
        },
      },
    },
  );

  it("a bucket's labels belong to the bucket's own organization", async () => {
    const b = await bundleOfDoc(influx, "influx.json", 1);
    const buckets = records(b, "buckets").filter((r) => typeof r.orgID === "string");
    const nested = buckets.flatMap((r) =>
      ((r.labels ?? []) as Rec[]).map((l) => [r.orgID, l.orgID] as const),
    );
    expect(nested.length).toBeGreaterThan(2);
    for (const [own, label] of nested) expect(label).toBe(own);
  });
});
