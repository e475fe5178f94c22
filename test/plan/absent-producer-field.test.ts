import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { type SampleAttempt, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh69 Notion (0 tasks of its share of 3): its comments' schema says each comment has a
 * `parent.block_id`, the only output the graph saw naming a block, so every plan to delete,
 * read or append to a block listed comments first — and no seeded comment holds a parent. 390
 * plans died so at grounding as `precondition-unmet`, 337 of them two-goal plans of 3+ calls.
 * Grounding now says the field is absent from every listed record, and the sampler stops
 * choosing that output.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/notion-blocks-comments.openapi.json", import.meta.url),
    "utf8",
  ),
);

let bundle: EnvBundle;
const attempts: SampleAttempt[] = [];
beforeAll(async () => {
  bundle = await specBundle(SPEC, "notion-blocks-comments.openapi.json", 5);
  await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 42,
    count: 20,
    openEnv: createEnvInstance,
    onAttempt: (a) => attempts.push(a),
  });
});

describe("a producer field no listed record holds", () => {
  it("is named as absent when grounding meets it", () => {
    const throughComments = attempts.filter(
      (a) => a.tools?.[0] === "retrieveComments" && a.outcome !== "kept" && a.tools.length > 1,
    );
    expect(throughComments.length).toBeGreaterThan(0);
    expect(throughComments.map((a) => a.outcome)).toContain("absent-field");
  });

  it("is chosen once, not on every later attempt", () => {
    const dead = attempts.filter(
      (a) => a.outcome === "absent-field" || a.outcome === "precondition-unmet",
    );
    expect(dead.length).toBe(1);
  });
});
