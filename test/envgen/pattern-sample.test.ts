import { describe, expect, it } from "vitest";
import { samplePattern } from "../../src/core/envgen/pattern-sample.js";

function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

describe("samplePattern", () => {
  const patterns = [
    "^[0-2][0-9]:[0-5][0-9]$",
    "^[a-zA-Z][-\\w\\._\\(\\)]{2,20}$",
    "^[A-Z]{3}-\\d{4}$",
    "^(eu|us|ap)-(north|south)-\\d$",
    "^\\d+(\\.\\d+)?$",
  ];
  for (const p of patterns) {
    it(`matches ${p}`, () => {
      for (let s = 1; s < 20; s++) {
        const v = samplePattern(p, seeded(s));
        expect(v).toBeDefined();
        expect(new RegExp(p).test(v!)).toBe(true);
      }
    });
  }
  it("gives up (undefined) rather than returning a non-matching value", () => {
    expect(samplePattern("^(?=.*[A-Z])(?!x)[a-z]{3}$", seeded(1))).toBeUndefined();
  });
});
