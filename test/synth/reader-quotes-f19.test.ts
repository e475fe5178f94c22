import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/task.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { checkHasGoal, formWording } from "../../src/core/synth/checks.js";
import { answerDefects } from "../../src/core/synth/dataset-quality.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { mentionsValue } from "../../src/core/synth/value-mentions.js";
import {
  askLabel,
  attachedValue,
  type FactPhrase,
  factPhrase,
  templateWriter,
} from "../../src/core/synth/writer.js";

/** A task of user turns only: what has-goal reads without bundles. */
function turnsOnly(...users: string[]): Task {
  return {
    turns: users.map((user) => ({ user })),
    gold: { calls: [], answerFacts: [] },
  } as unknown as Task;
}

/** The bad-answer kinds of one closing reply, with its request and tool results. */
function answerKinds(request: string, results: unknown[], answer: string): string[] {
  return answerDefects({
    final: answer,
    facts: [],
    turns: [{ request, results: results.map((r) => JSON.stringify(r)), answer, paramWords: [] }],
  });
}

// Verbatim quotes of the fresh19 blind readers (/work/blind34/r1.md, r2.md), each marked F or B.
describe("the fresh19 readers' form-wording quotes are caught", () => {
  for (const text of [
    "Can you find the users for the false facilitator? Thanks.",
    "I need you to add a new user for the offering called Standard offering with facilitator turned off and sending invite, quickly please.",
    "Find the creditors for the SK address country and in Canadian dollars, now please. Thanks.",
    "Can you play the media on queue with explicit content, updating user taste profile and for the version 4.10.6, it's a com.mediastreamingservice.playmedia already? I've been waiting.",
    "Can you upload the attachment it's an application/pdf already? I've been waiting. Thanks.",
    "I need the number of parts and encoding of the 18 CAD message. Thanks.",
    "I need the address country and type of the creditor called Citibank SCAN, quickly.",
    "Hi, what's the cost and days of the shipping?",
  ])
    it(text, () => expect(formWording(text)).toBeDefined());

  it("what people say the same things with passes", () => {
    for (const text of [
      "Can you find the users who aren't facilitators?",
      "Please add a new user for the offering called Standard offering without the facilitator role, sending an invite.",
      "Find the creditors in Slovakia that use Canadian dollars, please.",
      "Can you upload the attachment? It's a PDF.",
      "Please list the $9.99 plans.",
      "Can you list the user ratings already? I've been waiting.",
      "Could you turn the lamp on with the heater turned off?",
      "What are the opening hours of the store?",
      "How much will shipping cost and how long will it take?",
    ])
      expect(formWording(text), text).toBeUndefined();
  });
});

describe("the fresh19 readers' no-goal quotes are caught", () => {
  for (const text of [
    "What is the status? Thanks.",
    "Can you tell me the status?",
    "Hello! So, I'd like to remove my anything, if that's possible. Thanks a lot!",
  ])
    it(text, () => expect(checkHasGoal(turnsOnly(text)).passed).toBe(false));

  it("a status asked of something passes", () => {
    expect(checkHasGoal(turnsOnly("What is the status of my order ORD-1182?")).passed).toBe(true);
    expect(checkHasGoal(turnsOnly("Is there anything new in my inbox?")).passed).toBe(true);
  });
});

describe("the fresh19 readers' bad-answer quotes are caught", () => {
  const invite = {
    userEmail: "judson.baumbach@example.com",
    avatarUrl: "https://www.example.com/permissions/213",
    firstName: "Deion",
  };
  it("a record's picture tacked onto a write ('The avatar URL is …')", () => {
    expect(
      answerKinds(
        "Good afternoon, would you be able to add a new user invite? Thank you. Sure, judson.baumbach@example.com.",
        [invite],
        "I've added the user invite. The avatar URL is https://www.example.com/permissions/213.",
      ),
    ).toContain("unasked-link");
    // The link the user asked for is the answer.
    expect(
      answerKinds(
        "Please add a new share link for the report and tell me its URL.",
        [{ url: "https://www.example.com/s/1" }],
        "I've added the share link. The share link URL is https://www.example.com/s/1.",
      ),
    ).not.toContain("unasked-link");
  });

  it("'I found 1 user' after the user asked to add one", () => {
    expect(
      answerKinds(
        "Hey there — I'd love it if you could add a new user for the offering named Basic offering. It's Corkery.",
        [[{ email: "deion.kassulke@example.com", lastName: "Kassulke" }]],
        'I\'ve added the user "Corkery" for the offering "Basic offering". I found 1 user: deion.kassulke@example.com.',
      ),
    ).toContain("found-after-write");
    expect(
      answerKinds(
        "Can you find the users for the offering named Basic offering?",
        [[{ email: "deion.kassulke@example.com" }]],
        "I found 1 user: deion.kassulke@example.com.",
      ),
    ).not.toContain("found-after-write");
  });

  it("'The type is scan.' — a type's code read as a word", () => {
    const creditor = { name: "BNP Paribas SCAN", type: "SCAN" };
    expect(
      answerKinds(
        "Thanks. And the type of the creditor called BNP Paribas SCAN?",
        [creditor],
        "The type is scan.",
      ),
    ).toContain("code-as-word");
    expect(
      answerKinds("What type of account is it?", [{ type: "savings" }], "The type is savings."),
    ).not.toContain("code-as-word");
  });

  it("'I've removed the anything.'", () => {
    expect(
      answerKinds(
        "I need you to remove my anything, quickly please.",
        [{ anything: "Secondary anything", deleted: true }],
        "I've removed the anything.",
      ),
    ).toContain("garbled");
  });

  it("'The runtime is 6.' — a duration with no unit", () => {
    expect(
      answerKinds(
        "I need the runtime for a movie, quickly. Movie 3.",
        [{ runtime: 6 }],
        "The runtime is 6.",
      ),
    ).toContain("unitless-measure");
  });
});

const fact = (label: string, value: unknown, more: Partial<FactPhrase> = {}): FactPhrase => ({
  key: `s1.${label.replace(/ /g, "_")}`,
  label,
  value,
  role: "arg",
  personal: false,
  ...more,
});

describe("the writer says these values as a person does", () => {
  it("a role flag is a role, on or off, and a query's 'false' is a no", () => {
    expect(factPhrase(fact("is facilitator", false, { kind: "flag" }))).toBe(
      "without the facilitator role",
    );
    expect(factPhrase(fact("facilitators", "false"))).toBe("without the facilitator role");
    expect(factPhrase(fact("is marker", true, { kind: "flag" }))).toBe("with the marker role");
    // A device's feature stays a switch.
    expect(factPhrase(fact("heater", false, { kind: "flag" }))).toBe("with heater turned off");
  });

  it("a flag that does something takes its object's article: 'without sending an invite'", () => {
    expect(factPhrase(fact("send invite", false, { kind: "flag" }))).toBe(
      "without sending an invite",
    );
    expect(factPhrase(fact("send invite", true, { kind: "flag" }))).toBe("sending an invite");
  });

  it("a country code under any country label is the country: 'in Slovakia'", () => {
    expect(attachedValue("address country", "SK")).toBe("in Slovakia");
    expect(attachedValue("file extension", "pdf")).toBe("as a PDF");
  });

  it("a media type is the file's kind: 'it's a PDF'", () => {
    expect(factPhrase(fact("content type", "application/pdf", { kind: "category" }))).toBe(
      "it's a PDF",
    );
  });

  it("an aside is its own sentence, never inside the register's frame", async () => {
    for (let seed = 0; seed < 24; seed++) {
      const text = await templateWriter.write(
        {
          kind: "request",
          domain: "",
          goal: toolWords({
            name: "upload_attachment",
            description: "Upload an attachment.",
            inputSchema: { type: "object", properties: { content_type: { type: "string" } } },
          } as ToolSpec),
          facts: [fact("content type", "application/pdf", { kind: "category", atGoal: true })],
          targets: [],
        },
        { seed, attempt: 0 },
      );
      expect(formWording(text), text).toBeUndefined();
      expect(text).toMatch(/It's a PDF\./);
    }
  });
});

describe("a write's answer confirms the write", () => {
  const invite = toolWords({
    name: "post_users_by_user_email_invite_email",
    description: "Resend a user invite",
    inputSchema: { type: "object", properties: { userEmail: { type: "string" } } },
  } as ToolSpec);
  it("a record's own picture is no link the write made", () => {
    const facts = answerFactsFrom(
      {
        ok: true,
        result: {
          userEmail: "judson.baumbach@example.com",
          avatarUrl: "https://www.example.com/permissions/213",
          firstName: "Deion",
        },
      },
      "s1",
      invite,
      0,
    );
    expect(facts.map((f) => f.label)).not.toContain("avatar URL");
    expect(facts.some((f) => String(f.value).startsWith("https://"))).toBe(false);
  });

  it("a write that hands back a list of what it wrote is not counted as found", () => {
    const add = toolWords({
      name: "post_offerings_by_offering_id_users",
      description: "Add users to an offering",
      inputSchema: { type: "object", properties: { offeringId: { type: "string" } } },
    } as ToolSpec);
    const facts = answerFactsFrom(
      { ok: true, result: [{ email: "deion.kassulke@example.com", lastName: "Kassulke" }] },
      "s2",
      add,
      0,
    );
    expect(facts.some((f) => f.key.endsWith(".count"))).toBe(false);
  });
});

describe("asked and answered fields are said as a person says them", () => {
  it("'the address country and type' asks for the country; 'the cost and days' for a number of days", () => {
    expect(askLabel("address country")).toBe("country");
    expect(askLabel("days")).toBe("number of days");
  });

  it("'The first access at is …' is the first access time", () => {
    const user = toolWords({
      name: "get_users_by_user_email",
      description: "Get a user",
      inputSchema: { type: "object", properties: { userEmail: { type: "string" } } },
    } as ToolSpec);
    const facts = answerFactsFrom(
      {
        ok: true,
        result: {
          firstAccessAt: "2026-01-20T15:15:00Z",
          lastAccessAt: "2026-01-20T16:15:00Z",
          firstName: "Judson",
        },
      },
      "s1",
      user,
      0,
      { year: 2026 },
    );
    const texts = facts.map((f) => f.text).join("; ");
    expect(texts).not.toMatch(/access at/);
    expect(texts).toMatch(/first access time is Jan 20/);
  });
});

describe("a code in an answer is said by what it means", () => {
  const creditor = toolWords({
    name: "payments_creditors_retrieve",
    description: "Retrieve a creditor",
    inputSchema: { type: "object", properties: { id: { type: "string" } } },
  } as ToolSpec);
  const docs = {
    type: {
      description: "Creditor account type\n\n* `IBAN` - IBAN\n* `SCAN` - SortCodeAccountNumber",
    },
  };
  it("'The type is scan.' is the sort code account number; 'PL' is Poland", () => {
    const facts = answerFactsFrom(
      { ok: true, result: { name: "Citibank SCAN", address_country: "PL", type: "SCAN" } },
      "s1",
      creditor,
      0,
      { docs, focus: ["address_country", "type"] },
    );
    const texts = facts.map((f) => f.text).join("; ");
    expect(texts).toContain("the country is Poland");
    expect(texts).toMatch(/sort code account number/);
    expect(texts).not.toMatch(/\bscan\b/);
    // The reward still finds both facts in the answer.
    for (const f of facts) expect(mentionsValue(texts, f.value), String(f.value)).toBe(true);
  });
});

describe("a price and a time asked as a person asks them", () => {
  it("'what's the cost and days of the shipping?' is how much it will cost and how long it will take", async () => {
    const quote = toolWords({
      name: "quoteShipping",
      description: "Quote shipping cost and days to a destination for an address.",
      inputSchema: { type: "object", properties: { address_id: { type: "string" } } },
      kind: "read",
    } as ToolSpec);
    for (const kind of ["request", "also"] as const)
      for (let seed = 0; seed < 8; seed++) {
        const text = await templateWriter.write(
          {
            kind,
            domain: "",
            goal: quote,
            facts: [],
            asks: ["cost", "days"],
            targets: [fact("city", "Denver", { role: "select", noun: "address", kind: "label" })],
          },
          { seed, attempt: 0 },
        );
        expect(text, text).toMatch(/how much .+ will cost and how long it will take/);
        expect(formWording(text), text).toBeUndefined();
      }
  });
});
