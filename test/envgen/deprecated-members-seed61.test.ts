import { describe, expect, it } from "vitest";
import { docDeprecated } from "../../src/core/domain/doc-shapes.js";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

/**
 * fresh65 blind readers (stop 60 → 61), N: Global Accelerator's `IpSet.IpFamily` — "IpFamily is
 * deprecated and has been replaced by IpAddressFamily", `deprecated: true` — was seeded with an IP
 * address ("IpFamily":"119.218.114.15"). A member the doc marks deprecated is one a server no
 * longer sends: records leave it out unless the doc requires it.
 */
type Rec = Record<string, unknown>;

const accelerator = {
  type: "object",
  properties: {
    AcceleratorArn: { type: "string", description: "The ARN of the accelerator." },
    Name: { type: "string", description: "The name of the accelerator." },
    IpSets: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        properties: {
          IpFamily: {
            type: "string",
            deprecated: true,
            description: "IpFamily is deprecated and has been replaced by IpAddressFamily.",
          },
          IpAddressFamily: { type: "string", enum: ["IPv4", "IPv6"] },
          IpAddresses: { type: "array", items: { type: "string" } },
        },
      },
    },
    // Marked only in words, at the top level of the record.
    RetentionPeriodHrs: {
      type: "integer",
      description: "Deprecated: use RetentionPeriodSeconds instead.",
    },
    RetentionPeriodSeconds: { type: "integer", description: "How long data is kept, in seconds." },
  },
};

const doc = {
  openapi: "3.0.0",
  info: { title: "Accelerators", version: "1" },
  paths: {
    "/accelerators": {
      get: {
        operationId: "ListAccelerators",
        responses: okJson({
          type: "object",
          properties: { Accelerators: { type: "array", items: accelerator } },
        }),
      },
    },
    "/accelerators/{AcceleratorArn}": {
      get: {
        operationId: "DescribeAccelerator",
        parameters: [
          { name: "AcceleratorArn", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: okJson({ type: "object", properties: { Accelerator: accelerator } }),
      },
    },
  },
};

describe("members the doc marks deprecated", () => {
  it("are read from the flag and from the doc's words", () => {
    expect(docDeprecated({ deprecated: true })).toBe(true);
    expect(
      docDeprecated({
        description: "IpFamily is deprecated and has been replaced by IpAddressFamily.",
      }),
    ).toBe(true);
    expect(docDeprecated({ description: "Deprecated: use retentionPeriodSeconds." })).toBe(true);
    expect(docDeprecated({ description: "This field has been replaced by `labels`." })).toBe(true);
    // Saying what a record's own state is, not the member's.
    expect(docDeprecated({ description: "Whether the API version is deprecated." })).toBe(false);
    expect(docDeprecated({ description: "The time the key was deprecated." })).toBe(false);
    expect(docDeprecated({ type: "string", description: "The IP address family." })).toBe(false);
  });

  it("are not seeded in records, nested or top-level", async () => {
    for (const seed of [1, 2, 3]) {
      const b = await bundleOfDoc(doc, "accelerators.openapi.json", seed);
      const rows = Object.values(b.initialState as Record<string, Rec[]>).flat();
      expect(rows.length).toBeGreaterThan(0);
      const sets = rows.flatMap((r) => (Array.isArray(r.IpSets) ? (r.IpSets as Rec[]) : []));
      expect(sets.length).toBeGreaterThan(0);
      for (const s of sets) expect(s.IpFamily).toBeUndefined();
      // The replacement is still there.
      expect(sets.some((s) => s.IpAddressFamily !== undefined)).toBe(true);
      for (const r of rows) expect(r.RetentionPeriodHrs).toBeUndefined();
    }
  });
});
