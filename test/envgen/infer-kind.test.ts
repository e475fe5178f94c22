import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/envgen/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { readFixture, tool } from "./helpers.js";

function openapiTool(name: string, method: string, path: string, params: string[] = []): ToolSpec {
  return tool(name, params, {
    source: {
      format: "openapi",
      file: "x.yaml",
      pointer: `/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`,
    },
  });
}

describe("inferToolKind on tricky names", () => {
  const cases: [ToolSpec, string, string | undefined, string?][] = [
    [tool("getOrderStatus", ["order_id"]), "read", "orders", "order_id"],
    [tool("cancelOrder", ["orderId"]), "action", "orders", "orderId"],
    [tool("listOrdersByCustomer", ["customer_id"]), "list", "orders"],
    [tool("set_brightness", ["device_id", "brightness"]), "update", "devices", "device_id"],
    [tool("check_drug_interactions", ["drug_a", "drug_b"]), "compute", undefined],
    [tool("find_patient", ["full_name", "date_of_birth"]), "read", "patients"],
    [tool("find_patients", ["city"]), "list", "patients"],
    [tool("book_appointment", ["patient_id", "slot_id"]), "create", "appointments"],
    [tool("reschedule_appointment", ["appointment_id", "new_slot_id"]), "update", "appointments"],
    [tool("delete_schedule", ["schedule_id"]), "delete", "schedules", "schedule_id"],
    [tool("get_weather", ["city"]), "compute", undefined],
    [tool("convert_currency", ["from", "to", "amount"]), "compute", undefined],
    [tool("searchProducts", ["q"]), "list", "products"],
    [tool("createOrder", ["customer_id"]), "create", "orders"],
    [tool("approve_leave_request", ["request_id"]), "action", "leave_requests", "request_id"],
    [tool("remove_item", ["item_id"]), "delete", "items", "item_id"],
    [tool("addAddress", ["customerId", "city"]), "create", "addresses"],
    [tool("turn_on_light", ["light_id"]), "action", "lights", "light_id"],
  ];
  for (const [spec, kind, entity, idParam] of cases) {
    it(`${spec.name} → ${kind}${entity ? ` on ${entity}` : ""}`, () => {
      const info = inferToolKind(spec);
      expect(info.kind).toBe(kind);
      expect(info.entity).toBe(entity);
      if (idParam) expect(info.idParam).toBe(idParam);
      expect(info.reasons.length).toBeGreaterThan(0);
    });
  }

  // fresh35 dev (OpenChannel): `POST /apps/{appId}/versions/{version}/status` {status, reason}
  // was "add a new app … marked approved", a create of "status" records.
  it("a write to a record's status segment sets that record's status", () => {
    expect(
      inferToolKind(
        openapiTool("post_version_status", "post", "/apps/{appId}/versions/{version}/status", [
          "appId",
          "version",
          "status",
        ]),
      ),
    ).toMatchObject({
      kind: "update",
      entity: "versions",
      idParam: "version",
      parentParam: { param: "appId", collection: "apps" },
    });
    expect(
      inferToolKind(openapiTool("put_order_state", "put", "/orders/{id}/state", ["id", "state"])),
    ).toMatchObject({ kind: "update", entity: "orders", idParam: "id" });
  });

  it("uses HTTP method and path before names", () => {
    expect(
      inferToolKind(openapiTool("cancelOrder", "delete", "/orders/{orderId}", ["orderId"])),
    ).toMatchObject({ kind: "action", entity: "orders", idParam: "orderId" });
    expect(
      inferToolKind(openapiTool("removeOrder", "delete", "/orders/{orderId}", ["orderId"])),
    ).toMatchObject({ kind: "delete", entity: "orders", idParam: "orderId" });
    expect(
      inferToolKind(openapiTool("findCustomer", "get", "/customers/lookup", ["email"])),
    ).toMatchObject({ kind: "read", entity: "customers" });
    expect(
      inferToolKind(openapiTool("quoteShipping", "get", "/shipping/quote", ["address_id"])).kind,
    ).toBe("compute");
    expect(inferToolKind(openapiTool("op1", "post", "/orders/{id}/cancel", ["id"]))).toMatchObject({
      kind: "action",
      entity: "orders",
      idParam: "id",
    });
    expect(
      inferToolKind(
        openapiTool("listAddresses", "get", "/customers/{customerId}/addresses", ["customerId"]),
      ),
    ).toMatchObject({ kind: "list", entity: "addresses" });
    expect(
      inferToolKind(openapiTool("updatePet", "put", "/pets/{petId}", ["petId"])),
    ).toMatchObject({ kind: "update", entity: "pets", idParam: "petId" });
  });

  it("reads an array-root output as a list", () => {
    const spec = tool("customer_orders", ["customer_id"], {
      outputSchema: { type: "array", items: { type: "object" } },
    });
    expect(inferToolKind(spec).kind).toBe("list");
  });

  it("honours readOnlyHint", () => {
    const spec = tool("sync_devices", ["device_id"], { annotations: { readOnlyHint: true } });
    expect(["read", "list", "compute"]).toContain(inferToolKind(spec).kind);
  });
});

describe("inferToolKind with siblings (OpenAI helpdesk array)", () => {
  const raw = readFixture("helpdesk.openai-tools.json") as {
    function: { name: string; description: string; parameters: Record<string, unknown> };
  }[];
  const tools: ToolSpec[] = raw.map((t) => ({
    name: t.function.name,
    description: t.function.description,
    inputSchema: t.function.parameters,
  }));
  const byName = (n: string) => inferToolKind(tools.find((t) => t.name === n)!, tools);

  it("matches names onto collections other tools reveal", () => {
    expect(byName("whoami")).toMatchObject({ kind: "read", entity: "employees" });
    expect(byName("search_employees")).toMatchObject({ kind: "list", entity: "employees" });
    expect(byName("request_leave")).toMatchObject({ kind: "create", entity: "leave_requests" });
    expect(byName("decide_leave_request")).toMatchObject({
      kind: "action",
      entity: "leave_requests",
      idParam: "request_id",
    });
    expect(byName("open_ticket")).toMatchObject({ kind: "create", entity: "tickets" });
    expect(byName("close_ticket")).toMatchObject({
      kind: "action",
      entity: "tickets",
      idParam: "ticket_id",
    });
    expect(byName("comment_ticket")).toMatchObject({ kind: "create", entity: "comments" });
    expect(byName("submit_expense")).toMatchObject({ kind: "create", entity: "expenses" });
    expect(byName("get_leave_balance").kind).toBe("compute");
  });
});

describe("a POST that marks something read is a write, not a lookup", () => {
  // peer-tube (fresh10) `POST /api/v1/users/me/notifications/read-all` "Mark all my notification
  // as read" was a read, so plans used it to look up a channel id before `addLive`.
  const post = (path: string, description: string): ToolSpec => ({
    ...openapiTool(path.split("/").filter(Boolean).join("_"), "post", path),
    description,
  });
  it("read-all / read with a 'mark' description acts", () => {
    expect(
      inferToolKind(
        post("/api/v1/users/me/notifications/read-all", "Mark all my notification as read"),
      ).kind,
    ).toBe("action");
    expect(
      inferToolKind(post("/api/v1/users/me/notifications/read", "Mark notifications as read")).kind,
    ).toBe("action");
  });
  it("a read sent as POST stays a read", () => {
    // `POST /entities/read` "Get entities by their ids": a lookup sent as POST.
    expect(inferToolKind(post("/entities/read", "Get entities by their ids")).kind).not.toBe(
      "action",
    );
    expect(inferToolKind(post("/reports/read", "")).kind).not.toBe("action");
  });
});

describe("a nullable list is still a list", () => {
  // onsched (fresh8) `GET /setup/v1/calendars` answers {count, data: [...], hasMore, total, url}
  // with `data` typed `["array", "null"]`: read as one record, its ids named no calendar and
  // every lookup by id after it failed with NotFound.
  const listing = (dataType: unknown): ToolSpec => ({
    ...openapiTool("get_setup_v1_calendars", "get", "/setup/v1/calendars"),
    outputSchema: {
      type: "object",
      properties: {
        count: { type: "integer" },
        data: {
          type: dataType,
          items: {
            type: "object",
            properties: { id: { type: "string" }, name: { type: "string" } },
          },
        },
        hasMore: { type: "boolean" },
        total: { type: "integer" },
        url: { type: ["string", "null"] },
      },
    },
  });
  it("reads a `data` typed array or nullable array as the calendars", () => {
    expect(inferToolKind(listing(["array", "null"])).kind).toBe("list");
    expect(inferToolKind(listing("array")).kind).toBe("list");
  });
  it("a calendar that carries a nullable list of its blocks stays one calendar", () => {
    const one: ToolSpec = {
      ...openapiTool("get_calendar", "get", "/calendars/{id}", ["id"]),
      outputSchema: {
        type: "object",
        properties: {
          id: { type: "string" },
          name: { type: "string" },
          interval: { type: "integer" },
          blocks: { type: ["array", "null"], items: { type: "object" } },
        },
      },
    };
    expect(inferToolKind(one).kind).toBe("read");
  });
});

describe("a GET on a plural collection without a response schema lists it", () => {
  const at = (name: string, path: string, params: string[], description: string) =>
    tool(name, params, {
      description,
      source: {
        format: "openapi",
        file: "x.json",
        pointer: `/paths/${path.replace(/\//g, "~1")}/get`,
      },
    });

  it("e-drv `getLocations` (paginate_limit, no schema) lists locations", () => {
    // f21 e-drv read it as one record: "Could you remove my location?" → getLocations {} returned
    // a single location, deleteLocation removed it — no location the user could have named.
    const info = inferToolKind(
      at("getLocations", "/v1/locations", ["paginate_limit", "sort_by"], "Get Locations data"),
    );
    expect(info).toMatchObject({ kind: "list", entity: "locations" });
  });

  it('getty `get_v3_events` "Get metadata for multiple events" lists events', () => {
    const info = inferToolKind(
      at("get_v3_events", "/v3/events", ["ids"], "Get metadata for multiple events"),
    );
    expect(info.kind).toBe("list");
  });

  it("a singular or facet path, or one with no paging and no 'all', stays a read", () => {
    expect(inferToolKind(at("getStatus", "/v1/status", ["limit"], "Get the status")).kind).toBe(
      "read",
    );
    expect(inferToolKind(at("getAccount", "/v1/account", ["limit"], "Get all")).kind).toBe("read");
    expect(inferToolKind(at("getStats", "/v1/stats", [], "Get stats")).kind).toBe("read");
  });
});
