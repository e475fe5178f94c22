import { describe, expect, it } from "vitest";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { datasetQuality, qualityRows } from "../../src/core/synth/dataset-quality.js";
import { toolResultDefects } from "../../src/core/synth/sample-data.js";

// Tool results the fresh11 blind readers marked N (/work/reader/f11-blind/r1.md, r2.md), verbatim
// where the reader quoted them, and natural records the check must leave alone.
describe("nonsense data in a tool result", () => {
  it.each([
    [
      "a category that is a made-up code",
      { category: "CAT-8504", common_name: "Advanced lab test" },
    ],
    ["an age value that is a code", { age: { unit: "m", value: "VAL-1251" } }],
    ["image data that is a code", { data: "DAT-6222", modelId: "mod_1001" }],
    [
      "stop types that repeat",
      ["internal", "internal", "internal", "standard", "internal", "standard", "external"],
    ],
    [
      "disruption categories that repeat",
      { categories: ["single", "search", "severity", "unified", "severity", "single", "unified"] },
    ],
  ])("flags %s", (_why, v) => {
    expect(toolResultDefects(v).length).toBeGreaterThan(0);
  });

  it.each([
    ["an order number", { order_number: "ORD-7743", total: 42.5 }],
    ["a licence key and a service key", { licenseKey: "LIC-2231", servicekey: "SER-7823" }],
    ["a ticket reference", { ticket: { reference: "TCK-1042", status: "open" } }],
    ["distinct categories", { categories: ["bus", "tube", "overground", "dlr"] }],
    ["a list of numbers with repeats (readings)", { readings: [3, 3, 4, 5] }],
    ["two tags that repeat (too short to call a list of things)", { tags: ["q3", "q3"] }],
    ["a sentence", { description: "Route CAT-8504 is closed for works on Sunday." }],
  ])("leaves %s alone", (_why, v) => {
    expect(toolResultDefects(v)).toEqual([]);
  });
});

describe("the dataset figure counts conversations with nonsense data", () => {
  const conversation = (id: string, content: string): Trajectory => ({
    id,
    taskId: id,
    tools: [],
    messages: [
      { role: "user", content: "Please list the stop types." },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "c1",
            type: "function",
            function: { name: "StopPoint_MetaStopTypes", arguments: "{}" },
          },
        ],
      },
      { role: "tool", tool_call_id: "c1", name: "StopPoint_MetaStopTypes", content },
      { role: "assistant", content: "I found 4 stop types." },
    ],
  });

  it("counts each conversation once, by kind, and prints a row with goal 0", () => {
    const q = datasetQuality(
      [],
      [
        conversation("a", '["internal","internal","standard","external"]'),
        conversation("b", '["bus","tube","overground","dlr"]'),
        conversation("c", '{"category":"CAT-8504"}'),
      ],
      [],
    );
    expect(q.dataDefects).toBe(2);
    expect(q.dataDefectKinds).toEqual({ "repeated-list": 1, "code-filler": 1 });
    const row = qualityRows(q).find((r) => r.figure.includes("nonsense data"));
    expect(row).toMatchObject({ value: "2", goal: "0", met: false });
  });
});
