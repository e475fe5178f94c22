import { describe, expect, it } from "vitest";
import { pastParticiple } from "../../src/core/domain/words.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import {
  answerReaderProblems,
  type IdentifierContext,
  identifierContext,
  rawValueWording,
  toolNameEcho,
  yesNoAsk,
} from "../../src/core/synth/checks.js";
import { spokenCode } from "../../src/core/synth/text.js";
import { meaningfulNameWords, toolWords } from "../../src/core/synth/tool-words.js";

/** Tool names and summaries as the real specs of the fresh draw write them (fixture text, not code). */
function ctxOf(tools: { name: string; description: string; entity?: string }[]): IdentifierContext {
  return identifierContext([
    {
      description: "",
      tools: tools.map((t) => ({ ...t, inputSchema: {} })),
    } as unknown as EnvBundle,
  ]);
}

const zappiti = ctxOf([
  { name: "post_start_zappiti_service", description: "Start Zappiti Service if not started yet" },
  {
    name: "post_install_zappiti_service",
    description:
      "Open a popup that allow the user to install Zappiti Service, if not already installed",
  },
  { name: "post_last_media", description: "Get informations about last media playback" },
  { name: "post_start_video", description: "Start the playback of the speficied video." },
]);
const pos = ctxOf([
  { name: "orderTypesAll", description: "List Order Types", entity: "order_types" },
  { name: "orderTypesAdd", description: "Create Order Type", entity: "order_types" },
]);
const labels = ctxOf([
  {
    name: "drivelabels_labels_revisions_permissions_batchDelete",
    description: "Deletes Label permissions. Permissions affect the Label resource as a whole.",
    entity: "permissions_batch_deletes",
  },
  {
    name: "drivelabels_labels_delta",
    description:
      "Updates a single Label by applying a set of update requests resulting in a new draft revision.",
    entity: "name_deltas",
  },
]);

describe("reader checks catch every sample a reader rejected on the fresh draw", () => {
  it.each([
    ["I'd like to find the racecards free v1 racecards free gets", undefined],
    ["find my jockeys v1 jockeys search gets", undefined],
    ['Could you please order the types all "Juniper Type"?', pos],
    ["I need to order a types add", pos],
    ["Could you add my start zappiti service?", zappiti],
    ["add a new last media", zappiti],
    ["add a new install zappiti service", zappiti],
    ["remove my permissions batch delete with parent kitchen", labels],
    ["add a new name delta", labels],
    ["check the all actions", undefined],
    ["I found 8 racecards free v1 racecards free gets.", undefined],
  ] as [string, IdentifierContext | undefined][])("tool name echoed: %s", (text, ctx) => {
    expect(toolNameEcho(text, ctx)).toBeDefined();
  });

  it("does not flag requests said in the doc's words", () => {
    expect(toolNameEcho("Could you start the Zappiti Service?", zappiti)).toBeUndefined();
    expect(toolNameEcho("Could you check the last media playback?", zappiti)).toBeUndefined();
    expect(toolNameEcho('Please add a new order type called "Juniper Type".', pos)).toBeUndefined();
    expect(toolNameEcho("Please list the order types.", pos)).toBeUndefined();
    expect(toolNameEcho("Remove the label permissions for Orion Lock.", labels)).toBeUndefined();
  });

  it.each([
    "Can you add a new site UPLINK_COUNT_7 uplink count and with municipality cast iron skillet already?",
    "It's MAX_1800_LBS.",
    "Add a new single mode site with optical standard OPTIC_100GBASE_LR4, now please.",
    "And could you update the optical standard to optic 10 gbase sr, the power draw kva to power 30 kva and the uplink count to uplink count 3 on it too?",
    "I want to add a new site with power feed drop ABOVE_RACK.",
    "I'd like to find the permissions with parent wall calendar and without use admin access.",
    "Yes, with write.",
    "No, without raw.",
    'Named "Boston Park Site" and my address is Suite 200, M5V 1K2, CA, DE, stainless water bottle, cotton tote bag. Thanks.',
    // fresh8 readers: the environment's "nothing written" placeholders said as the user's text.
    "Hello! So, I'd like to add a new JPEG image for studyid 9, if that's possible. It's for \"No description provided.\". Cheers!",
    '"No body provided.", please.',
    'Could you send it? The wording I have in mind: "Message text: OK".',
    'Add it with the note "No notes."',
    // fresh18 qualpay: a card's magnetic-stripe data read out.
    "I'd like to add a new token for the card swipe;4111111111111111=08051010912345678901?8, with a cvv2 of 152.",
  ])("machine-written value: %s", (text) => {
    expect(rawValueWording(text)).toBeDefined();
  });

  it("passes values said as people say them", () => {
    for (const ok of [
      "Please add a new site with 7 uplinks and a maximum supported weight of 1,800 lb.",
      "Could you update the power draw to 30 kVA on the site called Boston Central Site?",
      "I want a 100GBASE-LR4 optical standard, with admin access.",
      "My address is 333 N Mississippi Ave, Suite 200, Denver, CO 80202, United States.",
      'Please send "No parking on Friday, the street is being cleaned." to the tenants.',
      "No rush, but could you add a note that the parcel was left at reception?",
      'Set the status message to "All good, back at 3 pm".',
      "Please charge $12.99 to the card ending in 1111 = my usual one.",
    ])
      expect(rawValueWording(ok), ok).toBeUndefined();
  });

  it("catches the assistant asking for a switch as a value", () => {
    expect(yesNoAsk("Which write is it?", "Yes, with write.")).toBe(true);
    expect(yesNoAsk("Which raw is it?", "No, without raw.")).toBe(true);
    expect(yesNoAsk("Which city is it for?", "Denver.")).toBe(false);
  });

  it("catches answers that do not answer", () => {
    const site = '{"Site":{"Name":"Boston South Site","SiteId":"os-574"}}';
    expect(answerReaderProblems("Done, that's taken care of.", { results: [site] })).toContain(
      "empty",
    );
    expect(
      answerReaderProblems("Done, that's taken care of.", {
        results: ['{"id":"int_1005","deleted":true}'],
      }),
    ).toContain("empty");
    expect(
      answerReaderProblems("All set. The status is ok and the operation is add.", {
        results: ['{"status":"OK"}'],
      }),
    ).toContain("envelope");
    expect(
      answerReaderProblems("The country is United States, the state is co and the city is Denver."),
    ).toContain("lower-code");
    expect(
      answerReaderProblems("All set. The action is office and the input is ceramic mug.", {
        request:
          "Can you add a new workflow with action office and with input ceramic mug already? I've been waiting. Thanks.",
        results: ['{"action":"office"}'],
      }),
    ).toContain("echo");
    expect(answerReaderProblems("I found 8 racecards free v1 racecards free gets.")).toContain(
      "tool-name",
    );
    expect(
      answerReaderProblems('I\'ve added the site "Boston South Site". The state is CO.', {
        results: [site],
      }),
    ).toEqual([]);
  });
});

describe("goal phrases come from the tool's meaning", () => {
  it("strips versions, HTTP verbs, path copies and service prefixes from generated ids", () => {
    expect(meaningfulNameWords("list_racecards_free_v1_racecards_free_get")).toEqual([
      "list",
      "racecards",
      "free",
    ]);
    expect(meaningfulNameWords("orderTypesAll")).toEqual(["list", "order", "types"]);
    expect(meaningfulNameWords("drivelabels_labels_revisions_permissions_batchDelete")).toEqual([
      "delete",
      "permissions",
    ]);
    expect(meaningfulNameWords("post_start_video")).toEqual(["start", "video"]);
    // Django REST framework viewsets (nordigen, fresh19): "I've removed the payment creditor
    // destroy" read the method as part of the noun.
    expect(meaningfulNameWords("payments_creditors_destroy")).toEqual(["delete", "creditors"]);
    expect(meaningfulNameWords("payments_creditors_retrieve")).toEqual(["get", "creditors"]);
  });

  it("reads an opaque name's goal from its summary and description", () => {
    const say = (name: string, description: string, kind: string, title?: string) =>
      toolWords({
        name,
        description,
        inputSchema: {},
        kind,
        ...(title ? { annotations: { title } } : {}),
      } as never).phrase.text;
    expect(
      say(
        "list_racecards_free_v1_racecards_free_get",
        "List Racecards Free\n\nGet today and tomorrows basic racecards (FREE PLAN)",
        "list",
        "List Racecards Free",
      ),
    ).toBe("list today and tomorrow's basic racecards");
    expect(
      say("post_start_zappiti_service", "Start Zappiti Service if not started yet", "action"),
    ).toBe("start the Zappiti Service");
    expect(say("post_last_media", "Get informations about last media playback", "create")).toBe(
      "check the last media playback",
    );
    expect(say("orderTypesAll", "List Order Types", "list", "List Order Types")).toBe(
      "list the order types",
    );
    // A plain verb-first name keeps its own words.
    expect(say("book_appointment", "Book a free slot for a patient.", "create")).toBe(
      "book an appointment",
    );
  });

  it("says enum codes and confirms writes as people do", () => {
    expect(spokenCode("UPLINK_COUNT_7", "uplink count")).toMatchObject({ text: "7", count: 7 });
    expect(spokenCode("MAX_1800_LBS", "maximum supported weight lbs").text).toBe("1,800 lb");
    expect(spokenCode("OPTIC_100GBASE_LR4", "optical standard").text).toBe("100GBASE-LR4");
    expect(spokenCode("ABOVE_RACK", "power feed drop").text).toBe("above rack");
    expect(spokenCode("SHIPPING_ADDRESS", "address type").text).toBe("shipping address");
    expect(pastParticiple("add")).toBe("added");
    expect(pastParticiple("stop")).toBe("stopped");
    expect(pastParticiple("verify")).toBe("verified");
    expect(pastParticiple("remove")).toBe("removed");
    expect(pastParticiple("open")).toBe("opened");
  });
});
