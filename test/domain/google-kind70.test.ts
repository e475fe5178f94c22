import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";

// AdSense Management (fresh75 blind readers B/F): "I found 3 payments: an adsense#payment one on
// January 25" and "tell me the kind and timezone of the account" — Google's `kind` ("Kind of resource
// this is, in this case adsense#payment.") is the server's constant, no fact of a record.
describe("a Google resource's kind is the server's constant", () => {
  const role = (desc: string) =>
    inferFieldModel("kind", { type: "string", default: "adsense#x", description: desc }, {}).role;

  it("is system-managed however the doc says it", () => {
    expect(role("Kind of resource this is, in this case adsense#payment.")).toBe("system");
    expect(role("Kind of list this is, in this case adsense#accounts.")).toBe("system");
    expect(role("Kind this is, in this case adsense#adCode.")).toBe("system");
  });

  it("leaves a record's own kind alone", () => {
    expect(
      inferFieldModel(
        "kind",
        { type: "string", enum: ["movie", "series"], description: "The kind of title." },
        {},
      ).role,
    ).not.toBe("system");
  });
});
