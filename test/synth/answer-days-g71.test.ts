import { describe, expect, it } from "vitest";
import { answerFact } from "../../src/core/synth/build-task.js";

/**
 * The bundled shoe shop's `quoteShipping` answers `{"days": 1}`, said "The cost is £202.50 and it
 * takes 1 days." (examples run, stop 70).
 */
describe("a duration in days is said with its count", () => {
  it("says one day in the singular and more in the plural", () => {
    expect(answerFact("s1", "days", 1, 0, {}).text).toBe("it takes 1 day");
    expect(answerFact("s1", "days", 10, 0, {}).text).toBe("it takes 10 days");
    expect(answerFact("s1", "hours", 1, 0, {}).text).toBe("it takes 1 hour");
  });
});
