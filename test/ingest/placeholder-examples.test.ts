import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * fresh15 tisane: "I want to find the feature values in French, it's a {Grammar/Style/Semantics}.
 * It's for "{feature_list_name}"." — the doc's `example`s are templates of a value, not values;
 * every stage after ingest (seed data, value picking, the runtime's answers) trusted them.
 */
const spec = {
  openapi: "3.0.3",
  info: { title: "Language model", version: "1" },
  paths: {
    "/values": {
      get: {
        operationId: "listFeatureValues",
        parameters: [
          {
            name: "type",
            in: "query",
            schema: { type: "string", example: "{Grammar/Style/Semantics}" },
          },
          {
            name: "description",
            in: "query",
            schema: { type: "string", example: "{feature_list_name}" },
          },
          { name: "family", in: "query", schema: { type: "string", example: "<family id>" } },
          { name: "key", in: "query", schema: { type: "string", example: "{{apiKey}}" } },
          { name: "note", in: "query", schema: { type: "string", example: "string" } },
          { name: "code", in: "query", schema: { type: "string", default: "XXXXXX" } },
          { name: "language", in: "query", schema: { type: "string", example: "fr" } },
          // carbone's template upload (fresh29): words for what goes there, not a file.
          {
            name: "template",
            in: "query",
            schema: { type: "string", example: "base64-encoded file contents" },
          },
          { name: "content", in: "query", schema: { type: "string", example: "Raw data" } },
          { name: "title", in: "query", schema: { type: "string", example: "Data contents" } },
          { name: "query", in: "query", schema: { type: "string", example: '{"lemma": "run"}' } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { name: { type: "string", example: "$" + "{name}" } },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a doc's template example is no example", () => {
  it("drops placeholders, keeps real examples, and reads a template's listed choices", async () => {
    const doc = await ingestFile({ name: "lm.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const tool = doc.value.tools[0];
    const props = (tool?.inputSchema.properties ?? {}) as Record<
      string,
      { examples?: unknown[]; default?: unknown }
    >;
    expect(props.type?.examples).toEqual(["Grammar", "Style", "Semantics"]);
    expect(props.description?.examples).toBeUndefined();
    expect(props.family?.examples).toBeUndefined();
    expect(props.key?.examples).toBeUndefined();
    expect(props.note?.examples).toBeUndefined();
    expect(props.code?.default).toBeUndefined();
    expect(props.language?.examples).toEqual(["fr"]);
    expect(props.template?.examples).toBeUndefined();
    expect(props.content?.examples).toBeUndefined();
    // A real title that happens to use the words stays.
    expect(props.title?.examples).toEqual(["Data contents"]);
    expect(props.query?.examples).toEqual(['{"lemma": "run"}']);
    const out = (tool?.outputSchema?.properties ?? {}) as Record<string, { examples?: unknown[] }>;
    expect(out.name?.examples).toBeUndefined();
  });
});
