import { describe, expect, it } from "vitest";
import {
  DONT_KNOW,
  factWords,
  isQuestion,
  nextUserMessage,
  simulateUser,
} from "../../src/core/eval/simulated-user.js";
import type { Task } from "../../src/core/schema/task.js";

const task: Task = {
  id: "t1",
  envs: [{ bundleId: "b1", initialState: {} }],
  seed: 1,
  turns: [
    {
      user: "Please register me as a patient.",
      reveals: [
        { key: "s1.date_of_birth", text: "My date of birth is 1946-01-19." },
        { key: "s1.email", text: "My email is a@example.com." },
      ],
    },
    { user: "Now book me the earliest slot." },
  ],
  userFacts: [{ key: "s1.full_name", value: "Blair Jacobi", text: "My name is Blair Jacobi." }],
  hidden: [],
  gold: { calls: [], finalStateHash: "x", answerFacts: [] },
  checks: [],
};

describe("simulated user", () => {
  it("reads fact words from keys without the step prefix", () => {
    expect(factWords("s1.date_of_birth")).toEqual(["date", "birth"]);
    expect(factWords("s3.to_date")).toEqual(["date"]);
  });

  it("opens with the first turn", () => {
    expect(nextUserMessage(task, [])).toMatchObject({
      kind: "first-turn",
      content: task.turns[0]?.user,
    });
  });

  it("answers a question with the reveal whose fact words it mentions", () => {
    const msgs = [
      { role: "user", content: task.turns[0]?.user },
      { role: "assistant", content: "Sure — what is your date of birth?" },
    ];
    expect(nextUserMessage(task, msgs)).toEqual({
      content: "My date of birth is 1946-01-19.",
      done: false,
      kind: "reveal",
      turn: 0,
      revealed: "s1.date_of_birth",
    });
    // A fact the user stated is repeated when asked again.
    const name = nextUserMessage(task, [
      ...msgs.slice(0, 1),
      { role: "assistant", content: "What is your full name?" },
    ]);
    expect(name.content).toBe("My name is Blair Jacobi.");
  });

  it("answers with the withheld fact before a stated fact whose key matches the question better", () => {
    // A clinic task: the doctor's name was stated, the patient's name is withheld.
    const clinic: Task = {
      ...task,
      turns: [
        {
          user: "Book me the 2:45 pm slot with Lilla Parker.",
          reveals: [{ key: "s1.full_name", text: "Hank Upton." }],
        },
      ],
      userFacts: [{ key: "s3.doctor_id.select.name", value: "Lilla Parker", text: "Lilla Parker" }],
    };
    const reply = nextUserMessage(clinic, [
      { role: "user", content: clinic.turns[0]?.user },
      { role: "assistant", content: "What name should I put it under?" },
    ]);
    expect(reply).toMatchObject({
      kind: "reveal",
      content: "Hank Upton.",
      revealed: "s1.full_name",
    });
  });

  it("recognises the question its reveal answers, in the task's words or close to them", () => {
    const thermostat: Task = {
      ...task,
      turns: [
        {
          user: "Change the temperature on the Nursery thermostat.",
          reveals: [
            {
              key: "s2.target_celsius",
              text: "Oh, sorry — 25.5°C.",
              question: "What temperature would you like?",
            },
          ],
        },
      ],
      userFacts: [],
    };
    const ask = (content: string) =>
      nextUserMessage(thermostat, [
        { role: "user", content: thermostat.turns[0]?.user },
        { role: "assistant", content },
      ]);
    expect(ask("What temperature would you like?")).toMatchObject({
      kind: "reveal",
      content: "Oh, sorry — 25.5°C.",
    });
    expect(ask("Sure! Which temperature should I set?").kind).toBe("reveal");
    // A question about something else is not answered with it.
    expect(ask("Would you like me to turn it off?").kind).toBe("unknown");
  });

  it("does not know what it was not told while reveals are pending", () => {
    const msgs = [
      { role: "user", content: task.turns[0]?.user },
      { role: "assistant", content: "What is your favourite colour?" },
    ];
    expect(nextUserMessage(task, msgs)).toMatchObject({ kind: "unknown", content: DONT_KNOW });
  });

  it("brings the next turn when the assistant finishes one, and is done after the last", () => {
    const t0 = [
      { role: "user", content: task.turns[0]?.user },
      { role: "assistant", content: null, tool_calls: [{}] },
      { role: "tool", content: "{}" },
      { role: "assistant", content: "You are registered." },
    ];
    const r1 = nextUserMessage(task, t0);
    expect(r1).toMatchObject({
      kind: "next-turn",
      turn: 1,
      content: task.turns[1]?.user,
      done: false,
    });
    const r2 = nextUserMessage(task, [
      ...t0,
      { role: "user", content: r1.content },
      { role: "assistant", content: "Booked for 9:00." },
    ]);
    expect(r2).toEqual({ content: "", done: true, kind: "done", turn: 1 });
  });

  it("does not take a quoted value with a question mark for a question", () => {
    const closing = [
      { role: "user", content: task.turns[0]?.user },
      { role: "assistant", content: 'Registered. Your note says "What is your date of birth?"' },
    ];
    expect(nextUserMessage(task, closing)).toMatchObject({ kind: "next-turn", turn: 1 });
    expect(isQuestion("What is your email?")).toBe(true);
    expect(isQuestion('The text is "Any update on this?"')).toBe(false);
  });

  it("counts an answer a model user phrased in its own words as revealed", () => {
    const msgs = [
      { role: "user", content: task.turns[0]?.user },
      { role: "assistant", content: "What is your email?" },
      { role: "user", content: "it's a@example.com" },
      { role: "assistant", content: "Sorry, your email again?" },
    ];
    expect(nextUserMessage(task, msgs)).toMatchObject({ kind: "unknown" });
    const dob = nextUserMessage(task, [
      ...msgs.slice(0, 3),
      { role: "assistant", content: "Your date of birth?" },
    ]);
    expect(dob).toMatchObject({ kind: "reveal", revealed: "s1.date_of_birth" });
  });

  it("lets a model user rephrase only answers, and falls back when it fails", async () => {
    const msgs = [
      { role: "user", content: task.turns[0]?.user },
      { role: "assistant", content: "What is your email?" },
    ];
    const phrased = await simulateUser(task, msgs, { phrase: async () => "it's a@example.com" });
    expect(phrased).toMatchObject({ kind: "reveal", content: "it's a@example.com" });
    const failed = await simulateUser(task, msgs, {
      phrase: async () => {
        throw new Error("down");
      },
    });
    expect(failed.content).toBe("My email is a@example.com.");
  });
});
