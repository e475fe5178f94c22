import { describe, expect, it } from "vitest";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { GCP_LOCATION_NAMES } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";

// Workload Manager (fresh60, dev data): "I found 4 supported locations: Tokyo, Lyon Location,
// Chicago Riverside Location and Edinburgh Location." — a city plus the word, and
// `{"name":"locations/australia-southeast1","displayName":"Sydney Location"}`.
describe("a Google location's display name", () => {
  const desc =
    'The friendly name for this location, typically a nearby city name. For example, "Tokyo".';
  it("is the place of one of the environment's regions, never '<city> Location'", () => {
    const s = createValueSampler(4, {
      domain: "googleapis workloadmanager",
      entities: ["locations"],
    });
    const got = Array.from({ length: 8 }, () =>
      s.value({
        name: "displayName",
        schema: { type: "string", description: desc },
        entity: "locations",
        siblings: ["locationId", "displayName", "name", "labels", "metadata"],
        record: {},
      }),
    );
    for (const v of got) expect([...Object.values(GCP_LOCATION_NAMES), "Tokyo"]).toContain(v);
  });

  it("agrees with the region its resource name ends in", () => {
    const rec = { name: "projects/p-1/locations/us-west1", displayName: "Sydney Location" };
    cohereSiblings(rec);
    expect(rec.displayName).toBe("Oregon");
  });
});
