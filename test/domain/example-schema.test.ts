import { describe, expect, it } from "vitest";
import {
  exampleValue,
  schemaFromExample,
  withExampleValues,
} from "../../src/core/domain/example-schema.js";

describe("schemaFromExample: the schema a doc's example shows", () => {
  it("reads a string that holds JSON as that JSON (funtranslations' yoda example)", () => {
    const doc =
      '{\n  "success": {\n    "total": 1\n  },\n  "contents": {\n    "translated": "Lost a planet, master obiwan has."\n  }\n}';
    expect(exampleValue(doc)).toEqual({
      success: { total: 1 },
      contents: { translated: "Lost a planet, master obiwan has." },
    });
    expect(exampleValue("{not json")).toBe("{not json");
    expect(schemaFromExample(doc)).toEqual({
      type: "object",
      properties: {
        success: {
          type: "object",
          properties: { total: { type: "integer", examples: [1] } },
          required: ["total"],
        },
        contents: {
          type: "object",
          properties: {
            translated: { type: "string", examples: ["Lost a planet, master obiwan has."] },
          },
          required: ["translated"],
        },
      },
      required: ["success", "contents"],
    });
  });

  it("learns a list's items from its first items: fields united, values pooled", () => {
    const s = schemaFromExample({
      rows: [
        { code: "yoda", speakers: 1 },
        { code: "pirate", speakers: 2.5, note: null },
      ],
      tags: [],
      gone: null,
    });
    expect(s.required).toEqual(["rows", "tags"]);
    expect(s.properties).toEqual({
      rows: {
        type: "array",
        items: {
          type: "object",
          properties: {
            code: { type: "string", examples: ["yoda", "pirate"] },
            speakers: { type: "number", examples: [1, 2.5] },
            note: { type: "null" },
          },
          required: ["code", "speakers"],
        },
      },
      tags: { type: "array", items: {}, examples: [[]] },
      gone: { type: "null" },
    });
  });

  it("reads a map keyed by ids as additionalProperties, not one field per id", () => {
    const s = schemaFromExample({ "1001": { name: "Ada" }, "1002": { name: "Alan" } });
    expect(s).toEqual({
      type: "object",
      additionalProperties: {
        type: "object",
        properties: { name: { type: "string", examples: ["Ada", "Alan"] } },
        required: ["name"],
      },
    });
  });
});

describe("withExampleValues: a doc's example laid onto its schema", () => {
  const schema = {
    type: "object",
    properties: {
      plan: { type: "string" },
      remaining: { type: "integer" },
      zone: { type: "string", example: "UTC" },
      items: { type: "array", items: { type: "object", properties: { sku: { type: "string" } } } },
      extra: { type: "object" },
    },
  };

  it("gives each field the doc's value where the schema names none, of the field's kind only", () => {
    const laid = withExampleValues(schema, {
      plan: "Starter tier",
      remaining: "many",
      zone: "Europe/Berlin",
      items: [{ sku: "AB-12" }],
      extra: { colour: "teal" },
    });
    const p = laid.properties as Record<string, Record<string, unknown>>;
    expect(p.plan).toEqual({ type: "string", examples: ["Starter tier"] });
    // "many" is no integer; the field's own example stays.
    expect(p.remaining).toEqual({ type: "integer" });
    expect(p.zone).toEqual({ type: "string", example: "UTC" });
    expect(p.items!.items).toEqual({
      type: "object",
      properties: { sku: { type: "string", examples: ["AB-12"] } },
    });
    expect(p.extra).toEqual({
      type: "object",
      properties: { colour: { type: "string", examples: ["teal"] } },
      required: ["colour"],
    });
  });

  it("copies, never changes, the schema it was given", () => {
    const before = JSON.stringify(schema);
    withExampleValues(schema, JSON.stringify({ plan: "Pro" }));
    expect(JSON.stringify(schema)).toBe(before);
    expect(withExampleValues(schema, { unknown: 1 })).toBe(schema);
  });
});
