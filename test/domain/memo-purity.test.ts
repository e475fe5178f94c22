import { describe, expect, it } from "vitest";
import { documentedValues, semanticKind } from "../../src/core/domain/values.js";
import { plural, singular, splitWords } from "../../src/core/domain/words.js";

// Seeding a state asks the same questions of the same field once per record, so the answers are
// remembered. A remembered answer must be the answer: never changed by what a caller did with an
// earlier one, and never one asked under another entity, field model or domain.
describe("remembered answers about a field", () => {
  it("splitWords gives each caller its own list", () => {
    const first = splitWords("orderItemId");
    first.pop();
    first.push("x");
    expect(splitWords("orderItemId")).toEqual(["order", "item", "id"]);
  });

  it("singular and plural agree with pluralize on every call", () => {
    for (let i = 0; i < 3; i++) {
      expect(singular("order_items")).toBe("order_item");
      expect(singular("statuses")).toBe("status");
      expect(plural("orderItem")).toBe("orderItems");
    }
  });

  it("documentedValues gives each caller its own list", () => {
    const schema = { type: "string", description: "Airport code, e.g. JFK, LHR or CDG" };
    const first = documentedValues(schema);
    expect(first).toEqual(["JFK", "LHR", "CDG"]);
    first.length = 0;
    expect(documentedValues(schema)).toEqual(["JFK", "LHR", "CDG"]);
  });

  it("documentedValues of one schema reads each field model's own examples", () => {
    const schema = { type: "string" };
    const a = { name: "code", type: "string", role: "code", examples: ["A1"] } as never;
    const b = { name: "code", type: "string", role: "code", examples: ["B2"] } as never;
    expect(documentedValues(schema, a)).toEqual(["A1"]);
    expect(documentedValues(schema, b)).toEqual(["B2"]);
  });

  it("semanticKind of one schema object depends on the entity and the domain", () => {
    const text = { type: "string" };
    // `text` of a QR code is what it encodes; of a dictionary, a usage example; elsewhere neither.
    expect(semanticKind({ name: "text", schema: text, entity: "qr_code" })).toBe("encoded-content");
    expect(
      semanticKind({ name: "text", schema: text, entity: "entry" }, "an online dictionary"),
    ).toBe("text:usage-example");
    expect(semanticKind({ name: "text", schema: text, entity: "entry" }, "a weather API")).not.toBe(
      "text:usage-example",
    );
    expect(semanticKind({ name: "text", schema: text, entity: "qr_code" })).toBe("encoded-content");
  });

  it("semanticKind of one schema object depends on the field model's role", () => {
    const schema = { type: "string" };
    const asked = (role: string) =>
      semanticKind({
        name: "reach",
        schema,
        field: { name: "reach", type: "string", role } as never,
      });
    expect(asked("email")).toBe("email");
    expect(asked("phone")).toBe("phone");
    expect(asked("email")).toBe("email");
  });
});
