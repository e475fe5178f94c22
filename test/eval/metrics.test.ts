import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ok } from "../../src/core/errors.js";
import { evaluate, failureCategories, passHatK } from "../../src/core/eval/index.js";
import type { ChatResponse, LlmClient } from "../../src/core/llm/llm-client.js";
import { emptyUsage } from "../../src/core/llm/llm-client.js";
import { loadBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";

describe("pass^k", () => {
  it("is the mean over tasks of C(c,k)/C(n,k)", () => {
    // Task A: 3 of 4 pass; task B: 1 of 4; task C: 4 of 4.
    const perTask = [
      { n: 4, c: 3 },
      { n: 4, c: 1 },
      { n: 4, c: 4 },
    ];
    expect(passHatK(perTask, 1)).toBeCloseTo((3 / 4 + 1 / 4 + 1) / 3, 12);
    expect(passHatK(perTask, 2)).toBeCloseTo((3 / 6 + 0 + 1) / 3, 12);
    expect(passHatK(perTask, 4)).toBeCloseTo((0 + 0 + 1) / 3, 12);
    expect(passHatK(perTask, 5)).toBeNull();
  });
});

describe("evaluate", () => {
  it("keeps at most `concurrency` episodes waiting on the model at once", async () => {
    const raw = JSON.parse(
      readFileSync(join(import.meta.dirname, "../../public/examples/notes.envbundle.json"), "utf8"),
    );
    const bundle = await loadBundle(raw, "notes");
    if (!bundle.ok) throw new Error(bundle.error.message);
    const tasks: Task[] = Array.from({ length: 6 }, (_, i) => ({
      id: `t${i}`,
      envs: [{ bundleId: bundle.value.id, initialState: bundle.value.initialState ?? {} }],
      seed: 0,
      turns: [{ user: `request ${i}` }],
      userFacts: [],
      hidden: [],
      gold: { calls: [], finalStateHash: "", answerFacts: [] },
      checks: [],
    }));
    let inFlight = 0;
    let most = 0;
    const waiting: (() => void)[] = [];
    // TEST DOUBLE policy: answers "Done." once the test releases it, counting requests in flight.
    const policy: LlmClient = {
      model: "gated-test-double",
      usage: emptyUsage,
      async chat() {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise<void>((release) => waiting.push(release));
        inFlight--;
        const r: ChatResponse = {
          content: "Done.",
          toolCalls: [],
          model: "gated",
          usage: { promptTokens: 0, completionTokens: 0 },
          cached: false,
        };
        return ok(r);
      },
    };
    const running = evaluate(tasks, [bundle.value], { policy, concurrency: 2, trials: 2 });
    // Release requests one by one until every episode finished; before each release, wait until
    // as many requests are waiting as may be (2, or fewer at the end), however slow the machine.
    let released = 0;
    while (released < 12) {
      await new Promise((r) => setTimeout(r, 2));
      if (waiting.length < Math.min(2, 12 - released)) continue;
      expect(waiting.length).toBeLessThanOrEqual(2);
      waiting.shift()?.();
      released++;
    }
    const rollouts = await running;
    expect(rollouts).toHaveLength(12);
    expect(most).toBe(2);
    expect(rollouts.map((r) => `${r.taskId}#${r.trial}`)).toEqual(
      tasks.flatMap((t) => [`${t.id}#0`, `${t.id}#1`]),
    );
  });
});

describe("failure categories", () => {
  const task = {
    id: "t",
    envs: [{ bundleId: "b", initialState: {} }],
    seed: 0,
    turns: [{ user: "rename note n1 to Plans" }],
    userFacts: [],
    hidden: [],
    gold: {
      calls: [
        {
          tool: "update_note",
          args: { note_id: "n1", title: "Plans", limit: 5 },
          masked: ["limit"],
        },
      ],
      finalStateHash: "h",
      answerFacts: [{ key: "title", value: "Plans" }],
    },
    checks: [],
  } satisfies Task;
  const reward = (answer: number) => ({
    total: 0.5,
    components: { answer: { score: answer, weight: 0.25, evidence: "", kind: "credit" as const } },
  });

  it("names a write no gold call explains, and an answer that lacks a fact", () => {
    const calls = [
      {
        tool: "update_note",
        args: { note_id: "n1", title: "Plans", limit: 50 },
        changedState: true,
      },
      { tool: "delete_note", args: { note_id: "n2" }, changedState: true },
    ];
    // The gold call is matched (a masked argument may differ); the delete is an extra write.
    expect(failureCategories(task, { endReason: "done", calls }, reward(0), false)).toEqual({
      primary: "extra write",
      categories: ["extra write", "no answer"],
    });
  });

  it("tells a changed argument from another tool and from no call at all", () => {
    const one = (tool: string, args: Record<string, unknown>) => ({
      endReason: "done" as const,
      calls: [{ tool, args, changedState: false }],
    });
    const primary = (ep: Parameters<typeof failureCategories>[1]) =>
      failureCategories(task, ep, reward(1), false).primary;
    expect(primary(one("update_note", { note_id: "n1", title: "Plan" }))).toBe("wrong argument");
    expect(primary(one("list_notes", {}))).toBe("wrong tool");
    expect(primary({ endReason: "done", calls: [] })).toBe("missing call");
    expect(primary({ endReason: "turn-budget", calls: [] })).toBe("turn budget");
    expect(
      primary({
        endReason: "done",
        calls: [{ tool: "x", malformed: "arguments are not valid JSON", changedState: false }],
      }),
    ).toBe("malformed call");
    // A passing rollout with nothing wrong has no primary category.
    const passed = failureCategories(
      task,
      one("update_note", { note_id: "n1", title: "Plans" }),
      reward(1),
      true,
    );
    expect(passed).toEqual({ primary: null, categories: [] });
  });
});
