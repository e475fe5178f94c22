import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferFieldModel, isPlumbing } from "../../src/core/domain/field-roles.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildSemanticModel, modelOf } from "../../src/core/envgen/semantic-model.js";
import { type IngestedDoc, ingestFile } from "../../src/core/ingest/index.js";
import { BUNDLE_FORMAT, loadBundle } from "../../src/core/schema/index.js";

const MODEL_FIXTURES = new URL("../fixtures/model/", import.meta.url);

async function ingestModelFixture(name: string): Promise<IngestedDoc> {
  const text = readFileSync(new URL(name, MODEL_FIXTURES), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function ingestExample(name: string): Promise<IngestedDoc> {
  const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("field roles", () => {
  it("classifies Google-style transport parameters as plumbing, with fixed values", () => {
    const siblings = ["alt", "prettyPrint", "quotaUser", "key", "fields", "groupKey"];
    for (const p of [
      "alt",
      "prettyPrint",
      "quotaUser",
      "$.xgafv",
      "upload_protocol",
      "uploadType",
      "access_token",
      "oauth_token",
      "callback",
      "api-version",
      "X-Amz-Date",
      "userIp",
    ])
      expect(isPlumbing(p, { siblings }), p).toBe(true);
    expect(
      isPlumbing("key", { siblings, description: "API key. Your API key identifies your project" }),
    ).toBe(true);
    expect(isPlumbing("groupKey", { siblings })).toBe(false);
    expect(isPlumbing("quantity", { siblings })).toBe(false);
    expect(
      inferFieldModel("alt", { type: "string", enum: ["json", "media"] }, { param: true }).role,
    ).toBe("plumbing");
  });

  it("reads system, money, address and contact roles from names and schemas", () => {
    const ctx = { entity: "customers", siblings: ["city", "state", "zip", "country", "etag"] };
    expect(inferFieldModel("etag", { type: "string" }, ctx).role).toBe("system");
    expect(inferFieldModel("selfLink", { type: "string" }, ctx).role).toBe("system");
    expect(inferFieldModel("created_at", { type: "string" }, ctx).role).toBe("system");
    expect(inferFieldModel("state", { type: "string" }, ctx)).toMatchObject({
      role: "address-part",
      part: "state",
    });
    expect(inferFieldModel("zip", { type: "string" }, ctx)).toMatchObject({
      role: "address-part",
      part: "postal_code",
    });
    expect(inferFieldModel("email", { type: "string" }, ctx).role).toBe("email");
    expect(inferFieldModel("sale_price", { type: "number" }, ctx).role).toBe("money");
    expect(inferFieldModel("name", { type: "string" }, ctx).role).toBe("person-name");
    expect(
      inferFieldModel(
        "status",
        { type: "string", enum: ["active", "closed"] },
        { entity: "orders" },
      ).role,
    ).toBe("status");
    expect(
      inferFieldModel("kind", {
        type: "string",
        description: "Identifies what kind of resource this is.",
      }).role,
    ).toBe("system");
  });
});

describe("semantic model on real fixture docs", () => {
  it("facility maintenance: add_part is an association on the work order, not a part create", async () => {
    const doc = await ingestModelFixture("facility-maintenance.envfactory-metadata.json");
    const m = buildSemanticModel(doc.tools, { domain: "facility maintenance" });
    expect(m.tools.add_part).toMatchObject({
      kind: "update",
      entity: "work_orders",
      association: { relation: "add", parent: "work_orders", child: "parts" },
      phrase: { text: "add a part to a work order" },
    });
    expect(m.tools.add_part!.effects).toContainEqual({
      kind: "add-child",
      entity: "work_orders",
      child: "parts",
    });
    expect(m.tools.add_part!.inputs.work_order_id).toMatchObject({
      source: "tool",
      entity: "work_orders",
    });
    expect(m.tools.add_part!.inputs.part_number).toMatchObject({ source: "tool", entity: "parts" });
    expect(m.tools.add_part!.inputs.quantity).toMatchObject({ source: "user", role: "quantity" });
    // "Only open or in-progress work orders accept parts."
    expect(m.tools.add_part!.preconditions).toContainEqual(
      expect.objectContaining({
        kind: "field-in",
        field: "status",
        values: ["open", "in_progress"],
      }),
    );
    const wo = m.entities.work_orders!;
    expect(wo.children?.parts).toMatchObject({ entity: "parts", keyField: "part_number" });
    expect(wo.fields.parts_cost).toMatchObject({ role: "derived" });
    expect(wo.fields.parts_cost!.derivedFrom).toContain("parts[].quantity");
    expect(wo.fields.status!.transitions).toEqual({ open: ["closed"], in_progress: ["closed"] });
    expect(Object.keys(m.entities.parts!.fields)).not.toContain("work_order_id");
  });

  it("cart: add item to cart adds a line keyed by the product; the total is derived", async () => {
    const doc = await ingestModelFixture("cart.mcp.json");
    const m = buildSemanticModel(doc.tools);
    expect(m.tools.add_item_to_cart).toMatchObject({
      entity: "carts",
      association: { relation: "add", parent: "carts", child: "products" },
      effects: [{ kind: "add-child", entity: "carts", child: "items" }],
    });
    expect(m.tools.remove_item_from_cart!.effects).toEqual([
      { kind: "remove-child", entity: "carts", child: "items" },
    ]);
    expect(m.entities.carts!.fields.total).toMatchObject({
      role: "derived",
      derivedFrom: "sum(items[].quantity * items[].unit_price)",
    });
  });

  it("groups API: members stay a REST sub-collection; every Google plumbing parameter is plumbing", async () => {
    const doc = await ingestModelFixture("groups.openapi.json");
    const m = buildSemanticModel(doc.tools);
    const insert = Object.values(m.tools).find((t) => t.name.includes("members_insert"))!;
    expect(insert).toMatchObject({ kind: "create", entity: "members" });
    expect(insert.inputs.groupKey).toMatchObject({ source: "tool", entity: "groups" });
    const del = Object.values(m.tools).find((t) => t.name.includes("members_delete"))!;
    expect(del.association).toEqual({ relation: "remove", parent: "groups", child: "members" });
    for (const t of Object.values(m.tools)) {
      for (const p of [
        "alt",
        "fields",
        "key",
        "prettyPrint",
        "quotaUser",
        "callback",
        "upload_protocol",
        "uploadType",
        "access_token",
        "oauth_token",
        "$.xgafv",
      ])
        expect(t.inputs[p], `${t.name}.${p}`).toMatchObject({
          source: "plumbing",
          role: "plumbing",
        });
    }
    for (const e of Object.values(m.entities)) {
      for (const p of ["alt", "prettyPrint", "quota_user", "xgafv", "oauth_token"])
        expect(e.fields[p]).toBeUndefined();
      expect(e.fields.etag?.role).toBe("system");
    }
  });

  it("smart home: applicability from the docs, effects for event-like actions", async () => {
    const doc = await ingestExample("smart-home.mcp.json");
    const m = buildSemanticModel(doc.tools, { domain: "smart home" });
    const fits = (tool: string) =>
      m.tools[tool]!.preconditions.find((p) => p.field === "device_type")?.values;
    expect(fits("set_brightness")).toEqual(["light"]);
    expect(fits("set_thermostat")).toEqual(["thermostat"]);
    expect(fits("brew_coffee")).toEqual(["coffee_maker"]);
    expect(fits("speak")).toEqual(["speaker"]);
    expect(fits("set_power")).toBeUndefined();
    expect(m.tools.speak!.effects).toEqual([
      { kind: "record", entity: "devices", log: "announcements" },
    ]);
    expect(m.tools.brew_coffee!.phrase.text).toBe("brew coffee on a coffee maker");
    expect(m.tools.set_brightness!.phrase.text).toBe("set the brightness of a light");
  });
});

describe("bundle v2 carries the model", () => {
  it("heuristic bundles are v2 with the model in the hashed content", async () => {
    const doc = await ingestModelFixture("facility-maintenance.envfactory-metadata.json");
    const b = await generateHeuristicBundle(doc, { seed: 3 });
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.format).toBe(BUNDLE_FORMAT);
    expect(b.value.model?.tools.add_part?.association?.parent).toBe("work_orders");
    const tampered = { ...b.value, model: { ...b.value.model!, domain: "other" } };
    const reloaded = await loadBundle(tampered);
    expect(reloaded.ok).toBe(false);
  });

  it("v1 bundles still load; their model is inferred on load", async () => {
    const doc = await ingestExample("smart-home.mcp.json");
    const b = await generateHeuristicBundle(doc, { seed: 1 });
    if (!b.ok) throw new Error(b.error.message);
    const { id: _id, model: _m, ...rest } = b.value;
    const v1 = await loadBundle({ ...rest, format: "envfactory.bundle/v1" });
    if (!v1.ok) throw new Error(v1.error.message);
    expect(v1.value.model).toBeUndefined();
    const m = modelOf(v1.value);
    expect(m.source).toBe("inferred-on-load");
    expect(m.tools.set_brightness!.preconditions[0]?.values).toEqual(["light"]);
    expect(modelOf(v1.value)).toBe(m);
    expect(modelOf(b.value)).toBe(b.value.model);
  });
});
