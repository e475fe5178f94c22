import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleOfDoc, bundleOfText, envOf } from "../helpers/doc-env.js";

// The bundled smart home says "Set the brightness of a light in percent. Turns the light on if it
// was off." Before, setting a light that was off to 100 % answered `"power":"off"` and left it off
// (stop-67 reading of the examples, N).
type Rec = Record<string, unknown>;
const name = "smart-home.mcp.json";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("a write whose doc says it turns the device on", () => {
  it("turns a light that was off on, and says so", async () => {
    const bundle = await bundleOfText(text, name, 7);
    expect(bundle.model?.tools.set_brightness?.effects).toContainEqual(
      expect.objectContaining({ kind: "update", sets: { power: "on" } }),
    );
    const env = await envOf(bundle);
    const devices = (bundle.initialState as Record<string, Rec[]>).devices!;
    const light = devices.find((d) => d.device_type === "light")!;
    expect(light).toBeDefined();
    expect((await env.call("set_power", { device_id: light.device_id, power: "off" })).ok).toBe(
      true,
    );
    const set = await env.call("set_brightness", { device_id: light.device_id, brightness: 100 });
    expect(set.ok).toBe(true);
    expect((set as { result: Rec }).result).toMatchObject({ brightness: 100, power: "on" });
    const after = await env.call("get_device_state", { device_id: light.device_id });
    expect((after as { result: Rec }).result).toMatchObject({ power: "on", brightness: 100 });
  }, 120_000);

  it("leaves power alone where the doc says nothing of it", async () => {
    const doc = JSON.parse(text) as { tools: { name: string; description: string }[] };
    for (const t of doc.tools)
      if (t.name === "set_brightness") t.description = "Set the brightness of a light in percent.";
    const bundle = await bundleOfDoc(doc, name, 7);
    const effects = bundle.model?.tools.set_brightness?.effects ?? [];
    expect(effects.some((e) => "sets" in e)).toBe(false);
  }, 120_000);
});
