import { readFileSync } from "node:fs";
import { join } from "node:path";

export const FIXTURES = join(import.meta.dirname, "../fixtures/ingest");

/** A fixture as `ingestFile` takes it: the file name (not a path) and its text. */
export function fixture(name: string): { name: string; text: string } {
  return { name, text: readFileSync(join(FIXTURES, name), "utf8") };
}
