import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { groundPlan, planProblems, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson, type EnvBundle, type Plan } from "../../src/core/schema/index.js";
import { homeBundle, homeModel, requiredType } from "./mini-home.js";

type Device = { device_id: string; device_type: string; power: string };

/** Replays a plan's grounded calls and lists every meaningless one it finds. */
async function meaninglessCalls(plan: Plan, bundle: EnvBundle): Promise<string[]> {
  const inst = await createEnvInstance(bundle, {
    ...(plan.episodeSeed
      ? {
          episodeSeed: plan.episodeSeed,
          initialState: episodeInitialState(bundle, plan.episodeSeed),
        }
      : {}),
  });
  if (!inst.ok) throw new Error(inst.error.message);
  const out: string[] = [];
  try {
    for (const step of plan.steps) {
      const args = step.grounded?.args ?? {};
      const { __env: _a, ...before } = await inst.value.state();
      const device = (before.devices as Device[]).find((d) => d.device_id === args.device_id);
      const need = requiredType(step.tool);
      if (need && device && !need.includes(device.device_type))
        out.push(`${step.tool} on a ${device.device_type}`);
      if (step.tool === "set_power" && device?.power === args.power)
        out.push(`set_power to ${String(args.power)}, which it already is`);
      await inst.value.call(step.tool, args);
      const { __env: _b, ...after } = await inst.value.state();
      if (step.tool !== "list_devices" && canonicalJson(after) === canonicalJson(before))
        out.push(`${step.tool} changed nothing`);
    }
  } finally {
    inst.value.dispose();
  }
  return out;
}

describe("gold on a home whose code does not enforce device types", () => {
  it("never brews on a light, dims a coffee maker or sets power to what it is", async () => {
    const bundle = await homeBundle();
    const graph = buildToolGraph([bundle]);
    const { plans, failures } = await sampleGroundedPlans([bundle], graph, {
      seed: 5,
      count: 40,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThanOrEqual(20);
    const tools = new Set(plans.flatMap((p) => p.steps.map((s) => s.tool)));
    expect([...tools].sort()).toEqual([
      "brew_coffee",
      "list_devices",
      "set_brightness",
      "set_power",
    ]);
    for (const plan of plans) {
      expect(planProblems(plan, [bundle])).toEqual([]);
      expect(await meaninglessCalls(plan, bundle)).toEqual([]);
    }
    // Grounding, not the environment, rejected those: the code accepts any device.
    expect(failures["precondition-violated"] ?? 0).toBe(0);
  }, 240_000);

  it("the same sampling with a model that has no preconditions does produce meaningless calls (the check can fail)", async () => {
    const tools = Object.fromEntries(
      Object.entries(homeModel.tools).map(([k, t]) => [k, { ...t, preconditions: [] }]),
    );
    const bundle = { ...(await homeBundle()), model: { ...homeModel, tools } } as EnvBundle;
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 40,
      openEnv: createEnvInstance,
    });
    const bad = (await Promise.all(plans.map((p) => meaninglessCalls(p, bundle)))).flat();
    expect(bad.some((b) => / on a /.test(b))).toBe(true);
  });

  it("plans second write goals in a second turn, and grounding keeps them replayable", async () => {
    const bundle = await homeBundle();
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 9,
      count: 30,
      openEnv: createEnvInstance,
    });
    const two = plans.filter((p) => (p.goals?.length ?? 0) === 2);
    expect(two.length).toBeGreaterThanOrEqual(5);
    for (const p of two) {
      const second = p.steps.find((s) => s.id === p.goals?.[1]);
      expect(second?.turn).toBe(1);
      // Turn-1 steps come after every turn-0 step.
      const firstTurn1 = p.steps.findIndex((s) => s.turn === 1);
      expect(p.steps.slice(firstTurn1).every((s) => s.turn === 1)).toBe(true);
      const again = await groundPlan(p, [bundle], createEnvInstance);
      expect(again.ok && again.value.finalStateHashes).toEqual(p.finalStateHashes);
    }
    expect(plans.filter((p) => p.steps.length >= 3).length / plans.length).toBeGreaterThanOrEqual(
      0.35,
    );
  }, 240_000);

  it("gives each plan its own episode seed", async () => {
    const bundle = await homeBundle();
    const { plans, failures } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 20,
      openEnv: createEnvInstance,
    });
    const seeds = new Set(plans.map((p) => p.episodeSeed));
    expect(seeds.size).toBe(plans.length);
    expect(Object.keys(failures)).not.toContain("precondition-violated");
  });
});
