import { describe, expect, it } from "vitest";
import { ProgressBar } from "../../src/cli/progress-bar.js";

describe("ProgressBar", () => {
  it("shows stage, bar, counts, ETA and rate from a controllable clock", () => {
    let now = 0;
    const out: string[] = [];
    const bar = new ProgressBar({
      write: (t) => out.push(t),
      isTty: true,
      now: () => now,
      width: 10,
    });
    bar.update({ stage: "synth", done: 0, total: 100 });
    now = 10_000;
    const line = bar.line({ stage: "synth", done: 25, total: 100, note: "shop" });
    expect(line).toBe("synth    [###-------]  25/100  ETA 30s  2.5/s  10s  shop");
  });

  it("prints one line per finished stage when stderr is not a terminal", () => {
    const out: string[] = [];
    const bar = new ProgressBar({ write: (t) => out.push(t), isTty: false, now: () => 0 });
    bar.update({ stage: "build", done: 1, total: 2 });
    bar.update({ stage: "build", done: 2, total: 2 });
    bar.update({ stage: "verify", done: 1, total: 1 });
    bar.finish();
    expect(out).toHaveLength(2);
    expect(out[0]!.startsWith("build ")).toBe(true);
    expect(out[0]).toContain("2/2");
    expect(out[1]!.startsWith("verify ")).toBe(true);
  });
});
