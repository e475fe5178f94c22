import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * Codes a doc describes (taxamo's Country and Currency schemas, fresh41): the description says
 * which code a field holds, whatever its name suggests — `code_long` is no longitude, `code` no
 * "REF-5462", and a country record's codes name one country.
 */
const desc = (description: string) => ({ type: "string", description });

describe("a code the doc describes is that code", () => {
  const s = createValueSampler(41, { domain: "Taxamo tax calculation transactions countries" });

  it('"Two letter ISO country code." on a country\'s `code` is a country code, never "REF-5462"', () => {
    for (let i = 0; i < 5; i++) {
      const v = s.value({
        name: "code",
        entity: "countries",
        record: {},
        schema: desc("Two letter ISO country code."),
      });
      expect(v).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('a country record\'s alpha-3, numeric and calling codes are its own: "ITA", "380", "+39"', () => {
    const record = { code: "IT" };
    const of = (name: string, text: string) =>
      s.value({ name, entity: "countries", record, schema: desc(text) });
    expect(of("code_long", "Three letter ISO country code.")).toBe("ITA");
    expect(of("codenum", "Country ISO 3-digit code.")).toBe("380");
    expect(of("callingCode", "List of phone number calling codes.")).toBe("+39");
    expect(of("tax_number_country_code", "VAT number country code. Important for Greece.")).toBe(
      "IT",
    );
  });

  it('"Currency 3-letter ISO code." on a currency\'s `code` is a currency code', () => {
    for (let i = 0; i < 5; i++) {
      const v = s.value({
        name: "code",
        entity: "currencies",
        record: {},
        schema: desc("Currency 3-letter ISO code."),
      });
      expect(v).toMatch(/^[A-Z]{3}$/);
    }
  });
});
