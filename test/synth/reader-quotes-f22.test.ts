import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";
import {
  measuredFormWording,
  paramWordsOf,
  wishedTextOnRead,
  wordingContextOf,
} from "../../src/core/synth/checks.js";
import { objectlessReads, sharedGoalWord } from "../../src/core/synth/dataset-quality.js";
import docs from "../fixtures/synth/doc-goals-f22.json" with { type: "json" };

type Doc = keyof typeof docs;
const bundleOf = (doc: Doc) => ({ id: doc, tools: docs[doc] }) as unknown as EnvBundle;

/** A one-turn task on a fixture doc whose gold is one call of `tool`. */
function taskOn(doc: Doc, user: string, tool: string, args: Record<string, unknown> = {}): Task {
  return {
    envs: [{ bundleId: doc }],
    userFacts: [],
    turns: [{ user }],
    gold: { calls: [{ tool, args, masked: [], turn: 0 }], answerFacts: [] },
  } as unknown as Task;
}

function form(doc: Doc, text: string): string | undefined {
  const task = { envs: [{ bundleId: doc }], userFacts: [] } as unknown as Task;
  const bundles = [bundleOf(doc)];
  return measuredFormWording(text, paramWordsOf(task, bundles), wordingContextOf(task, bundles));
}

// Verbatim quotes the fresh22 blind readers (/work/blind40) marked F, with the doc they came from.
describe("the fresh22 readers' form-wording quotes are caught", () => {
  const quotes: [string, Doc][] = [
    ["Tell me the time exec of the dropwebhook already. It's for the custom app type.", "netatmo"],
    ["Just tell me the mail and timeline not read of the getstationsdatum, please.", "netatmo"],
    [
      "Hi there, I'm curious about the mail and timeline not read of the gethomecoachsdatum.",
      "netatmo",
    ],
    ["Hi, quick favour: could you list the count of domains? You're a star.", "netatmo"],
    ["Hi! I was hoping you could list the count of guests for me. You're a star.", "netatmo"],
    [
      "Hi, quick favour: could you check the branded in Germany and for the Primary ingredient?",
      "netatmo",
    ],
    ["Could you please check the branded in the follow up category and in Canada?", "netatmo"],
  ];
  for (const [text, doc] of quotes) it(text, () => expect(form(doc, text)).toBeDefined());

  it("a text to analyse wished for as a message's wording", () => {
    for (const user of [
      "Hi there, I'm curious about the extraction. Could you check? I'd like it to say \"He carried a lantern down to the cellar.\"",
      'Tell me the detection of the document already. The wording I have in mind: "The boats returned to the harbour at dusk."',
    ]) {
      const t = taskOn("datumbox", user, "TextExtraction", { text: "x" });
      expect(wishedTextOnRead(t, [bundleOf("datumbox")])).not.toEqual([]);
    }
  });
});

describe("the fresh22 readers' no-goal and ambiguous-goal quotes are caught", () => {
  it("a goal word several tools share, the tool's own word unsaid", () => {
    const cases: [string, string][] = [
      [
        'May I ask what the detection of the document is? Here\'s the text: "The children left the room quietly."',
        "SpamDetection",
      ],
      [
        "What's the analysis of the document? Here's the text: \"Cows grazed.\"",
        "SubjectivityAnalysis",
      ],
    ];
    for (const [user, tool] of cases)
      expect(sharedGoalWord(taskOn("datumbox", user, tool), [bundleOf("datumbox")])).not.toEqual(
        [],
      );
  });

  it("a read that names nothing", () => {
    for (const user of [
      "Can you check the branded food item already? I've been waiting. Thanks.",
      "Check the branded food item, now please.",
      "Thanks. Can you also pull up the legal entity now?",
    ])
      expect(objectlessReads(taskOn("netatmo", user, "getuser"))).not.toEqual([]);
  });
});

describe("what a person says passes", () => {
  it("the tool's own word, a text handed over, a named thing", () => {
    const fine: [string, string][] = [
      [
        'Is this text spam? Here\'s the text: "The children left the room quietly."',
        "SpamDetection",
      ],
      ['What language is this in? Here\'s the text: "Cows grazed."', "LanguageDetection"],
      ["What's the sentiment of this text? Here's the text: \"Great day.\"", "SentimentAnalysis"],
      [
        'Could you pull out the keywords of this text? Here\'s the text: "Cows grazed."',
        "KeywordExtraction",
      ],
    ];
    for (const [user, tool] of fine) {
      const t = taskOn("datumbox", user, tool);
      expect(sharedGoalWord(t, [bundleOf("datumbox")])).toEqual([]);
      expect(wishedTextOnRead(t, [bundleOf("datumbox")])).toEqual([]);
      expect(objectlessReads(t)).toEqual([]);
    }
    expect(form("netatmo", "How many domains do I have?")).toBeUndefined();
    expect(form("netatmo", "What's the temperature at my weather station?")).toBeUndefined();
    expect(form("netatmo", "Could you find the branded foods sold in Germany?")).toBeUndefined();
    expect(
      objectlessReads(taskOn("netatmo", 'Can you check the order called "Blue shoes"?', "getuser")),
    ).toEqual([]);
  });
});
