import { describe, expect, it } from "vitest";
import { bundleOf } from "./helpers.js";

// The bundled shoe shop (lead read, stop 55): a coupon is keyed by its `code`, which its owner
// holds in hand, yet orders named it "the coupon with a last used on of October 21, 2025" —
// the code could only come from a lookup.
describe("a record keyed by what its owner holds in hand", () => {
  it("may be named by the user (a coupon by its code)", async () => {
    const shop = await bundleOf(
      new URL("../../public/examples/shop.openapi.yaml", import.meta.url),
    );
    const tools = shop.model!.tools;
    const coupon = Object.values(tools)
      .flatMap((t) => Object.entries(t.inputs))
      .filter(([, i]) => i.entity === "coupons" && (i.role === "reference" || i.role === "id"));
    expect(coupon.length).toBeGreaterThan(0);
    for (const [name, input] of coupon) expect(input.source, name).toBe("either");
    // …while a customer, keyed by an id nobody holds, is still found by a tool.
    const customer = Object.values(tools)
      .flatMap((t) => Object.entries(t.inputs))
      .filter(([, i]) => i.entity === "customers" && (i.role === "reference" || i.role === "id"));
    expect(customer.length).toBeGreaterThan(0);
    for (const [name, input] of customer) expect(input.source, name).toBe("tool");
  });
});
