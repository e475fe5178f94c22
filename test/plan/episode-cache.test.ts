import { afterEach, describe, expect, it } from "vitest";
import { episodeInitialState, setEpisodeCacheChars } from "../../src/core/plan/episode.js";
import { homeBundle } from "./mini-home.js";

// The main thread keeps only a few episode states while workers build the tasks; a state asked
// for again after it was let go is made again, and must be the same state.
describe("episode state cache bound", () => {
  let restore: number | undefined;
  afterEach(() => {
    if (restore !== undefined) setEpisodeCacheChars(restore);
    restore = undefined;
  });

  it("keeps recent states under a large bound", async () => {
    const bundle = await homeBundle();
    const first = episodeInitialState(bundle, 4242);
    expect(episodeInitialState(bundle, 4242)).toBe(first);
  });

  it("makes a let-go state again, equal to the first", async () => {
    const bundle = await homeBundle();
    const first = episodeInitialState(bundle, 4343);
    const copy = structuredClone(first);
    restore = setEpisodeCacheChars(0);
    episodeInitialState(bundle, 4344);
    const again = episodeInitialState(bundle, 4343);
    expect(again).not.toBe(first);
    expect(again).toEqual(copy);
    expect(episodeInitialState(bundle, 4343)).toBe(again);
  });
});
