import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/index.js";
import { checkSolvable } from "../../src/core/synth/checks.js";

// fresh61 blind readers (M/A on 3 of 30, Kinesis Analytics): "remove the application summary
// called Admin Console" → DescribeApplicationVersion {"ApplicationName":"Admin Console"} →
// DescribeApplication {"ApplicationName":"Zapier"} → DeleteApplication {"ApplicationName":"Zapier"}.
const task = (names: string[]): Task =>
  ({
    id: "t",
    planId: "p",
    envs: [],
    seed: 1,
    turns: [{ role: "user", content: "Please remove the application called Admin Console." }],
    userFacts: [{ key: "s2.ApplicationName", value: "Admin Console", text: "Admin Console" }],
    hidden: [],
    gold: {
      calls: names.map((n, i) => ({
        env: "e",
        tool: ["DescribeApplicationVersion", "DescribeApplication", "DeleteApplication"][i]!,
        args: { ApplicationName: n },
        masked: [],
        turn: 0,
      })),
      finalStateHash: "0",
    },
    checks: [],
    meta: {},
  }) as unknown as Task;

// The replay is a test double: this check is about the calls' arguments, not the sandbox.
const replayed = { replay: Promise.resolve({ opened: true as const, problems: [] }) };

describe("gold calls that switch to a record nobody named", () => {
  it("are not solvable", async () => {
    const v = await checkSolvable(task(["Admin Console", "Zapier", "Zapier"]), [], replayed);
    expect(v.passed).toBe(false);
    expect(v.evidence).toMatch(/"Zapier", not the "Admin Console" the user named/);
  });
  it("while calls that keep to the named record are", async () => {
    const v = await checkSolvable(
      task(["Admin Console", "Admin Console", "Admin Console"]),
      [],
      replayed,
    );
    expect(v.evidence).not.toMatch(/not the .* the user named/);
  });
});
