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

// seven.io (fresh35 dev): "Which to is it?" for the `to` of an SMS — a preposition read out as
// the thing asked for.
describe("the assistant's question for a recipient or sender", () => {
  it("asks who or which number, never the field's preposition", () => {
    for (const seed of [0, 1, 2, 3]) {
      for (const kind of ["reference", "other", "phone"] as const) {
        const q = askFor({ ...fact("to"), value: "+1 627 159 3670", kind }, seed);
        expect(q).not.toMatch(/\bto is it\b|what to would/i);
        expect(q).toMatch(/number/);
      }
      expect(askFor({ ...fact("to"), value: "ann@example.com", kind: "other" }, seed)).toMatch(
        /email/,
      );
      expect(askFor({ ...fact("from"), value: "Acme", kind: "other" }, seed)).toMatch(/^Who/);
    }
  });
});
