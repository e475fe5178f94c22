import { describe, expect, it } from "vitest";
import { cohereLocationName } from "../../src/core/domain/sibling-coherence.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { shapeProviderIds } from "../../src/core/envgen/model.js";

// fresh62 blind readers N on 59 of 60 (EMR Serverless 33 of them): `"arn":"arn:awsG:emr-serverless:
// e:153063732480:/applications/Pxxxxxx"`, `"id":"app_1001"`, `"releaseLabel":"Beta launch"`, and
// Memorystore's `"locationId":"loc_1001"` for "locations/europe-west1".
const EMR =
  "general amazon-emr-serverless Amazon EMR Serverless is a new deployment option for Amazon EMR.";
const ask = (name: string, schema: Record<string, unknown>, entity = "applications") =>
  String(
    createValueSampler(7, { domain: EMR }).value({
      name,
      schema,
      entity,
      siblings: ["id", "name", "arn", "releaseLabel", "state"],
      record: {},
    }),
  );

describe("EMR Serverless values under unanchored AWS patterns", () => {
  it("ARNs in the aws partition, a real region, the resource path the pattern spells", () => {
    const app = ask("arn", {
      type: "string",
      pattern: "arn:(aws[a-zA-Z0-9-]*):emr-serverless:.+:(\\d{12}):\\/applications\\/[0-9a-zA-Z]+",
    });
    expect(app).toMatch(
      /^arn:aws:emr-serverless:[a-z]{2}-[a-z]+-\d:\d{12}:\/applications\/[0-9a-z]{16}$/,
    );
    const run = ask(
      "arn",
      {
        type: "string",
        pattern:
          "arn:(aws[a-zA-Z0-9-]*):emr-serverless:.+:(\\d{12}):\\/applications\\/[0-9a-zA-Z]+\\/jobruns\\/[0-9a-zA-Z]+",
      },
      "jobruns",
    );
    // An application id is sixteen characters wherever it appears, in a job run's ARN too.
    expect(run).toMatch(
      /^arn:aws:emr-serverless:[a-z0-9-]+:\d{12}:\/applications\/[0-9a-z]{16}\/jobruns\/[0-9a-z]{16}$/,
    );
    expect(run.split("/")[2]).not.toBe(run.split("/")[4]);
  });

  it("a principal under (iam|sts) is an IAM ARN, even when the field is not named …Arn", () => {
    const by = ask(
      "createdBy",
      { type: "string", pattern: "arn:(aws[a-zA-Z0-9-]*):(iam|sts)::(\\d{12})?:[\\w/+=,.@-]+" },
      "jobruns",
    );
    expect(by).toMatch(/^arn:aws:iam::\d{12}:root$/);
  });

  it("a release label is an EMR release, never a project milestone", () => {
    const label = ask("releaseLabel", {
      type: "string",
      pattern: "[A-Za-z0-9._/-]+",
      description: "The Amazon EMR release associated with the application.",
    });
    expect(label).toMatch(/^emr-\d+\.\d+\.\d+$/);
  });

  it("a key the doc shapes as [0-9a-z]+ is sixteen of them, not a prefix and a counter", () => {
    const model = {
      entities: {
        applications: {
          name: "applications",
          singular: "application",
          idField: "applicationId",
          idStyle: "prefixed",
          prefix: "app",
          fields: {
            applicationId: { type: "string", pattern: "[0-9a-z]+", minLength: 1, maxLength: 64 },
          },
        },
      },
    } as unknown as Parameters<typeof shapeProviderIds>[0];
    const ent = shapeProviderIds(model, EMR).entities.applications!;
    const pattern = String((ent.fields.applicationId as { pattern?: string }).pattern);
    expect(new RegExp(pattern).test("app_1001")).toBe(false);
    expect(new RegExp(pattern).test("00f3kq9z1a2b3c4d")).toBe(true);
  });
});

describe("a Google location's id", () => {
  it("is the region its name or display name says", () => {
    const named = {
      name: "locations/europe-west1",
      displayName: "Belgium",
      locationId: "loc_1001",
    };
    cohereLocationName(named);
    expect(named.locationId).toBe("europe-west1");
    const shown = { displayName: "Tokyo", locationId: "loc_1003" };
    cohereLocationName(shown);
    expect(shown.locationId).toBe("asia-northeast1");
  });
});
