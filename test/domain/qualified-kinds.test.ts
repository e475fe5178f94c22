import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

/**
 * fresh65 (AWS Global Accelerator), readers A: the gold found an accelerator with
 * `ListCustomRoutingAccelerators` and deleted it with `DeleteAccelerator`. The API has two kinds,
 * accelerators and custom routing accelerators, each with its own Create/Describe/Delete/List; the
 * list answers `Accelerators`, and that output key put it on the plain kind's collection.
 * Rule: an operation whose noun is a plain noun with a qualifier acts on its own kind when other
 * operations name the qualified noun too; the two collections share no records.
 */

interface Op {
  name: string;
  /** The output's array key and its items' id field, for a list. */
  list?: { key: string; id: string };
  input?: string[];
}

/** An AWS JSON-protocol doc (every operation a POST to `/#X-Amz-Target=Svc.Op`). */
async function awsTools(service: string, ops: Op[]): Promise<ToolSpec[]> {
  const paths: Record<string, unknown> = {};
  for (const op of ops) {
    const props = Object.fromEntries((op.input ?? []).map((n) => [n, { type: "string" }]));
    const out = op.list
      ? {
          type: "object",
          properties: {
            [op.list.key]: {
              type: "array",
              items: { type: "object", properties: { [op.list.id]: { type: "string" } } },
            },
            NextToken: { type: "string" },
          },
        }
      : { type: "object", properties: {} };
    paths[`/#X-Amz-Target=${service}.${op.name}`] = {
      post: {
        operationId: op.name,
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", properties: props } } },
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
  return ingested.value.tools;
}

function entities(tools: ToolSpec[]): Record<string, string | undefined> {
  return Object.fromEntries(tools.map((t) => [t.name, inferToolKind(t, tools).entity]));
}

describe("a qualified record kind beside its plain sibling", () => {
  it("Global Accelerator: a custom routing accelerator listed is the kind its delete removes", async () => {
    const arn = ["AcceleratorArn"];
    const tools = await awsTools("GlobalAccelerator_V20180706", [
      { name: "CreateAccelerator", input: ["Name"] },
      { name: "DescribeAccelerator", input: arn },
      { name: "DeleteAccelerator", input: arn },
      { name: "ListAccelerators", list: { key: "Accelerators", id: "AcceleratorArn" } },
      { name: "CreateCustomRoutingAccelerator", input: ["Name"] },
      { name: "DescribeCustomRoutingAccelerator", input: arn },
      { name: "DeleteCustomRoutingAccelerator", input: arn },
      {
        name: "ListCustomRoutingAccelerators",
        list: { key: "Accelerators", id: "AcceleratorArn" },
      },
      { name: "CreateListener", input: arn },
      { name: "ListListeners", list: { key: "Listeners", id: "ListenerArn" } },
      { name: "CreateCustomRoutingListener", input: arn },
      { name: "ListCustomRoutingListeners", list: { key: "Listeners", id: "ListenerArn" } },
      { name: "AddEndpoints", input: ["EndpointGroupArn"] },
      { name: "RemoveEndpoints", input: ["EndpointGroupArn"] },
      {
        name: "AddCustomRoutingEndpoints",
        list: { key: "EndpointDescriptions", id: "EndpointId" },
        input: ["EndpointGroupArn"],
      },
      { name: "RemoveCustomRoutingEndpoints", input: ["EndpointGroupArn"] },
    ]);
    const e = entities(tools);
    expect(e.ListAccelerators).toBe("accelerators");
    expect(e.DeleteAccelerator).toBe("accelerators");
    expect(e.ListCustomRoutingAccelerators).toBe("custom_routing_accelerators");
    expect(e.ListCustomRoutingAccelerators).toBe(e.DeleteCustomRoutingAccelerator);
    expect(e.ListCustomRoutingListeners).toBe(e.CreateCustomRoutingListener);
    expect(e.ListListeners).toBe("listeners");
    expect(e.RemoveCustomRoutingEndpoints).toBe(e.AddCustomRoutingEndpoints);
    expect(e.RemoveEndpoints).toBe("endpoints");
  });

  it("another API: scheduled reports are their own kind, beside reports", async () => {
    const tools = await awsTools("Reporting", [
      { name: "CreateReport", input: ["Name"] },
      { name: "DeleteReport", input: ["ReportId"] },
      { name: "ListReports", list: { key: "Reports", id: "ReportId" } },
      { name: "CreateScheduledReport", input: ["Name"] },
      { name: "DeleteScheduledReport", input: ["ReportId"] },
      { name: "ListScheduledReports", list: { key: "Reports", id: "ReportId" } },
      { name: "PauseScheduledReport", input: ["ReportId"] },
    ]);
    const e = entities(tools);
    expect(e.ListScheduledReports).toBe("scheduled_reports");
    expect(e.DeleteScheduledReport).toBe("scheduled_reports");
    expect(e.PauseScheduledReport).toBe("scheduled_reports");
    expect(e.ListReports).toBe("reports");
  });

  it("a qualifier no other operation names is a filter on the plain kind", async () => {
    // `ListOpenSlots` answering `Slots`: open slots are slots, not a kind the API creates.
    const tools = await awsTools("Booking", [
      { name: "CreateSlot", input: ["Start"] },
      { name: "DeleteSlot", input: ["SlotId"] },
      { name: "ListSlots", list: { key: "Slots", id: "SlotId" } },
      { name: "ListOpenSlots", list: { key: "Slots", id: "SlotId" } },
    ]);
    const e = entities(tools);
    expect(e.ListOpenSlots).toBe("slots");
    expect(e.DeleteSlot).toBe("slots");
  });
});
