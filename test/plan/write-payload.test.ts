import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { payloadInputs } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh62 (EMR Serverless) blind readers A, 4 samples: "StartJobRun with no jobDriver: 'start a
 * job run' runs nothing". The schema leaves `jobDriver` optional, but it is what the job runs: a
 * start that sends only the role and the idempotency token asks for no job.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/emr-serverless-job-runs.openapi.json", import.meta.url),
    "utf8",
  ),
);

type Rec = Record<string, unknown>;
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await specBundle(SPEC, "emr-serverless-job-runs.openapi.json", 5);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 12,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("a write is sent what it carries", () => {
  it("the job's driver is what StartJobRun carries, not its tags or configuration overrides", () => {
    const spec = bundle.tools.find((t) => t.name === "StartJobRun")!;
    expect(payloadInputs(bundle, spec)).toEqual(["jobDriver.sparkSubmit.entryPoint"]);
    const list = bundle.tools.find((t) => t.name === "ListJobRuns")!;
    expect(payloadInputs(bundle, list)).toEqual([]);
  });

  it("every StartJobRun runs a job: a Spark entry point or a Hive query", () => {
    const starts = plans.flatMap((p) => p.steps.filter((s) => s.tool === "StartJobRun"));
    expect(starts.length).toBeGreaterThan(0);
    for (const s of starts) {
      const driver = ((s.grounded?.args ?? {}) as Rec).jobDriver as Rec | undefined;
      const spark = driver?.sparkSubmit as Rec | undefined;
      const hive = driver?.hive as Rec | undefined;
      expect(
        typeof spark?.entryPoint === "string" || typeof hive?.query === "string",
        JSON.stringify(s.grounded?.args),
      ).toBe(true);
      // One driver: a job is a Spark job or a Hive job, not both.
      expect(spark && hive, JSON.stringify(driver)).toBeFalsy();
    }
  });
});
