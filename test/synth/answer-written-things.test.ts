import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, docUnits, fieldDocs } from "../../src/core/synth/build-task.js";
import { answerReaderProblems } from "../../src/core/synth/checks.js";
import { answerReadingProblems } from "../../src/core/synth/dataset-quality.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Results shaped like the fresh21 specs the blind readers read (a stock-photo board's comments, a
// meter reading keyed by OBIS codes), written here so the cause — not the spec — is tested.
const spec = (name: string, description: string, outputSchema?: unknown): ToolSpec =>
  ({
    name,
    description,
    inputSchema: { type: "object", properties: {} },
    ...(outputSchema ? { outputSchema } : {}),
    annotations: { http: { method: "GET", path: `/${name}` } },
  }) as ToolSpec;
const ok = (result: unknown) => ({ ok: true as const, result });

describe("an answer tells what a reader asked for (fresh21 readers, B)", () => {
  it("comments are told by what they say, not when they were written", () => {
    const result = {
      comments: [
        {
          date_created: "2025-08-21T12:30:00Z",
          id: "ref_1042",
          text: "The sound drops out halfway through.",
        },
      ],
      permissions: { can_add_comment: false },
    };
    const w = {
      ...toolWords(spec("get_board_comments", "Get comments from a board")),
      kind: "list" as const,
      noun: "comment",
    };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0, { year: 2026 }), false);
    expect(answer).toContain('"The sound drops out halfway through."');
    const request = "list the comments for the board called Favorites";
    const turn = { request, results: [JSON.stringify(result)], answer, paramWords: [] };
    expect(answerReadingProblems(turn)).toEqual([]);
    expect(answerReaderProblems(answer, { request, results: turn.results })).toEqual([]);
  });

  it("a figure keyed by digits is named and measured as its doc says", () => {
    const schema = {
      type: "object",
      properties: {
        "1.8.0": { type: "integer", description: "Reading as provided as input in Wh" },
        "1.8.1": {
          type: "integer",
          description: "Green energy calculated using Green Power Index in Wh",
        },
      },
    };
    const meter = spec("meteringGet", "Retrieves a metered reading using account.", schema);
    const w = { ...toolWords(meter), kind: "read" as const, noun: "metered reading" };
    const facts = answerFactsFrom(ok({ "1.8.0": 98, "1.8.1": 67 }), "s1", w, 0, {
      units: docUnits(schema),
      docs: fieldDocs(schema),
    });
    const answer = finalAnswer(facts, false);
    expect(answer).not.toMatch(/\b1 8 0\b/);
    expect(answer).toMatch(/reading is 98 Wh/);
    expect(answer).toMatch(/green energy is 67 Wh/);
  });

  it("a second read of the same record tells what the first did not", () => {
    const record = { id: 1, child_event_count: 1, image_count: 4, name: "Dinner with Sam" };
    const w = { ...toolWords(spec("getEvent", "Get event")), kind: "read" as const, noun: "event" };
    const first = answerFactsFrom(ok(record), "s1", w, 0);
    const told = first.map((f) => ({ field: f.key.slice(3), value: f.value }));
    const second = answerFactsFrom(ok(record), "s2", w, 1, { told });
    expect(second.length).toBeGreaterThan(0);
    for (const f of second)
      expect(told.some((t) => `s2.${t.field}` === f.key && t.value === f.value)).toBe(false);
  });
});

describe("a write's confirmation never hands back what the user pasted (fresh21 readers, B)", () => {
  it('"I\'ve uploaded the image.", never "The body is "bmFtZSxx…""', () => {
    const body = "bmFtZSxxdWFudGl0eQp1dGlsaXNlLHVzZQo=";
    const upload = {
      ...toolWords(spec("put_upload_by_file_name", "Upload an image")),
      kind: "update" as const,
      noun: "image",
    };
    const args = { body, "file-name": "annual-report-2025.pdf" };
    const facts = answerFactsFrom(
      ok({ file_name: "annual-report-2025.pdf", body }),
      "s1",
      upload,
      0,
      {
        args,
        argNames: Object.keys(args),
      },
    );
    expect(facts.map((f) => f.value)).not.toContain(body);
  });
});
