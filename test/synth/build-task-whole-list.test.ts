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
  // fresh58 readers (B, 10 of 30): "I found 6 platforms, among them Freesat, Windows and BT TV",
  // "names 3 of 12": a list of up to twelve short items is what the user asked to see.
  it("names every item of a list of six, nine or twelve short names", () => {
    for (const n of [6, 9, 12]) {
      const types = Array.from({ length: n }, (_, i) => `type ${String.fromCharCode(97 + i)}`);
      const facts = answerFactsFrom(ok(types), "s1", toolWords(spec), 0);
      expect(facts.filter((f) => f.key.includes(".items.")).map((f) => f.value)).toEqual(types);
      const answer = finalAnswer(facts, false);
      expect(answer).toMatch(
        new RegExp(
          `^I found ${n} [a-z ]+: ${types.slice(0, -1).join(", ")} and ${types.at(-1)}\\.$`,
        ),
      );
    }
  });
  it("names the first three of a list of fifteen, and says they are some", () => {
    const types = Array.from({ length: 15 }, (_, i) => `type ${String.fromCharCode(97 + i)}`);
    const facts = answerFactsFrom(ok(types), "s1", toolWords(spec), 0);
    expect(facts.filter((f) => f.key.includes(".items."))).toHaveLength(3);
    expect(finalAnswer(facts, false)).toContain("among them");
  });
  it("names the first three of eight long titles, so the answer stays short", () => {
    const titles = Array.from({ length: 8 }, (_, i) => ({
      id: `ct_${i}`,
      name: `Change of registered office address number ${i + 1} for the group`,
    }));
    const facts = answerFactsFrom(ok(titles), "s1", toolWords(spec), 0);
    expect(facts.filter((f) => f.key.includes(".items."))).toHaveLength(3);
    const answer = finalAnswer(facts, false);
    expect(answer).toContain("among them");
    expect(answer.length).toBeLessThan(500);
  });
  // fresh58 readers (B): "I found 9 contributors" over `{"hasNext":true,"item":[…9]}`.
  it("says a page that has more after it is a page", () => {
    const item = Array.from({ length: 4 }, (_, i) => ({ id: `c${i}`, name: `Type ${"ABCD"[i]}` }));
    const facts = answerFactsFrom(ok({ hasNext: true, item }), "s1", toolWords(spec), 0);
    const answer = finalAnswer(facts, false);
    expect(answer).toMatch(/^I found 4 [a-z ]+ on this page: Type A, Type B, Type C and Type D\.$/);
    const last = answerFactsFrom(ok({ hasNext: false, item }), "s1", toolWords(spec), 0);
    expect(finalAnswer(last, false)).not.toContain("page");
  });
});
