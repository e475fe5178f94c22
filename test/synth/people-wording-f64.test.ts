import { beforeAll, describe, expect, it } from "vitest";
import type { EnvBundle, Plan, Task } from "../../src/core/schema/index.js";
import {
  checkNotInstructional,
  countAskedAgain,
  formFindings,
} from "../../src/core/synth/checks.js";
import { buildTask } from "../../src/core/synth/index.js";
import { peopleWording } from "../../src/core/synth/label-wording.js";
import { shopBundle, shopPlans } from "./helpers/shop.js";

// fresh64 blind readers (stop 59), F: requests that name things as an API does, not as people do.
describe("user texts the fresh64 readers marked F are marked", () => {
  it.each([
    'add a new pipeline 4 units, 3 units and named "Content review"',
    "Can you add a new pipeline with logging enabled, 4 units and 3 units?",
    'add a new pipeline 2 units, 2 units and named "Release checklist"',
    "I need you to find the repository associations that are associated.",
    "Just tell me the analysis type of the scan for my oldest summary, please.",
    "I need the analysis type of the scan for the oldest summary, quickly.",
    "Oh, sorry — department 123456 of provider Microsoft.Billing.",
  ])("%s", (text) => {
    expect(peopleWording(text)).toBeDefined();
  });

  it("an enum member's compound said alone, with the fact that holds the member", () => {
    const facts = [{ value: "RepositoryAnalysis" }];
    expect(
      peopleWording(
        "I need the code reviews that are completed. It's a repository-analysis.",
        facts,
      ),
    ).toBeDefined();
    expect(
      peopleWording("the state of my latest code review (repository-analysis)?", facts),
    ).toBeDefined();
    expect(
      peopleWording("the state of my latest code review (pull-request)?", [
        { value: ["PullRequest"] },
      ]),
    ).toBeDefined();
    // As a modifier before its noun the compound is English.
    expect(
      peopleWording("the state of my latest repository-analysis code review?", facts),
    ).toBeUndefined();
  });

  it.each([
    "add a new pipeline with between 2 and 4 units",
    "add a new pipeline with at least 2 and at most 4 units",
    "book a table for 2 adults and 3 children",
    "the scan summary of my latest scan",
    "my latest orders that are shipped",
    "the associations that are failed",
    "Version 2.Next is out",
  ])("passes %s", (text) => {
    expect(peopleWording(text)).toBeUndefined();
  });
});

let bundle: EnvBundle;
let plans: Awaited<ReturnType<typeof shopPlans>>;

beforeAll(async () => {
  bundle = await shopBundle();
  plans = await shopPlans(bundle);
});

async function task(plan: Plan): Promise<Task> {
  const r = await buildTask(plan, [bundle], { seed: 3, turns: "single" });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe("a count asked for again after the user gave it (fresh64 readers, F and A)", () => {
  function asked(t: Task, user: string, question: string, answer: string): Task {
    const first = { ...t.turns[0], user, reveals: [{ key: "x", question, text: answer }] };
    return { ...t, turns: [first, ...t.turns.slice(1)] } as Task;
  }

  it("'How many units?' after '2 units' fails the gate; a question that says which count passes", async () => {
    const t = await task(plans.order);
    const again = asked(
      t,
      'add a new pipeline 2 units and named "dev-pipeline"',
      "How many units would you like?",
      "3.",
    );
    expect(countAskedAgain(again)).toBe("How many units would you like?");
    expect(formFindings(again, [bundle]).map((f) => f.kind)).toContain("countAskedAgain");
    expect(checkNotInstructional(again, [bundle]).passed).toBe(false);
    const single = asked(
      t,
      'add a new pipeline 1 unit and named "dev-pipeline"',
      "How many units would you like?",
      "1 unit, please.",
    );
    expect(countAskedAgain(single)).toBeDefined();
    const told = asked(
      t,
      "add a new pipeline with at least 2 units",
      "What's the maximum number of units?",
      "At most 3 units, please.",
    );
    expect(countAskedAgain(told)).toBeUndefined();
  });
});
