import { describe, expect, it } from "vitest";
import {
  CATCH_ALL_QUALIFIERS,
  lexiconValues,
  qualifierValues,
} from "../../src/core/domain/lexicon/index.js";
import { DESCRIPTIONS } from "../../src/core/domain/value-data.js";
import { createValueSampler, exampleVariants, semanticKind } from "../../src/core/domain/values.js";

/** A record's fields as an OBS-like doc gives them (f29 readers' N: "Personal distribution"). */
const DISTRIBUTION = ["id", "name", "project", "reponame", "vendor", "link"];
const BUILD_DOMAIN = "open build service packages projects distributions";
const filler = (v: unknown) =>
  typeof v === "string" && CATCH_ALL_QUALIFIERS.has(v.split(" ")[0] ?? "") && / [a-z]+$/.test(v);

describe("a record no lexicon kind names", () => {
  it("varies the doc's example by its number, the way such names vary", () => {
    expect(exampleVariants("Fedora 33")).toEqual(
      expect.arrayContaining(["Fedora 34", "Fedora 32"]),
    );
    expect(exampleVariants("openSUSE Leap 15.3")).toContain("openSUSE Leap 15.4");
    // No number, no family to draw from: inventing "openSUSE Tumbleweed 2" claims nothing real.
    expect(exampleVariants("openSUSE Tumbleweed")).toEqual([]);
    expect(exampleVariants("42")).toEqual([]);
    // A record set's name (PowerDNS: e.g. "www.powerdns.com.") varies by the host it names.
    expect(exampleVariants("www.powerdns.com.")).toContain("mail.powerdns.com.");
    expect(exampleVariants("example.com")).toContain("example.org");
    expect(exampleVariants("10.0.0.1")).toEqual([]);
  });

  it("takes names of the doc example's family, never '<Qualifier> distribution'", () => {
    const s = createValueSampler(3, { domain: BUILD_DOMAIN });
    const schema = { type: "string", examples: ["Fedora 33"] };
    const names = Array.from({ length: 6 }, () =>
      s.value({
        name: "name",
        schema,
        entity: "distributions",
        record: {},
        siblings: DISTRIBUTION,
        unnamed: true,
      }),
    );
    for (const n of names)
      expect(n === undefined || /^Fedora \d+$/.test(String(n)), String(n)).toBe(true);
    expect(names.filter((n) => n !== undefined).length).toBeGreaterThanOrEqual(4);
  });

  it("leaves an unrequired name out where nothing plausible names the record", () => {
    const s = createValueSampler(5, { domain: BUILD_DOMAIN });
    for (let i = 0; i < 6; i++) {
      const v = s.value({
        name: "name",
        schema: { type: "string" },
        entity: "distributions",
        record: {},
        siblings: DISTRIBUTION,
        unnamed: true,
      });
      expect(v).toBeUndefined();
    }
  });
});

describe("a group of people", () => {
  const siblings = ["group_title", "title", "email", "login", "person", "maintainer"];
  it("is called as a team, and its email is the group's own", () => {
    const s = createValueSampler(11, { domain: BUILD_DOMAIN });
    for (let i = 0; i < 5; i++) {
      const rec: Record<string, unknown> = {};
      const title = s.value({
        name: "title",
        schema: { type: "string" },
        entity: "groups",
        record: rec,
        siblings,
      });
      rec.title = title;
      const email = s.value({
        name: "email",
        schema: { type: "string" },
        entity: "groups",
        record: rec,
        siblings,
      });
      // "Isadore Hyatt" (a group titled as a person, f29) is two capitalised words.
      expect(String(title)).not.toMatch(/^[A-Z][a-z]+ [A-Z][a-z'-]+$/);
      expect(String(email)).toBe(`${String(title).toLowerCase()}@example.com`);
    }
  });
});

describe("a record's description", () => {
  const pool = new RegExp(
    `^(?:${DESCRIPTIONS.map((d) => d.replace(/[.;,]/g, "\\$&").replace(/\{noun\}|\{Noun\}|\{city\}/g, "[A-Za-z ]+")).join("|")})$`,
  );
  const siblings = ["id", "description", "creator", "state"];
  it("is the doc's own example of one, else left out — never a stock line about failover", () => {
    const s = createValueSampler(7, { domain: BUILD_DOMAIN });
    for (let i = 0; i < 8; i++) {
      const bare = s.value({
        name: "description",
        schema: { type: "string" },
        entity: "requests",
        record: {},
        siblings,
        optional: true,
      });
      expect(bare === undefined || !pool.test(String(bare)), String(bare)).toBe(true);
      const shown = s.value({
        name: "description",
        schema: { type: "string", examples: ["A little version update"] },
        entity: "requests",
        record: {},
        siblings,
        optional: true,
      });
      expect(shown).toBe("A little version update");
    }
  });

  it("a required one says no more than when the record was made", () => {
    const s = createValueSampler(9, { domain: BUILD_DOMAIN });
    const v = String(
      s.value({
        name: "description",
        schema: { type: "string" },
        entity: "requests",
        record: {},
        siblings,
      }),
    );
    expect(v).not.toMatch(pool);
    expect(filler(v)).toBe(false);
  });
});

describe("names a kind the lexicon knows or a number gives", () => {
  it("a chapter with nothing else to name it is called by its own number", () => {
    const s = createValueSampler(4, { domain: "scripture chapters verses" });
    const rec = { chapter_number: 7 };
    const v = s.value({
      name: "name",
      schema: { type: "string" },
      entity: "chapters",
      record: rec,
      siblings: ["chapter_number", "name", "verses_count"],
      unnamed: true,
    });
    expect(v).toBe("Chapter 7");
  });

  it("a build service's architecture is a CPU architecture, not 'Standard architecture'", () => {
    const s = createValueSampler(6, { domain: BUILD_DOMAIN });
    const v = s.value({
      name: "architecture_name",
      schema: { type: "string" },
      entity: "statuses",
      record: {},
      siblings: ["architecture_name", "project_name", "package_name"],
    });
    expect(lexiconValues("architecture")).toContain(v);
  });

  it("a system's node is told apart by its role, never by a catch-all ('Main instance', f29)", () => {
    for (const q of qualifierValues("system")) expect(CATCH_ALL_QUALIFIERS.has(q), q).toBe(false);
  });
});

describe("a DNS record's value", () => {
  it.each([
    ["A", "ipv4"],
    ["AAAA", "ipv6"],
    ["CNAME", "hostname"],
    ["NS", "hostname"],
  ])("%s in a domain index is a %s, not 'Main c'", (name, kind) => {
    expect(semanticKind({ name, schema: { type: "string" } }, "domains dns records")).toBe(kind);
    // Outside DNS an `a` is no address.
    expect(semanticKind({ name, schema: { type: "string" } }, "recipes cooking")).not.toBe(kind);
  });
});

describe("a required field whose name says what it holds (Clever Cloud, fresh38 dev)", () => {
  // Organisations came back `"VAT": "product", "vatState": "username"`, members with
  // `"job": "product"`, signups with `"terms": "chef's knife"`.
  const ORG = ["id", "name", "VAT", "vatState", "address", "city", "country"];
  it("a VAT number is the country's prefix and digits; a part's state is a state word", () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = createValueSampler(seed, { domain: "Clever Cloud organisations and apps" });
      const rec: Record<string, unknown> = {};
      for (const n of ORG)
        rec[n] = s.value({
          name: n,
          schema: { type: "string" },
          entity: "organisations",
          record: rec,
          siblings: ORG,
        });
      expect(rec.VAT).toMatch(/^[A-Z]{2}\d{9}$/);
      expect(["active", "pending", "inactive"]).toContain(rec.vatState);
    }
  });
  it("a member's job is a job title; `terms` is no search phrase; an address's state is a place", () => {
    const s = createValueSampler(5, { domain: "Clever Cloud organisations and apps" });
    expect(semanticKind({ name: "job", schema: { type: "string" }, entity: "members" })).toBe(
      "job-title",
    );
    expect(
      semanticKind({ name: "job", schema: { type: "string" }, entity: "builds" }),
    ).toBeUndefined();
    expect(s.kindOf({ name: "terms", schema: { type: "string" } })).toBeUndefined();
    expect(s.kindOf({ name: "term", schema: { type: "string" } })).toBe("text:search-query");
    expect(s.kindOf({ name: "repoState", schema: { type: "string" } })).toBe("part-state");
    expect(s.kindOf({ name: "billing_state", schema: { type: "string" } })).not.toBe("part-state");
  });
});

describe("a webhook's address (SIGNL4, fresh37 readers N)", () => {
  it("is a URL it calls, never a street; a customer's address stays a street", () => {
    const s = createValueSampler(2, { domain: "SIGNL4 alerting: teams, webhooks, subscriptions" });
    const hook = ["id", "subscriptionId", "teamId", "enabled", "externalAddress", "name"];
    const v = s.value({
      name: "externalAddress",
      schema: { type: "string" },
      entity: "webhooks",
      record: {},
      siblings: hook,
    });
    expect(v).toMatch(/^https:\/\//);
    const street = s.value({
      name: "address",
      schema: { type: "string" },
      entity: "customers",
      record: {},
      siblings: ["id", "name", "address", "city", "country"],
    });
    expect(street).not.toMatch(/^https?:/);
  });
});
