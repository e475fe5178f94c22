import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { reversesWrite } from "../../src/core/plan/goal-families.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { bundleOfText } from "../helpers/doc-env.js";

// fresh62 blind readers (stop 57) M on 2 samples: "I've stopped the application billing-web." →
// "Great. And could you start the application too?" A follow-up that takes the first write back
// on the same record asks for nothing. EMR Serverless cut from /work/fresh62.
const DOC = new URL("../fixtures/lifecycle/emr-serverless-applications.json", import.meta.url);
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await bundleOfText(readFileSync(DOC, "utf8"), "emr.json", 1);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 5,
    count: 24,
    secondGoalProbability: 1,
    openEnv: createEnvInstance,
  }));
}, 120_000);

describe("a second request on the record the first one changed", () => {
  it("never takes the first write back (stop then start, start then stop)", () => {
    const twoGoals = plans.filter((p) => (p.goals?.length ?? 0) === 2);
    expect(twoGoals.length).toBeGreaterThan(0);
    const id = (p: Plan, step: string) =>
      JSON.stringify(p.steps.find((s) => s.id === step)?.grounded?.args?.applicationId ?? null);
    const reversed = twoGoals.filter((p) => {
      const [a, b] = (p.goals ?? []).map((g) => p.steps.find((s) => s.id === g)!);
      return reversesWrite(a!.tool, b!.tool) && id(p, a!.id) === id(p, b!.id);
    });
    expect(reversed.map((p) => p.steps.map((s) => s.tool).join(" → "))).toEqual([]);
  });

  it("knows which writes take another back, whatever the API's naming", () => {
    expect(reversesWrite("StopApplication", "StartApplication")).toBe(true);
    expect(reversesWrite("DeleteBackup", "RestoreBackup")).toBe(true);
    expect(
      reversesWrite("projects_locations_instances_start", "projects_locations_instances_stop"),
    ).toBe(true);
    expect(reversesWrite("StartApplication", "StartJobRun")).toBe(false);
    expect(reversesWrite("DeleteBackup", "ModifyBackupAttributes")).toBe(false);
  });
});
