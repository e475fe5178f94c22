import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { type PickContext, pickUserValue } from "../../src/core/plan/value-picker.js";

// SIGNL4's team schedules (fresh37 readers N): `{start, end}` as date-times, and a new schedule ran
// from Jan 24 to Jan 9. An end date already followed its start; an end time did not.
describe("a range of date-times a write is given", () => {
  it("ends after it starts", () => {
    const dt = { type: "string", format: "date-time" };
    for (let seed = 1; seed <= 20; seed++) {
      const ctx: PickContext = {
        rng: createRng(seed),
        state: {},
        entity: "schedules",
        kind: "create",
        related: [],
        clockStart: "2026-01-05T09:00:00.000Z",
      };
      const start = pickUserValue("start", dt, ctx) as string;
      const end = pickUserValue("end", dt, ctx) as string;
      expect(Date.parse(end), `${start} → ${end}`).toBeGreaterThan(Date.parse(start));
    }
  });
});
