import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, confirmation } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// fresh10 billingo, the readers' S06: "CancelDocument" then "how does the document look now?".
const http = (name: string, method: string, path: string): ToolSpec => ({
  name,
  description: "",
  inputSchema: { type: "object", properties: { id: { type: "integer" } }, required: ["id"] },
  source: {
    format: "openapi",
    file: "billingo.json",
    pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
  },
});
const cancel = toolWords(http("CancelDocument", "post", "/documents/{id}/cancel"));
const get = toolWords(http("GetDocument", "get", "/documents/{id}"));
const ok = (result: unknown) => ({ ok: true as const, result });
const doc = (cancelled: boolean) => ({
  block_id: 1,
  cancelled,
  comment: "Escalated to the network team.",
  currency: "PLN",
  due_date: "2026-02-18",
  gross_total: 335.97,
  id: 2,
  invoice_number: "PREFIX / 2020-000001",
  notification_status: "failed",
  payment_status: "none",
});

describe("an action's answer tells what it changed", () => {
  it("a cancel says nothing of another process's status (readers: 'The notification status is failed…')", () => {
    const facts = answerFactsFrom(ok(doc(true)), "s2", cancel, 0, {
      year: 2026,
      changes: ["cancelled"],
    });
    const text = finalAnswer(facts, true, "I've canceled the document.");
    expect(text).not.toMatch(/notification status|payment status/);
    expect(text).toBe("I've canceled the document.");
  });

  it("the read after it leads with the flag the cancel set", () => {
    const facts = answerFactsFrom(ok(doc(true)), "s2.follow-up", get, 1, {
      year: 2026,
      focus: ["id", "cancelled"],
    });
    expect(facts[0]).toMatchObject({ key: "s2.follow-up.cancelled", value: true });
    expect(finalAnswer(facts, false, "")).toMatch(/^It's cancelled/);
  });

  it("a plain read with no change behind it does not read out yes/no fields", () => {
    const facts = answerFactsFrom(ok(doc(false)), "s1", get, 0, { year: 2026 });
    expect(facts.some((f) => typeof f.value === "boolean")).toBe(false);
    expect(facts.map((f) => f.label)).toContain("gross total");
  });

  it("an action whose effect is a status still tells the new status, not the other one", () => {
    const submit = toolWords(http("SubmitClaim", "post", "/claims/{id}/submit"));
    const facts = answerFactsFrom(
      ok({ id: 4, status: "under_review", payment_status: "unpaid", amount: 120 }),
      "s1",
      submit,
      0,
      { changes: ["status"] },
    );
    expect(facts.map((f) => f.label)).toEqual(["status"]);
  });
});

describe("the read after an update tells what the update set", () => {
  // fresh10 billingo, r2 S23: UpdateBankAccount {"id":3,"body":{…}} then "Can you also pull up the
  // bank account now?" → "I found it, but it holds nothing beyond its ids."
  const account = {
    account_number: "ACC-3305",
    currency: "JPY",
    id: 3,
    name: "Schuppe - Padberg-Kautzer",
    need_qr: false,
    swift: "SWI-6468",
  };
  it("reaches the fields inside a body-wrapped update", () => {
    const facts = answerFactsFrom(ok(account), "s2.follow-up", get, 1, {
      focus: ["id", "body", "account_number", "currency", "swift"],
      said: ["Schuppe - Padberg-Kautzer"],
    });
    expect(facts.map((f) => f.label)).toEqual(["account number", "currency", "swift"]);
    expect(facts.some((f) => f.label === "id")).toBe(false);
  });
  it("without that focus the same read names nothing it was not asked", () => {
    const facts = answerFactsFrom(ok(account), "s1", get, 0, {
      said: ["Schuppe - Padberg-Kautzer"],
    });
    expect(facts.some((f) => f.label === "currency" || f.label === "id")).toBe(false);
  });
});

describe("records without a name are told by the reference a person quotes", () => {
  // fresh10 Royal Mail GetOrdersAsync, readers B: "I found 9 order asyncs, among them one on Jan 6
  // at 8 am, one on Jan 23 at 12:45 pm …" (the orders' manifest dates, unlabelled).
  const list = toolWords({
    ...http("GetOrdersAsync", "get", "/orders"),
    inputSchema: { type: "object", properties: {} },
    outputSchema: {
      type: "object",
      properties: { orders: { type: "array", items: { type: "object" } } },
    },
  });
  const order = (n: number, ref: string) => ({
    createdOn: "2025-10-10T14:30:00Z",
    manifestedOn: `2026-01-0${n}T08:00:00Z`,
    orderIdentifier: 20 + n,
    orderReference: ref,
    trackingNumber: `1ZZ5WMSWPTOKHW8JV${n}`,
  });
  it("an order is its order reference, not its manifest date", () => {
    const facts = answerFactsFrom(
      ok([order(1, "ORD-8175"), order(2, "ORD-2231"), order(3, "ORD-9910")]),
      "s1",
      list,
      0,
      { year: 2026 },
    );
    expect(facts.slice(1).map((f) => f.text)).toEqual(["ORD-8175", "ORD-2231", "ORD-9910"]);
  });
  it("internal refs and shared values stay out (dates are told then)", () => {
    const facts = answerFactsFrom(ok([order(1, "ref_1045"), order(2, "ref_1046")]), "s1", list, 0, {
      year: 2026,
    });
    expect(facts.slice(1).every((f) => /^one /.test(f.text ?? ""))).toBe(true);
  });
});

describe("an update that renamed the record says so", () => {
  const update = toolWords(http("UpdatePartner", "put", "/partners/{id}"));
  it("called Spencer - Schmitt, now Bruen - Corkery (fresh10 readers B)", () => {
    const result = { id: 6, name: "Bruen - Corkery", general_ledger_number: "GL-5138" };
    const said = confirmation(update, ok(result), "Spencer - Schmitt");
    expect(said).toBe(
      `I've updated the partner "Spencer - Schmitt"; it's now called "Bruen - Corkery".`,
    );
    const facts = answerFactsFrom(ok(result), "s1", update, 0, { argNames: ["id", "name"] });
    expect(finalAnswer(facts, true, said)).not.toMatch(/The name is/);
  });
  it("an update that kept the name confirms it as before", () => {
    const result = { id: 6, name: "Spencer - Schmitt", general_ledger_number: "GL-5138" };
    expect(confirmation(update, ok(result), "Spencer - Schmitt")).toBe(
      `I've updated the partner "Spencer - Schmitt".`,
    );
  });
});
