import { describe, expect, it } from "vitest";
import { describedDigits } from "../../src/core/domain/doc-shapes.js";
import { createValueSampler, statedChoices } from "../../src/core/domain/values.js";

// GSA's vendor search (fresh57, read blind in stop 52): `duns` "A 9-digit DUNS number" was drawn
// as "vendor", `naics` "a six digit NAICS code" as "contract", `vehicle` "Choices are either oasis
// or oasissb" as "vendor" — the user said "It's for the vendor dun". Readers marked them N.
describe("what a description says of a value's form is honoured", () => {
  const s = createValueSampler(3, { domain: "GSA OASIS vendors contracts NAICS" });
  const drawn = (name: string, description: string) =>
    String(
      s.value({ name, entity: "vendors", record: {}, schema: { type: "string", description } }),
    );

  it("'A 9-digit DUNS number', 'a six digit NAICS code': that many digits", () => {
    expect(describedDigits("A 9-digit DUNS number that uniquely identifies a vendor")).toBe(9);
    expect(describedDigits("a six digit NAICS code used to filter")).toBe(6);
    expect(describedDigits("The vendor's DUNS number")).toBeUndefined();
    for (let i = 0; i < 3; i++) {
      expect(drawn("duns", "A 9-digit DUNS number that uniquely identifies a vendor.")).toMatch(
        /^[1-9]\d{8}$/,
      );
      expect(drawn("naics", "a six digit NAICS code used to filter by contracts")).toMatch(
        /^[1-9]\d{5}$/,
      );
    }
  });

  it("'Choices are either oasis or oasissb': one of them", () => {
    expect(statedChoices("Choices are either oasis or oasissb. Will filter vendors")).toEqual([
      "oasis",
      "oasissb",
    ]);
    expect(statedChoices("Choices are date, status, amount or naics.")).toEqual([
      "date",
      "status",
      "amount",
      "naics",
    ]);
    expect(statedChoices("It can be used or ignored.")).toEqual([]);
    const v = drawn(
      "vehicle",
      "Choices are either oasis or oasissb. Will filter vendors by their presence in either vehicle.",
    );
    expect(["oasis", "oasissb"]).toContain(v);
  });
});
