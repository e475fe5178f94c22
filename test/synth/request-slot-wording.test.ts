import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";
import type { Task } from "../../src/core/schema/index.js";
import {
  checkKnowable,
  formWording,
  pastedToken,
  unknowableSaid,
} from "../../src/core/synth/checks.js";
import { slotWording } from "../../src/core/synth/request-wording.js";
import { referenceLabel } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { attachedValue } from "../../src/core/synth/writer.js";

/** Parameter and field words of the fresh9 environments the quotes come from (paramWordsOf). */
const WORDS = [
  "cohort",
  "protocol",
  "gene",
  "exclude",
  "ff",
  "ref1",
  "ref2",
  "ref4",
  "ec",
  "go",
  "interpro",
  "cid",
  "canonical smiles",
  "channels",
  "domain",
  "subscription item",
  "trans id",
  "trans",
  "transid",
  "ids",
  "platform",
  "studyid",
  "confidence",
  "margin",
  "pin",
  "order",
  "message",
  "name",
  "site",
  "box",
  "amount",
  "room",
];

describe("form wording by cause (fresh9 reader quotes)", () => {
  it.each([
    [
      "a value in quotes after a parameter word",
      'list the RNASeq expression quartiles for the cohort "blca" and for the protocol "rpkm"',
    ],
    [
      "a value in quotes after a parameter word",
      'Could you please remove my account for the ff "all"?',
    ],
    [
      "a value in quotes after a parameter word",
      'add a new Payment Profile for the ref2 "Toronto custom", for the ref4 "completion"',
    ],
    [
      "a value in quotes after a parameter word",
      'list the protein usings for the ec "Austin protein", for the go "Atlanta protein"',
    ],
    [
      "a value in quotes after a parameter word",
      'I need to list the schedules for the channels "api", for January 16 and with a duration of 15.',
    ],
    [
      "a value in quotes after a parameter word",
      "Hello! So, I'd like to list the groups for the domain \"chilly-bin.name\", if that's possible.",
    ],
    [
      "a value in quotes after a parameter word",
      'check the recommended items for the subscription item "Family" for me.',
    ],
    ["a parameter identifier as a noun", "Oh, sorry — tran 1.96."],
    ["a parameter identifier as a noun", "It's ids IDS-7977."],
    [
      "a parameter identifier as a noun",
      "Could you please check the payment for tran 13.2 and for order ORD-7743?",
    ],
    [
      "a parameter identifier as a noun",
      "I'd be grateful if you could list the intact usings for confidence 54.43.",
    ],
    ["a parameter identifier as a noun", "Change the ff to ldp on my marketing, now please."],
    ["a parameter identifier as a noun", "I need to generate a QR code for studyid 9."],
    [
      "a noun made from an operation/path segment",
      "Would you mind helping me list the molecule usings?",
    ],
    [
      "a noun made from an operation/path segment",
      "Perfect, and what does the array containing account token say now?",
    ],
    [
      "a noun made from an operation/path segment",
      "I want to list the tyk keys for the tyk called Api 22.",
    ],
    ["a noun made from an operation/path segment", "Please change the pin on my pin. Thanks."],
    ["a record picked by an amount", "Can you remove the payment method for £3563.99? Thanks."],
    [
      "a record picked by an amount",
      "Just remove the payment method for €3275.95, please, I'm in a hurry.",
    ],
    [
      "a record picked by an amount",
      "Could you please check the payment for 27 and for order ORD-9749?",
    ],
    // fresh8 blind readers' F quotes (/work/reader/f8-blind).
    ["a record picked by a bare number", "May I ask what the width and height for 19 are?"],
    [
      "a record picked by a bare number",
      "May I ask what the margin and text for 97 cm and 68 cm are?",
    ],
    [
      "a number dictated as text",
      'Thanks! Could you also send the images? Here\'s the text: "62".',
    ],
    ["a number dictated as text", 'I want to remove my scheduled message. Something like "3".'],
    [
      "a field or summary read out",
      "I want to transfer the credit for receiving account 3, for sending account 3 and 1 quantity.",
    ],
    ["a field or summary read out", "I want to submit the 1 or more SMS messages."],
    ["a field or summary read out", "Could you check a summary? My address is London N1 8AB."],
    ["one stem said twice", 'I need to remove the filtering filter "Hamburg filter". Thanks.'],
  ])("%s: %s", (_cause, text) => {
    expect(slotWording(text, WORDS)).toBeDefined();
    expect(formWording(text, WORDS)).toBeDefined();
  });

  it.each([
    // Readers' accepted requests (fresh9 r2 S06, S25).
    "Would you mind checking the registration date and type of the device called Kitchen device for me?",
    "Could you please tell me the expiration date, date of birth and type of the itv profile?",
    // What the writer says now instead.
    "Could you list the RNASeq expression quartiles for the BLCA cohort with the RPKM protocol?",
    "Hello! So, I'd like to list the groups on chilly-bin.name, if that's possible.",
    "Can you remove my payment method ending in 4404?",
    // Natural requests with a quoted text, a named record, a number a person holds.
    'Could you send the message "See you at 7" to Anna?',
    'Please remove the box "Boston box".',
    'Can you add a new split test for the site "Boston Riverside Site"?',
    "Could you check my order ORD-7743 for me?",
    "Please check the payment for order 1042.",
    "Book a table for 2 at 7 pm, please.",
    "Can you pay the invoice for $40?",
    "Find the flights for 2 people on Friday.",
    "Move me to room 4, please.",
    "Could you send the images for image 83?",
    "Please send 40 EUR to the supplier.",
    "It's 61.",
    "Can you list the pending orders for my account?",
    "What are the width and height of the banner for the home page?",
    'Here\'s the text: "See you at 7".',
    "Please transfer 2 credits from account 3 to account 1.",
    "Could you check the summary of my March invoices?",
    "Please list the pending filters.",
  ])("passes a natural request: %s", (text) => {
    expect(slotWording(text, WORDS)).toBeUndefined();
  });
});

const task = (userFacts: { key: string; value: unknown }[], ...said: string[]): Task =>
  ({
    turns: [{ user: said[0] ?? "", reveals: said.slice(1).map((text) => ({ text })) }],
    userFacts: userFacts.map((f) => ({ ...f, text: String(f.value) })),
  }) as unknown as Task;

describe("unknowable values the user is made to say (fresh9 readers' U)", () => {
  it.each([
    [{ key: "s1.id", value: "58d_1001" }, "58d_1001, please."],
    [{ key: "s1.ids", value: "IDS-7977" }, "It's ids IDS-7977."],
    [{ key: "s1.gene", value: "GEN-3296" }, "GEN-3296, please."],
    [{ key: "s2.transId", value: 1.96 }, "Oh, sorry — tran 1.96."],
    [{ key: "s1.custom.ref1", value: "REF-1979" }, 'for the ref1 "REF-1979"'],
    // Budgea's `id_webhook` (fresh53 dev): "Which webhook is it?" — "11, please."
    [{ key: "s1.id_webhook", value: 11 }, "11, please."],
    // SCIM's `userKey` (fresh55 blind readers, U): "What user key would you like?" — "4, please."
    [{ key: "s1.userKey", value: 4 }, "4, please."],
  ])("flags %o in %s", (fact, text) => {
    expect(unknowableSaid(task([fact], "Please check it.", text))).toEqual([
      expect.stringMatching(/^text 1 says/),
    ]);
  });

  it.each([
    [{ key: "s2.order_number", value: "ORD-7743" }, "for order ORD-7743"],
    [{ key: "s1.room_id", value: 4 }, "Move me to room 4."],
    [{ key: "s1.name", value: "Kitchen device" }, "the device called Kitchen device"],
    [{ key: "s1.email", value: "ana@example.com" }, "my email is ana@example.com"],
    // A key a person types (a licence key) is no system id.
    [{ key: "s1.licenseKey", value: "ABCD-EFGH" }, "my license key is ABCD-EFGH"],
  ])("passes what a person holds: %o", (fact, text) => {
    expect(unknowableSaid(task([fact], text))).toEqual([]);
  });
});

describe("the knowable gate rejects a made-up code the user 'knows' (issue 12 §2; f22/f23 readers' U)", () => {
  const gated = (fact: { key: string; value: unknown }, ...said: string[]) =>
    checkKnowable(
      { ...task([fact], ...said), envs: [], gold: { calls: [] } } as unknown as Task,
      [],
    );
  it.each<[{ key: string; value: string }, ...string[]]>([
    [
      { key: "s1.code", value: "REF-2135" },
      "I'd like to check the branded food item. It's for the code REF-2135.",
    ],
    [{ key: "s1.allergen", value: "ALL-4796" }, "Check the branded for the allergen ALL-4796?"],
    [{ key: "s1.segments", value: "SEG-3213" }, "Check the fares, please.", "It's SEG-3213."],
    [{ key: "s1.name", value: "NAM-4880" }, "Look up NAM-4880 for me."],
  ])("fails %o", (fact, ...said) => {
    expect(gated(fact, ...said)).toMatchObject({
      passed: false,
      evidence: expect.stringContaining("made-up code"),
    });
  });
  it.each([
    [{ key: "s2.order_number", value: "ORD-7743" }, "Where is order ORD-7743?"],
    [{ key: "s1.code", value: "0842234000988" }, "It's for the barcode 0842234000988."],
    [{ key: "s1.allergen", value: "Peanuts" }, "Any with Peanuts?"],
  ])("passes %o", (fact, ...said) => {
    expect(gated(fact, ...said).passed).toBe(true);
  });
});

describe("a parameter the doc marks as a developer's switch is plumbing", () => {
  const role = (name: string, description: string) =>
    inferFieldModel(
      name,
      { type: "array", items: { type: "string" }, description },
      { param: true },
    ).role;
  it("britbox ff: opt-in feature flags, don't use in production", () => {
    expect(
      role(
        "ff",
        "The set of opt in feature flags which cause breaking changes to responses. `all` - Enable all flags. Useful for testing. _Don't use in production_.",
      ),
    ).toBe("plumbing");
    expect(role("debug", "Only for debugging purposes.")).toBe("plumbing");
  });
  it("a filter whose doc mentions testing in passing is not", () => {
    expect(role("cohort", "Narrow the search to the cohorts given, e.g. BLCA, PRAD.")).not.toBe(
      "plumbing",
    );
    expect(role("tags", "Tags of the test runs to list.")).not.toBe("plumbing");
  });
});

describe("the writer attaches a value to what it is (no quotes, no parameter identifiers)", () => {
  it.each([
    ["cohort", "blca", "for the BLCA cohort"],
    ["protocol", "rpkm", "for the RPKM protocol"],
    ["domain", "chilly-bin.name", "on chilly-bin.name"],
    ["exclude", "meadow", "excluding meadow"],
    ["country", "Australia", "in Australia"],
    ["subscription item", "Family", "for the Family subscription item"],
    ["ref2", "Toronto custom", "for Toronto custom"],
    ["ec", "Austin protein", "for Austin protein"],
    ["gene", "GEN-7380", "for the gene GEN-7380"],
    ["channels", "api", "for the api channel"],
  ])("%s = %s → %s", (noun, value, said) => {
    expect(attachedValue(noun, value)).toBe(said);
    expect(slotWording(`Could you list them ${said}?`, WORDS)).toBeUndefined();
  });

  it("keeps quoting dictated text and markup", () => {
    expect(attachedValue("word", "happy")).toBe('for the word "happy"');
    expect(attachedValue("html", "<p>Hi</p>")).toBe('for the html "<p>Hi</p>"');
  });

  it("says a clipped id by the doc's word: transId is a transaction, not a tran", () => {
    expect(referenceLabel("transId", 13, "other", "The transaction id.", new Set(), "x")).toBe(
      "transaction",
    );
    expect(
      referenceLabel("orderId", 13, "other", "The order id for ordering.", new Set(), "x"),
    ).toBe("order");
  });

  it("says another record's id by that record: learnifier's homeOrg is an organization, not the user (fresh47: 'update user 819')", () => {
    const doc = "The primary organization for the user. Must match the id of an Organization Unit.";
    expect(referenceLabel("homeOrg", 819, "other", doc, new Set(), "user")).toBe("organization");
  });

  it("never takes an amount for an id its doc mentions (taxamo's refund: 'for custom 0', fresh41)", () => {
    const doc =
      "Amount (without tax) to be refunded. In case of line key and custom id missing, only total_amount can be used.";
    expect(referenceLabel("amount", 12.5, "money", doc, new Set(), "refund")).toBeUndefined();
  });

  it("names a springfox operation by its resource: getMoleculesUsingGET lists molecules", () => {
    const w = toolWords({
      name: "getMoleculesUsingGET",
      description: "Get ChEMBL molecules",
      inputSchema: {},
    } as never);
    expect(w.nounPlural).toBe("molecules");
  });
});

describe("the knowable gate rejects an epoch time the user says (fresh49 dev, U)", () => {
  const gated = (text: string, value: unknown) =>
    checkKnowable(
      {
        ...task([{ key: "s1.value", value }], text),
        envs: [],
        gold: { calls: [] },
      } as unknown as Task,
      [],
    );
  it("fails 'with a value of 1766448000000'", () => {
    expect(
      gated(
        "Would you mind helping me make a payment for my bill created invoice for $108.50 with a value of 1766448000000?",
        1766448000000,
      ),
    ).toMatchObject({ passed: false, evidence: expect.stringContaining("epoch time") });
  });
  it("passes amounts, phone numbers and order numbers", () => {
    for (const text of [
      "Please send $1,500,000 to the supplier.",
      "You can call me on +1 938 846 7357.",
      "It's for order 1234567.",
    ])
      expect(gated(text, 1).passed, text).toBe(true);
  });
});

describe("a padded base64 blob is a pasted token (fresh49 dev, a YARA rule)", () => {
  it("catches it", () => {
    expect(
      pastedToken(
        "Please apply the yara rule from installer.exe for the rule ZGF0ZSxhbW91bnQKaGFyYm91ciwzCg==",
      ),
    ).toBe("ZGF0ZSxhbW91bnQKaGFyYm91ciwzCg==");
  });
  it("passes words, sizes and short codes", () => {
    for (const text of [
      "It's for order ORD-7743.",
      "My password hint is Summer=fun.",
      "Size 42, please.",
    ])
      expect(pastedToken(text), text).toBeUndefined();
  });
});
