import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

// Pinpoint Email (fresh60 blind readers F/B, 5 samples): a pool found through a dedicated IP's
// `PoolName` was asked for as "the pool of the dedicated ip called Archive pool" and confirmed as
// "I've removed the dedicated ip pool for the dedicated ip "Archive pool"". The pool's own name
// is what the user says.
describe("a goal's key found as another record's field", () => {
  it("is said as the goal's own record", async () => {
    const text = readFileSync(
      new URL("../fixtures/synth/dedicated-ip-pools.openapi.json", import.meta.url),
      "utf8",
    );
    const result = await runPipeline(
      [{ name: "dedicated-ip-pools.openapi.json", text }],
      { seed: 3, count: 12, turns: "single" },
      { store: createMemoryStore(), stages: createDefaultStages() },
    );
    const deletes = result.tasks.filter((t) =>
      t.gold.calls.some((c) => c.tool === "DeleteDedicatedIpPool"),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const t of deletes) {
      const said = t.turns.map((x) => x.user).join(" ");
      expect(said).not.toMatch(/pool of the dedicated ip/i);
      for (const c of (t.meta?.confirms ?? []) as string[])
        expect(c).not.toMatch(/for the dedicated ip/i);
    }
  }, 120_000);
});
