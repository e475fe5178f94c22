import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { type OpenEnv, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { CallOutcome } from "../../src/core/schema/index.js";
import type { EnvRunner } from "../../src/core/synth/env-runner.js";
import { processPlan } from "../../src/core/synth/plan-jobs.js";
import { homeBundle } from "../plan/mini-home.js";

/** `"category":"CAT-8504"` on every device a `list_devices` result shows. */
function coded(tool: string, out: CallOutcome): CallOutcome {
  if (!out.ok || tool !== "list_devices") return out;
  const result = structuredClone(out.result) as { devices: Array<Record<string, unknown>> };
  for (const d of result.devices) d.category = "CAT-8504";
  return { ok: true, result };
}

/**
 * Test doubles standing for an environment whose seed data holds a made-up code where words
 * belong: the real sandbox, its `list_devices` results given a category code — for grounding
 * (`OpenEnv`) and for building, writing and replaying the task (`EnvRunner`) alike, so every
 * stage sees the same results and the replay stays exact.
 */
const codedOpenEnv: OpenEnv = async (bundle, options) => {
  const opened = await createEnvInstance(bundle, options);
  if (!opened.ok) return opened;
  const inst = opened.value;
  return {
    ok: true,
    value: {
      state: () => inst.state(),
      stateHash: () => inst.stateHash(),
      dispose: () => inst.dispose(),
      call: async (tool: string, args: Record<string, unknown>) =>
        coded(tool, await inst.call(tool, args)),
    },
  };
};
const codedRunner: EnvRunner = {
  async open(bundle, options) {
    const opened = await codedOpenEnv(bundle, options);
    if (!opened.ok) return opened;
    const inst = opened.value;
    return {
      ok: true,
      value: {
        stateHash: async () => String(await inst.stateHash()),
        dispose: async () => {
          await inst.dispose();
        },
        call: (tool, args) => inst.call(tool, args),
      },
    };
  },
};

// A conversation whose tool results hold nonsense data a reader marks N (a made-up code, a list
// naming two records alike, a result that ignores its filter) is not kept, however right its
// calls and words: the run's nonsense-data figure counted such kept conversations (9 and 13 of 40
// on two draws of real specs at the start of stop 52); synthesis now drops them as `data:<kind>`.
describe("a task whose conversation holds nonsense data is not kept", () => {
  it("kept on the plain sandbox; dropped as 'data' (code-filler) when the list holds a made-up code", async () => {
    const bundle = await homeBundle();
    const graph = buildToolGraph([bundle]);
    const setup = { bundles: [bundle], seed: 5 };
    const plain = await sampleGroundedPlans([bundle], graph, { seed: 5, count: 6 });
    const withCodes = await sampleGroundedPlans([bundle], graph, {
      seed: 5,
      count: 6,
      openEnv: codedOpenEnv,
    });
    let kept = 0;
    let listed = 0;
    let dropped = 0;
    for (const [index, plan] of plain.plans.entries()) {
      const outcome = await processPlan(setup, { plan, index, turns: "single" });
      if (outcome.stage === "kept") kept++;
    }
    for (const [index, plan] of withCodes.plans.entries()) {
      if (!plan.steps.some((s) => s.tool === "list_devices")) continue;
      listed++;
      const outcome = await processPlan(
        setup,
        { plan, index, turns: "single" },
        { runner: codedRunner },
      );
      // Never kept: dropped for its data (or, before that, by a task check).
      expect(outcome.stage === "build" ? outcome.where : outcome.stage).toMatch(/^(data|check)$/);
      if (outcome.stage === "data") {
        expect(outcome.kind).toBe("code-filler");
        dropped++;
      }
    }
    expect(kept).toBeGreaterThan(0);
    expect(listed).toBeGreaterThan(0);
    expect(dropped).toBeGreaterThan(0);
  });
});
