import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { simplifySchema } from "../../src/core/graph/schema-walk.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { groundPlan, planProblems, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { associationProblem } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Binding, EnvBundle, Plan } from "../../src/core/schema/index.js";

// InfluxDB (b52 dev readers A/M): "add a new telegraf configuration? It's called "urgent"" →
// `PostTelegrafs {"name":"urgent"}` landed in org_1003 of six; "add a new pagerduty notification"
// → `{"name":…,"type":"pagerduty"}` without the routing key the spec requires for pagerduty;
// "remove the label onboarding from the notification rule Auto-assign to sales" whose labels are
// [vip]. A subset of the spec's paths and schemas, discriminated endpoint body included.
const DOC = new URL("../fixtures/plan/influx-parents.openapi.json", import.meta.url);
type Json = Record<string, unknown>;
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  const doc = await ingestFile({
    name: "influx-parents.openapi.json",
    text: readFileSync(DOC, "utf8"),
  });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 7,
    count: 30,
    secondGoalProbability: 0,
    openEnv: createEnvInstance,
  }));
}, 180_000);

const goalStep = (p: Plan) => p.steps.find((s) => s.id === p.goal);

describe("a create under one of several parents", () => {
  it("names the parent: the telegraf config is added to the org the user says", () => {
    const made = plans.filter((p) => goalStep(p)?.tool === "PostTelegrafs");
    expect(made.length).toBeGreaterThan(0);
    for (const p of made) {
      const step = goalStep(p);
      expect(step?.args.orgID?.from).toBe("step");
      expect((step?.grounded?.args as Json | undefined)?.orgID).toBeDefined();
    }
  });

  it("is a plan problem when the parent is left to the API", () => {
    const step = {
      id: "s1",
      env: bundle.id,
      tool: "PostTelegrafs",
      args: { name: { from: "user" as const, value: "urgent" } },
    };
    const plan: Plan = { id: "", seed: 1, envs: [bundle.id], goal: "s1", steps: [step] };
    expect(planProblems(plan, [bundle])).toEqual([
      "s1: orgID unbound: the telegraf is made in one of 8 orgs",
    ]);
  });
});

describe("a body whose type decides what else it requires", () => {
  it("keeps the type of the branch the sampler fills (the spec's mapping order)", () => {
    const spec = bundle.tools.find((t) => t.name === "CreateNotificationEndpoint")!;
    const body = (spec.inputSchema as { properties: Json }).properties.body as Json;
    const flat = simplifySchema(body) as { properties: Record<string, Json>; required: string[] };
    expect(flat.properties.type?.enum).toEqual(["slack"]);
    expect(flat.required).toEqual(["type", "name"]);
  });

  it("is sent with every field its type requires", () => {
    const made = plans.filter((p) => goalStep(p)?.tool === "CreateNotificationEndpoint");
    expect(made.length).toBeGreaterThan(0);
    for (const p of made) {
      const body = (goalStep(p)?.grounded?.args as Json | undefined)?.body as Json;
      const needs: Record<string, string[]> = {
        pagerduty: ["routingKey"],
        telegram: ["token", "channel"],
        http: ["url", "authMethod", "method"],
        slack: [],
      };
      for (const f of needs[String(body.type)] ?? ["?"]) expect(body).toHaveProperty(f);
    }
  });
});

describe("a label taken off or put on a notification rule", () => {
  const rule = {
    id: "nr_1007",
    name: "Auto-assign to sales",
    labels: [{ id: "ref_1005", name: "vip", orgID: "org_1005" }],
  };
  const state = (labels: Json[]) => ({
    notification_rules: [{ ...rule, labels }],
    labels: [
      { id: "lab_1003", name: "onboarding", orgID: "org_1002" },
      { id: "lab_1004", name: "vip", orgID: "org_1005" },
    ],
  });
  const tool = (name: string) => bundle.tools.find((t) => t.name === name)!;

  it("is removed only where it is attached (b52 quote: onboarding off a rule labelled [vip])", () => {
    const del = tool("DeleteNotificationRulesIDLabelsID");
    const args = { ruleID: "nr_1007", labelID: "lab_1003" };
    expect(associationProblem(bundle, del, "delete", args, state(rule.labels))).toBe(
      "not-attached",
    );
    const attached = [...rule.labels, { id: "ref_1037", name: "onboarding", orgID: "org_1002" }];
    expect(associationProblem(bundle, del, "delete", args, state(attached))).toBeUndefined();
  });

  it("is added only where it is not attached yet", () => {
    const add = tool("PostNotificationRuleIDLabels");
    const args = { ruleID: "nr_1007", labelID: "lab_1004" };
    expect(associationProblem(bundle, add, "create", args, state(rule.labels))).toBe(
      "already-attached",
    );
    expect(
      associationProblem(bundle, add, "create", { ...args, labelID: "lab_1003" }, state([])),
    ).toBeUndefined();
  });

  it("never grounds a removal of a label the rule does not carry", async () => {
    const from = (step: string, path: string): Binding => ({ from: "step", step, path });
    let grounded = 0;
    let refused = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const r = await groundPlan(
        {
          id: "",
          seed,
          envs: [bundle.id],
          goal: "s4",
          steps: [
            { id: "s1", env: bundle.id, tool: "GetOrgs", args: {} },
            {
              id: "s2",
              env: bundle.id,
              tool: "GetNotificationRules",
              args: { orgID: from("s1", "orgs[].id") },
            },
            { id: "s3", env: bundle.id, tool: "GetLabels", args: {} },
            {
              id: "s4",
              env: bundle.id,
              tool: "DeleteNotificationRulesIDLabelsID",
              args: {
                ruleID: from("s2", "notificationRules[].id"),
                labelID: from("s3", "labels[].id"),
              },
            },
          ],
        },
        [bundle],
        createEnvInstance,
      );
      if (!r.ok) {
        if (r.error.message.includes("not-attached")) refused++;
        continue;
      }
      const args = r.value.steps[3]?.grounded?.args as Json;
      const start = bundle.initialState as Record<string, Json[]>;
      const rule = start.notification_rules?.find((x) => x.id === args.ruleID);
      const label = start.labels?.find((x) => x.id === args.labelID);
      const names = ((rule?.labels ?? []) as Json[]).map((l) => l.name);
      expect(names, JSON.stringify(args)).toContain(label?.name);
      grounded++;
    }
    expect(grounded + refused).toBeGreaterThan(6);
  });
});
