import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { EXPENSE_BY_CATEGORY } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { pickUserValue } from "../../src/core/plan/value-picker.js";

// The bundled helpdesk (`npm start`): "submit a training expense … It's for "Train tickets to the
// Manchester office"" — the category and the description were drawn apart.
describe("an expense's description agrees with its category", () => {
  it("in a seeded record and in a call's arguments", () => {
    const s = createValueSampler(4, { domain: "helpdesk HR expenses" });
    for (const category of ["training", "meals", "equipment"]) {
      const v = s.value({
        name: "description",
        schema: { type: "string" },
        entity: "expenses",
        record: { category },
      });
      expect(EXPENSE_BY_CATEGORY[category], String(v)).toContain(v);
    }
    for (let seed = 1; seed <= 6; seed++) {
      const v = pickUserValue(
        "description",
        { type: "string" },
        {
          rng: createRng(seed),
          state: {},
          entity: "expenses",
          kind: "create",
          related: [],
          clockStart: "2026-01-05T09:00:00.000Z",
          domain: "helpdesk HR expenses",
          given: { category: "training" },
        },
      );
      expect(EXPENSE_BY_CATEGORY.training, String(v)).toContain(v);
    }
  });
});
