import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// AWS Panorama (fresh60 blind readers N, both readers): a device's `HwAddress` "The device's
// physical address." held "308 Dundas St W, Toronto", and a package's `BinaryPrefixLocation`
// "The location's binary prefix." held "Main Street Cafe".
describe("a device's and a bucket's addresses", () => {
  const value = (name: string, description: string, entity: string) =>
    String(
      createValueSampler(3, { domain: "general aws-panorama AWS Panorama" }).value({
        name,
        schema: { type: "string", description },
        entity,
        record: {},
      }),
    );
  it("a hardware address is a MAC address", () => {
    expect(value("HwAddress", "The device's physical address.", "devices")).toMatch(
      /^([0-9a-f]{2}:){5}[0-9a-f]{2}$/,
    );
  });
  it("a prefix location is a key prefix in a bucket", () => {
    expect(value("BinaryPrefixLocation", "The location's binary prefix.", "packages")).toMatch(
      /^[a-z0-9-]+\/([a-z0-9-]+\/)?$/,
    );
  });
  it("a store's physical address is still a street address", () => {
    expect(value("Address", "The physical address of the store.", "stores")).toMatch(/\d+ \w+/);
  });
});
