import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

// Bundled helpdesk (stop 66 reading): "request a parental leave from January 18 to January 22",
// then "could you also approve my leave request starting January 18?" — the user approving their
// own request as their manager, where the doc says "Only the employee's manager may decide".
let plans: Plan[];

beforeAll(async () => {
  const name = "helpdesk.openai-tools.json";
  const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");
  const doc = await ingestFile({ name, text });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  const bundle: EnvBundle = made.value;
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
