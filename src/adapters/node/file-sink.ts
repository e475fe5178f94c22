import { closeSync, mkdirSync, openSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";
import type { ExportSink } from "../../core/export/index.js";

/** Bytes kept per open file before they go to disk. */
const BUFFER_BYTES = 256 * 1024;

/**
 * An export sink writing each path to a file under `dir` (created as needed), buffered per file.
 * Used for streamed exports: rows reach the disk as they are made, so memory stays flat whatever
 * the run's size. `close()` flushes everything; `paths()` lists what was written (relative).
 */
export function createFileSink(dir: string): ExportSink & { close(): void; paths(): string[] } {
  const open = new Map<string, { fd: number; chunks: Uint8Array[]; size: number }>();
  const flush = (f: { fd: number; chunks: Uint8Array[]; size: number }) => {
    for (const c of f.chunks) {
      let at = 0;
      while (at < c.length) at += writeSync(f.fd, c, at, c.length - at);
    }
    f.chunks = [];
    f.size = 0;
  };
  return {
    append(path, bytes) {
      let f = open.get(path);
      if (!f) {
        const abs = join(dir, ...path.split("/"));
        mkdirSync(dirname(abs), { recursive: true });
        // "wx": a fresh file, never one already there or a symlink planted in its place.
        f = { fd: openSync(abs, "wx"), chunks: [], size: 0 };
        open.set(path, f);
      }
      f.chunks.push(bytes);
      f.size += bytes.length;
      if (f.size >= BUFFER_BYTES) flush(f);
    },
    close() {
      for (const f of open.values()) {
        flush(f);
        closeSync(f.fd);
      }
    },
    paths: () => [...open.keys()].sort(),
  };
}
