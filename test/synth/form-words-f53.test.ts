import { describe, expect, it } from "vitest";
import type { Task, ToolSpec } from "../../src/core/schema/index.js";
import {
  askedLabelWording,
  checkKnowable,
  measuredFormWording,
  unknowableSaid,
  valueBeforeOwnLabel,
} from "../../src/core/synth/checks.js";
import { spokenFieldLabel } from "../../src/core/synth/schema-wording.js";
import { labelFor } from "../../src/core/synth/text.js";
import { type ToolWords, toolWords } from "../../src/core/synth/tool-words.js";
import {
  aboutPhrase,
  type FactPhrase,
  factPhrase,
  writeRequest,
} from "../../src/core/synth/writer.js";

/**
 * Blind readers of stop 52 (`/work/blind52/r1.md`, `r2.md`, fresh57) marked F on 14 and 20 of 30
 * and U on 4 and 5, while the run's figure said "form wording 0 of 50": every quote below passed
 * every check.
 */

describe("response fields asked for by their schema names, the spec summary read out (F)", () => {
  it.each([
    "I need the match status and possible match from a verification name lookup of the tin 88-6429448. Thanks.",
    "Hey — could you find out the match status and possible match from a verification name lookup of the tin 57-5194348 for me? Thanks so much!",
    "Tell me the timestamp of the top level content already.",
    "Hey — could you find out the timestamp of the top level content for me? Thanks so much!",
    "Hi there, I'm curious about the timestamp and post likes. Could you check? Cheers!",
    "What's the timestamp of the newsletter named Basic newsletter? I need it now. Thanks.",
    "Could you please tell me the timestamp and headline of the slide named approve? Thank you very much.",
    "Hey there — I'd love it if you could change the body on the project named Apache Commons IO. You're a star.",
    "Can you change the body on the project called Project Orion?",
  ])("flags %s", (text) => {
    expect(measuredFormWording(text)).toBeDefined();
  });

  it.each([
    "When was the home page last updated?",
    "Does TIN 88-6429448 match a registered company name?",
    "Could you change the body of my email draft?",
    "Please edit the body of my post called Launch day.",
    "What time was the newsletter named Basic newsletter last changed?",
    "Can you run a background check on Jane Doe?",
  ])("passes %s", (text) => {
    expect(measuredFormWording(text)).toBeUndefined();
  });
});

describe("filter chains that read the query string aloud (F)", () => {
  it.each([
    "I need the channel of the programme highlight with all as the availability in Irish for the mobile right, quickly.",
    "Can you tell me the channel of the highlight with all as the availability for category entertainment in Welsh for the mobile right? Thanks.",
  ])("flags %s", (text) => {
    expect(measuredFormWording(text)).toBeDefined();
  });

  const facts = (...f: [string, unknown][]) =>
    f.map(([key, value]) => ({ key, value, text: String(value) }));

  it.each([
    [
      "Hello! Quick question: what's the channel of the highlight with all as the availability in Scottish Gaelic for the WEB right? Thanks a lot!",
      facts(["s1.availability", "all"], ["s1.rights", "web"]),
    ],
    [
      "Tell me the vehicle of the vendor already. It's for the award dun.",
      facts(["s1.duns", "award"]),
    ],
    [
      "Hey — could you find out the vehicle of the vendor for me? It's for the award dun. Thanks a lot!",
      facts(["s1.duns", "award"]),
    ],
    [
      "I need the vehicle of the vendor. It's with 627350651 duns.",
      facts(["s1.duns", "627350651"]),
    ],
    ["Place an order with 91 priority, now please. Thanks.", facts(["s1.priority", "91"])],
  ])("flags a value said as its own label's adjective: %s", (text, f) => {
    expect(valueBeforeOwnLabel(text, f)).toBeDefined();
  });

  it.each([
    ["Book a room with 3 bedrooms, please.", facts(["s1.bedrooms", 3])],
    ["Find flights for 2 adults to Lisbon.", facts(["s1.adults", 2])],
    ["Please list the posts with the urgent tag.", facts(["s1.tags", "urgent"])],
    ["Place an express order, please.", facts(["s1.priority", "express"])],
    ["Show the highlights for mobile rights.", facts(["s1.rights", "mobile"])],
    [
      "What's the vehicle of the vendor with DUNS number 627350651?",
      facts(["s1.duns", "627350651"]),
    ],
  ])("passes %s", (text, f) => {
    expect(valueBeforeOwnLabel(text, f)).toBeUndefined();
  });
});

const task = (userFacts: { key: string; value: unknown }[], ...said: string[]): Task =>
  ({
    turns: [{ user: said[0] ?? "", reveals: said.slice(1).map((text) => ({ text })) }],
    userFacts: userFacts.map((f) => ({ ...f, text: String(f.value) })),
    envs: [],
    gold: { calls: [] },
  }) as unknown as Task;

describe("values a user cannot know (U)", () => {
  it("a cookie's value: 'with an identity cookie of 7'", () => {
    const t = task(
      [{ key: "s1.identity_cookie", value: 7 }],
      "Tell me the rights and availability of the user store recommendation already. It's with an identity cookie of 7.",
    );
    expect(checkKnowable(t, []).passed).toBe(false);
  });

  it("an operation id the server handed out: 'the task type of the operation for operation 8'", () => {
    const t = task(
      [{ key: "s1.operation-id", value: 8 }],
      "Hello! Quick question: what's the task type of the operation for operation 8? You're a star.",
    );
    expect(unknowableSaid(t)).toEqual([expect.stringMatching(/^text 0 says the system id/)]);
    const asked = task(
      [{ key: "s1.operation-id", value: 3 }],
      "May I ask what the status and task type for an operation are? Many thanks.",
      "Oh, sorry — operation 3.",
    );
    expect(checkKnowable(asked, []).passed).toBe(false);
  });

  it("passes a number a person holds, kebab-cased too: 'order 1042'", () => {
    const t = task(
      [{ key: "s1.order-id", value: 1042 }],
      "Please check the payment for order 1042.",
    );
    expect(checkKnowable(t, []).passed).toBe(true);
  });
});

describe("the assistant asks for an API switch as a tool (F)", () => {
  it.each(["Which tool is it?", "What tool would you like?"])("flags %s", (q) => {
    expect(askedLabelWording(q)).toBeDefined();
  });
  it("passes a thing a person picks", () => {
    expect(askedLabelWording("Which project is it?")).toBeUndefined();
  });
  it("a frequency said as a name: 'list the chores for Weekly'", () => {
    expect(
      measuredFormWording(
        "Hello! So, I'd like to list the chores for Weekly, if that's possible. Thanks a lot!",
      ),
    ).toBeDefined();
    expect(measuredFormWording("Could you list the chores that repeat weekly?")).toBeUndefined();
  });
});

const arg = (
  key: string,
  label: string,
  value: unknown,
  kind?: FactPhrase["kind"],
): FactPhrase => ({
  key,
  value,
  label,
  role: "arg",
  personal: false,
  ...(kind ? { kind } : {}),
  atGoal: true,
});

describe("the writer says each of those values as a person does (fresh57 readers, F)", () => {
  it.each([
    [arg("s1.duns", "duns", "701955277"), "for DUNS 701955277"],
    [arg("s1.rights", "rights", "mobile", "category"), "for mobile rights"],
    [arg("s1.availability", "availability", "all", "category"), "across all availabilities"],
    [arg("s1.priority", "priority", "91", "category"), "with priority 91"],
    [arg("s1.priority", "priority", "express", "category"), "with express priority"],
    [arg("s1.activate", "activate", false, "flag"), "without activating it"],
    [arg("s1.day", "day", "Weekly"), "that repeat weekly"],
  ])("%o is said %s", (fact, said) => {
    const phrase = factPhrase(fact);
    expect(phrase).toBe(said);
    const text = `Could you list the programme highlights ${phrase}?`;
    expect(measuredFormWording(text), text).toBeUndefined();
    expect(valueBeforeOwnLabel(text, [{ ...fact, text: String(fact.value) }])).toBeUndefined();
  });

  it("a payload is named by what the doc says it holds; a timestamp by what it marks", () => {
    expect(
      labelFor(
        "body",
        "The project configuration to set. Note that this only sets the administrator project configuration.",
      ),
    ).toBe("configuration");
    expect(labelFor("body", "Request body")).toBe("body");
    expect(spokenFieldLabel("timestamp")).toBe("last update time");
    expect(
      measuredFormWording("What's the last update time of the newsletter named Basic newsletter?"),
    ).toBeUndefined();
  });

  it("a lookup is named by its head word and its input's acronym in capitals", () => {
    const goal = {
      noun: "verification name lookup",
      purpose: ["verification", "name", "lookup"],
    } as unknown as ToolWords;
    const about = aboutPhrase(goal, "TIN", "88-6429448", ["match status"]);
    expect(about).toBe(" from a lookup of the TIN 88-6429448");
    expect(measuredFormWording(`Can you tell me the match status${about}?`)).toBeUndefined();
  });
});

describe("a filter's name before its value (fresh57 readers, F)", () => {
  it("'for category entertainment' is flagged and the writer says 'the entertainment category'", () => {
    expect(
      measuredFormWording(
        "Can you tell me the channel of the highlight for category entertainment in Welsh? Thanks.",
      ),
    ).toBeDefined();
    const phrase = factPhrase(arg("s1.category", "category", "entertainment", "reference"));
    expect(phrase).toBe("in the entertainment category");
    expect(
      measuredFormWording(`Can you tell me the channel of the highlight ${phrase}?`),
    ).toBeUndefined();
    expect(factPhrase(arg("s1.study", "study", 9, "reference"))).toBe("for study 9");
  });
});

describe("a read asks for the record's own field without its noun again (b53-dev52)", () => {
  const asset = {
    key: "s1.id.select.name",
    value: "Social media kit",
    label: "name",
    role: "select" as const,
    personal: false,
    noun: "asset",
    kind: "label" as const,
  };
  const goal = toolWords({
    name: "getAsset",
    description: "Retrieves an asset.",
    inputSchema: { type: "object", properties: {} },
    kind: "read",
    entity: "assets",
  } as ToolSpec);
  it("'the purchase price and status of the asset', never 'the asset status of the asset'", async () => {
    for (let seed = 0; seed < 4; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [asset],
          facts: [],
          asks: ["purchase price", "asset status"],
          domain: "assets",
        },
        { seed },
      );
      expect(text).toMatch(/\bpurchase price and status\b/);
      expect(text).not.toMatch(/\basset status\b/);
    }
  });
  it("keeps a compound the record's noun begins ('user name' of a user)", async () => {
    const user = toolWords({
      name: "getUser",
      description: "Retrieves a user.",
      inputSchema: { type: "object", properties: {} },
      kind: "read",
      entity: "users",
    } as ToolSpec);
    const text = await writeRequest(
      {
        kind: "request",
        goal: user,
        targets: [{ ...asset, noun: "user", value: "Ada" }],
        facts: [],
        asks: ["user name"],
        domain: "users",
      },
      { seed: 0 },
    );
    expect(text).toMatch(/\buser ?name\b/);
  });
});

describe("a search field's name said in brackets (b53-dev52)", () => {
  it("'the registration under april.pouros@example.com (email)'", () => {
    expect(
      measuredFormWording(
        "Can you remove the registration under april.pouros@example.com (email)?",
      ),
    ).toBeDefined();
    expect(
      measuredFormWording("Can you remove the registration under april.pouros@example.com?"),
    ).toBeUndefined();
    expect(
      measuredFormWording("Please cancel the booking called Team offsite (the one in March)."),
    ).toBeUndefined();
  });
});

describe("a code put in a field's slot (b53-dev52 after this branch)", () => {
  it.each([
    "Hey there — I'd love it if you could list the attempts for the app named auth-api with the user.signup message from Jan 12 at 9 am with project 1337 as the channel. Cheers!",
    "Would you mind helping me add a new user.signup message for the app called My first application?",
  ])("flags %s", (text) => {
    expect(measuredFormWording(text)).toBeDefined();
  });
  it.each([
    "Please upload the video team-offsite.mp4 with site-visit.jpg as the thumbnail.",
    "Could you send a message to the team on slack.com?",
  ])("passes %s", (text) => {
    expect(measuredFormWording(text)).toBeUndefined();
  });
});
