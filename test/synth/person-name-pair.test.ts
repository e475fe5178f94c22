import { describe, expect, it } from "vitest";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

// qualpay (fresh18) sends a customer's name as `customer_first_name` + `customer_last_name`: the
// request said 'named "Advanced customer firm", called "Shannon", named "Emmerich"' and the
// not-instructional check dropped every such task. A person says the name once, whole.
const spec = {
  openapi: "3.0.0",
  info: { title: "Card vault", version: "1.0.0" },
  paths: {
    "/customers": {
      post: {
        operationId: "addCustomer",
        summary: "Add a customer to the card vault",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["customer_first_name", "customer_last_name", "customer_email"],
                properties: {
                  customer_first_name: { type: "string", description: "Customer's first name" },
                  customer_last_name: { type: "string", description: "Customer's last name" },
                  customer_email: {
                    type: "string",
                    format: "email",
                    description: "Customer email",
                  },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "The customer added",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    customer_id: { type: "string" },
                    customer_first_name: { type: "string" },
                    customer_last_name: { type: "string" },
                    customer_email: { type: "string" },
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

describe("a first and a last name are one person's name", () => {
  it("is said once, whole, and the task keeps both values", async () => {
    const bundle = await specBundle(spec, "vault.json", 5);
    const model = bundle.model?.entities ?? {};
    const roles = Object.values(model).flatMap((e) =>
      Object.entries((e as { fields: Record<string, { role: string }> }).fields)
        .filter(([k]) => /first_name|last_name/.test(k))
        .map(([, f]) => f.role),
    );
    expect(roles.length).toBeGreaterThan(0);
    expect(new Set(roles)).toEqual(new Set(["person-name"]));
    const built = await singleTurnTasks(bundle, 6);
    const creates = built.filter(({ task }) =>
      task.gold.calls.some((c) => c.tool === "addCustomer"),
    );
    expect(creates.length).toBeGreaterThan(0);
    for (const { task } of creates) {
      const call = task.gold.calls.find((c) => c.tool === "addCustomer")!;
      const first = String(call.args.customer_first_name);
      const last = String(call.args.customer_last_name);
      const text = task.turns.map((t) => t.user).join(" ");
      expect(text).toContain(`${first} ${last}`);
      expect(text).not.toMatch(/\b(?:named|called) "/);
    }
  });
});
