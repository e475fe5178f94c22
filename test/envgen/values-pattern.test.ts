import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { samplePattern } from "../../src/core/domain/values.js";

describe("samplePattern (randexp, seeded)", () => {
  const patterns = [
    "^[0-2][0-9]:[0-5][0-9]$",
    "^[a-zA-Z][-\\w\\._\\(\\)]{2,20}$",
    "^[A-Z]{3}-\\d{4}$",
    "^(eu|us|ap)-(north|south)-\\d$",
    "^\\d+(\\.\\d+)?$",
    "^[A-Z0-9]{2} ?\\d{1,4}$",
    "^[^\\s]{4,8}$",
  ];
  for (const p of patterns) {
    it(`matches ${p}`, () => {
      for (let s = 1; s < 20; s++) {
        const v = samplePattern(p, createRng(s));
        expect(v).toBeDefined();
        expect(new RegExp(p, "u").test(v as string)).toBe(true);
      }
    });
  }
  it("is deterministic per seed", () => {
    const p = "^[A-Z]{2}\\d{3,6}$";
    expect(samplePattern(p, createRng(9))).toBe(samplePattern(p, createRng(9)));
  });
  it("gives up (undefined) rather than returning a non-matching value", () => {
    expect(samplePattern("^(?=.*[A-Z])(?!x)[a-z]{3}$", createRng(1))).toBeUndefined();
    expect(samplePattern("(?<=a)b", createRng(1))).toBeUndefined();
  });
  it("never emits control or non-ASCII characters for `.` and negated classes", () => {
    for (let s = 1; s < 30; s++) {
      const v = samplePattern("^.{5}[^a-z]{3}$", createRng(s)) ?? "";
      expect(v).toMatch(/^[\x20-\x7e]{8}$/);
    }
  });
});
