import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { canonicalJson, type EnvBundle, loadBundle } from "../../src/core/schema/index.js";
import { ingestFixture, plausibleArgs } from "./helpers.js";

const FIXTURES = [
  "shop.openapi.yaml",
  "smart-home.mcp.json",
  "clinic.envfactory-metadata.json",
  "helpdesk.openai-tools.json",
];

type Rec = Record<string, unknown>;

async function build(name: string, seed = 7): Promise<EnvBundle> {
  const r = await generateHeuristicBundle(await ingestFixture(name), { seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

async function instance(bundle: EnvBundle): Promise<EnvInstance> {
  const r = await createEnvInstance(bundle);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function rows(bundle: EnvBundle, collection: string): Rec[] {
  return (bundle.initialState[collection] as Rec[] | undefined) ?? [];
}

describe("generateHeuristicBundle", () => {
  const bundles: Record<string, EnvBundle> = {};
  beforeAll(async () => {
    for (const f of FIXTURES) bundles[f] = await build(f);
  });

  it("is deterministic: same doc + seed ⇒ byte-identical bundle and id; other seed ⇒ other state", async () => {
    for (const f of ["shop.openapi.yaml", "helpdesk.openai-tools.json"]) {
      const again = await build(f);
      expect(canonicalJson(again)).toBe(canonicalJson(bundles[f]));
      expect(again.id).toBe(bundles[f]!.id);
      const other = await build(f, 8);
      expect(other.id).not.toBe(bundles[f]!.id);
      expect(canonicalJson(other.initialState)).not.toBe(canonicalJson(bundles[f]!.initialState));
    }
  });

  it("produces loadable sealed bundles with kinds, entities and provenance", async () => {
    for (const f of FIXTURES) {
      const b = bundles[f]!;
      const loaded = await loadBundle(JSON.parse(JSON.stringify(b)));
      expect(loaded.ok).toBe(true);
      expect(b.provenance).toEqual({ generator: "heuristic/v1", sources: [f] });
      for (const t of b.tools) {
        expect(t.kind).toBeDefined();
        if (t.kind !== "compute") expect(t.entity).toMatch(/^[a-z_]+$/);
      }
      expect(b.code).not.toMatch(/\bimport\b\s*[({"']/);
    }
  });

  it("seeds several realistic records per collection with resolvable references", () => {
    for (const f of FIXTURES) {
      const b = bundles[f]!;
      const schema = b.stateSchema as { properties: Record<string, Rec> };
      for (const [coll, s] of Object.entries(schema.properties)) {
        if (coll.startsWith("_") || s["x-log"] === true) continue;
        const data = rows(b, coll);
        expect(data.length, `${f} ${coll}`).toBeGreaterThanOrEqual(3);
        const idField = s["x-id-field"] as string;
        const ids = data.map((r) => r[idField]);
        expect(new Set(ids).size, `${f} ${coll} ids unique`).toBe(ids.length);
        for (const [field, target] of Object.entries(
          (s["x-references"] ?? {}) as Record<string, string>,
        )) {
          const targetId = (schema.properties[target]!["x-id-field"] as string) ?? "id";
          const known = new Set(rows(b, target).map((r) => r[targetId]));
          for (const r of data) {
            if (r[field] !== undefined)
              expect(known.has(r[field]), `${coll}.${field}=${r[field]}`).toBe(true);
          }
        }
        for (const r of data) {
          for (const [k, v] of Object.entries(r)) {
            if (/email/.test(k)) expect(v).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
            if (/(_at|date|_on|_time|_until)$/.test(k) && typeof v === "string") {
              expect(Number.isNaN(Date.parse(v)), `${k}=${v}`).toBe(false);
            }
          }
        }
      }
    }
  });

  it("spreads statuses so filters differ", () => {
    const orders = rows(bundles["shop.openapi.yaml"]!, "orders");
    expect(new Set(orders.map((o) => o.status)).size).toBeGreaterThanOrEqual(3);
  });

  it("infers OpenAI-array entity fields from parameters and descriptions of several tools", () => {
    const b = bundles["helpdesk.openai-tools.json"]!;
    const employees = rows(b, "employees");
    expect(Object.keys(employees[0]!)).toEqual(
      expect.arrayContaining(["employee_id", "name", "email", "team"]),
    );
    const requests = rows(b, "leave_requests");
    expect(Object.keys(requests[0]!)).toEqual(
      expect.arrayContaining([
        "request_id",
        "employee_id",
        "start_date",
        "end_date",
        "kind",
        "status",
      ]),
    );
    const ids = new Set(employees.map((e) => e.employee_id));
    for (const r of requests) expect(ids.has(r.employee_id)).toBe(true);
  });
});

describe("heuristic bundles in the sandbox", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const i of open) i.dispose();
  });
  async function run(f: string) {
    const b = await build(f);
    const env = await instance(b);
    open.push(env);
    return { b, env };
  }

  for (const f of FIXTURES) {
    it(`${f}: every tool answers a plausible call without a fault`, async () => {
      const { b, env } = await run(f);
      for (const tool of b.tools) {
        const args = plausibleArgs(b, tool, await env.state());
        const outcome = await env.call(tool.name, args);
        expect(
          "fault" in outcome ? outcome.fault : undefined,
          `${tool.name}(${JSON.stringify(args)})`,
        ).toBeUndefined();
      }
    });
  }

  it("clinic: find_patient finds a seeded patient by name and birth date; booking shows up", async () => {
    const { b, env } = await run("clinic.envfactory-metadata.json");
    const p = rows(b, "patients")[2]!;
    const found = await env.call("find_patient", {
      full_name: p.full_name,
      date_of_birth: p.date_of_birth,
    });
    expect(found).toMatchObject({
      ok: true,
      result: { patient_id: p.patient_id, full_name: p.full_name },
    });
    const missing = await env.call("find_patient", {
      full_name: "Nobody Here",
      date_of_birth: "1900-01-01",
    });
    expect(missing).toMatchObject({ ok: false, error: { code: "NotFound" } });

    // A free slot: one a booked appointment holds is refused as not free.
    const held = new Set(
      rows(b, "appointments")
        .filter((a) => a.status === "booked")
        .map((a) => a.slot_id),
    );
    const slot = rows(b, "slots").find((s) => !held.has(s.slot_id))!;
    const booked = await env.call("book_appointment", {
      patient_id: p.patient_id,
      slot_id: slot.slot_id,
      reason: "Knee pain",
    });
    if (!booked.ok || !("result" in booked)) throw new Error(JSON.stringify(booked));
    const appt = booked.result as Rec;
    // The slot's doctor and time carry over to the appointment.
    expect(appt).toMatchObject({
      patient_id: p.patient_id,
      doctor_id: slot.doctor_id,
      start_time: slot.start_time,
      status: "booked",
    });
    const listed = await env.call("list_appointments", { patient_id: p.patient_id });
    expect(JSON.stringify(listed)).toContain(String(appt.appointment_id));

    const cancel = await env.call("cancel_appointment", { appointment_id: appt.appointment_id });
    expect(cancel).toMatchObject({ ok: true, result: { status: "cancelled" } });
    const again = await env.call("cancel_appointment", { appointment_id: appt.appointment_id });
    expect(again).toMatchObject({ ok: false, error: { code: "Conflict" } });
    const bad = await env.call("book_appointment", {
      patient_id: "pat_nope",
      slot_id: slot.slot_id,
    });
    expect(bad).toMatchObject({ ok: false, error: { code: "NotFound" } });
  });

  it("clinic: lookups answer deterministically and keep nothing", async () => {
    const { env } = await run("clinic.envfactory-metadata.json");
    const before = await env.stateHash();
    const a = await env.call("check_interaction", { drug_a: "Warfarin", drug_b: "Aspirin" });
    const b = await env.call("check_interaction", { drug_a: "Warfarin", drug_b: "Aspirin" });
    expect(a.ok).toBe(true);
    expect(b).toEqual(a);
    expect(await env.stateHash()).toBe(before);
  });

  it("shop: create→get, filters, search, ranges and the cancel rule", async () => {
    const { b, env } = await run("shop.openapi.yaml");
    const customer = rows(b, "customers")[0]!;
    const added = await env.call("addAddress", {
      customerId: customer.id,
      line1: "1 Main St",
      city: "Porto",
      country: "PT",
    });
    if (!added.ok || !("result" in added)) throw new Error(JSON.stringify(added));
    const addr = added.result as Rec;
    const list = await env.call("listAddresses", { customerId: customer.id });
    expect((list as { result: Rec[] }).result.map((a) => a.id)).toContain(addr.id);

    const products = rows(b, "products");
    const cheap = await env.call("searchProducts", { max_price: 100 });
    const items = (cheap as { result: { items: Rec[]; total: number } }).result.items;
    expect(items.every((p) => (p.price as number) <= 100)).toBe(true);
    expect(items.length).toBe(products.filter((p) => (p.price as number) <= 100).length);
    const word = String(products[0]!.name).split(" ")[0]!.toLowerCase();
    const hits = await env.call("searchProducts", { q: word, limit: 2 });
    const found = (hits as { result: { items: Rec[] } }).result.items;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(2);

    const orders = rows(b, "orders");
    const shipped = orders.find((o) => o.status === "shipped" || o.status === "delivered");
    const pending = orders.find((o) => o.status === "pending" || o.status === "paid");
    if (shipped) {
      expect(await env.call("cancelOrder", { orderId: shipped.id })).toMatchObject({
        ok: false,
        error: { code: "Conflict" },
      });
    }
    if (pending) {
      expect(await env.call("cancelOrder", { orderId: pending.id })).toMatchObject({
        ok: true,
        result: { status: "cancelled" },
      });
      expect(await env.call("getOrder", { orderId: pending.id })).toMatchObject({
        ok: true,
        result: { status: "cancelled" },
      });
    }
    expect(await env.call("getOrder", { orderId: "ord_missing" })).toMatchObject({
      ok: false,
      error: { code: "NotFound" },
    });
  });

  it("helpdesk: decisions only on pending requests; tickets close once", async () => {
    const { b, env } = await run("helpdesk.openai-tools.json");
    const emp = rows(b, "employees")[0]!;
    const filed = await env.call("request_leave", {
      employee_id: emp.employee_id,
      start_date: "2026-02-02",
      end_date: "2026-02-06",
      kind: "vacation",
    });
    if (!filed.ok || !("result" in filed)) throw new Error(JSON.stringify(filed));
    const req = filed.result as Rec;
    expect(req.status).toBe("pending");
    const decide = {
      request_id: req.request_id,
      approver_id: emp.employee_id,
      decision: "approved",
    };
    expect(await env.call("decide_leave_request", decide)).toMatchObject({
      ok: true,
      result: { status: "approved" },
    });
    expect(await env.call("decide_leave_request", decide)).toMatchObject({
      ok: false,
      error: { code: "Conflict" },
    });

    const ticket = await env.call("open_ticket", {
      employee_id: emp.employee_id,
      title: "Laptop fan is loud",
    });
    const id = (ticket as { result: Rec }).result.ticket_id;
    expect(await env.call("close_ticket", { ticket_id: id })).toMatchObject({
      ok: true,
      result: { status: "closed" },
    });
    expect(await env.call("close_ticket", { ticket_id: id })).toMatchObject({
      ok: false,
      error: { code: "Conflict" },
    });
  });

  it("smart home: set_brightness updates the device that get_device_state reads", async () => {
    const { b, env } = await run("smart-home.mcp.json");
    const light =
      rows(b, "devices").find((d) => d.device_type === "light") ?? rows(b, "devices")[0]!;
    expect(
      await env.call("set_brightness", { device_id: light.device_id, brightness: 42 }),
    ).toMatchObject({ ok: true });
    expect(await env.call("get_device_state", { device_id: light.device_id })).toMatchObject({
      ok: true,
      result: { device_id: light.device_id, brightness: 42 },
    });
    const s1 = await env.call("create_schedule", {
      device_id: light.device_id,
      time: "07:30",
      power: "on",
    });
    const sid = (s1 as { result: Rec }).result.schedule_id;
    expect(await env.call("delete_schedule", { schedule_id: sid })).toMatchObject({
      ok: true,
      result: { deleted: true },
    });
    expect(await env.call("delete_schedule", { schedule_id: sid })).toMatchObject({
      ok: false,
      error: { code: "NotFound" },
    });
  });
});
