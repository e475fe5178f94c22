import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance, createInProcessSandbox } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";

type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

async function bundleOf(path: string, seed = 5): Promise<EnvBundle> {
  const url = new URL(path, import.meta.url);
  const name = path.split("/").pop()!;
  const r = await ingestFile({ name, text: readFileSync(url, "utf8") });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

async function envOf(b: EnvBundle): Promise<EnvInstance> {
  const made = await createEnvInstance(b);
  if (!made.ok) throw new Error(made.error.message);
  open.push(made.value);
  return made.value;
}

const rows = (state: Rec, c: string) => (state[c] ?? []) as Rec[];
const result = (o: unknown) => {
  const x = o as { ok: boolean; result?: unknown };
  if (!x.ok) throw new Error(JSON.stringify(o));
  return x.result as Rec;
};

describe("the environment enforces the semantic model", () => {
  it("add_part adds a line to the work order (no Conflict), keeps parts_cost = Σ qty × unit cost", async () => {
    const b = await bundleOf("../fixtures/model/facility-maintenance.envfactory-metadata.json");
    const env = await envOf(b);
    const state = await env.state();
    const part = rows(state, "parts")[0]!;
    const wo = result(
      await env.call("open_work_order", { equipment: "Boiler 2", summary: "Leaking valve" }),
    );
    const id = wo.work_order_id;
    result(
      await env.call("add_part", { work_order_id: id, part_number: part.part_number, quantity: 2 }),
    );
    const again = result(
      await env.call("add_part", { work_order_id: id, part_number: part.part_number, quantity: 1 }),
    );
    const after = rows(await env.state(), "work_orders").find((w) => w.work_order_id === id)!;
    const lines = after.parts as Rec[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      part_number: part.part_number,
      quantity: 3,
      unit_cost: part.unit_cost,
    });
    const expected = Math.round(3 * Number(part.unit_cost) * 100) / 100;
    expect(after.parts_cost).toBe(expected);
    expect(again.parts_cost).toBe(expected);
    // The catalogue is untouched: no part was created.
    expect(rows(await env.state(), "parts")).toHaveLength(rows(state, "parts").length);
    const missing = await env.call("add_part", {
      work_order_id: id,
      part_number: "NO-SUCH",
      quantity: 1,
    });
    expect(missing).toMatchObject({ ok: false, error: { code: "NotFound" } });
    // "Only open or in-progress work orders accept parts."
    result(
      await env.call("close_work_order", { work_order_id: id, resolution: "Replaced the valve" }),
    );
    const closed = await env.call("add_part", {
      work_order_id: id,
      part_number: part.part_number,
      quantity: 1,
    });
    expect(closed).toMatchObject({ ok: false, error: { code: "FailedPrecondition" } });
  });

  it("seeded work orders start with totals equal to their lines", async () => {
    const b = await bundleOf("../fixtures/model/facility-maintenance.envfactory-metadata.json", 9);
    const parts = new Set(rows(b.initialState, "parts").map((p) => p.part_number));
    const withLines = rows(b.initialState, "work_orders").filter(
      (w) => (w.parts as Rec[]).length > 0,
    );
    expect(withLines.length).toBeGreaterThan(0);
    for (const w of withLines)
      for (const l of w.parts as Rec[]) expect(parts.has(l.part_number)).toBe(true);
    for (const w of rows(b.initialState, "work_orders")) {
      const sum = ((w.parts as Rec[]) ?? []).reduce(
        (a, l) => a + Number(l.quantity) * Number(l.unit_cost),
        0,
      );
      expect(w.parts_cost).toBeCloseTo(Number.isFinite(sum) ? sum : 0, 2);
    }
  });

  it("cart: add and remove items; the total follows", async () => {
    const b = await bundleOf("../fixtures/model/cart.mcp.json");
    const env = await envOf(b);
    const products = rows(await env.state(), "products");
    const [p1, p2] = [products[0]!, products[1]!];
    const cart = result(await env.call("create_cart", { customer_email: "ana@example.com" }));
    result(
      await env.call("add_item_to_cart", {
        cart_id: cart.cart_id,
        product_id: p1.product_id,
        quantity: 2,
      }),
    );
    result(
      await env.call("add_item_to_cart", {
        cart_id: cart.cart_id,
        product_id: p2.product_id,
        quantity: 1,
      }),
    );
    result(
      await env.call("remove_item_from_cart", { cart_id: cart.cart_id, product_id: p2.product_id }),
    );
    const got = result(await env.call("get_cart", { cart_id: cart.cart_id }));
    expect(got.items).toEqual([{ product_id: p1.product_id, quantity: 2, unit_price: p1.price }]);
    expect(got.total).toBe(Math.round(2 * Number(p1.price) * 100) / 100);
    const gone = await env.call("remove_item_from_cart", {
      cart_id: cart.cart_id,
      product_id: p2.product_id,
    });
    expect(gone).toMatchObject({ ok: false, error: { code: "NotFound" } });
  });

  it('smart home: "lights only" is enforced; speak and brew leave a trace in state', async () => {
    const b = await bundleOf("../../public/examples/smart-home.mcp.json");
    const env = await envOf(b);
    const devices = rows(await env.state(), "devices");
    const light = devices.find((d) => d.device_type === "light")!;
    const notLight = devices.find((d) => d.device_type !== "light")!;
    result(await env.call("set_brightness", { device_id: light.device_id, brightness: 40 }));
    const refused = await env.call("set_brightness", {
      device_id: notLight.device_id,
      brightness: 40,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "FailedPrecondition" } });
    const speaker = devices.find((d) => d.device_type === "speaker")!;
    result(await env.call("speak", { device_id: speaker.device_id, message: "Dinner is ready" }));
    const log = rows(await env.state(), "announcements");
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      tool: "speak",
      device_id: speaker.device_id,
      message: "Dinner is ready",
    });
    const wrong = await env.call("speak", { device_id: light.device_id, message: "hi" });
    expect(wrong).toMatchObject({ ok: false, error: { code: "FailedPrecondition" } });
  });

  it("sub-resource ops verify", async () => {
    const sandbox = createInProcessSandbox();
    try {
      for (const f of [
        "facility-maintenance.envfactory-metadata.json",
        "cart.mcp.json",
        "groups.openapi.json",
      ]) {
        const b = await bundleOf(`../fixtures/model/${f}`);
        const { report } = await verifyBundle(b, { sandbox });
        const failed = report.tools.filter((t) => !t.passed).map((t) => `${t.tool}: ${t.reason}`);
        expect(failed, f).toEqual([]);
      }
    } finally {
      await sandbox.dispose();
    }
  });
});
