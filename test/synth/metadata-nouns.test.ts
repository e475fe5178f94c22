import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import tools from "../fixtures/synth/getty-metadata-tools.json" with { type: "json" };

/** getty-images (fresh21) as ingested: reads whose summaries name data about a thing. */
const tool = (name: string) => tools.find((t) => t.name === name) as unknown as ToolSpec;

// fresh21 readers (F): "the product type and size of the detailed video metadata", "what does
// the assets and metadata say now?", "the detailed event meta-data" — a summary's object said as
// the thing. A person asks about the video, the board, the event.
describe("a summary's metadata is said as the thing it is about", () => {
  const cases: [string, string][] = [
    ["get_v3_boards_by_board_id", "board"],
    ["get_v3_videos_by_id", "video"],
    ["get_v3_events", "event"],
  ];
  for (const [name, noun] of cases)
    it(`${name} is about the ${noun}`, () => {
      const w = toolWords(tool(name));
      expect(w.noun).toBe(noun);
      expect(w.phrase.text).not.toMatch(/meta-?data/);
    });
});
