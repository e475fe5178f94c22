// The bundled examples as environments, the same way in every bench that measures on them.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { ingestFile } from "../src/core/ingest/index.js";
import type { EnvBundle } from "../src/core/schema/index.js";

const DOCS = [
  "shop.openapi.yaml",
  "smart-home.mcp.json",
  "clinic.envfactory-metadata.json",
  "helpdesk.openai-tools.json",
];

/** One heuristic bundle (seed 1) per bundled example that ingests and builds. */
export async function exampleBundles(): Promise<EnvBundle[]> {
  const dir = join(import.meta.dirname, "..", "public", "examples");
  const bundles: EnvBundle[] = [];
  for (const name of DOCS) {
    const doc = await ingestFile({ name, text: await readFile(join(dir, name), "utf8") });
    if (!doc.ok) continue;
    const b = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (b.ok) bundles.push(b.value);
  }
  return bundles;
}
