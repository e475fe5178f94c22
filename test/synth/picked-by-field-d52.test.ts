import { describe, expect, it } from "vitest";
import { formWording } from "../../src/core/synth/checks.js";
import { type FactPhrase, targetPhrase } from "../../src/core/synth/writer.js";

// dev52 first drafts the form gate dropped, the commonest kind ("with <field> <value>"):
// "Just remove the connector with connector Zapier", "Please update the chargestation with
// manufacturer Nissan", "cancel my reservation with reservation Primary reservation", "remove the
// certificate with domain crona.io", "remove the authorization with org Shields - Hoeger".
const select = (noun: string, label: string, value: string): FactPhrase => ({
  key: `0.${label.replace(/ /g, "_")}`,
  value,
  label,
  role: "select",
  personal: false,
  noun,
});

const cases: [FactPhrase, string][] = [
  [select("connector", "connector", "Zapier"), "the Zapier connector"],
  [select("chargestation", "manufacturer", "Nissan"), "the Nissan chargestation"],
  [select("reservation", "reservation", "Primary reservation"), "my Primary reservation"],
  [select("certificate", "domain", "crona.io"), "the certificate for crona.io"],
  [select("authorization", "org", "Shields - Hoeger"), "the authorization for Shields - Hoeger"],
  [select("vehicle", "battery capacity", "63.9"), "the vehicle with a battery capacity of 63.9"],
];

describe("a record picked by one of its fields", () => {
  for (const [t, said] of cases)
    it(`says "${said}"`, () => {
      const phrase = targetPhrase(t);
      expect(phrase).toBe(said);
      expect(formWording(`Please remove ${phrase}.`, [t.label, "connector"])).toBeUndefined();
    });
  it("keeps a code field as it was", () => {
    expect(targetPhrase(select("address", "postal code", "80202"))).toBe(
      "my address with postal code 80202",
    );
  });
});
