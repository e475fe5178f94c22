import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import type { Task, Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

// fresh68 blind readers (stop 63) on Amazon QLDB: "Update the ledger named nightly-ledger" —
// update what? gold silently sent DeletionProtection false (G/M); "change the name on my ledger"
// for an update that cannot rename; UpdateLedger on a ledger DELETING and DeleteLedger on one
// CREATING (M/N); GetBlock, a read, asked as "block the block object". A spec cut from the real one.
let tasks: Task[] = [];
let trajectories: Trajectory[] = [];
beforeAll(async () => {
  const text = readFileSync(
    new URL("../fixtures/kinds/qldb-ledgers.openapi.json", import.meta.url),
    "utf8",
  );
  const result = await runPipeline(
    [{ name: "qldb-ledgers.openapi.json", text }],
    { seed: 1, count: 24, turns: "mixed" },
    { store: createMemoryStore(), stages: createDefaultStages() },
  );
  tasks = result.tasks;
  trajectories = result.trajectories;
}, 240_000);

const users = (t: Task) => t.turns.map((x) => x.user).join("\n");

describe("QLDB ledger writes say what they change and act on settled ledgers", () => {
  it("an update states the switch it turns, names its ledger, and sends nothing unasked", () => {
    const updates = tasks.filter((t) => t.gold.calls.some((c) => c.tool === "UpdateLedger"));
    expect(updates.length).toBeGreaterThan(0);
    for (const t of updates) {
      const said = users(t);
      const call = t.gold.calls.find((c) => c.tool === "UpdateLedger")!;
      expect(said).toMatch(/\bturn (?:on|off) the deletion protection\b/i);
      expect(said).not.toMatch(/\bfor the name\b|\bchange the name\b/i);
      if ("DeletionProtection" in call.args)
        expect(call.masked).not.toContain("DeletionProtection");
    }
  });

  it("no update or delete acts on a ledger that is CREATING or DELETING", () => {
    let writes = 0;
    for (const t of tasks) {
      const ledgers = (t.envs[0]!.initialState as Record<string, Record<string, unknown>[]>)
        .ledgers!;
      for (const c of t.gold.calls) {
        if (c.tool !== "UpdateLedger" && c.tool !== "DeleteLedger") continue;
        writes++;
        const rec = ledgers.find((l) => l.Name === c.args.name);
        expect(rec?.State).not.toMatch(/^(?:CREATING|DELETING|DELETED)$/);
      }
    }
    expect(writes).toBeGreaterThan(0);
  });

  it("GetBlock is never asked or answered as a block", () => {
    for (const tr of trajectories)
      for (const m of tr.messages)
        if (m.content && (m.role === "user" || m.role === "assistant"))
          expect(m.content).not.toMatch(/\bblock(?:ed)? (?:the|a message)\b/i);
  });
});
