import { describe, expect, it } from "vitest";
import { formWording } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * The writer says a request's object as a person writes it when the name and doc give it in
 * endpoint form: readers marked "find the Corporas", "list the Tweet Counts", "find the vmknics",
 * "remove my jsapp", "list the up user profiles" and "list the babel fee new offers".
 */
const words = (name: string, description: string, kind: string, entity?: string) =>
  toolWords({ name, description, inputSchema: {}, kind, ...(entity ? { entity } : {}) } as never);

describe("the object of a request in a person's spelling", () => {
  it.each([
    ["ListCorpora", "List Corpora", "list", "corpora", "corpora"],
    ["post_hooks", "Create a new Hook.", "create", "hooks_jsons", "add a new hook"],
    [
      "get_payment_methods",
      "Retrieve all Payment Methods.",
      "list",
      "payment_methods",
      "payment methods",
    ],
    [
      "listTweetCounts",
      "Returns the Tweet Counts for a query",
      "list",
      "tweet_counts",
      "tweet counts",
    ],
    ["getVcenter", "Show vCenter data source details", "read", "vcenters", "check the vCenter"],
    ["get_jsapps_by_code", "Retrieve a JSApp.", "read", "code_jsons", "JSApp"],
    ["listVms", "List vms", "list", "vms", "VMs"],
    ["createDnsZone", "POST /dns_zones", "create", "dns_zones", "add a new DNS zone"],
    ["post_get_profile", "looks up user profile by ID", "list", undefined, "user profiles"],
  ])("%s (%s) → …%s", (name, description, kind, entity, expected) => {
    const w = words(name, description, kind, entity);
    expect(w.phrase.text).toContain(expected);
    expect(formWording(`Could you ${w.phrase.text}?`, [])).toBeUndefined();
  });

  it("keeps a brand the doc capitalises", () => {
    expect(
      words("post_start_zappiti_service", "Start Zappiti Service if not started yet", "action")
        .phrase.text,
    ).toBe("start the Zappiti Service");
  });

  it("never pluralises a plural again", () => {
    const w = words("ListCorpora", "List Corpora", "list", "corpora");
    expect(w.nounPlural).toBe("corpora");
    expect(w.noun).toBe("corpus");
  });
});

describe("when the name can't be said, the doc's verb phrase says the goal", () => {
  it("'add a new leave channel' becomes the doc's 'leave a channel'", () => {
    const w = toolWords({
      name: "post_leave_channel",
      description: "leave a channel.",
      annotations: { title: "leave a channel." },
      inputSchema: {},
      kind: "create",
      entity: "leave_channels",
    } as never);
    expect(w.phrase.text).toBe("leave a channel");
  });

  it("keeps a nationality capitalised and a clipped word as it is", () => {
    const chinese = toolWords({
      name: "chineseNameCandidates",
      description: "Identify Chinese name candidates",
      inputSchema: { properties: { chineseSurname: { type: "string" } } },
      kind: "read",
    } as never);
    expect(chinese.phrase.text).not.toMatch(/\bchinese\b/);
  });
});
