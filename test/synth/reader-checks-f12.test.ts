import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { measuredFormWording } from "../../src/core/synth/checks.js";
import { answerLabelProblems } from "../../src/core/synth/dataset-quality.js";
import { labelWording, unspokenLabel } from "../../src/core/synth/label-wording.js";
import {
  durationDisagrees,
  junkName,
  pagingDisagrees,
  schemaResultDefects,
  toolResultDefects,
} from "../../src/core/synth/sample-data.js";
import { judgeAnswerLabels } from "./answer-labels.js";

// The fresh12 blind tables (/work/reader/f12-blind/r1.md, r2.md): what the checks fitted on
// fresh11 still passed. Each rule is one general cause; verbatim reader quotes must be flagged and
// natural counter-examples left alone. The f12 labels are the fitting set, f5–f11 the test that
// nothing else moved.

interface Labelled {
  text: string;
  F: boolean;
}
const requests = JSON.parse(
  readFileSync(new URL("../fixtures/reader-labels/requests.json", import.meta.url), "utf8"),
) as {
  envs: Record<string, { paramWords: string[]; tools: string[] }>;
  samples: {
    env: string;
    reader: string;
    facts: { key: string; value: unknown }[];
    texts: Labelled[];
  }[];
};

/** The run figure's form wording (with each task's facts and tools) against the readers' F. */
function formAgreement(reader: RegExp) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const s of requests.samples.filter((x) => reader.test(x.reader)))
    for (const t of s.texts) {
      const env = requests.envs[s.env];
      const said =
        measuredFormWording(t.text, env?.paramWords ?? [], {
          facts: s.facts,
          tools: env?.tools ?? [],
        }) !== undefined;
      if (said && t.F) tp++;
      else if (said) fp++;
      else if (t.F) fn++;
    }
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn };
}

describe("form wording: a field becomes the user's word only through a label a person says", () => {
  it.each([
    "Could you please tell me the since, email and image of the persona named Travon Gutkowski? Thank you very much.",
    "What's the total items of the account locations data for account 1? I need it now.",
    "Perfect. One more thing: please update the marked at to Jan 8 at 11:45 am on it.",
    "Can you tell me the duration, end and since of the show named Cry? Thanks.",
    "I need you to remove the same episode as the user episode marked on Dec 14, 2025 at 4 pm, quickly please. Thanks.",
    "Hi! I was hoping you could remove the same show as the user vote show voted on Jan 26 at 3:45 pm for me. Thanks so much!",
    "I need you to list the processed messages matching your search criteria with 149 credits, with a destination of 447777777777 and from Dec 28, 2025 at 4:15 pm, quickly please. Thanks.",
    "Hey there — I'd love it if you could add a new segment for the episodes matching the given criterion named Into the Storm in the program named Project Falcon for IC-2969.",
    "Find the availabilities for the available availability, now please. Thanks.",
    'Add a new sandbox called "kdrbq", now please. It\'s called "s".',
    "What's the status of the messages scheduled? I need it now. Thanks.",
    "I need the duration, since and start of the playlist named Kenya Mills Music. Anything up to Jan 7 at 7 pm is fine. Thanks.",
  ])("flags %s", (text) => {
    expect(labelWording(text)).toBeDefined();
  });

  it("sees a page size and a bare value only through the task's facts", () => {
    const items = { facts: [{ key: "s2.items", value: "100" }] };
    expect(
      labelWording("I want to list the member activities with 100 items. Thanks.", items),
    ).toBe("with 100 items");
    const internal = { facts: [{ key: "s1.filterType", value: "internal" }] };
    expect(
      labelWording(
        "Good afternoon, would you be able to list the sandboxes it's an internal? Thank you very much.",
        internal,
      ),
    ).toBe("it's an internal");
    const twice = "Just so you know, my username is kkshlerin and my username is hlittle.";
    expect(labelWording(twice)).toBeDefined();
    expect(labelWording("It's a fork:created. With 10 items.")).toBe("With 10 items.");
  });

  it.each([
    "Could you find out the created date and last modified date of the program called Project Falcon for me?",
    "Tell me the price, size and colour of the blue shoes.",
    "What's the count of unread emails?",
    "Can you place an order with 3 items for my address?",
    "Show me my 10 latest orders, please.",
    'Please update the title to "Road trip" on my playlist.',
    "I'd like the name and email of my contact Anna.",
    "Could you add a user named Anna and a user named Bob?",
    "Please list the spins up to Jan 5 at 12 pm. Thanks.",
    "Please book the same room as last time.",
    "My username is anna and my email is anna@example.com.",
    "Could you list the processed payments from last week?",
    "What's the start and end of the show named Ghostbusters?",
    "It's a gift, so please wrap it.",
  ])("passes a natural request: %s", (text) => {
    const ctx = {
      facts: [
        { key: "s1.count", value: "10" },
        { key: "s1.kind", value: "gift" },
      ],
    };
    expect(labelWording(text, ctx)).toBeUndefined();
  });

  it("a label is unspoken when it is a function word, ends in its particle, or is paging", () => {
    for (const l of ["since", "marked at", "voted on", "total items", "page size"])
      expect(unspokenLabel(l), l).toBe(true);
    for (const l of ["start", "created date", "email", "total", "count", "duration"])
      expect(unspokenLabel(l), l).toBe(false);
  });

  // GraphHopper's `took` ("in ms"), DigiLocker's `registered` (fresh55, F): "what's the took of
  // the geocode?", "The registered is true."
  it("a label that is one verb's past form is unspoken; a noun ending like one is not", () => {
    for (const l of ["took", "registered", "enabled", "sent", "paid"])
      expect(unspokenLabel(l), l).toBe(true);
    for (const l of ["speed", "feed", "shot", "bound", "read", "status", "created date"])
      expect(unspokenLabel(l), l).toBe(false);
  });

  it("agrees with the fresh12 readers (before: precision 0.83, recall 0.11) and leaves fresh11 where it was", () => {
    const f12 = formAgreement(/^f12-/);
    expect(f12.precision).toBeGreaterThanOrEqual(0.9);
    expect(f12.recall).toBeGreaterThanOrEqual(0.85);
    // Per reader: r1 0.87 / 0.87, r2 1.00 / 0.92 — the rules hold for both readers' rows.
    expect(formAgreement(/^f12-r2/).recall).toBeGreaterThanOrEqual(0.85);
    // fresh11 as before this round: 0.92 / 0.85 (22 of 26).
    const f11 = formAgreement(/^f11-/);
    expect(f11.precision).toBeGreaterThanOrEqual(0.9);
    expect(f11.recall).toBeGreaterThanOrEqual(0.84);
  });
});

describe("bad answer: how an answer says a field", () => {
  const turn = (answer: string, results: unknown[] = []) => ({
    request: "",
    results: results.map((r) => JSON.stringify(r)),
    answer,
    paramWords: [],
  });

  it.each([
    ["paging-as-answer", "The total items are 100."],
    ["paging-as-answer", "I've added the requested resource. The total record count is 3."],
    [
      "unitless-measure",
      'The name is Primary spot, the notes are "Updated spot, November 10." and the duration is 60.',
    ],
    [
      "doc-voice",
      'I checked, and there are zero messages matching your search criteria matching "447777777777".',
    ],
    [
      "garbled",
      "The start date is January 1, the end date is January 6 and it was occurred on Jan 28 at 8 am.",
    ],
  ])("%s: %s", (code, answer) => {
    expect(answerLabelProblems(turn(answer))).toContain(code);
  });

  it("names items by their name or title, not another field of theirs", () => {
    const spins = [
      { song: "Hey Bulldog", label: "onboarding" },
      { song: "Yesterday", label: "Apple Records" },
      { song: "Let It Be", label: "follow-up" },
    ];
    expect(
      answerLabelProblems(
        turn("I found 9 spins, among them onboarding, Apple Records and follow-up.", [spins]),
      ),
    ).toContain("items-by-field");
    expect(
      answerLabelProblems(
        turn("I found 9 spins, among them Hey Bulldog, Yesterday and Let It Be.", [spins]),
      ),
    ).toEqual([]);
  });

  it.each([
    "The duration is 60 minutes and the price is €12.50.",
    "The width is 98 and the height is 14.",
    "The total is $42.",
    "The created date is Aug 20, 2025 at 1:45 pm and the last modified date is Oct 31, 2025 at 4:15 pm.",
    "I found 6 programs, among them Project Beacon, Project Falcon and Project Harbor.",
    "It happened on Jan 28 at 8 am.",
    "The count is 12 unread emails.",
  ])("passes %s", (answer) => {
    expect(answerLabelProblems(turn(answer))).toEqual([]);
  });

  const judged = judgeAnswerLabels();
  const agreement = (round: string) => {
    const part = judged.filter((j) => j.s.run.startsWith(round));
    const tp = part.filter((j) => j.found.length > 0 && j.s.readerBad).length;
    const fp = part.filter((j) => j.found.length > 0 && !j.s.readerBad).length;
    const fn = part.filter((j) => j.found.length === 0 && j.s.readerBad).length;
    return { precision: tp / (tp + fp), recall: tp / (tp + fn) };
  };

  it("agrees with the fresh12 readers (before: 0.67 / 0.44) and leaves fresh8 and fresh11 where they were", () => {
    const f12 = agreement("f12-");
    expect(f12.precision).toBeGreaterThanOrEqual(0.75);
    expect(f12.recall).toBeGreaterThanOrEqual(0.8);
    expect(agreement("f11-").precision).toBeGreaterThanOrEqual(0.9);
    expect(agreement("f8-").precision).toBeGreaterThanOrEqual(0.9);
    // r1's best, passed: "The created date is Aug 20, 2025 at 1:45 pm and …"
    const best = judged.find((j) => j.s.run === "f12-after" && j.s.index === 54);
    expect(best?.found).toEqual([]);
  });
});

describe("nonsense data: values against what the doc says and against each other", () => {
  it("paging totals that disagree with the list", () => {
    expect(pagingDisagrees({ data: [], total_items: 100, page_size: 10, total_pages: 10 })).toBe(
      "total_items=100, none listed",
    );
    expect(
      pagingDisagrees({ _embedded: { data: [] }, total_items: 7, total_pages: 10, page_size: 25 }),
    ).toContain("pages");
    expect(pagingDisagrees({ data: { id: 1, name: "Team" }, total_items: 15 })).toContain(
      "one record",
    );
    expect(pagingDisagrees({ requested_resource: [], total_record_count: 3 })).toBeDefined();
    // Consistent pages, a last page, and an order's money total are fine.
    expect(pagingDisagrees({ data: [1, 2], total_items: 2, page_size: 10, total_pages: 1 })).toBe(
      undefined,
    );
    expect(
      pagingDisagrees({ data: [1, 2], total_items: 12, page: 2, page_size: 10, total_pages: 2 }),
    ).toBeUndefined();
    expect(pagingDisagrees({ items: [], total: 42.5, currency: "EUR" })).toBeUndefined();
  });

  it("a duration that is not its end minus its start in any unit", () => {
    const show = { start: "2026-01-08T16:15:00Z", end: "2026-01-08T16:45:00Z" };
    expect(durationDisagrees({ ...show, duration: 60 })).toBeDefined();
    expect(durationDisagrees({ ...show, duration: 1800 })).toBeUndefined();
    expect(durationDisagrees({ ...show, duration: 30 })).toBeUndefined();
    expect(durationDisagrees({ start: 1767545100, end: 1767545299, duration: 199 })).toBe(
      undefined,
    );
  });

  it("a phone number as a fraction, and names no person gives", () => {
    const kinds = (v: unknown) => toolResultDefects(v).map((d) => d.kind);
    expect(kinds({ destination: 15.65, content: "2.5" })).toContain("phone-fraction");
    expect(kinds({ destination: "447777777777" })).toEqual([]);
    for (const n of ["k", "s", "kdrbq", "q7ofh", "287nm6", "vd1rvu"])
      expect(junkName("sandboxName", n), n).toBe(true);
    for (const n of ["Li", "Nginx", "X5 Pro", "staging", "Primary sandbox"])
      expect(junkName("name", n), n).toBe(false);
    expect(junkName("username", "kkshlerin")).toBe(false);
    expect(junkName("fileName", "a1b2.csv")).toBe(false);
    // CPU architectures are called so: "aarch64" is no sampler's letter soup (f29 OBS statuses).
    for (const n of ["aarch64", "i586", "armv7l"])
      expect(junkName("architecture_name", n), n).toBe(false);
  });

  it("values against the output schema: prose enum, described form, year format", () => {
    const schema = {
      type: "object",
      properties: {
        type: { description: "0 for watched, 1 for acquired, 2 for skipped" },
        cdDriveUri: {
          type: "string",
          description:
            "The URI to the piece image content in CD Drive. Format should be 'cddrive:id:{value}' or 'cddrive://{path}'.",
        },
        since: {
          description: "Since what year has the DJ/host been at the station?",
          format: "year",
          type: "integer",
        },
      },
    };
    const kinds = (v: unknown) => schemaResultDefects(v, schema).map((d) => d.kind);
    expect(
      kinds({
        type: "external",
        cdDriveUri: "https://www.example.com/spots/900",
        since: 1765903500,
      }),
    ).toEqual(["prose-enum", "described-form", "year-format"]);
    expect(kinds([{ type: 0, cdDriveUri: "cddrive:id:1234", since: 1991 }])).toEqual([]);
    expect(kinds({ type: 2, cdDriveUri: "cddrive://spots/intro.mp3", since: 2004 })).toEqual([]);
  });

  // Mux's playback policy (stop 52): an enum value is the doc's own whatever form its prose
  // shows; flagged, it dropped 29 of dev52b's drafts once synthesis began dropping nonsense data.
  it("an enum value is no described-form breach, though the prose shows a URL form", () => {
    const policy = {
      type: "string",
      enum: ["public", "signed"],
      description:
        // biome-ignore lint/suspicious/noTemplateCurlyInString: Mux's prose, quoted as written
        "* `public` playback IDs are accessible by constructing an HLS URL like `https://stream.mux.com/${PLAYBACK_ID}`",
    };
    const schema = { type: "object", properties: { policy } };
    expect(schemaResultDefects({ policy: "public" }, schema)).toEqual([]);
    expect(schemaResultDefects({ policy: "signed" }, schema)).toEqual([]);
  });

  // Fitted on fresh11's N ("last_login":"mklocko", a username in a datetime field; documentType
  // "internal" where the spec says int 0–4), tested on fresh12: +2 samples readers marked, none they passed.
  it("a value against its declared format or type", () => {
    const schema = {
      properties: {
        last_login: { type: "string", format: "date-time" },
        documentType: { type: "integer" },
        email: { type: "string", format: "email" },
      },
    };
    const kinds = (v: unknown) => schemaResultDefects(v, schema).map((d) => d.kind);
    expect(kinds({ last_login: "mklocko" })).toEqual(["schema-format"]);
    expect(kinds({ documentType: "internal" })).toEqual(["schema-format"]);
    expect(
      kinds({ last_login: "2026-01-07T10:00:00Z", documentType: 3, email: "a.b@example.com" }),
    ).toEqual([]);
    expect(kinds({ last_login: "", documentType: "4" })).toEqual([]);
  });
});
