import { describe, expect, it } from "vitest";
import { whetherAct } from "../../src/core/domain/enum-labels.js";
import { isResourceId, pastedResourceId } from "../../src/core/domain/resource-names.js";
import type { Task } from "../../src/core/schema/index.js";
import { checkKnowable } from "../../src/core/synth/checks.js";
import { peopleWording } from "../../src/core/synth/label-wording.js";
import { speakValue, spokenCode, spokenMoney } from "../../src/core/synth/text.js";
import { mentionsValue } from "../../src/core/synth/value-mentions.js";

// Stop-61 blind readers on /work/dev65 (Resource Groups, Global Accelerator, Memcache, Azure role
// assignments; U on 7 of 30, F and B): verbatim quotes of what they marked.
const askedWith = (user: string): Task =>
  ({
    envs: [],
    userFacts: [],
    hidden: [],
    turns: [{ user }],
    gold: { calls: [], answerFacts: [] },
  }) as unknown as Task;

describe("a user never pastes a console's resource id", () => {
  const quotes = [
    "I'd be grateful if you could change the type on my group query. The group to use is arn:aws:resource-groups:eu-west-1:903705616020:query/ny-0f98b62a3308e4674. Thank you.",
    "Could you please find the custom routing port mappings for arn:aws:globalaccelerator:us-east-1:284982161040:accelerator/nd-18f26d95e520d09f1?",
    "Please list the role assignments at /subscriptions/2d3a8f51-aa4e-4c3b-9f0e-5b7c1d2e3f40/resourceGroups/web-prod.",
  ];
  for (const quote of quotes)
    it(quote.slice(0, 60), () => {
      expect(pastedResourceId(quote)).toBeDefined();
      expect(checkKnowable(askedWith(quote), [])).toMatchObject({
        passed: false,
        evidence: expect.stringMatching(/resource id path/),
      });
    });

  it("the ARN stops before the sentence's full stop, and words pass", () => {
    expect(pastedResourceId(quotes[0] ?? "")).toBe(
      "arn:aws:resource-groups:eu-west-1:903705616020:query/ny-0f98b62a3308e4674",
    );
    expect(isResourceId("arn:aws:resource-groups:us-east-1:942777783036:group/pj-7a4")).toBe(true);
    expect(isResourceId("my group pj-7a4")).toBe(false);
    for (const ok of [
      "Can you change the type of my group query for the group called web-prod?",
      "Restart the nodes on the instance called Staging instance, in europe-west4.",
    ]) {
      expect(pastedResourceId(ok), ok).toBeUndefined();
      expect(checkKnowable(askedWith(ok), []).passed, ok).toBe(true);
    }
  });
});

describe("enum codes are said without their version, product names keep their casing", () => {
  const doc =
    "The type of the query. CLOUDFORMATION_STACK_1_0: Specifies that you want the group to contain the members of an CloudFormation stack. TAG_FILTERS_1_0: resources that have tags that match the query.";
  it("'update the type of my group query to cloudformation stack 1 0'", () => {
    expect(spokenCode("CLOUDFORMATION_STACK_1_0", "type", doc).text).toBe("CloudFormation stack");
    expect(spokenCode("TAG_FILTERS_1_0", "type", doc).text).toBe("tag filters");
    expect(speakValue("TAG_FILTERS_1_0", { label: "type", prose: doc })).toBe("tag filters");
    // The version is what tells one protocol from another; a count stays a count.
    expect(spokenCode("TLS_1_2", "protocol").text).toBe("TLS 1.2");
    expect(spokenCode("UPLINK_COUNT_7", "uplink count")).toMatchObject({ text: "7", count: 7 });
  });

  it("a request saying the words mentions the code", () => {
    expect(mentionsValue("Make it a CloudFormation stack query.", "CLOUDFORMATION_STACK_1_0")).toBe(
      true,
    );
    expect(mentionsValue("Make it a tag filters query.", "CLOUDFORMATION_STACK_1_0")).toBe(false);
  });

  it("people-wording counts the version read out", () => {
    for (const q of [
      "Update the type of my group query to tag filters 1 0, now please. Thanks.",
      "Oh, sorry — cloudformation stack 1 0.",
    ])
      expect(peopleWording(q), q).toMatch(/1 0/);
    for (const q of ["Book 2 rooms for 2 adults.", "It's version 1.0 of the stack."])
      expect(peopleWording(q), q).toBeUndefined();
  });
});

describe("a switch is said by what it does", () => {
  it("'restart the nodes on the instance named Staging instance applying an all'", () => {
    expect(
      whetherAct({
        type: "boolean",
        description:
          "Whether to apply the update to all nodes. If set to true, will explicitly restrict users from specifying any nodes.",
      }),
    ).toBe("apply the update to all nodes");
    expect(
      whetherAct({ type: "boolean", description: "Whether to return the full response." }),
    ).toBe(undefined);
    expect(
      peopleWording(
        "Good afternoon, would you be able to restart the nodes on the instance named Staging instance applying an all? Thank you very much.",
      ),
    ).toBe("applying an all");
    expect(peopleWording("Restart the nodes, applying the update to all nodes.")).toBeUndefined();
  });
});

describe("money is written in its currency's sign", () => {
  it("'165.99 CAD' is CA$165.99", () => {
    expect(spokenMoney(165.99, "CAD")).toBe("CA$165.99");
    expect(spokenMoney(12, "USD")).toBe("$12");
    expect(spokenMoney(3.5, "chf")).toBe("CHF 3.50");
    expect(speakValue(165.99, { role: "money", currency: "CAD" })).toBe("CA$165.99");
    expect(mentionsValue("The total is CA$165.99.", "CAD")).toBe(true);
    expect(mentionsValue("The total is CA$165.99.", 165.99)).toBe(true);
    expect(peopleWording("The shoes came to 165.99 CAD.")).toBe("165.99 CAD");
    expect(peopleWording("The shoes came to CA$165.99.")).toBeUndefined();
  });
});
