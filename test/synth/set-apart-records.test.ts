import { beforeAll, describe, expect, it } from "vitest";
import { setApartBy } from "../../src/core/domain/words.js";
import type { EnvBundle, Plan, Task } from "../../src/core/schema/index.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

// fresh19 readers (bulksms): "What's the phone number you have on file for me?" answered from
// `get_blocked_numbers` — a number the user blocked, not the user's own.
// Trimmed from bulksms.com: its list of blocked numbers is documented as one number.
const SPEC = {
  openapi: "3.0.0",
  info: { title: "SMS", version: "1.0" },
  servers: [{ url: "https://sms.example.com" }],
  paths: {
    "/blocked-numbers": {
      get: {
        summary: "List blocked numbers",
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "phoneNumber"],
                  properties: {
                    id: { type: "integer", description: "A unique identifier" },
                    phoneNumber: { type: "string", description: "A phone number in E.164 format" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

let bundle: EnvBundle;
let tasks: { plan: Plan; task: Task }[];

beforeAll(async () => {
  bundle = await specBundle(SPEC, "blocked-numbers.openapi.json", 5);
  tasks = await singleTurnTasks(bundle, 10);
}, 180_000);

describe("records set apart by their state", () => {
  it("names the state that sets a kind's records apart, and nothing else", () => {
    expect(setApartBy("blocked number")).toBe("blocked");
    expect(setApartBy("deleted items")).toBe("deleted");
    expect(setApartBy("Archived conversations")).toBe("archived");
    expect(setApartBy("phone number")).toBeUndefined();
    expect(setApartBy("saved card")).toBeUndefined();
    expect(setApartBy("blocked")).toBeUndefined();
  });

  it("asks about the blocked numbers, never about the user's own number", () => {
    const reads = tasks.filter(({ plan }) =>
      plan.steps.some((s) => s.id === plan.goal && s.tool === "get_blocked_numbers"),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const { task } of reads) {
      const said = task.turns.map((t) => t.user).join(" ");
      expect(said).not.toMatch(/on file for me/i);
      expect(said).toMatch(/\bblocked\b/i);
      // The answer keeps the word: "The blocked phone number is …", not the user's own number.
      const facts = task.gold.answerFacts;
      expect(facts.length).toBeGreaterThan(0);
      for (const f of facts) expect(f.text ?? "").toMatch(/^the blocked /);
    }
  });
});
