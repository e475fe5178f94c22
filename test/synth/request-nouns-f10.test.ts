import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { formWording, measuredFormWording } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * Issue 12, fresh10 blind readers (/work/reader/f10-blind): the object of a request was a phrase
 * lifted from the operation id or summary ("list the pageable list of orders", "remove my orders
 * async", "request a two factor", "upload a legacy", "the video imports of my user"), not the
 * thing the tool acts on. The check must name each quote; the noun must come out as the thing.
 */

const tools = (
  JSON.parse(readFileSync("test/fixtures/tool-nouns-f10.json", "utf8")) as { tools: ToolSpec[] }
).tools;
const tool = (name: string): ToolSpec => {
  const t = tools.find((x) => x.name === name);
  if (!t) throw new Error(`no fixture tool ${name}`);
  return t;
};

describe("the request check names an object lifted from an operation id", () => {
  const quotes: [string, string[], RegExp][] = [
    [
      "Would you mind helping me list the pageable list of orders? Thanks in advance.",
      [],
      /qualifier|list of a list/,
    ],
    [
      "Hi! I was hoping you could list the pageable list of orders for me. Thanks so much!",
      [],
      /qualifier/,
    ],
    [
      "What is the number of specific orders asyncs and specific orders async for an order identifiers? Thanks.",
      [],
      /qualifier as a word \("asyncs"\)/,
    ],
    ["Could you please remove my orders async? Thank you very much.", [], /async/],
    [
      "Hello! So, I'd like to list the order asyncs, if that's possible. Thanks a lot!",
      [],
      /asyncs/,
    ],
    ["I need the release date and commit of the version async. Thanks.", [], /async/],
    ["It's order identifiers shipper.", ["order identifiers"], /list parameter's name/],
    [
      "I need to list the orders for order identifiers full.",
      ["order identifiers"],
      /list parameter's name/,
    ],
    ["It's for the despatchnote order identifiers.", ["order identifiers"], /parameter of ids/],
    [
      "It's for the order identifiers OI-3873. Thank you.",
      ["order identifiers"],
      /parameter of ids|list parameter/,
    ],
    [
      "I'd be grateful if you could request a two factor for the registration under collin.rolfsonweber@example.com. Thank you.",
      [],
      /qualifier as the noun \("a two factor"\)/,
    ],
    [
      "I need you to request a two factor for the registration under raoul.kuvalis@example.com, quickly please.",
      [],
      /two factor/,
    ],
    [
      'Hi! I was hoping you could upload a legacy for video 9 and with download enabled for me. You can describe it as "Please support our work on https://soutenir.framasoft.org/en/ <3". Just so you know, it\'s named "The Prince". Cheers!',
      [],
      /qualifier as the noun \("upload a legacy"\)/,
    ],
    [
      "I need to remove the video imports of my user named Never Let Me Go.",
      [],
      /caller named as a record/,
    ],
    [
      "Please add a new live for the 38 my notification with comments enabled.",
      [],
      /caller named as a record/,
    ],
  ];
  it("flags each verbatim reader quote with its cause", () => {
    for (const [q, words, cause] of quotes) expect(measuredFormWording(q, words), q).toMatch(cause);
  });

  const natural: [string, string[]][] = [
    ["Can you list my orders from last week?", ["order identifiers"]],
    ["Please request a two factor authentication for the registration under ann@example.com.", []],
    ["I'd like a two-bedroom apartment for June.", []],
    ['Could you upload a video for my channel? It\'s named "The Prince".', []],
    ["Show me my video imports, please.", []],
    ["It's order 1042.", ["order identifiers"]],
    ["It's for the order with identifier 1042.", ["order identifiers"]],
    ["It's the order identifiers from last week's delivery.", ["order identifiers"]],
    ["Can you list the orders with their details?", []],
    ["Please add it to the list of favourites.", []],
    ["Could you sync my calendar with the team's?", []],
    ["Leave a legacy of kindness.", []],
    ["Please remove the legacy plan from my account.", []],
  ];
  it("leaves natural requests alone", () => {
    for (const [t, words] of natural) expect(measuredFormWording(t, words), t).toBeUndefined();
  });
});

describe("the request check names a field read out with its value", () => {
  it("flags the fresh10 quotes and leaves natural phrasings alone", () => {
    const quotes = [
      "Can you add a new bank account for account ACC-8361 and for the INR currency already? I've been waiting.",
      "Hey there — I'd love it if you could add a new app for the pending status. Oh, and it's named \"Customer Portal\". Thanks so much!",
      "Hello! Quick question: what's the request for OP-5346, CLK-4187 and OP-6495 with a conflate ms of 3 and a heartbeat ms of 6 with segmentation enabled? You're a star.",
      "Just add a new app only tls ones, please, I'm in a hurry. Thanks.",
    ];
    for (const q of quotes) expect(measuredFormWording(q), q).toBeDefined();
    const natural = [
      "Can you add a new bank account in Indian rupees?",
      "Please list my apps that are still pending.",
      "Could you check the current status of my order?",
      "Show me only the red ones, please.",
      "Show me only new ones, please.",
      "Set a 5 ms delay between messages.",
    ];
    for (const t of natural) expect(measuredFormWording(t), t).toBeUndefined();
  });
});

describe("reader noise is measured, never a refinement check", () => {
  it("the figure counts it; the check that rewrites or drops a task does not", () => {
    // A check that gated these would hide them from the figure and drop tasks (PREAMBLE5).
    for (const q of [
      "Can you add a new bank account for account ACC-8361 and for the INR currency already?",
      "Could you please remove my orders async? Thank you very much.",
      "It's order identifiers shipper.",
    ]) {
      expect(measuredFormWording(q, ["order identifiers"]), q).toBeDefined();
      expect(formWording(q, ["order identifiers"]), q).toBeUndefined();
    }
  });
});

describe("the noun is the thing the tool acts on", () => {
  const cases: [string, RegExp, string][] = [
    // `Async` is how a .NET client makes the call; "pageable list of" says how it pages.
    ["GetOrdersAsync", /^list (?:the )?orders$/, "order"],
    ["GetOrdersWithDetailsAsync", /^list (?:the )?orders with their details$/, "order"],
    ["GetSpecificOrdersAsync", /^(?:check|list) the orders?$/, "order"],
    ["DeleteOrdersAsync", /^remove the orders?$/, "order"],
    ["GetVersionAsync", /^check the version$/, "version"],
    // The name's object is a qualifier the doc says in full, or never says as the thing.
    ["requestTwoFactor", /^request a two factor authentication$/, "two factor authentication"],
    ["uploadLegacy", /^upload a video$/, "video"],
    // "of my user" is the caller: "my video imports"; the head of "messages of an abuse" is "message".
    ["get_api_v1_users_me_videos_imports", /^list my video imports$/, "video import"],
    ["get_api_v1_users_me_notifications", /^list my notifications$/, "notification"],
    ["get_api_v1_abuses_by_abuse_id_messages", /^list the messages of an abuse$/, "message"],
  ];
  it("says each fresh10 tool's goal with the noun of what it acts on", () => {
    for (const [name, phrase, noun] of cases) {
      const w = toolWords(tool(name));
      expect(w.phrase.text, name).toMatch(phrase);
      expect(w.noun, name).toBe(noun);
      expect(measuredFormWording(`Could you ${w.phrase.text}?`), name).toBeUndefined();
    }
  });

  it("reads a verb the tables don't know from the doc, never into the noun", () => {
    // Main said "take care of the uninstall plugin", "add a new reorder video playlist".
    const cases: [string, string, string][] = [
      ["uninstallPlugin", "uninstall a plugin", "plugin"],
      ["reorderVideoPlaylist", "reorder a playlist", "playlist"],
      ["importVideo", "import a video", "video"],
    ];
    for (const [name, text, noun] of cases) {
      const w = toolWords(tool(name));
      expect(w.phrase.text, name).toBe(text);
      expect(w.noun, name).toBe(noun);
    }
    // A name whose first word is a noun ("Stream query", "Sample stream") is not read as a verb.
    const stream: ToolSpec = {
      name: "streamQuery",
      annotations: { title: "Stream query" },
      description: "Stream query",
      kind: "list",
      inputSchema: { type: "object", properties: { query: { type: "string" } } },
    };
    expect(toolWords(stream).phrase.verb).not.toBe("stream");
  });

  it("keeps a plain name whose noun the doc or schema already says", () => {
    expect(toolWords(tool("GetConversionRate")).phrase.text).toBe("check the conversion rate");
    expect(toolWords(tool("getVideoSource")).phrase.text).toBe("check the video source");
    expect(toolWords(tool("searchChannels")).phrase.text).toBe("find channels");
    const upload: ToolSpec = {
      name: "upload_document",
      description: "Upload a file to the case.",
      kind: "create",
      inputSchema: { type: "object", properties: { document: { type: "string" } } },
    };
    expect(toolWords(upload).phrase.text).toBe("upload a document");
  });
});
