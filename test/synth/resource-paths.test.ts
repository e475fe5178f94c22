// fresh59 readers (U): users quoted "the parent projects/32335/locations/43666". A person names
// the project and the region; the call still gets the full path, and the checks find it said.
import { describe, expect, it } from "vitest";
import { resourcePath, speakValue } from "../../src/core/synth/text.js";
import { mentionsValue } from "../../src/core/synth/value-mentions.js";

describe("a cloud resource path", () => {
  it("is said by what it names: the record, its project and its region", () => {
    expect(speakValue("projects/northwind-prod-412/locations/us-central1")).toBe(
      "project northwind-prod-412 (us-central1)",
    );
    expect(
      speakValue("projects/northwind-prod-412/locations/us-central1/vmwareClusters/edge-1"),
    ).toBe("vmware cluster edge-1 in project northwind-prod-412 (us-central1)");
    expect(speakValue("locations/europe-west4")).toBe("europe-west4");
  });

  it("is mentioned when every id in it is said, and not when one is missing", () => {
    const v = "projects/northwind-prod-412/locations/us-central1";
    expect(mentionsValue("It's project northwind-prod-412 in us-central1.", v)).toBe(true);
    expect(mentionsValue("It's project northwind-prod-412.", v)).toBe(false);
  });

  it("is no path when a segment is no plural collection (a media type, a time zone)", () => {
    expect(resourcePath("text/plain")).toBeUndefined();
    expect(resourcePath("America/Denver")).toBeUndefined();
  });
});
