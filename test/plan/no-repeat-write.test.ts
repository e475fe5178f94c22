import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";

// A reader found "move my appointment to the slot on Jan 30 at 4:45 pm" followed by "please book an
// appointment" — booked into the very slot just taken, for the same patient: a second write that
// takes every record the first one took repeats it.
describe("a follow-up write never repeats the first one (bundled clinic example)", () => {
  it("no plan books the slot its reschedule just took", async () => {
    const name = "clinic.envfactory-metadata.json";
    const doc = await ingestFile({
      name,
      text: readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8"),
    });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const { plans } = await sampleGroundedPlans([bundle.value], buildToolGraph([bundle.value]), {
      seed: 11,
      count: 80,
      openEnv: createEnvInstance,
    });
    const argsOf = (p: (typeof plans)[number], tool: string) =>
      p.steps
        .filter((s) => s.tool === tool)
        .map((s) => (s.grounded?.args ?? {}) as Record<string, unknown>);
    const both = plans.filter(
      (p) => argsOf(p, "reschedule_appointment").length && argsOf(p, "book_appointment").length,
    );
    // Writes on the same patient still follow each other; the slot is what must differ.
    for (const p of both) {
      const moved = argsOf(p, "reschedule_appointment").map((a) => a.new_slot_id);
      for (const b of argsOf(p, "book_appointment")) expect(moved).not.toContain(b.slot_id);
    }
    expect(plans.length).toBeGreaterThan(40);
  }, 120_000);
});
