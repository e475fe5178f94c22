import { describe, expect, it } from "vitest";
import { misspelledInflection, regularPast } from "../../src/core/domain/words.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";
import type { FieldRole } from "../../src/core/schema/semantic-model.js";
import {
  answerReaderProblems,
  carriesError,
  formWording,
  garbledPhrase,
  placeholderValue,
  slotChain,
  unsaidPurpose,
} from "../../src/core/synth/checks.js";
import { languageName } from "../../src/core/synth/text.js";
import { isUnsayable, toolWords } from "../../src/core/synth/tool-words.js";
import { askLabel, type FactPhrase, factPhrase } from "../../src/core/synth/writer.js";

/**
 * The reader's verbatim quotes from the fresh3 run (/work/reader/f3-after.md, 30 samples): each
 * check must flag them, and must pass the natural counter-examples next to them.
 */

const tool = (name: string, params: string[]) => ({
  name,
  inputSchema: { type: "object", properties: Object.fromEntries(params.map((p) => [p, {}])) },
});
/** Only the parts of a bundle the goal check reads: its tools' names and inputs. */
const bundle = (tools: ReturnType<typeof tool>[]) => ({ id: "b", tools }) as unknown as EnvBundle;

const oxford = bundle([
  tool("get_entries_by_source_lang_by_word_id_antonyms", ["source_lang", "word_id"]),
  tool("get_entries_by_source_lang_by_word_id_synonyms", ["source_lang", "word_id"]),
  tool("get_entries_by_source_lang_by_word_id_synonyms_antonyms", ["source_lang", "word_id"]),
]);
const alpr = bundle([
  tool("recognizeUrl", ["image_url", "secret_key", "country", "return_image", "recognize_vehicle"]),
  tool("recognizeBytes", ["body", "secret_key", "country", "topn"]),
]);
const crucible = bundle([
  tool("getAllReviews", []),
  tool("getReviewsForIssueKey", ["jiraKey"]),
  tool("getReviewsForTerm", ["term", "maxReturn"]),
  tool("getFilteredReviewsForUser", ["filter"]),
]);

describe("slot chains: parameters read out with their values", () => {
  const params = [
    "account holder code",
    "word",
    "topn",
    "max return",
    "return image",
    "source lang",
    "is cropped",
    "secret key",
    "value",
    "scan",
    "rating",
    "message",
  ];
  it("flags the reader's quotes", () => {
    for (const s of [
      "I need to pay the out a specified amount with account holder code AH-2231.",
      "Can you list the words with source lang en already? I've been waiting. With word en5. Thanks.",
      "Could you please send the image with secret key SEC-8986 and with topn 10?",
      "Can you check the reviews for term with max return Review max return 3?",
      "I want to send the image return image 0 and with secret key SEC-8487.",
      "Just send the image with image https://images.example.com/r-9028.jpg, is cropped 1, please.",
      "Could you please transfer the funds with value 32? Thank you very much.",
      "I want to list the detailed results. With scan 100.",
    ])
      expect(formWording(s, [...params, "image"]), s).toBeDefined();
  });
  it("passes how people talk", () => {
    for (const s of [
      "I'm sending 40 EUR from my savings to the supplier account.",
      "Could you book a table for 4 with my partner on Friday?",
      "Find me reviews with a rating of 5 or more.",
      'Send it with the message "Happy birthday", please.',
      "What does the word serendipity mean?",
      "Can you read the number plate on this photo? It was taken in Germany.",
    ])
      expect(slotChain(s, params), s).toBeUndefined();
  });
});

describe("garbled verb phrases", () => {
  it("flags stranded particles, doc wording and misspelled inflections", () => {
    expect(garbledPhrase("I need to pay the out a specified amount.")).toBeDefined();
    expect(garbledPhrase("I've transfered the funds.")).toBe("transfered");
    expect(garbledPhrase("I've paid the out a specified amount.")).toBeDefined();
    expect(misspelledInflection("submiting")).toBe("submitting");
    expect(regularPast("transfer")).toBe("transferred");
    expect(regularPast("offer")).toBe("offered");
  });
  it("passes ordinary English", () => {
    for (const s of [
      "I've transferred the funds and paid out the balance.",
      "I offered them a refund; they entered the code and it worked.",
      "Could you take the rubbish out at 8?",
      "Check out the new menu, it's ordered by price.",
    ])
      expect(garbledPhrase(s), s).toBeUndefined();
  });
});

describe("no goal: the request never says which tool's purpose it is about", () => {
  it("flags the reader's quotes", () => {
    expect(
      unsaidPurpose(
        "Can you list the words with source lang en already? With word en5.",
        "get_entries_by_source_lang_by_word_id_antonyms",
        oxford,
      ),
    ).toBeDefined();
    expect(
      unsaidPurpose(
        "I want to send the image. Oh, sorry — https://www.example.com/recognize-urls/647.",
        "recognizeUrl",
        alpr,
      ),
    ).toBeDefined();
    // "list the reviews" fits the plain list as well as the issue-key tool.
    expect(unsaidPurpose("I need to list the reviews.", "getReviewsForIssueKey", crucible)).toMatch(
      /getAllReviews/,
    );
  });
  it("passes requests that say what they are for", () => {
    expect(
      unsaidPurpose(
        "Hi! Could you find the antonyms of 'happy' in English?",
        "get_entries_by_source_lang_by_word_id_antonyms",
        oxford,
      ),
    ).toBeUndefined();
    expect(
      unsaidPurpose(
        "I was hoping you could list the synonyms and antonyms for me.",
        "get_entries_by_source_lang_by_word_id_synonyms_antonyms",
        oxford,
      ),
    ).toBeUndefined();
    expect(
      unsaidPurpose("Could you recognise the plate on this photo?", "recognizeUrl", alpr),
    ).toBeUndefined();
    expect(
      unsaidPurpose("Hi, could you list the reviews?", "getAllReviews", crucible),
    ).toBeUndefined();
    expect(
      unsaidPurpose(
        "Can you list the reviews for the filter called Summit Filter?",
        "getFilteredReviewsForUser",
        crucible,
      ),
    ).toBeUndefined();
  });
});

describe("a read asked for what it returns says what it is for", () => {
  // `get_device_state`'s "state" is no word a person says; its goals passed only when the device's
  // name held "stat" (a thermostat), so the tool's coverage came and went with the seed.
  const state = {
    ...tool("get_device_state", ["device_id"]),
    kind: "read",
    outputSchema: {
      type: "object",
      properties: { device_id: {}, power: {}, volume: {}, target_celsius: {} },
    },
  };
  const home = bundle([state, { ...state, name: "set_volume", kind: "update" }]);
  it("passes a question about one of its output fields", () => {
    for (const q of [
      "What's the volume and power of the device called Bedroom speaker?",
      "Thanks. And the volume of the device?",
    ])
      expect(unsaidPurpose(q, "get_device_state", home), q).toBeUndefined();
  });
  it("still flags a request that names only what it is given, or a write", () => {
    expect(
      unsaidPurpose("Could you check the device called Bedroom speaker?", "get_device_state", home),
    ).toBeDefined();
    // The device's id is an input: "device" says nothing of what is read.
    expect(unsaidPurpose("What's the device id of it?", "get_device_state", home)).toBeDefined();
    expect(
      unsaidPurpose("What's the power of the Bedroom speaker?", "set_volume", home),
    ).toBeDefined();
  });
});

describe("bad answers", () => {
  it("success claimed over an error result", () => {
    expect(
      answerReaderProblems("I've transferred the funds.", { results: ['{"invalidFields":[{}]}'] }),
    ).toContain("claims-success");
    expect(carriesError('{"errors":[]}')).toBe(false);
    expect(carriesError('{"status":"ok","id":3}')).toBe(false);
    expect(
      answerReaderProblems("The transfer didn't go through: one field was invalid.", {
        results: ['{"invalidFields":[{}]}'],
      }),
    ).not.toContain("claims-success");
  });
  it("'couldn't find anything' after a hit", () => {
    const results = ['{"review_id":"rev_1001","max_return":"3","id":"rev_1001"}'];
    expect(answerReaderProblems("I couldn't find anything.", { results })).toContain("false-empty");
    expect(answerReaderProblems("I couldn't find anything.", { results: ["[]", "[{}]"] })).toEqual(
      [],
    );
  });
  it("a bare count when the items were asked for, and not when the count was", () => {
    const results = ['{"results":[{"word":"sad"},{"word":"glum"}]}'];
    expect(
      answerReaderProblems("I found 2 words.", { request: "Can you list the words?", results }),
    ).toContain("bare-count");
    expect(
      answerReaderProblems("I found 2 words.", { request: "How many words are there?", results }),
    ).not.toContain("bare-count");
  });
  it("an answer about something other than what was asked, or about an input", () => {
    const results = ['{"filter":"Filter 7","title":"Orion Filter","author":"Elmira Carter"}'];
    const found = answerReaderProblems(
      "The filter is Filter 7, the author is Elmira Carter and the moderator is Filter moderator 6.",
      {
        request: 'Can you list the reviews for the filter "Orion Filter"?',
        results,
        paramWords: ["filter"],
      },
    );
    expect(found).toEqual(expect.arrayContaining(["off-topic", "input-echo", "placeholder"]));
    expect(
      answerReaderProblems(
        "I've sent the image. The credit cost is 27 and the credits monthly total is 177.",
        {
          results: ['{"credit_cost":27}'],
        },
      ),
    ).toContain("metadata");
    // A labelled answer about the asked-for thing passes.
    expect(
      answerReaderProblems(
        'I found 2 reviews: "Login page refactor" by Ana Silva and "Cache fix" by Tom Berg.',
        { request: "Could you list the reviews?", results: ['[{"title":"Login page refactor"}]'] },
      ),
    ).toEqual([]);
  });
  it("placeholder values, and real names with numbers that are not", () => {
    for (const s of [
      "Filter moderator 6",
      "Dictionary file 3",
      "Auto suggest type 2",
      "Reviews v1 summary given 3",
    ])
      expect(placeholderValue(`The value is ${s}.`), s).toBeDefined();
    for (const s of ["Terminal 2", "Studio 54", "Leaving in 5 minutes", "Back at 3", "Route 66"])
      expect(placeholderValue(`It is ${s}.`), s).toBeUndefined();
  });
});

describe("the writers stop producing what the reader flagged", () => {
  const fact = (label: string, value: unknown, kind?: FieldRole, spoken?: string): FactPhrase => ({
    key: `s.${label.replace(/ /g, "_")}`,
    value,
    label,
    role: "arg",
    personal: false,
    ...(kind ? { kind } : {}),
    ...(spoken ? { spoken } : {}),
  });
  const params = [
    "account holder code",
    "source account code",
    "destination account code",
    "word",
    "source lang",
  ];

  it("works values in by their role, never 'with <param> <value>'", () => {
    const said = [
      factPhrase(fact("account holder code", "AH-2231", "code")),
      factPhrase(fact("source account code", "SA-2494", "code")),
      factPhrase(fact("destination account code", "DA-4040", "code")),
      factPhrase(fact("word", "happy", "other")),
      factPhrase(fact("source lang", "en", "other", "English")),
      factPhrase(fact("image url", "https://example.com/a.jpg", "url")),
    ];
    expect(said).toEqual([
      "for account holder AH-2231",
      "from account SA-2494",
      "to account DA-4040",
      'for the word "happy"',
      "in English",
      "at https://example.com/a.jpg",
    ]);
    for (const s of said) expect(slotChain(`Please do it ${s}.`, params), s).toBeUndefined();
  });

  it("leaves credentials, limits and response switches to the assistant", () => {
    const spec = {
      name: "recognizeUrl",
      description: "",
      inputSchema: { type: "object", properties: {}, required: ["secret_key", "image_url"] },
    } as unknown as ToolSpec;
    expect(isUnsayable(spec, "secret_key", "SEC-1", undefined)).toBe(true);
    expect(isUnsayable(spec, "topn", 10, undefined)).toBe(true);
    expect(isUnsayable(spec, "maxReturn", "3", undefined)).toBe(true);
    expect(isUnsayable(spec, "return_image", 0, undefined)).toBe(true);
    expect(isUnsayable(spec, "is_cropped", 1, undefined)).toBe(true);
    expect(isUnsayable(spec, "image_url", "https://x/y.jpg", undefined)).toBe(false);
    expect(isUnsayable(spec, "country", "us", undefined)).toBe(false);
    expect(isUnsayable(spec, "amount", 40, undefined)).toBe(false);
  });

  it("names the tool's purpose when the doc sentence misses it, and asks the doc's question", () => {
    const spec = (name: string, title: string, params: string[], kind?: string) =>
      ({
        name,
        description: title,
        annotations: { title },
        ...(kind ? { kind } : {}),
        inputSchema: { type: "object", properties: Object.fromEntries(params.map((p) => [p, {}])) },
      }) as unknown as ToolSpec;
    expect(
      toolWords(
        spec(
          "get_entries_by_source_lang_by_word_id_antonyms",
          "Retrieve words that mean the opposite",
          ["source_lang", "word_id"],
          "read",
        ),
      ).phrase.text,
    ).toBe("list the antonyms");
    expect(
      toolWords(
        spec(
          "recognizeUrl",
          "Send an image for OpenALPR to analyze and provide metadata back",
          ["image_url"],
          "action",
        ),
      ).phrase.text,
    ).toBe("get the image recognized");
    expect(
      toolWords(
        spec(
          "post_detect_object",
          "What is that object? [ image_url -> id ]",
          ["image_url"],
          "create",
        ),
      ).question,
    ).toBe("What is that object?");
    expect(languageName("pt")).toBe("Portuguese");
    expect(languageName("Query 8")).toBeUndefined();
  });
});

describe("dates under a verb's name", () => {
  it("flags 'the ETA, completed and started of …' and passes 'the completed orders'", () => {
    expect(
      formWording("Could you please tell me the ETA and started of the webscan? Many thanks."),
    ).toBeDefined();
    expect(formWording("What is the ETA, completed and started of the document?")).toBeDefined();
    expect(formWording("Can you list the completed orders and the started jobs?")).toBeUndefined();
    expect(askLabel("started")).toBe("start time");
  });
});

describe("a result that was the point", () => {
  it("flags a bare confirmation after 'get the image recognized', passes a reported result", () => {
    const results = ['{"results":[{"plate":"B AB 1234","confidence":91.2}]}'];
    const request = "Could you get the image recognized? It's at https://example.com/car.jpg.";
    expect(answerReaderProblems("I've got the image recognized.", { request, results })).toContain(
      "no-result",
    );
    expect(
      answerReaderProblems("The plate is B AB 1234, read with 91% confidence.", {
        request,
        results,
      }),
    ).not.toContain("no-result");
    // An upload is confirmed, and that is the answer.
    expect(
      answerReaderProblems("I've uploaded the dictionary.", {
        request: "Please upload my dictionary file terms.csv.",
        results: ['{"dictionary_id":"dic_1010"}'],
      }),
    ).not.toContain("no-result");
  });
});

describe("slot chains moved to 'for the'", () => {
  it("flags labels that name no thing, passes 'for the word \"happy\"'", () => {
    const params = [
      "from",
      "created by",
      "has the words",
      "string",
      "word",
      "life cycle status filter",
    ];
    for (const s of [
      'Please add a new trigger for the from "Criterion from 8".',
      'It\'s for the created by "12345".',
      'Add it for the has the words "urgent".',
      'Add a location for the string "25 Spring Street".',
      'I want to find the Outposts for the life cycle status filter "rvlb".',
    ])
      expect(slotChain(s, params), s).toBeDefined();
    expect(slotChain('Could you list the antonyms for the word "happy"?', params)).toBeUndefined();
    expect(slotChain("Send it from my savings to the supplier.", params)).toBeUndefined();
  });
});

describe("answers under a label that says nothing", () => {
  it("flags 'The answer is \"90.32\".' and 'The task is parse.', passes a labelled fact", () => {
    expect(answerReaderProblems('The answer is "90.32".')).toContain("generic-label");
    expect(answerReaderProblems("I've uploaded the doc. The task is parse.")).toContain(
      "generic-label",
    );
    expect(answerReaderProblems("The balance is 12 days.")).not.toContain("generic-label");
  });
});
