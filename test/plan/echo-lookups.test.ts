import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh66 Kinesis Analytics: "remove the application called Admin Console" had the gold
 * `ListApplications {}` → `DescribeApplication {"ApplicationName":"Admin Console"}` → delete. The
 * list only picked the application whose ApplicationName is the one the user gave and passed that
 * same ApplicationName on: a lookup that asks for nothing. It goes; the name is the user's fact.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/kinesis-analytics-subset.openapi.json", import.meta.url),
    "utf8",
  ),
);

const norm = (s: string) => s.replace(/[^a-z0-9]/gi, "").toLowerCase();
const leafOf = (path: string) =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .pop() ?? "";

/** A step whose every use by later steps is a value selected by the field it passes on. */
function echoLookups(plan: Plan): string[] {
  const out: string[] = [];
  for (const list of plan.steps) {
    // A list the user asked to see ("show me my applications, then stop Field Service") stays.
    if (list.id === plan.goal || plan.goals?.includes(list.id)) continue;
    const uses = plan.steps.flatMap((s) =>
      Object.values(s.args).filter((b) => b.from === "step" && b.step === list.id),
    );
    if (
      uses.length > 0 &&
      uses.every(
        (b) =>
          b.from === "step" &&
          b.select !== undefined &&
          b.select.rank === undefined &&
          norm(b.select.by) === norm(leafOf(b.path)),
      )
    )
      out.push(`${list.tool} in ${plan.steps.map((s) => s.tool).join(" → ")}`);
  }
  return out;
}

let bundle: EnvBundle;
let plans: Plan[];
beforeAll(async () => {
  bundle = await specBundle(SPEC, "kinesis-analytics-subset.openapi.json", 5);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 30,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("a lookup that only passes on what the user said", () => {
  it("is left out of the plan", () => {
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.flatMap(echoLookups)).toEqual([]);
  });

  it("leaves the name to the user, and the plan still makes a task", async () => {
    const named = plans.filter((p) =>
      p.steps.some(
        (s) => s.tool === "DescribeApplication" && s.args.ApplicationName?.from === "user",
      ),
    );
    expect(named.length).toBeGreaterThan(0);
    let built = 0;
    for (const [i, plan] of named.slice(0, 5).entries()) {
      for (const s of plan.steps)
        for (const b of Object.values(s.args))
          if (b.from === "step") expect(plan.steps.some((x) => x.id === b.step)).toBe(true);
      const task = await buildTask(plan, [bundle], { seed: i, turns: "single" });
      if (!task.ok) continue;
      built++;
      expect(task.value.gold.calls.length).toBe(plan.steps.length);
      expect(task.value.checks.every((c) => c.passed)).toBe(true);
    }
    expect(built).toBeGreaterThan(0);
  }, 120_000);
});
