import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { machineValue } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh62 (Azure Policy Insights): the eight `PolicyStates_Summarize*` tools were never sampled —
 * their required `api-version` ("Client Api Version.", example `2018-07-01-preview`) had no fixed
 * value, and every draft failed `no-fixed-value` (172 of b58-fresh62's policy drafts). The version
 * the doc shows is the one a client sends.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/policy-states-subscription.openapi.json", import.meta.url),
    "utf8",
  ),
);

let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await specBundle(SPEC, "policy-states-subscription.openapi.json", 5);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 8,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("a transport parameter takes the value its doc shows", () => {
  it("the summary's api-version is the doc's version", () => {
    expect(machineValue(bundle, "PolicyStates_SummarizeForSubscription", "api-version")).toEqual({
      value: "2018-07-01-preview",
    });
  });

  it("a summary of a subscription's policy states is sampled, sent that version", () => {
    const steps = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "PolicyStates_SummarizeForSubscription"),
    );
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps)
      expect(((s.grounded?.args ?? {}) as Record<string, unknown>)["api-version"]).toBe(
        "2018-07-01-preview",
      );
  });
});
