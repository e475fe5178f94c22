import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

let running: Promise<string> | undefined;

/**
 * The identity of the generator code this process runs, for `PipelineContext.generatorBuild`:
 * the built CLI's own files (dist/cli) when built, the core sources (src/core) when run from
 * source with tsx. Computed once per process (a few MB hashed, tens of ms).
 */
export function generatorBuild(): Promise<string> {
  if (!running) {
    const here = fileURLToPath(import.meta.url);
    // From source this file is in src/adapters/node; built, it is in a chunk under dist/cli.
    running = packageRoot(dirname(here)).then((root) =>
      codeIdentity(root, here.endsWith(".ts") ? "src/core" : "dist/cli"),
    );
  }
  return running;
}

/** The nearest folder at or above `dir` with a package.json. */
async function packageRoot(dir: string): Promise<string> {
  for (let d = dir; ; d = dirname(d)) {
    if ((await readdir(d)).includes("package.json")) return d;
    if (dirname(d) === d) throw new Error(`no package.json above ${dir}`);
  }
}

/**
 * `<version>+<16 hex of a sha256>` over `root/package.json`'s version and dependencies (pinned:
 * the bundle leaves them external) and every file under `root/codeDir` but source maps, by path.
 * Any change to the code gives another identity; nobody has to remember to bump a number.
 */
export async function codeIdentity(root: string, codeDir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as {
    version?: string;
    dependencies?: Record<string, string>;
  };
  const hash = createHash("sha256");
  hash.update(JSON.stringify([pkg.version ?? "", pkg.dependencies ?? {}]));
  const base = join(root, codeDir);
  for (const file of await filesUnder(base)) {
    hash.update(`\0${relative(base, file).split(sep).join("/")}\0`);
    hash.update(await readFile(file));
  }
  return `${pkg.version ?? "0.0.0"}+${hash.digest("hex").slice(0, 16)}`;
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await filesUnder(path)));
    else if (e.isFile() && !e.name.endsWith(".map")) out.push(path);
  }
  return out.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}
