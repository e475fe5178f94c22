import { describe, expect, it } from "vitest";
import { groundPlan, planId } from "../../src/core/plan/index.js";
import { type Plan, sealBundle } from "../../src/core/schema/index.js";
import { buildTask } from "../../src/core/synth/index.js";
import { miniJsonApi } from "../fixtures/synth/mini-jsonapi.js";

interface Program {
  id: string;
  attributes: { name: string };
}

describe("find-then-act over a JSON:API list", () => {
  it("names the record by the name its resource wraps in attributes", async () => {
    const bundle = await sealBundle(miniJsonApi);
    const env = bundle.id;
    const steps: Plan["steps"] = [
      { id: "s1", env, tool: "fetchRewardPrograms", args: {} },
      {
        id: "s2",
        env,
        tool: "fetchRewardProgram",
        args: { id: { from: "step", step: "s1", path: "data[].id" } },
      },
    ];
    const draft = {
      seed: 1,
      envs: [env],
      goal: "s2",
      steps,
    };
    const grounded = await groundPlan({ id: await planId(draft), ...draft }, [bundle]);
    if (!grounded.ok) throw new Error(grounded.error.message);
    const plan: Plan = grounded.value;
    // fresh22: every such plan was dropped as "ambiguous-selection" — `id` is opaque and `type`
    // is the same for all, and the name sat one level down.
    const r = await buildTask(plan, [bundle], { seed: 3, turns: "single" });
    if (!r.ok) throw new Error(r.error.message);
    const picked = plan.steps[1]?.grounded?.args.id;
    const programs = (miniJsonApi.initialState as { programs: Program[] }).programs;
    const name = programs.find((p) => p.id === picked)?.attributes.name;
    expect(name).toBeDefined();
    expect(r.value.turns[0]?.user).toContain(name);
    expect(r.value.turns[0]?.user).not.toMatch(/attributes/);
    expect(r.value.gold.calls.map((c) => c.tool)).toEqual([
      "fetchRewardPrograms",
      "fetchRewardProgram",
    ]);
  });

  it("never singles out the only record by its type tag (fresh43 readers F: 'the share share')", async () => {
    const state = miniJsonApi.initialState as { programs: Program[] };
    const bundle = await sealBundle({
      ...miniJsonApi,
      initialState: { ...state, programs: state.programs.slice(0, 1) },
    });
    const env = bundle.id;
    const steps: Plan["steps"] = [
      { id: "s1", env, tool: "fetchRewardPrograms", args: {} },
      {
        id: "s2",
        env,
        tool: "fetchRewardProgram",
        args: { id: { from: "step", step: "s1", path: "data[].id" } },
      },
    ];
    const draft = { seed: 1, envs: [env], goal: "s2", steps };
    const grounded = await groundPlan({ id: await planId(draft), ...draft }, [bundle]);
    if (!grounded.ok) throw new Error(grounded.error.message);
    const r = await buildTask(grounded.value, [bundle], { seed: 3, turns: "single" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.userFacts.map((f) => f.key).join(" ")).not.toMatch(/select\.type/);
    expect(r.value.turns[0]?.user).toContain(state.programs[0]!.attributes.name);
  });
});
