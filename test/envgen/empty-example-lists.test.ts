import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

// fresh58 blind readers (PA TV): contributors carried "media":["region","catalogue"] — the doc's
// only example of `media` is an empty list, so every item was a word of the API's own nouns.
const SPEC = {
  openapi: "3.0.0",
  info: { title: "TV API", version: "1" },
  paths: {
    "/contributor": {
      get: {
        operationId: "listContributor",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                example: {
                  item: [
                    {
                      id: "4e8e4d70-73bd-5ddc-a3f6-b641dd74a1c5",
                      name: "Christine Woods",
                      media: [],
                      role: ["actor", "director"],
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    "/contributor/{contributorId}": {
      get: {
        operationId: "getContributor",
        parameters: [
          { name: "contributorId", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                example: {
                  id: "4e8e4d70-73bd-5ddc-a3f6-b641dd74a1c5",
                  name: "Christine Woods",
                  media: [],
                  role: ["actor"],
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a list the doc shows only empty, with no shape of its items", () => {
  it("stays empty in the seed: no made-up words", async () => {
    const doc = await ingestFile({ name: "tv.openapi.json", text: JSON.stringify(SPEC) });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 58 });
    if (!b.ok) throw new Error(b.error.message);
    const rows = Object.values(b.value.initialState as Record<string, Record<string, unknown>[]>)
      .flat()
      .filter((r) => "media" in r || "role" in r);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) if (r.media !== undefined) expect(r.media).toEqual([]);
    // Counter-example: a list the doc shows with words keeps words.
    expect(rows.some((r) => Array.isArray(r.role) && (r.role as unknown[]).length > 0)).toBe(true);
  });
});
