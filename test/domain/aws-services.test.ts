import { describe, expect, it } from "vitest";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { AWS_SERVICE_CATEGORIES } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";

// Audit Manager's services in scope (fresh61 blind readers N on 4 of 60): "checkout-web",
// "billing-service" of category "storage" — a team's microservices where AWS's own go.
describe("the services an AWS API files by category", () => {
  it("are AWS services, each in its own category", () => {
    const s = createValueSampler(4, {
      domain: "general aws-audit-manager AWS Audit Manager",
      entities: ["services", "assessments"],
    });
    for (let i = 0; i < 5; i++) {
      const rec: Record<string, unknown> = {};
      for (const f of ["name", "displayName", "category"])
        rec[f] = s.value({
          name: f,
          schema: { type: "string" },
          entity: "services",
          siblings: ["name", "displayName", "description", "category"],
          record: rec,
        });
      cohereSiblings(rec);
      expect(Object.keys(AWS_SERVICE_CATEGORIES)).toContain(rec.name);
      expect(rec.category).toBe(AWS_SERVICE_CATEGORIES[rec.name as string]);
    }
  });
});
