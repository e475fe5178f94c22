import { describe, expect, it } from "vitest";
import { createRng as createDomainRng, createRng } from "../../src/core/domain/rng.js";
import { samplePattern } from "../../src/core/domain/values.js";
import { compileSchema } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { buildArgs, buildInvalidArgs } from "../../src/core/verify/build-args.js";
import { sampleFromSchema } from "../../src/core/verify/sample-schema.js";
import { indexState } from "../../src/core/verify/state-index.js";

const schemas: Record<string, unknown>[] = [
  { type: "string", enum: ["a", "b"] },
  { type: "string", format: "email" },
  { type: "string", format: "date-time" },
  { type: "string", format: "uuid" },
  { type: "string", minLength: 12, maxLength: 14 },
  { type: "string", pattern: "^[A-Z]{3}-\\d{4}$" },
  { type: "integer", minimum: 10, maximum: 12 },
  { type: "number", exclusiveMinimum: 0, maximum: 1 },
  { type: "integer", multipleOf: 5, minimum: 1 },
  { type: "array", items: { type: "string" }, minItems: 2, maxItems: 2 },
  { type: "number", enum: ["", 0, 2] },
  { type: "null" },
  { oneOf: [{ oneOf: [{ type: "array", items: { type: "integer" } }] }, { type: "string" }] },
  {
    type: "object",
    properties: {
      a: { type: "string" },
      b: { allOf: [{ type: "object", properties: { c: { type: "boolean" } }, required: ["c"] }] },
    },
    required: ["a", "b"],
    additionalProperties: false,
  },
];

describe("sampleFromSchema", () => {
  it("generates values every schema accepts, for many seeds", () => {
    for (const schema of schemas) {
      const validate = compileSchema(schema);
      for (let seed = 0; seed < 25; seed++) {
        const value = sampleFromSchema(schema, createRng(seed), "field");
        expect(validate(value), `${JSON.stringify(schema)} ← ${JSON.stringify(value)}`).toBeNull();
      }
    }
  });

  it("looks like the format it stands for", () => {
    const rng = createRng(1);
    expect(sampleFromSchema({ type: "string", format: "email" }, rng)).toMatch(
      /^[^@\s]+@[^@\s]+\.\w+$/,
    );
    expect(
      Number.isNaN(
        Date.parse(String(sampleFromSchema({ type: "string", format: "date-time" }, rng))),
      ),
    ).toBe(false);
    expect(samplePattern("^(ab|cd)+x?$", createDomainRng(1))).toMatch(/^(ab|cd)+x?$/);
    expect(samplePattern("(?<=a)b", createDomainRng(1))).toBeUndefined();
  });
});

describe("buildArgs", () => {
  const state = {
    customers: [
      { customer_id: "c1", name: "Ada Lovelace", email: "ada@example.com" },
      { customer_id: "c2", name: "Alan Turing", email: "alan@example.com" },
    ],
    orders: [
      { id: 7, customer_id: "c2", status: "open" },
      { id: 8, customer_id: "c1", status: "shipped" },
    ],
    __env: { counter: 3 },
  };
  const index = indexState(state);
  const tool = (t: Partial<ToolSpec>): ToolSpec => ({
    name: "t",
    description: "",
    inputSchema: {},
    ...t,
  });

  it("uses ids that exist and values from the same record", () => {
    const getOrder = tool({
      kind: "read",
      entity: "orders",
      inputSchema: {
        type: "object",
        properties: { order_id: { type: "string" }, customer_id: { type: "string" } },
        required: ["order_id", "customer_id"],
      },
    });
    const built = buildArgs(getOrder, index, createRng(1), {
      anchor: 1,
      variant: 0,
      creating: false,
    });
    // The integer id fits the string parameter once converted; the customer is the order's own.
    expect(built.args).toEqual({ order_id: "8", customer_id: "c1" });
    expect(built.ids.every((o) => o.existing)).toBe(true);

    const findCustomer = tool({
      kind: "read",
      entity: "customers",
      inputSchema: {
        type: "object",
        properties: { name: { type: "string" }, email: { type: "string", format: "email" } },
        required: ["name", "email"],
      },
    });
    expect(
      buildArgs(findCustomer, index, createRng(1), { anchor: 0, variant: 0, creating: false }).args,
    ).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
  });

  it("does not reuse an existing id of the entity being created, but keeps foreign keys", () => {
    const createOrder = tool({
      kind: "create",
      entity: "orders",
      inputSchema: {
        type: "object",
        properties: { id: { type: "integer" }, customer_id: { type: "string" } },
        required: ["id", "customer_id"],
      },
    });
    const { args } = buildArgs(createOrder, index, createRng(2), {
      anchor: 0,
      variant: 0,
      creating: true,
    });
    expect(args.customer_id).toBe("c2");
    expect(typeof args.id).toBe("number");
  });

  it("builds invalid calls a schema validator must reject", () => {
    const t = tool({
      inputSchema: {
        type: "object",
        properties: { q: { type: "string" }, limit: { type: "integer" } },
        required: ["q"],
      },
    });
    const invalid = buildInvalidArgs(t, { q: "x", limit: 3 });
    expect(invalid.length).toBe(2);
    const validate = compileSchema(t.inputSchema);
    for (const i of invalid) expect(validate(i.args), i.why).not.toBeNull();
  });
});
