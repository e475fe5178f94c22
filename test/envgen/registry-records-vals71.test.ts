import { describe, expect, it } from "vitest";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * ATO Business Registries, cut (fresh75 blind readers N, both runs): the doc's example UUID
 * `123e4567-e89b-12d3-a456-426655440000` was the id of the first record of every collection (an
 * individual and an organisation shared it, so a role's party was either).
 */
type Rec = Record<string, unknown>;
const FIXTURE = "vals71/ato-registries.openapi.json";
const EXAMPLE_ID = "123e4567-e89b-12d3-a456-426655440000";

describe("ATO registry records (vals71)", () => {
  it("gives no record the doc's example id, and no two parties one id", async () => {
    for (const seed of [42, 3]) {
      const b = await bundleOfFixture(FIXTURE, seed);
      expect(JSON.stringify(b.initialState)).not.toContain(EXAMPLE_ID);
      const parties = [
        ...(b.initialState.individuals as Rec[]),
        ...(b.initialState.organisations as Rec[]),
      ].map((r) => r.id);
      expect(parties.length).toBeGreaterThan(6);
      expect(new Set(parties).size).toBe(parties.length);
    }
  });

  it("seeds a lookup table as the doc's example list shows it", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const names = (c: string) => (b.initialState[c] as Rec[]).map((r) => r.name);
    expect(names("legal_entity_types")).toEqual([
      "Sole Trader",
      "Partnership",
      "Joint Venture",
      "Company",
      "Trust",
    ]);
    expect(names("address_types")).toEqual(["Mailing", "Principal Place of Business"]);
    const described = (b.initialState.legal_entity_types as Rec[])[3]?.description;
    expect(String(described)).toMatch(/^A company is a separate legal entity/);
  });

  it("keeps a licence, a business name and a person's name valid for months to years", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const day = 86_400_000;
    const spans = (rows: Rec[]) =>
      rows
        .filter((r) => typeof r.fromDate === "string" && typeof r.toDate === "string")
        .map((r) => (Date.parse(String(r.toDate)) - Date.parse(String(r.fromDate))) / day);
    const licences = spans(b.initialState.licenses as Rec[]);
    const names = spans(
      (b.initialState.organisations as Rec[]).flatMap((r) => (r.names ?? []) as Rec[]),
    );
    expect(licences.length).toBeGreaterThan(3);
    expect(names.length).toBeGreaterThan(2);
    for (const d of [...licences, ...names]) expect(d).toBeGreaterThanOrEqual(150);
  });
});
