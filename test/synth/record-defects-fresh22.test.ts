import { describe, expect, it } from "vitest";
import { fillerName, ownWordNumber, placePart } from "../../src/core/synth/record-defects.js";

/** Each case quotes what a fresh22 blind reader (/work/blind40) marked N. */
describe("record-level nonsense of the fresh22 blind reading", () => {
  it('"The detection is Detection 7": a result that is its own field word and a number', () => {
    expect(ownWordNumber("detection", "Detection 7")).toBe(true);
    expect(ownWordNumber("extraction", "Extraction 8")).toBe(true);
    expect(ownWordNumber("classification", "Classification 5")).toBe(true);
    expect(ownWordNumber("similarity", "Similarity 8")).toBe(true);
    expect(ownWordNumber("analysis", "Analysis 2")).toBe(true);
    expect(ownWordNumber("assessment", "Assessment 6")).toBe(true);
    expect(ownWordNumber("content_detection", "Content detection 1")).toBe(true);
    expect(ownWordNumber("contentDetection", "Content detection 1")).toBe(true);
    // A value of the field's kind, or a thing numbered by nature, is no placeholder.
    expect(ownWordNumber("detection", "spam")).toBe(false);
    expect(ownWordNumber("similarity", "0.82")).toBe(false);
    expect(ownWordNumber("terminal", "Terminal 2")).toBe(false);
    expect(ownWordNumber("room", "Room 12")).toBe(false);
    expect(ownWordNumber("name", "Detection 7")).toBe(false);
  });

  it('"Custom party", "Main party", "Standard name php", "Team branded" are filler names', () => {
    for (const v of ["Custom party", "Main party", "Primary party", "Personal party"])
      expect(fillerName("party_name", v), v).toBe(true);
    for (const v of ["Standard name php", "Custom barcode php", "Standard branded", "Team branded"])
      expect(fillerName("name", v), v).toBe(true);
    expect(fillerName("party_name", "Harbour Freight Ltd")).toBe(false);
  });
});

describe("address parts of another city (fresh22 readers)", () => {
  it('"county Sydney Airport for Portland", "Denver stored with state TX, postal 78780"', () => {
    const kinds = (rec: Record<string, unknown>) => placePart(rec).map((d) => d.key);
    expect(
      kinds({ city: "Portland", country: "US", county: "Sydney Airport", zip: "97232" }),
    ).toEqual(["county"]);
    expect(kinds({ city: "Denver", state: "TX", postal_code: "78780" })).toEqual([
      "state",
      "postal_code",
    ]);
    expect(kinds({ city: "Paris", county: "Sydney Airport" })).toEqual(["county"]);
    // The city's own parts, and parts of no known city, pass.
    expect(
      kinds({ city: "Portland", county: "Multnomah County", state: "OR", zip: "97232" }),
    ).toEqual([]);
    expect(kinds({ city: "Denver", state: "Colorado", postal_code: "80202" })).toEqual([]);
    expect(kinds({ city: "Springfield", county: "Sydney Airport" })).toEqual([]);
  });
});
