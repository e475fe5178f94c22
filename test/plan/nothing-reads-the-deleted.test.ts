import { describe, expect, it } from "vitest";
import { takesFromFinders } from "../../src/core/plan/sample-plans.js";
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
