import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { agentNoun } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { askedLabelWording } from "../../src/core/synth/checks.js";
import { docPhrase } from "../../src/core/synth/request-wording.js";
import { grammarLabel, stateCodeSaid, valueInSlot } from "../../src/core/synth/schema-wording.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { askFor, attachedValue, factPhrase } from "../../src/core/synth/writer.js";

// Tool docs of fresh14 (Fire, Billbee, Contribly, Zappiti) as the pipeline ingested them, and two
// earlier ones whose nouns must not change (Jumpseller's filtered orders, Water Linked's Kalman
// filtered position).
const tools = JSON.parse(
  readFileSync(new URL("../fixtures/synth/f14-tools.json", import.meta.url), "utf8"),
) as Record<string, ToolSpec[]>;
const spec = (env: string, name: string): ToolSpec => {
  const t = tools[env]?.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name} in ${env}`);
  return t;
};

describe("a tool's noun never repeats its verb nor reads its doc out (fresh14 readers' F)", () => {
  it("createNewCard makes a card: 'add a new card', never 'add a new new card'", () => {
    const w = toolWords(spec("fire_financial_services_business", "createNewCard"));
    expect(w.noun).toBe("card");
    expect(w.phrase.text).toBe("add a new card");
  });

  it("Layout_GetList lists layouts, never 'the layout lists'", () => {
    const w = toolWords(spec("billbee", "LayoutApi_GetList"));
    expect(w.nounPlural).toBe("layouts");
    expect(w.phrase.text).toBe("list the layouts");
  });

  it("getListofCards lists cards: 'list the cards', never 'list listof cards' nor 'list list of aspsps'", () => {
    expect(toolWords(spec("fire_financial_services_business", "getListofCards")).phrase.text).toBe(
      "list the cards",
    );
    expect(toolWords(spec("fire_financial_services_business", "getListOfAspsps")).phrase.text).toBe(
      "list the aspsps",
    );
  });

  it("a summary's clause about results is cut: 'the shipments', never 'the shipments optionally filtered'", () => {
    const w = toolWords(spec("billbee", "Shipment_GetList"));
    expect(w.noun).toBe("shipment");
    expect(w.phrase.object).toBe("the shipments");
  });

  it("the doc's word for its own parameter goes: 'the video', never 'the speficied video'", () => {
    expect(toolWords(spec("zappiti_player", "post_start_video")).phrase.text).toBe(
      "start the playback of the video",
    );
    expect(toolWords(spec("fire_financial_services_business", "getDetailsSingleBatch")).noun).toBe(
      "batch",
    );
  });

  it("a path's parent collection is no second thing listed: 'the likes', never 'the contributions and likes'", () => {
    const w = toolWords(spec("contribly", "get_contributions_by_id_likes"));
    expect(w.nounPlural).toBe("likes");
    expect(w.phrase.object).toBe("the likes");
  });

  it("a ranking word goes first and a glued path word is said as words", () => {
    expect(
      toolWords(spec("global_wine_score_documentation", "get_globalwinescores_latest")).phrase.text,
    ).toBe("check the latest globalwinescores");
    expect(toolWords(spec("sinao", "app_subscription_upcoming")).noun).toBe(
      "upcoming app subscription",
    );
    expect(toolWords(spec("on-sched-setup", "get_setup_v1_resourcegroups_by_id")).phrase.text).toBe(
      "check the resource groups",
    );
  });

  it("leaves a qualifier that is part of the noun alone", () => {
    expect(toolWords(spec("jumpseller", "get_orders_status_by_status")).phrase.text).toBe(
      "list the filtered orders",
    );
    expect(
      toolWords(spec("the-water-linked-underwater-gps", "position_AcousticFiltered")).noun,
    ).toBe("current Kalman filtered acoustic position relative");
  });
});

describe("a field named by a participle or a verb is said as the thing it holds", () => {
  const ownedBy = (
    spec("contribly", "get_forms").inputSchema.properties as Record<string, { description: string }>
  ).ownedBy;

  it("ownedBy is the owner: 'What owned by would you like?' names nobody", () => {
    expect(ownedBy?.description).toMatch(/owned by this user/);
    expect(grammarLabel("ownedBy", { description: ownedBy?.description ?? "" })).toBe("owner");
    expect(grammarLabel("created_by")).toBe("creator");
    expect(
      grammarLabel("submittedBy", { description: "Email of the person who submitted it" }),
    ).toBe("submitter");
    const q = askFor(
      {
        key: "s1.ownedBy",
        value: "return.request@example.com",
        label: "owner",
        role: "arg",
        personal: false,
      },
      1,
    );
    expect(q).toBe("What's the owner's email address?");
  });

  it("agent nouns follow the verb's spelling", () => {
    expect(
      ["approved", "managed", "moderated", "authored", "modified", "liked", "referred"].map(
        agentNoun,
      ),
    ).toEqual(["approver", "manager", "moderator", "author", "last editor", "liker", "referrer"]);
  });

  it("a sort key or a date is no party: sortedBy, orderBy and a dated created_by keep no agent", () => {
    expect(grammarLabel("sortedBy")).toBeUndefined();
    expect(grammarLabel("orderBy")).toBeUndefined();
    expect(grammarLabel("groupedBy", { description: "Field to group results on" })).toBeUndefined();
  });

  it("an assignment's ends is its end time; expires is the expiry date; an undated 'ends' stays", () => {
    expect(grammarLabel("ends", { format: "date-time" })).toBe("end time");
    expect(grammarLabel("starts", { role: "datetime" })).toBe("start time");
    expect(grammarLabel("expires", { role: "date" })).toBe("expiry date");
    expect(grammarLabel("ends", {})).toBeUndefined();
  });
});

describe("a switch named by what it does is said as doing it", () => {
  const flag = (label: string, value: boolean) =>
    factPhrase({ key: "s1.flag", value, label, role: "arg", personal: false });

  it("Fire's acceptFeesAndCharges: 'accepting fees and charges', never 'with accept fees and charges'", () => {
    expect(flag("accept fees and charges", true)).toBe("accepting fees and charges");
    expect(flag("accept fees and charges", false)).toBe("without accepting fees and charges");
  });

  it("a switch named by a thing or a setting keeps its wording", () => {
    expect(flag("order notes", true)).toBe("with order notes");
    expect(flag("include archived", true)).toBe("with archived turned on");
    expect(flag("share enabled", true)).toBe("with share enabled");
  });
});

describe("a country code is the country", () => {
  it("Contribly's country=US, spoken 'us': 'in the United States', never 'for the US country'", () => {
    expect(attachedValue("country", "us")).toBe("in the United States");
    expect(attachedValue("country", "US")).toBe("in the United States");
    expect(attachedValue("country", "de")).toBe("in Germany");
  });

  it("a place named in full, or a code that is no country, keeps its wording", () => {
    expect(attachedValue("country", "France")).toBe("in France");
    expect(attachedValue("city", "Paris")).toBe("in Paris");
    expect(attachedValue("country", "xx")).toBe("for the XX country");
  });
});

describe("the form check sees what the fresh14 readers marked F", () => {
  it.each([
    "What owned by would you like?",
    "Which owned by is it?",
    "What's the ends?",
    "Which chartjs280 is it?",
  ])("flags the assistant's question %s", (q) => {
    expect(askedLabelWording(q)).toBeDefined();
  });

  it.each([
    "Which owner is it?",
    "What's the owner's email address?",
    "What's the street address?",
    "What date was that?",
    "Which blockchain would you like?",
  ])("leaves the question %s alone", (q) => {
    expect(askedLabelWording(q)).toBeUndefined();
  });

  const params = ["ends", "closest", "embargo", "last updated", "account type", "url"];
  it.each([
    "Hello! So, I'd like to start the playback of the speficied video for 85.131.254.97, if that's possible.",
    "Hi, quick favour: could you check the shipments optionally filtered? Cheers!",
    "Just add a new home new card, please, I'm in a hurry.",
    "What's the width and height of the chartjs280? I need it now.",
    "Tell me the embargo and ends of the assignment called Secondary assignment already.",
    "Hi, quick favour: could you list the waybacks for the before closest? Cheers!",
    "what the account type and last updated of the account called Okuneva Group are?",
    "Could you add a new data for the feed called Dune?",
    "Perfect. One more thing: please list the listof card transactions.",
  ])("flags %s", (t) => {
    expect(docPhrase(t, params)).toBeDefined();
  });

  it.each([
    "Please put it under my given name, Ann.",
    "Just add a new card, please, I'm in a hurry.",
    "Can you list the layouts?",
    "Could you list the mailing lists?",
    "Tell me the embargo and end time of the assignment called Secondary assignment.",
    "Which store is the closest to me?",
    "Find the store closest to the station.",
    "Could you add a new data set for the feed called Dune?",
    "When was the account last updated?",
  ])("leaves %s alone", (t) => {
    expect(docPhrase(t, params)).toBeUndefined();
  });

  it("a state code said as written is form wording; a brand is not", () => {
    expect(
      stateCodeSaid("Can you check the 86.50 education goal in the InProgress fact finder?", [
        { key: "s1.status", value: "InProgress" },
      ]),
    ).toBeDefined();
    expect(
      stateCodeSaid("Pay it from my PayPal account.", [{ key: "s1.provider", value: "PayPal" }]),
    ).toBeUndefined();
  });

  it("a code after the noun of what it names is a reference, not a slot (fresh13: no reader marked it)", () => {
    expect(
      valueInSlot("Could you list the programmes for the channel c4?", [
        { key: "s1.channel", value: "c4" },
      ]),
    ).toBeUndefined();
    expect(
      valueInSlot("Can you remove my word for the dict DIC-2677?", [
        { key: "s1.dict", value: "DIC-2677" },
      ]),
    ).toBeDefined();
  });
});
