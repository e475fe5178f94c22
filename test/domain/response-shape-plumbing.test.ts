import { describe, expect, it } from "vitest";
import { isPlumbing } from "../../src/core/domain/field-roles.js";

// Inputs that shape what comes back, never what a person wants: the fresh40 readers marked "I need
// the mixin of the programme highlight with all as the availability" (BBC iPlayer's `mixin`,
// "Request additional data in the output") and the fresh44 dev run asked "list the fossil groups
// with a thumbsize of 2" (Nookipedia's `thumbsize`, "Specify the desired width of returned image
// URLs").
describe("a response-shaping input is plumbing", () => {
  it("marks BBC's mixin and Nookipedia's thumbsize and excludedetails", () => {
    expect(isPlumbing("mixin", { description: "Request additional data in the output" })).toBe(
      true,
    );
    expect(
      isPlumbing("thumbsize", {
        description:
          "Specify the desired width of returned image URLs. When unspecified, the linked image(s) returned by the API will be full-resolution.",
      }),
    ).toBe(true);
    expect(
      isPlumbing("excludedetails", {
        description:
          "When set to `true`, only bug names are returned. Instead of an array of objects with all details, the return will be an array of strings.",
      }),
    ).toBe(true);
  });
  it("fulfillment.com's `hydrate`: 'Adds additional information to the response' (fresh52)", () => {
    expect(
      isPlumbing("hydrate", {
        description:
          "Adds additional information to the response, uses a CSV format for multiple values.",
        in: "query",
      }),
    ).toBe(true);
  });
  it("leaves filters a person chooses alone", () => {
    expect(isPlumbing("live", { description: "Whether to include live programmes" })).toBe(false);
    expect(
      isPlumbing("month", {
        description: "Retrive only the bug that are available in a specific month.",
      }),
    ).toBe(false);
    expect(
      isPlumbing("availability", { description: "Whether to return all, or available programmes" }),
    ).toBe(false);
  });
});
