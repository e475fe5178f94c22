import { describe, expect, it } from "vitest";
import { docResponseSchema } from "../../src/core/ingest/doc-response.js";

describe("a response the doc writes out in a code block (Braze, fresh46)", () => {
  it("reads keys, types and lists, with the doc's missing comma and its '...'", () => {
    const doc = [
      "Export a list of segments.",
      "",
      "## Segment List Endpoint API Response",
      "",
      "```json",
      "Content-Type: application/json",
      "{",
      "    \"message\": (required, string) the status of the export, returns 'success' when completed without errors,",
      '    "segments" : [',
      "        {",
      '            "id" : (string) Segment API Identifier,',
      '            "last_edited": (ISO 8601 string) the last edited time ',
      '            "is_archived" : (boolean) whether it is archived,',
      '            "size" : (integer) how many users',
      "        },",
      "        ...",
      "    ]",
      "}",
      "```",
    ].join("\n");
    expect(docResponseSchema(doc)).toEqual({
      type: "object",
      properties: {
        message: { type: "string" },
        segments: {
          type: "array",
          items: {
            type: "object",
            properties: {
              id: { type: "string" },
              last_edited: { type: "string", format: "date-time" },
              is_archived: { type: "boolean" },
              size: { type: "integer" },
            },
          },
        },
      },
    });
  });

  it("reads no request example and no prose as a response", () => {
    const request =
      'Compile API **request body** so that it contains:\n\n```json\n{\n  "query": "data.example.allow == true"\n}\n```';
    expect(docResponseSchema(request)).toBeUndefined();
    expect(docResponseSchema("Returns the list of pets.")).toBeUndefined();
  });
});
