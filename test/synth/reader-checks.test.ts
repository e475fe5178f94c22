import { beforeAll, describe, expect, it } from "vitest";
import type { EnvBundle, Plan, Task } from "../../src/core/schema/index.js";
import {
  answerProblems,
  buildTask,
  buildTaskDetailed,
  checkHasGoal,
  checkKnowable,
  checkNotInstructional,
  codeIdentifier,
  datasetQuality,
  finalAnswer,
  formWording,
  mentionsValue,
  REGISTERS,
  type RequestDraft,
  templateWriter,
} from "../../src/core/synth/index.js";
import { speakValue, spokenDate } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { shopBundle, shopPlans } from "./helpers/shop.js";

let bundle: EnvBundle;
let plans: Awaited<ReturnType<typeof shopPlans>>;

beforeAll(async () => {
  bundle = await shopBundle();
  plans = await shopPlans(bundle);
});

async function task(plan: Plan, turns: "single" | "multi" = "single", seed = 3): Promise<Task> {
  const r = await buildTask(plan, [bundle], { seed, turns });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function withUser(t: Task, user: string, reveal?: string): Task {
  const first = { ...t.turns[0], user };
  return {
    ...t,
    turns: [
      reveal ? { ...first, reveals: [{ key: "x", text: reveal }] } : first,
      ...t.turns.slice(1),
    ],
  } as Task;
}

/** The samples a first-time reader quoted in issue #12, verbatim (user texts). */
const FORM_SAMPLES = [
  "Could you set up an address for me? Make the city Jamarstead, the line1 is 31839 Ullrich Land and the postal code should be 54838.",
  "Oh, right — the country should be IT.",
  "What tweets can you find? The query is Query 8.",
  "Sure, make the power off.",
  "Please take care of my order. The created end date should be 2025-10-19, the status is keenly.",
  "I'd like my task to be changed. It has to be pretty print, the task should be whose owner is me.",
];

describe("reader checks catch the samples quoted in issue #12", () => {
  it("form wording: 'should be', 'make the', 'set the … to', 'the line1 is', 'whose power is'", () => {
    const labels = ["line1", "city", "postal code", "query", "power", "status", "country"];
    for (const s of FORM_SAMPLES) expect(formWording(s, labels), s).toBeDefined();
    expect(
      formWording("I need to change the room Garage and the device whose power is off.", labels),
    ).toBeDefined();
    expect(formWording("Please set the thermostat in the hall to 21°C.", [])).toBeDefined();
    // How people talk is not form wording.
    for (const s of [
      "My email is dana@example.com and I'm Dana Whitfield.",
      "Could you book me in with Dr. Fritsch on Feb 6 at 3:30 pm?",
      "Can you change the temperature to 21°C on the Office thermostat?",
    ])
      expect(formWording(s, labels), s).toBeUndefined();
  });

  it("not-instructional fails the form samples on a real task, and passes the offline request", async () => {
    const t = await task(plans.order);
    expect(checkNotInstructional(t, [bundle]).passed).toBe(true);
    for (const s of FORM_SAMPLES.filter((x) => !x.includes("tweets")))
      expect(checkNotInstructional(withUser(t, s), [bundle]).passed, s).toBe(false);
    // "The query is …" is form wording where a tool takes a `query`.
    const tweets = {
      ...bundle,
      tools: [
        ...bundle.tools,
        {
          name: "search_tweets",
          description: "Search tweets.",
          inputSchema: { type: "object", properties: { query: { type: "string" } } },
        },
      ],
    } as EnvBundle;
    expect(
      checkNotInstructional(withUser(t, "What tweets can you find? The query is Query 8."), [
        tweets,
      ]).passed,
    ).toBe(false);
    const reply = checkNotInstructional(
      withUser(t, t.turns[0]!.user, "Oh, right — the category should be running."),
      [bundle],
    );
    expect(reply.passed).toBe(false);
    expect(reply.evidence).toContain("reads like a form");
  });

  it("code identifiers: camelCase, snake_case and line1 in prose; emails are not", () => {
    expect(codeIdentifier("the line1 is 31839 Ullrich Land")).toBe("line1");
    expect(codeIdentifier("set quotaUser for me")).toBe("quotaUser");
    expect(codeIdentifier("a coffee_maker please")).toBe("coffee_maker");
    expect(codeIdentifier("Mail me at dana_w@example.com, please.")).toBeUndefined();
  });

  it("has-goal fails requests that never say what is wanted", async () => {
    const t = await task(plans.order);
    expect(checkHasGoal(t).passed).toBe(true);
    for (const s of [
      "Please take care of my order.",
      "I'd like my task to be changed.",
      "I need to change the room Garage and the device whose power is off.",
      "Please make a change to my driver.",
    ])
      expect(checkHasGoal(withUser(t, s)).passed, s).toBe(false);
  });

  it("a broken plural of a tool's own word is caught ('changesses')", async () => {
    const t = await task(plans.order);
    const withChanges = {
      ...bundle,
      tools: [
        ...bundle.tools,
        { name: "list_changes", description: "List changes.", inputSchema: { type: "object" } },
      ],
    } as EnvBundle;
    const r = checkNotInstructional(withUser(t, "I'm looking for changesses."), [withChanges]);
    expect(r.passed).toBe(false);
    expect(r.evidence).toContain("changesses");
    expect(
      checkNotInstructional(withUser(t, "I'm looking for my changes."), [withChanges]).passed,
    ).toBe(true);
  });

  it("knowable fails ISO timestamps, transport parameters and ids nobody gave the user", async () => {
    const t = await task(plans.order);
    expect(checkKnowable(t, [bundle]).passed).toBe(true);
    expect(
      checkKnowable(withUser(t, "Book it for 2026-01-04T11:15:00.000Z, please."), [bundle]).passed,
    ).toBe(false);
    expect(
      checkKnowable(withUser(t, "The created end date should be 2025-10-19."), [bundle]).passed,
    ).toBe(false);
    expect(checkKnowable(withUser(t, "Please ship it to address add_1009."), [bundle]).passed).toBe(
      false,
    );
    // A token no person types into a chat (fresh18 conjur: "check the resources for account for
    // eyJhbGciOiJSUzI1NiIs…"): a JWT, a long hex hash or base64 blob.
    const jwt =
      "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJodHRwczovL2F1dGguZXhhbXBsZS5jb20ifQ.fT3Ulq3zY39JMRxvqKRF9zspFcV5XzBd7";
    expect(
      checkKnowable(withUser(t, `Could you check the resources for ${jwt}?`), [bundle]),
    ).toMatchObject({
      passed: false,
      evidence: expect.stringMatching(/token/),
    });
    expect(
      checkKnowable(
        withUser(
          t,
          "The checksum is 5ed1e57e2fab4c0b9d3e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c.",
        ),
        [bundle],
      ).passed,
    ).toBe(false);
    expect(
      checkKnowable(
        withUser(t, "It's for the automatically added 700e4d87-dd5a-40de-8bf2-8758db4706d5."),
        [bundle],
      ).passed,
    ).toBe(false);
    expect(
      checkKnowable(
        withUser(t, 'Make it say "14m9cf91wfsesv1kkhevg12cdywm2wvqy6s8sk53z1ngtazp1t9tyk".'),
        [bundle],
      ).passed,
    ).toBe(false);
    // Long things a person does say pass: a link, an email, a sentence.
    expect(
      checkKnowable(
        withUser(
          t,
          "See https://www.example.com/browser-screenshots/2026/quarterly-report-final-version.html please.",
        ),
        [bundle],
      ).passed,
    ).toBe(true);
    // A transport parameter in the gold call: the user may neither be given it nor say its value.
    const withQuota = {
      ...bundle,
      tools: bundle.tools.map((x) =>
        x.name === "find_customer"
          ? {
              ...x,
              inputSchema: {
                ...x.inputSchema,
                properties: {
                  ...(x.inputSchema.properties as object),
                  quotaUser: { type: "string" },
                  prettyPrint: { type: "boolean" },
                },
              },
            }
          : x,
      ),
    } as EnvBundle;
    const calls = t.gold.calls.map((c, i) =>
      i === 0 ? { ...c, args: { ...c.args, quotaUser: "quota-user-77" } } : c,
    );
    const quoted = {
      ...withUser(t, `${t.turns[0]!.user} Use quota-user-77 as the quota user.`),
      gold: { ...t.gold, calls },
      userFacts: [...t.userFacts, { key: "s1.quotaUser", value: "quota-user-77" }],
    } as Task;
    const verdict = checkKnowable(quoted, [withQuota]);
    expect(verdict.passed).toBe(false);
    expect(verdict.evidence).toMatch(/plumbing parameter quotaUser|transport\/system value/);
  });

  it("answers: ids, pasted sentences, JSON and missing facts are caught; a labelled answer passes", () => {
    expect(
      answerProblems(
        "Done: the id reference is add_1009, the state is active and the country is IT.",
        [],
      ),
    ).toContain("id");
    expect(answerProblems("Here is what I found: the leave balance is willow-824.", [])).toContain(
      "id",
    );
    expect(answerProblems("the advice is The coral needs attention.", [])).toContain(
      "pasted-sentence",
    );
    expect(answerProblems('Result: {"balance": 12}', [])).toContain("json");
    expect(answerProblems("All done.", [{ value: 12 }])).toContain("missed-a-fact");
    expect(answerProblems("Your leave balance is 12 days.", [{ value: 12 }])).toEqual([]);
  });
});

describe("what the offline writers say", () => {
  it("dates, enums and money as people say them, and the matcher still finds the value", () => {
    expect(spokenDate("2026-02-06T15:30:00.000Z", 2026)).toBe("Feb 6 at 3:30 pm");
    expect(spokenDate("2006-06-04", 2026)).toBe("June 4, 2006");
    expect(speakValue("coffee_maker", { role: "category" })).toBe("coffee maker");
    expect(speakValue(12.5, { role: "money", currency: "USD" })).toBe("$12.50");
    expect(speakValue(104.46, { role: "money", currency: "CNY" })).toBe("CN¥104.46");
    expect(speakValue("17:15")).toBe("5:15 pm");
    expect(mentionsValue("See you Feb 6 at 3:30 pm.", "2026-02-06T15:30:00.000Z")).toBe(true);
    expect(mentionsValue("See you Feb 6 at 4:30 pm.", "2026-02-06T15:30:00.000Z")).toBe(false);
    expect(mentionsValue("Born June 4, 2006.", "2006-06-04")).toBe(true);
    expect(mentionsValue("at 5:15 pm", "17:15")).toBe(true);
    expect(mentionsValue("for $12.50", "USD")).toBe(true);
    expect(mentionsValue("a coffee maker", "coffee_maker")).toBe(true);
  });

  it("requests start with the goal: at least 4 phrasings per goal kind and register", async () => {
    const spec = (name: string, kind: string) =>
      toolWords({ name, description: "", inputSchema: {}, kind } as never);
    const goals = [
      spec("book_appointment", "create"),
      spec("update_address", "update"),
      spec("delete_schedule", "delete"),
      spec("activate_scene", "action"),
      spec("get_order", "read"),
      spec("list_coupons", "list"),
      spec("quote_shipping", "compute"),
    ];
    for (const goal of goals)
      for (const register of REGISTERS) {
        const seen = new Set<string>();
        for (let seed = 0; seed < 60; seed++) {
          const draft: RequestDraft = {
            kind: "request",
            goal,
            targets: [],
            facts: [],
            domain: "",
            register,
            ...(goal.readOnly && goal.kind !== "list" ? { asks: ["status"] } : {}),
          };
          const text = await templateWriter.write(draft, { seed, attempt: 0 });
          // Only the opening sentence: the part that carries the goal.
          seen.add(text.split(/(?<=[.?!])\s/)[0] as string);
          if (!goal.readOnly || goal.kind === "list")
            expect(text.toLowerCase(), `${goal.kind}/${register}`).toContain(goal.phrase.verb);
        }
        expect(seen.size, `${goal.kind}/${register}`).toBeGreaterThanOrEqual(4);
      }
  });

  it("final answers state each fact under its label, short, with no ids", async () => {
    expect(
      finalAnswer(
        [
          {
            key: "s2.leave_balance",
            value: 12,
            label: "leave balance",
            text: "the leave balance is 12",
          },
        ],
        false,
      ),
    ).toBe("The leave balance is 12.");
    const t = await task(plans.read);
    expect(t.gold.answerFacts.every((f) => f.label)).toBe(true);
    const coupons = await buildTaskDetailed(plans.coupons, [bundle], { seed: 1, turns: "single" });
    if (!coupons.ok) throw new Error(coupons.error.message);
    expect(coupons.value.task.gold.answerFacts[0]?.label).toMatch(/^number of /);
  });
});

describe("the QUALITY.md figures", () => {
  it("count form wording, code identifiers, ISO timestamps and vague goals in user texts", async () => {
    const good = await task(plans.order);
    const bad = {
      ...withUser(
        good,
        "Please take care of my order. The created end date should be 2025-10-19T10:00:00Z.",
      ),
      id: "bad",
    };
    const q = datasetQuality([good, bad], [], [bundle]);
    expect(q.userTexts).toBe(2);
    expect(q.formWording.count).toBe(1);
    expect(q.isoTimestamps).toBe(1);
    expect(q.noGoal).toBe(1);
    expect(q.codeIdentifiers.count).toBe(0);
    expect(q.formWording.share).toBe(0.5);
  });
});
