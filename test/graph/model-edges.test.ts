import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

function dataEdges(g: ReturnType<typeof buildToolGraph>) {
  const out: { from: string; to: string; param: string; path: string }[] = [];
  g.forEachEdge((_k, a, s, t) => {
    if (a.kind === "data")
      out.push({
        from: s.split("/")[1]!,
        to: t.split("/")[1]!,
        param: a.to ?? "",
        path: a.from ?? "",
      });
  });
  return out;
}

const PLUMBING = [
  "$.xgafv",
  "access_token",
  "alt",
  "callback",
  "fields",
  "key",
  "oauth_token",
  "prettyPrint",
  "quotaUser",
  "upload_protocol",
  "uploadType",
];

describe("graph edges read the semantic model", () => {
  it("add_part gets its work order from open_work_order and its part number from search_parts", async () => {
    const edges = dataEdges(
      buildToolGraph([
        await bundleOfFixture("model/facility-maintenance.envfactory-metadata.json", 2),
      ]),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "open_work_order", to: "add_part", param: "work_order_id" }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: "search_parts",
        to: "add_part",
        param: "part_number",
        path: "parts[].part_number",
      }),
    );
  });

  it("add item to cart: the cart from create_cart, the product from search_products", async () => {
    const edges = dataEdges(buildToolGraph([await bundleOfFixture("model/cart.mcp.json", 2)]));
    expect(edges).toContainEqual(
      expect.objectContaining({ from: "create_cart", to: "add_item_to_cart", param: "cart_id" }),
    );
    expect(edges).toContainEqual(
      expect.objectContaining({
        from: "search_products",
        to: "add_item_to_cart",
        param: "product_id",
      }),
    );
  });

  it("groups API: plumbing parameters are never user-providable nor edge targets; groupKey comes from the groups", async () => {
    const g = buildToolGraph([await bundleOfFixture("model/groups.openapi.json", 2)]);
    g.forEachNode((_n, a) => {
      for (const i of a.inputs)
        if (PLUMBING.includes(i.name)) expect(i.userProvidable, `${a.tool}.${i.name}`).toBe(false);
    });
    const edges = dataEdges(g);
    expect(edges.filter((e) => PLUMBING.includes(e.param))).toEqual([]);
    expect(edges.filter((e) => ["etag", "kind"].includes(e.param))).toEqual([]);
    const member = edges.filter((e) => e.to.includes("members_insert") && e.param === "groupKey");
    expect(member).toContainEqual(
      expect.objectContaining({ from: "directory_groups_list", path: "groups[].id" }),
    );
  });

  it("a v1 bundle (no model) still keeps plumbing out of the user's facts", async () => {
    const { model: _m, ...v1 } = await bundleOfFixture("model/groups.openapi.json", 2);
    const g = buildToolGraph([{ ...v1, format: "envfactory.bundle/v1" }]);
    g.forEachNode((_n, a) => {
      for (const i of a.inputs)
        if (PLUMBING.includes(i.name)) expect(i.userProvidable, `${a.tool}.${i.name}`).toBe(false);
    });
  });
});
