import { describe, expect, it } from "vitest";
import { instantOf } from "../../src/core/domain/values.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// PRSS Content Depot (fresh69 blind readers N): "segment created Aug 10 in episode created Sep 4,
// program Nov 14" — a record made before the record it belongs to.

type Rec = Record<string, unknown>;

const PARENTS: Array<[string, string, string]> = [
  ["episodes", "programId", "programs"],
  ["segments", "episodeId", "episodes"],
];

describe("a child record is made at or after its parent (PRSS episodes, segments)", () => {
  for (const seed of [1, 2, 3, 42]) {
    it(`seed ${seed}: created at or after its parent, updated at or after created`, async () => {
      const b = await bundleOfFixture("stop65/prss-episodes.json", seed);
      const state = b.initialState as Record<string, Rec[]>;
      let checked = 0;
      for (const [coll, ref, parents] of PARENTS) {
        for (const r of state[coll] ?? []) {
          const p = (state[parents] ?? []).find((x) => x.id === r[ref]);
          if (!p) continue;
          const made = instantOf(r.createdDate);
          const parentMade = instantOf(p.createdDate);
          if (made === undefined || parentMade === undefined) continue;
          expect(made).toBeGreaterThanOrEqual(parentMade);
          const changed = instantOf(r.lastModifiedDate);
          if (changed !== undefined) expect(changed).toBeGreaterThanOrEqual(made);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(3);
    });
  }
});

describe("a count of audio channels is a count of audio channels (PRSS segments)", () => {
  for (const seed of [1, 2, 3, 42]) {
    it(`seed ${seed}: channels are 1, 2 or 6`, async () => {
      const b = await bundleOfFixture("stop65/prss-episodes.json", seed);
      const state = b.initialState as Record<string, Rec[]>;
      const seen = (state.segments ?? []).map((r) => r.channels).filter((c) => c !== undefined);
      expect(seen.length).toBeGreaterThan(0);
      for (const c of seen) expect([1, 2, 6]).toContain(c);
    });
  }
});
