import { describe, expect, it } from "vitest";
import {
  baseUnitsOf,
  clashingFlags,
  cohereBaseUnits,
  cohereExclusiveFlags,
  cohereSortName,
} from "../../src/core/domain/sibling-coherence.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import {
  classWordName,
  countryName,
  dateNumber,
  emailListAddress,
  fileKind,
  fractionalCount,
  genePerson,
  linkWords,
  machineryQuery,
  mediaKind,
  numberedProfile,
  recordDefects,
  repeatedFiles,
  sortNameDefects,
  templateText,
  thingNamedAsPerson,
} from "../../src/core/synth/record-defects.js";

/**
 * Nonsense the fresh49 blind readers and the fresh53 dev reading marked (stop 49), quoted from
 * the runs `m48-f49` and `f53-b49`, and a good value of each that passes.
 */
describe("a count with decimals", () => {
  it("flags Buffer's 'shares':63.98 and Neblio's 'blockheight':88.6 and 'confirmations':23.65", () => {
    expect(fractionalCount("shares", 63.98, { type: "number" })).toBe(true);
    expect(
      fractionalCount("blockheight", 88.6, {
        type: "number",
        description: "Blockheight of the UTXO",
      }),
    ).toBe(true);
    expect(fractionalCount("confirmations", 23.65)).toBe(true);
    expect(fractionalCount("source_file_height", 42.5)).toBe(true);
  });

  it("passes whole counts, fees, a mean and coordinates", () => {
    expect(fractionalCount("shares", 64)).toBe(false);
    expect(fractionalCount("fees", 98.95)).toBe(false);
    expect(fractionalCount("shares", 3.5, { description: "Average shares per post" })).toBe(false);
    expect(fractionalCount("latitude", 47.60621)).toBe(false);
    expect(fractionalCount("price", 19.99)).toBe(false);
  });
});

describe("words where a link or a search topic goes", () => {
  it("flags Up's 'links':{'self':'balance'} and OpenIndex's 'query':'document'", () => {
    expect(linkWords("links", { self: "balance" })).toHaveLength(1);
    expect(linkWords("links", { next: "transaction", prev: "category" })).toHaveLength(2);
    expect(
      linkWords("links", {
        about: "Product designer, previously at a fintech start-up.",
        contact: "Irene Wyman",
      }),
    ).toHaveLength(2);
    expect(machineryQuery("query", "document")).toBe(true);
    expect(machineryQuery("query", "query")).toBe(true);
  });

  it("passes addresses, paths and real topics", () => {
    expect(linkWords("links", { self: "https://api.up.com.au/api/v1/accounts/1" })).toEqual([]);
    expect(linkWords("links", { next: "/api/v1/accounts?page[after]=2", prev: null })).toEqual([]);
    expect(linkWords("metadata", { self: "balance" })).toEqual([]);
    expect(linkWords("links", { rel: "next", method: "GET", href: "/v1/logs?page=2" })).toEqual([]);
    expect(machineryQuery("query", "remote work policy")).toBe(false);
    expect(machineryQuery("type", "document")).toBe(false);
  });
});

describe("a place named after something else", () => {
  it("flags setlist.fm's countries named as songs and its 'Seattle Venue'", () => {
    expect(countryName("country", { code: "GT", name: "Cry Like a Baby" })).toHaveLength(1);
    expect(countryName("countries", { code: "US", name: "Sweet Caroline" })).toHaveLength(1);
    expect(classWordName("venue", { id: "6bd6ca6e", name: "Seattle Venue" })).toHaveLength(1);
  });

  it("passes real country names and real venue names", () => {
    expect(countryName("country", { code: "US", name: "United States" })).toEqual([]);
    expect(countryName("country", { code: "GB", name: "UK" })).toEqual([]);
    expect(classWordName("venue", { name: "Compaq Center" })).toEqual([]);
    expect(classWordName("venue", { name: "Denver Music Hall" })).toEqual([]);
  });
});

describe("a person's profile named by a number", () => {
  /** A blocked account as Mastodon's `GET /api/v1/blocks` returned it in run m48-f49. */
  const block = {
    acct: "block10",
    avatar: "https://images.example.com/blocks-7429.jpg",
    bot: false,
    display_name: "Block 10",
    followers_count: 3,
    username: "block10",
  };
  it("flags Mastodon's blocked users 'Block 10'", () => {
    expect(numberedProfile(block)).toHaveLength(1);
  });
  it("passes a person's name and a numbered thing that is no profile", () => {
    expect(numberedProfile({ ...block, display_name: "Garnett Baumbach" })).toEqual([]);
    expect(numberedProfile({ name: "Gate 14", terminal: "B" })).toEqual([]);
  });
});

describe("an email list holding postal addresses", () => {
  it("flags Version's emailAddresses [{address: '423 Larimer St, Denver…'}]", () => {
    expect(
      emailListAddress("emailAddresses", {
        address: "423 Larimer St, Denver 80235, United States",
        type: "billing",
      }),
    ).toHaveLength(1);
  });
  it("passes an email address in it and a postal address elsewhere", () => {
    expect(
      emailListAddress("emailAddresses", { address: "henderson.boehm@example.com", type: "work" }),
    ).toEqual([]);
    expect(emailListAddress("addresses", { address: "423 Larimer St, Denver" })).toEqual([]);
  });
});

describe("flags one state rules out", () => {
  /** Mastodon's relationship as `unfollow` returned it in run m48-f49 (fresh49 r2 S11). */
  const unfollowed = () => ({
    id: "rel_1003",
    blocked_by: true,
    blocking: true,
    domain_blocking: true,
    endorsed: true,
    followed_by: false,
    following: true,
    muting: true,
    requested: false,
  });
  it("flags a relationship both blocking and following", () => {
    expect(clashingFlags(unfollowed())).toEqual(["endorsed", "following"]);
  });
  it("clears what a block rules out when a record is seeded, and passes a plain follow", () => {
    const rec = unfollowed();
    cohereExclusiveFlags(rec);
    expect(rec.following).toBe(false);
    expect(rec.endorsed).toBe(false);
    expect(rec.muting).toBe(true);
    expect(clashingFlags(rec)).toEqual([]);
    expect(clashingFlags({ blocking: false, following: true, muting: false })).toEqual([]);
  });
});

describe("a gene named as a person", () => {
  /** An ortholog of RGD's `getOrthologsByListUsingPOST` in run m48-f49 (fresh49 r2 S13). */
  const ortholog = {
    agrDescription: "Agr description 6",
    ensemblFullName: "Jayme Keeling",
    ensemblGeneSymbol: "BRCA1",
    geneSource: "email",
  };
  it("flags RGD's ortholog 'Jayme Keeling'", () => {
    expect(genePerson(ortholog)).toHaveLength(1);
  });
  it("passes a gene's own full name and a person's record", () => {
    expect(genePerson({ ...ortholog, ensemblFullName: "BRCA1 DNA repair associated" })).toEqual([]);
    expect(genePerson({ fullName: "Jayme Keeling", email: "jayme@example.com" })).toEqual([]);
  });
});

describe("text made of its field's word and a template", () => {
  it("flags circuitsandbox's presence 'Location for Betsy Prosacco' and 'Status: OK'", () => {
    expect(templateText("locationText", "Location for Betsy Prosacco")).toBe(true);
    expect(templateText("statusMessage", "Status: OK")).toBe(true);
  });
  it("passes a place and a person's status", () => {
    expect(templateText("locationText", "Toronto, Canada")).toBe(false);
    expect(templateText("statusMessage", "In a meeting")).toBe(false);
    expect(templateText("description", "Gift for Anna")).toBe(false);
  });
});

describe("every file of a list under one name", () => {
  const attachment = (fileName: string) => ({
    fileId: "fil_1027",
    fileName,
    mimeType: "application/pdf",
  });
  it("flags circuitsandbox's attachments all 'invoice-2041.pdf'", () => {
    expect(repeatedFiles([1, 2, 3].map(() => attachment("invoice-2041.pdf")))).toHaveLength(1);
  });
  it("passes files of their own names", () => {
    expect(
      repeatedFiles(["invoice-2041.pdf", "signed-nda.pdf", "travel-policy.pdf"].map(attachment)),
    ).toEqual([]);
  });
});

describe("a record that lasts and plays nothing", () => {
  /** A ContentGroove media's attributes as run f49-b48 returned them (fresh49 r2 S14). */
  const media = {
    name: "Brand film",
    source_file_content_type: "application/pdf",
    source_file_duration: 60,
    source_file_height: 42.5,
  };
  it("flags ContentGroove's 'Brand film' of application/pdf, 60 long", () => {
    expect(mediaKind(media)).toHaveLength(1);
  });
  it("passes a video that lasts and a document that does not", () => {
    expect(mediaKind({ ...media, source_file_content_type: "video/mp4" })).toEqual([]);
    expect(mediaKind({ source_file_content_type: "application/pdf", pages: 4 })).toEqual([]);
  });
});

describe("a date held as a small number", () => {
  it("flags XTRF's 'deadline':43 and 'paymentDate':{'value':10}", () => {
    expect(dateNumber("deadline", 43)).toBe(true);
    expect(dateNumber("paymentDate", { value: 10 })).toBe(true);
  });
  it("passes an instant in milliseconds, a day of the month and an ISO date", () => {
    expect(dateNumber("deadline", 1769990400000)).toBe(false);
    expect(dateNumber("paymentDate", { value: 1769990400000 })).toBe(false);
    expect(dateNumber("due_day", 15)).toBe(false);
    expect(dateNumber("startDate", "2026-01-05")).toBe(false);
  });
});

describe("a connector named as a person", () => {
  /** A connector of Budgea's `GET /connectors` in run values49-f53-1 (fresh53). */
  const connector = {
    auth_mechanism: "pk_z8jv0qg1zivzxmdv9tcyqepa",
    code: "REF-4846",
    id: 1,
    name: "Nella Gusikowski",
    slug: "nella-gusikowski",
  };
  it("flags Budgea's connector 'Nella Gusikowski'", () => {
    expect(thingNamedAsPerson("connectors", connector)).toHaveLength(1);
  });
  it("passes a bank's connector and a person's contact", () => {
    expect(thingNamedAsPerson("connectors", { ...connector, name: "Lloyds Bank" })).toEqual([]);
    expect(thingNamedAsPerson("contacts", { name: "Nella Gusikowski" })).toEqual([]);
    expect(thingNamedAsPerson("users", { name: "Nella Gusikowski" })).toEqual([]);
  });
});

describe("a file of another kind than its field", () => {
  it("flags elmah.io's source map upload of 'purchase-order-118.pdf' and 'q3-board-deck.json'", () => {
    expect(fileKind("minified_java_script", "purchase-order-118.pdf")).toBe(true);
    expect(fileKind("MinifiedJavaScript", "invoice-2041.pdf")).toBe(true);
    expect(fileKind("source_map", "q3-board-deck.csv")).toBe(true);
    const unipacker = "res-tful4-up restful api 4 unipacker try to unpack the given file";
    expect(fileKind("file", "annual-report-2025.pdf", unipacker)).toBe(true);
    expect(fileKind("file", "sample.exe", unipacker)).toBe(false);
  });
  it("passes a script and its map", () => {
    expect(fileKind("minified_java_script", "app.min.js")).toBe(false);
    expect(fileKind("source_map", "app.min.js.map")).toBe(false);
    expect(fileKind("attachment", "invoice-2041.pdf")).toBe(false);
  });
});

describe("the run's nonsense check reads each of them in a conversation", () => {
  const tool = (name: string) => ({ name, description: "", inputSchema: { type: "object" } });
  const bundle = {
    id: "b",
    name: "mixed",
    description: "",
    tools: [tool("get_links"), tool("get_countries"), tool("get_dates"), tool("get_relationship")],
  } as unknown as EnvBundle;
  const result = (name: string, content: unknown, i: number) => [
    {
      role: "assistant",
      content: null,
      tool_calls: [{ id: `c${i}`, type: "function", function: { name, arguments: "{}" } }],
    },
    { role: "tool", tool_call_id: `c${i}`, name, content: JSON.stringify(content) },
  ];
  it("finds the quoted values of runs m48-f49, f53-b49 and values49-f53-1", () => {
    const tr = {
      taskId: "t",
      messages: [
        { role: "user", content: "Show me." },
        ...result("get_links", { shares: 63.98, links: { self: "balance" } }, 1),
        ...result("get_countries", { country: [{ code: "GT", name: "Cry Like a Baby" }] }, 2),
        ...result(
          "get_dates",
          { deadline: { value: 43 }, connectors: [{ name: "Nella Gusikowski" }] },
          3,
        ),
        ...result("get_relationship", { blocking: true, following: true }, 4),
      ],
    } as unknown as Trajectory;
    expect([...new Set(recordDefects(tr, [bundle]).map((d) => d.kind))].sort()).toEqual([
      "clashing-flags",
      "country-name",
      "date-number",
      "fractional-count",
      "link-word",
      "person-as-thing",
    ]);
  });
});

describe("an amount in its smallest unit", () => {
  /** An Up transaction's `amount` as run values49-f53-2 returned it (fresh53). */
  const amount = () => ({ currencyCode: "USD", value: "95.50", valueInBaseUnits: 3 });
  it("flags Up's 'value':'95.50' with 'valueInBaseUnits':3 and sets it to 9550 when seeded", () => {
    expect(baseUnitsOf(amount())).toEqual([{ key: "valueInBaseUnits", want: 9550 }]);
    const rec = amount();
    cohereBaseUnits(rec);
    expect(rec.valueInBaseUnits).toBe(9550);
  });
  it("passes an amount that agrees and one with no value beside it", () => {
    expect(baseUnitsOf({ value: "95.50", valueInBaseUnits: 9550 })).toEqual([]);
    expect(baseUnitsOf({ amount_cents: 1250 })).toEqual([]);
    expect(baseUnitsOf({ amount: 12.5, amount_cents: 1250 })).toEqual([]);
  });
});

describe("a sort name that files another name", () => {
  /** A setlist.fm artist as run values49-f49-3 returned it (fresh49). */
  const artist = () => ({
    mbid: "art_1004",
    name: "Lee Brice",
    sortName: "Beatles, The",
    tmid: 735610,
  });
  it("flags setlist.fm's 'Lee Brice' sorted as 'Beatles, The' and files it as 'Brice, Lee' when seeded", () => {
    expect(sortNameDefects(artist())).toHaveLength(1);
    const rec = artist();
    cohereSortName(rec);
    expect(rec.sortName).toBe("Brice, Lee");
  });
  it("passes the doc's own 'The Beatles' / 'Beatles, The' and a band filed as itself", () => {
    expect(sortNameDefects({ name: "The Beatles", sortName: "Beatles, The" })).toEqual([]);
    expect(sortNameDefects({ name: "Snoop Dogg", sortName: "Snoop Dogg" })).toEqual([]);
  });
});
