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

describe("cursor parameters by another name (svix's `iterator`, f33)", () => {
  it("an iterator or a starting-after cursor is paging, a date filter named `after` is not", async () => {
    const { isPaging } = await import("../../src/core/domain/field-roles.js");
    expect(isPaging("iterator")).toBe(true);
    expect(isPaging("prev_iterator")).toBe(true);
    expect(isPaging("starting_after")).toBe(true);
    expect(isPaging("after")).toBe(false);
    expect(isPaging("event_types")).toBe(false);
  });
});

describe("a start offset by Joomla's name (watchful.li's `limitstart`, fresh42 dev)", () => {
  it("limitstart and first_result are paging: never 'the extension with a limitstart of 70'", async () => {
    const { isPaging } = await import("../../src/core/domain/field-roles.js");
    expect(isPaging("limitstart")).toBe(true);
    expect(isPaging("first_result")).toBe(true);
    expect(isPaging("start_date")).toBe(false);
  });
});
