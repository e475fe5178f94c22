import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { codeIdentifier, formWording } from "../../src/core/synth/checks.js";
import {
  article,
  objectProblem,
  requestObjectProblem,
  tidySentence,
  unglue,
} from "../../src/core/synth/text.js";
import {
  isUnsayable,
  purposeWords,
  toolDocText,
  toolWords,
} from "../../src/core/synth/tool-words.js";
import { factPhrase, writeRequest } from "../../src/core/synth/writer.js";

/**
 * Issue 12, round 4: a reader of a fresh real-spec draw (/work/dev) quoted requests whose object
 * came from path or name words. One rule per cause; each must flag the verbatim quotes and pass
 * the natural counter-examples.
 */

const spec = (name: string, description = "", extra: Partial<ToolSpec> = {}): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  ...extra,
});

describe("the object of a request is something a person names", () => {
  const doc =
    "Like /search, but aggregates per package. GET: api/pico/loadmanagementgroup Returns all available load management groups";
  const quotes: [string, RegExp][] = [
    // a URL-path token read out
    [
      "I'd be grateful if you could list the api artists names. I'm looking for anything about \"Orion Name\". Thank you.",
      /path word "api"/,
    ],
    ["Can you list the api albums tops already? I've been waiting.", /path word/],
    // a function word where the noun should be
    ["Please find the through source codes.", /opens with "through"/],
    ["I need you to add a new us zip race ethnicity, quickly please. Thanks.", /opens with "us"/],
    [
      "Would you mind helping me list the some interview records for the Survey called Falcon Survey? Thank you very much.",
      /opens with "some"/,
    ],
    ["Please switch state to without switch state.", /stacked prepositions/],
    // a name's spelling, not a word
    ["Please list the calendar todays.", /todays/],
    ["Please find the searchperpackages. Thanks.", /glued identifier/],
    [
      'Hi there, I\'m curious about the max current of the pico loadmanagementgroup "Summit". Could you check?',
      /glued identifier/,
    ],
    // grammar: "a" before a plural
    [
      "Hi there, I'm curious about the number of consumption of a folders of the Virtual Tariffs.",
      /"a" before plural/,
    ],
  ];
  it("flags each verbatim quote with its cause", () => {
    for (const [q, cause] of quotes) expect(requestObjectProblem(q, doc), q).toMatch(cause);
  });

  it("passes how people ask", () => {
    for (const s of [
      "Could you book me in with Dr. Fritsch on Feb 6 at 3:30 pm?",
      "Would you mind helping me find the expenses for Belle Cronin?",
      "Please list the artist names. Thanks a lot!",
      "Please find the top albums.",
      "Can you list today's racecards? I'm in a hurry.",
      "Hi! I was hoping you could check the sales figures for the news series.",
      "Please check the status of my subscriptions and the configuration of the load management groups.",
      "Could you place an order for 3 cups of the house blend? Thanks in advance.",
      "What's my API key usage this month?",
      "Please add a new sub user for my account.",
    ])
      expect(requestObjectProblem(s, `${doc} API key usage`), s).toBeUndefined();
  });

  it("splits a glued word only when the doc spells its parts", () => {
    expect(unglue("loadmanagementgroups", doc)).toEqual(["load", "management", "groups"]);
    expect(unglue("configuration", doc)).toBeUndefined();
    expect(objectProblem("the configuration", doc)).toBeUndefined();
  });
});

describe("toolWords never hands the writer an object the check rejects", () => {
  const vocadb = [
    spec("get_api_artists_names", "GET /api/artists/names", { kind: "list" }),
    spec("get_api_albums_top", "GET /api/albums/top", { kind: "list" }),
    spec("get_api_albums_by_id_comments", "GET /api/albums/{id}/comments", {
      inputSchema: { type: "object", properties: { id: {} } },
      kind: "list",
    }),
    spec("get_api_songs_names", "GET /api/songs/names", { kind: "list" }),
  ];
  it("repairs path-word objects into what a person calls them", () => {
    const said = vocadb.map((s) => toolWords(s).phrase.text);
    expect(said).toEqual([
      "list artist names",
      "list top albums",
      "list album comments",
      "list song names",
    ]);
  });

  it("splits a glued name by the doc's words, drops a function word, keeps 'API' where the doc says it", () => {
    const pico = spec(
      "get_api_pico_loadmanagementgroup",
      "GET: api/pico/loadmanagementgroup\n\nReturns all available load management groups",
      { kind: "list", entity: "loadmanagementgroups" },
    );
    // "pico" is a path word the doc writes only in its route line: the doc's noun wins (fresh18 nouns).
    expect(toolWords(pico).phrase.text).toBe("list the available load management groups");
    const search = spec("search", "Searches through source code", { kind: "list" });
    expect(toolWords(search).phrase.text).not.toMatch(/through/);
    const key = spec("apiKeyInfo", "Read API Key info.", { kind: "read" });
    expect(toolWords(key).phrase.text).toMatch(/API key info/i);
    for (const s of [...vocadb, pico, search, key]) {
      const w = toolWords(s);
      expect(objectProblem(w.phrase.object, toolDocText(s)), w.phrase.text).toBeUndefined();
    }
  });

  it("keeps a plain verb-first name as it is", () => {
    expect(
      toolWords(spec("book_appointment", "Book an appointment.", { kind: "create" })).phrase.text,
    ).toBe("book an appointment");
    expect(
      toolWords(spec("list_open_slots", "List open slots.", { kind: "list" })).phrase.text,
    ).toBe("find open slots");
  });
});

describe("paging and matching settings are no user facts", () => {
  const search = spec("get_api_songs", "", {
    inputSchema: {
      type: "object",
      properties: { query: {}, start: {}, maxResults: {}, nameMatchMode: {}, maxLength: {} },
      required: ["query"],
    },
  });
  it("start, max length and name match mode are left to the assistant", () => {
    expect(isUnsayable(search, "start", 1)).toBe(true);
    expect(isUnsayable(search, "maxLength", 10)).toBe(true);
    expect(isUnsayable(search, "nameMatchMode", "Partial")).toBe(true);
    expect(isUnsayable(search, "query", "Orion")).toBe(false);
  });
});

describe("form wording and grammar the reader quoted", () => {
  it("'It should say …' is form wording; 'I'd like it to say …' is not", () => {
    expect(formWording('It should say "Leaving in five minutes."')).toBeDefined();
    expect(formWording('I\'d like it to say "Leaving in five minutes."')).toBeUndefined();
  });

  it("a PascalCase field name in prose is a code identifier, a brand is not", () => {
    expect(codeIdentifier("Please show me the photo with ThumbUrl.")).toBe("ThumbUrl");
    expect(codeIdentifier("Can you find the video on YouTube?")).toBeUndefined();
  });

  it("a phrase said twice in a row is said once", () => {
    expect(tidySentence("What's the leave balance you have on file for me for me?")).toBe(
      "What's the leave balance you have on file for me?",
    );
    expect(tidySentence("I had had enough.")).toBe("I had had enough.");
  });

  it("a switch clause goes after the time, not after 'and'", async () => {
    const text = await writeRequest(
      {
        kind: "request",
        goal: toolWords(spec("schedule_power", "Schedule a device to turn on or off.")),
        targets: [],
        facts: [
          {
            key: "s.power",
            value: "off",
            label: "power",
            role: "arg",
            personal: false,
            kind: "status",
            atGoal: true,
          },
          {
            key: "s.at",
            value: "7:15 pm",
            label: "time",
            role: "arg",
            personal: false,
            kind: "time",
            spoken: "7:15 pm",
          },
        ],
        domain: "smart home",
        register: "brief",
      },
      { seed: 1 },
    );
    expect(text).not.toMatch(/off and at/);
    expect(text).toMatch(/at 7:15 pm to switch it off/);
  });
});

describe("reads that name no record", () => {
  const parse = toolWords(
    spec("parseJapaneseName", "Infer the likely first/last name structure of a name", {
      kind: "compute",
    }),
  );
  const draft = (asks: string[], pending?: boolean) => ({
    kind: "request" as const,
    goal: parse,
    targets: [],
    facts: [],
    domain: "names",
    asks,
    register: "polite" as const,
    ...(pending
      ? {
          pending: {
            key: "s.name",
            value: "Orion Full",
            label: "name",
            role: "arg" as const,
            personal: false,
            kind: "label" as const,
          },
        }
      : {}),
  });
  it("a result of a computation is never 'on file for me' (verbatim: '… name parser type alt you have on file for me is')", async () => {
    for (let seed = 0; seed < 8; seed++) {
      const text = await writeRequest(draft(["score", "name parser type"], true), { seed });
      expect(text).not.toMatch(/on file for me/);
      expect(text).toMatch(/for a name/);
      expect(text).not.toMatch(/ is[?.]/);
    }
  });
  it("a person's own balance is", async () => {
    const texts = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((seed) => writeRequest(draft(["leave balance"]), { seed })),
    );
    expect(texts.some((t) => /leave balance you have on file for me\b/.test(t))).toBe(true);
    for (const t of texts) expect(t).not.toMatch(/for me for me/);
  });
  it("a thing's name is not 'on file for me' (Mux fresh38 dev: a transcription vocabulary)", async () => {
    const vocab = toolWords(
      spec("get-transcription-vocabulary", "Retrieve a Transcription Vocabulary", { kind: "read" }),
    );
    const texts = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((seed) => writeRequest({ ...draft(["name"]), goal: vocab }, { seed })),
    );
    for (const t of texts) expect(t).not.toMatch(/on file for me/);
  });
  it("an acronym takes the article of its first letter's sound", () => {
    expect(article("SSML voice")).toBe("an");
    expect(article("ssml")).toBe("an");
    expect(article("HTML page")).toBe("an");
    expect(article("PDF")).toBe("a");
    expect(article("ID card")).toBe("an");
    expect(article("URL")).toBe("a");
    expect(article("unit")).toBe("a");
    expect(article("order")).toBe("an");
  });
});

describe("the thing asked about is not named again as a field label", () => {
  it("flags the verbatim quote, passes the natural one", () => {
    expect(
      formWording(
        'Would you mind helping me convert the HTML for the html "<p>Leaving in five minutes.</p>"? Thank you.',
      ),
    ).toBeDefined();
    expect(
      formWording('Could you convert this HTML: "<p>Leaving in five minutes.</p>"? Thank you.'),
    ).toBeUndefined();
    expect(formWording('Can you find the word "happy" for the word game?')).toBeUndefined();
  });
  it("the writer says the value as the thing itself", async () => {
    const goal = toolWords(
      spec("chromeFromHtmlPost", "Convert raw HTML to PDF", { kind: "compute" }),
    );
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [],
          facts: [
            {
              key: "s.html",
              value: "<p>Hello World</p>",
              label: "html",
              role: "arg",
              personal: false,
              kind: "other",
            },
          ],
          domain: "pdf",
        },
        { seed },
      );
      expect(formWording(text), text).toBeUndefined();
      expect(text).toContain('"<p>Hello World</p>"');
    }
  });
});

describe("a making verb takes what it makes, not the machine", () => {
  const device = (name: string, type?: string) => ({
    key: "s0.device_id.select.name",
    value: name,
    label: "name",
    role: "select" as const,
    personal: false,
    noun: "device",
    kind: "label" as const,
    fromStep: "s0",
    ...(type ? {} : {}),
  });
  it("brews the cups on the coffee maker (verbatim: 'brew the device named Nursery coffee maker 1 cup')", async () => {
    const goal = toolWords(
      spec("brew", "Brew coffee on a coffee maker.", { kind: "action", entity: "devices" }),
    );
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [device("Nursery coffee maker")],
          facts: [
            {
              key: "s1.cups",
              value: 1,
              label: "cups",
              role: "arg",
              personal: false,
              kind: "quantity",
              atGoal: true,
            },
          ],
          domain: "smart home",
        },
        { seed },
      );
      expect(text).not.toMatch(/brew the device/i);
      expect(text).toMatch(/brew 1 cup on the device/i);
    }
  });
  it("brews coffee on the coffee maker when nothing is said of the cups (verbatim: 'brew the device called Garage coffee maker')", async () => {
    const goal = toolWords(
      spec("brew_coffee", "Start brewing on a coffee maker.", {
        kind: "action",
        entity: "devices",
      }),
    );
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [device("Garage coffee maker")],
          facts: [],
          domain: "smart home",
        },
        { seed },
      );
      expect(text).not.toMatch(/brew the device/i);
      expect(text).toMatch(/brew (?:a )?coffee on the device/i);
    }
  });
  it("plays a message on the speaker, and drops a note the name already says", async () => {
    const goal = toolWords(
      spec("play_announcement", "Speak a message on a speaker.", {
        kind: "action",
        entity: "devices",
      }),
    );
    const text = await writeRequest(
      {
        kind: "request",
        goal,
        targets: [device("Living Room speaker")],
        facts: [
          {
            key: "s0.device_type",
            value: "speaker",
            label: "device type",
            role: "arg",
            personal: false,
            kind: "category",
            atGoal: false,
          },
          {
            key: "s1.message",
            value: "Time to head to school.",
            label: "message",
            role: "arg",
            personal: false,
            kind: "free-text",
            atGoal: true,
          },
        ],
        domain: "smart home",
        register: "impatient",
      },
      { seed: 2 },
    );
    expect(text).not.toMatch(/play the device/i);
    expect(text).not.toMatch(/\(speaker\)/);
    expect(text).toContain("Time to head to school.");
  });
});

describe("a value dictated into a field", () => {
  it("flags a value put into a field, passes what it is for", () => {
    expect(
      formWording(
        'Perfect. One more thing: please submit an expense for 74.95 CNY. Put "Hotel, two nights for the Berlin conference" as the description.',
      ),
    ).toBeDefined();
    expect(
      formWording('Please submit an expense for 74.95 CNY. It\'s for "Hotel, two nights".'),
    ).toBeUndefined();
    expect(formWording("Could you put the kettle on in the kitchen?")).toBeUndefined();
  });
});

describe("a yes/no setting in an update", () => {
  it("is turned on or off (verbatim: 'switch state to without switch state')", async () => {
    const goal = toolWords(
      spec("update_switch", "Update a switch.", { kind: "update", entity: "switches" }),
    );
    for (let seed = 0; seed < 4; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [],
          facts: [
            {
              key: "s.switch_state",
              value: false,
              label: "switch state",
              role: "arg",
              personal: false,
              kind: "flag",
              atGoal: true,
            },
          ],
          domain: "smart home",
        },
        { seed },
      );
      expect(requestObjectProblem(text), text).toBeUndefined();
      expect(text).toMatch(/turn off the switch state/);
    }
  });
});

describe("after-run quotes (/work/dev, seed 11)", () => {
  it("an adjective made a plural noun is no object; the repair puts it first", () => {
    expect(
      requestObjectProblem(
        "Good afternoon, would you be able to find the virtual billing meter actives? Thank you.",
      ),
    ).toMatch(/adjective "actives"/);
    expect(requestObjectProblem("Please find the active virtual billing meters.")).toBeUndefined();
    expect(
      toolWords(spec("get_api_songs_top_rated", "GET /api/songs/top-rated", { kind: "list" }))
        .phrase.text,
    ).toBe("list top rated songs");
    expect(requestObjectProblem("Could you list the rated songs and the updates?")).toBeUndefined();
  });
  it("a label fragment and a response switch are form wording", () => {
    expect(
      formWording(
        'I need you to work out the common type of proper nouns, quickly please. Called "Harbor Noun" and named "Beacon Fact".',
      ),
    ).toBeDefined();
    expect(
      formWording(
        "Good afternoon, would you be able to list the Near Earth Objects with detailed turned on? Thank you.",
      ),
    ).toBeDefined();
    expect(formWording('It\'s called "Harbor Noun".')).toBeUndefined();
    expect(formWording("Please book it with express shipping turned on.")).toBeUndefined();
    const feed = spec("neo_browse", "", {
      inputSchema: { type: "object", properties: { detailed: {} } },
    });
    expect(isUnsayable(feed, "detailed", true)).toBe(true);
  });
});

describe("a language code is said by its name", () => {
  it("'for language fr' → 'in French'", () => {
    const f = {
      key: "s.language",
      value: "fr",
      label: "language",
      role: "arg" as const,
      personal: false,
      kind: "other" as const,
    };
    expect(factPhrase(f)).toBe("in French");
    expect(factPhrase({ ...f, value: "English" })).toBe("in English");
  });
});

describe("a list filtered by status", () => {
  it("says the status before the noun (verbatim: 'the expenses for Belle Cronin for the status \"paid\"')", async () => {
    expect(
      formWording(
        'Would you mind helping me find the expenses for Belle Cronin for the status "paid"? Thank you.',
      ),
    ).toBeDefined();
    expect(
      formWording("Would you mind helping me find the paid expenses for Belle Cronin?"),
    ).toBeUndefined();
    const goal = toolWords(spec("list_expenses", "List expenses.", { kind: "list" }));
    const text = await writeRequest(
      {
        kind: "request",
        goal,
        targets: [],
        facts: [
          {
            key: "s.status",
            value: "paid",
            label: "status",
            role: "arg",
            personal: false,
            kind: "status",
            atGoal: true,
          },
        ],
        domain: "expenses",
        register: "brief",
      },
      { seed: 3 },
    );
    expect(text).toMatch(/the paid expenses/);
    expect(formWording(text)).toBeUndefined();
  });
});

describe("second after-run reading (/work/dev, seed 11)", () => {
  it("flags the quotes", () => {
    for (const q of [
      'Good afternoon, would you be able to work out the common type of proper nouns? In case it helps, named "Summit Fact". Thank you very much.',
      "Tell me the email, id as string and username already.",
      "Hello! Quick question: what's the score, probability alt calibrated and probability calibrated?",
    ])
      expect(formWording(q), q).toBeDefined();
    for (const ok of [
      'In case it helps, it\'s called "Summit Fact".',
      "Tell me the email and username.",
      "What's the alternative route to the station?",
    ])
      expect(formWording(ok), ok).toBeUndefined();
  });
});

describe("what a read asks belongs to the tool's own thing, not the record it is found by", () => {
  const order = {
    key: "s0.orderId.select.total",
    value: 402.79,
    label: "total",
    role: "select" as const,
    personal: false,
    noun: "order",
    kind: "money" as const,
    fromStep: "s0",
  };
  it("asks the ETA and status of the shipment for my order (verbatim: 'the ETA and status of my order', which fits getOrder too)", async () => {
    const goal = toolWords(
      spec("trackShipment", "Track the shipment of an order.", { kind: "read", entity: "orders" }),
    );
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [order],
          facts: [],
          asks: ["eta", "status"],
          domain: "shop",
        },
        { seed },
      );
      expect(text).toMatch(/of the shipment for (?:my|the) order/i);
    }
  });
  it("leaves a read of the record itself alone ('the status of my order')", async () => {
    const goal = toolWords(spec("getOrder", "Get an order.", { kind: "read", entity: "orders" }));
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        { kind: "request", goal, targets: [order], facts: [], asks: ["status"], domain: "shop" },
        { seed },
      );
      expect(text).not.toMatch(/of the \w+ for/i);
    }
  });
});

describe("on/off switches in an update with other changes", () => {
  it("are turned on, never changed 'to on' (issue 12: 'update the anonymous … to on')", async () => {
    const goal = toolWords(
      spec("put_configuration", "Update the configuration.", {
        kind: "update",
        entity: "configurations",
      }),
    );
    const fact = (key: string, label: string, value: string) => ({
      key: `s.${key}`,
      value,
      label,
      role: "arg" as const,
      personal: false,
      kind: "status" as const,
      atGoal: true,
    });
    for (let seed = 0; seed < 4; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [],
          facts: [
            fact("download_on_demand", "download on demand", "on"),
            fact("title", "title", "Build service"),
          ],
          domain: "build service",
        },
        { seed },
      );
      expect(text, text).not.toMatch(/\bto on\b/);
      expect(text, text).toMatch(/turn on the download on demand/);
    }
  });
});

describe("a page of records is the records", () => {
  it("'Retrieve a page of groups.' lists groups, never 'page of groups' (FishEye, fresh39 dev)", () => {
    const w = toolWords(
      spec("get_rest_service_fecru_admin_groups", "Retrieve a page of groups.", { kind: "list" }),
    );
    expect(w.noun).toBe("group");
    expect(w.nounPlural).toBe("groups");
  });
});

describe("a name that ends with its verb", () => {
  it("`fileWatcherRestart` 'Restart inventory watcher' restarts the inventory watcher (Rudder, fresh37 readers F)", () => {
    for (const [name, doc, verb] of [
      [
        "fileWatcherRestart",
        "Restart inventory watcher\n\nRestart the inventory watcher if necessary",
        "restart",
      ],
      [
        "fileWatcherStop",
        "Stop inventory watcher\n\nStop the inventory watcher if necessary",
        "stop",
      ],
    ] as const) {
      const w = toolWords(spec(name, doc, { kind: "action" }));
      expect(w.verb).toBe(verb);
      expect(w.noun).toBe("inventory watcher");
    }
  });
});

describe("goals the doc says better than the name (fresh41 dev: mermade, taxamo)", () => {
  it("a lone verb or a name that says only how the thing is sent takes the doc's object", () => {
    const cases: [string, string, string][] = [
      [
        "validate",
        "Validate an OpenAPI 3.0.x definition supplied in the body of the request",
        "validate the OpenAPI 3.0.x definition",
      ],
      [
        "validateUrl",
        "Validate an OpenAPI 3.0.x definition",
        "validate the OpenAPI 3.0.x definition",
      ],
      [
        "convertUrl",
        "Convert a Swagger 2.0 definition to OpenAPI 3.0.x from a URL",
        "convert the Swagger 2.0 definition",
      ],
      [
        "convert",
        "Convert a Swagger 2.0 definition passed in the body to OpenAPI 3.0.x",
        "convert the Swagger 2.0 definition",
      ],
    ];
    for (const [name, doc, text] of cases)
      expect(toolWords(spec(name, doc, { kind: "compute" })).phrase.text).toBe(text);
  });

  it("the container a list is kept in is no part of its noun; doc verbs the name hides are said", () => {
    expect(toolWords(spec("getCountriesDict", "Countries", { kind: "list" })).phrase.text).toBe(
      "list countries",
    );
    expect(
      toolWords(spec("emailRefund", "Email credit note", { kind: "action" })).phrase.text,
    ).toBe("email the credit note");
    expect(toolWords(spec("locateMyIP", "Locate IP", { kind: "read" })).verb).toBe("locate");
    expect(
      toolWords(spec("capturePayment", "Capture payment", { kind: "create" })).phrase.text,
    ).toBe("capture a payment");
  });
});

describe("acts the doc names that the path hides (fresh42 dev: PeerTube)", () => {
  it("a POST to a blocklist blocks; marking keeps what it marks as", () => {
    expect(
      toolWords(
        spec("post_api_v1_server_blocklist_accounts", "Block an account", { kind: "create" }),
      ).phrase.text,
    ).toBe("block the account");
    expect(
      toolWords(
        spec("post_api_v1_users_me_notifications_read_all", "Mark all my notification as read", {
          kind: "action",
        }),
      ).phrase.text,
    ).toBe("mark all my notifications as read");
  });
});

describe("a type width the doc spells out stays in the noun (opto22 PAC, fresh37 readers A)", () => {
  it("writeInt32Var and writeInt64Var are told apart", () => {
    const a = toolWords(
      spec("writeInt32Var", "Sets the value of an integer32 variable", { kind: "create" }),
    );
    const b = toolWords(
      spec("writeInt64Var", "Sets the value of an integer64 variable", { kind: "create" }),
    );
    expect(a.noun).toBe("int32 var");
    expect(b.noun).toBe("int64 var");
  });
});

describe("a list's container word tells no two lists apart (taxamo, fresh41 dev)", () => {
  it("'list the countries' says all getCountriesDict is for", () => {
    expect(purposeWords(spec("getCountriesDict", "Countries", { kind: "list" }))).toEqual([
      "country",
    ]);
  });
});

describe("a typographic apostrophe is an apostrophe (Spotify, fresh40)", () => {
  it("'Get information about a user’s available devices' lists available devices, never 'the user’'", () => {
    const w = toolWords(
      spec(
        "get-a-users-available-devices",
        "Get Available Devices\n\nGet information about a user’s available devices.",
        { kind: "list", annotations: { title: "Get Available Devices" } },
      ),
    );
    expect(w.phrase.text).not.toMatch(/’/);
    expect(w.noun).toBe("available device");
  });
});

describe("a passive keeps its participle (Spotify, fresh40)", () => {
  it("'Get the object currently being played on the user's account' never stops at 'being'", () => {
    const w = toolWords(
      spec(
        "get-the-users-currently-playing-track",
        "Get Currently Playing Track\n\nGet the object currently being played on the user's Spotify account.",
        { kind: "read", annotations: { title: "Get Currently Playing Track" } },
      ),
    );
    expect(w.phrase.text).not.toMatch(/being$/);
  });
});
