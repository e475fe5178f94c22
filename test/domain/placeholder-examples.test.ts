import { describe, expect, it } from "vitest";
import { docExamples, isPlaceholder } from "../../src/core/domain/field-roles.js";

// Svix's ApplicationIn.uid (fresh55 blind readers, N on 8 of 60): the doc's example
// "unique-app-identifier" became every seeded app's uid.
describe("a doc example that is a placeholder is no value", () => {
  it("knows placeholders", () => {
    expect(isPlaceholder("unique-app-identifier")).toBe(true);
    expect(isPlaceholder("your-api-key")).toBe(true);
    for (const v of ["example.com", "checkout-web", "user.signup", "my-project", "Sample", 42])
      expect(isPlaceholder(v), String(v)).toBe(false);
  });
  it("drops it from a field's examples", () => {
    const uid = {
      type: "string",
      description: "Optional unique identifier for the application.",
      example: "unique-app-identifier",
      maxLength: 256,
      minLength: 1,
      pattern: "^[a-zA-Z0-9\\-_.]+$",
    };
    expect(docExamples(uid, uid.description, "uid")).toEqual([]);
  });

  // otoroshi (fresh56 blind readers, N/A): 227 examples "a string value"; a link "URL".
  it("an example naming the value's type is a placeholder too", () => {
    for (const v of ["a string value", "string", "URL", "an integer", "value"])
      expect(isPlaceholder(v), v).toBe(true);
    for (const v of ["String theory", "Text message", "urgent", "Value pack"])
      expect(isPlaceholder(v), v).toBe(false);
    const root = { type: "string", example: "a string value" };
    expect(docExamples(root, "", "root")).toEqual([]);
  });
});
