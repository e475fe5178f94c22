import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { promisify } from "node:util";
import { constants, crc32, deflateRawSync } from "node:zlib";
import { main } from "../../src/cli/main.js";
import { bufferIo } from "../helpers/buffer-io.js";

export const root = join(import.meta.dirname, "../..");

/** Run the CLI in-process. */
export async function cli(
  argv: string[],
  cwd = root,
  env: Record<string, string | undefined> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const io = bufferIo(cwd, env);
  const code = await main(argv, io);
  return { code, stdout: io.out.join(""), stderr: io.err.join("") };
}

const exec = promisify(execFile);

/**
 * Run the CLI from source in a child process and return its exit code and peak resident set
 * (VmHWM of the child image, which counts the sandbox's worker threads too), in MB.
 */
export async function cliPeakRss(
  argv: string[],
  cwd = root,
): Promise<{ code: number; peakMb: number; stdout: string; stderr: string }> {
  const child = join(import.meta.dirname, "peak-rss-child.ts");
  try {
    const r = await exec("node", ["--import", "tsx", child, ...argv], {
      cwd,
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    return parseChild(r.stdout, r.stderr, 0);
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return parseChild(x.stdout ?? "", x.stderr ?? "", x.code);
  }
}

function parseChild(stdout: string, stderr: string, exitCode: number) {
  const lines = stdout.trimEnd().split("\n");
  const last = lines.at(-1) ?? "";
  const m = /^PEAK_RSS_KB (\d+) CODE (\d+)$/.exec(last);
  if (!m)
    throw new Error(`child did not report its peak (exit ${exitCode}): ${stderr.slice(0, 500)}`);
  return {
    code: Number(m[2]),
    peakMb: Number(m[1]) / 1024,
    stdout: lines.slice(0, -1).join("\n"),
    stderr,
  };
}

/** Every path under `dir` (relative, `/`), symlinks listed as such and not followed. */
export function tree(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      const rel = relative(dir, p).split("\\").join("/");
      if (e.isSymbolicLink()) out.push(`${rel} -> (link)`);
      else if (e.isDirectory()) walk(p);
      else out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

export function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** One zip entry: stored bytes, or a ready raw-deflate stream with its real size and CRC. */
export type ZipEntry =
  | { name: string; data: Uint8Array }
  | { name: string; deflated: Uint8Array; size: number; crc: number };

/**
 * A deflate stream of `bytes` zeros, built from one flushed 1 MiB block repeated: a 1 GiB bomb
 * costs about 1 MB and a second, with no gigabyte ever in memory.
 */
export function zeroBomb(bytes: number): { deflated: Uint8Array; size: number; crc: number } {
  const mib = 1 << 20;
  if (bytes % mib !== 0) throw new Error("whole MiB only");
  const zeros = Buffer.alloc(mib);
  // A full flush byte-aligns the block and resets the window, so copies can follow each other.
  const block = deflateRawSync(zeros, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const end = deflateRawSync(Buffer.alloc(0));
  const parts: Buffer[] = [];
  let crc = 0;
  for (let i = 0; i < bytes / mib; i++) {
    parts.push(block);
    crc = crc32(zeros, crc);
  }
  parts.push(end);
  return { deflated: new Uint8Array(Buffer.concat(parts)), size: bytes, crc: crc >>> 0 };
}

/** Write a zip (no zip64) by hand, so tests can put anything in it, lies included. */
export function writeZip(path: string, entries: ZipEntry[]): void {
  const chunks: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const stored = "data" in e;
    const body = Buffer.from(stored ? e.data : e.deflated);
    const size = stored ? e.data.length : e.size;
    const crc = stored ? crc32(Buffer.from(e.data)) >>> 0 : e.crc;
    const method = stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    chunks.push(local, name, body);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(0x800, 8);
    c.writeUInt16LE(method, 10);
    c.writeUInt32LE(crc, 16);
    c.writeUInt32LE(body.length, 20);
    c.writeUInt32LE(size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    central.push(c, name);
    offset += local.length + name.length + body.length;
  }
  const cd = Buffer.concat(central);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  writeFileSync(path, Buffer.concat([...chunks, cd, eocd]));
}

export function sha256(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** A manifest entry for real bytes. */
export function listed(path: string, bytes: Uint8Array) {
  return { path, bytes: bytes.length, sha256: sha256(bytes) };
}

export function manifestEntry(manifest: unknown): ZipEntry {
  return { name: "envfactory-archive.json", data: Buffer.from(JSON.stringify(manifest)) };
}

export const readText = (p: string) => readFileSync(p, "utf8");
