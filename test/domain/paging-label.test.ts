import { describe, expect, it } from "vitest";
import { isPagingLabel } from "../../src/core/domain/field-roles.js";
import { unspokenLabel } from "../../src/core/synth/label-wording.js";
import { spokenFieldLabel } from "../../src/core/synth/schema-wording.js";

// The writer's labels and the answer check had two lists that disagreed ("total size" and "items"
// were paging to one, "next page" and "has more" to the other): one list now serves both.
describe("one paging-label rule for the writer and the answer check", () => {
  const paging = [
    "total items",
    "total size",
    "items",
    "next page",
    "has more",
    "page size",
    "offset",
  ];
  it.each(paging)("%s is a paging field's label in both places", (label) => {
    expect(isPagingLabel(label)).toBe(true);
    expect(unspokenLabel(label)).toBe(true);
    expect(spokenFieldLabel(label.replace(/ /g, "_"))).toBeUndefined();
  });
  it("a description that says paging makes any name a paging field", () => {
    expect(isPagingLabel("count", "Number of items per page")).toBe(true);
    expect(spokenFieldLabel("count", { description: "Number of items per page" })).toBeUndefined();
  });
  it.each(["total price", "items sold", "page title", "first name", "limit price"])(
    "%s is a fact about the thing",
    (label) => {
      expect(isPagingLabel(label)).toBe(false);
      expect(spokenFieldLabel(label.replace(/ /g, "_"))).toBeDefined();
    },
  );
});
