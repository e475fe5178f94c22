import { type FileHandle, open, readdir, readFile, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fail, ok, type Result } from "../core/errors.js";
import type { RunFiles } from "../core/export/index.js";
import { orFail } from "./io.js";
import { openOwnedFolder } from "./owned-folder.js";

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
      // A symlink planted in a run folder must not pull an outside file into an archive.
      if (!entry.isFile()) continue;
      const rel = relative(dir, path).split(sep).join("/");
      if (RUN_FILE.test(rel)) files[rel] = new Uint8Array(await readFile(path));
    }
  };
  await walk(dir);
  return files;
}

/**
 * Write files under `dir` through its owned folder (see owned-folder.ts): nothing outside it,
 * nothing through a symlink, no file the tool did not write replaced. Refusals are CliFailures.
 */
export async function writeFiles(
  dir: string,
  files: RunFiles,
  options: { force?: boolean } = {},
): Promise<string[]> {
  const folder = orFail(await openOwnedFolder(dir, options));
  return orFail(await folder.write(files));
}

/**
 * Read a text file, refusing (`ingest/too-large`) before reading more than `maxBytes`: the size is
 * checked up front and again while reading, so a file that grows (or a FIFO) cannot get past it.
 */
export async function readTextCapped(
  path: string,
  maxBytes: number,
  where = path,
): Promise<Result<string>> {
  const bytes = await readBytesCapped(path, maxBytes, where);
  return bytes.ok ? ok(Buffer.from(bytes.value).toString("utf8")) : bytes;
}

/** As readTextCapped, for bytes. */
export async function readBytesCapped(
  path: string,
  maxBytes: number,
  where = path,
): Promise<Result<Uint8Array>> {
  let handle: FileHandle;
  try {
    handle = await open(path, "r");
  } catch (e) {
    return fail("io/read-failed", (e as Error).message, where);
  }
  try {
    const info = await handle.stat();
    if (info.isDirectory()) return fail("io/read-failed", "is a directory", where);
    if (info.size > maxBytes)
      return fail("ingest/too-large", `${info.size} bytes, over the limit of ${maxBytes}`, where);
    const chunks: Uint8Array[] = [];
    let total = 0;
    const buf = new Uint8Array(1 << 16);
    for (;;) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > maxBytes) return fail("ingest/too-large", `more than ${maxBytes} bytes`, where);
      chunks.push(buf.slice(0, bytesRead));
    }
    return ok(new Uint8Array(Buffer.concat(chunks)));
  } catch (e) {
    return fail("io/read-failed", (e as Error).message, where);
  } finally {
    await handle.close();
  }
}

export async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
