import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { COUNTRIES, JWT_ALGORITHMS, MOLECULES } from "../../src/core/domain/value-data.js";
import { createValueSampler, examplesFromText } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { synthesise } from "../../src/core/plan/value-picker.js";
import { findShapeDefects } from "./shape-defects.js";

/**
 * Values whose shape and meaning agree with the field and the record, from the fresh9 readers'
 * "nonsense data" marks (/work/reader/f9-blind/r1.md, r2.md): coordinates at the record's city,
 * card digits that are digits, chemistry and crypto fields from their own vocabularies, the doc's
 * own example where the name misleads. Schemas below are verbatim from the fresh9 specs.
 */

const draw = (domain: string, name: string, schema: Record<string, unknown>, entity: string) => {
  const s = createValueSampler(11, { domain });
  return Array.from({ length: 12 }, () =>
    s.value({ name, schema, entity, record: {}, siblings: [name] }),
  );
};

describe("shape from meaning and type", () => {
  it("card last digits are four digits even where the doc types them number", () => {
    const schema = {
      description: "The last digits of the card if the payment method is a card.",
      format: "int32",
      type: "number",
    };
    for (const v of draw("payments", "lastDigits", schema, "payment_method")) {
      expect(Number.isInteger(v)).toBe(true);
      expect(String(v)).toMatch(/^\d{4}$/);
    }
    for (const v of draw("payments", "last_four", { type: "string" }, "card"))
      expect(v).toMatch(/^\d{4}$/);
  });

  it("a stored card's description names its brand and the same last digits", () => {
    const s = createValueSampler(11, { domain: "BritBox payments subscriptions cards" });
    for (const brand of ["Visa", "MasterCard", "Other"]) {
      const rec: Record<string, unknown> = { brand };
      rec.description = s.value({
        name: "description",
        schema: { type: "string" },
        entity: "methods",
        record: rec,
      });
      rec.lastDigits = s.value({
        name: "lastDigits",
        schema: { type: "number", format: "int32" },
        entity: "methods",
        record: rec,
      });
      expect(rec.description).toBe(
        `${brand === "Other" ? "Card" : brand === "MasterCard" ? "Mastercard" : brand} ending in ${rec.lastDigits}`,
      );
    }
  });

  it("a PIN has the digits the doc asks for", () => {
    const schema = { description: "The new pin. Must be a 4-digit string.", type: "string" };
    for (const v of draw("tv", "pin", schema, "pin")) expect(v).toMatch(/^\d{4}$/);
  });

  it("a number the doc formats int32 is whole; a count of months too", () => {
    for (const v of draw("music", "album_id", { type: "number" }, "album"))
      expect(Number.isInteger(v)).toBe(true);
    for (const v of draw("tv", "durationInMonths", { type: "number" }, "voucher"))
      expect(Number.isInteger(v)).toBe(true);
    for (const v of draw("tv", "intervalCount", { type: "number", format: "int32" }, "plan"))
      expect(Number.isInteger(v)).toBe(true);
    // A price stays a price.
    expect(
      draw("shop", "amount", { type: "number" }, "plan").some((v) => !Number.isInteger(v)),
    ).toBe(true);
  });

  it("chemistry and JWT fields come from their vocabularies, and a molecule's fields agree", () => {
    const smiles = new Set(MOLECULES.map((m) => m.smiles));
    for (const v of draw("ChEMBL molecules", "canonical_smiles", { type: "string" }, "molecule"))
      expect(smiles.has(v as string)).toBe(true);
    for (const v of draw("ChEMBL", "alogp", { type: "number" }, "molecule")) {
      expect(v as number).toBeGreaterThan(-3);
      expect(v as number).toBeLessThan(8);
    }
    for (const v of draw("Tyk gateway", "jwt_signing_method", { type: "string" }, "api"))
      expect(JWT_ALGORITHMS).toContain(v);
    const s = createValueSampler(5, { domain: "ChEMBL" });
    const rec: Record<string, unknown> = {};
    rec.canonical_smiles = s.value({
      name: "canonical_smiles",
      schema: { type: "string" },
      record: rec,
    });
    rec.standard_inchi_key = s.value({
      name: "standard_inchi_key",
      schema: { type: "string" },
      record: rec,
    });
    const m = MOLECULES.find((x) => x.smiles === rec.canonical_smiles);
    expect(rec.standard_inchi_key).toBe(m?.inchiKey);
  });

  it("an enum's way out ('none', 'Other') is seldom a record's value", () => {
    const schema = { enum: ["day", "week", "month", "year", "none"], type: "string" };
    const s = createValueSampler(3, { domain: "tv" });
    const vs = Array.from({ length: 200 }, () => s.value({ name: "interval", schema, record: {} }));
    expect(vs.filter((v) => v === "none").length).toBeLessThan(40);
    expect(new Set(vs)).toContain("month");
  });
});

describe("identifiers and scores of science APIs", () => {
  it("genes are HGNC symbols, accessions are database accessions, confidences in 0–1", () => {
    const genomics = "FireBrowse TCGA cancer genomics RNASeq";
    for (const v of draw(genomics, "gene", { type: "string" }, "expression"))
      expect(v).toMatch(/^[A-Z][A-Z0-9]{2,6}$/);
    for (const v of draw("EBI proteins UniProt", "accession", { type: "string" }, "protein"))
      expect(v).toMatch(/^[OPQ][0-9][A-Z0-9]{3}[0-9]$/);
    for (const v of draw("IntAct interactions", "confidence", { type: "number" }, "interaction")) {
      expect(v as number).toBeGreaterThanOrEqual(0);
      expect(v as number).toBeLessThanOrEqual(1);
    }
    // A gene outside biology is no HGNC symbol.
    expect(draw("music albums", "gene", { type: "string" }, "album")).not.toContain("TP53");
  });

  it("a street's name has no house number", () => {
    for (const v of draw("groups", "streetname", { type: "string" }, "location"))
      expect(v).not.toMatch(/^\d+ |\D \d+$/);
  });

  it("a list's examples come from its description (plan arguments)", () => {
    const schema = {
      description:
        "Comma separated list of TCGA participants, identified by barcodes such as TCGA-GF-A4EO, denoting samples to exclude from computation.",
      type: "array",
      items: { type: "string" },
    };
    const ctx = {
      rng: createRng(3),
      state: {},
      kind: "search",
      related: [],
      domain: "FireBrowse",
      clockStart: "2026-01-05T09:00:00.000Z",
    };
    const vs = Array.from({ length: 10 }, () => synthesise("Exclude", schema, ctx));
    expect(vs.filter((v) => JSON.stringify(v) === '["TCGA-GF-A4EO"]').length).toBeGreaterThan(5);
  });
});

describe("the doc's examples", () => {
  it("reads a whole UUID and stops a quoted list at prose", () => {
    expect(
      examplesFromText(
        "Universally unique identifier in canonical format, example: de305d54-75b4-431b-adb2-eb6b9e546014",
      ),
    ).toEqual(["de305d54-75b4-431b-adb2-eb6b9e546014"]);
    expect(
      examplesFromText(
        'The code of the preferred language for the profile.\nMust be a valid ISO language code e.g. "en-US" and must match the code of\none of the languages',
      ),
    ).toEqual(["en-US"]);
    // A list in one form still reads whole.
    expect(examplesFromText("e.g. 'JFK', 'LHR' or 'AMS'")).toEqual(["JFK", "LHR", "AMS"]);
    expect(examplesFromText("such as Berlin, Paris")).toEqual(["Berlin", "Paris"]);
    // A markdown doc's example query (fresh22 chompthis: the user "knew" barcode REF-2135 and the
    // allergen ALL-4796, issue 12 §2): the value after `&name=` in the example's code block.
    expect(
      examplesFromText("#### UPC/EAN barcode\n\n**Example**\n> ```&code=0842234000988```\n"),
    ).toEqual(["0842234000988"]);
    expect(
      examplesFromText(
        "#### Filter the search to only include branded foods that contain a specific trace ingredient.\n\n**Example**\n> ```&trace=Tree Nuts```\n\n**Important Note**: This parameter cannot be used alone.",
      ),
    ).toEqual(["Tree Nuts"]);
  });

  it("uses the doc's example where the name misleads ('domain', example: netherlands)", () => {
    const schema = {
      description: "the site the groups belongs to, example: netherlands",
      type: "string",
    };
    for (const v of draw("Greenwire groups", "domain", schema, "group"))
      expect(v).toBe("netherlands");
    // A real host name example still shares the draw with made-up hosts.
    const host = { description: "The host, e.g. api.example.com", type: "string" };
    expect(new Set(draw("gateway", "domain", host, "api")).size).toBeGreaterThan(1);
  });
});

describe("one place per record", () => {
  it("coordinates below a record's city lie at that city, and its text names it", () => {
    const rec = {
      description: "Primary event for the Melbourne region.",
      location: {
        city: "Sydney",
        coordinates: { latitude: "-53.8304", longitude: "-134.0793" },
      },
    };
    cohereSiblings(rec);
    const c = rec.location.coordinates;
    expect(Math.abs(Number(c.latitude) - -33.8688)).toBeLessThan(0.1);
    expect(Math.abs(Number(c.longitude) - 151.2093)).toBeLessThan(0.1);
    expect(typeof c.latitude).toBe("string");
    const nested = {
      description: "Primary group for the Seattle region.",
      location: { city: "Chicago", state: "IL" },
    };
    cohereSiblings(nested);
    expect(nested.description).toBe("Primary group for the Chicago region.");
    const flat = {
      city: "Seattle",
      description: "Primary event for the Melbourne region.",
      latitude: 47.6,
    };
    cohereSiblings(flat);
    expect(flat.description).toBe("Primary event for the Seattle region.");
    expect(flat.latitude).toBe(47.6);
  });

  it("sampled coordinates are near the record's city", () => {
    const s = createValueSampler(9, { domain: "events" });
    for (let i = 0; i < 20; i++) {
      const rec: Record<string, unknown> = {};
      rec.city = s.value({ name: "city", schema: { type: "string" }, record: rec });
      rec.latitude = s.value({ name: "latitude", schema: { type: "number" }, record: rec });
      rec.longitude = s.value({ name: "longitude", schema: { type: "number" }, record: rec });
      const place = COUNTRIES.flatMap((c) => c.places).find((p) => p.city === rec.city)!;
      expect(Math.abs((rec.latitude as number) - place.lat)).toBeLessThan(0.1);
      expect(Math.abs((rec.longitude as number) - place.lng)).toBeLessThan(0.1);
    }
  });

  it("the Greenwire groups' seeded state has no shape defect", async () => {
    const text = readFileSync(
      new URL("../fixtures/values/greenpeace.org.json", import.meta.url),
      "utf8",
    );
    const doc = await ingestFile({ name: "greenpeace.org.json", text });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 11 });
    if (!b.ok) throw new Error(b.error.message);
    expect(findShapeDefects(b.value.initialState)).toEqual([]);
    // The doc's example for `domain` ("example: netherlands"), not a made-up host.
    const groups = (b.value.initialState as Record<string, Array<Record<string, unknown>>>).groups!;
    for (const g of groups) expect(g.domain).toBe("netherlands");
  });
});

describe("a list in brackets that trails off is the doc's examples (envoice, fresh31 readers)", () => {
  it('"(Logo design, development...)" gives both; a plain aside gives none', () => {
    expect(
      examplesFromText("Indicates the title of of the work type (Logo design, development...)"),
    ).toEqual(["Logo design", "Development"]);
    expect(examplesFromText("Kinds of leave (vacation, sick, unpaid etc.)")).toEqual([
      "Vacation",
      "Sick",
      "Unpaid",
    ]);
    expect(examplesFromText("The date of creation (UTC).")).toEqual([]);
  });

  it("a work type is named by them, never left without a title", () => {
    const d = "Indicates the title of of the work type (Logo design, development...)";
    const s = createValueSampler(3, { domain: "finance envoice invoices" });
    const got = new Set(
      Array.from({ length: 6 }, () =>
        s.value({
          name: "Title",
          schema: { type: "string", description: d },
          entity: "work_types",
          record: {},
          optional: true,
          unnamed: true,
          siblings: ["CreatedOn", "Id", "Title"],
        }),
      ),
    );
    expect(got.has(undefined)).toBe(false);
    expect(got.has("Logo design")).toBe(true);
  });
});

describe("a field the doc gives only in some state (Apacta's `deleted`, fresh31 readers N)", () => {
  it('"Only present if it\'s a deleted object" is left out of an ordinary record, and an instant when drawn', () => {
    const s = createValueSampler(3, { domain: "apacta construction" });
    const schema = {
      type: "string",
      format: "date-time",
      description: "Only present if it's a deleted object",
    };
    const base = { name: "deleted", schema, entity: "offers", record: {} };
    expect(s.value({ ...base, optional: true })).toBeUndefined();
    expect(String(s.value({ ...base, optional: false }))).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
