import { describe, expect, it } from "vitest";
import { formWording } from "../../src/core/synth/checks.js";
import { type FactPhrase, targetPhrase } from "../../src/core/synth/writer.js";

const select = (label: string, value: string): FactPhrase => ({
  key: label.replace(/ /g, "_"),
  value,
  label,
  role: "select",
  personal: false,
  noun: "address",
});

/**
 * A record picked by one part of its address: the bundled shoe shop asked "the cost and days of
 * my address with city Denver", which the form check rightly refused, so its shipping quote never
 * became a task. ("the cost and days of" is a field's name read out too: the writer asks for the
 * number of days.)
 */
describe("a record picked by where it is", () => {
  it("says the city or street as a place", () => {
    expect(targetPhrase(select("city", "Denver"))).toBe("my address in Denver");
    expect(targetPhrase(select("line1", "129 Boulevard Voltaire"))).toBe(
      "my address at 129 Boulevard Voltaire",
    );
    for (const t of [select("city", "Denver"), select("line1", "129 Boulevard Voltaire")])
      expect(
        formWording(`What are the cost and number of days of ${targetPhrase(t)}?`, [
          "city",
          "line1",
        ]),
      ).toBeUndefined();
  });

  it("keeps other fields as they were", () => {
    expect(targetPhrase(select("postal code", "80202"))).toBe("my address with postal code 80202");
  });
});

// papinet's `orderStatus` "Cancelled" (fresh53 dev): "how many line items does my Cancelled order have?"
describe("a record picked by its state", () => {
  const state = (value: string): FactPhrase => ({
    key: "orderStatus",
    value,
    label: "order status",
    role: "select",
    personal: true,
    noun: "order",
    kind: "status",
  });
  it("says a capitalised state as a plain word", () => {
    expect(targetPhrase(state("Cancelled"))).toBe("my cancelled order");
    expect(targetPhrase(state("pending"))).toBe("my pending order");
  });
});
