import { describe, expect, it } from "vitest";
import { breaksStatedLimits, listedValues, statedRange } from "../../src/core/domain/doc-shapes.js";

/**
 * fresh63 blind readers (stop 59), N: Elastic Transcoder presets showed audio `BitRate` "511"
 * where the doc says "an integer between 64 and 320", `BitDepth` "8" where "Valid values are 16
 * and 24", thumbnail `MaxWidth` "93" where "an even integer between 32 and 4096". AWS types these
 * numbers as strings under a digits pattern, so only the prose bounds them. Descriptions verbatim
 * from amazonaws.com_elastictranscoder.json (fresh63) and tfl.gov.uk.json (dev52b).
 */
const BIT_RATE =
  "The bit rate of the audio stream in the output file, in kilobits/second. Enter an integer between 64 and 320, inclusive.";
const MAX_WIDTH =
  "The maximum width of thumbnails in pixels. If you specify auto, Elastic Transcoder uses 1920 (Full HD) as the default value. If you specify a numeric value, enter an even integer between 32 and 4096.";
const BIT_DEPTH =
  "<p>You can only choose an audio bit depth when you specify <code>flac</code> or <code>pcm</code> for the value of Audio:Codec.</p> <p>The bit depth of a sample is how many bits of information are included in the audio samples. The higher the bit depth, the better the audio, but the larger the file.</p> <p>Valid values are <code>16</code> and <code>24</code>.</p> <p>The most common bit depth is <code>24</code>.</p>";
const KEYFRAMES =
  "<p>The maximum number of frames between key frames. The value is an integer formatted as a string; valid values are between 1 (every frame is a key frame) and 100000, inclusive.</p>";
const BEARING = "Bearing (between 0 to 359)";
// VTEX's `score`: ranges of its classes, none the field's own.
const SCORE =
  "`Approved`: score equal to or greater than 80 points. \n\n`Pending`: from 31 to 79 points.\n\n`Denied`: from 0 to 30 points.";

describe("limits a description states in words", () => {
  it("flags numbers in strings outside them, on two APIs", () => {
    expect(breaksStatedLimits("511", BIT_RATE)).toBeDefined();
    expect(breaksStatedLimits("5", BIT_RATE)).toBeDefined();
    expect(breaksStatedLimits("128", BIT_RATE)).toBeUndefined();
    expect(breaksStatedLimits("93", MAX_WIDTH)).toBeDefined();
    expect(breaksStatedLimits("18", MAX_WIDTH)).toBeDefined();
    expect(breaksStatedLimits("1920", MAX_WIDTH)).toBeUndefined();
    expect(breaksStatedLimits("auto", MAX_WIDTH)).toBeUndefined();
    expect(breaksStatedLimits("8", BIT_DEPTH)).toBeDefined();
    expect(breaksStatedLimits("24", BIT_DEPTH)).toBeUndefined();
    expect(breaksStatedLimits("400", BEARING)).toBeDefined();
    expect(breaksStatedLimits(270, BEARING)).toBeUndefined();
    expect(breaksStatedLimits("95", SCORE)).toBeUndefined();
  });

  it("reads ranges with a remark inside, and no range where the text gives several", () => {
    expect(statedRange(KEYFRAMES)).toEqual({ min: 1, max: 100000 });
    expect(statedRange("Valid values are integers 0 through 16, but we recommend")).toEqual({
      min: 0,
      max: 16,
    });
    expect(statedRange(SCORE)).toBeUndefined();
  });

  it("lists the valid values in code marks, plain numbers or bars", () => {
    expect(listedValues(BIT_DEPTH)).toEqual(["16", "24"]);
    expect(
      listedValues(
        "<p>The number of audio channels in the output file. The following values are valid:</p> <p> <code>auto</code>, <code>0</code>, <code>1</code>, <code>2</code> </p> <p>One channel carries the information played by a single speaker.</p>",
      ),
    ).toEqual(["auto", "0", "1", "2"]);
    // Google's policy version (cloudkms, fresh63) and MemoryDB's snapshot status (fresh60).
    expect(
      listedValues("The maximum policy version. Valid values are 0, 1, and 3. Requests specifying"),
    ).toEqual(["0", "1", "3"]);
    expect(
      listedValues(
        "The status of the snapshot. Valid values: creating | available | restoring | copying | deleting.",
      ),
    ).toEqual(["creating", "available", "restoring", "copying", "deleting"]);
    expect(listedValues("Search query. You can use `artist:` or `year:` filters.")).toEqual([]);
  });
});
