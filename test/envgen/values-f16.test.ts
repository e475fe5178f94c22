import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";
import { createValueSampler, type ValueRequest } from "../../src/core/domain/values.js";

/**
 * What the fresh16 blind readers marked "nonsense data" (/work/reader/f16-blind/r1.md, r2.md):
 * records that could not exist. One record's times run in the order their names say, a record a
 * call just made has counted nothing yet, and a status, type or unit the doc gives no list of is
 * the doc's own example or a word of the field's own quantity — never a status word of another
 * vocabulary.
 */
const str = { type: "string" };

function draws(domain: string, req: Omit<ValueRequest, "record">, n = 12) {
  const s = createValueSampler(7, { domain });
  return Array.from({ length: n }, () => s.value({ ...req, record: {} }));
}

const ENERGY =
  "Hardware Sentry TrueSight presentation: energy usage, power consumption, CO2 emissions and heating margin of monitored devices.";

describe("a unit is the unit of the field's own quantity", () => {
  it("r2 S02 'ambientTemperatureUnit' W in an energy API: a temperature's unit is a degree", () => {
    const vs = draws(ENERGY, {
      name: "ambientTemperatureUnit",
      schema: {
        ...str,
        description: "The unit in which the ambient temperature value is being expressed.",
      },
    });
    for (const v of vs) expect(["°C", "°F"]).toContain(v);
  });
  it("'energyCostUnit' W: the unit of a cost is a currency", () => {
    const vs = draws(ENERGY, {
      name: "costUnit",
      schema: {
        ...str,
        description: "The currency in which all energy cost values are being expressed.",
      },
    });
    for (const v of vs) expect(String(v)).toMatch(/^[A-Z]{3}$/);
  });
  it("'co2EmissionUnit' Wh: an emission is a mass", () => {
    const vs = draws(ENERGY, {
      name: "co2EmissionUnit",
      schema: {
        ...str,
        description: "The unit in which the CO<sub>2</sub> emission is being expressed.",
      },
    });
    for (const v of vs) expect(["kg", "g", "t"]).toContain(v);
  });
  it("a power consumption's unit is still a power or energy unit", () => {
    const vs = draws(ENERGY, {
      name: "powerConsumptionUnit",
      schema: {
        ...str,
        description: "The unit in which the power consumption of the device is being expressed.",
      },
    });
    for (const v of vs) expect(["W", "kW"]).toContain(v);
  });
});

describe("a status the doc gives no list of is of its own vocabulary", () => {
  it("r2 S17 'euroStatus':'completed': the doc's example 'Euro 5' is the kind of value it holds", () => {
    const schema = {
      ...str,
      description: "Euro Status (Dealer / Customer Provided (new vehicles))",
      example: "Euro 5",
    };
    const field = inferFieldModel("euroStatus", schema);
    const vs = draws("DVLA Vehicle Enquiry API: vehicle details by registration number.", {
      name: "euroStatus",
      schema,
      field,
      entity: "vehicles",
    });
    for (const v of vs) expect(["active", "pending", "completed"]).not.toContain(v);
    expect(vs).toContain("Euro 5");
  });
  it("r2 S17 'fuelType':'van': a type the doc shows 'PETROL' of is a fuel, not a kind of vehicle", () => {
    const vs = draws("DVLA Vehicle Enquiry API: vehicle details by registration number.", {
      name: "fuelType",
      schema: { ...str, description: "Fuel type (Method of Propulsion)", example: "PETROL" },
      entity: "vehicles",
    });
    for (const v of vs) expect(v).toBe("PETROL");
  });
});

describe("a record that is no person is not named like one", () => {
  it("r1 S26 'template named Tillman Hettinger': a template sent from someone's address is named as a template", () => {
    const siblings = ["name", "code", "from_email", "from_name", "subject", "slug", "publish_name"];
    const s = createValueSampler(7, {
      domain: "Mandrill: transactional email templates, senders and subaccounts.",
    });
    for (let i = 0; i < 12; i++) {
      const record: Record<string, unknown> = {
        from_email: "dewayne.kuphal@example.com",
        from_name: "Dewayne Kuphal",
      };
      const v = String(
        s.value({ name: "name", schema: str, entity: "templates", siblings, record }),
      );
      expect(v).not.toBe("Dewayne Kuphal");
      expect(v).not.toMatch(/^[A-Z][a-z]+ [A-Z][a-z'-]+$/);
      // …while the name its mail comes from is a person's.
      const from = String(
        s.value({ name: "from_name", schema: str, entity: "templates", siblings, record: {} }),
      );
      expect(from).toMatch(/^[A-Z][a-z'-]+ [A-Z][a-z'-]+/);
    }
  });
  it("a contact with an email of its own is still a person", () => {
    const s = createValueSampler(7, { domain: "Address book" });
    const v = String(
      s.value({
        name: "name",
        schema: str,
        entity: "entries",
        siblings: ["name", "email", "phone"],
        record: {},
      }),
    );
    expect(v).toMatch(/^[A-Z][a-z'-]+ [A-Z][a-z'-]+/);
  });
});

describe("the name of whoever an address is", () => {
  it("d16 'add a new template called \"Frank Bartell\"… It's called \"Onboarding checklist\"': from_name beside from_email is a person's name, not what the template is called", () => {
    expect(
      inferFieldModel("from_name", str, { siblings: ["name", "from_email", "subject"] }).role,
    ).toBe("person-name");
    expect(inferFieldModel("fromName", str, { siblings: ["name", "fromEmail"] }).role).toBe(
      "person-name",
    );
    expect(inferFieldModel("from_name", str, { siblings: ["name", "subject"] }).role).toBe("label");
  });
});
