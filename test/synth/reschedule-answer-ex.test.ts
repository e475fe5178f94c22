import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// The bundled clinic's `reschedule_appointment` ("Move a booked appointment to another free slot")
// answers `{appointment_id, start_time: "New start, ISO 8601.", status}`; its effect writes the
// slot. Before, its answer was "I've rescheduled the appointment." and never said when it now is:
// the start was no field the effect names (stop-67 reading, B).
const name = "clinic.envfactory-metadata.json";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("a rescheduled appointment", () => {
  it("is confirmed with its new time; an action that is no move is not", async () => {
    const ing = await ingestFile({ name, text });
    if (!ing.ok) throw new Error(ing.error.message);
    const spec = ing.value.tools.find((t) => t.name === "reschedule_appointment")!;
    const args = { appointment_id: "app_1004", new_slot_id: "slo_1004" };
    const result = {
      appointment_id: "app_1004",
      start_time: "2026-01-29T09:45:00Z",
      status: "booked",
    };
    const ctx = {
      args,
      argNames: Object.keys(args),
      changes: ["slot_id"],
      said: ["2026-01-29T09:45:00Z"],
    };
    const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, ctx);
    expect(facts.map((f) => f.value)).toContain("2026-01-29T09:45:00Z");
    // As the semantic model kinds it (an update of the appointment's slot), the same.
    const asUpdate = { ...toolWords(spec), kind: "update" as const };
    const updated = answerFactsFrom({ ok: true, result }, "s1", asUpdate, 0, ctx);
    expect(updated.map((f) => f.value)).toContain("2026-01-29T09:45:00Z");
    const confirm = {
      ...spec,
      name: "confirm_appointment",
      description: "Confirm a booked appointment.",
    };
    const other = answerFactsFrom({ ok: true, result }, "s1", toolWords(confirm), 0, {
      ...ctx,
      changes: ["confirmed"],
    });
    expect(other.map((f) => f.value)).not.toContain("2026-01-29T09:45:00Z");
  });
});
