import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isUnsetMember, setMembers } from "../../src/core/domain/enum-labels.js";
import { isPlumbing, plumbingValue } from "../../src/core/domain/field-roles.js";
import { createRng } from "../../src/core/domain/rng.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { pickUserValue, synthesise } from "../../src/core/plan/value-picker.js";

// fresh69 blind readers (stop 64): BigLake's TYPE_UNSPECIFIED said and seeded, its ids drawn
// ("database ogqq2hy370 of catalog wf0k77v9vi"), taxrates.io's API host said as a site.
const CUT = JSON.parse(
  readFileSync(new URL("../fixtures/fresh69-facts.json", import.meta.url), "utf8"),
) as Record<string, Record<string, unknown>>;
const table = CUT.biglakeTable as { properties: Record<string, Record<string, unknown>> };
const BIGLAKE = "biglake BigLake API The BigLake API provides access to BigLake Metastore.";

describe("an enum's zero is never sent, seeded or said (BigLake Table.type)", () => {
  it("knows the zero members", () => {
    for (const v of ["TYPE_UNSPECIFIED", "STATE_UNSET", "NOT_SET", "unspecified"])
      expect(isUnsetMember(v), v).toBe(true);
    for (const v of ["HIVE", "UNSPECIFIED_LATER", "SET", "unknown"])
      expect(isUnsetMember(v), v).toBe(false);
    expect(setMembers(["TYPE_UNSPECIFIED", "HIVE"])).toEqual(["HIVE"]);
    expect(setMembers(["TYPE_UNSPECIFIED"])).toEqual(["TYPE_UNSPECIFIED"]);
  });

  it("no seeded table is of type TYPE_UNSPECIFIED", () => {
    const s = createValueSampler(42, { domain: BIGLAKE });
    for (let i = 0; i < 40; i++)
      expect(
        s.value({ name: "type", entity: "tables", record: {}, schema: table.properties.type }),
      ).toBe("HIVE");
  });

  it("no user is made to set it", () => {
    const schema = table.properties.type as Record<string, unknown>;
    for (let seed = 0; seed < 20; seed++) {
      const ctx = {
        rng: createRng(seed),
        state: {},
        kind: "update",
        related: [],
        clockStart: "2026-01-05T09:00:00Z",
      };
      expect(synthesise("type", schema, ctx)).toBe("HIVE");
      expect(pickUserValue("type", schema, { ...ctx, avoid: ["HIVE"] })).not.toBe(
        "TYPE_UNSPECIFIED",
      );
    }
  });
});

describe("the ids a person chose for a data store read as names (BigLake)", () => {
  it("catalogs, databases and tables are named, never drawn", () => {
    const parent = CUT.biglakeTablesParent as { description: string };
    const s = createValueSampler(7, { domain: BIGLAKE });
    for (let i = 0; i < 12; i++) {
      const v = String(
        s.value({
          name: "name",
          entity: "tables",
          record: {},
          schema: { type: "string", description: table.properties.name?.description },
        }),
      );
      const m =
        /^projects\/[a-z0-9-]+\/locations\/[a-z0-9-]+\/catalogs\/([a-z-]+)\/databases\/([a-z]+)\/tables\/([a-z]+)$/.exec(
          v,
        );
      expect(m, v).not.toBeNull();
      const p = String(
        s.value({
          name: "parent",
          entity: "tables",
          record: {},
          schema: { type: "string", description: parent.description },
        }),
      );
      expect(p).toMatch(/\/catalogs\/[a-z]+-[a-z]+\/databases\/[a-z]+$/);
    }
  });
});

describe("the API's own host is transport (taxrates.io `domain`)", () => {
  const p = CUT.taxratesDomain as { description: string; schema: Record<string, unknown> };
  it("is plumbing and is sent as the doc gives it", () => {
    expect(isPlumbing("domain", { description: p.description, in: "query" })).toBe(true);
    expect(plumbingValue("domain", { ...p.schema, description: p.description })).toBe(
      "api.taxrates.io",
    );
    expect(plumbingValue("domain", { type: "string", description: p.description })).toBe(
      "api.taxrates.io",
    );
    // A domain a person names stays theirs.
    expect(isPlumbing("domain", { description: "The domain to look up.", in: "query" })).toBe(
      false,
    );
  });
});
