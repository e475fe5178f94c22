import { describe, expect, it } from "vitest";
import {
  envNameFrom,
  fileStem,
  NameRegistry,
  operationName,
  sanitizeToolName,
  titleFrom,
} from "../../src/core/ingest/names.js";

describe("tool and environment names", () => {
  it.each([
    ["get", "/orders/{orderId}", "get_orders_by_order_id"],
    ["POST", "/customers/{customerId}/orders", "post_customers_by_customer_id_orders"],
    ["delete", "/", "delete"],
    ["get", "/v1/HTTPStatus/{id}.json", "get_v1_http_status_by_id"],
  ])("%s %s → %s", (method, path, name) => {
    expect(operationName(method, path)).toBe(name);
  });

  it("sanitises to [A-Za-z0-9_-]{1,64}", () => {
    expect(sanitizeToolName("math.factorial")).toBe("math_factorial");
    expect(sanitizeToolName("Créer la facture")).toBe("Creer_la_facture");
    // Other scripts are transliterated, never dropped (issue #15).
    expect(sanitizeToolName("予約")).toBe("YuYue");
    expect(sanitizeToolName("получить_заметку")).toBe("poluchit_zametku");
    expect(sanitizeToolName("!!! ???")).toBeUndefined();
    expect(sanitizeToolName("a".repeat(70))).toHaveLength(64);
  });

  it("keeps the method and resource of a long dotted operationId, not its namespace (fresh59)", () => {
    // Cut at 64 it was `…_vmwareNodePools_dele`, and a collection "…_deles" was made of it.
    expect(
      sanitizeToolName("gkeonprem.projects.locations.vmwareClusters.vmwareNodePools.delete"),
    ).toBe("projects_locations_vmwareClusters_vmwareNodePools_delete");
    expect(
      sanitizeToolName("gkeonprem.projects.locations.vmwareClusters.vmwareNodePools.getIamPolicy"),
    ).toBe("projects_locations_vmwareClusters_vmwareNodePools_getIamPolicy");
    expect(sanitizeToolName("gkeonprem.projects.locations.list")).toBe(
      "gkeonprem_projects_locations_list",
    );
  });

  it("deduplicates within 64 characters", () => {
    const names = new NameRegistry();
    const long = "n".repeat(64);
    expect([names.claim("x"), names.claim("x"), names.claim("x")]).toEqual(["x", "x_2", "x_3"]);
    expect(names.claim(long)).toBe(long);
    expect(names.claim(long)).toBe(`${"n".repeat(62)}_2`);
  });

  it("derives kebab-case env names and titles", () => {
    expect(envNameFrom("Shoe Shop API")).toBe("shoe-shop");
    expect(envNameFrom("ClinicScheduling")).toBe("clinic-scheduling");
    expect(envNameFrom("API v2")).toBe("api-v2");
    expect(envNameFrom("???")).toBe("env");
    expect(fileStem("dir/smart-home.mcp.json")).toBe("smart-home");
    expect(titleFrom("smart-home")).toBe("Smart Home");
  });
});
