import { describe, expect, it } from "vitest";
import {
  isJunkNoun,
  lexiconKind,
  qualifierClass,
  qualifierValues,
} from "../../src/core/domain/lexicon/index.js";
import lexicon from "../../src/core/domain/lexicon/names.json" with { type: "json" };
import { createValueSampler } from "../../src/core/domain/values.js";
import { isLabelNumber } from "./record-defects.js";
import { isCityTemplate } from "./value-defects.js";

/**
 * What generated records are called. The fresh9 readers marked N on 26 of 30 samples, most often
 * for names: "Headline 9", "Api 22", "Country 20", "Auth header 4", "Vancouver drug",
 * "Chicago pref", "58d8bcb7a9e6240e200cff25 10". A name comes from what the record is.
 */
const names = (req: { name: string; entity?: string; siblings?: string[] }, n = 8, seed = 7) => {
  const s = createValueSampler(seed, { domain: "streaming tv subscriptions api gateway" });
  return Array.from({ length: n }, () => String(s.value({ schema: { type: "string" }, ...req })));
};

describe("a record's name comes from what the record is", () => {
  it.each([
    // [field, entity, what a reader expects, verbatim bad value]
    ["headline", "plans", /^[A-Z][a-z']* .*[a-z%]$/, "Headline 9"],
    ["name", "apis", / API$/, "Api 22"],
    ["auth_header_name", "apis", /^(Authorization|X-[A-Za-z-]+|Api-Key)$/, "Auth header 4"],
    ["pref_name", "molecules", /^[A-Z][a-z]+/, "Chicago pref"],
    ["name", "drugs", /^[A-Z][a-z]+$/, "Vancouver drug"],
    ["name", "countries", /^[A-Z][A-Za-z' ().,-]+$/, "Country 20"],
    ["name", "genes", /^[A-Z0-9]{3,6}$/, "Gene 4"],
  ])("%s of %s", (name, entity, good, bad) => {
    const got = names({ name, entity });
    expect(got).not.toContain(bad);
    for (const v of got) {
      expect(v).toMatch(good);
      expect(isLabelNumber(v, name, entity)).toBe(false);
      expect(isCityTemplate(v, name)).toBe(false);
    }
  });

  // Dev readers (f25, stop 40): "remove the geofence called Standard geofence", "update the
  // maintenance called Main maintenance", "the calendar called Team calendar" — a qualifier in
  // front of the noun is how nobody names these; people name them for what they are.
  it.each([
    ["name", "geofences", "Standard geofence"],
    ["name", "maintenances", "Main maintenance"],
    ["name", "calendars", "Team calendar"],
    ["name", "ingredients", "Main ingredient"],
    ["name", "nutrients", "Basic nutrient"],
    ["name", "alerts", "Custom alert"],
    ["name", "deployments", "Default deployment"],
    ["name", "builds", "New build"],
    ["name", "addresses", "Primary address"],
    ["name", "business_names", "Main business name"],
  ])("%s of %s is what such a thing is called", (name, entity, bad) => {
    const got = names({ name, entity }, 6);
    expect(got).not.toContain(bad);
    const noun = entity.replace(/s$/, "");
    for (const v of got) expect(v.toLowerCase().endsWith(` ${noun}`), v).toBe(false);
    expect(new Set(got).size).toBe(got.length);
  });

  it('an address\'s formatted text is the address, not a label (lotadata: formatted "Head office")', () => {
    for (const v of names({ name: "formatted", entity: "address" }, 4)) expect(v).toMatch(/\d.*,/);
  });

  it('names a fleet\'s trackers for their vehicles, not a room (traccar: "Kitchen device")', () => {
    const s = createValueSampler(7, { domain: "traccar gps tracking devices positions geofences" });
    for (let i = 0; i < 6; i++) {
      const v = String(s.value({ schema: { type: "string" }, name: "name", entity: "devices" }));
      expect(v).not.toMatch(/device$/i);
    }
  });

  it("gives the records of one collection different names", () => {
    for (const entity of ["apis", "headlines", "webhooks", "countries", "plans"]) {
      const got = names({ name: "name", entity }, 8);
      expect(new Set(got).size).toBe(got.length);
    }
  });

  it("is the same for the same seed and differs for another", () => {
    expect(names({ name: "name", entity: "apis" })).toEqual(
      names({ name: "name", entity: "apis" }),
    );
    expect(names({ name: "name", entity: "apis" }, 8, 8)).not.toEqual(
      names({ name: "name", entity: "apis" }),
    );
  });

  it("never names a record after an operation id", () => {
    for (const v of names({ name: "name", entity: "58d8bcb7a9e6240e200cff25" }))
      expect(v).not.toMatch(/[0-9a-f]{12}|\d+$/);
  });

  it("tells records of an unknown kind apart by a qualifier, not a number", () => {
    const got = names({ name: "name", entity: "gizmos" }, 6);
    for (const v of got) expect(v).toMatch(/^[A-Z][a-z]+ gizmo$/);
    expect(new Set(got).size).toBe(6);
    const servers = names({ name: "name", entity: "servers" }, 4);
    // A server is told apart by its role ("Staging server"), never a catch-all ("Main server").
    const roles = qualifierValues("system");
    for (const v of servers) expect(roles).toContain(v.replace(/ server$/, ""));
  });

  it("calls a plan's nickname by the plan and a person's by a first name", () => {
    const offers = names({ name: "nickname", entity: "save_offers" });
    // Offers are named like offers ("Free shipping", "Student discount"), never a first name.
    for (const v of offers) expect(v).toMatch(/ /);
    for (const v of names({ name: "nickname", entity: "profiles" }))
      expect(v).toMatch(/^[A-Z][a-z'-]+$/);
  });

  it("keeps people's names, rooms and the kinds that already had their own", () => {
    for (const v of names({ name: "name", entity: "customers" }))
      expect(v).toMatch(/^[A-Z][a-z'-]+ [A-Z][a-z'-]+/);
    for (const v of names({ name: "middle_name", entity: "customers" }))
      expect(v).not.toMatch(/Middle/);
  });
});

describe("the lexicon's keys", () => {
  it("holds 8 or more distinct names per kind (or a faker list) and one kind per noun", () => {
    const kinds = (
      lexicon as { kinds: Record<string, { nouns: string[]; values?: string[]; faker?: string }> }
    ).kinds;
    const owner = new Map<string, string>();
    for (const [kind, k] of Object.entries(kinds)) {
      if (!k.faker) {
        expect(k.values?.length ?? 0, kind).toBeGreaterThanOrEqual(8);
        expect(new Set(k.values).size, kind).toBe(k.values!.length);
        for (const v of k.values!)
          expect(/^\S.* \d{1,3}$/.test(v) && !/%|£|\$/.test(v), `${kind}: ${v}`).toBe(false);
      }
      for (const n of k.nouns) {
        expect(owner.get(n), `${n} in ${kind} and ${owner.get(n)}`).toBeUndefined();
        owner.set(n, kind);
      }
    }
  });

  it("reads the head noun, longest known tail first", () => {
    expect(lexiconKind("auth_header")).toBe("http-header");
    expect(lexiconKind("max_rating_content_filter")).toBe("content-rating");
    expect(lexiconKind("saved_filter")).toBe("filter");
    expect(lexiconKind("gizmo")).toBeUndefined();
  });
  it("puts systems, markets and periods in their qualifier class", () => {
    expect(qualifierClass("server")).toBe("system");
    expect(qualifierClass("price_list")).toBe("market");
    expect(qualifierClass("sales_report")).toBe("period");
    expect(qualifierClass("gizmo")).toBe("default");
  });
  it("knows an operation id from a noun", () => {
    expect(isJunkNoun("58d8bcb7a9e6240e200cff25")).toBe(true);
    expect(isJunkNoun("mp3")).toBe(false);
    expect(isJunkNoun("oauth2_client")).toBe(false);
  });
});

// Airbyte's configuration API (fresh36 dev): destinations were "Bali" and "Barcelona" — a data
// sync's destination is a warehouse; a travel agency's is a city.
describe("a noun that means something else in another domain", () => {
  it("is named for what it is there", () => {
    const sync = createValueSampler(3, {
      domain: "Airbyte Configuration API workspaces sources destinations connections",
    });
    const travel = createValueSampler(3, { domain: "travel agency trips and tours" });
    const name = (s: ReturnType<typeof createValueSampler>) =>
      s.value({ name: "name", schema: { type: "string" }, entity: "destinations", record: {} });
    const cities = ["Lisbon", "Barcelona", "Kyoto", "Bali", "Prague", "Reykjavik", "Cape Town"];
    for (let i = 0; i < 4; i++) expect(cities).not.toContain(name(sync));
    expect(String(name(travel))).not.toMatch(/warehouse|replica|lake/i);
  });
});
