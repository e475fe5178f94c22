import { describe, expect, it } from "vitest";
import { mentionsValue, TextIndex } from "../../src/core/synth/value-mentions.js";

describe("mentionsValue: what counts as saying a value", () => {
  it("ignores case and separators of ids", () => {
    for (const text of [
      "order ORD-0012 please",
      "ord_0012",
      "it's Ord0012.",
      "(ord 0012)",
      "#ORD.0012",
    ])
      expect(mentionsValue(text, "ord-0012"), text).toBe(true);
  });

  it("does not see a short id inside a longer word", () => {
    expect(mentionsValue("see section abc_123 of the manual", "c_12")).toBe(false);
    expect(mentionsValue("model c12b is great", "c_12")).toBe(false);
    expect(mentionsValue("reord-0012x", "ord-0012")).toBe(false);
    expect(mentionsValue("the device C-12 is on", "c_12")).toBe(true);
  });

  it("sees a long id even glued inside a longer word", () => {
    expect(mentionsValue("refXa1b2c3d4e5Y", "a1b2c3d4e5")).toBe(true);
    expect(mentionsValue("id:A1B2-C3D4-E5", "a1b2c3d4e5")).toBe(true);
  });

  it("compares numbers by value across formats", () => {
    expect(mentionsValue("it costs $1,234.50 now", 1234.5)).toBe(true);
    expect(mentionsValue("about 1 234.5 euros", 1234.5)).toBe(true);
    expect(mentionsValue("it costs 1234.50", 1234.5)).toBe(true);
    expect(mentionsValue("it costs 1234.51", 1234.5)).toBe(false);
    expect(mentionsValue("room 12345", 1234)).toBe(false);
    expect(mentionsValue("v1.2345", 2345)).toBe(false);
  });

  it("reads ISO dates as dates, not as numbers", () => {
    const idx = new TextIndex("on 2025-03-05 at noon");
    expect(idx.mentions(3)).toBe(false);
    expect(idx.mentions(5)).toBe(false);
    expect(idx.mentions("2025-03-05")).toBe(true);
    expect(idx.mentions("2025-03-05T12:00:00.000Z")).toBe(true);
  });

  it("matches multi-word names as whole words, ignoring accents", () => {
    expect(mentionsValue("the kitchen lamp, please", "Kitchen Lamp")).toBe(true);
    expect(mentionsValue("Café Noir beans", "cafe noir")).toBe(true);
    expect(mentionsValue("the kitchen lampshade", "Kitchen Lamp")).toBe(false);
  });

  it("never mentions booleans or objects by value", () => {
    expect(mentionsValue("true", true)).toBe(false);
    expect(mentionsValue("[object Object]", { a: 1 })).toBe(false);
  });

  it("says an amount counted in pence or cents in major units with its currency", () => {
    expect(mentionsValue("The balance is £28.67.", 2867)).toBe(true);
    expect(mentionsValue("The balance is €239.50 and it's live.", 23950)).toBe(true);
    expect(mentionsValue("It costs 1,250.00 CHF.", 125000)).toBe(true);
    // Without a currency a number is only itself: "28.67 km" is no 2867.
    expect(mentionsValue("The distance is 28.67 km.", 2867)).toBe(false);
    expect(mentionsValue("The balance is £28.67.", 28.67)).toBe(true);
    expect(mentionsValue("The balance is £28.67.", 286)).toBe(false);
    // Cents said in major units with no currency known ("the balance is 239.50").
    expect(mentionsValue("The status is live and the balance is 239.50.", 23950)).toBe(true);
    expect(mentionsValue("It weighs 239.50 kg.", 23950)).toBe(false);
    expect(mentionsValue("The rate is 2.5.", 250)).toBe(false);
  });
});
