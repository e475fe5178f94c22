import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import type { Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

// fresh68 blind readers (Business Profile Performance, stop 63, N on 5 samples): the monthly
// search keywords of "locations/asia-northeast1" (a cloud region for a business listing), "from
// 19 to 19" (only `monthlyRange.startMonth.day` and `.endMonth.day` sent, a month's day the doc
// ignores), keywords "monthly" and "googleapi". The one path of the real spec.
let trajectories: Trajectory[] = [];
beforeAll(async () => {
  const text = readFileSync(
    new URL("../fixtures/synth/business-keywords.openapi.json", import.meta.url),
    "utf8",
  );
  const result = await runPipeline(
    [{ name: "business-keywords.openapi.json", text }],
    { seed: 3, count: 16, turns: "mixed" },
    { store: createMemoryStore(), stages: createDefaultStages() },
  );
  trajectories = result.trajectories;
}, 240_000);

type Args = Record<string, unknown>;
function calls(tr: Trajectory): Args[] {
  return tr.messages.flatMap((m) =>
    m.role === "assistant"
      ? (m.tool_calls ?? []).map((c) => JSON.parse(c.function.arguments) as Args)
      : [],
  );
}
const userText = (tr: Trajectory) =>
  tr.messages.flatMap((m) => (m.role === "user" && m.content ? [m.content] : [])).join(" ");

describe("a business's monthly search keywords", () => {
  it("are of a listing, never a cloud region", () => {
    const all = trajectories.flatMap(calls);
    expect(all.length).toBeGreaterThan(0);
    for (const a of all) expect(String(a.parent)).toMatch(/^locations\/\d{12,20}$/);
    for (const tr of trajectories) {
      expect(userText(tr)).not.toMatch(/\b[a-z]+-[a-z]+\d\b/);
      const asked = tr.messages.flatMap((m) =>
        m.role === "assistant" && m.content ? [m.content] : [],
      );
      for (const q of asked) expect(q).not.toMatch(/Which region/);
    }
  });

  it("are asked for whole months, start before end, said as months", () => {
    const dated = trajectories.filter((tr) =>
      calls(tr).some((a) => Object.keys(a).some((k) => k.startsWith("monthlyRange."))),
    );
    expect(dated.length).toBeGreaterThan(0);
    for (const tr of dated) {
      for (const a of calls(tr)) {
        const month = (end: string) =>
          (a[`monthlyRange.${end}.year`] as number) * 12 +
          (a[`monthlyRange.${end}.month`] as number);
        for (const end of ["startMonth", "endMonth"]) {
          if (!Object.keys(a).some((k) => k.startsWith(`monthlyRange.${end}.`))) continue;
          expect(a[`monthlyRange.${end}.year`]).toBeGreaterThan(2000);
          expect(a[`monthlyRange.${end}.month`]).toBeGreaterThanOrEqual(1);
          expect(a[`monthlyRange.${end}.day`]).toBeUndefined();
        }
        if (a["monthlyRange.startMonth.year"] && a["monthlyRange.endMonth.year"])
          expect(month("startMonth")).toBeLessThan(month("endMonth"));
      }
      const text = userText(tr);
      expect(text).toMatch(
        /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/,
      );
      expect(text).not.toMatch(/\bfrom (\d+) to \1\b|month year|monthly range/i);
    }
  });

  it("are what people search a business by", () => {
    const said = trajectories.flatMap((tr) =>
      tr.messages.flatMap((m) => (m.role === "tool" && m.content ? [m.content] : [])),
    );
    expect(said.length).toBeGreaterThan(0);
    for (const s of said)
      expect(s).not.toMatch(/"searchKeyword":"(monthly|googleapi|location|report)"/);
  });
});
