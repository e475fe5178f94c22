import { beforeAll, describe, expect, it } from "vitest";
import { groundPlan } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// Lucidtech (fresh36 dev): "Please add a new payment method. You can describe it as "Method from
// December 13.". It's named "Cash on delivery"." The description may go unsent, and nothing says
// what a payment method's description holds, so the only value was a line made of its noun and a
// date. A person leaves out what they have nothing to say for; a value they do have is sent.
type Json = Record<string, unknown>;
const method = {
  type: "object",
  properties: {
    paymentMethodId: { type: "string" },
    name: { type: "string" },
    description: { type: "string" },
  },
};
const doc = {
  openapi: "3.0.0",
  info: { title: "Document AI platform", version: "1" },
  paths: {
    "/paymentMethods": {
      post: {
        operationId: "post_payment_methods",
        summary: "Create payment method",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  name: { type: "string", maxLength: 4096 },
                  description: { type: "string", maxLength: 4096 },
                },
              },
            },
          },
        },
        responses: okJson(method),
      },
    },
  },
};
const ownership = {
  type: "object",
  properties: {
    ownershipId: { type: "string" },
    expires: { type: "integer", format: "int64", description: "Expiry time in milliseconds" },
  },
};
// OpenChannel (fresh35 dev): "update the expiry time of my ownership record … I'm looking for
// anything about "life"" — an optional search sent with a word no record holds.
const ownerships = {
  openapi: "3.0.0",
  info: { title: "App market ownership", version: "1" },
  paths: {
    "/ownership": {
      get: {
        operationId: "get_ownership",
        summary: "Search ownership records",
        parameters: [{ name: "query", in: "query", required: false, schema: { type: "string" } }],
        responses: okJson({
          type: "object",
          properties: { list: { type: "array", items: ownership } },
        }),
      },
    },
  },
};
const FILLER =
  /^[A-Z][a-z ]+ (from|added on) [A-Z][a-z]+ \d+\.$|^Updated [a-z ]+, [A-Z][a-z]+ \d+\.$|for the [A-Z][a-z]+ review\.$/;

describe("an optional input with only filler to say", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOfDoc(doc, "payments.json", 2);
  }, 60_000);

  it("goes unsent, while the name the user gives is sent", async () => {
    let grounded = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const r = await groundPlan(
        {
          id: "",
          seed,
          envs: [bundle.id],
          goal: "s1",
          steps: [
            {
              id: "s1",
              env: bundle.id,
              tool: "post_payment_methods",
              args: {
                name: { from: "user", value: undefined },
                description: { from: "user", value: undefined },
              },
            },
          ],
        },
        [bundle],
        createEnvInstance,
      );
      if (!r.ok) continue;
      grounded++;
      const args = r.value.steps[0]?.grounded?.args as Json;
      expect(typeof args.name, JSON.stringify(args)).toBe("string");
      if (args.description !== undefined) expect(String(args.description)).not.toMatch(FILLER);
    }
    expect(grounded).toBeGreaterThan(4);
  });
});

describe("an optional search with no record's name to look for", () => {
  it("goes unsent", async () => {
    const bundle = await bundleOfDoc(ownerships, "ownership.json", 2);
    let grounded = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const r = await groundPlan(
        {
          id: "",
          seed,
          envs: [bundle.id],
          goal: "s1",
          steps: [
            {
              id: "s1",
              env: bundle.id,
              tool: "get_ownership",
              args: { query: { from: "user", value: undefined } },
            },
          ],
        },
        [bundle],
        createEnvInstance,
      );
      if (!r.ok) continue;
      grounded++;
      expect(r.value.steps[0]?.grounded?.args).not.toHaveProperty("query");
    }
    expect(grounded).toBeGreaterThan(3);
  }, 60_000);
});
