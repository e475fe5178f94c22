import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, confirmation } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * fresh30, ijenko's io-e2-io-t doc writes its nouns in markdown emphasis ("List the *Places* of
 * the account."), and every request carried the stars: "update the functionality called Staging
 * functionality in the *places* called San Diego", "revoke the active *tokens* called Zapier".
 */
const spec = (name: string, title: string, description: string): ToolSpec =>
  ({
    name,
    description,
    annotations: { title },
    inputSchema: { type: "object", properties: {} },
  }) as ToolSpec;

describe("a doc's markdown emphasis is not part of its words", () => {
  it.each([
    spec(
      "Me_places",
      "List Places of the Account",
      "List the *Places* of the account.\n\n**Note:** requires full access to the *Account*.",
    ),
    spec("Account_revokeToken", "Revoke a *Token*", "Revoke the given *Token*."),
    spec("Functionality_patch", "Update the **functionality**", "Update a *functionality*."),
  ])("$name", (s) => {
    const w = toolWords(s);
    expect(`${w.noun} ${w.nounPlural} ${w.phrase.text} ${w.phrase.object}`).not.toMatch(/\*/);
  });
});

/** The same doc's operation ids are `Area.operation` (`Place.buses` on `/places/{placeId}/buses`). */
const routed = (name: string, path: string, method: string, title: string, description: string) =>
  ({
    ...spec(name, title, description),
    source: {
      format: "openapi",
      file: "ijenko.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
    },
  }) as ToolSpec;

describe("an operation id's area is a resource, not a verb", () => {
  it.each([
    [
      routed(
        "Place_buses",
        "/places/{placeId}/buses",
        "get",
        "List Buses",
        "Get the list of *Buses* available on the gateway of this *Place*.",
      ),
      "list the buses",
    ],
    [
      routed(
        "Place_newProgram",
        "/places/{placeId}/programs",
        "post",
        "Create a Program",
        "Create a new *Program*.",
      ),
      "add a new program",
    ],
    [
      routed(
        "Account_users",
        "/account/users",
        "get",
        "List Users of the Account",
        "Get the list of *Users* of this *Account*.",
      ),
      "list the users",
    ],
  ])("%#: %s", (s, phrase) => {
    expect(
      toolWords({
        ...s,
        kind: s.name === "Place_newProgram" ? "create" : "list",
      }).phrase.text.toLowerCase(),
    ).toBe(phrase);
  });
});

describe("a record picked from a qualified list is the one the write acted on", () => {
  it("says it once: the token, not 'the token for the active token'", () => {
    const revoke = routed(
      "Account_revokeToken",
      "/account/tokens/{tokenId}",
      "delete",
      "Revoke a Token",
      "Revoke the given *Token*.",
    );
    const said = confirmation(
      toolWords({ ...revoke, kind: "action" }),
      { ok: true, result: { revoked: true } },
      { name: "Zapier", noun: "active token" },
    );
    expect(said?.toLowerCase()).toBe('i\'ve revoked the token "zapier".');
  });
});

describe("a listed record is named by the field named for it", () => {
  it("a deleted domain by its domain, not its creation date", () => {
    const list: ToolSpec = {
      name: "get_domains_updates_deleted",
      description: "Get deleted domains, latest if date not specified",
      inputSchema: { type: "object", properties: { date: { type: "string" } } },
      kind: "list",
    } as ToolSpec;
    const domains = ["schmidt.com", "kautzer.net", "hills.org"].map((domain, i) => ({
      country: "United States",
      create_date: `2025-12-1${i}T17:30:00Z`,
      domain,
      isDead: "true",
    }));
    const facts = answerFactsFrom({ ok: true, result: { domains } }, "s1", toolWords(list), 0, {
      listField: "domains",
    });
    expect(facts.slice(1).map((f) => f.value)).toEqual(["schmidt.com", "kautzer.net", "hills.org"]);
  });
});

// fresh35 dev (linuxfoundation reimbursement): `tagPolicy` "Tag adds a tag to the policy" was
// the goal "tag the adds a tag" — the operation named as the subject taken for the verb.
describe("a doc sentence whose subject is the operation's own name", () => {
  it("says the goal by the verb after it", () => {
    const w = toolWords({
      ...spec("tagPolicy", "Tag Policy", "Tag adds a tag to the policy"),
      kind: "update",
    } as ToolSpec);
    expect(w.phrase.text).not.toMatch(/\badds\b/);
    expect(w.phrase.text).toMatch(/^add\b/);
  });
});

// fresh34 (ElevenLabs, read blind): "tell me the status and tier of the extended information
// about the users subscription" — information about a thing is asked as the thing.
describe("a summary's information about a thing", () => {
  it("names the thing", () => {
    const w = toolWords({
      ...spec(
        "Get_user_subscription_info_v1_user_subscription_get",
        "Get user subscription info",
        "Gets extended information about the users subscription",
      ),
      kind: "read",
    } as ToolSpec);
    expect(w.noun).toBe("subscription");
    expect(w.phrase.text).not.toMatch(/information/);
  });
});
