import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/core/domain/value-data.js";
import { createValueSampler, isCloudProviderText } from "../../src/core/domain/values.js";

// fresh61 blind readers (N on 4 of 60): Audit Manager, guessed "e-commerce", held framework
// share requests commented "Price agreed with the sales team." and "Discount applied for the
// annual contract.": a shop's terms in a compliance service.
describe("a cloud provider's API", () => {
  it("is told by its name or description, not by a guessed label", () => {
    expect(
      isCloudProviderText("e-commerce aws-audit-manager Welcome to the Audit Manager API"),
    ).toBe(true);
    expect(
      isCloudProviderText("general azure-container-registry ContainerRegistryManagementClient"),
    ).toBe(true);
    expect(isCloudProviderText("e-commerce shopify Shop admin API")).toBe(false);
    expect(isCloudProviderText("general lawsuits-api Lawsuit records")).toBe(false);
  });

  it("comments its share requests with no shop's terms, whatever its guessed label", () => {
    const business = new Set(TEXTS["business-comment"]);
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = createValueSampler(seed, {
        domain:
          "e-commerce aws-audit-manager Welcome to the Audit Manager API reference. Audit Manager provides prebuilt frameworks.",
      });
      const v = s.value({
        name: "comment",
        schema: {
          type: "string",
          description: "An optional comment from the sender about the share request.",
        },
        entity: "assessment_framework_share_requests",
        siblings: ["id", "status", "comment", "frameworkName"],
        record: {},
      });
      expect(business.has(String(v))).toBe(false);
    }
  });

  it("keeps a shop's terms on a shop's records", () => {
    const s = createValueSampler(2, {
      domain: "e-commerce shop-api Orders and invoices of the shop.",
    });
    const v = s.value({
      name: "comment",
      schema: { type: "string" },
      entity: "invoices",
      siblings: ["id", "total", "comment"],
      record: {},
    });
    expect(new Set(TEXTS["business-comment"]).has(String(v))).toBe(true);
  });
});

// fresh60 (b57 run, 19 of 40 conversations): MemoryDB subnet groups in "VpcId":"vpc_1080",
// clusters keyed by "KmsKeyId":"kms_1043".
describe("an id field of a cloud provider's record", () => {
  const idOf = (name: string, domain: string) =>
    String(
      createValueSampler(3, { domain }).value({
        name,
        schema: { type: "string" },
        entity: "subnet_groups",
        siblings: ["Name", name],
        record: {},
      }),
    );
  const memoryDb = "general amazon-memory-db MemoryDB for Redis is a fully managed database.";

  it("is an EC2 resource's id where it names one, else a uuid", () => {
    expect(idOf("VpcId", memoryDb)).toMatch(/^vpc-[0-9a-f]{17}$/);
    expect(idOf("KmsKeyId", memoryDb)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(idOf("VpcId", "general azure-network NetworkManagementClient")).not.toMatch(/_1\d{3}$/);
  });
});
