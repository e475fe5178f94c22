import { faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import {
  createRecordNamer,
  lexiconValues,
  otherWorldKind,
} from "../../src/core/domain/lexicon/index.js";
import { createRng } from "../../src/core/domain/rng.js";
import { createValueSampler, foreignPoolOf } from "../../src/core/domain/values.js";

/**
 * fresh66 blind readers (stop 61), N on 30 of 30: value pools of another domain. OpenAQ's
 * air-quality sources were "Zendesk" and "Trade show", its map tiles "Because you watched", its
 * parameters "batch_size"; Cloud Billing's SKUs "Cast Iron Skillet Blue".
 */
const OPENAQ = "general open-aq API for OpenAQ LCS";
const BILLING =
  "e-commerce cloud-billing Allows developers to manage billing for their Google Cloud Platform projects programmatically. googleapis";
const CRM = "crm sales-crm A CRM for sales teams: leads, campaigns, contacts and deals.";
const STREAMING = "media itv-hub Watch TV shows, films and box sets; profiles and watchlists.";
const SHOES =
  "e-commerce shoe-shop Store front API for a shoe retailer. Customers browse products, apply coupons, place orders and track shipments.";

describe("a lexicon pool fits only an environment about what its names are", () => {
  it("an air-quality API takes no lead sources, streaming rails nor config keys", () => {
    const namer = createRecordNamer(createRng(7), faker, OPENAQ);
    for (const noun of ["source", "tile", "parameter"]) {
      const name = namer.lexiconName(noun);
      expect(lexiconValues(noun), `${noun}: ${name}`).not.toContain(name);
    }
    expect(otherWorldKind("Zendesk", OPENAQ)).toBeDefined();
    expect(otherWorldKind("Because you watched", OPENAQ)).toBe("tile");
    expect(otherWorldKind("batch_size", OPENAQ)).toBe("parameter");
  });

  it("while a CRM keeps its lead sources and a streaming service its rails", () => {
    expect(lexiconValues("source")).toContain(
      createRecordNamer(createRng(7), faker, CRM).lexiconName("source"),
    );
    expect(lexiconValues("tile")).toContain(
      createRecordNamer(createRng(7), faker, STREAMING).lexiconName("tile"),
    );
    expect(otherWorldKind("Zendesk", CRM)).toBeUndefined();
    expect(otherWorldKind("Because you watched", STREAMING)).toBeUndefined();
  });

  it("an air-quality API's parameters are pollutants, its countries' codes ISO codes", () => {
    const namer = createRecordNamer(createRng(7), faker, OPENAQ);
    expect(namer.lexiconName("parameter")).toMatch(/^(pm\d+|o3|no2|so2|co|bc)$/);
    const s = createValueSampler(66, { domain: OPENAQ });
    const code = s.value({
      name: "code",
      entity: "countries",
      record: {},
      schema: { type: "string" },
    });
    expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('an Azure resource name is a name, not a path "azures/…"', () => {
    const s = createValueSampler(66, {
      domain: "general azureactivedirectory Azure Active Directory Client. azure",
    });
    const schema = { type: "string", description: "Azure resource name" };
    for (let i = 0; i < 4; i++) {
      const v = String(
        s.value({ name: "name", entity: "diagnostic_settings", record: {}, schema }),
      );
      expect(v).not.toMatch(/^azures\//);
    }
  });

  it("a cloud API's insight types are no plan tiers", () => {
    const text = "general recommender  googleapis";
    const namer = createRecordNamer(createRng(7), faker, text);
    expect(lexiconValues("type")).not.toContain(namer.lexiconName("insight_type"));
  });
});

describe("the shop catalogue names only what a shop sells", () => {
  const str = { type: "string" };
  it("a Google Cloud SKU, labelled e-commerce, is no kitchen product", () => {
    const s = createValueSampler(66, { domain: BILLING });
    for (let i = 0; i < 6; i++) {
      const v = String(s.value({ name: "displayName", entity: "skus", record: {}, schema: str }));
      expect(foreignPoolOf(v, BILLING), v).toBeUndefined();
    }
    expect(foreignPoolOf("Cast Iron Skillet Blue", BILLING)).toBe("shop-catalogue");
  });

  it("while a shop's products keep their catalogue names", () => {
    const s = createValueSampler(66, { domain: SHOES });
    const v = String(s.value({ name: "name", entity: "products", record: {}, schema: str }));
    expect(v).not.toBe("");
    expect(foreignPoolOf(v, SHOES)).toBeUndefined();
    expect(foreignPoolOf("Cast Iron Skillet Blue", SHOES)).toBeUndefined();
  });
});
