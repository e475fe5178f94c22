import { describe, expect, it } from "vitest";
import { cohereStatusFields } from "../../src/core/domain/sibling-coherence.js";
import { createValueSampler, exampleVariants } from "../../src/core/domain/values.js";

// dev65 blind readers N: `FailureReason` beside `UPDATE_COMPLETE`, an error and an end time on a
// RUNNING Entity Resolution job, a `failedReason` on a PASSED Firebase test.
describe("a field only a status gives", () => {
  it("is left out beside another status", () => {
    const done = { Status: "UPDATE_COMPLETE", FailureReason: "The field is required." };
    cohereStatusFields(done);
    expect(done).toEqual({ Status: "UPDATE_COMPLETE" });
    const failed = { Status: "UPDATE_FAILED", FailureReason: "Quota exceeded." };
    cohereStatusFields(failed);
    expect(failed.FailureReason).toBe("Quota exceeded.");
    const running = {
      status: "RUNNING",
      endTime: "2025-12-07T10:45:00Z",
      startTime: "2025-12-07T09:45:00Z",
      errorDetails: { errorMessage: "Unsupported currency code." },
    };
    cohereStatusFields(running);
    expect(running).toEqual({ status: "RUNNING", startTime: "2025-12-07T09:45:00Z" });
    // A pending leave request ends on its end date all the same.
    const leave = { status: "pending", start_date: "2026-01-05", end_date: "2026-01-09" };
    cohereStatusFields(leave);
    expect(leave.end_date).toBe("2026-01-09");
    const finished = { status: "SUCCEEDED", endTime: "2025-12-07T10:45:00Z" };
    cohereStatusFields(finished);
    expect(finished.endTime).toBe("2025-12-07T10:45:00Z");
  });

  it("follows the status its doc names, its own state, and nested records", () => {
    const shape = {
      properties: {
        status: { enum: ["SUCCESS", "FAILURE", "ALREADY_UPLOADED"] },
        errorCode: { description: 'The error code associated with (only set on "FAILURE")' },
        release: {
          description: 'The release that was created from the upload (only set on "SUCCESS")',
        },
      },
    };
    const again = {
      status: "ALREADY_UPLOADED",
      errorCode: "MISSING_MANIFEST",
      release: { id: "r1" },
    };
    cohereStatusFields(again, shape);
    expect(again).toEqual({ status: "ALREADY_UPLOADED" });
    const ok = { status: "SUCCESS", errorCode: "MISSING_MANIFEST", release: { id: "r1" } };
    cohereStatusFields(ok, shape);
    expect(ok).toEqual({ status: "SUCCESS", release: { id: "r1" } });
    // A required member stays whatever the status.
    const kept = { status: "SUCCESS", errorCode: "X" };
    cohereStatusFields(kept, { ...shape, required: ["errorCode"] });
    expect(kept.errorCode).toBe("X");
    const test = {
      deviceExecutions: [
        { state: "PASSED", failedReason: "CRASHED", inconclusiveReason: "QUOTA_EXCEEDED" },
        { state: "INCONCLUSIVE", failedReason: "CRASHED", inconclusiveReason: "QUOTA_EXCEEDED" },
      ],
      endpoints: [
        { HealthState: "HEALTHY", HealthReason: "Duplicate entry" },
        { HealthState: "UNHEALTHY", HealthReason: "Health checks failed." },
      ],
    };
    const shapeOfTest = {
      properties: {
        deviceExecutions: {
          items: { properties: { state: { enum: ["PASSED", "FAILED", "INCONCLUSIVE"] } } },
        },
      },
    };
    cohereStatusFields(test, shapeOfTest);
    expect(test.deviceExecutions).toEqual([
      { state: "PASSED" },
      { state: "INCONCLUSIVE", inconclusiveReason: "QUOTA_EXCEEDED" },
    ]);
    expect(test.endpoints).toEqual([
      { HealthState: "HEALTHY" },
      { HealthState: "UNHEALTHY", HealthReason: "Health checks failed." },
    ]);
  });
});

// Every Global Accelerator had the DNS name of the doc's example, or "www.awsglobalaccelerator.com".
describe("a host name a service generates", () => {
  it("varies by another generated label of the same shape", () => {
    const all = exampleVariants("a1234567890abcdef.awsglobalaccelerator.com");
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(new Set(all).size).toBe(all.length);
    for (const v of all) expect(v).toMatch(/^a[0-9a-f]{16}\.awsglobalaccelerator\.com$/);
    expect(exampleVariants("www.powerdns.com.")).toContain("mail.powerdns.com.");
  });
});

// Resource Groups (dev65 blind readers N): a group's configuration named its group
// `arn:aws:resource-groups:…:configuration/lf-…`, and a tagged group's ARN ended `group/97yqxt84-dh2z`.
describe("an ARN of a resource group", () => {
  const tail = "[a-zA-Z0-9_\\.-]{1,300}";
  const prefix = "arn:aws(-[a-z]+)*:resource-groups:[a-z]{2}(-[a-z]+)+-\\d{1}:[0-9]{12}:group/";
  it("is a group's, ending in a name", () => {
    const sampler = createValueSampler(42, {});
    for (let i = 0; i < 4; i++) {
      const group = sampler.value({
        name: "Group",
        entity: "group_configurations",
        record: {},
        schema: {
          type: "string",
          pattern: `(${prefix})?${tail}`,
          description:
            "The name or the ARN of the resource group for which you want the configuration.",
        },
      });
      expect(String(group)).not.toMatch(/configuration\//);
      const arn = sampler.value({
        name: "Arn",
        entity: "tags",
        record: {},
        schema: {
          type: "string",
          pattern: `${prefix}${tail}`,
          description: "The ARN of the tagged resource group.",
        },
      });
      expect(String(arn)).toMatch(
        /^arn:aws:resource-groups:[a-z0-9-]+:\d{12}:group\/[a-z]+-groups$/,
      );
    }
  });
});
