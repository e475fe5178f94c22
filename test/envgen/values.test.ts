import { readFileSync } from "node:fs";
import { en } from "@faker-js/faker";
import { beforeAll, describe, expect, it } from "vitest";
import { createRng, createRng as createVerifyRng } from "../../src/core/domain/rng.js";
import { CATALOGUES, COUNTRIES } from "../../src/core/domain/value-data.js";
import {
  createValueSampler,
  examplesFromText,
  semanticKind,
} from "../../src/core/domain/values.js";
import { singular } from "../../src/core/domain/words.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { sampleFromSchema } from "../../src/core/verify/sample-schema.js";

/**
 * The "nonsense data" row of the reader table, one test per example, on the real example docs
 * (public/examples), one real OpenAPI doc (@readme/oas-examples) and small airline / vehicle docs.
 */

type Rec = Record<string, unknown>;

const EXAMPLES = new URL("../../public/examples/", import.meta.url);
const OAS = new URL("../../node_modules/@readme/oas-examples/3.0/json/", import.meta.url);

async function bundleOf(name: string, text: string, seed = 7): Promise<EnvBundle> {
  const doc = await ingestFile({ name, text });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const rows = (b: EnvBundle, c: string): Rec[] => (b.initialState[c] as Rec[] | undefined) ?? [];

function strings(v: unknown, out: string[] = []): string[] {
  if (typeof v === "string") out.push(v);
  else if (Array.isArray(v)) for (const x of v) strings(x, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) strings(x, out);
  return out;
}

const AIRLINE_DOC = JSON.stringify({
  openapi: "3.0.0",
  info: { title: "Airline bookings", version: "1", description: "Search flights and book seats." },
  paths: {
    "/flights": {
      get: {
        operationId: "searchFlights",
        parameters: [
          {
            name: "origin",
            in: "query",
            schema: { type: "string" },
            description: "IATA code, e.g. 'JFK'",
          },
          { name: "destination", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "Flights",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Flight" } },
              },
            },
          },
        },
      },
    },
    "/flights/{flight_number}": {
      get: {
        operationId: "getFlight",
        parameters: [
          { name: "flight_number", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "One flight",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Flight" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Flight: {
        type: "object",
        properties: {
          flight_number: { type: "string" },
          airline: { type: "string" },
          origin: { type: "string" },
          destination: { type: "string" },
          departure_time: { type: "string", format: "date-time" },
          fare: { type: "number" },
          currency: { type: "string" },
        },
      },
    },
  },
});

const VEHICLE_DOC = JSON.stringify({
  openapi: "3.0.0",
  info: { title: "Car rental fleet", version: "1" },
  paths: {
    "/vehicles": {
      get: {
        operationId: "listVehicles",
        responses: {
          "200": {
            description: "Vehicles",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Vehicle" } },
              },
            },
          },
        },
      },
    },
    "/vehicles/{vehicle_id}": {
      get: {
        operationId: "getVehicle",
        parameters: [
          { name: "vehicle_id", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "One",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Vehicle" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Vehicle: {
        type: "object",
        properties: {
          vehicle_id: { type: "string" },
          make: { type: "string" },
          model: { type: "string" },
          year: { type: "integer" },
          license_plate: { type: "string" },
          daily_rate: { type: "number" },
        },
      },
    },
  },
});

describe("realistic values on the example docs", () => {
  const b: Record<string, EnvBundle> = {};
  beforeAll(async () => {
    for (const f of [
      "shop.openapi.yaml",
      "smart-home.mcp.json",
      "clinic.envfactory-metadata.json",
      "helpdesk.openai-tools.json",
    ]) {
      b[f] = await bundleOf(f, readFileSync(new URL(f, EXAMPLES), "utf8"));
    }
    b.petstore = await bundleOf(
      "petstore-expanded.json",
      readFileSync(new URL("petstore-expanded.json", OAS), "utf8"),
    );
    b.airline = await bundleOf("airline.json", AIRLINE_DOC);
    b.vehicles = await bundleOf("fleet.json", VEHICLE_DOC);
  });

  it("a shoe shop sells shoes: no 'Licensed Concrete Soap' or 'Fresh Bamboo Cheese'", () => {
    const commerce = en.commerce?.product_name;
    const nonsense = new Set(
      [
        ...(commerce?.adjective ?? []),
        ...(commerce?.material ?? []),
        ...(commerce?.product ?? []),
      ].map((w) => w.toLowerCase()),
    );
    const products = rows(b["shop.openapi.yaml"]!, "products");
    expect(products.length).toBeGreaterThan(3);
    for (const p of products) {
      const words = String(p.name).toLowerCase().split(/\s+/);
      expect(
        words.filter((w) => nonsense.has(w)),
        String(p.name),
      ).toEqual([]);
      const line = Object.values(CATALOGUES.shoes!.lines)
        .flat()
        .find((l) => String(p.name).startsWith(l));
      expect(line, String(p.name)).toBeDefined();
    }
  });

  it("sale_price is never above price", () => {
    const products = rows(b["shop.openapi.yaml"]!, "products");
    const onSale = products.filter((p) => typeof p.sale_price === "number");
    expect(onSale.length).toBeGreaterThan(0);
    for (const p of onSale) expect(p.sale_price as number).toBeLessThan(p.price as number);
  });

  it("order totals equal the sum of their lines × quantity at the product's price", () => {
    const shop = b["shop.openapi.yaml"]!;
    const products = new Map(rows(shop, "products").map((p) => [p.id, p]));
    const orders = rows(shop, "orders");
    expect(orders.length).toBeGreaterThan(3);
    for (const o of orders) {
      const lines = o.lines as Rec[];
      const sum = lines.reduce((s, l) => {
        const p = products.get(l.product_id)!;
        const unit = (typeof p.sale_price === "number" ? p.sale_price : p.price) as number;
        return s + unit * (l.quantity as number);
      }, 0);
      // …less the share of the coupon the order names (dev65 readers: a coupon did nothing).
      const coupon = rows(shop, "coupons").find((c) => c.code === o.coupon_code);
      const off = typeof coupon?.percent_off === "number" ? coupon.percent_off : 0;
      expect(o.total).toBeCloseTo(Math.round(sum * (1 - off / 100) * 100) / 100, 2);
    }
  });

  it("an address is in one country, with a real city, state and postal code of that country", () => {
    const addresses = rows(b["shop.openapi.yaml"]!, "addresses");
    expect(addresses.length).toBeGreaterThan(3);
    for (const a of addresses) {
      const country = COUNTRIES.find((c) => c.code === a.country);
      expect(country, JSON.stringify(a)).toBeDefined();
      const place = country!.places.find((p) => p.city === a.city);
      expect(place, JSON.stringify(a)).toBeDefined();
      expect(a.state).toBe(place!.state);
      const postal = new RegExp(`^${place!.postal.replace(/#/g, "\\d")}$`);
      expect(a.postal_code).toMatch(postal);
    }
  });

  it("approvers are employees, and never the employee asking", () => {
    const hd = b["helpdesk.openai-tools.json"]!;
    const employees = new Set(rows(hd, "employees").map((e) => e.employee_id));
    const leave = rows(hd, "leave_requests");
    expect(leave.length).toBeGreaterThan(3);
    for (const r of leave) {
      expect(employees.has(r.approver_id)).toBe(true);
      expect(r.approver_id).not.toBe(r.employee_id);
    }
  });

  it("references resolve to existing records of the right entity", () => {
    for (const bundle of Object.values(b)) {
      const props = (bundle.stateSchema.properties ?? {}) as Record<string, Rec>;
      for (const [coll, s] of Object.entries(props)) {
        const refs = (s["x-references"] ?? {}) as Record<string, string>;
        for (const [field, target] of Object.entries(refs)) {
          const idField = props[target]?.["x-id-field"] as string;
          const ids = new Set(rows(bundle, target).map((r) => r[idField]));
          for (const r of rows(bundle, coll)) {
            if (r[field] === undefined || r[field] === null) continue;
            expect(ids.has(r[field]), `${coll}.${field}=${String(r[field])} → ${target}`).toBe(
              true,
            );
          }
        }
      }
    }
  });

  it("device attributes fit the device type: lights have brightness, a lock has none", () => {
    const devices = rows(b["smart-home.mcp.json"]!, "devices");
    const light = devices.filter((d) => d.device_type === "light");
    const others = devices.filter((d) => d.device_type !== "light");
    expect(light.length + others.length).toBeGreaterThan(5);
    for (const d of light) expect(typeof d.brightness).toBe("number");
    for (const d of others) expect(d.brightness, String(d.device_type)).toBeUndefined();
    for (const d of devices.filter((x) => x.device_type !== "thermostat"))
      expect(d.target_celsius).toBeUndefined();
    for (const d of devices.filter((x) => x.device_type === "lock"))
      expect(d.volume).toBeUndefined();
  });

  it("a completed appointment is in the past; a booked one is ahead", () => {
    const clinic = b["clinic.envfactory-metadata.json"]!;
    const now = Date.parse(clinic.clock.start);
    for (const a of rows(clinic, "appointments")) {
      const t = Date.parse(String(a.start_time));
      if (a.status === "completed") expect(t).toBeLessThan(now);
      if (a.status === "booked") expect(t).toBeGreaterThan(now);
    }
  });

  it("emails are made from the person's name", () => {
    for (const [bundle, coll] of [
      [b["shop.openapi.yaml"]!, "customers"],
      [b["helpdesk.openai-tools.json"]!, "employees"],
    ] as const) {
      for (const r of rows(bundle, coll)) {
        const first = String(r.name)
          .split(" ")[0]!
          .toLowerCase()
          .replace(/[^a-z]/g, "");
        expect(String(r.email).toLowerCase()).toContain(first);
      }
    }
  });

  it("flight numbers are airline flight numbers ('BA 117'), never `fli_1083`", () => {
    const flights = rows(b.airline!, "flights");
    expect(flights.length).toBeGreaterThan(3);
    for (const f of flights) {
      expect(f.flight_number).toMatch(/^[A-Z0-9]{2} \d{1,4}$/);
      expect(String(f.origin)).toMatch(/^[A-Z]{3}$/);
      expect(String(f.destination)).toMatch(/^[A-Z]{3}$/);
    }
  });

  it("a vehicle's model belongs to its make", async () => {
    const { VEHICLES } = await import("../../src/core/domain/value-data.js");
    const vehicles = rows(b.vehicles!, "vehicles");
    expect(vehicles.length).toBeGreaterThan(3);
    for (const v of vehicles) expect(VEHICLES[String(v.make)]).toContain(v.model);
  });

  it("no lorem, no 'Query 8'/'Filter 7'/'Content 2', no interjections, no 'adjective + entity' names", () => {
    const adjectives = new Set((en.word?.adjective ?? []).map((w) => w.toLowerCase()));
    const interjections = new Set((en.word?.interjection ?? []).map((w) => w.toLowerCase()));
    const lorem = new Set((en.lorem?.word ?? []).filter((w) => w.length > 4));
    for (const [name, bundle] of Object.entries(b)) {
      for (const s of strings(bundle.initialState)) {
        expect(s, name).not.toMatch(/^(Query|Filter|Content|Value|Text|Item|Name) \d+$/);
        expect(interjections.has(s.toLowerCase()), `${name}: ${s}`).toBe(false);
        expect(
          s.split(/\s+/).some((w) => lorem.has(w.toLowerCase())),
          `${name}: ${s}`,
        ).toBe(false);
      }
      for (const [coll, list] of Object.entries(bundle.initialState)) {
        if (!Array.isArray(list)) continue;
        for (const r of list as Rec[]) {
          const label = r.name ?? r.title;
          if (typeof label !== "string") continue;
          const [first, ...rest] = label.split(" ");
          const adjPlusNoun =
            rest.length === 1 &&
            adjectives.has(first!.toLowerCase()) &&
            rest[0]!.toLowerCase() === singular(coll).split("_").pop();
          expect(adjPlusNoun, `${name} ${coll}: ${label}`).toBe(false);
        }
      }
    }
  });
});

describe("the value sampler", () => {
  it("takes values from the doc first: example, default and 'e.g.' in the description", () => {
    expect(examplesFromText("Airport code, e.g. 'JFK' or 'LHR'.")).toEqual(["JFK", "LHR"]);
    expect(examplesFromText("The roast, such as Ethiopia, Colombia")).toEqual([
      "Ethiopia",
      "Colombia",
    ]);
    const s = createValueSampler(3);
    const seen = new Set<unknown>();
    for (let i = 0; i < 30; i++)
      seen.add(
        s.value({
          name: "hub",
          schema: { type: "string", description: "Home airport, e.g. 'JFK'" },
        }),
      );
    expect(seen.has("JFK")).toBe(true);
    const ex = new Set<unknown>();
    for (let i = 0; i < 30; i++)
      ex.add(s.value({ name: "nickname", schema: { type: "string", example: "Bluebird" } }));
    expect(ex.has("Bluebird")).toBe(true);
  });

  it("reads the field-semantics table with name, entity and domain", () => {
    expect(semanticKind({ name: "flightNumber" })).toBe("flight-number");
    expect(semanticKind({ name: "origin", schema: { type: "string" } }, "airline flights")).toBe(
      "airport-code",
    );
    expect(
      semanticKind({ name: "origin", schema: { type: "string" } }, "a shoe shop"),
    ).toBeUndefined();
    expect(semanticKind({ name: "title", entity: "tickets" })).toBe("text:ticket-title");
    expect(semanticKind({ name: "reason", entity: "appointments" })).toBe("text:visit-reason");
    expect(semanticKind({ name: "state", entity: "addresses" })).toBe("state");
    expect(semanticKind({ name: "state", entity: "orders" })).not.toBe("state");
    expect(
      semanticKind({ name: "note", field: { role: "free-text", type: "string", purpose: "x" } }),
    ).toBe("text:note");
  });

  it("fits the schema: patterns, lengths and bounds win over semantics", () => {
    const s = createValueSampler(5);
    for (let i = 0; i < 20; i++) {
      expect(
        s.value({ name: "flight_number", schema: { type: "string", pattern: "^[A-Z]{2}\\d{3}$" } }),
      ).toMatch(/^[A-Z]{2}\d{3}$/);
      expect(
        String(s.value({ name: "comment", schema: { type: "string", maxLength: 12 } })).length,
      ).toBeLessThanOrEqual(12);
      const q = s.value({
        name: "quantity",
        schema: { type: "integer", minimum: 7, maximum: 9 },
      }) as number;
      expect(q >= 7 && q <= 9 && Number.isInteger(q)).toBe(true);
    }
  });

  it("is deterministic per seed", () => {
    const draw = (seed: number) => {
      const s = createValueSampler(seed, { domain: "shoe shop" });
      return ["name", "email", "city", "price", "flight_number", "note"].map((n) =>
        s.value({ name: n, entity: "customers", record: {} }),
      );
    };
    expect(draw(11)).toEqual(draw(11));
    expect(draw(11)).not.toEqual(draw(12));
  });

  it("verify's arguments come from the same sampler (no `flight_number-alpha12`)", () => {
    const rng = createVerifyRng(4);
    expect(sampleFromSchema({ type: "string" }, rng, "flight_number")).toMatch(/^[A-Z0-9]{2} \d+$/);
    expect(sampleFromSchema({ type: "string" }, rng, "email")).toMatch(/^[a-z.]+@example\.com$/);
    expect(sampleFromSchema({ type: "string" }, rng, "city")).not.toMatch(/\d/);
    const rng2 = createRng(1);
    expect(rng2.next()).toBeTypeOf("number");
  });
});
