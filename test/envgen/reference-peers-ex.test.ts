import { describe, expect, it } from "vitest";
import { episodeState } from "../../src/core/envgen/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Bundled clinic (stop 66 reading): appointment app_1001 sat in Dr. Alysha Dooley's slot while
// naming another doctor. A record agrees with the record it points to on the records both name.
type Rec = Record<string, unknown>;

describe("a seeded appointment", () => {
  it("has its slot's doctor, in the bundle's state and in every episode", async () => {
    const bundle = await bundleOfFixture(
      "../../public/examples/clinic.envfactory-metadata.json",
      7,
    );
    const states = [
      bundle.initialState as Rec,
      ...[1, 2, 3].map((s) => episodeState(bundle, s) as Rec),
    ];
    let checked = 0;
    for (const state of states) {
      const slots = state.slots as Rec[];
      for (const a of state.appointments as Rec[]) {
        const slot = slots.find((s) => s.slot_id === a.slot_id);
        if (!slot) continue;
        expect(a.doctor_id).toBe(slot.doctor_id);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  }, 120_000);
});
