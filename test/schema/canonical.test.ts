import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import {
  CanonicalJsonError,
  canonicalJson,
  sameCanonicalJson,
} from "../../src/core/schema/canonical.js";

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

describe("sameCanonicalJson", () => {
  /** A near copy of `v`: keys reordered, sometimes one leaf changed or one key dropped or added. */
  function variant(rng: ReturnType<typeof createRng>, v: unknown): unknown {
    if (Array.isArray(v)) return v.map((x) => variant(rng, x));
    if (typeof v === "object" && v !== null) {
      const o = v as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const k of rng.shuffle(Object.keys(o))) out[k] = variant(rng, o[k]);
      const r = rng.next();
      if (r < 0.05) out.extra = 1;
      else if (r < 0.1) delete out[Object.keys(out)[0] ?? ""];
      return out;
    }
    const r = rng.next();
    if (r < 0.05) return typeof v === "number" ? String(v) : 0;
    return v;
  }

  it("says what comparing the canonical JSON texts says, without writing them", () => {
    const rng = createRng(11);
    let same = 0;
    for (let i = 0; i < 600; i++) {
      const a = { root: randomValue(rng, 0), list: [randomValue(rng, 1)] };
      const b = rng.next() < 0.3 ? { root: randomValue(rng, 0), list: [] } : variant(rng, a);
      const want = canonicalJson(a) === canonicalJson(b);
      if (want) same++;
      expect(sameCanonicalJson(a, b)).toBe(want);
      expect(sameCanonicalJson(b, a)).toBe(want);
    }
    // Both answers are exercised.
    expect(same).toBeGreaterThan(100);
    expect(same).toBeLessThan(500);
  });

  it("treats undefined members and items as canonicalJson writes them", () => {
    const cases: Array<[unknown, unknown]> = [
      [{ a: 1, b: undefined }, { a: 1 }],
      [
        [undefined, 1],
        [null, 1],
      ],
      [{ x: -0 }, { x: 0 }],
      [{}, []],
      [{ toString: 1 }, {}],
      [{}, { toString: 1 }],
      [{ a: "1" }, { a: 1 }],
      [{ a: [1, 2] }, { a: [1, 2, 3] }],
      [{ a: { b: null } }, { a: { b: {} } }],
    ];
    for (const [a, b] of cases) {
      const want = canonicalJson(a) === canonicalJson(b);
      expect(sameCanonicalJson(a, b), JSON.stringify([a, b])).toBe(want);
      expect(sameCanonicalJson(b, a), JSON.stringify([b, a])).toBe(want);
    }
  });
});
