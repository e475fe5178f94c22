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

  it("sorts integer-like and non-ASCII keys by code unit and writes values as JSON.stringify does", () => {
    const value = {
      "10": [1, undefined, 'x\u2028"y"', { b: null, a: -0.5e-7 }],
      "9": { é: "ü", Z: true, a: { "": 0, "\u0000": "nul" } },
      list: [[], {}, [{ k: undefined, j: 1e21 }]],
    };
    expect(canonicalJson(value)).toBe(
      '{"10":[1,null,"x\u2028\\"y\\"",{"a":-5e-8,"b":null}],"9":{"Z":true,"a":{"":0,"\\u0000":"nul"},"é":"ü"},"list":[[],{},[{"j":1e+21}]]}',
    );
  });

  it("points at the value it cannot encode", () => {
    expect(() => canonicalJson({ b: [1, { c: () => 1 }], a: 1 })).toThrow(
      /cannot encode function \(at \/b\/1\/c\)/,
    );
  });
});
