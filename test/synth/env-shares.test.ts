import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { envShareNotes } from "../../src/core/pipeline/report.js";
import type { Task } from "../../src/core/schema/index.js";
import { envQuotas, nextReserved } from "../../src/core/synth/env-shares.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { homeBundle } from "../plan/mini-home.js";
import { shopBundle } from "./helpers/shop.js";

// Issue 11 (stop 60): the budget went to whichever API's plans survived the gates (fresh64: one
// API 26 of 40 tasks, a 39-tool API 1; fresh63: 6 of 10 environments none). Each environment with
// verified tools has a share, one each while the count allows, the rest by verified tools.
describe("each environment's share of the task budget", () => {
  it("gives one each first, then the rest in proportion to verified tools", () => {
    expect(envQuotas({ a: 174, b: 6, c: 12 }, 40)).toEqual({ a: 35, b: 2, c: 3 });
    const q = envQuotas({ a: 9, b: 14, c: 14, d: 4, e: 2, f: 3, g: 31, h: 3, i: 4, j: 45 }, 40);
    expect(Object.values(q).reduce((s, n) => s + n, 0)).toBe(40);
    expect(Math.min(...Object.values(q))).toBe(1);
    expect(q.j).toBeGreaterThan(q.a as number);
    // A count below the number of environments goes to the largest ones.
    expect(envQuotas({ a: 1, b: 5, c: 3 }, 2)).toEqual({ a: 0, b: 1, c: 1 });
    expect(envQuotas({ a: 0, b: 5 }, 3)).toEqual({ b: 3 });
  });

  it("fills a free place from the reserve with a task calling an uncovered tool first", () => {
    const reserve = [
      { env: "a", tools: ["a/list"], order: 1, item: 1 },
      { env: "a", tools: ["a/list", "a/delete"], order: 2, item: 2 },
      { env: "b", tools: ["b/get"], order: 3, item: 3 },
    ];
    const used = new Set(["a/list", "b/get"]);
    expect(nextReserved(reserve, { a: 3, b: 1 }, { a: 3, b: 1 }, used)).toBe(1);
    // No new tool anywhere: the environment furthest below its share, then the earliest.
    expect(
      nextReserved(
        reserve.slice(0, 1).concat(reserve[2]!),
        { a: 3, b: 0 },
        { a: 3, b: 2 },
        new Set(["a/list", "a/delete", "b/get"]),
      ),
    ).toBe(1);
  });

  it("a run keeps each environment to its share while another can still fill its own", {
    timeout: 300_000,
  }, async () => {
    const bundles = [await homeBundle(), await shopBundle()];
    const graph = buildToolGraph(bundles);
    const out = await synthesize(bundles, graph, { count: 12, seed: 3, turns: "single" });
    const goalEnv = (t: Task) => t.gold.calls[t.gold.calls.length - 1]?.env as string;
    const per: Record<string, number> = {};
    for (const t of out.tasks) per[goalEnv(t)] = (per[goalEnv(t)] ?? 0) + 1;
    const verified = Object.fromEntries(
      bundles.map((b) => [
        b.id,
        b.verification
          ? b.verification.tools.filter((t) => t.passed && t.kept).length
          : b.tools.length,
      ]),
    );
    const shares = envQuotas(verified, 12);
    expect(out.tasks).toHaveLength(12);
    for (const b of bundles) expect(per[b.id] ?? 0).toBe(shares[b.id]);
    const notes = envShareNotes({ synth: out.report as unknown as Record<string, unknown> });
    expect(notes[0]).toMatch(/^tasks per environment \(share of the count\): /);
  });

  it("says which environment got no task and where its plans died", () => {
    const notes = envShareNotes({
      synth: {
        tasksPerEnvironment: { "aws-backup-storage": 0, transcoder: 20 },
        envShares: { "aws-backup-storage": 3, transcoder: 37 },
        envsWithoutTasks: [
          {
            environment: "aws-backup-storage",
            verifiedTools: 9,
            reasons: ["sampler:no-producer ×1923", "check:knowable ×17"],
          },
        ],
      },
    });
    expect(notes).toEqual([
      "tasks per environment (share of the count): aws-backup-storage 0 (3), transcoder 20 (37)",
      "environments without a task: 1 — aws-backup-storage (9 verified tools): no producer (no tool lists or makes a value its calls need), 1923 plans; then check:knowable ×17",
    ]);
  });
});
