import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { checkHasGoal, unroledValueList } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, factPhrase, writeRequest } from "../../src/core/synth/writer.js";

/**
 * Issue 12 §1, the writer's cause 1 on the five dev sets (fresh21–26 at faf2b81): a request that
 * lists the values of different parameters after one "for", so none keeps its role. Each value is
 * said in its role instead ("from FRA to MAD3", "in the LH catalogue", "matching …").
 */

const spec = (name: string, description: string, props: Record<string, unknown>): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: props },
});

const fact = (key: string, label: string, value: unknown, kind?: FactPhrase["kind"]) =>
  ({
    key: `s1.${key}`,
    value,
    label,
    role: "arg",
    personal: false,
    atGoal: true,
    ...(kind ? { kind } : {}),
  }) as FactPhrase;

describe("the check: values of different parameters listed after one preposition", () => {
  const fares = [
    { key: "s1.catalogues", text: "LH" },
    { key: "s1.destination", text: "MAD3" },
    { key: "s1.origin", text: "FRA" },
    { key: "s1.range", text: "bymonth" },
    { key: "s1.trip-duration", text: "7" },
    { key: "s1.travel-date", text: "January 15" },
  ];
  it("flags the dev sets' verbatim requests", () => {
    const quotes: [string, { key: string; text: string }[]][] = [
      [
        "Would you mind checking the best fare for LH, MAD3, FRA, bymonth and 7 on January 15 for me? Thank you.",
        fares,
      ],
      [
        "Just tell me the available fare for LH, MAD5 and FRA, please. Thanks.",
        [
          { key: "s1.catalogues", text: "LH" },
          { key: "s1.destination", text: "MAD5" },
          { key: "s1.origin", text: "FRA" },
        ],
      ],
      [
        "Would you mind checking the err and investigation for XZWYZXLIPXDOLR-UHFFFAOYSA-N and Darnell Gutkowski for me? Thanks in advance.",
        [
          { key: "s1.inchikey", text: "XZWYZXLIPXDOLR-UHFFFAOYSA-N" },
          { key: "s1.search", text: "Darnell Gutkowski" },
        ],
      ],
      [
        "I need the lowest fare for business, LH and MAD for January 9, quickly.",
        [
          { key: "s1.cabin-class", text: "business" },
          { key: "s1.catalogues", text: "LH" },
          { key: "s1.destination", text: "MAD" },
        ],
      ],
    ];
    for (const [q, facts] of quotes) expect(unroledValueList(q, facts), q).toBeDefined();
  });

  it("passes values said in their roles, and a list of one kind", () => {
    expect(
      unroledValueList(
        "What's the best fare in the LH catalogue from FRA to MAD3 on January 15?",
        fares,
      ),
    ).toBeUndefined();
    expect(
      unroledValueList("Please invite Alice Smith and Bob Jones.", [
        { key: "s1.guests[0]", text: "Alice Smith" },
        { key: "s1.guests[1]", text: "Bob Jones" },
      ]),
    ).toBeUndefined();
  });
});

describe("the writer says each value in its role", () => {
  const fares = toolWords(
    spec("Best_Fares", "Best fares", {
      catalogues: { type: "string" },
      origin: { type: "string" },
      destination: { type: "string" },
    }),
  );
  const draft = (facts: FactPhrase[], asks: string[]) => ({
    kind: "request" as const,
    goal: { ...fares, kind: "compute" as const },
    targets: [],
    facts,
    domain: "airline fares",
    asks,
  });

  it("'the best fare for LH, MAD3 and FRA' is said with from/to and the catalogue", async () => {
    const facts = [
      fact("catalogues", "catalogues", "LH", "other"),
      fact("destination", "destination", "MAD3", "other"),
      fact("origin", "origin", "FRA", "other"),
    ];
    for (let seed = 0; seed < 8; seed++) {
      const text = await writeRequest(draft(facts, ["best fare"]), { seed });
      expect(text).toMatch(/from FRA to MAD3/);
      expect(text).toMatch(/the LH catalogue/);
      expect(
        unroledValueList(
          text,
          facts.map((f) => ({ key: f.key, text: String(f.value) })),
        ),
        text,
      ).toBeUndefined();
    }
  });

  it("a search term and a key are not one list", async () => {
    const facts = [
      fact("inchikey", "inchikey", "XZWYZXLIPXDOLR-UHFFFAOYSA-N", "other"),
      fact("search", "search", "Darnell Gutkowski", "other"),
    ];
    const text = await writeRequest(draft(facts, ["investigation"]), { seed: 3 });
    expect(text).toMatch(/matching "Darnell Gutkowski"/);
    expect(text).not.toMatch(/for XZWYZXLIPXDOLR-UHFFFAOYSA-N and Darnell/);
  });

  it("a lone value that needs no role stays bare", async () => {
    const facts = [fact("city", "city name", "Denver", "other")];
    const text = await writeRequest(draft(facts, ["best fare"]), { seed: 1 });
    expect(text).toMatch(/for Denver/);
  });
});

describe("a value after the goal's verb says what it is", () => {
  const cases: [FactPhrase, RegExp, RegExp][] = [
    // "I'd be grateful if you could start a screenshot test for 1024x768." (fresh23, F)
    [fact("mac_res", "mac res", "1024x768", "other"), /^at a 1024x768 resolution$/, /^for 1024/],
    // "I need to start a screenshot test for tunnel tunnel." (fresh23, F)
    [
      fact("tunnel_identifier", "tunnel identifier", "tunnel", "other"),
      /named "tunnel"/,
      /tunnel tunnel/,
    ],
    // "find the dealers for country iso US" (fresh21, F)
    [fact("country_iso", "country iso code", "US", "other"), /^in the United States$/, /iso/],
    // "List the exchange rate between two currencies for the EUR target" (fresh26, F)
    [fact("target", "target", "EUR", "other"), /^to EUR$/, /target/],
    // "… for featured and for the today time frame" (fresh22, F)
    [
      fact("time_frame", "time frame", "today", "other"),
      /^with today as the time frame$/,
      /the today/,
    ],
    // "add a new lemmatize for the keep everything extractor" (fresh26, F)
    [
      fact("extractor", "extractor", "keep everything", "other"),
      /^with keep everything as the extractor$/,
      /the keep everything extractor/,
    ],
    // "It's with Emilio Barrows as the personal name full." (this branch's first run, fresh23)
    [
      fact("personalNameFull", "personal name full", "Emilio Barrows", "other"),
      /^for Emilio Barrows$/,
      /as the personal/,
    ],
    // "for the BYDAY range" (this branch's first run, fresh23): a glued "by day" is no acronym
    [fact("range", "range", "byday", "other"), /^with byday as the range$/, /BYDAY/],
  ];
  it("says each in its role", () => {
    for (const [f, good, bad] of cases) {
      const said = factPhrase(f);
      expect(said, f.key).toMatch(good);
      expect(said, f.key).not.toMatch(bad);
    }
  });
  it("keeps a name or abbreviation before its noun", () => {
    expect(factPhrase(fact("catalogues", "catalogues", "LH", "other"))).toBe(
      "for the LH catalogue",
    );
    expect(factPhrase(fact("platform", "platform", "android", "other"))).toBe(
      "for the android platform",
    );
  });
});

describe("a name given to nothing the goal makes is no goal", () => {
  const bundle = (kind: "compute" | "create") =>
    ({
      id: "b",
      tools: [{ name: "japaneseNameGenderBatch", description: "", inputSchema: {}, kind }],
    }) as unknown as EnvBundle;
  const task = (user: string) =>
    ({
      envs: [{ bundleId: "b" }],
      userFacts: [],
      turns: [{ user }],
      gold: { calls: [{ tool: "japaneseNameGenderBatch", args: {}, masked: [], turn: 0 }] },
    }) as unknown as Task;
  it("flags the dev sets' verbatim requests on a goal that makes nothing", () => {
    for (const q of [
      // fresh23 nam-sor, G: whose names?
      'Could you please work out the gender of Japanese names? In case it helps, it\'s called "Team fact". Thanks in advance.',
      'I need you to return the score, quickly please. It\'s named "Advanced fact".',
    ]) {
      const v = checkHasGoal(task(q), [bundle("compute")]);
      expect(v.passed, q).toBe(false);
      expect(v.evidence).toMatch(/names nothing the goal makes/);
    }
  });
  it("passes a create that names what it makes", () => {
    const v = checkHasGoal(
      task("I'd be grateful if you could add a new calendar. It's called \"Primary calendar\"."),
      [bundle("create")],
    );
    expect(v.evidence).not.toMatch(/names nothing the goal makes/);
  });
});
