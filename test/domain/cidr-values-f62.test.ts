import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// fresh62 blind readers N: Bare Metal Solution's network `"servicesCidr":"NFS"` ("IP range for
// reserved for services (e.g. NFS).") — a CIDR block is an address range.
const BMS = "general bare-metal-solution Provides ways to manage Bare Metal Solution hardware.";
const ask = (name: string, description: string, seed: number) =>
  createValueSampler(seed, { domain: BMS }).value({
    name,
    schema: { type: "string", description },
    entity: "networks",
    siblings: ["name", "cidr", "servicesCidr", "vlanId"],
    record: {},
  });

describe("a CIDR block", () => {
  it("is an address range, never the service its doc gives as an example", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      expect(ask("servicesCidr", "IP range for reserved for services (e.g. NFS).", seed)).toMatch(
        /^10\.\d{1,3}\.\d{1,3}\.0\/(2[0-9])$/,
      );
      expect(ask("cidr", "The cidr of the Network.", seed)).toMatch(
        /^10\.\d{1,3}\.\d{1,3}\.0\/2\d$/,
      );
    }
  });
});
