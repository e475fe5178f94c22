import { describe, expect, it } from "vitest";
import { groundPlan, planId } from "../../src/core/plan/index.js";
import { sealBundle } from "../../src/core/schema/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, buildTaskDetailed } from "../../src/core/synth/build-task.js";
import { answerReaderProblems } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

const ok = (result: unknown) => ({ ok: true as const, result });
const spec = (name: string, description: string): ToolSpec =>
  ({ name, description, inputSchema: { type: "object", properties: {} } }) as ToolSpec;

// Causes read over the five dev sets of main faf2b81 (30 seeded samples each).
describe("a JSON:API resource is told by its attributes, never its `type` (fresh22: 4 of 30)", () => {
  it("'The type is text.' for a reward read: the resource's type is plumbing", () => {
    const w = toolWords(spec("fetchReward", "Get a reward."));
    const result = {
      data: {
        attributes: {
          allocated_at: "2025-12-27T16:15:00Z",
          allocated_value: 29.28,
          description: "Attribute added on November 6.",
        },
        id: "rew_1006",
        relationships: { program: {} },
        type: "text",
      },
    };
    const facts = answerFactsFrom(ok(result), "s2", w, 0);
    expect(facts.map((f) => f.key)).not.toContain("s2.type");
    expect(facts.map((f) => f.key)).toContain("s2.allocated_value");
  });
});

describe("a computation that works out nothing has no answer (fresh23: 6 of 30)", () => {
  // "Please work out the country and phone prefix. … my number is +1 989 012 6807." →
  // `{"personalNamesWithPhoneNumbers":[{"phoneNumber":"+1 989 012 6807"}]}` →
  // "I've worked out the country and phone prefix." — nothing worked out is said, because
  // nothing was: the task must not exist.
  it("a compute whose result only hands its input back builds no task", {
    timeout: 30000,
  }, async () => {
    const bundle = await sealBundle({
      format: "envfactory.bundle/v1",
      name: "mini-phone",
      description: "Infers the country of origin of a phone number.",
      domain: "telecom",
      seed: 7,
      clock: { start: "2025-03-01T09:00:00.000Z", stepMs: 60000 },
      stateSchema: { type: "object" },
      initialState: { runs: 0 },
      tools: [
        {
          name: "phoneCodeGeoBatch",
          description:
            "[USES 11 UNITS PER NAME] Infer the likely country and phone prefix, of up to 100 personal names, with a local context (ISO2 country of residence).",
          // nam-sor's batch endpoints are POSTs: the tool is a create, asked as a computation.
          kind: "create",
          inputSchema: {
            type: "object",
            properties: { phoneNumber: { type: "string", description: "Phone number" } },
            required: ["phoneNumber"],
          },
          outputSchema: {
            type: "object",
            properties: {
              phoneNumber: { type: "string" },
              phoneCountryCode: { type: "integer", description: "Country calling code" },
            },
          },
        },
      ],
      code: `export default { phoneCodeGeoBatch(state, args) { state.runs += 1; return { phoneNumber: args.phoneNumber }; } };`,
    });
    const env = bundle.id;
    const draft = {
      seed: 1,
      envs: [env],
      goal: "s1",
      steps: [
        {
          id: "s1",
          env,
          tool: "phoneCodeGeoBatch",
          args: { phoneNumber: { from: "user" as const, value: "+1 989 012 6807" } },
        },
      ],
    };
    const grounded = await groundPlan({ id: await planId(draft), ...draft }, [bundle]);
    if (!grounded.ok) throw new Error(grounded.error.message);
    const r = await buildTaskDetailed(grounded.value, [bundle], { seed: 3, turns: "single" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.where).toBe("no-answer-facts");
  });
});

describe("a total is how many things a record holds, never money (fresh25/26: 4 of 30)", () => {
  it("'The total is $386' for a playlist whose doc says 'Total number of items in this playlist.'", () => {
    const w = toolWords(spec("getPlaylistById", "Fetch a playlist's info and items."));
    const result = {
      description: "Rap playlist from Vancouver.",
      id: "pla_1001",
      items: [{ added_at_ms: 1769702400000, id: 29, notes: "This is a good episode." }],
      total: 386,
    };
    const facts = answerFactsFrom(ok(result), "s2", w, 0, {
      docs: { total: { description: "Total number of items in this playlist." } },
      currency: "USD",
    });
    const total = facts.find((f) => f.key === "s2.total");
    expect(total?.text).toBe("it has 386 items");
    expect(total?.label).toBe("number of items");
  });
  it("an undocumented `total` beside the list it counts counts that list", () => {
    const w = toolWords(spec("getMusicPopularPlaylistById", "Get a popular playlist."));
    const result = { limit: 5, results: [{ title: "Swing Mix" }], total: 202 };
    const facts = answerFactsFrom(ok(result), "s2", w, 0, { currency: "USD" });
    expect(facts.find((f) => f.key === "s2.total")?.text).toBe("it has 202 results");
  });
  it("a list whose page holds no records says how many there are ('The total is $576.')", () => {
    const w = toolWords(spec("get_my_categories_follows", "List the followed categories."));
    const facts = answerFactsFrom(
      ok({ $schema: "popular", limit: 10, offset: 0, total: 576 }),
      "s1",
      w,
      0,
      { currency: "USD" },
    );
    expect(facts.map((f) => f.text).join(" ")).not.toMatch(/\$/);
  });
});

describe("a write that hands back only the handle of what it started says it (fresh23: 6 of 30)", () => {
  // "I've started the screenshot test." over `{"test_id":"TES100968331562243938913767"}`: the
  // user needs the test ID to get the screenshots later.
  const w = toolWords({
    name: "Start_Screenshot_Test",
    description: "Start Screenshot Test",
    kind: "create",
    inputSchema: { type: "object", properties: { url: { type: "string" } } },
  } as ToolSpec);
  it("the test ID is the answer fact, labelled", () => {
    const facts = answerFactsFrom(ok({ test_id: "TES100968331562243938913767" }), "s1", w, 0, {
      args: { url: "https://www.lambdatest.com" },
      argNames: ["url"],
    });
    expect(facts.map((f) => f.text)).toEqual(["the test ID is TES100968331562243938913767"]);
  });
  it("an id beside other news, or one of another thing, is no handle", () => {
    expect(answerFactsFrom(ok({ user_id: "usr_1001" }), "s1", w, 0)).toEqual([]);
  });
});

describe("a fare is money (fresh23: 'The lowest fare is 741.5.', 3 of 30)", () => {
  it("a bare numeric answer named a fare is said in the environment's currency", () => {
    const w = toolWords(
      spec("Lowest_Fares", "Retrieve lowest fare for a specific Origin & Destination pair."),
    );
    const facts = answerFactsFrom(ok("741.5"), "s1", w, 0, { currency: "USD" });
    expect(facts.map((f) => f.text)).toEqual(["the lowest fare is $741.50"]);
    expect(facts[0]?.value).toBe("741.5");
  });
  it("a bare number under any other name stays a number", () => {
    const w = toolWords(spec("Get_Score", "Get the score."));
    expect(answerFactsFrom(ok("7.5"), "s1", w, 0, { currency: "USD" })[0]?.text).toBe(
      "the score is 7.5",
    );
  });
});

describe("the bad-answer check marks what the readers marked (program 0 of 30 B on f23, reader 20)", () => {
  const problems = (answer: string, request: string, result: unknown) =>
    answerReaderProblems(answer, { request, results: [JSON.stringify(result)] });
  it("a computation confirmed with nothing worked out", () => {
    expect(
      problems(
        "I've worked out the country and phone prefix.",
        "I need to work out the country and phone prefix. My number is +1 989 012 6807.",
        { personalNamesWithPhoneNumbers: [{ phoneNumber: "+1 989 012 6807" }] },
      ),
    ).toContain("nothing-worked-out");
    expect(
      problems('I\'ve returned the score "Advanced fact".', "I need you to return the score.", {
        matchedNames: [],
      }),
    ).toContain("nothing-worked-out");
  });
  it("a catch-all qualifier before the field's own word: 'The interface is Secondary interface.'", () => {
    expect(
      problems("The interface is Secondary interface.", "Check the interface of the 68 state.", {}),
    ).toContain("placeholder");
    expect(
      problems(
        "The err is 34.07 and the investigation is Primary investigation.",
        "Check the err and investigation.",
        {},
      ),
    ).toContain("placeholder");
    expect(problems("The plan is Basic.", "What's my plan?", {})).not.toContain("placeholder");
  });
  it("a fare or price said without a currency", () => {
    expect(problems("The lowest fare is 741.5.", "I need the lowest fare.", "741.5")).toContain(
      "money-without-currency",
    );
    expect(
      problems("The lowest fare is $741.50.", "I need the lowest fare.", "741.5"),
    ).not.toContain("money-without-currency");
  });
});

describe("a count of a participle is no plural noun", () => {
  it("'It has 5 allocateds and 3 earneds.' → '5 allocated'", () => {
    const w = toolWords(spec("fetchRewardProgramActivation", "Get a reward program activation."));
    const facts = answerFactsFrom(ok({ allocated_count: 5, earned_count: 3 }), "s2", w, 0);
    expect(facts.map((f) => f.text)).toEqual(["it has 5 allocated", "it has 3 earned"]);
  });
});
