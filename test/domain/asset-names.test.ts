import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// Xero's fixed-asset register (dev52, stop 55 lead read): the assets a business depreciates were
// "Hero banner", "Social media kit" and "Icon set" — a design team's digital assets.
describe("an asset in an accounting API is a thing the business owns", () => {
  const name = (domain: string, seed: number) =>
    String(
      createValueSampler(seed, { domain }).value({
        name: "assetName",
        schema: { type: "string", description: "The name of the asset" },
        entity: "assets",
        siblings: ["assetName", "assetNumber", "purchasePrice", "bookDepreciationDetail"],
        record: {},
      }),
    );
  const digital = /banner|logo|headshot|social media|icon set|pitch deck|artwork|video|recording/i;

  it("is equipment where the API depreciates assets", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const v = name(
        "xero-assets Xero Assets API: fixed assets, asset types and their depreciation settings.",
        seed,
      );
      expect(v, v).not.toMatch(digital);
    }
  });

  it("is still a creative file in a digital-asset library", () => {
    const got = Array.from({ length: 8 }, (_, i) =>
      name("brand-portal Digital asset management: upload and share brand creatives.", i + 1),
    );
    expect(
      got.some((v) => digital.test(v)),
      got.join(", "),
    ).toBe(true);
  });
});
