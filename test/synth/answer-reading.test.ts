import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";
import type { IdentifierContext } from "../../src/core/synth/checks.js";
import {
  type AnswerTurn,
  answerReadingProblems,
  criterionlessSearch,
  repeatedAsk,
} from "../../src/core/synth/dataset-quality.js";

// The fresh21 blind tables (/work/blind39/r1.md, r2.md): answers the readers marked B and requests
// they marked G that every check passed. One test per reader quote; each beside an answer a reader
// passes that the same rule must leave alone.

const turn = (answer: string, over: Partial<AnswerTurn> = {}): AnswerTurn => ({
  request: "",
  results: [],
  answer,
  paramWords: [],
  ...over,
});

const comments = JSON.stringify({
  comments: [
    {
      date_created: "2025-08-21T12:30:00Z",
      id: "ref_1042",
      text: "The sound drops out halfway through.",
    },
  ],
});

describe("answers a reader rejects (fresh21, B)", () => {
  it("flags comments told only by when they were written", () => {
    const t = turn("I found 1 comment: one created on Aug 21, 2025 at 12:30 pm.", {
      request: "list the comments for the board called Favorites",
      results: [comments],
    });
    expect(answerReadingProblems(t)).toContain("texts-as-dates");
    const said = turn('I found 1 comment: "The sound drops out halfway through." (Aug 21, 2025).', {
      results: [comments],
    });
    expect(answerReadingProblems(said)).toEqual([]);
  });

  it("flags a record named by a bare timestamp", () => {
    expect(answerReadingProblems(turn("I found 1 transaction: Nov 3, 2025 at 3:45 pm."))).toContain(
      "named-by-time",
    );
    expect(
      answerReadingProblems(
        turn(
          "I found 8 asset change notification channels, among them an editorial one on Jan 15 at 11:45 am, an editorial one on Dec 22, 2025 at 8:30 am and a creative one on Jan 15 at 4:45 pm.",
          {
            results: [
              JSON.stringify([
                {
                  AssetFamily: "Editorial",
                  CreateDateUtc: "2026-01-06T09:15:00Z",
                  OldestChangeNotificationDateUtc: "2026-01-15T11:45:00Z",
                },
              ]),
            ],
          },
        ),
      ),
    ).toContain("named-by-time");
    expect(
      answerReadingProblems(
        turn("I found 2 transactions: one for €12.50 on Nov 3 and one for €8 on Nov 4."),
      ),
    ).toEqual([]);
    // fresh11 readers passed events told by the one time they have.
    const events = JSON.stringify({
      dataset_events: [{ dataset_id: 7, timestamp: "2026-01-28T13:30:00Z" }],
    });
    const told =
      "I found 11 dataset events, among them one on Jan 28 at 1:30 pm and one on Feb 2 at 11:30 am.";
    expect(answerReadingProblems(turn(told, { results: [events] }))).toEqual([]);
    expect(answerReadingProblems(turn("I found 1 word: Words 7."))).not.toContain("named-by-time");
  });

  it("flags a label of digits and a number said without the unit its doc gives", () => {
    const t = turn("The 1 8 0 is 98 and the 1 8 1 is 67.", {
      units: { "1 8 0": "Wh", "1 8 1": "Wh" },
    });
    expect(answerReadingProblems(t)).toEqual(
      expect.arrayContaining(["digit-label", "doc-unit-missing"]),
    );
    const ok = turn("The reading is 98 Wh and the green energy is 67 Wh.", {
      units: { reading: "Wh", "green energy": "Wh" },
    });
    expect(answerReadingProblems(ok)).toEqual([]);
  });

  it("flags an operationId word read out as the thing made", () => {
    const ids: IdentifierContext = {
      identifiers: [["cancelreservation"], ["get", "reservations"]],
      prose: new Set(["request", "delete", "reservation", "existing"]),
      machine: new Set(),
    };
    expect(answerReadingProblems(turn("I've added the cancelreservation."), ids)).toContain(
      "glued-label",
    );
    expect(answerReadingProblems(turn("I've cancelled the reservation RES-9869."), ids)).toEqual(
      [],
    );
  });

  it("flags a link given where the thing was asked for", () => {
    const t = turn("The images are https://images.example.com/images-9609.jpg.", {
      request: "what's the images for Becky Hessel?",
    });
    expect(answerReadingProblems(t)).toContain("link-as-answer");
    const asked = turn("The download link is https://images.example.com/images-9609.jpg.", {
      request: "Can you get me the download link for that image?",
    });
    expect(answerReadingProblems(asked)).toEqual([]);
  });

  it("flags the pasted encoded text handed back as the answer", () => {
    const t = turn(
      'I\'ve uploaded the image. The body is "bmFtZSxxdWFudGl0eQp1dGlsaXNlLHVzZQo=".',
      {
        request:
          'change the file name on my image. Here\'s the text: "bmFtZSxxdWFudGl0eQp1dGlsaXNlLHVzZQo=".',
      },
    );
    expect(answerReadingProblems(t)).toContain("echoes-token");
  });

  it("flags a count of zero right after adding one", () => {
    const t = turn(
      'I\'ve added the location "Main operator". I checked, and there are zero locations in that time range.',
    );
    expect(answerReadingProblems(t)).toContain("zero-after-write");
  });

  it("flags another thing removed than the one asked", () => {
    const t = turn('I\'ve removed the assets for the board "Research papers".', {
      request: "I need you to remove the board called Research papers, quickly please.",
      results: [JSON.stringify({ asset_id: "ass_1007", deleted: true })],
    });
    expect(answerReadingProblems(t)).toContain("wrong-object");
    const same = turn("I've removed the connector.", {
      request: "Can you remove my connector already?",
    });
    expect(answerReadingProblems(same)).toEqual([]);
    // fresh11 readers passed it: the result says the response itself went.
    const part = turn('I\'ve removed the template for the response "Dracula".', {
      request: "Can you remove the response called Dracula?",
      results: [JSON.stringify({ response: { success: true } })],
    });
    expect(answerReadingProblems(part)).toEqual([]);
  });

  it("flags items told apart by different kinds of facts", () => {
    const t = turn(
      "I found 10 trials, among them Childhood nutrition survey (recruiting), Smoking cessation trial (completion date Dec 17, 2025 at 4 pm) and Diabetes prevention program (completion date Jan 14 at 12 pm).",
    );
    expect(answerReadingProblems(t)).toContain("mixed-details");
    const alike = turn(
      "I found 3 trials, among them Childhood nutrition survey (recruiting), Smoking cessation trial (completed) and Diabetes prevention program (recruiting).",
    );
    expect(answerReadingProblems(alike)).toEqual([]);
  });

  it("flags a follow-up answered word for word as the turn before", () => {
    const a = "It has 1 child event and 1 image.";
    expect(answerReadingProblems(turn(a, { previous: a }))).toContain("repeats-previous");
  });

  it("flags a plural put on an adjective", () => {
    expect(
      answerReadingProblems(turn("I found 7 products availables, among them Ceramic Mug Classic.")),
    ).toContain("plural-adjective");
  });

  it("flags a search's range bound read out as a fact", () => {
    expect(
      answerReadingProblems(turn("The created at gte is Aug 12, 2025 at 10:30 am.")),
    ).toContain("bound-as-fact");
  });
});

const bundle = {
  id: "trials",
  tools: [
    {
      name: "searchTrials",
      description: "Search trials",
      inputSchema: {
        type: "object",
        properties: {
          q: { type: "string" },
          page: { type: "integer" },
          per_page: { type: "integer" },
        },
      },
    },
    {
      name: "listCountries",
      description: "List countries",
      inputSchema: { type: "object", properties: {} },
    },
  ],
} as unknown as EnvBundle;

const task = (
  calls: Task["gold"]["calls"],
  facts: Task["gold"]["answerFacts"] = [],
  turns = 1,
): Task =>
  ({
    id: "t",
    envs: [{ bundleId: "trials", initialState: {} }],
    seed: 1,
    turns: Array.from({ length: turns }, () => ({ user: "x" })),
    userFacts: [],
    hidden: [],
    gold: { calls, finalStateHash: "", answerFacts: facts },
    checks: [],
  }) as unknown as Task;

describe("goals a reader cannot act on (fresh21, G)", () => {
  it("flags a search given none of its criteria", () => {
    const bare = task([{ tool: "searchTrials", args: {}, masked: [] }]);
    expect(criterionlessSearch(bare, [bundle])).toHaveLength(1);
    const paged = task([{ tool: "searchTrials", args: { page: 1 }, masked: [] }]);
    expect(criterionlessSearch(paged, [bundle])).toHaveLength(1);
    const asked = task([{ tool: "searchTrials", args: { q: "malaria" }, masked: [] }]);
    expect(criterionlessSearch(asked, [bundle])).toEqual([]);
    const list = task([{ tool: "listCountries", args: {}, masked: [] }]);
    expect(criterionlessSearch(list, [bundle])).toEqual([]);
  });

  it("leaves a search alone that only finds the record a later goal call acts on", () => {
    const calls = [
      { tool: "searchTrials", args: {}, masked: [] },
      { tool: "listCountries", args: {}, masked: [], dependsOn: [0] },
    ] as Task["gold"]["calls"];
    const lookup = { ...task(calls), meta: { goal: "listCountries" } } as unknown as Task;
    expect(criterionlessSearch(lookup, [bundle])).toEqual([]);
    // The same search as the goal itself is still flagged.
    const asGoal = { ...task(calls), meta: { goal: "searchTrials" } } as unknown as Task;
    expect(criterionlessSearch(asGoal, [bundle])).toHaveLength(1);
  });

  it("flags a follow-up that asks again for what the first turn answered", () => {
    const again = task(
      [
        { tool: "get_v3_videos", args: {}, masked: [], turn: 0 },
        { tool: "get_v3_videos_by_id", args: { id: "vid_1001" }, masked: [], turn: 1 },
      ],
      [
        { key: "product_type", label: "product type", value: "premiumaccess", turn: 0 },
        { key: "size", value: "70.372", turn: 0 },
        { key: "product_type", label: "product type", value: "premiumaccess", turn: 1 },
        { key: "size", value: "70.372", turn: 1 },
      ],
      2,
    );
    expect(repeatedAsk(again)).toHaveLength(1);
    const news = task(
      [
        { tool: "get_v3_videos", args: {}, masked: [], turn: 0 },
        { tool: "get_v3_videos_by_id", args: { id: "vid_1001" }, masked: [], turn: 1 },
      ],
      [
        { key: "product_type", value: "premiumaccess", turn: 0 },
        { key: "artist_name", value: "Francesca Runolfsdottir", turn: 1 },
      ],
      2,
    );
    expect(repeatedAsk(news)).toEqual([]);
  });
});
