import { mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { RunFiles } from "../core/export/index.js";

/** Files that make up a run directory (exports, the store and run.zip are not part of it). */
const RUN_FILE =
  /^(envs\/[^/]+\.(envbundle|verify)\.json|graph\.json|tasks\.jsonl|trajectories\.jsonl|report\.json|REPORT\.md)$/;

/** Read a run directory's own files (the run.zip content) as bytes. */
export async function readRunDir(dir: string): Promise<RunFiles> {
  const files: RunFiles = {};
  const walk = async (d: string): Promise<void> => {
    for (const entry of await readdir(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === "envs") await walk(path);
        continue;
      }
      const rel = relative(dir, path).split(sep).join("/");
      if (RUN_FILE.test(rel)) files[rel] = new Uint8Array(await readFile(path));
    }
  };
  await walk(dir);
  return files;
}

/** Write files under `dir`, creating folders. */
export async function writeFiles(dir: string, files: RunFiles): Promise<string[]> {
  const written: string[] = [];
  for (const [rel, bytes] of Object.entries(files)) {
    const path = join(dir, ...rel.split("/"));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    written.push(path);
  }
  return written;
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
