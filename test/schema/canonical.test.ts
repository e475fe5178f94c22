import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { CanonicalJsonError, canonicalJson } from "../../src/core/schema/canonical.js";

/** The definition, written plainly: keys sorted by code unit at every level. */
function reference(v: unknown): string {
  if (v === null) return "null";
  if (typeof v === "string" || typeof v === "boolean") return JSON.stringify(v);
  if (typeof v === "number") {
    if (!Number.isFinite(v)) throw new Error("non-finite");
    return JSON.stringify(v);
  }
  if (typeof v !== "object") throw new Error("cannot encode");
  if (Array.isArray(v))
    return `[${Array.from({ length: v.length }, (_, i) => (v[i] === undefined ? "null" : reference(v[i]))).join(",")}]`;
  const o = v as Record<string, unknown>;
  const parts = Object.keys(o)
    .sort()
    .filter((k) => o[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${reference(o[k])}`);
  return `{${parts.join(",")}}`;
}

/** Random JSON-ish values: keys in sorted and unsorted order, shared words, odd characters. */
function randomValue(rng: ReturnType<typeof createRng>, depth: number): unknown {
  const r = rng.next();
  if (depth > 4 || r < 0.3) {
    const words = ["a", "b", "Zed", "10", "9", "é", "\u{1F600}", "\uFF61", 'q"uote', "line\n", ""];
    const k = rng.range(0, 4);
    return [null, true, rng.range(-50, 50), rng.next() * 1e6, rng.pick(words)][k];
  }
  if (r < 0.55) return Array.from({ length: rng.range(0, 4) }, () => randomValue(rng, depth + 1));
  const keys = ["id", "name", "type", "description", "10", "9", "Zed", "é", "\u{1F600}", "\uFF61"];
  const n = rng.range(0, 5);
  const chosen = rng.shuffle([...keys]).slice(0, n);
  if (rng.next() < 0.6) chosen.sort();
  const o: Record<string, unknown> = {};
  for (const k of chosen) o[k] = randomValue(rng, depth + 1);
  return o;
}

describe("canonicalJson", () => {
  it("matches the plain definition on random values, sorted or not", () => {
    const rng = createRng(7);
    for (let i = 0; i < 400; i++) {
      const v = { root: randomValue(rng, 0), list: [randomValue(rng, 1), randomValue(rng, 1)] };
      expect(canonicalJson(v)).toBe(reference(v));
    }
  });

  it("sorts integer-like keys as text and drops undefined members", () => {
    expect(canonicalJson({ 9: 1, 10: 2, a: undefined, b: [undefined, 1] })).toBe(
      '{"10":2,"9":1,"b":[null,1]}',
    );
    expect(canonicalJson({ b: { y: 1, x: [{ d: 1, c: 2 }] }, a: [] })).toBe(
      '{"a":[],"b":{"x":[{"c":2,"d":1}],"y":1}}',
    );
  });

  it("writes objects that are not plain data as their own enumerable keys", () => {
    const noProto = Object.create(null) as Record<string, unknown>;
    noProto.b = 1;
    noProto.a = 2;
    expect(canonicalJson({ d: new Date(0), n: noProto })).toBe('{"d":{},"n":{"a":2,"b":1}}');
    class Point {
      constructor(
        public y = 2,
        public x = 1,
      ) {}
      toJSON() {
        return "ignored";
      }
    }
    expect(canonicalJson({ p: new Point() })).toBe('{"p":{"x":1,"y":2}}');
  });

  it("refuses what JSON cannot say, even inside otherwise sorted data, with a pointer", () => {
    const bad: [unknown, RegExp][] = [
      [{ a: 1, b: Number.NaN }, /at \/b/],
      [{ a: [1, Number.POSITIVE_INFINITY] }, /at \/a\/1/],
      [{ a: { f: () => 1 } }, /cannot encode function.*at \/a\/f/],
      [{ a: Symbol("s") }, /cannot encode symbol/],
      [{ a: 1n }, /cannot encode bigint/],
      [[undefined, () => 1], /at \/1/],
      [undefined, /cannot encode undefined/],
    ];
    for (const [v, re] of bad) {
      expect(() => canonicalJson(v)).toThrow(CanonicalJsonError);
      expect(() => canonicalJson(v)).toThrow(re);
    }
  });
});
