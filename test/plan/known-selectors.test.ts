import { describe, expect, it } from "vitest";
import { describeSelection, pointableIndex } from "../../src/core/plan/value-picker.js";

// fresh16 readers (F+U): "update the display scope … on the script tag with a make date of Jun 11,
// 2015 at 10:58 am" — shop-pro's script tags carry no name, only a display scope shared by several
// and the epoch times the shop keeps. A person cannot say when a tag was made to the minute; they
// can say "my latest script tag".
const tags = [
  { display_scope: "shop", id: 1, make_date: 1467877118, src: "https://example.com/example.js" },
  {
    display_scope: "thanks_page",
    id: 2,
    make_date: 1420278921,
    src: "https://example.com/example.js",
  },
  {
    display_scope: "thanks_page",
    id: 3,
    make_date: 1410112153,
    src: "https://example.com/example.js",
  },
  { display_scope: "shop", id: 4, make_date: 1443518594, src: "https://example.com/example.js" },
];
// anchore's operations: a uuid, a status several share and ISO times.
const operations = [
  { created_at: "2025-10-02T15:30:00Z", status: "complete", uuid: "ima_1001" },
  { created_at: "2025-08-14T16:45:00Z", status: "queued", uuid: "ima_1002" },
  { created_at: "2025-12-28T13:45:00Z", status: "complete", uuid: "ima_1003" },
  { created_at: "2025-10-05T10:45:00Z", status: "queued", uuid: "ima_1004" },
];

describe("a record with no name is picked as the newest or oldest one", () => {
  it("the newest script tag is said as the latest, by when it was made", () => {
    const s = describeSelection(tags, 0, "script_tags");
    expect(s).toMatchObject({ by: "make_date", value: 1467877118, rank: "newest" });
    expect(s.description).toBe("the latest script tag");
    expect(describeSelection(operations, 1, "operations")).toMatchObject({
      by: "created_at",
      rank: "oldest",
    });
  });

  it("a record in the middle has no such words", () => {
    expect(describeSelection(tags, 1, "script_tags").rank).toBeUndefined();
    expect(describeSelection(operations, 0, "operations").rank).toBeUndefined();
  });

  it("grounding picks a record a person can point at when the drawn one has none", () => {
    const all = [0, 1, 2, 3];
    // Record 1 (made neither first nor last) is drawn: its neighbours in time are taken instead.
    const i = pointableIndex(tags, all, 1, () => 0, "script_tags");
    expect([0, 2]).toContain(i);
    expect(describeSelection(tags, i, "script_tags").by).not.toBe("position");
    // The newest may be ruled out (a precondition): the oldest is said instead.
    expect(pointableIndex(operations, [1, 3], 3, () => 0, "operations")).toBe(1);
  });

  it("keeps the drawn record when it has a name", () => {
    const named = tags.map((t, i) => ({ ...t, name: `Tag ${i}` }));
    expect(pointableIndex(named, [0, 1, 2, 3], 1, () => 0, "script_tags")).toBe(1);
  });

  it("a time a person chose (a start) is no reason to rank by when records were made", () => {
    const slots = [
      { start_time: "2026-02-13T16:15:00Z", room: "A" },
      { start_time: "2026-02-14T10:00:00Z", room: "B" },
    ];
    expect(describeSelection(slots, 1, "slots").rank).toBeUndefined();
  });
});
