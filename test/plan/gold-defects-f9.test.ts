import { beforeAll, describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { type GoldCall, goldDefects } from "./gold-defects.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/** The detector agrees with the fresh9 blind readers (r1/r2) on their verbatim examples. */
const bundleOf = planFixtureBundle;
let beanstream: EnvBundle;
let tyk: EnvBundle;
let britbox: EnvBundle;
beforeAll(async () => {
  beanstream = await bundleOf("beanstream-subset.openapi.json");
  tyk = await bundleOf("tyk-subset.openapi.json");
  britbox = await bundleOf("britbox-subset.openapi.json");
}, 90_000);

const kinds = (b: EnvBundle, calls: GoldCall[], goals: string[] = [], goalPhrase?: string) =>
  goldDefects({ goals, calls, ...(goalPhrase ? { goalPhrase } : {}) }, b).map((d) => d.kind);

describe("gold defects the fresh9 readers marked", () => {
  it("a refund of another payment than the one looked up, asked as 'check the payment'", () => {
    // r1 S26: "check the payment for tran 13.2, for 61.95 and for order ORD-7743"
    const bad: GoldCall[] = [
      { tool: "get_payments_by_trans_id", args: { transId: 13.2 }, result: { id: 44.52 } },
      {
        tool: "post_payments_by_trans_id_returns",
        args: { transId: 44.52, amount: 61.95, order_number: "ORD-7743" },
        dependsOn: [0],
      },
    ];
    const found = kinds(
      beanstream,
      bad,
      ["post_payments_by_trans_id_returns"],
      "check the payment",
    );
    expect(found).toContain("key-not-passed");
    expect(found).toContain("read-worded-write");
    // The same payment, asked as a return: nothing to mark.
    const good: GoldCall[] = [
      {
        tool: "get_payments_by_trans_id",
        args: { transId: 10000123 },
        result: { id: "10000123", amount: 70.95 },
      },
      {
        tool: "post_payments_by_trans_id_returns",
        args: { transId: 10000123, amount: 27 },
        dependsOn: [0],
      },
    ];
    expect(
      kinds(beanstream, good, ["post_payments_by_trans_id_returns"], "return the payment"),
    ).toEqual([]);
  });

  it("an api_id taken from the listed API's other key", () => {
    const listed = [
      { api_id: "api_1001", id: "ref_1056", name: "Api 22" },
      { api_id: "api_1002", id: "ref_1057", name: "Api 14" },
    ];
    // r2 S14: listing has "api_id":"api_1001" …; gold passes {"api_id":"ref_1056"}.
    expect(
      kinds(tyk, [
        { tool: "get_tyk_apis", args: {}, result: listed },
        { tool: "get_tyk_keys", args: { api_id: "ref_1056" }, dependsOn: [0] },
      ]),
    ).toEqual(["other-field-key"]);
    expect(
      kinds(tyk, [
        { tool: "get_tyk_apis", args: {}, result: listed },
        { tool: "get_tyk_keys", args: { api_id: "api_1001" }, dependsOn: [0] },
      ]),
    ).toEqual([]);
  });

  it("a message where the doc asks for a coupon id; a provider token nobody gave", () => {
    // r1 S05: activateSaveOffer {"body":"Backup itv, kept for failover."}
    expect(
      kinds(britbox, [
        { tool: "activateSaveOffer", args: { body: "Backup itv, kept for failover." } },
      ]),
    ).toContain("message-for-code");
    expect(kinds(britbox, [{ tool: "activateSaveOffer", args: { body: "SPRING30" } }])).toEqual([]);
    // r1 S07: addPaymentMethod {"token":"demo_1s2b5e8","type":"Card"} (token never given).
    expect(
      kinds(
        britbox,
        [{ tool: "addPaymentMethod", args: { token: "demo_1s2b5e8", type: "Card" } }],
        ["addPaymentMethod"],
      ),
    ).toContain("provider-token-goal");
  });

  it("a profile with neither the card nor the token the doc says one of is needed", () => {
    // r1 S14: post_profiles {"billing":{…},"language":"fr"}: "You must supply one of them".
    const billing = { name: "Marty Upton", city: "Berlin", country: "Germany" };
    expect(
      kinds(
        beanstream,
        [{ tool: "post_profiles", args: { billing, language: "fr" } }],
        ["post_profiles"],
      ),
    ).toEqual(["one-of-missing"]);
    expect(
      kinds(
        beanstream,
        [
          {
            tool: "post_profiles",
            args: {
              billing,
              card: {
                name: "Marty Upton",
                number: "4242424242424242",
                expiry_month: "02",
                expiry_year: "28",
              },
            },
          },
        ],
        ["post_profiles"],
      ),
    ).toEqual([]);
  });
});
