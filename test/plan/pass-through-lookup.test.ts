import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";
import { pipelinesDoc } from "./helpers/pipelines-doc.js";

/**
 * fresh64 (OpenSearch Ingestion): "Please start the pipeline named nightly-pipeline." had the gold
 * `ListPipelines {}` → `GetPipeline {PipelineName}` → `StartPipeline {PipelineName}`, the lookup
 * handing on the very name it was sent (6 of the run's 8 tasks of 3+ calls). A lookup that passes
 * its key through is no step: the action takes the name from the list.
 */
describe("a lookup that only hands on the key it was sent", () => {
  it("is left out of the plan; the action takes the key from where the lookup took it", async () => {
    const bundle = await specBundle(pipelinesDoc(), "osis.json", 5);
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 12,
      openEnv: createEnvInstance,
      secondGoalProbability: 0,
    });
    const acts = plans.filter((p) => /^(Start|Stop)Pipeline$/.test(p.steps.at(-1)?.tool ?? ""));
    expect(acts.length).toBeGreaterThan(2);
    for (const p of acts) {
      const tools = p.steps.map((s) => s.tool);
      expect(tools).not.toContain("GetPipeline");
      // lookups62: nor is a list that only picks the pipeline by the name it hands on; the
      // name is the user's own ("the pipeline named nightly-pipeline").
      const name = p.steps.at(-1)?.args.PipelineName;
      if (name?.from === "step") {
        expect(tools[0]).toBe("ListPipelines");
        expect(name.select?.rank !== undefined || name.select?.by !== "PipelineName").toBe(true);
      } else expect(tools).not.toContain("ListPipelines");
    }
  }, 120_000);
});
