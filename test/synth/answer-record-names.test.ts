import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { placeholderValue } from "../../src/core/synth/checks.js";
import { roleOf } from "../../src/core/synth/semantics.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { writeRequest } from "../../src/core/synth/writer.js";

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

describe("a count is said as how many of what", () => {
  const read = (result: Record<string, unknown>) => {
    const w = { ...toolWords({ ...spec, name: "retrieveHotel" }), kind: "read" as const };
    return answerFactsFrom({ ok: true, result }, "s1", w, 0, { year: 2026 });
  };
  it("a hotel's `roomCount` is its number of rooms: 'it has 30 rooms'", () => {
    const facts = read({ name: "Boston Central Hotel", roomCount: 30, starRating: 2.5 });
    const rooms = facts.find((f) => f.key.endsWith("roomCount"));
    expect(rooms?.label).toBe("number of rooms");
    expect(rooms?.text).toBe("it has 30 rooms");
    expect(finalAnswer(facts, false)).not.toMatch(/room count/);
  });
  it("an article's `positive_reactions_count` is how many positive reactions it has", () => {
    const facts = read({ title: "A beginner's guide", positive_reactions_count: 1 });
    const n = facts.find((f) => f.key.endsWith("positive_reactions_count"));
    expect(n?.label).toBe("number of positive reactions");
    expect(n?.text).toBe("it has 1 positive reaction");
  });
});

describe("a count of a named record is asked as how many", () => {
  const hotelName = {
    key: "s1.q",
    value: "Boston Central Hotel",
    label: "name",
    role: "select" as const,
    personal: false,
    noun: "hotel",
    kind: "label" as const,
    spoken: "Boston Central Hotel",
  };
  it("'How many rooms does the hotel called Boston Central Hotel have?', never 'the room count'", async () => {
    const goal = toolWords({
      name: "retrieveHotel",
      description: "Retrieve a hotel.",
      inputSchema: { type: "object", properties: {} },
      kind: "read",
      entity: "hotels",
    } as ToolSpec);
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [hotelName],
          facts: [],
          asks: ["number of rooms"],
          domain: "hotels",
        },
        { seed },
      );
      expect(text).toMatch(/how many rooms .*hotel (?:called|named) Boston Central Hotel/i);
    }
  });
});

describe("a number named for a length of time is no date", () => {
  it("a DNSBL's `response-time` (ms) never tells a listed record apart as when it happened", () => {
    expect(roleOf("response-time", {}, 69).role).not.toBe("datetime");
    expect(roleOf("processing_time", {}, 3).role).toBe("duration");
    // An instant stored as a number is still one.
    expect(roleOf("start_time", {}, 1_700_000_000).role).toBe("datetime");
  });
  it("names the one listed DNSBL by its name alone: no '(response time 69)'", () => {
    const result = {
      host: "mail.bayer.io",
      "list-count": 15,
      lists: [{ "list-name": "Spamhaus ZEN", "is-listed": true, "response-time": 69 }],
    };
    const w = { ...toolWords({ ...spec, name: "HostReputation" }), kind: "list" as const };
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, { year: 2026 });
    expect(finalAnswer(facts, false)).not.toMatch(/response time/);
  });
});

describe("counts of one record are said under one 'it has'", () => {
  it("'It has 2 positive reactions and 4 public reactions.'", () => {
    const w = { ...toolWords({ ...spec, name: "getArticle" }), kind: "read" as const };
    const facts = answerFactsFrom(
      {
        ok: true,
        result: { title: "A guide", positive_reactions_count: 2, public_reactions_count: 4 },
      },
      "s1",
      w,
      0,
      { year: 2026 },
    );
    expect(finalAnswer(facts, false)).toBe("It has 2 positive reactions and 4 public reactions.");
  });
});

describe("the answer checks read a count as prose", () => {
  it("'It has 30 rooms …' is no placeholder value", () => {
    expect(placeholderValue("It has 30 rooms and the star rating is 2.5.")).toBeUndefined();
  });
});
