import { describe, expect, it } from "vitest";
import { compileSchema } from "../../src/core/sandbox/json-schema-validator.js";

// Messages name the first problem by JSON pointer; the validator runs on every call, so it builds
// a pointer only for the problem it reports. These pin the texts tools and tests rely on.
describe("compileSchema messages", () => {
  const schema = {
    type: "object",
    properties: {
      id: { type: "string", pattern: "^n_[0-9]+$" },
      "a/b~c": { type: "integer", minimum: 1 },
      tags: { type: "array", items: { type: "string", maxLength: 3 } },
      pair: { type: "array", prefixItems: [{ type: "string" }, { type: "number" }] },
      deep: {
        type: "object",
        properties: { inner: { type: "object", required: ["x/y"], properties: {} } },
        additionalProperties: { type: "boolean" },
      },
      pick: { anyOf: [{ type: "string" }, { type: "integer" }] },
      one: { oneOf: [{ enum: ["a", "b"] }] },
      n: { type: "number", nullable: true, exclusiveMaximum: 10 },
    },
    required: ["id"],
    additionalProperties: false,
  };
  const v = compileSchema(schema);
  const cases: [unknown, string | null][] = [
    [{ id: "n_1" }, null],
    [{}, "/id: required property is missing"],
    [{ id: 3 }, "/id: expected string, got integer"],
    [{ id: "x" }, "/id: does not match pattern ^n_[0-9]+$"],
    [{ id: "n_1", "a/b~c": 0 }, "/a~1b~0c: expected >= 1"],
    [{ id: "n_1", tags: ["ok", "long"] }, "/tags/1: expected at most 3 characters"],
    [{ id: "n_1", pair: ["a", "b"] }, "/pair/1: expected number, got string"],
    [{ id: "n_1", deep: { inner: {} } }, "/deep/inner/x~1y: required property is missing"],
    [{ id: "n_1", deep: { other: 1 } }, "/deep/other: expected boolean, got integer"],
    [
      { id: "n_1", pick: true },
      "/pick: expected string, got boolean (and no other anyOf variant matched)",
    ],
    [{ id: "n_1", one: "c" }, '/one: expected one of "a", "b"'],
    [{ id: "n_1", n: null }, null],
    [{ id: "n_1", n: 10 }, "/n: expected < 10"],
    [{ id: "n_1", extra: 1 }, "/extra: unexpected property"],
    ["text", "(root): expected object, got string"],
  ];
  it.each(cases)("%j → %s", (value, message) => {
    expect(v(value)).toBe(message);
  });

  it("gives the same answer when called again after a failure deep inside", () => {
    expect(v({ id: "n_1", deep: { inner: {} } })).toBe(
      "/deep/inner/x~1y: required property is missing",
    );
    expect(v({ id: 3 })).toBe("/id: expected string, got integer");
    expect(v({ id: "n_1" })).toBeNull();
  });

  it("counts code points, not UTF-16 units, for string lengths", () => {
    const s = compileSchema({ type: "string", minLength: 2, maxLength: 2 });
    expect(s("😀😀")).toBeNull();
    expect(s("😀")).toBe("(root): expected at least 2 characters");
    expect(s("😀😀😀")).toBe("(root): expected at most 2 characters");
  });
});
