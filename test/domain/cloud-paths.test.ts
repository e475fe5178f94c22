import { describe, expect, it } from "vitest";
import { cohereParentPath } from "../../src/core/domain/sibling-coherence.js";
import { bundleOf } from "../envgen/helpers.js";

// fresh60 blind readers (B/N): Org Policy's "list the constraints" for project 28740 answered
// "projects/47314/constraints/" — another project's record, with an empty constraint segment.
describe("a Google resource path", () => {
  it("starts with the record's parent", () => {
    const rec = { parent: "projects/28740", name: "projects/47314/constraints/compute.x" };
    cohereParentPath(rec);
    expect(rec.name).toBe("projects/28740/constraints/compute.x");
    // Dataproc's `projects/{p}/regions/{r}`: asked for australia-southeast1's autoscaling
    // policies, the list answered one "of region us-west1" (fresh64 blind readers, B/N).
    const regional = {
      parent: "projects/harbor-prod-161/regions/us-east1",
      name: "projects/harbor-prod-161/regions/us-west1/autoscalingPolicies/kqy8srrshj",
    };
    cohereParentPath(regional);
    expect(regional.name).toBe(
      "projects/harbor-prod-161/regions/us-east1/autoscalingPolicies/kqy8srrshj",
    );
    const own = { parent: "projects/9", name: "projects/9/constraints/a" };
    cohereParentPath(own);
    expect(own.name).toBe("projects/9/constraints/a");
  });

  it("never ends in an empty or unfilled segment, and a project's records share projects", async () => {
    const b = await bundleOf(
      new URL("../fixtures/model/orgpolicy-constraints.openapi.json", import.meta.url),
    );
    const rows = (b.initialState as Record<string, Array<Record<string, unknown>>>).constraints!;
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) {
      expect(String(r.name)).toMatch(/^projects\/\d+\/constraints\/[\w.-]+$/);
      expect(String(r.name).startsWith(`${String(r.parent)}/`)).toBe(true);
    }
    expect(new Set(rows.map((r) => r.parent)).size).toBeLessThanOrEqual(2);
  });
});

// fresh59 readers (U/N): gkeonprem's `adminClusterMembership` "This is the full resource name of
// the admin cluster's fleet membership." was sent as "fulls/v7ro1lfd56".
describe("a full resource name", () => {
  it("names what it is the resource name of, never 'fulls/…'", async () => {
    const { createValueSampler } = await import("../../src/core/domain/values.js");
    const s = createValueSampler(2, { domain: "general anthos-on-prem" });
    const v = String(
      s.value({
        name: "adminClusterMembership",
        schema: {
          type: "string",
          description:
            "Required. The admin cluster this bare metal user cluster belongs to. This is the full resource name of the admin cluster's fleet membership.",
        },
        entity: "bare_metal_clusters",
        record: {},
      }),
    );
    expect(v).toMatch(/^memberships\/[a-z0-9]+$/);
  });
});
