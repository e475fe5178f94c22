import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

// meshery (fresh18): "Just remove my performance profile" had gold `idRunPerfTest {}` then
// `idDeletePerformanceProfile` — running a load test to learn an id, a write nobody asked for.
const profile = {
  type: "object",
  properties: { id: { type: "string" }, name: { type: "string" }, qps: { type: "integer" } },
};
const spec = {
  openapi: "3.0.0",
  info: { title: "Perf", version: "1.0.0" },
  paths: {
    "/api/perf/profile": {
      get: {
        operationId: "idRunPerfTest",
        summary: "Handle GET request to run a test",
        responses: {
          "200": {
            description: "The profile the test ran",
            content: { "application/json": { schema: profile } },
          },
        },
      },
    },
    "/api/user/performance/profiles/{id}": {
      delete: {
        operationId: "deletePerfProfile",
        summary: "Handle Delete requests for performance profiles",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "Deleted" } },
      },
    },
  },
};

describe("a go-swagger GET that runs something acts; it never feeds an id", () => {
  it("no plan runs a test to learn the id of the profile it removes", async () => {
    const bundle = await specBundle(spec, "perf.json", 4);
    const kinds = Object.fromEntries(bundle.tools.map((t) => [t.name, t]));
    expect(Object.keys(kinds)).toContain("idRunPerfTest");
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 12,
      openEnv: createEnvInstance,
    });
    const feeding = plans.filter((p) => {
      const tools = p.steps.map((s) => s.tool);
      return tools.includes("deletePerfProfile") && tools.includes("idRunPerfTest");
    });
    expect(feeding.map((p) => p.steps.map((s) => s.tool).join(" → "))).toEqual([]);
  });
});
