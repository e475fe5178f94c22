import { describe, expect, it } from "vitest";
import { isPlumbing } from "../../src/core/domain/field-roles.js";

/**
 * OMDb's `r` — "The data type to return.", json | xml (fresh46, held out until stop 47's blind
 * read): three requests read "check the movie for tt1285016, for xml, …". The wire format of an
 * answer is transport, never what a person asks for.
 */
describe("an input that picks the wire format of the answer", () => {
  it("is plumbing", () => {
    expect(isPlumbing("r", { description: "The data type to return.", in: "query" })).toBe(true);
    expect(
      isPlumbing("output", { description: "Response format: json or xml.", in: "query" }),
    ).toBe(true);
  });
  it("is plumbing when its name says so: regulations.gov's `response_format` 'Format' (fresh52)", () => {
    expect(isPlumbing("response_format", { description: "Format", in: "path" })).toBe(true);
    expect(isPlumbing("outputFormat", { in: "query" })).toBe(true);
    expect(isPlumbing("result_type", { description: "mixed, recent or popular" })).toBe(false);
  });
  it("a filter that names a format, or a body field, is not", () => {
    expect(isPlumbing("type", { description: "Type of result to return.", in: "query" })).toBe(
      false,
    );
    expect(isPlumbing("file_type", { description: "Only files of this type.", in: "query" })).toBe(
      false,
    );
    expect(
      isPlumbing("document", { description: "The document, as json or xml.", in: "body" }),
    ).toBe(false);
  });
});
