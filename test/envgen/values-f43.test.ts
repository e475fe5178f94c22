import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import {
  cohereSiblings,
  countryDisagreements,
  partsOverWhole,
  twinItems,
} from "../../src/core/domain/sibling-coherence.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { episodeState } from "../../src/core/envgen/seed-state.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { fillerName, personInName, recordDefects } from "../../src/core/synth/record-defects.js";
import { runtimeEnv } from "./helpers.js";

/**
 * What the fresh43 blind readers marked "nonsense data" (stop 47), fixed where the record is
 * made and caught by the program's nonsense check: a country record whose parts are another
 * country's, and counts of cases whose parts exceed the whole.
 */

/** mon-voyage-pas-cher's getCountries result, as the m46-f43 run showed it to a reader. */
const ZAMBIA = () => ({
  airportscount: 12,
  currencyname: "Swedish Krona",
  languages: "en",
  latitude: 53.5004,
  longitude: -2.2476,
  name: "Zambia",
  name_locale: "en-GB",
  population: 51.35,
  postalcode: "M4 9LD",
});

describe("one country per record", () => {
  it('"Zambia" with "Swedish Krona" at Manchester\'s coordinates takes Zambia\'s money and place', () => {
    const rec: Record<string, unknown> = ZAMBIA();
    expect(countryDisagreements(rec).map((d) => d.key)).toEqual([
      "currencyname",
      "latitude,longitude",
    ]);
    cohereSiblings(rec);
    expect(rec.name).toBe("Zambia");
    expect(rec.currencyname).toBe("Zambian Kwacha");
    expect(Math.abs((rec.latitude as number) + 15.39)).toBeLessThan(0.1);
    expect(Math.abs((rec.longitude as number) - 28.32)).toBeLessThan(0.1);
    expect(rec.postalcode).toMatch(/^10\d{3}$/);
    expect(countryDisagreements(rec)).toEqual([]);
  });

  it("a country's record with a currency code, capital and codes agrees with its name", () => {
    // covid19-api's help/countries record (fresh43): `name` "Germany" beside `country` "Australia".
    const rec: Record<string, unknown> = {
      country: "Australia",
      "alpha-2-code": "CX",
      "alpha-3-code": "USA",
      latitude: 39.7564,
      longitude: -104.9512,
      name: "Germany",
    };
    cohereSiblings(rec);
    expect(rec).toMatchObject({ country: "Australia", "alpha-2-code": "AU", name: "Australia" });
    expect(rec["alpha-3-code"]).toBe("AUS");
    expect(rec.latitude as number).toBeLessThan(-30);
  });

  it("a coherent country record passes and is left alone", () => {
    const good = {
      name: "France",
      currencycode: "EUR",
      currencyname: "Euro",
      capital: "Paris",
      latitude: 48.85,
      longitude: 2.35,
      postalcode: "75008",
    };
    const rec: Record<string, unknown> = { ...good };
    expect(countryDisagreements(rec)).toEqual([]);
    cohereSiblings(rec);
    expect(rec).toEqual(good);
  });

  it("a currency code and a faker currency name of another currency agree (`EUR` 'Kwacha')", () => {
    // appwrite's listCurrencies (f43-b46): {"code":"EUR","name":"Kwacha"}.
    const rec: Record<string, unknown> = { code: "EUR", name: "Kwacha", decimalDigits: 2 };
    cohereSiblings(rec);
    expect(rec.name).toBe("Euro");
  });
});

const COVID_TOTALS = JSON.stringify({
  openapi: "3.0.2",
  info: { title: "COVID-19 data API", version: "1.2.6" },
  paths: {
    "/report/totals": {
      get: {
        description: "Get daily report data for whole world.",
        operationId: "getDailyReportTotals",
        parameters: [
          {
            description: "Date of the report.",
            in: "query",
            name: "date",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "Data about COVID-19 for whole world",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      active: { type: "integer" },
                      confirmed: { type: "integer" },
                      critical: { type: "integer" },
                      date: { type: "string" },
                      deaths: { type: "integer" },
                      recovered: { type: "integer" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/report/country/name": {
      get: {
        description: "Get daily report for specific country.",
        operationId: "getDailyReportByCountryName",
        parameters: [
          {
            description: "Country name.",
            in: "query",
            name: "name",
            required: true,
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "Daily report for COVID-19 for selected country.",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      country: { type: "string" },
                      date: { type: "string" },
                      province: {
                        type: "array",
                        items: {
                          type: "object",
                          properties: {
                            active: { type: "integer" },
                            confirmed: { type: "integer" },
                            deaths: { type: "integer" },
                            recovered: { type: "integer" },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

function recordsOf(v: unknown, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (Array.isArray(v)) for (const x of v) recordsOf(x, out);
  else if (v && typeof v === "object") {
    out.push(v as Record<string, unknown>);
    for (const x of Object.values(v)) recordsOf(x, out);
  }
  return out;
}

describe("counts of cases are parts of the confirmed cases", () => {
  it("covid19-api's seeded reports never have deaths + recovered + active above confirmed", async () => {
    const r = await ingestFile({ name: "covid19-api.com.json", text: COVID_TOTALS });
    if (!r.ok) throw new Error("ingest failed");
    const doc = r.value;
    const recs: Record<string, unknown>[] = [];
    for (const seed of [1, 2, 3]) {
      const g = await generateHeuristicBundle(doc, { seed });
      expect(g.ok).toBe(true);
      if (g.ok) recordsOf(g.value.initialState, recs);
    }
    const reports = recs.filter((r) => typeof r.confirmed === "number");
    expect(reports.length).toBeGreaterThan(10);
    const n = (v: unknown) => (typeof v === "number" ? v : 0);
    for (const r of reports) {
      const parts = n(r.deaths) + n(r.recovered) + n(r.active) + n(r.critical);
      expect(parts, JSON.stringify(r)).toBeLessThanOrEqual(r.confirmed as number);
      expect(partsOverWhole(r)).toEqual([]);
    }
  });

  it("the nonsense check reports f43's 'deaths 80 of confirmed 68' and passes a report that adds up", () => {
    const bundle = {
      id: "b",
      name: "covid",
      description: "",
      tools: [{ name: "getDailyReportTotals", description: "", inputSchema: { type: "object" } }],
    } as unknown as EnvBundle;
    const tr = (content: string) =>
      ({
        taskId: "t",
        messages: [
          { role: "user", content: "What are the world totals?" },
          {
            role: "assistant",
            content: null,
            tool_calls: [
              {
                id: "c1",
                type: "function",
                function: { name: "getDailyReportTotals", arguments: "{}" },
              },
            ],
          },
          { role: "tool", tool_call_id: "c1", name: "getDailyReportTotals", content },
        ],
      }) as unknown as Trajectory;
    const bad = '[{"confirmed":68,"country":"Australia","critical":2,"deaths":80,"recovered":59}]';
    expect(recordDefects(tr(bad), [bundle]).map((d) => d.kind)).toEqual(["part-over-whole"]);
    const good = '[{"active":20,"confirmed":68,"critical":2,"deaths":7,"recovered":39}]';
    expect(recordDefects(tr(good), [bundle])).toEqual([]);
    const zambia = JSON.stringify({ count: 1, data: [ZAMBIA()] });
    expect(recordDefects(tr(zambia), [bundle]).map((d) => d.kind)).toEqual([
      "country-parts",
      "country-parts",
    ]);
  });
});

async function seeded(
  file: string,
  seed: number,
): Promise<Record<string, Record<string, unknown>[]>> {
  const r = await ingestFile({ name: file.split("/").pop()!, text: readFileSync(file, "utf8") });
  if (!r.ok) throw new Error("ingest failed");
  const g = await generateHeuristicBundle(r.value, { seed });
  if (!g.ok) throw new Error("envgen failed");
  return g.value.initialState as Record<string, Record<string, unknown>[]>;
}

describe("a record is named after its parent only where the parent is the place it stands in", () => {
  it("runZero's sites are no '<scan template> scan' ('Order confirmation scan', fresh43)", async () => {
    const file = new URL("../fixtures/values/rumble.run.json", import.meta.url).pathname;
    for (const seed of [11, 12]) {
      const state = await seeded(file, seed);
      const templates = new Set((state.templates ?? []).map((t) => t.name));
      const names = (state.sites ?? []).map((s) => s.name).filter((n) => typeof n === "string");
      expect(names.length).toBeGreaterThan(0);
      for (const n of names as string[]) {
        expect(n).not.toMatch(/ scan$/);
        expect([...templates].some((t) => typeof t === "string" && n.startsWith(`${t} `))).toBe(
          false,
        );
      }
    }
  });

  it("a smart home's devices are still named after their room ('Living Room speaker')", async () => {
    const file = new URL("../fixtures/ingest/smart-home.mcp.json", import.meta.url).pathname;
    const state = await seeded(file, 11);
    const rooms = (state.rooms ?? []).map((r) => r.name as string);
    const devices = (state.devices ?? []).map((d) => d.name as string);
    expect(devices.some((d) => rooms.some((r) => d.startsWith(`${r} `)))).toBe(true);
  });
});

describe("the nonsense check reads a name made of another record's name and a type", () => {
  it("flags m46c-f43's site 'Order confirmation scan' and task 'gateway.swift.net scan'", () => {
    expect(fillerName("name", "Order confirmation scan")).toBe(true);
    expect(fillerName("site_name", "Payment receipt scan")).toBe(true);
    expect(fillerName("name", "gateway.swift.net scan")).toBe(true);
  });

  it("passes a room's device, a site named for its place and a template's own name", () => {
    expect(fillerName("name", "Living Room speaker")).toBe(false);
    expect(fillerName("name", "Chicago Park Site")).toBe(false);
    expect(fillerName("name", "Order confirmation")).toBe(false);
  });
});

const open: EnvInstance[] = [];
afterAll(async () => {
  for (const e of open) await e.dispose();
});

describe("a reference a created record gets is to a record there is", () => {
  it("the bundled helpdesk's new leave request is approved by its employee's manager, never 'app_8332'", async () => {
    const spec = JSON.parse(
      readFileSync(
        new URL("../../public/examples/helpdesk.openai-tools.json", import.meta.url),
        "utf8",
      ),
    );
    for (const seed of [7, 8]) {
      const { bundle, env } = await runtimeEnv(spec, seed);
      open.push(env);
      const employees = (bundle.initialState as Record<string, Record<string, unknown>[]>)
        .employees!;
      const ids = employees.map((e) => e.employee_id);
      for (const who of employees) {
        const r = await env.call("request_leave", {
          employee_id: who.employee_id,
          start_date: "2026-01-21",
          end_date: "2026-01-27",
          kind: "unpaid",
        });
        expect(r.ok).toBe(true);
        const made = (r.ok ? r.result : {}) as Record<string, unknown>;
        expect(ids).toContain(made.approver_id);
        expect(made.approver_id).not.toBe(who.employee_id);
        if (who.manager_id) expect(made.approver_id).toBe(who.manager_id);
      }
    }
  });
});

describe("items of one list are told apart by what they are, not by their measures", () => {
  it("the bundled shop's products never list one size twice in their stock, in any episode", async () => {
    const text = readFileSync(
      new URL("../../public/examples/shop.openapi.yaml", import.meta.url),
      "utf8",
    );
    const r = await ingestFile({ name: "shop.openapi.yaml", text });
    if (!r.ok) throw new Error("ingest failed");
    const g = await generateHeuristicBundle(r.value, { seed: 1 });
    if (!g.ok) throw new Error("envgen failed");
    let lines = 0;
    for (let e = 1; e < 30; e++) {
      const st = episodeState(g.value, e) as Record<string, Record<string, unknown>[]>;
      for (const p of st.products ?? []) {
        const sizes = ((p.stock ?? []) as Array<{ size?: number }>).map((x) => x.size);
        lines += sizes.length;
        // ex-b47's Two-Strap Sandal: [{"size":46,"quantity":2},{"size":46,"quantity":3}].
        expect(new Set(sizes).size, JSON.stringify(p.stock)).toBe(sizes.length);
      }
    }
    expect(lines).toBeGreaterThan(100);
  });
});

describe("the nonsense check reads a list that names one item twice", () => {
  it("flags ex-b47's stock [{size 46, quantity 2}, {size 46, quantity 3}] and passes two sizes", () => {
    const twice = [
      { quantity: 2, size: 46 },
      { quantity: 3, size: 46 },
    ];
    expect(twinItems(twice)).toHaveLength(1);
    expect(
      twinItems([
        { quantity: 2, size: 46 },
        { quantity: 3, size: 42 },
      ]),
    ).toEqual([]);
    // Records with ids are the repeated-name check's business; a list of bare numbers is no list
    // of items.
    expect(
      twinItems([
        { id: "a", size: 1, quantity: 1 },
        { id: "b", size: 1, quantity: 2 },
      ]),
    ).toEqual([]);
  });
});

describe("a name says a word once", () => {
  it("Keycloak's default-default-client-scopes are never 'Default default default client scope' (fresh48)", () => {
    const s = createValueSampler(3, {
      domain: "Keycloak admin REST API: realms, clients, client scopes",
      entities: ["default_default_client_scope"],
    });
    const names = Array.from({ length: 12 }, () =>
      s.value({
        name: "name",
        schema: { type: "string" },
        entity: "default_default_client_scope",
        record: {},
      }),
    );
    for (const n of names) {
      expect(n).not.toMatch(/\bdefault default\b/i);
    }
  });

  it("the nonsense check flags the doubled word and passes 'Bora Bora' and 'Walla Walla Site'", () => {
    expect(fillerName("name", "Default default default client scope")).toBe(true);
    expect(fillerName("name", "Bora Bora")).toBe(false);
    expect(fillerName("name", "Walla Walla Site")).toBe(false);
  });
});

describe("a scalar answer is in its measure's range", () => {
  it("peoplegeneratorapi's gpa is on a 4-point scale, never 34.51 (fresh47)", async () => {
    const answer = (operationId: string, type: string) => ({
      get: {
        operationId,
        responses: {
          "200": { content: { "*/*": { schema: { format: "double", type } } }, description: "OK" },
        },
      },
    });
    const spec = {
      openapi: "3.0.1",
      info: { title: "People Generator API", version: "1.0" },
      paths: {
        "/api/person/gpa": answer("gpa", "number"),
        // The doc's second path to the same answer, as peoplegeneratorapi has it.
        "/api/person/gpa/": answer("gpa_1", "number"),
        "/api/person/names": {
          get: {
            operationId: "names",
            responses: {
              "200": {
                content: { "*/*": { schema: { type: "array", items: { type: "number" } } } },
                description: "OK",
              },
            },
          },
        },
      },
    };
    for (const seed of [1, 2, 3, 4]) {
      const { env } = await runtimeEnv(spec, seed);
      open.push(env);
      for (const tool of ["gpa", "gpa_1"]) {
        const r = await env.call(tool, {});
        expect(r.ok).toBe(true);
        const v = r.ok ? (r.result as number) : Number.NaN;
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(4);
      }
    }
  });
});

describe("a record of a person is named as a person", () => {
  it("figshare's project collaborators are people, never 'Personal collaborator' (fresh48)", () => {
    const s = createValueSampler(3, { domain: "figshare API: articles, collections, projects" });
    for (let i = 0; i < 6; i++) {
      const name = String(
        s.value({
          name: "name",
          schema: { type: "string" },
          entity: "collaborator",
          record: { role_name: "Owner", user_id: 3 },
        }),
      );
      expect(fillerName("name", name), name).toBe(false);
      expect(name).toMatch(/^[A-Z][a-z'-]+ [A-Z][A-Za-z'-]+/);
    }
    expect(fillerName("name", "Personal collaborator")).toBe(true);
  });
});

describe("the nonsense check's person-in-name knows the people a record names", () => {
  it("circleci's committer_name 'Aida Oberbrunner' is a person's name where one belongs; size_name is not", () => {
    // f47-b47 / values47-f47-3: 'committer_name' was counted as nonsense in 2 and 5 conversations.
    expect(personInName("committer_name", "Aida Oberbrunner")).toBe(false);
    expect(personInName("reporter_name", "Belle Schmitt")).toBe(false);
    expect(personInName("size_name", "Alisha Collier")).toBe(true);
  });
});
