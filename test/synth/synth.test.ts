import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle, Plan, Task } from "../../src/core/schema/index.js";
import {
  buildTask,
  buildTrajectory,
  checkNoLeak,
  checkNotInstructional,
  checkSolvable,
  checkWellFormed,
  replayTrajectory,
  synthesize,
} from "../../src/core/synth/index.js";
import { createPlainJsRunnerTestDouble } from "./helpers/plain-js-runner-test-double.js";
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

function withUser(t: Task, user: string): Task {
  return { ...t, turns: [{ ...t.turns[0], user }, ...t.turns.slice(1)] };
}

describe("buildTask", () => {
  it("derives user facts, hidden values, masked gold calls, answer facts and a gold hash", async () => {
    const t = await task(plans.order);
    const facts = Object.fromEntries(t.userFacts.map((f) => [f.key, f.value]));
    expect(facts["s1.email"]).toBe("dana.whitfield@example.com");
    expect(facts["s2.category"]).toBe("running");
    expect(facts["s3.size"]).toBe(42);
    expect(Object.values(facts)).toContain("Trail Blazer 2");
    const hidden = t.hidden.map((h) => h.value);
    expect(hidden).toEqual(expect.arrayContaining(["cus_101", "prd_201", "ord_303"]));
    expect(hidden).not.toContain("running");
    expect(t.gold.calls.map((c) => c.tool)).toEqual([
      "find_customer",
      "search_products",
      "create_order",
    ]);
    expect(t.gold.calls[1]?.masked).toEqual(["limit"]);
    expect(t.gold.calls[2]?.dependsOn).toEqual([0, 1]);
    // The answer confirms the order in words a reader expects, each labelled, never by its id.
    expect(t.gold.answerFacts.length).toBeGreaterThan(0);
    expect(t.gold.answerFacts.every((f) => typeof f.label === "string" && f.label.length > 0)).toBe(
      true,
    );
    expect(t.gold.answerFacts.map((f) => f.value)).not.toContain("ord_303");
    expect(t.gold.finalStateHash).toMatch(/^[0-9a-f]{64}$/);
    expect(t.checks.map((c) => [c.name, c.passed])).toEqual([
      ["no-leak", true],
      ["solvable", true],
      ["not-instructional", true],
      ["well-formed", true],
      ["knowable", true],
      ["has-goal", true],
    ]);
  });

  it("gives a read-only goal answer facts, so doing nothing cannot pass", async () => {
    const t = await task(plans.read);
    expect(t.gold.answerFacts.length).toBeGreaterThan(0);
    // The user named "Summit Pro"; the answer tells them what they asked, not their own words back.
    const values = t.gold.answerFacts.map((f) => f.value);
    expect(values).toContain(174);
    expect(values).not.toContain("Summit Pro");
    for (const f of t.gold.answerFacts) expect(t.turns[0]?.user).toContain(f.label as string);
  });

  it("is deterministic: same plan and seed give the same task id", async () => {
    const a = await task(plans.cancel, "multi", 9);
    const b = await task(plans.cancel, "multi", 9);
    expect(a.id).toBe(b.id);
    expect(a).toEqual(b);
  });

  it("writes requests without tool names, snake_case, JSON or JS artefacts", async () => {
    for (const p of Object.values(plans)) {
      for (let seed = 0; seed < 8; seed++) {
        const t = await task(p, seed % 2 ? "multi" : "single", seed);
        const text = t.turns.map((x) => x.user).join(" ");
        expect(text).not.toMatch(
          /find_customer|create_order|search_products|cancel_order|list_orders|_id\b|undefined|\[object|[{}]/,
        );
        expect(text).toMatch(/^[A-Z]/);
      }
    }
  });
});

describe("checks", () => {
  it("no-leak flags a hidden id in any case or separator form, and a reformatted number", async () => {
    const t = await task(plans.order);
    expect(checkNoLeak(withUser(t, "Please order with customer CUS-101.")).passed).toBe(false);
    expect(checkNoLeak(withUser(t, "Order product prd201 for me.")).passed).toBe(false);
    const withTotal = { ...t, hidden: [...t.hidden, { value: 1149.95, source: "test" }] };
    expect(checkNoLeak(withUser(withTotal, "The one for 1,149.95 euros.")).passed).toBe(false);
    const leak = checkNoLeak(withUser(t, "Order it for customer cus_101."));
    expect(leak.evidence).toContain("cus_101");
  });

  it("no-leak accepts near misses: an id inside a longer word is not that id", async () => {
    const t = await task(plans.order);
    expect(checkNoLeak(withUser(t, "My discount code is xcus_1010, order the shoes.")).passed).toBe(
      true,
    );
  });

  it("no-leak checks the simulated user's answers too", async () => {
    const t = await task(plans.order, "multi");
    const turns = [
      { ...t.turns[0], reveals: [{ key: "s1.email", text: "My customer number is cus_101." }] },
      ...t.turns.slice(1),
    ];
    expect(checkNoLeak({ ...t, turns } as Task).passed).toBe(false);
  });

  it("solvable fails when a needed fact is never said, or the gold hash is wrong", async () => {
    const t = await task(plans.order);
    const r1 = await checkSolvable(
      withUser(t, "I'd like to buy the Trail Blazer 2 running shoes that are on sale, size 42."),
      [bundle],
    );
    expect(r1.passed).toBe(false);
    expect(r1.evidence).toContain("s1.email");
    const r2 = await checkSolvable({ ...t, gold: { ...t.gold, finalStateHash: "0".repeat(64) } }, [
      bundle,
    ]);
    expect(r2.passed).toBe(false);
    expect(r2.evidence).toContain("gold replay");
    expect((await checkSolvable(t, [bundle])).passed).toBe(true);
  });

  it("solvable counts a fact revealed when the assistant asks", async () => {
    const t = await task(plans.order, "multi", 4);
    const revealed = t.turns[0]?.reveals?.[0];
    expect(revealed).toBeDefined();
    expect((await checkSolvable(t, [bundle])).passed).toBe(true);
    const noReveal = { ...t, turns: [{ user: t.turns[0]?.user ?? "" }, ...t.turns.slice(1)] };
    expect((await checkSolvable(noReveal, [bundle])).passed).toBe(false);
  });

  it("not-instructional flags tool names (raw, spaced), parameter names, step lists and tool talk", async () => {
    const t = await task(plans.order);
    const bad = [
      "Please run create_order for me.",
      "Can you createOrder with my shoes?",
      "Could you find customer by email and place an order?",
      "Set customer_id to mine and order the shoes.",
      "First look me up, then order the shoes.",
      "1. Look me up\n2. Order the shoes.",
      "Use the search tool to find shoes.",
      "Step 1: order shoes.",
    ];
    for (const text of bad)
      expect(checkNotInstructional(withUser(t, text), [bundle]).passed, text).toBe(false);
    expect(
      checkNotInstructional(
        withUser(t, "I'd like those discounted running shoes, the Trail Blazer 2, in size 42."),
        [bundle],
      ).passed,
    ).toBe(true);
  });

  it("well-formed flags JSON, template holes and JS artefacts", async () => {
    const t = await task(plans.order);
    for (const text of [
      'Order {"size": 42}.',
      "Order undefined shoes.",
      "Order [object Object].",
      "order shoes",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: an unfilled template hole is the input under test
      "Order ${size} shoes.",
    ])
      expect(checkWellFormed(withUser(t, text)).passed, text).toBe(false);
    expect(checkWellFormed(t).passed).toBe(true);
  });
});

describe("dialogue and trajectories", () => {
  it("single-turn: user, parallel-free gold calls with real results, final answer with the facts", async () => {
    const t = await task(plans.order);
    const traj = await buildTrajectory(t, plans.order, [bundle]);
    expect(traj.ok).toBe(true);
    if (!traj.ok) return;
    const roles = traj.value.messages.map((m) => m.role);
    expect(roles[0]).toBe("system");
    expect(roles[1]).toBe("user");
    expect(roles.at(-1)).toBe("assistant");
    const calls = traj.value.messages.flatMap((m) =>
      m.role === "assistant" ? (m.tool_calls ?? []) : [],
    );
    expect(calls.map((c) => c.function.name)).toEqual([
      "find_customer",
      "search_products",
      "create_order",
    ]);
    const toolMsgs = traj.value.messages.filter((m) => m.role === "tool");
    expect(toolMsgs.map((m) => (m.role === "tool" ? m.tool_call_id : ""))).toEqual(
      calls.map((c) => c.id),
    );
    expect(toolMsgs[2]?.content).toContain("ord_303");
    const final = traj.value.messages.at(-1);
    const answer = final?.role === "assistant" ? (final.content ?? "") : "";
    expect(answer).not.toContain("ord_303");
    for (const f of t.gold.answerFacts)
      expect(answer.toLowerCase()).toContain((f.text as string).toLowerCase());
    expect(traj.value.tools.map((x) => x.function.name)).toContain("cancel_order");
  });

  it("batches independent reads into one assistant message", async () => {
    const t = await task(plans.order);
    const traj = await buildTrajectory(t, plans.order, [bundle]);
    if (!traj.ok) throw new Error("no trajectory");
    const sizes = traj.value.messages.flatMap((m) =>
      m.role === "assistant" && m.tool_calls ? [m.tool_calls.length] : [],
    );
    expect(sizes).toEqual([2, 1]);
  });

  it("multi-turn: asks for the omitted fact, user answers only that, never re-reads the new order", async () => {
    let found = false;
    for (let seed = 0; seed < 6 && !found; seed++) {
      const t = await task(plans.order, "multi", seed);
      const reveal = t.turns[0]?.reveals?.[0];
      if (!reveal) continue;
      found = true;
      const omitted = t.userFacts.find((f) => f.key === reveal.key);
      expect(omitted).toBeDefined();
      expect(t.turns[0]?.user).not.toContain(String(omitted?.value));
      expect(reveal.text).toContain(String(omitted?.value));
      for (const other of t.userFacts.filter(
        (f) => f.key !== reveal.key && typeof f.value === "string",
      ))
        expect(reveal.text).not.toContain(String(other.value));
      const traj = await buildTrajectory(t, plans.order, [bundle]);
      if (!traj.ok) throw new Error("no trajectory");
      const m = traj.value.messages;
      expect(m[2]).toMatchObject({ role: "assistant", content: reveal.question });
      expect(m[3]).toMatchObject({ role: "user", content: reveal.text });
      // "Can you also pull up the order now?" right after placing it asks nothing new (fresh22
      // readers M): the order's own result said it.
      expect(t.gold.calls.map((c) => c.tool)).not.toContain("get_order");
    }
    expect(found).toBe(true);
  });

  it("multi-turn: a second write that builds on the first is its own turn with its own answer", async () => {
    const t = await task(plans.orderThenTag, "multi", 1);
    expect(t.turns.length).toBe(2);
    expect(t.gold.calls.map((c) => [c.tool, c.turn])).toEqual([
      ["find_customer", 0],
      ["search_products", 0],
      ["create_order", 0],
      ["tag_product", 1],
    ]);
    expect(t.turns[1]?.user).toMatch(/gift/);
    expect(t.turns[0]?.user).not.toMatch(/gift/);
    expect(t.gold.answerFacts.some((f) => f.turn === 1)).toBe(true);
    const traj = await buildTrajectory(t, plans.orderThenTag, [bundle]);
    if (!traj.ok) throw new Error("no trajectory");
    expect((await replayTrajectory(traj.value, t, [bundle])).exact).toBe(true);
  });

  it("replays exactly in a fresh sandbox; a tampered result or hash is caught", async () => {
    const t = await task(plans.cancel);
    const traj = await buildTrajectory(t, plans.cancel, [bundle]);
    if (!traj.ok) throw new Error("no trajectory");
    expect((await replayTrajectory(traj.value, t, [bundle])).exact).toBe(true);
    const tampered = {
      ...traj.value,
      messages: traj.value.messages.map((m) =>
        m.role === "tool" ? { ...m, content: m.content.replace("cancelled", "placed") } : m,
      ),
    };
    const r = await replayTrajectory(tampered, t, [bundle]);
    expect(r.exact).toBe(false);
    expect(r.detail).toContain("different result");
    expect(
      (
        await replayTrajectory(
          traj.value,
          { ...t, gold: { ...t.gold, finalStateHash: "f".repeat(64) } },
          [bundle],
        )
      ).exact,
    ).toBe(false);
  });

  it("the same task replays identically on the plain-JS runner test double (runner seam)", async () => {
    const runner = createPlainJsRunnerTestDouble();
    const r = await buildTask(plans.read, [bundle], { seed: 1, turns: "single", runner });
    expect(r.ok).toBe(true);
  });
});

describe("synthesize", () => {
  it("keeps only checked, replay-exact tasks and reports coverage and drops", async () => {
    const graph = buildToolGraph([bundle]);
    const out = await synthesize([bundle], graph, { count: 12, seed: 5, turns: "mixed" });
    expect(out.tasks.length).toBe(12);
    expect(out.trajectories.length).toBe(12);
    expect(out.report.leakRate).toBe(0);
    expect(out.report.solvability).toBe(1);
    expect(out.report.replayExactness).toBe(1);
    expect(out.report.toolCoverage).toBeGreaterThan(0.5);
    for (const t of out.tasks) expect(t.checks.every((c) => c.passed)).toBe(true);
    expect(new Set(out.tasks.map((t) => t.id)).size).toBe(12);
    const again = await synthesize([bundle], graph, { count: 12, seed: 5, turns: "mixed" });
    expect(again.tasks.map((t) => t.id)).toEqual(out.tasks.map((t) => t.id));
    expect(Object.values(out.report.turnsHistogram).reduce((a, b) => a + b, 0)).toBe(12);
  });
});
