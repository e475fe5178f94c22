import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";
import { clustersDoc } from "./helpers/clusters-doc.js";

/**
 * fresh64 (Cloud Dataproc): every call takes `projectId`, and the only outputs carrying a project
 * are the records of calls made in one (`clusters[].projectId`), so no plan could find a project
 * to start from and all 39 tools failed `no-producer`. A required key that every tool yielding it
 * needs first is the scope the person works in: they name it ("in my project …").
 */
describe("a key only calls made under it give back", () => {
  it("is the user's to name, so the clusters of their project can be listed and stopped", async () => {
    const bundle = await specBundle(clustersDoc(), "dataproc.json", 5);
    const { plans, failures } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 6,
      openEnv: createEnvInstance,
      secondGoalProbability: 0,
    });
    expect(plans.length).toBeGreaterThan(0);
    expect(failures["no-producer"] ?? 0).toBe(0);
    const stop = plans.find((p) => p.steps.at(-1)?.tool.endsWith("clusters_stop"));
    expect(stop).toBeDefined();
    const [list, act] = [stop?.steps[0], stop?.steps.at(-1)];
    expect(list?.tool).toMatch(/clusters_list$/);
    expect(list?.args.projectId).toMatchObject({ from: "user" });
    expect(act?.args.clusterName).toMatchObject({ from: "step", step: list?.id });
  }, 120_000);
});
