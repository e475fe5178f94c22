import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh59 (AWS Pinpoint SMS voice v2): a Describe* lookup sends its required body empty (`{}`),
 * and that empty body became a user fact `s1.body` no request can state — "user fact s1.body
 * ([object Object]) is never stated" dropped every pool / phone-number / configuration-set chain
 * (m55c-fresh59: all 35 grounded plans of ≥ 3 calls, 0 kept). An empty wrapper the call needs is
 * transport shape, fixed in the call like any plumbing.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const doc = {
  openapi: "3.0.0",
  info: { title: "Pinpoint SMS pools", version: "1" },
  paths: {
    "/#X-Amz-Target=SMS.DescribePools": {
      post: {
        operationId: "DescribePools",
        summary: "Retrieves the specified pools or all pools associated with your account.",
        parameters: [
          { name: "MaxResults", in: "query", schema: { type: "string" } },
          { name: "NextToken", in: "query", schema: { type: "string" } },
        ],
        requestBody: { required: true, content: json(ref("DescribePoolsRequest")) },
        responses: { "200": { description: "Success", content: json(ref("DescribePoolsResult")) } },
      },
    },
    "/#X-Amz-Target=SMS.UpdatePool": {
      post: {
        operationId: "UpdatePool",
        summary: "Updates the configuration of an existing pool.",
        requestBody: { required: true, content: json(ref("UpdatePoolRequest")) },
        responses: { "200": { description: "Success", content: json(ref("Pool")) } },
      },
    },
  },
  components: {
    schemas: {
      DescribePoolsRequest: {
        type: "object",
        properties: {
          PoolIds: { type: "array", items: { type: "string" }, description: "The pools to find." },
          NextToken: { type: "string", description: "The token for the next page." },
        },
      },
      Pool: {
        type: "object",
        properties: {
          PoolId: { type: "string", description: "The unique identifier of the pool." },
          PoolName: { type: "string", description: "The name of the pool." },
          TwoWayEnabled: { type: "boolean", description: "Whether two-way messaging is on." },
          Status: { type: "string", enum: ["CREATING", "ACTIVE", "DELETED"] },
        },
      },
      DescribePoolsResult: {
        type: "object",
        properties: { Pools: { type: "array", items: ref("Pool") }, NextToken: { type: "string" } },
      },
      UpdatePoolRequest: {
        type: "object",
        required: ["PoolId"],
        properties: {
          PoolId: { type: "string", description: "The unique identifier of the pool to update." },
          TwoWayEnabled: { type: "boolean", description: "Turn two-way messaging on or off." },
          DeletionProtectionEnabled: {
            type: "boolean",
            description: "When set to true the pool can't be deleted.",
          },
        },
      },
    },
  },
};

describe("a lookup's required body sent empty", () => {
  it("is fixed in the call, not a fact the user must state", async () => {
    const bundle = await specBundle(doc, "pinpoint.json", 5);
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 6,
      openEnv: createEnvInstance,
    });
    const chains = plans.filter((p) => p.steps[0]?.tool === "DescribePools" && p.steps.length > 1);
    expect(chains.length).toBeGreaterThan(2);
    let builtChains = 0;
    for (const [i, plan] of chains.entries()) {
      const built = await buildTask(plan, [bundle], { seed: i, turns: "single" });
      if (!built.ok) {
        expect(built.error.message, built.error.message).not.toMatch(/\bbody\b/);
        continue;
      }
      builtChains++;
      const lookup = built.value.gold.calls.find((c) => c.tool === "DescribePools");
      expect(lookup?.args).toMatchObject({ body: {} });
      expect(lookup?.masked).toContain("body");
      expect(built.value.userFacts.map((f) => f.key)).not.toContain("s1.body");
    }
    expect(builtChains).toBeGreaterThan(0);
  }, 120_000);
});
