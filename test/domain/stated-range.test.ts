import { describe, expect, it } from "vitest";
import { docRanges } from "../../src/core/domain/doc-shapes.js";
import { epochUnit } from "../../src/core/domain/field-roles.js";
import { createValueSampler } from "../../src/core/domain/values.js";

// fresh58 blind readers: OpenUV's `/protection` `from`/`to` are "UV Index from value for
// protection datetime lookup. From 0 to 40." — the gold sent epoch 1768132800.
const UV_FROM = {
  type: "number",
  description: "UV Index from value for protection datetime lookup. From 0 to 40.",
  example: 2.5,
};

describe("a number's stated range beats its name", () => {
  it("a value 'From 0 to 40' is no instant, whatever its name or the word datetime", () => {
    expect(epochUnit("from", UV_FROM)).toBeUndefined();
    expect(
      epochUnit("to", { ...UV_FROM, description: UV_FROM.description.replace("from", "to") }),
    ).toBeUndefined();
    // Counter-example: an instant stays one.
    expect(
      epochUnit("from", { type: "integer", description: "Start time, a Unix timestamp" }),
    ).toBe("s");
  });

  it("the sampler draws it inside the stated range", () => {
    const s = createValueSampler(3, { domain: "UV index" });
    for (const name of ["from", "to"])
      for (let i = 0; i < 5; i++) {
        const v = s.value({ name, schema: UV_FROM, entity: "protection", record: {} });
        expect(typeof v).toBe("number");
        expect(v as number).toBeGreaterThanOrEqual(0);
        expect(v as number).toBeLessThanOrEqual(40);
      }
  });

  it("reads 'from A to B' with units glued on as a range", () => {
    expect(
      docRanges("alt", { type: "number", description: "Altitude in meters, from 0 to 10000m." }),
    ).toContainEqual(expect.objectContaining({ min: 0, max: 10000 }));
  });
});
