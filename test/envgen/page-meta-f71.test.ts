import { describe, expect, it } from "vitest";
import { bundleOfFixture } from "../helpers/doc-env.js";

// EBI cr-oss-bar-data (fresh71 blind readers, N in most samples): a page's facts kept in an
// object beside the list — `pageMeta` — were drawn at random: "currentElements":77,
// "currentPage":54, "limit":10, "totalElements":8 beside one phenotype.

type Rec = Record<string, unknown>;

describe("a page's own meta object agrees with the list beside it", () => {
  it("currentElements is the list's length, the page the first, the totals whole", async () => {
    const bundle = await bundleOfFixture("stop67/ebi-hpo.json", 42);
    const pages: Array<{ n: number; meta: Rec }> = [];
    for (const rows of Object.values(bundle.initialState as Record<string, unknown>))
      for (const r of Array.isArray(rows) ? (rows as Rec[]) : []) {
        const list = Object.values(r).find(
          (v) => Array.isArray(v) && v.length > 0 && typeof v[0] === "object",
        );
        if (Array.isArray(list) && r.pageMeta)
          pages.push({ n: list.length, meta: r.pageMeta as Rec });
      }
    expect(pages.length).toBeGreaterThan(0);
    for (const { n, meta } of pages) {
      expect(meta.currentElements).toBe(n);
      expect(meta.currentPage).toBe(1);
      expect(meta.totalElements as number).toBeGreaterThanOrEqual(n);
      expect(meta.totalPages).toBe(
        Math.max(1, Math.ceil((meta.totalElements as number) / (meta.limit as number))),
      );
    }
  }, 60_000);
});
