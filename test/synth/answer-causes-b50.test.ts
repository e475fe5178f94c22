import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { answerRecordProblems } from "../../src/core/synth/dataset-quality.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Bad answers read on fresh52 (dev since stop 49), each on the spec excerpt and result of the run.

function answer(spec: ToolSpec, result: unknown, args: Record<string, unknown> = {}): string {
  const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, {
    docs: fieldDocs(spec.outputSchema),
    args,
    argNames: Object.keys(args),
  });
  return finalAnswer(facts, false);
}

// fulfillment.com's `GET /inventory` ("Item Stock Detail"): rows of an item, its merchant and counts.
const inventory: ToolSpec = {
  name: "get-inventory",
  kind: "list",
  entity: "inventory",
  description: "Retrieve inventory for one or more items. Inventory Details",
  inputSchema: { type: "object", properties: {} },
  outputSchema: {
    type: "object",
    properties: {
      data: {
        type: "array",
        items: {
          type: "object",
          properties: {
            item: {
              type: "object",
              properties: { id: { type: "integer" }, skuReference: { type: "string" } },
            },
            merchant: { type: "object", properties: { name: { type: "string" } } },
            quantity: { type: "object" },
          },
        },
      },
    },
  },
};
const rows = {
  data: [
    { item: { id: 91, skuReference: "SKU-8657" }, merchant: { name: "Mueller Group" } },
    { item: { id: 43, skuReference: "SKU-7086" }, merchant: { name: "Konopelski Inc" } },
    { item: { id: 74, skuReference: "SKU-5999" }, merchant: { name: "Welch Group" } },
  ],
};

describe("stock rows are named by their item, not by the merchant they belong to", () => {
  it("answers with the items' SKUs", () => {
    const said = answer(inventory, rows);
    expect(said).toMatch(/SKU-8657/);
    expect(said).not.toMatch(/Mueller Group, Konopelski Inc/);
  });
  const turn = (a: string) => ({
    request: "list the inventories",
    results: [JSON.stringify(rows)],
    answer: a,
    paramWords: [],
  });
  it("the bad-answer check catches rows named by their merchants", () => {
    expect(
      answerRecordProblems(
        turn("I found 3 inventories, among them Mueller Group, Konopelski Inc and Welch Group."),
      ),
    ).toContain("party-named");
  });
  it("and passes rows named by their items", () => {
    expect(
      answerRecordProblems(turn("I found 3 inventories: SKU-8657, SKU-7086 and SKU-5999.")),
    ).not.toContain("party-named");
  });
});

describe("a count of the user's own things says whose they are", () => {
  // ritc's `GET /my/organizations` (getMyOrganization): "I found 6 my organizations" (fresh52 dev).
  const mine: ToolSpec = {
    name: "getMyOrganization",
    kind: "list",
    entity: "my organization",
    description: "Get my organizations",
    inputSchema: { type: "object", properties: {} },
  };
  it("says 'of your organizations'", () => {
    const said = answer(mine, [
      { id: "me_1001", name: "Luettgen, Wehner and Friesen" },
      { id: "me_1002", name: "Wisozk - Pollich" },
    ]);
    expect(said).not.toMatch(/\bmy organizations\b/);
    expect(said).toMatch(/2 of your organizations/);
  });
});

describe("a value that is a word of its own label is no answer", () => {
  // neblio's block index read (fresh53 dev): `{"hash": "block"}` said as "The block hash is block."
  const turn = (a: string, result: unknown) => ({
    request: "the hash of the block index for block index 9",
    results: [JSON.stringify(result)],
    answer: a,
    paramWords: [],
  });
  it("catches 'The block hash is block.'", () => {
    expect(answerRecordProblems(turn("The block hash is block.", { hash: "block" }))).toContain(
      "label-word-value",
    );
  });
  it("passes a real hash and a status said as a word", () => {
    const hash = "000000c1c8ac2ed7d2cfd0d2d2ff80cc9fd4b0cd1b2a3f3d";
    expect(answerRecordProblems(turn(`The block hash is ${hash}.`, { hash }))).not.toContain(
      "label-word-value",
    );
    expect(answerRecordProblems(turn("The status is active.", { status: "active" }))).not.toContain(
      "label-word-value",
    );
  });
});

describe("a value made of its own label's words is filler", () => {
  // Cloudmersive OCR's form recognition (fresh52 dev): `BestMatchFormSettingName`.
  const turn = (a: string, result: unknown) => ({
    request: "the best match form setting name from whiteboard.png",
    results: [JSON.stringify(result)],
    answer: a,
    paramWords: [],
  });
  it("catches 'Archive best match form setting'", () => {
    expect(
      answerRecordProblems(
        turn("The best match form setting name is Archive best match form setting.", {
          BestMatchFormSettingName: "Archive best match form setting",
        }),
      ),
    ).toContain("label-as-value");
  });
  it("passes a real name", () => {
    expect(
      answerRecordProblems(
        turn("The best match form setting name is Invoice layout.", {
          BestMatchFormSettingName: "Invoice layout",
        }),
      ),
    ).not.toContain("label-as-value");
  });
});

describe("one record asked about is not answered as a list naming it back", () => {
  // ritc's getAction (fresh52 dev): "I need to check the action named Notify manager." →
  // "I found 1 action: Notify manager (active)."
  const turn = (request: string, a: string) => ({
    request,
    results: [JSON.stringify([{ id: "act_1010", name: "Notify manager", status: "active" }])],
    answer: a,
    paramWords: [],
  });
  it("catches it", () => {
    expect(
      answerRecordProblems(
        turn(
          "I need to check the action named Notify manager.",
          "I found 1 action: Notify manager (active).",
        ),
      ),
    ).toContain("list-for-one");
  });
  it("passes a list asked for, and a read answered with its facts", () => {
    expect(
      answerRecordProblems(
        turn("Could you list the actions?", "I found 1 action: Notify manager (active)."),
      ),
    ).not.toContain("list-for-one");
    expect(
      answerRecordProblems(
        turn("I need to check the action named Notify manager.", "The status is active."),
      ),
    ).not.toContain("list-for-one");
  });
});

describe("things are not named by the logins of who made them", () => {
  // The Noun Project's getRecentIcons (fresh55 blind readers, B on 4 of 30): "I found 8 recent
  // icons, among them clarkin, cstroman and cshanahan."
  const icons: ToolSpec = {
    name: "getRecentIcons",
    kind: "list",
    entity: "recent icon",
    description: "Get recent icons",
    inputSchema: { type: "object", properties: {} },
  };
  const uploads = {
    uploads: [
      { upload_id: "upl_1001", username: "clarkin" },
      { upload_id: "upl_1002", username: "cstroman" },
    ],
  };
  it("says whose they are", () => {
    expect(answer(icons, uploads)).toBe(
      "I found 2 recent icons: one by clarkin and one by cstroman.",
    );
  });
  // getUserUploadsWithUser: "I found 1 upload: one by kkoss." after "my username is kkoss" told
  // the user nothing of the upload (fresh55 blind readers, B).
  it("never names what was found by the login the user gave", () => {
    const uploadsOf: ToolSpec = { ...icons, name: "getUserUploadsWithUser", entity: "upload" };
    const one = { uploads: [{ upload_id: "upl_1002", username: "kkoss" }], total: 1 };
    expect(answer(uploadsOf, one, { username: "kkoss" })).toBe("I found 1 upload by kkoss.");
  });
  const turn = (a: string) => ({
    request: "list the recent icons",
    results: [JSON.stringify(uploads)],
    answer: a,
    paramWords: [],
  });
  it("the bad-answer check catches logins as names, and passes 'one by'", () => {
    expect(answerRecordProblems(turn("I found 2 recent icons: clarkin and cstroman."))).toContain(
      "login-named",
    );
    expect(
      answerRecordProblems(turn("I found 2 recent icons: one by clarkin and one by cstroman.")),
    ).not.toContain("login-named");
    expect(
      answerRecordProblems({
        ...turn("I found 2 users: clarkin and cstroman."),
        request: "list users",
      }),
    ).not.toContain("login-named");
  });
});
