import { describe, expect, it } from "vitest";
import { type FactPhrase, factPhrase } from "../../src/core/synth/writer.js";

const date = (label: string, spoken: string): FactPhrase => ({
  key: `s1.${label.replace(/ /g, "_")}`,
  value: "2026-01-25",
  label,
  role: "arg",
  personal: false,
  kind: "date",
  spoken,
  atGoal: true,
});

describe("dates beside other dates say which date they are", () => {
  // Readers (fresh10, billingo): "add a new advance document … on January 25, for December 9,
  // 2025 and in English" — two dates, neither says what it is.
  it("labels a due date and a fulfillment date given together", () => {
    const due = date("due date", "January 25");
    const done = date("fulfillment date", "December 9, 2025");
    expect(factPhrase(due, 0, undefined, [due, done])).toBe("due January 25");
    expect(factPhrase(done, 0, undefined, [due, done])).toBe(
      "with a fulfillment date of December 9, 2025",
    );
  });

  it("a lone date, a range and a birthday keep the plain words", () => {
    const day = date("date", "Feb 6");
    expect(["for Feb 6", "on Feb 6"]).toContain(factPhrase(day, 0, undefined, [day]));
    const due = date("due date", "January 25");
    expect(["for January 25", "on January 25"]).toContain(factPhrase(due, 1, undefined, [due]));
    const from = date("start date", "Jan 8");
    const to = date("end date", "Jan 20");
    expect(factPhrase(from, 0, undefined, [from, to])).toBe("from Jan 8");
    expect(factPhrase(to, 0, undefined, [from, to])).toBe("up to Jan 20");
  });
});

describe("an email and a street address are said as what they are", () => {
  const fact = (label: string, value: string): FactPhrase => ({
    key: `s1.${label}`,
    value,
    label,
    role: "arg",
    personal: false,
    spoken: value,
  });
  // Readers (fresh10): 'add a new partner for the email "gleason.veumandlesch@example.com" … for
  // the address "194 King St, Sydney 2045, Australia"'.
  it("no quotes after the field name", () => {
    expect(factPhrase(fact("email", "gleason.veumandlesch@example.com"))).toBe(
      "with email gleason.veumandlesch@example.com",
    );
    expect(factPhrase(fact("address", "194 King St, Sydney 2045, Australia"))).toBe(
      "at 194 King St, Sydney 2045, Australia",
    );
  });
  it("an IP address or a mailing label is not a street", () => {
    expect(factPhrase(fact("ip address", "10.0.0.7"))).not.toMatch(/^at /);
    expect(factPhrase(fact("address", "Head office"))).not.toMatch(/^at /);
  });
});
