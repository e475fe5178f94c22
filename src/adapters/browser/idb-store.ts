import { openDB } from "idb";
import type { ArtifactKind, ArtifactStore } from "../../core/store/artifact-store.js";
import { checkKey, checkPut } from "../../core/store/store-keys.js";

const OBJECTS = "artifacts";

/**
 * An ArtifactStore in IndexedDB. One object store keyed by `[kind, id]`, values are the JSON
 * strings themselves, so adding an artifact kind needs no schema upgrade. A `put` resolves when
 * its transaction has committed; a failed transaction leaves the previous value in place.
 */
export async function createIdbStore(name = "envfactory"): Promise<ArtifactStore> {
  const db = await openDB(name, 1, {
    upgrade(d) {
      if (!d.objectStoreNames.contains(OBJECTS)) d.createObjectStore(OBJECTS);
    },
  });
  // All ids of a kind sort between [kind] and [kind, []] because arrays sort after strings.
  const range = (kind: ArtifactKind) => IDBKeyRange.bound([kind], [kind, []]);
  return {
    async put(kind, id, json) {
      const bad = checkPut(kind, id, json);
      if (bad) throw bad;
      const tx = db.transaction(OBJECTS, "readwrite");
      await Promise.all([tx.store.put(json, [kind, id]), tx.done]);
    },
    async get(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      return (await db.get(OBJECTS, [kind, id])) as string | undefined;
    },
    async has(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      return (await db.count(OBJECTS, [kind, id])) > 0;
    },
    async list(kind) {
      const bad = checkKey(kind, "x");
      if (bad) throw bad;
      const keys = (await db.getAllKeys(OBJECTS, range(kind))) as [string, string][];
      return keys.map((k) => k[1]).sort();
    },
    async delete(kind, id) {
      const bad = checkKey(kind, id);
      if (bad) throw bad;
      const tx = db.transaction(OBJECTS, "readwrite");
      await Promise.all([tx.store.delete([kind, id]), tx.done]);
    },
  };
}
