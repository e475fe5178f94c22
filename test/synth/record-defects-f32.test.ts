import { describe, expect, it } from "vitest";
import { bookTitleName } from "../../src/core/synth/record-defects.js";

// f32 (OpenFinTech) and f33 (meilisearch): banks, countries and keys were named with novels'
// titles while the run's nonsense figure saw nothing; a reader rejects every one.
describe("a record named with a novel's title where the API keeps no books", () => {
  const fintech = "open fintech banks payment methods our api libraries convert responses";
  it("is nonsense data", () => {
    expect(bookTitleName("name", "Nineteen Eighty Four", fintech)).toBe(true);
    expect(
      bookTitleName("name", "The Adventures of Huckleberry Finn", "meilisearch keys indexes"),
    ).toBe(true);
  });
  it("is no defect where the doc is about books, or under a key that is no record's own name", () => {
    expect(
      bookTitleName("title", "Nineteen Eighty Four", "a lending library: books and authors"),
    ).toBe(false);
    expect(bookTitleName("username", "Nineteen Eighty Four", fintech)).toBe(false);
    expect(bookTitleName("name", "Bank of America", fintech)).toBe(false);
  });
});
