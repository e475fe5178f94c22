import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan } from "../../src/core/schema/index.js";

/** A create that takes no body (`POST /contracts`, fresh22 dapp), and writes that build on it. */
const DOC = new URL("../fixtures/plan/bare-create.openapi.json", import.meta.url);
let plans: Plan[];

beforeAll(async () => {
  const doc = await ingestFile({
    name: "bare-create.openapi.json",
    text: readFileSync(DOC, "utf8"),
  });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  const graph = buildToolGraph([made.value]);
  ({ plans } = await sampleGroundedPlans([made.value], graph, {
    seed: 5,
    count: 12,
    // No second goal by chance: a bare create must still get the write that builds on it.
    secondGoalProbability: 0,
    openEnv: createEnvInstance,
  }));
}, 120_000);

const goalTools = (p: Plan) =>
  (p.goals ?? [p.goal]).map((g) => p.steps.find((s) => s.id === g)?.tool);

describe("a create the user says nothing about", () => {
  it("is never a request alone: 'add a new smart contract' → post_contract {} (fresh22 readers G+M)", () => {
    const alone = plans.filter((p) => goalTools(p).join() === "post_contract");
    expect(alone).toEqual([]);
  });

  it("is the first step of a second write that builds on the record it makes", () => {
    const built = plans.filter((p) => goalTools(p)[0] === "post_contract");
    expect(built.length).toBeGreaterThan(0);
    for (const p of built) {
      expect(p.goals).toHaveLength(2);
      const second = p.steps.find((s) => s.id === p.goals?.[1]);
      const fromCreate = Object.values(second?.args ?? {}).some(
        (b) => b.from === "step" && b.step === p.goal,
      );
      expect(fromCreate).toBe(true);
      expect(p.steps.length).toBeGreaterThanOrEqual(2);
    }
  });
});
