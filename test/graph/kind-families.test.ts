import { describe, expect, it } from "vitest";
import { kindQualifier, otherKindFamily } from "../../src/core/domain/tool-kind.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

/**
 * fresh65 readers A (Global Accelerator): gold listed custom routing accelerators and then ran the
 * plain `DeleteAccelerator` / `DescribeAccelerator` on the ARN it found. kinds61 made custom
 * routing accelerators a kind of their own, but both kinds key their records by `AcceleratorArn`
 * and the graph matched the name. Rule: an id produced by one kind feeds an input the model says
 * names another only when the two are not of sibling families (`custom_routing_X` beside `X`);
 * and a record of a qualified family refers to its own family's twin.
 */
interface Op {
  name: string;
  list?: { key: string; id: string; ref?: string };
  input?: string[];
}

async function awsBundle(service: string, ops: Op[]): Promise<EnvBundle> {
  const paths: Record<string, unknown> = {};
  for (const op of ops) {
    const props = Object.fromEntries((op.input ?? []).map((n) => [n, { type: "string" }]));
    const item: Record<string, unknown> = { [op.list?.id ?? "x"]: { type: "string" } };
    if (op.list?.ref) item[op.list.ref] = { type: "string" };
    item.Name = { type: "string" };
    const out = op.list
      ? {
          type: "object",
          properties: {
            [op.list.key]: { type: "array", items: { type: "object", properties: item } },
            NextToken: { type: "string" },
          },
        }
      : { type: "object", properties: {} };
    paths[`/#X-Amz-Target=${service}.${op.name}`] = {
      post: {
        operationId: op.name,
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: { type: "object", properties: props, required: op.input ?? [] },
            },
          },
        },
        responses: {
          "200": { description: "Success", content: { "application/json": { schema: out } } },
        },
      },
    };
  }
  const doc = {
    openapi: "3.0.0",
    info: { title: service, version: "1" },
    servers: [{ url: `https://${service.toLowerCase()}.us-west-2.amazonaws.com` }],
    paths,
  };
  const ingested = await ingestFile({ name: `${service}.json`, text: JSON.stringify(doc) });
  if (!ingested.ok) throw new Error(ingested.error.message);
  const b = await generateHeuristicBundle(ingested.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const arn = ["AcceleratorArn"];
const accelerator = () =>
  awsBundle("GlobalAccelerator_V20180706", [
    { name: "CreateAccelerator", input: ["Name"] },
    { name: "DescribeAccelerator", input: arn },
    { name: "DeleteAccelerator", input: arn },
    { name: "ListAccelerators", list: { key: "Accelerators", id: "AcceleratorArn" } },
    { name: "CreateCustomRoutingAccelerator", input: ["Name"] },
    { name: "DescribeCustomRoutingAccelerator", input: arn },
    { name: "DeleteCustomRoutingAccelerator", input: arn },
    { name: "ListCustomRoutingAccelerators", list: { key: "Accelerators", id: "AcceleratorArn" } },
    { name: "CreateListener", input: arn },
    { name: "DeleteListener", input: ["ListenerArn"] },
    {
      name: "ListListeners",
      list: { key: "Listeners", id: "ListenerArn", ref: "AcceleratorArn" },
      input: arn,
    },
    { name: "CreateCustomRoutingListener", input: arn },
    { name: "DeleteCustomRoutingListener", input: ["ListenerArn"] },
    {
      name: "ListCustomRoutingListeners",
      list: { key: "Listeners", id: "ListenerArn", ref: "AcceleratorArn" },
      input: arn,
    },
  ]);

function producers(graph: ReturnType<typeof buildToolGraph>, tool: string): string[] {
  const node = graph.nodes().find((n) => n.endsWith(`/${tool}`))!;
  return graph
    .inboundEdges(node)
    .filter((e) => graph.getEdgeAttribute(e, "kind") === "data")
    .map((e) => graph.source(e).split("/").pop()!)
    .sort();
}

describe("an id of one kind feeds only inputs that name its kind", () => {
  it("families of kinds read off the collection names", () => {
    const known = ["accelerators", "custom_routing_accelerators", "listeners", "tags"];
    expect(kindQualifier("custom_routing_listeners", known)).toEqual({
      qualifier: "custom_routing",
      base: "listeners",
    });
    expect(otherKindFamily("custom_routing_accelerators", "accelerators", known)).toBe(true);
    expect(otherKindFamily("accelerators", "custom_routing_accelerators", known)).toBe(true);
    expect(otherKindFamily("accelerators", "listeners", known)).toBe(false);
    // A kind the qualified family has no twin of is shared (tags of any resource).
    expect(otherKindFamily("tags", "custom_routing_listeners", known)).toBe(false);
  });

  it("Global Accelerator: no custom routing accelerator's ARN reaches a plain accelerator's tool", async () => {
    const b = await accelerator();
    const g = buildToolGraph([b]);
    for (const t of ["DeleteAccelerator", "DescribeAccelerator", "CreateListener"]) {
      expect(producers(g, t)).toContain("ListAccelerators");
      expect(producers(g, t)).not.toContain("ListCustomRoutingAccelerators");
      expect(producers(g, t)).not.toContain("DescribeCustomRoutingAccelerator");
    }
    for (const t of ["DeleteCustomRoutingAccelerator", "CreateCustomRoutingListener"]) {
      expect(producers(g, t)).toContain("ListCustomRoutingAccelerators");
      expect(producers(g, t)).not.toContain("ListAccelerators");
    }
  });

  it("a custom routing listener refers to a custom routing accelerator", async () => {
    const b = await accelerator();
    const refs = Object.entries(b.model?.entities.custom_routing_listeners?.fields ?? {})
      .filter(([, f]) => f.role === "reference")
      .map(([, f]) => f.ref);
    expect(refs).toContain("custom_routing_accelerators");
    expect(refs).not.toContain("accelerators");
    expect(b.model?.tools.CreateCustomRoutingListener?.inputs.AcceleratorArn?.entity).toBe(
      "custom_routing_accelerators",
    );
  });

  it("sampled plans never mix the two kinds", async () => {
    const b = await accelerator();
    const { plans } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 5,
      count: 30,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(5);
    const custom = (t: string) => t.includes("CustomRouting");
    let fed = 0;
    for (const p of plans)
      for (const s of p.steps)
        for (const a of Object.values(s.args)) {
          if (a.from !== "step" || !/accelerator/i.test(JSON.stringify(a))) continue;
          const src = p.steps.find((x) => x.id === a.step)!;
          if (!/Accelerator/.test(src.tool) || /Listener/.test(src.tool)) continue;
          fed++;
          expect(custom(src.tool), `${src.tool} → ${s.tool}`).toBe(custom(s.tool));
        }
    expect(fed).toBeGreaterThan(0);
  }, 120_000);

  it("another API: a scheduled report's id never goes to DeleteReport", async () => {
    const b = await awsBundle("Reporting", [
      { name: "CreateReport", input: ["Name"] },
      { name: "DeleteReport", input: ["ReportId"] },
      { name: "ListReports", list: { key: "Reports", id: "ReportId" } },
      { name: "CreateScheduledReport", input: ["Name"] },
      { name: "DeleteScheduledReport", input: ["ReportId"] },
      { name: "ListScheduledReports", list: { key: "Reports", id: "ReportId" } },
    ]);
    const g = buildToolGraph([b]);
    expect(producers(g, "DeleteReport")).toContain("ListReports");
    expect(producers(g, "DeleteReport")).not.toContain("ListScheduledReports");
    expect(producers(g, "DeleteScheduledReport")).toContain("ListScheduledReports");
    expect(producers(g, "DeleteScheduledReport")).not.toContain("ListReports");
  });
});
