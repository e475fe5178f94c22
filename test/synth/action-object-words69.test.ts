// Android Device Provisioning (fresh73 dev; the doc cut to a customer's devices and
// configurations). The blind readers quoted "What's the configuration of the device called device
// 86832 of customer 33512?" — a device is not *called* "device 86832" — and "I've applied the
// configuration." — which one, for whom? An answer for an action says what was done to what.
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { Task, Trajectory } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

const lastReply = (tr: Trajectory | undefined): string =>
  [...(tr?.messages ?? [])].reverse().find((m) => m.role === "assistant" && m.content)?.content ??
  "";

describe("a customer's devices and configurations, said as a person says them", () => {
  let tasks: Task[] = [];
  let trajectories: Trajectory[] = [];
  beforeAll(async () => {
    const bundle = await bundleOfFixture("words69/androiddeviceprovisioning-devices.json", 42);
    const out = await synthesize([bundle], buildToolGraph([bundle]), {
      count: 24,
      seed: 42,
      turns: "mixed",
    });
    tasks = out.tasks;
    trajectories = out.trajectories;
  }, 300_000);

  it("never calls a record by a name that is its own noun and id ('the device called device 86832')", () => {
    const users = tasks.flatMap((t) => t.turns.map((u) => u.user));
    expect(users.some((u) => /\bdevice \d+ of customer \d+/.test(u))).toBe(true);
    for (const u of users) expect(u).not.toMatch(/\b([a-z]+) (?:called|named) "?\1 \d/);
  });

  it("says which configuration was applied and for which customer", () => {
    const applied = tasks.filter(
      (t) => t.meta?.goal === "androiddeviceprovisioning_customers_devices_applyConfiguration",
    );
    expect(applied.length).toBeGreaterThan(0);
    for (const t of applied) {
      const said = lastReply(trajectories.find((x) => x.taskId === t.id));
      const args = t.gold.calls.at(-1)?.args ?? {};
      expect(said).toMatch(/^I've applied /);
      expect(said).toContain(String(args.configuration));
      const customer = /^customers\/(\d+)$/.exec(String(args.parent))?.[1];
      if (customer) expect(said).toContain(`customer ${customer}`);
    }
  });
});
