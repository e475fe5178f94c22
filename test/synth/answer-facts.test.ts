import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, confirmation } from "../../src/core/synth/build-task.js";
import { answerReaderProblems } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// The bundled examples' own tool docs, as the pipeline reads them.
const helpdesk = (
  JSON.parse(readFileSync("public/examples/helpdesk.openai-tools.json", "utf8")) as {
    function: { name: string; description: string; parameters: Record<string, unknown> };
  }[]
).map((t) => ({
  name: t.function.name,
  description: t.function.description,
  inputSchema: t.function.parameters,
}));
const smartHome = (
  JSON.parse(readFileSync("public/examples/smart-home.mcp.json", "utf8")) as {
    tools: { name: string; description?: string; inputSchema: Record<string, unknown> }[];
  }
).tools.map((t) => ({
  name: t.name,
  description: t.description ?? "",
  inputSchema: t.inputSchema,
}));
const words = (name: string) => {
  const spec = [...helpdesk, ...smartHome].find((t) => t.name === name) as ToolSpec | undefined;
  if (!spec) throw new Error(`no tool ${name} in the examples`);
  return toolWords(spec);
};
const ok = (result: unknown) => ({ ok: true as const, result });

describe("a write is confirmed by what the user asked for", () => {
  it("a leave request: its status and dates, never the note the server filled in", () => {
    const result = {
      employee_id: "emp_1001",
      start_date: "2026-01-04",
      end_date: "2026-01-05",
      kind: "vacation",
      request_id: "lr_1009",
      status: "pending",
      approver_id: "app_8332",
      note: "Moving house",
    };
    const facts = answerFactsFrom(ok(result), "s1", words("request_leave"), 0, { year: 2026 });
    expect(facts.map((f) => f.label)).toEqual(["status", "start date", "end date"]);
    const answer = finalAnswer(facts, true, "I've requested the leave.");
    expect(answer).not.toMatch(/Moving house/);
    expect(
      answerReaderProblems(answer, {
        request: "Could you request a vacation leave from January 4 to January 5 for me?",
        results: [JSON.stringify(result)],
      }),
    ).toEqual([]);
  });

  it("a schedule for a device: the time, under the schedule, for the device", () => {
    const w = words("create_schedule");
    const result = { device_id: "dev_1006", power: "off", repeat: "weekdays", time: "19:15" };
    const facts = answerFactsFrom(ok(result), "s2", w, 0);
    expect(facts.map((f) => f.label)).toEqual(["schedule time"]);
    const confirm = confirmation(w, ok(result), undefined, {
      name: "Kitchen speaker",
      noun: "device",
    });
    expect(finalAnswer(facts, true, confirm)).toBe(
      'I\'ve added the schedule for the device "Kitchen speaker". The schedule time is 7:15 pm.',
    );
  });

  it("a new record's bookkeeping dates are not news; when it happens is", () => {
    const w = toolWords({
      name: "add_custom_device",
      description: "Add a custom device.",
      inputSchema: { type: "object", properties: { Serial: { type: "integer" } } },
      kind: "create",
    } as ToolSpec);
    const facts = answerFactsFrom(
      ok({ Name: "Bathroom device", Serial: 43, ValueDate: "2026-02-03T05:00:00Z" }),
      "d",
      w,
      0,
    );
    expect(facts).toEqual([]);
  });

  it("a ticket for an employee keeps its own title; a comment is confirmed as a comment", () => {
    const open = {
      employee_id: "emp_1005",
      title: "Printer on floor 2 jams",
      ticket_id: "tic_1009",
      status: "open",
      priority: "high",
    };
    expect(
      confirmation(
        words("open_ticket"),
        ok(open),
        { name: "Printer on floor 2 jams" },
        { name: "Elwyn Dietrich", noun: "employee" },
      ),
    ).toBe('I\'ve opened the ticket "Printer on floor 2 jams" for the employee "Elwyn Dietrich".');
    // "open" after opening and a default priority are nothing the user asked about.
    expect(answerFactsFrom(ok(open), "s3", words("open_ticket"), 0)).toEqual([]);
    expect(
      confirmation(
        words("comment_ticket"),
        ok({ ticket_id: "tic_1009", text: "Noted." }),
        undefined,
      ),
    ).toBe("I've added a comment to the ticket.");
  });
});

describe("reads answer their own question", () => {
  it("a follow-up after a change answers what changed first", () => {
    const state = { device_id: "dev_1008", power: "on", target_celsius: 22.4 };
    const facts = answerFactsFrom(ok(state), "f", words("get_device_state"), 1, {
      focus: ["device_id", "target_celsius"],
    });
    expect(facts[0]?.label).toBe("temperature");
  });

  it("a balance lookup answers the balance before anything else the result carries", () => {
    const result = {
      employee_id: "emp_1003",
      team: "Legal",
      manager: "Ida Lowe",
      leave_balance: 12,
    };
    const facts = answerFactsFrom(ok(result), "b", words("get_leave_balance"), 0);
    expect(facts[0]?.label).toBe("leave balance");
  });

  it("a list of words names them; records without a name are told by their sort and dates", () => {
    const names = answerFactsFrom(ok(["Kitchen", "Office"]), "l", words("list_rooms"), 0);
    expect(finalAnswer(names, false)).toBe("I found 2 rooms: Kitchen and Office.");
    const leaves = answerFactsFrom(
      ok({
        leave_requests: [
          {
            kind: "sick",
            start_date: "2026-01-05",
            end_date: "2026-01-13",
            note: "Family wedding",
          },
          {
            kind: "unpaid",
            start_date: "2026-02-13",
            end_date: "2026-02-15",
            note: "School event",
          },
        ],
      }),
      "l",
      words("list_leave_requests"),
      0,
      { year: 2026 },
    );
    expect(finalAnswer(leaves, false)).toBe(
      "I found 2 leave requests: a sick one from January 5 to January 13 and an unpaid one from February 13 to February 15.",
    );
  });

  it("a conversion answers with the link to what it made, not the call's cost", () => {
    const w = toolWords({
      name: "wkhtmltopdfFromHtmlPost",
      description: "Convert raw HTML to a PDF.",
      inputSchema: { type: "object", properties: { html: { type: "string" } } },
      kind: "compute",
    } as ToolSpec);
    const result = {
      cost: 0.0007979,
      mbIn: 0.06463,
      mbOut: 0.73327,
      pdf: "https://link-to-your-pdf",
      success: true,
    };
    const facts = answerFactsFrom(ok(result), "c", w, 0);
    expect(facts.map((f) => f.value)).toEqual(["https://link-to-your-pdf"]);
  });

  it("records with no name are told apart by a short value, not counted", () => {
    const hits = [
      { context: "cursor = load_font();", line: 1313, package: "i3-wm", path: "i3bar/src/xcb.c" },
      { context: "xcb_flush(conn);", line: 20, package: "i3-wm", path: "i3bar/src/main.c" },
    ];
    const facts = answerFactsFrom(ok(hits), "s", words("list_rooms"), 0);
    expect(finalAnswer(facts, false)).toBe(
      "I found 2 rooms: i3bar/src/xcb.c and i3bar/src/main.c.",
    );
  });
});

describe("an estimate is answered with its answer, not with the link it was given", () => {
  it("face age: the age, never the image url the user sent", () => {
    const spec: ToolSpec = {
      name: "create_face_age",
      description: "Estimate the age of the person in an image.",
      inputSchema: {
        type: "object",
        properties: { image_url: { type: "string", format: "uri" } },
        required: ["image_url"],
      },
    } as ToolSpec;
    const url = "https://www.example.com/face-ages/284";
    const facts = answerFactsFrom(ok({ image_url: url, answer: 21.96 }), "s1", toolWords(spec), 0, {
      argNames: ["image_url"],
      said: [url],
    });
    expect(facts.map((f) => f.value)).toContain(21.96);
    expect(facts.map((f) => f.value)).not.toContain(url);
  });
});

describe("a placeholder is no fact to tell (fresh23 readers: 'The price offer is Result 7.')", () => {
  const priceOffers = toolWords({
    name: "Price_Offers",
    description: "Price Offers\n\nRetrieve a best price offer given an origin and destination.",
    inputSchema: { type: "object", properties: { origin: { type: "string" } } },
    outputSchema: { type: "string" },
  } as ToolSpec);
  it("a bare answer the doc never describes gives no fact, a real one does", () => {
    expect(answerFactsFrom(ok("Result 7"), "s1", priceOffers, 0)).toEqual([]);
    expect(answerFactsFrom(ok("EUR 257.99"), "s1", priceOffers, 0).map((f) => f.value)).toEqual([
      "EUR 257.99",
    ]);
  });
});

describe("a field's unit is said with its value, never read out as part of its label (issue 12 §1)", () => {
  // fresh25 listen-podcast readers (F/B): "what's the number of items and total audio length sec of
  // the playlist", "The audio length sec is 390 seconds".
  const w = toolWords({
    name: "getPlaylistById",
    description: "Fetch a playlist by id.",
    inputSchema: { type: "object", properties: { id: { type: "string" } } },
    kind: "read",
  } as ToolSpec);
  it.each([
    [
      "total_audio_length_sec",
      720,
      "total audio length",
      /^the total audio length is 720 seconds \(12 minutes\)$/,
    ],
    ["audio_length_sec", 390, "audio length", /^the audio length is 390 seconds$/],
    ["duration_secs", 45, "duration", /^the duration is 45 seconds$/],
  ])("%s", (key, value, label, text) => {
    const facts = answerFactsFrom(ok({ [key]: value }), "s1", w, 0);
    expect(facts.map((f) => f.label)).toEqual([label]);
    expect(facts[0]?.text).toMatch(text);
  });
});

describe("an order's whole-dollar total is money, not a count of its lines", () => {
  it('"the total is $270", never "it has 270 lines" (bundled shoe shop, seed 42)', () => {
    const w = toolWords({
      name: "createOrder",
      description: "Place an order",
      inputSchema: { type: "object", properties: { lines: { type: "array" } } },
      kind: "create",
    } as ToolSpec);
    const result = {
      id: "ord_1011",
      lines: [{ product_id: "pro_1008", quantity: 2, size: 38, unit_price: 135 }],
      status: "pending",
      total: 270,
    };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026, currency: "USD" });
    const answer = finalAnswer(facts, true, "I've placed the order.");
    expect(answer).not.toMatch(/270 lines/);
    expect(answer).toMatch(/\$270/);
  });
});

describe("an agenda's items are counted as what they are", () => {
  it('"I found 8 events", never "I found 8 agenda" (bundled smart home, get_calendar_today)', () => {
    const w = words("get_calendar_today");
    const result = {
      events: [
        { title: "School pickup", start: "2026-01-05T15:00:00Z", location: "Home" },
        { title: "Piano lesson", start: "2026-01-05T17:00:00Z", location: "Main Street Cafe" },
      ],
    };
    const facts = answerFactsFrom(ok(result), "s1", { ...w, kind: "list" }, 0, { year: 2026 });
    const answer = finalAnswer(facts, true);
    expect(answer).toMatch(/^I found 2 events/);
    expect(answer).not.toMatch(/agenda/);
  });
});

describe("an error message in a record is no fact to tell", () => {
  it('"The status is Parameter out of bounds." is never an answer (fresh28 readers, B)', () => {
    const w = toolWords({
      name: "getScore",
      description: "Get a score",
      inputSchema: { type: "object", properties: { id: { type: "string" } } },
      kind: "read",
    } as ToolSpec);
    const result = {
      title: "Moonlight Sonata",
      status: "Parameter out of bounds",
      composer: "Beethoven",
    };
    const facts = answerFactsFrom(ok(result), "s1", w, 0, { year: 2026 });
    expect(facts.map((f) => String(f.value))).not.toContain("Parameter out of bounds");
    // A one-word status stays one ("failed" is a job's status).
    const job = answerFactsFrom(ok({ name: "Nightly export", status: "failed" }), "s2", w, 0);
    expect(job.map((f) => String(f.value))).toContain("failed");
  });
});

describe("an instant named by a verb and 'at' is said with the verb", () => {
  it('"it expires on Feb 13 at 9 am", never "the expires at is …" (DocSpring, f33)', () => {
    const w = toolWords({
      name: "expireSubmission",
      description: "Expire a PDF submission",
      inputSchema: { type: "object", properties: { submission_id: { type: "string" } } },
      kind: "delete",
    } as ToolSpec);
    const facts = answerFactsFrom(
      ok({ id: "sub_1", state: "processed", expires_at: "2026-02-13T09:00:00Z" }),
      "s",
      w,
      0,
      { year: 2026, docs: { expires_at: { description: "" } } },
    );
    const texts = facts.map((f) => f.text);
    expect(texts).toContain("it expires on Feb 13 at 9 am");
    expect(texts.join(" ")).not.toMatch(/expires at is/);
  });
});

describe("a removal's answer", () => {
  it("tells nothing of what the removed record held (big red cloud, fresh36 dev)", () => {
    const w = toolWords({
      name: "CashReceipts_Delete",
      description: "Remove a cash receipt",
      inputSchema: { type: "object", properties: { id: { type: "integer" } } },
      kind: "delete",
    } as ToolSpec);
    const facts = answerFactsFrom(
      ok({ id: 5, discount: 121, total: 109.95, entryDate: "2026-02-02T11:15:00Z" }),
      "s",
      w,
      0,
      { year: 2026 },
    );
    expect(facts.map((f) => f.text).join(" ")).not.toMatch(/discount|total/);
  });
});
