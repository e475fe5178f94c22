import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan } from "../../src/core/schema/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * ATO Business Registries, cut (fresh75 blind readers U, N): "add a new individual" gave only a
 * birth date and a place, and the individual was created with `"names":[]` — a person with no
 * name. A create whose name is told in parts or in a list of names (`names[].givenName`,
 * `names[].name`) is sent that name.
 */
let plans: Plan[];

beforeAll(async () => {
  const bundle = await bundleOfFixture("vals71/ato-registries.openapi.json", 42);
  const graph = buildToolGraph([bundle]);
  ({ plans } = await sampleGroundedPlans([bundle], graph, {
    seed: 5,
    // 40 plans held 2+ creates before stop 71's merges; merged, the sampler's stream gives 1 there.
    count: 80,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("a new person or organisation is created with its name (vals71)", () => {
  it("sends the name of every individual and organisation it adds", () => {
    const creates = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "post_individuals" || s.tool === "post_organisations"),
    );
    expect(creates.length).toBeGreaterThan(1);
    for (const s of creates) {
      const named = Object.keys(s.args).filter((k) =>
        /^names(\[\d*\])?\.(name|givenName|familyName)$/.test(k),
      );
      expect(named.length, `${s.tool} ${JSON.stringify(s.args)}`).toBeGreaterThan(0);
    }
  });
});
