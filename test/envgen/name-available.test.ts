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
