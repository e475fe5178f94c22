import { describe, expect, it } from "vitest";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// Furkot (fresh36 dev): trips held `begin`, `end`, `arrival` and `departure`, and a trip began on
// Jan 17 and ended on Dec 16 — `departure` took `end` for its partner (the first key that closes a
// span) and set it to a few hours after the departure. A departure pairs with an arrival, a
// beginning with an end.
const trip = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    begin: { type: "string", format: "date-time" },
    end: { type: "string", format: "date-time" },
    departure: { type: "string", format: "date-time" },
    arrival: { type: "string", format: "date-time" },
  },
};
const doc = {
  openapi: "3.0.0",
  info: { title: "Trip planner", version: "1" },
  paths: {
    "/trips": {
      get: {
        operationId: "list_trips",
        summary: "List trips",
        responses: okJson({ type: "array", items: trip }),
      },
    },
  },
};

describe("a record's spans", () => {
  it("end after they begin, whatever other spans the record holds", async () => {
    const bundle = await bundleOfDoc(doc, "trips.json", 4);
    const trips = (bundle.initialState as Record<string, Record<string, string>[]>).trips ?? [];
    expect(trips.length).toBeGreaterThan(3);
    for (const t of trips) {
      if (t.begin && t.end)
        expect(Date.parse(t.end), JSON.stringify(t)).toBeGreaterThan(Date.parse(t.begin));
      if (t.departure && t.arrival)
        expect(Date.parse(t.arrival), JSON.stringify(t)).toBeGreaterThan(Date.parse(t.departure));
    }
  });
});
