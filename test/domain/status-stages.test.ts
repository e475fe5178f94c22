import { describe, expect, it } from "vitest";
import { createValueSampler, lifeStageOf } from "../../src/core/domain/values.js";

// Panorama devices (fresh60 blind readers N, both readers): "DELETING" beside
// "AWAITING_PROVISIONING", "ERROR" beside "ProvisioningStatus":"SUCCEEDED" — each status field of
// one device was drawn on its own.
const DEVICE = {
  Status: ["AWAITING_PROVISIONING", "PENDING", "SUCCEEDED", "FAILED", "ERROR", "DELETING"],
  ProvisioningStatus: [
    "AWAITING_PROVISIONING",
    "PENDING",
    "SUCCEEDED",
    "FAILED",
    "ERROR",
    "DELETING",
  ],
  DeviceConnectionStatus: ["ONLINE", "OFFLINE", "AWAITING_CREDENTIALS", "NOT_AVAILABLE", "ERROR"],
};

describe("a record with several status fields", () => {
  it("says one stage of its life in all of them", () => {
    const s = createValueSampler(11, { domain: "aws-panorama" });
    const siblings = ["DeviceId", ...Object.keys(DEVICE)];
    const stages = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const record: Record<string, unknown> = {};
      for (const [name, values] of Object.entries(DEVICE))
        record[name] = s.value({
          name,
          schema: { type: "string", enum: values },
          entity: "devices",
          siblings,
          record,
        });
      const a = lifeStageOf(record.Status);
      const b = lifeStageOf(record.ProvisioningStatus);
      expect(a, JSON.stringify(record)).toBe(b);
      stages.add(String(a));
      if (a === "settled") expect(record.DeviceConnectionStatus).toBe("ONLINE");
    }
    // …while the records between them still live at several stages.
    expect(stages.size).toBeGreaterThanOrEqual(3);
  });

  it("follows the main status the records were spread over", () => {
    const s = createValueSampler(5, { domain: "aws-panorama" });
    for (const main of ["DELETING", "PENDING", "SUCCEEDED", "FAILED"]) {
      const record: Record<string, unknown> = { Status: main };
      record.ProvisioningStatus = s.value({
        name: "ProvisioningStatus",
        schema: { type: "string", enum: DEVICE.ProvisioningStatus },
        entity: "devices",
        siblings: ["DeviceId", ...Object.keys(DEVICE)],
        record,
      });
      expect(lifeStageOf(record.ProvisioningStatus), main).toBe(lifeStageOf(main));
    }
  });
});
