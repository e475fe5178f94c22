import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import { canonicalJson, type EnvBundle } from "../../src/core/schema/index.js";

/**
 * Episode states reuse the model built from a bundle's tool list (kept per list). A state
 * seeded after many others, with the model already kept and used, must be the same bytes as one
 * seeded first in a fresh module: nothing may write to the kept model.
 */

const EXAMPLES = new URL("../../public/examples/", import.meta.url);
const FILES = ["shop.openapi.yaml", "smart-home.mcp.json", "clinic.envfactory-metadata.json"];

async function freshModules() {
  vi.resetModules();
  const envgen = await import("../../src/core/envgen/index.js");
  const ingest = await import("../../src/core/ingest/index.js");
  return { envgen, ingest };
}

async function bundlesWith(m: Awaited<ReturnType<typeof freshModules>>): Promise<EnvBundle[]> {
  const out: EnvBundle[] = [];
  for (const name of FILES) {
    const doc = await m.ingest.ingestFile({
      name,
      text: readFileSync(new URL(name, EXAMPLES), "utf8"),
    });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await m.envgen.generateHeuristicBundle(doc.value, { seed: 7 });
    if (!b.ok) throw new Error(b.error.message);
    out.push(b.value);
  }
  return out;
}

describe("episode states with the kept tool model", () => {
  it("a state seeded after many others equals the same state seeded first in a fresh module", async () => {
    const warm = await freshModules();
    const bundles = await bundlesWith(warm);
    const late: string[] = [];
    for (const b of bundles) {
      for (let e = 1; e <= 12; e++) warm.envgen.episodeState(b, e);
      late.push(canonicalJson(warm.envgen.episodeState(b, 41)));
    }
    const cold = await freshModules();
    const coldBundles = await bundlesWith(cold);
    const first = coldBundles.map((b) => canonicalJson(cold.envgen.episodeState(b, 41)));
    expect(first).toEqual(late);
    // Episodes differ: the model is shared, the values are not.
    expect(canonicalJson(warm.envgen.episodeState(bundles[0]!, 42))).not.toBe(late[0]);
  });
});
