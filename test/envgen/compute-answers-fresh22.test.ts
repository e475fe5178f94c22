import { describe, expect, it } from "vitest";
import { describedClasses } from "../../src/core/domain/values.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { answerNoun } from "../../src/core/envgen/seed-state.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { ownWordNumber } from "../../src/core/synth/record-defects.js";

// Datumbox (fresh22): text-analysis calls with no response schema answered "Detection 7",
// "Analysis 2", "Similarity 8" — the field's own word and a digit (blind readers N on ~9 of 30).
// The doc says what each answers: classes ("as positive, negative or neutral"), a measure ("the
// degree of similarity"), a thing found (a language, a topic, keywords of the text).
const text = {
  type: "string",
  description: "The text that you want to analyze. It should not contain HTML tags.",
};
const op = (id: string, summary: string, description: string, props: Record<string, unknown>) => ({
  post: {
    operationId: id,
    summary,
    description,
    requestBody: {
      content: {
        "application/x-www-form-urlencoded": {
          schema: {
            type: "object",
            properties: { api_key: { type: "string", description: "Your API Key" }, ...props },
          },
        },
      },
    },
    responses: { "200": { description: "No response was specified" } },
  },
});
const spec = {
  openapi: "3.0.0",
  info: {
    title: "Text analysis",
    version: "1.0",
    description: "Machine learning text classification.",
  },
  paths: {
    "/SentimentAnalysis.json": op(
      "SentimentAnalysis",
      "Identifies the Sentiment of the Document",
      "The Sentiment Analysis function classifies documents as positive, negative or neutral (lack of sentiment) depending on whether they express a positive, negative or neutral opinion.",
      { text },
    ),
    "/SpamDetection.json": op(
      "SpamDetection",
      "Classifies the Document as spam or nospam",
      "The Spam Detection function labels documents as spam or nospam by taking into account their context.",
      { text },
    ),
    "/DocumentSimilarity.json": op(
      "DocumentSimilarity",
      "Estimates the similarity between 2 Documents",
      "The Document Similarity function estimates the degree of similarity between two documents.",
      {
        original: {
          type: "string",
          description: "The first text. It should not contain HTML tags.",
        },
        copy: { type: "string", description: "The second text. It should not contain HTML tags." },
      },
    ),
    "/TopicClassification.json": op(
      "TopicClassification",
      "Identifies the Topic of the Document",
      "The Topic Classification function assigns documents in 12 thematic categories based on their keywords.",
      { text },
    ),
    "/KeywordExtraction.json": op(
      "KeywordExtraction",
      "Extracts the Keywords of the Document",
      "The Keyword Extraction function enables you to extract from an arbitrary document all the keywords.",
      { text },
    ),
  },
};

describe("a compute answer with no response schema is a value of its kind (fresh22)", () => {
  it("reads the classes a description names", () => {
    expect(describedClasses("Classifies the Document as spam or nospam")).toEqual([
      "spam",
      "nospam",
    ]);
    expect(
      describedClasses("classifies documents as positive, negative or neutral (lack of sentiment)"),
    ).toEqual(["positive", "negative", "neutral"]);
    expect(describedClasses("Categorizes Document as Subjective or Objective")).toEqual([
      "subjective",
      "objective",
    ]);
    expect(describedClasses("Marks the message as read.")).toEqual([]);
    expect(describedClasses("Returns the list of pets sorted by name")).toEqual([]);
  });

  it("names the answer for what the process finds", () => {
    expect(answerNoun("LanguageDetection")).toBe("language");
    expect(answerNoun("TopicClassification")).toBe("topic");
    // A found word that is one of the classes would read "the spam is nospam"; the tool's own
    // words ("spam detection") read out its name and are dropped by the request checks.
    expect(answerNoun("SpamDetection", "Classifies the Document as spam or nospam")).toBe(
      "classification",
    );
    expect(
      answerNoun("SentimentAnalysis", "classifies documents as positive, negative or neutral"),
    ).toBe("sentiment");
    expect(answerNoun("get_leave_balance")).toBe("leave_balance");
    expect(answerNoun("DocumentSimilarity")).toBe("similarity");
  });

  it("answers a class, a score, a topic or a word of the text — never the field word and a digit", async () => {
    const doc = await ingestFile({ name: "text.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 22 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const env = await createEnvInstance(bundle.value);
    if (!env.ok) throw new Error(env.error.message);
    const call = async (tool: string, args: Record<string, unknown>) => {
      const r = await env.value.call(tool, { api_key: "demo_1", ...args });
      if (!r.ok) throw new Error(JSON.stringify(r));
      return r.result as Record<string, unknown>;
    };
    for (const t of ["She gave the door a gentle push.", "The journey took six hours by train."]) {
      const sentiment = await call("SentimentAnalysis", { text: t });
      const spam = await call("SpamDetection", { text: t });
      const topic = await call("TopicClassification", { text: t });
      const keywords = await call("KeywordExtraction", { text: t });
      const similarity = await call("DocumentSimilarity", { original: t, copy: "Another text." });
      expect(["positive", "negative", "neutral"]).toContain(sentiment.sentiment);
      expect(["spam", "nospam"]).toContain(spam.classification);
      expect(typeof similarity.similarity).toBe("number");
      expect(t.toLowerCase()).toContain(String(keywords.keyword));
      expect(typeof topic.topic).toBe("string");
      for (const r of [sentiment, spam, topic, keywords, similarity])
        for (const [k, v] of Object.entries(r))
          expect(ownWordNumber(k, String(v)), `${k}: ${String(v)}`).toBe(false);
    }
    env.value.dispose();
  }, 60_000);
});
