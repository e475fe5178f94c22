import { describe, expect, it } from "vitest";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// Turbine Labs (fresh34, read blind): `{"name":"UK zone","zone_key":"benelux-zone"}` — a zone's
// own key was the slug of another zone's name.
const zone = {
  type: "object",
  properties: { zone_key: { type: "string" }, name: { type: "string" } },
  required: ["zone_key", "name"],
};
const doc = {
  openapi: "3.0.0",
  info: { title: "Service mesh zones", version: "1" },
  paths: {
    "/v1.0/zone": {
      get: {
        operationId: "zone_index",
        summary: "List zones",
        responses: okJson({ type: "array", items: zone }),
      },
    },
  },
};

describe("a record's own key", () => {
  it("is the slug of its own name", async () => {
    const bundle = await bundleOfDoc(doc, "zones.json", 6);
    const zones = (bundle.initialState as Record<string, Record<string, string>[]>).zones ?? [];
    expect(zones.length).toBeGreaterThan(2);
    const slug = (s: string) =>
      s
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "");
    for (const z of zones) expect(z.zone_key, JSON.stringify(z)).toBe(slug(z.name ?? ""));
  });
});
