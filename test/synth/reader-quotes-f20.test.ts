import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/task.js";
import { checkHasGoal, measuredFormWording } from "../../src/core/synth/checks.js";
import { answerDefects, readerGoalProblems } from "../../src/core/synth/dataset-quality.js";
import { type FactPhrase, factPhrase } from "../../src/core/synth/writer.js";

/** The bad-answer kinds of one closing reply, with its request and tool results. */
function answerKinds(request: string, results: unknown[], answer: string): string[] {
  return answerDefects({
    final: answer,
    facts: [],
    turns: [{ request, results: results.map((r) => JSON.stringify(r)), answer, paramWords: [] }],
  });
}

/** A task of user turns only: what the goal rules read. */
function turnsOnly(...users: string[]): Task {
  return {
    turns: users.map((user) => ({ user })),
    gold: { calls: [], answerFacts: [] },
  } as unknown as Task;
}

// Verbatim quotes the fresh20 blind readers (/work/blind38) and fresh19 readers (/work/blind34)
// marked F, with the parameter words of their tools where the rule needs them.
describe("the fresh20 readers' form-wording quotes are caught", () => {
  const quotes: [string, string[]][] = [
    [
      "I need you to list the airports for the nearest airport called Default nearest, quickly please. Thanks.",
      [],
    ],
    ["Hey there — I'd love it if you could list the multiples. Cheers!", []],
    [
      'Can you update the member since to Jan 20 at 4:30 pm on the discussion topic named Krautrock? I\'d like it to say "Updated topic, November 17."',
      [],
    ],
    [
      'Could you update Jalen Buckridge? It\'s for the setting name "Local setting". Here\'s the text: "Settings from December 24." Thanks.',
      [],
    ],
    [
      "Hello! So, I'd like to list the airports for the nearest airport called Secondary nearest with a max distance in km of 10, if that's possible. Cheers!",
      [],
    ],
    [
      "I need the country and proxy of the selected, quickly. Here's the link: https://www.example.com/selecteds/953.",
      [],
    ],
    [
      "Hey — could you find out the path of the changeset up to Dec 19, 2025 at 12:45 pm for me? Cheers!",
      [],
    ],
    [
      "Hi! I was wondering what the length seconds and rating score of the PV for song called Purple Rain are.",
      [],
    ],
    ["Good afternoon, would you be able to remove the PV for song called Some of These Days?", []],
    [
      "Could you add a new review with a rating of 3? My email is peter.bradtke@example.com, my username is pbradtke and my email's deonte.lakin@example.com.",
      [],
    ],
    ["Could you update the report type to Inappropriate on it?", []],
    ["Can you find the simples? Thanks.", []],
    ["Please add a webhook with a sent trigger scope.", ["trigger scope"]],
    ["Can you update the title to #support on it?", []],
  ];
  for (const [text, words] of quotes)
    it(text, () => expect(measuredFormWording(text, words)).toBeDefined());

  it("a code said in its field's slot: the chain eth", () => {
    const facts = [{ key: "chain", value: "eth" }];
    expect(
      measuredFormWording(
        "What's the risk score of the chain eth? For the address 1zgLMpQqGnYej6SsPLJRnBJhxRpXPwc.",
        [],
        { facts },
      ),
    ).toBeDefined();
    expect(
      measuredFormWording("What's the risk score of my address on Ethereum?", [], { facts }),
    ).toBeUndefined();
  });
  it("a quantity and a size read as a list of values (npm start's example)", () => {
    expect(
      measuredFormWording(
        "please place an order for the product called Trail Runner 2 of them and size 39",
        ["product", "quantity", "size"],
      ),
    ).toBeDefined();
    expect(
      measuredFormWording("please order 2 pairs of the Trail Runner in size 39", [
        "product",
        "quantity",
        "size",
      ]),
    ).toBeUndefined();
  });
});

describe("what people say passes the new form rules", () => {
  for (const text of [
    "Could you list the airports near Lisbon within 10 km?",
    "Please rename the playlist called Road Trip to Summer Drive.",
    "What's the risk score of my Ethereum address 0x52908400098527886E0F7030069857D2E4169EE7?",
    "Can you find the songs that are longer than 3 minutes?",
    "Could you show me the changesets up to Dec 19?",
    "Can you list the selected items in my cart?",
    "I want the next few minutes of the recording.",
    "Please add a webhook that fires when a message is sent.",
    "Could you add a new review with a rating of 3? My email is peter.bradtke@example.com and my username is pbradtke.",
    "Could you change the title of my post to Spring Sale?",
  ])
    it(text, () => expect(measuredFormWording(text, ["trigger scope"])).toBeUndefined());
});

describe("the fresh20 readers' no-goal quotes are caught", () => {
  for (const text of [
    "Hey there — I'd love it if you could list the multiples. Cheers!",
    "I need the country and proxy of the selected, quickly.",
    'Could you update Jalen Buckridge? It\'s for the setting name "Local setting".',
    "Hey — could you find out the path of the changeset up to Dec 19, 2025 at 12:45 pm for me?",
    "I need you to list the airports for the nearest airport called Default nearest, quickly please.",
  ])
    it(text, () => expect(readerGoalProblems(turnsOnly(text)).length).toBeGreaterThan(0));

  it("a request with a goal passes", () => {
    for (const text of [
      "Could you list the airports near Lisbon within 10 km?",
      "Please rename the playlist called Road Trip to Summer Drive.",
      "Could you show me the changesets of the auth-api repository up to Dec 19?",
    ])
      expect(readerGoalProblems(turnsOnly(text))).toEqual([]);
    expect(checkHasGoal(turnsOnly("Could you show me the changesets up to Dec 19?")).passed).toBe(
      true,
    );
  });
});

describe("the fresh20 readers' bad-answer quotes are caught", () => {
  it("a status message read as the record", () => {
    expect(
      answerKinds(
        "Could you add a new review with a rating of 3?",
        [{ data: "Review posted successfully" }],
        'I\'ve added the review "pbradtke". The review is Review posted successfully.',
      ),
    ).toContain("status-as-value");
  });
  it("a record named by a value that is not its name", () => {
    expect(
      answerKinds(
        "I'd like to add a new review. My username is bstiedemann.",
        [{ data: "Review posted successfully" }],
        'I\'ve added the review "bstiedemann".',
      ),
    ).toContain("named-by-input");
  });
  it("the name the user gave, echoed as what was found", () => {
    expect(
      answerKinds(
        "Could you please list the airports for the nearest airport named Basic nearest?",
        [[{ id: "nea_1001", name: "Basic nearest", distanceInKm: 20 }]],
        "I found 1 nearest airport: Basic nearest.",
      ),
    ).toContain("echoes-request");
  });
  it("a label that ends in a preposition", () => {
    expect(
      answerKinds(
        "When did I first log in?",
        [{ firstAccessAt: "2026-01-07T10:00:00Z" }],
        "The first access at is Jan 7 at 10 am.",
      ),
    ).toContain("particle-label");
  });
  it("a runtime without its unit", () => {
    expect(answerKinds("How long is the film?", [{ runtime: 89 }], "The runtime is 89.")).toContain(
      "unitless-measure",
    );
  });
  it("a garbled record noun", () => {
    expect(
      answerKinds(
        "Can you remove the PV for song called Love?",
        [{ deleted: true }],
        "I've removed the song for the PV for song.",
      ),
    ).toContain("garbled");
  });
  it("good answers pass", () => {
    expect(
      answerKinds(
        "Could you add a new review with a rating of 3?",
        [{ data: "Review posted successfully" }],
        "I've posted your 3-star review.",
      ),
    ).toEqual([]);
    expect(
      answerKinds(
        "Which airports are near Lisbon?",
        [[{ name: "Lisbon Humberto Delgado", distanceInKm: 7 }]],
        "I found 1 airport: Lisbon Humberto Delgado.",
      ),
    ).toEqual([]);
    expect(
      answerKinds("How long is the film?", [{ runtime: 89 }], "The runtime is 89 minutes."),
    ).toEqual([]);
  });
});

describe("the writer says these facts as people do", () => {
  const phrase = (f: Partial<FactPhrase>) =>
    factPhrase({ key: "k", value: 1, label: "x", ...f } as FactPhrase);
  it("a unit glued to a label goes after the number", () => {
    expect(
      phrase({ key: "maxDistanceInKm", label: "max distance in km", value: 10, kind: "measure" }),
    ).toBe("with a max distance of 10 km");
  });
  it("a numeric size is said 'in size 42'", () => {
    const said = phrase({ key: "size", label: "size", value: 42, kind: "category" });
    expect(said).toBe("in size 42");
    expect(measuredFormWording(`I'd like the Trail Runner ${said}.`, ["size"])).toBeUndefined();
  });
});
