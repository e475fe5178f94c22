// A hand-made smart home whose handlers do NOT check device types: only grounding can keep gold
// meaningful here, so these tests fail if grounding ignores the model's preconditions.
import {
  type EnvBundle,
  type SemanticModel,
  sealBundle,
  type ToolSpec,
} from "../../src/core/schema/index.js";

const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: "object",
  properties,
  required,
});
const id = { type: "string", description: "Identifier of the device." };

const tools: ToolSpec[] = [
  {
    name: "list_devices",
    description: "List the devices of the home.",
    kind: "list",
    entity: "devices",
    inputSchema: obj({}),
    outputSchema: obj({
      devices: {
        type: "array",
        items: obj({
          device_id: { type: "string" },
          name: { type: "string" },
          device_type: { type: "string" },
          power: { type: "string" },
        }),
      },
    }),
  },
  {
    name: "set_power",
    description: "Turn a device on or off.",
    kind: "update",
    entity: "devices",
    inputSchema: obj({ device_id: id, power: { type: "string", enum: ["on", "off"] } }, [
      "device_id",
      "power",
    ]),
    outputSchema: obj({ device_id: { type: "string" }, power: { type: "string" } }),
  },
  {
    name: "set_brightness",
    description: "Set the brightness of a light. Lights only.",
    kind: "update",
    entity: "devices",
    inputSchema: obj({ device_id: id, brightness: { type: "integer", minimum: 1, maximum: 100 } }, [
      "device_id",
      "brightness",
    ]),
    outputSchema: obj({ device_id: { type: "string" }, brightness: { type: "integer" } }),
  },
  {
    name: "brew_coffee",
    description: "Start brewing on a coffee maker.",
    kind: "action",
    entity: "devices",
    inputSchema: obj({ device_id: id, cups: { type: "integer", minimum: 1, maximum: 4 } }, [
      "device_id",
      "cups",
    ]),
    outputSchema: obj({ brew_id: { type: "string" } }),
  },
];

const code = `export default {
  list_devices(state) { return { devices: state.devices.map((d) => ({ ...d })) }; },
  set_power(state, args, env) {
    const d = state.devices.find((x) => x.device_id === args.device_id);
    if (!d) return env.fail("NotFound", "no such device");
    d.power = args.power;
    return { device_id: d.device_id, power: d.power };
  },
  set_brightness(state, args, env) {
    const d = state.devices.find((x) => x.device_id === args.device_id);
    if (!d) return env.fail("NotFound", "no such device");
    d.brightness = args.brightness;
    return { device_id: d.device_id, brightness: d.brightness };
  },
  brew_coffee(state, args, env) {
    const d = state.devices.find((x) => x.device_id === args.device_id);
    if (!d) return env.fail("NotFound", "no such device");
    const b = { brew_id: env.id("brew"), device_id: d.device_id, cups: args.cups };
    state.brews.push(b);
    return { brew_id: b.brew_id };
  },
};`;

const devices = [
  { device_id: "dev_1", name: "Desk Lamp", device_type: "light", power: "off", brightness: 40 },
  { device_id: "dev_2", name: "Porch Light", device_type: "light", power: "on", brightness: 80 },
  { device_id: "dev_3", name: "Kitchen Brewer", device_type: "coffee_maker", power: "off" },
  { device_id: "dev_4", name: "Hall Speaker", device_type: "speaker", power: "on" },
];

const pre = (values: string[], reason: string) => ({
  kind: "field-in" as const,
  entity: "devices",
  field: "device_type",
  values,
  errorCode: "FailedPrecondition",
  reason,
});
const input = { source: "tool" as const, role: "reference" as const, entity: "devices" };
const phrase = (verb: string, object: string) => ({ verb, object, text: `${verb} ${object}` });

/** The semantic model envgen would build: the applicability rules live here, not in the code. */
export const homeModel: SemanticModel = {
  domain: "smart home",
  source: "hand-made test model",
  entities: {},
  tools: {
    list_devices: {
      name: "list_devices",
      kind: "list",
      entity: "devices",
      inputs: {},
      preconditions: [],
      effects: [],
      phrase: phrase("list", "devices"),
    },
    set_power: {
      name: "set_power",
      kind: "update",
      entity: "devices",
      inputs: { device_id: input, power: { source: "user", role: "category", field: "power" } },
      preconditions: [],
      effects: [{ kind: "update", entity: "devices", fields: ["power"] }],
      phrase: phrase("turn", "a device on or off"),
    },
    set_brightness: {
      name: "set_brightness",
      kind: "update",
      entity: "devices",
      inputs: { device_id: input, brightness: { source: "user", role: "measure" } },
      preconditions: [pre(["light"], "Lights only")],
      effects: [{ kind: "update", entity: "devices", fields: ["brightness"] }],
      phrase: phrase("dim", "a light"),
    },
    brew_coffee: {
      name: "brew_coffee",
      kind: "action",
      entity: "devices",
      inputs: { device_id: input, cups: { source: "user", role: "quantity" } },
      preconditions: [pre(["coffee_maker"], "coffee makers only")],
      effects: [{ kind: "record", entity: "devices", log: "brews" }],
      phrase: phrase("brew", "coffee"),
    },
  },
};

/** The home bundle with its model attached the way envgen stores it. */
export async function homeBundle(): Promise<EnvBundle> {
  const sealed = await sealBundle({
    format: "envfactory.bundle/v1",
    name: "mini-home",
    description: "A small smart home (hand-made test bundle)",
    domain: "smart home",
    tools,
    stateSchema: { type: "object" },
    initialState: { devices, brews: [] },
    code,
    seed: 5,
    clock: { start: "2025-03-03T09:00:00.000Z", stepMs: 1000 },
  });
  return { ...sealed, model: homeModel } as EnvBundle;
}

/** The device type a gold call's tool requires, from the model (undefined: any device). */
export function requiredType(tool: string): string[] | undefined {
  const p = homeModel.tools[tool]?.preconditions[0];
  return p?.values as string[] | undefined;
}

export { devices as homeDevices };
