import { describe, expect, it } from "vitest";
import { createValueSampler, type ValueRequest } from "../../src/core/domain/values.js";

/**
 * A value has the shape its meaning and its doc give it; a made-up `XXX-1234` / `abc_1001` code is
 * only right for an opaque code the system issues. Bad examples are the fresh13 blind readers'
 * quotes (/work/reader/f13-blind/r1.md, r2.md); each is paired with natural fields the rule must
 * leave alone.
 */
const TEMPLATE = /^(?:[A-Z]{2,4}-\d{4}|[a-z]{2,4}_\d{4})$/;

function draws(req: ValueRequest, domain: string, entities: string[] = [], n = 6): unknown[] {
  return Array.from({ length: n }, (_, i) =>
    createValueSampler(100 + i, { domain, entities }).value(req),
  );
}

describe("values a reader marked as template codes take their meaning's shape", () => {
  it('a recipient number is a phone number, not "REC-4937"', () => {
    const desc = "the phone number of the recipient to send to";
    for (const name of ["recipientNumber", "msisdn", "to_number"])
      for (const v of draws({ name, schema: { type: "string", description: desc } }, "SMS")) {
        expect(String(v)).not.toMatch(TEMPLATE);
        expect((String(v).match(/\d/g) ?? []).length).toBeGreaterThanOrEqual(7);
      }
  });

  it("a colour the doc gives as a hex value without '#' is `1e90ff`, not \"teal\"", () => {
    const schema = {
      type: "string",
      description: "The hex value of the color to retrieve without '#'",
    };
    for (const v of draws({ name: "color", schema }, "color names"))
      expect(v).toMatch(/^[0-9a-f]{6}$/);
    for (const v of draws({ name: "hex_color", schema: { type: "string" } }, "themes"))
      expect(v).toMatch(/^#[0-9a-f]{6}$/);
    // color.pizza's `values`: "The hex values of the colors to retrieve without '#'" (not "VAL-3659").
    const values = {
      type: "string",
      description: "The hex values of the colors to retrieve without '#'",
    };
    for (const v of draws({ name: "values", schema: values }, "color names"))
      expect(v).toMatch(/^[0-9a-f]{6}$/);
    // The doc's default shows the form: "Text color hex value", default "000000".
    const text = { type: "string", description: "Text color hex value", default: "000000" };
    for (const v of draws({ name: "color", schema: text }, "pdf tools"))
      expect(v).toMatch(/^[0-9a-f]{6}$/);
  });

  it('GPML code is a GPML document naming the pathway, not "GPM-5791"', () => {
    const schema = { type: "string", description: "The GPML code for the new pathway" };
    for (const v of draws({ name: "gpml", schema, entity: "pathway" }, "wikipathways")) {
      expect(String(v)).toMatch(
        /^<Pathway xmlns="http:\/\/pathvisio\.org\/GPML\/2013a" Name="[^"]+"/,
      );
    }
    const json = draws({ name: "json", schema: { type: "string" }, entity: "report" }, "reports");
    for (const v of json) expect(() => JSON.parse(String(v))).not.toThrow();
  });

  it('an authentication key or info is a credential, not "AUT-1221"', () => {
    for (const description of ["The authentication key", "The authentication info"]) {
      const s = createValueSampler(1, { domain: "wikipathways" });
      const req = { name: "auth", schema: { type: "string", description } };
      expect(s.kindOf(req)).toBe("credential");
      for (const v of draws(req, "wikipathways")) expect(String(v)).not.toMatch(TEMPLATE);
    }
  });

  it('a series or episode number is a whole number, not "SER-8954" / "EPI-9674"', () => {
    const series = {
      name: "series_number",
      schema: {
        type: "string",
        description: "Unique enumerated identifier of the series within its brand",
      },
    };
    for (const v of draws(series, "channel 4 programmes")) expect(String(v)).toMatch(/^\d{1,2}$/);
    const episode = { name: "episode_number", schema: { type: "integer" } };
    for (const v of draws(episode, "channel 4 programmes")) expect(Number.isInteger(v)).toBe(true);
  });

  it("a feed key is the slug of a feed's name, not \"REF-4395\"; a record's key follows its name", () => {
    const req = { name: "feed_key", schema: { type: "string", description: "a valid feed key" } };
    for (const v of draws(req, "adafruit io feeds", ["feed", "dashboard"]))
      expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const s = createValueSampler(3, { domain: "adafruit io" });
    const record = { name: "Brave New World" };
    const own = s.value({
      name: "key",
      schema: { type: "string" },
      entity: "dashboard",
      record,
      siblings: ["name", "key"],
    });
    expect(own).toBe("brave-new-world");
  });

  it('a data point\'s value, elevation and expiration are a reading, metres and a date, not "VAL-8628"/"ELE-6889"/"EXP-7156"', () => {
    const siblings = ["value", "lat", "lon", "ele", "feed_id", "expiration"];
    const base = { schema: { type: "string" }, entity: "data", siblings };
    for (const v of draws({ ...base, name: "value" }, "adafruit io"))
      expect(Number(v)).not.toBeNaN();
    for (const v of draws({ ...base, name: "ele" }, "adafruit io")) expect(Number(v)).not.toBeNaN();
    for (const v of draws({ ...base, name: "expiration" }, "adafruit io"))
      expect(String(v)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('a holding\'s CUSIP and symbol name one real security, not "account" / "populate"', () => {
    const s = createValueSampler(5, { domain: "fact finder holdings" });
    const record: Record<string, unknown> = {};
    const symbol = s.value({
      name: "symbol",
      schema: { type: "string" },
      entity: "holdings",
      record,
    });
    const cusip = s.value({
      name: "cusip",
      schema: { type: "string" },
      entity: "holdings",
      record,
    });
    expect(symbol).toMatch(/^[A-Z]{1,5}$/);
    expect(cusip).toMatch(/^[0-9A-Z]{9}$/);
    const pairs: Record<string, string> = {
      AAPL: "037833100",
      MSFT: "594918104",
      JNJ: "478160104",
      KO: "191216100",
      VTI: "922908769",
      SPY: "78462F103",
      PG: "742718109",
      BND: "921937835",
    };
    expect(pairs[String(symbol)]).toBe(cusip);
  });

  it('a campaign the doc calls a "campaign name" is a campaign\'s name, not "CAM-1900"', () => {
    const req = {
      name: "campaign",
      schema: { type: "string", description: "optional campaign name" },
    };
    for (const v of draws(req, "SMS messaging")) {
      expect(String(v)).not.toMatch(TEMPLATE);
      expect(String(v)).toMatch(/campaign/i);
    }
  });

  it('a message encoding is an encoding, not "Result 2"', () => {
    for (const v of draws({ name: "message_encoding", schema: { type: "string" } }, "SMS messages"))
      expect(["GSM-7", "UCS-2"]).toContain(v);
  });
});

describe("natural fields the rule leaves alone", () => {
  it("a colour with no hex in its doc stays a colour name", () => {
    for (const v of draws(
      { name: "color", schema: { type: "string", description: "The color" } },
      "labels",
    ))
      expect(String(v)).not.toMatch(/^#?[0-9a-f]{6}$/);
  });

  it("an email recipient, a phone's country code and a page number are not phone numbers or ordinals", () => {
    const s = createValueSampler(1, { domain: "SMS" });
    expect(
      s.kindOf({
        name: "to",
        schema: { type: "string", description: "The email address to send to" },
      }),
    ).not.toBe("phone");
    expect(
      s.kindOf({
        name: "country_code",
        schema: { type: "string", description: "the phone number country code" },
      }),
    ).not.toBe("phone");
    expect(s.kindOf({ name: "page_number", schema: { type: "integer" } })).not.toBe("ordinal");
    expect(s.kindOf({ name: "auth_type", schema: { type: "string" } })).not.toBe("credential");
    expect(s.kindOf({ name: "xml_url", schema: { type: "string" } })).not.toBe("format-document");
    expect(s.kindOf({ name: "symbol", schema: { type: "string" }, entity: "elements" })).not.toBe(
      "security",
    );
  });

  it("keys that are not a record's own (an API key, a sort key) are not slugs of a name", () => {
    const s = createValueSampler(2, { domain: "SMS", entities: ["message"] });
    expect(String(s.value({ name: "api_key", schema: { type: "string" } }))).toMatch(/^pk_/);
    const sortKey = s.value({ name: "sort_key", schema: { type: "string" } });
    expect(String(sortKey)).not.toMatch(/^[a-z]+(-[a-z]+)+$/);
  });

  it("a setting's value is not a sensor reading", () => {
    const req = {
      name: "value",
      schema: { type: "string" },
      entity: "settings",
      siblings: ["key", "value"],
    };
    for (const v of draws(req, "app settings"))
      expect(Number.isNaN(Number(v)) || v === "").toBe(true);
  });
});

describe("a country's own code (fresh21 blind readers: 'isoCode':'ISO-4930' for Slovakia)", () => {
  it("`isoCode` on a record of countries and `countryIsoCode` anywhere are ISO 3166 codes", () => {
    for (const v of draws(
      { name: "isoCode", schema: { type: "string" }, entity: "countries" },
      "car dealers",
      ["countries"],
    ))
      expect(String(v)).toMatch(/^[A-Z]{2}$/);
    for (const v of draws({ name: "countryIsoCode", schema: { type: "string" } }, "car dealers"))
      expect(String(v)).toMatch(/^[A-Z]{2}$/);
  });

  it("an `isoCode` that is not a country's keeps its own meaning", () => {
    const s = createValueSampler(3, { domain: "currencies", entities: ["currency"] });
    expect(s.kindOf({ name: "isoCode", schema: { type: "string" }, entity: "currency" })).not.toBe(
      "country-code",
    );
  });
});
