import { describe, expect, it } from "vitest";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

// Azure's name checks (Windows IoT's `Services_CheckDeviceServiceNameAvailability`, cut in the
// words68 fixture) answer `{nameAvailable, reason: Invalid|AlreadyExists, message}`. Before, every
// call answered `{"message":"OK","nameAvailable":true,"reason":"Invalid"}` — a free name with a
// reason it is not free (fresh72 dev; fresh73 readers N: "nameAvailable:true with reason
// AlreadyExists").
describe("a name check that says the name is free", () => {
  it("gives no reason it is not", async () => {
    const bundle = await bundleOfFixture("words68/windowsiot-services.json", 7);
    const env = await envOf(bundle);
    const tool = bundle.tools.find((t) => /NameAvailability/.test(t.name))!;
    let free = 0;
    for (const name of ["alpha-svc", "beta-device", "gamma", "delta-7"]) {
      const res = await env.call(tool.name, {
        "api-version": "2019-06-01",
        subscriptionId: "27de630f-e1ee-42de-8849-90def4986454",
        deviceService: { name },
        name,
      });
      expect(res.ok).toBe(true);
      const r = (res as { result: Record<string, unknown> }).result;
      if (r.nameAvailable === true) {
        free++;
        expect(r.reason).toBeUndefined();
      }
    }
    expect(free).toBeGreaterThan(0);
  }, 120_000);
});

// IoT DPS's `IotDpsResource_CheckProvisioningServiceNameAvailability` answered "available" for a
// name a provisioning service of the seeded state already had (fresh73 readers N): a check answers
// from the world — a record's name is taken, with the doc's reason for it; another is free.
describe("a name check", () => {
  it("says taken for a name a record has, and free for one no record has", async () => {
    const bundle = await bundleOfFixture("vals69/iotdps-services.json", 7);
    const env = await envOf(bundle);
    const tool = bundle.tools.find((t) => /NameAvailability/.test(t.name))!;
    const rows = (bundle.initialState as Record<string, Record<string, unknown>[]>)
      .provisioning_services!;
    const taken = rows.map((r) => r.name).filter((n): n is string => typeof n === "string");
    expect(taken.length).toBeGreaterThan(2);
    const ask = async (name: string) => {
      const res = await env.call(tool.name, {
        "api-version": "2018-01-22",
        subscriptionId: "91d12660-3dec-467a-be2a-213b5544ddc0",
        name,
      });
      expect(res.ok).toBe(true);
      return (res as { result: Record<string, unknown> }).result;
    };
    for (const name of taken.slice(0, 3)) {
      const r = await ask(name);
      expect(r.nameAvailable, name).toBe(false);
      expect(r.reason, name).toBe("AlreadyExists");
    }
    // A name some record of another kind has is still free for a provisioning service.
    const others = Object.entries(bundle.initialState as Record<string, Record<string, unknown>[]>)
      .filter(([c]) => c !== "provisioning_services")
      .flatMap(([, rs]) => (Array.isArray(rs) ? rs : []).map((r) => r.name))
      .filter((n): n is string => typeof n === "string" && !taken.includes(n))
      .slice(0, 2);
    for (const name of ["fresh-dps-7781", "contoso-dps-west", "unused-service-42", ...others]) {
      const r = await ask(name);
      expect(r.nameAvailable, name).toBe(true);
      expect(r.reason).toBeUndefined();
    }
  }, 120_000);
});
