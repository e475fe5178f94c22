import { beforeAll, describe, expect, it } from "vitest";
import { isCredential } from "../../src/core/domain/field-roles.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { inputLeaf, isSessionPlumbing } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/**
 * conjur (fresh18), its sign-ins and two calls on a service: the sign-ins echo `account` and
 * `service_id`, and plans chained sign-in to sign-in to reach `k8sInjectClientCert` ("add a new
 * inject client cert for eyJhbGciOi…") — 45 of the run's 55 plans of 3+ calls, none kept.
 */
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await planFixtureBundle("conjur-sign-in.openapi.json");
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 18,
    count: 20,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("a sign-in never finds the record a request acts on", () => {
  it("binds no record input to a sign-in's output; only a credential may come from one", () => {
    const signIns = new Set(bundle.tools.filter((t) => isSessionPlumbing(t)).map((t) => t.name));
    expect(signIns.has("getAccessTokenViaGCP")).toBe(true);
    const fromSignIn = plans.flatMap((p) =>
      p.steps.flatMap((s) =>
        Object.entries(s.args)
          .filter(([k, b]) => {
            if (b.from !== "step") return false;
            const src = p.steps.find((x) => x.id === b.step);
            return src !== undefined && signIns.has(src.tool) && !isCredential(inputLeaf(k));
          })
          .map(([k]) => `${s.tool}.${k}`),
      ),
    );
    expect(fromSignIn).toEqual([]);
  });
});
