import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { enumLabels } from "../../src/core/domain/enum-labels.js";
import { scalarPayload } from "../../src/core/domain/envelope.js";
import { isPlural } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, docUnits, fieldDocs } from "../../src/core/synth/build-task.js";
import { answerSayingProblems } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Tool docs of fresh18 (qualpay, doqs.dev, link.fish, meshery) as the pipeline ingested them.
const { tools } = JSON.parse(
  readFileSync(new URL("../fixtures/synth/answers-f18-tools.json", import.meta.url), "utf8"),
) as { tools: ToolSpec[] };
const spec = (name: string): ToolSpec => {
  const t = tools.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name}`);
  return t;
};
const ok = (result: unknown) => ({ ok: true as const, result });

/** The closing answer the offline writer gives a call of `name` that returned `result`. */
function answerOf(
  name: string,
  result: unknown,
  confirm?: string,
  args: Record<string, unknown> = {},
): string {
  const s = spec(name);
  const w = toolWords(s);
  const facts = answerFactsFrom(ok(result), "s1", w, 0, {
    args,
    argNames: Object.keys(args),
    said: Object.values(args),
    docs: fieldDocs(s.outputSchema),
    units: docUnits(s.outputSchema, s.description ?? ""),
    year: 2026,
  });
  return finalAnswer(facts, !["read", "list", "compute"].includes(w.kind), confirm, true);
}

describe("fresh18 answers a reader rejects are caught, each by its kind", () => {
  // Answers of /work/f18-base (main 968878e), verbatim.
  it.each([
    [
      'I\'ve removed the id for the template "Renewal notice". The results are https://www.example.com/templates/384.',
      ["envelope-fact", "delete-link"],
    ],
    ["The results are https://www.example.com/templates/931.", ["envelope-fact"]],
    ["The android is com.example and the ios are 1234567890.", ["noun-number"]],
    // What the writer said of qualpay's card type before (its flags and code, read out).
    ["The ind comm level2 is Y and the ind comm level3 is N.", ["flag-letter"]],
    ["The issuer country is US and the funding source is C.", ["letter-code"]],
    // A meshery pattern's owner, told by its `user_id`.
    ["The pattern is Team pattern and the user is use_1080.", ["owner-id"]],
    ["I found 1 reports: Q3 revenue.", ["noun-number"]],
    ["I checked, and there are 2 address on file.", ["noun-number"]],
    // The bundled smart-home example (get_calendar_today), run at this branch.
    [
      "I found 9 calendar today', among them Book club, Piano lesson and Team stand-up.",
      ["noun-number"],
    ],
    // fresh41 dev: the follow-up "What does the report performance sku rationalization say now?".
    ["I found it, but it holds nothing beyond its ids.", ["empty-answer"]],
  ])("%s", (answer, kinds) => {
    expect(answerSayingProblems(answer).sort()).toEqual([...kinds].sort());
  });

  it.each([
    "The android is com.example and the ios is 1234567890.",
    "I found 8 air qualities, among them an air quality of 2 on Jan 17 at 8:30 am.",
    "I found 1 user load test preference: Standard mesh adapter.",
    "It was created on Sep 2, 2025 at 1:15 pm and it was updated on Sep 21, 2025 at 2 pm.",
    "The latitude is 52.5333 and the longitude is 13.38.",
    'I\'ve removed the meshery pattern "Basic pattern".',
    "The gate is B and the seat is 12C.",
    "Could you generate a screenshot with 500 px?",
  ])("passes %s", (answer) => {
    expect(answerSayingProblems(answer)).toEqual([]);
  });
});

describe("the writer's fresh18 answers pass the check", () => {
  it("a delete that hands back a link confirms the removal and states no link", () => {
    const a = answerOf(
      "delete_templates_id_delete",
      { results: "https://www.example.com/templates/384" },
      'I\'ve removed the template "Renewal notice".',
    );
    expect(a).toBe('I\'ve removed the template "Renewal notice".');
    expect(answerSayingProblems(a)).toEqual([]);
  });

  it("a bare value an envelope wraps is said as the thing asked for, not 'the results'", () => {
    const a = answerOf("get_file_templates_id_file_get", {
      results: "https://www.example.com/templates/931",
    });
    expect(a).toBe("The file is at https://www.example.com/templates/931.");
    expect(answerSayingProblems(a)).toEqual([]);
  });

  it("only a lone value under a payload name is unwrapped, never an acknowledgement", () => {
    expect(scalarPayload({ results: "https://www.example.com/templates/931" })?.value).toBe(
      "https://www.example.com/templates/931",
    );
    expect(scalarPayload({ success: true, data: 42 })?.value).toBe(42);
    expect(scalarPayload({ result: "success" })).toBeUndefined();
    expect(scalarPayload({ data: "abc", id: 1 })).toBeUndefined();
    expect(scalarPayload({ data: { id: 1 } })).toBeUndefined();
  });

  it("iOS is one app id: 'the ios is', never 'the ios are'", () => {
    expect(isPlural("ios")).toBe(false);
    expect(isPlural("apps")).toBe(true);
    const url = "https://www.example.com/browser-screenshots/380";
    const a = answerOf(
      "get_urls_apps",
      { android: "com.example", ios: "1234567890", url },
      undefined,
      { url },
    );
    expect(a).toContain("the ios is 1234567890");
    expect(answerSayingProblems(a)).toEqual([]);
  });

  it("one-letter codes an HTML list gives meanings for are the doc's enum ('<li> C - Credit</li>')", () => {
    const props = (spec("Get_Card_Type_Information").outputSchema as { properties: object })
      .properties as Record<string, unknown>;
    expect([...enumLabels(props.funding_source)]).toEqual([
      ["C", "Credit"],
      ["D", "Debit"],
      ["P", "Prepaid"],
    ]);
    // "set to Y for Level 2 purchasing cards" lists no codes.
    expect(enumLabels(props.ind_comm_level2).size).toBe(0);
  });

  it("a Y/N flag is said by what a yes means in its doc, a letter code by its meaning", () => {
    const card = {
      funding_source: "C",
      ind_comm_level2: "Y",
      ind_comm_level3: "N",
      issuer_country: "US",
      pg_id: "d24ac6189b0b11e6966ca68d5edbef41",
      rcode: "000",
      rmsg: "Approved T37500",
    };
    const flags = answerOf("Get_Card_Type_Information", card);
    expect(flags).toBe("It's a Level 2 purchasing card and it's not a Level 3 purchasing card.");
    expect(answerSayingProblems(flags)).toEqual([]);
    const { ind_comm_level2: _2, ind_comm_level3: _3, ...rest } = card;
    const code = answerOf("Get_Card_Type_Information", rest);
    expect(code).toContain("the funding source is credit");
    expect(answerSayingProblems(code)).toEqual([]);
    // A letter the doc gives no meaning for is not read out at all.
    const unknown = answerOf("Get_Card_Type_Information", { ...rest, funding_source: "Q" });
    expect(unknown).not.toMatch(/\bQ\b/);
    expect(answerSayingProblems(unknown)).toEqual([]);
  });

  it("a pattern's owner is never told by its user id", () => {
    const a = answerOf("idGetMesheryPattern", {
      created_at: "2025-09-02T13:15:00Z",
      id: "25b88233-299a-4dd4-8ddd-983473b47cbe",
      location: {},
      name: "Team pattern",
      pattern_file: "invoice-2041.pdf",
      updated_at: "2025-09-21T14:00:00Z",
      user_id: "use_1080",
    });
    expect(a).not.toContain("use_1080");
    expect(answerSayingProblems(a)).toEqual([]);
  });
});
