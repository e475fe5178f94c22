import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { measuredFormWording } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, factPhrase, writeRequest } from "../../src/core/synth/writer.js";

/**
 * Dev reading of fresh50 (libretranslate, shorten.rest, spacetraders) and fresh46's blind read
 * (OMDb, VictorOps): goals and requests readers marked F.
 */

/** libretranslate's POST /detect as ingested: no operation id, so the name is method + path. */
const detect: ToolSpec = {
  name: "post_detect",
  description: "Detect the language of a single text",
  inputSchema: { type: "object", properties: { body: { type: "string", "x-in": "body" } } },
  outputSchema: {
    type: "array",
    items: {
      type: "object",
      properties: {
        confidence: { type: "number", description: "Confidence value" },
        language: { type: "string", description: "Language code" },
      },
    },
  },
  annotations: { title: "Detect the language of a single text" },
  source: { format: "openapi", file: "libretranslate.local.json", pointer: "/paths/~1detect/post" },
  kind: "compute",
};

describe("a name made of method and path opens with the doc's verb", () => {
  it("'detect the language', never 'work out the detect' (fresh50 dev)", () => {
    const w = toolWords(detect);
    expect(w.phrase.text).toBe("detect the language");
    expect(w.noun).toBe("language");
  });
});

/** shorten.rest's GET /stats, as ingested (fresh50). */
const statistics: ToolSpec = {
  name: "GetStatistics",
  description: "Get statistics",
  inputSchema: {
    type: "object",
    properties: {
      dateFrom: { type: "string", format: "date", "x-in": "query" },
      domain: { type: "string", "x-in": "query" },
    },
  },
  annotations: { title: "Get statistics" },
  source: { format: "openapi", file: "shorten.rest.json", pointer: "/paths/~1stats/get" },
  kind: "read",
  entity: "statistics",
};

const fact = (
  key: string,
  label: string,
  value: unknown,
  kind: FactPhrase["kind"],
): FactPhrase => ({
  key,
  value,
  label,
  role: "arg",
  personal: false,
  kind,
  atGoal: true,
});

describe("prepositional phrases of one goal", () => {
  it("follow each other without 'and' when they open with different prepositions", async () => {
    const from = fact("s1.dateFrom", "date from", "January 12", "date");
    const movie = fact("s1.i", "movie", "tt1285016", "reference");
    const year = fact("s1.y", "year of release", 2006, "measure");
    expect(factPhrase(from)).toBe("from January 12");
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(statistics),
          targets: [],
          facts: [from, movie, year],
          domain: "Short links.",
        },
        { seed },
      );
      expect(text).toMatch(/from January 12 for movie tt1285016 with a year of release of 2006/);
      expect(measuredFormWording(text)).toBeUndefined();
    }
  });

  it("the form check catches the joined phrases readers marked, and passes a list", () => {
    for (const marked of [
      "I'd be grateful if you could look up the country and alias of the statistic from January 12 and on treutel.org. Thank you.",
      "Hey there — I'd love it if you could check the movie for tt1285016 and with a year of release of 2006. Cheers!",
      "Just add a new contact email as number 12 in the sequence and for Mariam Russel, please.",
      "check the movie for tt1285016, for xml, for Closed last month and with a year of release of 9",
      "Hey there — I'd love it if you could request an unpaid leave for Rashawn Hettinger from January 23 and up to January 24.",
    ])
      expect(measuredFormWording(marked), marked).toBeDefined();
    for (const fine of [
      "Could you please check the payment for tran 13.2 and for order ORD-7743?",
      "Look up the statistic from January 12 on treutel.org, please.",
      "Find flights from Boston to Denver and back.",
    ])
      expect(measuredFormWording(fine), fine).toBeUndefined();
  });
});

describe("a kind's value that opens with the kind", () => {
  it("'it's a light hauler', never 'it's a ship light hauler' (spacetraders, fresh51 dev)", () => {
    const ship = fact("s1.shipType", "ship type", "ship light hauler", "category");
    expect(factPhrase(ship)).toBe("it's a light hauler");
    const plain = fact("s1.deviceType", "device type", "coffee maker", "category");
    expect(factPhrase(plain)).toBe("it's a coffee maker");
  });
});

describe("a title that opens with an act the name is made of", () => {
  const specs: [ToolSpec, string, string][] = [
    [
      {
        name: "private_article_upload_complete",
        description: "Complete Upload\n\nComplete file upload",
        annotations: { title: "Complete Upload" },
        source: {
          format: "openapi",
          file: "figshare.com.json",
          pointer: "/paths/~1account~1articles~1{article_id}~1files~1{file_id}/post",
        },
        kind: "create",
        entity: "files",
        inputSchema: {
          type: "object",
          properties: {
            article_id: { type: "integer", "x-in": "path" },
            file_id: { type: "integer", "x-in": "path" },
          },
        },
      },
      "complete the upload",
      "add a new private article Upload complete",
    ],
    [
      {
        name: "downloadTranslatedDocumentForLanguage",
        description: "Download translated document in the given target language.",
        annotations: { title: "Download translated document", readOnlyHint: true },
        source: {
          format: "openapi",
          file: "motaword.com.json",
          pointer:
            "/paths/~1projects~1{projectId}~1documents~1{documentId}~1translations~1download~1{language}/get",
        },
        kind: "read",
        entity: "downloads",
        inputSchema: {
          type: "object",
          properties: {
            projectId: { type: "integer", "x-in": "path" },
            documentId: { type: "integer", "x-in": "path" },
            language: { type: "string", "x-in": "path" },
            certified: { type: "boolean", "x-in": "query" },
          },
        },
      },
      "download the translated document",
      "check the download translated document for language",
    ],
    [
      {
        name: "create-ship-waypoint-scan",
        description:
          "Scan Waypoints\n\nActivate your ship's sensor arrays to scan for waypoint information.",
        annotations: { title: "Scan Waypoints" },
        source: {
          format: "openapi",
          file: "spacetraders.io.json",
          pointer: "/paths/~1my~1ships~1{shipSymbol}~1scan~1waypoints/post",
        },
        kind: "create",
        entity: "waypoints",
        inputSchema: {
          type: "object",
          properties: { shipSymbol: { type: "string", "x-in": "path" } },
        },
      },
      "scan the waypoints",
      "add a new ship waypoint scan",
    ],
  ];
  it.each(specs)("%#: says the title's act", (spec, said, before) => {
    expect(toolWords(spec).phrase.text).toBe(said);
    expect(toolWords(spec).phrase.text).not.toBe(before);
  });
  it("leaves a title that opens with a noun alone ('Order details')", () => {
    const order: ToolSpec = {
      name: "getOrderDetails",
      description: "Order details",
      annotations: { title: "Order details" },
      kind: "read",
      entity: "orders",
      inputSchema: { type: "object", properties: { id: { type: "string", "x-in": "path" } } },
    };
    expect(toolWords(order).phrase.text).not.toMatch(/^order /);
  });
});

describe("a follow-up read of a thing's state", () => {
  it("asks the fields of the thing: 'of the device', never 'of the device state' (bundled smart home)", async () => {
    const getDeviceState: ToolSpec = {
      name: "get_device_state",
      description:
        "Get the full current state of one device: power, brightness, temperature target, volume or position depending on its type.",
      inputSchema: {
        type: "object",
        properties: { device_id: { type: "string", description: "Identifier of the device." } },
        required: ["device_id"],
      },
      kind: "read",
      entity: "devices",
    };
    for (const seed of [0, 1, 2, 3]) {
      const text = await writeRequest(
        {
          kind: "also",
          goal: toolWords(getDeviceState),
          targets: [],
          facts: [],
          asks: ["volume", "power"],
          domain: "A smart home.",
        },
        { seed },
      );
      expect(text).toMatch(/volume and power of the device\?/);
    }
  });
});

describe("a quoted reply that ends its own sentence", () => {
  it("gets no second full stop (bundled smart home: '\"Time to head to school.\".')", async () => {
    const { templateUserSimulator } = await import("../../src/core/synth/writer.js");
    const message = fact("s1.message", "message", "Time to head to school.", "free-text");
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const said = await templateUserSimulator.answer("What should the message say?", message, {
        seed,
      });
      expect(said).toMatch(/"Time to head to school\."/);
      expect(said).not.toMatch(/\."\.$/);
    }
  });
});

describe("a range said with 'up to'", () => {
  it("is one phrase: 'from January 23 to January 24' (bundled helpdesk leave)", async () => {
    const start = fact("s1.start_date", "start date", "January 23", "date");
    const end = fact("s1.end_date", "end date", "January 24", "date");
    const leave: ToolSpec = {
      name: "request_leave",
      description: "Request a leave of absence.",
      inputSchema: {
        type: "object",
        properties: { start_date: { type: "string" }, end_date: { type: "string" } },
      },
      kind: "create",
      entity: "leave_requests",
    };
    for (const seed of [0, 1, 2, 3]) {
      const text = await writeRequest(
        { kind: "request", goal: toolWords(leave), targets: [], facts: [start, end], domain: "" },
        { seed },
      );
      expect(text).toMatch(/from January 23 to January 24/);
      expect(measuredFormWording(text)).toBeUndefined();
    }
  });
});

describe("a second name of a record", () => {
  it("is said with its label, never as 'named' (SalesLoft's conversational_name, fresh50 dev)", () => {
    const conv = fact("s1.conversational_name", "conversational name", "Hogwarts", "label");
    expect(factPhrase(conv)).toBe('with the conversational name "Hogwarts"');
    const own = fact("s1.name", "name", "Goodwin LLC", "label");
    expect(factPhrase(own)).toMatch(/^(?:called|named) "Goodwin LLC"$/);
  });
});

/** A read tool built from a real name and title (fresh46: Braze, Open Skills, USPTO bdss). */
const titled = (
  name: string,
  title: string,
  kind: ToolSpec["kind"],
  entity?: string,
): ToolSpec => ({
  name,
  description: title,
  annotations: { title },
  inputSchema: { type: "object", properties: {} },
  kind,
  ...(entity ? { entity } : {}),
});

describe("goal words repaired against the title (fresh46 readers F)", () => {
  it("an acronym's plural split by the name's casing is the title's word", () => {
    const kpis = titled(
      "kpIsForDailyAppUninstallsByDate",
      "KPIs for Daily App Uninstalls by Date",
      "list",
    );
    expect(toolWords(kpis).phrase.text).not.toMatch(/\bKP is\b/);
    expect(toolWords(kpis).phrase.text).toMatch(/\bKPIs\b/);
  });
  it("a title's ' - SMS' qualifies its thing: 'list my SMS subscription groups'", () => {
    const sms = titled(
      "listUser_sSubscriptionGroupSms",
      "List User's Subscription Group - SMS",
      "list",
      "subscription_groups",
    );
    expect(toolWords(sms).phrase.text).toBe("list my SMS subscription groups");
    expect(toolWords(sms).noun).toBe("SMS subscription group");
  });
  it("a name cut on a preposition drops it: 'check the products', never 'the products along'", () => {
    const along = titled(
      "getProductsByShortName",
      "Get products along with their latest files by short name",
      "read",
      "products",
    );
    expect(toolWords(along).phrase.text).not.toMatch(/ along$/);
  });
  it("a title naming an act by its -ization noun says the act: 'normalize the job title'", () => {
    const jobs = titled("get_jobs_normalize", "Job Title Normalization", "list", "jobs");
    expect(toolWords(jobs).phrase.text).toBe("normalize the job title");
    // "Create organization": an -ization noun the name does not say as a verb stays a thing.
    const org = titled("createOrganization", "Create organization", "create", "organizations");
    expect(toolWords(org).phrase.text).toBe("add a new organization");
  });
});

describe("goal words from the fresh49 blind read (readers F)", () => {
  it("a doc sentence about what the call takes is no goal (Open Index's query)", () => {
    const query: ToolSpec = {
      name: "query_query_post",
      description:
        "Query\n\nAccepts search query objects array each with query and optional filter. Break down complex questions into sub-questions.",
      annotations: { title: "Query" },
      inputSchema: {
        type: "object",
        properties: { queries: { type: "array", items: { type: "object" }, "x-in": "body" } },
      },
      source: { format: "openapi", file: "openindex.ai.json", pointer: "/paths/~1query/post" },
      kind: "list",
      entity: "queries",
    };
    expect(toolWords(query).phrase.text).not.toMatch(/array|each/);
  });
  it("'try to unpack the given file' says 'unpack the file', never 'add a new unpack'", () => {
    const unpack: ToolSpec = {
      name: "unpack",
      description: "try to unpack the given file",
      inputSchema: {
        type: "object",
        properties: { file: { type: "string", format: "binary", "x-in": "body" } },
        required: ["file"],
      },
      source: { format: "openapi", file: "restful4up.local.json", pointer: "/paths/~1unpack/post" },
      kind: "create",
      entity: "unpacks",
    };
    expect(toolWords(unpack).phrase.text).toBe("unpack the file");
  });
});

describe("a trailing preposition is cut only where a thing is left", () => {
  it("never leaves a bare 'check the' (PeerTube's getAbout)", () => {
    const about: ToolSpec = {
      name: "getAbout",
      description: 'Get instance "About" information',
      annotations: { title: 'Get instance "About" information', readOnlyHint: true },
      source: {
        format: "openapi",
        file: "cpy.re_peertube.json",
        pointer: "/paths/~1api~1v1~1config~1about/get",
      },
      kind: "read",
      entity: "abouts",
      inputSchema: { type: "object", properties: {} },
    };
    expect(toolWords(about).phrase.text).not.toMatch(/^check the$/);
  });
});

describe("a repeat said beside a time (bundled smart home, npm start)", () => {
  it("'a new schedule repeating daily at 9:45 pm', never 'repeating daily and at 9:45 pm'", async () => {
    const schedule: ToolSpec = {
      name: "create_schedule",
      description: "Create a schedule that switches a device on or off at a time of day.",
      inputSchema: {
        type: "object",
        properties: { time: { type: "string" }, repeat: { type: "string" } },
      },
      kind: "create",
      entity: "schedules",
    };
    const repeat: FactPhrase = {
      ...fact("s1.repeat", "repeat", "daily", "category"),
      phrase: "repeating daily",
    };
    const time = fact("s1.time", "time", "9:45 pm", "time");
    for (const seed of [0, 1, 2, 3]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(schedule),
          targets: [],
          facts: [repeat, time],
          domain: "",
        },
        { seed },
      );
      expect(text).toMatch(/repeating daily at 9:45 pm/);
    }
  });
});
