import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { buildTask, decidingVerb } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// The bundled helpdesk's decide_leave_request ("Approve or reject a pending leave request"): every
// draft read "approve my leave request … for the rejected decision" and failed the form check, so
// the tool was never covered.
const decide: ToolSpec = {
  name: "decide_leave_request",
  description: "Approve or reject a pending leave request. Only the employee's manager may decide.",
  inputSchema: {
    type: "object",
    properties: {
      request_id: { type: "string" },
      approver_id: { type: "string" },
      decision: { type: "string", enum: ["approved", "rejected"] },
      comment: { type: "string" },
    },
  },
  kind: "action",
};

describe("a decision input is said by the goal's verb", () => {
  it("'rejected' is 'reject the leave request'; 'approved' is 'approve'", () => {
    const w = toolWords(decide);
    expect(decidingVerb(w, decide, { decision: "rejected" })?.words.phrase.text).toMatch(
      /^reject the\b/,
    );
    expect(decidingVerb(w, decide, { decision: "approved" })?.verb).toBe("approve");
  });
  it("a past form the doc offers as no act is left alone", () => {
    const w = toolWords(decide);
    expect(decidingVerb(w, decide, { comment: "Checked" })).toBeUndefined();
  });

  it("the helpdesk's decide_leave_request becomes tasks whose requests pass every check", async () => {
    const text = readFileSync("public/examples/helpdesk.openai-tools.json", "utf8");
    const doc = await ingestFile({ name: "helpdesk.openai-tools.json", text });
    if (!doc.ok) throw new Error(doc.error.message);
    const built = await generateHeuristicBundle(doc.value, { seed: 0 });
    if (!built.ok) throw new Error(built.error.message);
    const bundle = built.value;
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 4,
      count: 60,
      openEnv: createEnvInstance,
    });
    const deciding = plans.filter((p) =>
      (p.goals ?? [p.goal]).some((g) => p.steps.find((s) => s.id === g)?.tool === decide.name),
    );
    expect(deciding.length).toBeGreaterThan(0);
    let kept = 0;
    // (Plans whose request_leave step is no goal fail to build for another reason; the first
    // three that build are read.)
    for (const [i, plan] of deciding.entries()) {
      if (kept >= 3) break;
      const task = await buildTask(plan, [bundle], { seed: i, turns: "single" });
      if (!task.ok) continue;
      kept++;
      for (const t of task.value.turns) expect(t.user).not.toMatch(/\bdecision\b/);
    }
    expect(kept).toBeGreaterThan(0);
  });
});
