import { describe, expect, it } from "vitest";
import { codeIdentifier } from "../../src/core/synth/checks.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * fresh69 BigLake, after facts65 named the data stores a person makes ("catalog sales_raw",
 * "database orders_db", "table page_views" instead of "ogqq2hy370"): the requests then said
 * snake_case names, the not-instructional gate took them for code identifiers, and BigLake went
 * from 7 tasks to none in the mixed fresh69 run (175 drafts dropped, 0 kept of 10 on BigLake
 * alone). A name a person gives a catalog, database or table is a word, or words joined by a
 * hyphen, that the code-identifier rule lets pass.
 */
describe("data-store names a person gives pass the code-identifier rule (fresh69 BigLake)", () => {
  for (const seed of [1, 2, 3]) {
    it(`seed ${seed}: no seeded catalog, database or table id reads as code`, async () => {
      const b = await bundleOfFixture("stop64/biglake.json", seed);
      const state = b.initialState as Record<string, Array<{ name?: string }>>;
      const ids = ["catalogs", "databases", "tables"].flatMap((c) =>
        (state[c] ?? []).map(
          (r) =>
            String(r.name ?? "")
              .split("/")
              .pop() ?? "",
        ),
      );
      expect(ids.length).toBeGreaterThanOrEqual(6);
      expect(ids.filter((id) => codeIdentifier(`the ${id} one`) !== undefined)).toEqual([]);
    });
  }
});
