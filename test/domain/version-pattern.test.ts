import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// Panorama (fresh60): `PackageVersion` under `^([0-9]+)\.([0-9]+)$` read "39378.3248" and
// "153919.1518": the sampler's "1.4.2" did not fit the pattern, so pattern fill took its place.
describe("a version under the doc's pattern", () => {
  it("is a small version with as many parts as the pattern takes", () => {
    const s = createValueSampler(7, { domain: "general aws-panorama AWS Panorama" });
    for (let i = 0; i < 10; i++) {
      const v = s.value({
        name: "PackageVersion",
        schema: {
          type: "string",
          pattern: "^([0-9]+)\\.([0-9]+)$",
          description: "The package's version.",
        },
        entity: "packages",
        siblings: ["PackageId", "PackageVersion"],
        record: {},
      });
      expect(v).toMatch(/^[1-9]\.\d{1,2}$/);
    }
  });
});
