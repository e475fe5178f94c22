import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan } from "../../src/core/schema/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Bundled helpdesk (stop 66 reading): "request a parental leave from January 18 to January 22",
// then "could you also approve my leave request starting January 18?" — the user approving their
// own request as their manager, where the doc says "Only the employee's manager may decide".
let plans: Plan[];

beforeAll(async () => {
  const bundle = await bundleOfFixture("../../public/examples/helpdesk.openai-tools.json", 3);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 5,
    count: 60,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("who asks for something", () => {
  it("never decides on it in the same conversation", () => {
    const both = plans.filter(
      (p) =>
        p.steps.some((s) => s.tool === "request_leave") &&
        p.steps.some((s) => s.tool === "decide_leave_request"),
    );
    expect(both.map((p) => [p.goals, p.steps.map((s) => `${s.id}:${s.tool}`)])).toEqual([]);
  });
  it("while leave requests are still requested", () => {
    expect(plans.some((p) => p.steps.some((s) => s.tool === "request_leave"))).toBe(true);
  });
});
