import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * fresh63 blind readers (stop 59), N: Elastic Transcoder presets showed audio `BitRate` "511"
 * (doc: "an integer between 64 and 320"), thumbnail `MaxWidth` "93" ("an even integer between 32
 * and 4096"), `Resolution` "0988x86761" and `FrameRate` "29h97" under `(^29.97$)`. AWS types these
 * numbers as strings under a digits pattern, so only the prose bounds them. Descriptions verbatim
 * from amazonaws.com_elastictranscoder.json (fresh63) and tfl.gov.uk.json (dev52b).
 */
const BIT_RATE =
  "The bit rate of the audio stream in the output file, in kilobits/second. Enter an integer between 64 and 320, inclusive.";
const MAX_WIDTH =
  "The maximum width of thumbnails in pixels. If you specify auto, Elastic Transcoder uses 1920 (Full HD) as the default value. If you specify a numeric value, enter an even integer between 32 and 4096.";
const BEARING = "Bearing (between 0 to 359)";

describe("the sampler keeps numbers in strings inside the stated limits", () => {
  const draw = (name: string, schema: Record<string, unknown>, n = 12) => {
    const s = createValueSampler(5, { domain: "Elastic Transcoder" });
    return Array.from({ length: n }, (_, i) =>
      s.value({ name, schema, entity: "preset", record: { Id: `p${i}` } }),
    );
  };

  it("an audio bit rate between 64 and 320, an even thumbnail width", () => {
    for (const v of draw("BitRate", {
      type: "string",
      pattern: "^\\d{1,3}$",
      description: BIT_RATE,
    })) {
      expect(typeof v).toBe("string");
      expect(Number(v)).toBeGreaterThanOrEqual(64);
      expect(Number(v)).toBeLessThanOrEqual(320);
    }
    const widths = draw("MaxWidth", {
      type: "string",
      pattern: "(^auto$)|(^\\d{2,4}$)",
      description: MAX_WIDTH,
    });
    for (const v of widths.filter((x) => x !== "auto")) {
      expect(Number(v) % 2).toBe(0);
      expect(Number(v)).toBeGreaterThanOrEqual(32);
    }
  });

  it("a bearing the doc bounds to 0–359 (TfL)", () => {
    for (const v of draw("bearing", {
      type: "string",
      pattern: "^\\d{1,4}$",
      description: BEARING,
    })) {
      expect(Number(v)).toBeLessThanOrEqual(359);
    }
  });

  it("a size the pattern spells as width x height is a common one, a dot between digits a point", () => {
    for (const v of draw("Resolution", { type: "string", pattern: "^\\d{1,5}x\\d{1,5}$" }))
      expect([
        "640x360",
        "854x480",
        "1280x720",
        "1920x1080",
        "2560x1440",
        "3840x2160",
        "320x240",
        "160x120",
      ]).toContain(v);
    for (const v of draw("FrameRate", { type: "string", pattern: "(^23.97$)|(^29.97$)" }))
      expect(["23.97", "29.97"]).toContain(v);
  });
});
