import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, confirmation } from "../../src/core/synth/build-task.js";
import { answerProblems, answerReaderProblems } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Results shaped like the fresh8 specs the blind readers read (an SMS gateway, a scheduling setup
// API, a DICOM server), written here so the cause — not the spec — is what is tested.
const spec = (name: string, description: string): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  annotations: { http: { method: "GET", path: `/${name}` } },
});
const ok = (result: unknown) => ({ ok: true as const, result });
const answerOf = (tool: string, description: string, result: unknown) => {
  // The semantic model reads these GETs as lists (their kind in the fresh8 runs).
  const w = { ...toolWords(spec(tool, description)), kind: "list" as const };
  const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026 });
  return { facts, answer: finalAnswer(facts, false) };
};
const judged = (answer: string, request: string, result: unknown) =>
  answerReaderProblems(answer, { request, results: [JSON.stringify(result)] });

const incoming = {
  incomingMessages: [
    {
      incomingApiMessageId: 58324,
      messageText: "Hello, I'm responding to your advert.",
      mobileNumber: "+44 7446 280687",
      outgoingApiMessageId: 2316,
      receiveTime: "2026-01-23T14:30:00Z",
    },
    {
      incomingApiMessageId: 58326,
      messageText: "STOP",
      mobileNumber: "+44 7478 887753",
      outgoingApiMessageId: 2318,
      receiveTime: "2026-01-15T08:00:00Z",
    },
  ],
};

describe("a list item is named by what identifies it, plus what tells it apart", () => {
  it("a message is told by who sent it and when, not by its time alone", () => {
    const { answer, facts } = answerOf("getIncomingMessages", "List incoming messages", incoming);
    expect(answer).toBe(
      "I found 2 incoming messages: one from +44 7446 280687 on Jan 23 at 2:30 pm and one from +44 7478 887753 on Jan 15 at 8 am.",
    );
    expect(answerProblems(answer, facts)).toEqual([]);
    expect(judged(answer, "Can you list the incoming messages?", incoming)).toEqual([]);
    // What the readers saw (r2 S04): times only.
    expect(
      judged(
        "I found 6 incoming messages, among them one on Jan 23 at 2:30 pm, one on Jan 15 at 8 am and one on Dec 8, 2025 at 4:30 pm.",
        "Can you list the incoming messages already? I've been waiting.",
        incoming,
      ),
    ).toContain("items-by-date");
  });

  it("a scheduled message is told by who it goes to", () => {
    const scheduled = {
      scheduledMessages: [
        {
          apiMessageId: 2316,
          creditCost: 1.3,
          mobileNumber: "+1 613 610 0085",
          scheduledSendTime: "2025-12-21T10:15:00Z",
          submitTime: "2026-01-18T12:00:00Z",
        },
        {
          apiMessageId: 2318,
          creditCost: 1.3,
          mobileNumber: "+1 543 391 2277",
          scheduledSendTime: "2026-01-18T11:00:00Z",
          submitTime: "2025-12-24T17:00:00Z",
        },
      ],
    };
    const { answer } = answerOf("getScheduledMessages", "List scheduled messages", scheduled);
    expect(answer).toBe(
      "I found 2 scheduled messages: one to +1 613 610 0085 on Dec 21, 2025 at 10:15 am and one to +1 543 391 2277 on Jan 18 at 11 am.",
    );
  });

  it("a record with no party is still told by its date (a leave by its dates)", () => {
    const leaves = {
      leaves: [
        { id: "lv_1", type: "sick", start_date: "2026-01-05", end_date: "2026-01-13" },
        { id: "lv_2", type: "annual", start_date: "2026-02-02", end_date: "2026-02-06" },
      ],
    };
    const { answer } = answerOf("listLeaves", "List leaves", leaves);
    expect(answer).toMatch(/^I found 2 leaves: a sick one from January 5 to January 13/);
    expect(judged(answer, "Can you list my leaves?", leaves)).toEqual([]);
  });

  it("a page of a longer list is counted by the total the result reports", () => {
    const page = {
      count: 1,
      data: [
        { access: "admin", function: "option", object: "option", role: "freely" },
        { access: "read", function: "FUN-6950", object: "configuration", role: "secret" },
      ],
      hasMore: true,
      object: "OBJ-2566",
      total: 113,
    };
    const { answer, facts } = answerOf(
      "getBusinessUserPermissions",
      "List business user permissions",
      page,
    );
    expect(facts[0]?.value).toBe(113);
    expect(answer).toMatch(/^I found 113 business user permissions, among them /);
    // What r1 saw (S02).
    expect(
      judged(
        "I found 2 business user permissions: admin and read.",
        "Good afternoon, would you be able to list the business user permissions? Many thanks.",
        page,
      ),
    ).toContain("count-below-total");
    // A total that is the list itself is no page: "I found 2 regions" over `"total":2` passes.
    const whole = { data: page.data, total: 2 };
    expect(
      judged("I found 2 business user permissions: admin and read.", "list them", whole),
    ).not.toContain("count-below-total");
  });

  it("records known only by their sort are counted per sort, not listed as 'a standard, a custom'", () => {
    const associations = [
      { id: 1, sourceId: 5, sourceType: "standard", tagFilterId: 47 },
      { id: 2, sourceId: 7, sourceType: "standard", tagFilterId: 83 },
      { id: 3, sourceId: 2, sourceType: "custom", tagFilterId: 78 },
      { id: 4, sourceId: 3, sourceType: "external", tagFilterId: 98 },
      { id: 5, sourceId: 4, sourceType: "internal", tagFilterId: 12 },
    ];
    const { answer, facts } = answerOf(
      "getFilteringAssociations",
      "List filtering associations",
      associations,
    );
    expect(answer).toBe(
      "I found 5 filtering associations: 2 standard, 1 custom, 1 external and 1 internal.",
    );
    expect(answerProblems(answer, facts)).toEqual([]);
    const request = "Hello! So, I'd like to list the filtering associations, if that's possible.";
    expect(judged(answer, request, associations)).toEqual([]);
    // What r1 saw (S11).
    expect(
      judged(
        "I found 9 filtering associations, among them a standard, a custom and an external.",
        request,
        associations,
      ),
    ).toContain("items-by-type");
  });

  it("of several lists, the one named for what was asked answers it", () => {
    const zones = {
      object: "calendar",
      regions: ["Asia Pacific", "Latin America", "Europe"],
      timezones: [
        { name: "Mountain Time", region: "North America", timezoneIanna: "America/Denver" },
        { name: "Central European Time", region: "Europe", timezoneIanna: "Europe/Paris" },
      ],
    };
    const { answer } = answerOf("getTimezoneNames", "List the timezone names", zones);
    expect(answer).toBe("I found 2 timezone names: Mountain Time and Central European Time.");
    const request = "Can you list the timezone names already? I've been waiting.";
    expect(judged(answer, request, zones)).toEqual([]);
    // What r1 saw (S21): the regions passed off as timezones.
    expect(
      judged("I found 3 timezone names: Asia Pacific, Latin America and Europe.", request, zones),
    ).toContain("wrong-list");
    // One list only: its items are the answer whatever its key.
    const words = { results: ["sad", "glum", "blue"] };
    expect(judged("I found 3 synonyms: sad, glum and blue.", "list the synonyms", words)).toEqual(
      [],
    );
  });

  it("a record named by another record's name says which one it is", () => {
    const appointments = {
      count: 1,
      data: [
        {
          bookedBy: "profile",
          businessName: "Gleichner - Bradtke",
          calendarId: "cal_1007",
          confirmationNumber: "SQJMKE",
          confirmed: false,
          createDate: "2026-01-27",
          customerId: "cus_1001",
        },
        {
          bookedBy: "access",
          businessName: "Purdy Inc",
          calendarId: "cal_1008",
          confirmationNumber: "ZVVGRQ",
          confirmed: true,
          createDate: "2025-12-24",
          customerId: "cus_1004",
        },
      ],
      hasMore: true,
      total: 28,
    };
    const { answer } = answerOf("getAppointments", "List the appointments", appointments);
    expect(answer).toBe(
      "I found 28 appointments, among them Gleichner - Bradtke (confirmation number SQJMKE) and Purdy Inc (confirmation number ZVVGRQ).",
    );
  });

  it("people are named in full; a password never names anyone", () => {
    const accounts = {
      subAccounts: [
        { accountNumber: 58324, creditBalance: 4026, firstName: "Cecile", surname: "Kovacek" },
        { accountNumber: 58325, creditBalance: 201.4, firstName: "Jasmine", surname: "Hamill" },
      ],
    };
    expect(answerOf("getSubAccounts", "List sub accounts", accounts).answer).toBe(
      "I found 2 sub accounts: Cecile Kovacek and Jasmine Hamill.",
    );
    const users = [
      { hashedPassword: "Range-96!cgB", id: 1, role: "admin", user: "Elmo Brown" },
      { hashedPassword: "Circumference-71!qkB", id: 2, role: "scp", user: "Brice Watsica" },
    ];
    expect(answerOf("getUsers", "List users", users).answer).toBe(
      "I found 2 users: Elmo Brown and Brice Watsica.",
    );
  });

  it("two records under one name are told apart by what differs", () => {
    const scps = [
      { aeTitle: "Lyon ae", id: 1, name: "Lyon scp", port: 443 },
      { aeTitle: "San Diego ae", id: 2, name: "San Diego scp", port: 3306 },
      { aeTitle: "Lyon ae", id: 3, name: "Lyon scp", port: 104 },
    ];
    const { answer } = answerOf("getScps", "List SCPs", scps);
    expect(answer).toBe(
      "I found 3 SCPs: Lyon scp (port 443), San Diego scp and Lyon scp (port 104).",
    );
    expect(judged(answer, "Please list the SCPs.", scps)).toEqual([]);
    // What r1 saw (S18).
    expect(
      judged(
        "I found 3 SCPs, among them Lyon scp, San Diego scp and Lyon scp.",
        "Please list the SCPs.",
        scps,
      ),
    ).toContain("repeated-items");
  });
});

describe("an answer says what the result says", () => {
  it("a read that came back with only ids is not 'nothing found'", () => {
    // r2 S10: "I couldn't find anything." after the call returned a record.
    expect(finalAnswer([], false, undefined, true)).toBe(
      "I found it, but it holds nothing beyond its ids.",
    );
    expect(finalAnswer([], false, undefined, false)).toBe("I couldn't find anything.");
    const result = { id: 1, supplied_id: "sup_1093", anonymized_id: 1 };
    expect(
      judged("I couldn't find anything.", "could you check the anonymized image now?", result),
    ).toContain("false-empty");
    expect(
      judged(
        "I found it, but it holds nothing beyond its ids.",
        "could you check the anonymized image now?",
        result,
      ),
    ).toEqual([]);
  });

  it("fields wrapped as {value: …} are read as the fields they are", () => {
    const w = toolWords(spec("getSeriesById", "Get a series"));
    const series = {
      id: 8,
      manufacturer: { value: "Siemens" },
      modality: { value: "MR" },
      seriesDescription: { value: "Knee T2" },
    };
    const answer = finalAnswer(answerFactsFrom(ok(series), "s1", w, 0), false);
    expect(answer).not.toBe("I couldn't find anything.");
    expect(answer).toMatch(/Siemens|MR|Knee T2/);
  });

  it("a measure is said with a unit only when the field or the user gave one", () => {
    const w = toolWords(spec("getQr", "Get a QR code"));
    const qr = { qr_id: "qr_1001", width: 7, height: 45, margin: 75, text: "Gate 4 wifi" };
    const answer = finalAnswer(answerFactsFrom(ok(qr), "s1", w, 0), false);
    expect(answer).not.toMatch(/\bcm\b/);
    const request = "Hi there, I'm curious about the width, height and margin.";
    // r2 S27: "The width is 7 cm" for a QR code measured in pixels.
    expect(
      judged("The width is 7 cm, the height is 45 cm and the margin is 75.", request, qr),
    ).toContain("invented-unit");
    expect(judged("The width is 7, the height is 45 and the margin is 75.", request, qr)).toEqual(
      [],
    );
    // A unit the field names is the result's own.
    const sized = { height_cm: 172, weight_kg: 70 };
    const said = finalAnswer(
      answerFactsFrom(ok(sized), "s1", toolWords(spec("getBody", "Get body size")), 0),
      false,
    );
    expect(said).toMatch(/172 cm/);
    expect(judged(said, "How tall am I?", sized)).not.toContain("invented-unit");
  });

  it("a field named for a unit said as a word is caught", () => {
    // r2 S08/S23: "The ppm is restish.", "The ppm is time."
    const co2 = { date: "2025-12-08", ppm: "restish" };
    expect(
      judged("The ppm is restish.", "what the ppm of the co2 on December 8 is", co2),
    ).toContain("word-for-a-measure");
    expect(
      judged("The ppm is 412.5.", "what the ppm of the co2 on December 8 is", { ppm: 412.5 }),
    ).not.toContain("word-for-a-measure");
  });

  it("how to sort is no filter: 'zero co2 matching \"real\"' is caught", () => {
    const problems = answerReaderProblems('I checked, and there are zero co2 matching "real".', {
      request: 'Hi, quick favour: could you find the co2 for the ordering "real" and for ppm 3.1?',
      results: ['{"count":0,"results":[]}'],
      args: ['{"ordering":"real","ppm":3.1}'],
    });
    expect(problems).toContain("sort-as-filter");
    expect(
      answerReaderProblems('I checked, and there are zero co2 matching "Mauna Loa".', {
        request: 'Could you find the co2 for the station "Mauna Loa"?',
        results: ['{"count":0,"results":[]}'],
        args: ['{"station":"Mauna Loa"}'],
      }),
    ).not.toContain("sort-as-filter");
  });

  it("a field the user asked to be told is answered, not echoed; one the user gave is echoed", () => {
    const qr = { width: 68, height: 97, margin: 49, text: "Gate 4 wifi" };
    const words = ["width", "height", "margin", "text"];
    // r1 S04 (the reader marked no bad answer): margin and text were asked for.
    expect(
      answerReaderProblems('The margin is 49 and the text is "Gate 4 wifi".', {
        request: "May I ask what the margin and text for 97 cm and 68 cm are?",
        results: [JSON.stringify(qr)],
        paramWords: words,
      }),
    ).not.toContain("input-echo");
    // r1 S06/S30: a search confirmed with its own paging input.
    expect(
      answerReaderProblems("I've checked the summary. The start is Jan 28 at 9:30 am.", {
        request: 'I need to check a summary for the rows "San Diego charitysearch".',
        results: ['{"start":"2026-01-28T09:30:00Z","city":"Sydney"}'],
        paramWords: ["search term", "city", "state", "start", "rows"],
      }),
    ).toContain("input-echo");
  });
});

describe("a confirmation names the thing in a person's words", () => {
  const action = (name: string, description: string, path: string): ToolSpec => ({
    name,
    description,
    inputSchema: { type: "object", properties: {} },
    annotations: { http: { method: "POST", path } },
  });
  it("a summary's filler is not echoed back", () => {
    const done = { ok: true as const, result: {} };
    const stop = toolWords(
      action("post_system_stop", "Stop and shut down slicebox", "/system/stop"),
    );
    const said = confirmation(stop, done, undefined) ?? "";
    expect(said).not.toMatch(/shut down slicebox/);
    const sms = toolWords(action("smsSend", "Submit 1 or more SMS messages", "/sms/send"));
    expect(confirmation(sms, done, undefined)).not.toMatch(/1 or more/);
    // What the readers saw.
    expect(
      judged("I've stopped the shut down slicebox.", "Could you stop the shut down slicebox?", {}),
    ).toContain("garbled");
    expect(
      judged("I've submitted the 1 or more SMS messages.", "submit the 1 or more SMS messages", {}),
    ).toContain("garbled");
    // Natural confirmations pass.
    expect(
      judged("I've shut down the server.", "Could you shut down the server?", { id: 1 }),
    ).toEqual([]);
    expect(
      judged("I've sent the SMS message.", "Could you send the SMS message to my number?", {
        id: 1,
      }),
    ).toEqual([]);
  });
});

describe("a listed record's state tells it apart", () => {
  it("box transfers in different states each say theirs", () => {
    const incomings = [
      { boxId: 1, boxName: "Sydney box", id: 1, status: "completed", totalImageCount: 1 },
      { boxId: 1, boxName: "Melbourne box", id: 2, status: "active", totalImageCount: 4 },
    ];
    expect(answerOf("getBoxIncomings", "List box incomings", incomings).answer).toBe(
      "I found 2 box incomings: Sydney box (completed) and Melbourne box (active).",
    );
    // All in one state: the state tells nothing apart.
    const same = incomings.map((x) => ({ ...x, status: "completed" }));
    expect(answerOf("getBoxIncomings", "List box incomings", same).answer).toBe(
      "I found 2 box incomings: Sydney box and Melbourne box.",
    );
  });
});

describe("a search that matched nothing says what it searched for in words", () => {
  it("a date is never quoted as it is stored", () => {
    const w = { ...toolWords(spec("getCo2", "Find co2 readings")), kind: "list" as const };
    const facts = answerFactsFrom(ok({ count: 0, results: [] }), "s1", w, 0, {
      said: ["2026-02-04", 3.6],
      args: { date: "2026-02-04", ppm: 3.6 },
    });
    const answer = finalAnswer(facts, false);
    // What the fresh8 run said: "there are zero co2 matching "2026-02-04"".
    expect(answer).not.toMatch(/2026-02-04/);
    expect(answer).toMatch(/^I checked, and there are zero co2/);
  });
});
