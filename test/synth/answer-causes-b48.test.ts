import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { answerDefects, answerRecordProblems } from "../../src/core/synth/dataset-quality.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Bad answers the fresh46 blind readers marked (stop 47, B on 23 of 60 samples), each on the
// spec excerpt and the tool result of the run they read.

function answer(spec: ToolSpec, result: unknown, args: Record<string, unknown> = {}): string {
  const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, {
    docs: fieldDocs(spec.outputSchema),
    args,
    argNames: Object.keys(args),
  });
  return finalAnswer(facts, false);
}

describe("a field path left by the doc's example is no fact (phantauth get_tenant_by_tenantname)", () => {
  const spec: ToolSpec = {
    name: "get_tenant_by_tenantname",
    description: "Get a Tenant",
    inputSchema: {
      type: "object",
      properties: { tenantname: { type: "string" } },
      required: ["tenantname"],
    },
    outputSchema: {
      type: "object",
      properties: {
        about: { type: "string", description: "A detailed description of the tenant." },
        depot: {
          type: "string",
          description:
            "It defines the place of the CSV file containing the resource data in [RFC 6570 - URI temaplate] format. In the case of nested properties, a '.' character separates the elements of the property name (e.g. address.formatted).",
        },
        name: { type: "string" },
      },
    },
  };
  it("never 'the depot is address.formatted'", () => {
    const said = answer(
      spec,
      {
        about: "Backend engineer who loves hiking.",
        depot: "address.formatted",
        name: "Wellington Wolff",
      },
      { tenantname: "Wellington Wolff" },
    );
    expect(said).not.toMatch(/address\.formatted/);
    expect(said).toMatch(/Backend engineer who loves hiking/);
  });
});

describe("a record holding the thing counted is named by it (owler searchCompany)", () => {
  const spec: ToolSpec = {
    name: "searchCompany",
    description: "Search Company by Ticker or Website or Name or PermID",
    inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
    outputSchema: {
      type: "object",
      properties: {
        feeds: {
          type: "array",
          items: {
            type: "object",
            properties: {
              company: {
                type: "object",
                properties: { company_id: { type: "integer" }, name: { type: "string" } },
              },
              publisher_name: { type: "string" },
              title: { type: "string" },
            },
          },
        },
      },
    },
  };
  it("the company's name, never the feed's title", () => {
    const said = answer(
      spec,
      {
        feeds: [
          {
            company: { company_id: 27, name: "Parisian - Schroeder", short_name: "Parisian" },
            feed_date: "2026-02-01",
            id: "com_1006",
            publisher_name: "New Village Press",
            title: "Block - Kunze",
          },
        ],
      },
      { q: "New Village Press" },
    );
    expect(said).toMatch(/Parisian - Schroeder/);
    expect(said).not.toMatch(/Block - Kunze/);
  });
});

describe("a name kept in two languages names the record (canada-holidays Holidays)", () => {
  const spec: ToolSpec = {
    name: "Holidays",
    description: "Get all holidays",
    inputSchema: { type: "object", properties: {} },
    outputSchema: {
      type: "object",
      properties: {
        holidays: {
          type: "array",
          items: {
            type: "object",
            properties: {
              date: { type: "string", format: "date" },
              id: { type: "integer" },
              nameEn: { type: "string", description: "English name" },
              nameFr: { type: "string", description: "French name" },
            },
          },
        },
      },
    },
  };
  it("'Louis Riel Day', never 'one on January 8'", () => {
    const said = answer(spec, {
      holidays: [
        { date: "2026-01-08", id: 1, nameEn: "Louis Riel Day", nameFr: "Journée Louis Riel" },
        { date: "2026-02-16", id: 2, nameEn: "Family Day", nameFr: "Fête de la famille" },
      ],
    });
    expect(said).toMatch(/Louis Riel Day/);
    expect(said).toMatch(/Family Day/);
    expect(said).not.toMatch(/one on/);
  });
});

describe("a name in capitals is said as written (uspto bdss getProductsTree)", () => {
  const spec: ToolSpec = {
    name: "getProductsTree",
    description:
      "Returns products' hierarchical tree. Use this GET to retrieve short name and parent/child relations",
    inputSchema: { type: "object", properties: {} },
  };
  it("'PTISSD', never 'ptissd'", () => {
    const said = answer(spec, { short_name: "PTISSD", id: "PTISSD", tree_id: "PTISSD" });
    expect(said).toMatch(/\bPTISSD\b/);
    expect(said).not.toMatch(/ptissd/);
  });
  it("a state in capitals is still said in words", () => {
    const said = answer(spec, { status: "ACTIVE", short_name: "PTISSD" });
    expect(said).not.toMatch(/ACTIVE/);
  });
});

describe("the bad-answer check catches the fresh46 readers' B answers", () => {
  const turn = (answer: string, result: unknown, request = "") => ({
    request,
    results: [JSON.stringify(result)],
    answer,
    paramWords: [],
  });
  const tenant = {
    "@id": "ten_1006",
    about: "Backend engineer who loves hiking.",
    depot: "address.formatted",
    name: "Wellington Wolff",
  };
  const tree = { short_name: "PTISSD", id: "PTISSD", tree_id: "PTISSD" };
  const feeds = {
    feeds: [
      {
        company: { company_id: 27, name: "Parisian - Schroeder" },
        publisher_name: "New Village Press",
        title: "Block - Kunze",
      },
    ],
  };
  const holidays = {
    holidays: [
      { date: "2026-01-08", nameEn: "Louis Riel Day", nameFr: "Journée Louis Riel" },
      { date: "2026-01-13", nameEn: "Family Day", nameFr: "Fête de la famille" },
    ],
  };
  it.each([
    [
      'The about is "Backend engineer who loves hiking." and the depot is address.formatted.',
      tenant,
      "field-path-value",
    ],
    ["The event is event_name and the unit is day.", { event: "event_name" }, "field-path-value"],
    ["The short name is ptissd.", tree, "miscased-name"],
    ["I found 1 company: Block - Kunze.", feeds, "other-record"],
    [
      "I found 2 Canadian public holidays: one on January 8 and one on January 13.",
      holidays,
      "dates-over-names",
    ],
    [
      "I found 8 provinces and territories, among them an NB, an MB and an SK.",
      { provinces: [{ id: "NB", nameEn: "Manitoba" }, { id: "MB" }, { id: "SK" }] },
      "code-as-name",
    ],
    ["I found 1 detect: en.", [{ confidence: 0.6, language: "en" }], "code-as-name"],
    [
      "The amount is 1 and the status is rejected.",
      { result: { amount: "1", currency: "USD", status: "REJECTED" } },
      "money-without-currency",
    ],
    [
      "I found 1 zip code: South Atlantic Division.",
      { data: [{ divisionName: "South Atlantic Division", zipCode: "02105" }] },
      "other-field-named",
    ],
    [
      "The manufacturer is Manufacturer 4.",
      { Size: 3615, manufacturer: "Manufacturer 4" },
      "placeholder-value",
    ],
    [
      "I found 1 daily Active user Date: one on Feb 4 at 1:45 pm.",
      { data: [{ dau: 77, time: "2026-02-04T13:45:00Z" }] },
      "figure-unsaid",
    ],
    [
      "I found 1 job normalize: 63.044.",
      [{ relevance_score: "63.044", uuid: "nor_1004" }],
      "figure-as-name",
    ],
  ])("flags %s", (answer, result, code) => {
    expect(answerRecordProblems(turn(answer, result))).toContain(code);
    expect(answerDefects({ final: answer, facts: [], turns: [turn(answer, result)] })).toContain(
      code,
    );
  });
  it.each([
    ['The about is "Backend engineer who loves hiking."', tenant],
    ["The short name is PTISSD.", tree],
    ["I found 1 company: Parisian - Schroeder.", feeds],
    ["I found 2 Canadian public holidays: Louis Riel Day and Family Day.", holidays],
    ["I found 1 job normalize: one with a relevance score of 63.044.", {}],
    ["I found 1 detection: English.", [{ confidence: 0.6, language: "en" }]],
    ["I found 1 zip code: 02105.", { data: [{ divisionName: "South", zipCode: "02105" }] }],
    ["The size is 3615 bytes.", { Size: 3615, manufacturer: "Manufacturer 4" }],
    // Beside real facts the fresh9 blind readers passed a placeholder (answer-reader-labels).
    [
      "The size is 3615 bytes and the manufacturer is Manufacturer 4.",
      { Size: 3615, manufacturer: "Manufacturer 4" },
    ],
    ["The gate is Gate 4.", {}],
    [
      "I found 1 daily active user count: 77 DAU on Feb 4 at 1:45 pm.",
      { data: [{ dau: 77, time: "2026-02-04T13:45:00Z" }] },
    ],
    ["The amount is $1 and the status is rejected.", { result: { amount: "1", currency: "USD" } }],
    ["The android is com.example and the site is example.com.", {}],
    ["I found 2 aliases: short.fyi and http/https.", { aliases: ["short.fyi", "http/https"] }],
  ])("passes %s", (answer, result) => {
    expect(answerRecordProblems(turn(answer, result))).toEqual([]);
  });
});

describe("a figure in text is told with its label (open-skills get_jobs_normalize)", () => {
  const spec: ToolSpec = {
    name: "get_jobs_normalize",
    description:
      "Job Title Normalization\n\nRetrieves the canonical job title for a synonymous job title",
    inputSchema: {
      type: "object",
      properties: { job_title: { type: "string" } },
      required: ["job_title"],
    },
    outputSchema: {
      type: "array",
      items: {
        type: "object",
        properties: {
          parent_uuid: { type: "string" },
          relevance_score: { type: "string", description: "Relevance score for job title." },
          uuid: { type: "string" },
        },
      },
    },
  };
  it("'one with a relevance score of 63.044', never ': 63.044'", () => {
    const said = answer(
      spec,
      [
        {
          parent_uuid: "3aef0f2d-7289-454f-ba53-999cd7e4ad53",
          relevance_score: "63.044",
          uuid: "nor_1004",
        },
      ],
      { job_title: "Corporate Creative Designer" },
    );
    expect(said).toMatch(/relevance score of 63\.044/);
    expect(said).not.toMatch(/: 63\.044/);
  });
});

describe("a new client's own secret is handed back (phantauth post_client)", () => {
  const spec: ToolSpec = {
    name: "post_client",
    description: "Create a Client",
    inputSchema: {
      type: "object",
      properties: { client_id: { type: "string" }, logo_uri: { type: "string" } },
    },
  };
  it("the client secret, never only 'I've added the client.'", () => {
    const facts = answerFactsFrom(
      {
        ok: true,
        result: {
          client_id: "demo_13jgt1r",
          client_name: "Magic Toolbox",
          client_secret: "O68dVlLk",
          logo_uri: "https://www.example.com/clients/552",
        },
      },
      "s1",
      { ...toolWords(spec), kind: "create" },
      0,
      { args: { client_id: "demo_13jgt1r" }, argNames: ["client_id", "logo_uri"] },
    );
    expect(facts.map((f) => f.value)).toContain("O68dVlLk");
  });
  it("another record's secret stays unsaid", () => {
    const facts = answerFactsFrom(
      { ok: true, result: { name: "Desiree Herzog", user_secret: "Opha8TV2" } },
      "s1",
      { ...toolWords(spec), kind: "create" },
      0,
      {},
    );
    expect(facts.map((f) => f.value)).not.toContain("Opha8TV2");
  });
});

describe("fresh50 answers read with the first fixes", () => {
  it("a detected language is said by its name (LibreTranslate post_detect)", () => {
    const spec: ToolSpec = {
      name: "post_detect",
      description: "Detect the language of a single text",
      inputSchema: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
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
    };
    const said = answer(spec, [{ confidence: 0.6, language: "en" }], { q: "English" });
    expect(said).toMatch(/English/);
    expect(said).not.toMatch(/: en\b/);
  });
  it("an amount in text beside its currency is money (NOWPayments getTransfer)", () => {
    const spec: ToolSpec = {
      name: "getTransfer",
      description:
        "Get transfer\n\nGet the actual information about the transfer. You need to provide the transfer ID in the request.",
      inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
      outputSchema: {
        type: "object",
        properties: {
          result: {
            type: "object",
            properties: {
              amount: { type: "string", examples: ["1"] },
              currency: { type: "string" },
              status: { type: "string" },
            },
          },
        },
      },
    };
    const said = answer(
      spec,
      {
        result: {
          amount: "1",
          created_at: "2025-12-16T13:15:00Z",
          currency: "USD",
          id: "tra_1005",
          status: "REJECTED",
        },
      },
      { id: "tra_1005" },
    );
    expect(said).toMatch(/\$1\b/);
  });
});

describe("fresh51 answers read with the first fixes", () => {
  it("a list of zip codes names each by its zip code (zip-code-data get-zipcodes)", () => {
    const spec: ToolSpec = {
      name: "get-zipcodes",
      description: "Get zip codes",
      inputSchema: { type: "object", properties: { countyFipsCode: { type: "string" } } },
      outputSchema: {
        type: "object",
        properties: {
          data: {
            type: "array",
            items: {
              type: "object",
              properties: {
                divisionName: { type: "string" },
                zipCode: { type: "string" },
                titleCaseCityName: { type: "string" },
              },
            },
          },
        },
      },
    };
    const said = answer(
      spec,
      {
        data: [
          {
            countyFipsCode: "109",
            divisionName: "South Atlantic Division",
            titleCaseCityName: "Boston",
            zipCode: "02105",
          },
        ],
      },
      { countyFipsCode: "109" },
    );
    expect(said).toMatch(/02105/);
    expect(said).not.toMatch(/South Atlantic Division/);
  });
  it("a field's own word and a number is no fact beside a real one (xero-files getFile)", () => {
    const spec: ToolSpec = {
      name: "getFile",
      description: "Retrieves a file by a unique file ID",
      inputSchema: { type: "object", properties: { FileId: { type: "string" } } },
    };
    const facts = answerFactsFrom(
      {
        ok: true,
        result: { Name: "Consent form.pdf", Size: 3615, manufacturer: "Manufacturer 4" },
      },
      "s1",
      toolWords(spec),
      0,
      { args: { FileId: "1997571f" }, argNames: ["FileId"], focus: ["Size", "manufacturer"] },
    );
    expect(facts.map((f) => f.value)).not.toContain("Manufacturer 4");
    expect(facts.map((f) => f.value)).toContain(3615);
  });
});

describe("a point of a series is its figure at its time (braze dailyActiveUsersByDate)", () => {
  const spec: ToolSpec = {
    name: "dailyActiveUsersByDate",
    description: "Export Daily Active Users by Date",
    inputSchema: { type: "object", properties: { length: { type: "integer" } } },
  };
  const listed = (result: unknown) =>
    finalAnswer(
      answerFactsFrom({ ok: true, result }, "s1", { ...toolWords(spec), kind: "list" }, 0, {}),
      false,
    );
  it("'77 DAU on Feb 4 at 1:45 pm', never 'one on Feb 4 at 1:45 pm'", () => {
    const said = listed({ data: [{ dau: 77, time: "2026-02-04T13:45:00Z" }] });
    expect(said).toMatch(/77 DAU on Feb 4/);
  });
  it("'16 uninstalls on Feb 2 at 10 am'", () => {
    const said = listed({ data: [{ time: "2026-02-02T10:00:00Z", uninstalls: 16 }] });
    expect(said).toMatch(/16 uninstalls on Feb 2/);
  });
});
