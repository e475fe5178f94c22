import { describe, expect, it } from "vitest";
import { buildToolGraph, toolKindOf } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh59 (AWS Pinpoint SMS voice v2): `DescribePools` takes paging in the query and a required
 * JSON body whose every field is optional. The sampler drew none of the body's fields, grounding
 * sent `{}` without a body, and the call failed `/body: required property is missing` — the
 * lookup and every plan that found a pool through it (157 attempts on fresh59).
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
          OptOutListName: { type: "string", description: "The opt-out list to use for the pool." },
          DeletionProtectionEnabled: {
            type: "boolean",
            description: "When set to true the pool can't be deleted.",
          },
        },
      },
    },
  },
};

describe("a required body with only optional fields", () => {
  it("is sent empty, so the lookup grounds", async () => {
    const bundle = await specBundle(doc, "pinpoint.json", 5);
    const graph = buildToolGraph([bundle]);
    const { plans, failures } = await sampleGroundedPlans([bundle], graph, {
      seed: 3,
      count: 6,
      openEnv: createEnvInstance,
    });
    expect(failures["tool-error:InvalidArguments"] ?? 0).toBe(0);
    const describes = plans.flatMap((p) => p.steps).filter((s) => s.tool === "DescribePools");
    expect(describes.length).toBeGreaterThan(0);
    for (const s of describes) expect(s.grounded?.args.body).toEqual({});
  }, 120_000);
});

describe("an AWS JSON API's operations (`/#X-Amz-Target=SMS.UpdatePool`)", () => {
  it("share the collection their names say, so a pool found by the lookup is updated", async () => {
    // Read as a path, the fragment made one collection per operation: every pool DescribePools
    // listed was NotFound to UpdatePool (fresh59: 423 two-step attempts failed so).
    const bundle = await specBundle(doc, "pinpoint.json", 5);
    const kinds = new Map(bundle.tools.map((t) => [t.name, toolKindOf(t, bundle.tools)]));
    expect(kinds.get("DescribePools")?.entity).toBe("pools");
    expect(kinds.get("UpdatePool")?.entity).toBe("pools");
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 6,
      openEnv: createEnvInstance,
    });
    const update = plans.find((p) => p.steps.at(-1)?.tool === "UpdatePool");
    expect(update?.steps.map((s) => s.tool)).toEqual(["DescribePools", "UpdatePool"]);
  }, 120_000);
});
