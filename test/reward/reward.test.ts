import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { type RolloutMessage, score } from "../../src/core/reward/index.js";
import type { ChatMessage, EnvBundle, Task, Trajectory } from "../../src/core/schema/index.js";
import { synthesize, TaskEnvs } from "../../src/core/synth/index.js";
import { InstancePool } from "../../src/core/synth/instance-pool.js";
import { shopBundle } from "../synth/helpers/shop.js";

let bundle: EnvBundle;
let tasks: Task[];
let trajectories: Trajectory[];
// The loops below score hundreds of rollouts; they restore pooled instances rather than load the
// bundle into a new VM per score (the first gold score also runs fresh and must agree).
const pool = new InstancePool(4);
afterAll(() => pool.dispose());

beforeAll(async () => {
  bundle = await shopBundle();
  const out = await synthesize([bundle], buildToolGraph([bundle]), {
    count: 24,
    seed: 11,
    turns: "mixed",
  });
  tasks = out.tasks;
  trajectories = out.trajectories;
}, 120_000);

type Call = NonNullable<Extract<ChatMessage, { role: "assistant" }>["tool_calls"]>[number];
const READS = new Set([
  "find_customer",
  "search_products",
  "get_product",
  "list_coupons",
  "list_orders",
  "get_order",
]);

function mapCalls(
  messages: ChatMessage[],
  f: (c: Call, i: number) => Call | undefined,
): RolloutMessage[] {
  let i = 0;
  return messages.map((m) => {
    if (m.role !== "assistant" || !m.tool_calls) return m;
    const calls = m.tool_calls.map((c) => f(c, i++)).filter((c): c is Call => c !== undefined);
    return { ...m, tool_calls: calls };
  });
}

function withArgs(c: Call, edit: (a: Record<string, unknown>) => void): Call {
  const a = JSON.parse(c.function.arguments) as Record<string, unknown>;
  edit(a);
  return { ...c, function: { ...c.function, arguments: JSON.stringify(a) } };
}

/** Broken versions of a gold rollout, each labelled with what was broken. */
function perturbations(
  task: Task,
  gold: ChatMessage[],
): { what: string; messages: RolloutMessage[] }[] {
  const out: { what: string; messages: RolloutMessage[] }[] = [];
  const calls = gold.flatMap((m) => (m.role === "assistant" ? (m.tool_calls ?? []) : []));
  const idCall = calls.findIndex((c) =>
    /"(?:product_id|order_id|customer_id)"/.test(c.function.arguments),
  );
  if (idCall >= 0)
    out.push({
      what: "wrong id",
      messages: mapCalls(gold, (c, i) =>
        i === idCall
          ? withArgs(c, (a) => {
              for (const k of ["product_id", "order_id", "customer_id"])
                if (typeof a[k] === "string")
                  a[k] =
                    a[k] === "prd_204" || a[k] === "ord_301" || a[k] === "cus_102"
                      ? "prd_202"
                      : k === "product_id"
                        ? "prd_204"
                        : k === "order_id"
                          ? "ord_301"
                          : "cus_102";
            })
          : c,
      ),
    });
  out.push({
    what: "missing call",
    messages: mapCalls(gold, (c, i) => (i === calls.length - 1 ? undefined : c)),
  });
  out.push({
    what: "extra destructive call",
    messages: [
      ...gold.slice(0, -1),
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "x1",
            type: "function",
            function: {
              name: "tag_product",
              arguments: JSON.stringify({ product_id: "prd_204", tag: "clearance" }),
            },
          },
        ],
      },
      ...gold.slice(-1),
    ],
  });
  const valueCall = calls.findIndex((c) =>
    /"(?:size|category|status|tag|email)"/.test(c.function.arguments),
  );
  if (valueCall >= 0)
    out.push({
      what: "wrong argument value",
      messages: mapCalls(gold, (c, i) =>
        i === valueCall
          ? withArgs(c, (a) => {
              if (typeof a.size === "number") a.size += 1;
              else if (typeof a.category === "string")
                a.category = a.category === "casual" ? "hiking" : "casual";
              else if (typeof a.status === "string")
                a.status = a.status === "used" ? "active" : "used";
              else if (typeof a.tag === "string") a.tag = `${a.tag} extra`;
              else if (typeof a.email === "string")
                a.email =
                  "omar.haddad@example.com" === a.email
                    ? "dana.whitfield@example.com"
                    : "omar.haddad@example.com";
            })
          : c,
      ),
    });
  if (task.gold.answerFacts.length > 0)
    out.push({
      what: "final answer missing a fact",
      messages: [...gold.slice(0, -1), { role: "assistant", content: "All done, anything else?" }],
    });
  out.push({
    what: "malformed JSON arguments",
    messages: mapCalls(gold, (c, i) =>
      i === 0 ? { ...c, function: { ...c.function, arguments: '{"email": "dana' } } : c,
    ),
  });
  if (calls.some((c) => !READS.has(c.function.name)))
    out.push({
      what: "only reads",
      messages: mapCalls(gold, (c) => (READS.has(c.function.name) ? c : undefined)),
    });
  return out;
}

describe("reward sanity suite", () => {
  it("the gold rollout scores exactly 1 for every task (whole and per turn)", async () => {
    expect(tasks.length).toBe(24);
    for (const [i, task] of tasks.entries()) {
      const gold = trajectories[i]?.messages ?? [];
      const s = await score(task, gold, [bundle], { runner: pool.runner });
      expect(s.total, JSON.stringify(s.components)).toBe(1);
      const p = await score(task, gold, [bundle], { perTurn: true, runner: pool.runner });
      expect(p.total).toBe(1);
      if (i === 0) expect(await score(task, gold, [bundle], { perTurn: true })).toEqual(p);
    }
  });

  it("at least 100 generated perturbations all score below 1", async () => {
    let n = 0;
    const kinds = new Set<string>();
    for (const [i, task] of tasks.entries()) {
      for (const p of perturbations(task, trajectories[i]?.messages ?? [])) {
        const s = await score(task, p.messages, [bundle], { runner: pool.runner });
        expect(s.total, `${p.what} on task ${i}: ${JSON.stringify(s.components)}`).toBeLessThan(1);
        expect(s.total).toBeGreaterThanOrEqual(0);
        n++;
        kinds.add(p.what);
      }
    }
    expect(n).toBeGreaterThanOrEqual(100);
    expect(kinds.size).toBe(7);
  });

  it("accepts arguments as objects as well as JSON strings", async () => {
    const gold = trajectories[0]?.messages ?? [];
    const asObjects = gold.map((m) =>
      m.role === "assistant" && m.tool_calls
        ? {
            ...m,
            tool_calls: m.tool_calls.map((c) => ({
              ...c,
              function: {
                name: c.function.name,
                arguments: JSON.parse(c.function.arguments) as unknown,
              },
            })),
          }
        : m,
    );
    expect((await score(tasks[0] as Task, asObjects, [bundle])).total).toBe(1);
  });

  it("a rollout that does nothing cannot pass a read-only task", async () => {
    const i = tasks.findIndex((t) => t.gold.calls.every((c) => READS.has(c.tool)));
    expect(i).toBeGreaterThanOrEqual(0);
    const task = tasks[i] as Task;
    const s = await score(
      task,
      [
        { role: "user", content: task.turns[0]?.user ?? "" },
        { role: "assistant", content: "Sure!" },
      ],
      [bundle],
    );
    // Gold changes nothing, so the unchanged state is no achievement: no credit for doing nothing.
    expect(s.components.state.weight).toBe(0);
    expect(s.components.progress.score).toBe(0);
    expect(s.total).toBe(0);
  });

  it("two call orders that reach the same final state both get the state component fully", async () => {
    const calls = [
      { tool: "tag_product", args: { product_id: "prd_201", tag: "trail" }, masked: [], turn: 0 },
      { tool: "tag_product", args: { product_id: "prd_202", tag: "city" }, masked: [], turn: 0 },
    ];
    const envs = await TaskEnvs.open(
      [bundle],
      [{ bundleId: bundle.id, initialState: bundle.initialState }],
      0,
    );
    if (!envs.ok) throw new Error("open");
    for (const c of calls) await envs.value.call(c.tool, c.args);
    const hash = await envs.value.stateHash();
    await envs.value.dispose();
    const task: Task = {
      id: "t",
      envs: [{ bundleId: bundle.id, initialState: bundle.initialState }],
      seed: 0,
      turns: [{ user: "Please label the Trail Blazer 2 as trail and the City Glide as city." }],
      userFacts: [],
      hidden: [],
      gold: { calls, finalStateHash: hash, answerFacts: [] },
      checks: [],
    };
    const rollout = (order: number[]): RolloutMessage[] => [
      { role: "user", content: task.turns[0]?.user ?? "" },
      ...order.map((k) => ({
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: `c${k}`,
            type: "function",
            function: { name: calls[k]?.tool, arguments: JSON.stringify(calls[k]?.args) },
          },
        ],
      })),
      { role: "assistant", content: "Both are labelled." },
    ];
    for (const order of [
      [0, 1],
      [1, 0],
    ]) {
      const s = await score(task, rollout(order), [bundle]);
      expect(s.components.state.score).toBe(1);
      expect(s.components.calls.score).toBe(1);
    }
    // A data dependency does force order: the call that used an id must come after its producer.
    const dependent = {
      ...task,
      gold: {
        ...task.gold,
        calls: [calls[0], { ...calls[1], dependsOn: [0] }] as Task["gold"]["calls"],
      },
    };
    expect((await score(dependent, rollout([1, 0]), [bundle])).components.calls.score).toBe(0.5);
  });

  it("per-turn scoring localises a broken follow-up turn", async () => {
    const i = tasks.findIndex((t) => t.turns.length > 1);
    expect(i).toBeGreaterThanOrEqual(0);
    const task = tasks[i] as Task;
    const gold = trajectories[i]?.messages ?? [];
    const lastCallMsg = gold
      .map((m, j) => (m.role === "assistant" && m.tool_calls?.length ? j : -1))
      .filter((j) => j >= 0)
      .at(-1);
    const dropped = lastCallMsg !== undefined && gold[lastCallMsg]?.role === "assistant";
    const broken = gold.filter((_, k) => k !== lastCallMsg);
    expect(dropped).toBe(true);
    const s = await score(task, broken, [bundle], { perTurn: true });
    expect(s.turns?.[0]?.total).toBe(1);
    expect(s.turns?.[1]?.total).toBeLessThan(1);
    expect(s.total).toBeLessThan(1);
  });
});
