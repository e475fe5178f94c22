import { describe, expect, it } from "vitest";
import type { ArtifactStore } from "../../src/core/store/artifact-store.js";

/**
 * The behaviour every ArtifactStore must have, run against each implementation.
 * `make` returns a fresh, empty store; `reopen` (when given) opens the same storage again, as a
 * reloaded tab or a second CLI run would.
 */
export function storeSpec(
  name: string,
  make: () => Promise<{ store: ArtifactStore; reopen?: () => Promise<ArtifactStore> }>,
): void {
  describe(`ArtifactStore: ${name}`, () => {
    it("returns what was put, byte for byte", async () => {
      const { store } = await make();
      const json = JSON.stringify({
        a: 1,
        text: "héllo ✓ \u2028 <img src=x>",
        nested: [1, { b: null }],
      });
      await store.put("bundle", "b1", json);
      expect(await store.get("bundle", "b1")).toBe(json);
      expect(await store.has("bundle", "b1")).toBe(true);
    });

    it("answers undefined/false for what is absent", async () => {
      const { store } = await make();
      expect(await store.get("task", "nope")).toBeUndefined();
      expect(await store.has("task", "nope")).toBe(false);
      expect(await store.list("task")).toEqual([]);
    });

    it("keeps kinds apart: the same id in two kinds is two artifacts", async () => {
      const { store } = await make();
      await store.put("task", "x", '"task"');
      await store.put("trajectory", "x", '"trajectory"');
      expect(await store.get("task", "x")).toBe('"task"');
      expect(await store.get("trajectory", "x")).toBe('"trajectory"');
      expect(await store.list("task")).toEqual(["x"]);
      expect(await store.list("plan")).toEqual([]);
    });

    it("lists ids of a kind sorted", async () => {
      const { store } = await make();
      for (const id of ["c", "a", "b2", "b10", "B"]) await store.put("plan", id, "1");
      expect(await store.list("plan")).toEqual(["B", "a", "b10", "b2", "c"]);
    });

    it("overwrites on a second put and deletes", async () => {
      const { store } = await make();
      await store.put("report", "r", '{"v":1}');
      await store.put("report", "r", '{"v":2}');
      expect(await store.get("report", "r")).toBe('{"v":2}');
      await store.delete("report", "r");
      expect(await store.has("report", "r")).toBe(false);
      expect(await store.list("report")).toEqual([]);
      await store.delete("report", "r"); // deleting what is absent is not an error
    });

    it("accepts ids that are not safe file names and gives them back unchanged", async () => {
      const { store } = await make();
      const ids = ["../escape", "a/b\\c", ".", "..", "con", "ünï ✓", "x:y*z?", ".hidden", "%41"];
      for (const id of ids) await store.put("source", id, JSON.stringify(id));
      for (const id of ids) expect(await store.get("source", id)).toBe(JSON.stringify(id));
      expect(await store.list("source")).toEqual([...ids].sort());
    });

    it("a failed put never loses what was stored", async () => {
      const { store } = await make();
      await store.put("bundle", "keep", '{"good":true}');
      await expect(store.put("bundle", "keep", "{not json")).rejects.toThrow(/store\/failed/);
      await expect(store.put("bundle", "", "{}")).rejects.toThrow(/store\/failed/);
      await expect(store.put("nonsense" as "bundle", "keep", "{}")).rejects.toThrow(
        /store\/failed/,
      );
      await expect(store.put("bundle", "k".repeat(500), "{}")).rejects.toThrow(/store\/failed/);
      expect(await store.get("bundle", "keep")).toBe('{"good":true}');
      expect(await store.list("bundle")).toEqual(["keep"]);
    });

    it("concurrent puts all land, and racing writes to one id leave one whole value", async () => {
      const { store } = await make();
      const ids = Array.from({ length: 60 }, (_, i) => `t${String(i).padStart(3, "0")}`);
      const big = (i: number) => JSON.stringify({ i, pad: "x".repeat(20_000 + i) });
      await Promise.all([
        ...ids.map((id, i) => store.put("trajectory", id, JSON.stringify({ i }))),
        ...Array.from({ length: 12 }, (_, i) => store.put("graph", "same", big(i))),
      ]);
      expect(await store.list("trajectory")).toEqual(ids);
      for (const [i, id] of ids.entries())
        expect(JSON.parse((await store.get("trajectory", id))!)).toEqual({ i });
      const same = await store.get("graph", "same");
      const candidates = Array.from({ length: 12 }, (_, i) => big(i));
      expect(candidates).toContain(same);
    });

    it("what was put survives reopening the storage", async () => {
      const { store, reopen } = await make();
      if (!reopen) return;
      await store.put("run", "r1", '{"stage":"synth","done":7}');
      const again = await reopen();
      expect(await again.get("run", "r1")).toBe('{"stage":"synth","done":7}');
      expect(await again.list("run")).toEqual(["r1"]);
    });
  });
}
