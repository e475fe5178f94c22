import { describe, expect, it } from "vitest";
import { askFor, type FactPhrase } from "../../src/core/synth/writer.js";

const fact = (label: string): FactPhrase => ({
  key: label.replace(/ /g, "_"),
  value: "2026-01-16",
  label,
  role: "arg",
  personal: false,
  kind: "date",
  atGoal: true,
});

describe("the assistant's question for a missing date", () => {
  it("asks for the end of a leave request without treating it as a search", () => {
    // Bundled helpdesk: "Can you request a vacation leave from January 15?" → "Up to which date
    // should I look?" read as a search, not a booking.
    for (const seed of [0, 1, 2, 3]) {
      const q = askFor(fact("end date"), seed);
      expect(q).toMatch(/^(Until|Up to) which date\?$/);
      expect(q).not.toMatch(/look/);
    }
    expect(askFor(fact("start date"), 0)).toMatch(/which date\?$/);
    expect(askFor(fact("date of birth"), 0)).toBe("What's your date of birth?");
  });
});

describe("the assistant's question for a missing amount", () => {
  it('"How many would you like?", never "How many quantity would you like?" (bundled shoe shop)', () => {
    for (const seed of [0, 1, 2, 3]) {
      const q = askFor({ ...fact("quantity"), value: 2, kind: "quantity" }, seed);
      expect(q).toMatch(/^How many (would you like|do you need)\?$/);
    }
    expect(askFor({ ...fact("tickets"), value: 2, kind: "quantity" }, 0)).toBe(
      "How many tickets would you like?",
    );
  });
});

describe("the assistant's question for one of a pair", () => {
  it('"What drug would you like?", never "What drug a would you like?" (bundled clinic)', () => {
    const q = askFor({ ...fact("drug a"), value: "Amlodipine", kind: undefined }, 0);
    expect(q).not.toMatch(/drug a\b/);
    expect(q).toMatch(/\bdrug\b/);
  });
});
