import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import cut from "../fixtures/words70/azure-aggregated-alert.json" with { type: "json" };

// fresh74 (Azure Security IoT analytics): an ARM resource keeps its facts under `properties`
// (`{id, name, type, properties: {reportedSeverity, count, …}}`); answers read only the top
// level, so every read of an alert or recommendation was dropped as having nothing to tell
// (plan-drops on a build of the spec: 19 of 30 plans `no-answer-facts`).
const ok = (result: unknown) => ({ ok: true as const, result });

const getAlert: ToolSpec = {
  name: "IotSecuritySolutionsAnalyticsAggregatedAlert_Get",
  description:
    "Use this method to get a single the aggregated alert of yours IoT Security solution. This aggregation is performed by alert name.",
  inputSchema: {
    type: "object",
    properties: {
      resourceGroupName: { type: "string" },
      solutionName: { type: "string" },
      aggregatedAlertName: { type: "string" },
    },
  },
  outputSchema: cut.outputSchema,
} as ToolSpec;

// The record as the built environment holds it (values as generated; only the shape matters).
const alert = {
  id: "/subscriptions/20ff7fc3/resourceGroups/MyGroup/providers/Microsoft.Security/iotSecuritySolutions/default/analyticsModels/default/aggregatedAlerts/IoT_Bruteforce_Fail",
  name: "IoT_Bruteforce_Fail",
  type: "Microsoft.Security/IoTSecurityAggregatedAlert",
  tags: {},
  properties: {
    actionTaken: "Detected",
    aggregatedDateUtc: "2025-12-29",
    alertDisplayName: "Failed Bruteforce",
    alertType: "IoT_Bruteforce_Fail",
    count: 3,
    reportedSeverity: "Medium",
    systemSource: "Azure",
    vendorName: "Microsoft",
  },
};

describe("a read of an Azure resource answers from its `properties`", () => {
  const args = {
    resourceGroupName: "MyGroup",
    solutionName: "default",
    aggregatedAlertName: "IoT_Bruteforce_Fail",
  };
  const facts = answerFactsFrom(ok(alert), "s1", toolWords(getAlert), 0, {
    args,
    argNames: Object.keys(args),
    said: Object.values(args),
    docs: fieldDocs(getAlert.outputSchema),
  });
  it("tells facts of the alert, keyed where they are in the result", () => {
    expect(facts.length).toBeGreaterThan(0);
    for (const f of facts) expect(f.key).toMatch(/^s1\.properties\.[A-Za-z]+$/);
  });
  it("labels them as a person would, never with the word 'properties'", () => {
    for (const f of facts) expect(`${f.label} ${f.text ?? ""}`).not.toMatch(/propert/i);
  });
  it("never tells the resource type or its id", () => {
    const values = facts.map((f) => String(f.value));
    expect(values).not.toContain(alert.type);
    expect(values).not.toContain(alert.id);
  });
  it("leaves a record whose top level has facts as it was", () => {
    const plain = answerFactsFrom(
      ok({ name: "backup", status: "running", properties: { color: "red" } }),
      "s1",
      toolWords({
        name: "get_job",
        description: "Returns a job.",
        inputSchema: { type: "object", properties: { job_id: { type: "string" } } },
      } as ToolSpec),
      0,
      { args: { job_id: "j1" }, argNames: ["job_id"] },
    );
    expect(plain.map((f) => f.key)).toContain("s1.status");
  });
});

describe("a count the doc names is said as what it counts (fresh74 Azure alert, recommendation)", () => {
  const args = { resourceGroupName: "MyGroup", solutionName: "default", aggregatedAlertName: "x" };
  const ctx = {
    args,
    argNames: Object.keys(args),
    docs: fieldDocs(getAlert.outputSchema),
  };
  it("`count` \"Number of alerts occurrences …\" is 'it has 21 alerts', not 'the count is 21'", () => {
    const facts = answerFactsFrom(
      ok({ ...alert, properties: { count: 21, alertType: "IoT_Bruteforce_Fail" } }),
      "s1",
      toolWords(getAlert),
      0,
      ctx,
    );
    const count = facts.find((f) => f.key === "s1.properties.count");
    expect(count?.text).toBe("it has 21 alerts");
  });
  it("a record's own count beside another fact is not read as a list's count", () => {
    const text = finalAnswer(
      [
        {
          key: "s1.properties.count",
          value: 21,
          label: "number of alerts",
          text: "it has 21 alerts",
        },
        {
          key: "s1.properties.reportedSeverity",
          value: "Medium",
          label: "severity",
          text: "the severity is medium",
        },
      ],
      false,
    );
    expect(text).toContain("21 alerts");
    expect(text).toContain("medium");
  });
  it('`healthyDevices` "Number of healthy devices …" is a number of healthy devices', () => {
    const facts = answerFactsFrom(
      ok({
        id: "/subscriptions/1/x",
        name: "OpenPortsOnDevice",
        type: "Microsoft.Security/IoTSecurityAggregatedRecommendation",
        properties: { healthyDevices: 86, reportedSeverity: "Medium" },
      }),
      "s1",
      toolWords({
        ...getAlert,
        name: "IotSecuritySolutionsAnalyticsRecommendation_Get",
      } as ToolSpec),
      0,
      {
        ...ctx,
        docs: {
          healthyDevices: {
            description: "Number of healthy devices within the IoT Security solution.",
          },
        },
      },
    );
    const healthy = facts.find((f) => f.key === "s1.properties.healthyDevices");
    expect(healthy?.label).toBe("number of healthy devices");
    expect(healthy?.text).toBe("it has 86 healthy devices");
  });
});
