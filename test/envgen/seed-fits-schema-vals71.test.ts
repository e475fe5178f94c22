import { describe, expect, it } from "vitest";
import { schemaMisfits } from "../../src/core/domain/schema-fit.js";
import { fitsScalar } from "../../src/core/domain/values.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * fresh75 blind readers N (both runs): Timestream tables "Housing prices", "Web traffic" where
 * the doc's pattern is `[a-zA-Z0-9_.-]+`. An unanchored pattern that repeats a class describes the
 * whole value, not a run somewhere inside it; every seeded value fits its own field's schema.
 */
type Rec = Record<string, unknown>;

describe("seeded values fit their own field's schema (vals71)", () => {
  it("reads an unanchored repeated pattern as the whole value", () => {
    const name = { type: "string", pattern: "[a-zA-Z0-9_.-]+" };
    expect(fitsScalar("Housing prices", name)).toBe(false);
    expect(fitsScalar("housing-prices", name)).toBe(true);
    expect(fitsScalar("Housing_prices", name)).toBe(true);
    // A pattern with no repetition asks for something the value holds, not the value itself.
    expect(fitsScalar("a b", { type: "string", pattern: "\\S" })).toBe(true);
    expect(fitsScalar("x-1 y", { type: "string", pattern: "^x" })).toBe(true);
    // AWS's "not blank" (`[^\\s]+`) is met by a sentence with spaces.
    expect(fitsScalar("Nightly import job", { type: "string", pattern: "[^\\s]+" })).toBe(true);
  });

  it("finds the scalars that break their field's schema, nested too", () => {
    const schema = {
      type: "object",
      properties: {
        kind: { type: "string", enum: ["Company", "Trust"] },
        names: {
          type: "array",
          items: { type: "object", properties: { n: { type: "integer", maximum: 5 } } },
        },
        created: { type: "string", format: "int64" },
      },
    };
    const found = schemaMisfits(
      { kind: "Basic", names: [{ n: 3 }, { n: 9 }], created: 59, other: "x" },
      schema,
    );
    expect(found.map((m) => m.path)).toEqual(["kind", "names.1.n", "created"]);
    expect(schemaMisfits({ kind: "Trust", names: [{ n: 3 }], created: "59" }, schema)).toEqual([]);
  });

  it("seeds Timestream table names the pattern allows, and every value fits", async () => {
    for (const seed of [42, 7]) {
      const b = await bundleOfFixture("vals71/timestream-tables.openapi.json", seed);
      const tables = b.initialState.tables as Rec[];
      expect(tables.length).toBeGreaterThan(3);
      for (const t of tables) expect(String(t.TableName)).toMatch(/^[a-zA-Z0-9_.-]+$/);
      const props = (b.stateSchema as { properties: Rec }).properties;
      for (const [c, rows] of Object.entries(b.initialState))
        if (Array.isArray(rows) && props[c]) expect(schemaMisfits(rows, props[c])).toEqual([]);
    }
  });
});
