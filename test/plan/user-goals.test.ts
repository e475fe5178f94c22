import { describe, expect, it } from "vitest";
import { oneOfRequired, takesProviderToken } from "../../src/core/plan/semantics.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";

const bundle = { tools: [], model: undefined } as unknown as EnvBundle;
const spec = (over: Partial<ToolSpec> & Pick<ToolSpec, "name">): ToolSpec => ({
  description: "",
  inputSchema: { type: "object", properties: {} },
  ...over,
});

describe("what a person can ask a write for", () => {
  it("a write made of a provider's token is no errand (fresh9 A: addPaymentMethod)", () => {
    // `addPaymentMethod {"token":"demo_1s2b5e8","type":"Card"}`: the token was never given.
    const add = spec({
      name: "addPaymentMethod",
      description: "Add a new payment method to an account.",
      kind: "create",
      inputSchema: {
        type: "object",
        properties: {
          token: {
            type: "string",
            "x-in": "body",
            description:
              "The payment provider token representing a payment method, obtained by\nsubmitting payment method details to your third party provider.\n",
          },
          type: { type: "string", enum: ["Card"], "x-in": "body" },
        },
        required: ["token", "type"],
      },
    });
    expect(takesProviderToken(bundle, add)).toBe(true);
    // Counter-examples: an API key in a header, an optional token, a message "token" of a chat app.
    const header = spec({
      name: "post_orders",
      kind: "create",
      inputSchema: {
        type: "object",
        properties: {
          token: { type: "string", "x-in": "header", description: "API token issued to you" },
          item: { type: "string" },
        },
        required: ["token", "item"],
      },
    });
    expect(takesProviderToken(bundle, header)).toBe(false);
    const optional = spec({
      name: "post_profiles",
      kind: "create",
      inputSchema: {
        type: "object",
        properties: {
          token: {
            type: "object",
            description: "The token received from the client-side tokenization service.",
          },
          card: { type: "object" },
        },
      },
    });
    expect(takesProviderToken(bundle, optional)).toBe(false);
  });

  it("reads 'either a card or a token … supply one of them' as one of the two being needed", () => {
    const profiles = spec({
      name: "post_profiles",
      description:
        "Create Profile\n\nCreate a new Payment Profile using either a card or a Legato token. You must supply one of them.",
      inputSchema: {
        type: "object",
        properties: { card: { type: "object" }, token: { type: "object" }, billing: {} },
      },
    });
    expect(oneOfRequired(profiles)).toEqual(["card", "token"]);
    // Counter-examples: "either" without a must, and alternatives that are no inputs.
    expect(
      oneOfRequired(
        spec({
          name: "x",
          description: "Search either by name or by code.",
          inputSchema: { type: "object", properties: { name: {}, code: {} } },
        }),
      ),
    ).toEqual([]);
    expect(
      oneOfRequired(
        spec({
          name: "y",
          description: "Pay using either cash or a cheque. You must supply one of them.",
          inputSchema: { type: "object", properties: { amount: {} } },
        }),
      ),
    ).toEqual([]);
  });
});
