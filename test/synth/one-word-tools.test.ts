import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/index.js";
import { checkNotInstructional } from "../../src/core/synth/checks.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

// qualpay (fresh18) names its operations Refund, Void, Capture, Sale: "could you refund the money
// for my order" was dropped as naming the tool Refund, and no qualpay tool got a task. A tool
// named by one plain word is said by anyone who wants it done; talking about the tool still fails.
const spec = {
  openapi: "3.0.0",
  info: { title: "Payments", version: "1.0.0" },
  paths: {
    "/payments": {
      get: {
        operationId: "listPayments",
        summary: "List payments",
        responses: {
          "200": {
            description: "Payments",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      payment_id: { type: "string" },
                      description: { type: "string" },
                      amount: { type: "number" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/payments/{payment_id}/refund": {
      post: {
        operationId: "Refund",
        summary: "Refund a payment",
        parameters: [
          { name: "payment_id", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: { "200": { description: "Refunded" } },
      },
    },
  },
};

describe("a tool named by one plain word", () => {
  it("is no tool name when said as the word; talk of the tool still fails", async () => {
    const bundle = await specBundle(spec, "payments.json", 2);
    const built = await singleTurnTasks(bundle, 8);
    const task = built.find(({ task }) => task.gold.calls.some((c) => c.tool === "Refund"))?.task;
    if (!task) throw new Error("no refund task was built");
    const said = (user: string) =>
      checkNotInstructional({ ...task, turns: [{ ...task.turns[0]!, user }] } as Task, [bundle]);
    expect(said("Could you refund the money for my lawnmower payment?").evidence).not.toMatch(
      /names tool/,
    );
    expect(said("Please use the Refund tool on my lawnmower payment.").passed).toBe(false);
    expect(said("Please call listPayments for me.").evidence).toMatch(/names tool listPayments/);
  });
});
