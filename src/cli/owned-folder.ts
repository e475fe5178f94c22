import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, realpath, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import { z } from "zod";
import { type EnvFactoryError, fail, ok, type Result } from "../core/errors.js";

/** The ownership marker at the root of every output folder: what the tool wrote there. */
export const OWNERSHIP_MARKER = ".envfactory-out.json";
const MARKER_FORMAT = "envfactory.out/v1";

const Marker = z.object({
  format: z.literal(MARKER_FORMAT),
  files: z.array(z.string()),
  dirs: z.array(z.string()).default([]),
});
type Marker = z.infer<typeof Marker>;

/** Longest name of one path segment most file systems accept (bytes). */
const MAX_SEGMENT_BYTES = 255;
const MAX_PATH_CHARS = 1024;

/**
 * An output folder the tool owns. Only files it wrote (listed in `.envfactory-out.json`) are ever
 * replaced or removed; a file it did not write is never overwritten, and nothing is written
 * through a symlink or outside the folder.
 */
export interface OwnedFolder {
  /** Absolute, real path of the folder. */
  readonly root: string;
  /**
   * Write files (relative `/` paths) each to a temp name then renamed over the target. Fails
   * (`io/unsafe-path`) before writing anything if a path is unusable, climbs out, crosses a
   * symlink, or would replace a file or folder the tool did not write. Returns absolute paths.
   * A `{moveFrom}` value is a finished file elsewhere in the folder (a streamed export) that is
   * renamed into place instead of written.
   */
  write(files: Record<string, FileContent>): Promise<Result<string[]>>;
  /** A subfolder the tool keeps its own files in (a store, a cache): a real directory, recorded. */
  claimDir(rel: string): Promise<Result<string>>;
  /**
   * Remove files listed from an earlier session under these prefixes (e.g. `envs/`) that this
   * session did not write: stale outputs of the tool, never anyone else's.
   */
  prune(prefixes: string[]): Promise<Result<string[]>>;
}

/** Bytes or text to write, or a finished file on the same file system to move into place. */
export type FileContent = Uint8Array | string | { moveFrom: string };

const unsafe = (message: string, where: string): { ok: false; error: EnvFactoryError } =>
  fail("io/unsafe-path", message, where);

/** Why a relative path cannot be written, or undefined when it can. */
export function relPathProblem(rel: string): string | undefined {
  if (typeof rel !== "string" || rel === "") return "empty path";
  if (rel.length > MAX_PATH_CHARS) return `path longer than ${MAX_PATH_CHARS} characters`;
  if (rel.includes("\\")) return "backslash in path";
  if (rel.includes("\0")) return "NUL in path";
  if (rel.startsWith("/") || /^[A-Za-z]:/.test(rel)) return "absolute path";
  for (const seg of rel.split("/")) {
    if (seg === "" || seg === "." || seg === "..") return `'${seg}' segment`;
    if (new TextEncoder().encode(seg).length > MAX_SEGMENT_BYTES)
      return `a name longer than ${MAX_SEGMENT_BYTES} bytes`;
  }
  if (rel === OWNERSHIP_MARKER) return "the ownership marker itself";
  return undefined;
}

async function lstatOrNull(path: string) {
  try {
    return await lstat(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw e;
  }
}

/** Write bytes to `target` via an exclusive temp file in the same folder, then rename. */
export async function writeAtomic(target: string, bytes: Uint8Array | string): Promise<void> {
  const dir = resolve(target, "..");
  const temp = join(dir, `.envfactory-${randomBytes(6).toString("hex")}.tmp`);
  try {
    // "wx": O_CREAT|O_EXCL never opens an existing file or follows a symlink planted there.
    await writeFile(temp, bytes, { flag: "wx" });
    // rename replaces a symlink at the target itself; it never writes through it.
    await rename(temp, target);
  } catch (e) {
    await rm(temp, { force: true });
    throw e;
  }
}

/**
 * Open (or create) an output folder. A folder with the marker is reused; an empty or missing one
 * is claimed; a non-empty folder without it is refused (`io/not-owned`) unless `force`, which
 * claims it while keeping every file already there untouched. A folder inside an owned folder
 * whose marker lists files in it (e.g. `out/exports` after `run --out out`) is written through
 * that marker.
 */
export async function openOwnedFolder(
  dir: string,
  options: { force?: boolean } = {},
): Promise<Result<OwnedFolder>> {
  const abs = resolve(dir);
  if (!(await lstatOrNull(join(abs, OWNERSHIP_MARKER)))) {
    const outer = await enclosingOwner(abs);
    if (outer) {
      const parent = await openFolder(outer.root, {});
      if (parent.ok) return ok(prefixed(parent.value, outer.prefix, abs));
    }
  }
  return openFolder(abs, options);
}

/** The nearest ancestor with a marker that lists something under `abs`. */
async function enclosingOwner(abs: string): Promise<{ root: string; prefix: string } | undefined> {
  let cur = abs;
  for (let up = 0; up < 8; up++) {
    const parent = resolve(cur, "..");
    if (parent === cur) return undefined;
    cur = parent;
    const markerPath = join(cur, OWNERSHIP_MARKER);
    const st = await lstatOrNull(markerPath);
    if (!st) continue;
    if (!st.isFile()) return undefined;
    try {
      const m = Marker.parse(JSON.parse(await readFile(markerPath, "utf8")));
      const prefix = `${abs
        .slice(cur.length + 1)
        .split(sep)
        .join("/")}/`;
      const listed =
        m.files.some((f) => f.startsWith(prefix)) ||
        m.dirs.some((d) => `${d}/`.startsWith(prefix) || prefix.startsWith(`${d}/`));
      return listed ? { root: cur, prefix } : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A view of `inner` that writes under `prefix`. */
function prefixed(inner: OwnedFolder, prefix: string, root: string): OwnedFolder {
  return {
    root,
    write: (files) =>
      inner.write(Object.fromEntries(Object.entries(files).map(([k, v]) => [prefix + k, v]))),
    claimDir: (rel) => inner.claimDir(prefix + rel),
    prune: (prefixes) => inner.prune(prefixes.map((p) => prefix + p)),
  };
}

async function openFolder(dir: string, options: { force?: boolean }): Promise<Result<OwnedFolder>> {
  try {
    await mkdir(dir, { recursive: true });
  } catch (e) {
    return fail("io/write-failed", `cannot create ${dir}: ${(e as Error).message}`, dir);
  }
  const info = await lstatOrNull(dir);
  if (!info) return fail("io/write-failed", `cannot create ${dir}`, dir);
  const root = await realpath(dir);
  if (!(await lstat(root)).isDirectory()) return unsafe(`${dir} is not a directory`, dir);
  const markerPath = join(root, OWNERSHIP_MARKER);
  const markerInfo = await lstatOrNull(markerPath);
  let marker: Marker;
  if (markerInfo?.isFile()) {
    let parsed: z.ZodSafeParseResult<Marker>;
    try {
      parsed = Marker.safeParse(JSON.parse(await readFile(markerPath, "utf8")));
    } catch {
      parsed = Marker.safeParse(null);
    }
    if (!parsed.success && !options.force)
      return fail(
        "io/not-owned",
        `${OWNERSHIP_MARKER} in ${dir} is unreadable; pass --force to claim the folder anyway`,
        markerPath,
      );
    marker = parsed.success
      ? {
          ...parsed.data,
          files: parsed.data.files.filter((f) => !relPathProblem(f)),
          dirs: parsed.data.dirs.filter((d) => !relPathProblem(d)),
        }
      : { format: MARKER_FORMAT, files: [], dirs: [] };
  } else {
    if (markerInfo) return unsafe(`${OWNERSHIP_MARKER} is not a regular file`, markerPath);
    const entries = await readdir(root);
    // Subfolders envfactory made (`build --out out/envs` before `run --out out`) are adopted.
    const adopted = await adoptOwnedSubfolders(root, entries);
    if (entries.length > 0 && !adopted && !options.force)
      return fail(
        "io/not-owned",
        `${dir} is not empty and was not made by envfactory (no ${OWNERSHIP_MARKER}); ` +
          "choose an empty folder, or pass --force to write there without touching its files",
        dir,
      );
    marker = { format: MARKER_FORMAT, files: adopted?.files ?? [], dirs: adopted?.dirs ?? [] };
    if (adopted) {
      await writeAtomic(markerPath, `${JSON.stringify(marker, null, 2)}\n`);
      // One marker owns the tree now; the inner ones would contradict it.
      for (const inner of adopted.innerMarkers) await rm(inner, { force: true });
    }
  }
  const listed = new Set(marker.files);
  const dirs = new Set(marker.dirs);
  const writtenNow = new Set<string>();

  const saveMarker = () =>
    writeAtomic(
      markerPath,
      `${JSON.stringify({ format: MARKER_FORMAT, files: [...listed].sort(), dirs: [...dirs].sort() }, null, 2)}\n`,
    );

  /** Create (or check) every folder on the way to `rel`'s parent: real directories only. */
  const ensureParents = async (rel: string): Promise<string | undefined> => {
    const segs = rel.split("/").slice(0, -1);
    let cur = root;
    for (const seg of segs) {
      cur = join(cur, seg);
      const st = await lstatOrNull(cur);
      if (st === null) await mkdir(cur);
      else if (st.isSymbolicLink()) return `${cur} is a symlink`;
      else if (!st.isDirectory()) return `${cur} is a file where a folder is needed`;
    }
    return undefined;
  };

  const inside = (abs: string) => abs === root || abs.startsWith(root + sep);

  const folder: OwnedFolder = {
    root,
    async write(files) {
      const rels = Object.keys(files).sort();
      // Check everything first, so a refused batch writes nothing.
      for (const rel of rels) {
        const problem = relPathProblem(rel);
        if (problem) return unsafe(`refusing to write '${rel}': ${problem}`, rel);
        const abs = join(root, ...rel.split("/"));
        if (!inside(abs)) return unsafe(`'${rel}' is outside ${root}`, rel);
        const st = await lstatOrNull(abs);
        if (st?.isDirectory()) return unsafe(`'${rel}' is a folder`, rel);
        if (st && !listed.has(rel) && ![...dirs].some((d) => rel.startsWith(`${d}/`)))
          return unsafe(
            `'${rel}' exists and was not written by envfactory; it is left alone (move it away to let envfactory write there)`,
            rel,
          );
      }
      try {
        for (const rel of rels) listed.add(rel);
        // The marker lists a file before it exists, so a crash never leaves an unowned output.
        await saveMarker();
        const out: string[] = [];
        for (const rel of rels) {
          const problem = await ensureParents(rel);
          if (problem) return unsafe(`refusing to write '${rel}': ${problem}`, rel);
          const abs = join(root, ...rel.split("/"));
          const content = files[rel]!;
          if (typeof content === "object" && "moveFrom" in content)
            await rename(content.moveFrom, abs);
          else await writeAtomic(abs, content);
          writtenNow.add(rel);
          out.push(abs);
        }
        return ok(out);
      } catch (e) {
        return fail("io/write-failed", (e as Error).message, root);
      }
    },
    async claimDir(rel) {
      const problem = relPathProblem(rel);
      if (problem) return unsafe(`refusing folder '${rel}': ${problem}`, rel);
      try {
        const parents = await ensureParents(`${rel}/x`);
        if (parents) return unsafe(parents, rel);
        if (!dirs.has(rel)) {
          dirs.add(rel);
          await saveMarker();
        }
        return ok(join(root, ...rel.split("/")));
      } catch (e) {
        return fail("io/write-failed", (e as Error).message, rel);
      }
    },
    async prune(prefixes) {
      const removed: string[] = [];
      try {
        for (const rel of [...listed].sort()) {
          if (writtenNow.has(rel) || !prefixes.some((p) => rel.startsWith(p))) continue;
          const abs = join(root, ...rel.split("/"));
          // Only a plain file the tool listed goes; through no symlinked folder.
          if ((await ensureParentsExistReal(root, rel)) && (await lstatOrNull(abs))?.isFile()) {
            await rm(abs);
            removed.push(rel);
          }
          listed.delete(rel);
        }
        await saveMarker();
        return ok(removed);
      } catch (e) {
        return fail("io/write-failed", (e as Error).message, root);
      }
    },
  };
  return ok(folder);
}

/**
 * When every entry of `root` is a real folder with a valid marker, their listings prefixed with
 * the folder name; otherwise undefined.
 */
async function adoptOwnedSubfolders(
  root: string,
  entries: string[],
): Promise<{ files: string[]; dirs: string[]; innerMarkers: string[] } | undefined> {
  if (entries.length === 0) return undefined;
  const files: string[] = [];
  const dirs: string[] = [];
  const innerMarkers: string[] = [];
  for (const name of entries) {
    const st = await lstatOrNull(join(root, name));
    if (!st?.isDirectory() || relPathProblem(name)) return undefined;
    const inner = join(root, name, OWNERSHIP_MARKER);
    if (!(await lstatOrNull(inner))?.isFile()) return undefined;
    try {
      const m = Marker.parse(JSON.parse(await readFile(inner, "utf8")));
      files.push(...m.files.filter((f) => !relPathProblem(f)).map((f) => `${name}/${f}`));
      dirs.push(...m.dirs.filter((d) => !relPathProblem(d)).map((d) => `${name}/${d}`));
      innerMarkers.push(inner);
    } catch {
      return undefined;
    }
  }
  return { files, dirs, innerMarkers };
}

/** True when every folder on the way to `rel` exists and is a real directory (no symlink). */
async function ensureParentsExistReal(root: string, rel: string): Promise<boolean> {
  let cur = root;
  for (const seg of rel.split("/").slice(0, -1)) {
    cur = join(cur, seg);
    const st = await lstatOrNull(cur);
    if (!st || st.isSymbolicLink() || !st.isDirectory()) return false;
  }
  return true;
}
