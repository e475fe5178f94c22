import { beforeAll, describe, expect, it } from "vitest";
import { type RolloutMessage, score } from "../../src/core/reward/index.js";
import { type EnvBundle, sealBundle, type Task } from "../../src/core/schema/index.js";
import { TaskEnvs } from "../../src/core/synth/index.js";

/**
 * An action that leaves no trace in state (a chime rung on a device): only the call itself shows
 * it happened, so a wrong argument must lose the credit the state cannot witness.
 */
let bundle: EnvBundle;
let task: Task;

beforeAll(async () => {
  bundle = await sealBundle({
    format: "envfactory.bundle/v1",
    name: "chimes",
    description: "Door chimes you can ring.",
    domain: "smart home",
    seed: 1,
    clock: { start: "2025-03-01T09:00:00.000Z", stepMs: 60000 },
    stateSchema: { type: "object" },
    initialState: {
      devices: [
        { device_id: "dev_1", name: "Front Door" },
        { device_id: "dev_2", name: "Back Door" },
      ],
    },
    tools: [
      {
        name: "list_devices",
        description: "List the chimes.",
        kind: "list",
        entity: "devices",
        inputSchema: { type: "object", properties: {} },
      },
      {
        name: "ring_chime",
        description: "Ring a chime with a tone.",
        kind: "action",
        inputSchema: {
          type: "object",
          properties: {
            device_id: { type: "string" },
            tone: { type: "string", enum: ["soft", "loud"] },
          },
          required: ["device_id", "tone"],
        },
      },
    ],
    code: `
export default {
  list_devices(state) { return { devices: state.devices }; },
  ring_chime(state, args, env) {
    if (!state.devices.some((d) => d.device_id === args.device_id)) env.fail("NotFound", "no such chime");
    return { rung: true, device_id: args.device_id, tone: args.tone };
  },
};
`,
  });
  const envs = await TaskEnvs.open(
    [bundle],
    [{ bundleId: bundle.id, initialState: bundle.initialState }],
    0,
  );
  if (!envs.ok) throw new Error(envs.error.message);
  const hash = await envs.value.stateHash();
  await envs.value.dispose();
  task = {
    id: "ring",
    envs: [{ bundleId: bundle.id, initialState: bundle.initialState }],
    seed: 0,
    turns: [{ user: "Please ring the Front Door chime softly." }],
    userFacts: [],
    hidden: [],
    gold: {
      calls: [
        { tool: "list_devices", args: {}, masked: [] },
        {
          tool: "ring_chime",
          args: { device_id: "dev_1", tone: "soft" },
          masked: [],
          dependsOn: [0],
        },
      ],
      finalStateHash: hash,
      answerFacts: [],
    },
    checks: [],
  };
});

function rollout(ring: Record<string, unknown> | undefined): RolloutMessage[] {
  const calls = [
    { name: "list_devices", args: {} },
    ...(ring ? [{ name: "ring_chime", args: ring }] : []),
  ];
  return [
    { role: "user", content: task.turns[0]?.user ?? "" },
    ...calls.map((c, i) => ({
      role: "assistant",
      content: null,
      tool_calls: [
        { id: `c${i}`, type: "function", function: { name: c.name, arguments: c.args } },
      ],
    })),
    { role: "assistant", content: "The Front Door chime rang softly." },
  ];
}

describe("stateless actions", () => {
  it("gold scores 1; the state component is the ring itself", async () => {
    const s = await score(task, rollout({ device_id: "dev_1", tone: "soft" }), [bundle]);
    expect(s.total).toBe(1);
    expect(s.components.state.weight).toBeGreaterThan(0);
  });

  it("a wrong argument on the stateless action loses the state credit, not only a call", async () => {
    for (const wrong of [
      { device_id: "dev_2", tone: "soft" },
      { device_id: "dev_1", tone: "loud" },
    ]) {
      const s = await score(task, rollout(wrong), [bundle]);
      expect(s.components.state.score).toBe(0);
      expect(s.total).toBeLessThanOrEqual(0.35);
    }
  });

  it("not ringing at all (only the lookup) scores below the wrong ring's bound", async () => {
    const s = await score(task, rollout(undefined), [bundle]);
    expect(s.components.state.score).toBe(0);
    expect(s.total).toBeLessThanOrEqual(0.35);
  });
});
