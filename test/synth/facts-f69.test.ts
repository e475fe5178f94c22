import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EnvBundle, Task, ToolSpec } from "../../src/core/schema/index.js";
import { spokenFact } from "../../src/core/synth/build-task.js";
import { measuredFormWording, systemValuesSaid } from "../../src/core/synth/checks.js";
import { peopleWording } from "../../src/core/synth/label-wording.js";
import { whenItHappens } from "../../src/core/synth/schema-wording.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, writeRequest } from "../../src/core/synth/writer.js";

// fresh69 blind readers (stop 64), F and U on requests: fields read out as a question, a report's
// enum knobs read out as a form, system values the user says. Schemas cut from the real specs.
const CUT = JSON.parse(
  readFileSync(new URL("../fixtures/fresh69-facts.json", import.meta.url), "utf8"),
) as Record<string, Record<string, unknown>>;

const fact = (key: string, label: string, value: unknown, more: Partial<FactPhrase> = {}) =>
  ({ key, value, label, role: "arg", personal: false, atGoal: true, ...more }) as FactPhrase;

const getEpisode: ToolSpec = {
  name: "get_api_v2_episodes_id",
  description: "Get an episode.",
  inputSchema: {
    type: "object",
    properties: { id: { type: "integer", "x-in": "path" } },
  },
  outputSchema: { type: "object", properties: CUT.prssEpisodeTimes },
  kind: "read",
  entity: "episode",
};

describe("a date or time is asked with when (PRSS createdDate, beginAirDate)", () => {
  it("says what happens, never the field's name", () => {
    expect(whenItHappens("created date")).toBe("was created");
    expect(whenItHappens("begin air date")).toBe("first airs");
    expect(whenItHappens("last modified date")).toBe("was last modified");
    expect(whenItHappens("arrival time")).toBeUndefined();
    // A time a person names by its noun passes the check.
    expect(measuredFormWording("What's the last update time of the newsletter?")).toBeUndefined();
    expect(measuredFormWording("Could you tell me the start date of the course?")).toBeUndefined();
  });

  it.each([
    [
      ["begin air date", "created date"],
      /when the episode (?:named|called) Wild Coasts first airs and when it was created/,
    ],
    [["created date"], /when the episode (?:named|called) Wild Coasts was created/],
  ])("%j", async (asks, said) => {
    const goal = toolWords(getEpisode);
    const target = fact("s1.id.select.title", "title", "Wild Coasts", {
      role: "select",
      kind: "label",
      noun: goal.noun,
    });
    for (const [seed, kind] of [
      [0, "request"],
      [1, "request"],
      [2, "also"],
    ] as const) {
      const text = await writeRequest(
        { kind, goal, targets: [target], facts: [], domain: "Public radio content.", asks },
        { seed },
      );
      expect(text).not.toMatch(/created date|air date/);
      expect(text).toMatch(said);
      expect(measuredFormWording(text), text).toBeUndefined();
    }
  });

  it.each([
    "Tell me the created date of the program named The Last Orchard already.",
    "Would you mind checking the created date of the program named City of Glass for me? Thank you.",
    "Could you please tell me the begin air date and created date of the episode named Wild Coasts in the program named The Long Road? Thank you.",
    "Perfect. One more thing: what's the created date of the program?",
  ])("the check marks the readers' quote: %s", (quote) => {
    expect(measuredFormWording(quote)).toBeDefined();
  });
});

describe("a report's knobs are said as a person says them (Cost Explorer forecasts)", () => {
  it("month by month, for unblended cost", () => {
    expect(spokenFact("MONTHLY", "granularity", "category", CUT.ceGranularity).phrase).toBe(
      "month by month",
    );
    expect(spokenFact("HOURLY", "granularity", "category", CUT.ceGranularity).phrase).toBe(
      "hour by hour",
    );
    expect(spokenFact("UNBLENDED_COST", "metric", "category", CUT.ceMetric).phrase).toBe(
      "for unblended cost",
    );
  });

  it.each([
    "Would you mind helping me list the usage forecasts with a monthly granularity and with an unblended cost metric from Feb 8 at 12:30 pm to Feb 20 at 5:30 pm? Thanks in advance.",
    "I want to list the cost forecasts with an hourly granularity and with a blended cost metric from Feb 1 at 10:30 am.",
  ])("the check marks the readers' quote: %s", (quote) => {
    expect(peopleWording(quote)).toBeDefined();
    expect(measuredFormWording(quote)).toBeDefined();
  });
});

describe("an enum's zero said as a value (BigLake Table.type)", () => {
  it("the check marks it", () => {
    expect(peopleWording("Please change the table to type unspecified.")).toBeDefined();
    expect(peopleWording("Make sure the type is type unspecified.")).toBeDefined();
    expect(peopleWording("Please change the table to Hive.")).toBeUndefined();
  });
});

/** A task with one user text and one gold call, for the checks that read both. */
function taskOf(user: string, tool: string, args: Record<string, unknown>): Task {
  return {
    id: "t",
    envs: [{ bundleId: "b", initialState: {} }],
    turns: [{ user }],
    userFacts: [],
    gold: { calls: [{ env: "b", tool, args, masked: [], turn: 0 }] },
  } as unknown as Task;
}

describe("what only the system knows is marked when the user says it", () => {
  const taxrates = {
    id: "b",
    tools: [
      {
        name: "allTaxRates",
        description: "Get all tax rates.",
        inputSchema: {
          type: "object",
          properties: {
            domain: {
              ...(CUT.taxratesDomain.schema as object),
              description: CUT.taxratesDomain.description,
              "x-in": "query",
            },
          },
        },
      },
    ],
  } as unknown as EnvBundle;

  it("the API's host said as a site (taxrates.io `domain`)", () => {
    const task = taskOf("I need to list the rates on wyman.com. Thanks.", "allTaxRates", {
      domain: "wyman.com",
    });
    expect(systemValuesSaid(task, [taxrates]).join()).toMatch(/transport input domain/);
    const fine = taskOf("I need to list the rates in Germany.", "allTaxRates", {
      domain: "api.taxrates.io",
    });
    expect(systemValuesSaid(fine, [taxrates])).toEqual([]);
  });

  it.each([
    "That would be database ogqq2hy370 of catalog wf0k77v9vi in project summit-ml-788 (europe-west4).",
    "Sure, database qppjosjpam of catalog g7ygunei7y in project acme-data-216 (europe-west4).",
    "Hello! So, I'd like to add a new segment for the episode named Wild Coasts in the program named Midnight Ferry, if that's possible. Here's the cd drive: cddrive:id:32850. You're a star.",
  ])("a drawn or a store's id: %s", (quote) => {
    expect(systemValuesSaid(taskOf(quote, "x", {}), [])).not.toEqual([]);
    // Names a person gave pass.
    const named =
      "That would be database analytics of catalog sales-raw in project summit-ml-788 (europe-west4).";
    expect(systemValuesSaid(taskOf(named, "x", {}), [])).toEqual([]);
    const word = "I need to change the brightness of the device called Garage light to 95%.";
    expect(systemValuesSaid(taskOf(word, "x", {}), [])).toEqual([]);
  });
});
