import { describe, expect, it } from "vitest";
import { readsBack, takesFromFinders } from "../../src/core/plan/sample-plans.js";
import type { Binding } from "../../src/core/schema/index.js";

const from = (step: string, path: string): Binding => ({ from: "step", step, path });
type Steps = Array<{ id: string; args: Record<string, Binding> }>;

describe("nothing reads a deleted record afterwards", () => {
  // fresh20 readers (blind38 S06, S21): "remove the PV for song …" → delete_api_songs_by_id, then
  // "check the song related" → get_api_songs_by_id_related on the song just deleted.
  it("a follow-up after a delete takes nothing from how the deleted record was found", () => {
    const steps: Steps = [
      { id: "s1", args: {} },
      { id: "s2", args: { id: from("s1", "items[].id") } },
      // The deleted song's related songs: same lookup, same item.
      { id: "s3", args: { id: from("s1", "items[].id") } },
    ];
    expect(takesFromFinders(steps, 2, "s2")).toBe(true);
  });

  it("nor what the deleted record holds (a deleted album's tracks)", () => {
    const steps: Steps = [
      { id: "s1", args: {} },
      { id: "s2", args: { id: from("s1", "[].id") } },
      { id: "s3", args: { id: from("s1", "[].tracks[].song.id") } },
    ];
    expect(takesFromFinders(steps, 2, "s2")).toBe(true);
  });

  it("a follow-up on a record found some other way is left alone", () => {
    const steps: Steps = [
      { id: "s1", args: {} },
      { id: "s2", args: {} },
      { id: "s3", args: { id: from("s1", "[].id") } },
      { id: "s4", args: { id: from("s2", "[].id") } },
    ];
    expect(takesFromFinders(steps, 3, "s3")).toBe(false);
  });
});

describe("a follow-up never reads back what the first request just wrote", () => {
  // fresh20 readers: 'add a new tag? It's named "Jam Bands"' → post_api_tags, then "Can you also
  // pull up the tag now?" → get_api_tags_by_id on the tag just made.
  it("a read of the record a create made is no second request", () => {
    const steps: Steps = [
      { id: "s1", args: {} },
      { id: "s2", args: { id: from("s1", "id") } },
    ];
    expect(readsBack(steps, "s1", "s2", "create", "read")).toBe(true);
  });

  it("nor a read of the record an update changed, found by the same lookup", () => {
    const steps: Steps = [
      { id: "s1", args: {} },
      { id: "s2", args: { id: from("s1", "[].id") } },
      { id: "s3", args: { id: from("s1", "[].id") } },
    ];
    expect(readsBack(steps, "s2", "s3", "update", "read")).toBe(true);
  });

  it("a list of other records that takes the new one as a filter stays a follow-up", () => {
    const steps: Steps = [
      { id: "s1", args: {} },
      { id: "s2", args: { tagId: from("s1", "id") } },
    ];
    expect(readsBack(steps, "s1", "s2", "create", "list")).toBe(false);
    expect(readsBack(steps, "s1", "s2", "read", "read")).toBe(false);
  });
});
