import { describe, expect, it } from "vitest";
import { describedShape } from "../../src/core/domain/json-schema.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import {
  chainAddresses,
  chatName,
  fillerName,
  nameEmail,
  offDomainText,
  placeContinent,
  placeCountry,
  proseKeys,
  recordDefects,
  shuffledSlugs,
  slugName,
} from "../../src/core/synth/record-defects.js";

describe("a chat's channel names where the API keeps no chat (fresh58 PA TV)", () => {
  it('"#help" as a TV channel\'s title is flagged; in a chat API it is not', () => {
    expect(chatName("title", "#help", "TV API. Television listings and channels.")).toBe(true);
    expect(chatName("name", "#help", "Slack Web API: channels and messages")).toBe(false);
    expect(chatName("title", "Sky Atlantic HD", "TV API. Television listings.")).toBe(false);
  });
});

describe("a field named from prose (fresh58 Open Targets)", () => {
  it("so_on is flagged, a plain field is not", () => {
    expect(proseKeys({ metric_id: "met_1", genes: "KRAS", so_on: "2026-01-23" })).toHaveLength(1);
    expect(proseKeys({ metric_id: "met_1", genes: "KRAS" })).toEqual([]);
  });
});

describe("keys made from names dealt out across a list (fresh58 pressassociation)", () => {
  it('"Netflix" namespaced catalogue:amazon-prime is flagged; own names are not', () => {
    const shuffled = [
      { name: "Netflix", namespace: "catalogue:amazon-prime" },
      { name: "Amazon Prime", namespace: "catalogue:iplayer" },
    ];
    expect(shuffledSlugs(shuffled).map((d) => d.value)).toEqual([
      "Netflix / catalogue:amazon-prime",
    ]);
    expect(
      shuffledSlugs([
        { name: "Netflix", namespace: "catalogue:netflix" },
        { name: "Amazon Prime", namespace: "catalogue:amazon-prime" },
      ]),
    ).toEqual([]);
  });
});

describe("record-level nonsense a blind reader marks (fresh19/fresh20 row N)", () => {
  it('a catch-all qualifier on a noun that names nothing ("Advanced offering", "Basic nearest") is filler', () => {
    for (const v of [
      "Advanced offering",
      "Basic nearest",
      "Custom multiple",
      "Secondary nearest",
      "Main entry",
      "Shared learner full",
    ])
      expect(fillerName("name", v), v).toBe(true);
    // A noun the lexicon names, a real name, a login: how people name things.
    expect(fillerName("name", "Main account")).toBe(false);
    expect(fillerName("name", "Schiphol Airport")).toBe(false);
    expect(fillerName("username", "Main entry")).toBe(false);
  });

  it('"Paris" in country "Monaco" and Lyon in North Korea are incoherent; Lyon in France and a code FR are not', () => {
    expect(placeCountry({ city: "Paris", country: { code: "MC", name: "Monaco" } })).toHaveLength(
      2,
    );
    expect(
      placeCountry({ city: "Lyon", country: "Democratic People's Republic of Korea" }).map(
        (d) => d.value,
      ),
    ).toEqual(["Lyon in Democratic People's Republic of Korea"]);
    expect(
      placeCountry({ city: "Sydney", country: { code: "REF-2994", name: "Australia" } }),
    ).toHaveLength(1);
    expect(placeCountry({ city: "Lyon", country: { code: "FR", name: "France" } })).toEqual([]);
    expect(placeCountry({ city: "Hamburg", country: "Germany" })).toEqual([]);
    // A three-letter ISO code is a code too (PIMS venues: "Portland", `country_code` "USA").
    expect(placeCountry({ city: "Portland", country_code: "USA" })).toEqual([]);
    expect(placeCountry({ city: "Portland", country_code: "FRA" })).toHaveLength(1);
    // fresh58 proxykingdom: "Chicago, United States with continent EU".
    const chicago = {
      cityName: "Chicago",
      continent: { code: "EU", name: "European Union" },
      country: { code: "US", name: "United States" },
    };
    expect(placeContinent(chicago).map((d) => d.key)).toEqual(["continent.code", "continent.name"]);
    expect(placeContinent({ city: "Bristol", continent_name: "Asia" })).toHaveLength(1);
    expect(placeContinent({ city: "Bristol", continent: { code: "EU", name: "Europe" } })).toEqual(
      [],
    );
    expect(placeContinent({ city: "Springfield", continent: "Asia" })).toEqual([]);
    expect(placeCountry({ city: "Edinburgh", countryCode: "GB" })).toEqual([]);
  });

  it('a "3-character IATA code" holding "58d_1005" or "nea_1004" breaks its doc; "AMS" does not', () => {
    const iata = describedShape("Airport code (3-character IATA code).");
    expect(iata?.test("58d_1005")).toBe(false);
    expect(iata?.test("nea_1004")).toBe(false);
    expect(iata?.test("AMS")).toBe(true);
    const iso = describedShape(
      "Comma-separated list of country codes (2-character ISO 3166-1). More than 3 country codes is not allowed.",
    );
    expect(iso?.test("NL,FR")).toBe(true);
    expect(iso?.test("Netherlands")).toBe(false);
    expect(describedShape("Unique identifier.")).toBeUndefined();
  });

  it("a street address or a Bitcoin-style string as an ETH or Ronin address is no address of its chain", () => {
    expect(
      chainAddresses({ chain: "ETH", address: "1zgLMpQ8Rz5xV3s9bQ2kM4hY7nP1wE6tKc" }),
    ).toHaveLength(1);
    expect(
      chainAddresses({ chain: "RON", address: "11ZyPKbu5Xw3s9bQ2kM4hY7nP1wE6t" }),
    ).toHaveLength(1);
    expect(
      chainAddresses({ chain: "BTC", source_address: "6 5th Ave, San Diego" }).map((d) => d.key),
    ).toEqual(["source_address"]);
    // Nested records hold addresses of their parent's chain.
    expect(
      chainAddresses({ chain: "ETH", incoming: [{ address: "32 Oldham Street, Manchester" }] }),
    ).toHaveLength(1);
    expect(
      chainAddresses({ chain: "ETH", address: "0x52908400098527886E0F7030069857D2E4169EE7" }),
    ).toEqual([]);
    expect(
      chainAddresses({ chain: "BTC", address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq" }),
    ).toEqual([]);
    expect(chainAddresses({ address: "6 5th Ave, San Diego" })).toEqual([]);
  });

  it('an email "jaquan.kohlerhackett@…" beside firstName "Jace" names someone else', () => {
    expect(
      nameEmail({ firstName: "Jace", lastName: "Ward", email: "jaquan.kohlerhackett@example.com" }),
    ).toHaveLength(1);
    expect(
      nameEmail({ firstName: "Jace", lastName: "Ward", email: "jace.ward@example.com" }),
    ).toEqual([]);
    expect(
      nameEmail({ first_name: "Gary", email: "gmetz@example.com", last_name: "Metz" }),
    ).toEqual([]);
  });

  it('tag "Impressionist" with urlSlug "abc" has a slug of nothing; "delta-blues" is its name', () => {
    expect(slugName({ name: "Impressionist", urlSlug: "abc" })).toHaveLength(1);
    expect(slugName({ name: "Delta Blues", urlSlug: "delta-blues" })).toEqual([]);
    expect(slugName({ name: "1999", urlSlug: "1999" })).toEqual([]);
    expect(slugName({ name: "E.T.", urlSlug: "e-t" })).toEqual([]);
    expect(slugName({ name: "R&B", urlSlug: "r-b" })).toEqual([]);
  });

  it('"Quick question about my order" in a music database and "would buy again" as quiz feedback are off-domain', () => {
    const music = "vocadb songs albums artists tags discussion topics";
    expect(offDomainText("subject", "Quick question about my order", music)).toHaveLength(1);
    expect(offDomainText("reason", "Ordered the wrong size", music)).toHaveLength(1);
    expect(
      offDomainText("feedback", "Great value, would buy again.", "quiz learners courses"),
    ).toHaveLength(1);
    // A shop's own doc speaks of orders; a name is no free text.
    expect(offDomainText("message", "Quick question about my order", "orders products")).toEqual(
      [],
    );
    expect(offDomainText("name", "Order of the Phoenix", music)).toEqual([]);
  });

  it("reads a conversation's call arguments against the tool's input schema", () => {
    const bundle = {
      id: "b",
      name: "airports",
      description: "",
      tools: [
        {
          name: "get_airport",
          description: "",
          inputSchema: {
            type: "object",
            properties: {
              id: { type: "string", description: "Airport code (3-character IATA code)." },
            },
          },
        },
      ],
    } as unknown as EnvBundle;
    const tr = {
      taskId: "t",
      messages: [
        { role: "user", content: "Where is 58d_1005?" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: "c1",
              type: "function",
              function: { name: "get_airport", arguments: '{"id":"58d_1005"}' },
            },
          ],
        },
        {
          role: "tool",
          tool_call_id: "c1",
          name: "get_airport",
          content:
            '{"id":"58d_1005","name":"Main entry","city":"Paris","country":{"name":"Monaco"}}',
        },
      ],
    } as unknown as Trajectory;
    expect(
      recordDefects(tr, [bundle])
        .map((d) => d.kind)
        .sort(),
    ).toEqual(["doc-shape", "filler-name", "place-country"]);
  });
});
