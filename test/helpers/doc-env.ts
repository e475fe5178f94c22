import { readFileSync } from "node:fs";
import { afterAll } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance, type EnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";

/** The heuristic bundle of one doc, as `envfactory build` makes it; throws what went wrong. */
export async function bundleOfDoc(doc: unknown, file: string, seed: number): Promise<EnvBundle> {
  return bundleOfText(JSON.stringify(doc), file, seed);
}

/** The heuristic bundle of a fixture file under `test/fixtures/` (e.g. "model/cart.mcp.json"). */
export async function bundleOfFixture(path: string, seed: number): Promise<EnvBundle> {
  const text = readFileSync(new URL(`../fixtures/${path}`, import.meta.url), "utf8");
  return bundleOfText(text, path.split("/").pop() as string, seed);
}

/** The heuristic bundle of a doc's text, named as its file. */
export async function bundleOfText(text: string, file: string, seed: number): Promise<EnvBundle> {
  const ing = await ingestFile({ name: file, text });
  if (!ing.ok) throw new Error(ing.error.message);
  const b = await generateHeuristicBundle(ing.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

/**
 * A sandboxed instance of a bundle, disposed after the test file: call it from a test of a
 * `describe` whose file imports this helper.
 */
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open.splice(0)) e.dispose();
});
export async function envOf(bundle: EnvBundle): Promise<EnvInstance> {
  const made = await createEnvInstance(bundle);
  if (!made.ok) throw new Error(made.error.message);
  open.push(made.value);
  return made.value;
}

/** A JSON body of a 200 response with this schema (the shape every inline test doc repeats). */
export function okJson(schema: unknown): Record<string, unknown> {
  return { 200: { description: "ok", content: { "application/json": { schema } } } };
}
