import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import {
  datasetQuality,
  qualityRows,
  resultDefectKinds,
} from "../../src/core/synth/dataset-quality.js";
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

describe("the nonsense-data figure against the blind readers' N column (f8 … f12)", () => {
  const fixture = JSON.parse(
    readFileSync(new URL("../fixtures/reader-labels/data.json", import.meta.url), "utf8"),
  ) as {
    samples: {
      run: string;
      index: number;
      readerN: boolean;
      results: string[];
      tools: string[];
    }[];
    schemas: Record<string, unknown>;
  };
  // What the run figure counts: each result judged alone and against its tool's output schema.
  const flagged = (s: (typeof fixture.samples)[number]) =>
    s.results.some(
      (r, i) => resultDefectKinds(r, fixture.schemas[`${s.run}/${s.tools[i]}`]).length > 0,
    );
  const agreement = (round: string) => {
    const part = fixture.samples.filter((s) => s.run.startsWith(round));
    const tp = part.filter((s) => flagged(s) && s.readerN).length;
    const fp = part.filter((s) => flagged(s) && !s.readerN).length;
    const fn = part.filter((s) => !flagged(s) && s.readerN).length;
    return { precision: tp / Math.max(1, tp + fp), recall: tp / Math.max(1, tp + fn), tp };
  };

  it("holds the 300 blind samples, most of them marked N", () => {
    expect(fixture.samples).toHaveLength(300);
    expect(fixture.samples.filter((s) => s.run.startsWith("f11-") && s.readerN)).toHaveLength(48);
    expect(fixture.samples.filter((s) => s.run.startsWith("f12-") && s.readerN)).toHaveLength(48);
  });

  it('what it flags, readers marked N (precision ≥ 0.8 on every round, 0.85 in all; its misses are a shipping method "CSM-3237", a segment "SEG-5750", scopes ["read","read","admin"])', () => {
    for (const round of ["f8-", "f9-", "f10-", "f11-", "f12-"])
      expect(agreement(round).precision, round).toBeGreaterThanOrEqual(0.8);
    expect(agreement("f").precision).toBeGreaterThanOrEqual(0.85);
    // f11: "age":{"value":"VAL-1251"}, categories "CAT-…", stop types "internal" ×4
    expect(agreement("f11-").tp).toBeGreaterThanOrEqual(8);
  });

  it("sees what the fresh12 readers marked: paging totals, durations, prose enums, forms, years, names (main's figure: 1.00 / 0.10; fresh11 stays 1.00 / 0.23)", () => {
    const f12 = agreement("f12-");
    expect(f12.precision).toBeGreaterThanOrEqual(0.9);
    expect(f12.recall).toBeGreaterThanOrEqual(0.65);
    expect(agreement("f11-").tp).toBeGreaterThanOrEqual(11);
  });
});

describe("names told apart only by a catch-all qualifier", () => {
  it("flags TfL's modes and Infermedica's lab tests as the fresh11 readers quoted them", () => {
    const modes = [
      { modeName: "Default mode", isTflService: true },
      { modeName: "Personal mode", isTflService: false },
      { modeName: "Basic mode", isTflService: true },
    ];
    expect(toolResultDefects(modes).map((d) => d.kind)).toContain("qualifier-names");
    const labTests = [
      { name: "Personal lab test", common_name: "Advanced lab test" },
      { name: "Primary lab test", common_name: "Team lab test" },
    ];
    expect(toolResultDefects(labTests).map((d) => d.kind)).toContain("qualifier-names");
  });

  it("leaves a system's roles and one qualified name alone", () => {
    const servers = [
      { name: "Staging server" },
      { name: "Production server" },
      { name: "Backup server" },
    ];
    expect(toolResultDefects(servers)).toEqual([]);
    expect(toolResultDefects([{ name: "Main account" }, { name: "Holiday savings" }])).toEqual([]);
  });
});
