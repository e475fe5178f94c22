import { describe, expect, it } from "vitest";
import { rawEnumCodes } from "../../src/core/synth/value-mentions.js";
import { ABUSE_STATE, PLAYLIST_PRIVACY, VIDEO_PRIVACY } from "../fixtures/peertube-enums.js";

// Schemas verbatim from the PeerTube spec (fresh10); texts verbatim from the blind readers' tables.

describe("rawEnumCodes", () => {
  it("catches the codes readers marked", () => {
    const cases: Array<[string, string, unknown, unknown]> = [
      ["Add a new playlist privacy 1, now please.", "privacy", PLAYLIST_PRIVACY, 1],
      ["Can you also update the state to 2 on it?", "state", ABUSE_STATE, 2],
      [
        'Would you mind helping me add a new live for video 15, with a privacy of 2 and for the tags "onboarding"?',
        "privacy",
        VIDEO_PRIVACY,
        2,
      ],
      [
        'List the available plugins for the search "My Bondage and My Freedom", it\'s a 68',
        "pluginType",
        { type: "integer" },
        68,
      ],
    ];
    for (const [text, name, schema, value] of cases)
      expect(rawEnumCodes(text, [{ name, schema, value }]), text).toHaveLength(1);
  });

  it("leaves a code said with its meaning, and numbers that are amounts or names", () => {
    expect(
      rawEnumCodes("Can you mark that report as rejected?", [
        { name: "state", schema: ABUSE_STATE, value: 2 },
      ]),
    ).toEqual([]);
    expect(
      rawEnumCodes("Book a room for 2 adults.", [
        { name: "adults", schema: { type: "integer", enum: [1, 2, 3, 4] }, value: 2 },
      ]),
    ).toEqual([]);
    expect(
      rawEnumCodes("Please clean room 12 today.", [
        { name: "room", schema: { type: "integer" }, value: 12 },
      ]),
    ).toEqual([]);
    // The code is not said at all: nothing raw in the text.
    expect(
      rawEnumCodes("Add a new playlist called Road Trip.", [
        { name: "privacy", schema: PLAYLIST_PRIVACY, value: 1 },
      ]),
    ).toEqual([]);
  });
});
