import { describe, expect, it } from "vitest";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

// BigLake (fresh69 blind readers M and N on 9 of 60 samples): a table listed under the database the
// user named was named under another project's catalog, and the gold deleted it there; listed
// tables carried a deleteTime the doc says is "Only set after the table is deleted".

type Rec = Record<string, unknown>;

describe("Google resource names lie under their parent (BigLake catalogs, databases, tables)", () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: every seeded name is its parent's path plus its own pair`, async () => {
      const b = await bundleOfFixture("stop64/biglake.json", seed);
      const state = b.initialState as Record<string, Rec[]>;
      let checked = 0;
      for (const coll of ["catalogs", "databases", "tables"]) {
        for (const r of state[coll] ?? []) {
          if (typeof r.parent !== "string" || typeof r.name !== "string") continue;
          expect(r.name.startsWith(`${r.parent}/${coll}/`)).toBe(true);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it("lists a database's tables under that database, and no live table has a deleteTime", async () => {
    const b = await bundleOfFixture("stop64/biglake.json", 1);
    const state = b.initialState as Record<string, Rec[]>;
    for (const t of state.tables ?? []) {
      expect(t.deleteTime).toBeUndefined();
      expect(t.expireTime).toBeUndefined();
    }
    const table = (state.tables ?? []).find((t) => typeof t.parent === "string")!;
    const env = await envOf(b);
    const got = await env.call("biglake_projects_locations_catalogs_databases_tables_list", {
      parent: table.parent,
    });
    expect(got.ok).toBe(true);
    const listed = ((got as { result: { tables?: Rec[] } }).result.tables ?? []) as Rec[];
    expect(listed.length).toBeGreaterThan(0);
    for (const t of listed) expect(String(t.name).startsWith(`${table.parent}/tables/`)).toBe(true);
  });
});
