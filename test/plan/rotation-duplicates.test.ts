import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { type EnvBundle, sealBundle } from "../../src/core/schema/index.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";

/** An environment with exactly one plan to give: one list tool, no inputs, fixed state. */
function holidaysBundle(): Promise<EnvBundle> {
  return sealBundle({
    format: "envfactory.bundle/v1",
    name: "holidays",
    description: "holidays (hand-made test bundle)",
    domain: "holidays",
    tools: [
      {
        name: "list_holidays",
        description: "List public holidays.",
        kind: "list",
        entity: "holidays",
        inputSchema: { type: "object", properties: {} },
        outputSchema: {
          type: "object",
          properties: {
            holidays: {
              type: "array",
              items: {
                type: "object",
                properties: { id: { type: "string" }, name: { type: "string" } },
              },
            },
          },
        },
      },
    ],
    stateSchema: { type: "object" },
    initialState: { holidays: [{ id: "h1", name: "New Year's Day" }] },
    code: "export default { list_holidays(state) { return { holidays: state.holidays }; } };",
    seed: 7,
    clock: { start: "2025-03-03T09:00:00.000Z", stepMs: 1000 },
  });
}

describe("environment rotation with an environment that runs out of distinct plans", () => {
  it("a duplicate plan costs its environment a turn, so the rich environment fills the count", async () => {
    const rich = await calendarBundle();
    const poor = await holidaysBundle();
    const graph = buildToolGraph([rich, poor]);
    const count = 12;
    const { plans, attempts, failures } = await sampleGroundedPlans([rich, poor], graph, {
      seed: 3,
      count,
      openEnv: createEnvInstance,
      // Episodes re-seed the state per plan; without them the list has one result to give.
      episodes: false,
    });
    const perEnv = (id: string) => plans.filter((p) => p.steps.some((s) => s.env === id)).length;
    // The poor environment has one plan to give; it is sampled once and then yields its turns.
    expect(perEnv(poor.id)).toBe(1);
    expect(plans.length).toBe(count);
    expect(perEnv(rich.id)).toBe(count - 1);
    // Without charging duplicates, every turn after the rich one passes the poor one's load goes
    // back to the poor one and ends as a duplicate until the attempt budget (20 per plan) runs out:
    // 4 plans, 240 attempts. Charged a quarter each, the poor one's load passes the rich one's
    // (11 plans over sqrt of its goals) after some duplicates — how many rides on the rich one's own
    // failed turns (its no-op writes raise its load too): 19–49 over seeds 1–8, with 43–88 attempts.
    // The bounds sit at half the uncharged figures, which no stream of the charged rotation nears.
    expect(failures.duplicate ?? 0).toBeLessThan(count * 5);
    expect(attempts).toBeLessThan(count * 10);
  });
});
