import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

const DOCS = join(import.meta.dirname, "../fixtures/graph/docs");

/** Real bundles: the fixture docs through ingest and the heuristic envgen (seed 1), by bundle name. */
export async function fixtureBundles(): Promise<Map<string, EnvBundle>> {
  const out = new Map<string, EnvBundle>();
  for (const name of readdirSync(DOCS).sort()) {
    const doc = await ingestFile({ name, text: readFileSync(join(DOCS, name), "utf8") });
    if (!doc.ok) throw new Error(`ingest ${name}: ${doc.error.message}`);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (!bundle.ok) throw new Error(`envgen ${name}: ${bundle.error.message}`);
    out.set(bundle.value.name, bundle.value);
  }
  return out;
}
