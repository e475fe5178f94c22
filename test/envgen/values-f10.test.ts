import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { epochUnit } from "../../src/core/domain/field-roles.js";
import { cohereSiblings } from "../../src/core/domain/sibling-coherence.js";
import { TEXTS } from "../../src/core/domain/value-data.js";
import { createValueSampler, type ValueRequest } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { findShapeDefects } from "../domain/shape-defects.js";

/**
 * What the fresh10 blind readers marked "nonsense data" (/work/reader/f10-blind/r1.md, r2.md),
 * fixed where the value is made: each field gets a value of its meaning ("swift" a BIC, not
 * "SWI-3281" or "based"), and the runtime fills a record's free text for that kind of record.
 */
const BILLING = "Billingo invoicing API: documents, partners, bank accounts and products";
const VIDEO = "PeerTube video platform: videos, channels, live streams, abuses";
const bin = { type: "string", format: "binary" };
const str = { type: "string" };

function draws(domain: string, req: Omit<ValueRequest, "record">, n = 12): unknown[] {
  const s = createValueSampler(7, { domain });
  return Array.from({ length: n }, () => s.value({ ...req, record: {} }));
}
const recordOf = (key: string, v: unknown) => ({ [key]: v });

describe("f10 fields get a value of their meaning", () => {
  const CASES: Array<[string, string, Omit<ValueRequest, "record">]> = [
    [
      "r1 S18 swift SWI-3281 / r1 S09 swift based",
      BILLING,
      { name: "swift", entity: "bank_account", schema: str },
    ],
    [
      "r1 S09 account_number ACC-8361",
      BILLING,
      { name: "account_number", entity: "bank_account", schema: str },
    ],
    [
      "r2 S01 moderationResponse MR-9479",
      VIDEO,
      { name: "moderationResponse", entity: "abuse", schema: str },
    ],
    [
      "r2 S09 apnsCertificate AC-3520",
      "Ably control API apps",
      { name: "apnsCertificate", entity: "app", schema: str },
    ],
    [
      "r1 S27 videofile invoice-2041.pdf",
      VIDEO,
      { name: "videofile", entity: "video", schema: bin },
    ],
    [
      "r2 S18 thumbnailfile q3-figures.csv",
      VIDEO,
      { name: "thumbnailfile", entity: "video_playlist", schema: bin },
    ],
    [
      "r2 S19 torrentfile invoice-2041.pdf",
      VIDEO,
      { name: "torrentfile", entity: "video_import", schema: bin },
    ],
    [
      "r1 S07 currentTime 1769597100",
      VIDEO,
      { name: "currentTime", entity: "video", schema: { type: "integer" } },
    ],
  ];
  for (const [who, domain, req] of CASES)
    it(who, () => {
      for (const v of draws(domain, req))
        expect(findShapeDefects(recordOf(req.name, v))).toEqual([]);
    });

  it("r1 S16 / S30: a shop item is sold by the piece (Gel Pens not by 'm', a mug not by 'kg')", () => {
    const s = createValueSampler(7, { domain: BILLING });
    for (const name of ["Gel Pens (10 pack)", "Ceramic Mug"])
      for (let i = 0; i < 10; i++) {
        const rec: Record<string, unknown> = { name, net_unit_price: 12.5 };
        rec.unit = s.value({ name: "unit", entity: "product", record: rec, schema: str });
        expect(findShapeDefects(rec)).toEqual([]);
      }
  });

  it("r1 S12 / S21: a country the doc lists is the one of the record's city (San Diego not in MZ)", () => {
    const s = createValueSampler(7, { domain: BILLING });
    const codes = ["AI", "AU", "DE", "FR", "GB", "HU", "MW", "MZ", "US"];
    const sib = ["country_code", "post_code", "city", "address"];
    const cityCountry: Record<string, string[]> = {};
    for (let i = 0; i < 12; i++) {
      const rec: Record<string, unknown> = {};
      for (const name of sib)
        rec[name] = s.value({
          name,
          entity: "address",
          record: rec,
          siblings: sib,
          schema: name === "country_code" ? { type: "string", enum: codes } : str,
        });
      const seen = cityCountry[String(rec.city)] ?? [];
      seen.push(String(rec.country_code));
      cityCountry[String(rec.city)] = seen;
    }
    const where: Record<string, string> = {
      "San Diego": "US",
      Sydney: "AU",
      Paris: "FR",
      Lyon: "FR",
      Berlin: "DE",
      London: "GB",
    };
    for (const [city, cs] of Object.entries(cityCountry))
      if (where[city]) expect(new Set(cs)).toEqual(new Set([where[city]]));
  });

  it("r1 S03 / S05: order identifiers are numbers, never a word of the doc ('royal', 'shipper')", () => {
    const words = draws("Royal Mail Click and Drop channel shipper API orders", {
      name: "orderIdentifiers",
      entity: "order",
      schema: str,
    });
    for (const v of words) expect(String(v)).toMatch(/^\d+$/);
  });
});

describe("natural values of the same fields are kept", () => {
  it("a meter's unit is still a unit of measure; a bank's BIC still fits its shape", () => {
    const units = draws("Smart energy meter readings", {
      name: "unit",
      entity: "reading",
      schema: str,
    });
    expect(units.every((u) => ["kWh", "Wh", "W"].includes(String(u)))).toBe(true);
  });
  it("an invoice file stays a PDF; a glossary upload a CSV", () => {
    expect(
      draws(BILLING, { name: "invoice_file", entity: "document", schema: bin }).every((v) =>
        String(v).endsWith(".pdf"),
      ),
    ).toBe(true);
    expect(
      draws("Style guide glossary", {
        name: "glossary_file",
        entity: "glossary",
        schema: bin,
      }).every((v) => String(v).endsWith(".csv")),
    ).toBe(true);
  });
  it("a support ticket keeps its support-desk comments", () => {
    const support = new Set(TEXTS.comment);
    for (const v of draws("IT help desk tickets", {
      name: "comment",
      entity: "ticket",
      schema: str,
    }))
      expect(support.has(String(v))).toBe(true);
  });
});

describe("the runtime fills free text for the kind of record (not by field name alone)", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  it("an invoice created at runtime gets an invoice comment, a ticket a support comment", async () => {
    const url = new URL(
      "../fixtures/model/desk-and-billing.envfactory-metadata.json",
      import.meta.url,
    );
    const r = await ingestFile({ name: "desk-and-billing.json", text: readFileSync(url, "utf8") });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const support = new Set(TEXTS.comment);
    const business = new Set(TEXTS["business-comment"]);
    for (let i = 0; i < 4; i++) {
      const inv = (await made.value.call("create_invoice", {
        client_name: `Client ${i}`,
        total: 100 + i,
      })) as { ok: true; result: { comment?: string } };
      const tic = (await made.value.call("create_ticket", { title: `VPN drops ${i}` })) as {
        ok: true;
        result: { comment?: string };
      };
      expect(business.has(String(inv.result.comment))).toBe(true);
      expect(support.has(String(tic.result.comment))).toBe(true);
    }
  });
});

describe("a product's blurb names the product", () => {
  it("'Our best-selling Chef's Knife Blue.' on Gel Pens names the pens; an order's note is left alone", () => {
    const pens: Record<string, unknown> = {
      description: "Our best-selling Chef's Knife Blue.",
      name: "Gel Pens (10 pack)",
    };
    cohereSiblings(pens);
    expect(pens.description).toBe("Our best-selling Gel Pens (10 pack).");
    const order: Record<string, unknown> = {
      description: "Two Ceramic Mug for the office.",
      name: "Ana Lopez",
    };
    cohereSiblings(order);
    expect(order.description).toBe("Two Ceramic Mug for the office.");
  });
});

describe("seconds into a video are no instant", () => {
  it("r1 S07 / r2 S20: currentTime 'timestamp within the video, in seconds' is not an epoch", () => {
    const schema = {
      type: "integer",
      format: "seconds",
      description: "timestamp within the video, in seconds",
      example: 5,
    };
    expect(epochUnit("currentTime", schema)).toBeUndefined();
    // An instant in seconds stays one.
    expect(
      epochUnit("created_at", { type: "integer", description: "Unix timestamp in seconds" }),
    ).toBe("s");
  });
});
