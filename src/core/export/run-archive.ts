import { unzipSync, type Zippable, zipSync } from "fflate";
import { fail, ok, type Result } from "../errors.js";
import { sha256, textDecoder, textEncoder } from "../platform.js";

/** A run as files: relative path → bytes. Paths use `/` and never start with `/` or contain `..`. */
export type RunFiles = Record<string, Uint8Array>;

export const ARCHIVE_MANIFEST = "envfactory-archive.json";
export const ARCHIVE_FORMAT = "envfactory.archive/v1";

interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  files: { path: string; bytes: number; sha256: string }[];
}

// A fixed timestamp keeps the archive a pure function of its content.
const FIXED_MTIME = new Date("2000-01-01T00:00:00Z");

function safePath(p: string): boolean {
  return p !== "" && !p.startsWith("/") && !p.split("/").some((s) => s === ".." || s === "");
}

/** sha256 hex of raw bytes (a file's real hash, checkable with `sha256sum`). */
async function digest(bytes: Uint8Array): Promise<string> {
  const buf = new Uint8Array(await sha256(bytes));
  return Array.from(buf, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Pack a run into one zip with a manifest of sizes and hashes. Entries are sorted and stamped
 * with a fixed time, so the same files always give the same bytes.
 */
export async function packRunArchive(files: RunFiles): Promise<Result<Uint8Array>> {
  const paths = Object.keys(files).sort();
  const bad = paths.find((p) => !safePath(p) || p === ARCHIVE_MANIFEST);
  if (bad !== undefined) return fail("export/failed", `unusable path in archive: '${bad}'`, bad);
  const manifest: ArchiveManifest = { format: ARCHIVE_FORMAT, files: [] };
  const zippable: Zippable = {};
  for (const p of paths) {
    const bytes = files[p]!;
    manifest.files.push({ path: p, bytes: bytes.length, sha256: await digest(bytes) });
    zippable[p] = [bytes, { mtime: FIXED_MTIME }];
  }
  zippable[ARCHIVE_MANIFEST] = [
    textEncoder.encode(`${JSON.stringify(manifest, null, 2)}\n`),
    { mtime: FIXED_MTIME },
  ];
  return ok(zipSync(zippable, { level: 6 }));
}

/**
 * Read an archive written by `packRunArchive`, checking every file against the manifest; the
 * returned bytes are exactly the packed ones.
 */
export async function unpackRunArchive(
  zip: Uint8Array,
  where = "archive",
): Promise<Result<RunFiles>> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip);
  } catch (e) {
    return fail("artifact/invalid", `not a zip archive: ${String(e)}`, where);
  }
  const raw = entries[ARCHIVE_MANIFEST];
  if (!raw) return fail("artifact/invalid", `missing ${ARCHIVE_MANIFEST}`, where);
  let manifest: ArchiveManifest;
  try {
    manifest = JSON.parse(textDecoder.decode(raw)) as ArchiveManifest;
  } catch {
    return fail("artifact/invalid", `${ARCHIVE_MANIFEST} is not JSON`, where);
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    return fail("artifact/invalid", `unknown archive format '${String(manifest.format)}'`, where);
  const out: RunFiles = {};
  for (const f of manifest.files) {
    const bytes = entries[f.path];
    if (!bytes || !safePath(f.path))
      return fail("artifact/invalid", `archive lacks '${f.path}'`, `${where}:${f.path}`);
    if (bytes.length !== f.bytes || (await digest(bytes)) !== f.sha256)
      return fail(
        "artifact/id-mismatch",
        `'${f.path}' does not match its hash`,
        `${where}:${f.path}`,
      );
    out[f.path] = bytes;
  }
  return ok(out);
}
