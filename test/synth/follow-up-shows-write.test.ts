import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { specBundle } from "./helpers/spec-tasks.js";

/**
 * InfluxDB's stacks and orgs (fresh56 blind readers, M on 5 of 60): after "add a new stack", the
 * user asked "Can you read the organization back to me, to make sure it's all correct?" — the
 * organization holds nothing of the stack, so the read checks nothing.
 */
const spec = {
  openapi: "3.0.0",
  info: { title: "Influx excerpt", version: "1" },
  paths: {
    "/orgs": {
      get: {
        operationId: "GetOrgs",
        summary: "List organizations",
        responses: {
          "200": {
            description: "Organizations",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    orgs: { type: "array", items: { $ref: "#/components/schemas/Org" } },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/orgs/{orgID}": {
      get: {
        operationId: "GetOrgsID",
        summary: "Retrieve an organization",
        parameters: [{ name: "orgID", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "The organization",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Org" } } },
          },
        },
      },
    },
    "/stacks": {
      post: {
        operationId: "CreateStack",
        summary: "Create a stack",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["orgID", "name"],
                properties: {
                  orgID: { type: "string" },
                  name: { type: "string" },
                  description: { type: "string" },
                },
              },
            },
          },
        },
        responses: {
          "201": {
            description: "The stack",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Stack" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Org: {
        type: "object",
        properties: {
          id: { type: "string" },
          name: { type: "string" },
          description: { type: "string" },
          status: { type: "string", enum: ["active", "inactive"] },
        },
      },
      Stack: {
        type: "object",
        properties: {
          id: { type: "string" },
          orgID: { type: "string" },
          name: { type: "string" },
          description: { type: "string" },
        },
      },
    },
  },
};

describe("a read after a write shows the write", () => {
  it("never reads back an organization that holds nothing of the new stack", async () => {
    const bundle = await specBundle(spec, "influx-excerpt.json", 2);
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 16,
      openEnv: createEnvInstance,
    });
    const creates = plans.filter((p) =>
      p.steps.some((s) => s.id === p.goal && s.tool === "CreateStack"),
    );
    expect(creates.length).toBeGreaterThan(0);
    let readBacks = 0;
    for (const [i, plan] of creates.entries()) {
      const task = await buildTask(plan, [bundle], { seed: i, turns: "multi" });
      if (!task.ok) continue;
      const asked = task.value.turns[1]?.user ?? "";
      if (!/make sure|went through|check they're right|sure it's right/.test(asked)) continue;
      readBacks++;
      const after = task.value.gold.calls.filter((c) => c.turn === 1).map((c) => c.tool);
      expect(after, asked).not.toContain("GetOrgsID");
    }
    // Before the fix the organization was read back after the stack (3 of the drawn plans).
    expect(readBacks).toBe(0);
  });
});
