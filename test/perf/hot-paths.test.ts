import { describe, expect, it } from "vitest";
import { describedCodes } from "../../src/core/domain/enum-labels.js";
import { formWording, slotChain } from "../../src/core/synth/checks.js";

// The run's hottest pure helpers answer from what they already know, with the same answers.

describe("describedCodes is worked out once per schema", () => {
  it("answers a schema asked again with the codes it found the first time", () => {
    const schema = { type: "integer", description: "0 for watched, 1 for acquired, 2 for skipped" };
    const first = describedCodes(schema);
    expect(first).toEqual([0, 1, 2]);
    // The same array: the description was not read a second time.
    expect(describedCodes(schema)).toBe(first);
    // An equal but distinct schema is read on its own.
    expect(describedCodes({ ...schema })).not.toBe(first);
    expect(describedCodes({ ...schema })).toEqual([0, 1, 2]);
  });

  it("remembers a schema that lists no codes too", () => {
    const schema = { type: "string", description: "A name" };
    expect(describedCodes(schema)).toBeUndefined();
    expect(describedCodes(schema)).toBeUndefined();
  });
});

describe("form-wording checks skip labels the text does not hold", () => {
  const many = Array.from({ length: 2000 }, (_, i) => `unrelated label ${i}`);

  it("still finds a slot chain whatever its case, among thousands of labels", () => {
    const params = [...many, "account holder code"];
    expect(slotChain("Open it With Account Holder Code AH-2231 please", params)).toBe(
      "With Account Holder Code A",
    );
    expect(slotChain("Open it for my partner please", params)).toBeUndefined();
  });

  it("still finds a field label read out, in any case", () => {
    const params = [...many, "target celsius"];
    expect(formWording("Warm it up: The Target Celsius is 21 tonight.", params)).toBe(
      "The Target Celsius is",
    );
    expect(formWording("Warm the living room up to 21 degrees tonight.", params)).toBeUndefined();
  });
});
