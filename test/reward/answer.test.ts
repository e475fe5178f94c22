import { describe, expect, it } from "vitest";
import {
  distinctFacts,
  judgeFacts,
  languageOf,
  pastedReason,
} from "../../src/core/reward/index.js";
import type { AnswerFact } from "../../src/core/schema/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { TextIndex } from "../../src/core/synth/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { clinicTools } from "../helpers/examples.js";

const status: AnswerFact = { key: "s2.status", value: "shipped", text: "the status is shipped" };
const total: AnswerFact = { key: "s2.total", value: 89.5, text: "the total is 89.5" };
const seen = new TextIndex('{"order_id":"ord_301","status":"shipped","total":89.5}');
const request = "Where is my order for the City Glide?";
const stated = (reply: string, facts = [status, total]) =>
  judgeFacts(reply, facts, { request, seen }).map((v) => v.stated);

describe("answers judged as a reader would", () => {
  it("counts a fact that is labelled or said in a sentence about the asked thing", () => {
    expect(stated("Your order has shipped; the total was $89.50.")).toEqual([true, true]);
    expect(stated("Status: shipped. Total: 89.5")).toEqual([true, true]);
    expect(stated("Good news: the City Glide order is shipped and cost 89.5 in all.")).toEqual([
      true,
      true,
    ]);
  });

  it("does not count bare values with nothing saying what they are", () => {
    expect(stated("shipped 89.5")).toEqual([false, false]);
  });

  it("does not count a value the rollout never saw (a guess)", () => {
    const guess: AnswerFact = {
      key: "s2.tracking",
      value: "TRK-99812",
      text: "tracking TRK-99812",
    };
    expect(stated("Your tracking number is TRK-99812.", [guess])).toEqual([false]);
  });

  it("keeps abbreviations inside one sentence", () => {
    const doctor: AnswerFact = { key: "s1.items.0.name", value: "Dr. Halie Lynch" };
    const idx = new TextIndex('{"doctors":[{"name":"Dr. Halie Lynch"}]}');
    const v = judgeFacts("There are 3 doctors, Dr. Halie Lynch among them.", [doctor], {
      request: "Which doctors are there?",
      seen: idx,
    });
    expect(v[0]?.stated).toBe(true);
  });

  it("calls JSON or a reply far longer than the reference pasted output", () => {
    expect(pastedReason('Here: {"status":"shipped","total":89.5}', "x")).toMatch(/JSON/);
    expect(pastedReason('["a","b"]', "x")).toMatch(/JSON/);
    expect(pastedReason("a".repeat(241), "short")).toMatch(/3×/);
    expect(pastedReason("Your order (ord_301) has shipped [tracking soon].", "x")).toBeUndefined();
  });

  it("tells the reply's language by its function words", () => {
    expect(languageOf("Here is what I found: the order has shipped.")).toBe("en");
    expect(languageOf("Voici ce que j'ai trouvé : la commande est expédiée.")).toBe("fr");
    expect(languageOf("ord_301 89.5")).toBeUndefined();
  });

  it("counts one value once however many keys name it", () => {
    const dup: AnswerFact = { key: "s3.status", value: "Shipped" };
    expect(distinctFacts([status, dup, total])).toHaveLength(2);
  });
});

describe("raw values as replies", () => {
  it("calls a reply that is only a JSON value pasted, but not a bare number", () => {
    for (const r of ["{}", "null", "true", '"ok"', "[]"])
      expect(pastedReason(r, "x"), r).toBeDefined();
    expect(pastedReason("42", "x")).toBeUndefined();
  });
});

describe("a graded nothing said as an absence", () => {
  // The offline answer for {"severity": "none"} is "There's no known interaction." (build-task):
  // the reward took it for a reply that never states the severity, so that gold scored 0.5.
  const check = clinicTools().find((t) => t.name === "check_interaction") as ToolSpec;
  const result = { interacts: false, severity: "none" };
  const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(check), 0).filter(
    (f) => f.label === "severity",
  );
  const judge = (reply: string, value: unknown = "none") =>
    judgeFacts(reply, [{ ...(facts[0] as AnswerFact), value }], {
      request: "What's the severity of the interaction between Atorvastatin and Lisinopril?",
      seen: new TextIndex(JSON.stringify({ ...result, severity: value })),
    })[0]?.stated;

  it("the gold answer states the fact it was written from", () => {
    expect(facts).toHaveLength(1);
    const gold = finalAnswer(facts, false);
    expect(
      judgeFacts(gold, facts, { request: "", seen: new TextIndex(JSON.stringify(result)) }),
    ).toMatchObject([{ stated: true }]);
  });

  it("'no' before a word naming the fact states it; other 'no's and real grades do not", () => {
    expect(judge("There's no known interaction between them.")).toBe(true);
    expect(judge("Good news: no interaction.")).toBe(true);
    expect(judge("The severity is none.")).toBe(true);
    expect(judge("There is no problem with that.")).toBe(false);
    expect(judge("No, I could not check that.")).toBe(false);
    // "no" says nothing of a grade that is not nothing.
    expect(judge("There's no known interaction.", "minor")).toBe(false);
  });
});
