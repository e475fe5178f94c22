import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// fresh60 blind readers (N, both readers): MemoryDB and Panorama ARNs read
// "arn:aws:service:us-east-1:650891552129:…" beside "…eu-west-1:314367718611:…" — the word
// "service" where the service goes, and two accounts in four regions in one listing.
describe("the ARNs of one AWS environment", () => {
  const arns = (domain: string) => {
    const s = createValueSampler(4, { domain });
    return Array.from({ length: 12 }, () =>
      String(
        s.value({
          name: "ARN",
          schema: { type: "string", description: "The Amazon Resource Name (ARN) of the cluster." },
          entity: "clusters",
          siblings: ["Name", "ARN", "Status"],
          record: {},
        }),
      ),
    );
  };

  it("name the API's service, one account, mostly one region", () => {
    const got = arns("general amazon-memory-db MemoryDB for Redis is a fully managed database.");
    for (const a of got) expect(a).toMatch(/^arn:aws:memorydb:[a-z]{2}-[a-z]+-\d:\d{12}:/);
    expect(new Set(got.map((a) => a.split(":")[4])).size).toBe(1);
    const regions = got.map((a) => a.split(":")[3]);
    const home = regions.filter((r) => r === regions[0]).length;
    expect(home).toBeGreaterThanOrEqual(8);
  });
});
