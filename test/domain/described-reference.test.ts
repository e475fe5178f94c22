import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";

/**
 * KYC (fresh49, held out until its blind read): the UBO order's `subjectId` is "KYC API Id (32
 * byte hexid) of the company you want to place the order for". The model made it a reference to
 * the UBO records themselves, the graph fed it a price-list SKU, and readers marked 4 of 60
 * samples A/M ("place an order for the pricing rule with max 79.893").
 */
const collections = ["companies", "ubos", "pricelists", "orders"];

describe("an id whose name names no collection", () => {
  it("refers to the collection its description says it is of", () => {
    const fm = inferFieldModel(
      "subjectId",
      {
        type: "string",
        description: "KYC API Id (32 byte hexid) of the company you want to place the order for",
      },
      { collections, entity: "ubos", param: true },
    );
    expect(fm.role).toBe("reference");
    expect(fm.ref).toBe("companies");
  });
  it("keeps a reference its name resolves, and names no collection the doc does not", () => {
    expect(
      inferFieldModel(
        "order_id",
        { type: "string", description: "ID of the company" },
        { collections, entity: "ubos", param: true },
      ).ref,
    ).toBe("orders");
    expect(
      inferFieldModel(
        "subjectId",
        { type: "string", description: "Id of the subject" },
        { collections, entity: "ubos", param: true },
      ).ref,
    ).toBeUndefined();
  });
});
