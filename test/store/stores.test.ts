import "fake-indexeddb/auto";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createIdbStore } from "../../src/adapters/browser/idb-store.js";
import { createFsStore, fileNameOf } from "../../src/adapters/node/fs-store.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { storeSpec } from "./store-spec.js";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "envfactory-store-"));
  dirs.push(d);
  return d;
}

storeSpec("memory", async () => ({ store: createMemoryStore() }));

let dbCount = 0;
storeSpec("IndexedDB (fake-indexeddb)", async () => {
  const name = `spec-${++dbCount}`;
  return { store: await createIdbStore(name), reopen: () => createIdbStore(name) };
});

storeSpec("filesystem", async () => {
  const dir = await tempDir();
  return { store: createFsStore(dir), reopen: async () => createFsStore(dir) };
});

describe("filesystem store on disk", () => {
  it("keeps each kind in its own folder and every file name portable", async () => {
    const dir = await tempDir();
    const store = createFsStore(dir);
    await store.put("bundle", "../../etc/passwd", "{}");
    await store.put("task", "abc", "{}");
    expect((await readdir(dir)).sort()).toEqual(["bundle", "task"]);
    const [file] = await readdir(join(dir, "bundle"));
    expect(file).toMatch(/^[A-Za-z0-9_.%-]+\.json$/);
    expect(file).not.toMatch(/^\./);
    expect(fileNameOf("abc")).toBe("abc.json");
  });

  it("ignores a temp file left by a crash mid-write and keeps the old value", async () => {
    const dir = await tempDir();
    const store = createFsStore(dir);
    await store.put("plan", "p", '{"old":1}');
    await writeFile(join(dir, "plan", ".deadbeef.tmp"), '{"half');
    expect(await store.get("plan", "p")).toBe('{"old":1}');
    expect(await store.list("plan")).toEqual(["p"]);
  });

  it("a put whose write fails leaves no temp file behind and the old value intact", async () => {
    const dir = await tempDir();
    const store = createFsStore(dir);
    await store.put("plan", "p", '{"old":1}');
    // A directory where the file should be makes the rename fail.
    await mkdir(join(dir, "plan", "q.json"));
    await expect(store.put("plan", "q", "2")).rejects.toThrow();
    expect((await readdir(join(dir, "plan"))).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    expect(await store.get("plan", "p")).toBe('{"old":1}');
  });
});
