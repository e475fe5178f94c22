import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import {
  comparePlanSets,
  planProblems,
  sampleGroundedPlans,
  sampleRandomWalkPlans,
} from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson, type EnvBundle, type Plan } from "../../src/core/schema/index.js";
import { fixtureBundles } from "../graph/fixture-bundles.js";

let bundles: Map<string, EnvBundle>;
const get = (name: string) => {
  const b = bundles.get(name);
  if (!b) throw new Error(`no bundle ${name}: ${[...bundles.keys()].join(", ")}`);
  return b;
};

beforeAll(async () => {
  bundles = await fixtureBundles();
});

describe("sampler on the real fixture bundles", () => {
  it("produces the clinic plan find patient → list doctors → list slots → book appointment", async () => {
    const clinic = get("clinic-scheduling");
    const { plans } = await sampleGroundedPlans([clinic], buildToolGraph([clinic]), {
      seed: 1,
      count: 30,
      openEnv: createEnvInstance,
    });
    const tools = (p: Plan) => p.steps.map((s) => s.tool).join(" > ");
    const booking = plans.find(
      (p) => tools(p) === "find_patient > list_doctors > list_open_slots > book_appointment",
    );
    expect(booking, plans.map(tools).join("\n")).toBeDefined();
    const [patient, doctors, slots, book] = booking!.steps;
    expect(slots!.args.doctor_id).toMatchObject({
      from: "step",
      step: doctors!.id,
      path: "doctors[].doctor_id",
    });
    expect(book!.args.patient_id).toMatchObject({
      from: "step",
      step: patient!.id,
      path: "patient_id",
    });
    expect(book!.args.slot_id).toMatchObject({
      from: "step",
      step: slots!.id,
      path: "slots[].slot_id",
    });
    // Booking is what the user asks for: the only goal, or the follow-up to finding the patient.
    expect(booking!.goals?.[1] ?? booking!.goal).toBe(book!.id);
    // User values come from the state: a real patient, so find_patient succeeds.
    expect(patient!.args.full_name).toMatchObject({ from: "user" });
    expect(patient!.grounded?.outcome.ok).toBe(true);
    expect(book!.grounded?.outcome.ok).toBe(true);
    const doctorSel = slots!.args.doctor_id;
    expect(doctorSel?.from === "step" && doctorSel.select?.by).toBe("name");
  });

  it("grounds valid plans in every fixture env, deterministically", async () => {
    for (const bundle of bundles.values()) {
      const graph = buildToolGraph([bundle]);
      const run = () =>
        sampleGroundedPlans([bundle], graph, { seed: 7, count: 8, openEnv: createEnvInstance });
      const a = await run();
      expect(a.plans.length, `${bundle.name}: ${JSON.stringify(a.failures)}`).toBe(8);
      for (const plan of a.plans) {
        expect(planProblems(plan, [bundle])).toEqual([]);
        for (const step of plan.steps) expect(step.grounded?.outcome.ok).toBe(true);
      }
      const b = await run();
      expect(canonicalJson(b.plans)).toBe(canonicalJson(a.plans));
    }
  });

  it("beats the random-walk baseline on data dependencies", async () => {
    const all = [...bundles.values()];
    const graph = buildToolGraph(all);
    // 48 plans: at 24 the two samplers tied on one seed (19/24 each) after envgen changes; the
    // comparison is about samples, so it needs one large enough to be more than noise.
    const opts = { seed: 3, count: 48, openEnv: createEnvInstance };
    const topo = comparePlanSets(graph, (await sampleGroundedPlans(all, graph, opts)).plans);
    const walk = comparePlanSets(graph, (await sampleRandomWalkPlans(all, graph, opts)).plans);
    expect(topo.shareWithDataDependency).toBeGreaterThan(walk.shareWithDataDependency);
    expect(topo.toolCoverage).toBeGreaterThanOrEqual(walk.toolCoverage);
  }, 300_000);
});
