import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleOfText, envOf } from "../helpers/doc-env.js";

// The bundled smart home's scenes changed 17 to 24 devices in a home of 11, and activating one
// answered `"changed_devices":["Office device"]` beside the home's real "Office light" (stop-67
// reading of npm start, N).
type Rec = Record<string, unknown>;
const name = "smart-home.mcp.json";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("a scene of the smart home", () => {
  it("counts no more devices than the home has, and changes devices the home has", async () => {
    let checked = 0;
    for (const seed of [1, 2, 42]) {
      const b = await bundleOfText(text, name, seed);
      const state = b.initialState as Record<string, Rec[]>;
      const devices = state.devices!.map((d) => d.name);
      for (const sc of state.scenes!)
        if (typeof sc.device_count === "number")
          expect(sc.device_count).toBeLessThanOrEqual(devices.length);
      const env = await envOf(b);
      for (const sc of state.scenes!.slice(0, 3)) {
        const got = await env.call("activate_scene", { scene_id: sc.scene_id });
        expect(got.ok).toBe(true);
        const changed = (got as { result: { changed_devices: unknown[] } }).result.changed_devices;
        expect(changed.length).toBeGreaterThan(0);
        for (const d of changed) expect(devices).toContain(d);
        checked++;
      }
    }
    expect(checked).toBe(9);
  }, 120_000);
});
