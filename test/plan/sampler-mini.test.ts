import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import {
  comparePlanSets,
  groundPlan,
  planProblems,
  sampleGroundedPlans,
  sampleRandomWalkPlans,
} from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { canonicalJson, Plan } from "../../src/core/schema/index.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";

describe("sampler on a hand-made calendar bundle", () => {
  it("samples valid, grounded plans with real values", async () => {
    const bundle = await calendarBundle();
    const graph = buildToolGraph([bundle]);
    const { plans, attempts } = await sampleGroundedPlans([bundle], graph, {
      seed: 3,
      count: 6,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBe(6);
    expect(attempts).toBeGreaterThanOrEqual(6);
    for (const plan of plans) {
      expect(Plan.safeParse(plan).success).toBe(true);
      expect(planProblems(plan, [bundle])).toEqual([]);
      expect(plan.finalStateHashes?.[bundle.id]).toMatch(/^[0-9a-f]{64}$/);
      for (const step of plan.steps) {
        expect(step.grounded?.outcome.ok).toBe(true);
        for (const [key, b] of Object.entries(step.args)) {
          if (b.from === "user") expect(b.value).not.toBeUndefined();
          if (b.from === "step" && b.path.includes("[]")) expect(b.select?.by).toBeTruthy();
          expect(step.grounded?.args[key.split(/[.[]/)[0]!]).not.toBeUndefined();
        }
      }
      // Real values: an event id fed from listEvents exists in the plan's own initial state
      // (its episode's, which differs from the bundle's).
      const start = episodeInitialState(bundle, plan.episodeSeed) as { events?: unknown };
      const events = Array.isArray(start.events)
        ? (start.events as Array<{ id?: unknown }>)
        : Object.values((start.events ?? {}) as Record<string, { id?: unknown }>);
      const known = events.map((e) => e.id);
      for (const step of plan.steps.filter((s) => s.tool === "delete_event")) {
        expect(known).toContain(step.grounded?.args.event_id);
      }
    }
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
  });

  it("selects list elements by a field a person can name", async () => {
    const bundle = await calendarBundle();
    const graph = buildToolGraph([bundle]);
    const { plans } = await sampleGroundedPlans([bundle], graph, {
      seed: 11,
      count: 6,
      openEnv: createEnvInstance,
    });
    const selects = plans.flatMap((p) =>
      p.steps.flatMap((s) =>
        Object.values(s.args).flatMap((b) => (b.from === "step" && b.select ? [b.select] : [])),
      ),
    );
    expect(selects.length).toBeGreaterThan(0);
    for (const sel of selects) {
      expect(["title", "name"]).toContain(sel.by);
      expect(sel.description).toMatch(/whose (title|name) is "/);
    }
  });

  it("is deterministic: same bundles and seed give byte-identical plans", async () => {
    const bundle = await calendarBundle();
    const run = async () =>
      canonicalJson(
        (
          await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
            seed: 42,
            count: 5,
            openEnv: createEnvInstance,
          })
        ).plans,
      );
    const a = await run();
    expect(await run()).toBe(a);
    const other = canonicalJson(
      (
        await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
          seed: 43,
          count: 5,
          openEnv: createEnvInstance,
        })
      ).plans,
    );
    expect(other).not.toBe(a);
  });

  it("re-grounding a grounded plan replays it to the same id and final state", async () => {
    const bundle = await calendarBundle();
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 5,
      count: 4,
      openEnv: createEnvInstance,
    });
    for (const plan of plans) {
      const again = await groundPlan(plan, [bundle], createEnvInstance);
      expect(again.ok).toBe(true);
      if (again.ok) {
        expect(again.value.id).toBe(plan.id);
        expect(again.value.finalStateHashes).toEqual(plan.finalStateHashes);
      }
    }
  });

  it("fails grounding on an unexpected tool error and accepts a planned one", async () => {
    const bundle = await calendarBundle();
    const missing: Plan = {
      id: "",
      seed: 1,
      envs: [bundle.id],
      goal: "s1",
      steps: [
        {
          id: "s1",
          env: bundle.id,
          tool: "delete_event",
          args: { event_id: { from: "user", value: "ev_404" } },
        },
      ],
    };
    const r = await groundPlan(missing, [bundle], createEnvInstance);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("sample/no-plan");
      expect(r.error.message).toContain("tool-error:NotFound");
    }
    const planned = await groundPlan(
      { ...missing, steps: [{ ...missing.steps[0]!, expectError: "NotFound" }] },
      [bundle],
      createEnvInstance,
    );
    expect(planned.ok).toBe(true);
  });

  it("reports coverage figures for both samplers", async () => {
    const bundle = await calendarBundle();
    const graph = buildToolGraph([bundle]);
    const topo = await sampleGroundedPlans([bundle], graph, {
      seed: 9,
      count: 8,
      openEnv: createEnvInstance,
    });
    const walk = await sampleRandomWalkPlans([bundle], graph, {
      seed: 9,
      count: 8,
      openEnv: createEnvInstance,
    });
    const a = comparePlanSets(graph, topo.plans);
    const b = comparePlanSets(graph, walk.plans);
    for (const c of [a, b]) {
      for (const v of Object.values(c)) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
    }
    expect(a.shareWithDataDependency).toBeGreaterThanOrEqual(b.shareWithDataDependency);
  });
});
