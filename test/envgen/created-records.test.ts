import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";

// fresh13 readers (N): a new Adafruit feed came back with `"groups": [{"name": "Nova Koepp", …}]`
// and a new dashboard with made-up `blocks` — sub-records nobody added.
const FEEDS = {
  class_name: "Feeds",
  description: "IoT data feeds, grouped for dashboards.",
  tools: [
    {
      name: "create_feed",
      description: "Create a new feed.",
      input_schema: {
        type: "object",
        properties: { name: { type: "string", description: "The feed's name." } },
        required: ["name"],
      },
      output_schema: {
        type: "object",
        properties: {
          feed_id: { type: "string" },
          name: { type: "string" },
          unit_type: { type: "string", enum: ["celsius", "percent", "lux"] },
          groups: {
            type: "array",
            items: {
              type: "object",
              properties: { group_id: { type: "string" }, name: { type: "string" } },
            },
          },
          owner: {
            type: "object",
            properties: { name: { type: "string" }, email: { type: "string" } },
          },
        },
      },
    },
    {
      name: "list_feeds",
      description: "List feeds.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: {
          type: "object",
          properties: {
            feed_id: { type: "string" },
            name: { type: "string" },
            unit_type: { type: "string", enum: ["celsius", "percent", "lux"] },
            groups: {
              type: "array",
              items: {
                type: "object",
                properties: { group_id: { type: "string" }, name: { type: "string" } },
              },
            },
          },
        },
      },
    },
  ],
};

describe("a record a call makes has no sub-records nobody added", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  it("a new feed has no groups and no owner it was not given, and keeps its plain fields", async () => {
    const r = await ingestFile({
      name: "feeds.envfactory-metadata.json",
      text: JSON.stringify(FEEDS),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 3 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const res = (await made.value.call("create_feed", { name: "Greenhouse temperature" })) as {
      ok: boolean;
      result: Record<string, unknown>;
    };
    expect(res.ok).toBe(true);
    expect(res.result.name).toBe("Greenhouse temperature");
    expect(res.result.groups ?? []).toEqual([]);
    expect(res.result.owner).toBeUndefined();
    // The seeded feeds keep their groups: existing data is rich, a new record starts empty.
    const list = (await made.value.call("list_feeds", {})) as {
      ok: boolean;
      result: Array<Record<string, unknown>>;
    };
    const made1 = list.result.find((f) => f.name === "Greenhouse temperature");
    expect(made1?.groups ?? []).toEqual([]);
  });
});

describe("a new order is priced from what it orders (bundled shop)", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  it("4 shoes at their price total 4 × the price, and no coupon nobody gave", async () => {
    // Readers saw "I've placed the order … the total is 1" with a made-up coupon "SAVE20".
    const text = readFileSync(
      join(import.meta.dirname, "../../public/examples/shop.openapi.yaml"),
      "utf8",
    );
    const r = await ingestFile({ name: "shop.openapi.yaml", text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 1 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const state = b.value.initialState as Record<string, Array<Record<string, unknown>>>;
    const product = (state.products ?? [])[0] as Record<string, unknown>;
    const customer = (state.customers ?? [])[0] as Record<string, unknown>;
    const address = (state.addresses ?? []).find((a) => a.customer_id === customer.id);
    const price =
      typeof product.sale_price === "number" ? product.sale_price : (product.price as number);
    const res = (await made.value.call("createOrder", {
      customer_id: customer.id,
      ...(address ? { address_id: address.id } : {}),
      lines: [{ product_id: product.id, quantity: 4, size: 41 }],
    })) as { ok: boolean; result: Record<string, unknown> };
    expect(res.ok).toBe(true);
    expect(res.result.total).toBeCloseTo(4 * price, 2);
    expect(res.result.coupon_code ?? null).toBeNull();
    // dev65 blind readers N: "with coupon code SPRING30, 4 of them" totalled 4 × 165.99 — the
    // coupon did nothing. An active coupon of the customer's takes its share off, and a seeded
    // order with a coupon is totalled the same way.
    const coupon = (state.coupons ?? []).find(
      (c) => c.status === "active" && typeof c.percent_off === "number",
    );
    if (!coupon) throw new Error("the shop seeds an active coupon");
    const owner = (state.customers ?? []).find((c) => c.id === coupon.customer_id) ?? customer;
    const home = (state.addresses ?? []).find((a) => a.customer_id === owner.id);
    const off = coupon.percent_off as number;
    const withCoupon = (await made.value.call("createOrder", {
      customer_id: owner.id,
      ...(home ? { address_id: home.id } : {}),
      coupon_code: coupon.code,
      lines: [{ product_id: product.id, quantity: 4, size: 41 }],
    })) as { ok: boolean; result: Record<string, unknown> };
    expect(withCoupon.ok).toBe(true);
    expect(withCoupon.result.total).toBeCloseTo(4 * price * (1 - off / 100), 2);
    const seeded = (state.orders ?? []).filter((o) =>
      (state.coupons ?? []).some((c) => c.code === o.coupon_code),
    );
    expect(seeded.length).toBeGreaterThan(0);
    for (const o of seeded) {
      const c = (state.coupons ?? []).find((x) => x.code === o.coupon_code)!;
      const lines = o.lines as Array<{ quantity: number; unit_price: number }>;
      const sum = lines.reduce((a, l) => a + l.quantity * l.unit_price, 0);
      expect(o.total).toBeCloseTo(sum * (1 - (c.percent_off as number) / 100), 1);
      // SAVE30 is 30% off.
      const said = /(\d+)$/.exec(String(c.code))?.[1];
      if (said) expect(c.percent_off).toBe(Number(said));
    }
  });
});

describe("what a call starts is ready soon after it (bundled smart home)", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  it("a coffee brewed now is ready within the hour, never days away", async () => {
    // Readers saw "I've brewed the coffee … It's ready on Jan 10 at 8 pm." on a clock at Jan 5.
    const text = readFileSync(
      join(import.meta.dirname, "../../public/examples/smart-home.mcp.json"),
      "utf8",
    );
    const r = await ingestFile({ name: "smart-home.mcp.json", text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 1 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const devices = (b.value.initialState as Record<string, Array<Record<string, unknown>>>)
      .devices;
    const maker = (devices ?? []).find((d) => /coffee/.test(String(d.device_type)));
    expect(maker).toBeDefined();
    const res = (await made.value.call("brew_coffee", { device_id: maker?.device_id })) as {
      ok: boolean;
      result: Record<string, unknown>;
    };
    expect(res.ok).toBe(true);
    const ready = Date.parse(String(res.result.ready_at));
    const start = Date.parse(b.value.clock.start);
    expect(ready).toBeGreaterThan(start);
    expect(ready - start).toBeLessThan(60 * 60_000);
  });
});
