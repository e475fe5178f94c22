// fresh72 blind readers (N, nonsense data): values that ignore what their field means —
// PTV's `outlet_business_hour_mon` "The business hours on Monday" held "Strosin, Lesch and
// Mayert", Migration Hub Strategy's collector `hostName` "Hostname of the server that is hosting
// the collector." held "Ferne Roob", CityContext's usage `period` held "15.5".
import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";
import { bundleOf } from "../envgen/helpers.js";

/** Every value of `field` in records of the seeded state, however deep. */
function valuesOf(state: unknown, field: string): unknown[] {
  const out: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        if (k === field) out.push(x);
        walk(x);
      }
  };
  walk(state);
  return out;
}

const fixture = (name: string) => new URL(`../fixtures/vals68/${name}`, import.meta.url);

describe("business hours", () => {
  it("are opening times, never a company's name", async () => {
    const b = await bundleOf(fixture("ptv-outlets.json"));
    const hours = ["mon", "tue", "wed", "thur", "fri", "sat", "sun"].flatMap((d) =>
      valuesOf(b.initialState, `outlet_business_hour_${d}`),
    );
    expect(hours.length).toBeGreaterThan(5);
    for (const h of hours)
      expect(String(h)).toMatch(/^(Closed|\d{1,2}:\d{2} ?(AM|PM) ?[–-] ?\d{1,2}:\d{2} ?(AM|PM))$/);
    // the outlet's own business name is still a business
    const names = valuesOf(b.initialState, "outlet_business");
    expect(names.length).toBeGreaterThan(0);
  });
});

describe("a host name the doc calls a hostname", () => {
  it("is a lowercase host, never a person's name", async () => {
    const b = await bundleOf(fixture("migrationhub-collectors.json"));
    const hosts = valuesOf(b.initialState, "hostName");
    expect(hosts.length).toBeGreaterThan(2);
    for (const h of hosts) expect(String(h)).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });
});

describe("a usage period", () => {
  it("names a span of time, never a decimal", async () => {
    const b = await bundleOf(fixture("citycontext-usage.json"));
    const periods = valuesOf(b.initialState, "period");
    expect(periods.length).toBeGreaterThan(0);
    for (const p of periods) expect(String(p)).not.toMatch(/^\d+(\.\d+)?$/);
    for (const p of periods) expect(String(p)).toMatch(/^[a-z]+ly$|^P\d+[DWMY]$|^\d{4}-\d{2}$/);
  });
});

// Migration Hub Strategy's servers are keyed under `ResourceId` `^[0-9a-b]+` (open at the end):
// the ids were dates, "2025-12-07" (fresh72), because a date fits a pattern that only says how a
// value starts.
describe("an id under a pattern open at its end", () => {
  it("is no date", async () => {
    const b = await bundleOf(fixture("migrationhub-servers.json"));
    const ids = [...valuesOf(b.initialState, "id"), ...valuesOf(b.initialState, "server_id")];
    expect(ids.length).toBeGreaterThan(2);
    for (const id of ids) expect(String(id)).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// PTV's `outlet_postcode` "The postcode for the outlet" is an integer: it held 58 (fresh72).
describe("a postcode the doc types as a number", () => {
  it("has a postcode's digits", async () => {
    const b = await bundleOf(fixture("ptv-outlets.json"));
    const codes = valuesOf(b.initialState, "outlet_postcode");
    expect(codes.length).toBeGreaterThan(2);
    for (const c of codes) {
      expect(typeof c).toBe("number");
      expect(c as number).toBeGreaterThanOrEqual(1000);
      expect(c as number).toBeLessThan(100000);
    }
  });
});

// PTV's route types "Name of transport mode" were "One-time", "Custom", "Seasonal" (fresh72).
describe("a transport mode's name", () => {
  it("is a way to travel", async () => {
    const b = await bundleOf(fixture("ptv-route-types.json"));
    const names = valuesOf(b.initialState, "route_type_name");
    expect(names.length).toBeGreaterThan(2);
    for (const n of names) expect(String(n)).toMatch(/^(bus|tram|metro|rail|ferry|coach)$/);
  });
});

// Migration Hub's `s3key` "The Amazon S3 key name of the import file." held "S3K-8619" (fresh72),
// as the user's own words for the file to import.
describe("an S3 key the doc names", () => {
  it("is an object's path, never a made-up code", () => {
    const s = createValueSampler(5, { domain: "migration hub strategy recommendations" });
    const schema = { type: "string", description: " The Amazon S3 key name of the import file. " };
    for (let i = 0; i < 10; i++) {
      const v = String(s.value({ name: "s3key", schema, entity: "import_file_tasks" }));
      expect(v).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.[a-z]+$/);
    }
  });
});

// Azure App Service plans' `sku.size` "Size specifier of the resource SKU." held "80.542"
// (fresh72): a specifier names a size, it is no measurement.
describe("a size the doc calls a specifier", () => {
  it("is a size code, never a decimal", () => {
    const s = createValueSampler(4, { domain: "azure app service plans" });
    const schema = { type: "string", description: "Size specifier of the resource SKU." };
    for (let i = 0; i < 10; i++) {
      const v = String(
        s.value({
          name: "size",
          schema,
          entity: "skus",
          siblings: ["name", "tier", "size", "family", "capacity"],
        }),
      );
      expect(v).not.toMatch(/^\d+(\.\d+)?$/);
      expect(v).toMatch(/^[A-Z]+\d+[a-z0-9]*$/);
    }
  });
});
