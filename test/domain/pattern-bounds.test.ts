import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { samplePattern } from "../../src/core/domain/values.js";

// fresh43 readers U/F (mon-voyage-pas-cher `getElevation`): `locations` is one "lat,long" point or
// a pipe-separated list, pattern `…((\|…),…){0,256}$`; the sampled value held ~150 points and the
// user recited all of them.
const LOCATIONS =
  "^(\\-?\\d+(\\.\\d+)?),\\s*(\\-?\\d+(\\.\\d+)?)+((\\|\\-?\\d+(\\.\\d+)?),\\s*(\\-?\\d+(\\.\\d+)?)){0,256}$";

describe("a pattern's explicit bound is a limit, not a size", () => {
  it("gives one or two points, each matching the pattern", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const v = samplePattern(LOCATIONS, createRng(seed));
      expect(v).toBeDefined();
      expect(new RegExp(LOCATIONS).test(v!)).toBe(true);
      expect((v!.match(/\|/g) ?? []).length).toBeLessThanOrEqual(1);
    }
  });
  it("still honours a lower bound", () => {
    const v = samplePattern("^[A-Z]{3,5}$", createRng(3));
    expect(v).toMatch(/^[A-Z]{3,5}$/);
  });
});
