import { describe, expect, it } from "vitest";
import {
  distinctFacts,
  judgeFacts,
  languageOf,
  pastedReason,
} from "../../src/core/reward/index.js";
import type { AnswerFact } from "../../src/core/schema/index.js";
import { TextIndex } from "../../src/core/synth/index.js";

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
