import { describe, expect, it } from "vitest";
import { cohereProgress } from "../../src/core/domain/sibling-coherence.js";

// Pinpoint Email's dedicated IPs (fresh60 blind readers N): "WarmupPercentage":100 with
// "WarmupStatus":"IN_PROGRESS", and 39% with "DONE".
describe("a progress share and its status", () => {
  it("agree", () => {
    const done = { Ip: "1.2.3.4", WarmupPercentage: 39, WarmupStatus: "DONE" };
    cohereProgress(done);
    expect(done.WarmupPercentage).toBe(100);
    const going = { WarmupPercentage: 100, WarmupStatus: "IN_PROGRESS" };
    cohereProgress(going);
    expect(going.WarmupPercentage).toBeGreaterThan(0);
    expect(going.WarmupPercentage).toBeLessThan(100);
    const mid = { progress: 40, status: "running" };
    cohereProgress(mid);
    expect(mid.progress).toBe(40);
  });
});
