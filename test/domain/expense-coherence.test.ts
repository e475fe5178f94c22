import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { EXPENSE_BY_CATEGORY } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { pickUserValue } from "../../src/core/plan/value-picker.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";

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

// The bundled helpdesk again (stop 46 dev run of public/examples): `submit_expense` with category
// "meals" and no description came back "External monitor for the home office" — the runtime drew
// the text from every stored expense, whatever its category.
describe("a submitted expense's text agrees with its category", () => {
  it("the runtime completes the description from expenses of the same category", async () => {
    const text = readFileSync(
      new URL("../../public/examples/helpdesk.openai-tools.json", import.meta.url),
      "utf8",
    );
    const r = await ingestFile({ name: "helpdesk.openai-tools.json", text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 7 });
    if (!b.ok) throw new Error(b.error.message);
    const state = b.value.initialState as Record<string, Array<Record<string, unknown>>>;
    const employee = state.employees?.[0];
    expect(employee).toBeDefined();
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    try {
      for (const category of ["meals", "equipment", "training", "travel"])
        for (const amount of [12.5, 48.2, 101.95]) {
          const res = (await made.value.call("submit_expense", {
            employee_id: employee?.employee_id ?? employee?.id,
            amount,
            currency: "USD",
            category,
            spent_on: "2025-11-21",
          })) as { ok: boolean; result?: Record<string, unknown> };
          expect(res.ok, JSON.stringify(res)).toBe(true);
          const said = res.result?.description;
          if (said !== undefined)
            expect(EXPENSE_BY_CATEGORY[category], String(said)).toContain(said);
        }
    } finally {
      made.value.dispose();
    }
  });
});
