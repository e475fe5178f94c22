import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";
import { calendarRange, fillerName } from "../../src/core/synth/record-defects.js";

/**
 * Calendar numbers and years (stop 46 dev reading): worldtimeapi's time record (fresh45) read
 * `"day_of_week":71`, `"day_of_year":2010`; RAWG's platform (fresh40) `"year_start":6520`.
 * The schemas below are the specs' own, verbatim.
 */
const WORLD_TIME = {
  day_of_week: {
    description: "current day number of the week, where sunday is 0",
    type: "integer",
  },
  day_of_year: { description: "ordinal date of the current year", type: "integer" },
  week_number: { description: "the current week number", type: "integer" },
  raw_offset: {
    description:
      "the difference in seconds between the current local time and the time in UTC, excluding any daylight saving difference (see dst_offset)",
    type: "integer",
  },
};
const RAWG_YEAR_START = {
  maximum: 32767,
  minimum: 0,
  nullable: true,
  title: "Year start",
  type: "integer",
};

describe("calendar numbers and years are in their range", () => {
  const s = createValueSampler(46, { domain: "World Time API current local time timezone ip" });

  it("a weekday is 0–6 and a day of the year 1–366 (worldtimeapi)", () => {
    for (let i = 0; i < 6; i++) {
      const rec: Record<string, unknown> = {};
      const dow = Number(
        s.value({
          name: "day_of_week",
          entity: "timezone",
          record: rec,
          schema: WORLD_TIME.day_of_week,
        }),
      );
      const doy = Number(
        s.value({
          name: "day_of_year",
          entity: "timezone",
          record: rec,
          schema: WORLD_TIME.day_of_year,
        }),
      );
      const week = Number(
        s.value({
          name: "week_number",
          entity: "timezone",
          record: rec,
          schema: WORLD_TIME.week_number,
        }),
      );
      // The week the day of the year falls in (ISO weeks: day 5 is in week 1 or 2).
      expect(Math.abs(week - Math.ceil(doy / 7))).toBeLessThanOrEqual(1);
      expect(dow).toBeGreaterThanOrEqual(0);
      expect(dow).toBeLessThanOrEqual(6);
      expect(doy).toBeGreaterThanOrEqual(1);
      expect(doy).toBeLessThanOrEqual(366);
    }
  });

  it("an offset the doc gives in seconds is whole quarter hours of seconds (worldtimeapi)", () => {
    const v = Number(
      s.value({
        name: "raw_offset",
        entity: "timezone",
        record: { timezone: "America/Denver" },
        schema: WORLD_TIME.raw_offset,
      }),
    );
    expect(Math.abs(v % 900)).toBe(0);
    expect(Math.abs(v)).toBeLessThanOrEqual(14 * 3600);
    expect(Math.abs(v)).toBeGreaterThanOrEqual(3600);
  });

  it("the ends of a range of years are years (RAWG year_start, minimum 0 maximum 32767)", () => {
    const games = createValueSampler(46, { domain: "RAWG Video Games Database API platforms" });
    for (let i = 0; i < 6; i++)
      for (const name of ["year_start", "year_end"]) {
        const v = Number(
          games.value({ name, entity: "platforms", record: {}, schema: RAWG_YEAR_START }),
        );
        expect(v, name).toBeGreaterThanOrEqual(1900);
        expect(v, name).toBeLessThanOrEqual(2030);
      }
  });

  it("the check flags what the readers saw and passes real calendar values", () => {
    expect(calendarRange("year_start", 6520)).toBe(true);
    expect(calendarRange("day_of_week", 71, WORLD_TIME.day_of_week)).toBe(true);
    expect(calendarRange("day_of_year", 2010, WORLD_TIME.day_of_year)).toBe(true);
    expect(calendarRange("year_constructed", 47.34)).toBe(true);
    expect(calendarRange("year_start", 2019)).toBe(false);
    expect(calendarRange("day_of_week", 3, WORLD_TIME.day_of_week)).toBe(false);
    expect(calendarRange("day_of_year", 339, WORLD_TIME.day_of_year)).toBe(false);
    expect(calendarRange("week_number", 49)).toBe(false);
    expect(calendarRange("sell", 6520)).toBe(false);
  });
});

/**
 * nookipedia (dodo.ac, fresh44): furniture, fossils, clothing and sea creatures carry `url` and
 * `image_url`, and were named as a server's nodes: "Production furniture", "Local fossil",
 * "Standby clothing", "Standby sea".
 */
describe("a thing with a url is no system node", () => {
  const SYSTEM =
    /^(Backup|Archive|Remote|Local|Legacy|Staging|Production|Research|Standby|Test|Development|Reporting) /;
  it("nookipedia's records are not named for a server's role", () => {
    const s = createValueSampler(7, {
      domain: "Nookipedia Animal Crossing villagers furniture fossils bugs fish sea creatures",
    });
    for (const entity of ["furniture", "fossils", "interior", "clothing", "sea"])
      for (let i = 0; i < 4; i++) {
        const v = String(
          s.value({
            name: "name",
            entity,
            record: {},
            schema: { type: "string" },
            siblings: ["url", "image_url", "name", "category", "sell"],
          }),
        );
        expect(v, entity).not.toMatch(SYSTEM);
      }
  });

  it("the check flags a server's role on such a thing, not on a server", () => {
    for (const v of ["Production furniture", "Local fossil", "Standby clothing", "Standby sea"])
      expect(fillerName("name", v), v).toBe(true);
    for (const v of [
      "Production server",
      "Backup cluster",
      "Staging instance",
      "Q3 report",
      "EU catalog",
    ])
      expect(fillerName("name", v), v).toBe(false);
    // The bundled helpdesk's ticket title is a sentence, no "New starter" filler.
    expect(fillerName("title", "New starter needs a laptop")).toBe(false);
  });
});

describe("a year the doc names in words (OMDb's `y`, fresh46)", () => {
  it("'Year of release.' is a calendar year, never 4", () => {
    const omdb = createValueSampler(46, { domain: "OMDb API movies" });
    for (let i = 0; i < 6; i++) {
      const v = Number(
        omdb.value({
          name: "y",
          entity: "movies",
          record: {},
          schema: { type: "integer", description: "Year of release." },
        }),
      );
      expect(v).toBeGreaterThanOrEqual(1900);
      expect(v).toBeLessThanOrEqual(2030);
    }
  });
});
