import { describe, expect, it } from "vitest";
import { describeSelection } from "../../src/core/plan/value-picker.js";

// How a person singles out one record of a list. A reader found "the Source on Dec 14, 2025 at
// 10 am" — the record was picked by `archived_at`, the first of its keys A–Z.
describe("a record is singled out by something a person could say", () => {
  const sources = [
    {
      archived_at: "2025-12-14T10:00:00Z",
      created_at: "2025-11-01T09:00:00Z",
      id: "1",
      source_ref: "harbor-east",
      availability_message: "ok",
    },
    {
      archived_at: "2025-12-20T10:00:00Z",
      created_at: "2025-11-02T09:00:00Z",
      id: "2",
      source_ref: "harbor-west",
      availability_message: "down",
    },
    {
      archived_at: "2025-12-21T10:00:00Z",
      created_at: "2025-11-03T09:00:00Z",
      id: "3",
      source_ref: "summit",
      availability_message: "slow",
    },
  ];

  it("never by a timestamp, an id or a message when a name-like field is there", () => {
    const s = describeSelection(sources, 1, "sources");
    expect(s.by).toBe("source_ref");
    expect(s.value).toBe("harbor-west");
  });

  it("by position when nothing sayable tells them apart", () => {
    const bare = sources.map(({ archived_at, id, availability_message }) => ({
      archived_at,
      id,
      availability_message,
    }));
    const s = describeSelection(bare, 2, "sources");
    expect(s.by).toBe("position");
  });

  it("still by name first, and by an extreme where there is one", () => {
    const named = sources.map((x, i) => ({ ...x, name: ["Atlas", "Birch", "Cedar"][i] }));
    expect(describeSelection(named, 2, "sources").by).toBe("name");
    // Made first: "the oldest source", said as such and never by its creation time (fresh16).
    expect(describeSelection(sources, 0, "sources")).toMatchObject({
      description: "the oldest source",
      rank: "oldest",
    });
  });
});

describe("a type tag never singles a record out (fresh43 readers F, exavault)", () => {
  // JSON:API records `{id, type: "share", attributes: {…}}` were asked for as "the share share
  // (Shared Folder)": selected by their `type`.
  it("falls back to position rather than 'whose type is share'", () => {
    const records = [
      { id: 1, type: "share", relationships: {} },
      { id: 2, type: "link", relationships: {} },
    ];
    const s = describeSelection(records, 0, "data");
    expect(s.by).not.toBe("type");
  });
});
