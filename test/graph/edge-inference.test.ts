import { describe, expect, it } from "vitest";
import {
  buildToolGraph,
  exportToolGraph,
  graphStats,
  importToolGraph,
  isUserProvidable,
} from "../../src/core/graph/index.js";
import { keyVariants, normaliseName, qualifiedKey } from "../../src/core/graph/names.js";
import { flattenInputs, flattenOutputs } from "../../src/core/graph/schema-walk.js";
import {
  type EnvBundle,
  sealBundle,
  ToolGraph,
  type ToolSpec,
} from "../../src/core/schema/index.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";

function dataEdge(
  graph: ReturnType<typeof buildToolGraph>,
  from: string,
  to: string,
  param: string,
) {
  const key = `data:${from}->${to}:${param}`;
  return graph.hasEdge(key) ? graph.getEdgeAttributes(key) : undefined;
}

async function specsBundle(name: string, tools: ToolSpec[]): Promise<EnvBundle> {
  return sealBundle({
    format: "envfactory.bundle/v1",
    name,
    description: "",
    domain: name,
    tools,
    stateSchema: { type: "object" },
    initialState: {},
    code: "export default {}",
    seed: 1,
    clock: { start: "2025-01-01T00:00:00.000Z", stepMs: 1000 },
  });
}

describe("names", () => {
  it("normalises naming styles to one key", () => {
    expect(normaliseName("eventId")).toBe("event_id");
    expect(normaliseName("event_id")).toBe("event_id");
    expect(normaliseName("EventID")).toBe("event_id");
    expect(normaliseName("event-id")).toBe("event_id");
    expect(qualifiedKey("id", "events")).toBe("event_id");
    expect(qualifiedKey("id", undefined)).toBeUndefined();
    expect(keyVariants("new_slot_id")).toEqual(["new_slot_id", "slot_id"]);
  });
});

describe("schema flattening", () => {
  it("flattens nested objects, arrays of objects and array roots", () => {
    const paths = flattenOutputs({
      type: "object",
      properties: {
        events: {
          type: "array",
          items: {
            type: "object",
            properties: {
              id: { type: "string" },
              organizer: { type: "object", properties: { email: { type: "string" } } },
            },
          },
        },
        tags: { type: "array", items: { type: "string" } },
      },
    }).map((l) => [l.path, l.container]);
    expect(paths).toEqual([
      ["events[].id", "events"],
      ["events[].organizer.email", "organizer"],
      ["tags[]", undefined],
    ]);
    const root = flattenOutputs({
      type: "array",
      items: { type: "object", properties: { id: { type: "string" } } },
    });
    expect(root.map((l) => l.path)).toEqual(["[].id"]);
  });

  it("flattens array-of-object inputs into leaf params", () => {
    const leaves = flattenInputs({
      type: "object",
      required: ["lines"],
      properties: {
        lines: {
          type: "array",
          items: {
            type: "object",
            required: ["product_id"],
            properties: { product_id: { type: "string" }, note: { type: "string" } },
          },
        },
      },
    });
    expect(leaves.map((l) => [l.name, l.required])).toEqual([
      ["lines[].note", false],
      ["lines[].product_id", true],
    ]);
  });
});

describe("buildToolGraph", () => {
  it("connects a bare `id` inside `events[]` to eventId and event_id params", async () => {
    const g = buildToolGraph([await calendarBundle()]);
    const toCamel = dataEdge(g, "calendar/listEvents", "calendar/get_event", "eventId");
    expect(toCamel).toMatchObject({ kind: "data", from: "events[].id", to: "eventId" });
    expect(toCamel?.reasons).toContain("entity");
    expect(dataEdge(g, "calendar/listEvents", "calendar/delete_event", "event_id")?.from).toBe(
      "events[].id",
    );
    // Array-root output: list_rooms returns `[{id,…}]`.
    expect(dataEdge(g, "calendar/list_rooms", "calendar/book_room", "room_id")?.from).toBe("[].id");
    // Nested object output.
    expect(dataEdge(g, "calendar/get_event", "calendar/invite_person", "email")?.from).toBe(
      "organizer.email",
    );
  });

  it("makes no edges between unrelated ids of different entities", async () => {
    const g = buildToolGraph([await calendarBundle()]);
    expect(dataEdge(g, "calendar/list_rooms", "calendar/get_event", "eventId")).toBeUndefined();
    expect(dataEdge(g, "calendar/listEvents", "calendar/book_room", "room_id")).toBeUndefined();
    // organizer.id is a user id, not an event id.
    g.forEachEdge((_k, a) => {
      if (a.kind === "data") expect(a.from).not.toBe("organizer.id");
    });
    // An integer room_id does not take a string room id (type compatibility).
    expect(dataEdge(g, "calendar/list_rooms", "calendar/get_count", "room_id")).toBeUndefined();
  });

  it("adds state edges from writers to readers of a collection", async () => {
    const g = buildToolGraph([await calendarBundle()]);
    expect(g.hasEdge("state:calendar/delete_event->calendar/listEvents:event")).toBe(true);
    expect(g.hasEdge("state:calendar/listEvents->calendar/delete_event:event")).toBe(false);
  });

  it("classifies params a person could state", () => {
    expect(isUserProvidable("email", { type: "string", format: "email" })).toBe(true);
    expect(isUserProvidable("full_name", { type: "string" })).toBe(true);
    expect(isUserProvidable("amount", { type: "number" })).toBe(true);
    expect(isUserProvidable("status", { type: "string", enum: ["a", "b"] })).toBe(true);
    expect(isUserProvidable("device_id", { type: "string" })).toBe(false);
    expect(isUserProvidable("productId", { type: "string" })).toBe(false);
    expect(isUserProvidable("page_token", { type: "string" })).toBe(false);
    expect(isUserProvidable("cursor", { type: "string" })).toBe(false);
    expect(isUserProvidable("order_number", { type: "string" })).toBe(true);
    expect(isUserProvidable("card_number", { type: "string" })).toBe(true);
  });

  it("lets a hook override user-providability", async () => {
    const g = buildToolGraph([await calendarBundle()], {
      userProvidable: (_env, tool, param) =>
        tool === "book_room" && param === "room_id" ? true : undefined,
    });
    const inputs = g.getNodeAttribute("calendar/book_room", "inputs");
    expect(inputs.find((i) => i.name === "room_id")?.userProvidable).toBe(true);
    expect(inputs.find((i) => i.name === "event_id")?.userProvidable).toBe(false);
  });

  it("links environments only when cross-env is enabled", async () => {
    const a = await specsBundle("crm", [
      {
        name: "find_customer",
        description: "Find a customer.",
        kind: "read",
        entity: "customers",
        inputSchema: { type: "object", properties: { email: { type: "string" } } },
        outputSchema: { type: "object", properties: { id: { type: "string" } } },
      },
    ]);
    const b = await specsBundle("billing", [
      {
        name: "list_invoices",
        description: "List invoices of a customer.",
        kind: "list",
        entity: "invoices",
        inputSchema: {
          type: "object",
          properties: { customer_id: { type: "string" } },
          required: ["customer_id"],
        },
        outputSchema: { type: "object", properties: {} },
      },
    ]);
    const local = buildToolGraph([a, b]);
    expect(local.size).toBe(0);
    const cross = buildToolGraph([a, b], { crossEnv: true });
    expect(dataEdge(cross, "crm/find_customer", "billing/list_invoices", "customer_id")?.from).toBe(
      "id",
    );
  });

  it("exports graphology's serialisation in the ToolGraph contract and reports stats", async () => {
    const g = buildToolGraph([await calendarBundle()]);
    const exported = exportToolGraph(g);
    expect(ToolGraph.safeParse(exported).success).toBe(true);
    expect(importToolGraph(exported).size).toBe(g.size);
    const stats = graphStats(g);
    expect(stats.nodes).toBe(7);
    expect(stats.dataEdges + stats.stateEdges).toBe(stats.edges);
    expect(stats.unreachedTools).toEqual(["calendar/get_count"]);
    expect(stats.components).toBe(2);
  });
});
