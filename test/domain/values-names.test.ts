import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { CATALOGUES } from "../../src/core/domain/value-data.js";
import { createValueSampler, samplePattern, semanticKind } from "../../src/core/domain/values.js";
import { isGibberish, isPlaceholder } from "./value-defects.js";

/** Field names, descriptions and patterns copied from the fresh draw's specs (outposts, racing, drive labels, mailscript). */

const CLOUD = "aws outposts sites outposts orders";
const RACING = "racing racecards jockeys courses horses";
const SITE_ARN = "^arn:aws([a-z-]+)?:outposts:[a-z\\d-]+:\\d{12}:site/(os-[a-f0-9]{17})$";
const SITE_ID = "^(arn:aws([a-z-]+)?:outposts:[a-z\\d-]+:\\d{12}:site/)?(os-[a-f0-9]{17})$";
const catalogueWords = new Set(
  Object.values(CATALOGUES).flatMap((c) => [
    ...Object.values(c.lines)
      .flat()
      .map((x) => x.toLowerCase()),
    ...Object.keys(c.lines),
  ]),
);

describe("what a field holds, read from its name, description, pattern and domain", () => {
  it.each([
    ["OperatingAddressStateOrRegion", CLOUD, "state"],
    ["StateOrRegion", CLOUD, "state"],
    ["Municipality", CLOUD, "city"],
    ["DistrictOrCounty", CLOUD, "county"],
    ["AddressLine3", CLOUD, "address-line3"],
    ["AvailabilityZone", CLOUD, "availability-zone"],
    ["region", CLOUD, "cloud-region"],
    ["course", RACING, "racecourse"],
    ["going", RACING, "going"],
    ["distance_f", RACING, "furlongs"],
    ["jockey", RACING, "full-name"],
    ["createdBy", "mail automation", "user-email"],
    ["ServerIp", "media player", "ipv4"],
  ])("%s in %s is %s", (name, domain, kind) => {
    expect(semanticKind({ name, schema: { type: "string" } }, domain)).toBe(kind);
  });

  it("an ARN is recognised by its pattern, a resource name by its description", () => {
    expect(semanticKind({ name: "SiteArn", schema: { type: "string", pattern: SITE_ARN } })).toBe(
      "arn",
    );
    expect(
      semanticKind({
        name: "person",
        schema: { type: "string", description: "Person resource name." },
      }),
    ).toBe("resource-name");
  });
});

describe("values for fields nobody can classify", () => {
  it("never borrow the shop catalogue outside a shop; the field's own words instead", () => {
    const s = createValueSampler(3, { domain: "mail automation workflows actions triggers" });
    for (const name of ["action", "input", "integration", "parent", "audience", "list"]) {
      for (let i = 0; i < 20; i++) {
        const v = String(s.value({ name, schema: { type: "string" }, entity: "workflows" }));
        expect(catalogueWords.has(v.toLowerCase()), `${name}=${v}`).toBe(false);
        expect(v, name).not.toMatch(/^[a-z]+-\d{3}$/);
      }
    }
    // An action is a verb a workflow runs, not "Workflow action 3" (the f3 reader's placeholder).
    const action = String(
      s.value({ name: "action", schema: { type: "string" }, entity: "workflows" }),
    );
    expect(isPlaceholder(action, "action"), action).toBe(false);
    expect(action).toMatch(/^[a-z]+$/);
  });

  it("a shop still gets product names for its product fields", () => {
    const s = createValueSampler(3, { domain: "shoe store sneakers" });
    const v = String(s.value({ name: "name", schema: { type: "string" }, entity: "products" }));
    expect(catalogueWords.has(v.toLowerCase().replace(/ (2|3|gtx|wide|lite|pro)$/i, ""))).toBe(
      true,
    );
  });
});

describe("ids, ARNs and addresses of one record agree", () => {
  it("SiteArn and SiteId name the same site in a real region and account", () => {
    const s = createValueSampler(11, { domain: CLOUD });
    for (let i = 0; i < 10; i++) {
      const rec: Record<string, unknown> = {};
      rec.AccountId = s.value({
        name: "AccountId",
        schema: { type: "string", pattern: "^\\d{12}$" },
        record: rec,
      });
      rec.SiteId = s.value({
        name: "SiteId",
        schema: { type: "string", pattern: SITE_ID },
        record: rec,
      });
      rec.SiteArn = s.value({
        name: "SiteArn",
        schema: { type: "string", pattern: SITE_ARN },
        record: rec,
      });
      expect(rec.SiteId).toMatch(/^os-[a-f0-9]{17}$/);
      expect(rec.SiteArn).toBe(
        `arn:aws:outposts:${String(rec.SiteArn).split(":")[3]}:${rec.AccountId}:site/${rec.SiteId}`,
      );
      expect(String(rec.SiteArn).split(":")[3]).toMatch(/^[a-z]{2}-[a-z]+-\d$/);
    }
  });

  it("address parts come from the city the record already names", () => {
    const s = createValueSampler(5, { domain: CLOUD });
    const rec: Record<string, unknown> = { City: "Denver" };
    expect(s.value({ name: "CountryCode", schema: { type: "string" }, record: rec })).toBe("US");
    expect(s.value({ name: "StateOrRegion", schema: { type: "string" }, record: rec })).toMatch(
      /^(CO|Colorado)$/,
    );
  });

  it("pattern fill reads as an id, not letter soup", () => {
    const rng = createRng(9);
    for (let i = 0; i < 30; i++) {
      const v = samplePattern("^([a-zA-Z]+-){1,3}([a-zA-Z]+)?(\\d+[a-zA-Z]?)?$", rng)!;
      expect(isGibberish(v), v).toBe(false);
      expect(v).toMatch(/^[a-z0-9-]+$/);
    }
  });
});

describe("an ARN of any resource type", () => {
  it("names the service's own resource type and stays pattern-valid", () => {
    const pattern =
      "^(arn:aws([a-z-]+)?:outposts:[a-z\\d-]+:\\d{12}:([a-z\\d-]+)/)?[a-z]{2,8}-[a-f0-9]{17}$";
    const s = createValueSampler(4, { domain: "aws outposts" });
    for (let i = 0; i < 10; i++) {
      const v = String(
        s.value({ name: "ResourceArn", schema: { type: "string", pattern }, record: {} }),
      );
      expect(v).toMatch(new RegExp(pattern));
      expect(v).toMatch(/^arn:aws:outposts:[a-z]{2}-[a-z]+-\d:\d{12}:outpost\//);
    }
  });
});
