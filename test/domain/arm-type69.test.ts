import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";

// Azure Security Center (fresh74): "what's the type of the aggregated alert called Overspeed" was
// asked and answered "Microsoft.Security/IoTSecurityAggregatedAlert" on 7 of 30 samples per reader.
describe("Azure's resource type is the server's constant, not a fact to ask for", () => {
  it("is system-managed; a record's own kind is not", () => {
    const role = (desc: string) =>
      inferFieldModel("type", { type: "string", readOnly: true, description: desc }, {}).role;
    expect(role("Resource type")).toBe("system");
    expect(role('The type of the resource. E.g. "Microsoft.Compute/virtualMachines"')).toBe(
      "system",
    );
    expect(
      inferFieldModel(
        "type",
        { type: "string", enum: ["checking", "savings"], description: "Account type" },
        {},
      ).role,
    ).not.toBe("system");
  });
});
