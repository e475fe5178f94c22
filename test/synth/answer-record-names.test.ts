import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Shaped like impala.travel's hotel list (fresh15): each hotel has a `name`, and its external
// links have a `name` of their own that the doc lists (an enum of booking sites).
const hotelSchema = {
  type: "object",
  properties: {
    data: {
      type: "array",
      items: {
        type: "object",
        properties: {
          createdAt: { type: "string", format: "date-time", description: "When it was created." },
          externalUrls: {
            type: "array",
            items: {
              type: "object",
              properties: {
                name: {
                  type: "string",
                  description: "Destination of the external url",
                  enum: ["BOOKING.COM", "HOTELS.COM"],
                },
                url: { type: "string" },
              },
            },
          },
          hotelId: { type: "string" },
          name: { type: "string" },
          roomCount: { type: "integer", description: "The number of rooms at the hotel." },
        },
      },
    },
  },
};
const spec: ToolSpec = {
  name: "listHotels",
  description: "List hotels",
  inputSchema: { type: "object", properties: {} },
  outputSchema: hotelSchema,
};
const hotel = (name: string, createdAt: string, n: number) => ({
  createdAt,
  externalUrls: [{ name: "HOTELS.COM", url: "https://www.example.com/external-url/218" }],
  hotelId: `0f8c3e5a-1d2b-4c3d-9e8f-00000000000${n}`,
  name,
  roomCount: n,
});

describe("a record is named by its own name", () => {
  it("a hotel is named by its name, not by a date, when a nested part's `name` is a listed code", () => {
    const result = {
      data: [
        hotel("Paris Central Hotel", "2025-10-17T09:30:00Z", 3),
        hotel("Boston Central Hotel", "2025-11-21T17:15:00Z", 4),
      ],
    };
    const w = { ...toolWords(spec), kind: "list" as const };
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, {
      year: 2026,
      docs: fieldDocs(spec.outputSchema),
      listField: "data",
    });
    expect(finalAnswer(facts, false)).toBe(
      "I found 2 hotels: Paris Central Hotel and Boston Central Hotel.",
    );
  });

  it("a field's doc is the record's own, not a nested part's field of the same name", () => {
    const docs = fieldDocs(hotelSchema);
    expect(docs.name?.enum).toBeUndefined();
    expect(docs.roomCount?.description).toBe("The number of rooms at the hotel.");
  });
});
