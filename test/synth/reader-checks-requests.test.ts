import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isDoublePlural, plural, singular } from "../../src/core/domain/words.js";
import { formWording, measuredFormWording } from "../../src/core/synth/checks.js";
import { codeWord, endpointWording, goalWording } from "../../src/core/synth/request-wording.js";
import { requestObjectProblem } from "../../src/core/synth/text.js";

/**
 * The request checks against readers: every user text of the 120 samples readers judged last
 * round (/work/reader/*.md), with the reader's F (form wording) and G (no goal) verdict —
 * built by scripts/build-request-labels.ts from the runs the samples came from.
 */
interface Labelled {
  text: string;
  question?: string;
  F: boolean;
  G: boolean;
}
const fixture = JSON.parse(
  readFileSync(new URL("../fixtures/reader-labels/requests.json", import.meta.url), "utf8"),
) as {
  envs: Record<string, { paramWords: string[] }>;
  samples: { env: string; texts: Labelled[] }[];
};

function agreement(
  row: "F" | "G",
  predict: (t: Labelled, paramWords: string[]) => boolean,
  samples = fixture.samples,
) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const s of samples)
    for (const t of s.texts) {
      const said = predict(t, fixture.envs[s.env]?.paramWords ?? []);
      if (said && t[row]) tp++;
      else if (said) fp++;
      else if (t[row]) fn++;
    }
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn };
}

describe("request checks agree with readers (420 samples, 554 user texts)", () => {
  it("the fixture holds every sample with the reader's verdicts", () => {
    expect(fixture.samples).toHaveLength(420);
    const texts = fixture.samples.flatMap((s) => s.texts);
    expect(texts.filter((t) => t.F).length).toBeGreaterThanOrEqual(140);
    expect(texts.filter((t) => t.G).length).toBeGreaterThanOrEqual(30);
  });

  it("form wording: precision ≥ 85% and recall ≥ 70% over f5–f9 (before this round: 84% and 42%)", () => {
    const a = agreement(
      "F",
      (t, words) => formWording(t.text, words) !== undefined,
      fixture.samples.filter((s) => /^f[5-9]:/.test(s.env)),
    );
    expect(a.precision).toBeGreaterThanOrEqual(0.85);
    expect(a.recall).toBeGreaterThanOrEqual(0.7);
  });

  it("form wording on the fresh9 blind tables: precision ≥ 90% and recall ≥ 80% (before: 86% and 15%)", () => {
    const { tp, fp, fn } = agreement(
      "F",
      (t, words) => formWording(t.text, words) !== undefined,
      fixture.samples.filter((s) => s.env.startsWith("f9:")),
    );
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.8);
  });

  it("form wording on the fresh10 blind tables: precision ≥ 90% and recall ≥ 50% (before: 83% and 14%)", () => {
    const { tp, fp, fn } = agreement(
      "F",
      (t, words) => measuredFormWording(t.text, words) !== undefined,
      fixture.samples.filter((s) => s.env.startsWith("f10:")),
    );
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.5);
  });

  it("no goal: precision ≥ 95% and recall ≥ 65% on f5/f6 requests (main's check: 50% and 5%)", () => {
    const a = agreement(
      "G",
      (t) => !t.question && goalWording(t.text) !== undefined,
      // The check reads requests; a reader's G on an assistant's question is no request's.
      fixture.samples
        .filter((s) => /^f[56]:/.test(s.env))
        .map((s) => ({ ...s, texts: s.texts.filter((t) => !t.question) })),
    );
    expect(a.precision).toBeGreaterThanOrEqual(0.95);
    expect(a.recall).toBeGreaterThanOrEqual(0.65);
  });
});

/** Natural requests no rule may flag. */
const NATURAL = [
  // A record's own name after "named" may hold the noun again: no echo of the endpoint.
  "Please brew a coffee on the device named Hallway coffee maker at strong strength.",
  "Could you find my saved searches?",
  "What's the balance on my budget?",
  "Can you move some money from my account to my savings account?",
  "Tell me the price, size and colour of the blue shoes.",
  "Please book a table for 2 at 7 pm.",
  "Could you list my Netflix subscriptions?",
  "I'd like the name and email of my contact Anna.",
  'Can you add a new pad named "Denver pad"?',
  'Add a new text custom field called "urgent", now please.',
  "Could you list the split tests for the site called Paris Riverside Site?",
  "Please turn the kitchen light off.",
  "Show me the 3 kg bags and the 5 lbs ones.",
  "Could you update it to 5 stars?",
  "Check a flight to Paris for me.",
  "Export my contacts as a csv, please.",
  "What's the count of unread emails?",
  'I need a brand new playlist called "Road trip".',
  "Move the meeting to 3 pm and the call to 4 pm.",
  "Find the document categories, please.",
  "Can you find the cisco switches?",
  "Please list the interview records for the survey named Paris survey.",
  'Could you add a new Chinese dish called "Mapo tofu"?',
  'Can you add a new split test for the site "Boston Riverside Site"?',
];

describe("endpoint wording, by cause", () => {
  it.each([
    [
      "a noun said twice",
      "Please find the Source service instances for the Source named Chicago source.",
    ],
    [
      "a noun said twice",
      'Could you please order a service offering for the service offering "Vancouver service offering"?',
    ],
    [
      "a name restated",
      'I need to list the split tests for the site "Munich North Site". It\'s named "Munich North Site".',
    ],
    [
      "an endpoint name as a phrase",
      'could you find the site deploys for the sites for account "Paris Site" (paris-riverside-site)?',
    ],
    [
      "field labels ending in a preposition",
      "Tell me the archived at, last seen at and source created at of the service inventory.",
    ],
    [
      "abbreviated field labels",
      "Just tell me the sig rsv price, sig usd price and reserve ratio, please. Thanks.",
    ],
    [
      "a field glued to id",
      "Hi there, I'm curious about the chipid, hardware revision and variant.",
    ],
    ["a code word", "Hey there — I'd love it if you could find the vmknics. Cheers!"],
    ["a code word", "I need to remove my jsapp."],
    [
      "a clipped field word",
      "Hello! So, I'd like to add a new local auth token, if that's possible.",
    ],
    ["a plural pluralised again", "I need you to find the Corporas, quickly please."],
    ["an endpoint tag in title case", "Could you list the Tweet Counts? Thanks."],
    ["an endpoint tag in title case", "Hi, quick favour: could you list the Payment Methods?"],
    ["a stranded particle", "I need to list the up user profiles."],
    ["new inside a noun", "Can you list the babel fee new offers? Thanks."],
    ["a screen as the thing", "Hi, quick favour: could you list the babel fee overviews?"],
    ["a verb read as a noun", "Could you please add a new leave channel? Many thanks."],
    [
      "unlabelled values in a row",
      "Can you add a new POI to 0.98, to 15.71, to 0.06 and with visible turned off?",
    ],
    ["markup", "Can you check the **export** ID it's an application/vnd.climate.acrsi.geojson?"],
  ])("%s: %s", (_cause, text) => {
    expect(
      formWording(text, ["sig rsv price", "sig usd price", "reserve ratio", "chipid"]),
    ).toBeDefined();
  });

  it.each(NATURAL)("passes a natural request: %s", (text) => {
    expect(
      endpointWording(text, ["price", "size", "colour", "name", "status", "category"]),
    ).toBeUndefined();
  });

  it("code words are read in noun phrases only: a reply that is a value says the value", () => {
    expect(codeWord("It's fjson.")).toBeUndefined();
    expect(codeWord("Sure, gpredovic.")).toBeUndefined();
    expect(codeWord("Please find the vms.")).toBe("vms");
    expect(codeWord("Find the vnics, now please.")).toBe("vnics");
  });
});

describe("path words", () => {
  it("an acronym written as people write it is no path token; a path read out is", () => {
    expect(requestObjectProblem("Could you convert the JSON array to CSV?")).toBeUndefined();
    expect(requestObjectProblem("Please check the API key info.")).toBeUndefined();
    expect(requestObjectProblem("Please list the api artists names.")).toBeDefined();
  });
});

describe("no goal, by cause", () => {
  it.each([
    "Thanks. Can you also update it?",
    "Could you check a name for 69?",
    "Please check a name. Thanks.",
    "I'd like to check the **export** ID, if that's possible.",
    "I need the count for itrantow. It's for id 1.",
    "Can you find the entities already? I've been waiting. Thanks.",
    "I need you to find the entities from 23, quickly please.",
    "Could you please add a new Page? Many thanks.",
    "Can you invite a user already? I've been waiting. Thanks.",
  ])("flags %s", (text) => {
    expect(goalWording(text)).toBeDefined();
  });

  it.each(NATURAL)("passes a natural request: %s", (text) => {
    expect(goalWording(text)).toBeUndefined();
  });
});

describe("plurals come from pluralize, irregulars and plurals included", () => {
  it("says corpora, not corporas, and knows a double plural", () => {
    expect(plural("corpus")).toBe("corpora");
    expect(plural("corpora")).toBe("corpora");
    expect(singular("corpora")).toBe("corpus");
    expect(plural("criterion")).toBe("criteria");
    expect(isDoublePlural("Corporas")).toBe(true);
    expect(isDoublePlural("criterias")).toBe(true);
    for (const w of ["ideas", "cameras", "analyses", "aliases", "pizzas"])
      expect(isDoublePlural(w)).toBe(false);
  });
});
