import { Unzip, UnzipInflate, unzipSync, zipSync } from "fflate";
import { z } from "zod";
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
  const chunks: Uint8Array[] = [];
  const archive = createRunArchiveWriter((bytes) => chunks.push(bytes));
  for (const p of Object.keys(files).sort()) {
    const added = await archive.add(p, files[p]!);
    if (!added.ok) return added;
  }
  archive.finish();
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return ok(out);
}

/** Little-endian writes into a zip record. */
const u16 = (b: Uint8Array, at: number, v: number) => {
  b[at] = v & 255;
  b[at + 1] = (v >>> 8) & 255;
};
const u32 = (b: Uint8Array, at: number, v: number) => {
  u16(b, at, v & 0xffff);
  u16(b, at + 2, v >>> 16);
};

/**
 * The run archive written one file at a time, in the order given (sorted paths give the bytes of
 * `packRunArchive`): each file's entry goes to `emit` as soon as it is added, so only one file is
 * in memory at once; `finish` adds the manifest and the zip's central directory. Each entry is
 * fflate's own one-file zip cut apart (local part as is, central record with its offset set), so
 * the bytes are exactly those of zipping all files at once.
 */
export function createRunArchiveWriter(emit: (bytes: Uint8Array) => void): {
  add(path: string, bytes: Uint8Array): Promise<Result<void>>;
  finish(): void;
} {
  const manifest: ArchiveManifest = { format: ARCHIVE_FORMAT, files: [] };
  const central: Uint8Array[] = [];
  let offset = 0;
  const entry = (path: string, bytes: Uint8Array) => {
    const one = zipSync({ [path]: [bytes, { mtime: FIXED_MTIME }] }, { level: 6 });
    // one = local header + data | central record | 22-byte end record.
    const nameLength = one[26]! | (one[27]! << 8);
    const extraLength = one[28]! | (one[29]! << 8);
    const dataLength = (one[18]! | (one[19]! << 8) | (one[20]! << 16) | (one[21]! << 24)) >>> 0;
    const localLength = 30 + nameLength + extraLength + dataLength;
    emit(one.subarray(0, localLength));
    const record = one.slice(localLength, one.length - 22);
    // The central record's local-header offset (byte 42): where this entry starts in the archive.
    u32(record, 42, offset);
    central.push(record);
    offset += localLength;
  };
  return {
    async add(path, bytes) {
      if (!safePath(path) || path === ARCHIVE_MANIFEST)
        return fail("export/failed", `unusable path in archive: '${path}'`, path);
      manifest.files.push({ path, bytes: bytes.length, sha256: await digest(bytes) });
      entry(path, bytes);
      return ok(undefined);
    },
    finish() {
      entry(ARCHIVE_MANIFEST, textEncoder.encode(`${JSON.stringify(manifest, null, 2)}\n`));
      let size = 0;
      for (const r of central) {
        emit(r);
        size += r.length;
      }
      const end = new Uint8Array(22);
      u32(end, 0, 0x06054b50);
      u16(end, 8, central.length);
      u16(end, 10, central.length);
      u32(end, 12, size);
      u32(end, 16, offset);
      emit(end);
    },
  };
}

/** Bounds on what an imported archive may hold (defaults: 256 MiB in all, 10,000 files). */
export interface ArchiveLimits {
  maxTotalBytes: number;
  maxFiles: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = Object.freeze({
  maxTotalBytes: 256 * 1024 * 1024,
  maxFiles: 10_000,
});

const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
const MAX_SEGMENT_BYTES = 255;

const ManifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  files: z.array(
    z.object({
      path: z.string().min(1).max(1024),
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

/**
 * A manifest path the importer may write: relative, `/`-separated, no `.`/`..`/empty segment, no
 * backslash, control character, drive letter or dot-file (`.bashrc`), segments ≤ 255 bytes.
 */
export function importablePath(p: string): boolean {
  if (!safePath(p) || p === ARCHIVE_MANIFEST) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\x00-\x1f:]/.test(p)) return false;
  return p
    .split("/")
    .every(
      (seg) =>
        seg !== "." && !seg.startsWith(".") && textEncoder.encode(seg).length <= MAX_SEGMENT_BYTES,
    );
}

/**
 * Inflate only the named entries, streaming, each stopped as soon as it passes its cap: a small
 * zip whose entry claims 10 bytes but inflates to a gigabyte costs 10 bytes (+ one chunk).
 */
function extract(zip: Uint8Array, caps: Map<string, number>): Result<Map<string, Uint8Array>> {
  const got = new Map<string, Uint8Array[]>();
  const sizes = new Map<string, number>();
  let problem:
    | { code: "artifact/invalid" | "artifact/id-mismatch"; message: string; where: string }
    | undefined;
  const unzip = new Unzip((file) => {
    const cap = caps.get(file.name);
    if (cap === undefined || problem) return;
    if (got.has(file.name)) {
      problem = { code: "artifact/invalid", message: "entry appears twice", where: file.name };
      return;
    }
    const chunks: Uint8Array[] = [];
    got.set(file.name, chunks);
    sizes.set(file.name, 0);
    file.ondata = (err, data) => {
      if (problem) return;
      if (err) {
        problem = {
          code: "artifact/invalid",
          message: `cannot inflate: ${err.message}`,
          where: file.name,
        };
        return;
      }
      const n = (sizes.get(file.name) ?? 0) + data.length;
      sizes.set(file.name, n);
      if (n > cap) {
        problem = {
          code: "artifact/id-mismatch",
          message: `inflates past the ${cap} bytes its manifest declares`,
          where: file.name,
        };
        file.terminate();
        return;
      }
      chunks.push(data);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // Fed in slices so a runaway entry is cut off after at most one slice's worth of output.
    const step = 16 * 1024;
    for (let i = 0; i < zip.length && !problem; i += step)
      unzip.push(zip.subarray(i, Math.min(zip.length, i + step)), i + step >= zip.length);
  } catch (e) {
    if (!problem) return fail("artifact/invalid", `not a zip archive: ${String(e)}`);
  }
  if (problem) return fail(problem.code, problem.message, problem.where);
  const out = new Map<string, Uint8Array>();
  for (const [name, chunks] of got) {
    const total = sizes.get(name) ?? 0;
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const c of chunks) {
      bytes.set(c, at);
      at += c.length;
    }
    out.set(name, bytes);
  }
  return ok(out);
}

/**
 * Read an archive written by `packRunArchive`, checking every file against the manifest; the
 * returned bytes are exactly the packed ones. The manifest's shape is validated; only entries it
 * lists, with importable names, are inflated, each capped at its declared size while inflating,
 * and the declared sizes must fit `limits` before anything is inflated.
 */
export async function unpackRunArchive(
  zip: Uint8Array,
  where = "archive",
  limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS,
): Promise<Result<RunFiles>> {
  // The central directory, read without inflating anything.
  const directory = new Map<string, number>();
  let duplicate: string | undefined;
  try {
    unzipSync(zip, {
      filter: (f) => {
        if (directory.has(f.name)) duplicate = f.name;
        directory.set(f.name, f.originalSize);
        return false;
      },
    });
  } catch (e) {
    return fail("artifact/invalid", `not a zip archive: ${String(e)}`, where);
  }
  if (duplicate !== undefined)
    return fail("artifact/invalid", `entry '${duplicate}' appears twice`, `${where}:${duplicate}`);
  if (!directory.has(ARCHIVE_MANIFEST))
    return fail("artifact/invalid", `missing ${ARCHIVE_MANIFEST}`, where);
  const rawManifest = extract(zip, new Map([[ARCHIVE_MANIFEST, MAX_MANIFEST_BYTES]]));
  if (!rawManifest.ok)
    return fail(rawManifest.error.code, rawManifest.error.message, `${where}:${ARCHIVE_MANIFEST}`);
  let json: unknown;
  try {
    json = JSON.parse(
      textDecoder.decode(rawManifest.value.get(ARCHIVE_MANIFEST) ?? new Uint8Array()),
    );
  } catch {
    return fail(
      "artifact/invalid",
      `${ARCHIVE_MANIFEST} is not JSON`,
      `${where}:${ARCHIVE_MANIFEST}`,
    );
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success) {
    const format = (json as { format?: unknown } | null)?.format;
    if (format !== undefined && format !== ARCHIVE_FORMAT)
      return fail("artifact/invalid", `unknown archive format '${String(format)}'`, where);
    const issue = parsed.error.issues[0];
    return fail(
      "artifact/invalid",
      `${ARCHIVE_MANIFEST} is malformed: ${issue?.message ?? "bad shape"}`,
      `${where}:${ARCHIVE_MANIFEST}#/${issue?.path.join("/") ?? ""}`,
    );
  }
  const manifest = parsed.data;
  if (manifest.files.length > limits.maxFiles)
    return fail(
      "artifact/too-large",
      `${manifest.files.length} files, over ${limits.maxFiles}`,
      where,
    );
  const caps = new Map<string, number>();
  const seenLower = new Set<string>();
  let total = 0;
  for (const f of manifest.files) {
    const at = `${where}:${f.path}`;
    if (!importablePath(f.path))
      return fail("artifact/invalid", `unsafe file name '${f.path}'`, at);
    // Case-insensitive file systems would let two entries land on one file.
    if (seenLower.has(f.path.toLowerCase()))
      return fail("artifact/invalid", `'${f.path}' is listed twice`, at);
    seenLower.add(f.path.toLowerCase());
    if (!directory.has(f.path)) return fail("artifact/invalid", `archive lacks '${f.path}'`, at);
    total += f.bytes;
    if (total > limits.maxTotalBytes)
      return fail(
        "artifact/too-large",
        `files add up to more than ${limits.maxTotalBytes} bytes`,
        at,
      );
    caps.set(f.path, f.bytes);
  }
  const paths = [...caps.keys()];
  for (const p of paths)
    if (paths.some((q) => q.startsWith(`${p}/`)))
      return fail("artifact/invalid", `'${p}' is both a file and a folder`, `${where}:${p}`);
  const inflated = extract(zip, caps);
  if (!inflated.ok)
    return fail(
      inflated.error.code,
      inflated.error.message,
      `${where}:${inflated.error.where ?? ""}`,
    );
  const out: RunFiles = {};
  for (const f of manifest.files) {
    const bytes = inflated.value.get(f.path);
    if (!bytes) return fail("artifact/invalid", `archive lacks '${f.path}'`, `${where}:${f.path}`);
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
