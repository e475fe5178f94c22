import { describe, expect, it } from "vitest";
import { isUncountable } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { isCamelCode, speakValue } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { mentionsValue } from "../../src/core/synth/value-mentions.js";
import {
  attachedValue,
  type FactPhrase,
  factPhrase,
  targetPhrase,
  writeRequest,
} from "../../src/core/synth/writer.js";

/**
 * How a record and a value are said (fresh13 blind readers, F and B): a state written as one
 * identifier is said as its words, a record is never named by a bare number, a search is labelled
 * by its term, and a list names its items by what they are called — never by their sort.
 */

const select = (label: string, value: unknown, kind: FactPhrase["kind"], spoken: string) =>
  ({
    key: label.replace(/ /g, "_"),
    value,
    label,
    role: "select",
    personal: false,
    noun: "fact finder",
    kind,
    spoken,
  }) as FactPhrase;

describe("a state written as one identifier is said as its words", () => {
  it("InProgress, ClientSubmitted, AdvisorAccepted are said as people say them", () => {
    expect(speakValue("InProgress", { role: "status" })).toBe("in progress");
    expect(speakValue("ClientSubmitted", { role: "status" })).toBe("client submitted");
    expect(speakValue("advisorAccepted", { role: "category" })).toBe("advisor accepted");
    // The solvability and answer checks still find the value in its words.
    expect(mentionsValue("the in-progress fact finder", "InProgress")).toBe(true);
  });

  it("a record picked by that state is named by one modifier", () => {
    // Verbatim (fresh13 S01): "the 86.50 education goal in the InProgress fact finder".
    const spoken = speakValue("InProgress", { role: "status" });
    expect(targetPhrase(select("status", "InProgress", "status", spoken))).toBe(
      "the in-progress fact finder",
    );
    // The reader's good sample S02 ("remove the Draft fact finder") reads as plain words since
    // fresh53's "my Cancelled order" (a capitalised state is a plain word in a sentence).
    expect(targetPhrase(select("status", "Draft", "status", "Draft"))).toBe(
      "the draft fact finder",
    );
  });

  it("a name with an inner capital is left alone outside a state or a sort", () => {
    expect(isCamelCode("PayPal")).toBe(true);
    expect(speakValue("PayPal")).toBe("PayPal");
    expect(speakValue("McDonald", { role: "person-name" })).toBe("McDonald");
    expect(isCamelCode("iPhone")).toBe(false);
    expect(isCamelCode("Level2")).toBe(false);
  });
});

describe("a record is never named by a bare number", () => {
  it("an amount with no currency says what it is", () => {
    const goal = { ...select("projected cost", 86.5, "money", "86.50"), noun: "education goal" };
    // Verbatim: "the 86.50 education goal".
    expect(targetPhrase(goal)).toBe("the education goal with a projected cost of 86.50");
    // A price with its currency still names its thing.
    const plan = { ...select("price", 9.99, "money", "$9.99"), noun: "plan" };
    expect(targetPhrase(plan)).toBe("the $9.99 plan");
  });

  it("a supplied amount with no currency is labelled, with one it is not", () => {
    const amount = (spoken: string): FactPhrase => ({
      key: "s1.amount",
      value: 33,
      label: "amount",
      role: "arg",
      personal: false,
      kind: "money",
      spoken,
    });
    // Verbatim: "add a new major purchase goal for the ClientSubmitted fact finder for 33".
    expect(factPhrase(amount("33"))).toBe("for an amount of 33");
    expect(factPhrase(amount("$33"))).toBe("for $33");
    expect(factPhrase(amount("33 CHF"))).toBe("for 33 CHF");
  });
});

const spec = (
  name: string,
  description: string,
  properties: Record<string, unknown> = {},
  outputSchema?: Record<string, unknown>,
): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties },
  ...(outputSchema ? { outputSchema } : {}),
  annotations: { http: { method: "GET", path: `/${name}` } },
});
const ok = (result: unknown) => ({ ok: true as const, result });

describe("a search that found nothing is labelled by the term the user gave", () => {
  it("the term, not the platform or the provider beside it", () => {
    const feeds = toolWords(
      spec("searchFeeds", "Search feeds", {
        platform: { type: "string" },
        q: { type: "string" },
      }),
    );
    // Verbatim: "there are zero feeds matching "android"" after "anything about "billing"".
    const facts = answerFactsFrom(ok({ atoms: [], total: 0 }), "s1", feeds, 0, {
      said: ["android", "billing"],
      args: { pageno: 1, platform: "android", q: "billing" },
    });
    expect(finalAnswer(facts, false)).toBe(
      'I checked, and there are zero feeds matching "billing".',
    );
    const products = toolWords(
      spec("searchProducts", "Search products", {
        providers: { type: "string" },
        term: { type: "string" },
      }),
    );
    const found = answerFactsFrom(ok({ products: [], total: 0 }), "s1", products, 0, {
      said: ["www.amazon.in", "backend"],
      args: { providers: "www.amazon.in", term: "backend" },
    });
    expect(finalAnswer(found, false)).toBe(
      'I checked, and there are zero products matching "backend".',
    );
  });

  it("a search with only a filter is still labelled by that filter", () => {
    const feeds = toolWords(spec("searchFeeds", "Search feeds", { platform: { type: "string" } }));
    const facts = answerFactsFrom(ok({ atoms: [], total: 0 }), "s1", feeds, 0, {
      said: ["android"],
      args: { platform: "android" },
    });
    expect(finalAnswer(facts, false)).toBe(
      'I checked, and there are zero feeds matching "android".',
    );
  });
});

describe("a list names its items by what they are called, never by their sort", () => {
  const expense = {
    type: "object",
    properties: {
      educationExpenses: {
        type: "array",
        items: {
          type: "object",
          properties: {
            annualCost: { type: "number" },
            educationExpenseId: { type: "integer" },
            member: { type: "string", enum: ["Client", "CoClient", "Dependent"] },
            startYear: { type: "string", format: "date-time" },
          },
        },
      },
    },
  };
  const w = toolWords(spec("listEducationExpenses", "List the education expenses"));

  it("a member the doc lists as Client/CoClient/Dependent is the record's sort", () => {
    const result = {
      educationExpenses: [
        {
          annualCost: 136,
          educationExpenseId: 86,
          member: "Dependent",
          startYear: "2026-01-05T08:45:00Z",
        },
      ],
    };
    const answer = finalAnswer(
      answerFactsFrom(ok(result), "s1", w, 0, { docs: fieldDocs(expense), year: 2026 }),
      false,
    );
    // Verbatim: "I found 1 education expense: Dependent."
    expect(answer).not.toBe("I found 1 education expense: Dependent.");
    expect(answer).toBe("I found 1 education expense: a dependent one on Jan 5 at 8:45 am.");
    const co = { educationExpenses: [{ ...result.educationExpenses[0], member: "CoClient" }] };
    expect(
      finalAnswer(
        answerFactsFrom(ok(co), "s1", w, 0, { docs: fieldDocs(expense), year: 2026 }),
        false,
      ),
    ).toBe("I found 1 education expense: a co-client one on Jan 5 at 8:45 am.");
  });

  it("an amount with no currency is labelled when it is all that tells a record", () => {
    const result = { educationExpenses: [{ annualCost: 136, educationExpenseId: 86 }] };
    expect(finalAnswer(answerFactsFrom(ok(result), "s1", w, 0), false)).toBe(
      "I found 1 education expense: one with an annual cost of 136.",
    );
  });

  it("a member who is a person, with no list of values, still names the record", () => {
    const members = toolWords(spec("listMembers", "List the members"));
    const result = [{ member: "Elmo Brown", joined: 3 }];
    expect(finalAnswer(answerFactsFrom(ok(result), "s1", members, 0), false)).toBe(
      "I found 1 member: Elmo Brown.",
    );
  });
});

describe("a record the assistant will ask for is named as the record, not its name field", () => {
  const read = toolWords(
    spec("getCollectionFeed", "Get the flattened collection feed", {
      collection_name: { type: "string" },
    }),
  );
  const draft = (label: string) => ({
    kind: "request" as const,
    goal: { ...read, kind: "read" as const },
    targets: [],
    facts: [],
    domain: "channel 4 programmes",
    asks: ["platform", "brand title"],
    register: "brief" as const,
    pending: {
      key: "s1.collection_name",
      value: "Client work",
      label,
      role: "arg" as const,
      personal: false,
      kind: "label" as const,
    },
  });

  it("'the platform … for a collection name' is said 'for a collection'", async () => {
    for (let seed = 0; seed < 6; seed++) {
      // Verbatim: "I need the platform and brand web safe title for a collection name."
      const text = await writeRequest(draft("collection name"), { seed });
      expect(text).not.toMatch(/for a collection name/);
      expect(text).toMatch(/for a collection\b/);
    }
  });

  it("a name that is a name of its own (a file name) stays as it is", async () => {
    const text = await writeRequest(draft("file name"), { seed: 1 });
    expect(text).toMatch(/for a file name/);
  });
});

describe("a number is said with what it counts", () => {
  const fact = (value: unknown, spoken: string): FactPhrase => ({
    key: "s1.frequency",
    value,
    label: "frequency",
    role: "arg",
    personal: false,
    kind: "quantity",
    spoken,
  });
  it("a frequency of 33 is never a bare '33'", () => {
    // Verbatim: "add a new LastPeriod liability … called "Google Ads", 33, for Dec 27".
    expect(factPhrase({ ...fact(33, "33"), kind: "other" })).not.toBe("33");
    expect(factPhrase({ ...fact(33, "33"), kind: "other" })).toMatch(/frequency/);
  });
  it("a frequency said as a word stays that word", () => {
    expect(factPhrase({ ...fact("weekly", "weekly"), kind: "other" })).toBe("repeating weekly");
  });
});

describe("a mass noun takes no 'a'", () => {
  const create = (name: string, description: string, path: string) =>
    toolWords({
      name,
      description,
      inputSchema: { type: "object", properties: { value: { type: "string" } } },
      annotations: { http: { method: "POST", path } },
      kind: "create",
      entity: path.split("/").pop(),
    } as ToolSpec);
  it("'add a new data' is 'add new data'", () => {
    // Verbatim: "I'd like to add a new data for the feed named Gulliver's Travels".
    expect(
      create(
        "createData",
        "Create new Data. Create new data records on the given feed.",
        "/{username}/feeds/{feed_key}/data",
      ).phrase.text,
    ).toBe("add new data");
  });
  it("a count noun keeps its article, one with the same plural too", () => {
    expect(create("createGroup", "Create a new group.", "/{username}/groups").phrase.text).toBe(
      "add a new group",
    );
    expect(isUncountable("series")).toBe(false);
    expect(isUncountable("webhook feed data")).toBe(true);
  });
});

describe("a place is said as one, whatever the filter's number", () => {
  it("'for the France country' is 'in France'", () => {
    // Verbatim (fresh12): "list the members for the France country".
    expect(attachedValue("countries", "France")).toBe("in France");
    expect(attachedValue("country", "France")).toBe("in France");
  });
  it("a non-place plural keeps its noun", () => {
    expect(attachedValue("channels", "Sports")).toBe("for the Sports channel");
  });
});

describe("a read's answer says a listed value as words", () => {
  const goal = {
    type: "object",
    properties: {
      member: { type: "string", enum: ["Client", "CoClient", "Dependent"] },
      targetDate: { type: "string", format: "date-time" },
    },
  };
  const w = toolWords(spec("getMajorPurchaseGoal", "Get a major purchase goal"));
  it("'the member is CoClient' is 'the member is co-client'", () => {
    const facts = answerFactsFrom(ok({ member: "CoClient", majorPurchaseGoalId: 9 }), "s1", w, 0, {
      docs: fieldDocs(goal),
      focus: ["member"],
    });
    const answer = finalAnswer(facts, false);
    // Verbatim: "The target date is Jan 26 at 5 pm and the member is CoClient."
    expect(answer).toBe("The member is co-client.");
    expect(answer).not.toContain("CoClient");
  });
  it("a value the doc does not list is said as it is", () => {
    const facts = answerFactsFrom(ok({ member: "McDonald", majorPurchaseGoalId: 9 }), "s1", w, 0, {
      focus: ["member"],
    });
    expect(finalAnswer(facts, false)).toContain("McDonald");
  });
});

describe("a category filter is said in the request, not stuck on as a clause", () => {
  it("'…, it's in the urgent category' is 'in the urgent category'", () => {
    const f: FactPhrase = {
      key: "s1.category",
      value: "urgent",
      label: "category",
      role: "arg",
      personal: false,
      kind: "category",
    };
    // Verbatim: "list the channel 4 programmes it's in the urgent category".
    expect(factPhrase(f)).toBe("in the urgent category");
  });
});

describe("a field that is itself a title keeps its noun", () => {
  it("'for a brand web safe title' never becomes 'for a brand web safe'", async () => {
    const read = toolWords(
      spec("getProgrammeTitle", "Get the programme by title", {
        brand_web_safe_title: { type: "string" },
      }),
    );
    const text = await writeRequest(
      {
        kind: "request",
        goal: { ...read, kind: "read" },
        targets: [],
        facts: [],
        domain: "channel 4 programmes",
        asks: ["platform"],
        register: "brief",
        pending: {
          key: "s1.brand_web_safe_title",
          value: "Advanced brand web safe",
          label: "brand web safe title",
          role: "arg",
          personal: false,
          kind: "label",
        },
      },
      { seed: 3 },
    );
    expect(text).toMatch(/for a brand web safe title/);
  });
});
