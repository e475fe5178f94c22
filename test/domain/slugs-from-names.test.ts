import { describe, expect, it } from "vitest";
import { slugsFromNames } from "../../src/core/domain/sibling-coherence.js";

// fresh58 blind readers (pressassociation TV): "Netflix" namespaced `catalogue:amazon-prime`,
// "Monthly Now TV Entertainment" namespaced `monthly-all4` — a key made from a name, dealt out
// across the records of a list rather than made from each record's own name.
describe("a key made from a name is made from its own record's name", () => {
  it("catalogue namespaces follow each catalogue's name; the doc's prefix stays", () => {
    const rows = [
      { id: "a", name: "Amazon Prime", namespace: "catalogue:netflix" },
      { id: "b", name: "Canada catalogue", namespace: "catalogue:amazon-prime" },
      { id: "c", name: "BBC iPlayer", namespace: "catalogue:amazon-prime" },
    ];
    slugsFromNames(rows, "catalogue");
    expect(rows.map((r) => r.namespace)).toEqual([
      "catalogue:amazon-prime",
      "catalogue:canada",
      "catalogue:bbc-iplayer",
    ]);
  });

  it("feature type namespaces with no prefix", () => {
    const rows = [
      { name: "Internal", namespace: "monthly-now-tv-entertainment" },
      { name: "Monthly Now TV Entertainment", namespace: "monthly-all4" },
    ];
    slugsFromNames(rows, "feature type");
    expect(rows.map((r) => r.namespace)).toEqual(["internal", "monthly-now-tv-entertainment"]);
  });

  it("leaves a field no record's name made alone (counter-example)", () => {
    const rows = [
      { name: "Amazon Prime", region: "europe-west", status: "active" },
      { name: "Netflix", region: "us-east", status: "active" },
    ];
    const before = JSON.stringify(rows);
    slugsFromNames(rows, "catalogue");
    expect(JSON.stringify(rows)).toBe(before);
  });
});
