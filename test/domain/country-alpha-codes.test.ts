import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// fresh43 readers N (mon-voyage-pas-cher): countries with `"alpha-2-code":"A2-8177"`.
describe("a country's alpha-2 and alpha-3 codes are ISO codes", () => {
  const s = createValueSampler(43, { domain: "travel flights countries" });
  const draw = (name: string) =>
    Array.from({ length: 8 }, () =>
      s.value({ name, schema: { type: "string" }, entity: "countries", record: {} }),
    );
  it("draws two and three capital letters", () => {
    for (const v of draw("alpha-2-code")) expect(v).toMatch(/^[A-Z]{2}$/);
    for (const v of draw("alpha-3-code")) expect(v).toMatch(/^[A-Z]{3}$/);
  });
});
