import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, templateWriter } from "../../src/core/synth/writer.js";

/**
 * impala retrieveHotel (fresh15): "May I ask what the room count and star rating of the hotel
 * named San Diego Central Hotel with Jan 16 at 5:30 pm are?" — an optional `end` filter ("The
 * departure day of the desired stay range in ISO 8601 format (`YYYY-MM-DD`)") said as a bare
 * date; and bkk planAccess "… for 1.0.4, January 18, mobile …": a date in a row of bare values.
 */
const END = {
  type: "string",
  description: "The departure day of the desired stay range in ISO 8601 format (`YYYY-MM-DD`).",
};

describe("a date filter in a question", () => {
  it("a string the doc says is a YYYY-MM-DD day is a date", () => {
    expect(inferFieldModel("end", END, { param: true }).role).toBe("date");
    expect(
      inferFieldModel("since", {
        type: "string",
        description: "Only items after this instant, YYYY-MM-DDTHH:mm:ssZ.",
      }).role,
    ).toBe("datetime");
    expect(
      inferFieldModel("query", { type: "string", description: "Free text." }).role,
    ).not.toMatch(/date/);
  });

  it("says which side of the range the date is, never a bare date", async () => {
    const tool: ToolSpec = {
      name: "retrieveHotel",
      description: "Retrieve a hotel",
      kind: "read",
      inputSchema: {
        type: "object",
        properties: { hotelId: { type: "string" }, end: END },
        required: ["hotelId"],
      },
    };
    const end: FactPhrase = {
      key: "s2.end",
      value: "2026-01-16",
      label: "end",
      role: "arg",
      personal: false,
      kind: "date",
      spoken: "Jan 16",
    };
    const hotel: FactPhrase = {
      key: "s2.hotelId.select.name",
      value: "San Diego Central Hotel",
      label: "name",
      role: "select",
      personal: false,
      noun: "hotel",
      kind: "label",
      spoken: "San Diego Central Hotel",
    };
    for (let seed = 1; seed <= 4; seed++) {
      const text = await templateWriter.write(
        {
          kind: "request",
          goal: toolWords(tool),
          targets: [hotel],
          facts: [end],
          domain: "hotels",
          asks: ["star rating"],
          register: "brief",
        },
        { seed, attempt: 0 },
      );
      expect(text).toMatch(/Jan 16/);
      expect(text, text).not.toMatch(/\b(?:with|for|and) Jan 16\b/);
    }
  });
});
