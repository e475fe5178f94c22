import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * NDHM Health ID (fresh75 blind readers N): `dayOfBirth` "2025-12-22", `yearOfBirth` "2020" — a
 * day that was a whole date, people born last month or as children. A birth date told in parts is
 * one adult's date, each field its part.
 */
describe("a birth date told in parts (vals71)", () => {
  it("gives day, month and year of one adult's birth date", () => {
    const clock = "2026-01-05T09:00:00.000Z";
    const sampler = createValueSampler(7, { clockStart: clock, domain: "Health ID" });
    for (let i = 0; i < 12; i++) {
      const rec: Record<string, unknown> = {};
      const part = (name: string) =>
        sampler.value({ name, schema: { type: "string" }, entity: "profiles", record: rec });
      const day = Number(part("dayOfBirth"));
      const month = Number(part("monthOfBirth"));
      const year = Number(part("yearOfBirth"));
      const whole = part("dateOfBirth");
      expect(day).toBeGreaterThanOrEqual(1);
      expect(day).toBeLessThanOrEqual(31);
      expect(month).toBeGreaterThanOrEqual(1);
      expect(month).toBeLessThanOrEqual(12);
      expect(year).toBeLessThanOrEqual(2008);
      expect(year).toBeGreaterThan(1930);
      expect(whole).toBe(
        `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      );
    }
  });
});
