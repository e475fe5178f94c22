import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";

describe("a lookup's goal is the user's question, not a record to list or add", () => {
  it("Wayback availability (fresh14: 'list the waybacks', 'add a new available')", async () => {
    const name = "archive.org-wayback.json";
    const text = readFileSync(new URL(`../fixtures/kinds/${name}`, import.meta.url), "utf8");
    const doc = await ingestFile({ name, text });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 11 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const { plans } = await sampleGroundedPlans([bundle.value], buildToolGraph([bundle.value]), {
      seed: 11,
      count: 4,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(0);
    const said: string[] = [];
    for (const [i, p] of plans.entries()) {
      const built = await buildTask(p, [bundle.value], { seed: i, turns: "single" });
      // The form gate may drop a draft ("for the after closest", a switch read out); what is kept
      // must be a question.
      if (!built.ok && built.error.message.startsWith("not-instructional")) continue;
      if (!built.ok) throw new Error(built.error.message);
      // A question, answered from the call's output: no record is listed, added or named.
      expect((built.value.meta as { goalKind?: string }).goalKind).toBe("compute");
      said.push(built.value.turns[0]?.user ?? "");
    }
    expect(said.length).toBeGreaterThanOrEqual(2);
    for (const user of said) {
      expect(user).not.toMatch(/\b(list|add|new|available for)\b/i);
      // The question says what it is put to.
      expect(user).toMatch(/\bwayback\b/i);
    }
  }, 120_000);
});
