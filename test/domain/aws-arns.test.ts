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

// Panorama (fresh60, m55c run): a pattern whose partition is a character class and whose region
// is empty gave pattern fill — "RuntimeRoleArn":"arn:j0zm:iam::796943838971:role/et593",
// "ReadAccessPrincipalArns":["arn:4bjgi:iam::616840593966:1wfjfx"].
describe("ARNs under a pattern that does not spell the partition", () => {
  const draw = (name: string, pattern: string, description: string) => {
    const s = createValueSampler(4, { domain: "general aws-panorama AWS Panorama" });
    return Array.from({ length: 6 }, () =>
      String(
        s.value({
          name,
          schema: { type: "string", pattern, description },
          entity: "packages",
          siblings: ["PackageId", name],
          record: {},
        }),
      ),
    );
  };

  it("give an IAM role ARN of the aws partition, no region, a readable role name", () => {
    const got = draw(
      "RuntimeRoleArn",
      "^arn:[a-z0-9][-.a-z0-9]{0,62}:iam::[0-9]{12}:role/.+$",
      "The application instance's runtime role ARN.",
    );
    for (const a of got) expect(a).toMatch(/^arn:aws:iam::\d{12}:role\/[a-z][a-z0-9-]+[a-z0-9]$/);
  });

  it("give an account principal where the pattern names no resource type", () => {
    const got = draw(
      "ReadAccessPrincipalArns",
      "^arn:[a-z0-9][-.a-z0-9]{0,62}:iam::[0-9]{12}:[a-zA-Z0-9+=,.@\\-_/]+$",
      "ARNs of accounts that have read access to the package.",
    );
    for (const a of got) expect(a).toMatch(/^arn:aws:iam::\d{12}:root$/);
  });
});

// Kinesis Analytics / RDS Data-style fields (lead check of the sampler, stop 56): ARNs of another
// service's resource came out under the API's own service ("arn:aws:kinesisanalyticsv2:…:
// applications/…" for a Firehose stream), and an execution role was "admin".
describe("an ARN of another service's resource", () => {
  const s = createValueSampler(4, { domain: "general amazon-kinesis-analytics-v2" });
  const v = (name: string, description: string) =>
    String(
      s.value({
        name,
        schema: { type: "string", description, minLength: 1, maxLength: 2048 },
        entity: "applications",
        siblings: [name],
        record: {},
      }),
    );
  it("is that service's ARN", () => {
    expect(v("ServiceExecutionRole", "Specifies the IAM role that the application uses.")).toMatch(
      /^arn:aws:iam::\d{12}:role\/[a-z-]+$/,
    );
    expect(v("BucketARN", "The ARN of the S3 bucket containing the application code.")).toMatch(
      /^arn:aws:s3:::[a-z-]+$/,
    );
    expect(v("secretArn", "The ARN of the secret that enables access to the DB cluster.")).toMatch(
      /^arn:aws:secretsmanager:[a-z0-9-]+:\d{12}:secret:[a-z-]+-[a-f0-9]{6}$/,
    );
    expect(v("resourceArn", "The ARN of the Aurora Serverless DB cluster.")).toMatch(
      /^arn:aws:rds:[a-z0-9-]+:\d{12}:cluster:[a-z-]+$/,
    );
    expect(v("ApplicationARN", "The ARN of the application.")).toMatch(
      /^arn:aws:kinesisanalyticsv2:/,
    );
  });
});
