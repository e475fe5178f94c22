import { describe, expect, it } from "vitest";
import { unknowableSelector } from "../../src/core/synth/checks.js";
import { type FactPhrase, targetPhrase } from "../../src/core/synth/writer.js";

const select = (label: string, value: unknown, noun: string, more: Partial<FactPhrase> = {}) =>
  ({
    key: label.replace(/ /g, "_"),
    value,
    label,
    role: "select",
    personal: false,
    noun,
    ...more,
  }) as FactPhrase;

// fresh16 readers (F and U, ≈ 8 of 30 each): records were named by a time the system keeps or by a
// field name read out — "the script tag with a make date of Jun 11, 2015 at 10:58 am", "the
// operation with a creation time of Aug 14, 2025 at 5:15 pm", "remove the group with creator
// jill.graham@example.com".
describe("a user names a record the way a person can", () => {
  it("the newest or oldest record is said as such, not by its time", () => {
    const tag = select("make date", 1467877118, "script tag", {
      kind: "datetime",
      spoken: "latest",
      rank: "newest",
    });
    expect(targetPhrase(tag)).toBe("the latest script tag");
    expect(targetPhrase(tag, 1)).toBe("my latest script tag");
    const op = select("creation time", "2025-08-14T16:45:00Z", "operation", {
      kind: "datetime",
      spoken: "oldest",
      rank: "oldest",
    });
    expect(targetPhrase(op)).toBe("the oldest operation");
  });

  // shoe-shop cancelOrder (stop 39): "Please cancel my order with a creation time of Aug 21, 2025
  // at 5:45 pm" — knowable rejected every draft. A record neither newest nor oldest is named by
  // the day it was made when no other was made that day, as people say it.
  it("a record made on a day of its own is said by that day", () => {
    const order = select("creation date", "2025-08-21", "order", {
      kind: "date",
      spoken: "Aug 21, 2025",
    });
    expect(targetPhrase(order)).toBe("my order from Aug 21, 2025");
    expect(unknowableSelector(`Please cancel ${targetPhrase(order)}.`)).toBeUndefined();
  });

  // blind69 readers (F), Analytics Hub: "revoke my subscription with a creation time of August 15,
  // 2025" — a creation time said by its day is the day it was made, as for a creation date.
  it("a record made on a day of its own is said by that day, whatever its time field is called", () => {
    const sub = select("creation time", "2025-08-15", "subscription", {
      kind: "date",
      spoken: "August 15, 2025",
    });
    expect(targetPhrase(sub)).toBe("my subscription from August 15, 2025");
    // Said to the minute it is still a time nobody knows.
    const op = select("creation time", "2025-08-14T17:15:00Z", "operation", {
      kind: "datetime",
      spoken: "Aug 14, 2025 at 5:15 pm",
    });
    expect(unknowableSelector(`Find ${targetPhrase(op)}.`)).toBeDefined();
  });

  it('a work is named by who made it (getty `artist_name`: not "the video called Kaela Haag")', () => {
    expect(targetPhrase(select("artist name", "Kaela Haag", "video", { kind: "label" }))).toBe(
      "the video by Kaela Haag",
    );
    expect(targetPhrase(select("photographer", "Ann Lee", "image"))).toBe("the image by Ann Lee");
  });

  it("who made a record is said as what they did", () => {
    expect(targetPhrase(select("creator", "jill.graham@example.com", "group"))).toBe(
      "the group created by jill.graham@example.com",
    );
    expect(
      targetPhrase(select("created by", "jill.graham@example.com", "group", { kind: "email" })),
    ).toBe("the group created by jill.graham@example.com");
    expect(targetPhrase(select("author", "Ann Lee", "story"))).toBe(
      "the story authored by Ann Lee",
    );
    expect(targetPhrase(select("sender", "ann@example.com", "message"))).toBe(
      "the message sent by ann@example.com",
    );
    expect(targetPhrase(select("supervisor", "Ann Lee", "shift"))).toBe(
      "the shift supervised by Ann Lee",
    );
    // A role with no verb of its own keeps its words.
    expect(targetPhrase(select("lead", "Ann Lee", "team"))).not.toMatch(/\bby\b/);
    expect(targetPhrase(select("owner", "Ann Lee", "story"))).toBe("the story owned by Ann Lee");
  });

  it("the check counts a record named by a minute-exact system time or a field name", () => {
    for (const bad of [
      "Could you remove the script tag with a make date of Jun 11, 2015 at 10:58 am?",
      "Find the import packages for the operation with a creation time of Aug 14, 2025 at 5:15 pm.",
      "Tell me the outline of the story with a creation time of Sep 15, 2025 at 2 pm.",
      "Check the image created on Nov 1, 2025 at 5:30 pm.",
      "Please remove the group with creator jill.graham@example.com.",
      "Find the artifacts in groups for the group with creator jo.rowe@example.com",
      // Up's categories (fresh53 dev): the API's link to the record itself.
      "Thanks. And the name of the category with self https://www.example.com/links/573?",
    ])
      expect(unknowableSelector(bad), bad).toBeDefined();
  });

  it("a time a person chose, a date alone and a creator said as a person does pass", () => {
    for (const good of [
      "Move the meeting with a start time of Feb 6 at 3:30 pm to Friday.",
      "Remove the invoice with a creation date of Dec 9, 2025.",
      "Remove the group created by jill.graham@example.com.",
      "Update the display scope on my latest script tag.",
      "Book a slot with an end time of Feb 6 at 4 pm.",
    ])
      expect(unknowableSelector(good), good).toBeUndefined();
  });
});

describe("agentParticiple undoes agentNoun", () => {
  it("gives the participle a role's party did", async () => {
    const { agentNoun, agentParticiple } = await import("../../src/core/domain/words.js");
    for (const [noun, did] of [
      ["creator", "created"],
      ["owner", "owned"],
      ["submitter", "submitted"],
      ["uploader", "uploaded"],
      ["sender", "sent"],
      ["editor", "edited"],
      ["organizer", "organized"],
    ] as const) {
      expect(agentParticiple(noun)).toBe(did);
      expect(agentNoun(did)).toBe(noun);
    }
    expect(agentParticiple("manager")).toBe("managed");
    expect(agentParticiple("lead")).toBeUndefined();
  });
});
