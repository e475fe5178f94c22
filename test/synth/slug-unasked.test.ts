import { describe, expect, it } from "vitest";
import { looksOpaque } from "../../src/core/synth/text.js";

/**
 * RAWG's genres and tags (fresh40 blind readers, F in 10 of 60 samples): "what's the number of
 * games and slug of the tag called Thriller?" — a slug is the name made a URL key, no fact a
 * person asks for or is told.
 */
describe("a slug is a key", () => {
  it("is opaque like an id, whatever its words", () => {
    expect(looksOpaque("slug", "graphic-novel")).toBe(true);
    expect(looksOpaque("genre_slug", "science-fiction")).toBe(true);
    expect(looksOpaque("name", "Science Fiction")).toBe(false);
  });
});
