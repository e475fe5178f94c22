import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";

type Device = { device_id: string; device_type: string; name: string; room_id: string };

/** The bundled smart home: `npm start` varies its initial state per task (episode seeds). */
async function home(seed = 3) {
  const text = readFileSync(
    new URL("../../public/examples/smart-home.mcp.json", import.meta.url),
    "utf8",
  );
  const doc = await ingestFile({ name: "smart-home.mcp.json", text });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

describe("varied initial states keep each record whole", () => {
  it("a device's type agrees with its name in every episode, and every type a tool needs exists", async () => {
    const bundle = await home();
    const needed = ["light", "thermostat", "coffee_maker", "speaker"];
    const wrong: string[] = [];
    for (let seed = 1; seed <= 40; seed++) {
      const devices = episodeInitialState(bundle, seed).devices as Device[];
      for (const d of devices)
        if (!d.name.toLowerCase().endsWith(d.device_type.replace(/_/g, " ")))
          wrong.push(`seed ${seed}: ${d.device_type} called "${d.name}"`);
      for (const t of needed)
        expect(
          devices.some((d) => d.device_type === t),
          `seed ${seed} has a ${t}`,
        ).toBe(true);
      const ids = devices.map((d) => d.device_id);
      expect(new Set(ids).size).toBe(ids.length);
    }
    // Before: "Office speaker" was a coffee_maker with a volume, "Bathroom blinds" a lock.
    expect(wrong).toEqual([]);
  });

  it("the bundle's own state too, whatever the build seed: a needed type is made as that type", async () => {
    const wrong: string[] = [];
    for (const seed of [0, 1, 2, 5, 8]) {
      const devices = (await home(seed)).initialState.devices as Device[];
      for (const d of devices)
        if (!d.name.toLowerCase().endsWith(d.device_type.replace(/_/g, " ")))
          wrong.push(`build seed ${seed}: ${d.device_type} called "${d.name}"`);
      for (const t of ["light", "thermostat", "coffee_maker", "speaker"])
        expect(
          devices.some((d) => d.device_type === t),
          `build seed ${seed} has a ${t}`,
        ).toBe(true);
    }
    // Before: a missing type was forced onto a finished record ("Hallway speaker" a coffee_maker).
    expect(wrong).toEqual([]);
  });
});
