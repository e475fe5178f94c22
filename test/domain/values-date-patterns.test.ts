import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// Clever's Student `dob` is a string with the pattern `(?:[0-9]{1,2})/([0-9]{1,2})/([0-9]{4})` and no
// format: the pattern spells a date, yet a random draw from it told a reader "born 25/7/0724"
// (fresh32 readers N). A date the pattern spells is a real date, written the way the pattern asks.
const draw = (name: string, schema: Record<string, unknown>) => {
  const s = createValueSampler(7, { domain: "school rosters" });
  return Array.from({ length: 10 }, () =>
    s.value({ name, schema, entity: "students", record: {} }),
  );
};

describe("a string whose pattern spells a date", () => {
  it("is a real, plausible date in that spelling", () => {
    const pattern = "(?:[0-9]{1,2})/([0-9]{1,2})/([0-9]{4})";
    for (const v of draw("dob", { type: "string", pattern })) {
      const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(String(v));
      expect(m, String(v)).not.toBeNull();
      const [, a, b, y] = m!.map(Number) as [number, number, number, number];
      expect(y).toBeGreaterThan(1900);
      expect(y).toBeLessThan(2030);
      expect(Math.min(a, b)).toBeGreaterThanOrEqual(1);
      expect(Math.min(a, b)).toBeLessThanOrEqual(12);
      expect(Math.max(a, b)).toBeLessThanOrEqual(31);
    }
  });
  it("works for ISO-like and dotted spellings too", () => {
    for (const v of draw("start_date", { type: "string", pattern: "^\\d{4}\\d{2}\\d{2}$" })) {
      const y = Number(String(v).slice(0, 4));
      const mo = Number(String(v).slice(4, 6));
      expect(y, String(v)).toBeGreaterThan(1900);
      expect(mo, String(v)).toBeGreaterThanOrEqual(1);
      expect(mo, String(v)).toBeLessThanOrEqual(12);
    }
    for (const v of draw("birthday", { type: "string", pattern: "^\\d{2}\\.\\d{2}\\.\\d{4}$" })) {
      const [d, mo, y] = String(v).split(".").map(Number) as [number, number, number];
      expect(y, String(v)).toBeGreaterThan(1900);
      expect(mo, String(v)).toBeLessThanOrEqual(12);
      expect(d, String(v)).toBeLessThanOrEqual(31);
    }
  });
});
