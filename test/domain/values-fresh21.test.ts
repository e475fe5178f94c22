import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";
import { numbered } from "../../src/core/envgen/seed-state.js";
import {
  addressRepeat,
  fillerName,
  personInName,
  runOnExtension,
  streetCode,
  unitText,
} from "../../src/core/synth/record-defects.js";

/**
 * fresh21 blind readers (/work/blind39, row N) on Getty Images' previous purchases, Mercedes-Benz
 * dealers and e-drv drivers: "size_name holds a person's name", "file_size_in_bytes is base64
 * text", "streetAndNumber SA-4962", "addressAddition = a full address", "annual-report-2025.pdf8".
 */
const draw = (
  name: string,
  entity: string,
  siblings: string[],
  schema: Record<string, unknown> = { type: "string" },
) => {
  const s = createValueSampler(21, { domain: "photos, boards and purchased assets" });
  return Array.from({ length: 8 }, () => s.value({ name, schema, entity, siblings, record: {} }));
};

describe("a field is what its name says, read from the words of the name", () => {
  it("a size in bytes is a number of bytes, even typed as text", () => {
    for (const v of draw("file_size_in_bytes", "previous_asset_purchases", [])) {
      expect(String(v)).toMatch(/^\d+$/);
      expect(unitText("file_size_in_bytes", String(v))).toBe(false);
    }
  });

  it("a size's name is how big it is, not the buyer beside it", () => {
    const siblings = ["size_name", "purchased_by", "email_address", "file_size_in_bytes"];
    for (const v of draw("size_name", "previous_asset_purchases", siblings))
      expect(personInName("size_name", String(v))).toBe(false);
    // The record's own name beside an email is still its person's.
    for (const v of draw("name", "contacts", ["name", "email"]))
      expect(String(v)).toMatch(/^[A-Z][a-z'.]+ [A-Z]/);
  });

  it("a street with its number is a street, never a code", () => {
    for (const v of draw("streetAndNumber", "addresses", ["city", "postalCode", "country"])) {
      expect(streetCode("streetAndNumber", String(v))).toBe(false);
      expect(String(v)).toMatch(/[A-Za-z]/);
    }
  });

  it("an address addition adds to the street, it does not repeat the address", () => {
    const s = createValueSampler(21, { domain: "car dealers" });
    for (let i = 0; i < 8; i++) {
      const record: Record<string, unknown> = {};
      const siblings = ["street", "city", "zipCode", "addressAddition"];
      for (const name of siblings)
        record[name] = s.value({
          name,
          schema: { type: "string" },
          entity: "address",
          siblings,
          record,
        });
      expect(addressRepeat(record)).toEqual([]);
    }
  });

  it("a taken file name gets its number before the extension", () => {
    expect(numbered("annual-report-2025.pdf", 8)).toBe("annual-report-2025-8.pdf");
    expect(runOnExtension(numbered("onboarding-guide.pdf", 5))).toBe(false);
    expect(numbered("LHR", 5)).toBe("LHR5");
    expect(numbered("v1.2", 3)).toBe("v1.23");
  });

  it('a document, a licensee, a dealer are named as such things are ("Standard document.pdf", "Team licensee" are not)', () => {
    const s = createValueSampler(21, { domain: "clinical trials registry" });
    const one = (name: string, entity: string, optional = false) =>
      s.value({ name, schema: { type: "string" }, entity, siblings: [name], record: {}, optional });
    for (let i = 0; i < 6; i++) {
      const doc = String(one("name", "documents"));
      expect(doc).toMatch(/\.pdf$/);
      expect(fillerName("name", doc)).toBe(false);
      for (const [key, entity] of [
        ["licensee_name", "notes"],
        ["name", "dealers"],
        ["operator_name", "locations"],
        ["name", "interventions"],
        ["agreement_name", "products"],
      ] as const)
        expect(fillerName(key, String(one(key, entity))), `${key} of ${entity}`).toBe(false);
      // Words a business adds to its name that nothing tells are left out, not made up.
      expect(one("nameAddition", "dealers", true)).toBeUndefined();
    }
  });
});
