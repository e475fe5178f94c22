import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

const spec = (name: string, description: string): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  annotations: { http: { method: "GET", path: `/${name}` } },
});
const answerOf = (tool: string, description: string, result: unknown) => {
  const w = { ...toolWords(spec(tool, description)), kind: "list" as const };
  const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, { year: 2026 });
  return { facts, answer: finalAnswer(facts, false) };
};

// fresh11 readers (B): "I found 7 valid disruption categories" over a list of seven entries of
// four categories (TfL `Line_MetaDisruptionCategories`, verbatim result).
describe("a list of plain values is counted by its distinct values", () => {
  it("seven entries, four categories: four", () => {
    const { facts, answer } = answerOf(
      "Line_MetaDisruptionCategories",
      "Gets a list of valid disruption categories",
      ["single", "search", "severity", "unified", "severity", "single", "unified"],
    );
    expect(facts.find((f) => f.key.endsWith(".count"))?.value).toBe(4);
    expect(answer).not.toMatch(/\b7\b/);
  });

  it("a list with no repeats keeps its length; records keep theirs", () => {
    const { facts } = answerOf("list_colours", "Lists colours", ["red", "green", "blue"]);
    expect(facts.find((f) => f.key.endsWith(".count"))?.value).toBe(3);
    const records = answerOf("list_orders", "Lists orders", [
      { id: 1, name: "Desk" },
      { id: 2, name: "Desk" },
    ]);
    expect(records.facts.find((f) => f.key.endsWith(".count"))?.value).toBe(2);
  });
});
