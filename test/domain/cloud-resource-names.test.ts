// Google's specs quote a resource name's format: `Format: "projects/{project}/locations/{location}"`.
// Unquoted-only matching made `locations/whb1akxg2z` or `projects/32335/locations/43666` (fresh59
// readers N/U); a location is a region a person picks.
import { describe, expect, it } from "vitest";
import { GCP_LOCATIONS } from "../../src/core/domain/value-data.js";
import { createValueSampler, semanticKind } from "../../src/core/domain/values.js";

const PARENT = {
  type: "string",
  description:
    'Required. The parent of the project and location where the clusters are listed in. Format: "projects/{project}/locations/{location}"',
};

describe("a resource name whose doc quotes its format", () => {
  it("is a resource name", () => {
    expect(semanticKind({ name: "parent", schema: PARENT })).toBe("resource-name");
  });

  it("follows the format, with a project id and a real location", () => {
    const s = createValueSampler(7, { domain: "cloud clusters" });
    for (let i = 0; i < 20; i++) {
      const v = String(s.value({ name: "parent", schema: PARENT, entity: "clusters" }));
      const m = /^projects\/([a-z]+-[a-z]+-\d{3})\/locations\/([a-z0-9-]+)$/.exec(v);
      expect(m, v).not.toBeNull();
      expect(GCP_LOCATIONS).toContain(m![2]);
    }
  });
});

describe("a name the doc says may also be an Amazon Resource Name", () => {
  it("is no resource path (fresh59: ConfigurationSetName 'amazons/0v6cdbv19i')", () => {
    const schema = {
      type: "string",
      pattern: "[A-Za-z0-9_:/-]+",
      description:
        "The name of the configuration set or the configuration set Amazon Resource Name (ARN) to delete the default message type from.",
    };
    expect(semanticKind({ name: "ConfigurationSetName", schema })).not.toBe("resource-name");
    const s = createValueSampler(3, { domain: "sms voice messaging" });
    for (let i = 0; i < 10; i++)
      expect(
        String(s.value({ name: "ConfigurationSetName", schema, entity: "configuration_sets" })),
      ).not.toMatch(/^amazons\//);
  });
});

describe("a resource name whose format names its slots by id", () => {
  it("fills {location_id} with a region too (fresh59: 'projects/acme-staging-864/locations/14384')", () => {
    const schema = {
      type: "string",
      description:
        "Required. The resource project name of the AppGateway location using the form: `projects/{project_id}/locations/{location_id}`",
    };
    const s = createValueSampler(5, { domain: "cloud gateways" });
    for (let i = 0; i < 10; i++) {
      const v = String(s.value({ name: "parent", schema, entity: "app_gateways" }));
      const m = /\/locations\/([^/]+)$/.exec(v);
      expect(m, v).not.toBeNull();
      expect(GCP_LOCATIONS, v).toContain(m![1]);
    }
  });
});
