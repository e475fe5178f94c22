import { describe, expect, it } from "vitest";
import { epochUnit, inferFieldModel, isPaging } from "../../src/core/domain/field-roles.js";
import { createRng } from "../../src/core/domain/rng.js";
import {
  createValueSampler,
  decimalsFor,
  orderedInstant,
  orderedNumber,
  roundToMeaning,
} from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { pickUserValue } from "../../src/core/plan/value-picker.js";
import { epochIso, speakValue } from "../../src/core/synth/text.js";
import { factPhrase } from "../../src/core/synth/writer.js";
import {
  findNumberDefects,
  invertedWindows,
  isOverPrecise,
  isTinyEpoch,
  saidNumberDefects,
} from "./value-defects.js";

/**
 * Numbers and times a user can know and say, from what the f5/f6 readers marked: epoch fields
 * with tiny values ("find the firewalls from 28 and up to 4", `{"time":69}`, `"expiry":66`),
 * windows that close before they open, floats at double precision ("add a new POI to 0.98" for
 * `"depth":0.9848439086783396`), and a page size in gold nobody asked for (`"size":6`).
 */

const CLOCK = "2026-01-05T09:00:00.000Z";
const NOW = Date.parse(CLOCK);
const DAY = 86_400_000;

describe("detectors agree with the reader", () => {
  it("tiny epoch values under instant keys, and not under counts or real instants", () => {
    for (const [k, v] of [
      ["start_time", 28],
      ["end_time", 4],
      ["time", 69],
      ["expiry", 66],
      ["startTime", 23],
    ] as const)
      expect(isTinyEpoch(k, v), `${k}=${v}`).toBe(true);
    for (const [k, v] of [
      ["start_time", 1767225600],
      ["expiry", 1767225600000],
      ["count", 28],
      ["response_time", 42],
      ["start_index", 3],
      ["time", "09:30"],
    ] as const)
      expect(isTinyEpoch(k, v), `${k}=${v}`).toBe(false);
  });

  it("windows that close before they open", () => {
    expect(invertedWindows({ size: 6, start_time: 28, end_time: 4 })).toHaveLength(1);
    expect(
      invertedWindows({ end: "2026-01-01T12:00:00.000Z", start: "2026-01-11T00:00:00.000Z" }),
    ).toHaveLength(1);
    expect(invertedWindows({ start_time: 1767225600, end_time: 1767830400 })).toHaveLength(0);
    expect(invertedWindows({ from: "2026-01-03", to: "2026-01-09" })).toHaveLength(0);
    // A port range or a page range is no window of time but orders the same way.
    expect(invertedWindows({ start: 80, end: 443 })).toHaveLength(0);
  });

  it("floats at double precision, not coordinates or prices", () => {
    expect(isOverPrecise("depth", 0.9848439086783396)).toBe(true);
    expect(isOverPrecise("lat", 0.8147274904139097)).toBe(true);
    expect(isOverPrecise("lng", 0.06472337355304676)).toBe(true);
    expect(isOverPrecise("lat", 47.60621)).toBe(false);
    expect(isOverPrecise("price", 12.99)).toBe(false);
    expect(isOverPrecise("depth", 12.5)).toBe(false);
    const found = findNumberDefects({
      poi: { depth: 0.9848439086783396, lat: 15.7136, name: "Harbour buoy" },
      token: { expiry: 66 },
    });
    expect(found.map((d) => d.kind).sort()).toEqual(["over-precise", "tiny-epoch"]);
  });

  it("numbers said rounded, said bare, or said at full precision", () => {
    const poi = { depth: 0.9848439086783396, lat: 15.7136, lng: 0.06472337355304676 };
    const bad = saidNumberDefects(
      "Can you add a new POI to 0.98, for the icon x, to 15.71, to 0.06 and with visible turned off?",
      [poi],
    );
    expect(bad.some((d) => d.kind === "said-rounded" && d.text.startsWith("0.06"))).toBe(true);
    expect(bad.some((d) => d.kind === "unlabelled")).toBe(true);
    expect(saidNumberDefects("Put it at 0.9848439086783396 deep.").map((d) => d.kind)).toEqual([
      "over-precise-said",
    ]);
    const good = saidNumberDefects(
      "Add a POI called Harbour buoy with a depth of 12.5 m at latitude 47.60621 and longitude -122.33207.",
      [{ depth: 12.5, lat: 47.60621, lng: -122.33207 }],
    );
    expect(good).toEqual([]);
    expect(saidNumberDefects("A table for up to 4 people, please.")).toEqual([]);
  });
});

describe("time meaning of numbers is a field role", () => {
  it("reads epoch seconds and milliseconds from name, description and example", () => {
    const num = (description?: string, extra: Record<string, unknown> = {}) => ({
      type: "integer",
      format: "int64",
      ...(description ? { description } : {}),
      ...extra,
    });
    expect(epochUnit("start_time", num("start time for query in epoch seconds"))).toBe("s");
    expect(epochUnit("expiry", num("expiry epoch time in secs."))).toBe("s");
    expect(epochUnit("time", num())).toBe("s");
    expect(epochUnit("event_close_time_epoch_ms", num())).toBe("ms");
    expect(epochUnit("createdAt", num(undefined, { example: 1509332642427 }))).toBe("ms");
    expect(epochUnit("last_synched_time", num())).toBe("s");
    // OpenChannel (fresh35 dev): "the date is 70".
    expect(epochUnit("date", num("The date (in millis) of when this app was owned"))).toBe("ms");
    for (const [n, d] of [
      ["response_time", "Response time of the server"],
      ["expires_in", "Seconds until the token expires"],
      ["year", undefined],
      ["timeout", "Timeout in seconds"],
      ["date", undefined],
    ] as const)
      expect(epochUnit(n, num(d)), n).toBeUndefined();
    expect(epochUnit("start_time", { type: "string" })).toBeUndefined();
    const m = inferFieldModel(
      "start_time",
      { type: "number", description: "start time for query in epoch seconds" },
      { param: true },
    );
    expect(m).toMatchObject({ role: "datetime", unit: "s" });
  });

  it("a Unix timestamp the doc types as a string holds the digits of a date, said as the date", () => {
    // Mux (fresh38 dev): `created_at` {type: string, format: int64} "defined as a Unix timestamp
    // (seconds since epoch)" was "75", and users asked for "the playback restriction with
    // creation time 75".
    const desc =
      "Time the Playback Restriction was created, defined as a Unix timestamp (seconds since epoch).";
    const schema = { type: "string", format: "int64", description: desc, example: "1607939184" };
    expect(epochUnit("created_at", schema)).toBe("s");
    expect(
      epochUnit("created_at", {
        type: "string",
        description:
          "Time at which the asset was created. Measured in seconds since the Unix epoch.",
      }),
    ).toBe("s");
    // A string with no word of 1970 stays text; a date-time string is no count.
    expect(epochUnit("created_at", { type: "string", format: "int64" })).toBeUndefined();
    expect(
      epochUnit("created_at", { type: "string", format: "date-time", description: desc }),
    ).toBeUndefined();
    const sampler = createValueSampler(3, { clockStart: "2026-01-05T09:00:00Z" });
    for (let i = 0; i < 5; i++) {
      const v = sampler.value({
        name: "created_at",
        schema,
        entity: "playback_restrictions",
        record: {},
      });
      expect(v).toMatch(/^\d{10}$/);
      const t = Number(v) * 1000;
      expect(Math.abs(t - Date.parse("2026-01-05T09:00:00Z"))).toBeLessThan(400 * 86_400_000);
    }
    expect(speakValue("1765460700", { role: "datetime" })).toBe(
      speakValue("2025-12-11T13:45:00Z", { role: "datetime" }),
    );
  });

  it("a page size is a call setting where the doc says so; a shoe size is not", () => {
    expect(isPaging("size", "page size of results")).toBe(true);
    expect(isPaging("size", undefined, ["cursor", "filter", "size"])).toBe(true);
    expect(isPaging("count", "Maximum number of results to return")).toBe(true);
    expect(isPaging("size", "EU shoe size")).toBe(false);
    expect(isPaging("size")).toBe(false);
    expect(isPaging("count", "Number of tickets to book")).toBe(false);
    // AppVeyor's `recordsNumber` (fresh52 dev): "What records number would you like?"
    expect(isPaging("recordsNumber", "Number of results to include in the response.")).toBe(true);
    expect(isPaging("recordsNumber")).toBe(false);
    expect(
      inferFieldModel(
        "size",
        { type: "number", default: 10, description: "page size of results" },
        { param: true },
      ).role,
    ).toBe("paging");
  });
});

describe("sampled numbers and times", () => {
  it("epoch fields get instants on the environment's clock, in their unit", () => {
    const s = createValueSampler(3, { clockStart: CLOCK });
    for (let i = 0; i < 20; i++) {
      const t = s.value({ name: "time", schema: { type: "integer", format: "int64" } }) as number;
      expect(Math.abs(t * 1000 - NOW)).toBeLessThan(200 * DAY);
      const ms = s.value({
        name: "event_close_time_epoch_ms",
        schema: { type: "integer", format: "int64" },
      }) as number;
      expect(Math.abs(ms - NOW)).toBeLessThan(200 * DAY);
    }
    // The doc's example (2017) is a fixed instant, not this environment's time.
    const ex = s.value({
      name: "start_time",
      schema: { type: "integer", example: 1504739809 },
    }) as number;
    expect(ex).toBeGreaterThan(1.7e9);
  });

  it("a year is a year: `format: year` or 'Since what year …' beats an instant's name (fresh12 readers: Spinitron `since` said as 'Dec 16, 2025 at 4:45 pm')", () => {
    const s = createValueSampler(4, { clockStart: CLOCK });
    for (let i = 0; i < 10; i++) {
      const byFormat = s.value({
        name: "since",
        schema: { type: "integer", format: "year" },
      }) as number;
      expect(byFormat).toBeGreaterThanOrEqual(1950);
      expect(byFormat).toBeLessThanOrEqual(2026);
      const byDoc = s.value({
        name: "since",
        schema: { type: "integer", description: "Since what year has the program/show existed?" },
      }) as number;
      expect(byDoc).toBeGreaterThanOrEqual(1950);
      expect(byDoc).toBeLessThanOrEqual(2026);
    }
    // An instant named `since` stays an instant.
    const t = s.value({
      name: "since",
      schema: { type: "integer", description: "Unix timestamp of the first event" },
    }) as number;
    expect(Math.abs(t * 1000 - NOW)).toBeLessThan(400 * DAY);
  });

  it("a record's times agree: an end after its start, last seen after created", () => {
    const s = createValueSampler(5, { clockStart: CLOCK });
    for (let i = 0; i < 20; i++) {
      const rec: Record<string, unknown> = {};
      rec.start_time = s.value({ name: "start_time", schema: { type: "integer" }, record: rec });
      rec.end_time = s.value({ name: "end_time", schema: { type: "integer" }, record: rec });
      expect(rec.end_time as number).toBeGreaterThan(rec.start_time as number);
      const r2: Record<string, unknown> = {};
      r2.last_seen = s.value({
        name: "last_seen",
        schema: { type: "string", format: "date-time" },
        record: r2,
      });
      r2.created = s.value({
        name: "created",
        schema: { type: "string", format: "date-time" },
        record: r2,
      });
      expect(Date.parse(r2.created as string)).toBeLessThan(Date.parse(r2.last_seen as string));
    }
    expect(
      orderedInstant("end_time", NOW - DAY, { start_time: NOW / 1000 }, createRng(1)),
    ).toBeGreaterThan(NOW);
    // A last-seen after its creation, but not after the clock: nothing was seen tomorrow.
    for (let seed = 1; seed < 10; seed++) {
      const created = { created: new Date(NOW - 2 * DAY).toISOString() };
      const t = orderedInstant("last_seen", NOW - 90 * DAY, created, createRng(seed), NOW);
      expect(t).toBeGreaterThanOrEqual(NOW - 2 * DAY);
      expect(t).toBeLessThanOrEqual(NOW);
    }
  });

  it("a range's bounds agree: a port range 93–10 is no range", () => {
    expect(orderedNumber("end", 10, { start: 93 })).toBe(176);
    expect(orderedNumber("min_price", 80, { max_price: 50 })).toBe(20);
    expect(orderedNumber("end", 443, { start: 80 })).toBe(443);
    expect(orderedNumber("last_name", 3, { first_name: "Ada" })).toBe(3);
    const s = createValueSampler(2, { clockStart: CLOCK });
    for (let i = 0; i < 20; i++) {
      const rec: Record<string, unknown> = {};
      rec.start = s.value({
        name: "start",
        schema: { type: "integer", format: "int32" },
        record: rec,
      });
      rec.end = s.value({ name: "end", schema: { type: "integer", format: "int32" }, record: rec });
      expect(invertedWindows(rec)).toEqual([]);
    }
  });

  it("an ISO start time with a HH:mm pattern in its description is an instant, not a time of day", () => {
    const m = inferFieldModel("start_time", {
      type: "string",
      description:
        "YYYY-MM-DDTHH:mm:ssZ. The oldest UTC timestamp from which the counts will be provided.",
    });
    expect(m.role).toBe("datetime");
    expect(
      inferFieldModel("start_time", { type: "string", description: "Opening time, HH:MM" }).role,
    ).toBe("time");
  });

  it("floats at the precision of their meaning, the doc's doubles included", () => {
    expect(roundToMeaning(0.9848439086783396, undefined, "depth")).toBe(0.98);
    expect(roundToMeaning(0.8147274904139097, "latitude", "lat")).toBe(0.81473);
    expect(roundToMeaning(0.0034, undefined, "ratio")).toBe(0.0034);
    expect(decimalsFor("money", "price", 12.999)).toBe(2);
    const s = createValueSampler(9, { clockStart: CLOCK });
    for (let i = 0; i < 20; i++) {
      const depth = s.value({
        name: "depth",
        schema: { type: "number", format: "double", example: 0.9848439086783396 },
      });
      expect(isOverPrecise("depth", depth), String(depth)).toBe(false);
      const lng = s.value({
        name: "lng",
        schema: { type: "number", format: "double", example: 0.06472337355304676 },
      });
      expect(isOverPrecise("lng", lng), String(lng)).toBe(false);
    }
  });

  it("an identifier typed as a double is still a whole number; an amount keeps its cents", () => {
    // Beanstream types `transId` as `number`/`double`: readers saw "tran 65.91" → transId 44.52.
    const s = createValueSampler(3, { clockStart: CLOCK });
    const amounts: unknown[] = [];
    for (let i = 0; i < 20; i++) {
      for (const name of ["transId", "order_id", "id"]) {
        const v = s.value({
          name,
          schema: { type: "number", format: "double", description: "The transaction id." },
        });
        expect(Number.isInteger(v), `${name} = ${String(v)}`).toBe(true);
      }
      amounts.push(s.value({ name: "amount", schema: { type: "number", format: "double" } }));
    }
    expect(amounts.some((a) => !Number.isInteger(a))).toBe(true);
  });
});

describe("what the user says is what the call gets", () => {
  it("an epoch instant is said as a date, a number exactly as it is", () => {
    expect(epochIso(1762128000)).toBe("2025-11-03T00:00:00.000Z");
    expect(epochIso(28)).toBeUndefined();
    expect(speakValue(1762128000, { role: "datetime", year: 2025 })).toBe("November 3");
    expect(speakValue(1767625200000, { role: "datetime", year: 2026 })).toBe("Jan 5 at 3 pm");
    expect(speakValue(28, { role: "datetime" })).toBe("28");
    expect(speakValue(47.60621)).toBe("47.60621");
    expect(speakValue(0.06472)).toBe("0.06472");
  });

  it("a window is said as dates, opening before it closes", () => {
    const from = factPhrase({
      key: "s.start_time",
      value: 1762128000,
      label: "start time",
      kind: "datetime",
      role: "arg",
      personal: false,
      spoken: speakValue(1762128000, { role: "datetime", year: 2025 }),
    });
    expect(from).toBe("from November 3");
    const good = saidNumberDefects(`Find the firewalls ${from} up to November 10.`, [
      { start_time: 1762128000, end_time: 1762732800 },
    ]);
    expect(good).toEqual([]);
  });

  it("the value picker opens a window before a record and closes it after", () => {
    const state = {
      firewalls: [
        { entity_id: "fw_1", time: Math.floor((NOW - 10 * DAY) / 1000) },
        { entity_id: "fw_2", time: Math.floor((NOW - 40 * DAY) / 1000) },
      ],
    };
    for (let seed = 1; seed < 15; seed++) {
      const ctx = {
        rng: createRng(seed),
        state,
        entity: "firewalls",
        kind: "list",
        related: [],
        clockStart: CLOCK,
      };
      const schema = { type: "number", description: "start time for query in epoch seconds" };
      const start = pickUserValue("start_time", schema, ctx) as number;
      const end = pickUserValue(
        "end_time",
        { ...schema, description: "end time for query in epoch seconds" },
        ctx,
      ) as number;
      expect(start).toBeGreaterThan(1.7e9);
      expect(end).toBeGreaterThan(start);
      // Days, as a person says them.
      expect(start % 86_400).toBe(0);
      expect(end % 86_400).toBe(0);
      expect(state.firewalls.some((f) => f.time >= start && f.time <= end)).toBe(true);
    }
  });
});

describe("an environment with epoch fields (shaped like a network-insight API)", () => {
  it("seeds instants, keeps page size out of what the user says", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Network insight", version: "1" },
      paths: {
        "/entities/firewalls": {
          get: {
            operationId: "listFirewalls",
            parameters: [
              {
                name: "size",
                in: "query",
                description: "page size of results",
                schema: { type: "number", default: 10 },
              },
              {
                name: "start_time",
                in: "query",
                description: "start time for query in epoch seconds",
                schema: { type: "number" },
              },
              {
                name: "end_time",
                in: "query",
                description: "end time for query in epoch seconds",
                schema: { type: "number" },
              },
            ],
            responses: {
              "200": {
                description: "OK",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: {
                        results: {
                          type: "array",
                          items: {
                            type: "object",
                            properties: {
                              entity_id: { type: "string" },
                              name: { type: "string" },
                              time: { type: "integer", format: "int64" },
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
    };
    const ing = await ingestFile({ name: "netinsight.json", text: JSON.stringify(doc) });
    if (!ing.ok) throw new Error(ing.error.message);
    const b = await generateHeuristicBundle(ing.value, { seed: 4 });
    if (!b.ok) throw new Error(b.error.message);
    const defects = findNumberDefects(b.value.initialState);
    expect(defects).toEqual([]);
    const inputs = b.value.model?.tools.listFirewalls?.inputs ?? {};
    expect(inputs.size?.source).toBe("plumbing");
    expect(inputs.start_time?.role).toBe("datetime");
  });
});

describe("a length of time its prose names (paccurate's `packTime`, f32)", () => {
  it('"seconds spent in packing" is a duration in seconds, never an epoch instant', () => {
    const schema = { type: "number", description: "seconds spent in packing" };
    expect(epochUnit("packTime", schema)).toBeUndefined();
    const m = inferFieldModel("packTime", schema);
    expect(m.role).toBe("duration");
    expect(m.unit).toBe("seconds");
    // A start time stays an instant.
    expect(epochUnit("startTime", { type: "integer", description: "Unix timestamp" })).toBe("s");
  });
});
