import { readFileSync } from "node:fs";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

/** A spec of `test/fixtures/plan/` through ingest and the heuristic envgen at `seed`. */
export async function planFixtureBundle(file: string, seed = 3): Promise<EnvBundle> {
  const text = readFileSync(new URL(`../fixtures/plan/${file}`, import.meta.url), "utf8");
  const doc = await ingestFile({ name: file, text });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}
