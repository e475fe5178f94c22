import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import {
  answerFactsFrom,
  capitalWords,
  docUnits,
  fieldDocs,
  minorUnitDoc,
} from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Shapes of the fresh14 bank API the blind readers read (amounts "in minor currency units",
// currencies as `{code, description}`, states in capitals), written here so the cause is tested.
const amount = (description: string) => ({ type: "integer", description });
const accountSchema = {
  type: "object",
  properties: {
    balance: amount(
      "the balance of the account (in minor currency units - pence, cent etc. 434050 == 4,340.50 GBP for a GBP account).",
    ),
    currency: {
      type: "object",
      properties: { code: { type: "string" }, description: { type: "string" } },
    },
    name: { type: "string", description: "the name given to the account." },
    status: { type: "string", enum: ["LIVE", "CLOSED"] },
  },
};
const spec = (
  name: string,
  description: string,
  outputSchema: unknown,
  method = "GET",
): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  outputSchema: outputSchema as ToolSpec["outputSchema"],
  annotations: { http: { method, path: `/${name}` } },
});
const ok = (result: unknown) => ({ ok: true as const, result });
const answerOf = (
  s: ToolSpec,
  result: unknown,
  kind: "read" | "list" | "create",
  args: Record<string, unknown> = {},
) => {
  const w = { ...toolWords(s), kind };
  const facts = answerFactsFrom(ok(result), "s1", w, 0, {
    year: 2026,
    args,
    argNames: Object.keys(args),
    units: docUnits(s.outputSchema, s.description ?? ""),
    docs: fieldDocs(s.outputSchema),
  });
  return { facts, answer: finalAnswer(facts, kind === "create") };
};

describe("an amount is said in its currency and major units", () => {
  it("a balance the doc counts in pence is said in pounds (reader: 'The balance is 2867')", () => {
    const s = spec("getAccountById", "Retrieve the details of a fire.com account", accountSchema);
    const { answer, facts } = answerOf(
      s,
      { balance: 2867, currency: { code: "GBP", description: "Pound Sterling" }, name: "Main" },
      "read",
    );
    expect(answer).toContain("£28.67");
    expect(answer).not.toMatch(/\b2867\b/);
    // The fact keeps the tool's own number: a rollout's answer is judged against the result.
    expect(facts.find((f) => f.key === "s1.balance")?.value).toBe(2867);
  });

  it("a currency with no minor unit keeps its number (yen)", () => {
    const s = spec("getAccountById", "Retrieve an account", accountSchema);
    const { answer } = answerOf(s, { balance: 4200, currency: { code: "JPY" } }, "read");
    expect(answer).toContain("¥4,200");
    expect(answer).toMatch(/¥|JPY/);
  });

  it("the currency of a new account comes from the call when the record has none", () => {
    const s = spec("addAccount", "Add a new account", accountSchema, "POST");
    const { answer } = answerOf(
      s,
      { balance: 23950, name: "Main Account", status: "LIVE" },
      "create",
      {
        currency: "EUR",
      },
    );
    expect(answer).toContain("€239.50");
  });

  it("with no currency known an amount in cents is still said in major units", () => {
    const s = spec("addAccount", "Add a new account", accountSchema, "POST");
    const { answer } = answerOf(s, { balance: 10000, name: "Main Account" }, "create");
    expect(answer).toMatch(/the balance is 100\.00\./i);
  });

  it("an amount the doc gives in major units is left as it is", () => {
    const s = spec("getInvoice", "Get an invoice", {
      type: "object",
      properties: {
        total: { type: "number", description: "Invoice total." },
        currency: { type: "string" },
      },
    });
    const { answer } = answerOf(s, { total: 633.93, currency: "USD" }, "read");
    expect(answer).toContain("$633.93");
  });

  it("only a doc that says minor units counts", () => {
    expect(minorUnitDoc("The amount of funds to send. In cent or pence")).toBe(true);
    expect(minorUnitDoc("Specified in pence or cent.")).toBe(true);
    expect(
      minorUnitDoc("Amount in the smallest currency unit (e.g. 100 cents to charge $1.00)"),
    ).toBe(true);
    expect(minorUnitDoc("The amount of money, in the smallest denomination of the currency")).toBe(
      true,
    );
    expect(minorUnitDoc("The price in euros, e.g. 12.50")).toBe(false);
    expect(minorUnitDoc("Percentage of the cent of the population")).toBe(false);
    expect(minorUnitDoc("Height in centimetres")).toBe(false);
  });
});

const batchSchema = {
  type: "object",
  properties: {
    items: {
      type: "array",
      items: {
        type: "object",
        properties: {
          amount: amount("The amount of funds to send. In cent or pence"),
          dateCreated: { type: "string", format: "date-time" },
          status: { type: "string", enum: ["SUBMITTED", "SUCCEEDED", "REMOVED"] },
        },
      },
    },
    total: { type: "integer" },
  },
};
const batches = {
  items: [
    { amount: 10000, dateCreated: "2025-09-17T14:45:00Z", status: "SUBMITTED" },
    { amount: 59, dateCreated: "2025-11-23T14:45:00Z", status: "SUCCEEDED" },
    { amount: 700, dateCreated: "2025-11-22T16:30:00Z", status: "REMOVED" },
  ],
  total: 3,
};

describe("a listed record is told by its state in words and a labelled date", () => {
  it("states written in capitals are words with a fitting article (reader: 'an SUBMITTED one')", () => {
    const { answer } = answerOf(spec("getBatches", "List batches", batchSchema), batches, "list");
    expect(answer).not.toMatch(/\ban [A-Z]{2,}|SUBMITTED|SUCCEEDED|REMOVED/);
    expect(answer).toContain("a submitted one created on Sep 17, 2025 at 2:45 pm");
  });

  it("acronyms stay acronyms", () => {
    expect(capitalWords("SUBMITTED")).toBe(true);
    expect(capitalWords("CREATED_INACTIVE")).toBe(true);
    expect(capitalWords("NSXV")).toBe(false);
    expect(capitalWords("HTTPS")).toBe(false);
    expect(capitalWords("EC2")).toBe(false);
    expect(capitalWords("GBP")).toBe(false);
  });

  it("a date beside a name says what it marks (reader: 'Joe Bloggs (Dec 17, 2025 at 3:30 pm)')", () => {
    const payees = {
      fundingSources: [
        {
          accountHolderName: "Joe Bloggs",
          dateCreated: "2025-12-17T15:30:00Z",
          status: "ARCHIVED",
        },
        { accountHolderName: "Ann Lee", dateCreated: "2025-09-10T17:45:00Z", status: "LIVE" },
      ],
    };
    const { answer } = answerOf(spec("getPayees", "List payees", {}), payees, "list");
    expect(answer).not.toMatch(/\((?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* \d/);
    expect(answer).toContain("Joe Bloggs (created on Dec 17, 2025 at 3:30 pm)");
  });

  it("a date field named with its preposition reads as one ('balance as of Jan 20')", () => {
    const liabilities = {
      liabilities: [{ creditorName: "Zendesk", balanceAsOfDate: "2026-01-20T13:45:00Z" }],
    };
    const { answer } = answerOf(
      spec("getLiabilities", "List liabilities", {}),
      liabilities,
      "list",
    );
    expect(answer).toBe("I found 1 liability: Zendesk (balance as of Jan 20 at 1:45 pm).");
  });

  it("a message is still told by who and when (counter-example: no label forced onto a receive time)", () => {
    const messages = {
      incomingMessages: [
        { mobileNumber: "+44 7446 280687", receiveTime: "2026-01-23T14:30:00Z" },
        { mobileNumber: "+44 7478 887753", receiveTime: "2026-01-15T08:00:00Z" },
      ],
    };
    const { answer } = answerOf(
      spec("getIncomingMessages", "List incoming messages", {}),
      messages,
      "list",
    );
    expect(answer).toBe(
      "I found 2 incoming messages: one from +44 7446 280687 on Jan 23 at 2:30 pm and one from +44 7478 887753 on Jan 15 at 8 am.",
    );
  });
});

describe("a fact is said under the word a person uses for it", () => {
  const read = (name: string, outputSchema: unknown, result: unknown) =>
    answerOf(spec(name, `Get the ${name}`, outputSchema), result, "read").answer;

  it("short forms are said in full (readers: 'The ts are Dec 7', 'the lat is -33.907')", () => {
    expect(read("getTicker", {}, { ts: 1765107000 })).toMatch(/^The timestamp is Dec 7, 2025/);
    expect(read("getFeedLocation", {}, { lat: -33.907, lon: 151.189 })).toBe(
      "The latitude is -33.907 and the longitude is 151.189.",
    );
  });

  it("a short form inside a longer name is left alone (counter-example)", () => {
    expect(read("getUser", {}, { long_name: "Ada Lovelace Byron" })).toContain("long name");
  });

  it("a date under a verb says what happens then (reader: 'the ends are Jan 4')", () => {
    const answer = read(
      "getAssignment",
      {},
      { embargo: "2026-01-06T09:00:00Z", ends: "2026-01-04T12:45:00Z" },
    );
    expect(answer).toContain("it ends on Jan 4 at 12:45 pm");
    expect(answer).not.toContain("the ends are");
  });

  it("a name no one says is the doc's name for it (reader: 'the cbic is CPAYIE2D')", () => {
    const schema = {
      type: "object",
      properties: {
        cbic: {
          type: "string",
          description: "the BIC of the account (provided if currency is EUR).",
        },
        status: { type: "string" },
      },
    };
    expect(read("getAccountById", schema, { cbic: "CPAYIE2D", status: "LIVE" })).toContain(
      "the BIC is CPAYIE2D",
    );
    // A field named by a word keeps its own name, whatever its doc opens with.
    const colour = {
      type: "object",
      properties: { colour: { type: "string", description: "the colour of the account card." } },
    };
    expect(read("getCard", colour, { colour: "orange" })).toBe("The colour is orange.");
  });
});

describe("a list item that echoes the question is told by what was found", () => {
  const wayback = spec("get_wayback_v1_available", "Wayback Machine availability", {});
  const result = {
    results: [
      {
        snapshot: {
          status: 200,
          timestamp: "2026-02-01T15:45:00Z",
          url: "https://www.example.com/snapshot/963",
        },
        timestamp: "2025-12-11T17:00:00Z",
        url: "https://www.example.com/availables/868",
      },
    ],
  };
  it("the archived copy's link and date, not the time asked about (reader: 'one on Dec 11, 2025 at 5 pm')", () => {
    const { answer } = answerOf(wayback, result, "list", {
      url: "https://www.example.com/availables/868",
      timestamp: "2025-12-11T17:00:00Z",
    });
    expect(answer).toContain(
      "a snapshot from Feb 1 at 3:45 pm at https://www.example.com/snapshot/963",
    );
  });
  it("asked as a question, the answer is the part found, not the URL asked about (reader: 'Link 1 is …')", () => {
    const w = { ...toolWords(wayback), kind: "compute" as const, wantsResult: true };
    const args = { url: "https://www.example.com/availables/868" };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026, args, argNames: ["url"] });
    const answer = finalAnswer(facts, false);
    expect(answer).toBe(
      "There's a snapshot from Feb 1 at 3:45 pm at https://www.example.com/snapshot/963.",
    );
    expect(answer).not.toContain("availables/868");
  });
  it("a link a conversion made is still handed back (counter-example)", () => {
    const convert = spec("convert_html", "Convert an HTML page to PDF", {}, "POST");
    const w = { ...toolWords(convert), kind: "compute" as const, wantsResult: true };
    const args = { url: "https://www.example.com/page" };
    const made = {
      file_url: "https://files.example.com/page.pdf",
      url: "https://www.example.com/page",
    };
    const facts = answerFactsFrom(ok(made), "s1", w, 0, { args, argNames: ["url"] });
    expect(finalAnswer(facts, false)).toContain("https://files.example.com/page.pdf");
    expect(finalAnswer(facts, false)).not.toContain("https://www.example.com/page.");
  });
  it("a record of its own that names the record asked about is told by its own fields (counter-example)", () => {
    const spell = spec("get_spell", "Get a spell by index", {});
    const w = { ...toolWords(spell), kind: "read" as const };
    const rec = {
      casting_time: "1 action",
      index: "fireball",
      level: 3,
      name: "Fireball",
      range: "150 feet",
      school: { name: "Evocation", url: "https://www.example.com/school/422" },
    };
    const facts = answerFactsFrom(ok(rec), "s1", w, 0, {
      args: { index: "fireball" },
      argNames: ["index"],
    });
    expect(finalAnswer(facts, false)).not.toContain("school/422");
  });
  it("a record that does not echo the question keeps its own naming (counter-example)", () => {
    const { answer } = answerOf(wayback, result, "list", {});
    expect(answer).not.toContain("snapshot");
  });
});

describe("a count is said with its noun", () => {
  it("a figure the tool's doc counts in days says days (bundled helpdesk: 'The leave balance is 6.')", () => {
    const s = spec(
      "get_leave_balance",
      "Remaining leave days of an employee for the current year, per kind.",
      {},
    );
    const noSchema = {
      ...s,
      outputSchema: { type: "object", properties: { leave_balance: { type: "integer" } } },
    };
    const { answer } = answerOf(
      noSchema as ToolSpec,
      { employee_id: "emp_1001", leave_balance: 6 },
      "read",
    );
    expect(answer).toBe("The leave balance is 6 days.");
  });
  it("a figure the doc does not put a unit after keeps its number (counter-example)", () => {
    const s = {
      ...spec("get_stock", "Units in stock per warehouse, updated every 5 minutes.", {}),
      outputSchema: { type: "object", properties: { stock: { type: "integer" } } },
    };
    expect(answerOf(s as ToolSpec, { stock: 12 }, "read").answer).toBe("The stock is 12.");
  });
});

describe("the reward still reads a fact said in major units", () => {
  it("the gold answer '£28.67' states the 2867-pence balance", async () => {
    const { judgeFacts } = await import("../../src/core/reward/answer.js");
    const { TextIndex } = await import("../../src/core/synth/value-mentions.js");
    const s = spec("getAccountById", "Retrieve the details of a fire.com account", accountSchema);
    const result = { balance: 2867, currency: { code: "GBP" }, name: "Main", status: "LIVE" };
    const { answer, facts } = answerOf(s, result, "read");
    const verdicts = judgeFacts(answer, facts, {
      request: "What's the balance of my account?",
      seen: new TextIndex(JSON.stringify(result)),
    });
    expect(verdicts.every((v) => v.stated)).toBe(true);
    // A reply that gives no amount does not state it.
    const none = judgeFacts("Your account is live.", facts, {
      request: "What's the balance of my account?",
      seen: new TextIndex(JSON.stringify(result)),
    });
    expect(none.find((v) => v.fact.key === "s1.balance")?.stated).toBe(false);
  });
});

describe("a state the doc lists is said as a word", () => {
  const schema = {
    type: "object",
    properties: {
      status: { type: "string", enum: ["Active", "Canceled", "Draft"] },
      country: { type: "string", enum: ["Germany", "France"] },
    },
  };
  it("a capitalised state is lower case mid-sentence; a place keeps its capital (counter-example)", () => {
    const s = spec("getFactFinder", "Get a fact finder", schema);
    const { answer } = answerOf(s, { status: "Canceled", country: "Germany" }, "read");
    expect(answer).toContain("the status is canceled");
    expect(answer).toContain("Germany");
  });
});
