import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// Org Policy (fresh60 blind readers N; dev data since): policies named "policies/aul119ijay"
// ("remove the policy called policy aul119ijay"), constraints "projects/468537/constraints/723",
// custom constraints "organizations/63464/customConstraints/40687".
const POLICY =
  "Immutable. The resource name of the policy. Must be one of the following forms, where `constraint_name` is the name of the constraint which this policy configures: * `projects/{project_number}/policies/{constraint_name}` * `folders/{folder_id}/policies/{constraint_name}` * `organizations/{organization_id}/policies/{constraint_name}` For example, `projects/123/policies/compute.disableSerialPortAccess`.";
const CUSTOM =
  "Immutable. Name of the constraint. This is unique within the organization. Format of the name should be * `organizations/{organization_id}/customConstraints/{custom_constraint_id}` Example: `organizations/123/customConstraints/custom.createOnlyE2TypeVms` The max length is 70 characters and the minimum length is 1.";

describe("Org Policy resource names", () => {
  const names = (description: string, entity: string) => {
    const s = createValueSampler(3, { domain: "googleapis orgpolicy", entities: [entity] });
    return Array.from({ length: 6 }, () =>
      String(
        s.value({
          name: "name",
          schema: { type: "string", description },
          entity,
          siblings: ["name", "spec"],
          record: {},
        }),
      ),
    );
  };

  it("name a policy by the constraint it configures, under its parent", () => {
    const got = names(POLICY, "policies");
    for (const n of got)
      expect(n).toMatch(
        /^(projects|folders|organizations)\/\d+\/policies\/[a-z]+\.[a-z][A-Za-z]+$/,
      );
    expect(new Set(got).size).toBe(got.length);
  });

  it("name custom constraints custom.<what they enforce> in one organization", () => {
    const got = names(CUSTOM, "custom_constraints");
    for (const n of got)
      expect(n).toMatch(/^organizations\/\d+\/customConstraints\/custom\.[a-z][A-Za-z0-9]+$/);
    expect(new Set(got.map((n) => n.split("/")[1])).size).toBe(1);
  });
});
