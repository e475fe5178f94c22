import { describe, expect, it } from "vitest";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  type RequestDraft,
  writeRequest,
} from "../../src/core/synth/writer.js";

/**
 * What the bundled examples (`npm start`) said that a reader rejects at once: "What power would
 * you like?" for a schedule's on/off switch, and "It's about annual check-up." — a visit reason
 * said without its article.
 */
const fact = (key: string, value: unknown, label: string, extra: Partial<FactPhrase> = {}) =>
  ({
    key: `s1.${key}`,
    value,
    label,
    role: "arg",
    personal: false,
    atGoal: true,
    ...extra,
  }) as FactPhrase;

describe("the assistant asks for an on/off switch as a person would", () => {
  it("never 'What power would you like?'", () => {
    for (const value of ["on", "off", "ON"])
      for (let seed = 0; seed < 6; seed++) {
        const q = askFor(fact("power", value, "power", { kind: "status" }), seed);
        expect(q).toMatch(/\bon or off\?$/i);
        expect(q).not.toMatch(/would you like/);
      }
  });
  it("a new thing's title is asked as its name, never 'Which title is it?'", () => {
    for (let seed = 0; seed < 6; seed++) {
      const q = askFor(fact("title", "Wi-Fi drops in meeting room B", "title"), seed);
      expect(q).toMatch(/call/);
      expect(q).not.toMatch(/Which title/);
    }
  });
  it("other settings keep their question", () => {
    expect(askFor(fact("strength", "strong", "strength", { kind: "category" }), 0)).toMatch(
      /strength/,
    );
  });
});

describe("a reason is said with its article", () => {
  const book = toolWords({
    name: "book_appointment",
    description: "Book an appointment",
    inputSchema: {},
    kind: "create",
  } as never);
  const draft = (reason: string): RequestDraft =>
    ({
      kind: "request",
      goal: book,
      targets: [],
      facts: [fact("reason", reason, "reason", { kind: "free-text" })],
      domain: "",
    }) as RequestDraft;
  const said = async (reason: string) => {
    const out: string[] = [];
    for (let seed = 0; seed < 8; seed++) out.push(await writeRequest(draft(reason), { seed }));
    return out.join(" ");
  };

  it("a countable complaint takes a or an", async () => {
    expect(await said("Annual check-up")).toContain("about an annual check-up");
    expect(await said("Persistent headache")).toContain("about a persistent headache");
    expect(await said("Follow-up after blood test")).toContain("about a follow-up after");
    expect(await said("Sore throat and fever")).toContain("about a sore throat and fever");
  });
  it("a mass noun and a phrase with its own determiner stay as they are", async () => {
    expect(await said("Lower back pain")).toContain("about lower back pain");
    expect(await said("My knee hurts when I walk")).not.toMatch(/about an? my/);
  });
});

describe("a listed record of the catch-all sort is named with its field", () => {
  it("never 'an other one' (bundled helpdesk expenses)", async () => {
    const { answerFactsFrom, docUnits, fieldDocs } = await import(
      "../../src/core/synth/build-task.js"
    );
    const { finalAnswer } = await import("../../src/core/synth/trajectory.js");
    const outputSchema = {
      type: "object",
      properties: {
        expenses: {
          type: "array",
          items: {
            type: "object",
            properties: {
              category: { type: "string", enum: ["travel", "training", "other"] },
              spent_on: { type: "string", format: "date" },
              amount: { type: "number" },
            },
          },
        },
      },
    };
    const s = {
      name: "list_expenses",
      description: "List expenses",
      inputSchema: { type: "object", properties: {} },
      outputSchema,
    } as never;
    const w = { ...toolWords(s), kind: "list" as const };
    const result = {
      expenses: [
        { category: "training", spent_on: "2025-10-07", amount: 131.95 },
        { category: "other", spent_on: "2025-11-15", amount: 42.5 },
      ],
    };
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, {
      year: 2026,
      args: {},
      argNames: [],
      units: docUnits(outputSchema, ""),
      docs: fieldDocs(outputSchema),
    });
    const answer = finalAnswer(facts, false);
    expect(answer).toContain("a training one");
    expect(answer).not.toMatch(/\ban other one\b/);
    expect(answer).toContain("one in the other category");
  });
});

describe("money with no currency beside it is said in the environment's own", () => {
  it("a leave balance is days, never money (bundled helpdesk: 'The leave balance is $6')", async () => {
    const { inferFieldModel } = await import("../../src/core/domain/field-roles.js");
    expect(inferFieldModel("leave_balance", { type: "integer" }).role).not.toBe("money");
    expect(inferFieldModel("vacation_days_remaining", { type: "integer" }).role).not.toBe("money");
    expect(inferFieldModel("balance", { type: "number" }).role).toBe("money");
  });
});

describe("a leave balance is said in days", () => {
  it("'The leave balance is 6 days', never '$6' or a bare 6", async () => {
    const { answerFactsFrom } = await import("../../src/core/synth/build-task.js");
    const { finalAnswer } = await import("../../src/core/synth/trajectory.js");
    const s = {
      name: "get_leave_balance",
      description: "Remaining leave days of an employee for the current year, per kind.",
      inputSchema: { type: "object", properties: { employee_id: { type: "string" } } },
    } as never;
    const w = { ...toolWords(s), kind: "compute" as const };
    for (const [n, said] of [
      [6, "6 days"],
      [1, "1 day"],
    ] as const) {
      const facts = answerFactsFrom(
        { ok: true, result: { employee_id: "emp_1001", leave_balance: n } },
        "s1",
        w,
        0,
        {
          year: 2026,
          args: { employee_id: "emp_1001" },
          argNames: ["employee_id"],
          currency: "USD",
        },
      );
      const answer = finalAnswer(facts, false);
      expect(answer).toContain(said);
      expect(answer).not.toContain("$");
    }
  });
});
