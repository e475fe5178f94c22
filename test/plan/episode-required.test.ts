import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

/**
 * A stored bundle (the bundled notes service, hand-written code) keeps working on varied episode
 * states: a field its state schema requires is never left out. An optional-looking free-text
 * field (`body`) dropped from every note made 1,051 of its plan attempts fault on invalid output,
 * and the app's "Try a model" panel got 1 task instead of 3.
 */
describe("episode states of a stored bundle", () => {
  const bundle = JSON.parse(
    readFileSync(new URL("../../public/examples/notes.envbundle.json", import.meta.url), "utf8"),
  ) as EnvBundle;
  const item = (
    bundle.stateSchema as {
      properties: { notes: { additionalProperties: { required: string[] } } };
    }
  ).properties.notes.additionalProperties;

  it("hold every field the bundle's state schema requires", () => {
    expect(item.required).toContain("body");
    for (const seed of [1, 7, 12345, 99991]) {
      const state = episodeInitialState(bundle, seed) as {
        notes: Record<string, Record<string, unknown>>;
      };
      const notes = Object.values(state.notes);
      expect(notes.length).toBeGreaterThan(0);
      for (const note of notes)
        for (const field of item.required)
          expect(note[field], `${field} of seed ${seed}`).toBeDefined();
    }
  });
});
