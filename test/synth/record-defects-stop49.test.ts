import { describe, expect, it } from "vitest";
import { fractionalCount } from "../../src/core/synth/record-defects.js";

/**
 * Nonsense the fresh49 blind readers and the fresh53 dev reading marked (stop 49), quoted from
 * the runs `m48-f49` and `f53-b49`, and a good value of each that passes.
 */
describe("a count with decimals", () => {
  it("flags Buffer's 'shares':63.98 and Neblio's 'blockheight':88.6 and 'confirmations':23.65", () => {
    expect(fractionalCount("shares", 63.98, { type: "number" })).toBe(true);
    expect(
      fractionalCount("blockheight", 88.6, {
        type: "number",
        description: "Blockheight of the UTXO",
      }),
    ).toBe(true);
    expect(fractionalCount("confirmations", 23.65)).toBe(true);
    expect(fractionalCount("source_file_height", 42.5)).toBe(true);
  });

  it("passes whole counts, fees, a mean and coordinates", () => {
    expect(fractionalCount("shares", 64)).toBe(false);
    expect(fractionalCount("fees", 98.95)).toBe(false);
    expect(fractionalCount("shares", 3.5, { description: "Average shares per post" })).toBe(false);
    expect(fractionalCount("latitude", 47.60621)).toBe(false);
    expect(fractionalCount("price", 19.99)).toBe(false);
  });
});
