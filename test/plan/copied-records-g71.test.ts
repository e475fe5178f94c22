import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Bundled helpdesk (examples run, stop 70): "Thanks! While you're at it, could you also submit a
// travel expense for £125.95 on August 11, 2025?" filed a copy of the employee's own August 11
// travel expense of £125.95, its values drawn from that very record.
type Rec = Record<string, unknown>;
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await bundleOfFixture("../../public/examples/helpdesk.openai-tools.json", 3);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 5,
    count: 80,
    openEnv: createEnvInstance,
  }));
}, 240_000);

describe("a new record is no copy of one already there", () => {
  it("submits no expense whose every value an expense of the state has", () => {
    const creates = plans.flatMap((p) =>
      p.steps
        .filter((s) => s.tool === "submit_expense")
        .map((s) => ({ plan: p, args: (s.grounded?.args ?? {}) as Rec })),
    );
    expect(creates.length).toBeGreaterThan(3);
    const copies = creates.filter(({ plan, args }) => {
      const start = (
        plan.episodeSeed ? episodeInitialState(bundle, plan.episodeSeed) : bundle.initialState
      ) as Record<string, Rec[]>;
      return (start.expenses ?? []).some((r) =>
        Object.entries(args).every(([k, v]) => String(r[k]) === String(v)),
      );
    });
    expect(copies.map((c) => c.args)).toEqual([]);
  });
});
