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
    // Since gold69 a device is named in its partner form ("device 24873 of partner 28915").
    expect(users.some((u) => /\bdevice \d+ of (?:partner|customer) \d+/.test(u))).toBe(true);
    for (const u of users) expect(u).not.toMatch(/\b([a-z]+) (?:called|named) "?\1 \d/);
    for (const tr of trajectories)
      expect(lastReply(tr)).not.toMatch(/\b([a-z]+) (?:called|named)? ?"\1 \d/);
  });

  // "I've applied the configuration." said neither what nor to what (fresh73 readers, B). Since
  // gold69 an apply names its device and configuration by resource name and its request is still
  // dropped as form wording (left undone, stop 69): the removal's answer is checked instead.
  it("says which device the configuration came off", () => {
    const removed = tasks.filter(
      (t) => t.meta?.goal === "androiddeviceprovisioning_customers_devices_removeConfiguration",
    );
    expect(removed.length).toBeGreaterThan(0);
    for (const t of removed) {
      const said = lastReply(trajectories.find((x) => x.taskId === t.id));
      const device = (t.gold.calls.at(-1)?.args as { device?: { deviceId?: string } })?.device;
      expect(said).toMatch(/^I've removed the configuration /);
      if (device?.deviceId) expect(said).toContain(`device ${device.deviceId}`);
    }
  });
});
