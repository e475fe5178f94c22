import { beforeAll, describe, expect, it } from "vitest";
import { isConstantInput, isOperationInput } from "../../src/core/domain/tool-kind.js";
import type { EnvBundle, Plan, Task } from "../../src/core/schema/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import {
  checkNotInstructional,
  formFindings,
  formWording,
  paramWordsOf,
} from "../../src/core/synth/checks.js";
import { taskDefects } from "../../src/core/synth/dataset-quality.js";
import { buildTask } from "../../src/core/synth/index.js";
import { docProse, unsayableFieldLabel } from "../../src/core/synth/label-wording.js";
import { isUnsayable, toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, factPhrase } from "../../src/core/synth/writer.js";
import { shopBundle, shopPlans } from "./helpers/shop.js";

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

function withText(t: Task, user: string, question?: string): Task {
  const first = {
    ...t.turns[0],
    user,
    ...(question ? { reveals: [{ key: "x", question, text: "Oh, sorry — create." }] } : {}),
  };
  return { ...t, turns: [first, ...t.turns.slice(1)] } as Task;
}

describe("the gate drops what the form-wording figure counts (issue 12)", () => {
  it("a text only the measured detectors flag fails not-instructional and is a reader's F", async () => {
    const t = await task(plans.order);
    // An endpoint summary's object as the thing: no `formWording` rule sees it.
    const text = "Can you find the detailed order metadata for me?";
    const flagged = withText(t, text);
    expect(formWording(text, paramWordsOf(flagged, [bundle]))).toBeUndefined();
    expect(formFindings(flagged, [bundle])).not.toEqual([]);
    expect(taskDefects(flagged, undefined, [bundle]).form).not.toEqual([]);
    const verdict = checkNotInstructional(flagged, [bundle]);
    expect(verdict.passed).toBe(false);
    expect(verdict.evidence).toContain("reads like a form");
    expect(checkNotInstructional(t, [bundle]).passed).toBe(true);
  });

  it("an assistant question asking for a field by its name fails the gate too", async () => {
    const t = await task(plans.order);
    const asked = withText(t, t.turns[0]!.user, "What cmd would you like?");
    expect(taskDefects(asked, undefined, [bundle]).form).not.toEqual([]);
    const verdict = checkNotInstructional(asked, [bundle]);
    expect(verdict.passed).toBe(false);
    expect(verdict.evidence).toContain("a field name asked for");
  });
});

describe("an operation's own inputs are never the user's values", () => {
  const postRequest: ToolSpec = {
    name: "post_request",
    description: "Create a request.",
    inputSchema: {
      type: "object",
      properties: {
        cmd: {
          type: "string",
          enum: ["create"],
          description:
            "This endpoint will refuse the creation of a new request if this parameter is not set.",
        },
        ignore_build_state: {
          type: "string",
          enum: [1],
          description: "Skip the build state check",
        },
        description: { type: "string" },
      },
      required: ["cmd"],
    },
  };

  it("a one-value enum is a constant the call sends; a command enum picks the operation", () => {
    expect(isConstantInput({ type: "string", enum: ["create"] })).toBe(true);
    expect(isConstantInput({ type: "string", enum: ["open", "closed"] })).toBe(false);
    expect(isOperationInput("cmd", { enum: ["change_password", "lock", "delete"] })).toBe(true);
    expect(isOperationInput("state", { enum: ["open", "closed"] })).toBe(false);
    expect(isOperationInput("cmd", { type: "string" })).toBe(false);
  });

  it("the constant is masked, even when required; the free text is not", () => {
    expect(isUnsayable(postRequest, "cmd", "create")).toBe(true);
    expect(isUnsayable(postRequest, "ignore_build_state", 1)).toBe(true);
    expect(isUnsayable(postRequest, "description", "A little version update")).toBe(false);
  });
});

describe("a read asks for fields by the words its doc says", () => {
  const getConfiguration: ToolSpec = {
    name: "get_configuration",
    description: "Get the configuration of the build service: its title and the admin's email.",
    inputSchema: { type: "object", properties: {} },
    outputSchema: {
      type: "object",
      properties: {
        title: { type: "string", description: "The title shown on every page." },
        admin_email: { type: "string", description: "Email address of the admin." },
        allow_user_to_create_home_project: { type: "string", enum: ["on", "off"] },
        period_start: { type: "string" },
        anonymous: { type: "string", enum: ["on", "off"], description: "Allow anonymous access." },
      },
    },
  };
  const prose = docProse([getConfiguration]);

  it("a label the doc's prose never says is unsayable; one it says is not", () => {
    expect(unsayableFieldLabel("allow user to create home project", { prose })).toBe(true);
    expect(unsayableFieldLabel("period start", { prose })).toBe(true);
    expect(unsayableFieldLabel("admin email", { prose })).toBe(false);
    expect(unsayableFieldLabel("title", { prose })).toBe(false);
  });

  it("the switch and the unsaid label are left for the fields a person names", () => {
    const result = {
      allow_user_to_create_home_project: "on",
      period_start: "2025-11-25T10:30:00Z",
      anonymous: "on",
      admin_email: "blanca.stroman@example.com",
      title: "Open Build Service",
    };
    const w = toolWords(getConfiguration);
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, { prose });
    expect(facts.map((f) => f.key).sort()).toEqual(["s1.admin_email", "s1.title"]);
    // Without the doc's prose nothing is judged (the old pick).
    const before = answerFactsFrom({ ok: true, result }, "s1", w, 0);
    expect(before.map((f) => f.key)).not.toEqual(facts.map((f) => f.key));
  });

  // b54 dev runs: "What's the logo and stripe country of the organization …?" was drafted and
  // dropped by the form gate (a third of fresh57's not-instructional drops). A read with one field
  // a person names asks for that one alone; the unsaid label is no second question.
  it("an unsaid label is not asked beside a field a person names", () => {
    const result = {
      period_start: "2025-11-25T10:30:00Z",
      title: "Open Build Service",
    };
    const w = toolWords(getConfiguration);
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, { prose });
    expect(facts.map((f) => f.key)).toEqual(["s1.title"]);
  });
});

describe("a nested object's field is said as that part's, not the record's", () => {
  it("review[].state and state.name: 'with a review marked accepted', 'with a state named …'", () => {
    const state = {
      key: "s1.review[0].state",
      value: "accepted",
      label: "state",
      kind: "status",
      part: "review",
    } as FactPhrase;
    expect(factPhrase(state)).toBe("with a review marked accepted");
    const name = {
      key: "s1.state.name",
      value: "Secondary state",
      label: "name",
      kind: "label",
      part: "state",
    } as FactPhrase;
    expect(factPhrase(name)).toMatch(/^with a state (?:called|named) "Secondary state"$/);
    // Without a part it is the record's own, as before.
    expect(factPhrase({ ...state, part: undefined } as FactPhrase)).toBe("marked accepted");
  });
});
