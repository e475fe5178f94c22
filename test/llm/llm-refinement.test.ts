import { beforeAll, describe, expect, it } from "vitest";
import {
  createLlmAnswerWriter,
  createLlmRequestWriter,
  createLlmUserSimulator,
} from "../../src/core/llm/llm-writers.js";
import { ModelUseLog } from "../../src/core/llm/model-use-log.js";
import { createScriptedClient } from "../../src/core/llm/scripted-client.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import {
  buildTask,
  buildTaskDetailed,
  buildTrajectory,
  refineTask,
  replayTrajectory,
  userTexts,
} from "../../src/core/synth/index.js";
import { shopBundle, shopPlans } from "../synth/helpers/shop.js";

let bundle: EnvBundle;
let plans: Awaited<ReturnType<typeof shopPlans>>;

beforeAll(async () => {
  bundle = await shopBundle();
  plans = await shopPlans(bundle);
});

/** The fact values the write-request prompt hands the model (the double echoes them, like a good model). */
function factsIn(messages: { content: string | null }[]): string[] {
  const text = messages.map((m) => m.content ?? "").join("\n");
  const m = /Facts to state \(every one, value exactly as written\):\n((?:- .*\n?)*)/.exec(text);
  return m
    ? m[1]!
        .trim()
        .split("\n")
        .map((l) => l.replace(/^- [^:]*: /, ""))
    : [];
}

describe("calibrated refinement with a model (scripted test double)", () => {
  it("a model request that leaks a hidden value is rejected by no-leak, then a clean one is kept", async () => {
    const offline = await buildTaskDetailed(plans.order, [bundle], { seed: 3, turns: "single" });
    expect(offline.ok).toBe(true);
    if (!offline.ok) return;
    // A number only a tool result shows: no id shape, so only the task's no-leak check sees it.
    const hidden = offline.value.task.hidden.find((h) => typeof h.value === "number")?.value;
    expect(hidden).toBeDefined();

    const llm = createScriptedClient((req) => {
      const facts = factsIn(req.messages);
      const retry = JSON.stringify(req.messages).includes("previous message was rejected");
      // The clean retry says the facts in words, as the prompt's plain version does: a bare list of
      // values ("…, on sale, 42, …") is form wording the gate rightly rejects.
      const plain =
        /A plain version: (.*?)(?:\\n|\n)/.exec(JSON.stringify(req.messages))?.[1] ?? "";
      const request = retry
        ? `Could you place an order for me? ${plain} Thanks!`
        : `I'd like to order the running shoes I saw for ${hidden}: ${facts.join(", ")}.`;
      return JSON.stringify({ request });
    });
    const log = new ModelUseLog();
    const writer = createLlmRequestWriter(llm, { log });

    const built = await buildTaskDetailed(plans.order, [bundle], {
      seed: 3,
      turns: "single",
      writer,
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.task.turns[0]!.user).toContain(String(hidden));

    const refined = await refineTask(built.value.task, built.value.drafts, [bundle], {
      seed: 3,
      writer,
    });
    expect(refined.firstChecks.find((c) => c.name === "no-leak")?.passed).toBe(false);
    expect(refined.task).toBeDefined();
    expect(refined.rewrites).toBe(1);
    const words = userTexts(refined.task!).join(" ");
    expect(words).not.toContain(String(hidden));
    expect(words).toMatch(/^Could you place an order/);
    expect(refined.task!.checks.every((c) => c.passed)).toBe(true);
    expect(log.summary()["rewrite-request"]).toEqual({
      accepted: 2,
      fallback: 1,
      reasons: { "rejected-by-checks": 1 },
    });
  });

  it("model text that reads like a form or names a code identifier falls back to offline words, counted by reason", async () => {
    const cases: [string, string][] = [
      [
        "Please make the email dana.whitfield@example.com and the category should be running.",
        "check:form-wording",
      ],
      [
        "Order for customerEmail dana.whitfield@example.com, size 42, running, on sale.",
        "check:code-identifier",
      ],
      [
        "Order it for 2026-02-06T15:30:00.000Z please, dana.whitfield@example.com, size 42.",
        "check:iso-timestamp",
      ],
    ];
    for (const [bad, reason] of cases) {
      const log = new ModelUseLog();
      const writer = createLlmRequestWriter(
        createScriptedClient(() => JSON.stringify({ request: bad })),
        { log },
      );
      const withModel = await buildTaskDetailed(plans.order, [bundle], {
        seed: 3,
        turns: "single",
        writer,
      });
      const without = await buildTaskDetailed(plans.order, [bundle], { seed: 3, turns: "single" });
      if (!withModel.ok || !without.ok) throw new Error("build failed");
      expect(withModel.value.task.turns[0]!.user).toBe(without.value.task.turns[0]!.user);
      expect(log.summary()["rewrite-request"]?.reasons[reason]).toBe(1);
    }
  });

  it("keeps the offline request when the model keeps failing checks", async () => {
    const llm = createScriptedClient(() =>
      JSON.stringify({ request: "Call find_customer then create_order." }),
    );
    const log = new ModelUseLog();
    const writer = createLlmRequestWriter(llm, { log });
    const built = await buildTaskDetailed(plans.order, [bundle], {
      seed: 3,
      turns: "single",
      writer,
    });
    if (!built.ok) throw new Error(built.error.message);
    const refined = await refineTask(built.value.task, built.value.drafts, [bundle], {
      seed: 3,
      writer,
    });
    expect(refined.task).toBeDefined();
    expect(userTexts(refined.task!).join(" ")).not.toMatch(/find_customer|create_order/);
    expect(log.summary()["rewrite-request"]?.reasons["check:tool-talk"] ?? 0).toBe(0);
    expect(log.summary()["rewrite-request"]?.fallback).toBeGreaterThan(0);
  });

  it("falls back to the template when the model is down", async () => {
    const llm = createScriptedClient([{ error: "llm/http" }]);
    const log = new ModelUseLog();
    const writer = createLlmRequestWriter(llm, { log });
    const withModel = await buildTaskDetailed(plans.order, [bundle], {
      seed: 3,
      turns: "single",
      writer,
    });
    const without = await buildTaskDetailed(plans.order, [bundle], { seed: 3, turns: "single" });
    expect(withModel.ok && without.ok).toBe(true);
    if (!withModel.ok || !without.ok) return;
    expect(withModel.value.task.turns).toEqual(without.value.task.turns);
    expect(log.summary()["rewrite-request"]?.reasons["llm/http"]).toBe(1);
  });

  it("the simulated user answers only with the fact asked for, or falls back", async () => {
    const fact = {
      key: "s1.email",
      value: "dana@example.com",
      label: "email",
      role: "arg" as const,
      personal: true,
      kind: "email" as const,
    };
    const good = createLlmUserSimulator(
      createScriptedClient([JSON.stringify({ reply: "It's dana@example.com." })]),
    );
    expect(await good.answer("What's your email?", fact, { seed: 1 })).toBe(
      "It's dana@example.com.",
    );
    const log = new ModelUseLog();
    const evasive = createLlmUserSimulator(
      createScriptedClient([JSON.stringify({ reply: "Why do you need it?" })]),
      { log },
    );
    expect(await evasive.answer("What's your email?", fact, { seed: 1 })).toContain(
      "dana@example.com",
    );
    expect(log.summary()["simulated-user"]?.reasons["did-not-answer"]).toBe(1);
  });
});

describe("final answers with a model (scripted test double)", () => {
  it("uses the model's answer when it states every fact, the offline one when it does not", async () => {
    const built = await buildTask(plans.read, [bundle], { seed: 3, turns: "single" });
    if (!built.ok) throw new Error(built.error.message);
    const task = built.value;
    const facts = task.gold.answerFacts.map((f) => String(f.text ?? f.value));
    expect(facts.length).toBeGreaterThan(0);

    const log = new ModelUseLog();
    const good = `All set! ${facts.join("; ")}.`;
    const withFacts = await buildTrajectory(task, plans.read, [bundle], {
      answerWriter: createLlmAnswerWriter(
        createScriptedClient(() => JSON.stringify({ answer: good })),
        { log },
      ),
    });
    if (!withFacts.ok) throw new Error(withFacts.error.message);
    expect(withFacts.value.messages.at(-1)?.content).toBe(good);
    expect((await replayTrajectory(withFacts.value, task, [bundle])).exact).toBe(true);

    const vague = await buildTrajectory(task, plans.read, [bundle], {
      answerWriter: createLlmAnswerWriter(
        createScriptedClient(() => JSON.stringify({ answer: "Done, all good." })),
        { log },
      ),
    });
    const offline = await buildTrajectory(task, plans.read, [bundle]);
    if (!vague.ok || !offline.ok) throw new Error("trajectory failed");
    expect(vague.value.messages.at(-1)?.content).toBe(offline.value.messages.at(-1)?.content);
    expect(log.summary()["final-answer"]).toEqual({
      accepted: 1,
      fallback: 1,
      reasons: { "missed-a-fact": 1 },
    });
  });
});
