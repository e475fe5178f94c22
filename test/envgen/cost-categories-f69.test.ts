import { describe, expect, it } from "vitest";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

// AWS Cost Explorer (fresh69 blind readers N): cost categories named "prod-category-reference"
// with values ["forecast","subscription"]; six monitors listed with "staging-monitor" twice; a
// monitor's specification carrying a dimension, a tag and a cost category at once ("each
// Expression can have only one operator"); one category both PROCESSING and APPLIED.

type Rec = Record<string, unknown>;

const WAYS_TO_SPLIT =
  /^(Team|Environment|Cost center|Business unit|Project|Application|Department|Product line|Product|Owner|Region group|Customer|Workload|Service tier)$/;

describe("Cost Explorer's cost categories and monitors read like real ones", () => {
  for (const seed of [1, 2, 42]) {
    it(`seed ${seed}: a category names a way to split costs, its values its parts`, async () => {
      const b = await bundleOfFixture("stop65/ce-anomalies.json", seed);
      const state = b.initialState as Record<string, Rec[]>;
      const cats = [
        ...(state.cost_category_references ?? []),
        ...(state.cost_category_definitions ?? []),
      ];
      expect(cats.length).toBeGreaterThan(0);
      for (const c of cats) {
        if (c.Name === undefined) continue;
        expect(String(c.Name)).toMatch(WAYS_TO_SPLIT);
        for (const v of (c.Values as unknown[]) ?? [])
          expect(["forecast", "subscription", "plan", "cost", "monitor", "table"]).not.toContain(v);
        const comps = ((c.ProcessingStatus as Rec[]) ?? []).map((p) => p.Component);
        expect(new Set(comps).size).toBe(comps.length);
      }
    });

    it(`seed ${seed}: monitors have distinct names and one filter each`, async () => {
      const b = await bundleOfFixture("stop65/ce-anomalies.json", seed);
      const env = await envOf(b);
      const got = await env.call("GetAnomalyMonitors", {});
      expect(got.ok).toBe(true);
      const listed = ((got as { result: { AnomalyMonitors?: Rec[] } }).result.AnomalyMonitors ??
        []) as Rec[];
      expect(listed.length).toBeGreaterThan(1);
      const names = listed.map((m) => m.MonitorName);
      expect(new Set(names).size).toBe(names.length);
      for (const m of listed) {
        const spec = m.MonitorSpecification as Rec | undefined;
        if (spec) expect(Object.keys(spec).length).toBeLessThanOrEqual(1);
      }
    });
  }
});
