import { describe, expect, it } from "vitest";
import { groundPlan, planId } from "../../src/core/plan/index.js";
import { type EnvBundleContent, type Plan, sealBundle } from "../../src/core/schema/index.js";
import { buildTask } from "../../src/core/synth/index.js";

/**
 * Shaped like mimic (fresh26): `get_changed_state_list` answers `[{agentNum, state}]` with agent
 * numbers repeated, and the sampler singled out the agent by its `state` alone — "Hey — could you
 * find out the sim of the 92 state for me?" (readers A: nobody knows an agent by a state counter).
 */
const rows = (pairs: Array<[number, number, number?]>) =>
  pairs.map(([agentNum, state, room]) => ({
    agentNum,
    state,
    ...(room === undefined ? {} : { room_number: room }),
  }));
const mimicLike = (list: unknown[]): EnvBundleContent => ({
  format: "envfactory.bundle/v1",
  name: "mini-mimic",
  description: "Simulated network agents.",
  domain: "network",
  seed: 7,
  clock: { start: "2025-03-01T09:00:00.000Z", stepMs: 60000 },
  stateSchema: { type: "object" },
  initialState: { changes: list, sims: { "5": "Advanced load", "3": "Basic load" } },
  tools: [
    {
      name: "get_changed_state_list",
      description: "The list of {agentnum state} for which the state changed.",
      kind: "list",
      entity: "lists",
      inputSchema: { type: "object", properties: {} },
    },
    {
      name: "get_sim",
      description: "first simulation name",
      kind: "read",
      entity: "sims",
      inputSchema: {
        type: "object",
        properties: { agentNum: { type: "integer", description: "Agent" } },
        required: ["agentNum"],
      },
    },
  ],
  code: `
export default {
  get_changed_state_list(state) { return state.changes; },
  get_sim(state, args, env) {
    const s = state.sims[String(args.agentNum)];
    if (!s) env.fail("NotFound", "unknown agent");
    return s;
  },
};
`,
});

async function task(list: unknown[]) {
  const bundle = await sealBundle(mimicLike(list));
  const env = bundle.id;
  const draft = {
    seed: 1,
    envs: [env],
    goal: "s2",
    steps: [
      { id: "s1", env, tool: "get_changed_state_list", args: {} },
      {
        id: "s2",
        env,
        tool: "get_sim",
        args: { agentNum: { from: "step", step: "s1", path: "[].agentNum" } },
      },
    ] as Plan["steps"],
  };
  const grounded = await groundPlan({ id: await planId(draft), ...draft }, [bundle]);
  if (!grounded.ok) throw new Error(grounded.error.message);
  return buildTask(grounded.value, [bundle], { seed: 3, turns: "single" });
}

describe("a record is singled out by a number only where people say that number", () => {
  it("'the sim of the 92 state' is no task", async () => {
    const r = await task(
      rows([
        [5, 19],
        [3, 71],
        [5, 92],
        [3, 30],
      ]),
    );
    expect(r.ok ? r.value.turns[0]?.user : r.error).toMatchObject({ where: "ambiguous-selection" });
  });

  it("a room number still names its record", async () => {
    const r = await task(
      rows([
        [5, 19, 204],
        [3, 71, 310],
        [5, 92, 118],
      ]),
    );
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.turns[0]?.user).toMatch(/\b(204|310|118)\b/);
  });
});
