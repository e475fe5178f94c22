import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { decidingVerb } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// The bundled helpdesk's decide_leave_request ("Approve or reject a pending leave request"): every
// draft read "approve my leave request … for the rejected decision" and failed the form check, so
// the tool was never covered. (Its end-to-end case is gone: every helpdesk plan that reached it
// went through the user's own leave request, which the sampler now refuses — own-request-decided-ex.)
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
});
