import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ArtifactKind, ArtifactStore } from "../../core/store/artifact-store.js";
import { checkKey, checkPut } from "../../core/store/store-keys.js";

const SUFFIX = ".json";

/** Escapes an id into a portable file name: only [A-Za-z0-9_.-] survive, and never a leading dot. */
export function fileNameOf(id: string): string {
  const escaped = encodeURIComponent(id).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return (escaped.startsWith(".") ? `%2E${escaped.slice(1)}` : escaped) + SUFFIX;
}

function idOf(fileName: string): string | undefined {
  if (fileName.startsWith(".") || !fileName.endsWith(SUFFIX)) return undefined;
  try {
    return decodeURIComponent(fileName.slice(0, -SUFFIX.length));
  } catch {
    return undefined;
  }
}

/**
 * An ArtifactStore in a directory: `dir/<kind>/<escaped id>.json`. Writes go to a temp file in the
 * same folder and are renamed over the target, so a crash mid-write leaves the old file whole and
 * readers never see a partial value. Temp files (dot-prefixed) are ignored by `list`.
 */
export function createFsStore(dir: string): ArtifactStore {
  const pathOf = (kind: string, id: string) => join(dir, kind, fileNameOf(id));
  const get = async (kind: ArtifactKind, id: string) => {
    const bad = checkKey(kind, id);
    if (bad) throw bad;
    try {
      return await readFile(pathOf(kind, id), "utf8");
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw e;
    }
  };
  return {
    get,
    async put(kind, id, json) {
      const bad = checkPut(kind, id, json);
      if (bad) throw bad;
      await mkdir(join(dir, kind), { recursive: true });
      // A kind folder swapped for a symlink would send artifacts outside the store.
      if ((await lstat(join(dir, kind))).isSymbolicLink())
        throw new Error(
          `store folder ${join(dir, kind)} is a symlink; refusing to write through it`,
        );
      const target = pathOf(kind, id);
      const temp = join(dir, kind, `.${randomBytes(6).toString("hex")}.tmp`);
      try {
        // "wx": never opens an existing file or follows a symlink planted at the temp name.
        await writeFile(temp, json, { encoding: "utf8", flag: "wx" });
        await rename(temp, target);
      } catch (e) {
        await rm(temp, { force: true });
        throw e;
      }
    },
    async has(kind, id) {
      return (await get(kind, id)) !== undefined;
    },
    async list(kind) {
      const bad = checkKey(kind, "x");
      if (bad) throw bad;
      let names: string[];
      try {
        names = await readdir(join(dir, kind));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw e;
      }
      return names
        .map(idOf)
        .filter((x): x is string => x !== undefined)
        .sort();
    },
    async delete(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      await rm(pathOf(kind, id), { force: true });
    },
  };
}
