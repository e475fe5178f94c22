import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, docUnits, fieldDocs } from "../../src/core/synth/build-task.js";
import { grammarLabel, spokenFieldLabel } from "../../src/core/synth/schema-wording.js";
import { spokenDuration } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { askFor, factPhrase } from "../../src/core/synth/writer.js";

// Tool docs of fresh12 (Vonage account, Spinitron, TVmaze user) as the pipeline ingested them.
const tools = JSON.parse(
  readFileSync(new URL("../fixtures/synth/f12-tools.json", import.meta.url), "utf8"),
) as Record<string, ToolSpec[]>;
const spec = (env: string, name: string): ToolSpec => {
  const t = tools[env]?.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name} in ${env}`);
  return t;
};
const ok = (result: unknown) => ({ ok: true as const, result });
const ctxOf = (s: ToolSpec) => ({
  docs: fieldDocs(s.outputSchema),
  units: docUnits(s.outputSchema, s.description ?? ""),
  year: 2026,
});

describe("a field becomes the user's word only through a label a person would say", () => {
  it("paging fields have no label (fresh12: 'the total items of the account locations data')", () => {
    for (const name of ["total_items", "total_pages", "page_size", "page", "totalCount", "perPage"])
      expect(spokenFieldLabel(name)).toBeUndefined();
    expect(spokenFieldLabel("items", { description: "Page size" })).toBeUndefined();
  });

  it("a preposition is what it marks: Spinitron's since (format year) is the start year", () => {
    const docs = fieldDocs(spec("spinitron", "get_personas_by_id").outputSchema);
    expect(spokenFieldLabel("since", docs.since)).toBe("start year");
    expect(spokenFieldLabel("until", { format: "date-time" })).toBe("end time");
    // A converter's `from` is a unit, not a start: no time word in its doc.
    expect(grammarLabel("from", { description: "Unit to convert from" })).toBeUndefined();
  });

  it("a participle with at/on is when it happened: 'update the marked at' → time it was marked", () => {
    expect(spokenFieldLabel("marked_at", { role: "datetime" })).toBe("time it was marked");
    expect(spokenFieldLabel("occurred_at", { role: "datetime" })).toBe("time it occurred");
    expect(spokenFieldLabel("shippedOn", { role: "date" })).toBe("date it was shipped");
    expect(spokenFieldLabel("created_at", { role: "datetime" })).toBe("creation time");
    // fresh12 Sandbox: "the sandbox activity with created timestamp 1754672400000".
    expect(grammarLabel("createdTimestamp", { role: "datetime" })).toBe("creation time");
    // fresh7 OpenAI: "add the searches for the engine with a created of Oct 26, 2025 at 4:15 pm".
    expect(grammarLabel("created", { role: "datetime" })).toBe("creation time");
    // A participle that holds no date is no time: `approved` (a yes or no) stays itself.
    expect(grammarLabel("approved", { role: "flag" })).toBeUndefined();
    // "the created date and last modified date" is how people already say it (r1's best sample).
    expect(spokenFieldLabel("createdDate", { role: "datetime" })).toBe("created date");
    expect(spokenFieldLabel("lastModifiedDate", { role: "datetime" })).toBe("last modified date");
  });

  it("natural labels are left as they are; acronyms in capitals", () => {
    expect(spokenFieldLabel("email")).toBe("email");
    expect(spokenFieldLabel("start_date", { role: "date" })).toBe("start date");
    expect(spokenFieldLabel("total_price", { role: "money" })).toBe("total price");
    expect(spokenFieldLabel("cdDriveUri")).toBe("CD drive URI");
    expect(grammarLabel("email")).toBeUndefined();
    expect(spokenFieldLabel("user_id", { role: "id" })).toBeUndefined();
  });

  it('the assistant asks for an address as one, never "Which cd drive uri is it?"', () => {
    const asked = askFor(
      {
        key: "s1.cdDriveUri",
        value: "cddrive:id:7",
        label: "cd drive uri",
        kind: "url",
        role: "arg",
        personal: false,
      },
      3,
    );
    expect(asked).toBe("What's the CD drive URI?");
  });
});

describe("answers say a field by its spoken label and its doc's unit", () => {
  it("a persona read: 'The since is 2013' → the start year; two fields at most", () => {
    const s = spec("spinitron", "get_personas_by_id");
    const result = {
      id: 3,
      name: "Travon Gutkowski",
      since: 2013,
      email: "travon.gutkowski@example.com",
      image: "https://www.example.com/personas/846",
      website: "https://www.example.com/travon",
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(s), 0, ctxOf(s));
    const answer = finalAnswer(facts, false);
    expect(answer).not.toMatch(/\bthe since\b/i);
    expect(facts.length).toBeLessThanOrEqual(2);
    expect(facts.map((f) => f.label)).toContain("start year");
  });

  it("a show's duration in the doc's seconds: \"the duration is 10800\" → 3 hours", () => {
    const s = spec("spinitron", "get_shows_by_id");
    const result = {
      id: 7,
      title: "Ghostbusters",
      duration: 10800,
      start: "2026-01-03T16:00:00Z",
      end: "2026-01-03T19:00:00Z",
      since: 2005,
    };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", toolWords(s), 0, ctxOf(s)), false);
    // The doc's number stays (the answer must state the value), with the unit a person uses.
    expect(answer).toMatch(/duration is 10800 seconds \(3 hours\)/);
    expect(spokenDuration(60, "seconds")).toBe("60 seconds (1 minute)");
    expect(spokenDuration(90, "seconds")).toBe("90 seconds");
    expect(spokenDuration(1, "minutes")).toBe("1 minute");
    expect(spokenDuration(120, "minutes")).toBe("120 minutes (2 hours)");
  });

  it('a page of services is answered with the services, never "The total items are 100."', () => {
    const s = spec("account", "AccountCtrl_getAccountServicesByAccountID");
    const result = {
      _embedded: { data: { id: 527353, name: "Standard embedded", status: "active" } },
      _links: { self: { href: "https://www.example.com/self/347" } },
      page: 1,
      page_size: 25,
      total_items: 100,
      total_pages: 4,
    };
    const w = { ...toolWords(s), kind: "list" as const };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0, ctxOf(s)), false);
    expect(answer).not.toMatch(/total items/i);
    expect(answer).toMatch(/Standard embedded/);
  });

  it('a read of a page of locations never tells its paging ("The total items are 24.")', () => {
    const s = spec("account", "AccountCtrl_getLocationsByAccountID");
    const result = {
      _embedded: {
        data: [
          { id: 327910, name: "Headquarters", address: { city: "Holmdel" } },
          { id: 327911, name: "Warehouse", address: { city: "Newark" } },
        ],
      },
      page: 1,
      page_size: 10,
      total_items: 2,
      total_pages: 1,
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(s), 0, ctxOf(s));
    const answer = finalAnswer(facts, false);
    expect(answer).not.toMatch(/total items|page size/i);
    expect(answer).toMatch(/Headquarters/);
  });

  it('spins are named by their song (the doc: "Title of the song"), never by record label', () => {
    const s = spec("spinitron", "get_spins");
    const result = {
      items: [
        { id: 1, song: "Let It Be", artist: "The Beatles", label: "Apple Records" },
        { id: 2, song: "Helter Skelter", artist: "The Beatles", label: "onboarding" },
      ],
    };
    const w = { ...toolWords(s), kind: "list" as const };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0, ctxOf(s)), false);
    expect(answer).toMatch(/Let It Be/);
    expect(answer).not.toMatch(/Apple Records/);
  });

  it('"it was occurred on Jan 28" → "it occurred on Jan 28"; "it was marked on" stays', () => {
    const occurred = answerFactsFrom(
      ok({ id: "act_1", occurred_at: "2026-01-28T08:00:00Z" }),
      "s1",
      toolWords({ name: "get_activity", description: "Get an activity", inputSchema: {} }),
      0,
      { year: 2026 },
    );
    expect(finalAnswer(occurred, false)).toMatch(/It occurred on Jan 28 at 8 am/);
    const marked = answerFactsFrom(
      ok({ episode_id: 4, marked_at: "2026-01-08T11:45:00Z" }),
      "s1",
      toolWords({ name: "get_episode_mark", description: "Get an episode mark", inputSchema: {} }),
      0,
      { year: 2026 },
    );
    expect(finalAnswer(marked, false)).toMatch(/It was marked on Jan 8 at 11:45 am/);
  });
});

describe("a list answer names the records asked for, not a record's own words", () => {
  const webhooks = toolWords({
    name: "get_by_workspace_slug_webhooks",
    description: "List webhooks in a workspace",
    inputSchema: { type: "object", properties: { workspace_slug: { type: "string" } } },
  });
  it('fresh12 r1 S02: "I found 2 webhooks: backend and billing" named one webhook\'s tags', () => {
    const result = {
      workspace_slug: "product",
      activity_tags: ["backend", "billing"],
      activity_types: ["custom", "standard"],
      event_type: "custom",
      member_tags: ["Michele Blick", "Jett Cormier"],
      name: "Deploy notifications",
      url: "https://www.example.com/webhooks/835",
      id: "product",
    };
    const w = { ...webhooks, kind: "list" as const };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0, {}), false);
    expect(answer).not.toMatch(/backend/);
    expect(answer).toMatch(/Deploy notifications/);
  });
  it("a list of plain values that is the whole result is still answered with them", () => {
    const w = { ...webhooks, noun: "tag", nounPlural: "tags", kind: "list" as const };
    const answer = finalAnswer(
      answerFactsFrom(ok({ tags: ["backend", "billing"] }), "s1", w, 0, {}),
      false,
    );
    expect(answer).toMatch(/backend and billing/);
  });
});

describe("a tool's noun ends where the doc starts to describe the search", () => {
  const http = (name: string, description: string) =>
    toolWords({ name, description, inputSchema: { type: "object", properties: {} } });
  it('fresh12 SMS Works: "zero messages matching your search criteria matching …"', () => {
    const w = http("post_messages_failed", "Get failed messages matching your search criteria");
    expect(w.noun).toBe("failed message");
    expect(w.phrase.text).not.toMatch(/criteri/);
  });
  it('"messages scheduled from your account" are the scheduled messages', () => {
    const w = http(
      "get_messages_schedule",
      "Returns a list of messages scheduled from your account, comprising any messages scheduled in the last 3 months",
    );
    expect(w.noun).toBe("scheduled message");
  });
  it('"Get account locations data by account ID": the data of the locations is the locations', () => {
    const w = http(
      "AccountCtrl_getLocationsByAccountID",
      "Get account locations data by account ID",
    );
    expect(w.noun).not.toMatch(/\bdata\b/);
  });
  it("a noun that ends in a participle-like word of its own stays: 'the shared folders'", () => {
    expect(http("list_shared_folders", "List shared folders").noun).toBe("shared folder");
  });
});

describe("who a message comes from is said as that", () => {
  it('fresh12 SMS Works: "for the YourCompany sender" → "from YourCompany"', () => {
    const f = { key: "s1.sender", value: "YourCompany", label: "sender", role: "arg" as const };
    expect(factPhrase({ ...f, personal: false, kind: "other" })).toBe("from YourCompany");
  });
  it("a sender's phone number is still given as one", () => {
    const f = { key: "s1.sender", value: "447777777777", label: "sender", role: "arg" as const };
    expect(factPhrase({ ...f, personal: false, kind: "other" })).not.toMatch(/^from /);
  });
});

describe("an update is confirmed with what it set, not which record it was", () => {
  const update = toolWords({
    name: "put_by_workspace_slug_organizations_by_organization_id",
    description: "Update an organization",
    inputSchema: { type: "object", properties: {} },
  });
  it('fresh12: "I\'ve updated the organization. The workspace slug is operations."', () => {
    const args = {
      workspace_slug: "operations",
      organization_id: "org_1002",
      lifecycle_stage: "customer",
      source: "mobile",
    };
    const result = { ...args, id: "org_1002", price_plan: "Pro" };
    const facts = answerFactsFrom(ok(result), "s1", { ...update, kind: "update" as const }, 0, {
      argNames: Object.keys(args),
      args,
      said: ["customer", "mobile"],
    });
    const labels = facts.map((f) => f.label);
    expect(labels).not.toContain("workspace slug");
    expect(labels).toEqual(expect.arrayContaining(["lifecycle stage", "source"]));
  });
});

describe("a price named by the trade (fresh44 dev, Nookipedia)", () => {
  // "What's the category and sell of the character photo or poster?" → "the sell is 5".
  it("says `sell` and `buy` as the price they hold", () => {
    expect(spokenFieldLabel("sell", { description: "Sell price" })).toBe("selling price");
    expect(spokenFieldLabel("buy")).toBe("buying price");
  });
  it("leaves a listed choice alone", () => {
    expect(spokenFieldLabel("sell", { enum: ["yes", "no"] })).toBe("sell");
  });
});
