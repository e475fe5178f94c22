import { describe, expect, it } from "vitest";
import { type CpuProfile, summarizeCpuProfile } from "../../bench/cpu-profile.js";

// A hand-made profile: root → sampleWith → (episodeState → valueFor → valueFor) and → restore.
const frame = (functionName: string, lineNumber: number) => ({
  functionName,
  url: "file:///x/dist/cli/assets/stages.js",
  lineNumber,
});
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { ...frame("(root)", -1), url: "" }, children: [2] },
    { id: 2, callFrame: frame("sampleWith", 9), children: [3, 6] },
    { id: 3, callFrame: frame("episodeState", 19), children: [4] },
    { id: 4, callFrame: frame("valueFor", 29), children: [5] },
    { id: 5, callFrame: frame("valueFor", 29) },
    { id: 6, callFrame: frame("restore", 39) },
  ],
  // Microseconds per sample: 3 ms in the inner valueFor, 1 ms in the outer, 2 ms in restore.
  samples: [5, 5, 4, 6, 5, 6],
  timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000],
};

describe("summarizeCpuProfile", () => {
  it("ranks self time by function and counts a recursive function once per sample", () => {
    const s = summarizeCpuProfile(profile, 3);
    expect(s.totalMs).toBe(6);
    expect(s.self.map((e) => [e.name, e.ms])).toEqual([
      ["valueFor stages.js:30", 4],
      ["restore stages.js:40", 2],
    ]);
    expect(s.inclusive.map((e) => [e.name, e.ms])).toEqual([
      ["(root) :0", 6],
      ["sampleWith stages.js:10", 6],
      ["episodeState stages.js:20", 4],
    ]);
    expect(s.self[0]!.share).toBeCloseTo(4 / 6);
  });
});
