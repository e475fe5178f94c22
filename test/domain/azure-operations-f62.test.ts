import { describe, expect, it } from "vitest";
import { cohereAzureOperation } from "../../src/core/domain/sibling-coherence.js";
import { azureOperationDefects } from "../../src/core/synth/record-defects.js";

// fresh62 blind readers N: Cognitive Services and Policy Insights operations "Refund payment",
// "Upload file", each displayed as the doc's one example ("Read API Account").
const op = (name: string) => ({
  display: {
    operation: "Query Policy Events",
    provider: "Microsoft Policy Insights",
    resource: "Policy Events",
  },
  name,
});

describe("an Azure operation", () => {
  it("is one of its provider's, its display agreeing with its name", () => {
    const rec = op("Refund payment");
    cohereAzureOperation(rec, 1);
    expect(rec.name).toBe("Microsoft.PolicyInsights/events/write");
    expect(rec.display.operation).toBe("Write Policy Events");
    expect(azureOperationDefects(rec)).toEqual([]);
  });

  it("in a list a record holds, each is a different one", () => {
    const rec = { value: [op("Refund payment"), op("Upload file"), op("List invoices")] };
    cohereAzureOperation(rec, 0);
    expect(rec.value.map((x) => x.name)).toEqual([
      "Microsoft.PolicyInsights/events/read",
      "Microsoft.PolicyInsights/events/write",
      "Microsoft.PolicyInsights/events/delete",
    ]);
  });

  it("leaves records of no Microsoft provider alone", () => {
    const rec = { display: { operation: "Read", provider: "Acme", resource: "Thing" }, name: "x" };
    cohereAzureOperation(rec, 0);
    expect(rec.name).toBe("x");
  });
});
