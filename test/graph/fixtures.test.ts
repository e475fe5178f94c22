import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { fixtureBundles } from "./fixture-bundles.js";

let bundles: Map<string, EnvBundle>;
beforeAll(async () => {
  bundles = await fixtureBundles();
});

describe("graph on the real fixture bundles", () => {
  it("connects list tools to the tools consuming their ids", () => {
    const g = buildToolGraph([...bundles.values()]);
    const edge = (k: string) => (g.hasEdge(k) ? g.getEdgeAttributes(k) : undefined);
    expect(edge("data:smart-home/list_devices->smart-home/set_brightness:device_id")).toMatchObject(
      {
        from: "devices[].device_id",
      },
    );
    expect(edge("data:smart-home/list_rooms->smart-home/list_devices:room_id")).toMatchObject({
      from: "rooms[].room_id",
    });
    expect(
      edge("data:shoe-shop/searchProducts->shoe-shop/createOrder:lines[].product_id"),
    ).toMatchObject({
      from: "items[].id",
    });
    expect(
      edge("data:clinic-scheduling/list_open_slots->clinic-scheduling/book_appointment:slot_id"),
    ).toMatchObject({
      from: "slots[].slot_id",
    });
    // A modifier word does not hide the entity: new_slot_id takes a slot id.
    expect(
      edge(
        "data:clinic-scheduling/list_open_slots->clinic-scheduling/reschedule_appointment:new_slot_id",
      ),
    ).toBeDefined();
  });

  it("has no edges between ids of different entities and none across envs by default", () => {
    const g = buildToolGraph([...bundles.values()]);
    expect(g.hasEdge("data:smart-home/list_rooms->smart-home/set_brightness:device_id")).toBe(
      false,
    );
    expect(g.hasEdge("data:shoe-shop/searchProducts->shoe-shop/getOrder:orderId")).toBe(false);
    expect(
      g.hasEdge(
        "data:clinic-scheduling/list_doctors->clinic-scheduling/book_appointment:patient_id",
      ),
    ).toBe(false);
    g.forEachEdge((_k, a, s, t) => {
      expect(g.getNodeAttribute(s, "env")).toBe(g.getNodeAttribute(t, "env"));
      if (a.kind !== "data" || !a.from || !a.to) return;
      // Every data edge joins keys naming the same entity (`…_id` ↔ `…_id` of that entity).
      const last = (p: string) =>
        p
          .split(/[.[\]]+/)
          .filter(Boolean)
          .pop()!;
      const to = last(a.to)
        .replace(/([a-z])([A-Z])/g, "$1_$2")
        .toLowerCase();
      if (to.endsWith("_id") && !to.startsWith("new_")) {
        const from = last(a.from)
          .replace(/([a-z])([A-Z])/g, "$1_$2")
          .toLowerCase();
        if (from === "id" || from === to) return;
        // A role id (`approver_id`) takes the id of the entity the semantic model says it names.
        const b = [...bundles.values()].find((x) => x.name === g.getNodeAttribute(t, "env"))!;
        const im = b.model?.tools[g.getNodeAttribute(t, "tool")]?.inputs[last(a.to)];
        const named = im?.entity ? b.model?.entities[im.entity]?.idField : undefined;
        expect(named, `${s} → ${t}: ${a.from} ⇒ ${a.to}`).toBe(from);
      }
    });
  });
});
