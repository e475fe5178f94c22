import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";
import { formWording, measuredFormWording, readOnlySaid } from "../../src/core/synth/checks.js";
import {
  envelopeNoun,
  labelAsNoun,
  namespaceAsVerb,
  schemaWording,
  valueInSlot,
} from "../../src/core/synth/schema-wording.js";

// Verbatim requests the fresh11 blind readers marked F (/work/reader/f11-blind/r1.md, r2.md),
// each with the context the check reads: the task's user facts, its tools, its field labels.
const TFL = [
  "Place_MetaCategories",
  "StopPoint_MetaStopTypes",
  "Line_ArrivalsByPathIds",
  "Place_Get",
];

describe("an envelope key named as the record", () => {
  it.each([
    "Can you remove the response called Dracula?",
    "I need the name of the response called The Heart is a Lonely Hunter.",
    "Would you mind helping me update the rotaion to 90 and the unit to in on the response named Pale Fire? Thanks in advance.",
    "Can you add a new copy for the response named The Magic Mountain?",
  ])("flags %s", (t) => {
    expect(envelopeNoun(t)).toBeDefined();
  });

  it.each([
    "Could you find my saved searches?",
    "Can you show the search results for running shoes?",
    'Please add a new template called "Invoice template".',
    "What was the response time of the Paris server?",
    "Could you list the data sources for my dashboard?",
  ])("leaves %s alone", (t) => {
    expect(envelopeNoun(t)).toBeUndefined();
  });
});

describe("an operation id's namespace read as the verb", () => {
  it.each([
    "Can you place the meta categories?",
    "Good afternoon, would you be able to place the meta categories? Thank you very much.",
    "Can you stop the point meta stop types already? I've been waiting.",
  ])("flags %s", (t) => {
    expect(namespaceAsVerb(t, TFL)).toBeDefined();
  });

  it.each([
    "What place categories are there?",
    "Could you list the stop types?",
    "Can you place an order for two coffees?",
    "Please stop the meeting recording.",
    "Could you list the stop point meta stop types?",
  ])("leaves %s alone", (t) => {
    expect(namespaceAsVerb(t, TFL)).toBeUndefined();
  });

  it("needs a namespaced id: a snake-case verb-first name is already words", () => {
    expect(namespaceAsVerb("Can you get the occupancy car park?", ["get_occupancy_car_park"])).toBe(
      undefined,
    );
  });
});

describe("a value said in its field's slot", () => {
  it.each([
    [
      "Would you mind helping me remove my word? In case it helps, for the wraynor username. Thank you.",
      [{ key: "s1.username", value: "wraynor" }],
    ],
    [
      'Please list the matching observations for the m unit and for "VAL-6937", it\'s a lab test.',
      [{ key: "s1.age.unit", value: "m" }],
    ],
    [
      "Generate a document for the response called Slaughterhouse Five for the URL output, now please.",
      [{ key: "s3.output", value: "url" }],
    ],
    [
      'Can you remove my word for the dict DIC-2677 and for the word "gather" already? I\'ve been waiting. Thanks.',
      [
        { key: "s1.dict", value: "DIC-2677" },
        { key: "s1.word", value: "gather" },
      ],
    ],
    [
      "Hi, I'd like to add a new schedule for the weekdays repeat.",
      [{ key: "s1.repeat", value: "weekdays" }],
    ],
  ])("flags %s", (t, facts) => {
    expect(valueInSlot(t, facts)).toBeDefined();
  });

  it.each([
    ['Can you remove the word "gather" from my dictionary?', [{ key: "s1.word", value: "gather" }]],
    ['Please remove my word for the word "happy".', [{ key: "s1.word", value: "happy" }]],
    ["Could you check the status of the order ORD-7743?", [{ key: "s1.order", value: "ORD-7743" }]],
    ["My username is wraynor, please remove my word.", [{ key: "s1.username", value: "wraynor" }]],
    ["Send me the document as a link, please.", [{ key: "s3.output", value: "url" }]],
    ["Show me the 3 kg bags.", [{ key: "s1.unit", value: "kg" }]],
  ] as const)("leaves %s alone", (t, facts) => {
    expect(valueInSlot(t, facts)).toBeUndefined();
  });
});

describe("a field label that is no noun, used with a value", () => {
  const airflow = ["occupied slots", "queued slots", "last expired", "slots", "rating", "speed"];
  it.each([
    'I need to add a new pool with an occupied slots of 81, a queued slots of 70 and with 15 slots. It\'s named "Production pool".',
    "Can you update the dag with a last expired of Oct 27, 2025 at 11:30 am?",
  ])("flags %s", (t) => {
    expect(labelAsNoun(t, airflow)).toBeDefined();
  });

  it.each([
    'Please add a pool called "Production pool" with 15 slots.',
    "Find me a hotel with a rating of 5.",
    "Set a speed of 40 for the fan.",
    "I'd like a pack of 6 and a series of 3 lessons.",
  ])("leaves %s alone", (t) => {
    expect(labelAsNoun(t, airflow)).toBeUndefined();
  });
});

describe("codes and places where a person says something else", () => {
  it("flags a made-up code after a name and a country given as an address", () => {
    expect(
      schemaWording(
        "Tell me the category and common name of the lab test called Secondary lab test (VAL-3749) already.",
      ),
    ).toBe("(VAL-3749)");
    expect(
      schemaWording(
        "Could you please list the forms? In case it helps, my address is United States. Thank you.",
      ),
    ).toBeDefined();
  });

  it("leaves a street address and a held number alone", () => {
    expect(schemaWording("My address is 12 Baker Street, London.")).toBeUndefined();
    expect(schemaWording("Where is my order (ORD-7743 on the receipt)?")).toBeUndefined();
  });
});

describe("measured, not a gate", () => {
  it("the refinement check's formWording is unchanged: these causes only count in the run's figure", () => {
    const text = "Can you remove the response called Dracula?";
    expect(formWording(text, ["response"])).toBeUndefined();
    expect(measuredFormWording(text, ["response"])).toBeDefined();
    const slot = "In case it helps, for the wraynor username.";
    const ctx = { facts: [{ key: "s1.username", value: "wraynor" }] };
    expect(formWording(slot, ["username"])).toBeUndefined();
    expect(measuredFormWording(slot, ["username"], ctx)).toBeDefined();
  });
});

interface Labelled {
  text: string;
  F: boolean;
}
const fixture = JSON.parse(
  readFileSync(new URL("../fixtures/reader-labels/requests.json", import.meta.url), "utf8"),
) as {
  envs: Record<string, { paramWords: string[]; tools: string[] }>;
  samples: { env: string; facts: { key: string; value: unknown }[]; texts: Labelled[] }[];
};

function agreement(prefix: string) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const s of fixture.samples.filter((x) => x.env.startsWith(prefix))) {
    const env = fixture.envs[s.env];
    for (const t of s.texts) {
      const said =
        measuredFormWording(t.text, env?.paramWords ?? [], {
          facts: s.facts,
          tools: env?.tools ?? [],
        }) !== undefined;
      if (said && t.F) tp++;
      else if (said) fp++;
      else if (t.F) fn++;
    }
  }
  return { precision: tp / (tp + fp), recall: tp / (tp + fn) };
}

describe("the run's form-wording figure agrees with the blind readers", () => {
  it("on fresh11 (before these causes: recall 0 of 26 texts)", () => {
    const a = agreement("f11:");
    expect(a.precision).toBeGreaterThanOrEqual(0.9);
    expect(a.recall).toBeGreaterThanOrEqual(0.8);
  });

  it("still on fresh10 (precision 0.97, recall 0.78 before)", () => {
    const a = agreement("f10:");
    expect(a.precision).toBeGreaterThanOrEqual(0.9);
    expect(a.recall).toBeGreaterThanOrEqual(0.75);
  });
});

describe("a read-only field given by the user", () => {
  // Airflow's `POST /pools` body, as ingested (apache.org-airflow.json): `occupied_slots` and
  // `queued_slots` are `readOnly: true` — the server counts them.
  const bundle = {
    id: "airflow",
    name: "airflow-stable",
    tools: [
      {
        name: "post_pool",
        description: "Create a pool",
        inputSchema: {
          type: "object",
          properties: {
            name: { type: "string", description: "The name of pool." },
            slots: { type: "integer", description: "The maximum number of slots." },
            occupied_slots: {
              type: "integer",
              readOnly: true,
              description: "The number of slots used by running/queued tasks at the moment.",
            },
            queued_slots: {
              type: "integer",
              readOnly: true,
              description: "The number of slots used by queued tasks at the moment.",
            },
          },
        },
      },
    ],
  } as unknown as EnvBundle;
  const task = (user: string, args: Record<string, unknown>) =>
    ({
      id: "t",
      envs: [{ bundleId: "airflow" }],
      turns: [{ user }],
      userFacts: Object.entries(args).map(([k, v]) => ({ key: `s1.${k}`, value: v })),
      gold: { calls: [{ tool: "post_pool", args }], answerFacts: [], finalStateHash: "" },
    }) as unknown as Task;

  it("flags the reader's request: 'an occupied slots of 81, a queued slots of 70'", () => {
    const said = readOnlySaid(
      task(
        'I need to add a new pool with an occupied slots of 81, a queued slots of 70 and with 15 slots. It\'s named "Production pool".',
        { name: "Production pool", occupied_slots: 81, queued_slots: 70, slots: 15 },
      ),
      [bundle],
    );
    expect(said).toEqual([
      "text 0 says the read-only field occupied_slots 81",
      "text 0 says the read-only field queued_slots 70",
    ]);
  });

  it("leaves the fields a person sets alone", () => {
    expect(
      readOnlySaid(
        task('Please add a pool called "Production pool" with 15 slots.', {
          name: "Production pool",
          slots: 15,
        }),
        [bundle],
      ),
    ).toEqual([]);
  });
});
