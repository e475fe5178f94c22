import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { episodeState } from "../../src/core/envgen/index.js";
import { bundleOfDoc, bundleOfText, envOf } from "../helpers/doc-env.js";

// The bundled smart home's `get_calendar_today` says "Get today's agenda from the household
// calendar." Before, it answered six events from Dec 21 to Feb 6 (stop-67 reading, N/B).
type Rec = Record<string, unknown>;
const name = "smart-home.mcp.json";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("a list of today's records", () => {
  it("answers the events on the clock's day only, and there are some in every episode", async () => {
    const bundle = await bundleOfText(text, name, 7);
    expect(bundle.model?.tools.get_calendar_today?.span).toEqual({ field: "start", when: "today" });
    const day = bundle.clock.start.slice(0, 10);
    const env = await envOf(bundle);
    const res = await env.call("get_calendar_today", {});
    expect(res.ok).toBe(true);
    const events = (res as { result: { events: Rec[] } }).result.events;
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(String(e.start).slice(0, 10)).toBe(day);
    const all = (bundle.initialState as Record<string, Rec[]>).events!;
    expect(all.some((e) => String(e.start).slice(0, 10) !== day)).toBe(true);
    for (const s of [1, 2, 3]) {
      const st = episodeState(bundle, s) as Record<string, Rec[]>;
      expect(st.events!.filter((e) => String(e.start).slice(0, 10) === day).length).toBeGreaterThan(
        0,
      );
    }
  }, 120_000);

  it("is no day's list when neither its name nor its doc says so", async () => {
    const doc = JSON.parse(text) as { tools: { name: string; description: string }[] };
    for (const t of doc.tools)
      if (t.name === "get_calendar_today") {
        t.name = "get_calendar";
        t.description = "Get the agenda from the household calendar.";
      }
    const bundle = await bundleOfDoc(doc, name, 7);
    expect(bundle.model?.tools.get_calendar?.span).toBeUndefined();
  }, 120_000);
});
