import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * fresh18, meshery: go-swagger writes gofrs' `uuid.UUID` (a `[16]byte` whose JSON is the usual
 * string) as `{type: array, items: {type: integer, format: uint8}, title: "UUID is an array type
 * to represent the value of a UUID …"}`. The environment then answered ids like `[59, 20, 35]`
 * and every "pattern" was named by a list of small numbers. The wire value is a UUID string.
 */
const spec = {
  openapi: "3.0.1",
  info: { title: "Patterns", version: "1" },
  components: {
    schemas: {
      UUID: {
        items: { format: "uint8", type: "integer" },
        title: "UUID is an array type to represent the value of a UUID, as defined in RFC-4122.",
        type: "array",
      },
      Pattern: {
        type: "object",
        properties: {
          id: { $ref: "#/components/schemas/UUID" },
          name: { type: "string" },
          checksum: { type: "array", items: { type: "integer", format: "uint8" } },
        },
      },
    },
  },
  paths: {
    "/patterns": {
      get: {
        operationId: "listPatterns",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Pattern" } },
              },
            },
          },
        },
      },
    },
  },
};

describe("a UUID written as an array of bytes", () => {
  it("is read as a uuid string; other byte arrays stay arrays", async () => {
    const doc = await ingestFile({ name: "meshery.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const out = doc.value.tools[0]?.outputSchema as {
      items: { properties: Record<string, Record<string, unknown>> };
    };
    const props = out.items.properties;
    expect(props.id).toMatchObject({ type: "string", format: "uuid" });
    expect(props.id?.items).toBeUndefined();
    expect(props.checksum).toMatchObject({ type: "array" });
  });
});
