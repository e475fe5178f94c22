import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

/**
 * fresh57 readers (B): "Can you list the types?" over four change types was answered with three
 * of them ("I found 4 change types, among them …"): a list short enough to say is said whole; a
 * long one by its count and its first three.
 */
const spec: ToolSpec = {
  name: "CompanyMonitorChangeTypesList",
  description: "Get available ChangeTypes",
  inputSchema: { type: "object", properties: {} },
  annotations: { http: { method: "GET", path: "/company/monitoring/changeTypes" } },
};
const ok = (result: unknown) => ({ ok: true as const, result });

describe("a list answer's items", () => {
  it("names every item of a list of four", () => {
    const types = ["address change", "name change", "officer change", "capital change"];
    const facts = answerFactsFrom(ok(types), "s1", toolWords(spec), 0);
    const items = facts.filter((f) => f.key.includes(".items."));
    expect(items.map((f) => f.value)).toEqual(types);
    expect(finalAnswer(facts, false)).not.toContain("among them");
  });
  it("names the first three of a list of eight, and says they are some", () => {
    const types = ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"].map((x) => `type ${x}`);
    const facts = answerFactsFrom(ok(types), "s1", toolWords(spec), 0);
    expect(facts.filter((f) => f.key.includes(".items."))).toHaveLength(3);
    expect(finalAnswer(facts, false)).toContain("among them");
  });
});
