import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/index.js";
import { checkSolvable } from "../../src/core/synth/checks.js";

// Bundled examples (stop 66 reading): "Could you find the open slots for Alysha Dooley?" was sent
// as list_open_slots {"doctor_id":…,"from_date":"2026-01-08T14:00:00Z"} in turn 1, while the user
// said "Jan 8 at 2 pm" only in turn 2, booking that slot. And "request a sick leave for Hallie
// Wilkinson up to January 23" was sent with a start date said only in the next turn.
const task = (first: string, second: string): Task =>
  ({
    id: "t",
    planId: "p",
    envs: [],
    seed: 1,
    turns: [{ user: first }, { user: second }],
    userFacts: [
      { key: "s1.query", value: "Hallie Wilkinson", text: "Hallie Wilkinson" },
      { key: "s2.start_date", value: "2026-01-21", text: "January 21" },
      { key: "s2.end_date", value: "2026-01-23", text: "January 23" },
    ],
    hidden: [],
    gold: {
      calls: [
        {
          env: "e",
          tool: "search_employees",
          args: { query: "Hallie Wilkinson" },
          masked: [],
          turn: 0,
        },
        {
          env: "e",
          tool: "request_leave",
          args: { employee_id: "emp_1001", start_date: "2026-01-21", end_date: "2026-01-23" },
          masked: [],
          turn: 0,
        },
        { env: "e", tool: "list_leave_requests", args: {}, masked: [], turn: 1 },
      ],
      finalStateHash: "0",
    },
    checks: [],
    meta: {},
  }) as unknown as Task;

// The replay is a test double: this check is about which turn says a value, not the sandbox.
const replayed = { replay: Promise.resolve({ opened: true as const, problems: [] }) };

describe("a value a call sends before the user says it", () => {
  it("makes the task unsolvable", async () => {
    const v = await checkSolvable(
      task(
        "Could you request a sick leave for Hallie Wilkinson up to January 23?",
        "Thanks. Can you also show my leave request starting January 21?",
      ),
      [],
      replayed,
    );
    expect(v.passed).toBe(false);
    expect(v.evidence).toMatch(/s2\.start_date .* sent in turn 1 but said later/);
  });
  it("is fine when said in the turn that sends it", async () => {
    const v = await checkSolvable(
      task(
        "Could you request a sick leave for Hallie Wilkinson from January 21 to January 23?",
        "Thanks. Can you also show my leave request starting January 21?",
      ),
      [],
      replayed,
    );
    expect(v.passed).toBe(true);
  });
});
