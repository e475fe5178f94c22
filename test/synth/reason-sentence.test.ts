import { describe, expect, it } from "vitest";
import { reasonSentence } from "../../src/core/synth/writer.js";

/** fresh41 dev (taxamo refunds): "It's about an ordered the wrong size." */
describe("a reason said as a person gives it", () => {
  it.each([
    ["Ordered the wrong size", "I ordered the wrong size."],
    ["Changed my mind", "I changed my mind."],
    ["No longer needed", "It's no longer needed."],
    ["Customer request", "It's about a customer request."],
    ["Annual check-up", "It's about an annual check-up."],
  ])("%s", (reason, said) => {
    expect(reasonSentence(reason)).toBe(said);
  });
});
