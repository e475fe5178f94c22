import { describe, expect, it } from "vitest";
import { bundleOfFixture } from "../helpers/doc-env.js";

// AWS Cost Explorer's anomalies (fresh69 blind readers N): `CurrentScore` 4.7 above `MaxScore`
// 4.5; `TotalImpact` 4 where the doc says it "is calculated as TotalActualSpend -
// TotalExpectedSpend" (60.99 − 117.5).

type Rec = Record<string, unknown>;

describe("an anomaly's score and impact agree with themselves (Cost Explorer)", () => {
  for (const seed of [1, 2, 3, 42]) {
    it(`seed ${seed}: CurrentScore ≤ MaxScore, TotalImpact = actual − expected`, async () => {
      const b = await bundleOfFixture("stop65/ce-anomalies.json", seed);
      const rows = ((b.initialState as Record<string, Rec[]>).anomalies ?? []) as Rec[];
      expect(rows.length).toBeGreaterThan(0);
      let impacts = 0;
      for (const r of rows) {
        const score = r.AnomalyScore as Rec | undefined;
        if (score && typeof score.CurrentScore === "number" && typeof score.MaxScore === "number")
          expect(score.CurrentScore).toBeLessThanOrEqual(score.MaxScore);
        const im = r.Impact as Rec | undefined;
        if (!im || typeof im.TotalImpact !== "number") continue;
        const actual = im.TotalActualSpend as number;
        const expected = im.TotalExpectedSpend as number;
        expect(im.TotalImpact).toBeCloseTo(actual - expected, 2);
        expect(im.TotalImpact).toBeGreaterThanOrEqual(0);
        if (typeof im.TotalImpactPercentage === "number")
          expect(im.TotalImpactPercentage).toBeCloseTo(((actual - expected) / expected) * 100, 1);
        impacts++;
      }
      expect(impacts).toBeGreaterThan(0);
    });
  }
});
