import { readFileSync } from "node:fs";
import { en } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../src/core/domain/value-data.js";
import { createValueSampler, domainFlavour } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import {
  findDefects,
  isCodename,
  isLabelNumber,
  isMisplacedAddressLine,
  isNumberAsText,
} from "./value-defects.js";

/**
 * Values built by meaning (entity + field name + description + domain), from what the reader of a
 * fresh draw rejected: "Desk Organizer Blue" as an album, "Apt 4B" as a power unit, "Leave balance
 * 2" for a balance in days, "Query 8" / "Result 6" / "Zebra value 5" as free text, codename names.
 * Field names below are verbatim from the dev corpus (vocadb, smart-me, nam-sor, neows, tsapi).
 */

const MUSIC = "voca-db-web VocaDB music database songs albums artists";
const ENERGY = "smart-me REST API devices smart-me Cloud meters";
const productNames = new Set(
  Object.values(CATALOGUES).flatMap((c) =>
    Object.values(c.lines)
      .flat()
      .flatMap((n) => [n, ...c.variants.map((v) => `${n} ${v}`)]),
  ),
);

describe("detectors (a check is tested with the reader's bad values and natural good ones)", () => {
  it("label + number filler, wherever the key is", () => {
    for (const [v, k] of [
      ["Query 8", "q"],
      ["Filter 7", "filter"],
      ["Content 2", "content"],
      ["Result 6", ""],
      ["Zebra value 5", "value"],
      ["Leave balance 2", "leave_balance"],
    ])
      expect(isLabelNumber(v!, k!), `${k}=${v}`).toBe(true);
    for (const [v, k] of [
      ["Class 3", "race_class"],
      ["Floor 3", "floor"],
      ["Gel Pens (10 pack)", "name"],
      ["Terminal 2", "terminal"],
      ["Track 7", "title"],
    ])
      expect(isLabelNumber(v!, k!), `${k}=${v}`).toBe(false);
  });

  it("a count or balance in words, not a number", () => {
    expect(isNumberAsText("Leave balance 2", "leave_balance")).toBe(true);
    expect(isNumberAsText("Sentry potential impacts 6", "total_count")).toBe(true);
    for (const [v, k] of [
      ["14", "leave_balance"],
      ["12.50", "amount"],
      ["EUR 12.00", "total_amount"],
      ["3 days", "days_left"],
      ["kWh", "CounterReadingUnit"],
      ["USD", "amount_currency"],
    ])
      expect(isNumberAsText(v!, k!), `${k}=${v}`).toBe(false);
  });

  it("an address's second line only in an address", () => {
    expect(isMisplacedAddressLine("Suite 200", "ActivePowerUnit", "")).toBe(true);
    expect(isMisplacedAddressLine("Apt 4B", "Unit", "VirtualTariffs")).toBe(true);
    expect(isMisplacedAddressLine("Apt 4B", "line2", "address")).toBe(false);
    expect(isMisplacedAddressLine("Unit 12", "unit", "shipping_address")).toBe(false);
    expect(isMisplacedAddressLine("kWh", "ActivePowerUnit", "")).toBe(false);
  });

  it("codename names and shop products as names of things that are not products", () => {
    expect(isCodename("Summit Loadmanagementgroup")).toBe(true);
    expect(isCodename("Harbor Pico")).toBe(true);
    expect(isCodename("Harbor Freight")).toBe(true);
    expect(isCodename("Summit County")).toBe(true);
    expect(isCodename("Denver tariff")).toBe(false);
    const bad = findDefects({ albums: [{ name: "Desk Organizer Blue" }] });
    expect(bad.map((d) => d.kind)).toContain("catalogue");
    const good = findDefects({ products: [{ name: "Desk Organizer Blue" }] });
    expect(good.map((d) => d.kind)).not.toContain("catalogue");
  });
});

describe("values by meaning", () => {
  it("reads the domain", () => {
    expect(domainFlavour(MUSIC)).toBe("music");
    expect(domainFlavour("track your parcels and shipments")).toBe("none");
    expect(domainFlavour(ENERGY)).toBe("none");
    // BigOven (f26): its recipes were named "The Canterbury Tales" for this sentence.
    expect(
      domainFlavour(
        "food Recipe and Grocery List API. With this Swagger-compliant endpoint you can make ready-to-go interface libraries for your code via swagger-codegen.",
      ),
    ).toBe("none");
    expect(domainFlavour("a lending library of novels and audiobooks")).toBe("books");
    // OpenFinTech (f32): code libraries, no lending — its banks were named "Nineteen Eighty Four".
    expect(
      domainFlavour(
        "JSON is returned by all API responses, including errors, although our API libraries convert responses to appropriate language-specific objects.",
      ),
    ).toBe("none");
    expect(domainFlavour("Search the library's holdings and renew your loans.")).toBe("books");
  });

  it("a music catalogue names albums, songs and artists like music, never like a shop", () => {
    const s = createValueSampler(11, { domain: MUSIC });
    for (let i = 0; i < 25; i++) {
      for (const [entity, field] of [
        ["albums", "name"],
        ["songs", "defaultName"],
        ["artists", "name"],
        ["top_rateds", "name"],
        ["events", "venueName"],
        ["albums", "additionalNames"],
      ]) {
        const rec = {};
        const v = String(
          s.value({ name: field!, schema: { type: "string" }, entity, record: rec }),
        );
        expect(productNames.has(v), `${entity}.${field}=${v}`).toBe(false);
        expect(isCodename(v), `${entity}.${field}=${v}`).toBe(false);
        expect(isLabelNumber(v, field!), `${entity}.${field}=${v}`).toBe(false);
      }
    }
    const event = String(s.value({ name: "name", schema: { type: "string" }, entity: "events" }));
    expect(event).not.toMatch(/Yoga|Dinner|stand-up|School pickup/);
  });

  it("fields nobody classified get a value from their words, never '<Field> <n>'", () => {
    const s = createValueSampler(5, { domain: MUSIC });
    const v = (name: string, entity: string) =>
      String(s.value({ name, schema: { type: "string" }, entity, record: {} }));
    expect(v("urlTinyThumb", "main_picture")).toMatch(/^https:\/\//);
    expect(v("urlOriginal", "main_picture")).toMatch(/^https:\/\//);
    expect(v("pictureMime", "series")).toMatch(/^image\/(jpeg|png|webp)$/);
    expect(v("urlSlug", "series")).toMatch(/^[a-z0-9-]+$/);
    expect(v("createdFormatted", "message")).toMatch(/\b20\d\d\b/);
    expect(v("chinese_surname_latin", "chinese_name_candidate")).toMatch(/^[A-Z][a-z'-]+/);
    for (const [name, entity] of [
      ["seriesSuffix", "event"],
      ["artistString", "album"],
      ["script", "castegroup_indian_full"],
      ["ident", "data_item"],
      ["input", "collection_to_json"],
      ["result", "url_encode"],
      ["value", "zebra"],
      ["hint", "meta"],
    ])
      for (let i = 0; i < 10; i++) {
        const x = v(name!, entity!);
        expect(isLabelNumber(x, name!), `${name}=${x}`).toBe(false);
        expect(isCodename(x), `${name}=${x}`).toBe(false);
      }
  });

  it("numbers carried as text stay numerals (orbital elements)", () => {
    const s = createValueSampler(5, { domain: "NeoWs near earth objects asteroids" });
    for (const name of ["eccentricity", "inclination", "mean_anomaly", "absolute_magnitude"])
      expect(String(s.value({ name, schema: { type: "string" }, entity: "orbital_data" }))).toMatch(
        /^-?\d+(\.\d+)?$/,
      );
  });

  it("a unit of measure is a unit, an address's suite is a suite", () => {
    const s = createValueSampler(5, { domain: ENERGY });
    for (let i = 0; i < 10; i++) {
      const u = String(s.value({ name: "ActivePowerUnit", schema: { type: "string" } }));
      expect(isMisplacedAddressLine(u, "ActivePowerUnit", ""), u).toBe(false);
      // A power is in watts; kWh is the unit of an energy (fresh16 truesight's units).
      expect(u).toMatch(/^(W|kW)$/);
    }
    expect(String(s.value({ name: "address_line2", schema: { type: "string" } }))).toMatch(
      /^(Apt|Suite|Floor|Unit|Flat) /,
    );
  });

  it("a code search is searched for code, a time zone's name is a time zone, OBIS codes are OBIS", () => {
    const code = createValueSampler(5, { domain: "OpenAPI for https://codesearch.debian.net/" });
    for (let i = 0; i < 10; i++) {
      const q = String(code.value({ name: "query", schema: { type: "string" } }));
      expect(productNames.has(q) || /tote|pens|mug/i.test(q), q).toBe(false);
    }
    const searched = createValueSampler(5, { domain: "Searches through source code" });
    expect(String(searched.value({ name: "query", schema: { type: "string" } }))).toMatch(
      /^(load_font|xcb_connection|strlen\(|TODO|malloc|open_memstream|pthread_mutex_lock|fprintf\(stderr)$/,
    );
    // A doc that only points to its own source is no code search (BikeWise, fresh23 readers N).
    const bikes = createValueSampler(5, {
      domain: "Bicycling incidents. You can find the source code on GitHub.",
    });
    for (let i = 0; i < 10; i++)
      expect(String(bikes.value({ name: "query", schema: { type: "string" } }))).not.toMatch(
        /stderr|malloc|strlen|pthread|xcb_|load_font|memstream/,
      );
    const s = createValueSampler(5, { domain: ENERGY });
    expect(
      String(
        s.value({
          name: "BrowserTimeZoneName",
          schema: { type: "string" },
          entity: "folder_menus",
        }),
      ),
    ).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+/);
    expect(String(s.value({ name: "ObisCode", schema: { type: "string" } }))).toMatch(
      /^\d-\d:\d+\.\d+\.\d+$/,
    );
  });

  it("a JSON Web Key's members hold what RFC 7517 says, not 'Boston cert'", () => {
    const s = createValueSampler(5, { domain: "health repository provider consent" });
    const siblings = ["alg", "e", "kid", "kty", "n", "use", "x5c", "x5t"];
    const v = (name: string) =>
      String(s.value({ name, schema: { type: "string" }, entity: "keys", siblings, record: {} }));
    expect(v("kty")).toBe("RSA");
    expect(v("e")).toBe("AQAB");
    expect(v("alg")).toMatch(/^(RS|PS|ES)256$/);
    expect(v("use")).toMatch(/^(sig|enc)$/);
    // Without a key's siblings `e` is just a field nobody classified.
    expect(String(s.value({ name: "use", schema: { type: "string" }, entity: "tips" }))).not.toBe(
      "",
    );
  });

  it("a leave balance is a number of days", () => {
    const s = createValueSampler(5, { domain: "helpdesk" });
    for (const schema of [{}, { type: "integer" }]) {
      const v = s.value({ name: "leave_balance", schema });
      expect(typeof v, JSON.stringify(v)).toBe("number");
      expect(v as number).toBeGreaterThanOrEqual(0);
      expect(v as number).toBeLessThanOrEqual(30);
    }
  });
});

describe("the bundled helpdesk example", () => {
  it("answers get_leave_balance with days, and approvers are employees", async () => {
    const text = readFileSync(
      new URL("../../public/examples/helpdesk.openai-tools.json", import.meta.url),
      "utf8",
    );
    const doc = await ingestFile({ name: "helpdesk.openai-tools.json", text });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 7 });
    if (!b.ok) throw new Error(b.error.message);
    const M = JSON.parse(/const M = (\{.*?\});\n/s.exec(b.value.code)![1]!) as {
      values: Record<string, unknown[]>;
    };
    expect(M.values.leave_balance?.length).toBeGreaterThan(0);
    for (const v of M.values.leave_balance ?? []) expect(typeof v).toBe("number");
    const state = b.value.initialState as Record<string, Array<Record<string, unknown>>>;
    const employees = new Set((state.employees ?? []).map((e) => e.employee_id));
    for (const r of state.leave_requests ?? [])
      if (r.approver_id !== undefined) expect(employees.has(r.approver_id)).toBe(true);
  });
});

describe("references by a person's role", () => {
  it("approver_id names an employee when there is no approvers collection", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Expenses", version: "1" },
      paths: {
        "/employees": {
          get: {
            operationId: "listEmployees",
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": {
                    schema: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: { id: { type: "string" }, name: { type: "string" } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        "/claims": {
          get: {
            operationId: "listClaims",
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": {
                    schema: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: {
                          id: { type: "string" },
                          amount: { type: "number" },
                          approver_id: { type: "string" },
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
    };
    const ing = await ingestFile({ name: "claims.json", text: JSON.stringify(doc) });
    if (!ing.ok) throw new Error(ing.error.message);
    const b = await generateHeuristicBundle(ing.value, { seed: 3 });
    if (!b.ok) throw new Error(b.error.message);
    const state = b.value.initialState as Record<string, Array<Record<string, unknown>>>;
    const ids = new Set((state.employees ?? []).map((e) => e.id));
    expect(ids.size).toBeGreaterThan(0);
    const approvers = (state.claims ?? []).map((c) => c.approver_id).filter((x) => x !== undefined);
    expect(approvers.length).toBeGreaterThan(0);
    for (const a of approvers) expect(ids.has(a), String(a)).toBe(true);
  });
});

const bookTitles = new Set<string>(en.book?.title ?? []);

describe("a books domain names only its book-like records with titles (meilisearch's `books` index, f33)", () => {
  it("keys, banks and countries are never named like novels; books still are", () => {
    const domain = "Search your books index: add documents to the books index and manage keys.";
    expect(domainFlavour(domain)).toBe("books");
    const titles = new Set<string>();
    const s = createValueSampler(3, { domain });
    for (let i = 0; i < 15; i++) {
      const book = String(
        s.value({ name: "name", schema: { type: "string" }, entity: "books", record: {} }),
      );
      titles.add(book);
    }
    for (let i = 0; i < 15; i++)
      for (const entity of ["keys", "banks", "countries"]) {
        const v = String(s.value({ name: "name", schema: { type: "string" }, entity, record: {} }));
        expect(bookTitles.has(v), `${entity}.name=${v}`).toBe(false);
      }
    expect([...titles].every((t) => bookTitles.has(t))).toBe(true);
  });
});

describe("a school with a phone is no person (Clever, f32: 'schools: Harley Halvorson, Arely Bruen')", () => {
  it("names a school like a school, and a contact with a phone like a person", () => {
    const s = createValueSampler(3, { domain: "education data Serves the Clever Data API" });
    const sib = ["district", "location", "name", "phone", "principal", "school_number"];
    for (let i = 0; i < 6; i++) {
      const v = String(
        s.value({
          name: "name",
          schema: { type: "string" },
          entity: "schools",
          record: {},
          siblings: sib,
        }),
      );
      expect(v, v).toMatch(/School|Elementary|Academy|College|High|Middle|Primary|Institute/);
    }
  });
});
