import { describe, expect, it } from "vitest";
import names from "../../src/core/domain/lexicon/names.json" with { type: "json" };
import { createRng } from "../../src/core/domain/rng.js";
import { type PickContext, pickUserValue } from "../../src/core/plan/value-picker.js";

// ConfigCat (f33): `get-organizations → create-product {organizationId, name}`, where the product's
// `name` was taken from the organization the plan had bound: "add a new product for the
// organization called Goodwin - Krajcik" → `{"name":"Goodwin - Krajcik"}` (5 of 30 samples).
describe("a new record's own name is not the name of the record it is made for", () => {
  const org = { organizationId: "a143bd45", name: "Goodwin - Krajcik" };
  const state = {
    organizations: [org, { organizationId: "cf213d42", name: "Auer Group" }],
    products: [{ productId: "p1", name: "Mobile app", organizationId: "cf213d42" }],
  };
  const ctx = (kind: PickContext["kind"], seed: number): PickContext => ({
    rng: createRng(seed),
    state,
    entity: "products",
    kind,
    related: [org],
    clockStart: "2026-01-05T09:00:00.000Z",
    domain: "configcat feature flags products configs environments",
  });

  it("a create's name is new, never the bound organization's", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const v = pickUserValue("name", { type: "string" }, ctx("create", seed));
      expect(typeof v).toBe("string");
      expect(v).not.toBe("Goodwin - Krajcik");
      expect(v).not.toBe("Auer Group");
    }
  });

  it("a create's new name is in the environment's domain (an app, not a skillet)", () => {
    const lexicon = names as { kinds: Record<string, { values?: string[] }> };
    const apps = lexicon.kinds.app?.values ?? [];
    for (let seed = 1; seed <= 8; seed++) {
      const v = pickUserValue(
        "name",
        { type: "string" },
        {
          ...ctx("create", seed),
          domain:
            "e-commerce config-cat-public-management Manage feature flags, configs and environments of products.",
        },
      );
      expect(apps, String(v)).toContain(v);
    }
  });

  it("a lookup by name still takes a name a record holds", () => {
    const got = new Set(
      Array.from({ length: 8 }, (_, i) =>
        pickUserValue("name", { type: "string" }, ctx("list", i + 1)),
      ),
    );
    for (const v of got) expect(["Goodwin - Krajcik", "Auer Group", "Mobile app"]).toContain(v);
  });
});

describe("a software service's products are software, not goods (ConfigCat, f33)", () => {
  it('names a ConfigCat product like an app, never "Stainless Water Bottle Large" or a novel', async () => {
    const { createValueSampler } = await import("../../src/core/domain/values.js");
    const domain =
      "e-commerce config-cat-public-management ConfigCat: manage feature flags, configs and environments of your products.";
    const s = createValueSampler(5, { domain });
    const shop = createValueSampler(5, {
      domain: "e-commerce shop Online store with cart and checkout.",
    });
    const apps = new Set<string>();
    for (let i = 0; i < 10; i++) {
      apps.add(
        String(
          s.value({ name: "name", schema: { type: "string" }, entity: "products", record: {} }),
        ),
      );
      const good = String(
        shop.value({ name: "name", schema: { type: "string" }, entity: "products", record: {} }),
      );
      expect(/Portal|Console|Dashboard|Web|Mobile/.test(good), good).toBe(false);
    }
    const lexicon = (
      await import("../../src/core/domain/lexicon/names.json", { with: { type: "json" } })
    ).default as { kinds: Record<string, { values?: string[] }> };
    for (const v of apps) expect(lexicon.kinds.app?.values ?? []).toContain(v);
  });
});

describe("a create's name where the domain gives none but filler (envoice, fresh31 readers N)", () => {
  it('takes a name of the kind the records have, never "Secondary newcategory"', () => {
    const state = {
      newcategories: [
        { Id: 1, Name: "Consulting" },
        { Id: 2, Name: "Hosting" },
      ],
    };
    for (let seed = 1; seed <= 8; seed++) {
      const v = String(
        pickUserValue(
          "Name",
          { type: "string", description: "Category name" },
          {
            rng: createRng(seed),
            state,
            entity: "newcategories",
            kind: "create",
            related: [],
            clockStart: "2026-01-05T09:00:00.000Z",
            domain: "finance envoice Invoicing for freelancers",
          },
        ),
      );
      expect(v).not.toMatch(
        /^(Main|Secondary|Primary|Default|Shared|Personal|Team|Custom|Standard) /,
      );
    }
  });
});

// InfluxDB (dev52, stop 55 lead read): telegraf configs and scraper targets have no names the
// domain gives, so the new one took a name another kind of record holds: "add a new telegraf
// configuration … It's called "q3"" (a label), "a new scraper target … named "Technical
// specification.pdf"" (a file of another collection).
describe("a new record is never named with another kind of record's name", () => {
  const state = {
    labels: [
      { id: "lab_1", name: "q3" },
      { id: "lab_2", name: "billing" },
    ],
    asts: [{ id: "ast_1", files: [{ name: "Technical specification.pdf" }] }],
    telegrafs: [{ id: "tel_1", config: "[agent]", labels: [{ id: "lab_2", name: "billing" }] }],
    scrapers: [{ id: "scr_1", url: "http://localhost:9090/metrics" }],
    dashboards: [{ id: "das_1", name: "Sales overview" }],
  };
  const ctx = (entity: string, seed: number, optional: boolean): PickContext => ({
    rng: createRng(seed),
    state,
    entity,
    kind: "create",
    related: [],
    clockStart: "2026-01-05T09:00:00.000Z",
    domain: "influx-oss InfluxDB OSS API Service",
    ...(optional ? { optional: true } : {}),
  });

  it("an optional name with nothing fitting to say is left out", () => {
    for (const entity of ["telegrafs", "scrapers"])
      for (let seed = 1; seed <= 6; seed++)
        expect(pickUserValue("name", { type: "string" }, ctx(entity, seed, true))).toBeUndefined();
  });

  it("a required one is made for its own kind, never taken from labels or files", () => {
    for (const entity of ["telegrafs", "scrapers"])
      for (let seed = 1; seed <= 6; seed++) {
        const v = String(pickUserValue("name", { type: "string" }, ctx(entity, seed, false)));
        expect(["q3", "billing", "Technical specification.pdf", "Sales overview"]).not.toContain(v);
      }
  });
});
