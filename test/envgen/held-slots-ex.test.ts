import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { episodeState } from "../../src/core/envgen/index.js";
import { bundleOfText, envOf } from "../helpers/doc-env.js";

// The bundled clinic says "Book a free slot for a patient. The slot stops being free." and
// "Cancel a booked appointment; its slot becomes free again." Before, four booked appointments
// sat in one slot, at times and with doctors other than the slot's, list_open_slots listed
// booked slots as open, and booking a taken slot succeeded (stop-66 reading, N).
type Rec = Record<string, unknown>;
const name = "clinic.envfactory-metadata.json";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("a slot an appointment holds", () => {
  it("is held by one booked appointment, which has its doctor and start, in every episode", async () => {
    const bundle = await bundleOfText(text, name, 7);
    expect(bundle.model?.entities.slots?.heldBy).toMatchObject({
      entity: "appointments",
      field: "slot_id",
    });
    for (const state of [1, 2, 3].map((e) => episodeState(bundle, e) as Record<string, Rec[]>)) {
      const booked = state.appointments!.filter((a) => a.status === "booked");
      expect(booked.length).toBeGreaterThan(2);
      expect(new Set(booked.map((a) => a.slot_id)).size).toBe(booked.length);
      for (const a of booked) {
        const slot = state.slots!.find((s) => s.slot_id === a.slot_id);
        expect(slot).toBeDefined();
        expect([a.doctor_id, a.start_time]).toEqual([slot!.doctor_id, slot!.start_time]);
      }
      // Some slots are left free.
      expect(state.slots!.length - booked.length).toBeGreaterThan(2);
    }
  }, 120_000);

  it("is not listed as open, cannot be booked again, and is free again once cancelled", async () => {
    const bundle = await bundleOfText(text, name, 7);
    const env = await envOf(bundle);
    const state = bundle.initialState as Record<string, Rec[]>;
    const a = state.appointments!.find((x) => x.status === "booked")!;
    const open = await env.call("list_open_slots", { doctor_id: a.doctor_id });
    expect(open.ok).toBe(true);
    const listed = ((open as { result: { slots: Rec[] } }).result.slots ?? []).map(
      (s) => s.slot_id,
    );
    expect(listed).not.toContain(a.slot_id);
    const patient = state.patients!.find((p) => p.patient_id !== a.patient_id)!;
    const again = await env.call("book_appointment", {
      patient_id: patient.patient_id,
      slot_id: a.slot_id,
      reason: "Flu vaccination",
    });
    expect(again.ok).toBe(false);
    expect(JSON.stringify(again)).toMatch(/Conflict.*not free/);
    expect((await env.call("cancel_appointment", { appointment_id: a.appointment_id })).ok).toBe(
      true,
    );
    const reopened = await env.call("list_open_slots", { doctor_id: a.doctor_id });
    expect(JSON.stringify(reopened)).toContain(String(a.slot_id));
    const booked = await env.call("book_appointment", {
      patient_id: patient.patient_id,
      slot_id: a.slot_id,
      reason: "Flu vaccination",
    });
    expect(booked.ok).toBe(true);
  }, 120_000);
});
