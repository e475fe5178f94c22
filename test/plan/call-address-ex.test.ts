import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "../../src/core/domain/value-data.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { bundleOfText } from "../helpers/doc-env.js";

// The bundled shop's addAddress was sent `city: "Seattle", country: "FR", line1: "Leopoldstraße
// 170"`: each part of a new address was drawn on its own (stop-67 reading of `npm start`, N; a
// gate dropped the drafts whose country was off, never the street). One call, one address.
const name = "shop.openapi.yaml";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("a new address the user gives", () => {
  it("has its street, city and country from one place", async () => {
    const off: string[] = [];
    let seen = 0;
    for (const seed of [1, 2]) {
      const b = await bundleOfText(text, name, seed);
      const { plans } = await sampleGroundedPlans([b], buildToolGraph([b]), {
        seed,
        count: 40,
        openEnv: createEnvInstance,
      });
      for (const p of plans)
        for (const s of p.steps) {
          if (s.tool !== "addAddress" || !s.grounded) continue;
          const a = s.grounded.args as Record<string, string>;
          const country = COUNTRIES.find((c) => c.code === a.country);
          const place = country?.places.find((x) => x.city === a.city);
          const street = place?.streets.some((st) => String(a.line1).includes(st));
          seen++;
          if (!street) off.push(`${a.line1}, ${a.city}, ${a.country}`);
        }
    }
    expect(seen).toBeGreaterThan(5);
    expect(off).toEqual([]);
  }, 240_000);
});
