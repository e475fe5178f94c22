import { describe, expect, it } from "vitest";
import names from "../../src/core/domain/lexicon/names.json" with { type: "json" };
import { createRng } from "../../src/core/domain/rng.js";
import { SCREEN_GENRES, SHOWS, TAGS } from "../../src/core/domain/value-data.js";
import { createValueSampler, domainFlavour } from "../../src/core/domain/values.js";
import { type PickContext, pickUserValue } from "../../src/core/plan/value-picker.js";

// The domain texts of two fresh13 environments, as `domainTextOf` makes them (domain, name,
// description): the envgen labelled Channel 4 "e-commerce".
const CHANNEL4 =
  "e-commerce channel This is the place to come for all the technical details you need to power your applications with Channel 4's deep programmes data.";
const DROPX =
  "e-commerce drop-x dropX.io API provides programmatic access to the e-commerce intelligence data.";
const HELPDESK = "support helpdesk A help desk API: tickets, agents, macros and ticket tags.";

const ctx = (state: Record<string, unknown>, entity: string, domain: string, seed = 3) =>
  ({
    rng: createRng(seed),
    state,
    entity,
    kind: "list",
    related: [],
    clockStart: "2026-01-05T09:00:00.000Z",
    domain,
  }) satisfies PickContext;

const draws = (f: (seed: number) => unknown, n = 12) =>
  Array.from({ length: n }, (_, i) => f(i + 1));

describe("a search term is a name of a record the search lists, or the doc's own word", () => {
  // fresh13 r2 S03: `Search_Feed {"platform":"ios","q":"billing"}` on Channel 4's programmes; the
  // search found nothing and the answer said "zero feeds matching".
  const q = {
    type: "string",
    description:
      "The programme name to look for, minimum length: 2 chars.Looking for programme names with special chars might be URL encoded.",
  };

  it("takes a name the listed records hold, so the search finds it", () => {
    const state = {
      title_atoms: [
        { title_atom_id: "ta_1001", platform: "ios", brand_web_safe_title: "Grand Designs" },
        { title_atom_id: "ta_1002", platform: "c4", brand_web_safe_title: "Hollyoaks" },
      ],
      users: [{ user_id: "u1", name: "Ada Lovelace" }],
    };
    for (const v of draws((s) => pickUserValue("q", q, ctx(state, "title_atoms", CHANNEL4, s))))
      expect(["Grand Designs", "Hollyoaks"]).toContain(v);
  });

  it("with no named record, names the thing the doc says it looks for: a programme, not a tag", () => {
    const state = { feeds: [{ feed_id: "fee_1001", platform: "freesat" }] };
    const got = draws((s) => pickUserValue("q", q, ctx(state, "feeds", CHANNEL4, s)));
    for (const v of got) {
      expect(TAGS).not.toContain(v);
      expect([...SHOWS, ...(names.kinds.show.values ?? [])]).toContain(v);
    }
  });

  it('a product search names a product (fresh13 r2 S13: term "follow-up" for Amazon products)', () => {
    const term = {
      type: "string",
      description: "search terms giving any title of products that are sold online",
    };
    const state = { products: [{ pids: "PID-2807", providers: "www.flipkart.com" }] };
    const got = draws((s) => pickUserValue("term", term, ctx(state, "products", DROPX, s)));
    for (const v of got) {
      expect(TAGS).not.toContain(v);
      // Never a provider's host, the one string the records hold ("zero products matching www.amazon.in").
      expect(String(v)).not.toMatch(/www\.|http/);
    }
  });

  it("a param the doc says is searched for is a search term, whatever its name (OMDb `s`)", () => {
    const s = { type: "string", description: "Movie title to search for." };
    const state = { movies: [{ movie_id: "mov_1", imdb_id: "tt1285016" }] };
    const omdb =
      "media om-db OMDb API: the Open Movie Database, a web service for movie information";
    for (const v of draws((seed) => pickUserValue("s", s, ctx(state, "movies", omdb, seed))))
      expect(String(v)).not.toMatch(/^[A-Z]+-\d+$/);
  });

  it("the doc's example is the term when no record is named", () => {
    const query = { type: "string", description: "The query, e.g. 'apoptosis'" };
    const state = { pathways: [{ pathway_id: "pw_1", revision: 3 }] };
    expect(pickUserValue("query", query, ctx(state, "pathways", "WikiPathways webservice"))).toBe(
      "apoptosis",
    );
  });

  it("a record named by `name` is still searched by its name (counter-example)", () => {
    const state = {
      products: [
        { id: 1, name: "Trail Runner 3", brand: "Salomon" },
        { id: 2, name: "Road Runner", brand: "Asics" },
      ],
    };
    const got = draws((s) =>
      pickUserValue("q", { type: "string" }, ctx(state, "products", "shoe shop", s)),
    );
    for (const v of got) expect(["Trail Runner 3", "Road Runner", "Salomon", "Asics"]).toContain(v);
    expect(got.some((v) => v === "Trail Runner 3" || v === "Road Runner")).toBe(true);
  });
});

describe("a category, tag or search word comes from the environment's domain, not the help-desk pool", () => {
  it('a Channel 4 category is a programme genre (fresh13 r1 S03: category "urgent", S29 "onboarding")', () => {
    const category = {
      type: "string",
      description:
        "The name of the category for which you seek associated Channel 4 programmes. (For a full list of categories, please see http://api.channel4.com/pmlsd/categories.atom?apikey=xxxxxxxxxxxxxxxxxxxxxxxx)",
    };
    const state = { channel_atoms: [{ channel_atom_id: "ca_1001", platform: "samsung" }] };
    for (const v of draws((s) =>
      pickUserValue("category", category, ctx(state, "channel_atoms", CHANNEL4, s)),
    ))
      expect(SCREEN_GENRES).toContain(v);
  });

  it("a category the records hold is used as it is (counter-example)", () => {
    const state = {
      articles: [
        { id: 1, title: "Rates rise", category: "economy" },
        { id: 2, title: "Cup final", category: "sport" },
      ],
    };
    for (const v of draws((s) =>
      pickUserValue("category", { type: "string" }, ctx(state, "articles", "news articles", s)),
    ))
      expect(["economy", "sport"]).toContain(v);
  });

  it("tags and searches of a domain that is not about tickets are no help-desk tags", () => {
    // fresh12 r1 S02: an Orbit webhook's `activity_tags: ["backend","billing"]`.
    const orbit =
      "communication orbit Please see the complete Orbit API documentation at [https://api.orbit.love/](https://api.orbit.love/). members activities";
    for (const domain of [
      CHANNEL4,
      DROPX,
      orbit,
      "finance wiki-pathways-webservices Webservice for WikiPathways",
    ]) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const s = createValueSampler(seed, { domain });
        for (const name of ["tag", "tags", "keyword", "q", "category"])
          expect(TAGS).not.toContain(s.value({ name, schema: { type: "string" } }));
      }
    }
  });

  it('no word of a link or of the doc\'s verbs (fresh12 ex-libris: "library":"developer")', () => {
    const exLibris =
      "general ex-libris-ap-is For more information on how to use these APIs, including how to create an API key required for authentication, see [Alma REST APIs](https://developers.exlibrisgroup.com/alma/apis).";
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const s = createValueSampler(seed, { domain: exLibris });
      for (const name of ["circ_desk", "pickup_inst", "category"])
        expect(["developer", "create", "including", "alma", "apis"]).not.toContain(
          s.value({ name, schema: { type: "string" } }),
        );
    }
  });

  it("a help desk's tags are its own words (counter-example)", () => {
    const got = new Set(
      draws((seed) => createValueSampler(seed, { domain: HELPDESK }).value({ name: "tag" }), 20),
    );
    for (const v of got) expect(TAGS).toContain(v);
  });

  it("a doc's prose gives its nouns, not its verbs or adjectives, as categories", () => {
    // "come", "deep", "technical", "need", "power" are words of the same sentence.
    const prose =
      "weather-service Forecasts and observations for weather stations: come and power your apps with deep technical data.";
    const got = new Set(
      draws(
        (seed) =>
          createValueSampler(seed, { domain: prose }).value({
            name: "category",
            schema: { type: "string" },
          }),
        20,
      ),
    );
    for (const v of got) expect(["forecast", "observation", "station", "app"]).toContain(v);
  });
});

describe("the pool of names fits what the environment holds", () => {
  it('a software client library is no library of books (fresh13: Adafruit dashboards "The Prince")', () => {
    const adafruit =
      "social-media adafruit-io The Adafruit IO HTTP API provides access to your Adafruit IO data. Using the ESP8266 Arduino HTTPClient library, an HTTPS GET request would look like this. #### Client Libraries We have client libraries to help you get started with your project.";
    expect(domainFlavour(adafruit)).toBe("none");
  });

  it("a lending library and a bookshop are about books (counter-examples)", () => {
    expect(domainFlavour("Library lending: loans, patrons and the library catalogue")).toBe(
      "books",
    );
    expect(domainFlavour("Open Library API: books and authors")).toBe("books");
  });

  it("a broadcaster's programmes are shows, and its categories genres", () => {
    expect(domainFlavour(CHANNEL4)).toBe("screen");
    const s = createValueSampler(4, { domain: CHANNEL4 });
    for (const noun of ["programme", "program"])
      expect([...SHOWS, ...(names.kinds.show.values ?? [])]).toContain(s.label(noun));
  });
});

describe("a date bound is a date, whatever the doc says it is searched for", () => {
  // fresh45 WeGA `get_documents_find_by_date` "fromDate: The min date to search for" (format date)
  // was asked "list the related documents from Study protocol.pdf and up to Annual report 2025.pdf".
  it("never a record's name for a date-format filter", () => {
    const state = {
      documents: [
        { docID: "doc_1001", docType: "letters", title: "Annual report 2025.pdf" },
        { docID: "doc_1002", docType: "letters", title: "Study protocol.pdf" },
      ],
    };
    const from = { type: "string", format: "date", description: "The min date to search for" };
    for (const v of draws((s) =>
      pickUserValue("fromDate", from, ctx(state, "documents", "music letters", s)),
    ))
      expect(String(v)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });
});
