import { describe, expect, it } from "vitest";
import { canonicalJson, contentId, sha256Hex } from "../../src/core/schema/canonical.js";

describe("canonical JSON and content ids", () => {
  it("sorts keys at every depth and drops undefined members", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it("gives the same id whatever the key order", async () => {
    expect(await contentId({ x: 1, y: [true, null] })).toBe(
      await contentId({ y: [true, null], x: 1 }),
    );
  });

  it("hashes with sha256", async () => {
    expect(await sha256Hex("abc")).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("rejects values with no JSON form", () => {
    expect(() => canonicalJson({ n: Number.NaN })).toThrow(/non-finite/);
    expect(() => canonicalJson({ f: () => 1 })).toThrow(/cannot encode/);
  });
});
