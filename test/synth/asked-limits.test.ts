import { describe, expect, it } from "vitest";
import { answerLabel } from "../../src/core/synth/build-task.js";
import { copula } from "../../src/core/synth/writer.js";

/**
 * Stop 31, task "nouns": "max artifact description length chars and max artifact labels count of
 * the resource limit" (fresh16 apicurio getResourceLimits, readers F) — a field's name read out.
 */
describe("an asked field reads as a person asks it", () => {
  it("says max/min in full, a bound count as 'the number of', a unit as 'in …'", () => {
    expect(answerLabel("maxArtifactLabelsCount")).toBe("maximum number of artifact labels");
    expect(answerLabel("maxArtifactDescriptionLengthChars")).toBe(
      "maximum artifact description length in characters",
    );
    expect(answerLabel("min_price")).toBe("minimum price");
    expect(answerLabel("width")).toBe("width");
    // `firstAccessAt`, `delivery_on`: when it happens, never "the first access at is …".
    expect(answerLabel("firstAccessAt")).toBe("first access time");
    expect(answerLabel("delivery_on")).toBe("delivery date");
    expect(answerLabel("occurred_at")).toBe("occurred at");
  });

  it("agrees with the label's head, not its last word ('the maximum number of labels is 2')", () => {
    expect(copula("maximum number of artifact labels")).toBe("is");
    expect(copula("maximum artifact description length in characters")).toBe("is");
    expect(copula("tags")).toBe("are");
    expect(copula("size")).toBe("is");
  });
});
