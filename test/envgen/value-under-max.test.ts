import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

// fresh58 blind readers (OpenUV): a protection said "uv": 72.76 beside "uv_max": 10 — a reading
// above the day's maximum the same record gives. The held-out draw's own doc (now dev data).
const SPEC = readFileSync(
  join(import.meta.dirname, "../fixtures/stop54/openuv.openapi.json"),
  "utf8",
);

describe("a number beside its own maximum", () => {
  it("is never above it in the seeded records", async () => {
    const doc = await ingestFile({ name: "openuv.openapi.json", text: SPEC });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 58 });
    if (!b.ok) throw new Error(b.error.message);
    const rows = Object.values(b.value.initialState as Record<string, Record<string, unknown>[]>)
      .flat()
      .filter((r) => typeof r.uv === "number" && typeof r.uv_max === "number");
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows)
      expect(r.uv as number, JSON.stringify(r)).toBeLessThanOrEqual(r.uv_max as number);
  });

  it("folds under the maximum; a value under it stays (counter-example)", () => {
    const over: Record<string, unknown> = { uv: 72.76, uv_max: 10 };
    cohereSiblings(over);
    expect(over.uv as number).toBeLessThanOrEqual(10);
    const under: Record<string, unknown> = { uv: 3.2, uv_max: 10, maxSpeed: 5, speed: 9 };
    cohereSiblings(under);
    expect(under).toMatchObject({ uv: 3.2, uv_max: 10 });
    expect(under.speed as number).toBeLessThanOrEqual(5);
  });
});
