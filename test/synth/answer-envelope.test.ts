import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

const ok = (result: unknown) => ({ ok: true as const, result });
const spec: ToolSpec = {
  name: "getTripDetails",
  description: "Trip details",
  inputSchema: { type: "object", properties: { tripId: { type: "string" } } },
};

// fresh15 bkk.hu, main b591569 (#54): "Just tell me the current time and text for a dialect" →
// "The current time is Jan 2, 2023 at 12:34 am and the text is "OK"." — the envelope, not the trip.
describe("a read answers from the payload an envelope carries", () => {
  it("bkk's trip details: the trip's facts, never the status, time, code or text", () => {
    const result = {
      code: 200,
      currentTime: 1767603600000,
      data: {
        class: "entryWithReferences",
        entry: {
          alertIds: [],
          mayRequireBooking: true,
          nextBlockTripId: "BKK_C3204650",
          serviceDate: "2026-01-26",
          stopTimes: [],
          tripId: "BKK_C32344815",
          wheelchairAccessible: true,
          tripHeadsign: "Keleti pályaudvar M",
        },
        limitExceeded: false,
        references: {},
      },
      status: "OK",
      text: "OK",
      version: 3,
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(spec), 0, { year: 2026 });
    const keys = facts.map((f) => f.key.split(".").pop());
    expect(keys.length).toBeGreaterThan(0);
    for (const k of ["currentTime", "status", "text", "code", "version", "class"])
      expect(keys).not.toContain(k);
    expect(keys.some((k) => ["serviceDate", "tripHeadsign"].includes(k ?? ""))).toBe(true);
  });

  // The same run, after the envelope was told apart (#4): "And the class of the multi route
  // detail?" → "The class is list with references." — the routes are in `data.list`.
  it("bkk's route list: the routes an envelope's payload lists, not its `class`", () => {
    const result = {
      code: 200,
      currentTime: 1767603600000,
      data: {
        class: "listWithReferences",
        limitExceeded: false,
        list: [
          {
            agencyId: "BKK",
            color: "9cc6bc",
            description: "Újbuda-központ M | Széll Kálmán tér M",
            id: "BKK_3040",
            shortName: "4",
          },
          {
            agencyId: "BKK",
            color: "57cfb4",
            description: "Örs vezér tere M+H | Mexikói út M",
            id: "BKK_3060",
            shortName: "6",
          },
        ],
        outOfRange: true,
        references: {},
      },
      status: "OK",
      text: "OK",
      version: 3,
    };
    const w = toolWords({ ...spec, name: "getMultiRouteDetails", description: "Route details" });
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026 });
    const keys = facts.map((f) => f.key.split(".").pop());
    expect(keys).not.toContain("class");
    expect(facts[0]?.value).toBe(2);
  });

  it("a `{status, message, data}` envelope: the record's facts", () => {
    const result = {
      status: "success",
      message: "Weather fetched",
      timestamp: 1767603600,
      data: { city: "Oslo", temperature: -3.5, condition: "Light snow" },
    };
    const w = toolWords({ ...spec, name: "getWeather", description: "Current weather" });
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026 });
    const keys = facts.map((f) => f.key.split(".").pop());
    expect(keys).toContain("temperature");
    expect(keys).not.toContain("timestamp");
    expect(keys).not.toContain("message");
  });
});
