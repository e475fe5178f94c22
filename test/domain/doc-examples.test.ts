import { describe, expect, it } from "vitest";
import { docExamples } from "../../src/core/domain/field-roles.js";
import { documentedValues } from "../../src/core/domain/values.js";

// A spec whose "examples" describe the field (Red Hat's catalog inventory): a reader found
// `"availability_status":"The availability status of source"` and
// `"cloud_connector_id":"The GUID of the RedHat connect client being used"` in tool output.
describe("a doc example that describes its field is not a value", () => {
  const status = {
    type: "string",
    title: "Availability Status",
    example: "The availability status of source",
  };
  const connector = {
    type: "string",
    title: "RedHat Connect Client Id",
    example: "The GUID of the RedHat connect client being used",
  };

  it("is dropped, by the field's name or its title", () => {
    expect(docExamples(status, "", "availability_status")).toEqual([]);
    expect(docExamples(connector, "", "cloud_connector_id")).toEqual([]);
    expect(documentedValues(status)).toEqual([]);
    expect(documentedValues(connector)).toEqual([]);
  });

  it("real values that open with an article stay", () => {
    const band = { type: "string", title: "Band name", example: "The Rolling Stones" };
    const book = { type: "string", title: "Book title", example: "The Lord of the Rings" };
    const note = { type: "string", title: "Note", example: "The client prefers a call after 5 pm" };
    expect(docExamples(band, "", "band_name")).toEqual(["The Rolling Stones"]);
    expect(docExamples(book, "", "book_title")).toEqual(["The Lord of the Rings"]);
    expect(documentedValues(note)).toEqual(["The client prefers a call after 5 pm"]);
  });
});
