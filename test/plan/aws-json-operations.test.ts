import { describe, expect, it } from "vitest";
import { buildToolGraph, toolKindOf } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";
import { pinpointPoolsDoc } from "./helpers/pinpoint-pools.js";

/**
 * fresh59 (AWS Pinpoint SMS voice v2): `DescribePools` takes paging in the query and a required
 * JSON body whose every field is optional. The sampler drew none of the body's fields, grounding
 * sent `{}` without a body, and the call failed `/body: required property is missing` — the
 * lookup and every plan that found a pool through it (157 attempts on fresh59).
 */
const doc = pinpointPoolsDoc();

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
