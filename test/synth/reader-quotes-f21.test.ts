import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";
import {
  measuredFormWording,
  paramWordsOf,
  wordingContextOf,
} from "../../src/core/synth/checks.js";
import { docLabelWording, docProse } from "../../src/core/synth/label-wording.js";
import docs from "../fixtures/synth/doc-labels-f21.json" with { type: "json" };

type Doc = keyof typeof docs;
/** The parameter words and wording context a task on one fixture doc gets, as the run builds them. */
function onDoc(doc: Doc): { words: string[]; ctx: ReturnType<typeof wordingContextOf> } {
  const bundle = { id: doc, tools: docs[doc] } as unknown as EnvBundle;
  const task = { envs: [{ bundleId: doc }], userFacts: [] } as unknown as Task;
  return { words: paramWordsOf(task, [bundle]), ctx: wordingContextOf(task, [bundle]) };
}

// Verbatim quotes the fresh21 blind readers (/work/blind39) marked F, with the doc they came from.
describe("the fresh21 readers' form-wording quotes are caught", () => {
  const quotes: [string, Doc][] = [
    ["What is the name addition of the dealer called Julie Wolf?", "dealer"],
    ["Just tell me the 1 8 0 and 1 8 1 of the metered reading, please. Thanks.", "dealer"],
    [
      "Hello! Quick question: what's the stripe country and stripe reserve amount of the organization? Cheers!",
      "charging",
    ],
    ["I need the product type and size of the detailed video metadata, quickly. Thanks.", "images"],
    [
      "Just tell me how many child events and images the detailed event meta-data has, please. Thanks.",
      "images",
    ],
    ["Perfect, and what does the assets and metadata say now?", "images"],
    ["Hello! Quick question: what's the images for Becky Hessel? Cheers!", "images"],
    [
      "Can you add a new location for street and SA-4102 and at latitude 53.468 already? I've been waiting. My address is Manchester. Thanks.",
      "dealer",
    ],
    ["I want to find the dealers for country iso CI-5117 and at latitude 53.5399.", "dealer"],
    ["I want to find the dealers for country iso CI-5117.", "dealer"],
    [
      "Could you please remove the same asset as the previous purchase named Julie Hartmann with the board named Archive? Thank you very much.",
      "images",
    ],
    [
      "Can you remove the same asset as the asset send event under danielle.flatley@example.com with the board called Client work? Thanks.",
      "images",
    ],
    [
      "Hi there, I'm curious about the created at gte and created at lte of the charge station. Could you check? Cheers!",
      "charging",
    ],
    [
      "Good afternoon, would you be able to update the chargestation of my connector to CHA-7506, its power to 81 and its power type to external? Many thanks.",
      "charging",
    ],
    [
      "Can you add a new cancelreservation for the reservation RES-9869 already? I've been waiting. Thanks.",
      "charging",
    ],
    [
      "place an order for the product called Canyon Approach Shoe 2 1 of it and in size 44",
      "images",
    ],
  ];
  for (const [text, doc] of quotes)
    it(text, () => {
      const { words, ctx } = onDoc(doc);
      expect(docLabelWording(text, words, ctx)).toBeDefined();
      expect(measuredFormWording(text, words, ctx)).toBeDefined();
    });
});

describe("what a person says passes", () => {
  const fine: [string, Doc][] = [
    // A word of the doc before an attribute noun: "file name", "product type".
    ["Hi! Could you change the file name on my image for me?", "images"],
    ["What's the product type of the image called Harbour at dawn?", "images"],
    // The doc writes "charge station" apart; so does the person.
    ["Could you update the charge station of my connector?", "charging"],
    // The doc's sentences say "legal name" only under `legalName`, but a person says it too:
    // an attribute noun after a word the doc uses.
    ["What's the legal name of the dealer called Julie Wolf?", "dealer"],
    ["Find the dealers near latitude 53.47 and longitude -2.24.", "dealer"],
    // "long" is a longitude only beside a number: a shipping quote's days are "how long".
    ["How much will shipping to my address in Denver cost and how long will it take?", "dealer"],
    ["Please order two pairs of the Canyon Approach Shoe 2 in size 44.", "images"],
    ["What are the images for Becky Hessel?", "images"],
    ["Remove the asset I bought last week from the board called Archive.", "images"],
  ];
  for (const [text, doc] of fine)
    it(text, () => {
      const { words, ctx } = onDoc(doc);
      expect(docLabelWording(text, words, ctx)).toBeUndefined();
    });

  it("reads a field's own description apart from the doc's other sentences", () => {
    const prose = docProse(docs.dealer);
    const own = prose.filter((s) => s.text.includes(" name addition "));
    expect(own.map((s) => s.key)).toEqual(["nameaddition"]);
    // Code tokens in a sentence are no words of it.
    expect(prose.some((s) => / legalname /.test(s.text))).toBe(false);
  });

  it("judges no label when the doc has no prose", () => {
    expect(
      docLabelWording("What is the name addition of the dealer called Julie Wolf?", [
        "name addition",
      ]),
    ).toBeUndefined();
  });
});
